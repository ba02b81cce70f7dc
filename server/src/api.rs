//! Operational endpoints. The catalogue JSON API (spec §7) grows here as
//! `api/<resource>.rs` modules with verb_noun handlers.

use crate::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde_json::{json, Value};

/// GET /healthz: 200 when the database answers, 503 otherwise.
pub async fn healthz(State(state): State<AppState>) -> (StatusCode, Json<Value>) {
    match state.db.ping().await {
        Ok(()) => (StatusCode::OK, Json(json!({"status": "ok", "database": state.db.backend.name()}))),
        Err(error) => {
            tracing::error!(%error, "health check failed");
            (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"status": "unavailable", "database": state.db.backend.name()})))
        }
    }
}
