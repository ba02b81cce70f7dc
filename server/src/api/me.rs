//! `GET /api/backoffice/users/me` (spec §7, the account API): who a bearer
//! token from the OAuth login stands for.

use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::{no_store, Visit};
use crate::oidc::provider::bearer_user;
use crate::AppState;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use serde_json::json;

/// The user of a bearer token from the OAuth login, or 401.
#[utoipa::path(get, path = "/api/backoffice/users/me", tag = "accounts", security(("oauth" = [])),
    responses((status = 200, description = "{ data: { id, pictureImage } }", body = Object),
        (status = 401, description = "UNAUTHENTICATED", body = crate::error::ErrorEnvelope),
        (status = 403, description = "USER_PRIVACY_POLICY_ERROR, with userId", body = crate::error::ErrorEnvelope)))]
pub async fn show_me(State(state): State<AppState>, visit: Visit, headers: HeaderMap) -> AppResult<Response> {
    let Some(user) = bearer_user(&state, &headers).await? else {
        return Err(AppError::refused(ErrorCode::Unauthenticated, visit.t("error-unauthenticated")));
    };
    if user.privacy_version < state.config.privacy_policy_version {
        return Err(AppError::refused(ErrorCode::UserPrivacyPolicyError, visit.t("error-privacy-policy"))
            .with(|e| e.user_id = Some(user.id.clone())));
    }
    Ok(no_store(Json(json!({ "data": { "id": user.id, "pictureImage": user.picture_image() } }))))
}
