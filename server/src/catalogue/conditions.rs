//! What a search asks of each travel and each departure (spec §3's filters), decoded once per
//! query: the travel-level conditions become a flag per travel, the departure-level ones plain
//! bounds, so [`super::tours`] and [`super::facets`] run through departures comparing numbers.

use super::{PackedPrice, Snapshot, Tour, TourKey, Travel, Viewer};
use chrono::NaiveDate;
use search_core::labels::{duration_bounds, DurationRange};
use search_core::Filters;
use std::sync::Arc;

/// The trip-length conditions of a search, decoded once: the `durations[]`
/// options (any of them) and the `durationFrom`/`durationTo` bounds.
pub(super) struct TripLength {
    options: Option<Vec<DurationRange>>,
    bounds: DurationRange,
}

impl TripLength {
    pub(super) fn new(f: &Filters) -> TripLength {
        TripLength {
            options: non_empty(&f.durations).map(|labels| labels.iter().filter_map(|l| duration_bounds(l)).collect()),
            bounds: DurationRange { duration_from: f.duration_from, duration_to: f.duration_to },
        }
    }

    pub(super) fn holds(&self, days: i64) -> bool {
        self.bounds.contains(days) && self.options.as_ref().is_none_or(|options| options.iter().any(|r| r.contains(days)))
    }
}

/// The statuses a search keeps (the default ones when it names none), one bit per status.
pub(super) fn status_mask(f: &Filters) -> u8 {
    f.statuses_or_default().iter().fold(0, |mask, s| mask | 1 << *s as u8)
}

pub(super) fn non_empty<T>(list: &Option<Vec<T>>) -> Option<&[T]> {
    list.as_deref().filter(|l| !l.is_empty())
}

/// Per value of a field, in order, whether `filter` keeps it (`same` names it); `None` without a filter.
fn kept<'v>(filter: &Option<Vec<String>>, values: impl Iterator<Item = &'v str>, same: impl Fn(&str, &str) -> bool) -> Option<Vec<bool>> {
    let filter = non_empty(filter)?;
    Some(values.map(|v| filter.iter().any(|chosen| same(chosen, v))).collect())
}

/// The departure-level conditions of a search, decoded once per query into
/// plain bounds (absent filters become bounds that always hold), so the scan
/// is a run of comparisons without branches on which filters are set.
pub(super) struct TourConditions<'a> {
    snapshot: &'a Snapshot,
    filters: &'a Filters,
    /// Per travel: whether its own fields pass, and its free-text score.
    pub(super) travels: Arc<TravelScores>,
    /// Bit `status as u8` set for each status searched.
    pub(super) statuses: u8,
    from: NaiveDate,
    to: NaiveDate,
    price_min: u32,
    price_max: u32,
    pub(super) discounted: bool,
    pub(super) currency: usize,
    /// Age or badge filters: the only ones that read the full record.
    needs_record: bool,
}

impl<'a> TourConditions<'a> {
    pub(super) fn new(snapshot: &'a Snapshot, viewer: &Viewer, f: &'a Filters) -> TourConditions<'a> {
        let day = |d: &Option<String>| d.as_deref().and_then(search_core::date::parse_iso);
        let bound = |v: Option<i32>, default: u32| v.map_or(default, |v| u32::try_from(v.max(0)).unwrap_or(default));
        TourConditions {
            snapshot,
            filters: f,
            travels: snapshot.travel_scores(f),
            statuses: status_mask(f),
            from: day(&f.date_from).unwrap_or(NaiveDate::MIN),
            to: day(&f.date_to).unwrap_or(NaiveDate::MAX),
            // Below the not-sold marker, so unsold departures never pass.
            price_min: bound(f.price_from, 0),
            price_max: bound(f.price_to, u32::MAX - 1).min(u32::MAX - 1),
            discounted: f.discounted == Some(true),
            currency: viewer.currency as usize,
            needs_record: non_empty(&f.age_badge).is_some() || non_empty(&f.badge_id).is_some(),
        }
    }

    /// Whether departure `i` matches.
    pub(super) fn pass(&self, i: usize) -> bool {
        self.pass_packed(self.snapshot.keys[i], self.snapshot.prices[self.currency][i], i)
    }

    /// The same, from the packed index entries already at hand; the full
    /// record is read only for the rare age and badge filters.
    #[inline(always)]
    fn pass_packed(&self, key: TourKey, price: PackedPrice, i: usize) -> bool {
        let packed = (self.statuses >> key.status as u8) & 1 != 0
            && self.travels.ok[key.travel as usize]
            && (key.day >= self.from) & (key.day <= self.to)
            && (price.price >= self.price_min) & (price.price <= self.price_max)
            && (!self.discounted | (price.price < price.base));
        packed && (!self.needs_record || self.cold_pass(&self.snapshot.tours[i]))
    }

    /// True when every condition set is about the travel (or the status).
    pub(super) fn travel_level_only(&self) -> bool {
        self.counted_per_travel() && !self.discounted
    }

    /// True when every condition set is about the travel, the status or whether the departure
    /// is discounted, so [`DayCounts`](super::indexes::DayCounts) and the per-travel lists
    /// answer the search.
    pub(super) fn counted_per_travel(&self) -> bool {
        self.from == NaiveDate::MIN
            && self.to == NaiveDate::MAX
            && self.price_min == 0
            && self.price_max == u32::MAX - 1
            && !self.needs_record
    }

    /// Calls `found` with each matching departure from `start` on, in date
    /// order. When the travels that pass hold few departures (a text search,
    /// one country), their own date-ordered lists are read; otherwise the
    /// packed index is scanned.
    pub(super) fn each_match(&self, start: usize, found: impl FnMut(usize)) {
        let candidates: usize = self.passing_travels().map(|t| t.tours.len()).sum();
        // Their lists are read out of order and sorted after: only worth it
        // when they hold a small share of all departures (measured: a third
        // was slower than the scan).
        if candidates < self.snapshot.tours.len() / 8 {
            self.travel_matches(start).into_iter().for_each(found);
        } else {
            self.scan_matches(start, found);
        }
    }

    /// The positions (in `Snapshot::travels`) of the travels whose own fields pass.
    pub(super) fn passing_travel_positions(&self) -> impl Iterator<Item = usize> + '_ {
        self.travels.ok.iter().enumerate().filter(|(_, ok)| **ok).map(|(t, _)| t)
    }

    fn passing_travels(&self) -> impl Iterator<Item = &Travel> + '_ {
        self.passing_travel_positions().map(|t| &self.snapshot.travels[t])
    }

    /// Matches from the passing travels' own lists, in date order.
    pub(super) fn travel_matches(&self, start: usize) -> Vec<usize> {
        let mut hits: Vec<usize> = Vec::new();
        for travel in self.passing_travels() {
            let from = travel.tours.partition_point(|&i| i < start);
            hits.extend(travel.tours[from..].iter().copied().filter(|&i| self.pass(i)));
        }
        hits.sort_unstable();
        hits
    }

    /// Matches by one plain loop over the packed index (an iterator adapter
    /// here cost a call per match).
    pub(super) fn scan_matches(&self, start: usize, mut found: impl FnMut(usize)) {
        let keys = &self.snapshot.keys[start..];
        let prices = &self.snapshot.prices[self.currency][start..];
        for (offset, (&key, &price)) in keys.iter().zip(prices).enumerate() {
            if self.pass_packed(key, price, start + offset) {
                found(start + offset);
            }
        }
    }

    fn cold_pass(&self, tour: &Tour) -> bool {
        let f = self.filters;
        non_empty(&f.age_badge).is_none_or(|v| v.contains(&tour.age_badge))
            && non_empty(&f.badge_id).is_none_or(|v| tour.badge_id.as_ref().is_some_and(|b| v.contains(b)))
    }
}

/// Per travel of a snapshot, whether its own fields pass a search's filters and its free-text
/// score.
#[derive(Debug)]
pub struct TravelScores {
    /// `Some(free-text score)` when the travel's own fields pass (0 without a text).
    pub(super) scores: Vec<Option<u32>>,
    /// Whether they pass (the same, one byte each, for the scans).
    pub(super) ok: Vec<bool>,
}

/// A snapshot keeps at most 2 million travels' scores over all the searches it keeps (9 bytes
/// each: 18 MB, 400 searches at 5,000 travels, thousands on the demo catalogue).
impl super::kept::Weighed for TravelScores {
    const KEPT: u64 = 2_000_000;
    fn weight(&self) -> u32 {
        u32::try_from(self.ok.len()).unwrap_or(u32::MAX)
    }
}

/// The part of `f` [`Snapshot::travel_scores`] reads: the filters on a travel's own fields.
fn travel_level(f: &Filters) -> Filters {
    Filters {
        text_search: f.text_search.clone(),
        continent_id: f.continent_id.clone(),
        destination_id: f.destination_id.clone(),
        travel_id: f.travel_id.clone(),
        durations: f.durations.clone(),
        duration_from: f.duration_from,
        duration_to: f.duration_to,
        cost_centers: f.cost_centers.clone(),
        is_no_sharing_room_available: f.is_no_sharing_room_available,
        travel_types: f.travel_types.clone(),
        travel_styles: f.travel_styles.clone(),
        moods: f.moods.clone(),
        collection: f.collection,
        ..Filters::default()
    }
}

impl Snapshot {
    /// [`TravelScores`] for the filters `f`, kept by the filters they read: a search page asks
    /// twice (its results, and its filters' counts without the panel's filters), and most
    /// searches differ from an earlier one only in dates, prices, statuses, sort or page. Going
    /// through every travel was a twelfth of a search page at 5,000 travels.
    pub(super) fn travel_scores(&self, f: &Filters) -> Arc<TravelScores> {
        let own = travel_level(f);
        // The query string names the filters whole: each value, in the order given.
        self.kept_travel_scores.get_or_work_out(own.to_query(), || {
            let scores = self.work_out_travel_scores(&own);
            TravelScores { ok: scores.iter().map(Option::is_some).collect(), scores }
        })
    }

    /// Per travel: `Some(score)` when its own fields pass the filters.
    fn work_out_travel_scores(&self, f: &Filters) -> Vec<Option<u32>> {
        // `None`: no text to match (absent, or no words in it).
        let text = f.text_search.as_deref().and_then(|q| self.text.scores(q));
        let trip_length = TripLength::new(f);
        let cost_centers = non_empty(&f.cost_centers);
        let travel_ids = non_empty(&f.travel_id);
        let moods = non_empty(&f.moods);
        // Filters on a field with few values, decided once per value: each travel then reads a
        // flag by its position instead of comparing strings (30,000 travels a search).
        let same = |a: &str, b: &str| a == b;
        let continents = kept(&f.continent_id, self.continents.iter().map(|c| c.code.as_str()), same);
        let countries = kept(&f.destination_id, self.countries.iter().map(|c| c.iso3.as_str()), |a, b| a.eq_ignore_ascii_case(b));
        let tags = &self.travel_tags;
        let types = kept(&f.travel_types, tags.types.iter().map(String::as_str), same);
        let styles = kept(&f.travel_styles, tags.styles.iter().map(String::as_str), same);
        let holds = |kept: &Option<Vec<bool>>, position: usize| kept.as_ref().is_none_or(|k| k.get(position).is_some_and(|ok| *ok));
        self.travels
            .iter()
            .enumerate()
            .map(|(position, t)| {
                let (kind, style) = tags.of_travel[position];
                let pass = holds(&continents, t.continent)
                    && holds(&countries, t.country)
                    && travel_ids.is_none_or(|ids| ids.iter().any(|id| *id == t.slug || *id == t.id.to_string()))
                    && trip_length.holds(t.days)
                    && cost_centers.is_none_or(|c| c.iter().any(|c| c == t.cost_center()))
                    && (f.is_no_sharing_room_available != Some(true) || t.no_sharing_room)
                    && holds(&types, kind as usize)
                    && holds(&styles, style as usize)
                    && moods.is_none_or(|v| v.iter().any(|m| t.moods.contains(m)))
                    && (f.collection != Some(true) || t.is_collection);
                if !pass {
                    return None;
                }
                match &text {
                    Some(scores) => scores[position].map(|s| (s * 1000.0) as u32),
                    None => Some(0),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::model::COST_CENTERS;
    use caravan_site::edition::Language;

    /// The scores kept for a search are its own: each filter on a travel's own fields is part of
    /// what they are kept by (a search differing in any of them gets its own), and a search
    /// differing only in a departure's filters gets the same.
    #[tokio::test]
    async fn kept_travel_scores_are_each_searchs_own() {
        let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let snapshot = crate::catalogue::load::test_snapshot("travel-scores", today).await;
        let travel = &snapshot.travels[0];
        let (country, continent) = (&snapshot.countries[travel.country], &snapshot.continents[travel.continent]);
        let country_name = crate::catalogue::model::text(&country.names, Language::En).to_string();
        let travel_level = [
            String::new(),
            format!("continentId[]={}", continent.code),
            format!("destinationId[]={}", country.iso3),
            format!("travelId[]={}", travel.slug),
            format!("textSearch={country_name}"),
            "durations[]=MAX_6".into(),
            "durations[]=OVER_10".into(),
            "durationFrom=8&durationTo=12".into(),
            format!("costCenters[]={}", COST_CENTERS[1]),
            "isNoSharingRoomAvailable=true".into(),
            format!("travelTypes[]={}", travel.travel_type),
            format!("travelStyles[]={}", travel.travel_style),
            format!("moods[]={}", travel.moods.first().map_or("nature", String::as_str)),
            "collection=true".into(),
        ];
        let departure_level =
            ["", "&priceFrom=100000", "&dateFrom=2027-03-01&dateTo=2027-06-30", "&status[]=CONFIRMED&sort=price:asc&page=2"];
        let mut distinct = Vec::new();
        for round in 0..2 {
            for travel_query in &travel_level {
                for departure_query in departure_level {
                    let query = format!("{travel_query}{departure_query}");
                    let filters = search_core::parse_query(&query).filters;
                    let kept = snapshot.travel_scores(&filters);
                    assert_eq!(kept.scores, snapshot.work_out_travel_scores(&filters), "{query}, round {round}");
                    assert_eq!(kept.ok, kept.scores.iter().map(Option::is_some).collect::<Vec<_>>());
                    if round == 0 && departure_query.is_empty() {
                        distinct.push(kept.scores.clone());
                    }
                }
            }
        }
        distinct.sort_unstable();
        distinct.dedup();
        assert!(
            distinct.len() >= travel_level.len() - 2,
            "each filter keeps its own travels: {} of {}",
            distinct.len(),
            travel_level.len()
        );
    }
}
