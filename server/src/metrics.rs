//! `/metrics` for operators, in the Prometheus text format (OpenMetrics, with
//! the `prometheus-client` crate): requests by route and status, latency
//! histograms, page-cache hits and misses, the snapshot's version and load
//! time, the mail outbox's depth and failures, database pool use, rate-limit
//! refusals and free in-flight permits.
//!
//! Not public: the route exists only with `METRICS_TOKEN` set, and answers
//! only with that bearer token (a scraper's `authorization` setting).

use crate::accounts::secrets::bearer_matches;
use crate::AppState;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::text::encode;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::time::Instant;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: String,
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LimitLabels {
    limit: String,
}

/// 0.5 ms to about 8 s, doubling.
fn latency_histogram() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 15))
}

pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Family<RouteLabels, Histogram, fn() -> Histogram>,
    cache_hits: Counter,
    cache_misses: Counter,
    cache_stale_hits: Counter,
    rate_limited: Family<LimitLabels, Counter>,
    outbox_failures: Counter,
    // Read at scrape time.
    snapshot_version: Gauge,
    snapshot_load: Gauge,
    outbox_depth: Gauge,
    pool_size: Gauge,
    pool_idle: Gauge,
    permits_free: Gauge,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("caravan");
        let requests = Family::<RequestLabels, Counter>::default();
        let latency = Family::<RouteLabels, Histogram, fn() -> Histogram>::new_with_constructor(latency_histogram as fn() -> Histogram);
        let (cache_hits, cache_misses, outbox_failures) = (Counter::default(), Counter::default(), Counter::default());
        let cache_stale_hits = Counter::default();
        let rate_limited = Family::<LimitLabels, Counter>::default();
        let gauges: [Gauge; 6] = Default::default();
        registry.register("http_requests", "Requests answered, by method, route and status", requests.clone());
        registry.register("http_request_duration_seconds", "Time to answer, by route", latency.clone());
        registry.register("page_cache_hits", "Public pages answered from the page cache", cache_hits.clone());
        registry.register("page_cache_misses", "Public pages rendered (not in the cache)", cache_misses.clone());
        registry.register(
            "page_cache_stale_hits",
            "Public pages answered with the previous catalogue's page while it is renewed",
            cache_stale_hits.clone(),
        );
        registry.register("rate_limit_refusals", "Requests refused by a rate limit, by limit", rate_limited.clone());
        registry.register("outbox_failures", "Mail deliveries that failed (each retried later)", outbox_failures.clone());
        registry.register("catalogue_snapshot_version", "catalogue_version of the snapshot served", gauges[0].clone());
        registry.register("catalogue_snapshot_load_milliseconds", "Time the last snapshot took to load", gauges[1].clone());
        registry.register("outbox_depth", "Mails waiting to be sent", gauges[2].clone());
        registry.register("db_pool_connections", "Database connections open", gauges[3].clone());
        registry.register("db_pool_idle_connections", "Database connections idle", gauges[4].clone());
        registry.register("in_flight_permits_free", "Permits free for new requests", gauges[5].clone());
        let [snapshot_version, snapshot_load, outbox_depth, pool_size, pool_idle, permits_free] = gauges;
        Metrics {
            registry,
            requests,
            latency,
            cache_hits,
            cache_misses,
            cache_stale_hits,
            rate_limited,
            outbox_failures,
            snapshot_version,
            snapshot_load,
            outbox_depth,
            pool_size,
            pool_idle,
            permits_free,
        }
    }
}

impl Metrics {
    pub fn page_cache(&self, hit: bool) {
        let counter = if hit { &self.cache_hits } else { &self.cache_misses };
        counter.inc();
    }

    pub fn page_cache_stale(&self) {
        self.cache_stale_hits.inc();
    }

    pub fn rate_limited(&self, limit: &str) {
        self.rate_limited.get_or_create(&LimitLabels { limit: limit.to_string() }).inc();
    }

    pub fn outbox_failed(&self) {
        self.outbox_failures.inc();
    }

    fn request(&self, method: &str, route: &str, status: u16, seconds: f64) {
        self.requests.get_or_create(&RequestLabels { method: method.to_string(), route: route.to_string(), status }).inc();
        self.latency.get_or_create(&RouteLabels { route: route.to_string() }).observe(seconds);
    }
}

/// The methods HTTP defines: anything else a client sends (`QUERY`, made-up
/// ones) is refused before routing ([`refuse_unknown_methods`]) and labelled
/// `other` if it ever gets here, so a client cannot grow the label set (one
/// series a made-up method).
const KNOWN_METHODS: [Method; 9] =
    [Method::GET, Method::HEAD, Method::POST, Method::PUT, Method::DELETE, Method::PATCH, Method::OPTIONS, Method::CONNECT, Method::TRACE];

fn method_label(method: &Method) -> &'static str {
    KNOWN_METHODS.iter().find(|m| *m == method).map_or("other", |m| match *m {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::PATCH => "PATCH",
        Method::OPTIONS => "OPTIONS",
        Method::CONNECT => "CONNECT",
        _ => "TRACE",
    })
}

/// Middleware, outermost: any other method gets 405 at once, as the API's
/// JSON envelope under `/api` (a route allows none of them).
pub async fn refuse_unknown_methods(request: Request, next: Next) -> Response {
    if KNOWN_METHODS.contains(request.method()) {
        return next.run(request).await;
    }
    let mut response = if crate::http::is_api_path(request.uri().path()) {
        crate::error::AppError::MethodNotAllowed.into_response()
    } else {
        (StatusCode::METHOD_NOT_ALLOWED, "Method not allowed.\n").into_response()
    };
    response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD, POST, PUT, DELETE"));
    response
}

/// Middleware: counts and times every routed request. The route is the
/// matched pattern (`/api/tours/{id}/group-info`), never the raw path, so
/// labels stay few; the page fallback is `page`.
pub async fn track(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = method_label(request.method()).to_string();
    let route = request.extensions().get::<MatchedPath>().map_or("page", |m| m.as_str()).to_string();
    let started = Instant::now();
    let response = next.run(request).await;
    state.metrics.request(&method, &route, response.status().as_u16(), started.elapsed().as_secs_f64());
    response
}

/// `GET /metrics` (only with `METRICS_TOKEN`): the text exposition.
pub async fn show_metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    if !bearer_matches(&headers, state.config.metrics_token.as_deref().unwrap_or_default()) {
        return (StatusCode::UNAUTHORIZED, [(header::WWW_AUTHENTICATE, "Bearer")]).into_response();
    }
    let m = &state.metrics;
    let snapshot = state.catalogue.snapshot();
    m.snapshot_version.set(snapshot.version);
    m.snapshot_load.set(snapshot.load_ms as i64);
    drop(snapshot);
    m.pool_size.set(i64::from(state.db.pool.size()));
    m.pool_idle.set(state.db.pool.num_idle() as i64);
    m.permits_free.set(state.permits.free() as i64);
    match crate::alerts::outbox::depth(&state.db).await {
        Ok(depth) => {
            m.outbox_depth.set(depth);
        }
        Err(error) => tracing::warn!(%error, "outbox depth unknown"),
    }
    let mut body = String::new();
    if encode(&mut body, &m.registry).is_err() {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    }
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("application/openmetrics-text; version=1.0.0; charset=utf-8")),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        body,
    )
        .into_response()
}
