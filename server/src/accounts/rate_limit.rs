//! Rate limits on everything that sends mail or checks a code (DESIGN.md
//! security baseline). Each bucket has `max` numbered slots in the database,
//! so every instance on one database counts the same: an event claims a slot
//! that is free (never taken, or taken before the window) in one atomic
//! upsert. However many requests arrive at once, at most `max` claims succeed
//! per window.

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
/// "Is this address known?" lookups (spec §4's step 2 tells a new address
/// from a known one) from one client address, and about one address: like the
/// code mails, so the answer cannot be harvested for a list of addresses.
pub const LOOKUPS_PER_CLIENT: Limit = Limit { name: "lookup-client", max: 20, window_secs: 600 };
pub const LOOKUPS_PER_EMAIL: Limit = Limit { name: "lookup-email", max: 10, window_secs: 3600 };

/// Questions to coordinators from one client address, and from one address.
pub const QUESTIONS_PER_CLIENT: Limit = Limit { name: "question-client", max: 10, window_secs: 3600 };
pub const QUESTIONS_PER_EMAIL: Limit = Limit { name: "question-email", max: 5, window_secs: 3600 };
/// Logins started (`GET /login`, each a stored flow) from one client address.
pub const LOGINS_PER_CLIENT: Limit = Limit { name: "login-client", max: 60, window_secs: 600 };
/// Alert subscriptions from one client address.
pub const ALERTS_PER_CLIENT: Limit = Limit { name: "alert-client", max: 30, window_secs: 3600 };

/// Wishes one client address may send to the configured Ask model (it costs
/// money per call); beyond, the built-in parser answers.
pub const MODEL_ASKS_PER_CLIENT: Limit = Limit { name: "ask-model-client", max: 60, window_secs: 3600 };

/// Wrong admin tokens from one client address: beyond, even the right one
/// is refused until the window passes, so a token cannot be guessed.
pub const ADMIN_FAILURES_PER_CLIENT: Limit = Limit { name: "admin-failure-client", max: 10, window_secs: 600 };

/// The longest window above: older events count for nothing.
pub const LONGEST_WINDOW_SECS: i64 = 3600;

/// The resend countdown: one code per address every 30 s, claimed like the
/// other limits so simultaneous requests cannot all pass it.
pub const RESEND_COUNTDOWN: Limit = Limit { name: "code-resend", max: 1, window_secs: super::codes::RESEND_AFTER_SECS };

fn bucket_of(limit: Limit, key: &str) -> String {
    // Keys may be e-mail addresses: only their hash is stored.
    format!("{}:{}", limit.name, super::secrets::hash(key))
}

/// Counts one event in `limit`'s bucket for `key`, or says how many seconds
/// to wait when the bucket is full (the event is then not counted).
pub async fn hit(db: &Db, limit: Limit, key: &str, now: i64) -> AppResult<Result<(), i64>> {
    let bucket = bucket_of(limit, key);
    let expired = now - limit.window_secs;
    let mut live = Sql::new("SELECT slot FROM rate_slots WHERE bucket = ");
    live.bind(bucket.as_str()).push(" AND at > ").bind(expired);
    let taken: Vec<i64> = live.query().fetch_all(&db.pool).await?.iter().map(|r| r.try_get("slot")).collect::<Result<_, _>>()?;
    // Free slots, tried in turn: a claim lost to a simultaneous request moves on to the next.
    for slot in (0..limit.max).filter(|s| !taken.contains(s)) {
        let mut claim = Sql::new("INSERT INTO rate_slots (bucket, slot, at) VALUES (");
        claim.bind(bucket.as_str()).push(", ").bind(slot).push(", ").bind(now);
        claim.push(") ON CONFLICT (bucket, slot) DO UPDATE SET at = excluded.at WHERE rate_slots.at <= ").bind(expired);
        if claim.query().execute(&db.pool).await?.rows_affected() == 1 {
            return Ok(Ok(()));
        }
    }
    let mut oldest = Sql::new("SELECT MIN(at) AS oldest FROM rate_slots WHERE bucket = ");
    oldest.bind(bucket.as_str()).push(" AND at > ").bind(expired);
    let oldest: Option<i64> = oldest.query().fetch_one(&db.pool).await?.try_get("oldest")?;
    Ok(Err((oldest.unwrap_or(now) + limit.window_secs - now).max(1)))
}

/// Whether `key`'s bucket is full now, and if so how many seconds until a
/// slot frees (counts nothing).
pub async fn full(db: &Db, limit: Limit, key: &str, now: i64) -> AppResult<Option<i64>> {
    let expired = now - limit.window_secs;
    let mut live = Sql::new("SELECT COUNT(*) AS taken, MIN(at) AS oldest FROM rate_slots WHERE bucket = ");
    live.bind(bucket_of(limit, key)).push(" AND at > ").bind(expired);
    let row = live.query().fetch_one(&db.pool).await?;
    let (taken, oldest): (i64, Option<i64>) = (row.try_get("taken")?, row.try_get("oldest")?);
    Ok((taken >= limit.max).then(|| (oldest.unwrap_or(now) + limit.window_secs - now).max(1)))
}

/// Gives back every slot of `key`'s bucket (an event that did not happen
/// after all, such as a code mail the server could not send).
pub async fn release(db: &Db, limit: Limit, key: &str) -> AppResult<()> {
    let mut sql = Sql::new("DELETE FROM rate_slots WHERE bucket = ");
    sql.bind(bucket_of(limit, key));
    sql.query().execute(&db.pool).await?;
    Ok(())
}
