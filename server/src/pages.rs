//! The localised page router: Host → edition, path → route, route → data →
//! Leptos HTML. Every failure becomes the friendly error page with the right
//! status, in the visitor's language.

use crate::catalogue::{self, PageRef, TravelQuery, Viewer};
use crate::error::{AppError, AppResult};
use crate::AppState;
use axum::extract::{Form, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use caravan_app::i18n::message;
use caravan_app::model::{Block, CustomPage, NamedLink, Page, SearchResults};
use caravan_app::routes::{Route, RouteKey};
use caravan_app::{render_document, PageContext};
use search_core::{choose_currency, parse_query, Currency, Filters};
use serde::Deserialize;
use serde_json::Value;

const TRAVELS_PER_PAGE: i64 = 24;
const CURRENCY_COOKIE: &str = "currency";

/// Reads one cookie from the request.
fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// Everything about the request that shapes a page.
struct Visit {
    host: crate::editions::RequestHost,
    currency: Currency,
    path_and_query: String,
    query: String,
}

impl Visit {
    fn new(state: &AppState, headers: &HeaderMap, uri: &Uri) -> Visit {
        let host = state.hosts.resolve(headers.get(header::HOST).and_then(|h| h.to_str().ok()));
        let currency = choose_currency(cookie(headers, CURRENCY_COOKIE), None, &Currency::ALL, host.edition.currency);
        Visit {
            host,
            currency,
            path_and_query: uri.path_and_query().map(|p| p.as_str().to_string()).unwrap_or_else(|| "/".into()),
            query: uri.query().unwrap_or("").to_string(),
        }
    }

    fn viewer(&self, state: &AppState) -> Viewer {
        Viewer { language: self.host.edition.language, currency: self.currency, today: state.today() }
    }

    fn t(&self, key: &str) -> String {
        message(self.host.edition.fluent_locale(), key, &[])
    }

    fn context(&self, state: &AppState, route: Option<Route>) -> PageContext {
        let edition = self.host.edition;
        PageContext {
            edition,
            currency: self.currency,
            canonical: route.as_ref().and_then(|r| r.path(edition)).map(|p| state.hosts.canonical_url(edition, &p)),
            alternates: route.as_ref().map(|r| state.hosts.alternates(r)).unwrap_or_default(),
            edition_links: state.hosts.edition_links(&self.host, route.as_ref()),
            route,
            path: self.path_and_query.clone(),
            assets: state.assets.clone(),
            flags: state.flags,
            today: state.today(),
            bookings_host: state.config.bookings_host.as_str().into(),
        }
    }

    /// Renders `page` with `status` as an HTML response.
    fn render(&self, state: &AppState, route: Option<Route>, page: Page, status: StatusCode) -> Response {
        let html = render_document(self.context(state, route), page);
        let mut response = (status, html).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        headers.insert(header::VARY, HeaderValue::from_static("Host, Cookie"));
        response
    }

    fn error_page(&self, state: &AppState, error: &AppError) -> Response {
        error.log();
        let status = error.status();
        let message = (status != StatusCode::NOT_FOUND).then(|| self.t(error.message_key()));
        self.render(state, None, Page::Error { status: status.as_u16(), message }, status)
    }
}

/// The fallback handler: every GET that is not an asset, API or health check.
pub async fn show_page(State(state): State<AppState>, headers: HeaderMap, uri: Uri) -> Response {
    let visit = Visit::new(&state, &headers, &uri);
    let Some(route) = Route::match_path(visit.host.edition, uri.path()) else {
        return visit.error_page(&state, &AppError::NotFound);
    };
    match load(&state, &visit, &route).await {
        Ok(page) => visit.render(&state, Some(route), page, StatusCode::OK),
        Err(error) => visit.error_page(&state, &error),
    }
}

fn area_links(visit: &Visit, continents: &[(String, String)]) -> Vec<NamedLink> {
    RouteKey::ALL
        .into_iter()
        .filter_map(|k| {
            let code = k.continent()?;
            let label = continents.iter().find(|(c, _)| c == code)?.1.clone();
            Some(NamedLink { label, href: k.path(visit.host.edition)?.to_string() })
        })
        .collect()
}

fn page_number(filters: &Filters) -> i64 {
    i64::from(filters.page_or_default())
}

async fn load(state: &AppState, visit: &Visit, route: &Route) -> AppResult<Page> {
    let db = &state.db;
    let viewer = visit.viewer(state);
    let filters = parse_query(&visit.query).filters;
    let locale = visit.host.edition.fluent_locale();
    Ok(match route {
        Route::Fixed(RouteKey::Index) => {
            let travels = catalogue::travels(db, &viewer, &TravelQuery::default(), 1, 8).await?.items;
            let (departures, countries) = catalogue::totals(db, &viewer).await?;
            let continents = catalogue::continents(db, &viewer).await?;
            Page::Home { travels, areas: area_links(visit, &continents), departures, countries }
        }
        Route::Fixed(RouteKey::Travels) => {
            let continents = catalogue::continents(db, &viewer).await?;
            let travels = catalogue::travels(db, &viewer, &TravelQuery::default(), page_number(&filters), TRAVELS_PER_PAGE).await?;
            Page::TravelList { title: visit.t("travels-title"), intro: visit.t("travels-intro"), travels, areas: area_links(visit, &continents) }
        }
        Route::Fixed(key) if key.continent().is_some() => {
            let code = key.continent().unwrap_or_default().to_string();
            let continents = catalogue::continents(db, &viewer).await?;
            let name = continents.iter().find(|(c, _)| *c == code).map(|(_, n)| n.clone()).unwrap_or_default();
            let query = TravelQuery { continent: Some(code), ..TravelQuery::default() };
            let travels = catalogue::travels(db, &viewer, &query, page_number(&filters), TRAVELS_PER_PAGE).await?;
            Page::TravelList {
                title: message(locale, "area-title", &[("continent", name.clone().into())]),
                intro: message(locale, "area-intro", &[("continent", name.into())]),
                travels,
                areas: area_links(visit, &continents),
            }
        }
        Route::Fixed(RouteKey::Tours) => {
            let confirmed = Filters {
                status: Some(vec![search_core::TourStatus::Confirmed, search_core::TourStatus::AlmostFull]),
                page: filters.page,
                ..Filters::default()
            };
            let results = catalogue::search_tours(db, &viewer, &confirmed).await?;
            Page::ToursList { title: visit.t("tours-title"), tours: results.tours }
        }
        Route::Fixed(RouteKey::Search) => {
            let results = catalogue::search_tours(db, &viewer, &filters).await?;
            let summary = message(locale, "search-summary", &[("count", results.tours.total.into())]);
            Page::Search(SearchResults { filters, summary, tours: results.tours, group_by_month: results.group_by_month })
        }
        Route::Fixed(RouteKey::Coordinators) => Page::Coordinators { coordinators: catalogue::coordinators(db).await? },
        Route::Fixed(RouteKey::Wishlist) => Page::Wishlist,
        Route::Fixed(RouteKey::EventsWemeet) => Page::Events { events: catalogue::events(db, &viewer).await? },
        Route::Fixed(RouteKey::SearchAi) => Page::SearchAi,
        Route::Fixed(RouteKey::Login) => Page::Login,
        // The OAuth callback arrives with accounts; until then it is not a page.
        Route::Fixed(RouteKey::LoginRedirect) => return Err(AppError::NotFound),
        Route::Fixed(key) => custom_page(state, &viewer, PageRef::RoutingKey(key.name())).await?,
        Route::Custom { slug } => custom_page(state, &viewer, PageRef::Slug(slug)).await?,
        Route::Travel { travel } => Page::Travel(Box::new(catalogue::travel_detail(db, &viewer, travel).await?)),
        Route::Itinerary { travel } => Page::Itinerary(Box::new(catalogue::travel_detail(db, &viewer, travel).await?)),
        Route::Tour { travel, tour } => {
            let detail = catalogue::travel_detail(db, &viewer, travel).await?;
            let row = detail.tours.iter().find(|t| t.code.eq_ignore_ascii_case(tour)).cloned().ok_or(AppError::NotFound)?;
            Page::Tour { travel: Box::new(detail), tour: row }
        }
        Route::Coordinator { coordinator } => {
            let (card, bio) = catalogue::coordinator(db, &viewer, coordinator).await?;
            let query = TravelQuery { coordinator: Some(card.slug.clone()), ..TravelQuery::default() };
            let travels = catalogue::travels(db, &viewer, &query, 1, 12).await?.items;
            Page::Coordinator { coordinator: card, bio, travels }
        }
    })
}

/// A stored page with its blocks resolved: HTML sanitised, travel lists loaded.
async fn custom_page(state: &AppState, viewer: &Viewer, page: PageRef<'_>) -> AppResult<Page> {
    let stored = catalogue::custom_page(&state.db, viewer, page).await?;
    let mut blocks = Vec::new();
    for block in stored.blocks {
        let content = block.get("content").cloned().unwrap_or(Value::Null);
        let text = |key: &str| content.get(key).and_then(Value::as_str).unwrap_or_default().to_string();
        match block.get("blockType").and_then(Value::as_str) {
            Some("heading") => blocks.push(Block::Heading { text: text("text") }),
            Some("richText" | "html") => blocks.push(Block::RichText { html: ammonia::clean(&text("html")) }),
            Some("travels") => {
                let query = TravelQuery {
                    collection: content.get("collection").and_then(Value::as_bool).unwrap_or(false),
                    discounted: content.get("discounted").and_then(Value::as_bool).unwrap_or(false),
                    continent: content.get("continent").and_then(Value::as_str).map(str::to_string),
                    coordinator: None,
                };
                let travels = catalogue::travels(&state.db, viewer, &query, 1, 12).await?.items;
                blocks.push(Block::Travels { title: text("title"), travels });
            }
            other => tracing::warn!(block_type = ?other, "skipping unknown block type"),
        }
    }
    Ok(Page::Custom(CustomPage {
        title: stored.title,
        description: stored.description,
        blocks,
        custom_css: stored.custom_css,
        transparent_header: stored.transparent_header,
        hide_layout: stored.hide_layout,
    }))
}

#[derive(Deserialize)]
pub struct CurrencyForm {
    currency: String,
    back: Option<String>,
}

/// POST /settings/currency: remembers the chosen currency in a cookie and goes back.
pub async fn set_currency(State(state): State<AppState>, headers: HeaderMap, uri: Uri, form: Result<Form<CurrencyForm>, axum::extract::rejection::FormRejection>) -> Response {
    let visit = Visit::new(&state, &headers, &uri);
    let Ok(Form(form)) = form else {
        return visit.error_page(&state, &AppError::BadRequest("error-bad-form"));
    };
    let Some(currency) = Currency::parse(&form.currency) else {
        return visit.error_page(&state, &AppError::BadRequest("error-bad-currency"));
    };
    // Only same-site paths: never an open redirect.
    let back = form.back.filter(|b| b.starts_with('/') && !b.starts_with("//") && !b.contains('\\')).unwrap_or_else(|| "/".into());
    let cookie = format!("{CURRENCY_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax", currency.iso_code());
    let mut response = Redirect::to(&back).into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// POST /login: one-time codes arrive with accounts; say so clearly meanwhile.
pub async fn login_unavailable(State(state): State<AppState>, headers: HeaderMap, uri: Uri) -> Response {
    Visit::new(&state, &headers, &uri).error_page(&state, &AppError::Unavailable("login-unavailable"))
}
