//! Configuration from the environment. Every setting has a working default for
//! local use; `.env.example` at the repository root documents them all.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Body requests one client address may have in flight at once (`MAX_WRITES_PER_CLIENT`'s
/// default; see `http::permits`).
pub const MAX_BODIES_PER_CLIENT: usize = 32;

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
    /// `CATALOGUE_SIZE`: travels in the demo catalogue: `full` (default, 320),
    /// `small` (24, tests) or a number (about 34 departures each).
    pub catalogue_travels: usize,
    /// `SITE_DOMAIN` (default `caravan-trips`): production hosts are this plus
    /// each edition's domain suffix (`caravan-trips.it`).
    pub site_domain: String,
    /// `EDITION_HOSTS`: explicit production hosts, `it-IT=viaggi.example.it,en-US=…`.
    pub edition_hosts: Vec<(String, String)>,
    /// `BOOKINGS_HOST`: where checkout (`/booking/{tourId}/start`) and each
    /// booking's page live. Empty (the default) is this server: its built-in
    /// booking desk.
    pub bookings_host: String,
    /// `BOOKINGS_API_URL`: an outside booking system that implements the
    /// booking contract (`docs/booking-contract.md`); unset, the built-in desk.
    pub bookings_api_url: Option<String>,
    /// `BOOKINGS_API_TOKEN`: the service token of the contract's server-to-server
    /// calls: the one this site sends to `BOOKINGS_API_URL`, and the one the
    /// built-in desk accepts from another site (unset: it accepts none).
    pub bookings_api_token: Option<String>,
    /// `ASSETS_DIR`: the Vite build of react-shell (default `react-shell/dist`).
    pub assets_dir: PathBuf,
    /// `PUBLIC_DIR`: static files served at the root (default `public`).
    pub public_dir: PathBuf,
    /// `TODAY` (`YYYY-MM-DD`): the day the site believes it is, for demos and
    /// for journeys run as if on another day; unset, the clock's day (UTC).
    pub today: Option<chrono::NaiveDate>,
    /// `FEATURE_WISHLIST` (default on): the wishlist feature flag.
    pub feature_wishlist: bool,
    /// `GEOLOCATION_POPUP_OFF` (ISO 3166 alpha-2 codes, comma-separated; default none): the
    /// `geolocation-popup` flag's value per country (spec §4): visitors from these countries
    /// are never offered another edition, e.g. where one market's edition serves two languages.
    pub geolocation_popup_off: Vec<String>,
    /// `SEED_DEMO`: seed the demo catalogue into an empty database. Default on
    /// for the embedded SQLite (so `make run` shows a full site), off for PostgreSQL.
    pub seed_demo: bool,
    /// `HTTPS` (default off): the site is served over TLS (directly or behind a
    /// proxy), so cookies are `Secure` and HSTS is sent.
    pub https: bool,
    /// `DEVELOPMENT=1`: `*.localhost` hosts select editions, and an outside
    /// OpenID provider may be plain http. Off in production (the default).
    pub development: bool,
    /// `CACHE` (default on): `off` renders every page, for measuring.
    pub page_cache: bool,
    /// `PAGE_CACHE_MB` (default 64): most memory cached pages may use.
    pub page_cache_mb: u64,
    /// `PAGE_STALE_SECONDS` (default 5): after a catalogue change, how long the
    /// previous version's pages still answer while they are renewed; 0 = none.
    pub page_stale_window: Duration,
    /// `CATALOGUE_POLL_SECONDS` (default 5): on PostgreSQL, how often an instance also checks the
    /// catalogue's version besides `NOTIFY catalogue` (a safety net for a dropped listener).
    pub catalogue_poll: Duration,
    /// `ADMIN_TOKEN`: bearer token of the admin API, at least
    /// [`TOKEN_MIN_LEN`] characters; without one the API is absent.
    pub admin_token: Option<String>,
    /// `METRICS_TOKEN`: bearer token for `GET /metrics` (Prometheus), same
    /// length rule; without one the route is absent.
    pub metrics_token: Option<String>,
    /// `HEADER_READ_TIMEOUT_SECS` (default 10): time to send request headers,
    /// and the longest an idle keep-alive connection stays open.
    pub header_read_timeout: Duration,
    /// `WRITE_STALL_SECS` (default 30): longest wait for a client to read
    /// more of an answer before its connection is closed.
    pub write_stall: Duration,
    /// `REQUEST_TIMEOUT_SECS` (default 30): time to read a body and answer.
    pub request_timeout: Duration,
    /// `BODY_READ_TIMEOUT_SECS` (default 10): time to send a request's body.
    /// A slow body holds a write permit only this long (issue 23, M3).
    pub body_read_timeout: Duration,
    /// `MAX_CONNECTIONS` (default 4096): open connections at most.
    pub max_connections: usize,
    /// `MAX_IN_FLIGHT` (default 512): requests served at once; more get a 503.
    pub max_in_flight: usize,
    /// `SHUTDOWN_GRACE_SECS` (default 5): how long in-flight requests may finish.
    pub shutdown_grace: Duration,
    /// `GEO_COUNTRY_HEADER` (default `CF-IPCountry`): the CDN header carrying
    /// the visitor's country (ISO alpha-2), for the currency and the geolocation popup.
    pub geo_country_header: axum::http::HeaderName,
    /// `TRUST_PROXY_HOPS` (default 0): how many proxies of ours stand in front
    /// and append to `X-Forwarded-For`; the client address is the entry the
    /// outermost of them appended (`hops` from the right), never the
    /// client-written left-most one. `TRUST_FORWARDED_FOR=on` means one hop.
    pub trusted_proxy_hops: usize,
    /// `MAX_WRITES_PER_CLIENT`: requests with a body one client address may
    /// have in flight (see `http::permits`).
    pub max_writes_per_client: usize,
    /// Mail goes through this SMTP server (`smtp://host:port`, `smtps://user:pass@host`);
    /// without it, one `.eml` file per message under `DATA_DIR/outbox/`.
    pub smtp_url: Option<String>,
    /// An OpenAI-compatible chat endpoint, model and key for Ask; all three or
    /// none (the built-in parser, the default).
    pub ask_llm_url: Option<String>,
    pub ask_llm_model: Option<String>,
    pub ask_llm_key: Option<String>,
    /// A flight-offers provider (`POST` JSON, see `flights::HttpFlights`); unset = the deterministic demo.
    pub flights_url: Option<String>,
    pub flights_key: Option<String>,
    /// A messaging provider's chat widget: its loader script and client key (spec §7); unset = our own assistant.
    pub chat_widget_url: Option<String>,
    pub chat_widget_key: Option<String>,
    pub mail_from: String,
    /// An outside OpenID Connect provider; without it the site's own provider
    /// (`/oauth/*`) serves the login.
    pub oidc_issuer: Option<String>,
    pub oidc_client_id: String,
    pub oidc_client_secret: Option<String>,
    /// The privacy policy version users must have accepted (spec §8
    /// USER_PRIVACY_POLICY_ERROR when older).
    pub privacy_policy_version: i64,
    /// How long a login lasts.
    pub session_lifetime: Duration,
    /// How long a claimed outbox mail is reserved for its sender before
    /// another sender may take it (the sender died).
    pub outbox_lease: Duration,
    /// How long a freed seat is held for the first person on the waitlist.
    pub waitlist_hold: Duration,
}

/// Reads a number from the environment, with a default and a clear error.
fn number<T: std::str::FromStr>(get: &impl Fn(&str) -> Option<String>, key: &str, default: T) -> Result<T, String> {
    match get(key) {
        Some(v) => v.trim().parse().map_err(|_| format!("{key} must be a whole number, got {v:?}")),
        None => Ok(default),
    }
}

/// Reads an on/off switch: `1/true/on` and `0/false/off`.
fn switch(get: &impl Fn(&str) -> Option<String>, key: &str, default: bool) -> Result<bool, String> {
    match get(key).as_deref().map(str::trim) {
        None | Some("") => Ok(default),
        Some("1" | "true" | "on") => Ok(true),
        Some("0" | "false" | "off") => Ok(false),
        Some(other) => Err(format!("{key} must be on or off, got {other:?}")),
    }
}

/// A comma-separated list of ISO 3166 alpha-2 country codes, upper-cased.
fn country_codes(get: &impl Fn(&str) -> Option<String>, key: &str) -> Result<Vec<String>, String> {
    let raw = get(key).unwrap_or_default();
    raw.split(',')
        .map(str::trim)
        .filter(|code| !code.is_empty())
        .map(|code| match code.len() == 2 && code.bytes().all(|b| b.is_ascii_alphabetic()) {
            true => Ok(code.to_ascii_uppercase()),
            false => Err(format!("{key} must list two-letter country codes like CH,AT, got {code:?}")),
        })
        .collect()
}

/// The repository root, known at build time; defaults point inside it so the
/// binary and the tests work from any working directory.
const REPO_ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

impl Config {
    /// The messaging provider's origin, allowed by the content security policy when its widget is configured.
    pub fn chat_widget_origin(&self) -> Option<String> {
        self.chat_widget_key.as_ref()?;
        self.chat_widget_url.as_deref().and_then(crate::url::origin_of)
    }

    /// The site's clock: the day `TODAY` fixes, or the system's.
    pub fn clock(&self) -> crate::clock::Clock {
        crate::clock::Clock::from_day(self.today)
    }

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
        let database_url =
            get("DATABASE_URL").filter(|u| !u.is_empty()).unwrap_or_else(|| format!("sqlite://{}/caravan.db", data_dir.display()));
        let catalogue_seed = match get("CATALOGUE_SEED") {
            Some(s) => s.parse().map_err(|_| format!("CATALOGUE_SEED must be a whole number, got {s:?}"))?,
            None => 2026,
        };
        let catalogue_travels = match get("CATALOGUE_SIZE").as_deref() {
            None | Some("full") => 320,
            Some("small") => 24,
            Some(n) => n
                .parse()
                .ok()
                .filter(|n| (1..=100_000).contains(n))
                .ok_or_else(|| format!("CATALOGUE_SIZE must be full, small or a number of travels, got {n:?}"))?,
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
        let secs = |key: &str, default: u64| number(&get, key, default).map(Duration::from_secs);
        let is_postgres = database_url.starts_with("postgres");
        Ok(Config {
            seed_demo: switch(&get, "SEED_DEMO", !is_postgres)?,
            https: switch(&get, "HTTPS", false)?,
            development: switch(&get, "DEVELOPMENT", false)?,
            page_cache: switch(&get, "CACHE", true)?,
            page_cache_mb: number(&get, "PAGE_CACHE_MB", 64)?,
            page_stale_window: secs("PAGE_STALE_SECONDS", 5)?,
            catalogue_poll: secs("CATALOGUE_POLL_SECONDS", 5)?.max(Duration::from_secs(1)),
            admin_token: long_token("ADMIN_TOKEN", get("ADMIN_TOKEN"))?,
            metrics_token: long_token("METRICS_TOKEN", get("METRICS_TOKEN"))?,
            header_read_timeout: secs("HEADER_READ_TIMEOUT_SECS", 10)?,
            write_stall: secs("WRITE_STALL_SECS", 30)?,
            request_timeout: secs("REQUEST_TIMEOUT_SECS", 30)?,
            body_read_timeout: secs("BODY_READ_TIMEOUT_SECS", 10)?,
            max_connections: number(&get, "MAX_CONNECTIONS", 4096)?,
            max_in_flight: number(&get, "MAX_IN_FLIGHT", 512)?,
            max_writes_per_client: number(&get, "MAX_WRITES_PER_CLIENT", MAX_BODIES_PER_CLIENT)?,
            shutdown_grace: secs("SHUTDOWN_GRACE_SECS", 5)?,
            geo_country_header: {
                let name = get("GEO_COUNTRY_HEADER").filter(|h| !h.trim().is_empty()).unwrap_or_else(|| "CF-IPCountry".into());
                axum::http::HeaderName::try_from(name.trim()).map_err(|_| format!("GEO_COUNTRY_HEADER is not a header name: {name:?}"))?
            },
            trusted_proxy_hops: match get("TRUST_PROXY_HOPS").filter(|v| !v.trim().is_empty()) {
                Some(_) => number(&get, "TRUST_PROXY_HOPS", 0usize)?,
                None => usize::from(switch(&get, "TRUST_FORWARDED_FOR", false)?),
            },
            smtp_url: get("SMTP_URL").map(|u| u.trim().to_string()).filter(|u| !u.is_empty()),
            ask_llm_url: get("ASK_LLM_URL").filter(|v| !v.trim().is_empty()),
            ask_llm_model: get("ASK_LLM_MODEL").filter(|v| !v.trim().is_empty()),
            ask_llm_key: get("ASK_LLM_KEY").filter(|v| !v.trim().is_empty()),
            flights_url: get("FLIGHTS_URL").filter(|v| !v.trim().is_empty()),
            flights_key: get("FLIGHTS_KEY").filter(|v| !v.trim().is_empty()),
            chat_widget_url: match get("CHAT_WIDGET_URL").map(|v| v.trim().to_string()).filter(|v| !v.is_empty()) {
                Some(url) if crate::url::origin_of(&url).is_none() => {
                    return Err(format!("CHAT_WIDGET_URL must be an http(s) URL: {url:?}"));
                }
                url => url,
            },
            chat_widget_key: get("CHAT_WIDGET_KEY").filter(|v| !v.trim().is_empty()),
            mail_from: get("MAIL_FROM").unwrap_or_else(|| "Caravan <hello@caravan-trips.com>".into()),
            oidc_issuer: oidc_issuer(get("OIDC_ISSUER"), switch(&get, "DEVELOPMENT", false)?)?,
            oidc_client_id: get("OIDC_CLIENT_ID").unwrap_or_else(|| "caravan-web".into()),
            oidc_client_secret: get("OIDC_CLIENT_SECRET").filter(|s| !s.is_empty()),
            privacy_policy_version: number(&get, "PRIVACY_POLICY_VERSION", 1)?,
            session_lifetime: Duration::from_secs(number(&get, "SESSION_DAYS", 30u64)? * 86_400),
            outbox_lease: secs("OUTBOX_LEASE_SECS", 60)?,
            waitlist_hold: Duration::from_secs(number(&get, "WAITLIST_HOLD_HOURS", 24u64)? * 3600),
            addr,
            data_dir,
            database_url,
            catalogue_seed,
            catalogue_travels,
            site_domain: get("SITE_DOMAIN").unwrap_or_else(|| "caravan-trips".into()),
            edition_hosts,
            bookings_host: get("BOOKINGS_HOST").map(|h| h.trim().trim_end_matches('/').to_string()).unwrap_or_default(),
            bookings_api_url: match get("BOOKINGS_API_URL").map(|v| v.trim().to_string()).filter(|v| !v.is_empty()) {
                Some(url) if crate::url::origin_of(&url).is_none() => {
                    return Err(format!("BOOKINGS_API_URL must be an http(s) URL: {url:?}"));
                }
                Some(_) if get("BOOKINGS_API_TOKEN").is_none_or(|t| t.trim().is_empty()) => {
                    return Err("BOOKINGS_API_URL needs BOOKINGS_API_TOKEN, the service token the booking system expects".into());
                }
                url => url,
            },
            bookings_api_token: long_token("BOOKINGS_API_TOKEN", get("BOOKINGS_API_TOKEN"))?,
            assets_dir: get("ASSETS_DIR").map(PathBuf::from).unwrap_or_else(|| format!("{REPO_ROOT}/react-shell/dist").into()),
            public_dir: get("PUBLIC_DIR").map(PathBuf::from).unwrap_or_else(|| format!("{REPO_ROOT}/public").into()),
            today: match get("TODAY").map(|d| d.trim().to_string()).filter(|d| !d.is_empty()) {
                Some(day) => {
                    Some(search_core::date::parse_iso(&day).ok_or_else(|| format!("TODAY must be a day like 2027-01-31, got {day:?}"))?)
                }
                None => None,
            },
            feature_wishlist: !matches!(get("FEATURE_WISHLIST").as_deref(), Some("0" | "false" | "off")),
            geolocation_popup_off: country_codes(&get, "GEOLOCATION_POPUP_OFF")?,
        })
    }
}

/// An outside provider's discovery, tokens and userinfo over plain http
/// could be read or rewritten on the way: only development may use one.
fn oidc_issuer(raw: Option<String>, development: bool) -> Result<Option<String>, String> {
    let Some(issuer) = raw.map(|u| u.trim().trim_end_matches('/').to_string()).filter(|u| !u.is_empty()) else {
        return Ok(None);
    };
    match issuer.split_once("://") {
        Some(("https", rest)) if !rest.is_empty() => Ok(Some(issuer)),
        Some(("http", rest)) if !rest.is_empty() && development => Ok(Some(issuer)),
        Some(("http", _)) => Err(format!("OIDC_ISSUER must be https outside development (DEVELOPMENT=1), got {issuer:?}")),
        _ => Err(format!("OIDC_ISSUER must be an https URL, got {issuer:?}")),
    }
}

/// A guessable token would open catalogue writes (or the metrics) to the network.
pub const TOKEN_MIN_LEN: usize = 32;
/// Different characters a token needs: 24 random hex digits have 15 or 16.
pub const TOKEN_MIN_DISTINCT: usize = 10;

fn long_token(name: &str, raw: Option<String>) -> Result<Option<String>, String> {
    let advice = "use a random one, e.g. `openssl rand -hex 24`";
    match raw.map(|t| t.trim().to_string()).filter(|t| !t.is_empty()) {
        Some(token) if token.chars().count() < TOKEN_MIN_LEN => {
            Err(format!("{name} is {} characters: at least {TOKEN_MIN_LEN} are needed; {advice}", token.chars().count()))
        }
        // The placeholder of `.env.example`, or a long run of few characters (32 × `a`), is
        // as guessable as a short token.
        Some(token) if token.to_ascii_lowercase().contains("change-me") => Err(format!("{name} is the example placeholder; {advice}")),
        Some(token) if token.chars().collect::<std::collections::HashSet<_>>().len() < TOKEN_MIN_DISTINCT => {
            Err(format!("{name} repeats too few characters to be random (fewer than {TOKEN_MIN_DISTINCT} different ones); {advice}"))
        }
        token => Ok(token),
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
        assert_eq!(c.catalogue_travels, 320);
        assert!(c.feature_wishlist);
        assert!(c.seed_demo && c.page_cache && !c.https && c.admin_token.is_none());
    }

    #[test]
    fn the_geolocation_popup_can_be_switched_off_per_country() {
        assert!(config(&[]).unwrap().geolocation_popup_off.is_empty());
        assert_eq!(config(&[("GEOLOCATION_POPUP_OFF", " ch, AT ,")]).unwrap().geolocation_popup_off, ["CH", "AT"]);
        let error = config(&[("GEOLOCATION_POPUP_OFF", "CH,Austria")]).unwrap_err();
        assert!(error.contains("GEOLOCATION_POPUP_OFF") && error.contains("Austria"), "{error}");
    }

    #[test]
    fn seeding_is_explicit_and_off_for_postgres() {
        assert!(!config(&[("DATABASE_URL", "postgres://u@h/db")]).unwrap().seed_demo);
        assert!(config(&[("DATABASE_URL", "postgres://u@h/db"), ("SEED_DEMO", "on")]).unwrap().seed_demo);
        assert!(!config(&[("SEED_DEMO", "0")]).unwrap().seed_demo);
        assert!(!config(&[("CACHE", "off")]).unwrap().page_cache);
        assert!(config(&[("CACHE", "maybe")]).unwrap_err().contains("CACHE"));
        assert!(config(&[("MAX_IN_FLIGHT", "-1")]).unwrap_err().contains("MAX_IN_FLIGHT"));
        assert_eq!(config(&[("ADMIN_TOKEN", "  ")]).unwrap().admin_token, None);
        assert!(config(&[("ADMIN_TOKEN", "short-token")]).unwrap_err().contains("at least 32"), "a guessable token is refused at start");
        assert!(config(&[("ADMIN_TOKEN", "9f2c4e7a1b0d83f65a92c1e4d7b08a3f")]).unwrap().admin_token.is_some());
    }

    #[test]
    fn tokens_that_are_not_random_are_refused_at_start() {
        for (token, says) in [
            ("a".repeat(32), "too few characters"),
            ("abab".repeat(10), "too few characters"),
            ("change-me-to-a-long-random-string-of-32-or-more".into(), "placeholder"),
            ("change-me-to-another-long-random-string-32+".into(), "placeholder"),
        ] {
            for name in ["ADMIN_TOKEN", "METRICS_TOKEN"] {
                let error = config(&[(name, &token)]).unwrap_err();
                assert!(error.contains(name) && error.contains(says), "{token}: {error}");
            }
        }
    }

    #[test]
    fn proxy_hops_come_from_the_count_or_the_old_switch() {
        assert_eq!(config(&[]).unwrap().trusted_proxy_hops, 0);
        assert_eq!(config(&[("TRUST_FORWARDED_FOR", "on")]).unwrap().trusted_proxy_hops, 1);
        assert_eq!(config(&[("TRUST_PROXY_HOPS", "2"), ("TRUST_FORWARDED_FOR", "on")]).unwrap().trusted_proxy_hops, 2);
        assert!(config(&[("TRUST_PROXY_HOPS", "two")]).unwrap_err().contains("TRUST_PROXY_HOPS"));
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
        assert!(config(&[("TODAY", "2027-02-30")]).unwrap_err().contains("TODAY"));
        let c = config(&[("EDITION_HOSTS", "it-IT=Viaggi.Example.it, de-DE=reisen.example.de")]).unwrap();
        assert_eq!(c.edition_hosts[0], ("it-IT".to_string(), "viaggi.example.it".to_string()));
    }

    #[test]
    fn an_outside_provider_must_be_https_outside_development() {
        let plain = ("OIDC_ISSUER", "http://id.example.com/");
        assert!(config(&[plain]).unwrap_err().contains("https outside development"));
        assert!(config(&[("OIDC_ISSUER", "id.example.com")]).unwrap_err().contains("https URL"));
        assert_eq!(config(&[plain, ("DEVELOPMENT", "1")]).unwrap().oidc_issuer.as_deref(), Some("http://id.example.com"));
        assert_eq!(config(&[("OIDC_ISSUER", "https://id.example.com")]).unwrap().oidc_issuer.as_deref(), Some("https://id.example.com"));
        assert!(!config(&[]).unwrap().development, "production is the default");
    }
}
