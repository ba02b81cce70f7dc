//! Pictures drawn by the server from a hue (no external images).

/// A travel's cover picture, drawn by the server from its hue (no external images).
pub fn cover_src(hue: i64) -> String {
    format!("/images/cover/{}.svg", hue.rem_euclid(360))
}

/// A coordinator's avatar, drawn by the server from its hue.
pub fn avatar_src(hue: i64) -> String {
    format!("/images/avatar/{}.svg", hue.rem_euclid(360))
}
