//! Pure search rules shared by the Caravan server (native) and the browser (wasm).
//!
//! Nothing in this crate does I/O, reads a clock or allocates global state: every
//! function is a rule from the product specification (`shared/SPEC.md`), written
//! once and called from both sides of the wire.
//!
//! * [`status`] — tour statuses, seat labels, calendar priority, alert types (spec §4).
//! * [`filters`] — the search query grammar: parsing and serialising filters (spec §3, §5).
//! * [`sort`] — sort values, the effective sort and month grouping (spec §4 "Sort").
//! * [`currency`] — currencies, price formatting and the currency choice (spec §3, §9).
//! * [`rating`] — review rating bands (spec §5).
//! * [`api`] — the wire types of the JSON API (spec §3, §7), with TypeScript types from tsify.
//! * [`period`] — search periods, week starts and event windows (spec §3, §4, §9).
//! * [`calendar`] — the calendar grid and the range-calendar rules (spec §3, §4, §9).
//! * [`selection`] — the search bar's where/when selection and its navigation query (spec §4, §7).
//! * [`history`] — search history: storage rules, dedup, what is shown (spec §9).
//! * [`labels`] — price and duration options and labels, the age-filter rule (spec §5, §9).
//! * [`pagination`] — pages and "Page X of Y" (spec §9).
//! * [`ask`] — Ask: a free-text wish read into filters and explained chips.
//! * `js` (feature `wasm`) — the JavaScript boundary the wasm adapters share.
//! * [`date`] — `YYYY-MM-DD` dates and month arithmetic.

pub mod api;
pub mod ask;
pub mod booking;
pub mod calendar;
pub mod currency;
pub mod date;
pub mod filters;
pub mod history;
#[cfg(feature = "wasm")]
pub mod js;
pub mod labels;
pub mod pagination;
pub mod period;
pub mod rating;
pub mod selection;
pub mod sort;
pub mod status;
pub mod validation;

pub use currency::{choose_currency, format_price, Currency, Decimals};
pub use filters::{parse_query, search_url, Filters, Ignored, IgnoredReason, InvalidFilter, ParsedQuery};
pub use rating::{rating_band, RatingBand};
pub use sort::{effective_sort, groups_by_month, EffectiveSort, SearchTarget, Sort};
pub use status::{alert_types, seat_label, AlertType, SeatLabel, TourStatus};

/// The business constants the browser needs (spec §9), in one value so the
/// islands never repeat a number the server already knows.
#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Constants {
    pub history_storage_key: &'static str,
    pub history_max_entries: usize,
    pub history_shown: usize,
    pub calendar_months: usize,
    /// Months the when picker's periods tab offers, today's first.
    pub picker_months: usize,
    pub calendar_filter_mode_months: usize,
    pub duration_options: [&'static str; 3],
    pub price_breaks: [i64; 3],
    pub default_per_page: i32,
    /// Debounce of the where box before suggestions are fetched, in ms.
    pub search_debounce_ms: u32,
    /// Delay before the search bar opens by itself on desktop, in ms.
    pub auto_open_delay_ms: u32,
}

pub fn constants() -> Constants {
    Constants {
        history_storage_key: history::STORAGE_KEY,
        history_max_entries: history::MAX_ENTRIES,
        history_shown: history::SHOWN,
        calendar_months: calendar::DEFAULT_MONTHS,
        picker_months: period::PICKER_MONTHS,
        calendar_filter_mode_months: calendar::FILTER_MODE_MONTHS,
        duration_options: labels::DURATION_OPTIONS,
        price_breaks: labels::PRICE_BREAKS,
        default_per_page: Filters::default().per_page_or_default(),
        search_debounce_ms: 800,
        auto_open_delay_ms: 400,
    }
}
