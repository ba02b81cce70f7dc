//! What search engines read besides the pages: `/sitemap.xml` and
//! `/robots.txt`, both per edition (the Host header picks it).
//!
//! The sitemap lists the edition's indexable pages with their production URLs
//! and hreflang alternates in the other editions: the fixed pages (not search,
//! wishlist or login, which are `noindex`), every trip and its itinerary, and
//! every coordinator. Departures are left out: they come and go daily and are
//! reached from their trip.

use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use caravan_site::routes::{Route, RouteKey};

/// Fixed pages that carry `noindex` or are not pages at all: search, personal
/// pages (the account pages redirect to the login) and the login steps.
const NOT_INDEXED: [RouteKey; 6] =
    [RouteKey::Search, RouteKey::Wishlist, RouteKey::Login, RouteKey::LoginRedirect, RouteKey::Account, RouteKey::Trips];

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// GET /sitemap.xml
pub async fn sitemap(State(state): State<AppState>, visit: Visit) -> Response {
    let edition = visit.host.edition;
    let snapshot = state.catalogue.snapshot();
    let routes = RouteKey::ALL
        .into_iter()
        .filter(|k| !NOT_INDEXED.contains(k))
        .map(Route::Fixed)
        .chain(
            snapshot.travels.iter().flat_map(|t| [Route::Travel { travel: t.slug.clone() }, Route::Itinerary { travel: t.slug.clone() }]),
        )
        .chain(snapshot.coordinators.iter().map(|c| Route::Coordinator { coordinator: c.slug.clone() }));
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for route in routes {
        let Some(path) = route.path(edition) else { continue };
        xml.push_str("<url><loc>");
        xml.push_str(&xml_escape(&state.hosts.canonical_url(edition, &path)));
        xml.push_str("</loc>");
        for (lang, url) in state.hosts.alternates(&route) {
            xml.push_str(&format!("<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>", xml_escape(&lang), xml_escape(&url)));
        }
        xml.push_str("</url>\n");
    }
    xml.push_str("</urlset>\n");
    text(xml, "application/xml; charset=utf-8")
}

/// GET /robots.txt: everything but the API and filtered searches, and where the sitemap is.
/// Every filter option of a search links to another combination of filters: closed here, where
/// crawlers look before they fetch, rather than by `rel="nofollow"` on 30-odd links of every
/// search page (the way search engines advise for faceted navigation).
pub async fn robots(State(state): State<AppState>, visit: Visit) -> Response {
    let edition = visit.host.edition;
    let sitemap = state.hosts.canonical_url(edition, "/sitemap.xml");
    let searches = RouteKey::Search.path(edition).map(|path| format!("Disallow: {path}?\n")).unwrap_or_default();
    text(format!("User-agent: *\nAllow: /\nDisallow: /api/\n{searches}\nSitemap: {sitemap}\n"), "text/plain; charset=utf-8")
}

fn text(body: String, content_type: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600"));
    response
}
