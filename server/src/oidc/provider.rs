//! The built-in identity provider, so the site logs people in with no
//! outside service: OpenID discovery, the authorisation pages (e-mail,
//! then the new- or existing-user step, then the one-time code), the token
//! endpoint (authorization code with PKCE S256, refresh) answering with an
//! ES256-signed id_token, the JWKS, userinfo and logout. It knows one
//! public client, `OIDC_CLIENT_ID`, whose redirect URI is `/login/redirect`
//! on each configured edition host; the issuer is the edition's configured
//! origin, never a raw Host header.

use super::keys::{self, ALGORITHM, ID_TOKEN_LIFETIME_SECS};
use super::tokens::{self, Grant, Refused, Tokens, ACCESS_LIFETIME_SECS};
use crate::accounts::{flow, users};
use crate::error::{AppError, AppResult};
use crate::http::no_store;
use crate::http::{ClientAddr, Visit};
use crate::pages::PageResult;
use crate::AppState;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use caravan_site::model::{LoginForm, LoginStep, Page};
use serde::Deserialize;
use serde_json::json;
use std::collections::HashMap;

pub const SCOPES: [&str; 4] = ["openid", "profile", "email", "offline_access"];

/// The provider's routes (also called in-process by the site's own client).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/.well-known/openid-configuration", get(discovery))
        .route("/oauth/jwks", get(jwks))
        .route("/oauth/authorize", get(authorize).post(authorize_step))
        .route("/oauth/token", post(token))
        .route("/oauth/userinfo", get(userinfo))
        .route("/oauth/logout", get(end_session))
}

/// The configured `scheme://host` of the request's edition: the provider
/// lives on every edition host, and an unknown Host gets the international one.
pub fn origin(state: &AppState, headers: &HeaderMap) -> String {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    state.hosts.origin(&state.hosts.resolve(host), state.config.https)
}

async fn discovery(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let origin = origin(&state, &headers);
    Json(json!({
        "issuer": origin,
        "authorization_endpoint": format!("{origin}/oauth/authorize"),
        "token_endpoint": format!("{origin}/oauth/token"),
        "userinfo_endpoint": format!("{origin}/oauth/userinfo"),
        "end_session_endpoint": format!("{origin}/oauth/logout"),
        "jwks_uri": format!("{origin}/oauth/jwks"),
        "id_token_signing_alg_values_supported": ["ES256"],
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "code_challenge_methods_supported": ["S256"],
        "scopes_supported": SCOPES,
        "token_endpoint_auth_methods_supported": ["none"],
        "subject_types_supported": ["public"],
        "claims_supported": ["iss", "sub", "aud", "exp", "iat", "auth_time", "nonce", "email", "email_verified", "picture"],
    }))
    .into_response()
}

/// The public keys id_tokens are signed with (the newest signs).
async fn jwks(State(state): State<AppState>) -> Response {
    match keys::jwks(&state.db).await {
        Ok(set) => {
            let mut response = Json(set).into_response();
            // Short, so a rotation reaches clients within minutes.
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=300"));
            response
        }
        Err(error) => error.into_response(),
    }
}

/// The authorisation request, carried through every step of the pages.
#[derive(Debug, Clone, Deserialize, Default)]
pub struct AuthRequest {
    #[serde(default)]
    response_type: String,
    #[serde(default)]
    client_id: String,
    #[serde(default)]
    redirect_uri: String,
    #[serde(default)]
    scope: String,
    #[serde(default)]
    state: String,
    #[serde(default)]
    code_challenge: String,
    #[serde(default)]
    code_challenge_method: String,
    #[serde(default)]
    nonce: String,
}

impl AuthRequest {
    fn hidden(&self) -> Vec<(String, String)> {
        [
            ("response_type", &self.response_type),
            ("client_id", &self.client_id),
            ("redirect_uri", &self.redirect_uri),
            ("scope", &self.scope),
            ("state", &self.state),
            ("code_challenge", &self.code_challenge),
            ("code_challenge_method", &self.code_challenge_method),
            ("nonce", &self.nonce),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
    }

    /// Checks the request before anything is shown; a bad redirect URI is
    /// never redirected to (RFC 6749 §4.1.2.1), so errors are a page.
    fn check(&self, state: &AppState, headers: &HeaderMap) -> Result<(), &'static str> {
        let expected_redirect = format!("{}/login/redirect", origin(state, headers));
        let scopes_known = self.scope.split(' ').filter(|s| !s.is_empty()).all(|s| SCOPES.contains(&s));
        let challenge_ok = (43..=128).contains(&self.code_challenge.len())
            && self.code_challenge.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if self.client_id != state.config.oidc_client_id || self.redirect_uri != expected_redirect {
            Err("error-login-client")
        } else if self.response_type != "code"
            || self.code_challenge_method != "S256"
            || !challenge_ok
            || !scopes_known
            || !tokens::has_scope(&self.scope, "openid")
            || self.state.is_empty()
            || self.state.len() > 512
            || self.nonce.len() > 512
        {
            Err("error-login-request")
        } else {
            Ok(())
        }
    }
}

fn login_page(state: &AppState, visit: &Visit, status: StatusCode, form: LoginForm) -> Response {
    crate::pages::personal_page(state, visit, status, Page::Login(Box::new(form)))
}

fn form(request: &AuthRequest, step: LoginStep, email: &str) -> LoginForm {
    LoginForm { step, email: email.to_string(), error: None, hidden: request.hidden(), consent: None }
}

async fn authorize(State(state): State<AppState>, visit: Visit, headers: HeaderMap, Query(request): Query<AuthRequest>) -> PageResult {
    request.check(&state, &headers).map_err(AppError::BadRequest)?;
    Ok(login_page(&state, &visit, StatusCode::OK, form(&request, LoginStep::Email, "")))
}

#[derive(Debug, Deserialize)]
pub struct StepForm {
    #[serde(flatten)]
    request: AuthRequest,
    #[serde(default)]
    action: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    consent: Option<String>,
    #[serde(default)]
    code: String,
}

/// One step of the login pages: every answer is a page (or, at the end,
/// the redirect back to the client with the code).
async fn authorize_step(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    headers: HeaderMap,
    body: Result<Form<StepForm>, FormRejection>,
) -> PageResult {
    let Ok(Form(step)) = body else {
        return Err(AppError::BadRequest("error-bad-form").into());
    };
    let request = &step.request;
    request.check(&state, &headers).map_err(AppError::BadRequest)?;
    let consent = match step.consent.as_deref() {
        Some("accept") => Some(true),
        Some("decline") => Some(false),
        _ => None,
    };
    // Where a refusal sends the visitor back to.
    let (retry_step, result) = match step.action.as_str() {
        "email" => (LoginStep::Email, choose_second_step(&state, &visit, &client, request, &step.email).await),
        "send" | "resend" => {
            let back = if step.action == "resend" { LoginStep::Code } else { second_step(&state, &step.email).await };
            let sent = flow::send_code(&state, &visit, &client, &step.email, consent, None, crate::mail::CodeFor::LogIn).await;
            (back, sent.map(|()| Outcome::Page(form(request, LoginStep::Code, &step.email))))
        }
        "verify" => (LoginStep::Code, finish(&state, &visit, &client, request, &step.email, &step.code).await),
        // Editing the e-mail goes back to the first step with it filled in.
        _ => (LoginStep::Email, Ok(Outcome::Page(form(request, LoginStep::Email, &step.email)))),
    };
    Ok(match result {
        Ok(Outcome::Page(mut page)) => {
            page.consent = consent;
            login_page(&state, &visit, StatusCode::OK, page)
        }
        Ok(Outcome::Redirect(to)) => Redirect::to(&to).into_response(),
        Err(error) if error.status().is_client_error() => {
            let status = error.status();
            let mut page = form(request, retry_step, &step.email);
            page.error = Some(error.public_message());
            page.consent = consent;
            login_page(&state, &visit, status, page)
        }
        Err(error) => return Err(error.into()),
    })
}

enum Outcome {
    Page(LoginForm),
    Redirect(String),
}

async fn second_step(state: &AppState, raw_email: &str) -> LoginStep {
    let email = search_core::validation::normalize_email(raw_email);
    match users::find_by_email(&state.db, &email).await {
        Ok(Some(_)) => LoginStep::ExistingUser,
        _ => LoginStep::NewUser,
    }
}

async fn choose_second_step(state: &AppState, visit: &Visit, client: &ClientAddr, request: &AuthRequest, raw: &str) -> AppResult<Outcome> {
    let (email, user) = flow::lookup(state, visit, client, raw).await?;
    let step = if user.is_some() { LoginStep::ExistingUser } else { LoginStep::NewUser };
    Ok(Outcome::Page(form(request, step, &email)))
}

/// The right code: an authorization code goes back to the client.
async fn finish(
    state: &AppState,
    visit: &Visit,
    client: &ClientAddr,
    request: &AuthRequest,
    email: &str,
    code: &str,
) -> AppResult<Outcome> {
    let verified = flow::verify(state, visit, client, email, code).await?;
    let code = tokens::issue_code(
        &state.db,
        &Grant {
            client_id: &request.client_id,
            redirect_uri: &request.redirect_uri,
            challenge: &request.code_challenge,
            user_id: &verified.user.id,
            scope: &request.scope,
            nonce: Some(request.nonce.as_str()).filter(|n| !n.is_empty()),
            auth_time: crate::accounts::secrets::now(),
        },
    )
    .await?;
    let query = form_urlencoded::Serializer::new(String::new()).append_pair("code", &code).append_pair("state", &request.state).finish();
    Ok(Outcome::Redirect(format!("{}?{query}", request.redirect_uri)))
}

/// An OAuth error answer (RFC 6749 §5.2).
fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    no_store((status, Json(json!({ "error": error, "error_description": description }))))
}

/// The token answer; with the `openid` scope it carries a signed id_token.
async fn token_answer(state: &AppState, issuer: &str, tokens: Tokens) -> AppResult<Response> {
    let mut body = json!({
        "access_token": tokens.access,
        "token_type": "Bearer",
        "expires_in": ACCESS_LIFETIME_SECS,
        "scope": tokens.scope,
    });
    if let Some(refresh) = &tokens.refresh {
        body["refresh_token"] = refresh.as_str().into();
    }
    if tokens::has_scope(&tokens.scope, "openid") {
        body["id_token"] = id_token(state, issuer, &tokens).await?.into();
    }
    Ok(no_store(Json(body)))
}

/// OIDC Core §2: who logged in, for which client, when, and the client's nonce.
async fn id_token(state: &AppState, issuer: &str, tokens: &Tokens) -> AppResult<String> {
    let key = keys::signing_key(&state.db).await?;
    let issued_at = crate::accounts::secrets::now();
    let mut claims = json!({
        "iss": issuer,
        "sub": tokens.user_id,
        "aud": state.config.oidc_client_id,
        "iat": issued_at,
        "exp": issued_at + ID_TOKEN_LIFETIME_SECS,
    });
    if let Some(auth_time) = tokens.auth_time {
        claims["auth_time"] = auth_time.into();
    }
    if let Some(nonce) = &tokens.nonce {
        claims["nonce"] = nonce.as_str().into();
    }
    if tokens::has_scope(&tokens.scope, "email") {
        if let Some(user) = users::find(&state.db, &tokens.user_id).await? {
            claims["email"] = user.email.into();
            claims["email_verified"] = true.into();
        }
    }
    let header = jsonwebtoken::Header { kid: Some(key.kid.clone()), ..jsonwebtoken::Header::new(ALGORITHM) };
    jsonwebtoken::encode(&header, &claims, &key.encoding()?).map_err(|e| AppError::Corrupt(format!("id_token not signed: {e}")))
}

fn refused(reason: Refused) -> Response {
    let description = match reason {
        Refused::Unknown => "unknown code or token",
        Refused::Reused => "the code was already used; its tokens are revoked",
        Refused::Expired => "the code or token has expired",
        Refused::WrongClient => "the code was issued to another client or redirect URI",
        Refused::WrongVerifier => "the PKCE code verifier does not match the challenge",
    };
    oauth_error(StatusCode::BAD_REQUEST, "invalid_grant", description)
}

async fn token(State(state): State<AppState>, headers: HeaderMap, body: Result<Form<HashMap<String, String>>, FormRejection>) -> Response {
    let Ok(Form(form)) = body else {
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_request", "send the token request as a form");
    };
    let field = |name: &str| form.get(name).map(String::as_str).unwrap_or("");
    if field("client_id") != state.config.oidc_client_id {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client", "unknown client");
    }
    let result = match field("grant_type") {
        "authorization_code" => {
            if !tokens::verifier_is_well_formed(field("code_verifier")) {
                return oauth_error(StatusCode::BAD_REQUEST, "invalid_request", "a PKCE code_verifier of 43 to 128 characters is required");
            }
            tokens::exchange_code(&state.db, field("code"), field("client_id"), field("redirect_uri"), field("code_verifier")).await
        }
        "refresh_token" => tokens::refresh(&state.db, field("refresh_token"), field("client_id")).await,
        _ => return oauth_error(StatusCode::BAD_REQUEST, "unsupported_grant_type", "authorization_code or refresh_token"),
    };
    let answer = match result {
        Ok(Ok(tokens)) => token_answer(&state, &origin(&state, &headers), tokens).await,
        Ok(Err(reason)) => return refused(reason),
        Err(error) => Err(error),
    };
    answer.unwrap_or_else(|error| {
        error.log();
        oauth_error(StatusCode::INTERNAL_SERVER_ERROR, "server_error", "try again later")
    })
}

/// The user a bearer token stands for.
pub async fn bearer_user(state: &AppState, headers: &HeaderMap) -> AppResult<Option<users::User>> {
    let token = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer ")).map(str::trim);
    let Some(token) = token.filter(|t| !t.is_empty() && t.len() <= 128) else {
        return Ok(None);
    };
    match tokens::user_of_access_token(&state.db, token).await? {
        Some(id) => users::find(&state.db, &id).await,
        None => Ok(None),
    }
}

fn invalid_token() -> Response {
    let mut response = oauth_error(StatusCode::UNAUTHORIZED, "invalid_token", "a valid bearer token is required");
    response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer error=\"invalid_token\""));
    response
}

async fn userinfo(State(state): State<AppState>, headers: HeaderMap) -> Response {
    match bearer_user(&state, &headers).await {
        Ok(Some(user)) => {
            let picture = format!("{}{}", origin(&state, &headers), user.picture_image());
            no_store(Json(json!({ "sub": user.id, "email": user.email, "email_verified": true, "picture": picture })))
        }
        Ok(None) => invalid_token(),
        Err(error) => error.into_response(),
    }
}

#[derive(Deserialize)]
struct EndSession {
    post_logout_redirect_uri: Option<String>,
    id_token_hint: Option<String>,
    state: Option<String>,
}

/// The user of an id_token this provider signed for this client and issuer
/// (expired is fine: logging out is why it comes back).
async fn hinted_user(state: &AppState, issuer: &str, hint: &str) -> AppResult<Option<String>> {
    let Some(kid) = jsonwebtoken::decode_header(hint).ok().and_then(|h| h.kid) else {
        return Ok(None);
    };
    let Some(key) = keys::published_key(&state.db, &kid).await? else {
        return Ok(None);
    };
    let mut validation = jsonwebtoken::Validation::new(ALGORITHM);
    validation.validate_exp = false;
    validation.set_audience(&[state.config.oidc_client_id.as_str()]);
    validation.set_issuer(&[issuer]);
    validation.set_required_spec_claims(&["sub", "aud", "iss"]);
    Ok(jsonwebtoken::decode::<serde_json::Value>(hint, &key.decoding()?, &validation)
        .ok()
        .and_then(|token| token.claims["sub"].as_str().map(str::to_string)))
}

/// RP-initiated logout: a valid `id_token_hint` ends that user's tokens;
/// then back to the given address on this origin (with the client's
/// `state`), or home, never to another site.
async fn end_session(State(state): State<AppState>, headers: HeaderMap, Query(query): Query<EndSession>) -> Response {
    let origin = origin(&state, &headers);
    if let Some(hint) = query.id_token_hint.as_deref() {
        match hinted_user(&state, &origin, hint).await {
            Ok(Some(user_id)) => {
                if let Err(error) = tokens::revoke_user_tokens(&state.db, &user_id).await {
                    return error.into_response();
                }
            }
            Ok(None) => tracing::info!("logout with an id_token_hint this provider did not sign: nothing revoked"),
            Err(error) => return error.into_response(),
        }
    }
    let target = query
        .post_logout_redirect_uri
        .as_deref()
        .and_then(|uri| uri.strip_prefix(origin.as_str()))
        .map(|path| crate::http::security::same_site_path(Some(if path.is_empty() { "/" } else { path })).to_string());
    let target = match (target, query.state.as_deref().filter(|s| !s.is_empty() && s.len() <= 512)) {
        (Some(path), Some(client_state)) => {
            let joiner = if path.contains('?') { '&' } else { '?' };
            let query = form_urlencoded::Serializer::new(String::new()).append_pair("state", client_state).finish();
            format!("{path}{joiner}{query}")
        }
        (Some(path), None) => path,
        (None, _) => "/".into(),
    };
    Redirect::to(&target).into_response()
}
