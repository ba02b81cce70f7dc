//! The departure calendar and the range calendar (spec §3 "Calendar month",
//! §4 "Range calendar", §9 "Calendar").
//!
//! Grid rules: months are 7 columns starting on the edition's week start; a
//! month's cells are padded with blanks to 28, 35 or 42; days before today are
//! `old`. A tour marks every day from its start to its end, except a SOLD_OUT
//! tour, which marks only its first day. When several tours mark a day, the
//! status with the lowest calendar priority number is the day's status.

use crate::date::{iso, month_end, month_start, parse_iso, year_month};
use crate::period::WeekStart;
use crate::TourStatus;
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

/// Months a calendar shows: 2 ahead by default, 18 in filter mode (spec §9).
pub const DEFAULT_MONTHS: usize = 2;
pub const FILTER_MODE_MONTHS: usize = 18;

/// A departure as the calendar needs it. Dates are `YYYY-MM-DD`, both inclusive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CalendarTour {
    pub id: String,
    pub date_from: String,
    pub date_to: String,
    pub status: TourStatus,
}

/// One day cell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CalendarDay {
    pub date: String,
    pub day: u32,
    /// Before today: shown, never selectable.
    pub old: bool,
    /// Ids of the tours marking this day.
    pub tours: Vec<String>,
    pub tour_counter: usize,
    /// True when one of the marking tours starts this day.
    pub first_day: bool,
    /// The winning status of the marking tours (spec §4 calendar priority).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<TourStatus>,
}

/// One month: a `YYYY-MM` label and rows of 7 cells; `None` is a blank cell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CalendarMonth {
    pub label: String,
    pub weeks: Vec<Vec<Option<CalendarDay>>>,
}

/// `months` months starting with `first_month`'s month, marked with `tours`.
/// Tours with unreadable dates are skipped.
pub fn calendar_months(
    today: NaiveDate,
    first_month: NaiveDate,
    months: usize,
    week_start: WeekStart,
    tours: &[CalendarTour],
) -> Vec<CalendarMonth> {
    let spans: Vec<(NaiveDate, NaiveDate, &CalendarTour)> = tours
        .iter()
        .filter_map(|t| {
            let from = parse_iso(&t.date_from)?;
            let to = parse_iso(&t.date_to)?.max(from);
            // A sold-out tour is not marked on the days after its first.
            Some((from, if t.status == TourStatus::SoldOut { from } else { to }, t))
        })
        .collect();
    // Each tour marks its days once, so the work follows the days marked, not days × tours.
    let window_start = month_start(first_month, 0);
    let window_end = month_end(month_start(first_month, months.saturating_sub(1) as i32));
    let day_index = |d: NaiveDate| (d - window_start).num_days() as usize;
    let mut marks: Vec<Vec<usize>> = vec![Vec::new(); day_index(window_end) + 1];
    for (t, (from, to, _)) in spans.iter().enumerate() {
        let (first, last) = ((*from).max(window_start), (*to).min(window_end));
        for day in first.iter_days().take_while(|d| *d <= last) {
            marks[day_index(day)].push(t);
        }
    }
    (0..months as i32)
        .map(|offset| {
            let first = month_start(first_month, offset);
            let lead = first.weekday().days_since(week_start.weekday()) as usize;
            let days = month_end(first).day() as usize;
            let mut grid: Vec<Option<CalendarDay>> = Vec::with_capacity((lead + days).div_ceil(7) * 7);
            grid.resize(lead, None);
            for date in first.iter_days().take(days) {
                let marking = &marks[day_index(date)];
                grid.push(Some(CalendarDay {
                    date: iso(date),
                    day: date.day(),
                    old: date < today,
                    tour_counter: marking.len(),
                    first_day: marking.iter().any(|&t| spans[t].0 == date),
                    status: marking.iter().map(|&t| spans[t].2.status).min_by_key(|s| s.calendar_priority()),
                    tours: marking.iter().map(|&t| spans[t].2.id.clone()).collect(),
                }));
            }
            grid.resize((lead + days).div_ceil(7) * 7, None);
            CalendarMonth { label: year_month(first), weeks: grid.chunks(7).map(<[_]>::to_vec).collect() }
        })
        .collect()
}

/// A range being picked on the range calendar. `from` is always set before `to`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DateRange {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date_from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date_to: Option<String>,
}

/// What a click on the range calendar leads to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RangeClick {
    /// The new range; `None` means the period is back to whenever.
    pub range: Option<DateRange>,
    /// True when the click completes a search: both ends set and different.
    pub completes: bool,
}

/// The range-calendar rules of spec §4:
/// * past days and blank cells (an unreadable date) are not selectable: nothing changes;
/// * the first click sets the start;
/// * a second click sets the end, or swaps the bounds when it is earlier;
/// * clicking the start or the end again clears it (the end moves to the start if the start goes);
/// * clearing both ends resets the period to whenever;
/// * with both ends set, a click on another day starts a new range;
/// * a range with equal ends counts as a single date and does not complete the search.
pub fn click_range_day(current: Option<&DateRange>, clicked: &str, today: NaiveDate) -> RangeClick {
    let unchanged = || RangeClick { range: current.cloned(), completes: false };
    let Some(day) = parse_iso(clicked).filter(|d| *d >= today) else {
        return unchanged();
    };
    let read = |d: &Option<String>| d.as_deref().and_then(parse_iso);
    let (from, to) = current.map(|r| (read(&r.date_from), read(&r.date_to))).unwrap_or((None, None));
    // Equal ends are a single date.
    let to = to.filter(|to| Some(*to) != from);
    let (from, to) = match (from, to) {
        (None, None) => (Some(day), None),
        (Some(start), None) if start == day => (None, None),
        (Some(start), None) if day < start => (Some(day), Some(start)),
        (Some(start), None) => (Some(start), Some(day)),
        (Some(start), Some(end)) if start == day => (Some(end), None),
        (Some(start), Some(end)) if end == day => (Some(start), None),
        (Some(_), Some(_)) => (Some(day), None),
        // Only an end: it acts as the start.
        (None, Some(end)) => return click_range_day(Some(&DateRange { date_from: Some(iso(end)), date_to: None }), clicked, today),
    };
    let Some(from) = from else {
        return RangeClick { range: None, completes: false };
    };
    RangeClick { completes: to.is_some(), range: Some(DateRange { date_from: Some(iso(from)), date_to: to.map(iso) }) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        parse_iso(text).unwrap()
    }

    fn tour(id: &str, from: &str, to: &str, status: TourStatus) -> CalendarTour {
        CalendarTour { id: id.into(), date_from: from.into(), date_to: to.into(), status }
    }

    fn cell<'a>(months: &'a [CalendarMonth], date: &str) -> &'a CalendarDay {
        months.iter().flat_map(|m| m.weeks.iter().flatten().flatten()).find(|d| d.date == date).unwrap()
    }

    #[test]
    fn months_have_seven_columns_and_pad_to_28_35_or_42_cells() {
        // February 2027 starts on a Monday and has 28 days: exactly 4 rows with Monday weeks.
        let feb = calendar_months(day("2027-01-10"), day("2027-02-01"), 1, WeekStart::Monday, &[]);
        assert_eq!(feb[0].label, "2027-02");
        assert_eq!(feb[0].weeks.len() * 7, 28);
        // With Sunday weeks it needs a blank first cell, so 35.
        let feb_us = calendar_months(day("2027-01-10"), day("2027-02-01"), 1, WeekStart::Sunday, &[]);
        assert_eq!(feb_us[0].weeks.len() * 7, 35);
        assert_eq!(feb_us[0].weeks[0][0], None);
        assert_eq!(feb_us[0].weeks[0][1].as_ref().unwrap().date, "2027-02-01");
        // May 2027 starts on a Saturday and has 31 days: 5 + 31 = 36 cells, padded to 42.
        let may = calendar_months(day("2027-01-10"), day("2027-05-01"), 1, WeekStart::Monday, &[]);
        assert_eq!(may[0].weeks.len() * 7, 42);
        assert!(may.iter().all(|m| m.weeks.iter().all(|w| w.len() == 7)));
        let counts: Vec<usize> = calendar_months(day("2027-01-01"), day("2027-01-01"), FILTER_MODE_MONTHS, WeekStart::Monday, &[])
            .iter()
            .map(|m| m.weeks.len() * 7)
            .collect();
        assert_eq!(counts.len(), 18);
        assert!(counts.iter().all(|c| [28, 35, 42].contains(c)), "{counts:?}");
    }

    #[test]
    fn past_days_are_old() {
        let months = calendar_months(day("2026-11-22"), day("2026-11-01"), DEFAULT_MONTHS, WeekStart::Monday, &[]);
        assert_eq!(months.len(), 2);
        assert!(cell(&months, "2026-11-21").old);
        assert!(!cell(&months, "2026-11-22").old);
        assert!(!cell(&months, "2026-12-01").old);
    }

    #[test]
    fn tours_mark_every_day_they_run_and_the_lowest_priority_number_wins() {
        let tours = [
            tour("planned", "2027-03-01", "2027-03-05", TourStatus::Planned),
            tour("full", "2027-03-03", "2027-03-04", TourStatus::AlmostFull),
        ];
        let months = calendar_months(day("2027-01-01"), day("2027-03-01"), 1, WeekStart::Monday, &tours);
        let first = cell(&months, "2027-03-01");
        assert_eq!((first.status, first.tour_counter, first.first_day), (Some(TourStatus::Planned), 1, true));
        let second = cell(&months, "2027-03-02");
        assert_eq!((second.status, second.first_day), (Some(TourStatus::Planned), false));
        let shared = cell(&months, "2027-03-03");
        assert_eq!((shared.status, shared.tour_counter), (Some(TourStatus::AlmostFull), 2));
        assert_eq!(shared.tours, ["planned", "full"]);
        assert!(shared.first_day);
        assert_eq!(cell(&months, "2027-03-06").status, None);
    }

    #[test]
    fn sold_out_tours_are_not_marked_after_their_first_day() {
        let tours = [tour("gone", "2027-03-10", "2027-03-15", TourStatus::SoldOut)];
        let months = calendar_months(day("2027-01-01"), day("2027-03-01"), 1, WeekStart::Monday, &tours);
        assert_eq!(cell(&months, "2027-03-10").status, Some(TourStatus::SoldOut));
        assert_eq!(cell(&months, "2027-03-11").status, None);
        assert_eq!(cell(&months, "2027-03-11").tour_counter, 0);
    }

    fn range(from: Option<&str>, to: Option<&str>) -> DateRange {
        DateRange { date_from: from.map(Into::into), date_to: to.map(Into::into) }
    }

    #[test]
    fn range_calendar_first_click_sets_start_second_sets_end_or_swaps() {
        let today = day("2027-01-01");
        let first = click_range_day(None, "2027-03-10", today);
        assert_eq!(first, RangeClick { range: Some(range(Some("2027-03-10"), None)), completes: false });
        let later = click_range_day(first.range.as_ref(), "2027-03-20", today);
        assert_eq!(later, RangeClick { range: Some(range(Some("2027-03-10"), Some("2027-03-20"))), completes: true });
        let earlier = click_range_day(first.range.as_ref(), "2027-03-01", today);
        assert_eq!(earlier.range, Some(range(Some("2027-03-01"), Some("2027-03-10"))));
        let restart = click_range_day(later.range.as_ref(), "2027-04-02", today);
        assert_eq!(restart.range, Some(range(Some("2027-04-02"), None)));
    }

    #[test]
    fn range_calendar_clicking_an_end_again_clears_it_and_clearing_both_is_whenever() {
        let today = day("2027-01-01");
        let both = range(Some("2027-03-10"), Some("2027-03-20"));
        let no_end = click_range_day(Some(&both), "2027-03-20", today);
        assert_eq!(no_end.range, Some(range(Some("2027-03-10"), None)));
        let no_start = click_range_day(Some(&both), "2027-03-10", today);
        assert_eq!(no_start.range, Some(range(Some("2027-03-20"), None)), "the end becomes the only bound");
        assert_eq!(click_range_day(no_end.range.as_ref(), "2027-03-10", today), RangeClick { range: None, completes: false });
    }

    #[test]
    fn range_calendar_ignores_past_days_and_blank_cells() {
        let today = day("2027-03-05");
        let current = range(Some("2027-03-10"), None);
        for clicked in ["2027-03-04", "", "2027-02-30"] {
            assert_eq!(click_range_day(Some(&current), clicked, today).range, Some(current.clone()), "{clicked:?}");
        }
        assert!(click_range_day(Some(&current), "2027-03-05", today).completes, "today is selectable");
    }

    #[test]
    fn range_calendar_equal_dates_are_a_single_date_and_do_not_complete() {
        let today = day("2027-01-01");
        let single = range(Some("2027-03-10"), Some("2027-03-10"));
        let click = click_range_day(Some(&range(Some("2027-03-09"), None)), "2027-03-09", today);
        assert_eq!(click.range, None, "the same start clears it");
        let equal = click_range_day(Some(&single), "2027-03-12", today);
        assert_eq!(equal.range, Some(range(Some("2027-03-10"), Some("2027-03-12"))), "a single date takes an end");
    }
}
