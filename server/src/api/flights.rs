//! `GET /api/flights?tour={id}`: flight suggestions for one departure from the
//! edition's airports, with the advice its status gives (spec §2 Flight modal, §4).

use crate::error::{AppError, AppResult};
use crate::flights::{suggest, FlightOffer};
use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::Json;
use search_core::{Currency, TourStatus};
use serde::Serialize;

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlightsAnswer {
    pub tour_id: String,
    pub status: TourStatus,
    /// CONFIRMED and ALMOST_FULL: flights may be bought; otherwise wait (spec §4).
    pub can_buy_flights: bool,
    /// The advice in the visitor's language.
    pub advice: String,
    /// The cheapest offer, minor units of `currency`.
    pub min_price: Option<i64>,
    pub currency: Currency,
    pub offers: Vec<FlightOffer>,
}

#[utoipa::path(
    get, path = "/api/flights", tag = "catalogue",
    params(("tour" = String, Query, description = "The departure's id")),
    responses((status = 200, body = FlightsAnswer), (status = 404, description = "No such departure", body = crate::error::ErrorEnvelope))
)]
pub async fn show_flights(State(state): State<AppState>, visit: Visit) -> AppResult<Json<FlightsAnswer>> {
    let id = form_urlencoded::parse(visit.query.as_bytes()).find(|(k, _)| k == "tour").map(|(_, v)| v.into_owned()).unwrap_or_default();
    let snapshot = state.catalogue.snapshot();
    let tour = snapshot.tour_by_id(&id).ok_or(AppError::NotFound)?;
    let country = &snapshot.countries[snapshot.travels[tour.travel].country].iso3;
    let viewer = visit.viewer();
    let offers =
        suggest::offers(state.flights.as_ref(), visit.host.edition, &viewer, country, (tour.starting_date, tour.ending_date)).await;
    let advice = format!("flights-advice-{}", tour.status.flight_advice());
    Ok(Json(FlightsAnswer {
        tour_id: tour.id.clone(),
        status: tour.status,
        can_buy_flights: tour.status.flights_may_be_bought(),
        advice: visit.t(&advice),
        min_price: offers.iter().map(|o| o.price).min(),
        currency: viewer.currency,
        offers,
    }))
}
