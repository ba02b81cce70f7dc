//! Deterministic generator of the Caravan demo catalogue.
//!
//! `generate(&CatalogueSpec::full(seed, today))` builds continents, countries, coordinators,
//! travels, tours (departures), reviews and WeMeet community events. The output depends only
//! on `(seed, today, travels)`: no I/O, no clock, no randomness other than the seeded
//! SplitMix64 in [`rng`]. Every user-facing text exists in the five content languages.
//!
//! Layout: static tables live in `countries`, `features`, `people` and `texts`; the builders
//! live in `travels`, `tours` and `community`.

use chrono::NaiveDate;
use std::collections::BTreeMap;

pub mod bookings;
mod community;
pub mod content;
mod countries;
mod features;
mod people;
mod rng;
mod texts;
mod tours;
mod travels;

/// The five content languages. Every `Texts` map has exactly these keys, all non-empty.
pub const LANGS: [&str; 5] = ["en", "it", "es", "fr", "de"];
/// lang -> text
pub type Texts = BTreeMap<&'static str, String>;

/// What to generate. Same spec, same catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueSpec {
    pub seed: u64,
    pub today: NaiveDate,
    pub travels: usize,
}

impl CatalogueSpec {
    /// The demo size: 320 travels.
    pub fn full(seed: u64, today: NaiveDate) -> Self {
        CatalogueSpec { seed, today, travels: 320 }
    }

    /// A small catalogue for tests (24 travels) that still covers every continent and every tour status.
    pub fn small(seed: u64, today: NaiveDate) -> Self {
        CatalogueSpec { seed, today, travels: 24 }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Catalogue {
    pub continents: Vec<Continent>,
    pub countries: Vec<Country>,
    pub coordinators: Vec<Coordinator>,
    pub travels: Vec<Travel>,
    pub tours: Vec<Tour>,
    pub reviews: Vec<Review>,
    pub events: Vec<WeMeetEvent>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Continent {
    pub id: i64,
    pub code: &'static str,
    pub name: Texts,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Country {
    pub id: i64,
    pub iso3: &'static str,
    pub continent_id: i64,
    pub name: Texts,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Coordinator {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub bio: Texts,
    pub avatar_hue: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Travel {
    pub id: i64,
    pub slug: String,
    pub country_id: i64,
    pub continent_id: i64,
    pub coordinator_id: i64,
    pub days: i64,
    pub nights: i64,
    pub age_range: &'static str,
    pub moods: Vec<&'static str>,
    pub travel_type: &'static str,
    pub travel_style: &'static str,
    pub is_unique: bool,
    pub is_collection: bool,
    pub no_sharing_room: bool,
    pub rating: f64,
    pub reviews_count: i64,
    /// How many of the `reviews_count` reviews gave 1, 2, 3, 4 and 5 stars.
    pub review_stars: [i64; 5],
    pub image_hue: i64,
    /// The money pot per person in euros: shared local costs the coordinator
    /// manages on the trip (a typical amount per day of travel).
    pub money_pot_eur: i64,
    pub title: Texts,
    pub destination_label: Texts,
    pub description: Texts,
    pub included: Vec<Texts>,
    pub not_included: Vec<Texts>,
    pub itinerary: Vec<ItineraryDay>,
    pub faqs: Vec<Faq>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ItineraryDay {
    pub day: i64,
    pub title: Texts,
    pub body: Texts,
    pub night_location: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Faq {
    /// "general" | "itinerary" | "destination"
    pub category: &'static str,
    pub question: Texts,
    pub answer: Texts,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tour {
    pub id: String,
    pub code: String,
    pub travel_id: i64,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub status: &'static str,
    pub free_seats: i64,
    pub seats_to_confirm: i64,
    pub age_badge: &'static str,
    pub badge_id: Option<&'static str>,
    pub coordinator_id: i64,
    pub prices: Vec<Price>,
    /// The promo code of a discounted departure and its last valid day.
    pub promo: Option<(String, NaiveDate)>,
    /// Whether the money pot is already in the price (Collection trips).
    pub money_pot_included: bool,
}

/// Amounts in minor units (cents). `price < base_price` means discounted.
#[derive(Debug, Clone, PartialEq)]
pub struct Price {
    pub currency: &'static str,
    pub base_price: i64,
    pub price: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub id: i64,
    pub travel_id: i64,
    pub rating: i64,
    pub author: String,
    pub lang: &'static str,
    pub text: String,
    pub date: NaiveDate,
}

#[derive(Debug, Clone, PartialEq)]
pub struct WeMeetEvent {
    pub id: i64,
    pub city: String,
    /// The city's name in each language.
    pub city_names: Texts,
    pub country_id: i64,
    pub date: NaiveDate,
    pub attendees: i64,
    pub coordinator_id: i64,
}

/// Tour statuses, from emptiest to fullest.
pub const STATUSES: [&str; 6] = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"];
/// Largest group Caravan runs.
pub const MAX_GROUP: i64 = 15;

/// Builds the whole catalogue for `spec`.
pub fn generate(spec: &CatalogueSpec) -> Catalogue {
    let continents = countries::CONTINENTS
        .iter()
        .enumerate()
        .map(|(i, (code, name, _))| Continent { id: i as i64 + 1, code, name: texts_of(name) })
        .collect();
    let country_rows = countries::COUNTRIES
        .iter()
        .enumerate()
        .map(|(i, c)| Country { id: i as i64 + 1, iso3: c.iso3, continent_id: c.continent as i64 + 1, name: texts_of(&c.name) })
        .collect();
    let (coordinators, metas) = community::coordinators(spec.seed);
    let (travels, plans) = travels::build(spec, &metas);
    let tours = tours::build(spec, &travels, &plans, &metas);
    let reviews = community::reviews(spec, &travels, &plans, &metas);
    let events = community::events(spec, &metas);
    Catalogue { continents, countries: country_rows, coordinators, travels, tours, reviews, events }
}

// ---- Small text helpers shared by the builders.

/// A `Texts` map from one string per language.
pub(crate) fn texts_of(t: &[&str; 5]) -> Texts {
    texts_with(|l| t[l].to_string())
}

/// A `Texts` map built by calling `f` with each language index.
pub(crate) fn texts_with(mut f: impl FnMut(usize) -> String) -> Texts {
    LANGS.iter().enumerate().map(|(l, &code)| (code, f(l))).collect()
}

/// Replaces `{key}` placeholders; unknown keys are left as they are.
pub(crate) fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let key = &after[..close];
                match vars.iter().find(|(k, _)| *k == key) {
                    Some((_, v)) => out.push_str(v),
                    None => {
                        out.push('{');
                        out.push_str(key);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The word for "and" before `next` (Spanish "y" becomes "e" before an /i/ sound: "islas", "historia", but "y hielo").
pub(crate) fn and_before(lang: usize, next: &str) -> &'static str {
    if lang == 2 {
        let lower = next.to_lowercase();
        let i_sound = (lower.starts_with('i') || lower.starts_with('í') || lower.starts_with("hi") || lower.starts_with("hí"))
            && !(lower.starts_with("hia") || lower.starts_with("hie") || lower.starts_with("hio") || lower.starts_with("hiu"));
        if i_sound {
            return "e";
        }
    }
    texts::AND[lang]
}

/// "a", "a and b", "a, b and c" in the given language.
pub(crate) fn join(lang: usize, items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} {} {}", init.join(", "), and_before(lang, last), last),
    }
}

/// Upper-cases the first character.
pub(crate) fn cap_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Fixes prepositions in front of city names: it "a Il Cairo" -> "al Cairo", "a Amman" -> "ad Amman";
/// es "a El Cairo" -> "al Cairo"; fr "à Le Cap" -> "au Cap", "de Ushuaia" -> "d'Ushuaia".
pub(crate) fn fix_city_prepositions(lang: usize, s: String) -> String {
    match lang {
        1 => {
            let mut s = s
                .replace(" a Il ", " al ")
                .replace(" da Il ", " dal ")
                .replace(" di Il ", " del ")
                .replace(" a L'", " all'")
                .replace(" da L'", " dall'")
                .replace(" di L'", " dell'");
            if s.contains(" a A") {
                s = s.replace(" a A", " ad A");
            }
            s
        }
        2 => s.replace(" a El Cairo", " al Cairo").replace(" de El Cairo", " del Cairo"),
        3 => {
            let s = s.replace(" à Le ", " au ").replace(" de Le ", " du ");
            let mut out = String::with_capacity(s.len());
            let mut rest = s.as_str();
            while let Some(pos) = rest.find(" de ") {
                let next = rest[pos + 4..].chars().next();
                let vowel = next.is_some_and(|c| "AEIOUYÉÈÊÂÎÔaeiouéèêâîô".contains(c));
                out.push_str(&rest[..pos]);
                out.push_str(if vowel { " d'" } else { " de " });
                rest = &rest[pos + 4..];
            }
            out.push_str(rest);
            out
        }
        _ => s,
    }
}

/// Lowercase ASCII kebab-case ("Peru & Bolivia: salt flats" -> "peru-bolivia-salt-flats").
pub(crate) fn slugify(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut pending_dash = false;
    for ch in s.chars().flat_map(char::to_lowercase) {
        let mapped: &str = match ch {
            'a'..='z' | '0'..='9' => {
                if pending_dash && !out.is_empty() {
                    out.push('-');
                }
                pending_dash = false;
                out.push(ch);
                continue;
            }
            '\'' | '’' => continue,
            'à' | 'á' | 'â' | 'ã' | 'å' | 'ă' | 'ā' => "a",
            'ä' | 'æ' => "ae",
            'ç' | 'č' | 'ć' => "c",
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' => "e",
            'ì' | 'í' | 'î' | 'ï' => "i",
            'ñ' | 'ń' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ø' => "o",
            'ö' | 'œ' => "oe",
            'ù' | 'ú' | 'û' | 'ū' => "u",
            'ü' => "ue",
            'ß' => "ss",
            'ý' | 'ÿ' => "y",
            'ł' => "l",
            'ś' | 'š' | 'ș' | 'ş' => "s",
            'ž' | 'ź' | 'ż' => "z",
            'ř' => "r",
            'ț' | 'ţ' => "t",
            _ => {
                pending_dash = true;
                continue;
            }
        };
        if pending_dash && !out.is_empty() {
            out.push('-');
        }
        pending_dash = false;
        out.push_str(mapped);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugify_is_ascii_kebab() {
        assert_eq!(slugify("Peru & Bolivia: salt flats and lagoons"), "peru-bolivia-salt-flats-and-lagoons");
        assert_eq!(slugify("Jürgen O'Brien-Müller"), "juergen-obrien-mueller");
        assert_eq!(slugify("  Álvaro  Domínguez "), "alvaro-dominguez");
    }

    #[test]
    fn joins_read_naturally() {
        assert_eq!(join(0, &["glaciers", "geysers", "northern lights"]), "glaciers, geysers and northern lights");
        assert_eq!(join(2, &["playas blancas", "islas"]), "playas blancas e islas");
        assert_eq!(join(2, &["playas", "historia"]), "playas e historia");
        assert_eq!(join(2, &["agua", "hielo"]), "agua y hielo");
        assert_eq!(join(4, &["Gletscher"]), "Gletscher");
    }

    #[test]
    fn city_prepositions() {
        assert_eq!(fix_city_prepositions(1, "Arrivo a Il Cairo".into()), "Arrivo al Cairo");
        assert_eq!(fix_city_prepositions(1, "Arrivo a L'Avana".into()), "Arrivo all'Avana");
        assert_eq!(fix_city_prepositions(1, "Trasferimento a Amman".into()), "Trasferimento ad Amman");
        assert_eq!(fix_city_prepositions(2, "Llegada a El Cairo".into()), "Llegada al Cairo");
        assert_eq!(fix_city_prepositions(3, "Arrivée à Le Cap".into()), "Arrivée au Cap");
        assert_eq!(fix_city_prepositions(3, "Départ de Ushuaia".into()), "Départ d'Ushuaia");
        assert_eq!(fix_city_prepositions(3, "Départ de Lima".into()), "Départ de Lima");
    }

    #[test]
    fn fill_replaces_known_keys_only() {
        assert_eq!(fill("{a} and {b} {zz}", &[("a", "x"), ("b", "y")]), "x and y {zz}");
        assert_eq!(fill("open { brace", &[]), "open { brace");
    }
}
