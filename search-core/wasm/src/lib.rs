//! The browser's door to `search-core`: each export forwards to one function
//! there, so the rules exist once. Only what the islands call is exported (a
//! rule the server alone uses stays out of the shipped module). TypeScript types come from `tsify` derives on
//! the search-core types (`T::JsType` carries the generated type name), and
//! values cross the boundary through serde-wasm-bindgen. Errors reach
//! JavaScript as exceptions with a message.

use search_core::calendar::{CalendarMonth, CalendarTour, DateRange, RangeClick};
use search_core::history::HistoryEntry;
use search_core::period::{SearchPeriod, WeekStart};
use search_core::selection::{Place, SearchSelection};
use search_core::Constants;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use search_core::js::{day, from_js, to_js, Js};

fn list_to_js<T: Tsify + serde::Serialize>(values: &[T]) -> Result<Vec<Js<T>>, JsError> {
    values.iter().map(to_js).collect()
}

fn list_from_js<T: Tsify + serde::de::DeserializeOwned>(values: Vec<Js<T>>) -> Result<Vec<T>, JsError>
where
    Js<T>: Into<JsValue>,
{
    values.into_iter().map(from_js).collect()
}

/// The business constants the islands need (history size, calendar months, timings…).
#[wasm_bindgen]
pub fn constants() -> Result<Js<Constants>, JsError> {
    to_js(&search_core::constants())
}

/// The month periods the when-picker offers, starting with today's month.
#[wasm_bindgen(js_name = monthPeriods)]
pub fn month_periods(today: &str, count: usize) -> Result<Vec<Js<SearchPeriod>>, JsError> {
    list_to_js(&search_core::period::month_periods(day(today)?, count.min(36)))
}

/// The holidays the periods tab offers (Easter, Christmas), next occurrence first.
#[wasm_bindgen(js_name = holidayPeriods)]
pub fn holiday_periods(today: &str) -> Result<Vec<Js<SearchPeriod>>, JsError> {
    list_to_js(&search_core::period::holiday_periods(day(today)?))
}

/// The first day of the week for an edition's locale (`en-US` → sunday).
#[wasm_bindgen(js_name = weekStart)]
pub fn week_start(locale: &str) -> Result<Js<WeekStart>, JsError> {
    to_js(&WeekStart::for_locale(locale))
}

/// Calendar months from `firstMonth`'s month, marked with the tours.
#[wasm_bindgen(js_name = calendarMonths)]
pub fn calendar_months(
    today: &str,
    first_month: &str,
    months: usize,
    week_start: Js<WeekStart>,
    tours: Vec<Js<CalendarTour>>,
) -> Result<Vec<Js<CalendarMonth>>, JsError> {
    let tours = list_from_js(tours)?;
    list_to_js(&search_core::calendar::calendar_months(day(today)?, day(first_month)?, months.min(36), from_js(week_start)?, &tours))
}

/// A click on the range calendar: the new range and whether the search completes.
#[wasm_bindgen(js_name = clickRangeDay)]
pub fn click_range_day(current: Option<Js<DateRange>>, clicked: &str, today: &str) -> Result<Js<RangeClick>, JsError> {
    let current: Option<DateRange> = current.map(from_js).transpose()?;
    to_js(&search_core::calendar::click_range_day(current.as_ref(), clicked, day(today)?))
}

/// Choosing a destination (clears continents and text).
#[wasm_bindgen(js_name = chooseDestination)]
pub fn choose_destination(selection: Js<SearchSelection>, place: Js<Place>) -> Result<Js<SearchSelection>, JsError> {
    to_js(&from_js::<SearchSelection>(selection)?.choose_destination(from_js(place)?))
}

/// Choosing a continent (clears destination and text; the same one again deselects it).
#[wasm_bindgen(js_name = toggleContinent)]
pub fn toggle_continent(selection: Js<SearchSelection>, continent: Js<Place>) -> Result<Js<SearchSelection>, JsError> {
    to_js(&from_js::<SearchSelection>(selection)?.toggle_continent(from_js(continent)?))
}

/// Typing in the where box (clears earlier selections; trimmed; empty is anywhere).
#[wasm_bindgen(js_name = typeText)]
pub fn type_text(selection: Js<SearchSelection>, typed: &str) -> Result<Js<SearchSelection>, JsError> {
    to_js(&from_js::<SearchSelection>(selection)?.type_text(typed))
}

/// Picking a period (the same one again resets to whenever).
#[wasm_bindgen(js_name = pickPeriod)]
pub fn pick_period(selection: Js<SearchSelection>, period: Js<SearchPeriod>) -> Result<Js<SearchSelection>, JsError> {
    to_js(&from_js::<SearchSelection>(selection)?.pick_period(from_js(period)?))
}

/// Setting dates from the range calendar (none is whenever).
#[wasm_bindgen(js_name = setDates)]
pub fn set_dates(selection: Js<SearchSelection>, range: Option<Js<DateRange>>) -> Result<Js<SearchSelection>, JsError> {
    to_js(&from_js::<SearchSelection>(selection)?.set_dates(range.map(from_js).transpose()?))
}

/// Whether the when completes a search (a period, or a range of two different days).
#[wasm_bindgen(js_name = whenCompletesSearch)]
pub fn when_completes_search(selection: Js<SearchSelection>) -> Result<bool, JsError> {
    Ok(from_js::<SearchSelection>(selection)?.when_completes_search())
}

/// Whether clear-all is disabled (nothing selected).
#[wasm_bindgen(js_name = clearAllDisabled)]
pub fn clear_all_disabled(selection: Js<SearchSelection>) -> Result<bool, JsError> {
    Ok(from_js::<SearchSelection>(selection)?.clear_all_disabled())
}

/// Whether the search button is disabled (focused bar, typed text, no destination).
#[wasm_bindgen(js_name = searchDisabled)]
pub fn search_disabled(selection: Js<SearchSelection>, bar_focused: bool) -> Result<bool, JsError> {
    Ok(from_js::<SearchSelection>(selection)?.search_disabled(bar_focused))
}

/// The URL a search-bar selection navigates to (spec §7).
#[wasm_bindgen(js_name = navigationUrl)]
pub fn navigation_url(selection: Js<SearchSelection>, search_path: &str, travels_experiment: bool) -> Result<String, JsError> {
    let filters = from_js::<SearchSelection>(selection)?.navigation_filters(travels_experiment);
    Ok(search_core::search_url(search_path, &filters))
}

/// The history entry a search-bar selection leaves, at `date` (ISO timestamp).
#[wasm_bindgen(js_name = historyEntry)]
pub fn history_entry(
    selection: Js<SearchSelection>,
    date: &str,
    logged_in: bool,
    travels_experiment: bool,
) -> Result<Js<HistoryEntry>, JsError> {
    to_js(&from_js::<SearchSelection>(selection)?.history_entry(date, logged_in, travels_experiment))
}

/// A stored history (the items of the parsed JSON in local storage), read
/// leniently: items that are not history entries are dropped.
#[wasm_bindgen(js_name = readHistory)]
pub fn read_history(stored: Vec<JsValue>) -> Result<Vec<Js<HistoryEntry>>, JsError> {
    list_to_js(&search_core::history::read_history(stored.into_iter().map(serde_wasm_bindgen::from_value::<HistoryEntry>)))
}

/// The history after a search: deduplicated, newest first, at most 100.
#[wasm_bindgen(js_name = addToHistory)]
pub fn add_to_history(history: Vec<Js<HistoryEntry>>, entry: Js<HistoryEntry>) -> Result<Vec<Js<HistoryEntry>>, JsError> {
    let upper_case = |text: &str| String::from(js_sys::JsString::from(text).to_upper_case());
    list_to_js(&search_core::history::add_to_history_with(list_from_js(history)?, from_js(entry)?, &upper_case))
}

/// The entries the recent-searches block shows.
#[wasm_bindgen(js_name = shownHistory)]
pub fn shown_history(history: Vec<Js<HistoryEntry>>) -> Result<Vec<Js<HistoryEntry>>, JsError> {
    list_to_js(search_core::history::shown_history(&list_from_js(history)?))
}

/// The URL a history item navigates to.
#[wasm_bindgen(js_name = historyUrl)]
pub fn history_url(entry: Js<HistoryEntry>, search_path: &str) -> Result<String, JsError> {
    Ok(from_js::<HistoryEntry>(entry)?.url(search_path))
}

/// The URL of a search on the edition's localised search path, from a query string.
#[wasm_bindgen(js_name = searchUrl)]
pub fn search_url(search_path: &str, query: &str) -> String {
    search_core::search_url(search_path, &search_core::parse_query(query).filters)
}
