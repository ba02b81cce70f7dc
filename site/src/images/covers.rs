//! Which landscape and region colours a trip's drawn cover shows (issue 16),
//! from the trip's own data: its country, type and moods. Data, not drawing:
//! the pictures themselves are drawn by the parent module.

use super::{Cover, Region, Scene};

/// Countries whose trips are mostly about one landscape, by ISO alpha-3.
const SNOW: [&str; 5] = ["ATA", "GRL", "ISL", "NOR", "FIN"];
const SAVANNAH: [&str; 9] = ["KEN", "TZA", "BWA", "ZAF", "ZMB", "ZWE", "UGA", "RWA", "ETH"];
const DESERT: [&str; 8] = ["MAR", "EGY", "JOR", "OMN", "ARE", "SAU", "TUN", "NAM"];
const FOREST: [&str; 9] = ["CRI", "PAN", "BLZ", "GTM", "NIC", "ECU", "MYS", "PNG", "MDG"];
const LAKES: [&str; 5] = ["CAN", "SWE", "CHE", "AUT", "KGZ"];
/// The Americas split as spec §2 colours them.
const NORTH_AMERICA: [&str; 2] = ["USA", "CAN"];
const SOUTH_AMERICA: [&str; 8] = ["ARG", "BOL", "BRA", "CHL", "COL", "ECU", "PER", "URY"];

/// The cover of a trip to `iso3` on `continent` (catalogue code), of `travel_type`
/// with `moods`, varied by its own `hue`.
pub fn cover_of(iso3: &str, continent: &str, travel_type: &str, moods: &[impl AsRef<str>], hue: i64) -> Cover {
    let has = |list: &[&str]| list.contains(&iso3);
    let mood = |m: &str| moods.iter().any(|x| x.as_ref() == m);
    let scene = if has(&SNOW) {
        Scene::Snow
    } else if has(&SAVANNAH) {
        Scene::Savannah
    } else if has(&DESERT) {
        Scene::Desert
    } else {
        match travel_type.to_ascii_lowercase().as_str() {
            "beach" => Scene::Coast,
            "city" => Scene::City,
            "trekking" => Scene::Mountains,
            _ if has(&FOREST) => Scene::Forest,
            _ if has(&LAKES) => Scene::Lakes,
            _ if mood("relax") || mood("party") => Scene::Coast,
            _ if mood("culture") || mood("history") => Scene::City,
            _ => Scene::Mountains,
        }
    };
    let region = match continent {
        "asia" => Region::Asia,
        "africa" => Region::Africa,
        "oceania" | "antarctica" => Region::Oceania,
        "america" if has(&NORTH_AMERICA) => Region::NorthAmerica,
        "america" if has(&SOUTH_AMERICA) => Region::SouthAmerica,
        "america" => Region::America,
        _ => Region::Europe,
    };
    Cover { scene, region, hue: hue.rem_euclid(360) as u16 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_landscape_follows_the_country_then_the_type_then_the_moods() {
        let moods = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(cover_of("KEN", "africa", "adventure", &moods(&["nature"]), 3).scene, Scene::Savannah);
        assert_eq!(cover_of("ISL", "europe", "roadtrip", &moods(&["nature"]), 3).scene, Scene::Snow);
        assert_eq!(cover_of("GRC", "europe", "beach", &moods(&["relax"]), 3).scene, Scene::Coast);
        assert_eq!(cover_of("ITA", "europe", "city", &moods(&["culture"]), 3).scene, Scene::City);
        assert_eq!(cover_of("CRI", "america", "adventure", &moods(&["nature"]), 3).scene, Scene::Forest);
        assert_eq!(cover_of("NPL", "asia", "trekking", &moods(&["nature"]), 3).scene, Scene::Mountains);
        assert_eq!(cover_of("PER", "america", "tour", &moods(&["history"]), 3).region, Region::SouthAmerica);
        assert_eq!(cover_of("USA", "america", "roadtrip", &moods(&["nature"]), 3).region, Region::NorthAmerica);
        assert_eq!(cover_of("CUB", "america", "tour", &moods(&["party"]), 3).region, Region::America);
    }
}
