//! `GET /api/layouts`: what the layout needs at start (spec §7): settings
//! with the currencies, the geolocation guess, and the edition's stored
//! layout content (header, footer, contacts, beans, talk-to-us), the feature
//! flags and the A/B experiments this device is in (spec §6).

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
/// The device cookie the A/B service is keyed on (spec §6, §7).
pub const DEVICE_COOKIE: &str = "device_id";
/// A/B experiments of spec §6, each with two variants.
pub const EXPERIMENTS: [&str; 3] = ["itineraries-default", "ab-test-social-proofing", "test-aa-experiment"];

/// One experiment and the variant this device sees.
#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Experiment {
    pub id: &'static str,
    pub variant: &'static str,
}

/// Who the A/B service sees (spec §6: initialised with a device id, country and language).
#[derive(Debug, Clone, Copy)]
pub struct AbVisitor<'a> {
    pub device: Option<&'a str>,
    /// ISO alpha-2 country of the visit, empty when unknown.
    pub country: &'a str,
    /// The edition's language code.
    pub language: &'a str,
}

/// A stable variant per visitor and experiment: half the devices see each,
/// and a device's arm in one experiment says nothing of its arm in another.
/// The arm is the top bit of SHA-256(experiment, device, country, language),
/// uniform whatever the names look like (a one-bit FNV hash put every device
/// in the same arm of all three experiments); country and language key it as
/// the spec keys the service. Without a device id (tracking refused) everyone
/// sees the control.
pub fn variant(visitor: AbVisitor<'_>, experiment: &str) -> &'static str {
    use sha2::{Digest, Sha256};
    match visitor.device {
        Some(id) if !id.is_empty() => {
            let digest = Sha256::new()
                .chain_update(experiment.as_bytes())
                .chain_update([0])
                .chain_update(id.as_bytes())
                .chain_update([0])
                .chain_update(visitor.country.to_ascii_uppercase().as_bytes())
                .chain_update([0])
                .chain_update(visitor.language.as_bytes())
                .finalize();
            if digest[0] < 0x80 {
                "control"
            } else {
                "variant"
            }
        }
        _ => "control",
    }
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
    let device = jar.get(DEVICE_COOKIE).map(|c| c.value().to_string());
    let visitor =
        AbVisitor { device: device.as_deref(), country: visit.country.as_deref().unwrap_or(""), language: edition.language.code() };
    let experiments: Vec<Experiment> = EXPERIMENTS.into_iter().map(|id| Experiment { id, variant: variant(visitor, id) }).collect();
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

#[cfg(test)]
mod tests {
    use super::*;

    const DEVICES: usize = 10_000;

    fn device(n: usize) -> String {
        format!("{:08x}-4a1c-4f00-8000-{:012x}", n * 7919, n)
    }

    fn visitor(device: Option<&str>) -> AbVisitor<'_> {
        AbVisitor { device, country: "IT", language: "it" }
    }

    fn in_variant(experiment: &str) -> Vec<bool> {
        (0..DEVICES).map(|n| variant(visitor(Some(&device(n))), experiment) == "variant").collect()
    }

    #[test]
    fn each_experiment_splits_devices_in_half() {
        for experiment in EXPERIMENTS {
            let share = in_variant(experiment).iter().filter(|v| **v).count() as f64 / DEVICES as f64;
            assert!((0.48..=0.52).contains(&share), "{experiment}: {share:.3} of devices in the variant");
        }
    }

    #[test]
    fn arms_of_different_experiments_are_independent() {
        for (i, first) in EXPERIMENTS.iter().enumerate() {
            for second in &EXPERIMENTS[i + 1..] {
                let (a, b) = (in_variant(first), in_variant(second));
                for (x, y) in [(false, false), (false, true), (true, false), (true, true)] {
                    let share = a.iter().zip(&b).filter(|(p, q)| **p == x && **q == y).count() as f64 / DEVICES as f64;
                    assert!((0.23..=0.27).contains(&share), "{first}={x} and {second}={y}: {share:.3}");
                }
            }
        }
    }

    #[test]
    fn a_device_keeps_its_arm_and_no_device_means_control() {
        let id = device(42);
        assert_eq!(variant(visitor(Some(&id)), EXPERIMENTS[0]), variant(visitor(Some(&id)), EXPERIMENTS[0]));
        assert_eq!(variant(visitor(None), EXPERIMENTS[0]), "control");
        assert_eq!(variant(visitor(Some("")), EXPERIMENTS[0]), "control");
    }

    /// Spec §6 keys the service on country and language: a device's arm may differ between
    /// them (about half the devices change arm with the language), never within one.
    #[test]
    fn country_and_language_key_the_arm() {
        let arm =
            |n: usize, country: &str, language: &str| variant(AbVisitor { device: Some(&device(n)), country, language }, EXPERIMENTS[0]);
        let moved = |other: &dyn Fn(usize) -> &'static str| (0..2000).filter(|&n| arm(n, "IT", "it") != other(n)).count();
        let by_language = moved(&|n| arm(n, "IT", "de"));
        let by_country = moved(&|n| arm(n, "DE", "it"));
        assert!((800..=1200).contains(&by_language), "{by_language} of 2000 devices change arm with the language");
        assert!((800..=1200).contains(&by_country), "{by_country} of 2000 devices change arm with the country");
        assert_eq!(moved(&|n| arm(n, "it", "it")), 0, "the country's case does not matter");
    }
}
