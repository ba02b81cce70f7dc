//! `GET /healthz` for load balancers: fast (no queue behind page work, which
//! reads memory) and truthful (it reads a real table, with a deadline).

use crate::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde_json::{json, Value};
use std::time::Duration;

/// Longer than this and the database counts as unavailable.
const DEADLINE: Duration = Duration::from_secs(1);

/// 200 when the database answers a read of the catalogue version in time,
/// 503 otherwise; the snapshot version says what this instance serves.
pub async fn healthz(State(state): State<AppState>) -> (StatusCode, Json<Value>) {
    let database = state.db.backend.name();
    let serving = state.catalogue.version();
    match tokio::time::timeout(DEADLINE, crate::catalogue::load::version(&state.db)).await {
        Ok(Ok(stored)) => (
            StatusCode::OK,
            Json(
                json!({"status": "ok", "database": database, "catalogueVersion": serving, "storedVersion": stored, "today": state.today()}),
            ),
        ),
        Ok(Err(error)) => {
            tracing::error!(%error, "health check failed");
            (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"status": "unavailable", "database": database, "catalogueVersion": serving})))
        }
        Err(_) => {
            tracing::error!("health check timed out");
            (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"status": "timeout", "database": database, "catalogueVersion": serving})))
        }
    }
}
