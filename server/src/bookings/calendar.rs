//! A booking as an iCalendar file (RFC 5545): one all-day event for each day
//! of the trip, titled with the itinerary's day when the trip has one.

use super::Booking;
use chrono::Days;

/// Escapes text for an iCalendar value (§3.3.11).
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(';', "\\;").replace(',', "\\,").replace(['\r', '\n'], " ")
}

/// Folds a content line at 75 octets (§3.1), never inside a character.
fn fold(line: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out.push_str("\r\n");
    out
}

/// The calendar of `booking`: `title` is the trip's, `days` its itinerary's
/// day titles, `day_word` the word for "Day" in the traveller's language.
pub fn ics(booking: &Booking, title: &str, days: &[String], day_word: &str) -> String {
    let mut out = String::new();
    for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Caravan//Booking desk//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"] {
        out.push_str(&fold(line));
    }
    let length = (booking.ending_date - booking.starting_date).num_days().max(0) as u64 + 1;
    for n in 0..length {
        let Some(day) = booking.starting_date.checked_add_days(Days::new(n)) else { break };
        let next = day.succ_opt().unwrap_or(day);
        let what = days.get(n as usize).filter(|d| !d.is_empty()).map_or(String::new(), |d| format!(": {d}"));
        let summary = format!("{title} · {day_word} {}{what}", n + 1);
        for line in [
            "BEGIN:VEVENT".to_string(),
            format!("UID:{}-day-{}@caravan", booking.reference, n + 1),
            format!("DTSTAMP:{}T000000Z", booking.starting_date.format("%Y%m%d")),
            format!("DTSTART;VALUE=DATE:{}", day.format("%Y%m%d")),
            format!("DTEND;VALUE=DATE:{}", next.format("%Y%m%d")),
            format!("SUMMARY:{}", escape(&summary)),
            format!("DESCRIPTION:{}", escape(&booking.reference)),
            "END:VEVENT".to_string(),
        ] {
            out.push_str(&fold(&line));
        }
    }
    out.push_str(&fold("END:VCALENDAR"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bookings::Booking;
    use search_core::booking::Payment;
    use search_core::Currency;

    #[test]
    fn one_event_a_day_escaped_and_folded() {
        let booking = Booking {
            reference: "CRV-ABCD2345".into(),
            tour_id: "t".into(),
            tour_code: "PER1".into(),
            travel_id: 1,
            starting_date: "2027-03-01".parse().unwrap(),
            ending_date: "2027-03-03".parse().unwrap(),
            travellers: 1,
            private_room: false,
            flexible_cancellation: false,
            payment: Payment::Full,
            promo_code: None,
            status: "booked".into(),
            currency: Currency::EUR,
            total: 1,
            paid: 1,
            balance: 0,
            balance_due_date: None,
            refunded: 0,
            refund_if_cancelled: None,
        };
        let days = vec!["Lima, arrival; welcome dinner".to_string(), "x".repeat(120)];
        let text = ics(&booking, "Peru, Andes", &days, "Day");
        assert_eq!(text.matches("BEGIN:VEVENT").count(), 3, "three days, three events");
        assert!(text.contains("DTSTART;VALUE=DATE:20270301\r\nDTEND;VALUE=DATE:20270302"));
        assert!(text.contains("SUMMARY:Peru\\, Andes · Day 1: Lima\\, arrival\\; welcome dinner"));
        assert!(text.contains("SUMMARY:Peru\\, Andes · Day 3\r\n"), "a day without an itinerary title");
        assert!(text.lines().all(|l| l.len() <= 75), "folded at 75 octets");
        assert!(text.starts_with("BEGIN:VCALENDAR\r\n") && text.ends_with("END:VCALENDAR\r\n"));
    }
}
