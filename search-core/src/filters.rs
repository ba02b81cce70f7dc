//! Search filters and their query-string grammar (spec §3 "Filters", §5 "Query filter parsing").
//!
//! # Grammar
//!
//! ```text
//! query  = [ pair *( "&" pair ) ]
//! pair   = key [ "[]" ] [ "=" value ]        ; key and value are form-urlencoded ('+' is a space)
//! ```
//!
//! Rules, in the order they apply:
//!
//! 1. Only the keys listed in [`KEYS`] are kept; any other key is ignored (reported in
//!    [`ParsedQuery::ignored`], never an error), so old or foreign links still open a search.
//! 2. A key written with `[]` is an array; repeating it appends. A list key written without
//!    `[]` is accepted as a one-element list. A scalar key keeps its last value.
//! 3. `discounted`, `isNoSharingRoomAvailable` and `hasTours`: the string `true` is `true`,
//!    `false` is `false`; anything else is ignored.
//! 4. `daysSpan`, `priceFrom`, `priceTo`, `durationFrom`, `durationTo`, `page`, `perPage` are
//!    decimal integers within [`IntRange`] bounds; non-numbers and out-of-range values are ignored.
//!    Prices are in minor units (shown divided by 100).
//! 5. `status[]` keeps known statuses; `sort` keeps a known sort value.
//! 6. `dateFrom` and `dateTo` must be valid `YYYY-MM-DD` dates or they are ignored; when both
//!    are present and reversed they are swapped.
//! 7. Control characters (NUL, newlines, …) are removed from every value, then text
//!    values are trimmed; empty ones are ignored; `textSearch` keeps at most
//!    [`MAX_TEXT_CHARS`] characters, list items at most [`MAX_TOKEN_CHARS`]; lists keep their
//!    first [`MAX_LIST_ITEMS`] distinct items.
//! 8. Bad percent-escapes and invalid UTF-8 are decoded lossily (U+FFFD) and then follow the
//!    rules above: parsing never fails.
//!
//! Serialising ([`Filters::to_query`]) writes keys in field order, lists as `key[]=v` each,
//! values form-urlencoded, so `parse_query(f.to_query()).filters == f` for any parsed `f`.

use crate::{Sort, TourStatus};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Longest free-text search kept, in characters.
pub const MAX_TEXT_CHARS: usize = 200;
/// Longest list item or short token kept, in characters.
pub const MAX_TOKEN_CHARS: usize = 64;
/// Most items a list keeps.
pub const MAX_LIST_ITEMS: usize = 50;

/// Search and listing filters. Every field is optional: absent means "no constraint".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Filters {
    #[serde(skip_serializing_if = "Option::is_none", alias = "durations[]")]
    pub durations: Option<Vec<String>>,
    /// Minimum price in minor units.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_from: Option<i32>,
    /// Maximum price in minor units.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_to: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "ageBadge[]")]
    pub age_badge: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discounted: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_no_sharing_room_available: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "badgeId[]")]
    pub badge_id: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "travelStyles[]")]
    pub travel_styles: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "status[]")]
    pub status: Option<Vec<TourStatus>>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "travelTypes[]")]
    pub travel_types: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "costCenters[]")]
    pub cost_centers: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_from: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_to: Option<i32>,
    // Listing filters.
    #[serde(skip_serializing_if = "Option::is_none", alias = "travelId[]")]
    pub travel_id: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub has_tours: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sort: Option<Sort>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub show: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub per_page: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tab: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_search: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub days_span: Option<i32>,
    /// `YYYY-MM-DD`
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date_to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "continentId[]")]
    pub continent_id: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none", alias = "destinationId[]")]
    pub destination_id: Option<Vec<String>>,
}

/// The result of parsing: the filters kept, and what was dropped and why.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ParsedQuery {
    pub filters: Filters,
    pub ignored: Vec<Ignored>,
}

/// A query pair that was not kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Ignored {
    pub key: String,
    pub reason: IgnoredReason,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum IgnoredReason {
    UnknownKey,
    NotABoolean,
    NotAnInteger,
    OutOfRange,
    UnknownValue,
    InvalidDate,
    Empty,
}

/// A filter value the grammar does not accept, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidFilter {
    pub key: String,
    pub reason: IgnoredReason,
    /// The accepted bounds, for integers.
    pub range: Option<IntRange>,
}

impl std::fmt::Display for InvalidFilter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let key = &self.key;
        match (self.reason, self.range) {
            (IgnoredReason::OutOfRange, Some(r)) => write!(f, "{key} must be between {} and {}", r.min, r.max),
            (IgnoredReason::InvalidDate, _) => write!(f, "{key} must be a date written YYYY-MM-DD"),
            (IgnoredReason::NotAnInteger, _) => write!(f, "{key} must be a whole number"),
            (IgnoredReason::NotABoolean, _) => write!(f, "{key} must be true or false"),
            (IgnoredReason::UnknownValue, _) => write!(f, "{key} has a value this search does not know"),
            (IgnoredReason::UnknownKey, _) => write!(f, "{key} is not a filter"),
            (_, _) => write!(f, "{key} is not valid"),
        }
    }
}

impl std::error::Error for InvalidFilter {}

/// Inclusive bounds of an integer filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IntRange {
    pub min: i32,
    pub max: i32,
}

/// The kind of value a key holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Bool,
    Int(IntRange),
    Text(usize),
    List,
    Statuses,
    Sort,
    Date,
}

const PRICE: IntRange = IntRange { min: 0, max: 100_000_000 };
const DAYS: IntRange = IntRange { min: 0, max: 366 };

/// Every key the grammar knows, with its kind, in serialisation order.
pub const KEYS: [&str; 26] = [
    "durations",
    "priceFrom",
    "priceTo",
    "ageBadge",
    "discounted",
    "isNoSharingRoomAvailable",
    "badgeId",
    "travelStyles",
    "status",
    "travelTypes",
    "costCenters",
    "durationFrom",
    "durationTo",
    "travelId",
    "hasTours",
    "sort",
    "show",
    "page",
    "perPage",
    "tab",
    "textSearch",
    "daysSpan",
    "dateFrom",
    "dateTo",
    "continentId",
    "destinationId",
];

fn kind_of(key: &str) -> Option<Kind> {
    Some(match key {
        "discounted" | "isNoSharingRoomAvailable" | "hasTours" => Kind::Bool,
        "priceFrom" | "priceTo" => Kind::Int(PRICE),
        "durationFrom" | "durationTo" | "daysSpan" => Kind::Int(DAYS),
        "page" => Kind::Int(IntRange { min: 1, max: 100_000 }),
        "perPage" => Kind::Int(IntRange { min: 1, max: 100 }),
        "show" | "tab" => Kind::Text(MAX_TOKEN_CHARS),
        "textSearch" => Kind::Text(MAX_TEXT_CHARS),
        "durations" | "ageBadge" | "badgeId" | "travelStyles" | "travelTypes" | "costCenters" | "travelId" | "continentId"
        | "destinationId" => Kind::List,
        "status" => Kind::Statuses,
        "sort" => Kind::Sort,
        "dateFrom" | "dateTo" => Kind::Date,
        _ => return None,
    })
}

impl Kind {
    fn range(self) -> Option<IntRange> {
        match self {
            Kind::Int(range) => Some(range),
            _ => None,
        }
    }
}

/// A decoded value ready to store.
enum Value {
    Bool(bool),
    Int(i32),
    Text(String),
    Status(TourStatus),
    Sort(Sort),
}

/// Parses a query string (with or without the leading `?`). Never fails.
pub fn parse_query(query: &str) -> ParsedQuery {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut parsed = ParsedQuery::default();
    for (raw_key, raw_value) in form_urlencoded::parse(query.as_bytes()) {
        let key = raw_key.strip_suffix("[]").unwrap_or(&raw_key);
        let Some(kind) = kind_of(key) else {
            if !key.is_empty() {
                parsed.ignored.push(Ignored { key: truncate(key, MAX_TOKEN_CHARS), reason: IgnoredReason::UnknownKey });
            }
            continue;
        };
        let value: String = raw_value.chars().filter(|c| !c.is_control()).collect();
        match decode(kind, value.trim()) {
            Ok(value) => parsed.filters.set(key, value),
            Err(reason) => parsed.ignored.push(Ignored { key: key.to_string(), reason }),
        }
    }
    parsed.filters.order_dates();
    parsed
}

fn decode(kind: Kind, text: &str) -> Result<Value, IgnoredReason> {
    if text.is_empty() {
        return Err(IgnoredReason::Empty);
    }
    match kind {
        Kind::Bool => match text {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => Err(IgnoredReason::NotABoolean),
        },
        Kind::Int(range) => {
            let is_integer = text.strip_prefix(['-', '+']).unwrap_or(text).bytes().all(|b| b.is_ascii_digit());
            if !is_integer {
                return Err(IgnoredReason::NotAnInteger);
            }
            // Digits only: a parse failure can only be an overflow.
            match text.parse::<i64>() {
                Ok(n) if (range.min as i64..=range.max as i64).contains(&n) => Ok(Value::Int(n as i32)),
                _ => Err(IgnoredReason::OutOfRange),
            }
        }
        Kind::Text(max) => Ok(Value::Text(truncate(text, max))),
        Kind::List => Ok(Value::Text(truncate(text, MAX_TOKEN_CHARS))),
        Kind::Statuses => TourStatus::parse(text).map(Value::Status).ok_or(IgnoredReason::UnknownValue),
        Kind::Sort => Sort::parse(text).map(Value::Sort).ok_or(IgnoredReason::UnknownValue),
        Kind::Date => NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .filter(|_| text.len() == 10)
            .map(|d| Value::Text(d.format("%Y-%m-%d").to_string()))
            .ok_or(IgnoredReason::InvalidDate),
    }
}

fn truncate(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        Some((end, _)) => text[..end].trim_end().to_string(),
        None => text.to_string(),
    }
}

fn push_unique<T: PartialEq>(list: &mut Option<Vec<T>>, item: T) {
    let list = list.get_or_insert_with(Vec::new);
    if list.len() < MAX_LIST_ITEMS && !list.contains(&item) {
        list.push(item);
    }
}

impl Filters {
    fn set(&mut self, key: &str, value: Value) {
        match value {
            Value::Bool(b) => *self.bool_field(key) = Some(b),
            Value::Int(n) => *self.int_field(key) = Some(n),
            Value::Status(s) => push_unique(&mut self.status, s),
            Value::Sort(s) => self.sort = Some(s),
            Value::Text(text) => match key {
                "show" => self.show = Some(text),
                "tab" => self.tab = Some(text),
                "textSearch" => self.text_search = Some(text),
                "dateFrom" => self.date_from = Some(text),
                "dateTo" => self.date_to = Some(text),
                list_key => push_unique(self.list_field(list_key), text),
            },
        }
    }

    fn bool_field(&mut self, key: &str) -> &mut Option<bool> {
        match key {
            "discounted" => &mut self.discounted,
            "isNoSharingRoomAvailable" => &mut self.is_no_sharing_room_available,
            _ => &mut self.has_tours,
        }
    }

    fn int_field(&mut self, key: &str) -> &mut Option<i32> {
        match key {
            "priceFrom" => &mut self.price_from,
            "priceTo" => &mut self.price_to,
            "durationFrom" => &mut self.duration_from,
            "durationTo" => &mut self.duration_to,
            "daysSpan" => &mut self.days_span,
            "page" => &mut self.page,
            _ => &mut self.per_page,
        }
    }

    fn list_field(&mut self, key: &str) -> &mut Option<Vec<String>> {
        match key {
            "durations" => &mut self.durations,
            "ageBadge" => &mut self.age_badge,
            "badgeId" => &mut self.badge_id,
            "travelStyles" => &mut self.travel_styles,
            "travelTypes" => &mut self.travel_types,
            "costCenters" => &mut self.cost_centers,
            "travelId" => &mut self.travel_id,
            "continentId" => &mut self.continent_id,
            _ => &mut self.destination_id,
        }
    }

    /// Reversed dates are swapped (ISO dates compare as text).
    fn order_dates(&mut self) {
        if let (Some(from), Some(to)) = (&self.date_from, &self.date_to) {
            if from > to {
                std::mem::swap(&mut self.date_from, &mut self.date_to);
            }
        }
    }

    /// The statuses to search: the ones asked for, or the default five.
    pub fn statuses_or_default(&self) -> Vec<TourStatus> {
        match &self.status {
            Some(list) if !list.is_empty() => list.clone(),
            _ => TourStatus::DEFAULT_SEARCH.to_vec(),
        }
    }

    /// The page asked for, 1 by default.
    pub fn page_or_default(&self) -> i32 {
        self.page.unwrap_or(1)
    }

    /// The page size asked for, 20 by default.
    pub fn per_page_or_default(&self) -> i32 {
        self.per_page.unwrap_or(20)
    }

    /// Checks every value against the rules of the query grammar (the same
    /// table and decoders [`parse_query`] uses), for payloads that arrive
    /// already typed, such as JSON. Empty texts count as absent.
    pub fn validate(&self) -> Result<(), InvalidFilter> {
        let reparsed = parse_query(&self.to_query());
        match reparsed.ignored.into_iter().find(|i| i.reason != IgnoredReason::Empty) {
            Some(ignored) => {
                Err(InvalidFilter { range: kind_of(&ignored.key).and_then(Kind::range), key: ignored.key, reason: ignored.reason })
            }
            None => Ok(()),
        }
    }

    /// True when no field is set.
    pub fn is_empty(&self) -> bool {
        *self == Filters::default()
    }

    /// Serialises to a query string without the leading `?` (see the module grammar).
    pub fn to_query(&self) -> String {
        let mut out = QueryWriter::default();
        out.list("durations", &self.durations);
        out.one("priceFrom", self.price_from);
        out.one("priceTo", self.price_to);
        out.list("ageBadge", &self.age_badge);
        out.one("discounted", self.discounted);
        out.one("isNoSharingRoomAvailable", self.is_no_sharing_room_available);
        out.list("badgeId", &self.badge_id);
        out.list("travelStyles", &self.travel_styles);
        if let Some(statuses) = &self.status {
            for s in statuses {
                out.pair("status[]", s.as_str());
            }
        }
        out.list("travelTypes", &self.travel_types);
        out.list("costCenters", &self.cost_centers);
        out.one("durationFrom", self.duration_from);
        out.one("durationTo", self.duration_to);
        out.list("travelId", &self.travel_id);
        out.one("hasTours", self.has_tours);
        out.one("sort", self.sort.map(Sort::as_str));
        out.one("show", self.show.as_deref());
        out.one("page", self.page);
        out.one("perPage", self.per_page);
        out.one("tab", self.tab.as_deref());
        out.one("textSearch", self.text_search.as_deref());
        out.one("daysSpan", self.days_span);
        out.one("dateFrom", self.date_from.as_deref());
        out.one("dateTo", self.date_to.as_deref());
        out.list("continentId", &self.continent_id);
        out.list("destinationId", &self.destination_id);
        out.query
    }
}

/// Appends `key=value` pairs; keys are our own ASCII names and stay readable
/// (`status[]`), values are form-urlencoded.
#[derive(Default)]
struct QueryWriter {
    query: String,
}

impl QueryWriter {
    fn pair(&mut self, key: &str, value: &str) {
        if !self.query.is_empty() {
            self.query.push('&');
        }
        self.query.push_str(key);
        self.query.push('=');
        self.query.extend(form_urlencoded::byte_serialize(value.as_bytes()));
    }

    fn one<T: ToString>(&mut self, key: &str, value: Option<T>) {
        if let Some(value) = value {
            self.pair(key, &value.to_string());
        }
    }

    fn list(&mut self, key: &str, values: &Option<Vec<String>>) {
        for value in values.iter().flatten() {
            self.pair(&format!("{key}[]"), value);
        }
    }
}

/// The URL of a search: the edition's localised search path plus the filters.
pub fn search_url(search_path: &str, filters: &Filters) -> String {
    let query = filters.to_query();
    if query.is_empty() {
        search_path.to_string()
    } else {
        format!("{search_path}?{query}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filters(q: &str) -> Filters {
        parse_query(q).filters
    }

    #[test]
    fn booleans_only_from_true_or_false() {
        let f = filters("discounted=true&isNoSharingRoomAvailable=false&hasTours=yes");
        assert_eq!(f.discounted, Some(true));
        assert_eq!(f.is_no_sharing_room_available, Some(false));
        assert_eq!(f.has_tours, None);
        assert_eq!(parse_query("hasTours=yes").ignored, vec![Ignored { key: "hasTours".into(), reason: IgnoredReason::NotABoolean }]);
    }

    #[test]
    fn integers_parse_within_bounds() {
        let f = filters("daysSpan=3&priceFrom=50000&priceTo=150000&durationFrom=6&durationTo=10&page=2&perPage=40");
        assert_eq!(
            (f.days_span, f.price_from, f.price_to, f.duration_from, f.duration_to, f.page, f.per_page),
            (Some(3), Some(50_000), Some(150_000), Some(6), Some(10), Some(2), Some(40))
        );
    }

    #[test]
    fn bad_integers_are_ignored_with_a_reason() {
        let parsed = parse_query("page=abc&perPage=1000&priceFrom=99999999999999999999999&priceTo=-5&durationTo=1.5&page=0");
        assert_eq!(parsed.filters, Filters::default());
        let reasons: Vec<_> = parsed.ignored.iter().map(|i| (i.key.as_str(), i.reason)).collect();
        assert_eq!(
            reasons,
            vec![
                ("page", IgnoredReason::NotAnInteger),
                ("perPage", IgnoredReason::OutOfRange),
                ("priceFrom", IgnoredReason::OutOfRange),
                ("priceTo", IgnoredReason::OutOfRange),
                ("durationTo", IgnoredReason::NotAnInteger),
                ("page", IgnoredReason::OutOfRange),
            ]
        );
    }

    #[test]
    fn bracket_keys_become_arrays_and_plain_list_keys_are_accepted() {
        let f = filters("continentId[]=asia&continentId[]=europe&destinationId=ITA&destinationId[]=ITA");
        assert_eq!(f.continent_id, Some(vec!["asia".into(), "europe".into()]));
        assert_eq!(f.destination_id, Some(vec!["ITA".into()]), "duplicates are folded");
        // Encoded brackets are the same key.
        assert_eq!(filters("travelTypes%5B%5D=beach").travel_types, Some(vec!["beach".into()]));
    }

    #[test]
    fn statuses_and_sort_keep_known_values() {
        let parsed = parse_query("status[]=CONFIRMED&status[]=BOGUS&status[]=SOLD_OUT&sort=price:asc&sort=cheap");
        assert_eq!(parsed.filters.status, Some(vec![TourStatus::Confirmed, TourStatus::SoldOut]));
        assert_eq!(parsed.filters.sort, Some(Sort::PriceAsc));
        assert_eq!(parsed.ignored.len(), 2);
    }

    #[test]
    fn unknown_keys_are_dropped() {
        let parsed = parse_query("utm_source=x&foo[]=1&textSearch=Peru");
        assert_eq!(parsed.filters, Filters { text_search: Some("Peru".into()), ..Filters::default() });
        assert!(parsed.ignored.iter().all(|i| i.reason == IgnoredReason::UnknownKey));
        assert_eq!(parsed.ignored.len(), 2);
    }

    #[test]
    fn dates_must_be_valid_and_are_ordered() {
        let f = filters("dateFrom=2027-05-31&dateTo=2027-03-01");
        assert_eq!((f.date_from.as_deref(), f.date_to.as_deref()), (Some("2027-03-01"), Some("2027-05-31")));
        for bad in ["2027-02-30", "27-1-1", "2027-1-1", "tomorrow", "2027-01-01T00:00"] {
            assert_eq!(filters(&format!("dateFrom={bad}")).date_from, None, "{bad}");
        }
    }

    #[test]
    fn text_is_trimmed_and_bounded() {
        assert_eq!(filters("textSearch=++Machu+Picchu++").text_search.as_deref(), Some("Machu Picchu"));
        assert_eq!(filters("textSearch=+++").text_search, None);
        let long = "é".repeat(500);
        assert_eq!(filters(&format!("textSearch={long}")).text_search.unwrap().chars().count(), MAX_TEXT_CHARS);
        let many: String = (0..200).map(|i| format!("badgeId[]=b{i}&")).collect();
        assert_eq!(filters(&many).badge_id.unwrap().len(), MAX_LIST_ITEMS);
    }

    #[test]
    fn control_characters_are_removed() {
        assert_eq!(filters("textSearch=Pe%00ru%0A").text_search.as_deref(), Some("Peru"));
        assert_eq!(parse_query("destinationId[]=%00").ignored[0].reason, IgnoredReason::Empty);
    }

    #[test]
    fn malformed_escapes_never_fail() {
        for q in ["textSearch=%FF%FE", "%zz=1", "textSearch=%", "&&&==&", "=x", "page=%31%30", "?sort=date:asc"] {
            let _ = parse_query(q); // must not panic
        }
        assert_eq!(filters("page=%31%30").page, Some(10));
        assert_eq!(filters("textSearch=%FF").text_search.as_deref(), Some("\u{FFFD}"));
        assert_eq!(filters("?sort=date:asc").sort, Some(Sort::DateAsc));
    }

    #[test]
    fn serialisation_round_trips() {
        let f = Filters {
            durations: Some(vec!["MAX_6".into()]),
            price_from: Some(10_000),
            discounted: Some(true),
            status: Some(TourStatus::DEFAULT_SEARCH.to_vec()),
            sort: Some(Sort::DurationDesc),
            text_search: Some("Costa Rica & Panamá".into()),
            date_from: Some("2027-01-01".into()),
            date_to: Some("2027-01-31".into()),
            continent_id: Some(vec!["america".into()]),
            page: Some(3),
            ..Filters::default()
        };
        let query = f.to_query();
        assert!(query.contains("status[]=PLANNED&status[]=ALMOST_CONFIRMED"), "{query}");
        assert!(query.contains("textSearch=Costa+Rica+%26+Panam%C3%A1"), "{query}");
        assert_eq!(parse_query(&query), ParsedQuery { filters: f, ignored: vec![] });
    }

    #[test]
    fn search_url_appends_only_a_non_empty_query() {
        assert_eq!(search_url("/cerca", &Filters::default()), "/cerca");
        let f = Filters { destination_id: Some(vec!["PER".into()]), ..Filters::default() };
        assert_eq!(search_url("/buscar", &f), "/buscar?destinationId[]=PER");
    }

    #[test]
    fn defaults() {
        let f = Filters::default();
        assert!(f.is_empty());
        assert_eq!(f.statuses_or_default(), TourStatus::DEFAULT_SEARCH.to_vec());
        assert_eq!((f.page_or_default(), f.per_page_or_default()), (1, 20));
    }

    #[test]
    fn every_key_is_known() {
        for key in KEYS {
            assert!(kind_of(key).is_some(), "{key}");
        }
    }

    #[test]
    fn typed_payloads_are_checked_by_the_query_rules() {
        let ok: Filters =
            serde_json::from_str(r#"{"continentId[]":["europe"],"status":["CONFIRMED"],"page":2,"perPage":100,"dateFrom":"2027-02-01"}"#)
                .unwrap();
        assert_eq!(ok.continent_id, Some(vec!["europe".to_string()]));
        assert_eq!(ok.validate(), Ok(()));
        let cases = [
            (r#"{"perPage":0}"#, "perPage must be between 1 and 100"),
            (r#"{"perPage":101}"#, "perPage must be between 1 and 100"),
            (r#"{"page":0}"#, "page must be between 1 and 100000"),
            (r#"{"priceTo":-5}"#, "priceTo must be between 0 and 100000000"),
            (r#"{"dateFrom":"2027-02-30"}"#, "dateFrom must be a date written YYYY-MM-DD"),
            (r#"{"dateTo":"tomorrow"}"#, "dateTo must be a date written YYYY-MM-DD"),
        ];
        for (json, message) in cases {
            let filters: Filters = serde_json::from_str(json).unwrap();
            assert_eq!(filters.validate().unwrap_err().to_string(), message, "{json}");
        }
        assert!(serde_json::from_str::<Filters>(r#"{"sort":"cheapest"}"#).is_err(), "unknown sorts fail to decode");
        let blank: Filters = serde_json::from_str(r#"{"textSearch":"  "}"#).unwrap();
        assert_eq!(blank.validate(), Ok(()), "blank text is no text");
    }
}
