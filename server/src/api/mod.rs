//! The JSON API of spec §7, nested at `/api`: one file per resource with
//! verb_noun handlers, one error envelope ([`crate::error::ErrorEnvelope`]),
//! a JSON 404 for unknown paths, and an OpenAPI document at
//! `/api/openapi.json` built from the same types.

pub mod admin;
pub mod custom_pages;
pub mod layouts;
pub mod openapi;
pub mod tours;
pub mod travels;

use crate::error::{AppError, AppResult};
use crate::AppState;
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderMap};
use axum::routing::{get, post, put};
use axum::Router;
use bytes::Bytes;
use search_core::Filters;

/// Largest search payload: filters are small.
const FILTERS_BODY_LIMIT: usize = 64 * 1024;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/travels", post(travels::list_travels))
        .route("/travels/paginated", post(travels::list_travels_paginated))
        .route("/travels/top-sellers", get(travels::list_top_sellers))
        .route("/tours", post(tours::list_tours))
        .layer(DefaultBodyLimit::max(FILTERS_BODY_LIMIT))
        .route("/layouts", get(layouts::show_layouts))
        .route("/custompages/show", get(custom_pages::show_custom_page))
        .route("/admin/catalogue", put(admin::import_catalogue).layer(DefaultBodyLimit::max(admin::IMPORT_BODY_LIMIT)))
        .route("/openapi.json", get(openapi::show_openapi))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
}

async fn not_found() -> AppError {
    AppError::NotFound
}

async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
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
        return Err(AppError::invalid("invalid_filters", "send the filters as JSON with Content-Type: application/json"));
    }
    let filters: Filters = serde_json::from_slice(body)
        .map_err(|e| AppError::invalid("invalid_filters", format!("the filters are not valid JSON of the expected shape: {e}")))?;
    filters.validate().map_err(|e| AppError::invalid("invalid_filters", e.to_string()))?;
    Ok(filters)
}
