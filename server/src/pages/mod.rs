//! The localised page router: Host → edition, path → route, route → data from
//! the catalogue snapshot → Leptos HTML. Public pages are cached as bytes
//! ([`crate::page_cache`]); every failure becomes the friendly error page with
//! the right status, in the visitor's language.

pub mod account;
pub mod alerts;
mod ask;
mod checkout;
mod content;
mod custom;
mod events;
mod failure;
pub mod fixed;
mod forms;
mod search;

pub use forms::{close_bean, set_currency};

use crate::error::AppError;
use crate::http::Visit;
use crate::page_cache::{CachedPage, PageKey};
use crate::AppState;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use caravan_app::{render_document, PageContext};
use caravan_site::model::Page;
use caravan_site::routes::{Route, RouteKey};
use search_core::parse_query;
use std::sync::Arc;

/// What loading a route gives: a page to render, or a content redirect
/// (spec §8: a 418 answer carrying `meta.httpStatusCode` and `meta.redirectTo`).
pub enum Loaded {
    Page(Page),
    Redirect { status: StatusCode, to: String },
}

/// The path and normalised query a page is rendered and cached for: keys the
/// search grammar does not know (tracking tags, …) change nothing on the page.
fn page_path(visit: &Visit) -> String {
    let filters = parse_query(&visit.query).filters.to_query();
    let view = caravan_site::view_params::ViewParams::parse(&visit.query).to_query();
    let query = [filters, view].into_iter().filter(|q| !q.is_empty()).collect::<Vec<_>>().join("&");
    if query.is_empty() {
        visit.path.clone()
    } else {
        format!("{}?{query}", visit.path)
    }
}

/// What a rendered page depends on (see [`crate::page_cache`]).
fn page_key(visit: &Visit, version: i64) -> PageKey {
    PageKey {
        edition: visit.host.edition.id,
        currency: visit.currency,
        local_port: visit.host.local_port.clone(),
        path: page_path(visit),
        closed_beans: visit.closed_beans.clone(),
        day: visit.today,
        version,
        itineraries_first: visit.path == RouteKey::Search.href(visit.host.edition) && crate::experiments::itineraries_first(visit),
    }
}

/// Middleware in front of everything else: a cached page is answered
/// before routing's layers run (request ids, timeouts, compression), since
/// it needs none of them; only the baseline headers are added. Just after a
/// catalogue change, the previous version's page answers while the new one
/// renders in the background ([`crate::page_cache`]).
pub async fn answer_from_cache(State(state): State<AppState>, request: Request, next: Next) -> Response {
    if !state.pages.is_on() || !matches!(*request.method(), Method::GET | Method::HEAD) {
        return next.run(request).await;
    }
    let visit = Visit::new(&state, request.headers(), request.uri());
    let key = page_key(&visit, state.catalogue.version());
    let page = if let Some(page) = state.pages.get(&key) {
        state.metrics.page_cache(true);
        page
    } else if let Some(page) = state.pages.stale(&key) {
        state.metrics.page_cache_stale();
        if let Some(renewal) = state.pages.renew(&key) {
            let again = same_request(&request);
            tokio::spawn(async move {
                // The render stores the new page; its answer is nobody's.
                next.run(again).await;
                drop(renewal);
            });
        }
        page
    } else {
        return next.run(request).await;
    };
    let mut response = page.respond(request.headers(), &state.page_vary);
    response.headers_mut().extend(state.security_headers.iter().cloned());
    response
}

/// A bodiless copy of a GET or HEAD request, to render its page again.
fn same_request(request: &Request) -> Request {
    let mut again = Request::new(axum::body::Body::empty());
    *again.method_mut() = Method::GET;
    *again.uri_mut() = request.uri().clone();
    *again.headers_mut() = request.headers().clone();
    again.headers_mut().remove(header::IF_NONE_MATCH);
    *again.extensions_mut() = request.extensions().clone();
    again
}

fn context(state: &AppState, visit: &Visit, route: Option<Route>, path: String) -> PageContext {
    let edition = visit.host.edition;
    let snapshot = state.catalogue.snapshot();
    PageContext {
        edition,
        currency: visit.currency,
        canonical: route.as_ref().and_then(|r| r.path(edition)).map(|p| state.hosts.canonical_url(edition, &p)),
        alternates: route.as_ref().map(|r| state.hosts.alternates(r)).unwrap_or_default(),
        edition_links: state.hosts.edition_links(&visit.host, route.as_ref()),
        route,
        path,
        assets: state.assets.clone(),
        flags: state.flags,
        today: visit.today,
        bookings_host: state.config.bookings_host.as_str().into(),
        layout: snapshot.layout_content.get(&edition.id).cloned().unwrap_or_default(),
        render_caches: snapshot.render_caches.get(&edition.id).cloned().unwrap_or_default(),
        view: caravan_site::view_params::ViewParams::parse(&visit.query),
        closed_beans: visit.closed_beans.clone(),
        chat_widget: match (&state.config.chat_widget_url, &state.config.chat_widget_key) {
            (Some(url), Some(key)) => Some(caravan_site::page::ChatWidget { loader_url: url.clone(), client_key: key.clone() }),
            _ => None,
        },
    }
}

/// An uncached HTML response (error pages).
fn html(status: StatusCode, document: String) -> Response {
    let mut response = (status, document).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// A page rendered for this request only (`CACHE=off`).
fn uncached(document: String, vary: &HeaderValue) -> Response {
    let mut response = html(StatusCode::OK, document);
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(crate::page_cache::PAGE_CACHE_CONTROL));
    response.headers_mut().insert(header::VARY, vary.clone());
    response
}

pub use failure::{PageError, PageResult};

/// The pages and the forms they post; every other path is a page too
/// ([`show_page`]). A handler failing with [`PageError`] answers the
/// friendly error page.
pub fn router(state: &AppState) -> axum::Router<AppState> {
    use axum::routing::{get, post};
    let routes = axum::Router::new()
        .route("/settings/currency", post(set_currency))
        .route("/settings/beans/close", post(close_bean))
        .route("/account/consents", post(account::save_consents))
        .route("/account/details", post(account::save_details))
        .route("/alerts", post(alerts::subscribe))
        .route("/alerts/verify", post(alerts::verify))
        .route("/alerts/resend", post(alerts::resend))
        .route("/alerts/confirm", get(alerts::confirm_page).post(alerts::confirm))
        .route("/alerts/unsubscribe", get(alerts::unsubscribe_page).post(alerts::unsubscribe))
        .route("/alerts/{id}/off", get(alerts::off_page).post(alerts::off))
        .route("/questions", post(alerts::ask))
        .route("/waitlist", post(alerts::join_waitlist))
        .route("/booking/{tour_id}/start", get(checkout::show).post(checkout::book))
        .route("/bookings/{reference}", get(checkout::show_booking))
        .route("/bookings/{reference}/cancel", post(checkout::cancel))
        .route("/bookings/{reference}/calendar.ics", get(checkout::calendar))
        .fallback(show_page)
        .method_not_allowed_fallback(method_not_allowed);
    with_page_errors(routes, state)
}

/// `router` with every handler's [`PageError`] turned into the friendly error page.
pub fn with_page_errors(router: axum::Router<AppState>, state: &AppState) -> axum::Router<AppState> {
    router.layer(axum::middleware::from_fn_with_state(state.clone(), failure::render_page_errors))
}

/// A page for one visitor (login steps, wishlist, profile): never cached
/// here or by anyone on the way.
pub fn personal_page(state: &AppState, visit: &Visit, status: StatusCode, page: Page) -> Response {
    let route = Route::match_path(visit.host.edition, &visit.path);
    let mut response = html(status, render_document(context(state, visit, route, visit.path.clone()), page));
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    response
}

/// The friendly error page for `error`, in the visitor's language.
pub fn error_page(state: &AppState, visit: &Visit, error: &AppError) -> Response {
    error.log();
    let status = error.status();
    let message = (status != StatusCode::NOT_FOUND).then(|| visit.t(error.message_key()));
    let page = Page::Error { status: status.as_u16(), message };
    html(status, render_document(context(state, visit, None, visit.path.clone()), page))
}

/// The fallback handler: every request that is not an asset, form or API call.
pub async fn show_page(State(state): State<AppState>, visit: Visit, method: Method, headers: HeaderMap) -> PageResult {
    if method != Method::GET && method != Method::HEAD {
        let mut response = error_page(&state, &visit, &AppError::MethodNotAllowed);
        response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return Ok(response);
    }
    // Cached pages never get here: `answer_from_cache` answers them first.
    let snapshot = state.catalogue.snapshot();
    let key = page_key(&visit, snapshot.version);
    let route = Route::match_path(visit.host.edition, &visit.path).ok_or(AppError::NotFound)?;
    if let Route::Fixed(key @ (RouteKey::Wishlist | RouteKey::Account | RouteKey::Trips)) = route {
        return account::show(&state, &visit, &headers, key).await;
    }
    Ok(match content::load(&snapshot, &visit, &state.hosts, state.flights.as_ref(), &route).await? {
        Loaded::Page(page) => {
            let document = render_document(context(&state, &visit, Some(route), key.path.clone()), page);
            if !state.pages.is_on() {
                return Ok(uncached(document, &state.page_vary));
            }
            state.metrics.page_cache(false);
            let page = Arc::new(CachedPage::new(document));
            let response = page.respond(&headers, &state.page_vary);
            state.pages.insert(key, page);
            response
        }
        Loaded::Redirect { status, to } => (status, [(header::LOCATION, to)]).into_response(),
    })
}

/// Method errors on form routes (`GET /settings/currency`) get the friendly page too.
pub async fn method_not_allowed(State(state): State<AppState>, visit: Visit) -> Response {
    error_page(&state, &visit, &AppError::MethodNotAllowed)
}
