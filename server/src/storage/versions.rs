//! The catalogue's version: one number in `meta`, raised by every change to
//! what the catalogue shows (imports, photographs, seats), which other
//! instances and the page cache follow.

use super::{Backend, Sql};
use crate::error::{AppError, AppResult};
use sqlx::{Any, Row, Transaction};

/// Raises `catalogue_version` inside `tx`; on PostgreSQL also queues the
/// notification that other instances listen for (sent at commit).
pub async fn bump_version(tx: &mut Transaction<'_, Any>, backend: Backend) -> AppResult<i64> {
    sqlx::query("UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'catalogue_version'")
        .execute(&mut **tx)
        .await?;
    let value: String = sqlx::query("SELECT value FROM meta WHERE key = 'catalogue_version'").fetch_one(&mut **tx).await?.try_get(0)?;
    if backend == Backend::Postgres {
        let mut notify = Sql::new("SELECT pg_notify('catalogue', ");
        notify.bind(value.as_str()).push(")");
        notify.query().execute(&mut **tx).await?;
    }
    value.parse().map_err(|_| AppError::Corrupt(format!("catalogue_version = {value:?}")))
}
