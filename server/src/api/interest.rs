//! `GET /api/tours/{id}/interest`: how many travellers saved a departure to
//! their wishlist lately, for the social-proofing experiment's variant (spec
//! §6 `ab-test-social-proofing`). A count only, never who; public, and kept
//! by caches for a minute since it changes slowly.

use crate::error::{AppError, AppResult};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

/// The window "lately" means, in days.
pub const INTEREST_DAYS: i64 = 14;

/// Recent interest in one departure.
#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Interest {
    /// Travellers who saved this departure in the last `days` days.
    pub saved_recently: i64,
    pub days: i64,
}

#[utoipa::path(get, path = "/api/tours/{id}/interest", tag = "tours", params(("id" = String, Path)),
    responses((status = 200, body = Interest), (status = 404, body = crate::error::ErrorEnvelope)))]
pub async fn show_interest(State(state): State<AppState>, Path(id): Path<String>) -> AppResult<Response> {
    if state.catalogue.snapshot().tour_by_id(&id).is_none() {
        return Err(AppError::NotFound);
    }
    let since = crate::accounts::secrets::now() - INTEREST_DAYS * 24 * 3600;
    let saved_recently = crate::accounts::wishlist::savers_of_tour(&state.db, &id, Some(since)).await?;
    let mut response = Json(Interest { saved_recently, days: INTEREST_DAYS }).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=60"));
    Ok(response)
}
