//! The built-in provider's grants: authorization codes (60 s, single use,
//! bound to the client, redirect URI and PKCE challenge), access tokens
//! (1 hour) and refresh tokens (30 days, rotated on use). A code presented
//! twice revokes every token it produced (RFC 6749 §4.1.2).

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
}

/// A new authorization code for `grant`.
pub async fn issue_code(db: &Db, grant: &Grant<'_>) -> AppResult<String> {
    let code = random_token();
    let mut sql =
        Sql::new("INSERT INTO oauth_codes (code_hash, client_id, redirect_uri, challenge, user_id, scope, expires_at, used) VALUES (");
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
        .bind(now() + CODE_LIFETIME_SECS)
        .push(", 0)");
    sql.query().execute(&db.pool).await?;
    Ok(code)
}

/// Tokens handed to a client.
pub struct Tokens {
    pub access: String,
    pub refresh: Option<String>,
    pub scope: String,
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

async fn store_token(db: &Db, kind: &str, token: &str, user_id: &str, client_id: &str, scope: &str, code_hash: &str) -> AppResult<()> {
    let lifetime = if kind == "access" { ACCESS_LIFETIME_SECS } else { REFRESH_LIFETIME_SECS };
    let mut sql = Sql::new("INSERT INTO oauth_tokens (token_hash, kind, user_id, client_id, scope, code_hash, expires_at) VALUES (");
    sql.bind(hash(token))
        .push(", ")
        .bind(kind)
        .push(", ")
        .bind(user_id)
        .push(", ")
        .bind(client_id)
        .push(", ")
        .bind(scope)
        .push(", ")
        .bind(code_hash)
        .push(", ")
        .bind(now() + lifetime)
        .push(")");
    sql.query().execute(&db.pool).await?;
    Ok(())
}

async fn new_tokens(db: &Db, user_id: &str, client_id: &str, scope: &str, code_hash: &str) -> AppResult<Tokens> {
    let access = random_token();
    store_token(db, "access", &access, user_id, client_id, scope, code_hash).await?;
    // Refresh tokens only for offline access.
    let refresh = if scope.split(' ').any(|s| s == "offline_access") {
        let refresh = random_token();
        store_token(db, "refresh", &refresh, user_id, client_id, scope, code_hash).await?;
        Some(refresh)
    } else {
        None
    };
    Ok(Tokens { access, refresh, scope: scope.to_string() })
}

/// Exchanges an authorization code (RFC 6749 §4.1.3 with PKCE, RFC 7636 §4.6).
pub async fn exchange_code(db: &Db, code: &str, client_id: &str, redirect_uri: &str, verifier: &str) -> AppResult<Result<Tokens, Refused>> {
    let code_hash = hash(code);
    // Marking the code used and reading it is one statement: of two
    // concurrent exchanges, one wins.
    let mut claim = Sql::new("UPDATE oauth_codes SET used = 1 WHERE code_hash = ");
    claim.bind(code_hash.as_str()).push(" AND used = 0 RETURNING client_id, redirect_uri, challenge, user_id, scope, expires_at");
    let Some(row) = claim.query().fetch_optional(&db.pool).await? else {
        let mut seen = Sql::new("SELECT used FROM oauth_codes WHERE code_hash = ");
        seen.bind(code_hash.as_str());
        if seen.query().fetch_optional(&db.pool).await?.is_some() {
            revoke_code_tokens(db, &code_hash).await?;
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
    let user_id: String = row.try_get("user_id")?;
    let scope: String = row.try_get("scope")?;
    Ok(Ok(new_tokens(db, &user_id, client_id, &scope, &code_hash).await?))
}

/// Trades a refresh token for new tokens; the old one stops working.
pub async fn refresh(db: &Db, token: &str, client_id: &str) -> AppResult<Result<Tokens, Refused>> {
    let mut take = Sql::new("DELETE FROM oauth_tokens WHERE token_hash = ");
    take.bind(hash(token)).push(" AND kind = 'refresh' RETURNING user_id, client_id, scope, code_hash, expires_at");
    let Some(row) = take.query().fetch_optional(&db.pool).await? else {
        return Ok(Err(Refused::Unknown));
    };
    if row.try_get::<i64, _>("expires_at")? <= now() {
        return Ok(Err(Refused::Expired));
    }
    if row.try_get::<String, _>("client_id")? != client_id {
        return Ok(Err(Refused::WrongClient));
    }
    let (user_id, scope, code_hash): (String, String, String) = (row.try_get("user_id")?, row.try_get("scope")?, row.try_get("code_hash")?);
    Ok(Ok(new_tokens(db, &user_id, client_id, &scope, &code_hash).await?))
}

async fn revoke_code_tokens(db: &Db, code_hash: &str) -> AppResult<()> {
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
