//! Which edition a request is for, decided by its Host, and the URLs of a page
//! in every edition (canonical, hreflang alternates, the edition switcher).

use caravan_site::edition::{self, Edition, EDITIONS};
use caravan_site::page::EditionLink;
use caravan_site::routes::Route;

/// Production hosts per edition, plus (in development only) the local
/// `*.localhost` convention.
#[derive(Debug, Clone)]
pub struct EditionHosts {
    production: Vec<(&'static Edition, String)>,
    /// Whether `localhost` names are honoured: a production site must not
    /// put a Host header's `it.localhost:1234` into its links and logins.
    local: bool,
}

/// A request's host split into what matters for routing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestHost {
    pub edition: &'static Edition,
    /// `Some(port)` when the request came through a local `*.localhost` name.
    pub local_port: Option<String>,
}

impl EditionHosts {
    pub fn new(site_domain: &str, overrides: &[(String, String)], local: bool) -> Result<EditionHosts, String> {
        let mut production: Vec<_> = EDITIONS.iter().map(|e| (e, format!("{site_domain}{}", e.domain_suffix))).collect();
        for (code, host) in overrides {
            let edition = edition::by_code(code).ok_or_else(|| format!("EDITION_HOSTS: unknown edition {code:?}"))?;
            if let Some(entry) = production.iter_mut().find(|(e, _)| e.id == edition.id) {
                entry.1 = host.clone();
            }
        }
        Ok(EditionHosts { production, local })
    }

    /// The edition for a Host header. In development `localhost` is
    /// international and `it.localhost`, `us.localhost`, … select the others
    /// (any port); an unknown host falls back to international.
    pub fn resolve(&self, host_header: Option<&str>) -> RequestHost {
        let host = host_header.unwrap_or("").trim().to_ascii_lowercase();
        let (name, port) = if let Some(rest) = host.strip_prefix('[') {
            // An IPv6 literal: never an edition name.
            let (addr, after) = rest.split_once(']').unwrap_or((rest, ""));
            (addr.to_string(), after.strip_prefix(':').map(str::to_string))
        } else {
            match host.rsplit_once(':') {
                Some((name, port)) => (name.to_string(), Some(port.to_string())),
                None => (host.clone(), None),
            }
        };
        // A port that is not a number (`localhost:@evil.com`) would put the
        // rest of the header into every link: such a host is not local.
        let port_ok = port.as_deref().is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()));
        if !port_ok {
            return RequestHost { edition: edition::international(), local_port: None };
        }
        if self.local && (name == "localhost" || name.ends_with(".localhost")) {
            let prefix = name.strip_suffix("localhost").unwrap_or("").trim_end_matches('.');
            let edition = EDITIONS.iter().find(|e| e.local_prefix == prefix).unwrap_or(edition::international());
            return RequestHost { edition, local_port: Some(port.unwrap_or_else(|| "80".into())) };
        }
        let bare = name.strip_prefix("www.").unwrap_or(&name);
        let edition = self.production.iter().find(|(_, h)| h == bare).map(|(e, _)| *e).unwrap_or(edition::international());
        RequestHost { edition, local_port: None }
    }

    fn production_host(&self, edition: &Edition) -> &str {
        self.production.iter().find(|(e, _)| e.id == edition.id).map(|(_, h)| h.as_str()).unwrap_or("")
    }

    /// `scheme://host` of a request's edition, from configuration only (a
    /// Host header selects among the configured hosts, never adds one): the
    /// built-in provider's issuer and the login redirect live there.
    pub fn origin(&self, request: &RequestHost, https: bool) -> String {
        match &request.local_port {
            Some(port) => {
                let dot = if request.edition.local_prefix.is_empty() { "" } else { "." };
                let scheme = if https { "https" } else { "http" };
                format!("{scheme}://{}{dot}localhost:{port}", request.edition.local_prefix)
            }
            None => self.canonical_url(request.edition, ""),
        }
    }

    /// Absolute production URL of `path` in `edition`.
    pub fn canonical_url(&self, edition: &Edition, path: &str) -> String {
        format!("https://{}{path}", self.production_host(edition))
    }

    /// Absolute URL of `path` in `edition`, staying on local hosts when the
    /// visitor is on one so the switcher works in development.
    pub fn url_like(&self, request: &RequestHost, edition: &Edition, path: &str) -> String {
        match &request.local_port {
            Some(port) => {
                let dot = if edition.local_prefix.is_empty() { "" } else { "." };
                format!("http://{}{dot}localhost:{port}{path}", edition.local_prefix)
            }
            None => self.canonical_url(edition, path),
        }
    }

    /// hreflang alternates of a route: every enabled edition where it exists,
    /// plus `x-default` for the international one.
    pub fn alternates(&self, route: &Route) -> Vec<(String, String)> {
        let mut links = Vec::new();
        for e in EDITIONS.iter().filter(|e| !e.disabled) {
            if let Some(path) = route.path(e) {
                let url = self.canonical_url(e, &path);
                if e.locale.is_none() {
                    links.push(("x-default".to_string(), url));
                } else {
                    links.push((e.html_lang.to_string(), url));
                }
            }
        }
        links
    }

    /// The edition switcher: this page where it exists, otherwise the home page.
    pub fn edition_links(&self, request: &RequestHost, route: Option<&Route>) -> Vec<EditionLink> {
        EDITIONS
            .iter()
            .filter(|e| !e.disabled)
            .map(|e| {
                let path = route.and_then(|r| r.path(e)).unwrap_or_else(|| "/".to_string());
                EditionLink {
                    label: e.label,
                    html_lang: e.html_lang,
                    url: self.url_like(request, e, &path),
                    current: e.id == request.edition.id,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use caravan_site::edition::EditionId;
    use caravan_site::routes::RouteKey;

    fn hosts() -> EditionHosts {
        EditionHosts::new("caravan-trips", &[("de-DE".into(), "reisen.example.de".into())], true).unwrap()
    }

    #[test]
    fn local_hosts_pick_editions_on_any_port() {
        let h = hosts();
        assert_eq!(h.resolve(Some("localhost:3000")).edition.id, EditionId::International);
        assert_eq!(h.resolve(Some("it.localhost:3000")).edition.id, EditionId::ItIt);
        assert_eq!(h.resolve(Some("us.localhost:8080")).edition.id, EditionId::EnUs);
        assert_eq!(h.resolve(Some("we.localhost")).edition.id, EditionId::EnWe);
        assert_eq!(h.resolve(Some("ES.LOCALHOST:1")).edition.id, EditionId::EsEs);
        assert_eq!(h.resolve(Some("fr.localhost:3000")).edition.id, EditionId::FrFr);
        assert_eq!(h.resolve(Some("de.localhost:3000")).edition.id, EditionId::DeDe);
        assert_eq!(h.resolve(Some("xx.localhost:3000")).edition.id, EditionId::International);
        assert_eq!(h.resolve(Some("it.localhost:3000")).local_port.as_deref(), Some("3000"));
    }

    #[test]
    fn production_hosts_and_fallback() {
        let h = hosts();
        assert_eq!(h.resolve(Some("caravan-trips.it")).edition.id, EditionId::ItIt);
        assert_eq!(h.resolve(Some("www.caravan-trips.co.uk")).edition.id, EditionId::EnWe);
        assert_eq!(h.resolve(Some("reisen.example.de:443")).edition.id, EditionId::DeDe);
        assert_eq!(h.resolve(Some("127.0.0.1:3000")).edition.id, EditionId::International);
        assert_eq!(h.resolve(None).edition.id, EditionId::International);
        assert_eq!(h.resolve(Some("[::1]:3000")).edition.id, EditionId::International);
        for hostile in ["localhost:@evil.com", "it.localhost:3000@evil.com", "localhost:80/x", "localhost:"] {
            assert_eq!(h.resolve(Some(hostile)).local_port, None, "{hostile} builds production links only");
        }
        assert!(EditionHosts::new("x", &[("xx-XX".into(), "h".into())], true).is_err());
    }

    #[test]
    fn production_ignores_local_names_and_origins_come_from_configuration() {
        let h = EditionHosts::new("caravan-trips", &[], false).unwrap();
        let request = h.resolve(Some("it.localhost:3000"));
        assert_eq!((request.edition.id, request.local_port.as_deref()), (EditionId::International, None));
        assert_eq!(h.origin(&request, true), "https://caravan-trips.com");
        assert_eq!(
            h.origin(&h.resolve(Some("evil.example:443")), true),
            "https://caravan-trips.com",
            "an unknown Host never becomes an origin"
        );
        assert_eq!(h.origin(&h.resolve(Some("www.caravan-trips.it")), false), "https://caravan-trips.it");
        let dev = hosts();
        assert_eq!(dev.origin(&dev.resolve(Some("it.localhost:3000")), false), "http://it.localhost:3000");
        assert_eq!(dev.origin(&dev.resolve(Some("localhost:3000")), true), "https://localhost:3000");
    }

    #[test]
    fn alternates_skip_editions_where_the_route_is_off() {
        let h = hosts();
        let alts = h.alternates(&Route::Fixed(RouteKey::Wishlist));
        assert!(alts.iter().all(|(lang, _)| lang != "x-default"), "no wishlist in international");
        assert!(alts.contains(&("it-IT".into(), "https://caravan-trips.it/preferiti".into())));
        assert!(alts.contains(&("de-DE".into(), "https://reisen.example.de/wunschliste".into())));
        let travels = h.alternates(&Route::Fixed(RouteKey::Travels));
        assert_eq!(travels.len(), 7);
        assert!(travels.contains(&("x-default".into(), "https://caravan-trips.com/destinations".into())));
    }

    #[test]
    fn switcher_stays_local_in_development() {
        let h = hosts();
        let request = h.resolve(Some("it.localhost:3000"));
        let links = h.edition_links(&request, Some(&Route::Fixed(RouteKey::Search)));
        let us = links.iter().find(|l| l.html_lang == "en-US").unwrap();
        assert_eq!(us.url, "http://us.localhost:3000/search");
        let intl = links.iter().find(|l| l.html_lang == "en").unwrap();
        assert_eq!(intl.url, "http://localhost:3000/search");
        assert!(links.iter().find(|l| l.html_lang == "it-IT").unwrap().current);
    }
}
