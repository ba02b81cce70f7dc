//! `GET /api/layouts`: what the layout needs at start (spec §7): settings
//! with the currencies, the geolocation guess, and the edition's stored
//! layout content (header, footer, contacts, beans, talk-to-us), the feature
//! flags and the A/B experiments this device is in (spec §6).

use crate::experiments::{arm_of, EXPERIMENTS};
use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use axum_extra::extract::CookieJar;
use caravan_site::edition::{for_country, EDITIONS};
use search_core::api::{CurrencyEntry, Geolocation, RedirectDestination, Settings};
use search_core::Currency;
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::BTreeMap;

/// The cookie set when the visitor answered the geolocation popup (spec §4).
pub const FORCED_REDIRECT_COOKIE: &str = "forced_redirect";
/// One experiment and the variant this device sees.
#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Experiment {
    pub id: &'static str,
    pub variant: &'static str,
}

#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Layouts {
    #[tsify(type = "Settings")]
    pub settings: Settings,
    #[tsify(type = "Geolocation")]
    pub geolocation: Geolocation,
    /// Content-managed layout parts of this edition, as stored
    /// (`header`, `footer`, `contacts`, `beans`, `talkToUs`); absent parts are null.
    #[schema(value_type = Object)]
    #[tsify(type = "unknown")]
    pub header: Box<RawValue>,
    #[schema(value_type = Object)]
    #[tsify(type = "unknown")]
    pub footer: Box<RawValue>,
    #[schema(value_type = Object)]
    #[tsify(type = "unknown")]
    pub contacts: Box<RawValue>,
    #[schema(value_type = Vec<Object>)]
    #[tsify(type = "unknown")]
    pub beans: Box<RawValue>,
    #[schema(value_type = Object)]
    #[tsify(type = "unknown")]
    pub talk_to_us: Box<RawValue>,
    /// Feature flags by name (`on`/`off` or a variant).
    #[tsify(type = "Record<string, string>")]
    pub flags: BTreeMap<&'static str, String>,
    pub experiments: Vec<Experiment>,
}

#[utoipa::path(
    get, path = "/api/layouts", tag = "content",
    responses((status = 200, description = "Settings, geolocation and layout content of the edition", body = Layouts))
)]
pub async fn show_layouts(State(state): State<AppState>, visit: Visit, headers: HeaderMap) -> Json<Layouts> {
    let snapshot = state.catalogue.snapshot();
    let edition = visit.host.edition;
    let absent;
    let stored = match snapshot.layouts.get(edition.code()) {
        Some(stored) => stored,
        None => {
            absent = crate::catalogue::layout::StoredLayout::new(Value::Null);
            &absent
        }
    };
    let jar = CookieJar::from_headers(&headers);
    let experiments: Vec<Experiment> = EXPERIMENTS.into_iter().map(|id| Experiment { id, variant: arm_of(&visit, id) }).collect();
    let on_off = |on: bool| if on { "on".to_string() } else { "off".to_string() };
    let mut flags: BTreeMap<&'static str, String> = experiments.iter().map(|e| (e.id, e.variant.to_string())).collect();
    flags.insert("wishlist", on_off(state.flags.wishlist));
    let offered_here = crate::catalogue::layout::talk_to_us_offered(&stored.content, visit.country.as_deref());
    flags.insert("talk-to-us", on_off(state.flags.talk_to_us && offered_here));
    flags.insert("geolocation-popup", on_off(geolocation_popup_on(&state, &visit)));
    Json(Layouts {
        settings: Settings {
            installment_payments: false,
            currencies: Currency::ALL.into_iter().map(|c| CurrencyEntry { iso_code: c, symbol: c.symbol().to_string() }).collect(),
        },
        geolocation: geolocation(&state, &visit, &headers, &jar),
        flags,
        experiments,
        // Written once per snapshot: copied, not serialised again.
        header: stored.header.clone(),
        footer: stored.footer.clone(),
        contacts: stored.contacts.clone(),
        beans: stored.beans.clone(),
        talk_to_us: stored.talk_to_us.clone(),
    })
}

/// The `geolocation-popup` flag for the visitor's country (spec §4: a country's flag value
/// overrides the popup); on where the country is unknown.
fn geolocation_popup_on(state: &AppState, visit: &Visit) -> bool {
    visit.country.as_deref().is_none_or(|country| !state.config.geolocation_popup_off.iter().any(|off| off.eq_ignore_ascii_case(country)))
}

/// Where the visitor seems to be, and the edition of that country when it is
/// not this one; the popup shows only until the visitor has answered once.
fn geolocation(state: &AppState, visit: &Visit, headers: &HeaderMap, jar: &CookieJar) -> Geolocation {
    let edition = visit.host.edition;
    let home = visit.country.as_deref().and_then(for_country).filter(|e| e.id != edition.id);
    let answered = jar.get(FORCED_REDIRECT_COOKIE).is_some_and(|c| EDITIONS.iter().any(|e| e.code() == c.value()));
    // The page being viewed, which the browser names in X-Referer-Url (spec §7); else home.
    let viewed = headers.get("x-referer-url").and_then(|v| v.to_str().ok()).filter(|p| p.starts_with('/')).unwrap_or("/");
    let destination = home.map(|target| {
        let route = caravan_site::routes::Route::match_path(edition, viewed.split(['?', '#']).next().unwrap_or("/"));
        let url = state
            .hosts
            .edition_links(&visit.host, route.as_ref())
            .into_iter()
            .find(|l| l.html_lang == target.html_lang)
            .map(|l| l.url)
            .unwrap_or_else(|| state.hosts.canonical_url(target, "/"));
        let locale = edition.fluent_locale();
        let msg = |key: &str| {
            caravan_site::i18n::message(locale, key, &[("edition", target.label.into()), ("currency", target.currency.iso_code().into())])
        };
        RedirectDestination {
            edition: target.code().to_string(),
            url,
            label: target.label.to_string(),
            // Prices in the currency the visitor already sees are no reason to move.
            message: msg(if target.currency == visit.currency { "geo-message-same-currency" } else { "geo-message" }),
            go_label: msg("geo-go"),
            stay_label: msg("geo-stay"),
        }
    });
    Geolocation {
        market: edition.code().to_string(),
        currency: visit.currency,
        needs_redirect: destination.is_some(),
        show_redirect_popup: destination.is_some() && !answered && geolocation_popup_on(state, visit),
        reference: visit.country.clone(),
        redirect_destination: destination,
    }
}
