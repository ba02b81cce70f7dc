//! The built-in booking desk's pages (spec §1: checkout at
//! `{bookings host}/booking/{tourId}/start`), plain forms that work without
//! JavaScript in every edition:
//! - `GET /booking/{tourId}/start`: the choices, the price breakdown (a GET
//!   with the choices reprices), log in or sign up on the spot, and a
//!   payment step marked as a demonstration;
//! - `POST` the same: books through the booking contract, then the booking's page;
//! - `GET /bookings/{reference}`: confirmation and details; `?cancel=1` asks
//!   to confirm with the refund shown; `POST …/cancel` cancels;
//! - `GET /bookings/{reference}/calendar.ics`: the trip, one event a day.

use super::{personal_page, PageResult};
use crate::accounts::CurrentUser;
use crate::bookings::refusals::refused;
use crate::bookings::{Booking, BookingRequest, Refusal, Traveller};
use crate::catalogue::model::Tour;
use crate::error::AppError;
use crate::http::Visit;
use crate::AppState;
use axum::body::Bytes;
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use caravan_site::model::checkout::{BookingPageView, CheckoutChoice, CheckoutPrice, CheckoutTrip, CheckoutView};
use caravan_site::model::{Money, Page};
use caravan_site::routes::{login_href, Route, RouteKey};
use search_core::booking::{self as rules, Choice, Payment, TourAction};
use search_core::Currency;
use std::collections::HashMap;

/// The form's fields, from a query string or a posted body.
fn fields(raw: &[u8]) -> HashMap<String, String> {
    form_urlencoded::parse(raw).map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn checkout_path(tour_id: &str) -> String {
    format!("/booking/{tour_id}/start")
}

/// The choice the fields make; a first visit books one traveller, with the
/// deposit while it is offered and the departure's valid promo code.
fn choice_of(fields: &HashMap<String, String>, tour: &Tour, today: chrono::NaiveDate) -> CheckoutChoice {
    let on = |name: &str| fields.get(name).is_some_and(|v| v == "1" || v == "on" || v == "true");
    let promo = tour.promo.as_ref().filter(|(_, expires)| today <= *expires).map(|(code, _)| code.clone()).unwrap_or_default();
    CheckoutChoice {
        travellers: fields.get("travellers").and_then(|v| v.parse().ok()).unwrap_or(1),
        private_room: on("privateRoom"),
        flexible: on("flexible"),
        deposit: match fields.get("payment").map(String::as_str) {
            Some("full") => false,
            Some(_) => true,
            None => rules::deposit_offered(tour.starting_date, today),
        },
        promo_code: fields.get("promoCode").map_or(promo, |v| v.trim().to_string()),
    }
}

fn rules_choice(choice: &CheckoutChoice) -> Choice {
    Choice {
        travellers: choice.travellers,
        private_room: choice.private_room,
        flexible: choice.flexible,
        payment: if choice.deposit { Payment::Deposit } else { Payment::Full },
    }
}

/// The checkout page of `tour_id` with `fields` chosen and maybe a refusal.
fn checkout_page(
    state: &AppState,
    visit: &Visit,
    tour_id: &str,
    fields: &HashMap<String, String>,
    logged_in: bool,
    error: Option<(StatusCode, String)>,
) -> PageResult {
    let snapshot = state.catalogue.snapshot();
    let tour = snapshot.tour_by_id(tour_id).ok_or(AppError::NotFound)?;
    let travel = &snapshot.travels[tour.travel];
    let viewer = visit.viewer();
    let today = viewer.today;
    let texts = travel.text(viewer.language);
    let currency = booking_currency(tour, viewer.currency);
    let price_each = tour.price(currency).map_or(0, |p| p.price);
    let money = |minor: i64| Money { minor, currency };
    let edition = visit.host.edition;
    let closed = if tour.starting_date <= today {
        Some(visit.t("booking-error-departed"))
    } else {
        match rules::tour_action(tour.status) {
            TourAction::SoldOut => Some(visit.t("booking-error-sold-out")),
            TourAction::AskCustomerCare => Some(visit.t("booking-error-on-request")),
            TourAction::Book => None,
        }
    };
    let mut choice = choice_of(fields, tour, today);
    let max_travellers = tour.free_seats.clamp(1, rules::MAX_TRAVELLERS);
    choice.travellers = choice.travellers.clamp(1, max_travellers);
    let deposit_offered = rules::deposit_offered(tour.starting_date, today);
    choice.deposit &= deposit_offered;
    let private_room_offered = travel.no_sharing_room;
    choice.private_room &= private_room_offered;
    let price = rules::quote(price_each, rules_choice(&choice), tour.starting_date, today).ok().map(|q| CheckoutPrice {
        trips: money(q.trips),
        private_room: (choice.private_room).then(|| money(q.private_room)),
        flexible: (choice.flexible).then(|| money(q.flexible)),
        total: money(q.total),
        pay_now: money(q.pay_now),
        balance: q.balance_due.filter(|_| q.balance > 0).map(|due| (money(q.balance), due)),
    });
    let action = checkout_path(tour_id);
    let view = CheckoutView {
        trip: CheckoutTrip {
            tour_id: tour.id.clone(),
            title: texts.title.clone(),
            destination: texts.destination_label.clone(),
            trip_href: Route::Tour { travel: travel.slug.clone(), tour: tour.code.to_lowercase() }.path(edition),
            starting_date: tour.starting_date,
            ending_date: tour.ending_date,
            status: tour.status,
            free_seats: tour.free_seats,
            price: money(price_each),
        },
        choice,
        price,
        max_travellers,
        private_room_offered,
        deposit_offered,
        login_href: (!logged_in).then(|| login_href(edition, &visit.path_with_query())),
        action,
        attempt: uuid::Uuid::new_v4().to_string(),
        error: error.as_ref().map(|(_, message)| message.clone()),
        closed,
    };
    let status = error.map_or(StatusCode::OK, |(status, _)| status);
    Ok(personal_page(state, visit, status, Page::Checkout(Box::new(view))))
}

/// `GET /booking/{tourId}/start`.
pub async fn show(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    Path(tour_id): Path<String>,
    RawQuery(query): RawQuery,
) -> PageResult {
    let fields = fields(query.unwrap_or_default().as_bytes());
    checkout_page(&state, &visit, &tour_id, &fields, current.is_some(), None)
}

/// `POST /booking/{tourId}/start`: books, then shows the booking.
pub async fn book(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    Path(tour_id): Path<String>,
    body: Bytes,
) -> PageResult {
    let fields = fields(&body);
    let Some(current) = current else {
        let login = login_href(visit.host.edition, &checkout_path(&tour_id));
        return Ok(Redirect::to(&login).into_response());
    };
    let snapshot = state.catalogue.snapshot();
    let tour = snapshot.tour_by_id(&tour_id).ok_or(AppError::NotFound)?;
    let viewer = visit.viewer();
    let choice = choice_of(&fields, tour, viewer.today);
    let picked = rules_choice(&choice);
    let request = BookingRequest {
        tour_id: tour_id.clone(),
        travellers: picked.travellers,
        private_room: picked.private_room,
        flexible_cancellation: picked.flexible,
        payment: picked.payment,
        promo_code: Some(choice.promo_code).filter(|c| !c.is_empty()),
        currency: Some(booking_currency(tour, viewer.currency)),
    };
    drop(snapshot);
    let who = Traveller { id: current.user.id.clone(), email: current.user.email.clone() };
    // The form's own key: a double click, or a retry after a lost answer, books once.
    let key = fields.get("attempt").filter(|k| !k.is_empty() && k.len() <= 64).cloned();
    match state.bookings.book(&who, &request, key.as_deref()).await {
        Ok((booking, _)) => {
            state.serve_own_write().await?;
            let href = format!("{}?new=1", crate::bookings::view::booking_href("", &booking.reference));
            Ok(Redirect::to(&href).into_response())
        }
        Err(refusal) => checkout_page(&state, &visit, &tour_id, &fields, true, Some(refusal_text(&visit, refusal))),
    }
}

/// A refusal of the contract as a page shows it: the API's status and message.
fn refusal_text(visit: &Visit, refusal: Refusal) -> (StatusCode, String) {
    let error = refused(visit, refusal);
    let message = match &error {
        AppError::Refused(r) => r.message.clone(),
        other => visit.t(other.message_key()),
    };
    (error.status(), message)
}

/// The visitor's currency when the departure is sold in it, else euros.
fn booking_currency(tour: &Tour, visitor: Currency) -> Currency {
    if tour.price(visitor).is_some() {
        visitor
    } else {
        Currency::EUR
    }
}

/// The traveller's booking `reference`, or a 404 (never another's).
async fn own_booking(state: &AppState, who: &Traveller, reference: &str) -> Result<Booking, AppError> {
    let bookings = state.bookings.of_traveller(who).await.map_err(|e| {
        tracing::warn!(error = %e, "bookings unavailable");
        AppError::Unavailable("error-bookings-unavailable")
    })?;
    bookings.into_iter().find(|b| b.reference == reference).ok_or(AppError::NotFound)
}

fn booking_page(state: &AppState, visit: &Visit, booking: Booking, query: &HashMap<String, String>, error: Option<String>) -> Response {
    let snapshot = state.catalogue.snapshot();
    let viewer = visit.viewer();
    let edition = visit.host.edition;
    let travel = snapshot.travel_by_id(booking.travel_id);
    let money = |minor: i64| Money { minor, currency: booking.currency };
    let href = crate::bookings::view::booking_href("", &booking.reference);
    let cancelled = booking.is_cancelled();
    let view = BookingPageView {
        title: travel.map(|t| t.text(viewer.language).title.clone()).unwrap_or_default(),
        trip_href: travel.and_then(|t| Route::Tour { travel: t.slug.clone(), tour: booking.tour_code.to_lowercase() }.path(edition)),
        starting_date: booking.starting_date,
        ending_date: booking.ending_date,
        travellers: booking.travellers,
        private_room: booking.private_room,
        flexible: booking.flexible_cancellation,
        cancelled,
        total: money(booking.total),
        paid: money(booking.paid),
        balance: booking.balance_due_date.filter(|_| booking.balance > 0 && !cancelled).map(|due| (money(booking.balance), due)),
        refunded: cancelled.then(|| money(booking.refunded)),
        just_booked: query.contains_key("new") && !cancelled,
        refund_if_cancelled: booking.refund_if_cancelled.map(money),
        confirming_cancel: query.contains_key("cancel"),
        cancel_action: format!("{href}/cancel"),
        calendar_href: format!("{href}/calendar.ics"),
        trips_href: RouteKey::Trips.href(edition).to_string(),
        error,
        reference: booking.reference,
    };
    personal_page(state, visit, StatusCode::OK, Page::Booking(Box::new(view)))
}

fn traveller(current: Option<CurrentUser>) -> Option<Traveller> {
    current.map(|c| Traveller { id: c.user.id, email: c.user.email })
}

/// Logged out: log in (or sign up) and come back here.
fn to_login(visit: &Visit) -> PageResult {
    Ok(Redirect::to(&login_href(visit.host.edition, &visit.path_with_query())).into_response())
}

/// `GET /bookings/{reference}`.
pub async fn show_booking(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    Path(reference): Path<String>,
    RawQuery(query): RawQuery,
) -> PageResult {
    let Some(who) = traveller(current) else { return to_login(&visit) };
    let booking = own_booking(&state, &who, &reference).await?;
    Ok(booking_page(&state, &visit, booking, &fields(query.unwrap_or_default().as_bytes()), None))
}

/// `POST /bookings/{reference}/cancel`.
pub async fn cancel(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    Path(reference): Path<String>,
) -> PageResult {
    let Some(who) = traveller(current) else { return to_login(&visit) };
    match state.bookings.cancel(&who, &reference).await {
        Ok(_) => {
            state.serve_own_write().await?;
            Ok(Redirect::to(&crate::bookings::view::booking_href("", &reference)).into_response())
        }
        Err(Refusal::NotFound) => Err(AppError::NotFound.into()),
        Err(refusal) => {
            let (_, message) = refusal_text(&visit, refusal);
            let booking = own_booking(&state, &who, &reference).await?;
            Ok(booking_page(&state, &visit, booking, &HashMap::new(), Some(message)))
        }
    }
}

/// `GET /bookings/{reference}/calendar.ics`: the trip as a calendar file,
/// one all-day event for each day of its itinerary (RFC 5545).
pub async fn calendar(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    Path(reference): Path<String>,
) -> PageResult {
    let Some(who) = traveller(current) else { return to_login(&visit) };
    let booking = own_booking(&state, &who, &reference).await?;
    let snapshot = state.catalogue.snapshot();
    let language = visit.viewer().language;
    let travel = snapshot.travel_by_id(booking.travel_id);
    let title = travel.map(|t| t.text(language).title.clone()).unwrap_or_else(|| booking.tour_code.clone());
    let days: Vec<String> = travel.map(|t| t.text(language).itinerary.iter().map(|d| d.title.to_string()).collect()).unwrap_or_default();
    let body = crate::bookings::calendar::ics(&booking, &title, &days, &visit.t("booking-calendar-day"));
    let mut response = (StatusCode::OK, body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/calendar; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{reference}.ics\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}
