//! Search over the snapshot: the filters of spec §3 ([`super::conditions`]) and the sort rules
//! of spec §4, applied in memory. Travel-level conditions are decided once per
//! travel; then departures are scanned from today on, in date order, through
//! the packed [`TourKey`] index (12 bytes a departure) and the per-currency
//! prices, so a scan of 100,000 departures stays in cache. Only the page
//! asked for is kept in full; other sorts rank (key, position) pairs. When
//! every condition is about the travel (or the discount), the [`super::indexes`] answer
//! without a scan.

use super::conditions::TourConditions;
use super::{Snapshot, Tour, Travel, Viewer};
use chrono::NaiveDate;
use search_core::{effective_sort, Currency, EffectiveSort, Filters, SearchTarget, Sort};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Search results before the page or the API shapes them.
pub struct SearchResultsData {
    pub tours: caravan_site::model::Paged<caravan_site::model::TourRow>,
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
#[derive(Clone)]
pub struct TravelHit<'a> {
    pub travel: &'a Travel,
    /// The cheapest matching departure, if any matched.
    pub best_tour: Option<&'a Tour>,
    pub first_date: Option<NaiveDate>,
    /// How many departures matched.
    pub tours_count: i64,
    /// Free-text relevance (thousandths of tantivy's score), 0 without text.
    pub score: u32,
}

/// How a search orders departures: a rank (lower first, ties by position,
/// which is date order) and, where it differs from the date lists, each
/// travel's departures already in that order.
struct Order<'a> {
    rank: Box<dyn Fn(usize) -> i64 + 'a>,
    /// Per travel, positions in (rank, position) order; `None`: the date lists.
    lists: Option<&'a [Vec<usize>]>,
    /// False for date order, which needs no ranking at all.
    ranked: bool,
}

/// Discount in whole percent, rounded down, as the original site sorts it.
pub(crate) fn discount_percent(base: i64, price: i64) -> i64 {
    if base > 0 {
        (base - price) * 100 / base
    } else {
        0
    }
}

impl Snapshot {
    /// A page when only travel-level conditions (and the discounted filter) are set: the total
    /// from [`DayCounts`], the page by merging per-travel lists that are each in
    /// (rank, position) order: the date lists for date and duration sorts,
    /// the price-ranked lists for price and discount sorts. Work grows with
    /// the number of travels and the page, not with the number of departures.
    fn merged_page(&self, conditions: &TourConditions<'_>, order: &Order<'_>, today: NaiveDate, page: (usize, usize)) -> TourPage {
        let (skip, per_page) = page;
        let start = self.first_tour_from(today);
        let counts = self.counts_from(today);
        let list_of = |t: usize| -> &[usize] { order.lists.map_or(&self.travels[t].tours, |lists| &lists[t]) };
        let passing: Vec<usize> = conditions.passing_travel_positions().collect();
        let total: usize = passing
            .iter()
            .map(|&t| {
                let by_status = counts.of(Currency::ALL[conditions.currency], t, conditions.discounted);
                (0..6).filter(|s| conditions.statuses >> s & 1 != 0).map(|s| by_status[s] as usize).sum::<usize>()
            })
            .sum();
        // In date order the index itself is in the page's order: reading it from today until the
        // page is full beats a heap of one list per travel when matches are dense enough (no
        // filter at 30,000 travels: 5.7 ms through the heap). The estimate is the departures read.
        let wanted = skip.saturating_add(per_page);
        if !order.ranked && total > 0 && wanted.saturating_mul(self.tours.len() - start) / total <= passing.len() * 8 {
            let (mut items, mut seen) = (Vec::with_capacity(per_page), 0);
            for i in (start..self.tours.len()).filter(|&i| conditions.pass(i)) {
                if seen >= skip {
                    items.push(i);
                }
                seen += 1;
                if seen >= wanted {
                    break;
                }
            }
            return TourPage { total, items };
        }
        let mut heads = BinaryHeap::new();
        for &t in &passing {
            let list = list_of(t);
            if let Some(head) = Self::next_passing(conditions, list, 0, start) {
                heads.push(Reverse(((order.rank)(list[head]), list[head], t, head)));
            }
        }
        let mut items = Vec::with_capacity(per_page);
        let mut seen = 0;
        while items.len() < per_page {
            let Some(Reverse((_, i, t, position))) = heads.pop() else { break };
            if seen >= skip {
                items.push(i);
            }
            seen += 1;
            let list = list_of(t);
            if let Some(next) = Self::next_passing(conditions, list, position + 1, start) {
                heads.push(Reverse(((order.rank)(list[next]), list[next], t, next)));
            }
        }
        TourPage { total, items }
    }

    /// Position in `list` of the first departure from `from` on that leaves
    /// on or after the `start`-th departure and passes.
    fn next_passing(conditions: &TourConditions<'_>, list: &[usize], from: usize, start: usize) -> Option<usize> {
        (from..list.len()).find(|&p| list[p] >= start && conditions.pass(list[p]))
    }

    /// The page of departures matching `f`, from today on, in the effective
    /// sort for tours (relevance is date), with the number that matched.
    pub fn search_page(&self, viewer: &Viewer, f: &Filters) -> TourPage {
        let conditions = TourConditions::new(self, viewer, f);
        let page = usize::try_from(f.page_or_default()).unwrap_or(1).max(1);
        let per_page = usize::try_from(f.per_page_or_default()).unwrap_or(20).max(1);
        let skip = (page - 1).saturating_mul(per_page);
        let start = self.first_tour_from(viewer.today);
        let order = self.order(f, viewer);
        if conditions.counted_per_travel() {
            return self.merged_page(&conditions, &order, viewer.today, (skip, per_page));
        }
        match order.ranked {
            false => {
                let mut total = 0;
                let mut items = Vec::with_capacity(per_page);
                conditions.each_match(start, |i| {
                    if total >= skip && items.len() < per_page {
                        items.push(i);
                    }
                    total += 1;
                });
                TourPage { total, items }
            }
            true => {
                // (rank, position): positions are in date order, so equal ranks keep it. Only the
                // first `skip + per_page` are kept, in a max-heap as the matches stream by: ranking
                // every match and selecting after wrote 16 bytes per match (a discount sort at a
                // million departures took 12 ms that way, 7.5 ms this way).
                let wanted = skip.saturating_add(per_page);
                let mut first: BinaryHeap<(i64, u32)> = BinaryHeap::with_capacity(wanted.min(4096));
                let mut total = 0;
                conditions.each_match(start, |i| {
                    total += 1;
                    let entry = ((order.rank)(i), i as u32);
                    if first.len() < wanted {
                        first.push(entry);
                    } else if let Some(mut last) = first.peek_mut() {
                        if entry < *last {
                            *last = entry;
                        }
                    }
                });
                TourPage { total, items: first.into_sorted_vec().iter().skip(skip).map(|&(_, i)| i as usize).collect() }
            }
        }
    }

    /// The effective sort for tours as a rank (lower first, ties in date
    /// order) and the per-travel lists already in that order.
    fn order(&self, f: &Filters, viewer: &Viewer) -> Order<'_> {
        let c = viewer.currency as usize;
        let prices = &self.prices[c];
        let days = move |i: usize| self.travels[self.keys[i].travel as usize].days;
        let (rank, lists): (Box<dyn Fn(usize) -> i64 + '_>, _) = match effective_sort(f.sort, SearchTarget::Tours) {
            EffectiveSort::Requested(Sort::PriceAsc) => (Box::new(|i| i64::from(prices[i].price)), Some(&self.ranked.price_asc[c])),
            EffectiveSort::Requested(Sort::PriceDesc) => (Box::new(|i| -i64::from(prices[i].price)), Some(&self.ranked.price_desc[c])),
            EffectiveSort::Requested(Sort::DiscountDesc) => (
                Box::new(|i| -discount_percent(i64::from(prices[i].base), i64::from(prices[i].price))),
                Some(&self.ranked.discount_desc[c]),
            ),
            // Duration is the travel's: its date list is already in (rank, position) order.
            EffectiveSort::Requested(Sort::DurationAsc) => (Box::new(days), None),
            EffectiveSort::Requested(Sort::DurationDesc) => (Box::new(move |i| -days(i)), None),
            // Date order is the stored order; the other relevance forms do not apply to tours.
            EffectiveSort::Requested(Sort::DateAsc | Sort::RelevanceDesc)
            | EffectiveSort::DateAsc
            | EffectiveSort::Meili
            | EffectiveSort::ScoreDesc => return Order { rank: Box::new(|_| 0), lists: None, ranked: false },
        };
        Order { rank, lists: lists.map(Vec::as_slice), ranked: true }
    }

    /// Travels matching `f`: each with its cheapest matching departure, in the
    /// effective sort order for travels. Relevance is the free-text score, soonest
    /// first among equals; through the full-text engine (the `itineraries-default`
    /// experiment's variant) ties go to the trips travellers rate most, as a search
    /// engine's custom ranking rule would order them.
    pub fn matching_travels(&self, viewer: &Viewer, f: &Filters, full_text_engine: bool) -> Vec<TravelHit<'_>> {
        let conditions = TourConditions::new(self, viewer, f);
        let prices = &self.prices[viewer.currency as usize];
        let start = self.first_tour_from(viewer.today);
        let mut hits: Vec<TravelHit<'_>> = Vec::new();
        for (t, travel) in self.travels.iter().enumerate() {
            let Some(score) = conditions.travels.scores[t] else { continue };
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
        // Reviews weigh by their number: a 5.0 from two travellers is less telling than 4.8 from 300.
        let popularity = |h: &TravelHit<'_>| Reverse((h.travel.rating * h.travel.reviews_count as f64 * 100.0) as i64);
        match effective_sort(f.sort, SearchTarget::Travels { full_text_engine }) {
            EffectiveSort::Requested(Sort::PriceAsc) => hits.sort_by_key(|h| (price(h).is_none(), price(h), by_date(h))),
            EffectiveSort::Requested(Sort::PriceDesc) => hits.sort_by_key(|h| (Reverse(price(h)), by_date(h))),
            EffectiveSort::Requested(Sort::DiscountDesc) => hits.sort_by_key(|h| {
                let discount = h.best_tour.and_then(|t| t.price(viewer.currency)).map_or(0, |p| discount_percent(p.base, p.price));
                (Reverse(discount), by_date(h))
            }),
            EffectiveSort::Requested(Sort::DurationAsc) => hits.sort_by_key(|h| (h.travel.days, by_date(h))),
            EffectiveSort::Requested(Sort::DurationDesc) => hits.sort_by_key(|h| (Reverse(h.travel.days), by_date(h))),
            EffectiveSort::Requested(Sort::DateAsc) | EffectiveSort::DateAsc => hits.sort_by_key(by_date),
            EffectiveSort::Meili => hits.sort_by_key(|h| (Reverse(h.score), popularity(h), by_date(h))),
            EffectiveSort::Requested(Sort::RelevanceDesc) | EffectiveSort::ScoreDesc => {
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
            tours: caravan_site::model::Paged {
                items,
                page: i64::from(f.page_or_default()),
                per_page: i64::from(f.per_page_or_default()),
                total: found.total as i64,
            },
            group_by_month: search_core::groups_by_month(f.sort),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use caravan_site::edition::Language;
    use search_core::{parse_query, Currency};

    /// The three ways to find matches must agree for any filters: the scan,
    /// the per-travel lists, and (date order, travel-level filters) the
    /// counts with the merged lists.
    #[tokio::test]
    async fn every_strategy_finds_the_same_departures() {
        let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let snapshot = crate::catalogue::load::test_snapshot("strategies", today).await;
        let queries = [
            "",
            "continentId[]=europe",
            "continentId[]=asia&status[]=SOLD_OUT&status[]=PLANNED",
            "textSearch=a&durationFrom=7",
            "dateFrom=2027-03-01&dateTo=2027-06-30&priceTo=150000",
            "discounted=true&ageBadge[]=25-35",
            "discounted=true&continentId[]=europe&status[]=CONFIRMED",
            "isNoSharingRoomAvailable=true&priceFrom=90000",
        ];
        for currency in Currency::ALL {
            let viewer = Viewer { language: Language::It, currency, today };
            let start = snapshot.first_tour_from(today);
            for query in queries {
                for sort in ["", "&sort=price:asc", "&sort=price:desc", "&sort=discount:desc", "&sort=duration:asc", "&sort=duration:desc"]
                {
                    let f = parse_query(&format!("{query}{sort}")).filters;
                    let conditions = TourConditions::new(&snapshot, &viewer, &f);
                    let mut scanned = Vec::new();
                    conditions.scan_matches(start, |i| scanned.push(i));
                    assert!(!scanned.is_empty() || query.contains("discounted"), "{query}: something matches");
                    assert_eq!(conditions.travel_matches(start), scanned, "{query} {currency:?}");
                    let order = snapshot.order(&f, &viewer);
                    let mut ranked = scanned.clone();
                    ranked.sort_by_key(|&i| ((order.rank)(i), i));
                    // Whichever way it is found, a page is that window of the ranked matches.
                    for page in [1, 2, 7] {
                        let found = snapshot.search_page(&viewer, &parse_query(&format!("{query}{sort}&page={page}")).filters);
                        assert_eq!(found.total, ranked.len(), "{query}{sort}");
                        let window: Vec<usize> = ranked.iter().skip((page - 1) * 20).take(20).copied().collect();
                        assert_eq!(found.items, window, "{query}{sort} page {page} {currency:?}");
                    }
                    if conditions.counted_per_travel() {
                        for skip in [0, 40, ranked.len().saturating_sub(3), ranked.len() + 5] {
                            let merged = snapshot.merged_page(&conditions, &order, today, (skip, 20));
                            assert_eq!(merged.total, ranked.len(), "{query}{sort}");
                            let window: Vec<usize> = ranked.iter().skip(skip).take(20).copied().collect();
                            assert_eq!(merged.items, window, "{query}{sort} page at {skip}");
                        }
                    }
                }
            }
        }
    }
}
