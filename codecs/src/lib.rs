//! The byte codecs the server runs on heavy paths: page compression and the photo
//! pipeline's pixel work, behind plain (non-generic, non-`#[inline]`) functions.
//!
//! Why a crate of its own: the codecs' entry points are generic (`AvifEncoder<W>`,
//! `JpegEncoder<W>`, `BrotliCompress<R, W>`) or `#[inline]` (ravif's `encode_rgb`), so Rust
//! compiles them, and the whole encoder under them, in the crate that calls them. Called from
//! the server, which a debug build compiles unoptimised, they ran at -O0 whatever the codecs'
//! own opt-level: a test importing two photographs took 39 s (4 s now), and brotli at quality
//! 11 ran on every page the debug server cached. Behind these functions every instance lives
//! here, and the workspace builds this crate optimised in the `dev` and `quick` profiles too.

pub mod compress;
pub mod photo;
