//! Search periods (spec §3 "Search period", §4 "Search selection", §9 event
//! time filters): the months and events the when-picker offers, and the rule
//! that picking the same period again resets it to whenever.

use crate::date::{iso, month_end, month_start, parse_iso, year_month};
use chrono::{Datelike, Duration, NaiveDate, Weekday};
use serde::{Deserialize, Serialize};

/// What a period is. Whenever is not a period: it is `None` where a period is optional.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum PeriodKind {
    Month,
    Event,
    Other,
}

/// A named span of dates the when-picker offers. Dates are inclusive `YYYY-MM-DD`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SearchPeriod {
    /// `YYYY-MM` for months; the event's own name otherwise.
    pub name: String,
    pub year: i32,
    #[serde(rename = "type")]
    pub kind: PeriodKind,
    pub starting_date: String,
    pub ending_date: String,
}

impl SearchPeriod {
    /// Two periods are the same when they are of the same kind and cover the same days.
    pub fn same_as(&self, other: &SearchPeriod) -> bool {
        self.kind == other.kind && self.starting_date == other.starting_date && self.ending_date == other.ending_date
    }
}

/// The month period of `YYYY-MM`, or `None` if it is not a month.
pub fn month_period(year_month_text: &str) -> Option<SearchPeriod> {
    let first = parse_iso(&format!("{year_month_text}-01")).filter(|_| year_month_text.len() == 7)?;
    Some(SearchPeriod {
        name: year_month(first),
        year: first.year(),
        kind: PeriodKind::Month,
        starting_date: iso(first),
        ending_date: iso(month_end(first)),
    })
}

/// How many months the periods tab offers, today's first.
pub const PICKER_MONTHS: usize = 12;

/// The `count` month periods the picker offers, starting with today's month.
pub fn month_periods(today: NaiveDate, count: usize) -> Vec<SearchPeriod> {
    (0..count as i32).filter_map(|offset| month_period(&year_month(month_start(today, offset)))).collect()
}

/// The month whose first and last days are exactly `date_from` and `date_to`.
pub fn month_of_range(date_from: &str, date_to: &str) -> Option<SearchPeriod> {
    month_period(date_from.get(..7)?).filter(|m| m.starting_date == date_from && m.ending_date == date_to)
}

/// Picking a period: the same period again resets to whenever (`None`),
/// any other replaces the current one.
pub fn pick_period(current: Option<&SearchPeriod>, picked: SearchPeriod) -> Option<SearchPeriod> {
    match current {
        Some(current) if current.same_as(&picked) => None,
        _ => Some(picked),
    }
}

/// Holidays the periods tab offers besides months, by the name the locales
/// label them with (`period-<name>`).
pub const HOLIDAYS: [&str; 2] = ["easter", "christmas"];
// `holiday_periods` orders them with one comparison, which holds for two.
const _: () = assert!(HOLIDAYS.len() == 2);

/// Easter Sunday of `year` (Gregorian; the anonymous algorithm of Meeus).
pub fn easter_sunday(year: i32) -> Option<NaiveDate> {
    let (a, b, c) = (year % 19, year / 100, year % 100);
    let (d, e) = (b / 4, b % 4);
    let g = (8 * b + 13) / 25;
    let h = (19 * a + b - d - g + 15) % 30;
    let (i, k) = (c / 4, c % 4);
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 19 * l) / 433;
    let month = (h + l - 7 * m + 90) / 25;
    let day = (h + l - 7 * m + 33 * month + 19) % 32;
    NaiveDate::from_ymd_opt(year, month as u32, day as u32)
}

/// The days of a holiday in `year`: Easter from the Thursday before to the
/// Monday after; Christmas from 20 December to 6 January.
fn holiday_in(name: &str, year: i32) -> Option<(NaiveDate, NaiveDate)> {
    match name {
        "easter" => easter_sunday(year).map(|sunday| (sunday - Duration::days(3), sunday + Duration::days(1))),
        "christmas" => Some((NaiveDate::from_ymd_opt(year, 12, 20)?, NaiveDate::from_ymd_opt(year + 1, 1, 6)?)),
        _ => None,
    }
}

/// The next occurrence of each holiday that has not ended by `today`, soonest first.
pub fn holiday_periods(today: NaiveDate) -> Vec<SearchPeriod> {
    let mut periods: Vec<SearchPeriod> = HOLIDAYS
        .iter()
        .filter_map(|name| {
            let (from, to) = [today.year() - 1, today.year(), today.year() + 1]
                .into_iter()
                .filter_map(|year| holiday_in(name, year))
                .find(|(_, to)| *to >= today)?;
            Some(SearchPeriod {
                name: name.to_string(),
                year: from.year(),
                kind: PeriodKind::Event,
                starting_date: iso(from),
                ending_date: iso(to),
            })
        })
        .collect();
    // Two holidays: one comparison orders them (a sort would weigh on the wasm).
    if let [first, second] = periods.as_mut_slice() {
        if second.starting_date < first.starting_date {
            std::mem::swap(first, second);
        }
    }
    periods
}

/// The first day of the week in an edition's calendars (spec §9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum WeekStart {
    Monday,
    Sunday,
}

impl WeekStart {
    /// Monday, except Sunday in the US and WE editions (locale `en-US`, `en-WE`).
    pub fn for_locale(locale: &str) -> WeekStart {
        match locale {
            "en-US" | "en-WE" => WeekStart::Sunday,
            _ => WeekStart::Monday,
        }
    }

    pub fn weekday(self) -> Weekday {
        match self {
            WeekStart::Monday => Weekday::Mon,
            WeekStart::Sunday => Weekday::Sun,
        }
    }
}

/// The event time filters of the WeMeet search (spec §9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum EventWindow {
    Today,
    Tomorrow,
    ThisWeek,
    ThisWeekend,
    NextWeek,
    ThisMonth,
    Next30Days,
    Whenever,
}

impl EventWindow {
    pub const ALL: [EventWindow; 8] = [
        EventWindow::Today,
        EventWindow::Tomorrow,
        EventWindow::ThisWeek,
        EventWindow::ThisWeekend,
        EventWindow::NextWeek,
        EventWindow::ThisMonth,
        EventWindow::Next30Days,
        EventWindow::Whenever,
    ];

    /// The window's one spelling in addresses (`?when=this-weekend`) and Fluent keys.
    pub const fn code(self) -> &'static str {
        match self {
            EventWindow::Today => "today",
            EventWindow::Tomorrow => "tomorrow",
            EventWindow::ThisWeek => "this-week",
            EventWindow::ThisWeekend => "this-weekend",
            EventWindow::NextWeek => "next-week",
            EventWindow::ThisMonth => "this-month",
            EventWindow::Next30Days => "next-30-days",
            EventWindow::Whenever => "whenever",
        }
    }

    /// The window of a code, if it is one.
    pub fn from_code(code: &str) -> Option<EventWindow> {
        EventWindow::ALL.into_iter().find(|w| w.code() == code)
    }

    /// The inclusive days the window covers from `today`, `None` for whenever.
    /// Weeks follow the edition's week start; "this week" and "this month" start
    /// today, since past days have no events to show.
    pub fn dates(self, today: NaiveDate, week_start: WeekStart) -> Option<(NaiveDate, NaiveDate)> {
        let days_into_week = today.weekday().days_since(week_start.weekday()) as i64;
        let week_end = today + Duration::days(6 - days_into_week);
        Some(match self {
            EventWindow::Today => (today, today),
            EventWindow::Tomorrow => (today + Duration::days(1), today + Duration::days(1)),
            EventWindow::ThisWeek => (today, week_end),
            EventWindow::ThisWeekend => {
                let saturday = today + Duration::days(i64::from(Weekday::Sat.days_since(today.weekday())));
                match today.weekday() {
                    Weekday::Sun => (today, today),
                    _ => (saturday, saturday + Duration::days(1)),
                }
            }
            EventWindow::NextWeek => (week_end + Duration::days(1), week_end + Duration::days(7)),
            EventWindow::ThisMonth => (today, month_end(today)),
            EventWindow::Next30Days => (today, today + Duration::days(29)),
            EventWindow::Whenever => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        parse_iso(text).unwrap()
    }

    #[test]
    fn month_periods_start_with_this_month_and_cover_whole_months() {
        let months = month_periods(day("2026-11-22"), 4);
        let spans: Vec<_> = months.iter().map(|m| (m.name.as_str(), m.starting_date.as_str(), m.ending_date.as_str())).collect();
        assert_eq!(
            spans,
            [
                ("2026-11", "2026-11-01", "2026-11-30"),
                ("2026-12", "2026-12-01", "2026-12-31"),
                ("2027-01", "2027-01-01", "2027-01-31"),
                ("2027-02", "2027-02-01", "2027-02-28")
            ]
        );
        assert_eq!(months[2].year, 2027);
        assert!(months.iter().all(|m| m.kind == PeriodKind::Month));
    }

    #[test]
    fn a_month_is_recognised_only_from_its_exact_range() {
        assert_eq!(month_of_range("2027-02-01", "2027-02-28").map(|m| m.name), Some("2027-02".into()));
        assert_eq!(month_of_range("2027-02-01", "2027-02-27"), None);
        assert_eq!(month_of_range("2027-02-02", "2027-02-28"), None);
        assert_eq!(month_period("2027-13"), None);
        assert_eq!(month_period("2027-1"), None);
    }

    #[test]
    fn picking_the_same_period_again_resets_it_to_whenever() {
        let march = month_period("2027-03").unwrap();
        let april = month_period("2027-04").unwrap();
        assert_eq!(pick_period(None, march.clone()), Some(march.clone()));
        assert_eq!(pick_period(Some(&march), april.clone()), Some(april));
        assert_eq!(pick_period(Some(&march), march.clone()), None);
        let easter = SearchPeriod { name: "Easter".into(), kind: PeriodKind::Event, ..march.clone() };
        assert_eq!(pick_period(Some(&march), easter.clone()), Some(easter), "an event on the same days is another period");
    }

    #[test]
    fn easter_falls_on_the_known_sundays() {
        for (year, date) in [(2024, "2024-03-31"), (2025, "2025-04-20"), (2026, "2026-04-05"), (2027, "2027-03-28"), (2038, "2038-04-25")] {
            assert_eq!(easter_sunday(year).map(iso).as_deref(), Some(date), "{year}");
        }
    }

    #[test]
    fn holidays_are_their_next_occurrence_soonest_first() {
        let periods = holiday_periods(day("2026-11-22"));
        let spans: Vec<_> = periods.iter().map(|p| (p.name.as_str(), p.starting_date.as_str(), p.ending_date.as_str())).collect();
        assert_eq!(spans, [("christmas", "2026-12-20", "2027-01-06"), ("easter", "2027-03-25", "2027-03-29")]);
        assert!(periods.iter().all(|p| p.kind == PeriodKind::Event));
        // On 2 January the Christmas that started last year is still on.
        let january = holiday_periods(day("2027-01-02"));
        assert_eq!(january[0].starting_date, "2026-12-20");
        assert_eq!(january[0].year, 2026);
    }

    #[test]
    fn the_week_starts_on_sunday_only_in_the_us_and_we_editions() {
        assert_eq!(WeekStart::for_locale("en-US"), WeekStart::Sunday);
        assert_eq!(WeekStart::for_locale("en-WE"), WeekStart::Sunday);
        for locale in ["it-IT", "es-ES", "fr-FR", "de-DE", "en"] {
            assert_eq!(WeekStart::for_locale(locale), WeekStart::Monday, "{locale}");
        }
    }

    #[test]
    fn event_windows_follow_the_week_start() {
        // 2026-11-25 is a Wednesday.
        let wednesday = day("2026-11-25");
        let span = |w: EventWindow, start| w.dates(wednesday, start).map(|(a, b)| (iso(a), iso(b)));
        let pair = |a: &str, b: &str| Some((a.to_string(), b.to_string()));
        assert_eq!(span(EventWindow::Today, WeekStart::Monday), pair("2026-11-25", "2026-11-25"));
        assert_eq!(span(EventWindow::Tomorrow, WeekStart::Monday), pair("2026-11-26", "2026-11-26"));
        assert_eq!(span(EventWindow::ThisWeek, WeekStart::Monday), pair("2026-11-25", "2026-11-29"));
        assert_eq!(span(EventWindow::ThisWeek, WeekStart::Sunday), pair("2026-11-25", "2026-11-28"));
        assert_eq!(span(EventWindow::NextWeek, WeekStart::Monday), pair("2026-11-30", "2026-12-06"));
        assert_eq!(span(EventWindow::NextWeek, WeekStart::Sunday), pair("2026-11-29", "2026-12-05"));
        assert_eq!(span(EventWindow::ThisWeekend, WeekStart::Monday), pair("2026-11-28", "2026-11-29"));
        assert_eq!(span(EventWindow::ThisMonth, WeekStart::Monday), pair("2026-11-25", "2026-11-30"));
        assert_eq!(span(EventWindow::Next30Days, WeekStart::Monday), pair("2026-11-25", "2026-12-24"));
        assert_eq!(span(EventWindow::Whenever, WeekStart::Monday), None);
        let sunday = day("2026-11-29");
        assert_eq!(
            EventWindow::ThisWeekend.dates(sunday, WeekStart::Monday).map(|(a, b)| (iso(a), iso(b))),
            pair("2026-11-29", "2026-11-29")
        );
    }
}
