//! Rendered public pages, kept as bytes and precompressed (brotli, gzip).
//! A page is the same for every visitor with the same edition, currency,
//! host kind, path and normalised query on the same day of the same catalogue
//! version, so that tuple is the key; personal state never enters the HTML.
//! Bounded by total bytes (moka); `CACHE=off` turns it off for measuring.
//!
//! A catalogue change makes every key new at once. So that an import does not
//! turn the whole site into cache misses, the previous version's pages still
//! answer for a short window (`PAGE_STALE_SECONDS`, default 5) while a bounded
//! pool renders their new version in the background (stale-while-revalidate);
//! after the window, a page not yet renewed is rendered for its visitor.

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use bytes::Bytes;
use caravan_site::edition::EditionId;
use chrono::NaiveDate;
use search_core::Currency;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Background renders at once after a catalogue change: with two cores, more
/// would only slow the visitors' own requests.
const RENDERS_AFTER_CHANGE: usize = 2;

/// Browsers revalidate every time (cheap with the ETag); a CDN may serve a
/// page for a minute. Catalogue changes show within that minute everywhere.
pub const PAGE_CACHE_CONTROL: &str = "public, max-age=0, s-maxage=60, must-revalidate";
/// Pages differ by encoding, currency cookie and the CDN's country header
/// (the geolocated currency, spec §9); the edition is the host.
pub fn page_vary(geo_country_header: &axum::http::HeaderName) -> HeaderValue {
    HeaderValue::from_str(&format!("Accept-Encoding, Cookie, {geo_country_header}"))
        .unwrap_or(HeaderValue::from_static("Accept-Encoding, Cookie"))
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PageKey {
    pub edition: EditionId,
    pub currency: Currency,
    /// Local development hosts build local links; `None` for production hosts.
    pub local_port: Option<String>,
    /// Path plus normalised query.
    pub path: String,
    /// Bean bars the visitor closed (they are left out of the HTML).
    pub closed_beans: Vec<String>,
    pub day: NaiveDate,
    pub version: i64,
    /// The search page of a device in the `itineraries-default` variant ranks trips its own way
    /// (`crate::experiments`); false on every other page, so only the search's pages split.
    pub itineraries_first: bool,
}

/// One rendered page in every encoding.
#[derive(Debug)]
pub struct CachedPage {
    etag: HeaderValue,
    identity: Bytes,
    gzip: Bytes,
    brotli: Bytes,
}

impl CachedPage {
    /// Compresses once, here, so every hit is a copy of bytes. Brotli quality
    /// 6 keeps a page's render-and-compress within a few milliseconds.
    pub fn new(html: String) -> CachedPage {
        CachedPage::compressed(Bytes::from(html), 6)
    }

    /// A file compressed once at start (the stylesheet): brotli's best, since it is done once.
    /// Once per process and content, too: a few hundred milliseconds of a core that every
    /// server state of a test run (one per integration test) would otherwise spend again.
    pub fn asset(identity: Bytes) -> Arc<CachedPage> {
        static COMPRESSED: Mutex<Vec<(u64, Arc<CachedPage>)>> = Mutex::new(Vec::new());
        let hash = crate::assets::content_hash(&identity);
        let mut compressed = COMPRESSED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, page)) = compressed.iter().find(|(h, page)| *h == hash && page.identity == identity) {
            return page.clone();
        }
        let page = Arc::new(CachedPage::compressed(identity, 11));
        compressed.push((hash, page.clone()));
        page
    }

    /// Identity, gzip and brotli at `quality`, with an ETag.
    fn compressed(identity: Bytes, quality: i32) -> CachedPage {
        let etag = HeaderValue::from_str(&format!("\"{:016x}\"", crate::assets::content_hash(&identity))).expect("hex is a valid header");
        // An encoding that fails is left empty: the page is then sent in another.
        let gzip = codecs::compress::gzip(&identity, 6).unwrap_or_default();
        let brotli = codecs::compress::brotli(&identity, quality, 22).unwrap_or_default();
        CachedPage { etag, gzip: Bytes::from(gzip), brotli: Bytes::from(brotli), identity }
    }

    fn weight(&self) -> u32 {
        (self.identity.len() + self.gzip.len() + self.brotli.len()).try_into().unwrap_or(u32::MAX)
    }

    /// The page for a request: 304 when the client holds it, otherwise the
    /// best encoding the client accepts.
    pub fn respond(&self, request: &HeaderMap, vary: &HeaderValue) -> Response {
        self.respond_as(request, "text/html; charset=utf-8", HeaderValue::from_static(PAGE_CACHE_CONTROL), vary)
    }

    /// [`CachedPage::respond`] for any content type and caching rule.
    pub fn respond_as(&self, request: &HeaderMap, content_type: &'static str, cache_control: HeaderValue, vary: &HeaderValue) -> Response {
        let mut builder = Response::builder()
            .header(header::ETAG, self.etag.clone())
            .header(header::CACHE_CONTROL, cache_control)
            .header(header::VARY, vary.clone());
        if request.get(header::IF_NONE_MATCH).is_some_and(|v| etag_matches(v, &self.etag)) {
            return builder.status(StatusCode::NOT_MODIFIED).body(Body::empty()).unwrap_or_default();
        }
        builder = builder.header(header::CONTENT_TYPE, content_type);
        let accepted = request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
        let body = if !self.brotli.is_empty() && accepts(accepted, "br") {
            builder = builder.header(header::CONTENT_ENCODING, "br");
            self.brotli.clone()
        } else if !self.gzip.is_empty() && accepts(accepted, "gzip") {
            builder = builder.header(header::CONTENT_ENCODING, "gzip");
            self.gzip.clone()
        } else {
            self.identity.clone()
        };
        builder.status(StatusCode::OK).body(Body::from(body)).unwrap_or_default()
    }
}

/// `If-None-Match` holds our tag, or `*`.
fn etag_matches(header: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = header.to_str() else { return false };
    let ours = etag.to_str().unwrap_or("");
    list.split(',').map(|t| t.trim().trim_start_matches("W/")).any(|t| t == "*" || t == ours)
}

/// Whether an `Accept-Encoding` list accepts `coding` (a `q=0` refuses it).
fn accepts(list: &str, coding: &str) -> bool {
    list.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let name = parts.next().unwrap_or("");
        let refused = parts.any(|p| p.replace(' ', "").eq_ignore_ascii_case("q=0") || p.replace(' ', "") == "q=0.0");
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

/// The cache itself; `None` inside when turned off.
#[derive(Clone)]
pub struct PageCache {
    pages: Option<moka::sync::Cache<PageKey, Arc<CachedPage>>>,
    /// How long the previous version's pages may answer after a change.
    stale_window: Duration,
    /// The previous catalogue version and until when its pages may answer.
    stale: Arc<Mutex<Option<(i64, Instant)>>>,
    /// Pages being renewed now, so that a page is rendered once, not per visitor.
    renewing: Arc<Mutex<HashSet<PageKey>>>,
    renders: Arc<Semaphore>,
}

/// The right to renew one page in the background; dropping it frees the slot.
pub struct Renewal {
    key: PageKey,
    renewing: Arc<Mutex<HashSet<PageKey>>>,
    _slot: OwnedSemaphorePermit,
}

impl Drop for Renewal {
    fn drop(&mut self) {
        self.renewing.lock().unwrap_or_else(|e| e.into_inner()).remove(&self.key);
    }
}

impl PageCache {
    /// A cache holding at most `max_bytes` of pages (all encodings counted).
    pub fn new(max_bytes: u64, stale_window: Duration) -> PageCache {
        let pages = moka::sync::Cache::builder()
            .max_capacity(max_bytes)
            .weigher(|_: &PageKey, p: &Arc<CachedPage>| p.weight())
            .support_invalidation_closures()
            .build();
        PageCache { pages: Some(pages), stale_window, ..PageCache::off() }
    }

    pub fn off() -> PageCache {
        PageCache {
            pages: None,
            stale_window: Duration::ZERO,
            stale: Arc::default(),
            renewing: Arc::default(),
            renders: Arc::new(Semaphore::new(RENDERS_AFTER_CHANGE)),
        }
    }

    pub fn is_on(&self) -> bool {
        self.pages.is_some()
    }

    pub fn get(&self, key: &PageKey) -> Option<Arc<CachedPage>> {
        self.pages.as_ref()?.get(key)
    }

    pub fn insert(&self, key: PageKey, page: Arc<CachedPage>) {
        if let Some(pages) = &self.pages {
            pages.insert(key, page);
        }
    }

    /// A new catalogue snapshot replaced `previous`: its pages may answer for
    /// the stale window; anything older goes now. Without a window, all goes.
    pub fn catalogue_changed(&self, previous: i64) {
        let Some(pages) = &self.pages else { return };
        if self.stale_window.is_zero() {
            pages.invalidate_all();
            return;
        }
        *self.stale.lock().unwrap_or_else(|e| e.into_inner()) = Some((previous, Instant::now() + self.stale_window));
        self.drop_versions_up_to(previous - 1);
    }

    /// The previous version's page for `key`, while the window is open.
    pub fn stale(&self, key: &PageKey) -> Option<Arc<CachedPage>> {
        let mut stale = self.stale.lock().unwrap_or_else(|e| e.into_inner());
        let (version, until) = (*stale)?;
        if Instant::now() >= until {
            // The window closed: those pages can never answer again.
            *stale = None;
            drop(stale);
            self.drop_versions_up_to(version);
            return None;
        }
        drop(stale);
        (version != key.version).then(|| self.get(&PageKey { version, ..key.clone() })).flatten()
    }

    /// The right to render `key` in the background, unless it is being
    /// rendered already or every render slot is busy (a later visitor asks again).
    pub fn renew(&self, key: &PageKey) -> Option<Renewal> {
        let slot = self.renders.clone().try_acquire_owned().ok()?;
        let mut renewing = self.renewing.lock().unwrap_or_else(|e| e.into_inner());
        renewing.insert(key.clone()).then(|| Renewal { key: key.clone(), renewing: self.renewing.clone(), _slot: slot })
    }

    fn drop_versions_up_to(&self, version: i64) {
        if let Some(pages) = &self.pages {
            // Only fails when closures are not enabled, which `new` does.
            let _ = pages.invalidate_entries_if(move |key, _| key.version <= version);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn encodings_follow_accept_encoding() {
        assert!(accepts("gzip, deflate, br", "br"));
        assert!(accepts("gzip;q=1.0, br;q=0.5", "br"));
        assert!(!accepts("gzip, br;q=0", "br"));
        assert!(!accepts("identity", "gzip"));
        assert!(!accepts("", "gzip"));
    }

    #[test]
    fn every_encoding_holds_the_same_page() {
        let html = "<!DOCTYPE html><p>".to_string() + &"Caravan ".repeat(500);
        let page = CachedPage::new(html.clone());
        let mut gunzipped = String::new();
        flate2::read::GzDecoder::new(page.gzip.as_ref()).read_to_string(&mut gunzipped).unwrap();
        assert_eq!(gunzipped, html);
        let mut unbrotlied = Vec::new();
        brotli::BrotliDecompress(&mut page.brotli.as_ref(), &mut unbrotlied).unwrap();
        assert_eq!(String::from_utf8(unbrotlied).unwrap(), html);
        assert!(page.brotli.len() < html.len() / 10);
    }

    #[test]
    fn an_asset_is_compressed_once_per_content() {
        let sheet = Bytes::from(".card{color:red}".repeat(200));
        let first = CachedPage::asset(sheet.clone());
        assert!(Arc::ptr_eq(&first, &CachedPage::asset(sheet.clone())), "the same bytes reuse their compression");
        let changed = CachedPage::asset(Bytes::from(".card{color:blue}".repeat(200)));
        assert!(!Arc::ptr_eq(&first, &changed));
        let mut unbrotlied = Vec::new();
        brotli::BrotliDecompress(&mut changed.brotli.as_ref(), &mut unbrotlied).unwrap();
        assert_eq!(unbrotlied, ".card{color:blue}".repeat(200).into_bytes(), "a changed sheet serves its own bytes");
    }

    #[test]
    fn etags_revalidate() {
        let page = CachedPage::new("<p>x</p>".into());
        let mut request = HeaderMap::new();
        request.insert(header::IF_NONE_MATCH, page.etag.clone());
        assert_eq!(page.respond(&request, &HeaderValue::from_static("Cookie")).status(), StatusCode::NOT_MODIFIED);
        request.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"other\", W/\"x\""));
        assert_eq!(page.respond(&request, &HeaderValue::from_static("Cookie")).status(), StatusCode::OK);
    }
}
