//! Who a request is for: the edition (from Host), the currency (cookie, then
//! the edition's own), the path and query. Pages and the API take it as an
//! extractor, so no handler reads headers or cookies by hand.

use crate::catalogue::Viewer;
use crate::editions::RequestHost;
use crate::AppState;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, Uri};
use axum_extra::extract::CookieJar;
use search_core::{choose_currency, Currency};
use std::convert::Infallible;

/// The cookie that remembers the visitor's currency (spec §9 currency choice).
pub const CURRENCY_COOKIE: &str = "currency";

#[derive(Debug, Clone)]
pub struct Visit {
    pub host: RequestHost,
    pub currency: Currency,
    pub path: String,
    /// The raw query, without `?`.
    pub query: String,
    pub today: chrono::NaiveDate,
}

impl Visit {
    pub fn from_parts(state: &AppState, parts: &Parts) -> Visit {
        Visit::new(state, &parts.headers, &parts.uri)
    }

    pub fn new(state: &AppState, headers: &HeaderMap, uri: &Uri) -> Visit {
        let host = state.hosts.resolve(headers.get(header::HOST).and_then(|h| h.to_str().ok()));
        let jar = CookieJar::from_headers(headers);
        let chosen = jar.get(CURRENCY_COOKIE).map(|c| c.value());
        let currency = choose_currency(chosen, None, &Currency::ALL, host.edition.currency);
        Visit { host, currency, path: uri.path().to_string(), query: uri.query().unwrap_or("").to_string(), today: state.today() }
    }

    pub fn viewer(&self) -> Viewer {
        Viewer { language: self.host.edition.language, currency: self.currency, today: self.today }
    }

    pub fn t(&self, key: &str) -> String {
        caravan_app::i18n::message(self.host.edition.fluent_locale(), key, &[])
    }
}

impl FromRequestParts<AppState> for Visit {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Visit, Infallible> {
        Ok(Visit::from_parts(state, parts))
    }
}
