//! Photographs from the image pipeline (`caravan images import`, spec §3
//! Image): what the pipeline stored for one picture, and the `<picture>`
//! markup that lets the browser pick the phone or desktop crop, the best
//! format it accepts (AVIF, then WebP, then the JPEG every browser reads) and
//! the width its screen needs. Trips without photographs keep their drawn
//! [`Cover`](crate::images::Cover).

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

    pub fn srcset(&self, variant: Variant, format: Format) -> String {
        let crop = self.crop(variant);
        crop.widths.iter().map(|w| format!("{} {w}w", self.src(variant, *w, format))).collect::<Vec<_>>().join(", ")
    }

    /// The `<img>`'s own URL: the desktop JPEG closest to 960 px.
    pub fn fallback_src(&self) -> String {
        self.src(Variant::Desktop, self.desktop.width_for(960), Format::Jpeg)
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
}
