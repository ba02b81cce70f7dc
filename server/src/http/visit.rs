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
    /// Ids of the bean bars this visitor closed, sorted (cookie `closed_beans`).
    pub closed_beans: Vec<String>,
    /// The visitor's country from the CDN header, ISO alpha-2 upper case.
    pub country: Option<String>,
    /// The device id the A/B experiments are keyed on (`crate::experiments`), when the visitor
    /// accepted tracking (cookie `device_id`): short, letters, digits and dashes only.
    pub device: Option<String>,
}

/// The device cookie the A/B service is keyed on (spec §6, §7), set by the browser.
pub const DEVICE_COOKIE: &str = "device_id";

/// The cookie listing closed bean bars.
pub const CLOSED_BEANS_COOKIE: &str = "closed_beans";
/// At most this many closed bars are remembered.
pub const MAX_CLOSED_BEANS: usize = 8;

/// Bean ids from the cookie: short words only, sorted and deduplicated, so a
/// forged cookie cannot multiply cached pages nor reach the HTML.
pub fn parse_closed_beans(value: Option<&str>) -> Vec<String> {
    let mut ids: Vec<String> = value
        .unwrap_or("")
        .split(['.', ','])
        .filter(|id| !id.is_empty() && id.len() <= 40 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
        .map(str::to_string)
        .collect();
    ids.sort();
    ids.dedup();
    ids.truncate(MAX_CLOSED_BEANS);
    ids
}

impl Visit {
    pub fn from_parts(state: &AppState, parts: &Parts) -> Visit {
        Visit::new(state, &parts.headers, &parts.uri)
    }

    pub fn new(state: &AppState, headers: &HeaderMap, uri: &Uri) -> Visit {
        let host = state.hosts.resolve(headers.get(header::HOST).and_then(|h| h.to_str().ok()));
        let jar = CookieJar::from_headers(headers);
        let chosen = jar.get(CURRENCY_COOKIE).map(|c| c.value());
        let country = headers
            .get(&state.config.geo_country_header)
            .and_then(|h| h.to_str().ok())
            .filter(|c| c.len() == 2 && c.bytes().all(|b| b.is_ascii_alphabetic()))
            .map(str::to_ascii_uppercase);
        // Spec §9: the cookie, then the geolocated currency, then the edition's.
        let geolocated = country.as_deref().and_then(caravan_site::edition::for_country).map(|e| e.currency.iso_code());
        let currency = choose_currency(chosen, geolocated, &Currency::ALL, host.edition.currency);
        let closed_beans = parse_closed_beans(jar.get(CLOSED_BEANS_COOKIE).map(|c| c.value()));
        let device = jar
            .get(DEVICE_COOKIE)
            .map(|c| c.value())
            .filter(|id| !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
            .map(str::to_string);
        Visit {
            host,
            currency,
            path: uri.path().to_string(),
            query: uri.query().unwrap_or("").to_string(),
            today: state.today(),
            closed_beans,
            country,
            device,
        }
    }

    pub fn viewer(&self) -> Viewer {
        Viewer { language: self.host.edition.language, currency: self.currency, today: self.today }
    }

    pub fn t_args(&self, key: &str, args: &[(&str, caravan_site::i18n::FluentValue<'_>)]) -> String {
        caravan_site::i18n::message(self.host.edition.fluent_locale(), key, args)
    }

    /// The path with its query, to come back to (`/booking/x/start?travellers=2`).
    pub fn path_with_query(&self) -> String {
        if self.query.is_empty() {
            self.path.clone()
        } else {
            format!("{}?{}", self.path, self.query)
        }
    }

    pub fn t(&self, key: &str) -> String {
        caravan_site::i18n::message(self.host.edition.fluent_locale(), key, &[])
    }
}

impl FromRequestParts<AppState> for Visit {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Visit, Infallible> {
        Ok(Visit::from_parts(state, parts))
    }
}
