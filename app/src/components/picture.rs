//! Photographs from the image pipeline (`caravan images import`, spec §3
//! Image): what the pipeline stored for one picture, and the `<picture>`
//! markup that lets the browser pick the phone or desktop crop, the best
//! format it accepts (AVIF, then WebP, then the JPEG every browser reads) and
//! the width its screen needs. Trips without photographs keep their drawn
//! [`Cover`](super::Cover).

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// A stored encoding. JPEG is always written: it is the `<img>` fallback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Avif,
    Webp,
    Jpeg,
}

impl Format {
    /// Best first: the order of the `<source>` elements.
    pub const ALL: [Format; 3] = [Format::Avif, Format::Webp, Format::Jpeg];

    pub fn extension(self) -> &'static str {
        ["avif", "webp", "jpg"][self as usize]
    }

    pub fn mime(self) -> &'static str {
        ["image/avif", "image/webp", "image/jpeg"][self as usize]
    }

    pub fn from_extension(ext: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.extension() == ext)
    }
}

/// The two crops of spec §3: the photograph as taken, and a portrait crop for phones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    Desktop,
    Mobile,
}

impl Variant {
    /// The letter in a file name: `d-960.avif`, `m-720.webp`.
    pub fn letter(self) -> char {
        match self {
            Variant::Desktop => 'd',
            Variant::Mobile => 'm',
        }
    }

    pub fn from_letter(letter: &str) -> Option<Variant> {
        match letter {
            "d" => Some(Variant::Desktop),
            "m" => Some(Variant::Mobile),
            _ => None,
        }
    }
}

/// One crop's stored widths and its shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crop {
    /// Widths written, smallest first; each in every format of [`Picture::formats`].
    pub widths: Vec<u32>,
    /// The crop's full size: its aspect ratio for `width`/`height` attributes.
    pub width: u32,
    pub height: u32,
}

impl Crop {
    /// The smallest stored width of at least `wanted`, else the largest stored.
    fn width_for(&self, wanted: u32) -> u32 {
        self.widths.iter().copied().find(|w| *w >= wanted).or(self.widths.last().copied()).unwrap_or(self.width)
    }
}

/// What the pipeline stored for one photograph (the manifest it keeps).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    /// The SEO name (spec §3 `seoName`): the source file's stem, `{trip-slug}`
    /// for a trip's cover, `{trip-slug}-day-{n}` for a gallery photo.
    pub name: String,
    /// The first hex digits of the source's SHA-256: part of every URL, so a
    /// new photograph under the same name gets new URLs and caches may keep
    /// the old ones forever.
    pub version: String,
    pub desktop: Crop,
    pub mobile: Crop,
    /// Formats written for every width, best first; always ends with JPEG.
    pub formats: Vec<Format>,
    /// A tiny PNG of the photograph as a `data:` URI, painted under the
    /// picture until it loads (the browser's upscaling blurs it).
    pub placeholder: String,
}

/// How soon a picture is needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Priority {
    /// The page's largest paint: fetched first.
    Lcp,
    /// In the first screenful.
    Eager,
    /// Below the fold: fetched when scrolled near.
    Lazy,
}

impl Picture {
    /// `/images/photo/{name}/{version}/{d|m}-{width}.{ext}`.
    pub fn src(&self, variant: Variant, width: u32, format: Format) -> String {
        format!("/images/photo/{}/{}/{}-{width}.{}", self.name, self.version, variant.letter(), format.extension())
    }

    /// A single URL for clients that cannot offer choices (the JSON API):
    /// the server answers it with the best format the request's `Accept` allows.
    pub fn negotiated_src(&self, variant: Variant) -> String {
        let width = self.crop(variant).width_for(720);
        format!("/images/photo/{}/{}/{}-{width}", self.name, self.version, variant.letter())
    }

    pub fn crop(&self, variant: Variant) -> &Crop {
        match variant {
            Variant::Desktop => &self.desktop,
            Variant::Mobile => &self.mobile,
        }
    }

    fn srcset(&self, variant: Variant, format: Format) -> String {
        let crop = self.crop(variant);
        crop.widths.iter().map(|w| format!("{} {w}w", self.src(variant, *w, format))).collect::<Vec<_>>().join(", ")
    }

    /// The `<img>`'s own URL: the desktop JPEG closest to 960 px.
    fn fallback_src(&self) -> String {
        self.src(Variant::Desktop, self.desktop.width_for(960), Format::Jpeg)
    }
}

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
    fn urls_name_the_picture_its_version_crop_width_and_format() {
        let p = sample();
        assert_eq!(p.src(Variant::Mobile, 720, Format::Webp), "/images/photo/iceland-ring-road/0a1b2c3d4e5f/m-720.webp");
        assert_eq!(p.fallback_src(), "/images/photo/iceland-ring-road/0a1b2c3d4e5f/d-960.jpg");
        assert_eq!(p.negotiated_src(Variant::Desktop), "/images/photo/iceland-ring-road/0a1b2c3d4e5f/d-960");
        assert_eq!(p.negotiated_src(Variant::Mobile), "/images/photo/iceland-ring-road/0a1b2c3d4e5f/m-720");
        assert_eq!(Format::from_extension("jpg"), Some(Format::Jpeg));
        assert_eq!(Format::from_extension("gif"), None);
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
