//! Chips: one understood constraint each, with its label in the wish's
//! language and the filters it alone sets; also chips for filters someone
//! else read (a language model).

use super::{dates, lexicon, places, Chip, ChipKind, Context, Found, Language};
use crate::currency::{format_price, Decimals};
use crate::date::iso;
use crate::Filters;
use chrono::{Datelike, NaiveDate};
use lexicon::Meaning;

/// A chip for what was found, with its label and its own filters.
pub(super) fn chip(found: Found, context: &Context, words: &str, start: usize, end: usize) -> Option<Chip> {
    let lang = context.language.index();
    let today = context.today;
    let one = |v: &str| Some(vec![v.to_string()]);
    let mut filters = Filters::default();
    let (kind, label) = match found {
        Found::Meaning(meaning) => match meaning {
            Meaning::Country(iso3) => {
                filters.destination_id = one(iso3);
                (ChipKind::Destination, country_label(iso3, context.language))
            }
            Meaning::Region(index) => {
                let region = &lexicon::REGIONS[index];
                filters.destination_id = Some(region.countries.iter().map(|c| c.to_string()).collect());
                (ChipKind::Destination, region.label[lang].to_string())
            }
            Meaning::Place(index) => {
                let place = &super::gazetteer::places()[index];
                filters.destination_id = Some(place.countries.iter().map(|c| c.to_string()).collect());
                let names: Vec<String> = place.countries.iter().map(|c| country_label(c, context.language)).collect();
                (ChipKind::Destination, names.join(", "))
            }
            Meaning::Continent(code) => {
                filters.continent_id = one(code);
                let label = lexicon::CONTINENTS.iter().find(|(c, _)| *c == code).map_or(code, |(_, l)| l[lang]);
                (ChipKind::Continent, label.to_string())
            }
            Meaning::Month(month) => return chip(Found::Dates(dates::month(today, month, None)?), context, words, start, end),
            Meaning::Season(season, which) => return chip(Found::Dates(dates::season(today, season, which)?), context, words, start, end),
            Meaning::Holiday(holiday) => return chip(Found::Dates(dates::holiday(today, holiday)?), context, words, start, end),
            Meaning::Relative(relative) => {
                return chip(Found::Dates(dates::relative(today, context.week_start, relative)?), context, words, start, end)
            }
            Meaning::Length(from, to) => return chip(Found::Length(from, to), context, words, start, end),
            Meaning::Ages(from, to) => return chip(Found::Ages(from, to), context, words, start, end),
            Meaning::Mood(mood) => {
                filters.moods = one(mood);
                (ChipKind::Mood, named(&lexicon::MOODS, mood, lang))
            }
            Meaning::TravelType(kind) => {
                filters.travel_types = one(kind);
                (ChipKind::TravelType, named(&lexicon::TRAVEL_TYPES, kind, lang))
            }
            Meaning::TravelStyle(style) => {
                filters.travel_styles = one(style);
                (ChipKind::TravelStyle, named(&lexicon::TRAVEL_STYLES, style, lang))
            }
            Meaning::PrivateRoom => {
                filters.is_no_sharing_room_available = Some(true);
                (ChipKind::PrivateRoom, ["private room", "camera privata"][lang].to_string())
            }
            Meaning::Discounted => {
                filters.discounted = Some(true);
                (ChipKind::Discounted, ["discounted", "in offerta"][lang].to_string())
            }
            Meaning::Confirmed => {
                filters.status = Some(vec![crate::TourStatus::Confirmed, crate::TourStatus::AlmostFull]);
                (ChipKind::Confirmed, ["confirmed departures", "partenze confermate"][lang].to_string())
            }
            Meaning::Collection => {
                filters.collection = Some(true);
                (ChipKind::Collection, "Collection".to_string())
            }
            Meaning::Cheap => {
                filters.sort = Some(crate::Sort::PriceAsc);
                (ChipKind::Sort, ["cheapest first", "prima i più economici"][lang].to_string())
            }
            Meaning::Filler => return None,
        },
        Found::Dates((from, to)) => {
            filters.date_from = Some(iso(from));
            filters.date_to = Some(iso(to));
            (ChipKind::Dates, dates_label(from, to, context.language))
        }
        Found::Length(from, to) => {
            filters.duration_from = from.map(|d| d.max(1));
            filters.duration_to = to.map(|d| d.max(1));
            let unit = ["days", "giorni"][lang];
            let label = match (from, to) {
                (Some(a), Some(b)) => format!("{a}–{b} {unit}"),
                (Some(a), None) => format!("{} {a} {unit}", ["from", "da"][lang]),
                (None, Some(b)) => format!("{} {b} {unit}", ["up to", "fino a"][lang]),
                (None, None) => return None,
            };
            (ChipKind::Duration, label)
        }
        Found::Budget(from, to) => {
            filters.price_from = from;
            filters.price_to = to;
            let price = |minor: i32| format_price(i64::from(minor), context.currency, Decimals::Zero);
            let label = match (from, to) {
                (Some(a), Some(b)) => format!("{} – {}", price(a), price(b)),
                (Some(a), None) => format!("{} {}", ["from", "da"][lang], price(a)),
                (None, Some(b)) => format!("max {}", price(b)),
                (None, None) => return None,
            };
            (ChipKind::Budget, label)
        }
        Found::Ages(low, high) => {
            let (low, high) = (low.clamp(21, 49), high.clamp(21, 49));
            filters.age_badge = Some(age_badges(low.min(high), high.max(low)));
            (ChipKind::Age, format!("{} {low}–{high}", ["ages", "età"][lang]))
        }
    };
    Some(Chip { kind, label, words: words.to_string(), start, end, filters })
}

/// A country's first name in the language, in title case ("stati uniti" → "Stati Uniti").
pub fn country_label(iso3: &str, language: Language) -> String {
    let Some(country) = places::COUNTRIES.iter().find(|c| c.iso3 == iso3) else {
        return iso3.to_string();
    };
    let name = match language {
        Language::En => country.en.first(),
        Language::It => country.it.first(),
    };
    let small = ["and", "of", "the", "e", "ed", "del", "di"];
    name.map_or(iso3.to_string(), |n| {
        n.split(' ')
            .map(|w| {
                let mut c = w.chars();
                match c.next() {
                    Some(first) if !small.contains(&w) => first.to_uppercase().chain(c).collect(),
                    _ => w.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    })
}

pub(super) fn named(table: &[(&str, [&str; 2])], code: &str, lang: usize) -> String {
    table.iter().find(|(c, _)| *c == code).map_or(code, |(_, l)| l[lang]).to_string()
}

/// The spec's age groups whose range holds the whole span (§5: 25-35 suits
/// 21–37, 35-49 suits 33–49, ALL suits 21–49); the groups it overlaps when none does.
pub fn age_badges(low: i32, high: i32) -> Vec<String> {
    const GROUPS: [(&str, i32, i32); 3] = [("25-35", 21, 37), ("35-49", 33, 49), ("ALL", 21, 49)];
    let holding: Vec<String> = GROUPS.iter().filter(|(_, a, b)| *a <= low && high <= *b).map(|(g, ..)| g.to_string()).collect();
    if holding.is_empty() {
        GROUPS.iter().filter(|(_, a, b)| *a <= high && low <= *b).map(|(g, ..)| g.to_string()).collect()
    } else {
        holding
    }
}

const MONTH_NAMES: [[&str; 12]; 2] = [
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
];

/// "March 2027" for a whole month, "25/03/2027 – 29/03/2027" otherwise (spec §9 date format).
fn dates_label(from: NaiveDate, to: NaiveDate, language: Language) -> String {
    let whole_month = from.day() == 1 && to == crate::date::month_end(from);
    if whole_month {
        return format!("{} {}", MONTH_NAMES[language.index()][from.month0() as usize], from.year());
    }
    let day = |d: NaiveDate| format!("{:02}/{:02}/{}", d.day(), d.month(), d.year());
    format!("{} – {}", day(from), day(to))
}

/// Chips that explain filters read by someone else (a language model): one per
/// constraint, labelled as the parser labels its own, with no words of the wish.
pub fn chips_of(f: &Filters, context: &Context) -> Vec<Chip> {
    let mut found: Vec<Found> = Vec::new();
    let statics = |list: &Option<Vec<String>>, table: &[&'static str]| -> Vec<&'static str> {
        list.iter().flatten().filter_map(|v| table.iter().find(|t| **t == v.as_str()).copied()).collect()
    };
    let isos: Vec<&'static str> = places::COUNTRIES.iter().map(|c| c.iso3).collect();
    found.extend(statics(&f.destination_id, &isos).into_iter().map(|c| Found::Meaning(Meaning::Country(c))));
    let continents: Vec<&'static str> = lexicon::CONTINENTS.iter().map(|(c, _)| *c).collect();
    found.extend(statics(&f.continent_id, &continents).into_iter().map(|c| Found::Meaning(Meaning::Continent(c))));
    let dates = (f.date_from.as_deref().and_then(crate::date::parse_iso), f.date_to.as_deref().and_then(crate::date::parse_iso));
    if let (Some(from), Some(to)) = dates {
        found.push(Found::Dates((from, to)));
    }
    if f.duration_from.is_some() || f.duration_to.is_some() {
        found.push(Found::Length(f.duration_from, f.duration_to));
    }
    if f.price_from.is_some() || f.price_to.is_some() {
        found.push(Found::Budget(f.price_from, f.price_to));
    }
    for (list, table, make) in [
        (&f.moods, &lexicon::MOODS[..], Meaning::Mood as fn(&'static str) -> Meaning),
        (&f.travel_types, &lexicon::TRAVEL_TYPES[..], Meaning::TravelType),
        (&f.travel_styles, &lexicon::TRAVEL_STYLES[..], Meaning::TravelStyle),
    ] {
        let codes: Vec<&'static str> = table.iter().map(|(c, _)| *c).collect();
        found.extend(statics(list, &codes).into_iter().map(|c| Found::Meaning(make(c))));
    }
    let flags = [
        (f.is_no_sharing_room_available, Meaning::PrivateRoom),
        (f.discounted, Meaning::Discounted),
        (f.collection, Meaning::Collection),
        (f.status.as_ref().map(|_| true), Meaning::Confirmed),
        (f.sort.map(|s| s == crate::Sort::PriceAsc), Meaning::Cheap),
    ];
    found.extend(flags.into_iter().filter(|(on, _)| *on == Some(true)).map(|(_, m)| Found::Meaning(m)));
    let mut chips: Vec<Chip> = found.into_iter().filter_map(|x| chip(x, context, "", 0, 0)).collect();
    if let Some(badges) = f.age_badge.as_ref().filter(|b| !b.is_empty()) {
        let label = format!("{} {}", ["ages", "età"][context.language.index()], badges.join(", "));
        chips.push(Chip {
            kind: ChipKind::Age,
            label,
            words: String::new(),
            start: 0,
            end: 0,
            filters: Filters { age_badge: Some(badges.clone()), ..Filters::default() },
        });
    }
    if let Some(text) = f.text_search.as_ref().filter(|t| !t.trim().is_empty()) {
        chips.push(Chip {
            kind: ChipKind::Text,
            label: text.clone(),
            words: String::new(),
            start: 0,
            end: 0,
            filters: Filters { text_search: Some(text.clone()), ..Filters::default() },
        });
    }
    chips
}
