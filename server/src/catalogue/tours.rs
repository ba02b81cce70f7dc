//! Search over the snapshot: the filters of spec §3 and the sort rules of
//! spec §4, applied in memory. Travel-level conditions are decided once per
//! travel, then departures are scanned from today on in date order.

use super::{fold, Snapshot, Tour, Travel, Viewer};
use chrono::NaiveDate;
use search_core::{effective_sort, EffectiveSort, Filters, SearchTarget, Sort, TourStatus};
use std::cmp::Reverse;

/// Search results before the page or the API shapes them.
pub struct SearchResultsData {
    pub tours: caravan_app::model::Paged<caravan_app::model::TourRow>,
    pub group_by_month: bool,
}

/// One travel in a travel search: its best matching departure and how well
/// it matched the free text.
pub struct TravelHit<'a> {
    pub travel: &'a Travel,
    /// The cheapest matching departure, if any matched.
    pub best_tour: Option<&'a Tour>,
    pub first_date: Option<NaiveDate>,
    /// How many departures matched.
    pub tours_count: i64,
    pub score: u8,
}

/// Discount in whole percent, rounded down, as the original site sorts it.
fn discount_percent(base: i64, price: i64) -> i64 {
    if base > 0 {
        (base - price) * 100 / base
    } else {
        0
    }
}

fn non_empty<T>(list: &Option<Vec<T>>) -> Option<&[T]> {
    list.as_deref().filter(|l| !l.is_empty())
}

/// The departure-level conditions of a search, decoded once per query.
struct TourConditions<'f> {
    filters: &'f Filters,
    statuses: Vec<TourStatus>,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
}

impl<'f> TourConditions<'f> {
    fn new(f: &'f Filters) -> TourConditions<'f> {
        let day = |d: &Option<String>| d.as_deref().and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok());
        TourConditions { filters: f, statuses: f.statuses_or_default(), from: day(&f.date_from), to: day(&f.date_to) }
    }

    fn pass(&self, tour: &Tour, viewer: &Viewer) -> bool {
        let f = self.filters;
        let Some(price) = tour.price(viewer.currency) else { return false };
        self.statuses.contains(&tour.status)
            && self.from.is_none_or(|from| tour.starting_date >= from)
            && self.to.is_none_or(|to| tour.starting_date <= to)
            && f.price_from.is_none_or(|min| price.price >= i64::from(min))
            && f.price_to.is_none_or(|max| price.price <= i64::from(max))
            && (f.discounted != Some(true) || price.price < price.base)
            && non_empty(&f.age_badge).is_none_or(|v| v.contains(&tour.age_badge))
            && non_empty(&f.badge_id).is_none_or(|v| tour.badge_id.as_ref().is_some_and(|b| v.contains(b)))
    }
}

impl Snapshot {
    /// How well a travel matches the free text, 0 when it does not: the
    /// title beats the destination, which beats the rest of the haystack.
    fn text_score(travel: &Travel, viewer: &Viewer, needle: &str) -> u8 {
        let texts = travel.text(viewer.language);
        if fold(&texts.title).contains(needle) {
            3
        } else if fold(&texts.destination_label).contains(needle) {
            2
        } else if texts.search_text.contains(needle) {
            1
        } else {
            0
        }
    }

    /// Per travel: `Some(score)` when its own fields pass the filters.
    fn travel_scores(&self, viewer: &Viewer, f: &Filters) -> Vec<Option<u8>> {
        let needle = f.text_search.as_deref().map(fold).map(|t| t.trim().to_string()).filter(|t| !t.is_empty());
        let continents = non_empty(&f.continent_id);
        let destinations = non_empty(&f.destination_id);
        let travel_ids = non_empty(&f.travel_id);
        let types = non_empty(&f.travel_types);
        let styles = non_empty(&f.travel_styles);
        self.travels
            .iter()
            .map(|t| {
                let pass = continents.is_none_or(|c| c.iter().any(|code| *code == self.continents[t.continent].code))
                    && destinations.is_none_or(|d| d.iter().any(|iso| iso.eq_ignore_ascii_case(&self.countries[t.country].iso3)))
                    && travel_ids.is_none_or(|ids| ids.iter().any(|id| *id == t.slug || *id == t.id.to_string()))
                    && f.duration_from.is_none_or(|min| t.days >= i64::from(min))
                    && f.duration_to.is_none_or(|max| t.days <= i64::from(max))
                    && (f.is_no_sharing_room_available != Some(true) || t.no_sharing_room)
                    && types.is_none_or(|v| v.contains(&t.travel_type))
                    && styles.is_none_or(|v| v.contains(&t.travel_style));
                if !pass {
                    return None;
                }
                match &needle {
                    Some(needle) => Some(Self::text_score(t, viewer, needle)).filter(|s| *s > 0),
                    None => Some(0),
                }
            })
            .collect()
    }

    /// Indexes of the departures matching `f`, from today on, in the
    /// effective sort order for tours.
    pub fn matching_tours(&self, viewer: &Viewer, f: &Filters) -> Vec<usize> {
        let scores = self.travel_scores(viewer, f);
        let conditions = TourConditions::new(f);
        let start = self.first_tour_from(viewer.today);
        let mut hits: Vec<usize> = (start..self.tours.len())
            .filter(|&i| {
                let tour = &self.tours[i];
                scores[tour.travel].is_some() && conditions.pass(tour, viewer)
            })
            .collect();
        // Tours are stored by (date, code): a stable sort keeps that as the tie-break.
        let price = |i: &usize| self.tours[*i].price(viewer.currency).map_or(0, |p| p.price);
        let days = |i: &usize| self.travels[self.tours[*i].travel].days;
        match effective_sort(f.sort, SearchTarget::Tours) {
            EffectiveSort::Requested(Sort::PriceAsc) => hits.sort_by_key(price),
            EffectiveSort::Requested(Sort::PriceDesc) => hits.sort_by_key(|i| Reverse(price(i))),
            EffectiveSort::Requested(Sort::DiscountDesc) => {
                hits.sort_by_key(|i| Reverse(self.tours[*i].price(viewer.currency).map_or(0, |p| discount_percent(p.base, p.price))))
            }
            EffectiveSort::Requested(Sort::DurationAsc) => hits.sort_by_key(days),
            EffectiveSort::Requested(Sort::DurationDesc) => hits.sort_by_key(|i| Reverse(days(i))),
            // Date order is the stored order; the other relevance forms do not apply to tours.
            EffectiveSort::Requested(Sort::DateAsc | Sort::RelevanceDesc)
            | EffectiveSort::DateAsc
            | EffectiveSort::Meili
            | EffectiveSort::ScoreDesc => {}
        }
        hits
    }

    /// Travels matching `f`: each with its cheapest matching departure, in the
    /// effective sort order for travels (relevance is the free-text score).
    pub fn matching_travels(&self, viewer: &Viewer, f: &Filters) -> Vec<TravelHit<'_>> {
        let scores = self.travel_scores(viewer, f);
        let conditions = TourConditions::new(f);
        let mut hits: Vec<TravelHit<'_>> = Vec::new();
        for (i, travel) in self.travels.iter().enumerate() {
            let Some(score) = scores[i] else { continue };
            let matching = self.upcoming(travel, viewer.today).filter(|t| conditions.pass(t, viewer));
            let (mut best, mut first, mut tours_count) = (None::<&Tour>, None, 0);
            for tour in matching {
                tours_count += 1;
                first = first.or(Some(tour.starting_date));
                let cheaper = best.is_none_or(|b| tour.price(viewer.currency).map(|p| p.price) < b.price(viewer.currency).map(|p| p.price));
                if cheaper {
                    best = Some(tour);
                }
            }
            if best.is_none() && f.has_tours != Some(false) {
                continue;
            }
            hits.push(TravelHit { travel, best_tour: best, first_date: first, tours_count, score });
        }
        let price = |h: &TravelHit<'_>| h.best_tour.and_then(|t| t.price(viewer.currency)).map(|p| p.price);
        let by_date = |h: &TravelHit<'_>| (h.first_date.is_none(), h.first_date, h.travel.slug.clone());
        match effective_sort(f.sort, SearchTarget::Travels { full_text_engine: false }) {
            EffectiveSort::Requested(Sort::PriceAsc) => hits.sort_by_key(|h| (price(h).is_none(), price(h), by_date(h))),
            EffectiveSort::Requested(Sort::PriceDesc) => hits.sort_by_key(|h| (Reverse(price(h)), by_date(h))),
            EffectiveSort::Requested(Sort::DiscountDesc) => hits.sort_by_key(|h| {
                let discount = h.best_tour.and_then(|t| t.price(viewer.currency)).map_or(0, |p| discount_percent(p.base, p.price));
                (Reverse(discount), by_date(h))
            }),
            EffectiveSort::Requested(Sort::DurationAsc) => hits.sort_by_key(|h| (h.travel.days, by_date(h))),
            EffectiveSort::Requested(Sort::DurationDesc) => hits.sort_by_key(|h| (Reverse(h.travel.days), by_date(h))),
            EffectiveSort::Requested(Sort::DateAsc) | EffectiveSort::DateAsc => hits.sort_by_key(by_date),
            // Relevance: the free-text score, soonest first among equals.
            EffectiveSort::Requested(Sort::RelevanceDesc) | EffectiveSort::Meili | EffectiveSort::ScoreDesc => {
                hits.sort_by_key(|h| (Reverse(h.score), by_date(h)))
            }
        }
        hits
    }

    /// A page of departures matching `f` (page and size already validated or defaulted).
    pub fn search_tours(&self, viewer: &Viewer, f: &Filters) -> SearchResultsData {
        let page = i64::from(f.page_or_default()).max(1);
        let per_page = i64::from(f.per_page_or_default()).max(1);
        let hits = self.matching_tours(viewer, f);
        let skip = usize::try_from((page - 1).saturating_mul(per_page)).unwrap_or(usize::MAX);
        let items = hits.iter().skip(skip).take(per_page as usize).filter_map(|&i| self.tour_row(&self.tours[i], viewer)).collect();
        SearchResultsData {
            tours: caravan_app::model::Paged { items, page, per_page, total: hits.len() as i64 },
            group_by_month: search_core::groups_by_month(f.sort),
        }
    }
}
