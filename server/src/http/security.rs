//! The security baseline of DESIGN.md: response headers on everything,
//! same-origin checks on state-changing requests, and redirects only to
//! same-site paths.

use crate::error::AppError;
use crate::AppState;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;
use tower_http::set_header::SetResponseHeaderLayer;

/// Scripts only from this site (the island bundle and its wasm, which needs
/// `wasm-unsafe-eval` to compile) and, by its hash, the consent guess in every
/// page's head ([`content_security_policy`] adds it); inline style attributes
/// are used by the rating stars and custom-page CSS. The newsletter form posts
/// off-site.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self' https://newsletter.caravan-trips.com; frame-ancestors 'none'";

/// Longest way-back path a form may carry.
pub const MAX_BACK_PATH: usize = 2048;

/// The policy, with a messaging provider's origin allowed to load its chat
/// widget (scripts, calls, pictures and frames) when one is configured.
pub fn content_security_policy(widget_origin: Option<&str>) -> String {
    let with_head_script = CONTENT_SECURITY_POLICY.replace("'wasm-unsafe-eval';", &format!("'wasm-unsafe-eval' {};", head_script_source()));
    match widget_origin {
        None => with_head_script,
        Some(origin) => with_head_script
            .replace("script-src 'self'", &format!("script-src 'self' {origin}"))
            .replace("connect-src 'self'", &format!("connect-src 'self' {origin}"))
            .replace("img-src 'self' data:", &format!("img-src 'self' data: {origin}"))
            .replace("object-src 'none'", &format!("frame-src {origin}; object-src 'none'")),
    }
}

/// `'sha256-…'`: the one inline script a page may run, [`caravan_site::consent::HEAD_SCRIPT`].
pub fn head_script_source() -> String {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    let hash = Sha256::digest(caravan_site::consent::HEAD_SCRIPT.as_bytes());
    format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(hash))
}

/// The baseline headers of every response; HSTS only when served over TLS.
pub fn baseline_headers(https: bool, widget_origin: Option<&str>) -> Vec<(HeaderName, HeaderValue)> {
    let policy =
        HeaderValue::from_str(&content_security_policy(widget_origin)).unwrap_or(HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    let mut headers = vec![
        (header::CONTENT_SECURITY_POLICY, policy),
        (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
        (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
        (header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin")),
        (HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin")),
    ];
    if https {
        headers.push((header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=31536000; includeSubDomains")));
    }
    headers
}

/// Adds the baseline headers to every response that does not set its own.
pub fn with_headers(router: Router, https: bool, widget_origin: Option<&str>) -> Router {
    baseline_headers(https, widget_origin)
        .into_iter()
        .fold(router, |router, (name, value)| router.layer(SetResponseHeaderLayer::if_not_present(name, value)))
}

/// A way back that stays on this site: an absolute path of printable ASCII,
/// not `//host` or `/\host` (which browsers read as another site), of
/// bounded length. Anything else goes home.
pub fn same_site_path(back: Option<&str>) -> &str {
    match back {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.starts_with("/\\")
                && path.len() <= MAX_BACK_PATH
                && path.bytes().all(|b| b.is_ascii_graphic() && b != b'\\') =>
        {
            path
        }
        _ => "/",
    }
}

fn is_safe_method(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// `host[:port]` of an `Origin` header value (`https://caravan-trips.it`).
fn origin_host(origin: &str) -> Option<&str> {
    origin.split_once("://").map(|(_, rest)| rest.trim_end_matches('/'))
}

/// True when a state-changing request may come from a page of another site:
/// its `Origin` names another host, or the browser says it is cross-site.
/// Requests without either header come from non-browser clients, which carry
/// no ambient cookies to abuse.
pub fn is_cross_site(headers: &HeaderMap) -> bool {
    let value = |name: HeaderName| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(origin) = value(header::ORIGIN) {
        let host = value(header::HOST).unwrap_or("");
        return origin == "null" || !origin_host(origin).is_some_and(|o| o.eq_ignore_ascii_case(host));
    }
    value(HeaderName::from_static("sec-fetch-site")) == Some("cross-site")
}

/// Middleware: refuses cross-site state-changing requests with a 403, as the
/// JSON envelope under `/api` and the friendly page elsewhere.
pub async fn same_origin(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if is_safe_method(request.method()) || !is_cross_site(request.headers()) {
        return next.run(request).await;
    }
    let error = AppError::Forbidden("error-cross-site");
    // The id is named here too: the request span may not reach every subscriber.
    let request_id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("");
    tracing::warn!(method = %request.method(), path = %request.uri().path(), request_id, "cross-site request refused");
    if super::is_api_path(request.uri().path()) {
        return error.into_response();
    }
    let (parts, _) = request.into_parts();
    let visit = super::Visit::from_parts(&state, &parts);
    (state.error_page)(&state, &visit, &error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_same_site_paths_are_ways_back() {
        for ok in ["/", "/viaggi?page=2", "/search?continentId%5B%5D=europe", "/a/%2F%2Fevil.com"] {
            assert_eq!(same_site_path(Some(ok)), ok);
        }
        for bad in ["//evil.com", "/\\evil.com", "/\t/evil.com", "/ /evil.com", "https://evil.com", "evil.com", "/\u{0}x", "/é", ""] {
            assert_eq!(same_site_path(Some(bad)), "/", "{bad:?}");
        }
        assert_eq!(same_site_path(Some(&format!("/{}", "a".repeat(MAX_BACK_PATH)))), "/");
        assert_eq!(same_site_path(None), "/");
    }

    #[test]
    fn cross_site_is_told_by_origin_or_fetch_metadata() {
        let headers = |pairs: &[(&str, &str)]| {
            let mut h = HeaderMap::new();
            for (k, v) in pairs {
                h.insert(HeaderName::from_bytes(k.as_bytes()).unwrap(), HeaderValue::from_str(v).unwrap());
            }
            h
        };
        assert!(!is_cross_site(&headers(&[("host", "it.localhost:3000"), ("origin", "http://it.localhost:3000")])));
        assert!(is_cross_site(&headers(&[("host", "it.localhost:3000"), ("origin", "https://evil.com")])));
        assert!(is_cross_site(&headers(&[("host", "localhost:3000"), ("origin", "null")])));
        assert!(is_cross_site(&headers(&[("host", "localhost:3000"), ("sec-fetch-site", "cross-site")])));
        assert!(!is_cross_site(&headers(&[("host", "localhost:3000"), ("sec-fetch-site", "same-origin")])));
        assert!(!is_cross_site(&headers(&[("host", "localhost:3000")])), "curl and server clients");
    }
}
