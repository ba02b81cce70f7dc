//! The words Ask knows, per language: fixed phrases and what each means.
//! Numbers are read by the grammar (`grammar.rs`), which uses the marker
//! words listed here (units, budget words, number words).
//!
//! A new language is one more [`Lexicon`]: the tables below, in that language.

use super::places;
use super::tokens::phrase_words;
use super::Language;
use std::collections::HashMap;
use std::sync::OnceLock;

/// What a fixed phrase means.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Meaning {
    Country(&'static str),
    Region(usize),
    Continent(&'static str),
    Month(u32),
    Season(Season, Which),
    Holiday(Holiday),
    Relative(Relative),
    /// A trip length in days, either end open.
    Length(Option<i32>, Option<i32>),
    Mood(&'static str),
    TravelType(&'static str),
    TravelStyle(&'static str),
    PrivateRoom,
    Discounted,
    Confirmed,
    Collection,
    Cheap,
    /// An age span ("in my thirties").
    Ages(i32, i32),
    /// Words that never mean anything on their own.
    Filler,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Season {
    Spring,
    Summer,
    Autumn,
    Winter,
}

/// "this summer" and "summer" are the next one not over; "next summer" skips one in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    Next,
    AfterThis,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holiday {
    Easter,
    Christmas,
    NewYear,
    Ferragosto,
    Liberation,
    MayDay,
    Republic,
    AllSaints,
    Immaculate,
    Thanksgiving,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relative {
    ThisWeek,
    NextWeek,
    ThisWeekend,
    NextWeekend,
    ThisMonth,
    NextMonth,
    ThisYear,
    NextYear,
    Soon,
}

/// Regions: their names per language and their countries.
pub struct Region {
    pub en: &'static [&'static str],
    pub it: &'static [&'static str],
    /// Label in en, it.
    pub label: [&'static str; 2],
    pub countries: &'static [&'static str],
}

#[rustfmt::skip]
pub static REGIONS: &[Region] = &[
    Region { en: &["scandinavia", "scandinavian", "the nordics", "nordics", "nordic countries", "nordic"], it: &["scandinavia", "scandinavo", "scandinava", "paesi nordici", "paesi scandinavi"], label: ["Scandinavia", "Scandinavia"], countries: &["DNK", "FIN", "ISL", "NOR", "SWE"] },
    Region { en: &["balkans", "the balkans", "balkan"], it: &["balcani", "balcanico", "balcanica"], label: ["the Balkans", "Balcani"], countries: &["ALB", "BIH", "BGR", "HRV", "MKD", "MNE", "SRB", "SVN"] },
    Region { en: &["baltics", "the baltics", "baltic states", "baltic countries", "baltic"], it: &["paesi baltici", "baltici", "repubbliche baltiche", "baltico"], label: ["the Baltics", "Paesi baltici"], countries: &["EST", "LTU", "LVA"] },
    Region { en: &["southeast asia", "south east asia", "south-east asia", "se asia"], it: &["sud-est asiatico", "sud est asiatico", "sudest asiatico", "asia sudorientale", "sud-est asia"], label: ["Southeast Asia", "Sud-est asiatico"], countries: &["IDN", "KHM", "LAO", "MYS", "PHL", "SGP", "THA", "VNM"] },
    Region { en: &["central asia"], it: &["asia centrale"], label: ["Central Asia", "Asia centrale"], countries: &["KAZ", "KGZ", "TJK", "UZB"] },
    Region { en: &["caucasus", "the caucasus"], it: &["caucaso"], label: ["the Caucasus", "Caucaso"], countries: &["ARM", "AZE", "GEO"] },
    Region { en: &["middle east", "the middle east"], it: &["medio oriente", "medioriente"], label: ["the Middle East", "Medio Oriente"], countries: &["ARE", "JOR", "OMN", "SAU"] },
    Region { en: &["central america"], it: &["america centrale", "centro america", "centroamerica"], label: ["Central America", "America centrale"], countries: &["BLZ", "CRI", "GTM", "NIC", "PAN"] },
    Region { en: &["south america", "southamerica", "south american"], it: &["sud america", "sudamerica", "america del sud", "america meridionale", "sudamericano", "sudamericana"], label: ["South America", "Sud America"], countries: &["ARG", "BOL", "BRA", "CHL", "COL", "ECU", "PER", "URY"] },
    Region { en: &["latin america", "latin american"], it: &["america latina", "latino america", "latinoamerica", "latinoamericano", "latinoamericana"], label: ["Latin America", "America Latina"], countries: &["ARG", "BLZ", "BOL", "BRA", "CHL", "COL", "CRI", "CUB", "DOM", "ECU", "GTM", "MEX", "NIC", "PAN", "PER", "URY"] },
    Region { en: &["caribbean", "the caribbean", "caribbean islands"], it: &["caraibi", "caraibico", "caraibica", "isole caraibiche"], label: ["the Caribbean", "Caraibi"], countries: &["CUB", "DOM", "JAM"] },
    Region { en: &["north america", "north american"], it: &["nord america", "nordamerica", "america del nord", "america settentrionale"], label: ["North America", "Nord America"], countries: &["CAN", "USA"] },
    Region { en: &["north africa", "northern africa", "maghreb"], it: &["nord africa", "nordafrica", "africa del nord", "africa settentrionale", "maghreb"], label: ["North Africa", "Nord Africa"], countries: &["EGY", "MAR", "TUN"] },
    Region { en: &["east africa", "eastern africa"], it: &["africa orientale", "africa dell est", "est africa"], label: ["East Africa", "Africa orientale"], countries: &["ETH", "KEN", "RWA", "TZA", "UGA"] },
    Region { en: &["southern africa"], it: &["africa australe", "africa meridionale"], label: ["Southern Africa", "Africa australe"], countries: &["BWA", "MOZ", "NAM", "ZAF", "ZMB", "ZWE"] },
    Region { en: &["pacific islands", "south pacific", "the south pacific", "polynesia", "south seas"], it: &["isole del pacifico", "pacifico", "polinesia", "mari del sud", "pacifico del sud"], label: ["the Pacific islands", "Isole del Pacifico"], countries: &["COK", "FJI", "NCL", "PYF", "TON", "VUT", "WSM"] },
    Region { en: &["patagonia"], it: &["patagonia"], label: ["Patagonia", "Patagonia"], countries: &["ARG", "CHL"] },
    Region { en: &["far east", "the far east"], it: &["estremo oriente"], label: ["the Far East", "Estremo Oriente"], countries: &["CHN", "JPN", "KOR", "MNG", "TWN"] },
];

/// Continent codes and their labels in en, it.
pub const CONTINENTS: [(&str, [&str; 2]); 6] = [
    ("asia", ["Asia", "Asia"]),
    ("europe", ["Europe", "Europa"]),
    ("america", ["the Americas", "America"]),
    ("africa", ["Africa", "Africa"]),
    ("oceania", ["Oceania", "Oceania"]),
    ("antarctica", ["Antarctica", "Antartide"]),
];

/// Mood names in en, it.
pub const MOODS: [(&str, [&str; 2]); 5] = [
    ("nature", ["nature", "natura"]),
    ("relax", ["relax", "relax"]),
    ("history", ["history", "storia"]),
    ("culture", ["culture", "cultura"]),
    ("party", ["party", "festa"]),
];

/// Travel types and styles with their labels in en, it.
pub const TRAVEL_TYPES: [(&str, [&str; 2]); 5] = [
    ("adventure", ["adventure", "avventura"]),
    ("beach", ["beach", "mare"]),
    ("trekking", ["trekking", "trekking"]),
    ("city", ["city break", "città"]),
    ("roadtrip", ["road trip", "on the road"]),
];
pub const TRAVEL_STYLES: [(&str, [&str; 2]); 3] =
    [("active", ["active", "attivo"]), ("comfort", ["comfort", "comfort"]), ("backpacking", ["backpacking", "zaino in spalla"])];

/// The marker words the grammar reads around numbers, per language.
pub struct Markers {
    pub days: &'static [&'static str],
    pub nights: &'static [&'static str],
    pub weeks: &'static [&'static str],
    pub months: &'static [&'static str],
    pub years_old: &'static [&'static str],
    /// "in 3 weeks", "tra 3 settimane"
    pub in_: &'static [&'static str],
    /// "the next 10 days", "nei prossimi 10 giorni"
    pub next: &'static [&'static str],
    pub at_most: &'static [&'static str],
    pub less_than: &'static [&'static str],
    pub at_least: &'static [&'static str],
    pub more_than: &'static [&'static str],
    pub between: &'static [&'static str],
    pub and: &'static [&'static str],
    /// Words after which a bare number is a budget's maximum.
    pub budget_max: &'static [&'static str],
    /// Words after which a number with a currency is a budget's minimum.
    pub budget_min: &'static [&'static str],
    pub euro: &'static [&'static str],
    pub dollar: &'static [&'static str],
    pub pound: &'static [&'static str],
    /// "I'm 28", "ho 28 anni": words before an age.
    pub i_am: &'static [&'static str],
    pub number_words: &'static [(&'static str, i32)],
    /// Words joining two months into one span ("March or April").
    pub month_joiners: &'static [&'static str],
}

/// A language's vocabulary.
pub struct Lexicon {
    pub markers: Markers,
    /// Phrase (folded words) → meaning, longest first within each first word.
    pub phrases: HashMap<String, Vec<(Vec<String>, Meaning)>>,
}

impl Lexicon {
    /// The longest phrase starting at `words[0]`, with its length in words.
    pub fn longest(&self, words: &[&str]) -> Option<(usize, Meaning)> {
        let candidates = self.phrases.get(*words.first()?)?;
        candidates
            .iter()
            .find(|(phrase, _)| phrase.len() <= words.len() && phrase.iter().zip(words).all(|(p, w)| p == w))
            .map(|(phrase, meaning)| (phrase.len(), *meaning))
    }

    pub fn get(language: Language) -> &'static Lexicon {
        static EN: OnceLock<Lexicon> = OnceLock::new();
        static IT: OnceLock<Lexicon> = OnceLock::new();
        match language {
            Language::En => EN.get_or_init(|| build(Language::En)),
            Language::It => IT.get_or_init(|| build(Language::It)),
        }
    }
}

fn build(language: Language) -> Lexicon {
    let mut entries: Vec<(&str, Meaning)> = Vec::new();
    let (fixed, markers) = match language {
        Language::En => (EN_PHRASES, EN_MARKERS),
        Language::It => (IT_PHRASES, IT_MARKERS),
    };
    for &(code, names) in CONTINENT_WORDS {
        let words = match language {
            Language::En => names.0,
            Language::It => names.1,
        };
        entries.extend(words.iter().map(|w| (*w, Meaning::Continent(code))));
    }
    for (index, region) in REGIONS.iter().enumerate() {
        let words = match language {
            Language::En => region.en,
            Language::It => region.it,
        };
        entries.extend(words.iter().map(|w| (*w, Meaning::Region(index))));
    }
    for country in places::COUNTRIES.iter().filter(|c| c.iso3 != "ATA") {
        let words = match language {
            Language::En => country.en,
            Language::It => country.it,
        };
        // "us" is the pronoun far more often than the country.
        entries.extend(words.iter().filter(|w| **w != "us").map(|w| (*w, Meaning::Country(country.iso3))));
    }
    entries.extend(fixed.iter().copied());
    let mut phrases: HashMap<String, Vec<(Vec<String>, Meaning)>> = HashMap::new();
    for (phrase, meaning) in entries {
        let words = phrase_words(phrase);
        if let Some(first) = words.first() {
            let list = phrases.entry(first.clone()).or_default();
            // The first meaning given for a phrase wins (places before fixed words).
            if !list.iter().any(|(p, _)| *p == words) {
                list.push((words, meaning));
            }
        }
    }
    for list in phrases.values_mut() {
        list.sort_by_key(|(words, _)| std::cmp::Reverse(words.len()));
    }
    Lexicon { markers, phrases }
}

type Names = (&'static [&'static str], &'static [&'static str]);

#[rustfmt::skip]
const CONTINENT_WORDS: &[(&str, Names)] = &[
    ("asia", (&["asia", "asian"], &["asia", "asiatico", "asiatica", "asiatici", "asiatiche", "oriente"])),
    ("europe", (&["europe", "european"], &["europa", "europeo", "europea", "europei", "europee"])),
    ("america", (&["america", "the americas", "americas"], &["america", "americhe"])),
    ("africa", (&["africa", "african"], &["africa", "africano", "africana", "africani", "africane"])),
    ("oceania", (&["oceania", "oceanian"], &["oceania"])),
    ("antarctica", (&["antarctica", "antarctic"], &["antartide", "antartico", "antartica", "antartici"])),
];

use Meaning::*;

#[rustfmt::skip]
const EN_PHRASES: &[(&str, Meaning)] = &[
    ("january", Month(1)), ("jan", Month(1)), ("february", Month(2)), ("feb", Month(2)), ("march", Month(3)),
    ("april", Month(4)), ("apr", Month(4)), ("may", Month(5)), ("june", Month(6)), ("jun", Month(6)), ("july", Month(7)), ("jul", Month(7)),
    ("august", Month(8)), ("aug", Month(8)), ("september", Month(9)), ("sept", Month(9)), ("sep", Month(9)), ("october", Month(10)), ("oct", Month(10)),
    ("november", Month(11)), ("nov", Month(11)), ("december", Month(12)), ("dec", Month(12)),
    ("spring", Season(Season::Spring, Which::Next)), ("summer", Season(Season::Summer, Which::Next)), ("autumn", Season(Season::Autumn, Which::Next)),
    ("fall", Season(Season::Autumn, Which::Next)), ("winter", Season(Season::Winter, Which::Next)),
    ("this spring", Season(Season::Spring, Which::Next)), ("this summer", Season(Season::Summer, Which::Next)), ("this autumn", Season(Season::Autumn, Which::Next)),
    ("this fall", Season(Season::Autumn, Which::Next)), ("this winter", Season(Season::Winter, Which::Next)),
    ("next spring", Season(Season::Spring, Which::AfterThis)), ("next summer", Season(Season::Summer, Which::AfterThis)), ("next autumn", Season(Season::Autumn, Which::AfterThis)),
    ("next fall", Season(Season::Autumn, Which::AfterThis)), ("next winter", Season(Season::Winter, Which::AfterThis)),
    ("summer holidays", Season(Season::Summer, Which::Next)), ("summer holiday", Season(Season::Summer, Which::Next)), ("summer vacation", Season(Season::Summer, Which::Next)),
    ("easter", Holiday(Holiday::Easter)), ("easter holidays", Holiday(Holiday::Easter)), ("easter break", Holiday(Holiday::Easter)), ("easter weekend", Holiday(Holiday::Easter)),
    ("christmas", Holiday(Holiday::Christmas)), ("xmas", Holiday(Holiday::Christmas)), ("christmas holidays", Holiday(Holiday::Christmas)), ("christmas break", Holiday(Holiday::Christmas)),
    ("the holidays", Holiday(Holiday::Christmas)), ("festive season", Holiday(Holiday::Christmas)),
    ("new year's eve", Holiday(Holiday::NewYear)), ("new years eve", Holiday(Holiday::NewYear)), ("new year", Holiday(Holiday::NewYear)), ("new year's", Holiday(Holiday::NewYear)),
    ("new years", Holiday(Holiday::NewYear)), ("nye", Holiday(Holiday::NewYear)),
    ("ferragosto", Holiday(Holiday::Ferragosto)), ("liberation day", Holiday(Holiday::Liberation)), ("may day", Holiday(Holiday::MayDay)),
    ("all saints", Holiday(Holiday::AllSaints)), ("all saints day", Holiday(Holiday::AllSaints)), ("all saints' day", Holiday(Holiday::AllSaints)),
    ("thanksgiving", Holiday(Holiday::Thanksgiving)), ("thanksgiving weekend", Holiday(Holiday::Thanksgiving)),
    ("this week", Relative(Relative::ThisWeek)), ("next week", Relative(Relative::NextWeek)), ("this weekend", Relative(Relative::ThisWeekend)),
    ("this coming weekend", Relative(Relative::ThisWeekend)), ("next weekend", Relative(Relative::NextWeekend)), ("this month", Relative(Relative::ThisMonth)),
    ("next month", Relative(Relative::NextMonth)), ("this year", Relative(Relative::ThisYear)), ("next year", Relative(Relative::NextYear)),
    ("asap", Relative(Relative::Soon)), ("as soon as possible", Relative(Relative::Soon)), ("right now", Relative(Relative::Soon)), ("now", Relative(Relative::Soon)),
    ("right away", Relative(Relative::Soon)), ("last minute", Relative(Relative::Soon)),
    ("a week", Length(Some(6), Some(8))), ("one week", Length(Some(6), Some(8))), ("a fortnight", Length(Some(13), Some(15))), ("fortnight", Length(Some(13), Some(15))),
    ("a weekend", Length(Some(2), Some(3))), ("weekend", Length(Some(2), Some(3))), ("weekend trip", Length(Some(2), Some(3))), ("weekend break", Length(Some(2), Some(3))),
    ("weekend getaway", Length(Some(2), Some(3))), ("long weekend", Length(Some(3), Some(4))), ("a long weekend", Length(Some(3), Some(4))),
    ("short trip", Length(None, Some(6))), ("short break", Length(None, Some(6))), ("quick trip", Length(None, Some(6))), ("long trip", Length(Some(11), None)),
    ("nature", Mood("nature")), ("natural", Mood("nature")), ("outdoors", Mood("nature")), ("the outdoors", Mood("nature")),
    ("relax", Mood("relax")), ("relaxing", Mood("relax")), ("relaxed", Mood("relax")), ("relaxation", Mood("relax")), ("chill", Mood("relax")), ("chilled", Mood("relax")),
    ("unwind", Mood("relax")), ("slow travel", Mood("relax")),
    ("history", Mood("history")), ("historical", Mood("history")), ("historic", Mood("history")),
    ("culture", Mood("culture")), ("cultural", Mood("culture")),
    ("party", Mood("party")), ("parties", Mood("party")), ("partying", Mood("party")), ("nightlife", Mood("party")), ("clubbing", Mood("party")), ("night life", Mood("party")),
    ("adventure", TravelType("adventure")), ("adventures", TravelType("adventure")), ("adventurous", TravelType("adventure")),
    ("beach", TravelType("beach")), ("beaches", TravelType("beach")), ("seaside", TravelType("beach")), ("the sea", TravelType("beach")), ("by the sea", TravelType("beach")),
    ("trekking", TravelType("trekking")), ("trek", TravelType("trekking")), ("treks", TravelType("trekking")), ("hiking", TravelType("trekking")), ("hike", TravelType("trekking")),
    ("hikes", TravelType("trekking")), ("walking", TravelType("trekking")),
    ("city break", TravelType("city")), ("city breaks", TravelType("city")), ("city trip", TravelType("city")), ("cities", TravelType("city")), ("city", TravelType("city")),
    ("road trip", TravelType("roadtrip")), ("roadtrip", TravelType("roadtrip")), ("road-trip", TravelType("roadtrip")), ("on the road", TravelType("roadtrip")),
    ("road trips", TravelType("roadtrip")),
    ("active", TravelStyle("active")), ("sporty", TravelStyle("active")),
    ("comfort", TravelStyle("comfort")), ("comfortable", TravelStyle("comfort")), ("comfy", TravelStyle("comfort")),
    ("backpacking", TravelStyle("backpacking")), ("backpacker", TravelStyle("backpacking")), ("backpackers", TravelStyle("backpacking")),
    ("private room", PrivateRoom), ("own room", PrivateRoom), ("single room", PrivateRoom), ("room to myself", PrivateRoom), ("room for myself", PrivateRoom),
    ("room on my own", PrivateRoom), ("no sharing", PrivateRoom), ("not sharing", PrivateRoom), ("without sharing", PrivateRoom), ("no room sharing", PrivateRoom),
    ("don't want to share", PrivateRoom), ("dont want to share", PrivateRoom), ("private rooms", PrivateRoom), ("my own room", PrivateRoom), ("single rooms", PrivateRoom),
    ("discount", Discounted), ("discounts", Discounted), ("discounted", Discounted), ("on sale", Discounted), ("sale", Discounted), ("deal", Discounted), ("deals", Discounted),
    ("offer", Discounted), ("offers", Discounted), ("special offer", Discounted), ("special offers", Discounted), ("promo", Discounted), ("promotion", Discounted), ("reduced", Discounted),
    ("confirmed", Confirmed), ("guaranteed", Confirmed), ("guaranteed departures", Confirmed), ("confirmed departures", Confirmed), ("confirmed departure", Confirmed),
    ("already confirmed", Confirmed), ("sure to depart", Confirmed), ("sure to leave", Confirmed),
    ("collection", Collection), ("the collection", Collection), ("caravan collection", Collection), ("luxury", Collection), ("luxurious", Collection), ("premium", Collection),
    ("upscale", Collection), ("high end", Collection), ("higher comfort", Collection), ("high-end", Collection),
    ("cheap", Cheap), ("budget", Cheap), ("the states", Country("USA")), ("states", Country("USA")), ("cheapest", Cheap), ("cheaper", Cheap), ("low cost", Cheap), ("low-cost", Cheap), ("inexpensive", Cheap), ("affordable", Cheap), ("on a budget", Cheap),
    ("budget trip", Cheap), ("budget trips", Cheap), ("budget friendly", Cheap), ("budget-friendly", Cheap),
    ("in my twenties", Ages(20, 29)), ("in our twenties", Ages(20, 29)), ("in my thirties", Ages(30, 39)), ("in our thirties", Ages(30, 39)),
    ("in my forties", Ages(40, 49)), ("in our forties", Ages(40, 49)), ("twentysomething", Ages(20, 29)), ("twentysomethings", Ages(20, 29)),
    ("thirtysomething", Ages(30, 39)), ("thirtysomethings", Ages(30, 39)), ("thirty-somethings", Ages(30, 39)), ("thirty somethings", Ages(30, 39)),
    ("forty-somethings", Ages(40, 49)), ("fortysomethings", Ages(40, 49)), ("in my 20s", Ages(20, 29)), ("in my 30s", Ages(30, 39)), ("in my 40s", Ages(40, 49)),
    ("in our 20s", Ages(20, 29)), ("in our 30s", Ages(30, 39)), ("in our 40s", Ages(40, 49)), ("people in their thirties", Ages(30, 39)),
    ("in their twenties", Ages(20, 29)), ("in their thirties", Ages(30, 39)), ("in their forties", Ages(40, 49)),
];

#[rustfmt::skip]
const IT_PHRASES: &[(&str, Meaning)] = &[
    ("gennaio", Month(1)), ("febbraio", Month(2)), ("marzo", Month(3)), ("aprile", Month(4)), ("maggio", Month(5)), ("giugno", Month(6)),
    ("luglio", Month(7)), ("agosto", Month(8)), ("settembre", Month(9)), ("ottobre", Month(10)), ("novembre", Month(11)), ("dicembre", Month(12)),
    ("primavera", Season(Season::Spring, Which::Next)), ("estate", Season(Season::Summer, Which::Next)), ("autunno", Season(Season::Autumn, Which::Next)),
    ("inverno", Season(Season::Winter, Which::Next)), ("d estate", Season(Season::Summer, Which::Next)), ("d inverno", Season(Season::Winter, Which::Next)),
    ("in estate", Season(Season::Summer, Which::Next)), ("in inverno", Season(Season::Winter, Which::Next)), ("in primavera", Season(Season::Spring, Which::Next)), ("in autunno", Season(Season::Autumn, Which::Next)),
    ("quest estate", Season(Season::Summer, Which::Next)), ("questa estate", Season(Season::Summer, Which::Next)), ("questa primavera", Season(Season::Spring, Which::Next)),
    ("quest inverno", Season(Season::Winter, Which::Next)), ("questo inverno", Season(Season::Winter, Which::Next)), ("quest autunno", Season(Season::Autumn, Which::Next)),
    ("questo autunno", Season(Season::Autumn, Which::Next)),
    ("la prossima estate", Season(Season::Summer, Which::AfterThis)), ("prossima estate", Season(Season::Summer, Which::AfterThis)), ("l estate prossima", Season(Season::Summer, Which::AfterThis)),
    ("estate prossima", Season(Season::Summer, Which::AfterThis)), ("la prossima primavera", Season(Season::Spring, Which::AfterThis)), ("prossima primavera", Season(Season::Spring, Which::AfterThis)),
    ("la primavera prossima", Season(Season::Spring, Which::AfterThis)), ("primavera prossima", Season(Season::Spring, Which::AfterThis)),
    ("il prossimo inverno", Season(Season::Winter, Which::AfterThis)), ("prossimo inverno", Season(Season::Winter, Which::AfterThis)), ("l inverno prossimo", Season(Season::Winter, Which::AfterThis)),
    ("inverno prossimo", Season(Season::Winter, Which::AfterThis)), ("il prossimo autunno", Season(Season::Autumn, Which::AfterThis)), ("prossimo autunno", Season(Season::Autumn, Which::AfterThis)),
    ("l autunno prossimo", Season(Season::Autumn, Which::AfterThis)), ("autunno prossimo", Season(Season::Autumn, Which::AfterThis)),
    ("vacanze estive", Season(Season::Summer, Which::Next)), ("vacanze invernali", Season(Season::Winter, Which::Next)),
    ("pasqua", Holiday(Holiday::Easter)), ("pasquetta", Holiday(Holiday::Easter)), ("vacanze di pasqua", Holiday(Holiday::Easter)), 
    ("natale", Holiday(Holiday::Christmas)), ("vacanze di natale", Holiday(Holiday::Christmas)), ("feste di natale", Holiday(Holiday::Christmas)), ("feste natalizie", Holiday(Holiday::Christmas)),
    ("vacanze natalizie", Holiday(Holiday::Christmas)), ("periodo natalizio", Holiday(Holiday::Christmas)),
    ("capodanno", Holiday(Holiday::NewYear)), ("ultimo dell anno", Holiday(Holiday::NewYear)), ("san silvestro", Holiday(Holiday::NewYear)),
    ("ferragosto", Holiday(Holiday::Ferragosto)), 
    ("25 aprile", Holiday(Holiday::Liberation)), ("festa della liberazione", Holiday(Holiday::Liberation)),
    ("1 maggio", Holiday(Holiday::MayDay)), ("primo maggio", Holiday(Holiday::MayDay)), 
    ("festa dei lavoratori", Holiday(Holiday::MayDay)),
    ("2 giugno", Holiday(Holiday::Republic)), ("festa della repubblica", Holiday(Holiday::Republic)),
    ("ognissanti", Holiday(Holiday::AllSaints)), ("1 novembre", Holiday(Holiday::AllSaints)), 
    ("immacolata", Holiday(Holiday::Immaculate)), ("8 dicembre", Holiday(Holiday::Immaculate)), 
    ("thanksgiving", Holiday(Holiday::Thanksgiving)), ("giorno del ringraziamento", Holiday(Holiday::Thanksgiving)),
    ("questa settimana", Relative(Relative::ThisWeek)), ("la settimana prossima", Relative(Relative::NextWeek)), ("settimana prossima", Relative(Relative::NextWeek)),
    ("la prossima settimana", Relative(Relative::NextWeek)), ("prossima settimana", Relative(Relative::NextWeek)),
    ("questo weekend", Relative(Relative::ThisWeekend)), ("questo fine settimana", Relative(Relative::ThisWeekend)), ("questo week end", Relative(Relative::ThisWeekend)),
    ("il prossimo weekend", Relative(Relative::NextWeekend)), ("prossimo weekend", Relative(Relative::NextWeekend)), ("il weekend prossimo", Relative(Relative::NextWeekend)),
    ("weekend prossimo", Relative(Relative::NextWeekend)), ("il prossimo fine settimana", Relative(Relative::NextWeekend)), ("prossimo fine settimana", Relative(Relative::NextWeekend)),
    ("questo mese", Relative(Relative::ThisMonth)), ("il mese prossimo", Relative(Relative::NextMonth)), ("mese prossimo", Relative(Relative::NextMonth)),
    ("il prossimo mese", Relative(Relative::NextMonth)), ("prossimo mese", Relative(Relative::NextMonth)),
    ("quest anno", Relative(Relative::ThisYear)), ("l anno prossimo", Relative(Relative::NextYear)), ("anno prossimo", Relative(Relative::NextYear)),
    ("il prossimo anno", Relative(Relative::NextYear)), ("prossimo anno", Relative(Relative::NextYear)),
    ("il prima possibile", Relative(Relative::Soon)), ("prima possibile", Relative(Relative::Soon)), ("appena possibile", Relative(Relative::Soon)), ("subito", Relative(Relative::Soon)),
    ("last minute", Relative(Relative::Soon)), ("al piu presto", Relative(Relative::Soon)),
    ("una settimana", Length(Some(6), Some(8))), ("un weekend", Length(Some(2), Some(3))), ("weekend", Length(Some(2), Some(3))), ("week end", Length(Some(2), Some(3))),
    ("fine settimana", Length(Some(2), Some(3))), ("un fine settimana", Length(Some(2), Some(3))), ("weekend lungo", Length(Some(3), Some(4))),
    ("un weekend lungo", Length(Some(3), Some(4))), ("ponte", Length(Some(3), Some(4))), ("un ponte", Length(Some(3), Some(4))), ("lungo weekend", Length(Some(3), Some(4))),
    ("viaggio breve", Length(None, Some(6))), ("viaggio corto", Length(None, Some(6))), ("breve viaggio", Length(None, Some(6))), ("viaggetto", Length(None, Some(6))),
    ("viaggio lungo", Length(Some(11), None)), ("lungo viaggio", Length(Some(11), None)),
    ("natura", Mood("nature")), ("naturalistico", Mood("nature")), ("naturalistica", Mood("nature")), ("naturalistici", Mood("nature")), ("naturalistiche", Mood("nature")),
    ("relax", Mood("relax")), ("rilassante", Mood("relax")), ("rilassanti", Mood("relax")), ("rilassarsi", Mood("relax")), ("rilassarmi", Mood("relax")), ("rilassarci", Mood("relax")),
    ("riposo", Mood("relax")), ("tranquillo", Mood("relax")), ("tranquilla", Mood("relax")), ("staccare", Mood("relax")),
    ("storia", Mood("history")), ("storico", Mood("history")), ("storica", Mood("history")), ("storici", Mood("history")), ("storiche", Mood("history")),
    ("cultura", Mood("culture")), ("culturale", Mood("culture")), ("culturali", Mood("culture")),
    ("festa", Mood("party")), ("feste", Mood("party")), ("party", Mood("party")), ("movida", Mood("party")), ("vita notturna", Mood("party")), ("divertimento", Mood("party")),
    ("divertirsi", Mood("party")), ("discoteca", Mood("party")), ("discoteche", Mood("party")), ("fare festa", Mood("party")),
    ("avventura", TravelType("adventure")), ("avventure", TravelType("adventure")), ("avventuroso", TravelType("adventure")), ("avventurosa", TravelType("adventure")),
    ("avventurosi", TravelType("adventure")), ("adventure", TravelType("adventure")),
    ("mare", TravelType("beach")), ("al mare", TravelType("beach")), ("spiaggia", TravelType("beach")), ("spiagge", TravelType("beach")), ("balneare", TravelType("beach")),
    ("trekking", TravelType("trekking")), ("trek", TravelType("trekking")), ("escursioni", TravelType("trekking")), ("escursionismo", TravelType("trekking")),
    ("camminate", TravelType("trekking")), ("camminare", TravelType("trekking")), ("hiking", TravelType("trekking")),
    ("citta", TravelType("city")), ("city break", TravelType("city")), ("city trip", TravelType("city")), ("viaggio in citta", TravelType("city")),
    ("on the road", TravelType("roadtrip")), ("road trip", TravelType("roadtrip")), ("roadtrip", TravelType("roadtrip")), ("in macchina", TravelType("roadtrip")),
    ("in auto", TravelType("roadtrip")), ("viaggio on the road", TravelType("roadtrip")),
    ("attivo", TravelStyle("active")), ("attiva", TravelStyle("active")), ("attivi", TravelStyle("active")), ("sportivo", TravelStyle("active")), ("sportiva", TravelStyle("active")),
    ("sportivi", TravelStyle("active")), ("dinamico", TravelStyle("active")), ("dinamica", TravelStyle("active")),
    ("comfort", TravelStyle("comfort")), ("confortevole", TravelStyle("comfort")), ("confortevoli", TravelStyle("comfort")), ("comodo", TravelStyle("comfort")),
    ("comoda", TravelStyle("comfort")), ("comodi", TravelStyle("comfort")), ("comode", TravelStyle("comfort")), ("comodita", TravelStyle("comfort")),
    ("zaino in spalla", TravelStyle("backpacking")), ("backpacking", TravelStyle("backpacking")), ("backpacker", TravelStyle("backpacking")), ("con lo zaino", TravelStyle("backpacking")),
    ("camera privata", PrivateRoom), ("camera singola", PrivateRoom), ("stanza singola", PrivateRoom), ("stanza privata", PrivateRoom), ("camera tutta per me", PrivateRoom),
    ("stanza tutta per me", PrivateRoom), ("camera per conto mio", PrivateRoom), ("senza condividere", PrivateRoom), ("non condividere", PrivateRoom), ("camera da solo", PrivateRoom),
    ("camera da sola", PrivateRoom), ("camera propria", PrivateRoom), ("camera tutta mia", PrivateRoom), ("senza condividere la camera", PrivateRoom),
    ("non condividere la camera", PrivateRoom), ("camere private", PrivateRoom), ("camere singole", PrivateRoom), ("camera doppia uso singola", PrivateRoom),
    ("sconto", Discounted), ("sconti", Discounted), ("scontato", Discounted), ("scontati", Discounted), ("scontata", Discounted), ("scontate", Discounted),
    ("in offerta", Discounted), ("offerta", Discounted), ("offerte", Discounted), ("promo", Discounted), ("promozione", Discounted), ("promozioni", Discounted), ("saldi", Discounted),
    ("in promozione", Discounted), ("in sconto", Discounted),
    ("confermato", Confirmed), ("confermata", Confirmed), ("confermati", Confirmed), ("confermate", Confirmed), ("garantito", Confirmed), ("garantita", Confirmed),
    ("garantiti", Confirmed), ("garantite", Confirmed), ("partenze confermate", Confirmed), ("partenza confermata", Confirmed), ("partenze garantite", Confirmed),
    ("partenza garantita", Confirmed), ("gia confermati", Confirmed), ("gia confermate", Confirmed), ("gia confermato", Confirmed), ("gia confermata", Confirmed),
    ("sicuri di partire", Confirmed), ("sicuro di partire", Confirmed), ("sicura di partire", Confirmed),
    ("collection", Collection), ("la collection", Collection), ("caravan collection", Collection), ("lusso", Collection), ("di lusso", Collection), ("lussuoso", Collection),
    ("lussuosa", Collection), ("lussuosi", Collection), ("premium", Collection), ("esclusivo", Collection), ("esclusiva", Collection), ("alto livello", Collection),
    ("economico", Cheap), ("budget", Cheap), ("collezione", Collection), ("la collezione", Collection), ("economica", Cheap), ("economici", Cheap), ("economiche", Cheap), ("low cost", Cheap), ("low-cost", Cheap), ("a basso costo", Cheap),
    ("poco costoso", Cheap), ("poco costosi", Cheap), ("spendere poco", Cheap), ("risparmiare", Cheap), ("il piu economico", Cheap), ("piu economico", Cheap), ("piu economici", Cheap),
    ("costa poco", Cheap), ("costano poco", Cheap), ("budget limitato", Cheap),
    ("ventenni", Ages(20, 29)), ("trentenni", Ages(30, 39)), ("quarantenni", Ages(40, 49)), ("sui vent anni", Ages(20, 29)), ("sui trent anni", Ages(30, 39)),
    ("sui quarant anni", Ages(40, 49)), ("over 30", Ages(31, 49)), ("over 35", Ages(36, 49)), ("over 40", Ages(41, 49)), ("under 30", Ages(21, 29)), ("under 35", Ages(21, 34)),
    ("tra i 20 e i 30", Ages(20, 30)),
];

const EN_MARKERS: Markers = Markers {
    days: &["day", "days", "d"],
    nights: &["night", "nights"],
    weeks: &["week", "weeks", "wks", "wk"],
    months: &["month", "months"],
    years_old: &["years", "year", "yo", "yrs"],
    in_: &["in"],
    next: &["next", "coming", "following", "within", "the next"],
    at_most: &["max", "maximum", "up to", "no more than", "at most", "not more than", "tops"],
    less_than: &["less than", "under", "fewer than", "shorter than", "below"],
    at_least: &["at least", "minimum", "min"],
    more_than: &["more than", "over", "longer than", "above"],
    between: &["between", "from"],
    and: &["and", "to", "-", "or"],
    budget_max: &[
        "under",
        "below",
        "max",
        "maximum",
        "up to",
        "less than",
        "budget",
        "budget of",
        "budget is",
        "no more than",
        "not more than",
        "around",
        "about",
        "within",
        "at most",
        "cheaper than",
        "for under",
        "for less than",
        "for max",
        "budget around",
        "budget about",
        "budget max",
        "tops",
    ],
    budget_min: &["over", "more than", "at least", "from", "above", "starting at", "starting from", "minimum"],
    euro: &["€", "euro", "euros", "eur"],
    dollar: &["$", "dollars", "dollar", "usd", "bucks"],
    pound: &["£", "pounds", "pound", "gbp", "quid"],
    i_am: &["i m", "i am", "im", "we re", "we are", "aged", "age", "turning"],
    number_words: &[
        ("a", 1),
        ("an", 1),
        ("one", 1),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("nine", 9),
        ("ten", 10),
        ("eleven", 11),
        ("twelve", 12),
        ("thirteen", 13),
        ("fourteen", 14),
        ("fifteen", 15),
        ("twenty", 20),
        ("couple of", 2),
        ("a couple of", 2),
    ],
    month_joiners: &["or", "and", "to", "-", "through", "until", "till", "or maybe", "and or"],
};

const IT_MARKERS: Markers = Markers {
    days: &["giorno", "giorni", "gg"],
    nights: &["notte", "notti"],
    weeks: &["settimana", "settimane"],
    months: &["mese", "mesi"],
    years_old: &["anni", "anno"],
    in_: &["tra", "fra"],
    next: &["prossimi", "prossime", "nei prossimi", "nelle prossime", "entro"],
    at_most: &["massimo", "max", "al massimo", "fino a", "non piu di", "massimo di"],
    less_than: &["meno di", "sotto i", "inferiore a"],
    at_least: &["almeno", "minimo", "come minimo", "non meno di", "di almeno"],
    more_than: &["piu di", "oltre", "oltre i", "sopra i"],
    between: &["tra", "fra", "da", "dai", "tra i", "fra i"],
    and: &["e", "a", "-", "o", "ai", "e i"],
    budget_max: &[
        "sotto",
        "sotto i",
        "meno di",
        "massimo",
        "max",
        "entro",
        "entro i",
        "non piu di",
        "fino a",
        "budget",
        "budget di",
        "budget massimo",
        "budget max",
        "al massimo",
        "circa",
        "intorno a",
        "intorno ai",
        "sui",
        "spesa massima",
        "spendere massimo",
        "spendere al massimo",
        "sotto ai",
        "massimo di",
        "inferiore a",
        "con",
        "budget sui",
        "budget intorno ai",
        "budget di circa",
    ],
    budget_min: &["piu di", "almeno", "oltre", "sopra", "sopra i", "da", "a partire da", "minimo", "oltre i"],
    euro: &["€", "euro", "eur", "euri"],
    dollar: &["$", "dollari", "dollaro", "usd"],
    pound: &["£", "sterline", "sterlina", "gbp", "pound"],
    i_am: &["ho", "abbiamo", "di", "eta", "eta di", "ho compiuto"],
    number_words: &[
        ("un", 1),
        ("uno", 1),
        ("una", 1),
        ("due", 2),
        ("tre", 3),
        ("quattro", 4),
        ("cinque", 5),
        ("sei", 6),
        ("sette", 7),
        ("otto", 8),
        ("nove", 9),
        ("dieci", 10),
        ("undici", 11),
        ("dodici", 12),
        ("tredici", 13),
        ("quattordici", 14),
        ("quindici", 15),
        ("venti", 20),
        ("un paio di", 2),
    ],
    month_joiners: &["o", "e", "a", "-", "oppure", "fino a", "o a", "e a", "o ad", "ad"],
};

/// Filler words per language: dropped from the text search.
pub fn is_filler(language: Language, word: &str) -> bool {
    let list: &[&str] = match language {
        Language::En => EN_FILLER,
        Language::It => IT_FILLER,
    };
    word.len() < 2 || list.binary_search(&word).is_ok()
}

/// Sorted, folded.
#[rustfmt::skip]
const EN_FILLER: &[&str] = &[
    "about", "abroad", "adults", "after", "again", "aged", "ago", "all", "almost", "alone", "also", "am", "amazing", "an",
    "and", "another", "any", "anybody", "anyone", "anything", "anywhere", "are", "around", "as", "at", "availability", "available", "away",
    "awesome", "be", "beautiful", "because", "been", "before", "best", "better", "between", "book", "booking", "both", "boyfriend", "break",
    "bring", "but", "buy", "by", "can", "choose", "come", "consider", "considering", "cool", "could", "countries", "country", "couple",
    "date", "dates", "day", "days", "departing", "departure", "departures", "destination", "destinations", "did", "discover", "do", "does", "doing",
    "don", "dont", "dream", "dreaming", "during", "each", "either", "else", "enjoy", "escape", "especially", "even", "ever", "every",
    "everything", "experience", "explore", "exploring", "family", "fancy", "few", "find", "first", "for", "friend", "friends", "from", "fun",
    "get", "getaway", "girlfriend", "give", "go", "going", "good", "got", "great", "group", "groups", "guys", "had", "has",
    "have", "having", "he", "hello", "help", "her", "here", "hey", "hi", "him", "his", "holiday", "holidays", "hope",
    "hoping", "how", "husband", "i", "id", "idea", "ideally", "ideas", "if", "im", "in", "interested", "into", "is",
    "it", "its", "join", "just", "keen", "kids", "kind", "know", "leave", "leaving", "less", "let", "lets", "like",
    "little", "ll", "looking", "lot", "lots", "love", "lovely", "m", "max", "may", "maybe", "me", "meet", "might",
    "mind", "more", "most", "much", "must", "my", "myself", "need", "new", "nice", "no", "not", "of", "off",
    "offer", "ok", "on", "only", "open", "options", "or", "other", "others", "our", "ourselves", "out", "over", "partner",
    "people", "per", "perfect", "person", "place", "places", "plan", "planning", "please", "possible", "possibly", "prefer", "preferably", "pretty",
    "re", "ready", "really", "recommend", "recommendations", "s", "same", "see", "seeing", "she", "should", "show", "similar", "single",
    "small", "so", "solo", "some", "someone", "something", "sometime", "somewhere", "soon", "spend", "spending", "start", "stay", "still",
    "suggest", "suggestion", "suggestions", "sure", "t", "take", "taking", "tell", "than", "thank", "thanks", "that", "the", "their",
    "them", "then", "there", "these", "they", "thing", "things", "think", "thinking", "this", "those", "through", "time", "to",
    "together", "too", "tour", "tours", "travel", "traveling", "travelling", "travels", "trip", "trips", "try", "trying", "two", "under",
    "up", "us", "vacation", "vacations", "ve", "very", "visit", "visiting", "wanna", "want", "wanted", "wants", "was", "way",
    "we", "week", "weeks", "well", "were", "what", "whats", "when", "where", "which", "while", "who", "wife", "will",
    "with", "within", "without", "wondering", "world", "would", "year", "years", "yes", "you", "your",
];

/// Sorted, folded.
#[rustfmt::skip]
const IT_FILLER: &[&str] = &[
    "a", "abbiamo", "ad", "adulti", "agli", "ai", "aiutami", "aiuto", "al", "alla", "alle", "allo", "altra", "altre",
    "altri", "altro", "amica", "amiche", "amici", "amico", "anche", "ancora", "andare", "andiamo", "andrei", "andremmo", "anni", "anno",
    "appassionata", "appassionati", "appassionato", "avete", "bei", "bel", "bell", "bella", "belle", "belli", "bellissima", "bellissimo", "bello", "bene",
    "c", "ce", "cerca", "cercando", "cerchiamo", "cerco", "che", "chi", "ci", "ciao", "come", "compagna", "compagno", "con",
    "consigli", "consigliami", "consigliare", "consigliate", "coppia", "cosa", "da", "dai", "dal", "dall", "dalla", "dalle", "data", "date",
    "dei", "del", "dell", "della", "delle", "dello", "destinazione", "destinazioni", "di", "disponibili", "dove", "due", "e", "ed",
    "era", "esiste", "esistono", "esperienza", "esplorare", "estero", "far", "fare", "farei", "faremmo", "fidanzata", "fidanzato", "fra", "fuori",
    "gia", "giorni", "giorno", "gita", "gli", "grazie", "gruppi", "gruppo", "hello", "hey", "hi", "ho", "i", "idea",
    "ideale", "idee", "il", "in", "io", "l", "la", "le", "li", "lo", "ma", "magari", "mano", "marito",
    "massimo", "max", "me", "meglio", "meno", "mese", "mi", "mia", "mie", "miei", "mio", "moglie", "molto", "mondo",
    "ne", "negli", "nei", "nel", "nell", "nella", "nelle", "no", "noi", "non", "nostra", "nostro", "nuove", "nuovi",
    "nuovo", "o", "ogni", "oppure", "organizzare", "organizzate", "ovunque", "paese", "paesi", "parte", "partenza", "partenze", "partire", "partirei",
    "partiremmo", "partner", "passare", "pensando", "pensiamo", "per", "perche", "persona", "persone", "piace", "piacerebbe", "piu", "please", "po",
    "possiamo", "possibile", "posso", "posti", "posto", "potrei", "preferibilmente", "prenotare", "prima", "primo", "proposte", "proprio", "qualche", "qualcosa",
    "qualcuno", "quale", "quali", "qualsiasi", "quando", "quanto", "quest", "questa", "queste", "questi", "questo", "qui", "ragazza", "ragazze",
    "ragazzi", "ragazzo", "sarebbe", "scegliere", "scoprire", "se", "serve", "servirebbe", "settimana", "settimane", "si", "sia", "siamo", "single",
    "so", "sogniamo", "sogno", "sola", "sole", "soli", "solo", "sono", "su", "sua", "suggerimenti", "suggerisci", "sui", "sul",
    "sull", "sulla", "suo", "tanto", "testa", "thank", "thanks", "there", "tipo", "tour", "tra", "trascorrere", "trovare", "tutta",
    "tutte", "tutti", "tutto", "un", "una", "uno", "va", "vacanza", "vacanze", "vacanzina", "vado", "vedere", "viaggetti", "viaggi",
    "viaggiare", "viaggio", "visitare", "voglia", "vogliamo", "voglio", "voi", "volevo", "volta", "vorrei", "vorremmo", "you",
];
