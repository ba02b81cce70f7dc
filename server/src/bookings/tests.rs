use super::view::trips_view;
use super::Booking;
use crate::catalogue::Viewer;
use caravan_site::edition::{EditionId, Language};
use caravan_site::model::{BookingStatus, Money, PaymentState};
use chrono::{Days, NaiveDate};
use search_core::booking::Payment;
use search_core::{Currency, TourStatus};

fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn viewer(today: NaiveDate) -> Viewer {
    Viewer { language: Language::En, currency: Currency::EUR, today }
}

fn booking(start: &str, days: u64, paid: i64, total: i64) -> Booking {
    let starting_date = day(start);
    Booking {
        reference: "CRV-ABC123".into(),
        tour_id: "no-such-tour".into(),
        tour_code: "X1".into(),
        travel_id: 0,
        starting_date,
        ending_date: starting_date + Days::new(days - 1),
        travellers: 2,
        private_room: false,
        flexible_cancellation: false,
        payment: if paid < total { Payment::Deposit } else { Payment::Full },
        promo_code: None,
        status: "booked".into(),
        currency: Currency::EUR,
        total,
        paid,
        balance: total - paid,
        balance_due_date: (paid < total).then(|| starting_date - Days::new(31)),
        refunded: 0,
        refund_if_cancelled: Some(paid),
    }
}

#[tokio::test]
async fn the_page_shows_what_is_owed_and_by_when_and_sorts_by_date() {
    let today = day("2026-11-26");
    let snapshot = crate::catalogue::load::test_snapshot("bookings-view", today).await;
    let edition = EditionId::EnUs.edition();
    let travel = &snapshot.travels[0];
    let tour = snapshot.tours.iter().find(|t| t.travel == 0).unwrap();
    let deposit_only = Booking { travel_id: travel.id, ..booking("2027-03-10", 8, 20_000, 240_000) };
    let soon = Booking { travel_id: travel.id, tour_id: tour.id.clone(), ..booking("2026-12-20", 8, 240_000, 240_000) };
    let travelled = Booking { travel_id: travel.id, refund_if_cancelled: None, ..booking("2026-05-01", 8, 120_000, 120_000) };
    let cancelled = Booking { status: "cancelled".into(), travel_id: 999_999, ..booking("2027-07-01", 8, 0, 120_000) };
    let view = trips_view(&snapshot, vec![deposit_only, travelled, soon, cancelled], &viewer(today), edition, "https://book.example/");

    let upcoming: Vec<_> = view.upcoming.iter().map(|l| l.starting_date).collect();
    assert_eq!(upcoming, [day("2026-12-20"), day("2027-03-10")], "the next departure first");
    let later = &view.upcoming[1];
    assert_eq!(later.payment, PaymentState::DepositPaid);
    assert_eq!(later.balance, Some((day("2027-02-07"), Money { minor: 220_000, currency: Currency::EUR })), "31 days before");
    assert_eq!(later.manage_href, "https://book.example/bookings/CRV-ABC123");
    assert_eq!(later.calendar_href.as_deref(), Some("https://book.example/bookings/CRV-ABC123/calendar.ics"));
    assert_eq!(
        later.cancel,
        Some((Money { minor: 20_000, currency: Currency::EUR }, "https://book.example/bookings/CRV-ABC123?cancel=1".into()))
    );
    assert_eq!(later.trip_href.as_deref(), Some(format!("/destinations/{}", travel.slug).as_str()));
    let next = &view.upcoming[0];
    assert_eq!((next.payment, next.balance), (PaymentState::PaidInFull, None));
    assert!(next.trip_href.as_deref().unwrap().ends_with(&tour.code.to_lowercase()), "the departure's own page");

    let past: Vec<_> = view.past.iter().map(|l| (l.starting_date, l.status, l.payment)).collect();
    assert_eq!(
        past,
        [
            (day("2027-07-01"), BookingStatus::Cancelled, PaymentState::Refunded),
            (day("2026-05-01"), BookingStatus::Travelled, PaymentState::PaidInFull),
        ],
        "a cancelled booking is listed with the past ones, whatever its date"
    );
    assert!(view.past.iter().all(|l| l.cancel.is_none()), "nothing to cancel there");
    assert_eq!(view.past[0].trip_href, None, "a trip the catalogue no longer has is not linked");
}

#[tokio::test]
async fn a_departure_still_short_of_its_group_is_awaiting_confirmation() {
    let today = day("2026-11-26");
    let snapshot = crate::catalogue::load::test_snapshot("bookings-status", today).await;
    let edition = EditionId::ItIt.edition();
    for tour in snapshot.tours.iter().take(40) {
        let travel_id = snapshot.travels[tour.travel].id;
        let b = Booking { travel_id, tour_id: tour.id.clone(), ..booking("2027-01-10", 8, 100, 100) };
        let line = &trips_view(&snapshot, vec![b], &viewer(today), edition, "https://book.example").upcoming[0];
        let expected = match tour.status {
            TourStatus::Planned | TourStatus::AlmostConfirmed => BookingStatus::AwaitingConfirmation,
            _ => BookingStatus::Confirmed,
        };
        assert_eq!(line.status, expected, "{:?}", tour.status);
    }
}
