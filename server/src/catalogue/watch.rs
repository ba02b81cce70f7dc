//! Keeps an instance's snapshot current. Every catalogue write bumps
//! `catalogue_version`; this task notices and loads a new snapshot:
//! on PostgreSQL as soon as `NOTIFY catalogue` arrives (with a slow poll as a
//! safety net for a dropped listener), on SQLite by polling the version.

use super::{load, Catalogue};
use crate::error::AppResult;
use crate::storage::{Backend, Db};
use std::time::Duration;

/// SQLite: one indexed read of `meta` this often is negligible work.
const SQLITE_POLL: Duration = Duration::from_millis(250);

/// Loads a new snapshot when the stored version is newer than the current
/// one; returns the version it replaced, if it swapped.
///
/// The watcher and an import's own refresh both call this. One load at a
/// time: the second waits, then finds the version current or loads the newer
/// one. Before, a watcher load that had read version N swapped N back in
/// after the import had already served N+1, and a just-created trip answered
/// 404 until the next poll (the journeys' flaky price-drop test).
pub async fn refresh(db: &Db, catalogue: &Catalogue) -> AppResult<Option<i64>> {
    refresh_to(db, catalogue, None).await
}

/// The same, for a writer that only needs its own write served: once it has
/// the lock, a snapshot at `written` or newer (loaded by whoever held the
/// lock before) is enough. Sixteen bookers at once share a few loads instead
/// of each loading again for every booking committed meanwhile.
pub async fn refresh_to(db: &Db, catalogue: &Catalogue, written: Option<i64>) -> AppResult<Option<i64>> {
    let _one_load = catalogue.loading.lock().await;
    if written.is_some_and(|v| catalogue.version() >= v) || load::version(db).await? <= catalogue.version() {
        return Ok(None);
    }
    let started = std::time::Instant::now();
    let snapshot = load::snapshot(db).await?;
    let version = snapshot.version;
    let replaced = catalogue.replace(snapshot);
    tracing::info!(version, swapped = replaced.is_some(), ms = started.elapsed().as_millis() as u64, "catalogue snapshot reloaded");
    Ok(replaced)
}

/// Runs until the process ends; `on_swap` runs after each new snapshot, with
/// the version it replaced. On PostgreSQL, `listening_poll` is how often the version is also
/// read while notifications are the main path (`CATALOGUE_POLL_SECONDS`).
pub async fn run(db: Db, database_url: String, listening_poll: Duration, catalogue: Catalogue, on_swap: impl Fn(i64) + Send + 'static) {
    let mut listener = match db.backend {
        Backend::Postgres => match sqlx::postgres::PgListener::connect(&database_url).await {
            Ok(mut l) => match l.listen("catalogue").await {
                Ok(()) => Some(l),
                Err(error) => {
                    tracing::warn!(%error, "LISTEN catalogue failed; polling instead");
                    None
                }
            },
            Err(error) => {
                tracing::warn!(%error, "no listener connection; polling instead");
                None
            }
        },
        Backend::Sqlite => None,
    };
    let poll = if listener.is_some() { listening_poll } else { SQLITE_POLL };
    loop {
        // Checked first, before any wait: a change committed between the
        // start-up load and LISTEN sent its notification to nobody.
        match refresh(&db, &catalogue).await {
            Ok(Some(previous)) => on_swap(previous),
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, "catalogue reload failed; serving the previous snapshot"),
        }
        match listener.as_mut() {
            Some(l) => {
                tokio::select! {
                    received = l.recv() => if let Err(error) = received {
                        tracing::warn!(%error, "catalogue listener failed; it reconnects on the next wait");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    },
                    _ = tokio::time::sleep(poll) => {},
                }
            }
            None => tokio::time::sleep(poll).await,
        }
    }
}
