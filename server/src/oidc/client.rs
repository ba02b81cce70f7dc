//! The site as an OAuth2 / OpenID Connect client (spec §7 Login): the code
//! flow with PKCE S256, scopes openid, profile, email and offline_access,
//! and the fixed client id, through the `oauth2` crate. By default it talks
//! to the built-in provider in-process; with `OIDC_ISSUER` to any provider,
//! over HTTPS, found by discovery.
//!
//! `GET /login` starts a flow: the PKCE verifier is stored by the hash of
//! the `state`, and the state itself goes into a short-lived cookie, so the
//! callback only completes in the browser that started it (login CSRF).
//! `GET /login/redirect` checks both, exchanges the code, reads userinfo
//! and starts a session with a new id. `POST /logout` ends it.

use super::provider;
use crate::accounts::secrets::{hash, now, same_secret};
use crate::accounts::{flow, rate_limit, sessions, users, CurrentUser};
use crate::error::{AppError, AppResult};
use crate::http::security::same_site_path;
use crate::http::{ClientAddr, Visit};
use crate::pages::{with_page_errors, PageResult};
use crate::storage::Sql;
use crate::AppState;
use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use oauth2::basic::BasicClient;
use oauth2::{
    AsyncHttpClient, AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, EndpointNotSet, EndpointSet, HttpRequest, HttpResponse,
    PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, Scope, TokenResponse, TokenUrl,
};
use serde::Deserialize;
use sqlx::Row;
use std::future::Future;
use std::pin::Pin;
use tower::ServiceExt;

pub const STATE_COOKIE: &str = "caravan_login_state";
const FLOW_LIFETIME_SECS: i64 = 10 * 60;

/// The provider's addresses.
#[derive(Debug, Clone, Deserialize)]
pub struct Endpoints {
    authorization_endpoint: String,
    token_endpoint: String,
    userinfo_endpoint: String,
}

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct HttpError(String);

/// HTTP for the OAuth client: the built-in provider is called in-process
/// (same requests, same answers, no socket); an outside one over reqwest.
pub struct OidcHttp<'a> {
    state: &'a AppState,
}

impl<'c> AsyncHttpClient<'c> for OidcHttp<'_> {
    type Error = HttpError;
    type Future = Pin<Box<dyn Future<Output = Result<HttpResponse, HttpError>> + Send + 'c>>;

    fn call(&'c self, request: HttpRequest) -> Self::Future {
        Box::pin(async move {
            match self.state.config.oidc_issuer {
                None => call_built_in(self.state, request).await,
                Some(_) => {
                    let client = &self.state.http_client;
                    client.call(request).await.map_err(|e| HttpError(e.to_string()))
                }
            }
        })
    }
}

async fn call_built_in(state: &AppState, request: HttpRequest) -> Result<HttpResponse, HttpError> {
    let (mut parts, body) = request.into_parts();
    if let Some(authority) = parts.uri.authority().cloned() {
        parts.headers.insert(header::HOST, HeaderValue::from_str(authority.as_str()).map_err(|e| HttpError(e.to_string()))?);
    }
    let path = parts.uri.path_and_query().map(|p| p.as_str().to_string()).unwrap_or_else(|| "/".into());
    parts.uri = path.parse().map_err(|e: axum::http::uri::InvalidUri| HttpError(e.to_string()))?;
    let response = provider::router()
        .with_state(state.clone())
        .oneshot(axum::http::Request::from_parts(parts, Body::from(body)))
        .await
        .map_err(|e| HttpError(e.to_string()))?;
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, 1024 * 1024).await.map_err(|e| HttpError(e.to_string()))?;
    Ok(HttpResponse::from_parts(parts, bytes.to_vec()))
}

/// The provider's endpoints: the built-in one on the visitor's own host, an
/// outside one from its discovery document (read once).
async fn endpoints(state: &AppState, headers: &HeaderMap) -> AppResult<Endpoints> {
    let Some(issuer) = &state.config.oidc_issuer else {
        let origin = provider::origin(state, headers);
        return Ok(Endpoints {
            authorization_endpoint: format!("{origin}/oauth/authorize"),
            token_endpoint: format!("{origin}/oauth/token"),
            userinfo_endpoint: format!("{origin}/oauth/userinfo"),
        });
    };
    let found = state
        .oidc_endpoints
        .get_or_try_init(|| async {
            let url = format!("{issuer}/.well-known/openid-configuration");
            let request = HttpRequest::new(Vec::new());
            let (mut parts, body) = request.into_parts();
            parts.uri = url.parse().map_err(|_| AppError::Unavailable("error-login-provider"))?;
            let response = OidcHttp { state }.call(HttpRequest::from_parts(parts, body)).await.map_err(|e| {
                tracing::error!(error = %e, "OIDC discovery failed");
                AppError::Unavailable("error-login-provider")
            })?;
            serde_json::from_slice::<Endpoints>(response.body()).map_err(|e| {
                tracing::error!(error = %e, "OIDC discovery document unreadable");
                AppError::Unavailable("error-login-provider")
            })
        })
        .await?;
    Ok(found.clone())
}

type Client = BasicClient<EndpointSet, EndpointNotSet, EndpointNotSet, EndpointNotSet, EndpointSet>;

fn oauth_client(state: &AppState, endpoints: &Endpoints, headers: &HeaderMap) -> AppResult<Client> {
    let bad = |e: oauth2::url::ParseError| {
        tracing::error!(error = %e, "OIDC endpoint is not a URL");
        AppError::Unavailable("error-login-provider")
    };
    let redirect = format!("{}/login/redirect", provider::origin(state, headers));
    let mut client = BasicClient::new(ClientId::new(state.config.oidc_client_id.clone()))
        .set_auth_uri(AuthUrl::new(endpoints.authorization_endpoint.clone()).map_err(bad)?)
        .set_token_uri(TokenUrl::new(endpoints.token_endpoint.clone()).map_err(bad)?)
        .set_redirect_uri(RedirectUrl::new(redirect).map_err(bad)?);
    if let Some(secret) = &state.config.oidc_client_secret {
        client = client.set_client_secret(ClientSecret::new(secret.clone()));
    }
    Ok(client)
}

fn state_cookie(state: &AppState, value: &str, max_age: i64) -> HeaderValue {
    let secure = if state.config.https { "; Secure" } else { "" };
    HeaderValue::from_str(&format!("{STATE_COOKIE}={value}; Path=/login; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}"))
        .unwrap_or_else(|_| HeaderValue::from_static("caravan_login_state=; Path=/login; Max-Age=0"))
}

#[derive(Deserialize)]
pub struct LoginQuery {
    back: Option<String>,
}

/// The login and logout pages of this client.
pub fn router(state: &AppState) -> axum::Router<AppState> {
    use axum::routing::{get, post};
    let routes =
        axum::Router::new().route("/login", get(start_login)).route("/login/redirect", get(finish_login)).route("/logout", post(log_out));
    with_page_errors(routes, state)
}

/// `GET /login`: starts the code flow (or goes back if already logged in).
pub async fn start_login(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    headers: HeaderMap,
    user: Option<CurrentUser>,
    Query(query): Query<LoginQuery>,
) -> PageResult {
    let back = same_site_path(query.back.as_deref()).to_string();
    if user.is_some() {
        return Ok(Redirect::to(&back).into_response());
    }
    // Each start stores a login flow: bounded per client, like every other write.
    flow::limit(&state, &visit, rate_limit::LOGINS_PER_CLIENT, &client.0).await?;
    let (url, csrf) = begin(&state, &headers, &back).await?;
    let mut response = Redirect::to(&url).into_response();
    response.headers_mut().insert(header::SET_COOKIE, state_cookie(&state, &csrf, FLOW_LIFETIME_SECS));
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

async fn begin(state: &AppState, headers: &HeaderMap, back: &str) -> AppResult<(String, String)> {
    let endpoints = endpoints(state, headers).await?;
    let client = oauth_client(state, &endpoints, headers)?;
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, csrf) = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(provider::SCOPES.iter().map(|s| Scope::new(s.to_string())))
        .set_pkce_challenge(challenge)
        .url();
    // Old, abandoned flows go first.
    let mut prune = Sql::new("DELETE FROM login_flows WHERE expires_at <= ");
    prune.bind(now());
    prune.query().execute(&state.db.pool).await?;
    let mut sql = Sql::new("INSERT INTO login_flows (state_hash, verifier, back, expires_at) VALUES (");
    sql.bind(hash(csrf.secret()))
        .push(", ")
        .bind(verifier.secret().as_str())
        .push(", ")
        .bind(back)
        .push(", ")
        .bind(now() + FLOW_LIFETIME_SECS)
        .push(")");
    sql.query().execute(&state.db.pool).await?;
    // The built-in provider is on this host: send the browser to a path.
    let url = match &state.config.oidc_issuer {
        None => format!("{}?{}", url.path(), url.query().unwrap_or("")),
        Some(_) => url.to_string(),
    };
    Ok((url, csrf.secret().clone()))
}

#[derive(Deserialize)]
pub struct Callback {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

#[derive(Deserialize)]
struct UserInfo {
    sub: String,
    email: String,
    /// Only a JSON `true` counts: a provider that sends `"true"` (a string)
    /// or anything else has not said it verified the address (the probe's
    /// M12: a string failed the whole answer's parsing, and gave a 503).
    #[serde(default)]
    email_verified: serde_json::Value,
}

impl UserInfo {
    fn verified(&self) -> bool {
        self.email_verified == serde_json::Value::Bool(true)
    }

    /// The provider's address as we store it, or a page saying it is not one.
    fn address(&self) -> AppResult<String> {
        let email = search_core::validation::normalize_email(&self.email);
        if crate::mail::deliverable_address(&email).is_some() {
            Ok(email)
        } else {
            Err(AppError::BadRequest("error-invalid-email"))
        }
    }
}

/// `GET /login/redirect`: the provider's answer. Completes only with the
/// state of a live flow started in this browser.
pub async fn finish_login(State(state): State<AppState>, visit: Visit, headers: HeaderMap, Query(callback): Query<Callback>) -> Response {
    match complete(&state, &visit, &headers, callback).await {
        Ok((token, back)) => {
            let mut response = Redirect::to(&back).into_response();
            let headers = response.headers_mut();
            headers.append(header::SET_COOKIE, sessions::cookie(&state, &token));
            headers.append(header::SET_COOKIE, state_cookie(&state, "", 0));
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Err(error) => {
            // The error page (drawn around this router) keeps the cookie that spends the state.
            let mut response = crate::pages::PageError(error).into_response();
            response.headers_mut().append(header::SET_COOKIE, state_cookie(&state, "", 0));
            response
        }
    }
}

async fn complete(state: &AppState, visit: &Visit, headers: &HeaderMap, callback: Callback) -> AppResult<(String, String)> {
    if let Some(error) = callback.error {
        tracing::info!(%error, "the provider refused the login");
        return Err(AppError::BadRequest("error-login-refused"));
    }
    let (Some(code), Some(returned_state)) = (callback.code, callback.state) else {
        return Err(AppError::BadRequest("error-login-expired"));
    };
    let cookie_state = axum_extra::extract::CookieJar::from_headers(headers).get(STATE_COOKIE).map(|c| c.value().to_string());
    if !cookie_state.is_some_and(|c| same_secret(c.as_bytes(), returned_state.as_bytes())) {
        tracing::warn!("login callback without this browser's state: refused");
        return Err(AppError::BadRequest("error-login-expired"));
    }
    // The flow is used once: taken, whatever happens next.
    let mut take = Sql::new("DELETE FROM login_flows WHERE state_hash = ");
    take.bind(hash(&returned_state)).push(" RETURNING verifier, back, expires_at");
    let Some(flow) = take.query().fetch_optional(&state.db.pool).await? else {
        return Err(AppError::BadRequest("error-login-expired"));
    };
    if flow.try_get::<i64, _>("expires_at")? <= now() {
        return Err(AppError::BadRequest("error-login-expired"));
    }
    let verifier: String = flow.try_get("verifier")?;
    let back: String = flow.try_get("back")?;
    let endpoints = endpoints(state, headers).await?;
    let client = oauth_client(state, &endpoints, headers)?;
    let http = OidcHttp { state };
    let tokens = client
        .exchange_code(AuthorizationCode::new(code))
        .set_pkce_verifier(PkceCodeVerifier::new(verifier))
        .request_async(&http)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "code exchange refused");
            AppError::BadRequest("error-login-expired")
        })?;
    let info = read_userinfo(&http, &endpoints, tokens.access_token().secret()).await?;
    let user = match &state.config.oidc_issuer {
        None => account_of_built_in(state, visit, &info).await?,
        Some(issuer) => account_of_outside(state, visit, issuer, &info).await?,
    };
    let token = sessions::start(state, &user.id, sessions::token_in(headers).as_deref()).await?;
    Ok((token, same_site_path(Some(&back)).to_string()))
}

/// The built-in provider's users are ours: its `sub` is the account id
/// and its e-mail was proven with our one-time code.
async fn account_of_built_in(state: &AppState, visit: &Visit, info: &UserInfo) -> AppResult<users::User> {
    let email = info.address()?;
    // Continuing through the provider accepted the privacy policy and terms.
    users::find_or_create(&state.db, &email, None, visit.host.edition.fluent_locale(), state.config.privacy_policy_version).await
}

/// An outside provider's user is known by `(issuer, sub)`, never by an
/// e-mail address alone: a provider that lets anyone claim any address
/// must not open someone else's account ("nOAuth"). A first login makes a
/// new account only from an address the provider says it verified, and
/// never takes over an account that already has that address.
async fn account_of_outside(state: &AppState, visit: &Visit, issuer: &str, info: &UserInfo) -> AppResult<users::User> {
    if info.sub.is_empty() || info.sub.len() > 255 {
        tracing::warn!("outside provider sent no usable subject");
        return Err(AppError::Unavailable("error-login-provider"));
    }
    if let Some(user) = users::find_by_identity(&state.db, issuer, &info.sub).await? {
        return Ok(user);
    }
    let email = info.address()?;
    if !info.verified() {
        tracing::info!("outside login refused: the provider has not verified the address");
        return Err(AppError::BadRequest("error-login-unverified"));
    }
    if users::find_by_email(&state.db, &email).await?.is_some() {
        tracing::warn!("outside login refused: the address belongs to an account not linked to this subject");
        return Err(AppError::BadRequest("error-login-unlinked"));
    }
    let user =
        users::find_or_create(&state.db, &email, None, visit.host.edition.fluent_locale(), state.config.privacy_policy_version).await?;
    users::link_identity(&state.db, issuer, &info.sub, &user.id).await?;
    Ok(user)
}

async fn read_userinfo(http: &OidcHttp<'_>, endpoints: &Endpoints, access_token: &str) -> AppResult<UserInfo> {
    let unavailable = |what: String| {
        tracing::error!(error = %what, "userinfo failed");
        AppError::Unavailable("error-login-provider")
    };
    let request = axum::http::Request::get(&endpoints.userinfo_endpoint)
        .header(header::AUTHORIZATION, format!("Bearer {access_token}"))
        .header(header::ACCEPT, "application/json")
        .body(Vec::new())
        .map_err(|e| unavailable(e.to_string()))?;
    let response = http.call(request).await.map_err(|e| unavailable(e.to_string()))?;
    if response.status() != StatusCode::OK {
        return Err(unavailable(format!("status {}", response.status())));
    }
    serde_json::from_slice(response.body()).map_err(|e| unavailable(e.to_string()))
}

/// `POST /logout`: ends the session and the provider's tokens, then home
/// (spec §2: logout to `/`).
pub async fn log_out(State(state): State<AppState>, headers: HeaderMap) -> PageResult {
    if let Some(token) = sessions::token_in(&headers) {
        if let Some(user) = sessions::user_of(&state.db, &token).await? {
            super::tokens::revoke_user_tokens(&state.db, &user.id).await?;
        }
        sessions::end(&state.db, &token).await?;
    }
    let mut response = Redirect::to("/").into_response();
    response.headers_mut().insert(header::SET_COOKIE, sessions::clear_cookie(&state));
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::UserInfo;

    #[test]
    fn only_a_json_true_verifies_an_outside_address() {
        let info = |verified: &str| -> UserInfo {
            serde_json::from_str(&format!(r#"{{"sub":"s1","email":"ana@example.com"{verified}}}"#)).expect("any value parses")
        };
        assert!(info(r#","email_verified":true"#).verified());
        for other in
            [r#","email_verified":"true""#, r#","email_verified":1"#, r#","email_verified":false"#, r#","email_verified":null"#, ""]
        {
            assert!(!info(other).verified(), "{other}");
        }
    }

    #[test]
    fn a_literal_address_is_refused_like_the_forms_refuse_it() {
        let info: UserInfo = serde_json::from_str(r#"{"sub":"s1","email":"a@[127.0.0.1]","email_verified":true}"#).unwrap();
        assert!(info.address().is_err());
    }
}
