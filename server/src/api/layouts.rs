//! `GET /api/layouts`: what the layout needs at start (spec §7): settings
//! with the currencies, the geolocation guess, and the edition's stored
//! layout content (header, footer, contacts, beans, talk-to-us).

use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::Json;
use search_core::api::{CurrencyEntry, Geolocation, Settings};
use search_core::Currency;
use serde::Serialize;
use serde_json::Value;

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Layouts {
    pub settings: Settings,
    pub geolocation: Geolocation,
    /// Content-managed layout parts of this edition, as stored
    /// (`header`, `footer`, `contacts`, `beans`, `talkToUs`); absent parts are null.
    #[schema(value_type = Object)]
    pub header: Value,
    #[schema(value_type = Object)]
    pub footer: Value,
    #[schema(value_type = Object)]
    pub contacts: Value,
    #[schema(value_type = Vec<Object>)]
    pub beans: Value,
    #[schema(value_type = Object)]
    pub talk_to_us: Value,
}

#[utoipa::path(
    get, path = "/api/layouts", tag = "content",
    responses((status = 200, description = "Settings, geolocation and layout content of the edition", body = Layouts))
)]
pub async fn show_layouts(State(state): State<AppState>, visit: Visit) -> Json<Layouts> {
    let snapshot = state.catalogue.snapshot();
    let edition = visit.host.edition;
    let stored = snapshot.layouts.get(edition.code()).cloned().unwrap_or(Value::Null);
    let part = |name: &str| stored.get(name).cloned().unwrap_or(Value::Null);
    Json(Layouts {
        settings: Settings {
            installment_payments: false,
            currencies: Currency::ALL.into_iter().map(|c| CurrencyEntry { iso_code: c, symbol: c.symbol().to_string() }).collect(),
        },
        geolocation: Geolocation {
            market: edition.code().to_string(),
            currency: visit.currency,
            needs_redirect: false,
            show_redirect_popup: false,
        },
        header: part("header"),
        footer: part("footer"),
        contacts: part("contacts"),
        beans: stored.get("beans").cloned().unwrap_or(Value::Array(Vec::new())),
        talk_to_us: part("talkToUs"),
    })
}
