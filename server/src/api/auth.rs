//! The one-time code steps as JSON (the group-info and save-by-e-mail
//! modal of spec §4) and the session the islands read. Verifying a code
//! logs the browser in: a new session id is issued, the old one ended.

use crate::accounts::codes::{LIFETIME_SECS, RESEND_AFTER_SECS};
use crate::accounts::flow;
use crate::accounts::sessions::{self, CurrentUser};
use crate::accounts::users::UserView;
use crate::accounts::wishlist::WishKind;
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::no_store;
use crate::http::{ClientAddr, JsonBody, Visit};
use crate::AppState;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::Response;
use axum::Json;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, utoipa::ToSchema, tsify::Tsify)]
pub struct EmailBody {
    /// Trimmed and lower-cased before it is checked.
    #[schema(format = Email, max_length = 254)]
    email: String,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct EmailAnswer {
    existing_user: bool,
}

#[utoipa::path(post, path = "/api/auth/email", tag = "accounts", request_body = EmailBody,
    responses((status = 200, body = EmailAnswer), (status = 400, description = "INVALID_EMAIL", body = crate::error::ErrorEnvelope),
        (status = 429, description = "RATE_LIMITED", body = crate::error::ErrorEnvelope)))]
pub async fn check_email(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    JsonBody(body): JsonBody<EmailBody>,
) -> AppResult<Response> {
    let (_, user) = flow::lookup(&state, &visit, &client, &body.email).await?;
    Ok(no_store((StatusCode::OK, Json(EmailAnswer { existing_user: user.is_some() }))))
}

#[derive(Deserialize, utoipa::ToSchema, tsify::Tsify)]
pub struct SaveRequest {
    kind: WishKind,
    #[schema(schema_with = item_id_schema)]
    #[tsify(type = "number | string")]
    id: serde_json::Value,
}

/// `oneOf: [integer, string]`: travels are saved by number, tours by id.
fn item_id_schema() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
    OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Int64))),
        )
        .item(ObjectBuilder::new().schema_type(Type::String))
        .description(Some("A travel id (a number) or a tour id (a string)"))
        .build()
        .into()
}

#[derive(Deserialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CodeBody {
    /// Trimmed and lower-cased before it is checked.
    #[schema(format = Email, max_length = 254)]
    email: String,
    /// The choice a new user must make (accept or decline); a known user may leave it out.
    #[serde(default)]
    #[schema(value_type = bool, required = true)]
    #[tsify(type = "boolean | null")]
    marketing_consent: Option<bool>,
    #[serde(default)]
    #[tsify(type = "SaveRequest | null")]
    save: Option<SaveRequest>,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CodeSent {
    resend_after_seconds: i64,
    expires_in_seconds: i64,
}

/// A JSON id that may be a number (travels) or a string (tours).
pub fn id_text(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

#[utoipa::path(post, path = "/api/auth/code", tag = "accounts", request_body = CodeBody,
    responses((status = 202, body = CodeSent), (status = 400, description = "INVALID_EMAIL or CONSENT_REQUIRED", body = crate::error::ErrorEnvelope),
        (status = 404, description = "NOT_FOUND: the trip or departure to save does not exist", body = crate::error::ErrorEnvelope),
        (status = 429, description = "RATE_LIMITED, with retryAfterSeconds", body = crate::error::ErrorEnvelope)))]
pub async fn send_code(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    JsonBody(body): JsonBody<CodeBody>,
) -> AppResult<Response> {
    let save = body.save.map(|s| (s.kind, id_text(&s.id)));
    flow::send_code(&state, &visit, &client, &body.email, body.marketing_consent, save, crate::mail::CodeFor::LogIn).await?;
    Ok(no_store((StatusCode::ACCEPTED, Json(CodeSent { resend_after_seconds: RESEND_AFTER_SECS, expires_in_seconds: LIFETIME_SECS }))))
}

#[derive(Deserialize, utoipa::ToSchema, tsify::Tsify)]
pub struct VerifyBody {
    #[schema(format = Email, max_length = 254)]
    email: String,
    #[schema(pattern = "^[0-9]{6}$")]
    code: String,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct SavedItem {
    kind: WishKind,
    #[schema(schema_with = item_id_schema)]
    #[tsify(type = "number | string")]
    id: serde_json::Value,
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[tsify(missing_as_null)]
pub struct Verified {
    user: UserView,
    saved: Option<SavedItem>,
}

#[utoipa::path(post, path = "/api/auth/verify", tag = "accounts", request_body = VerifyBody,
    responses((status = 200, description = "Logged in: the session cookie is set", body = Verified),
        (status = 400, description = "WRONG_CODE (with remainingTries) or CODE_MISSING", body = crate::error::ErrorEnvelope),
        (status = 410, description = "CODE_EXPIRED", body = crate::error::ErrorEnvelope),
        (status = 429, description = "TOO_MANY_TRIES or RATE_LIMITED", body = crate::error::ErrorEnvelope)))]
pub async fn verify_code(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    headers: HeaderMap,
    JsonBody(body): JsonBody<VerifyBody>,
) -> AppResult<Response> {
    let verified = flow::verify(&state, &visit, &client, &body.email, &body.code).await?;
    let token = sessions::start(&state, &verified.user.id, sessions::token_in(&headers).as_deref()).await?;
    let saved = verified.saved.map(|item| SavedItem {
        kind: item.kind,
        id: match item.kind {
            WishKind::Travel => item.travel_id.into(),
            WishKind::Tour => item.id.into(),
        },
    });
    let mut response = no_store((StatusCode::OK, Json(Verified { user: verified.user.view(), saved })));
    response.headers_mut().insert(header::SET_COOKIE, sessions::cookie(&state, &token));
    Ok(response)
}

#[derive(Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct SessionAnswer {
    logged_in: bool,
    user: Option<UserView>,
}

#[utoipa::path(get, path = "/api/session", tag = "accounts", security((), ("session" = [])),
    responses((status = 200, body = SessionAnswer),
        (status = 403, description = "USER_PRIVACY_POLICY_ERROR, with userId and redirectTo", body = crate::error::ErrorEnvelope)))]
pub async fn show_session(State(state): State<AppState>, visit: Visit, user: Option<CurrentUser>) -> AppResult<Response> {
    let user = match user {
        Some(current) => Some(privacy_accepted(&state, &visit, current)?),
        None => None,
    };
    Ok(no_store((StatusCode::OK, Json(SessionAnswer { logged_in: user.is_some(), user: user.map(|u| u.user.view()) }))))
}

/// Spec §8 USER_PRIVACY_POLICY_ERROR: a user who has not accepted the
/// current privacy policy is sent to manage their communications.
pub fn privacy_accepted(state: &AppState, visit: &Visit, current: CurrentUser) -> AppResult<CurrentUser> {
    if current.user.privacy_version >= state.config.privacy_policy_version {
        return Ok(current);
    }
    let account = caravan_site::routes::RouteKey::Account.href(visit.host.edition);
    Err(AppError::refused(ErrorCode::UserPrivacyPolicyError, visit.t("error-privacy-policy"))
        .with(|e| e.user_id = Some(current.user.id.clone()))
        .with(|e| e.redirect_to = Some(format!("{account}#communications"))))
}

#[utoipa::path(post, path = "/api/auth/logout", tag = "accounts", responses((status = 204, description = "Logged out")))]
pub async fn log_out(State(state): State<AppState>, headers: HeaderMap) -> AppResult<Response> {
    if let Some(token) = sessions::token_in(&headers) {
        sessions::end(&state.db, &token).await?;
    }
    let mut response = no_store(StatusCode::NO_CONTENT);
    response.headers_mut().insert(header::SET_COOKIE, sessions::clear_cookie(&state));
    Ok(response)
}
