//! Text compression for responses kept as bytes (the page cache, the stylesheet).

use std::io::Write;

/// gzip at `level` (0..=9).
pub fn gzip(bytes: &[u8], level: u32) -> std::io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// brotli at `quality` (0..=11) with a window of 2^`lgwin` bytes.
pub fn brotli(bytes: &[u8], quality: i32, lgwin: i32) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams { quality, lgwin, ..Default::default() };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
    Ok(out)
}
