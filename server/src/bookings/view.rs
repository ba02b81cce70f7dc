//! The "bookings and trips" page's view of the traveller's bookings.

use super::Booking;
use crate::catalogue::{Snapshot, Viewer};
use caravan_site::model::{BookingStatus, Money, PaymentState, TripLine, TripsView};
use caravan_site::routes::Route;

/// Where a booking's own page is on the booking site.
pub fn booking_href(bookings_host: &str, reference: &str) -> String {
    format!("{}/bookings/{reference}", bookings_host.trim_end_matches('/'))
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
        let tour = snapshot.tour_by_id(&booking.tour_id);
        let trip_href = travel.and_then(|travel| {
            let route = match tour {
                Some(t) => Route::Tour { travel: travel.slug.clone(), tour: t.code.to_lowercase() },
                None => Route::Travel { travel: travel.slug.clone() },
            };
            route.path(edition)
        });
        let cancelled = booking.is_cancelled();
        let upcoming = booking.ending_date >= viewer.today && !cancelled;
        let status = match (cancelled, upcoming, tour.map(|t| t.status.is_confirmed())) {
            (true, _, _) => BookingStatus::Cancelled,
            (false, false, _) => BookingStatus::Travelled,
            (false, true, Some(false)) => BookingStatus::AwaitingConfirmation,
            (false, true, _) => BookingStatus::Confirmed,
        };
        let money = |minor: i64| Money { minor, currency: booking.currency };
        let payment = match (cancelled, booking.balance > 0) {
            (true, _) => PaymentState::Refunded,
            (false, true) => PaymentState::DepositPaid,
            (false, false) => PaymentState::PaidInFull,
        };
        let balance = booking.balance_due_date.filter(|_| payment == PaymentState::DepositPaid).map(|due| (due, money(booking.balance)));
        let manage_href = booking_href(bookings_host, &booking.reference);
        let cancel = booking.refund_if_cancelled.filter(|_| upcoming).map(|refund| (money(refund), format!("{manage_href}?cancel=1")));
        let line = TripLine {
            calendar_href: Some(format!("{manage_href}/calendar.ics")),
            manage_href,
            cancel,
            reference: booking.reference,
            title: texts.map(|t| t.title.clone()).unwrap_or_default(),
            destination: texts.map(|t| t.destination_label.clone()).unwrap_or_default(),
            trip_href,
            starting_date: booking.starting_date,
            ending_date: booking.ending_date,
            travellers: u32::try_from(booking.travellers).unwrap_or(0),
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
