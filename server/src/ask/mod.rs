//! Ask on the server: a wish read by `search_core::ask` (or, when configured,
//! by a language model, see [`llm`]), searched in the in-memory catalogue,
//! relaxed one constraint at a time when nothing matches exactly, and each
//! result explained by the chips it meets and misses.
//!
//! `GET /api/ask` ([`crate::api::ask`]) and the `/search-ai` page
//! ([`crate::pages`]) both answer from [`ask`].

pub mod llm;

use crate::catalogue::{Snapshot, TravelHit, Viewer};
use caravan_site::edition::{Edition, Language};
use chrono::Duration;
use search_core::ask::{self, AskParse, ChipKind, Context};
use search_core::Filters;
use serde::Serialize;
use std::collections::HashSet;

/// What read the wish.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Reader {
    Builtin,
    Llm,
}

/// A constraint loosened because the exact search found nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Relaxation {
    /// Dates widened by two weeks on each side.
    Dates,
    /// Budget raised by 15 %.
    Budget,
    /// Neighbouring countries added.
    Neighbours,
    /// Trip types, moods and styles dropped (a trek in a country whose trips are not treks).
    Themes,
}

/// Days added on each side of the dates when relaxing.
const RELAX_DAYS: i64 = 14;
/// Percent added to the budget when relaxing.
const RELAX_BUDGET_PERCENT: i64 = 15;

/// Why a result is there: the chips (by index) it meets and those it misses.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Why {
    pub meets: Vec<usize>,
    pub misses: Vec<usize>,
}

/// A wish searched.
pub struct Asked<'a> {
    pub parse: AskParse,
    pub reader: Reader,
    /// What was loosened to find anything, in order.
    pub relaxed: Vec<Relaxation>,
    /// The filters the results match (the wish's, relaxed if needed).
    pub searched: Filters,
    /// Every matching travel, best first.
    pub hits: Vec<TravelHit<'a>>,
}

/// The parse context of a visit: its language (Ask reads English and
/// Italian), today, the edition's week start and the visitor's currency.
pub fn context(edition: &Edition, viewer: &Viewer) -> Context {
    Context {
        language: if edition.language == Language::It { ask::Language::It } else { ask::Language::En },
        today: viewer.today,
        week_start: edition.week_start(),
        currency: viewer.currency,
    }
}

/// Searches a parsed wish: exactly, else relaxed one constraint at a time,
/// else all of them together.
pub fn search<'a>(snapshot: &'a Snapshot, viewer: &Viewer, parse: AskParse, reader: Reader) -> Asked<'a> {
    let exact = search_filters(&parse.filters);
    let hits = if parse.filters.is_empty() { Vec::new() } else { snapshot.matching_travels(viewer, &exact, false) };
    if !hits.is_empty() || parse.filters.is_empty() {
        return Asked { parse, reader, relaxed: Vec::new(), searched: exact, hits };
    }
    let possible: Vec<Relaxation> = [Relaxation::Dates, Relaxation::Budget, Relaxation::Neighbours, Relaxation::Themes]
        .into_iter()
        .filter(|r| relax(&exact, &[*r], viewer) != exact)
        .collect();
    let mut attempts: Vec<Vec<Relaxation>> = possible.iter().map(|r| vec![*r]).collect();
    if possible.len() > 1 {
        attempts.push(possible.clone());
    }
    for attempt in attempts {
        let relaxed = relax(&exact, &attempt, viewer);
        let hits = snapshot.matching_travels(viewer, &relaxed, false);
        if !hits.is_empty() {
            return Asked { parse, reader, relaxed: attempt, searched: relaxed, hits };
        }
    }
    Asked { parse, reader, relaxed: Vec::new(), searched: exact, hits: Vec::new() }
}

/// The wish's filters as a travel search: page size and sort as Ask shows them.
fn search_filters(f: &Filters) -> Filters {
    Filters { page: None, per_page: None, ..f.clone() }
}

fn relax(f: &Filters, what: &[Relaxation], viewer: &Viewer) -> Filters {
    let mut f = f.clone();
    for r in what {
        match r {
            Relaxation::Dates => {
                let shift = |d: &Option<String>, days: i64| {
                    d.as_deref()
                        .and_then(search_core::date::parse_iso)
                        .map(|d| search_core::date::iso((d + Duration::days(days)).max(viewer.today)))
                };
                if f.date_from.is_some() || f.date_to.is_some() {
                    (f.date_from, f.date_to) = (shift(&f.date_from, -RELAX_DAYS), shift(&f.date_to, RELAX_DAYS));
                }
            }
            Relaxation::Budget => {
                f.price_to = f.price_to.map(|p| i32::try_from(i64::from(p) * (100 + RELAX_BUDGET_PERCENT) / 100).unwrap_or(i32::MAX));
            }
            Relaxation::Neighbours => {
                if let Some(list) = f.destination_id.as_mut() {
                    let mut more: Vec<String> = list.clone();
                    for iso3 in list.iter() {
                        let neighbours = ask::places::COUNTRIES.iter().find(|c| c.iso3 == iso3).map_or(&[][..], |c| c.neighbours);
                        more.extend(neighbours.iter().map(|n| n.to_string()).filter(|n| !list.contains(n)));
                    }
                    more.sort();
                    more.dedup();
                    *list = more;
                }
            }
            Relaxation::Themes => {
                (f.travel_types, f.moods, f.travel_styles) = (None, None, None);
            }
        }
    }
    f
}

impl Asked<'_> {
    /// Why each of `hits` is a result: a chip is met when the travel matches
    /// that chip's own filters (one search per chip, on the catalogue in memory).
    pub fn why(&self, snapshot: &Snapshot, viewer: &Viewer, hits: &[TravelHit<'_>]) -> Vec<Why> {
        let matching: Vec<HashSet<i64>> = self
            .parse
            .chips
            .iter()
            .map(|chip| {
                let alone = Filters { has_tours: Some(chip.kind != ChipKind::Text), ..search_filters(&chip.filters) };
                snapshot.matching_travels(viewer, &alone, false).iter().map(|h| h.travel.id).collect()
            })
            .collect();
        hits.iter()
            .map(|hit| {
                let mut why = Why::default();
                for (index, ids) in matching.iter().enumerate() {
                    if ids.contains(&hit.travel.id) {
                        why.meets.push(index);
                    } else {
                        why.misses.push(index);
                    }
                }
                why
            })
            .collect()
    }
}

/// Reads and searches a wish with the built-in parser, or the configured
/// model when it answers in time with valid filters.
pub async fn ask<'a>(snapshot: &'a Snapshot, viewer: &Viewer, edition: &Edition, model: Option<&llm::AskModel>, wish: &str) -> Asked<'a> {
    let context = context(edition, viewer);
    let builtin = ask::parse(wish, &context);
    if let Some(model) = model.filter(|_| !wish.trim().is_empty()) {
        if let Some(filters) = model.filters(wish, &context).await {
            let parse = llm::parse_from(filters, &context);
            return search(snapshot, viewer, parse, Reader::Llm);
        }
    }
    search(snapshot, viewer, builtin, Reader::Builtin)
}
