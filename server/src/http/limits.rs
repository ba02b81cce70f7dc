//! Requests too big to serve: a URI over [`MAX_URI_BYTES`] gets 414 and
//! headers over [`MAX_HEADER_BYTES`] get 431, with the API's JSON envelope
//! under `/api` and the friendly page elsewhere, in the visitor's language.
//! hyper's own, larger limit on a request's head (about 400 KB) stays as the
//! last backstop; its answer has no body.

use crate::error::AppError;
use crate::http::Visit;
use crate::AppState;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Far beyond any link the site makes (a search with every filter is < 2 KB).
pub const MAX_URI_BYTES: usize = 8 * 1024;
/// Cookies and headers together; a browser sends a few KB.
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

pub async fn refuse_oversized(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let uri_bytes = request.uri().path_and_query().map_or(0, |p| p.as_str().len());
    // Each header as it travels: name, ": ", value, CRLF.
    let header_bytes: usize = request.headers().iter().map(|(name, value)| name.as_str().len() + value.len() + 4).sum();
    let error = if uri_bytes > MAX_URI_BYTES {
        AppError::TooLarge(StatusCode::URI_TOO_LONG, "error-uri-too-long")
    } else if header_bytes > MAX_HEADER_BYTES {
        AppError::TooLarge(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, "error-headers-too-large")
    } else {
        return next.run(request).await;
    };
    tracing::info!(uri_bytes, header_bytes, "refused an oversized request");
    let visit = Visit::new(&state, request.headers(), request.uri());
    if super::is_api_path(request.uri().path()) {
        AppError::refused(error.code(), visit.t(error.message_key())).into_response()
    } else {
        (state.error_page)(&state, &visit, &error)
    }
}
