//! `GET /api/tours/{id}/group-info` (spec §3 Group info): who is travelling,
//! from the departure's bookings, for logged-in users only; without a
//! session the answer is 401.

use crate::accounts::group_info::{bookers, group_info, GroupInfo};
use crate::accounts::CurrentUser;
use crate::error::{AppError, AppResult};
use crate::AppState;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::Json;

#[utoipa::path(get, path = "/api/tours/{id}/group-info", tag = "tours", security(("session" = [])), params(("id" = String, Path)),
    responses((status = 200, body = GroupInfo), (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope),
        (status = 404, body = crate::error::ErrorEnvelope)))]
pub async fn show_group_info(State(state): State<AppState>, _user: CurrentUser, Path(id): Path<String>) -> AppResult<Response> {
    let snapshot = state.catalogue.snapshot();
    let tour = snapshot.tour_by_id(&id).ok_or(AppError::NotFound)?;
    let saves = crate::accounts::wishlist::savers_of_tour(&state.db, &id, None).await?;
    let mut watching = crate::storage::Sql::new("SELECT COUNT(*) FROM alerts WHERE status = 'active' AND tour_id = ");
    watching.bind(id.as_str());
    let watchers: i64 = sqlx::Row::try_get(&watching.query().fetch_one(&state.db.pool).await?, 0)?;
    let bookers = bookers(&state.db, &tour.id, state.today()).await?;
    Ok(crate::http::no_store(Json(group_info(tour, &bookers, saves + watchers))))
}
