//! Pictures: the drawn covers and avatars of the demo catalogue ([`drawn`]),
//! and photographs: resized and encoded by [`pipeline`], stored and served by
//! [`library`].

pub mod drawn;
pub mod library;
pub mod pipeline;

pub use drawn::{avatar, avatar_svg, cover, cover_mobile};
