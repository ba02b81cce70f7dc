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

/// Most bytes a decoded picture may take before it is turned into 8-bit RGB: the file's
/// width × height × bytes a pixel (8 for 16-bit RGBA), read from its header before any pixel
/// is decoded. With the 8-bit copy and the resized crops, an accepted file stays under
/// 512 MB (a 12,000 px square at 16 bits a channel needed 2.8 GB: issue 23, M5).
pub const MAX_DECODED_BYTES: u64 = 144 * 1024 * 1024;

/// Decodes a JPEG, PNG or WebP file no wider or taller than `max_side` and no larger than
/// [`MAX_DECODED_BYTES`] once decoded, as 8-bit RGB turned upright from its EXIF
/// orientation. A JPEG that stops before its end marker is refused, not shown half grey.
pub fn decode(bytes: &[u8], max_side: u32) -> Result<DynamicImage, DecodeError> {
    let broken = |e: image::ImageError| DecodeError::Broken(e.to_string());
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|e| DecodeError::Broken(e.to_string()))?;
    if !matches!(reader.format(), Some(ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)) {
        return Err(DecodeError::NotAPhoto);
    }
    if reader.format() == Some(ImageFormat::Jpeg) && !ends_like_a_jpeg(bytes) {
        return Err(DecodeError::Broken("the JPEG is cut short: it has no end marker".into()));
    }
    let mut limits = Limits::default();
    limits.max_image_width = Some(max_side);
    limits.max_image_height = Some(max_side);
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(broken)?;
    let (width, height) = decoder.dimensions();
    let needed = u64::from(width) * u64::from(height) * u64::from(decoder.color_type().bytes_per_pixel());
    if needed > MAX_DECODED_BYTES {
        return Err(DecodeError::Broken(format!(
            "{width}×{height} px at {} bytes a pixel takes {} MB to decode; the limit is {} MB",
            decoder.color_type().bytes_per_pixel(),
            needed >> 20,
            MAX_DECODED_BYTES >> 20
        )));
    }
    let orientation = decoder.orientation().map_err(broken)?;
    let decoded = DynamicImage::from_decoder(decoder).map_err(broken)?;
    // 8-bit RGB from here on: the pipeline writes nothing else, and a 16-bit or RGBA
    // buffer would be kept through every crop.
    let mut image = match decoded {
        DynamicImage::ImageRgb8(rgb) => DynamicImage::ImageRgb8(rgb),
        other => DynamicImage::ImageRgb8(other.into_rgb8()),
    };
    image.apply_orientation(orientation);
    if image.width() == 0 || image.height() == 0 {
        return Err(DecodeError::Broken("the picture is empty".into()));
    }
    Ok(image)
}

/// A whole JPEG ends with its end-of-image marker (FF D9), maybe followed by a little
/// padding; a truncated one has none near its end. Only the last 4 KB are searched: an
/// embedded thumbnail's own marker sits near the start. (The decoder itself fills a cut-off
/// picture with grey rather than failing.)
fn ends_like_a_jpeg(bytes: &[u8]) -> bool {
    let start = bytes.len().saturating_sub(4096).max(2.min(bytes.len()));
    bytes[start..].windows(2).any(|w| w == [0xFF, 0xD9])
}

/// The `width`×`height` box at (`x`, `y`) of `image`, resized to `to` (Catmull-Rom). The
/// box is a view of the picture, not a copy: a copy of a whole 60-megapixel photograph is
/// as large as the photograph.
pub fn crop_resized(image: &DynamicImage, (x, y, width, height): (u32, u32, u32, u32), to: (u32, u32)) -> RgbImage {
    match image {
        DynamicImage::ImageRgb8(rgb) => {
            let view = image::imageops::crop_imm(rgb, x, y, width, height);
            image::imageops::resize(&*view, to.0, to.1, FilterType::CatmullRom)
        }
        other => other.crop_imm(x, y, width, height).resize_exact(to.0, to.1, FilterType::CatmullRom).to_rgb8(),
    }
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
