//! The Caravan web server as a library: `build_router(state)` is the whole site,
//! so integration tests drive it with `tower::ServiceExt::oneshot` and `main.rs`
//! only reads configuration, binds and serves.

pub mod api;
pub mod assets;
pub mod catalogue;
pub mod config;
pub mod editions;
pub mod error;
pub mod images;
pub mod pages;
pub mod storage;

use axum::http::{header, HeaderValue};
use axum::routing::{get, post};
use axum::Router;
use caravan_app::{Assets, Flags};
use chrono::NaiveDate;
use config::Config;
use editions::EditionHosts;
use std::sync::Arc;
use storage::Db;
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

/// Shared, cheap-to-clone state of the running site.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub hosts: Arc<EditionHosts>,
    pub assets: Arc<Assets>,
    pub flags: Flags,
    /// Fixed "today" for tests; `None` reads the clock.
    pub fixed_today: Option<NaiveDate>,
}

impl AppState {
    /// Connects storage, migrates, seeds on first start and loads the asset manifest.
    pub async fn from_config(config: Config) -> Result<AppState, String> {
        let db = Db::connect(&config.database_url).await.map_err(|e| format!("database {}: {e}", redact(&config.database_url)))?;
        let today = chrono::Utc::now().date_naive();
        match storage::seed::seed_if_empty(&db, config.catalogue_seed, config.catalogue_small, today).await {
            Ok(Some(report)) => tracing::info!(?report, "seeded the demo catalogue"),
            Ok(None) => tracing::info!("catalogue already present"),
            Err(e) => return Err(format!("seeding failed: {e}")),
        }
        let hosts = EditionHosts::new(&config.site_domain, &config.edition_hosts)?;
        Ok(AppState {
            db,
            hosts: Arc::new(hosts),
            assets: Arc::new(assets::load(&config.assets_dir)),
            flags: Flags { wishlist: config.feature_wishlist, talk_to_us: true },
            config: Arc::new(config),
            fixed_today: None,
        })
    }

    pub fn today(&self) -> NaiveDate {
        self.fixed_today.unwrap_or_else(|| chrono::Utc::now().date_naive())
    }
}

/// Hides the password of a database URL in messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => format!("{}://***{}", &url[..scheme], &url[at..]),
        _ => url.to_string(),
    }
}

/// The whole site.
pub fn build_router(state: AppState) -> Router {
    let immutable = SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, assets::immutable());
    let shell = ServeDir::new(&state.config.assets_dir).precompressed_br().precompressed_gzip();
    let public = &state.config.public_dir;
    Router::new()
        .route("/healthz", get(api::healthz))
        .route("/static/{file}", get(assets::stylesheet))
        .route("/images/cover/{file}", get(images::cover))
        .route("/images/avatar/{file}", get(images::avatar))
        .route_service("/favicon.svg", ServeFile::new(public.join("favicon.svg")))
        .route_service("/robots.txt", ServeFile::new(public.join("robots.txt")))
        .route("/settings/currency", post(pages::set_currency))
        .route("/login", get(pages::show_page).post(pages::login_unavailable))
        .nest_service("/assets", Router::new().fallback_service(shell).layer(immutable))
        .fallback(get(pages::show_page))
        .layer(CompressionLayer::new())
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

#[cfg(test)]
mod tests {
    #[test]
    fn redact_hides_credentials() {
        assert_eq!(super::redact("postgres://u:secret@h/db"), "postgres://***@h/db");
        assert_eq!(super::redact("sqlite://./data/caravan.db"), "sqlite://./data/caravan.db");
    }
}
