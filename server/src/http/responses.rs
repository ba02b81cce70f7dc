//! Response helpers shared by pages, the API and the login provider.

use axum::http::header;
use axum::response::{IntoResponse, Response};

/// An answer about one visitor (session, wishlist, tokens): never stored
/// by a browser or a cache on the way.
pub fn no_store(response: impl IntoResponse) -> Response {
    let mut response = response.into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    response
}
