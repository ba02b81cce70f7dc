//! `PUT /api/admin/catalogue`: catalogue writes (see `catalogue::import`).
//! Absent unless `ADMIN_TOKEN` is set; then a matching bearer token is
//! required, checked from the headers before a byte of the (large) body is read.

use crate::accounts::secrets::{bearer_matches, now};
use crate::accounts::{flow, rate_limit};
use crate::catalogue::import::{self, CatalogueImport, ImportReport};
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::{ClientAddr, Visit};
use crate::AppState;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request, State};
use axum::http::{header, HeaderMap};
use axum::Json;

/// Imports can be large (a season of departures).
pub const IMPORT_BODY_LIMIT: usize = 16 * 1024 * 1024;

async fn authorise(state: &AppState, visit: &Visit, client: &ClientAddr, headers: &HeaderMap) -> AppResult<()> {
    let Some(expected) = state.config.admin_token.as_deref() else {
        return Err(AppError::NotFound);
    };
    // The right token always passes (compared in constant time): a client that
    // sends wrong ones can never lock the operator out.
    if bearer_matches(headers, expected) {
        return Ok(());
    }
    tracing::warn!(client = %client.0, token_given = headers.contains_key(header::AUTHORIZATION), "admin API: refused a missing or wrong token");
    // Each wrong token claims a slot in one atomic statement, so of 100
    // simultaneous ones exactly the limit get a 401 and the rest a 429.
    let limit = rate_limit::ADMIN_FAILURES_PER_CLIENT;
    if let Err(seconds) = rate_limit::hit(&state.db, limit, &client.0, now()).await? {
        state.metrics.rate_limited(limit.name);
        return Err(flow::too_many(visit, seconds));
    }
    Err(AppError::Unauthorized)
}

/// Upserts travels and tours in one transaction (all or nothing), bumps the
/// catalogue version and serves the new snapshot before answering.
#[utoipa::path(
    put, path = "/api/admin/catalogue", tag = "admin",
    request_body(content = Object, description = "`{ travels: [...], tours: [...] }`, see `caravan import`"),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "What changed and the new catalogue version", body = Object),
        (status = 400, description = "The import is invalid; nothing was written", body = crate::error::ErrorEnvelope),
        (status = 408, description = "The import outlasted the request timeout (REQUEST_TIMEOUT_SECS): it was cancelled and nothing was written"),
        (status = 401, description = "Missing or wrong token", body = crate::error::ErrorEnvelope),
        (status = 404, description = "The admin API is off (no ADMIN_TOKEN): the route does not exist", body = crate::error::ErrorEnvelope),
        (status = 429, description = "Too many wrong tokens from this client: wrong ones are refused for a while (the right one still passes)", body = crate::error::ErrorEnvelope),
    )
)]
pub async fn import_catalogue(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    request: Request,
) -> AppResult<Json<ImportReport>> {
    // The token first: an unauthorised client makes the server read nothing.
    authorise(&state, &visit, &client, request.headers()).await?;
    let body = Bytes::from_request(request, &state).await.map_err(|e| AppError::invalid(ErrorCode::InvalidImport, e.body_text()))?;
    let import: CatalogueImport = super::json_object(&body, ErrorCode::InvalidImport, "the import")?;
    // One transaction: a request timeout or a client that hangs up drops this
    // future before the commit, and the import is rolled back whole.
    let hold_secs = state.config.waitlist_hold.as_secs() as i64;
    let report = import::apply_holding(&state.db, &import, &crate::alerts::events::Subscribers, hold_secs, state.today()).await?;
    tracing::info!(?report, "catalogue imported");
    state.refresh_catalogue().await?;
    Ok(Json(report))
}
