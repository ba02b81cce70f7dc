//! Calendar dates as the wire carries them (`YYYY-MM-DD`), read and written by
//! hand: chrono's format machinery is most of its weight in the wasm build.

use chrono::{Datelike, NaiveDate};

/// Reads a `YYYY-MM-DD` date; anything else (other lengths, signs, day 30 of
/// February) is `None`, which callers treat as empty (spec §5 "Calendar dates").
pub fn parse_iso(text: &str) -> Option<NaiveDate> {
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return None;
    }
    let number = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = &bytes[range];
        part.iter().all(u8::is_ascii_digit).then(|| part.iter().fold(0, |n, b| n * 10 + u32::from(b - b'0')))
    };
    NaiveDate::from_ymd_opt(number(0..4)? as i32, number(5..7)?, number(8..10)?)
}

/// Writes a date as `YYYY-MM-DD`.
pub fn iso(date: NaiveDate) -> String {
    format!("{:04}-{:02}-{:02}", date.year(), date.month(), date.day())
}

/// The first day of the month `offset` months after `date`'s month.
pub fn month_start(date: NaiveDate, offset: i32) -> NaiveDate {
    let index = date.year() * 12 + date.month0() as i32 + offset;
    NaiveDate::from_ymd_opt(index.div_euclid(12), index.rem_euclid(12) as u32 + 1, 1).unwrap_or(date)
}

/// The last day of `date`'s month.
pub fn month_end(date: NaiveDate) -> NaiveDate {
    month_start(date, 1).pred_opt().unwrap_or(date)
}

/// `YYYY-MM` of a date: the key month headings and month periods share.
pub fn year_month(date: NaiveDate) -> String {
    format!("{:04}-{:02}", date.year(), date.month())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_real_dates_written_yyyy_mm_dd_are_read() {
        assert_eq!(parse_iso("2027-02-28").map(iso).as_deref(), Some("2027-02-28"));
        assert_eq!(parse_iso("2028-02-29").map(iso).as_deref(), Some("2028-02-29"));
        for bad in ["2027-02-29", "2027-13-01", "2027-1-01", "+207-01-01", "2027-01-0a", "2027/01/01", "", "2027-01-011"] {
            assert_eq!(parse_iso(bad), None, "{bad}");
        }
    }

    #[test]
    fn month_arithmetic_crosses_years() {
        let d = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        assert_eq!(iso(month_start(d, 0)), "2026-11-01");
        assert_eq!(iso(month_start(d, 2)), "2027-01-01");
        assert_eq!(iso(month_start(d, -11)), "2025-12-01");
        assert_eq!(iso(month_end(NaiveDate::from_ymd_opt(2028, 2, 3).unwrap())), "2028-02-29");
        assert_eq!(year_month(d), "2026-11");
    }
}
