//! The built-in provider's grants: authorization codes (60 s, single use,
//! bound to the client, redirect URI, PKCE challenge and nonce), access
//! tokens (1 hour) and refresh tokens (30 days, rotated on use). A code
//! presented twice revokes every token it produced (RFC 6749 §4.1.2); a
//! rotated refresh token presented again revokes its whole family, every
//! token descended from the same code (RFC 9700 §4.14.2).

use crate::accounts::secrets::{hash, now, pkce_challenge, random_token, same_secret};
use crate::error::AppResult;
use crate::storage::{Db, Sql};
use sqlx::Row;

pub const CODE_LIFETIME_SECS: i64 = 60;
pub const ACCESS_LIFETIME_SECS: i64 = 3600;
pub const REFRESH_LIFETIME_SECS: i64 = 30 * 86_400;

pub struct Grant<'a> {
    pub client_id: &'a str,
    pub redirect_uri: &'a str,
    pub challenge: &'a str,
    pub user_id: &'a str,
    pub scope: &'a str,
    /// The client's `nonce`, echoed in the id_token (OIDC Core 3.1.2.1).
    pub nonce: Option<&'a str>,
    /// When the user proved who they are (the one-time code), in seconds.
    pub auth_time: i64,
}

/// A new authorization code for `grant`.
pub async fn issue_code(db: &Db, grant: &Grant<'_>) -> AppResult<String> {
    let code = random_token();
    let mut sql = Sql::new(
        "INSERT INTO oauth_codes (code_hash, client_id, redirect_uri, challenge, user_id, scope, nonce, auth_time, expires_at, used) VALUES (",
    );
    sql.bind(hash(&code))
        .push(", ")
        .bind(grant.client_id)
        .push(", ")
        .bind(grant.redirect_uri)
        .push(", ")
        .bind(grant.challenge)
        .push(", ")
        .bind(grant.user_id)
        .push(", ")
        .bind(grant.scope)
        .push(", ")
        .bind(grant.nonce)
        .push(", ")
        .bind(grant.auth_time)
        .push(", ")
        .bind(now() + CODE_LIFETIME_SECS)
        .push(", 0)");
    sql.query().execute(&db.pool).await?;
    Ok(code)
}

/// Tokens handed to a client, with what its id_token says.
pub struct Tokens {
    pub access: String,
    pub refresh: Option<String>,
    pub scope: String,
    pub user_id: String,
    pub auth_time: Option<i64>,
    /// Only in answer to a code (a refreshed id_token carries none).
    pub nonce: Option<String>,
}

/// Why a code or refresh token was refused (all `invalid_grant` on the wire).
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    Unknown,
    Reused,
    Expired,
    WrongClient,
    WrongVerifier,
}

/// Where new tokens come from: who, for which client, and their family.
struct Family<'a> {
    user_id: &'a str,
    client_id: &'a str,
    scope: &'a str,
    code_hash: &'a str,
    auth_time: Option<i64>,
}

async fn store_token(db: &Db, kind: &str, token: &str, family: &Family<'_>) -> AppResult<()> {
    let lifetime = if kind == "access" { ACCESS_LIFETIME_SECS } else { REFRESH_LIFETIME_SECS };
    let mut sql =
        Sql::new("INSERT INTO oauth_tokens (token_hash, kind, user_id, client_id, scope, code_hash, auth_time, expires_at) VALUES (");
    sql.bind(hash(token))
        .push(", ")
        .bind(kind)
        .push(", ")
        .bind(family.user_id)
        .push(", ")
        .bind(family.client_id)
        .push(", ")
        .bind(family.scope)
        .push(", ")
        .bind(family.code_hash)
        .push(", ")
        .bind(family.auth_time)
        .push(", ")
        .bind(now() + lifetime)
        .push(")");
    sql.query().execute(&db.pool).await?;
    Ok(())
}

async fn new_tokens(db: &Db, family: &Family<'_>, nonce: Option<String>) -> AppResult<Tokens> {
    let access = random_token();
    store_token(db, "access", &access, family).await?;
    // Refresh tokens only for offline access.
    let refresh = if has_scope(family.scope, "offline_access") {
        let refresh = random_token();
        store_token(db, "refresh", &refresh, family).await?;
        Some(refresh)
    } else {
        None
    };
    Ok(Tokens { access, refresh, scope: family.scope.to_string(), user_id: family.user_id.to_string(), auth_time: family.auth_time, nonce })
}

/// Whether a space-separated OAuth scope holds `name`.
pub fn has_scope(scope: &str, name: &str) -> bool {
    scope.split(' ').any(|s| s == name)
}

/// RFC 7636 §4.1: 43 to 128 unreserved characters.
pub fn verifier_is_well_formed(verifier: &str) -> bool {
    (43..=128).contains(&verifier.len()) && verifier.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
}

/// Exchanges an authorization code (RFC 6749 §4.1.3 with PKCE, RFC 7636 §4.6).
pub async fn exchange_code(db: &Db, code: &str, client_id: &str, redirect_uri: &str, verifier: &str) -> AppResult<Result<Tokens, Refused>> {
    let code_hash = hash(code);
    // Marking the code used and reading it is one statement: of two
    // concurrent exchanges, one wins.
    let mut claim = Sql::new("UPDATE oauth_codes SET used = 1 WHERE code_hash = ");
    claim
        .bind(code_hash.as_str())
        .push(" AND used = 0 RETURNING client_id, redirect_uri, challenge, user_id, scope, nonce, auth_time, expires_at");
    let Some(row) = claim.query().fetch_optional(&db.pool).await? else {
        let mut seen = Sql::new("SELECT used FROM oauth_codes WHERE code_hash = ");
        seen.bind(code_hash.as_str());
        if seen.query().fetch_optional(&db.pool).await?.is_some() {
            revoke_family(db, &code_hash).await?;
            tracing::warn!("authorization code replayed: its tokens are revoked");
            return Ok(Err(Refused::Reused));
        }
        return Ok(Err(Refused::Unknown));
    };
    let expires_at: i64 = row.try_get("expires_at")?;
    if expires_at <= now() {
        return Ok(Err(Refused::Expired));
    }
    if row.try_get::<String, _>("client_id")? != client_id || row.try_get::<String, _>("redirect_uri")? != redirect_uri {
        return Ok(Err(Refused::WrongClient));
    }
    let challenge: String = row.try_get("challenge")?;
    if !same_secret(pkce_challenge(verifier).as_bytes(), challenge.as_bytes()) {
        return Ok(Err(Refused::WrongVerifier));
    }
    let (user_id, scope): (String, String) = (row.try_get("user_id")?, row.try_get("scope")?);
    let family = Family { user_id: &user_id, client_id, scope: &scope, code_hash: &code_hash, auth_time: row.try_get("auth_time")? };
    Ok(Ok(new_tokens(db, &family, row.try_get("nonce")?).await?))
}

/// Trades a refresh token for new tokens; the old one is marked used and
/// kept until it expires, so showing it again is recognised as theft.
pub async fn refresh(db: &Db, token: &str, client_id: &str) -> AppResult<Result<Tokens, Refused>> {
    let token_hash = hash(token);
    let mut take = Sql::new("UPDATE oauth_tokens SET used = 1 WHERE token_hash = ");
    take.bind(token_hash.as_str())
        .push(" AND kind = 'refresh' AND used = 0 RETURNING user_id, client_id, scope, code_hash, auth_time, expires_at");
    let Some(row) = take.query().fetch_optional(&db.pool).await? else {
        let mut seen = Sql::new("SELECT code_hash FROM oauth_tokens WHERE kind = 'refresh' AND token_hash = ");
        seen.bind(token_hash.as_str());
        if let Some(used) = seen.query().fetch_optional(&db.pool).await? {
            revoke_family(db, &used.try_get::<String, _>("code_hash")?).await?;
            tracing::warn!("a rotated refresh token was used again: its family is revoked");
            return Ok(Err(Refused::Reused));
        }
        return Ok(Err(Refused::Unknown));
    };
    if row.try_get::<i64, _>("expires_at")? <= now() {
        return Ok(Err(Refused::Expired));
    }
    if row.try_get::<String, _>("client_id")? != client_id {
        return Ok(Err(Refused::WrongClient));
    }
    let (user_id, scope, code_hash): (String, String, String) = (row.try_get("user_id")?, row.try_get("scope")?, row.try_get("code_hash")?);
    let family = Family { user_id: &user_id, client_id, scope: &scope, code_hash: &code_hash, auth_time: row.try_get("auth_time")? };
    Ok(Ok(new_tokens(db, &family, None).await?))
}

/// Every token descended from one code: access and refresh, used or not.
async fn revoke_family(db: &Db, code_hash: &str) -> AppResult<()> {
    let mut sql = Sql::new("DELETE FROM oauth_tokens WHERE code_hash = ");
    sql.bind(code_hash);
    sql.query().execute(&db.pool).await?;
    Ok(())
}

/// Ends every token of a user (logout).
pub async fn revoke_user_tokens(db: &Db, user_id: &str) -> AppResult<()> {
    let mut sql = Sql::new("DELETE FROM oauth_tokens WHERE user_id = ");
    sql.bind(user_id);
    sql.query().execute(&db.pool).await?;
    Ok(())
}

/// The user id of a live access token.
pub async fn user_of_access_token(db: &Db, token: &str) -> AppResult<Option<String>> {
    let mut sql = Sql::new("SELECT user_id FROM oauth_tokens WHERE token_hash = ");
    sql.bind(hash(token)).push(" AND kind = 'access' AND expires_at > ").bind(now());
    Ok(sql.query().fetch_optional(&db.pool).await?.map(|row| row.try_get("user_id")).transpose()?)
}

#[cfg(test)]
mod tests {
    use super::verifier_is_well_formed;

    #[test]
    fn verifiers_follow_rfc_7636() {
        assert!(verifier_is_well_formed(&"a".repeat(43)));
        assert!(verifier_is_well_formed(&format!("{}-._~", "Z9".repeat(62))));
        assert!(!verifier_is_well_formed(&"a".repeat(42)), "too short to resist guessing");
        assert!(!verifier_is_well_formed(&"a".repeat(129)));
        assert!(!verifier_is_well_formed(&format!("{}+/", "a".repeat(43))), "not unreserved characters");
    }
}
