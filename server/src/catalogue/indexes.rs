//! Precomputed answers for searches whose conditions are all about the
//! travel (or the status): per-day departure counts, and each travel's
//! departures in price and discount order. `tours` merges them per query.

use super::tours::discount_percent;
use super::{PackedPrice, Snapshot, Travel};
use chrono::NaiveDate;
use search_core::Currency;
use std::sync::{Arc, Mutex};

/// Something worked out from one day on and kept for that day: the first use of a new day
/// builds it again (concurrent uses wait for that build rather than each doing it).
#[derive(Debug)]
pub struct ForDay<T>(Mutex<Option<(NaiveDate, Arc<T>)>>);

impl<T> Default for ForDay<T> {
    fn default() -> ForDay<T> {
        ForDay(Mutex::new(None))
    }
}

impl<T> ForDay<T> {
    pub fn get_or_build(&self, day: NaiveDate, build: impl FnOnce() -> T) -> Arc<T> {
        let mut kept = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, value)) = kept.as_ref().filter(|(kept_day, _)| *kept_day == day) {
            return value.clone();
        }
        let value = Arc::new(build());
        *kept = Some((day, value.clone()));
        value
    }
}

/// How many departures leave on or after `day`, by currency, travel and
/// status (only those sold in the currency), and how many of them are
/// discounted. With it, a search whose filters are all travel-level, or the
/// discounted filter, counts its matches without a scan.
#[derive(Debug)]
pub struct DayCounts {
    travels: usize,
    /// `[currency * travels + travel][discounted only][status]`
    counts: Vec<[[u32; 6]; 2]>,
}

impl DayCounts {
    /// Departures of `travel` sold in `currency` (only the discounted ones with
    /// `discounted_only`), by status (`status as usize`).
    pub fn of(&self, currency: Currency, travel: usize, discounted_only: bool) -> &[u32; 6] {
        &self.counts[currency as usize * self.travels + travel][usize::from(discounted_only)]
    }
}

/// The home page's headline numbers, counted once per snapshot: counted on every render of a
/// page the cache does not hold, they were a scan of every departure and a sort of every travel's
/// country.
#[derive(Debug, Default)]
pub struct HeadlineCounts {
    /// Departures not sold out from each position of `Snapshot::tours` on, and 0 past the end.
    open_from: Vec<u32>,
    /// Countries with at least one travel.
    countries: usize,
}

impl HeadlineCounts {
    pub fn build(travels: &[Travel], tours: &[super::Tour]) -> HeadlineCounts {
        let mut open_from = vec![0u32; tours.len() + 1];
        for (i, tour) in tours.iter().enumerate().rev() {
            open_from[i] = open_from[i + 1] + u32::from(tour.status != search_core::TourStatus::SoldOut);
        }
        let mut countries: Vec<usize> = travels.iter().map(|t| t.country).collect();
        countries.sort_unstable();
        countries.dedup();
        HeadlineCounts { open_from, countries: countries.len() }
    }

    /// Departures not sold out from position `first` of the tours on.
    pub fn open_from(&self, first: usize) -> usize {
        self.open_from.get(first).map_or(0, |&n| n as usize)
    }

    pub fn countries(&self) -> usize {
        self.countries
    }
}

/// Each travel's departures sold in a currency, ordered by price and by
/// discount, per currency (`[currency][travel]`): what the price and
/// discount sorts merge when only travel-level filters are set.
#[derive(Debug, Default)]
pub struct RankedLists {
    pub price_asc: Vec<Vec<Vec<usize>>>,
    pub price_desc: Vec<Vec<Vec<usize>>>,
    pub discount_desc: Vec<Vec<Vec<usize>>>,
}

impl RankedLists {
    pub fn build(travels: &[Travel], prices: &[Vec<PackedPrice>; 3]) -> RankedLists {
        let mut lists = RankedLists::default();
        for prices in prices {
            let sorted_by = |key: &dyn Fn(usize) -> i64| -> Vec<Vec<usize>> {
                travels
                    .iter()
                    .map(|t| {
                        let mut list: Vec<usize> = t.tours.iter().copied().filter(|&i| prices[i] != PackedPrice::NOT_SOLD).collect();
                        list.sort_by_key(|&i| (key(i), i));
                        list
                    })
                    .collect()
            };
            lists.price_asc.push(sorted_by(&|i| i64::from(prices[i].price)));
            lists.price_desc.push(sorted_by(&|i| -i64::from(prices[i].price)));
            lists.discount_desc.push(sorted_by(&|i| -discount_percent(i64::from(prices[i].base), i64::from(prices[i].price))));
        }
        lists
    }
}

impl Snapshot {
    /// The departure counts from `day` on, built once per day and snapshot.
    pub fn counts_from(&self, day: NaiveDate) -> Arc<DayCounts> {
        self.day_counts.get_or_build(day, || {
            let travels = self.travels.len();
            let mut counts = vec![[[0u32; 6]; 2]; travels * self.prices.len()];
            for i in self.first_tour_from(day)..self.tours.len() {
                let key = self.keys[i];
                for (currency, prices) in self.prices.iter().enumerate() {
                    if prices[i] != PackedPrice::NOT_SOLD {
                        let of_travel = &mut counts[currency * travels + key.travel as usize];
                        of_travel[0][key.status as usize] += 1;
                        // As the discounted filter decides (`TourConditions`).
                        of_travel[1][key.status as usize] += u32::from(prices[i].price < prices[i].base);
                    }
                }
            }
            DayCounts { travels, counts }
        })
    }
}
