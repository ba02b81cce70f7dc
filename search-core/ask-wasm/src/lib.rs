//! The browser's door to `search_core::ask`: the Ask page's island parses the
//! wish as the visitor types, with the same rules the server uses. Built as its
//! own module (`@caravan/ask`) so the search bar's wasm stays small; only the
//! Ask page loads this one.

use search_core::ask::{self, AskParse, Chip, Context, Language};
use search_core::period::WeekStart;
use search_core::Currency;
use wasm_bindgen::prelude::*;

use search_core::js::{day, from_js, to_js, Js};

/// Reads a wish: `language` is `en` or `it`, `today` is `YYYY-MM-DD`.
#[wasm_bindgen(js_name = parseAsk)]
pub fn parse_ask(
    text: &str,
    language: &str,
    today: &str,
    week_start: Js<WeekStart>,
    currency: Js<Currency>,
) -> Result<Js<AskParse>, JsError> {
    let context = Context {
        language: Language::from_code(language),
        today: day(today)?,
        week_start: from_js(week_start)?,
        currency: from_js(currency)?,
    };
    to_js(&ask::parse(text, &context))
}

/// The wish without one chip's words: what removing the chip searches for.
#[wasm_bindgen(js_name = withoutChip)]
pub fn without_chip(text: &str, chip: Js<Chip>) -> Result<String, JsError> {
    Ok(ask::without_chip(text, &from_js(chip)?))
}
