//! HTTP plumbing shared by pages and the API: the [`Visit`] extractor, the
//! security baseline (headers, same-origin checks, safe redirects) and the
//! connection loop with its timeouts and limits.

pub mod client;
pub mod json;
pub mod limits;
pub mod permits;
pub mod request_id;
pub mod responses;
pub mod security;
pub mod serve;
pub mod visit;

pub use client::ClientAddr;
pub use json::JsonBody;
pub use responses::no_store;
pub use visit::{Visit, CURRENCY_COOKIE};

/// Whether a path is the JSON API's: its refusals are the JSON envelope,
/// everything else's the friendly page.
pub fn is_api_path(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}
