//! The Caravan web server as a library: `build_router(state)` is the whole site,
//! so integration tests drive it with `tower::ServiceExt::oneshot` and `main.rs`
//! only reads configuration, binds and serves.

pub mod accounts;
pub mod alerts;
pub mod api;
pub mod ask;
pub mod assets;
pub mod bookings;
pub mod catalogue;
pub mod chat;
pub mod clock;
pub mod config;
pub mod contract;
pub mod editions;
pub mod error;
pub mod experiments;
pub mod flights;
pub mod health;
pub mod http;
pub mod images;
pub mod mail;
pub mod metrics;
pub mod oidc;
pub mod page_cache;
pub mod pages;
pub mod search;
pub mod seo;
pub mod storage;
pub mod url;

use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::routing::get;
use axum::Router;
use caravan_site::page::{Assets, Flags};
use catalogue::Catalogue;
use chrono::NaiveDate;
use config::Config;
use editions::EditionHosts;
use page_cache::PageCache;
use std::sync::Arc;
use storage::Db;
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

/// Rendering a page makes many small allocations and frees a few large ones;
/// mimalloc serves that pattern with far less work than glibc's allocator
/// (measured: malloc and free were ~40% of a travel-page render).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The state of the running site, shared by every request. Cloned once per
/// request by extractors, so it is one `Arc`: one atomic increment, instead
/// of one per field (measured: per-field clones cost ~10% of a cached hit).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

#[derive(Clone)]
pub struct Shared {
    pub db: Db,
    /// The catalogue snapshot every read comes from.
    pub catalogue: Catalogue,
    pub pages: PageCache,
    pub config: Arc<Config>,
    pub hosts: Arc<EditionHosts>,
    pub assets: Arc<Assets>,
    /// The stylesheet of [`Assets::stylesheet`], compressed once.
    pub stylesheet: Arc<page_cache::CachedPage>,
    /// The islands' shared labels of [`Assets::labels`], by file name, compressed once.
    pub label_files: Arc<std::collections::HashMap<String, Arc<page_cache::CachedPage>>>,
    pub flags: Flags,
    /// The baseline security headers (see `http::security`), built once.
    pub security_headers: Arc<[(header::HeaderName, HeaderValue)]>,
    /// The friendly error page (`pages::error_page`), handed down to the layers below the pages
    /// (`http`'s refusals) so that they do not reach up for it.
    pub error_page: fn(&AppState, &http::Visit, &error::AppError) -> axum::response::Response,
    /// The `Vary` of public pages, with the configured country header (built once).
    pub page_vary: HeaderValue,
    /// Counters and histograms for `/metrics`.
    pub metrics: Arc<metrics::Metrics>,
    /// In-flight permits (see `http::permits`), shared by every route.
    pub permits: http::permits::Permits,
    /// Where mail goes: SMTP or the `.eml` outbox.
    pub mailer: Arc<dyn mail::Mailer>,
    /// HTTPS client for an outside identity provider.
    pub http_client: oauth2::reqwest::Client,
    /// An outside provider's endpoints, read once from its discovery document.
    pub oidc_endpoints: Arc<tokio::sync::OnceCell<oidc::client::Endpoints>>,
    /// The site's day: the system's, or fixed by `TODAY` and tests.
    pub clock: clock::Clock,
    /// The language model Ask asks first, when configured.
    pub ask_model: Option<Arc<ask::llm::AskModel>>,
    /// Where flight suggestions come from.
    pub flights: Arc<dyn flights::FlightOffers>,
    /// The booking contract: the built-in desk, or an outside booking system.
    pub bookings: Arc<dyn bookings::Bookings>,
    /// Ask answers already given.
    /// Search API answers (Ask, departures, where-suggestions) as JSON.
    pub answers: api::answers::AnswerCache,
}

impl AppState {
    /// Connects storage, migrates, seeds when asked, loads the catalogue
    /// snapshot and the asset manifest.
    pub async fn from_config(config: Config) -> Result<AppState, String> {
        let db = Db::connect(&config.database_url).await.map_err(|e| format!("database {}: {e}", redact(&config.database_url)))?;
        if config.seed_demo {
            let today = config.clock().today();
            match storage::seed::seed_if_empty(&db, config.catalogue_seed, config.catalogue_travels, today).await {
                Ok(Some(report)) => tracing::info!(?report, "seeded the demo catalogue"),
                Ok(None) => tracing::info!("catalogue already present"),
                Err(e) => return Err(format!("seeding failed: {e}")),
            }
        }
        let started = std::time::Instant::now();
        let snapshot = catalogue::load::snapshot(&db).await.map_err(|e| format!("loading the catalogue: {e}"))?;
        tracing::info!(
            version = snapshot.version,
            travels = snapshot.travels.len(),
            tours = snapshot.tours.len(),
            ms = started.elapsed().as_millis() as u64,
            "catalogue snapshot loaded"
        );
        let hosts = EditionHosts::new(&config.site_domain, &config.edition_hosts, config.development)?;
        let mailer = mail::from_config(&config)?;
        tracing::info!(to = %mailer.describe(), "mail delivery");
        // No redirects: a token endpoint that redirects is misconfigured or hostile.
        let http_client = oauth2::reqwest::Client::builder()
            .redirect(oauth2::reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(10))
            .build()
            .map_err(|e| format!("HTTP client: {e}"))?;
        let flights = flights::from_config(config.flights_url.as_deref(), config.flights_key.as_deref())?;
        tracing::info!(from = %flights.describe(), "flight suggestions");
        let catalogue = Catalogue::new(snapshot);
        let bookings = bookings_of(&config, &db, config.clock())?;
        tracing::info!(from = %bookings.describe(), "bookings");
        let pages =
            if config.page_cache { PageCache::new(config.page_cache_mb * 1024 * 1024, config.page_stale_window) } else { PageCache::off() };
        let (label_urls, label_files) = assets::label_files();
        let assets = Arc::new(Assets { labels: label_urls, ..assets::load(&config.assets_dir) });
        let stylesheet = page_cache::CachedPage::asset(assets.styles.as_bytes().to_vec().into());
        Ok(AppState(Arc::new(Shared {
            db,
            catalogue,
            pages,
            hosts: Arc::new(hosts),
            assets,
            stylesheet,
            label_files: Arc::new(label_files.into_iter().map(|(name, json)| (name, page_cache::CachedPage::asset(json.into()))).collect()),
            flags: Flags { wishlist: config.feature_wishlist, talk_to_us: true },
            error_page: pages::error_page,
            security_headers: http::security::baseline_headers(config.https, config.chat_widget_origin().as_deref()).into(),
            page_vary: page_cache::page_vary(&config.geo_country_header),
            metrics: Arc::default(),
            permits: http::permits::Permits::new(config.max_in_flight, config.max_writes_per_client, config.trusted_proxy_hops),
            mailer,
            http_client,
            oidc_endpoints: Arc::new(tokio::sync::OnceCell::new()),
            flights,
            bookings,
            answers: api::answers::AnswerCache::new(config.page_cache, 32 * 1024 * 1024),
            ask_model: ask::llm::AskModel::from_config(
                config.ask_llm_url.as_deref(),
                config.ask_llm_model.as_deref(),
                config.ask_llm_key.as_deref(),
            )
            .map(Arc::new),
            clock: config.clock(),
            config: Arc::new(config),
        })))
    }

    /// The same site sending mail through `mailer` (tests read it from memory).
    pub fn with_mailer(mut self, mailer: Arc<dyn mail::Mailer>) -> AppState {
        Arc::make_mut(&mut self.0).mailer = mailer;
        self
    }

    /// The same site on another clock (tests and benchmarks fix the day).
    pub fn with_clock(mut self, clock: clock::Clock) -> AppState {
        let shared = Arc::make_mut(&mut self.0);
        shared.clock = clock;
        // The built-in desk keeps the site's day too (an outside system keeps its own).
        if let Ok(bookings) = bookings_of(&shared.config, &shared.db, clock) {
            shared.bookings = bookings;
        }
        self
    }

    pub fn today(&self) -> NaiveDate {
        self.clock.today()
    }

    /// Follows catalogue changes made by any instance until the process ends.
    pub fn watch_catalogue(&self) -> tokio::task::JoinHandle<()> {
        let pages = self.pages.clone();
        let (url, poll) = (self.config.database_url.clone(), self.config.catalogue_poll);
        let task =
            catalogue::watch::run(self.db.clone(), url, poll, self.catalogue.clone(), move |previous| pages.catalogue_changed(previous));
        tokio::spawn(task)
    }

    /// Loads the newest catalogue now (after this instance wrote it).
    /// After a write of this instance (a booking): serves a snapshot that has it.
    pub async fn serve_own_write(&self) -> error::AppResult<()> {
        let written = catalogue::load::version(&self.db).await?;
        if let Some(previous) = catalogue::watch::refresh_to(&self.db, &self.catalogue, Some(written)).await? {
            self.pages.catalogue_changed(previous);
        }
        Ok(())
    }

    pub async fn refresh_catalogue(&self) -> error::AppResult<()> {
        if let Some(previous) = catalogue::watch::refresh(&self.db, &self.catalogue).await? {
            self.pages.catalogue_changed(previous);
        }
        Ok(())
    }
}

/// The booking contract's side this configuration names: an outside booking
/// system (`BOOKINGS_API_URL`), or the built-in desk on `db`.
fn bookings_of(config: &Config, db: &Db, clock: clock::Clock) -> Result<Arc<dyn bookings::Bookings>, String> {
    Ok(match (&config.bookings_api_url, &config.bookings_api_token) {
        (Some(url), Some(token)) => Arc::new(bookings::remote::RemoteBookings::new(url, token)?),
        _ => Arc::new(bookings::desk::Desk::new(db.clone(), clock, config.waitlist_hold.as_secs() as i64)),
    })
}

/// Hides the password of a database URL in messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => format!("{}://***{}", &url[..scheme], &url[at..]),
        _ => url.to_string(),
    }
}

/// The span of one request: error logs inside it carry method, path and id.
fn request_span(request: &Request) -> tracing::Span {
    let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("");
    tracing::info_span!("request", method = %request.method(), path = %request.uri().path(), request_id = %id)
}

/// The whole site.
pub fn build_router(state: AppState) -> Router {
    let public = &state.config.public_dir;
    let site = Router::new()
        .route("/static/{file}", get(assets::static_file))
        .route("/images/cover/{file}", get(images::cover))
        .route("/images/cover-mobile/{file}", get(images::cover_mobile))
        .route("/images/avatar/{file}", get(images::avatar))
        .route("/images/photo/{name}/{version}/{file}", get(images::library::serve))
        .route_service("/favicon.svg", ServeFile::new(public.join("favicon.svg")))
        // Pictures the layout content names (footer badges, payment systems).
        .nest_service("/images/badges", ServeDir::new(public.join("images/badges")))
        .nest_service("/images/payments", ServeDir::new(public.join("images/payments")))
        .route("/robots.txt", get(seo::robots))
        .route("/sitemap.xml", get(seo::sitemap))
        .merge(pages::with_page_errors(oidc::client::router(&state).merge(oidc::provider::router()), &state))
        .nest("/api", api::router(&state))
        .nest_service("/assets", assets::shell(&state.config.assets_dir))
        .merge(pages::router(&state))
        .layer(axum::middleware::from_fn_with_state(state.clone(), http::security::same_origin))
        .layer(CompressionLayer::new())
        .layer(RequestBodyTimeoutLayer::new(state.config.body_read_timeout.min(state.config.request_timeout)))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, state.config.request_timeout))
        .layer(axum::middleware::from_fn_with_state(state.clone(), metrics::track))
        .layer(axum::middleware::from_fn_with_state(state.clone(), http::limits::refuse_oversized));
    let https = state.config.https;
    let cache = axum::middleware::from_fn_with_state(state.clone(), pages::answer_from_cache);
    let widget = state.config.chat_widget_origin();
    // Probes and scrapers take no permit and skip the page cache: they must
    // answer while the site sheds load (issue 17).
    // One id sequence for the whole process (its prefix tells instances apart).
    let request_ids = http::request_id::ProcessRequestId::default();
    let mut operations = Router::new().route("/healthz", get(health::healthz));
    if state.config.metrics_token.is_some() {
        operations = operations.route("/metrics", get(metrics::show_metrics));
    }
    let operations = http::security::with_headers(operations.with_state(state.clone()), https, widget.as_deref()).layer(
        ServiceBuilder::new()
            .layer(axum::middleware::map_request(http::request_id::drop_client_id))
            .layer(SetRequestIdLayer::x_request_id(request_ids.clone()))
            .layer(PropagateRequestIdLayer::x_request_id()),
    );
    let permits = state.permits.clone();
    http::security::with_headers(site.with_state(state), https, widget.as_deref())
        .layer(
            ServiceBuilder::new()
                .layer(axum::middleware::map_request(http::request_id::drop_client_id))
                .layer(SetRequestIdLayer::x_request_id(request_ids))
                .layer(PropagateRequestIdLayer::x_request_id())
                .layer(
                    TraceLayer::new_for_http()
                        .make_span_with(request_span)
                        .on_request(())
                        .on_response(DefaultOnResponse::new().level(Level::DEBUG))
                        // Failures are logged once, with their cause, where they happen.
                        .on_failure(()),
                )
                // Global: `Router::layer` wraps each route, and one limit must cover them all.
                .layer(axum::middleware::from_fn_with_state(permits, http::permits::limit)),
        )
        .layer(cache)
        .merge(operations)
        // Outermost: a made-up method never reaches the routes, the cache or the metrics.
        .layer(axum::middleware::from_fn(metrics::refuse_unknown_methods))
}

#[cfg(test)]
mod tests {
    #[test]
    fn redact_hides_credentials() {
        assert_eq!(super::redact("postgres://u:secret@h/db"), "postgres://***@h/db");
        assert_eq!(super::redact("sqlite://./data/caravan.db"), "sqlite://./data/caravan.db");
    }
}
