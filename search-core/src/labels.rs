//! Price and duration filter options and their labels, and the age-filter
//! visibility rule (spec §5 "Price filter", "Duration filter", "Age filter";
//! §9 "Labels").
//!
//! Labels are stable tokens the locales turn into words:
//! * `MAX_{n}`: up to n (durations in days, prices in major units);
//! * `OVER_{n}`: more than n days, or from n in major units for prices;
//! * `{from}-{to}`: a price between two amounts in major units.

use crate::Filters;
use serde::{Deserialize, Serialize};

/// The duration options after "all": up to 6 days, up to 10 days, over 10 days.
pub const DURATION_OPTIONS: [&str; 3] = ["MAX_6", "MAX_10", "OVER_10"];

/// Break points of the suggested price ranges, in major units of any currency.
pub const PRICE_BREAKS: [i64; 3] = [1000, 1500, 2500];

/// Inclusive day bounds of a duration option, both ends optional.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DurationRange {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_from: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_to: Option<i32>,
}

impl DurationRange {
    /// Whether a trip of `days` days is within these bounds.
    pub fn contains(&self, days: i64) -> bool {
        self.duration_from.is_none_or(|min| days >= i64::from(min)) && self.duration_to.is_none_or(|max| days <= i64::from(max))
    }
}

/// Inclusive day bounds of a duration label: `MAX_6` is at most 6 days,
/// `OVER_10` at least 11. Anything else is `None`.
pub fn duration_bounds(label: &str) -> Option<DurationRange> {
    let (kind, n) = label.split_once('_')?;
    let n: i32 = n.parse().ok().filter(|n| (1..=366).contains(n))?;
    match kind {
        "MAX" => Some(DurationRange { duration_from: None, duration_to: Some(n) }),
        "OVER" => Some(DurationRange { duration_from: Some(n + 1), duration_to: None }),
        _ => None,
    }
}

/// The label of inclusive day bounds, the inverse of [`duration_bounds`]:
/// only "up to" or "over" bounds have one.
pub fn duration_label(range: DurationRange) -> Option<String> {
    match (range.duration_from, range.duration_to) {
        (None, Some(to)) => Some(format!("MAX_{to}")),
        (Some(from), None) if from > 1 => Some(format!("OVER_{}", from - 1)),
        _ => None,
    }
}

/// A price range in minor units, both ends optional.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PriceRange {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_from: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_to: Option<i32>,
}

/// The label of a price range: `MAX_n`, `OVER_n` or `from-to` in major units
/// (minor units are divided by 100 and rounded down), `None` for no bounds.
pub fn price_label(range: PriceRange) -> Option<String> {
    let major = |minor: i32| minor / 100;
    match (range.price_from, range.price_to) {
        (None, None) => None,
        (None, Some(to)) => Some(format!("MAX_{}", major(to))),
        (Some(from), None) => Some(format!("OVER_{}", major(from))),
        (Some(from), Some(to)) => Some(format!("{}-{}", major(from), major(to))),
    }
}

/// The suggested ranges after "all": up to the first break, between each pair
/// of breaks, over the last (breaks in major units, ascending).
pub fn suggested_price_ranges(breaks: &[i64]) -> Vec<PriceRange> {
    let minor = |major: i64| i32::try_from(major * 100).ok();
    let Some((first, last)) = breaks.first().zip(breaks.last()) else {
        return Vec::new();
    };
    let mut ranges = vec![PriceRange { price_from: None, price_to: minor(*first) }];
    ranges.extend(breaks.windows(2).map(|w| PriceRange { price_from: minor(w[0]), price_to: minor(w[1]) }));
    ranges.push(PriceRange { price_from: minor(*last), price_to: None });
    ranges
}

/// True when the price bounds of `filters` are one of the suggested ranges
/// (the panel then shows that option as chosen rather than custom bounds).
pub fn is_suggested_price_range(filters: &Filters, breaks: &[i64]) -> bool {
    let chosen = PriceRange { price_from: filters.price_from, price_to: filters.price_to };
    suggested_price_ranges(breaks).contains(&chosen)
}

/// The age filter is offered when the results have at least two age ranges,
/// or exactly one that is not null (`None` stands for a trip without one).
pub fn age_filter_offered(age_ranges: &[Option<&str>]) -> bool {
    let mut distinct: Vec<Option<&str>> = age_ranges.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    distinct.len() >= 2 || matches!(distinct.as_slice(), [Some(_)])
}

/// A trip's age line read from its departures' age groups (issue 24: a trip labelled "All
/// ages" whose dates were 35-49 and 25-35): the one group they share, [`AGES_BY_DATE`] when
/// they differ, or the trip's own when it has no departure.
pub fn trip_age_range<'a>(trip_own: &'a str, departures: impl IntoIterator<Item = &'a str>) -> &'a str {
    let mut distinct: Vec<&str> = departures.into_iter().collect();
    distinct.sort_unstable();
    distinct.dedup();
    match distinct.as_slice() {
        [] => trip_own,
        [one] => one,
        _ => AGES_BY_DATE,
    }
}

/// The age line of a trip whose departures have different age groups.
pub const AGES_BY_DATE: &str = "BY_DATE";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trip_age_line_follows_its_departures() {
        assert_eq!(trip_age_range("ALL", ["35-49", "25-35", "35-49"]), AGES_BY_DATE);
        assert_eq!(trip_age_range("ALL", ["25-35", "25-35"]), "25-35");
        assert_eq!(trip_age_range("ALL", []), "ALL");
    }

    #[test]
    fn duration_labels_are_max_or_over_n_days() {
        let days = |from, to| Some(DurationRange { duration_from: from, duration_to: to });
        assert_eq!(duration_bounds("MAX_6"), days(None, Some(6)));
        assert_eq!(duration_bounds("OVER_10"), days(Some(11), None));
        for bad in ["MAX_", "OVER_x", "MIN_3", "MAX_0", "6", ""] {
            assert_eq!(duration_bounds(bad), None, "{bad}");
        }
        for label in DURATION_OPTIONS {
            assert_eq!(duration_label(duration_bounds(label).unwrap()).as_deref(), Some(label), "labels and bounds are inverse");
        }
        assert_eq!(duration_label(DurationRange { duration_from: Some(3), duration_to: Some(9) }), None);
        let over_10 = duration_bounds("OVER_10").unwrap();
        assert!(!over_10.contains(10) && over_10.contains(11));
        assert!(duration_bounds("MAX_6").unwrap().contains(6) && !duration_bounds("MAX_6").unwrap().contains(7));
    }

    #[test]
    fn price_labels_are_in_major_units() {
        let range = |from, to| PriceRange { price_from: from, price_to: to };
        assert_eq!(price_label(range(None, Some(100_000))).as_deref(), Some("MAX_1000"));
        assert_eq!(price_label(range(Some(250_000), None)).as_deref(), Some("OVER_2500"));
        assert_eq!(price_label(range(Some(100_000), Some(150_050))).as_deref(), Some("1000-1500"));
        assert_eq!(price_label(range(None, None)), None);
    }

    #[test]
    fn suggested_price_ranges_are_up_to_between_and_over() {
        let labels: Vec<_> = suggested_price_ranges(&PRICE_BREAKS).into_iter().filter_map(price_label).collect();
        assert_eq!(labels, ["MAX_1000", "1000-1500", "1500-2500", "OVER_2500"]);
        assert!(suggested_price_ranges(&[]).is_empty());
        let chosen = Filters { price_from: Some(100_000), price_to: Some(150_000), ..Filters::default() };
        assert!(is_suggested_price_range(&chosen, &PRICE_BREAKS));
        let custom = Filters { price_from: Some(100_000), price_to: Some(120_000), ..Filters::default() };
        assert!(!is_suggested_price_range(&custom, &PRICE_BREAKS));
    }

    #[test]
    fn the_age_filter_needs_two_ranges_or_one_that_is_not_null() {
        assert!(age_filter_offered(&[Some("25-35"), Some("35-49")]));
        assert!(age_filter_offered(&[Some("ALL"), None]));
        assert!(age_filter_offered(&[Some("ALL"), Some("ALL")]));
        assert!(!age_filter_offered(&[None, None]));
        assert!(!age_filter_offered(&[]));
    }
}
