//! A refusal of the booking contract as the visitor reads it: the status and
//! code of the API's envelope, the message in the visitor's language. One
//! place for the JSON API and the checkout pages.

use super::Refusal;
use crate::error::AppError;
use crate::http::Visit;

/// A refusal of the contract as the API's envelope, in the visitor's language
/// (its code sets the status).
pub fn refused(visit: &Visit, refusal: Refusal) -> AppError {
    let key = match &refusal {
        Refusal::SoldOut => "booking-error-sold-out",
        Refusal::NotEnoughSeats { .. } => "booking-error-not-enough-seats",
        Refusal::Departed => "booking-error-departed",
        Refusal::OnRequest => "booking-error-on-request",
        Refusal::AlreadyCancelled => "booking-error-already-cancelled",
        Refusal::NotFound => "booking-error-not-found",
        Refusal::Invalid(invalid) => invalid.message_key(),
        Refusal::Unavailable(_) => "error-bookings-unavailable",
    };
    match refusal {
        Refusal::NotEnoughSeats { free } => {
            AppError::refused(refusal.code(), visit.t_args(key, &[("count", free.into())])).with(|e| e.free_seats = Some(free))
        }
        _ => AppError::refused(refusal.code(), visit.t(key)),
    }
}
