//! Configuration from the environment. Every setting has a working default for
//! local use; `.env.example` at the repository root documents them all.

use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Clone)]
pub struct Config {
    /// `PORT` (default 3000); the server binds `BIND_ADDR` (default 0.0.0.0) on it.
    pub addr: SocketAddr,
    /// `DATA_DIR` (default `./data`): where the embedded SQLite database lives.
    pub data_dir: PathBuf,
    /// `DATABASE_URL`: a `postgres://` URL switches to PostgreSQL; default is
    /// `sqlite://{DATA_DIR}/caravan.db`.
    pub database_url: String,
    /// `CATALOGUE_SEED` (default 2026): the demo catalogue's seed.
    pub catalogue_seed: u64,
    /// `CATALOGUE_SIZE`: `full` (default, 320 travels) or `small` (tests).
    pub catalogue_small: bool,
    /// `SITE_DOMAIN` (default `caravan-trips`): production hosts are this plus
    /// each edition's domain suffix (`caravan-trips.it`).
    pub site_domain: String,
    /// `EDITION_HOSTS`: explicit production hosts, `it-IT=viaggi.example.it,en-US=…`.
    pub edition_hosts: Vec<(String, String)>,
    /// `BOOKINGS_HOST` (default `https://book.caravan-trips.com`): checkout site.
    pub bookings_host: String,
    /// `ASSETS_DIR`: the Vite build of react-shell (default `react-shell/dist`).
    pub assets_dir: PathBuf,
    /// `PUBLIC_DIR`: static files served at the root (default `public`).
    pub public_dir: PathBuf,
    /// `FEATURE_WISHLIST` (default on): the wishlist feature flag.
    pub feature_wishlist: bool,
}

/// The repository root, known at build time; defaults point inside it so the
/// binary and the tests work from any working directory.
const REPO_ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

impl Config {
    pub fn from_env() -> Result<Config, String> {
        Self::from_lookup(|key| std::env::var(key).ok())
    }

    /// Builds the configuration from any key lookup (tests pass a map).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        let port: u16 = match get("PORT") {
            Some(p) => p.parse().map_err(|_| format!("PORT must be a port number, got {p:?}"))?,
            None => 3000,
        };
        let bind = get("BIND_ADDR").unwrap_or_else(|| "0.0.0.0".into());
        let addr = format!("{bind}:{port}").parse().map_err(|_| format!("BIND_ADDR {bind:?} is not an IP address"))?;
        let data_dir = PathBuf::from(get("DATA_DIR").unwrap_or_else(|| "./data".into()));
        let database_url = get("DATABASE_URL")
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| format!("sqlite://{}/caravan.db", data_dir.display()));
        let catalogue_seed = match get("CATALOGUE_SEED") {
            Some(s) => s.parse().map_err(|_| format!("CATALOGUE_SEED must be a whole number, got {s:?}"))?,
            None => 2026,
        };
        let catalogue_small = match get("CATALOGUE_SIZE").as_deref() {
            None | Some("full") => false,
            Some("small") => true,
            Some(other) => return Err(format!("CATALOGUE_SIZE must be full or small, got {other:?}")),
        };
        let edition_hosts = get("EDITION_HOSTS")
            .unwrap_or_default()
            .split(',')
            .filter(|pair| !pair.trim().is_empty())
            .map(|pair| {
                pair.split_once('=')
                    .map(|(code, host)| (code.trim().to_string(), host.trim().to_lowercase()))
                    .ok_or_else(|| format!("EDITION_HOSTS entries look like it-IT=host, got {pair:?}"))
            })
            .collect::<Result<_, _>>()?;
        Ok(Config {
            addr,
            data_dir,
            database_url,
            catalogue_seed,
            catalogue_small,
            site_domain: get("SITE_DOMAIN").unwrap_or_else(|| "caravan-trips".into()),
            edition_hosts,
            bookings_host: get("BOOKINGS_HOST").unwrap_or_else(|| "https://book.caravan-trips.com".into()),
            assets_dir: get("ASSETS_DIR").map(PathBuf::from).unwrap_or_else(|| format!("{REPO_ROOT}/react-shell/dist").into()),
            public_dir: get("PUBLIC_DIR").map(PathBuf::from).unwrap_or_else(|| format!("{REPO_ROOT}/public").into()),
            feature_wishlist: !matches!(get("FEATURE_WISHLIST").as_deref(), Some("0" | "false" | "off")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, String> {
        let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_work_locally() {
        let c = config(&[]).unwrap();
        assert_eq!(c.addr.port(), 3000);
        assert_eq!(c.database_url, "sqlite://./data/caravan.db");
        assert!(!c.catalogue_small);
        assert!(c.feature_wishlist);
    }

    #[test]
    fn port_and_data_dir_override() {
        let c = config(&[("PORT", "3100"), ("DATA_DIR", "/tmp/x")]).unwrap();
        assert_eq!(c.addr.port(), 3100);
        assert_eq!(c.database_url, "sqlite:///tmp/x/caravan.db");
        let c = config(&[("DATABASE_URL", "postgres://u@localhost/db")]).unwrap();
        assert_eq!(c.database_url, "postgres://u@localhost/db");
    }

    #[test]
    fn bad_values_say_what_to_fix() {
        assert!(config(&[("PORT", "http")]).unwrap_err().contains("PORT"));
        assert!(config(&[("CATALOGUE_SIZE", "huge")]).unwrap_err().contains("CATALOGUE_SIZE"));
        assert!(config(&[("EDITION_HOSTS", "it-IT")]).unwrap_err().contains("EDITION_HOSTS"));
        let c = config(&[("EDITION_HOSTS", "it-IT=Viaggi.Example.it, de-DE=reisen.example.de")]).unwrap();
        assert_eq!(c.edition_hosts[0], ("it-IT".to_string(), "viaggi.example.it".to_string()));
    }
}
