//! Pictures drawn on the server: travel covers and coordinator avatars as small
//! SVGs from a hue, so the demo catalogue needs no downloaded images and pages
//! stay light (each picture is well under 1 KB).

use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The URL of a travel's cover, as served by [`cover`].
pub fn cover_path(hue: i64) -> String {
    format!("/images/cover/{}.svg", hue.rem_euclid(360))
}

/// The phone variant of a cover, served by [`cover_mobile`].
pub fn cover_mobile_path(hue: i64) -> String {
    format!("/images/cover-mobile/{}.svg", hue.rem_euclid(360))
}

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

pub use caravan_app::components::images::{cover_mobile_svg, cover_svg};

/// A round avatar with a head-and-shoulders silhouette.
pub fn avatar_svg(hue: u16) -> String {
    format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><circle cx='32' cy='32' r='32' fill='hsl({hue},60%,80%)'/>\
<circle cx='32' cy='25' r='11' fill='hsl({hue},35%,35%)'/><path d='M12 56 C14 40 50 40 52 56Z' fill='hsl({hue},35%,35%)'/></svg>"
    )
}

pub async fn cover(Path(file): Path<String>) -> Response {
    match hue_of(&file) {
        Some(hue) => svg(cover_svg(hue)),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

pub async fn cover_mobile(Path(file): Path<String>) -> Response {
    match hue_of(&file) {
        Some(hue) => svg(cover_mobile_svg(hue)),
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
    fn pictures_are_small() {
        assert!(cover_svg(200).len() < 1024);
        assert!(avatar_svg(200).len() < 512);
    }
}
