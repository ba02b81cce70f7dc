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
//! * [`date`] — `YYYY-MM-DD` dates and month arithmetic.

pub mod api;
pub mod calendar;
pub mod currency;
pub mod date;
pub mod filters;
pub mod history;
pub mod labels;
pub mod pagination;
pub mod period;
pub mod rating;
pub mod selection;
pub mod sort;
pub mod status;

pub use currency::{choose_currency, format_price, Currency, Decimals};
pub use filters::{parse_query, search_url, Filters, Ignored, IgnoredReason, InvalidFilter, ParsedQuery};
pub use rating::{rating_band, RatingBand};
pub use sort::{effective_sort, groups_by_month, EffectiveSort, SearchTarget, Sort};
pub use status::{alert_types, seat_label, AlertType, SeatLabel, TourStatus};
