//! The `<picture>` markup for a photograph of the image pipeline (the data
//! lives in [`caravan_site::picture`]): the browser picks the phone or desktop
//! crop, the best format it accepts and the width its screen needs.

use caravan_site::picture::{Format, Variant};
pub use caravan_site::picture::{Picture, Priority};
use leptos::prelude::*;

/// Where phones get the portrait crop: the same breakpoint as the layout's.
const PHONE: &str = "(max-width: 767px)";

/// The `<picture>`: phone crop sources (when `phone_crop`: boxes whose shape
/// follows the picture, like the gallery's), then desktop sources, each best
/// format first, and a JPEG `<img>` that every browser can show. `sizes` says
/// how wide the picture is drawn so the browser fetches no more than it needs.
pub fn picture_view(
    picture: &Picture,
    alt: String,
    class: &'static str,
    sizes: &'static str,
    priority: Priority,
    phone_crop: bool,
) -> impl IntoView {
    let variants: &[Variant] = if phone_crop { &[Variant::Mobile, Variant::Desktop] } else { &[Variant::Desktop] };
    let sources: Vec<_> = variants
        .iter()
        .copied()
        .flat_map(|variant| picture.formats.iter().map(move |format| (variant, *format)))
        // The desktop JPEG is the `<img>` itself.
        .filter(|(variant, format)| !(*variant == Variant::Desktop && *format == Format::Jpeg))
        .map(|(variant, format)| {
            view! {
                <source
                    media=(variant == Variant::Mobile).then_some(PHONE)
                    type=format.mime()
                    srcset=picture.srcset(variant, format)
                    sizes=sizes
                />
            }
        })
        .collect();
    let eager = priority != Priority::Lazy;
    view! {
        <picture class="photo">
            {sources}
            <img
                class=class
                src=picture.fallback_src()
                srcset=picture.srcset(Variant::Desktop, Format::Jpeg)
                sizes=sizes
                alt=alt
                width=picture.desktop.width
                height=picture.desktop.height
                loading=if eager { "eager" } else { "lazy" }
                fetchpriority=(priority == Priority::Lcp).then_some("high")
                decoding=(!eager).then_some("async")
                style=format!("background:center/cover url({})", picture.placeholder)
            />
        </picture>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use caravan_site::picture::Crop;

    fn sample() -> Picture {
        Picture {
            name: "iceland-ring-road".into(),
            version: "0a1b2c3d4e5f".into(),
            desktop: Crop { widths: vec![480, 960, 1440], width: 1600, height: 1000 },
            mobile: Crop { widths: vec![360, 720], width: 800, height: 1000 },
            formats: vec![Format::Avif, Format::Webp, Format::Jpeg],
            placeholder: "data:image/png;base64,AAAA".into(),
        }
    }

    #[test]
    fn the_markup_offers_phone_crops_then_best_formats_then_a_jpeg_img() {
        let html = picture_view(&sample(), "Ring road".into(), "hero", "100vw", Priority::Lcp, true).to_html();
        let order: Vec<usize> = [
            "media=\"(max-width: 767px)\" type=\"image/avif\"",
            "media=\"(max-width: 767px)\" type=\"image/webp\"",
            "media=\"(max-width: 767px)\" type=\"image/jpeg\"",
            "<source type=\"image/avif\"",
            "<source type=\"image/webp\"",
            "<img",
        ]
        .iter()
        .map(|needle| html.find(needle).unwrap_or_else(|| panic!("{needle} missing in {html}")))
        .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{html}");
        assert!(html.contains("d-480.avif 480w, /images/photo/iceland-ring-road/0a1b2c3d4e5f/d-960.avif 960w"));
        assert!(html.contains("src=\"/images/photo/iceland-ring-road/0a1b2c3d4e5f/d-960.jpg\""));
        assert!(html.contains("width=\"1600\" height=\"1000\""));
        assert!(html.contains("fetchpriority=\"high\"") && html.contains("loading=\"eager\""));
        assert!(html.contains("url(data:image/png;base64,AAAA)"), "the placeholder paints first");
        assert_eq!(html.matches("type=\"image/jpeg\"").count(), 1, "the desktop JPEG is the img, not a source");
    }

    #[test]
    fn below_the_fold_pictures_wait_and_formats_not_written_are_not_offered() {
        let picture = Picture { formats: vec![Format::Webp, Format::Jpeg], ..sample() };
        let html = picture_view(&picture, String::new(), "card__image", "50vw", Priority::Lazy, false).to_html();
        assert!(html.contains("loading=\"lazy\"") && !html.contains("fetchpriority"));
        assert!(!html.contains("avif"), "{html}");
        assert!(html.contains("image/webp"));
        assert!(!html.contains("m-360"), "a card's box keeps the desktop shape: no phone crop");
    }
}
