//! `PUT /api/admin/catalogue`: catalogue writes (see `catalogue::import`).
//! Off unless `ADMIN_TOKEN` is set; then a matching bearer token is required.

use crate::accounts::secrets::same_secret;
use crate::catalogue::import::{self, CatalogueImport, ImportReport};
use crate::error::{AppError, AppResult};
use crate::AppState;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{header, HeaderMap};
use axum::Json;

/// Imports can be large (a season of departures).
pub const IMPORT_BODY_LIMIT: usize = 16 * 1024 * 1024;

fn authorise(state: &AppState, headers: &HeaderMap) -> AppResult<()> {
    let Some(expected) = state.config.admin_token.as_deref() else {
        return Err(AppError::Forbidden("error-admin-off"));
    };
    let given = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    match given {
        Some(token) if same_secret(token.trim().as_bytes(), expected.as_bytes()) => Ok(()),
        _ => Err(AppError::Unauthorized),
    }
}

/// Upserts travels and tours in one transaction, bumps the catalogue
/// version and serves the new snapshot before answering.
#[utoipa::path(
    put, path = "/api/admin/catalogue", tag = "admin",
    request_body(content = Object, description = "`{ travels: [...], tours: [...] }`, see `caravan import`"),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "What changed and the new catalogue version", body = Object),
        (status = 400, description = "The import is invalid; nothing was written", body = crate::error::ErrorEnvelope),
        (status = 401, description = "Missing or wrong token", body = crate::error::ErrorEnvelope),
        (status = 403, description = "The admin API is off (no ADMIN_TOKEN)", body = crate::error::ErrorEnvelope),
    )
)]
pub async fn import_catalogue(
    State(state): State<AppState>,
    headers: HeaderMap,
    payload: Result<Json<CatalogueImport>, JsonRejection>,
) -> AppResult<Json<ImportReport>> {
    authorise(&state, &headers)?;
    let Json(import) = payload.map_err(|e| AppError::invalid("invalid_import", e.body_text()))?;
    let report = import::apply_holding(&state.db, &import, state.config.waitlist_hold.as_secs() as i64, state.today()).await?;
    state.refresh_catalogue().await?;
    tracing::info!(?report, "catalogue imported");
    Ok(Json(report))
}
