//! From one photograph to the files pages offer: the picture as taken and a
//! portrait crop for phones (spec §3's desktop and mobile variants), each at
//! up to four widths, in AVIF, WebP and JPEG, plus a tiny placeholder.
//!
//! Pure work on bytes, no files or database: [`super::library`] stores what
//! this returns. Decoding is bounded (file size, pixel size, memory), so a
//! hostile or broken file is refused with a reason and never takes the
//! process down.

use base64::Engine;
use caravan_site::picture::{Crop, Format, Picture, Variant};
use codecs::photo::{DecodeError, RgbImage};
use sha2::{Digest, Sha256};

/// Widths written for the desktop crop (those the photograph can fill).
pub const DESKTOP_WIDTHS: [u32; 4] = [480, 960, 1440, 1920];
/// Widths written for the phone crop: one, two and three device pixels per CSS pixel.
pub const MOBILE_WIDTHS: [u32; 3] = [360, 720, 1080];
/// The phone crop's shape, width to height: a portrait that fills a phone's gallery.
const MOBILE_ASPECT: (u32, u32) = (4, 5);
/// The placeholder fits in this many pixels a side (a few hundred bytes as PNG).
const PLACEHOLDER_SIDE: u32 = 16;

const JPEG_QUALITY: u8 = 80;
const WEBP_QUALITY: f32 = 75.0;
/// rav1e's speed 1..=10: 8 keeps a 1920 px encode near a second in release
/// builds, for files a few percent larger than the slowest setting.
const AVIF_SPEED: u8 = 8;
const AVIF_QUALITY: u8 = 60;

/// What the pipeline accepts and writes.
#[derive(Debug, Clone)]
pub struct Rules {
    /// Files larger than this are refused before they are read.
    pub max_bytes: u64,
    /// Pictures wider or taller than this are refused before they are decoded.
    pub max_side: u32,
    /// Formats to write, best first; JPEG is always written.
    pub formats: Vec<Format>,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules { max_bytes: 25 * 1024 * 1024, max_side: 12_000, formats: Format::ALL.to_vec() }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PhotoError {
    #[error("{size} bytes is over the limit of {limit} bytes")]
    TooLarge { size: u64, limit: u64 },
    #[error("not a JPEG, PNG or WebP photograph")]
    NotAPhoto,
    #[error("the picture cannot be read: {0}")]
    Broken(String),
    #[error("{0:?} cannot name a picture: use lowercase letters, digits and dashes (the trip's slug, or its slug and -day-N)")]
    BadName(String),
    #[error("JPEG encoding failed: {0}")]
    Encoding(String),
}

/// A photograph ready to store: its manifest and the files it names
/// (`d-960.avif`, `m-360.jpg`, …).
#[derive(Debug)]
pub struct Encoded {
    pub picture: Picture,
    pub files: Vec<(String, Vec<u8>)>,
}

/// A name is safe in a path and a URL: `[a-z0-9-]`, 1 to 120 characters, no
/// leading or trailing dash.
pub fn valid_name(name: &str) -> bool {
    (1..=120).contains(&name.len())
        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !name.starts_with('-')
        && !name.ends_with('-')
}

/// The version a photograph's URLs carry: its content's hash.
pub fn version_of(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().take(6).map(|b| format!("{b:02x}")).collect()
}

/// Decodes `bytes`, crops, resizes and encodes them under `name`.
pub fn encode(name: &str, bytes: &[u8], rules: &Rules) -> Result<Encoded, PhotoError> {
    if !valid_name(name) {
        return Err(PhotoError::BadName(name.to_string()));
    }
    if bytes.len() as u64 > rules.max_bytes {
        return Err(PhotoError::TooLarge { size: bytes.len() as u64, limit: rules.max_bytes });
    }
    let image = codecs::photo::decode(bytes, rules.max_side).map_err(|e| match e {
        DecodeError::NotAPhoto => PhotoError::NotAPhoto,
        DecodeError::Broken(reason) => PhotoError::Broken(reason),
    })?;
    let desktop_box = (image.width(), image.height());
    let mobile_box = portrait_box(desktop_box);

    let mut formats: Vec<Format> = rules.formats.iter().copied().filter(|f| *f != Format::Jpeg).collect();
    formats.push(Format::Jpeg);
    let mut files = Vec::new();
    let mut crops = Vec::new();
    for (variant, widths, (w, h)) in
        [(Variant::Desktop, &DESKTOP_WIDTHS[..], desktop_box), (Variant::Mobile, &MOBILE_WIDTHS[..], mobile_box)]
    {
        let crop = ((image.width() - w) / 2, (image.height() - h) / 2, w, h);
        let widths = widths_for(w, widths);
        for &width in &widths {
            let height = ((u64::from(width) * u64::from(h) + u64::from(w) / 2) / u64::from(w)).max(1) as u32;
            let resized = codecs::photo::crop_resized(&image, crop, (width, height));
            // A format that fails for this picture is left out of its manifest
            // (the `<picture>` then offers the next); JPEG must succeed.
            formats.retain(|&format| match encode_as(&resized, format) {
                Ok(encoded) => {
                    files.push((format!("{}-{width}.{}", variant.letter(), format.extension()), encoded));
                    true
                }
                Err(error) => {
                    tracing::warn!(name, ?format, %error, "format left out");
                    format == Format::Jpeg
                }
            });
            if !files.iter().any(|(file, _)| file == &format!("{}-{width}.jpg", variant.letter())) {
                return Err(PhotoError::Encoding(format!("{name} at {width} px")));
            }
        }
        crops.push(Crop { widths, width: w, height: h });
    }
    // Files of a format dropped after its first widths are not in the manifest either.
    files.retain(|(file, _)| formats.iter().any(|f| file.ends_with(&format!(".{}", f.extension()))));
    let mobile = crops.pop().unwrap_or(Crop { widths: vec![], width: 0, height: 0 });
    let desktop = crops.pop().unwrap_or(Crop { widths: vec![], width: 0, height: 0 });
    let picture =
        Picture { name: name.to_string(), version: version_of(bytes), desktop, mobile, formats, placeholder: placeholder(&image)? };
    Ok(Encoded { picture, files })
}

/// The largest 4:5 box centred in a `(width, height)` picture.
fn portrait_box((width, height): (u32, u32)) -> (u32, u32) {
    let (aw, ah) = MOBILE_ASPECT;
    if u64::from(width) * u64::from(ah) > u64::from(height) * u64::from(aw) {
        ((u64::from(height) * u64::from(aw) / u64::from(ah)).max(1) as u32, height)
    } else {
        (width, (u64::from(width) * u64::from(ah) / u64::from(aw)).max(1) as u32)
    }
}

/// The standard widths a crop `width` wide can fill without upscaling; a
/// crop narrower than all of them is written at its own width.
fn widths_for(width: u32, standard: &[u32]) -> Vec<u32> {
    let fitting: Vec<u32> = standard.iter().copied().filter(|w| *w <= width).collect();
    if fitting.is_empty() {
        vec![width]
    } else {
        fitting
    }
}

fn encode_as(image: &RgbImage, format: Format) -> Result<Vec<u8>, String> {
    match format {
        Format::Jpeg => codecs::photo::jpeg(image, JPEG_QUALITY),
        Format::Webp => codecs::photo::webp(image, WEBP_QUALITY),
        Format::Avif => codecs::photo::avif(image, AVIF_SPEED, AVIF_QUALITY),
    }
}

/// A tiny PNG of the whole picture as a `data:` URI.
fn placeholder(image: &codecs::photo::DynamicImage) -> Result<String, PhotoError> {
    let png = codecs::photo::thumbnail_png(image, PLACEHOLDER_SIDE).map_err(PhotoError::Encoding)?;
    Ok(format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_safe_in_paths_and_urls() {
        for good in ["iceland-ring-road", "peru-day-3", "a", "x1"] {
            assert!(valid_name(good), "{good}");
        }
        for bad in ["", "-a", "a-", "../etc", "A", "a b", "a/b", "a.b", &"a".repeat(121)] {
            assert!(!valid_name(bad), "{bad}");
        }
    }

    #[test]
    fn phones_get_a_centred_portrait_crop() {
        assert_eq!(portrait_box((1600, 1000)), (800, 1000));
        assert_eq!(portrait_box((800, 2000)), (800, 1000));
        assert_eq!(portrait_box((4, 5)), (4, 5));
        assert_eq!(portrait_box((1, 1)), (1, 1));
    }

    #[test]
    fn widths_never_upscale() {
        assert_eq!(widths_for(2000, &DESKTOP_WIDTHS), vec![480, 960, 1440, 1920]);
        assert_eq!(widths_for(1000, &DESKTOP_WIDTHS), vec![480, 960]);
        assert_eq!(widths_for(300, &DESKTOP_WIDTHS), vec![300]);
    }
}
