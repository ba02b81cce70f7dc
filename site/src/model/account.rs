//! The personal pages' views: wishlist, login steps, messages, the profile
//! area and bookings and trips (spec §6).

use super::*;

/// The wishlist page: personal, rendered for one visitor and never cached.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct WishlistView {
    /// `None` when nobody is logged in (the page then offers the login).
    pub login_href: Option<String>,
    pub travels: Vec<TravelCard>,
    pub tours: Vec<TourRow>,
}

/// Where a login stands (spec §4 group-info modal steps).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginStep {
    /// step-1: the e-mail.
    Email,
    /// step-2-new-user: marketing consent, privacy and terms.
    NewUser,
    /// step-2-existing-user: a code will be sent.
    ExistingUser,
    /// step-3: the one-time code.
    Code,
}

#[derive(Debug, Clone, PartialEq)]
pub struct LoginForm {
    pub step: LoginStep,
    pub email: String,
    /// A refusal in the visitor's language ('Invalid email', 'The code is wrong', …).
    pub error: Option<String>,
    /// The authorisation request, carried by every form.
    pub hidden: Vec<(String, String)>,
    pub consent: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct MessageView {
    pub testid: &'static str,
    pub title: String,
    pub text: String,
    pub error: Option<String>,
    pub form: Option<MessageForm>,
    /// The notify-me form shown again after a refusal, with the reason beside its field.
    pub alert_form: Option<alert_form::AlertForm>,
    /// Where "back" goes (the page the visitor came from).
    pub back: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct MessageForm {
    pub action: String,
    pub hidden: Vec<(String, String)>,
    /// Ask for a one-time code.
    pub code: bool,
    pub submit: String,
    /// A second form, with the same hidden fields, that sends a new code: (action, label).
    pub resend: Option<(String, String)>,
}

/// One of the user's alerts, as the profile area lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct AlertLine {
    pub id: String,
    /// STOCKOUT_TRAVEL, TOUR_CONFIRMED or PRICE_DROPPED.
    pub kind: &'static str,
    pub title: String,
    pub href: String,
}

/// The profile area (spec §6): profile, consents, communications, logout.
#[derive(Debug, Clone, PartialEq)]
pub struct AccountView {
    pub email: String,
    pub picture: String,
    pub marketing_consent: Option<bool>,
    /// False when the current privacy policy still has to be accepted.
    pub privacy_accepted: bool,
    pub saved_travels: usize,
    pub saved_tours: usize,
    pub alerts: Vec<AlertLine>,
    pub details: DetailsForm,
}

/// The traveller's details on the profile, as stored or as just sent back with what was refused.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DetailsForm {
    pub first_name: String,
    pub last_name: String,
    pub tax_code: String,
    /// Italy and Spain (spec §5).
    pub tax_code_required: bool,
    /// Refused fields: the field's name and the Fluent key of why.
    pub errors: Vec<(&'static str, &'static str)>,
    /// The details were just saved.
    pub saved: bool,
}

impl DetailsForm {
    pub fn error(&self, field: &str) -> Option<&'static str> {
        self.errors.iter().find(|(name, _)| *name == field).map(|(_, key)| *key)
    }
}

/// Where a booking stands (spec §6 "bookings and trips").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BookingStatus {
    /// The departure has its minimum group: the trip will run.
    Confirmed,
    /// Booked, but the departure still waits for its minimum group.
    AwaitingConfirmation,
    /// The trip is over.
    Travelled,
    Cancelled,
}

impl BookingStatus {
    pub const ALL: [BookingStatus; 4] =
        [BookingStatus::Confirmed, BookingStatus::AwaitingConfirmation, BookingStatus::Travelled, BookingStatus::Cancelled];

    /// The Fluent key suffix and test id: `trips-status-{code}`.
    pub fn code(self) -> &'static str {
        match self {
            BookingStatus::Confirmed => "confirmed",
            BookingStatus::AwaitingConfirmation => "awaiting",
            BookingStatus::Travelled => "travelled",
            BookingStatus::Cancelled => "cancelled",
        }
    }
}

/// What has been paid of a booking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentState {
    /// The deposit is paid; the balance is due on `TripLine::balance_due`.
    DepositPaid,
    PaidInFull,
    Refunded,
}

impl PaymentState {
    pub const ALL: [PaymentState; 3] = [PaymentState::DepositPaid, PaymentState::PaidInFull, PaymentState::Refunded];

    /// The Fluent key suffix: `trips-payment-{code}`.
    pub fn code(self) -> &'static str {
        match self {
            PaymentState::DepositPaid => "deposit",
            PaymentState::PaidInFull => "paid",
            PaymentState::Refunded => "refunded",
        }
    }
}

/// One booking as the "bookings and trips" page lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct TripLine {
    /// The booking site's reference, shown to quote to customer care.
    pub reference: String,
    pub title: String,
    pub destination: String,
    /// The trip's page here, while the catalogue still has it.
    pub trip_href: Option<String>,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub travellers: u32,
    pub status: BookingStatus,
    pub payment: PaymentState,
    /// When the balance is still owed: the day it is due and how much.
    pub balance: Option<(NaiveDate, Money)>,
    /// The booking's own page on the booking site.
    pub manage_href: String,
    /// An upcoming booking that can still be cancelled: what cancelling
    /// today gives back, and where to confirm it.
    pub cancel: Option<(Money, String)>,
    /// The trip as a calendar file (`.ics`), one event a day.
    pub calendar_href: Option<String>,
}

/// The logged-in traveller's bookings, the next departure first and the most
/// recent past trip first.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TripsView {
    pub upcoming: Vec<TripLine>,
    pub past: Vec<TripLine>,
}
