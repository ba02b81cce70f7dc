//! Ask: a free-text wish ("two weeks in Japan in April under 3000€") read
//! into the same [`Filters`] the search uses, plus *chips*: one understood
//! constraint each, with the words it came from, so a page can explain what
//! it understood and let the visitor remove any of it.
//!
//! The rules (what each phrasing means) are written once, in
//! `search-core/eval/README.md`, the labelling guide of the evaluation sets
//! `make eval-ask` scores this parser on.
//!
//! * [`tokens`] — folded words, numbers and symbols with their spans.
//! * [`chips`] — chips, their labels and their filters.
//! * [`lexicon`] — the phrase tables and their meanings; [`words_en`], [`words_it`] — each language's words.
//! * [`grammar`] — the patterns around numbers (lengths, budgets, ages, relative dates).
//! * [`dates`] — date words to day spans from today.
//! * [`places`] — the catalogue's countries by name and adjective, with neighbours.
//! * [`gazetteer`] — cities, islands, regions and landmarks, to their countries (generated).
//! * [`fuzzy`] — misspelt places, months and seasons.
//!
//! English and Italian today; a language is one more lexicon.

pub mod chips;
pub mod dates;
pub mod fuzzy;
pub mod gazetteer;
pub mod grammar;
pub mod lexicon;
pub mod places;
pub mod tokens;
pub mod words_en;
pub mod words_it;

use crate::currency::Currency;
use crate::period::WeekStart;
use crate::Filters;
use chrono::NaiveDate;
use lexicon::{Lexicon, Meaning};
use serde::{Deserialize, Serialize};

/// Longest wish read, in bytes; the rest is ignored.
pub const MAX_QUERY_BYTES: usize = 300;

/// The languages Ask reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Language {
    En,
    It,
}

impl Language {
    /// `it` → Italian, anything else → English.
    pub fn from_code(code: &str) -> Language {
        if code.eq_ignore_ascii_case("it") || code.to_ascii_lowercase().starts_with("it-") {
            Language::It
        } else {
            Language::En
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// What the parse is relative to: the visitor's language, today, week start and currency.
#[derive(Debug, Clone, Copy)]
pub struct Context {
    pub language: Language,
    pub today: NaiveDate,
    pub week_start: WeekStart,
    pub currency: Currency,
}

/// What a chip constrains.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum ChipKind {
    Destination,
    Continent,
    Dates,
    Duration,
    Budget,
    Age,
    Mood,
    TravelType,
    TravelStyle,
    PrivateRoom,
    Discounted,
    Confirmed,
    Collection,
    Sort,
    Text,
}

impl ChipKind {
    /// Every kind, in the order the Ask page lists them.
    pub const ALL: [ChipKind; 15] = [
        ChipKind::Destination,
        ChipKind::Continent,
        ChipKind::Dates,
        ChipKind::Duration,
        ChipKind::Budget,
        ChipKind::Age,
        ChipKind::Mood,
        ChipKind::TravelType,
        ChipKind::TravelStyle,
        ChipKind::PrivateRoom,
        ChipKind::Discounted,
        ChipKind::Confirmed,
        ChipKind::Collection,
        ChipKind::Sort,
        ChipKind::Text,
    ];

    /// The kind's one spelling: its JSON name, its CSS modifier and its label's Fluent key suffix.
    pub const fn code(self) -> &'static str {
        match self {
            ChipKind::Destination => "destination",
            ChipKind::Continent => "continent",
            ChipKind::Dates => "dates",
            ChipKind::Duration => "duration",
            ChipKind::Budget => "budget",
            ChipKind::Age => "age",
            ChipKind::Mood => "mood",
            ChipKind::TravelType => "travelType",
            ChipKind::TravelStyle => "travelStyle",
            ChipKind::PrivateRoom => "privateRoom",
            ChipKind::Discounted => "discounted",
            ChipKind::Confirmed => "confirmed",
            ChipKind::Collection => "collection",
            ChipKind::Sort => "sort",
            ChipKind::Text => "text",
        }
    }
}

/// One understood constraint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Chip {
    pub kind: ChipKind,
    /// What was understood, in the wish's language ("Japan", "max 1.500 €").
    pub label: String,
    /// The words of the wish it came from, as typed.
    pub words: String,
    /// Byte span of those words in the wish.
    pub start: usize,
    pub end: usize,
    /// The filters this chip alone sets.
    pub filters: Filters,
}

/// A wish read into filters and chips.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AskParse {
    /// True when at least one chip is not plain text.
    pub understood: bool,
    pub filters: Filters,
    pub chips: Vec<Chip>,
}

/// What a run of words was read as.
#[derive(Debug, Clone, PartialEq)]
pub enum Found {
    Meaning(Meaning),
    Dates((NaiveDate, NaiveDate)),
    Length(Option<i32>, Option<i32>),
    /// (priceFrom, priceTo) in minor units of the visitor's currency.
    Budget(Option<i32>, Option<i32>),
    Ages(i32, i32),
}

/// The part of a wish Ask reads: its first [`MAX_QUERY_BYTES`] bytes, cut between characters.
pub fn clip(text: &str) -> &str {
    let mut cut = text.len().min(MAX_QUERY_BYTES);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    &text[..cut]
}

/// Reads a wish.
pub fn parse(text: &str, context: &Context) -> AskParse {
    let text = clip(text);
    let tokens = tokens::tokenize(text);
    let lexicon = Lexicon::get(context.language);
    let reader = grammar::Reader {
        tokens: &tokens,
        words: tokens.iter().map(|t| t.text.as_str()).collect(),
        lexicon,
        today: context.today,
        week_start: context.week_start,
        currency: context.currency,
    };
    let mut chips = Vec::new();
    let mut text_run: Option<(usize, usize)> = None;
    let mut at = 0;
    while at < tokens.len() {
        let phrase = lexicon
            .longest(&reader.words[at..])
            .filter(|(_, meaning)| keeps(&reader, at, meaning))
            .or_else(|| united_states(text, &tokens, at));
        let pattern = reader.at(at);
        let found = match (phrase, pattern) {
            (Some((len, _)), Some((plen, found))) if plen > len => Some((plen, found)),
            (Some((len, meaning)), _) => Some((len, Found::Meaning(meaning))),
            (None, Some(pattern)) => Some(pattern),
            (None, None) => lexicon.misspelt(context.language, &reader.words[at..]).map(|(len, meaning)| (len, Found::Meaning(meaning))),
        };
        match found {
            Some((len, Found::Meaning(Meaning::Filler))) => {
                flush_text(text, &tokens, &mut text_run, &mut chips);
                at += len;
            }
            Some((len, found)) => {
                flush_text(text, &tokens, &mut text_run, &mut chips);
                let (start, end) = (tokens[at].start, tokens[at + len - 1].end);
                if let Some(chip) = chips::chip(found, context, &text[start..end], start, end) {
                    chips.push(chip);
                }
                at += len;
            }
            None => {
                let token = &tokens[at];
                if token.kind == tokens::Kind::Word && !lexicon::is_filler(context.language, &token.text) {
                    text_run = Some(text_run.map_or((at, at), |(first, _)| (first, at)));
                } else {
                    flush_text(text, &tokens, &mut text_run, &mut chips);
                }
                at += 1;
            }
        }
    }
    flush_text(text, &tokens, &mut text_run, &mut chips);
    for chip in &mut chips {
        implied_moods(chip, &tokens, lexicon, context.language);
    }
    merge(chips)
}

/// Adds the moods a chip's activities imply ("beach" → relax, "safari" → nature)
/// to its filters and its label.
fn implied_moods(chip: &mut Chip, tokens: &[tokens::Token], lexicon: &Lexicon, language: Language) {
    if !matches!(chip.kind, ChipKind::TravelType | ChipKind::Text) {
        return;
    }
    let words: Vec<&str> = tokens.iter().filter(|t| t.start >= chip.start && t.end <= chip.end).map(|t| t.text.as_str()).collect();
    let moods = lexicon.moods_of(&words);
    if moods.is_empty() {
        return;
    }
    let names: Vec<String> = moods.iter().map(|m| chips::named(&lexicon::MOODS, m, language.index())).collect();
    chip.label = format!("{} · {}", chip.label, names.join(", "));
    chip.filters.moods = Some(moods.iter().map(|m| m.to_string()).collect());
}

/// Whether a phrase keeps its meaning here: English "may" is a month only
/// where a month fits ("in May", "May 2027", "May or June", at the end).
fn keeps(reader: &grammar::Reader<'_>, at: usize, meaning: &Meaning) -> bool {
    if !matches!(meaning, Meaning::Month(5)) || reader.words[at] != "may" {
        return true;
    }
    let before = at.checked_sub(1).map(|i| reader.words[i]);
    let after = reader.words.get(at + 1).copied();
    let month_before = [
        "in", "of", "for", "during", "and", "or", "to", "until", "from", "between", "early", "late", "mid", "next", "this", "-", "through",
    ];
    before.is_some_and(|w| month_before.contains(&w))
        || after.is_none()
        || after.is_some_and(|w| ["or", "and", "-", "to"].contains(&w) || w.bytes().all(|b| b.is_ascii_digit()))
}

/// "US" and "USA" written in capitals are the country in any language, where
/// lower-case "us" is a pronoun in English and "usa" a verb in Italian.
fn united_states(text: &str, tokens: &[tokens::Token], at: usize) -> Option<(usize, Meaning)> {
    let token = &tokens[at];
    match &text[token.start..token.end] {
        "US" | "USA" => Some((1, Meaning::Country("USA"))),
        "U" if tokens.get(at + 1).is_some_and(|t| &text[t.start..t.end] == "S") => Some((2, Meaning::Country("USA"))),
        _ => None,
    }
}

fn flush_text(text: &str, tokens: &[tokens::Token], run: &mut Option<(usize, usize)>, chips: &mut Vec<Chip>) {
    if let Some((first, last)) = run.take() {
        let (start, end) = (tokens[first].start, tokens[last].end);
        let words: Vec<&str> = tokens[first..=last].iter().map(|t| t.text.as_str()).collect();
        chips.push(Chip {
            kind: ChipKind::Text,
            label: text[start..end].to_string(),
            words: text[start..end].to_string(),
            start,
            end,
            filters: Filters { text_search: Some(words.join(" ")), ..Filters::default() },
        });
    }
}

/// Folds the chips' filters into one: places add up, a continent gives way to
/// named countries, date spans join, the first of anything else wins.
fn merge(chips: Vec<Chip>) -> AskParse {
    let has_places = chips.iter().any(|c| c.kind == ChipKind::Destination);
    let chips: Vec<Chip> = chips.into_iter().filter(|c| !(has_places && c.kind == ChipKind::Continent)).collect();
    let mut f = Filters::default();
    fn add(list: &mut Option<Vec<String>>, more: &Option<Vec<String>>) {
        for item in more.iter().flatten() {
            let list = list.get_or_insert_with(Vec::new);
            if !list.contains(item) {
                list.push(item.clone());
            }
        }
    }
    let mut texts: Vec<&str> = Vec::new();
    for c in &chips {
        let g = &c.filters;
        add(&mut f.destination_id, &g.destination_id);
        add(&mut f.continent_id, &g.continent_id);
        add(&mut f.moods, &g.moods);
        add(&mut f.travel_types, &g.travel_types);
        add(&mut f.travel_styles, &g.travel_styles);
        if let (Some(from), Some(to)) = (&g.date_from, &g.date_to) {
            f.date_from = Some(f.date_from.take().map_or(from.clone(), |d| d.min(from.clone())));
            f.date_to = Some(f.date_to.take().map_or(to.clone(), |d| d.max(to.clone())));
        }
        if c.kind == ChipKind::Duration && f.duration_from.is_none() && f.duration_to.is_none() {
            (f.duration_from, f.duration_to) = (g.duration_from, g.duration_to);
        }
        if c.kind == ChipKind::Budget {
            f.price_from = f.price_from.or(g.price_from);
            f.price_to = f.price_to.or(g.price_to);
        }
        f.age_badge = f.age_badge.take().or(g.age_badge.clone());
        f.is_no_sharing_room_available = f.is_no_sharing_room_available.or(g.is_no_sharing_room_available);
        f.discounted = f.discounted.or(g.discounted);
        f.status = f.status.take().or(g.status.clone());
        f.collection = f.collection.or(g.collection);
        f.sort = f.sort.or(g.sort);
        if let Some(t) = &g.text_search {
            texts.push(t);
        }
    }
    if !texts.is_empty() {
        f.text_search = Some(texts.join(" "));
    }
    for list in [&mut f.destination_id, &mut f.continent_id, &mut f.moods, &mut f.travel_types, &mut f.travel_styles] {
        if let Some(l) = list.as_mut() {
            l.sort();
        }
    }
    AskParse { understood: chips.iter().any(|c| c.kind != ChipKind::Text), filters: f, chips }
}

/// Words that only join a chip to the wish ("in", "with a", "e", "con un"):
/// removing a chip removes those right before it too.
const CONNECTORS: [&str; 40] = [
    "in", "to", "for", "with", "a", "an", "the", "and", "or", "of", "on", "at", "by", "from", "during", "ad", "per", "con", "un", "una",
    "uno", "il", "la", "lo", "i", "le", "gli", "e", "o", "di", "del", "della", "nel", "nella", "da", "tra", "fra", "al", "alla", "ai",
];

/// The wish without one chip's words (and the joining words just before
/// them): what removing that chip searches for.
pub fn without_chip(text: &str, chip: &Chip) -> String {
    let (start, end) = (chip.start.min(text.len()), chip.end.min(text.len()));
    if !text.is_char_boundary(start) || !text.is_char_boundary(end) || start > end {
        return text.to_string();
    }
    let mut before: Vec<&str> = text[..start].split_whitespace().collect();
    while before.last().is_some_and(|w| CONNECTORS.contains(&w.to_ascii_lowercase().as_str())) {
        before.pop();
    }
    before.into_iter().chain(text[end..].split_whitespace()).collect::<Vec<_>>().join(" ")
}

pub use chips::{age_badges, chips_of, country_label};

#[cfg(test)]
mod tests;
