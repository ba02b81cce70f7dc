//! A refusal of the booking contract as the visitor reads it: the status and
//! code of the API's envelope, the message in the visitor's language. One
//! place for the JSON API and the checkout pages.

use super::Refusal;
use crate::error::AppError;
use crate::http::Visit;
use axum::http::StatusCode;

/// A refusal of the contract as the API's envelope, in the visitor's language.
pub fn refused(visit: &Visit, refusal: Refusal) -> AppError {
    let (status, key) = match &refusal {
        Refusal::SoldOut => (StatusCode::CONFLICT, "booking-error-sold-out"),
        Refusal::NotEnoughSeats { .. } => (StatusCode::CONFLICT, "booking-error-not-enough-seats"),
        Refusal::Departed => (StatusCode::CONFLICT, "booking-error-departed"),
        Refusal::OnRequest => (StatusCode::CONFLICT, "booking-error-on-request"),
        Refusal::AlreadyCancelled => (StatusCode::CONFLICT, "booking-error-already-cancelled"),
        Refusal::NotFound => (StatusCode::NOT_FOUND, "booking-error-not-found"),
        Refusal::Invalid(invalid) if invalid.is_input() => (StatusCode::BAD_REQUEST, invalid.message_key()),
        Refusal::Invalid(invalid) => (StatusCode::CONFLICT, invalid.message_key()),
        Refusal::Unavailable(_) => (StatusCode::SERVICE_UNAVAILABLE, "error-bookings-unavailable"),
    };
    match refusal {
        Refusal::NotEnoughSeats { free } => {
            AppError::refused(status, refusal.code(), visit.t_args(key, &[("count", free.into())])).with("freeSeats", free)
        }
        _ => AppError::refused(status, refusal.code(), visit.t(key)),
    }
}
