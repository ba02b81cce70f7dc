//! Turning the date words of a wish into inclusive day spans from today
//! (the rules of `search-core/eval/README.md`, "Dates").

use super::lexicon::{Holiday, Relative, Season, Which};
use crate::date::{month_end, month_start};
use crate::period::{easter_sunday, EventWindow, WeekStart};
use chrono::{Datelike, Duration, Months, NaiveDate, Weekday};

pub type Span = (NaiveDate, NaiveDate);

fn ymd(year: i32, month: u32, day: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(year, month, day)
}

/// The next occurrence of `month` (1–12), or that month of `year`; the current month runs from today.
pub fn month(today: NaiveDate, month: u32, year: Option<i32>) -> Option<Span> {
    let year = year.unwrap_or(if month < today.month() { today.year() + 1 } else { today.year() });
    let first = ymd(year, month, 1)?;
    Some((first.max(today).min(month_end(first)), month_end(first)))
}

/// From the first month's next occurrence to the end of the second month after it.
pub fn month_span(today: NaiveDate, first: (u32, Option<i32>), last: (u32, Option<i32>)) -> Option<Span> {
    let (from, _) = month(today, first.0, first.1)?;
    let mut end_year = last.1.unwrap_or(from.year());
    if last.1.is_none() && last.0 < from.month() {
        end_year += 1;
    }
    let (_, to) = month(ymd(end_year, last.0, 1)?, last.0, Some(end_year))?;
    Some((from, to))
}

fn season_in(season: Season, year: i32) -> Option<Span> {
    Some(match season {
        Season::Spring => (ymd(year, 3, 1)?, ymd(year, 5, 31)?),
        Season::Summer => (ymd(year, 6, 1)?, ymd(year, 8, 31)?),
        Season::Autumn => (ymd(year, 9, 1)?, ymd(year, 11, 30)?),
        Season::Winter => (ymd(year, 12, 1)?, month_end(ymd(year + 1, 2, 1)?)),
    })
}

/// Meteorological seasons: the next one not over (from today when in progress),
/// or for "next", the one after a season in progress.
pub fn season(today: NaiveDate, season: Season, which: Which) -> Option<Span> {
    let mut spans = (today.year() - 1..=today.year() + 2).filter_map(|y| season_in(season, y)).filter(|(_, to)| *to >= today);
    let (from, to) = spans.next()?;
    if from > today {
        return Some((from, to));
    }
    match which {
        Which::Next => Some((today, to)),
        Which::AfterThis => spans.next(),
    }
}

fn holiday_in(holiday: Holiday, year: i32) -> Option<Span> {
    let around = |month: u32, day: u32, before: i64, after: i64| -> Option<Span> {
        let d = ymd(year, month, day)?;
        Some((d - Duration::days(before), d + Duration::days(after)))
    };
    match holiday {
        Holiday::Easter => easter_sunday(year).map(|sunday| (sunday - Duration::days(3), sunday + Duration::days(1))),
        Holiday::Christmas => Some((ymd(year, 12, 20)?, ymd(year + 1, 1, 6)?)),
        Holiday::NewYear => Some((ymd(year, 12, 28)?, ymd(year + 1, 1, 2)?)),
        Holiday::Ferragosto => Some((ymd(year, 8, 10)?, ymd(year, 8, 20)?)),
        Holiday::Liberation => around(4, 25, 2, 2),
        Holiday::MayDay => around(5, 1, 2, 2),
        Holiday::Republic => around(6, 2, 3, 1),
        Holiday::AllSaints => around(11, 1, 2, 2),
        Holiday::Immaculate => around(12, 8, 3, 1),
        Holiday::Thanksgiving => {
            let first = ymd(year, 11, 1)?;
            let thursday = first + Duration::days(i64::from(Weekday::Thu.days_since(first.weekday())) + 21);
            Some((thursday - Duration::days(1), thursday + Duration::days(3)))
        }
    }
}

/// The next occurrence of a holiday that has not ended by today.
pub fn holiday(today: NaiveDate, holiday: Holiday) -> Option<Span> {
    (today.year() - 1..=today.year() + 1).filter_map(|y| holiday_in(holiday, y)).find(|(_, to)| *to >= today)
}

pub fn relative(today: NaiveDate, week_start: WeekStart, relative: Relative) -> Option<Span> {
    match relative {
        Relative::ThisWeek => EventWindow::ThisWeek.dates(today, week_start),
        Relative::NextWeek => EventWindow::NextWeek.dates(today, week_start),
        Relative::ThisWeekend => EventWindow::ThisWeekend.dates(today, week_start),
        Relative::NextWeekend => {
            let saturday = today + Duration::days(i64::from(Weekday::Sat.days_since(today.weekday())));
            let saturday = if today.weekday() == Weekday::Sun { saturday } else { saturday + Duration::days(7) };
            Some((saturday, saturday + Duration::days(1)))
        }
        Relative::ThisMonth => Some((today, month_end(today))),
        Relative::NextMonth => {
            let first = month_start(today, 1);
            Some((first, month_end(first)))
        }
        Relative::ThisYear => Some((today, ymd(today.year(), 12, 31)?)),
        Relative::NextYear => Some((ymd(today.year() + 1, 1, 1)?, ymd(today.year() + 1, 12, 31)?)),
        Relative::Soon => Some((today, today + Duration::days(29))),
    }
}

/// A unit of time in "in 3 weeks" and "the next 10 days".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Days,
    Weeks,
    Months,
}

/// "in N days/weeks" → a week from that day; "in N months" → that whole month.
pub fn in_(today: NaiveDate, n: u32, unit: Unit) -> Option<Span> {
    match unit {
        Unit::Days => Some((today + Duration::days(i64::from(n)), today + Duration::days(i64::from(n) + 6))),
        Unit::Weeks => Some((today + Duration::days(7 * i64::from(n)), today + Duration::days(7 * i64::from(n) + 6))),
        Unit::Months => {
            let first = month_start(today, i32::try_from(n).ok()?);
            Some((first, month_end(first)))
        }
    }
}

/// "the next N days/weeks/months" → today up to the day before today + N units.
pub fn next(today: NaiveDate, n: u32, unit: Unit) -> Option<Span> {
    let end = match unit {
        Unit::Days => today + Duration::days(i64::from(n)),
        Unit::Weeks => today + Duration::days(7 * i64::from(n)),
        Unit::Months => today.checked_add_months(Months::new(n))?,
    };
    Some((today, (end - Duration::days(1)).max(today)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::date::{iso, parse_iso};

    fn day(text: &str) -> NaiveDate {
        parse_iso(text).unwrap()
    }

    fn text(span: Option<Span>) -> (String, String) {
        let (a, b) = span.unwrap();
        (iso(a), iso(b))
    }

    fn pair(a: &str, b: &str) -> (String, String) {
        (a.to_string(), b.to_string())
    }

    #[test]
    fn months_seasons_and_holidays_resolve_to_their_next_occurrence() {
        let today = day("2027-01-13");
        assert_eq!(text(month(today, 1, None)), pair("2027-01-13", "2027-01-31"));
        assert_eq!(text(month(today, 3, None)), pair("2027-03-01", "2027-03-31"));
        assert_eq!(text(month_span(today, (11, None), (2, None))), pair("2027-11-01", "2028-02-29"));
        assert_eq!(text(season(today, Season::Winter, Which::Next)), pair("2027-01-13", "2027-02-28"));
        assert_eq!(text(season(today, Season::Winter, Which::AfterThis)), pair("2027-12-01", "2028-02-29"));
        assert_eq!(text(season(today, Season::Summer, Which::AfterThis)), pair("2027-06-01", "2027-08-31"));
        assert_eq!(text(holiday(today, Holiday::Easter)), pair("2027-03-25", "2027-03-29"));
        assert_eq!(text(holiday(today, Holiday::Christmas)), pair("2027-12-20", "2028-01-06"));
        assert_eq!(text(holiday(day("2027-01-02"), Holiday::NewYear)), pair("2026-12-28", "2027-01-02"));
        assert_eq!(text(holiday(today, Holiday::Thanksgiving)), pair("2027-11-24", "2027-11-28"));
    }

    #[test]
    fn relative_dates_follow_the_week_start() {
        let today = day("2027-01-13");
        assert_eq!(text(relative(today, WeekStart::Monday, Relative::NextWeek)), pair("2027-01-18", "2027-01-24"));
        assert_eq!(text(relative(today, WeekStart::Sunday, Relative::NextWeek)), pair("2027-01-17", "2027-01-23"));
        assert_eq!(text(relative(today, WeekStart::Monday, Relative::NextWeekend)), pair("2027-01-23", "2027-01-24"));
        assert_eq!(text(in_(today, 2, Unit::Weeks)), pair("2027-01-27", "2027-02-02"));
        assert_eq!(text(next(today, 10, Unit::Days)), pair("2027-01-13", "2027-01-22"));
    }
}
