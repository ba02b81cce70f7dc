//! Rate limits on everything that sends mail or checks a code (DESIGN.md
//! security baseline). Events are rows, so every instance on one database
//! counts the same; a sliding window per bucket.

use crate::error::AppResult;
use crate::storage::{Db, Sql};
use sqlx::Row;

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    /// Names the bucket (with the key it is applied to).
    pub name: &'static str,
    pub max: i64,
    pub window_secs: i64,
}

/// Codes sent to one address: a resend every 30 s at most (the countdown)
/// and no more than this in an hour.
pub const CODES_PER_EMAIL: Limit = Limit { name: "code-email", max: 5, window_secs: 3600 };
/// Codes asked from one client address, whatever the e-mail.
pub const CODES_PER_CLIENT: Limit = Limit { name: "code-client", max: 20, window_secs: 3600 };
/// Code checks from one client address (each code also has its own 5 tries).
pub const CHECKS_PER_CLIENT: Limit = Limit { name: "check-client", max: 30, window_secs: 600 };
/// "Is this address known?" lookups from one client address.
pub const LOOKUPS_PER_CLIENT: Limit = Limit { name: "lookup-client", max: 60, window_secs: 600 };

/// Questions to coordinators from one client address, and from one address.
pub const QUESTIONS_PER_CLIENT: Limit = Limit { name: "question-client", max: 10, window_secs: 3600 };
pub const QUESTIONS_PER_EMAIL: Limit = Limit { name: "question-email", max: 5, window_secs: 3600 };
/// Alert subscriptions from one client address.
pub const ALERTS_PER_CLIENT: Limit = Limit { name: "alert-client", max: 30, window_secs: 3600 };

/// Wishes one client address may send to the configured Ask model (it costs
/// money per call); beyond, the built-in parser answers.
pub const MODEL_ASKS_PER_CLIENT: Limit = Limit { name: "ask-model-client", max: 60, window_secs: 3600 };

/// The longest window above: older events count for nothing.
pub const LONGEST_WINDOW_SECS: i64 = 3600;

/// Counts one event in `limit`'s bucket for `key`, or says how many seconds
/// to wait when the bucket is full (the event is then not counted).
pub async fn hit(db: &Db, limit: Limit, key: &str, now: i64) -> AppResult<Result<(), i64>> {
    // Keys may be e-mail addresses: only their hash is stored.
    let bucket = format!("{}:{}", limit.name, super::secrets::hash(key));
    let mut prune = Sql::new("DELETE FROM rate_events WHERE bucket = ");
    prune.bind(bucket.as_str()).push(" AND at <= ").bind(now - limit.window_secs);
    prune.query().execute(&db.pool).await?;
    let mut count = Sql::new("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE bucket = ");
    count.bind(bucket.as_str());
    let row = count.query().fetch_one(&db.pool).await?;
    let n: i64 = row.try_get("n")?;
    if n >= limit.max {
        let oldest: Option<i64> = row.try_get("oldest")?;
        return Ok(Err((oldest.unwrap_or(now) + limit.window_secs - now).max(1)));
    }
    let mut insert = Sql::new("INSERT INTO rate_events (bucket, at) VALUES (");
    insert.bind(bucket).push(", ").bind(now).push(")");
    insert.query().execute(&db.pool).await?;
    Ok(Ok(()))
}
