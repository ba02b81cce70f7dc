//! The browser's door to `search_core::ask`: the Ask page's island parses the
//! wish as the visitor types, with the same rules the server uses. Built as its
//! own module (`@caravan/ask`) so the search bar's wasm stays small; only the
//! Ask page loads this one.

use search_core::ask::{self, AskParse, Chip, Context, Language};
use search_core::period::WeekStart;
use search_core::Currency;
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

/// Reads a wish: `language` is `en` or `it`, `today` is `YYYY-MM-DD`.
#[wasm_bindgen(js_name = parseAsk)]
pub fn parse_ask(
    text: &str,
    language: &str,
    today: &str,
    week_start: Js<WeekStart>,
    currency: Js<Currency>,
) -> Result<Js<AskParse>, JsError> {
    let today = search_core::date::parse_iso(today).ok_or_else(|| JsError::new(&format!("\"{today}\" is not a YYYY-MM-DD date")))?;
    let context =
        Context { language: Language::from_code(language), today, week_start: from_js(week_start)?, currency: from_js(currency)? };
    to_js(&ask::parse(text, &context))
}

/// The wish without one chip's words: what removing the chip searches for.
#[wasm_bindgen(js_name = withoutChip)]
pub fn without_chip(text: &str, chip: Js<Chip>) -> Result<String, JsError> {
    Ok(ask::without_chip(text, &from_js(chip)?))
}
