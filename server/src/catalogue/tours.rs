//! Search over the snapshot: the filters of spec §3 and the sort rules of
//! spec §4, applied in memory. Travel-level conditions are decided once per
//! travel; then departures are scanned from today on, in date order, through
//! the packed [`TourKey`] index (12 bytes a departure) and the per-currency
//! prices, so a scan of 100,000 departures stays in cache. Only the page
//! asked for is kept in full; other sorts rank (key, position) pairs.

use super::{Snapshot, Tour, TourKey, Travel, Viewer};
use chrono::NaiveDate;
use search_core::{effective_sort, EffectiveSort, Filters, SearchTarget, Sort};
use std::cmp::Reverse;

/// Search results before the page or the API shapes them.
pub struct SearchResultsData {
    pub tours: caravan_app::model::Paged<caravan_app::model::TourRow>,
    pub group_by_month: bool,
}

/// One page of matching departures: how many matched, and the indexes (into
/// `Snapshot::tours`) of the page asked for, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TourPage {
    pub total: usize,
    pub items: Vec<usize>,
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
struct TourConditions<'a> {
    snapshot: &'a Snapshot,
    filters: &'a Filters,
    /// Per travel: `Some(free-text score)` when its own fields pass.
    scores: Vec<Option<u8>>,
    /// Bit `status as u8` set for each status searched.
    statuses: u8,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    currency: usize,
}

impl<'a> TourConditions<'a> {
    fn new(snapshot: &'a Snapshot, viewer: &Viewer, f: &'a Filters) -> TourConditions<'a> {
        let day = |d: &Option<String>| d.as_deref().and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok());
        TourConditions {
            snapshot,
            filters: f,
            scores: snapshot.travel_scores(viewer, f),
            statuses: f.statuses_or_default().iter().fold(0, |mask, s| mask | 1 << *s as u8),
            from: day(&f.date_from),
            to: day(&f.date_to),
            currency: viewer.currency as usize,
        }
    }

    /// Whether departure `i` matches. Reads the packed index first; the full
    /// record only for the rare age and badge filters.
    fn pass(&self, i: usize) -> bool {
        let key: TourKey = self.snapshot.keys[i];
        let price = self.snapshot.prices[self.currency][i];
        let f = self.filters;
        self.statuses & (1 << key.status as u8) != 0
            && self.scores[key.travel as usize].is_some()
            && price.is_sold()
            && self.from.is_none_or(|from| key.day >= from)
            && self.to.is_none_or(|to| key.day <= to)
            && f.price_from.is_none_or(|min| i64::from(price.price) >= i64::from(min))
            && f.price_to.is_none_or(|max| i64::from(price.price) <= i64::from(max))
            && (f.discounted != Some(true) || price.price < price.base)
            && self.cold_pass(&self.snapshot.tours[i])
    }

    fn cold_pass(&self, tour: &Tour) -> bool {
        let f = self.filters;
        non_empty(&f.age_badge).is_none_or(|v| v.contains(&tour.age_badge))
            && non_empty(&f.badge_id).is_none_or(|v| tour.badge_id.as_ref().is_some_and(|b| v.contains(b)))
    }
}

impl Snapshot {
    /// How well a travel matches the free text, 0 when it does not: the
    /// title beats the destination, which beats the rest of the haystack.
    fn text_score(travel: &Travel, viewer: &Viewer, needle: &str) -> u8 {
        let texts = travel.text(viewer.language);
        if texts.folded_title.contains(needle) {
            3
        } else if texts.folded_destination.contains(needle) {
            2
        } else if texts.search_text.contains(needle) {
            1
        } else {
            0
        }
    }

    /// Per travel: `Some(score)` when its own fields pass the filters.
    fn travel_scores(&self, viewer: &Viewer, f: &Filters) -> Vec<Option<u8>> {
        let needle = f.text_search.as_deref().map(super::fold).map(|t| t.trim().to_string()).filter(|t| !t.is_empty());
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

    /// The page of departures matching `f`, from today on, in the effective
    /// sort for tours (relevance is date), with the number that matched.
    pub fn search_page(&self, viewer: &Viewer, f: &Filters) -> TourPage {
        let conditions = TourConditions::new(self, viewer, f);
        let page = usize::try_from(f.page_or_default()).unwrap_or(1).max(1);
        let per_page = usize::try_from(f.per_page_or_default()).unwrap_or(20).max(1);
        let skip = (page - 1).saturating_mul(per_page);
        let start = self.first_tour_from(viewer.today);
        let prices = &self.prices[viewer.currency as usize];
        // The rank of a departure under the requested sort; `None`: date order, as stored.
        let rank: Option<Box<dyn Fn(usize) -> i64 + '_>> = match effective_sort(f.sort, SearchTarget::Tours) {
            EffectiveSort::Requested(Sort::PriceAsc) => Some(Box::new(|i| i64::from(prices[i].price))),
            EffectiveSort::Requested(Sort::PriceDesc) => Some(Box::new(|i| -i64::from(prices[i].price))),
            EffectiveSort::Requested(Sort::DiscountDesc) => {
                Some(Box::new(|i| -discount_percent(i64::from(prices[i].base), i64::from(prices[i].price))))
            }
            EffectiveSort::Requested(Sort::DurationAsc) => Some(Box::new(|i| self.travels[self.keys[i].travel as usize].days)),
            EffectiveSort::Requested(Sort::DurationDesc) => Some(Box::new(|i| -self.travels[self.keys[i].travel as usize].days)),
            // Date order is the stored order; the other relevance forms do not apply to tours.
            EffectiveSort::Requested(Sort::DateAsc | Sort::RelevanceDesc)
            | EffectiveSort::DateAsc
            | EffectiveSort::Meili
            | EffectiveSort::ScoreDesc => None,
        };
        let matching = (start..self.tours.len()).filter(|&i| conditions.pass(i));
        match rank {
            None => {
                let mut total = 0;
                let mut items = Vec::with_capacity(per_page);
                for i in matching {
                    if total >= skip && items.len() < per_page {
                        items.push(i);
                    }
                    total += 1;
                }
                TourPage { total, items }
            }
            Some(rank) => {
                // (rank, position): positions are in date order, so equal ranks keep it.
                let mut ranked: Vec<(i64, u32)> = matching.map(|i| (rank(i), i as u32)).collect();
                let total = ranked.len();
                let end = skip.saturating_add(per_page).min(total);
                if end < total {
                    ranked.select_nth_unstable(end);
                    ranked.truncate(end);
                }
                ranked.sort_unstable();
                TourPage { total, items: ranked.iter().skip(skip).map(|&(_, i)| i as usize).collect() }
            }
        }
    }

    /// Travels matching `f`: each with its cheapest matching departure, in the
    /// effective sort order for travels (relevance is the free-text score).
    pub fn matching_travels(&self, viewer: &Viewer, f: &Filters) -> Vec<TravelHit<'_>> {
        let conditions = TourConditions::new(self, viewer, f);
        let prices = &self.prices[viewer.currency as usize];
        let start = self.first_tour_from(viewer.today);
        let mut hits: Vec<TravelHit<'_>> = Vec::new();
        for (t, travel) in self.travels.iter().enumerate() {
            let Some(score) = conditions.scores[t] else { continue };
            let (mut best, mut first, mut tours_count) = (None::<usize>, None, 0);
            for &i in travel.tours.iter().filter(|&&i| i >= start && conditions.pass(i)) {
                tours_count += 1;
                first = first.or(Some(self.keys[i].day));
                if best.is_none_or(|b| prices[i].price < prices[b].price) {
                    best = Some(i);
                }
            }
            if best.is_none() && f.has_tours != Some(false) {
                continue;
            }
            hits.push(TravelHit { travel, best_tour: best.map(|i| &self.tours[i]), first_date: first, tours_count, score });
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

    /// A page of departures matching `f`, as pages show them.
    pub fn search_tours(&self, viewer: &Viewer, f: &Filters) -> SearchResultsData {
        let found = self.search_page(viewer, f);
        let items = found.items.iter().filter_map(|&i| self.tour_row(&self.tours[i], viewer)).collect();
        SearchResultsData {
            tours: caravan_app::model::Paged {
                items,
                page: i64::from(f.page_or_default()),
                per_page: i64::from(f.per_page_or_default()),
                total: found.total as i64,
            },
            group_by_month: search_core::groups_by_month(f.sort),
        }
    }
}
