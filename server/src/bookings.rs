//! The traveller's bookings (spec §6 "bookings and trips"). They live on the
//! booking site, so they sit behind a trait like every outside service
//! (DESIGN.md). Until that site's API is wired in, [`DemoBookings`] derives a
//! few bookings per user from the catalogue, the same ones on every visit.

use crate::catalogue::{Catalogue, Snapshot, Viewer};
use caravan_site::model::{BookingStatus, Money, PaymentState, TripLine, TripsView};
use caravan_site::routes::Route;
use chrono::{Days, NaiveDate};
use search_core::{Currency, TourStatus};
use sha2::{Digest, Sha256};
use std::future::Future;
use std::pin::Pin;

/// The deposit that secures a place, per traveller, in the booking's currency (spec §9).
const DEPOSIT_MINOR: i64 = 10_000;
/// The balance is due this many days before departure (spec §1, §9).
const BALANCE_DAYS_BEFORE: u64 = 31;

/// One booking as the booking site reports it.
#[derive(Debug, Clone, PartialEq)]
pub struct Booking {
    pub reference: String,
    pub travel_id: i64,
    /// The departure, while the catalogue still lists it.
    pub tour_id: Option<String>,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub travellers: u32,
    pub cancelled: bool,
    pub total: Money,
    pub paid: Money,
}

/// Whose bookings, and how to price the demo's.
pub struct BookingsQuery<'a> {
    pub user_id: &'a str,
    pub today: NaiveDate,
    pub currency: Currency,
}

#[derive(Debug, thiserror::Error)]
#[error("bookings: {0}")]
pub struct BookingsError(pub String);

pub type BookingsFuture<'a> = Pin<Box<dyn Future<Output = Result<Vec<Booking>, BookingsError>> + Send + 'a>>;

pub trait Bookings: Send + Sync {
    fn of_user<'a>(&'a self, query: BookingsQuery<'a>) -> BookingsFuture<'a>;
    /// Where bookings come from, for the start-up log.
    fn describe(&self) -> String;
}

/// A deterministic demo: one or two upcoming departures from the catalogue and
/// one or two past trips, chosen by a hash of the user id.
pub struct DemoBookings {
    catalogue: Catalogue,
}

impl DemoBookings {
    pub fn new(catalogue: Catalogue) -> DemoBookings {
        DemoBookings { catalogue }
    }
}

impl Bookings for DemoBookings {
    fn of_user<'a>(&'a self, query: BookingsQuery<'a>) -> BookingsFuture<'a> {
        let bookings = demo_bookings(&self.catalogue.snapshot(), &query);
        Box::pin(async move { Ok(bookings) })
    }

    fn describe(&self) -> String {
        "demo bookings derived from the catalogue".into()
    }
}

fn demo_bookings(snapshot: &Snapshot, query: &BookingsQuery<'_>) -> Vec<Booking> {
    let seed: [u8; 32] = Sha256::digest(query.user_id.as_bytes()).into();
    let pick = |i: usize, n: usize| if n == 0 { 0 } else { u16::from_be_bytes([seed[i], seed[i + 1]]) as usize % n };
    let reference = |i: usize| format!("CRV-{:02X}{:02X}{:02X}", seed[i], seed[i + 1], seed[(i + 2) % 32]);
    let mut bookings = Vec::new();

    // Upcoming: bookable departures at least a week away, priced in the visitor's currency.
    let soon = query.today + Days::new(7);
    let bookable: Vec<_> = snapshot.tours[snapshot.first_tour_from(soon)..]
        .iter()
        .filter(|t| !matches!(t.status, TourStatus::SoldOut | TourStatus::WaitingList))
        .filter(|t| t.price(query.currency).is_some())
        .collect();
    let upcoming = 1 + seed[0] as usize % 2;
    for k in 0..upcoming.min(bookable.len()) {
        // Spread the picks so two bookings are different departures.
        let tour = bookable[(pick(2 + 2 * k, bookable.len()) + k * bookable.len() / 2) % bookable.len()];
        let Some(travel) = snapshot.travels.get(tour.travel) else { continue };
        let Some(price) = tour.price(query.currency) else { continue };
        let travellers = 1 + u32::from(seed[6 + k] % 2);
        let total = price.price * i64::from(travellers);
        let balance_due = tour.starting_date - Days::new(BALANCE_DAYS_BEFORE);
        let paid = if query.today >= balance_due { total } else { (DEPOSIT_MINOR * i64::from(travellers)).min(total) };
        bookings.push(Booking {
            reference: reference(8 + 3 * k),
            travel_id: travel.id,
            tour_id: Some(tour.id.clone()),
            starting_date: tour.starting_date,
            ending_date: tour.ending_date,
            travellers,
            cancelled: false,
            total: Money { minor: total, currency: query.currency },
            paid: Money { minor: paid, currency: query.currency },
        });
    }

    // Past: trips of the catalogue's travels that ended between one and about twelve months ago.
    let past = 1 + seed[1] as usize % 2;
    for k in 0..past.min(snapshot.travels.len()) {
        let travel = &snapshot.travels[(pick(16 + 2 * k, snapshot.travels.len()) + k) % snapshot.travels.len()];
        let days = travel.days.max(1) as u64;
        let ended_ago = 30 + 150 * k as u64 + u64::from(seed[20 + k]);
        let ending_date = query.today - Days::new(ended_ago);
        let starting_date = ending_date - Days::new(days - 1);
        let viewer = Viewer { language: caravan_site::edition::Language::En, currency: query.currency, today: query.today };
        let from = snapshot.best_tour(travel, &viewer).and_then(|t| t.price(query.currency)).map_or(100_000, |p| p.price);
        // About one past booking in four was cancelled and refunded.
        let cancelled = k == 1 && seed[24].is_multiple_of(4);
        let total = Money { minor: from, currency: query.currency };
        bookings.push(Booking {
            reference: reference(26 - 3 * k),
            travel_id: travel.id,
            tour_id: None,
            starting_date,
            ending_date,
            travellers: 1,
            cancelled,
            total,
            paid: if cancelled { Money { minor: 0, ..total } } else { total },
        });
    }
    bookings
}

/// The page's view of `bookings`: upcoming soonest first, past most recent first.
pub fn trips_view(
    snapshot: &Snapshot,
    bookings: Vec<Booking>,
    viewer: &Viewer,
    edition: &caravan_site::edition::Edition,
    bookings_host: &str,
) -> TripsView {
    let mut view = TripsView::default();
    for booking in bookings {
        let travel = snapshot.travel_by_id(booking.travel_id);
        let texts = travel.map(|t| t.text(viewer.language));
        let tour = booking.tour_id.as_deref().and_then(|id| snapshot.tour_by_id(id));
        let trip_href = travel.and_then(|travel| {
            let route = match tour {
                Some(t) => Route::Tour { travel: travel.slug.clone(), tour: t.code.to_lowercase() },
                None => Route::Travel { travel: travel.slug.clone() },
            };
            route.path(edition)
        });
        let upcoming = booking.ending_date >= viewer.today;
        let status = match (booking.cancelled, upcoming, tour.map(|t| t.status.is_confirmed())) {
            (true, _, _) => BookingStatus::Cancelled,
            (false, false, _) => BookingStatus::Travelled,
            (false, true, Some(false)) => BookingStatus::AwaitingConfirmation,
            (false, true, _) => BookingStatus::Confirmed,
        };
        let owed = booking.total.minor - booking.paid.minor;
        let payment = match (booking.cancelled, owed > 0) {
            (true, _) => PaymentState::Refunded,
            (false, true) => PaymentState::DepositPaid,
            (false, false) => PaymentState::PaidInFull,
        };
        let balance = (payment == PaymentState::DepositPaid)
            .then(|| (booking.starting_date - Days::new(BALANCE_DAYS_BEFORE), Money { minor: owed, currency: booking.total.currency }));
        let line = TripLine {
            manage_href: format!("{}/bookings/{}", bookings_host.trim_end_matches('/'), booking.reference),
            reference: booking.reference,
            title: texts.map(|t| t.title.clone()).unwrap_or_default(),
            destination: texts.map(|t| t.destination_label.clone()).unwrap_or_default(),
            trip_href,
            starting_date: booking.starting_date,
            ending_date: booking.ending_date,
            travellers: booking.travellers,
            status,
            payment,
            balance,
        };
        if upcoming {
            view.upcoming.push(line)
        } else {
            view.past.push(line)
        }
    }
    view.upcoming.sort_by_key(|l| l.starting_date);
    view.past.sort_by_key(|l| std::cmp::Reverse(l.starting_date));
    view
}

#[cfg(test)]
mod tests;
