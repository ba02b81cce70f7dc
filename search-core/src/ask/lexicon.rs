//! The words Ask knows, per language: fixed phrases and what each means.
//! Numbers are read by the grammar (`grammar.rs`), which uses the marker
//! words listed here (units, budget words, number words).
//!
//! A new language is one more words file (`words_en.rs`, `words_it.rs`) wired in [`Lexicon::get`].

use super::fuzzy;
use super::gazetteer;
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
    /// A place below country level: its index in [`gazetteer::places`].
    Place(usize),
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

/// Phrases (folded words) with what each means, by first word, longest first.
pub struct PhraseTable<T>(HashMap<String, Vec<(Vec<String>, T)>>);

impl<T: Copy> PhraseTable<T> {
    /// The table of `entries`; the first meaning given for a phrase wins (places before fixed words).
    fn build(entries: impl IntoIterator<Item = (&'static str, T)>) -> PhraseTable<T> {
        let mut table: HashMap<String, Vec<(Vec<String>, T)>> = HashMap::new();
        for (phrase, meaning) in entries {
            let words = phrase_words(phrase);
            if let Some(first) = words.first() {
                let list = table.entry(first.clone()).or_default();
                if !list.iter().any(|(p, _)| *p == words) {
                    list.push((words, meaning));
                }
            }
        }
        for list in table.values_mut() {
            list.sort_by_key(|(words, _)| std::cmp::Reverse(words.len()));
        }
        PhraseTable(table)
    }

    /// The longest phrase starting at `words[0]`, with its length in words.
    pub fn longest(&self, words: &[&str]) -> Option<(usize, T)> {
        let candidates = self.0.get(*words.first()?)?;
        candidates
            .iter()
            .find(|(phrase, _)| phrase.len() <= words.len() && phrase.iter().zip(words).all(|(p, w)| p == w))
            .map(|(phrase, meaning)| (phrase.len(), *meaning))
    }

    /// Whether `word` alone is a phrase of the table.
    fn has_word(&self, word: &str) -> bool {
        self.0.get(word).is_some_and(|list| list.iter().any(|(phrase, _)| phrase.len() == 1))
    }
}

/// A language's vocabulary.
pub struct Lexicon {
    pub markers: Markers,
    pub phrases: PhraseTable<Meaning>,
    /// The names read through typos: places, months and seasons of this language,
    /// and the other language's country, region and continent names.
    pub misspelt: Vec<fuzzy::Name>,
    /// Activity phrase → the mood it implies ("beach" → relax).
    pub activities: PhraseTable<&'static str>,
}

impl Lexicon {
    /// The longest phrase starting at `words[0]`, with its length in words.
    pub fn longest(&self, words: &[&str]) -> Option<(usize, Meaning)> {
        self.phrases.longest(words)
    }

    /// A misspelt name starting at `words[0]`, with its length in words.
    pub fn misspelt(&self, language: Language, words: &[&str]) -> Option<(usize, Meaning)> {
        fuzzy::find(&self.misspelt, words, |w| is_filler(language, w) || self.phrases.has_word(w))
    }

    /// The moods the activities among `words` imply, in order, each once.
    pub fn moods_of(&self, words: &[&str]) -> Vec<&'static str> {
        let mut moods = Vec::new();
        let mut at = 0;
        while at < words.len() {
            match self.activities.longest(&words[at..]) {
                Some((len, mood)) => {
                    if !moods.contains(&mood) {
                        moods.push(mood);
                    }
                    at += len;
                }
                None => at += 1,
            }
        }
        moods
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
    let mut entries: Vec<(&'static str, Meaning)> = Vec::new();
    let (fixed, markers, activity_words) = match language {
        Language::En => (super::words_en::PHRASES, super::words_en::MARKERS, super::words_en::ACTIVITIES),
        Language::It => (super::words_it::PHRASES, super::words_it::MARKERS, super::words_it::ACTIVITIES),
    };
    let other = match language {
        Language::En => Language::It,
        Language::It => Language::En,
    };
    entries.extend(place_names(language));
    entries.extend(fixed.iter().copied());
    for (index, place) in gazetteer::places().iter().enumerate() {
        if place.holds_in(language) {
            entries.push((place.name, Meaning::Place(index)));
        }
    }
    let mut misspelt: Vec<fuzzy::Name> = entries
        .iter()
        .filter(|(phrase, meaning)| match meaning {
            Meaning::Country(_) | Meaning::Region(_) | Meaning::Continent(_) | Meaning::Month(_) | Meaning::Season(_, Which::Next) => true,
            Meaning::Place(index) => gazetteer::places()[*index].famous,
            _ => false,
        } && !phrase.starts_with("this ") && !phrase.starts_with("next "))
        .filter_map(|(phrase, meaning)| fuzzy::Name::new(&phrase_words(phrase), *meaning))
        .collect();
    misspelt.extend(place_names(other).filter_map(|(phrase, meaning)| fuzzy::Name::new(&phrase_words(phrase), meaning)));
    let activities = PhraseTable::build(activity_words.iter().copied());
    let phrases = PhraseTable::build(entries);
    Lexicon { markers, phrases, misspelt, activities }
}

/// A language's names of continents, regions and countries.
fn place_names(language: Language) -> impl Iterator<Item = (&'static str, Meaning)> {
    let pick = move |en: &'static [&'static str], it: &'static [&'static str]| match language {
        Language::En => en,
        Language::It => it,
    };
    let continents =
        CONTINENT_WORDS.iter().flat_map(move |&(code, names)| pick(names.0, names.1).iter().map(move |w| (*w, Meaning::Continent(code))));
    let regions = REGIONS.iter().enumerate().flat_map(move |(index, r)| pick(r.en, r.it).iter().map(move |w| (*w, Meaning::Region(index))));
    let countries = places::COUNTRIES
        .iter()
        .filter(|c| c.iso3 != "ATA")
        .flat_map(move |c| pick(c.en, c.it).iter().filter(|w| **w != "us").map(move |w| (*w, Meaning::Country(c.iso3))));
    continents.chain(regions).chain(countries)
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

/// Filler words per language: dropped from the text search.
pub fn is_filler(language: Language, word: &str) -> bool {
    let list: &[&str] = match language {
        Language::En => super::words_en::FILLER,
        Language::It => super::words_it::FILLER,
    };
    word.len() < 2 || list.binary_search(&word).is_ok()
}
