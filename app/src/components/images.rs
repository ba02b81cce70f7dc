//! Pictures drawn from a hue (no external images): the SVG itself, its URL,
//! and, for pictures of the first screenful, the picture inline as a data URI
//! so the largest paint waits for no request.

/// A travel's cover picture, drawn by the server from its hue (no external images).
pub fn cover_src(hue: i64) -> String {
    format!("/images/cover/{}.svg", hue.rem_euclid(360))
}

/// A coordinator's avatar, drawn by the server from its hue.
pub fn avatar_src(hue: i64) -> String {
    format!("/images/avatar/{}.svg", hue.rem_euclid(360))
}

/// A landscape: sky gradient, sun, two mountain ridges; wide for desktops.
pub fn cover_svg(hue: u16) -> String {
    landscape(hue, "0 0 400 240")
}

/// The same landscape cropped for phones: the mountains' middle, taller than wide.
pub fn cover_mobile_svg(hue: u16) -> String {
    landscape(hue, "100 0 200 240")
}

fn landscape(hue: u16, view_box: &str) -> String {
    let h2 = (hue + 40) % 360;
    format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='{view_box}' preserveAspectRatio='xMidYMid slice'>\
<defs><linearGradient id='s' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='hsl({hue},70%,78%)'/>\
<stop offset='1' stop-color='hsl({h2},80%,90%)'/></linearGradient></defs>\
<rect width='400' height='240' fill='url(#s)'/><circle cx='300' cy='70' r='28' fill='hsl({h2},90%,96%)'/>\
<path d='M0 170 L90 90 L160 150 L240 70 L400 180 V240 H0Z' fill='hsl({hue},35%,45%)'/>\
<path d='M0 200 L120 140 L220 195 L310 150 L400 200 V240 H0Z' fill='hsl({hue},40%,30%)'/></svg>"
    )
}

/// The cover as a `data:` URI (the CSP allows `img-src data:`), for the
/// pictures a visitor sees first: no request stands between them and the paint.
pub fn cover_inline(hue: i64) -> String {
    let svg = cover_svg(hue.rem_euclid(360) as u16);
    let mut uri = String::with_capacity(svg.len() + 32);
    uri.push_str("data:image/svg+xml,");
    for c in svg.chars() {
        match c {
            '%' => uri.push_str("%25"),
            '#' => uri.push_str("%23"),
            '<' => uri.push_str("%3C"),
            '>' => uri.push_str("%3E"),
            '"' => uri.push_str("%22"),
            c => uri.push(c),
        }
    }
    uri
}
