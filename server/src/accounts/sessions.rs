//! Server-side sessions (DESIGN.md: per-user state in the database, so they
//! survive restarts and any instance serves any request). The cookie holds
//! a random id; the table holds its hash. A new id is issued at every login
//! (the old one is deleted), so a fixed session id cannot be planted.

use super::secrets::{hash, now, random_token};
use super::users::{self, Role, User};
use crate::error::{AppError, AppResult, ErrorCode};
use crate::storage::{Db, Sql};
use crate::AppState;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue};
use axum_extra::extract::CookieJar;
use sqlx::Row;

pub const SESSION_COOKIE: &str = "caravan_session";

/// Starts a session for `user`, ending `replacing` (the session the browser
/// had, if any); returns the new cookie value.
pub async fn start(state: &AppState, user_id: &str, replacing: Option<&str>) -> AppResult<String> {
    if let Some(old) = replacing {
        end(&state.db, old).await?;
    }
    let token = random_token();
    let now = now();
    let mut sql = Sql::new("INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (");
    sql.bind(hash(&token))
        .push(", ")
        .bind(user_id)
        .push(", ")
        .bind(now)
        .push(", ")
        .bind(now + state.config.session_lifetime.as_secs() as i64)
        .push(")");
    sql.query().execute(&state.db.pool).await?;
    Ok(token)
}

pub async fn end(db: &Db, token: &str) -> AppResult<()> {
    let mut sql = Sql::new("DELETE FROM sessions WHERE id_hash = ");
    sql.bind(hash(token));
    sql.query().execute(&db.pool).await?;
    Ok(())
}

/// The user of a live session. An admin's session is ended on sight: staff
/// are logged out on the public site (spec §4 Auth, §6).
pub async fn user_of(db: &Db, token: &str) -> AppResult<Option<User>> {
    let mut sql = Sql::new("SELECT user_id FROM sessions WHERE id_hash = ");
    sql.bind(hash(token)).push(" AND expires_at > ").bind(now());
    let Some(row) = sql.query().fetch_optional(&db.pool).await? else {
        return Ok(None);
    };
    let user = users::find(db, &row.try_get::<String, _>("user_id")?).await?;
    match user {
        Some(user) if user.role == Role::Admin => {
            end(db, token).await?;
            tracing::info!(user = %user.id, "admin session ended on the public site");
            Ok(None)
        }
        other => Ok(other),
    }
}

/// `Set-Cookie` for a session: HttpOnly, SameSite=Lax, Secure on TLS.
pub fn cookie(state: &AppState, token: &str) -> HeaderValue {
    let secure = if state.config.https { "; Secure" } else { "" };
    let max_age = state.config.session_lifetime.as_secs();
    HeaderValue::from_str(&format!("{SESSION_COOKIE}={token}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}"))
        .unwrap_or_else(|_| HeaderValue::from_static("caravan_session=; Path=/; Max-Age=0"))
}

pub fn clear_cookie(state: &AppState) -> HeaderValue {
    let secure = if state.config.https { "; Secure" } else { "" };
    HeaderValue::from_str(&format!("{SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax{secure}"))
        .unwrap_or_else(|_| HeaderValue::from_static("caravan_session=; Path=/; Max-Age=0"))
}

/// The session id the browser sent, if any.
pub fn token_in(headers: &HeaderMap) -> Option<String> {
    CookieJar::from_headers(headers).get(SESSION_COOKIE).map(|c| c.value().to_string()).filter(|v| !v.is_empty() && v.len() <= 64)
}

/// The logged-in user; `Option<CurrentUser>` for handlers that serve both.
/// Without a live session the API answers 401 (`UNAUTHENTICATED`).
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub user: User,
    pub token: String,
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<CurrentUser, AppError> {
        // The visitor's language is read only for a refusal: a save with a
        // live session (the hot path) does not parse the request again.
        let unauthenticated = || {
            let visit = crate::http::Visit::from_parts(state, parts);
            AppError::refused(ErrorCode::Unauthenticated, visit.t("error-unauthenticated"))
        };
        let Some(token) = token_in(&parts.headers) else {
            return Err(unauthenticated());
        };
        match user_of(&state.db, &token).await? {
            Some(user) => Ok(CurrentUser { user, token }),
            None => Err(unauthenticated()),
        }
    }
}

impl axum::extract::OptionalFromRequestParts<AppState> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Option<CurrentUser>, AppError> {
        let Some(token) = token_in(&parts.headers) else {
            return Ok(None);
        };
        Ok(user_of(&state.db, &token).await?.map(|user| CurrentUser { user, token }))
    }
}
