//! The booking contract's three calls (`docs/booking-contract.md`):
//! `POST /api/bookings`, `GET /api/me/bookings` and
//! `POST /api/me/bookings/{reference}/cancel`, answered through the
//! [`Bookings`](crate::bookings::Bookings) trait: the built-in desk, or an
//! outside booking system. A traveller calls them with the session cookie; a
//! site calling the built-in desk server to server sends the service token
//! (`BOOKINGS_API_TOKEN`) and says for whom in `X-Caravan-Traveller` and
//! `X-Caravan-Email`.

use crate::accounts::secrets::bearer_matches;
use crate::accounts::sessions::CurrentUser;
use crate::bookings::refusals::refused;
use crate::bookings::remote::{EMAIL_HEADER, TRAVELLER_HEADER};
use crate::bookings::{Booking, BookingRequest, Traveller};
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::{no_store, Visit};
use crate::AppState;
use axum::extract::{FromRequestParts, OptionalFromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::Response;
use axum::Json;
use serde::Serialize;

/// Longest `Idempotency-Key` kept (a UUID is 36).
const MAX_IDEMPOTENCY_KEY: usize = 128;

#[derive(Serialize, utoipa::ToSchema)]
pub struct BookingAnswer {
    data: Booking,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct BookingsAnswer {
    data: Vec<Booking>,
}

/// Who the call books for: the logged-in traveller, or the one a calling
/// site names with the service token.
pub struct BookingTraveller(pub Traveller);

impl FromRequestParts<AppState> for BookingTraveller {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<BookingTraveller, AppError> {
        let service = state.config.bookings_api_token.as_deref().filter(|_| parts.headers.contains_key(header::AUTHORIZATION));
        if let Some(token) = service {
            let visit = Visit::from_parts(state, parts);
            if !bearer_matches(&parts.headers, token) {
                return Err(AppError::refused(ErrorCode::Unauthenticated, visit.t("error-unauthenticated")));
            }
            let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok()).map(str::trim).filter(|v| !v.is_empty());
            let (Some(id), Some(email)) = (header(TRAVELLER_HEADER), header(EMAIL_HEADER)) else {
                return Err(AppError::invalid(
                    ErrorCode::InvalidTraveller,
                    format!("a service call names the traveller in {TRAVELLER_HEADER} and {EMAIL_HEADER}"),
                ));
            };
            if id.len() > 128 || crate::mail::deliverable_address(email).is_none() {
                return Err(AppError::invalid(ErrorCode::InvalidTraveller, "the traveller's id or e-mail is not usable"));
            }
            // A calling site's travellers never share ids with this site's users.
            return Ok(BookingTraveller(Traveller { id: format!("service:{id}"), email: email.to_string() }));
        }
        let current = <CurrentUser as FromRequestParts<AppState>>::from_request_parts(parts, state).await?;
        Ok(BookingTraveller(Traveller { id: current.user.id, email: current.user.email }))
    }
}

impl OptionalFromRequestParts<AppState> for BookingTraveller {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Option<BookingTraveller>, AppError> {
        match <BookingTraveller as FromRequestParts<AppState>>::from_request_parts(parts, state).await {
            Ok(traveller) => Ok(Some(traveller)),
            Err(error) if error.code() == ErrorCode::Unauthenticated => Ok(None),
            Err(error) => Err(error),
        }
    }
}

/// The `Idempotency-Key` header, if any: printable and short.
fn idempotency_key(headers: &HeaderMap) -> AppResult<Option<String>> {
    let Some(value) = headers.get("idempotency-key") else { return Ok(None) };
    match value.to_str().map(str::trim) {
        Ok(key) if !key.is_empty() && key.len() <= MAX_IDEMPOTENCY_KEY && key.bytes().all(|b| b.is_ascii_graphic()) => {
            Ok(Some(key.to_string()))
        }
        _ => Err(AppError::invalid(
            ErrorCode::InvalidIdempotencyKey,
            format!("Idempotency-Key is 1-{MAX_IDEMPOTENCY_KEY} printable characters"),
        )),
    }
}

#[utoipa::path(post, path = "/api/bookings", tag = "bookings", request_body = BookingRequest, security(("session" = [])),
    params(("Idempotency-Key" = Option<String>, Header, description = "A retry with the same key answers the booking the first call made",
        pattern = "^[!-~]{1,128}$", min_length = 1, max_length = 128)),
    responses(
        (status = 201, description = "Booked: the seats are taken", body = BookingAnswer),
        (status = 200, description = "The booking an earlier call with the same Idempotency-Key made", body = BookingAnswer),
        (status = 400, description = "Invalid input (INVALID_TRAVELLERS, PROMO_UNKNOWN, INVALID_BODY, INVALID_IDEMPOTENCY_KEY)", body = crate::error::ErrorEnvelope),
        (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope),
        (status = 404, description = "NOT_FOUND: no such departure", body = crate::error::ErrorEnvelope),
        (status = 409, description = "The departure cannot take it: SOLD_OUT, NOT_ENOUGH_SEATS (with freeSeats), DEPARTED, ON_REQUEST, DEPOSIT_CLOSED, PROMO_EXPIRED, NO_PRIVATE_ROOM, INVALID_CURRENCY", body = crate::error::ErrorEnvelope),
        (status = 503, description = "BOOKINGS_UNAVAILABLE", body = crate::error::ErrorEnvelope),
    ))]
pub async fn create_booking(
    State(state): State<AppState>,
    visit: Visit,
    BookingTraveller(who): BookingTraveller,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    let mut request: BookingRequest = super::json_object(&body, ErrorCode::InvalidBody, "the booking")?;
    let key = idempotency_key(&headers)?;
    request.currency = request.currency.or(Some(visit.viewer().currency));
    let (booking, made_now) = state.bookings.book(&who, &request, key.as_deref()).await.map_err(|r| refused(&visit, r))?;
    state.serve_own_write().await?;
    let status = if made_now { StatusCode::CREATED } else { StatusCode::OK };
    Ok(no_store((status, Json(BookingAnswer { data: booking }))))
}

#[utoipa::path(get, path = "/api/me/bookings", tag = "bookings", security(("session" = [])),
    responses(
        (status = 200, description = "The traveller's own bookings, newest first", body = BookingsAnswer),
        (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope),
        (status = 503, description = "BOOKINGS_UNAVAILABLE", body = crate::error::ErrorEnvelope),
    ))]
pub async fn list_my_bookings(State(state): State<AppState>, visit: Visit, BookingTraveller(who): BookingTraveller) -> AppResult<Response> {
    let bookings = state.bookings.of_traveller(&who).await.map_err(|r| refused(&visit, r))?;
    Ok(no_store(Json(BookingsAnswer { data: bookings })))
}

#[utoipa::path(post, path = "/api/me/bookings/{reference}/cancel", tag = "bookings", security(("session" = [])),
    params(("reference" = String, Path, description = "The booking's reference")),
    responses(
        (status = 200, description = "Cancelled: `refunded` is what the cancellation rules give back", body = BookingAnswer),
        (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope),
        (status = 404, description = "NOT_FOUND: not one of the traveller's bookings", body = crate::error::ErrorEnvelope),
        (status = 409, description = "ALREADY_CANCELLED, DEPARTED", body = crate::error::ErrorEnvelope),
        (status = 503, description = "BOOKINGS_UNAVAILABLE", body = crate::error::ErrorEnvelope),
    ))]
pub async fn cancel_my_booking(
    State(state): State<AppState>,
    visit: Visit,
    BookingTraveller(who): BookingTraveller,
    Path(reference): Path<String>,
) -> AppResult<Response> {
    let booking = state.bookings.cancel(&who, &reference).await.map_err(|r| refused(&visit, r))?;
    state.serve_own_write().await?;
    Ok(no_store(Json(BookingAnswer { data: booking })))
}
