//! The JSON API of spec §7, nested at `/api`: one file per resource with
//! verb_noun handlers, one error envelope ([`crate::error::ErrorEnvelope`]),
//! a JSON 404 for unknown paths, and an OpenAPI document at
//! `/api/openapi.json` built from the same types.

pub mod admin;
pub mod answers;
pub mod ask;
pub mod auth;
pub mod bookings;
pub mod chat;
pub mod custom_pages;
pub mod flights;
pub mod group_info;
pub mod interest;
pub mod layouts;
pub mod me;
pub mod openapi;
pub mod tours;
pub mod travels;
pub mod waitlist;
pub mod wishlist;

use crate::error::{AppError, AppResult, ErrorCode};
use crate::AppState;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::Json;
use axum::Router;
use bytes::Bytes;
use search_core::Filters;

/// Largest search payload: filters are small.
const FILTERS_BODY_LIMIT: usize = 64 * 1024;

/// The API. `/admin/*` exists only with an `ADMIN_TOKEN` (off, it is absent,
/// not a route that refuses).
pub fn router(state: &AppState) -> Router<AppState> {
    let router = Router::new()
        .route("/travels", post(travels::list_travels))
        .route("/travels/paginated", post(travels::list_travels_paginated))
        .route("/travels/top-sellers", get(travels::list_top_sellers))
        .route("/ask", get(ask::ask_travels))
        .route("/flights", get(flights::show_flights))
        .route("/chat", get(chat::answer_question))
        .route("/tours", post(tours::list_tours))
        .layer(DefaultBodyLimit::max(FILTERS_BODY_LIMIT))
        .route("/layouts", get(layouts::show_layouts))
        .route("/custompages/show", get(custom_pages::show_custom_page))
        .route("/openapi.json", get(openapi::show_openapi))
        .route("/session", get(auth::show_session))
        .route("/auth/email", post(auth::check_email))
        .route("/auth/code", post(auth::send_code))
        .route("/auth/verify", post(auth::verify_code))
        .route("/auth/logout", post(auth::log_out))
        .route("/backoffice/users/me", get(me::show_me))
        .route("/wishlist", get(wishlist::show_wishlist))
        .route("/wishlist/travels/{id}", put(wishlist::save_travel).delete(wishlist::remove_travel))
        .route("/wishlist/tours/{id}", put(wishlist::save_tour).delete(wishlist::remove_tour))
        .route("/tours/{id}/group-info", get(group_info::show_group_info))
        .route("/tours/{id}/interest", get(interest::show_interest))
        .route("/waitlist/{tour}", get(waitlist::show_place))
        .route("/bookings", post(bookings::create_booking))
        .route("/me/bookings", get(bookings::list_my_bookings))
        .route("/me/bookings/{reference}/cancel", post(bookings::cancel_my_booking));
    let router = if state.config.admin_token.is_some() {
        router.route("/admin/catalogue", put(admin::import_catalogue).layer(DefaultBodyLimit::max(admin::IMPORT_BODY_LIMIT)))
    } else {
        router
    };
    router
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::middleware::from_fn_with_state(state.clone(), envelope_too_large))
}

/// Every error under `/api` speaks the visitor's language (`error::API_LOCALE`),
/// and a body over a route's limit, which axum refuses in plain text, gets the
/// JSON envelope every other error has.
async fn envelope_too_large(State(state): State<AppState>, request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let visit = crate::http::Visit::new(&state, request.headers(), request.uri());
    let response = crate::error::API_LOCALE.scope(visit.host.edition.fluent_locale(), next.run(request)).await;
    let is_json = response.headers().get(header::CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if response.status() == StatusCode::PAYLOAD_TOO_LARGE && !is_json {
        return AppError::refused(ErrorCode::PayloadTooLarge, visit.t("error-too-large")).into_response();
    }
    response
}

async fn not_found() -> AppError {
    AppError::NotFound
}

async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
}

/// A JSON answer, or on an internal error the spec's fallback shape (an
/// empty list, page 1 of 1) with a 500; client errors keep the error
/// envelope, so a bad payload is never mistaken for an empty result.
pub fn json_or_fallback<T: serde::Serialize>(result: AppResult<T>, fallback: impl FnOnce() -> T) -> Response {
    match result {
        Ok(value) => Json(value).into_response(),
        Err(error) => error_or_fallback(error, fallback),
    }
}

/// [`json_or_fallback`] for an answer already written as JSON ([`answers`]).
pub fn written_or_fallback<T: serde::Serialize>(result: AppResult<Bytes>, fallback: impl FnOnce() -> T) -> Response {
    match result {
        Ok(json) => answers::json_response(json),
        Err(error) => error_or_fallback(error, fallback),
    }
}

fn error_or_fallback<T: serde::Serialize>(error: AppError, fallback: impl FnOnce() -> T) -> Response {
    if error.status().is_server_error() {
        error.log();
        (StatusCode::INTERNAL_SERVER_ERROR, Json(fallback())).into_response()
    } else {
        error.into_response()
    }
}

/// The filter payload of a search: JSON (an empty body is no filter),
/// then checked by the same rules as the query string (`Filters::validate`).
pub fn filters(headers: &HeaderMap, body: &Bytes) -> AppResult<Filters> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(Filters::default());
    }
    let is_json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(AppError::invalid(ErrorCode::InvalidFilters, "send the filters as JSON with Content-Type: application/json"));
    }
    let filters: Filters = json_object(body, ErrorCode::InvalidFilters, "the filters")?;
    filters.validate().map_err(|e| AppError::invalid(ErrorCode::InvalidFilters, e.to_string()))?;
    Ok(filters)
}

/// A JSON object of type `T`, as JSON Schema reads one: never an array
/// (serde's derived structs also take their fields as a list), and a whole
/// number written `20.0` is the integer 20. `what` names it in errors.
pub fn json_object<T: serde::de::DeserializeOwned>(body: &[u8], code: ErrorCode, what: &str) -> AppResult<T> {
    let mut value: serde_json::Value =
        serde_json::from_slice(body).map_err(|e| AppError::invalid(code, format!("{what} are not valid JSON: {e}")))?;
    let Some(fields) = value.as_object_mut() else {
        return Err(AppError::invalid(code, format!("{what} must be a JSON object")));
    };
    for field in fields.values_mut() {
        if let Some(whole) = field.as_f64().filter(|f| field.is_f64() && f.fract() == 0.0 && f.abs() < 1e15) {
            *field = serde_json::Value::from(whole as i64);
        }
    }
    serde_json::from_value(value).map_err(|e| AppError::invalid(code, format!("{what} are not valid JSON of the expected shape: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::BodyExt;

    async fn body(response: Response) -> (StatusCode, String) {
        let status = response.status();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8(bytes.to_vec()).unwrap())
    }

    #[tokio::test]
    async fn internal_errors_answer_the_spec_fallback_and_client_errors_the_envelope() {
        let internal: AppResult<Vec<u8>> = Err(AppError::Corrupt("test".into()));
        assert_eq!(body(json_or_fallback(internal, Vec::new)).await, (StatusCode::INTERNAL_SERVER_ERROR, "[]".into()));
        let page: AppResult<search_core::api::Paginated<u8>> = Err(AppError::Corrupt("test".into()));
        let (status, text) = body(json_or_fallback(page, search_core::api::Paginated::fallback)).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(text, r#"{"currentPage":1,"perPage":20,"lastPage":1,"total":0,"data":[]}"#);
        let bad: AppResult<Vec<u8>> = Err(AppError::invalid(ErrorCode::InvalidFilters, "perPage must be between 1 and 100"));
        let (status, text) = body(json_or_fallback(bad, Vec::new)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(text.contains("\"code\":\"INVALID_FILTERS\""));
    }
}
