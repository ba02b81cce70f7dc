//! JSON answers of the catalogue API kept as bytes, as pages are
//! ([`crate::page_cache`]): a search answer depends only on the edition,
//! currency, day, catalogue version and the request, so a repeated search
//! (the same filters from many visitors, a wish typed again) is one lookup.
//! Kept ten minutes at most, for the flight prices some answers carry; off
//! with the page cache (`CACHE=off`).

use crate::error::{AppError, AppResult};
use crate::http::Visit;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Serialize;
use std::future::Future;
use std::time::Duration;

const KEPT_FOR: Duration = Duration::from_secs(600);

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnswerKey {
    endpoint: &'static str,
    edition: caravan_site::edition::EditionId,
    currency: search_core::Currency,
    day: chrono::NaiveDate,
    version: i64,
    /// The request in a normal form (parsed and written again).
    request: String,
}

impl AnswerKey {
    pub fn new(endpoint: &'static str, visit: &Visit, version: i64, request: String) -> AnswerKey {
        AnswerKey { endpoint, edition: visit.host.edition.id, currency: visit.currency, day: visit.today, version, request }
    }
}

#[derive(Clone)]
pub struct AnswerCache(Option<moka::sync::Cache<AnswerKey, Bytes>>);

impl AnswerCache {
    pub fn new(on: bool, max_bytes: u64) -> AnswerCache {
        AnswerCache(on.then(|| {
            moka::sync::Cache::builder()
                .max_capacity(max_bytes)
                .weigher(|_: &AnswerKey, b: &Bytes| u32::try_from(b.len()).unwrap_or(u32::MAX))
                .time_to_live(KEPT_FOR)
                .build()
        }))
    }

    /// The kept answer for `key`, else `make`'s as JSON, kept for the next
    /// asker. `None` for a key: an answer that must not be kept.
    pub async fn kept_or<T, F>(&self, key: Option<AnswerKey>, make: impl FnOnce() -> F) -> AppResult<Bytes>
    where
        T: Serialize,
        F: Future<Output = AppResult<T>>,
    {
        self.kept_json_or(key, || async { Ok(Bytes::from(serde_json::to_vec(&make().await?).map_err(unwritable)?)) }).await
    }

    /// As [`AnswerCache::kept_or`], for an answer `make` writes as JSON itself.
    pub async fn kept_json_or<F>(&self, key: Option<AnswerKey>, make: impl FnOnce() -> F) -> AppResult<Bytes>
    where
        F: Future<Output = AppResult<Bytes>>,
    {
        let cache = self.0.as_ref();
        if let Some(json) = key.as_ref().and_then(|k| cache?.get(k)) {
            return Ok(json);
        }
        let json = make().await?;
        if let (Some(cache), Some(key)) = (cache, key) {
            cache.insert(key, json.clone());
        }
        Ok(json)
    }
}

/// An answer that could not be written as JSON.
pub fn unwritable(e: serde_json::Error) -> AppError {
    AppError::Corrupt(format!("an answer as JSON: {e}"))
}

/// A JSON answer already written.
pub fn json_response(json: Bytes) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], json).into_response()
}
