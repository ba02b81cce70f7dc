//! The wishlist API (spec §4 Wishlist, §6): logged-in users save and remove
//! trips and departures. Saving is idempotent (PUT); removing a trip that
//! has saved departures needs `withTours=true`, after the visitor confirmed.

use crate::accounts::wishlist::{self, Item, WishKind};
use crate::accounts::{flow, CurrentUser};
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::no_store;
use crate::http::Visit;
use crate::AppState;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::Json;
use serde::Serialize;
use std::collections::HashMap;

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SavedTravel {
    id: i64,
    wishlisted_tours_count: i64,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SavedTour {
    id: String,
    travel_id: i64,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct Wishlist {
    travels: Vec<SavedTravel>,
    tours: Vec<SavedTour>,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct Saved {
    saved: bool,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Removed {
    removed_tours: i64,
}

/// The saved items, grouped: each saved trip with how many of its
/// departures are saved (`wishlistedToursCount`).
pub fn group(items: &[Item]) -> (Vec<SavedTravel>, Vec<SavedTour>) {
    let mut tours_per_travel: HashMap<i64, i64> = HashMap::new();
    let tours: Vec<SavedTour> = items
        .iter()
        .filter(|i| i.kind == WishKind::Tour)
        .map(|i| {
            *tours_per_travel.entry(i.travel_id).or_default() += 1;
            SavedTour { id: i.id.clone(), travel_id: i.travel_id }
        })
        .collect();
    let travels = items
        .iter()
        .filter(|i| i.kind == WishKind::Travel)
        .map(|i| SavedTravel { id: i.travel_id, wishlisted_tours_count: tours_per_travel.get(&i.travel_id).copied().unwrap_or(0) })
        .collect();
    (travels, tours)
}

#[utoipa::path(get, path = "/api/wishlist", tag = "wishlist", security(("session" = [])),
    responses((status = 200, body = Wishlist), (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope)))]
pub async fn show_wishlist(State(state): State<AppState>, current: CurrentUser) -> AppResult<Response> {
    let items = wishlist::list(&state.db, &current.user.id).await?;
    let (travels, tours) = group(&items);
    Ok(no_store(Json(Wishlist { travels, tours })))
}

#[utoipa::path(put, path = "/api/wishlist/travels/{id}", tag = "wishlist", security(("session" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Saved), (status = 401, body = crate::error::ErrorEnvelope), (status = 404, body = crate::error::ErrorEnvelope)))]
pub async fn save_travel(State(state): State<AppState>, visit: Visit, current: CurrentUser, Path(id): Path<String>) -> AppResult<Response> {
    let item = flow::check_save(&state, &visit, WishKind::Travel, &id)?;
    wishlist::save(&state.db, &current.user.id, &item).await?;
    Ok(no_store(Json(Saved { saved: true })))
}

#[utoipa::path(delete, path = "/api/wishlist/travels/{id}", tag = "wishlist", security(("session" = [])),
    params(("id" = i64, Path), ("withTours" = Option<bool>, Query, description = "Also remove the trip's saved departures (after the visitor confirmed)")),
    responses((status = 200, body = Removed),
        (status = 400, description = "INVALID_QUERY: withTours is not true or false", body = crate::error::ErrorEnvelope),
        (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope),
        (status = 404, description = "NOT_FOUND: the id is not a trip's", body = crate::error::ErrorEnvelope),
        (status = 409, description = "WISHLIST_HAS_TOURS, with toursCount", body = crate::error::ErrorEnvelope)))]
pub async fn remove_travel(
    State(state): State<AppState>,
    visit: Visit,
    current: CurrentUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let travel_id = id.parse::<i64>().map_err(|_| AppError::refused(ErrorCode::NotFound, visit.t("error-item-not-found")))?;
    // Read by hand: the last `withTours` counts, and only true or false is an answer.
    let with_tours = form_urlencoded::parse(visit.query.as_bytes()).filter(|(k, _)| k == "withTours").last().map(|(_, v)| v.into_owned());
    let confirmed = match with_tours.as_deref() {
        None | Some("false") => false,
        Some("true") => true,
        Some(_) => return Err(AppError::invalid(ErrorCode::InvalidQuery, "withTours must be true or false")),
    };
    let saved_tours = wishlist::saved_tours_of(&state.db, &current.user.id, travel_id).await?;
    if saved_tours > 0 && !confirmed {
        return Err(AppError::refused(
            ErrorCode::WishlistHasTours,
            visit.t_args("error-wishlist-has-tours", &[("count", saved_tours.into())]),
        )
        .with(|e| e.tours_count = Some(saved_tours)));
    }
    let removed = wishlist::remove_travel_with_tours(&state.db, &current.user.id, travel_id).await?;
    Ok(no_store(Json(Removed { removed_tours: removed })))
}

#[utoipa::path(put, path = "/api/wishlist/tours/{id}", tag = "wishlist", security(("session" = [])), params(("id" = String, Path)),
    responses((status = 200, body = Saved), (status = 401, body = crate::error::ErrorEnvelope), (status = 404, body = crate::error::ErrorEnvelope)))]
pub async fn save_tour(State(state): State<AppState>, visit: Visit, current: CurrentUser, Path(id): Path<String>) -> AppResult<Response> {
    let item = flow::check_save(&state, &visit, WishKind::Tour, &id)?;
    wishlist::save(&state.db, &current.user.id, &item).await?;
    Ok(no_store(Json(Saved { saved: true })))
}

#[utoipa::path(delete, path = "/api/wishlist/tours/{id}", tag = "wishlist", security(("session" = [])), params(("id" = String, Path)),
    responses((status = 200, body = Saved), (status = 401, body = crate::error::ErrorEnvelope)))]
pub async fn remove_tour(State(state): State<AppState>, current: CurrentUser, Path(id): Path<String>) -> AppResult<Response> {
    wishlist::remove_tour(&state.db, &current.user.id, &id).await?;
    Ok(no_store(Json(Saved { saved: false })))
}
