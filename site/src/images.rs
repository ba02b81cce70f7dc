//! Pictures drawn from the trip's own data (no external images): the SVG
//! itself, its URL, and, for pictures of the first screenful, the picture
//! inline as a data URI so the largest paint waits for no request.
//!
//! A cover shows the trip's landscape ([`Scene`]) in its region's colours
//! ([`Region`], spec §2), varied by the trip's hue, so trips can be told
//! apart at a glance (issue 16).

pub mod covers;

use serde::{Deserialize, Serialize};

/// The landscape a cover draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scene {
    Coast,
    Desert,
    #[default]
    Mountains,
    City,
    Forest,
    Snow,
    Lakes,
    Savannah,
}

/// Spec §2's colour-coded regions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Region {
    Asia,
    SouthAmerica,
    America,
    NorthAmerica,
    #[default]
    Europe,
    Africa,
    Oceania,
}

impl Scene {
    pub const ALL: [Scene; 8] =
        [Scene::Coast, Scene::Desert, Scene::Mountains, Scene::City, Scene::Forest, Scene::Snow, Scene::Lakes, Scene::Savannah];

    pub fn name(self) -> &'static str {
        ["coast", "desert", "mountains", "city", "forest", "snow", "lakes", "savannah"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<Scene> {
        Scene::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The shapes over the sky, drawn in `land` (a hue) on a 400×240 canvas.
    fn shapes(self, land: u16) -> String {
        let (far, near) = (format!("hsl({land},35%,48%)"), format!("hsl({land},40%,30%)"));
        match self {
            Scene::Mountains => format!(
                "<path d='M0 170 L90 90 L160 150 L240 70 L400 180 V240 H0Z' fill='{far}'/>\
<path d='M0 200 L120 140 L220 195 L310 150 L400 200 V240 H0Z' fill='{near}'/>"
            ),
            Scene::Coast => format!(
                "<path d='M0 150 H400 V240 H0Z' fill='hsl(200,65%,45%)'/>\
<path d='M0 165 Q50 158 100 165 T200 165 T300 165 T400 165' stroke='hsl(200,70%,75%)' stroke-width='3' fill='none'/>\
<path d='M0 240 V200 Q120 175 260 205 T400 215 V240Z' fill='hsl(42,70%,72%)'/>\
<path d='M300 208 Q306 160 296 128' stroke='{near}' stroke-width='5' fill='none'/>\
<path d='M296 128 q-26 -4 -40 12 M296 128 q22 -10 40 4 M296 128 q-10 -20 -30 -22 M296 128 q14 -18 32 -14' stroke='{far}' stroke-width='6' fill='none'/>"
            ),
            Scene::Desert => "<path d='M0 175 Q100 130 200 170 T400 160 V240 H0Z' fill='hsl(36,70%,62%)'/>\
<path d='M0 210 Q140 165 260 205 T400 200 V240 H0Z' fill='hsl(28,65%,50%)'/>"
                .to_string(),
            Scene::City => format!(
                "<path d='M0 240 V150 H30 V120 H60 V160 H85 V95 H120 V140 H150 V110 H170 V80 H190 V110 H215 V150 H245 V100 H280 V135 H310 V120 H345 V155 H370 V130 H400 V240Z' fill='{far}'/>\
<path d='M0 240 V190 H50 V175 H110 V200 H170 V180 H240 V195 H300 V170 H360 V190 H400 V240Z' fill='{near}'/>"
            ),
            Scene::Forest => format!(
                "<path d='M0 170 Q100 140 200 160 T400 150 V240 H0Z' fill='{far}'/>\
<g fill='{near}'><circle cx='30' cy='190' r='34'/><circle cx='95' cy='200' r='30'/><circle cx='160' cy='185' r='38'/>\
<circle cx='235' cy='200' r='32'/><circle cx='305' cy='188' r='36'/><circle cx='372' cy='198' r='32'/><rect y='200' width='400' height='40'/></g>"
            ),
            Scene::Snow => "<path d='M0 175 L80 95 L150 160 L230 80 L330 165 L400 120 V240 H0Z' fill='hsl(205,30%,92%)'/>\
<path d='M80 95 L100 115 L85 112 L70 120Z M230 80 L252 104 L232 100 L214 110Z' fill='hsl(205,40%,80%)'/>\
<path d='M0 205 Q200 185 400 205 V240 H0Z' fill='hsl(200,35%,97%)'/>"
                .to_string(),
            Scene::Lakes => format!(
                "<path d='M0 160 Q80 110 170 150 T400 140 V240 H0Z' fill='{far}'/>\
<ellipse cx='200' cy='200' rx='170' ry='24' fill='hsl(205,60%,60%)'/>\
<path d='M0 240 V215 Q60 205 120 222 V240Z M400 240 V210 Q330 205 300 225 V240Z' fill='{near}'/>"
            ),
            Scene::Savannah => format!(
                "<path d='M0 190 H400 V240 H0Z' fill='hsl(45,55%,55%)'/>\
<path d='M280 190 L286 140 L292 190Z' fill='{near}'/>\
<ellipse cx='286' cy='138' rx='48' ry='11' fill='{near}'/>\
<path d='M60 190 L63 165 L66 190Z' fill='{near}'/><ellipse cx='63' cy='164' rx='20' ry='5' fill='{near}'/>"
            ),
        }
    }
}

impl Region {
    pub const ALL: [Region; 7] =
        [Region::Asia, Region::SouthAmerica, Region::America, Region::NorthAmerica, Region::Europe, Region::Africa, Region::Oceania];

    pub fn name(self) -> &'static str {
        ["asia", "south-america", "america", "north-america", "europe", "africa", "oceania"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<Region> {
        Region::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The region's hue: the sky's and the land's colour family.
    fn hue(self) -> u16 {
        [350, 140, 175, 215, 260, 28, 195][self as usize]
    }
}

/// A drawn cover: the trip's landscape in its region's colours, `hue` (the
/// trip's own, 0..360) shifting the family a little so neighbours differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Cover {
    pub scene: Scene,
    pub region: Region,
    pub hue: u16,
}

impl Cover {
    /// A cover for content pages that have only a hue (CMS blocks).
    pub fn of_hue(hue: i64) -> Cover {
        Cover { scene: Scene::Mountains, region: Region::ALL[hue.rem_euclid(7) as usize], hue: hue.rem_euclid(360) as u16 }
    }

    /// A continent page's picture (`asia`, `europe`, … as in the area routes):
    /// a landscape typical of it, in its region's colours.
    pub fn of_continent(code: &str) -> Cover {
        let (scene, region) = match code {
            "asia" => (Scene::Mountains, Region::Asia),
            "africa" => (Scene::Savannah, Region::Africa),
            "america" => (Scene::Forest, Region::America),
            "oceania" => (Scene::Coast, Region::Oceania),
            "antarctica" => (Scene::Snow, Region::NorthAmerica),
            _ => (Scene::City, Region::Europe),
        };
        Cover { scene, region, hue: region.hue() }
    }

    /// The same landscape with another variation (a gallery's photos).
    pub fn varied(self, step: i64) -> Cover {
        Cover { hue: (i64::from(self.hue) + 47 * step).rem_euclid(360) as u16, ..self }
    }

    /// The server's URL for it: `/images/cover/{scene}-{region}-{hue}.svg`.
    pub fn src(self) -> String {
        format!("/images/cover/{}.svg", self.file_stem())
    }

    /// The phone crop's URL.
    pub fn mobile_src(self) -> String {
        format!("/images/cover-mobile/{}.svg", self.file_stem())
    }

    fn file_stem(self) -> String {
        format!("{}-{}-{}", self.scene.name(), self.region.name(), self.hue)
    }

    /// Parses a file name made by [`Cover::src`] (`mountains-asia-120.svg`).
    pub fn from_file(file: &str) -> Option<Cover> {
        let stem = file.strip_suffix(".svg")?;
        let (scene, rest) = stem.split_once('-')?;
        let (region, hue) = rest.rsplit_once('-')?;
        let hue = hue.parse::<u16>().ok().filter(|h| *h < 360)?;
        Some(Cover { scene: Scene::from_name(scene)?, region: Region::from_name(region)?, hue })
    }

    /// Wide, for desktops.
    pub fn svg(self) -> String {
        self.draw("0 0 400 240")
    }

    /// Cropped for phones: the middle, taller than wide.
    pub fn mobile_svg(self) -> String {
        self.draw("100 0 200 240")
    }

    fn draw(self, view_box: &str) -> String {
        // The trip's hue moves the region's family by up to ±24°.
        let base = self.region.hue();
        let sky = (base + 336 + self.hue % 48) % 360;
        let glow = (sky + 40) % 360;
        // Left of centre: the card's heart sits top right; still inside the phone crop.
        let (sun_x, sun_y) = (120 + (self.hue % 5) * 15, 50 + (self.hue % 3) * 12);
        let sun = if self.scene == Scene::Savannah || self.scene == Scene::Desert {
            "hsl(35,95%,70%)".to_string()
        } else {
            format!("hsl({glow},90%,96%)")
        };
        format!(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='{view_box}' preserveAspectRatio='xMidYMid slice'>\
<defs><linearGradient id='s' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='hsl({sky},65%,74%)'/>\
<stop offset='1' stop-color='hsl({glow},80%,90%)'/></linearGradient></defs>\
<rect width='400' height='240' fill='url(#s)'/><circle cx='{sun_x}' cy='{sun_y}' r='26' fill='{sun}'/>{}</svg>",
            self.scene.shapes(sky)
        )
    }

    /// An `<img src>`: inline for the pictures of the first screenful, the URL otherwise.
    pub fn img_src(self, inline: bool) -> String {
        if inline {
            self.inline()
        } else {
            self.src()
        }
    }

    /// The cover as a `data:` URI (the CSP allows `img-src data:`), for the
    /// pictures a visitor sees first: no request stands between them and the paint.
    pub fn inline(self) -> String {
        data_uri(&self.svg())
    }
}

/// A coordinator's avatar, drawn by the server from its hue.
pub fn avatar_src(hue: i64) -> String {
    format!("/images/avatar/{}.svg", hue.rem_euclid(360))
}

fn data_uri(svg: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cover_file_names_its_scene_region_and_hue() {
        let cover = Cover { scene: Scene::Savannah, region: Region::SouthAmerica, hue: 42 };
        assert_eq!(cover.src(), "/images/cover/savannah-south-america-42.svg");
        assert_eq!(Cover::from_file("savannah-south-america-42.svg"), Some(cover));
        for bad in ["savannah-south-america-360.svg", "moon-asia-3.svg", "coast-mars-3.svg", "coast-asia-3.png", "coast-asia--1.svg", "x"] {
            assert_eq!(Cover::from_file(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_scene_draws_something_of_its_own_and_small() {
        let drawn: std::collections::HashSet<String> =
            Scene::ALL.iter().map(|&scene| Cover { scene, region: Region::Asia, hue: 0 }.svg()).collect();
        assert_eq!(drawn.len(), Scene::ALL.len());
        assert!(drawn.iter().all(|svg| svg.len() < 1400), "a cover stays under 1.4 KB");
        let regions: std::collections::HashSet<String> =
            Region::ALL.iter().map(|&region| Cover { scene: Scene::Coast, region, hue: 0 }.svg()).collect();
        assert_eq!(regions.len(), Region::ALL.len(), "each region has its own colours");
    }
}
