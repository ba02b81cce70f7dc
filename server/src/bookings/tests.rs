use super::*;
use caravan_site::edition::{EditionId, Language};

fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn query(user_id: &str, today: NaiveDate) -> BookingsQuery<'_> {
    BookingsQuery { user_id, today, currency: Currency::EUR }
}

fn viewer(today: NaiveDate) -> Viewer {
    Viewer { language: Language::En, currency: Currency::EUR, today }
}

#[tokio::test]
async fn the_demo_gives_each_user_the_same_few_bookings_on_every_visit() {
    let today = day("2026-11-26");
    let snapshot = crate::catalogue::load::test_snapshot("bookings-demo", today).await;
    let mut distinct = std::collections::HashSet::new();
    for n in 0..40 {
        let user = format!("user-{n}");
        let bookings = demo_bookings(&snapshot, &query(&user, today));
        assert_eq!(bookings, demo_bookings(&snapshot, &query(&user, today)), "{user}: the same bookings every time");
        let (upcoming, past): (Vec<_>, Vec<_>) = bookings.iter().partition(|b| b.ending_date >= today);
        assert!((1..=2).contains(&upcoming.len()) && (1..=2).contains(&past.len()), "{user}: {bookings:?}");
        for b in &upcoming {
            let tour = snapshot.tour_by_id(b.tour_id.as_deref().expect("an upcoming booking names its departure")).unwrap();
            assert!(b.starting_date >= today + Days::new(7) && b.starting_date == tour.starting_date);
            assert_eq!(b.total.minor, tour.price(Currency::EUR).unwrap().price * i64::from(b.travellers));
            assert!(b.paid.minor > 0 && b.paid.minor <= b.total.minor);
        }
        assert!(past.iter().all(|b| b.ending_date < today && b.starting_date <= b.ending_date && b.tour_id.is_none()));
        let references: std::collections::HashSet<_> = bookings.iter().map(|b| b.reference.clone()).collect();
        assert_eq!(references.len(), bookings.len(), "{user}: one reference per booking");
        distinct.insert(bookings.iter().map(|b| b.reference.clone()).collect::<Vec<_>>());
    }
    assert_eq!(distinct.len(), 40, "every user has bookings of their own");
}

fn booking(start: &str, days: u64, paid: i64, total: i64) -> Booking {
    let starting_date = day(start);
    Booking {
        reference: "CRV-ABC123".into(),
        travel_id: 0,
        tour_id: None,
        starting_date,
        ending_date: starting_date + Days::new(days - 1),
        travellers: 2,
        cancelled: false,
        total: Money { minor: total, currency: Currency::EUR },
        paid: Money { minor: paid, currency: Currency::EUR },
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
    let soon = Booking { travel_id: travel.id, tour_id: Some(tour.id.clone()), ..booking("2026-12-20", 8, 240_000, 240_000) };
    let travelled = Booking { travel_id: travel.id, ..booking("2026-05-01", 8, 120_000, 120_000) };
    let cancelled = Booking { cancelled: true, travel_id: 999_999, ..booking("2026-07-01", 8, 0, 120_000) };
    let view = trips_view(&snapshot, vec![deposit_only, travelled, soon, cancelled], &viewer(today), edition, "https://book.example/");

    let upcoming: Vec<_> = view.upcoming.iter().map(|l| l.starting_date).collect();
    assert_eq!(upcoming, [day("2026-12-20"), day("2027-03-10")], "the next departure first");
    let later = &view.upcoming[1];
    assert_eq!(later.payment, PaymentState::DepositPaid);
    assert_eq!(later.balance, Some((day("2027-02-07"), Money { minor: 220_000, currency: Currency::EUR })), "31 days before");
    assert_eq!(later.manage_href, "https://book.example/bookings/CRV-ABC123");
    assert_eq!(later.trip_href.as_deref(), Some(format!("/destinations/{}", travel.slug).as_str()));
    let next = &view.upcoming[0];
    assert_eq!((next.payment, next.balance), (PaymentState::PaidInFull, None));
    assert!(next.trip_href.as_deref().unwrap().ends_with(&tour.code.to_lowercase()), "the departure's own page");

    let past: Vec<_> = view.past.iter().map(|l| (l.starting_date, l.status, l.payment)).collect();
    assert_eq!(
        past,
        [
            (day("2026-07-01"), BookingStatus::Cancelled, PaymentState::Refunded),
            (day("2026-05-01"), BookingStatus::Travelled, PaymentState::PaidInFull),
        ]
    );
    assert_eq!(view.past[0].trip_href, None, "a trip the catalogue no longer has is not linked");
}

#[tokio::test]
async fn a_departure_still_short_of_its_group_is_awaiting_confirmation() {
    let today = day("2026-11-26");
    let snapshot = crate::catalogue::load::test_snapshot("bookings-status", today).await;
    let edition = EditionId::ItIt.edition();
    for tour in snapshot.tours.iter().take(40) {
        let travel_id = snapshot.travels[tour.travel].id;
        let b = Booking { travel_id, tour_id: Some(tour.id.clone()), ..booking("2027-01-10", 8, 100, 100) };
        let line = &trips_view(&snapshot, vec![b], &viewer(today), edition, "https://book.example").upcoming[0];
        let expected = match tour.status {
            TourStatus::Planned | TourStatus::AlmostConfirmed => BookingStatus::AwaitingConfirmation,
            _ => BookingStatus::Confirmed,
        };
        assert_eq!(line.status, expected, "{:?}", tour.status);
    }
}
