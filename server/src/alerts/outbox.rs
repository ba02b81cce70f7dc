//! The mail outbox: rows written in the transaction of the change that
//! causes them (`enqueue`), sent by a worker on every instance
//! (`dispatch_once`). A row is claimed with a lease before sending, on
//! PostgreSQL with `FOR UPDATE SKIP LOCKED`, so two instances never take the
//! same row; a row whose sender died (lease over) is taken again. Delivery
//! is idempotent by the row id (the `.eml` file name, the SMTP Message-ID),
//! so a crash between sending and marking sent duplicates nothing in the
//! outbox. Failures retry with exponential backoff, then give up.

use super::mails::{self, OutboxMail};
use crate::accounts::secrets::now;
use crate::error::AppResult;
use crate::storage::{Arg, Backend, Db, Sql};
use crate::AppState;
use sqlx::{Any, Row, Transaction};

/// Attempts before a mail is marked failed.
pub const MAX_ATTEMPTS: i64 = 8;
/// Rows one claim takes.
pub const BATCH: i64 = 50;

/// Queues a mail inside `tx`; the same `dedup_key` queues it once only.
pub async fn enqueue(tx: &mut Transaction<'_, Any>, dedup_key: &str, to: &str, locale: &str, mail: &OutboxMail) -> AppResult<bool> {
    let now = now();
    let (kind, payload) = mail.to_row();
    let mut sql = Sql::new(
        "INSERT INTO mail_outbox (id, dedup_key, to_email, locale, kind, payload, status, attempts, next_attempt_at, created_at) VALUES ",
    );
    sql.bind_list::<Arg>([
        uuid::Uuid::new_v4().to_string().into(),
        dedup_key.into(),
        to.into(),
        locale.into(),
        kind.into(),
        payload.into(),
        "pending".into(),
        0i64.into(),
        now.into(),
        now.into(),
    ]);
    sql.push(" ON CONFLICT (dedup_key) DO NOTHING");
    Ok(sql.query().execute(&mut **tx).await?.rows_affected() == 1)
}

/// Backoff after `attempts` failures: 30 s, 1 min, 2 min … at most 1 hour.
pub fn backoff_secs(attempts: i64) -> i64 {
    (30i64 << (attempts - 1).clamp(0, 7)).min(3600)
}

/// Claims due rows (pending and due, or sending with an expired lease).
async fn claim(db: &Db, lease_secs: i64, limit: i64) -> AppResult<Vec<sqlx::any::AnyRow>> {
    let now = now();
    let lock = if db.backend == Backend::Postgres { " FOR UPDATE SKIP LOCKED" } else { "" };
    let mut sql = Sql::new("UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, lease_until = ");
    sql.bind(now + lease_secs)
        .push(" WHERE id IN (SELECT id FROM mail_outbox WHERE (status = 'pending' AND next_attempt_at <= ")
        .bind(now)
        .push(") OR (status = 'sending' AND lease_until < ")
        .bind(now)
        .push(") ORDER BY created_at LIMIT ")
        .bind(limit)
        .push(&format!("{lock}) RETURNING id, to_email, locale, kind, payload, attempts"));
    Ok(sql.query().fetch_all(&db.pool).await?)
}

/// Sends what is due; returns the ids sent (for tests and the log).
pub async fn dispatch_once(state: &AppState) -> AppResult<Vec<String>> {
    let rows = claim(&state.db, state.config.outbox_lease.as_secs() as i64, BATCH).await?;
    let mut sent = Vec::new();
    for row in rows {
        let id: String = row.try_get("id")?;
        let attempts: i64 = row.try_get("attempts")?;
        let mail = OutboxMail::from_row(&row.try_get::<String, _>("kind")?, &row.try_get::<String, _>("payload")?).map(|mail| {
            mails::render(
                &mail,
                &row.try_get::<String, _>("locale").unwrap_or_default(),
                &row.try_get::<String, _>("to_email").unwrap_or_default(),
            )
        });
        // `Err((why, permanent))`: a permanent failure is not retried.
        let result = match mail {
            Ok(mail) => state.mailer.send_once(mail, &id).await.map_err(|e| (e.to_string(), e.is_permanent())),
            Err(error) => Err((format!("unreadable mail row: {error}"), true)),
        };
        let mut update = match &result {
            Ok(()) => {
                let mut sql = Sql::new("UPDATE mail_outbox SET status = 'sent', lease_until = NULL, sent_at = ");
                sql.bind(now());
                sql
            }
            Err((error, permanent)) => {
                let gives_up = *permanent || attempts >= MAX_ATTEMPTS;
                tracing::warn!(%error, outbox = %id, attempts, gives_up, "mail not sent");
                state.metrics.outbox_failed();
                let status = if gives_up { "failed" } else { "pending" };
                let mut sql = Sql::new("UPDATE mail_outbox SET status = ");
                sql.bind(status)
                    .push(", lease_until = NULL, last_error = ")
                    .bind(error.as_str())
                    .push(", next_attempt_at = ")
                    .bind(now() + backoff_secs(attempts));
                sql
            }
        };
        update.push(" WHERE id = ").bind(id.as_str());
        update.query().execute(&state.db.pool).await?;
        if result.is_ok() {
            sent.push(id);
        }
    }
    Ok(sent)
}

/// Mails not sent yet (pending or being sent), for `/metrics`.
pub async fn depth(db: &Db) -> AppResult<i64> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM mail_outbox WHERE status IN ('pending', 'sending')").fetch_one(&db.pool).await?;
    Ok(row.try_get("n")?)
}

#[cfg(test)]
mod tests {
    #[test]
    fn backoff_doubles_up_to_an_hour() {
        let waits: Vec<i64> = (1..=9).map(super::backoff_secs).collect();
        assert_eq!(waits, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    }
}
