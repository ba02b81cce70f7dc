//! The JavaScript boundary both wasm adapters (`search-core/wasm`,
//! `search-core/ask-wasm`) cross (feature `wasm`): values to and from JS
//! through their tsify types, and errors as exceptions with a message.

use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// The JavaScript type tsify generates for `T`.
pub type Js<T> = <T as Tsify>::JsType;

pub fn to_js<T: Tsify + serde::Serialize>(value: &T) -> Result<Js<T>, JsError> {
    value.into_js().map_err(|e| JsError::new(&e.to_string()))
}

pub fn from_js<T: Tsify + serde::de::DeserializeOwned>(value: Js<T>) -> Result<T, JsError>
where
    Js<T>: Into<JsValue>,
{
    T::from_js(value).map_err(|e| JsError::new(&format!("invalid argument: {e}")))
}

/// A `YYYY-MM-DD` argument, or an exception saying it is not one.
pub fn day(text: &str) -> Result<chrono::NaiveDate, JsError> {
    crate::date::parse_iso(text).ok_or_else(|| JsError::new(&format!("\"{text}\" is not a YYYY-MM-DD date")))
}
