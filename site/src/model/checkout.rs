//! What the built-in booking desk's pages show: checkout
//! (`/booking/{tourId}/start`) and a booking's own page
//! (`/bookings/{reference}`), whose cancel step says the refund first.

use super::Money;
use chrono::NaiveDate;
use search_core::TourStatus;

/// The departure being booked.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckoutTrip {
    pub tour_id: String,
    pub title: String,
    pub destination: String,
    pub trip_href: Option<String>,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub status: TourStatus,
    pub free_seats: i64,
    /// The price per traveller.
    pub price: Money,
}

/// The choices of the checkout form, as the visitor left them.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckoutChoice {
    pub travellers: i64,
    pub private_room: bool,
    pub flexible: bool,
    /// true: the deposit now, the balance later.
    pub deposit: bool,
    pub promo_code: String,
}

/// The price breakdown of the current choice.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckoutPrice {
    pub trips: Money,
    pub private_room: Option<Money>,
    pub flexible: Option<Money>,
    pub total: Money,
    pub pay_now: Money,
    /// The balance and the day it is due (deposit bookings).
    pub balance: Option<(Money, NaiveDate)>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CheckoutView {
    pub trip: CheckoutTrip,
    pub choice: CheckoutChoice,
    /// `None` when the choice cannot be priced (the message says why).
    pub price: Option<CheckoutPrice>,
    /// The most travellers one booking may carry here (seats left, at most 4).
    pub max_travellers: i64,
    pub private_room_offered: bool,
    pub deposit_offered: bool,
    /// Where the form posts (and, with GET, reprices).
    pub action: String,
    /// This form's idempotency key: a double click, or a retry after a lost
    /// answer, books once.
    pub attempt: String,
    /// Logged out: where to log in or sign up and come back here.
    pub login_href: Option<String>,
    /// A refusal of the last try, in the visitor's language.
    pub error: Option<String>,
    /// Why this departure cannot be booked online at all (sold out, on
    /// request, departed), in the visitor's language: no form then.
    pub closed: Option<String>,
}

/// One of the traveller's bookings on its own page.
#[derive(Debug, Clone, PartialEq)]
pub struct BookingPageView {
    pub reference: String,
    pub title: String,
    pub trip_href: Option<String>,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub travellers: i64,
    pub private_room: bool,
    pub flexible: bool,
    pub cancelled: bool,
    pub total: Money,
    pub paid: Money,
    pub balance: Option<(Money, NaiveDate)>,
    pub refunded: Option<Money>,
    /// Just booked: the confirmation banner.
    pub just_booked: bool,
    /// What cancelling today gives back, while it can be cancelled.
    pub refund_if_cancelled: Option<Money>,
    /// The cancel step is open (`?cancel=1`): confirm with the refund shown.
    pub confirming_cancel: bool,
    pub cancel_action: String,
    pub calendar_href: String,
    pub trips_href: String,
    pub error: Option<String>,
}
