//! The browser's door to `search-core`: each export forwards to one function
//! there, so the rules exist once. TypeScript types come from `tsify` derives on
//! the search-core types (`T::JsType` carries the generated type name), and
//! values cross the boundary through serde-wasm-bindgen. Errors reach
//! JavaScript as exceptions with a message.

use search_core::{Currency, Decimals, Filters, ParsedQuery, SeatLabel, TourStatus};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

type Js<T> = <T as Tsify>::JsType;

fn to_js<T: Tsify + serde::Serialize>(value: &T) -> Result<Js<T>, JsError> {
    value.into_js().map_err(|e| JsError::new(&e.to_string()))
}

fn from_js<T: Tsify + serde::de::DeserializeOwned>(value: Js<T>) -> Result<T, JsError>
where
    Js<T>: Into<JsValue>,
{
    T::from_js(value).map_err(|e| JsError::new(&format!("invalid argument: {e}")))
}

/// Parses a query string (`?a=1&b[]=2`, leading `?` optional). Never throws on input.
#[wasm_bindgen(js_name = parseQuery)]
pub fn parse_query(query: &str) -> Result<Js<ParsedQuery>, JsError> {
    to_js(&search_core::parse_query(query))
}

/// Serialises filters to a query string without the leading `?`.
#[wasm_bindgen(js_name = toQuery)]
pub fn to_query(filters: Js<Filters>) -> Result<String, JsError> {
    Ok(from_js::<Filters>(filters)?.to_query())
}

/// The URL of a search on the edition's localised search path.
#[wasm_bindgen(js_name = searchUrl)]
pub fn search_url(search_path: &str, filters: Js<Filters>) -> Result<String, JsError> {
    Ok(search_core::search_url(search_path, &from_js(filters)?))
}

/// Formats a price given in minor units; `decimals` is 0 or 2.
#[wasm_bindgen(js_name = formatPrice)]
pub fn format_price(amount_minor: f64, currency: &str, decimals: u8) -> Result<String, JsError> {
    let currency = Currency::parse(currency).ok_or_else(|| JsError::new(&format!("unknown currency {currency:?}")))?;
    let decimals = match decimals {
        0 => Decimals::Zero,
        2 => Decimals::Two,
        other => return Err(JsError::new(&format!("decimals must be 0 or 2, got {other}"))),
    };
    if !amount_minor.is_finite() || amount_minor.fract() != 0.0 || amount_minor.abs() > 9_007_199_254_740_991.0 {
        return Err(JsError::new("amount must be a whole number of minor units"));
    }
    Ok(search_core::format_price(amount_minor as i64, currency, decimals))
}

/// The seat label of a departure, or undefined.
#[wasm_bindgen(js_name = seatLabel)]
pub fn seat_label(status: Js<TourStatus>, free_seats: i32, seats_to_confirm: i32) -> Result<Option<Js<SeatLabel>>, JsError> {
    let status: TourStatus = from_js(status)?;
    search_core::seat_label(status, free_seats.into(), seats_to_confirm.into()).as_ref().map(to_js).transpose()
}

/// Calendar priority of a status: lower wins when tours share a day.
#[wasm_bindgen(js_name = calendarPriority)]
pub fn calendar_priority(status: Js<TourStatus>) -> Result<u8, JsError> {
    Ok(from_js::<TourStatus>(status)?.calendar_priority())
}

/// The statuses a search uses when none is chosen.
#[wasm_bindgen(js_name = defaultStatuses)]
pub fn default_statuses() -> Result<Vec<Js<TourStatus>>, JsError> {
    TourStatus::DEFAULT_SEARCH.iter().map(to_js).collect()
}
