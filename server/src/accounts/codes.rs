//! One-time codes (spec §4 one-time code flow): six digits sent by mail,
//! stored hashed, valid 10 minutes, 5 wrong tries, then a new code is
//! needed. One live code per address; asking again replaces it, but not
//! before the resend countdown.

use super::secrets::{code_hash, now, six_digit_code};
use crate::error::AppResult;
use crate::storage::{Arg, Db, Sql};
use sqlx::Row;

pub const LIFETIME_SECS: i64 = 10 * 60;
pub const RESEND_AFTER_SECS: i64 = 30;
pub const MAX_TRIES: i64 = 5;

/// Something a visitor asked to save before having an account (spec §4
/// Wishlist: saving by e-mail creates the account through verification).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingSave {
    pub kind: super::wishlist::WishKind,
    pub id: String,
}

/// What a new code carries until it is verified.
#[derive(Debug, Clone, Default)]
pub struct CodeRequest {
    pub marketing_consent: Option<bool>,
    pub edition: String,
    pub pending: Option<PendingSave>,
}

/// Seconds left before a new code may be sent to `email` (the resend countdown).
pub async fn wait_before_resend(db: &Db, email: &str) -> AppResult<Option<i64>> {
    let mut last = Sql::new("SELECT created_at FROM one_time_codes WHERE email = ");
    last.bind(email);
    let Some(row) = last.query().fetch_optional(&db.pool).await? else {
        return Ok(None);
    };
    let age = now() - row.try_get::<i64, _>("created_at")?;
    Ok((age < RESEND_AFTER_SECS).then_some(RESEND_AFTER_SECS - age))
}

/// A new code for `email`, replacing any older one.
pub async fn issue(db: &Db, email: &str, request: &CodeRequest) -> AppResult<String> {
    let now = now();
    let code = six_digit_code();
    let mut sql = Sql::new(
        "INSERT INTO one_time_codes (email, code_hash, expires_at, tries, marketing_consent, edition, pending_kind, pending_id, created_at) VALUES (",
    );
    sql.bind(email)
        .push(", ")
        .bind(code_hash(email, &code))
        .push(", ")
        .bind(now + LIFETIME_SECS)
        .push(", 0, ")
        .bind(request.marketing_consent.map_or(Arg::NullInt, |c| Arg::Int(c as i64)))
        .push(", ")
        .bind(request.edition.as_str())
        .push(", ")
        .bind(request.pending.as_ref().map(|p| p.kind.as_str()))
        .push(", ")
        .bind(request.pending.as_ref().map(|p| p.id.as_str()))
        .push(", ")
        .bind(now)
        .push(
            ") ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, tries = 0, \
             marketing_consent = excluded.marketing_consent, edition = excluded.edition, pending_kind = excluded.pending_kind, \
             pending_id = excluded.pending_id, created_at = excluded.created_at",
        );
    sql.query().execute(&db.pool).await?;
    Ok(code)
}

#[derive(Debug)]
pub enum Checked {
    /// Right code: it is consumed, and what it carried is returned.
    Right(CodeRequest),
    Wrong {
        remaining_tries: i64,
    },
    Expired,
    /// Five wrong tries: this code is dead, a new one is needed.
    TooManyTries,
    /// No code was asked for this address (or it was already used).
    Missing,
}

/// Checks `code` for `email`. The try is counted before comparing, in one
/// statement, so concurrent guesses cannot exceed the limit; a right code
/// is deleted by its hash, so it can be used once only.
pub async fn check(db: &Db, email: &str, code: &str) -> AppResult<Checked> {
    let now = now();
    let mut count = Sql::new("UPDATE one_time_codes SET tries = tries + 1 WHERE email = ");
    count
        .bind(email)
        .push(" AND tries < ")
        .bind(MAX_TRIES)
        .push(" RETURNING code_hash, expires_at, tries, marketing_consent, edition, pending_kind, pending_id");
    let Some(row) = count.query().fetch_optional(&db.pool).await? else {
        let mut exists = Sql::new("SELECT tries FROM one_time_codes WHERE email = ");
        exists.bind(email);
        return Ok(match exists.query().fetch_optional(&db.pool).await? {
            Some(_) => Checked::TooManyTries,
            None => Checked::Missing,
        });
    };
    let stored: String = row.try_get("code_hash")?;
    let expires_at: i64 = row.try_get("expires_at")?;
    let tries: i64 = row.try_get("tries")?;
    if expires_at <= now {
        return Ok(Checked::Expired);
    }
    if !super::secrets::same_secret(code_hash(email, code.trim()).as_bytes(), stored.as_bytes()) {
        return Ok(if tries >= MAX_TRIES { Checked::TooManyTries } else { Checked::Wrong { remaining_tries: MAX_TRIES - tries } });
    }
    let mut consume = Sql::new("DELETE FROM one_time_codes WHERE email = ");
    consume.bind(email).push(" AND code_hash = ").bind(stored);
    if consume.query().execute(&db.pool).await?.rows_affected() == 0 {
        return Ok(Checked::Missing);
    }
    let pending_kind: Option<String> = row.try_get("pending_kind")?;
    let pending_id: Option<String> = row.try_get("pending_id")?;
    Ok(Checked::Right(CodeRequest {
        marketing_consent: row.try_get::<Option<i64>, _>("marketing_consent")?.map(|v| v != 0),
        edition: row.try_get("edition")?,
        pending: match (pending_kind.as_deref().and_then(super::wishlist::WishKind::parse), pending_id) {
            (Some(kind), Some(id)) => Some(PendingSave { kind, id }),
            _ => None,
        },
    }))
}

/// Drops the code of `email` (its mail could not be sent, or a limit hit).
pub async fn forget(db: &Db, email: &str) -> AppResult<()> {
    let mut sql = Sql::new("DELETE FROM one_time_codes WHERE email = ");
    sql.bind(email);
    sql.query().execute(&db.pool).await?;
    Ok(())
}
