//! `GET /api/waitlist/{tour}`: the logged-in user's place in line for a
//! sold-out departure (the waitlist island).

use crate::accounts::CurrentUser;
use crate::alerts::waitlist;
use crate::error::AppResult;
use crate::AppState;
use axum::extract::{Path, State};
use axum::response::Response;

/// The user's place in line.
#[utoipa::path(get, path = "/api/waitlist/{tour}", tag = "waitlist", security(("session" = [])), params(("tour" = String, Path)),
    responses((status = 200, body = waitlist::WaitlistPlace), (status = 401, body = crate::error::ErrorEnvelope)))]
pub async fn show_place(State(state): State<AppState>, current: CurrentUser, Path(tour): Path<String>) -> AppResult<Response> {
    let place = waitlist::place(&state.db, &tour, &current.user.id).await?.unwrap_or_default();
    Ok(crate::http::no_store(axum::Json(place)))
}
