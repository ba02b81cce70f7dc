//! The pixel work of the photo pipeline: decode, crop and resize, encode.

use image::codecs::avif::AvifEncoder;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::imageops::FilterType;
use image::{ExtendedColorType, ImageDecoder, ImageEncoder, ImageFormat, ImageReader, Limits};
use std::io::Cursor;

pub use image::{DynamicImage, RgbImage};

/// Why a file could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Not JPEG, PNG or WebP.
    NotAPhoto,
    /// Broken, empty, or beyond the limits.
    Broken(String),
}

/// Decodes a JPEG, PNG or WebP file no wider or taller than `max_side` (memory bounded to
/// match), turned upright from its EXIF orientation.
pub fn decode(bytes: &[u8], max_side: u32) -> Result<DynamicImage, DecodeError> {
    let broken = |e: image::ImageError| DecodeError::Broken(e.to_string());
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|e| DecodeError::Broken(e.to_string()))?;
    if !matches!(reader.format(), Some(ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)) {
        return Err(DecodeError::NotAPhoto);
    }
    let mut limits = Limits::default();
    limits.max_image_width = Some(max_side);
    limits.max_image_height = Some(max_side);
    // Enough for the largest allowed RGBA picture and a resized copy.
    limits.max_alloc = Some(u64::from(max_side) * u64::from(max_side) * 4 * 2);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(broken)?;
    let orientation = decoder.orientation().map_err(broken)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(broken)?;
    image.apply_orientation(orientation);
    if image.width() == 0 || image.height() == 0 {
        return Err(DecodeError::Broken("the picture is empty".into()));
    }
    Ok(image)
}

/// The `width`×`height` box at (`x`, `y`) of `image`, resized to `to` (Catmull-Rom).
pub fn crop_resized(image: &DynamicImage, (x, y, width, height): (u32, u32, u32, u32), to: (u32, u32)) -> RgbImage {
    image.crop_imm(x, y, width, height).resize_exact(to.0, to.1, FilterType::CatmullRom).to_rgb8()
}

/// `image` shrunk to fit a `side`×`side` box, as PNG.
pub fn thumbnail_png(image: &DynamicImage, side: u32) -> Result<Vec<u8>, String> {
    let tiny = image.thumbnail(side, side).to_rgb8();
    let mut out = Vec::new();
    PngEncoder::new(&mut out)
        .write_image(tiny.as_raw(), tiny.width(), tiny.height(), ExtendedColorType::Rgb8)
        .map_err(|e| e.to_string())?;
    Ok(out)
}

pub fn jpeg(image: &RgbImage, quality: u8) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, quality).encode_image(image).map_err(|e| e.to_string())?;
    Ok(out)
}

pub fn webp(image: &RgbImage, quality: f32) -> Result<Vec<u8>, String> {
    let encoded = webp::Encoder::from_rgb(image.as_raw(), image.width(), image.height())
        .encode_simple(false, quality)
        .map_err(|e| format!("{e:?}"))?;
    Ok(encoded.to_vec())
}

/// AVIF with rav1e at `speed` (1..=10) and `quality` (1..=100).
pub fn avif(image: &RgbImage, speed: u8, quality: u8) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    AvifEncoder::new_with_speed_quality(&mut out, speed, quality)
        .write_image(image.as_raw(), image.width(), image.height(), ExtendedColorType::Rgb8)
        .map_err(|e| e.to_string())?;
    Ok(out)
}
