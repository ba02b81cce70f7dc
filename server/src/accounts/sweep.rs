//! Expired secrets and counters are deleted in the background, so the
//! account tables hold only what can still be used. Any instance may sweep:
//! the deletes are idempotent.

use super::rate_limit::LONGEST_WINDOW_SECS;
use super::secrets::now;
use crate::error::AppResult;
use crate::storage::{Db, Sql};
use std::time::Duration;

/// How often an instance sweeps.
pub const EVERY: Duration = Duration::from_secs(10 * 60);

/// Deletes what expired before `now`; returns how many rows went.
pub async fn sweep(db: &Db, now: i64) -> AppResult<u64> {
    let mut removed = 0;
    for (table, column, older_than) in [
        ("sessions", "expires_at", now),
        ("one_time_codes", "expires_at", now),
        ("login_flows", "expires_at", now),
        ("oauth_codes", "expires_at", now),
        ("oauth_tokens", "expires_at", now),
        ("rate_slots", "at", now - LONGEST_WINDOW_SECS),
    ] {
        let mut sql = Sql::new(&format!("DELETE FROM {table} WHERE {column} <= "));
        sql.bind(older_than);
        removed += sql.query().execute(&db.pool).await?.rows_affected();
    }
    Ok(removed)
}

/// Sweeps every [`EVERY`] until the process ends.
pub async fn run(db: Db) {
    let mut ticks = tokio::time::interval(EVERY);
    loop {
        ticks.tick().await;
        match sweep(&db, now()).await {
            Ok(0) => {}
            Ok(rows) => tracing::debug!(rows, "expired account rows deleted"),
            Err(error) => tracing::warn!(%error, "sweeping expired account rows failed"),
        }
    }
}
