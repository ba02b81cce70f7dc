//! The site's day. Prices, departures, calendars, alerts and searches all
//! depend on "today"; the clock in the app state answers it, so a test or a
//! demo fixes the day (`TODAY=2027-03-01`, `AppState::with_clock`) and never
//! depends on the day it runs. Durations (code lifetimes, holds, rate limits)
//! still count real seconds.

use chrono::NaiveDate;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Clock {
    /// The system clock's day, in UTC.
    #[default]
    System,
    /// Always this day.
    Fixed(NaiveDate),
}

impl Clock {
    /// `TODAY` when set, else the system's day.
    pub fn from_day(day: Option<NaiveDate>) -> Clock {
        day.map_or(Clock::System, Clock::Fixed)
    }

    pub fn today(&self) -> NaiveDate {
        match self {
            Clock::System => chrono::Utc::now().date_naive(),
            Clock::Fixed(day) => *day,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_clock_keeps_its_day_and_the_system_clock_follows_utc() {
        let day = NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
        assert_eq!(Clock::from_day(Some(day)).today(), day);
        assert_eq!(Clock::from_day(None), Clock::System);
        assert_eq!(Clock::System.today(), chrono::Utc::now().date_naive());
    }
}
