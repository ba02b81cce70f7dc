//! Pictures drawn on the server: travel covers (a landscape in the region's
//! colours) and coordinator avatars as small SVGs, so the demo catalogue needs
//! no downloaded images and pages stay light (each picture under 1.4 KB).

use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// Parses `{hue}.svg` with hue in 0..360.
fn hue_of(file: &str) -> Option<u16> {
    file.strip_suffix(".svg")?.parse::<u16>().ok().filter(|h| *h < 360)
}

fn svg(body: String) -> Response {
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, HeaderValue::from_static("image/svg+xml")), (header::CACHE_CONTROL, crate::assets::immutable())],
        body,
    )
        .into_response()
}

use caravan_site::images::Cover;

/// The cover a file name asks for: `{scene}-{region}-{hue}.svg`, or a bare
/// `{hue}.svg` from before covers showed landscapes (links stored in older
/// databases keep working).
fn cover_of_file(file: &str) -> Option<Cover> {
    Cover::from_file(file).or_else(|| hue_of(file).map(|hue| Cover::of_hue(i64::from(hue))))
}

/// A round avatar with a head-and-shoulders silhouette.
pub fn avatar_svg(hue: u16) -> String {
    format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><circle cx='32' cy='32' r='32' fill='hsl({hue},60%,80%)'/>\
<circle cx='32' cy='25' r='11' fill='hsl({hue},35%,35%)'/><path d='M12 56 C14 40 50 40 52 56Z' fill='hsl({hue},35%,35%)'/></svg>"
    )
}

pub async fn cover(Path(file): Path<String>) -> Response {
    match cover_of_file(&file) {
        Some(cover) => svg(cover.svg()),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

pub async fn cover_mobile(Path(file): Path<String>) -> Response {
    match cover_of_file(&file) {
        Some(cover) => svg(cover.mobile_svg()),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

pub async fn avatar(Path(file): Path<String>) -> Response {
    match hue_of(&file) {
        Some(hue) => svg(avatar_svg(hue)),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_hues_in_range_are_pictures() {
        assert_eq!(hue_of("0.svg"), Some(0));
        assert_eq!(hue_of("359.svg"), Some(359));
        assert_eq!(hue_of("360.svg"), None);
        assert_eq!(hue_of("-1.svg"), None);
        assert_eq!(hue_of("12.png"), None);
        assert_eq!(hue_of("99999999999.svg"), None);
    }

    #[test]
    fn pictures_are_small_and_old_cover_links_still_draw() {
        assert!(cover_of_file("coast-asia-200.svg").unwrap().svg().len() < 1400);
        assert!(cover_of_file("200.svg").is_some(), "a bare hue from an older database");
        assert!(cover_of_file("400.svg").is_none());
        assert!(avatar_svg(200).len() < 512);
    }
}
