//! Bookings (spec §1 checkout, §6 "bookings and trips"), behind one contract
//! (`docs/booking-contract.md`) with two sides, as the login has:
//! - [`desk::Desk`], the built-in booking desk: it owns seats, and a booking
//!   takes them (a cancellation gives them back) in the transaction that
//!   writes it. The embedded run and the tests book through it.
//! - [`remote::RemoteBookings`], for an outside booking system that
//!   implements the same JSON contract (`BOOKINGS_API_URL`).
//!
//! The site only ever talks to the [`Bookings`] trait.

pub mod calendar;
pub mod desk;
pub mod refusals;
pub mod remote;
pub mod view;

use crate::error::ErrorCode;
use chrono::NaiveDate;
use search_core::booking::Payment;
use search_core::Currency;
use serde::{Deserialize, Serialize};
use std::future::Future;
use std::pin::Pin;

/// What a traveller asks for (`POST /api/bookings`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BookingRequest {
    /// The departure's id.
    pub tour_id: String,
    /// 1 to 4.
    #[schema(minimum = 1, maximum = 4)]
    pub travellers: i64,
    #[serde(default)]
    pub private_room: bool,
    #[serde(default)]
    pub flexible_cancellation: bool,
    #[schema(value_type = String, pattern = "^(deposit|full)$")]
    pub payment: Payment,
    /// The departure's promo code, while it is valid.
    #[serde(default)]
    pub promo_code: Option<String>,
    /// EUR, GBP or USD; the visitor's currency when left out.
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = "^(EUR|GBP|USD)$")]
    pub currency: Option<Currency>,
}

/// Who books: the site's user (or, through the contract's service token,
/// the id the calling site gives), and the address the confirmation goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Traveller {
    pub id: String,
    pub email: String,
}

/// A booking as the contract answers it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Booking {
    pub reference: String,
    pub tour_id: String,
    pub tour_code: String,
    pub travel_id: i64,
    #[schema(value_type = String, format = Date)]
    pub starting_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub ending_date: NaiveDate,
    pub travellers: i64,
    pub private_room: bool,
    pub flexible_cancellation: bool,
    #[schema(value_type = String)]
    pub payment: Payment,
    pub promo_code: Option<String>,
    /// `booked` or `cancelled`.
    pub status: String,
    #[schema(value_type = String)]
    pub currency: Currency,
    /// Minor units of `currency`: the trips, the options and the total.
    pub total: i64,
    /// What was paid.
    pub paid: i64,
    /// What is still owed, due on `balanceDueDate`.
    pub balance: i64,
    #[schema(value_type = Option<String>, format = Date)]
    pub balance_due_date: Option<NaiveDate>,
    /// What a cancellation gave back.
    pub refunded: i64,
    /// What cancelling today would give back (booked only).
    pub refund_if_cancelled: Option<i64>,
}

impl Booking {
    pub fn is_cancelled(&self) -> bool {
        self.status == "cancelled"
    }
}

/// Why a booking or a cancellation was refused. The API turns each into its
/// status, stable code and a message in the visitor's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("sold out")]
    SoldOut,
    #[error("only {free} seats left")]
    NotEnoughSeats { free: i64 },
    #[error("the departure has left")]
    Departed,
    #[error("on request: bookable through customer care")]
    OnRequest,
    #[error("no such departure or booking")]
    NotFound,
    #[error("{0}")]
    Invalid(Invalid),
    #[error("already cancelled")]
    AlreadyCancelled,
    #[error("booking system unavailable: {0}")]
    Unavailable(String),
}

/// Input the contract refuses with a 400, each with its own message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invalid {
    Travellers,
    DepositClosed,
    PromoExpired,
    PromoUnknown,
    Currency,
    PrivateRoom,
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.code())
    }
}

impl Invalid {
    /// Its code, whose status says whether the request itself is at fault
    /// (400), or it is fine but this departure, on this day, cannot take it
    /// (409: the deposit is closed, the promo code expired, no private rooms,
    /// not sold in that currency).
    pub fn code(self) -> ErrorCode {
        match self {
            Invalid::Travellers => ErrorCode::InvalidTravellers,
            Invalid::DepositClosed => ErrorCode::DepositClosed,
            Invalid::PromoExpired => ErrorCode::PromoExpired,
            Invalid::PromoUnknown => ErrorCode::PromoUnknown,
            Invalid::Currency => ErrorCode::InvalidCurrency,
            Invalid::PrivateRoom => ErrorCode::NoPrivateRoom,
        }
    }

    /// Its Fluent key: `booking-error-{code in kebab case}`.
    pub fn message_key(self) -> &'static str {
        match self {
            Invalid::Travellers => "booking-error-travellers",
            Invalid::DepositClosed => "booking-error-deposit-closed",
            Invalid::PromoExpired => "booking-error-promo-expired",
            Invalid::PromoUnknown => "booking-error-promo-unknown",
            Invalid::Currency => "booking-error-currency",
            Invalid::PrivateRoom => "booking-error-private-room",
        }
    }

    pub fn from_code(code: ErrorCode) -> Option<Invalid> {
        [Invalid::Travellers, Invalid::DepositClosed, Invalid::PromoExpired, Invalid::PromoUnknown, Invalid::Currency, Invalid::PrivateRoom]
            .into_iter()
            .find(|i| i.code() == code)
    }
}

impl Refusal {
    /// The contract's stable code.
    pub fn code(&self) -> ErrorCode {
        match self {
            Refusal::SoldOut => ErrorCode::SoldOut,
            Refusal::NotEnoughSeats { .. } => ErrorCode::NotEnoughSeats,
            Refusal::Departed => ErrorCode::Departed,
            Refusal::OnRequest => ErrorCode::OnRequest,
            Refusal::NotFound => ErrorCode::NotFound,
            Refusal::Invalid(invalid) => invalid.code(),
            Refusal::AlreadyCancelled => ErrorCode::AlreadyCancelled,
            Refusal::Unavailable(_) => ErrorCode::BookingsUnavailable,
        }
    }
}

pub type BookingsFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, Refusal>> + Send + 'a>>;

/// The booking contract, as the site consumes it.
pub trait Bookings: Send + Sync {
    /// Books; a second call with the same `idempotency_key` answers the
    /// booking the first one made (`true`: it was made now).
    fn book<'a>(
        &'a self,
        who: &'a Traveller,
        request: &'a BookingRequest,
        idempotency_key: Option<&'a str>,
    ) -> BookingsFuture<'a, (Booking, bool)>;
    /// The traveller's own bookings, newest first.
    fn of_traveller<'a>(&'a self, who: &'a Traveller) -> BookingsFuture<'a, Vec<Booking>>;
    /// Cancels one of the traveller's bookings, with the refund the rules give.
    fn cancel<'a>(&'a self, who: &'a Traveller, reference: &'a str) -> BookingsFuture<'a, Booking>;
    /// Where bookings live, for the start-up log.
    fn describe(&self) -> String;
}

#[cfg(test)]
mod tests;
