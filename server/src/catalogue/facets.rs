//! Facet counts of the search page's filter panel (spec §9 "Filters"): for
//! each option of each filter, how many departures would match if that option
//! were chosen, all other filters staying as they are.
//!
//! One pass over the departures that match the search without any panel
//! filter (text, where, dates stay): a departure that passes every panel
//! filter counts for the options it has in every group; one that fails exactly
//! one group counts for that group's options only (choosing there could bring
//! it in); one that fails two or more counts nowhere.
//!
//! Departures alike in everything the counts read count together: when the
//! search's conditions are all about the travel (no dates; a price filter, if
//! any, made of suggested ranges), the pass goes over each passing travel's
//! [`FacetGroups`] instead of over every departure.

use super::conditions::{non_empty, status_mask, TourConditions, TripLength};
use super::{PackedPrice, Snapshot, Viewer};
use chrono::NaiveDate;
use search_core::labels::{duration_bounds, suggested_price_ranges, PriceRange, DURATION_OPTIONS, PRICE_BREAKS};
use search_core::{Filters, TourStatus};
use std::sync::Arc;

/// Counts per option, in the panel's order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facets {
    pub price: Vec<(PriceRange, usize)>,
    pub duration: Vec<(&'static str, usize)>,
    pub age: Vec<(String, usize)>,
    /// Whether the age filter is offered (spec §5 rule).
    pub age_offered: bool,
    pub discounted: usize,
    pub private_room: usize,
    pub badge: Vec<(String, usize)>,
    pub status: Vec<(TourStatus, usize)>,
    pub travel_type: Vec<(String, usize)>,
    pub unique: usize,
    pub travel_style: Vec<(String, usize)>,
}

/// A snapshot keeps the counts of 4,096 searches (a kilobyte or two each).
impl super::kept::Weighed for Facets {
    const KEPT: u64 = 4096;
    fn weight(&self) -> u32 {
        1
    }
}

const PRICE: usize = 0;
const DURATION: usize = 1;
const AGE: usize = 2;
const DISCOUNTED: usize = 3;
const ROOM: usize = 4;
const BADGE: usize = 5;
const STATUS: usize = 6;
const TYPE: usize = 7;
const UNIQUE: usize = 8;
const STYLE: usize = 9;
const GROUPS: usize = 10;

/// The same search with no panel filter (statuses back to the default) and
/// at page 1: what "clear filters" links to, and the base of the counts.
pub fn without_panel_filters(f: &Filters) -> Filters {
    Filters {
        price_from: None,
        price_to: None,
        durations: None,
        duration_from: None,
        duration_to: None,
        age_badge: None,
        discounted: None,
        is_no_sharing_room_available: None,
        badge_id: None,
        status: None,
        travel_types: None,
        cost_centers: None,
        travel_styles: None,
        page: None,
        ..f.clone()
    }
}

/// Counts by position in a sorted list of values: the values with a count, in order.
fn by_position(values: &[String], counts: &[usize]) -> Vec<(String, usize)> {
    values.iter().zip(counts).filter(|(_, n)| **n > 0).map(|(v, n)| (v.clone(), *n)).collect()
}

/// One bit per filter group, set when the group's filter rejects.
fn fails(group: usize, rejects: bool) -> u16 {
    u16::from(rejects) << group
}

const _: () = assert!(DURATION_OPTIONS.len() <= u8::BITS as usize, "one bit per duration option");

/// What the pass needs of a travel, worked out once per travel rather than per departure.
#[derive(Clone)]
struct TravelFacts {
    /// The travel-level groups whose filter rejects it.
    fails: u16,
    /// The duration options its length is in, one bit each.
    durations: u8,
    no_sharing_room: bool,
    unique: bool,
}

impl TravelFacts {
    /// A travel the search's other conditions leave out: it counts nowhere.
    const LEFT_OUT: TravelFacts = TravelFacts { fails: u16::MAX, durations: 0, no_sharing_room: false, unique: false };
}

/// What the counts read of a departure besides its travel and price filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct DepartureFacts {
    status: u8,
    /// The suggested price ranges (`suggested_price_ranges(&PRICE_BREAKS)`) its price is in, one bit each.
    price_ranges: u8,
    discounted: bool,
    /// Positions in [`super::TourTags`]' lists.
    age: u32,
    badge: u32,
}

/// The suggested price ranges as inclusive bounds in minor units, as the counts compare them.
fn price_bounds() -> Vec<(i64, i64)> {
    suggested_price_ranges(&PRICE_BREAKS)
        .iter()
        .map(|r| (r.price_from.map_or(0, i64::from), r.price_to.map_or(i64::MAX, i64::from)))
        .collect()
}

const _: () = assert!(PRICE_BREAKS.len() < u8::BITS as usize, "one bit per suggested price range");

/// The price filter as the suggested ranges it spans, one bit each (all of them without a
/// filter), when its bounds are their edges, as the panel's options set them: a departure
/// passes it exactly when it is in one of them, since the ranges are contiguous. `None` for
/// other bounds, which only the departure's own price can decide.
fn chosen_price_ranges(f: &Filters) -> Option<u8> {
    let ranges = suggested_price_ranges(&PRICE_BREAKS);
    let first = match f.price_from {
        None => 0,
        from => ranges.iter().position(|r| r.price_from == from)?,
    };
    let last = match f.price_to {
        None => ranges.len() - 1,
        to => ranges.iter().position(|r| r.price_to == to)?,
    };
    (first <= last).then(|| (first..=last).fold(0, |mask, n| mask | 1 << n))
}

impl DepartureFacts {
    fn of(snapshot: &Snapshot, currency: usize, i: usize, price_bounds: &[(i64, i64)]) -> DepartureFacts {
        let (packed, tag) = (snapshot.prices[currency][i], snapshot.tags.of_tour[i]);
        let amount = i64::from(packed.price);
        DepartureFacts {
            status: snapshot.keys[i].status as u8,
            price_ranges: price_bounds
                .iter()
                .enumerate()
                .fold(0, |mask, (n, (min, max))| mask | u8::from((*min..=*max).contains(&amount)) << n),
            discounted: packed.price < packed.base,
            age: tag.age,
            badge: tag.badge,
        }
    }
}

/// Each travel's departures sold in one currency from one day on, grouped by their
/// [`DepartureFacts`] with how many share them: a search whose conditions are all about the
/// travel counts the groups of the travels that pass (a few per travel) instead of scanning
/// every departure (12.5 ms at a million departures). Built on first use each day, for each
/// currency on its own ([`super::indexes::ForDay`]): the day's first count in a currency pays for
/// that currency only (at a million departures, 460 ms for all three).
#[derive(Debug)]
pub struct FacetGroups {
    /// `[travel]`: where the travel's groups start in `groups` (one more at the end).
    starts: Vec<u32>,
    /// Every kind of departure there is, by what the counts read of it: a few hundred, so what
    /// a search's filters make of each is worked out once per kind, not once per group.
    kinds: Vec<DepartureFacts>,
    /// (position in `kinds`, how many departures of the travel are of that kind).
    groups: Vec<(u32, u32)>,
}

impl FacetGroups {
    fn of(&self, travel: usize) -> &[(u32, u32)] {
        &self.groups[self.starts[travel] as usize..self.starts[travel + 1] as usize]
    }
}

impl Snapshot {
    fn facet_groups(&self, day: NaiveDate, currency: usize) -> Arc<FacetGroups> {
        self.facet_groups[currency].get_or_build(day, || {
            let (start, bounds) = (self.first_tour_from(day), price_bounds());
            let (mut starts, mut groups) = (Vec::new(), Vec::new());
            let mut facts = Vec::new();
            for travel in &self.travels {
                starts.push(u32::try_from(groups.len()).unwrap_or(u32::MAX));
                let from = travel.tours.partition_point(|&i| i < start);
                // Departures not sold in the currency match no search (see `TourConditions`).
                facts.clear();
                facts.extend(
                    travel.tours[from..]
                        .iter()
                        .filter(|&&i| self.prices[currency][i] != PackedPrice::NOT_SOLD)
                        .map(|&i| DepartureFacts::of(self, currency, i, &bounds)),
                );
                facts.sort_unstable();
                for chunk in facts.chunk_by(|a, b| a == b) {
                    groups.push((chunk[0], chunk.len() as u32));
                }
            }
            starts.push(u32::try_from(groups.len()).unwrap_or(u32::MAX));
            let mut kinds: Vec<DepartureFacts> = groups.iter().map(|(facts, _)| *facts).collect();
            kinds.sort_unstable();
            kinds.dedup();
            let groups = groups.into_iter().map(|(facts, n)| (kinds.binary_search(&facts).map_or(u32::MAX, |k| k as u32), n)).collect();
            FacetGroups { starts, kinds, groups }
        })
    }

    /// The counts of the filter panel of a search with filters `f`, kept by currency, day and
    /// filters: the same search paged or sorted again counts alike.
    pub fn facets(&self, viewer: &Viewer, f: &Filters) -> Arc<Facets> {
        let counted = Filters { page: None, sort: None, per_page: None, tab: None, show: None, ..f.clone() };
        let key = format!("{:?} {} {}", viewer.currency, viewer.today, counted.to_query());
        self.kept_facets.get_or_work_out(key, || self.work_out_facets(viewer, &counted))
    }

    fn work_out_facets(&self, viewer: &Viewer, f: &Filters) -> Facets {
        // Every status, in any order: the counts need all of them.
        let base = Filters { status: Some(TourStatus::ALL.to_vec()), sort: None, per_page: None, ..without_panel_filters(f) };
        let conditions = TourConditions::new(self, viewer, &base);
        let mut counts = Counts::new(self, f, conditions.passing_travel_positions());
        let currency = viewer.currency as usize;
        if let (true, Some(chosen)) = (conditions.travel_level_only(), chosen_price_ranges(f)) {
            let groups = self.facet_groups(viewer.today, currency);
            let own: Vec<u16> = groups.kinds.iter().map(|facts| counts.own_fails(facts, facts.price_ranges & chosen == 0)).collect();
            // Per kind, its departures in travels that pass every travel-level group, by the
            // departure-level group they fail alone (slot 0: none); the rest count nowhere but
            // in `clean`. Counted into the options after, once per kind and slot.
            let mut alike = vec![[0usize; GROUPS + 1]; groups.kinds.len()];
            for travel in conditions.passing_travel_positions() {
                let travel_fails = counts.travels[travel].fails;
                for &(kind, n) in groups.of(travel) {
                    let (own, n) = (own[kind as usize], n as usize);
                    if own == 0 {
                        counts.clean[travel] += n;
                    }
                    if travel_fails == 0 && own.count_ones() <= 1 {
                        alike[kind as usize][if own == 0 { 0 } else { own.trailing_zeros() as usize + 1 }] += n;
                    }
                }
            }
            for (facts, by_slot) in groups.kinds.iter().zip(&alike) {
                for (slot, &n) in by_slot.iter().enumerate().filter(|(_, n)| **n > 0) {
                    counts.count(facts, if slot == 0 { 0 } else { 1 << (slot - 1) }, n);
                }
            }
        } else {
            let bounds = price_bounds();
            let prices = &self.prices[currency];
            // Reads the packed key, price and tags of each departure, never its record.
            conditions.each_match(self.first_tour_from(viewer.today), |i| {
                let amount = prices[i].price;
                let price_fails = !(f.price_from.is_none_or(|min| i64::from(amount) >= i64::from(min))
                    && f.price_to.is_none_or(|max| i64::from(amount) <= i64::from(max)));
                counts.add(self.keys[i].travel as usize, &DepartureFacts::of(self, currency, i, &bounds), price_fails, 1);
            });
        }
        counts.finish(self)
    }
}

/// The counts being added up, and what they compare each departure with.
struct Counts<'a> {
    filters: &'a Filters,
    travels: Vec<TravelFacts>,
    age_rejected: Vec<bool>,
    badge_rejected: Vec<bool>,
    statuses: u8,
    types_rejected: Vec<bool>,
    styles_rejected: Vec<bool>,
    facets: Facets,
    price: Vec<usize>,
    status: [usize; 6],
    age: Vec<usize>,
    ages_seen: Vec<bool>,
    badge: Vec<usize>,
    /// Per travel, its departures that pass every departure-level group: all the travel-level
    /// groups (duration, room, type, unique, style) need of them, added up in `finish` rather
    /// than group by group for every departure.
    clean: Vec<usize>,
}

impl<'a> Counts<'a> {
    /// Counts for filters `f` over the departures of the travels at positions `passing` (those
    /// the search's other conditions keep).
    fn new(snapshot: &Snapshot, f: &'a Filters, passing: impl Iterator<Item = usize>) -> Counts<'a> {
        let durations: Vec<_> = DURATION_OPTIONS.iter().filter_map(|l| duration_bounds(l)).collect();
        let trip_length = TripLength::new(f);
        let in_list = |list: &Option<Vec<String>>, value: &str| non_empty(list).is_none_or(|l| l.iter().any(|v| v == value));
        let rejected = |list: &Option<Vec<String>>, values: &[String]| values.iter().map(|v| !in_list(list, v)).collect::<Vec<_>>();
        let kinds = &snapshot.travel_tags;
        let (types_rejected, styles_rejected) = (rejected(&f.travel_types, &kinds.types), rejected(&f.travel_styles, &kinds.styles));
        let mut travels = vec![TravelFacts::LEFT_OUT; snapshot.travels.len()];
        for t in passing {
            let (travel, (kind, style)) = (&snapshot.travels[t], kinds.of_travel[t]);
            travels[t] = TravelFacts {
                fails: fails(DURATION, !trip_length.holds(travel.days))
                    | fails(ROOM, f.is_no_sharing_room_available == Some(true) && !travel.no_sharing_room)
                    | fails(TYPE, types_rejected.get(kind as usize).is_none_or(|r| *r))
                    | fails(UNIQUE, !in_list(&f.cost_centers, travel.cost_center()))
                    | fails(STYLE, styles_rejected.get(style as usize).is_none_or(|r| *r)),
                durations: durations.iter().enumerate().fold(0, |mask, (n, r)| mask | u8::from(r.contains(travel.days)) << n),
                no_sharing_room: travel.no_sharing_room,
                unique: travel.is_unique,
            };
        }
        let tags = &snapshot.tags;
        let badge_filter = non_empty(&f.badge_id);
        Counts {
            filters: f,
            travels,
            age_rejected: rejected(&f.age_badge, &tags.age_badges),
            badge_rejected: tags.badges.iter().map(|b| badge_filter.is_some_and(|l| !l.contains(b))).collect(),
            statuses: status_mask(f),
            types_rejected,
            styles_rejected,
            facets: Facets::default(),
            price: vec![0; PRICE_BREAKS.len() + 1],
            status: [0; 6],
            age: vec![0; tags.age_badges.len()],
            ages_seen: vec![false; tags.age_badges.len()],
            badge: vec![0; tags.badges.len()],
            clean: vec![0; snapshot.travels.len()],
        }
    }

    /// The departure-level groups whose filter rejects departures alike in `facts` (and in
    /// whether the price filter rejects them).
    fn own_fails(&self, facts: &DepartureFacts, price_fails: bool) -> u16 {
        let f = self.filters;
        let badge_fails = match self.badge_rejected.get(facts.badge as usize) {
            Some(rejected) => *rejected,
            None => non_empty(&f.badge_id).is_some(), // no badge
        };
        fails(PRICE, price_fails)
            | fails(AGE, self.age_rejected.get(facts.age as usize).is_none_or(|r| *r))
            | fails(DISCOUNTED, f.discounted == Some(true) && !facts.discounted)
            | fails(BADGE, badge_fails)
            | fails(STATUS, self.statuses >> facts.status & 1 == 0)
    }

    /// Adds `n` departures of `travel` alike in `facts` (and in whether the price filter rejects them).
    fn add(&mut self, travel: usize, facts: &DepartureFacts, price_fails: bool, n: usize) {
        let own = self.own_fails(facts, price_fails);
        if own == 0 {
            self.clean[travel] += n;
        }
        self.count(facts, self.travels[travel].fails | own, n);
    }

    /// Counts `n` departures alike in `facts` that fail the groups in `failed` into the
    /// departure-level groups' options (the travel-level ones are added up in `finish`).
    fn count(&mut self, facts: &DepartureFacts, failed: u16, n: usize) {
        // Passing every group, a departure counts everywhere; failing one, only in that
        // group (choosing there could bring it in); failing more, nowhere.
        if failed.count_ones() > 1 {
            return;
        }
        let (age_of, badge_of) = (facts.age as usize, facts.badge as usize);
        let counts_in = |group: usize| failed == 0 || failed == 1 << group;
        if failed == 0 {
            if let Some(seen) = self.ages_seen.get_mut(age_of) {
                *seen = true;
            }
        }
        if counts_in(PRICE) {
            for (bit, count) in self.price.iter_mut().enumerate() {
                *count += n * usize::from(facts.price_ranges >> bit & 1);
            }
        }
        if counts_in(AGE) {
            if let Some(count) = self.age.get_mut(age_of) {
                *count += n;
            }
        }
        if counts_in(DISCOUNTED) && facts.discounted {
            self.facets.discounted += n;
        }
        if counts_in(BADGE) {
            if let Some(count) = self.badge.get_mut(badge_of) {
                *count += n;
            }
        }
        if counts_in(STATUS) {
            self.status[usize::from(facts.status)] += n;
        }
    }

    fn finish(mut self, snapshot: &Snapshot) -> Facets {
        let mut duration = vec![0; DURATION_OPTIONS.len()];
        let kinds = &snapshot.travel_tags;
        let (mut by_type, mut by_style) = (vec![0; self.types_rejected.len()], vec![0; self.styles_rejected.len()]);
        // A travel's clean departures count in a travel-level group when the travel passes every
        // such group, or fails that one alone.
        for (t, (travel, &n)) in self.travels.iter().zip(&self.clean).enumerate().filter(|(_, (_, &n))| n > 0) {
            let counts_in = |group: usize| travel.fails == 0 || travel.fails == 1 << group;
            if counts_in(DURATION) {
                for (bit, count) in duration.iter_mut().enumerate() {
                    *count += n * usize::from(travel.durations >> bit & 1);
                }
            }
            self.facets.private_room += n * usize::from(counts_in(ROOM) && travel.no_sharing_room);
            let (kind, style) = kinds.of_travel[t];
            if let Some(count) = by_type.get_mut(kind as usize).filter(|_| counts_in(TYPE)) {
                *count += n;
            }
            self.facets.unique += n * usize::from(counts_in(UNIQUE) && travel.unique);
            if let Some(count) = by_style.get_mut(style as usize).filter(|_| counts_in(STYLE)) {
                *count += n;
            }
        }
        let tags = &snapshot.tags;
        let seen: Vec<Option<&str>> =
            tags.age_badges.iter().zip(&self.ages_seen).filter(|(_, s)| **s).map(|(a, _)| Some(a.as_str())).collect();
        let mut facets = self.facets;
        facets.age_offered = search_core::labels::age_filter_offered(&seen);
        facets.price = suggested_price_ranges(&PRICE_BREAKS).into_iter().zip(self.price).collect();
        facets.duration = DURATION_OPTIONS.into_iter().zip(duration).collect();
        facets.status = TourStatus::ALL.into_iter().map(|s| (s, self.status[s as usize])).collect();
        facets.age = by_position(&tags.age_badges, &self.age);
        facets.badge = by_position(&tags.badges, &self.badge);
        facets.travel_type = by_position(&kinds.types, &by_type);
        facets.travel_style = by_position(&kinds.styles, &by_style);
        facets
    }
}

#[cfg(test)]
mod tests;
