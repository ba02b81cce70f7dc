//! `caravan` serves the site (no arguments), imports a catalogue file
//! (`caravan import FILE.json`, same format as `PUT /api/admin/catalogue`)
//! or photographs (`caravan images import DIR`, see `images::library`), and
//! rotates the login provider's signing key (`caravan keys rotate`).
//! Configuration comes from the environment (see `.env.example`).

use caravan_server::catalogue::import::{self, CatalogueImport};
use caravan_server::config::Config;
use caravan_server::http::serve::{serve, ConnectionLimits};
use caravan_server::images::library;
use caravan_server::images::pipeline::Rules;
use caravan_server::storage::Db;
use caravan_server::{build_router, AppState};
use tracing_subscriber::EnvFilter;

const USAGE: &str = "usage: caravan                     serve the site
       caravan import FILE.json    upsert travels and tours from a file
       caravan images import DIR   import photographs: DIR/{trip-slug}.jpg is a trip's cover,
                                   DIR/{trip-slug}-day-{n}.jpg its gallery photo of day n
       caravan keys rotate         a new id_token signing key (the old one stays published an hour)";

#[tokio::main]
async fn main() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=warn"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|f| f == "json");
    if json {
        tracing_subscriber::fmt().with_env_filter(filter).json().init();
    } else {
        tracing_subscriber::fmt().with_env_filter(filter).init();
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] | ["serve"] => run().await,
        ["import", file] => import_file(file).await,
        ["images", "import", dir] => import_images(dir).await,
        ["keys", "rotate"] => rotate_keys().await,
        _ => Err(USAGE.to_string()),
    };
    if let Err(message) = result {
        tracing::error!("{message}");
        std::process::exit(1);
    }
}

async fn run() -> Result<(), String> {
    let config = Config::from_env()?;
    let addr = config.addr;
    let limits = ConnectionLimits {
        header_read: config.header_read_timeout,
        max_connections: config.max_connections,
        write_stall: config.write_stall,
        shutdown_grace: config.shutdown_grace,
    };
    let state = AppState::from_config(config).await?;
    let watcher = state.watch_catalogue();
    let sweeper = tokio::spawn(caravan_server::accounts::sweep::run(state.db.clone()));
    let dispatcher = tokio::spawn(caravan_server::alerts::jobs::run(state.clone()));
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    tracing::info!(%addr, database = state.db.backend.name(), cache = state.pages.is_on(), "Caravan is up: http://localhost:{}", addr.port());
    serve(listener, build_router(state.clone()), limits, shutdown_signal()).await;
    watcher.abort();
    sweeper.abort();
    dispatcher.abort();
    state.db.close().await;
    tracing::info!("stopped cleanly");
    Ok(())
}

async fn import_file(file: &str) -> Result<(), String> {
    let config = Config::from_env()?;
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let import: CatalogueImport = serde_json::from_str(&text).map_err(|e| format!("{file} is not a catalogue import: {e}"))?;
    let db = Db::connect(&config.database_url).await.map_err(|e| format!("database: {e}"))?;
    let report = import::apply(&db, &import, &caravan_server::alerts::events::Subscribers, config.clock().today())
        .await
        .map_err(|e| format!("{file}: {e}"))?;
    db.close().await;
    println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    Ok(())
}

async fn import_images(dir: &str) -> Result<(), String> {
    let config = Config::from_env()?;
    let db = Db::connect(&config.database_url).await.map_err(|e| format!("database: {e}"))?;
    let images = library::images_dir(&config.data_dir);
    let report = library::import_dir(&db, std::path::Path::new(dir), &images, &Rules::default()).await.map_err(|e| format!("{dir}: {e}"));
    db.close().await;
    let report = report?;
    println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    match report.refused.len() {
        0 => Ok(()),
        n => Err(format!("{n} file(s) refused; the others were imported")),
    }
}

async fn rotate_keys() -> Result<(), String> {
    let config = Config::from_env()?;
    let db = Db::connect(&config.database_url).await.map_err(|e| format!("database: {e}"))?;
    let rotated = caravan_server::oidc::keys::rotate(&db).await.map_err(|e| format!("key rotation: {e}"));
    db.close().await;
    println!("{{\"signingKey\": \"{}\"}}", rotated?);
    Ok(())
}

/// Resolves on SIGTERM (orchestrators) or Ctrl-C (terminals).
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
    tracing::info!("shutdown signal received, finishing in-flight requests");
}
