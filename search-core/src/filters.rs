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
//! 3. `discounted`, `isNoSharingRoomAvailable`, `collection` and `hasTours`: the string `true` is `true`,
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
use serde::{Deserialize, Serialize};

/// Longest free-text search kept, in characters.
pub const MAX_TEXT_CHARS: usize = 200;
/// Longest list item or short token kept, in characters.
pub const MAX_TOKEN_CHARS: usize = 64;
/// Most items a list keeps.
pub const MAX_LIST_ITEMS: usize = 50;

/// Search and listing filters. Every field is optional: absent means "no constraint".
///
/// Parsing is lenient on purpose (spec §5): unknown keys are ignored, `key[]`
/// aliases are accepted, blank texts count as absent, texts are cut at 200
/// characters, list items at 64 and lists keep their first 50 distinct items,
/// reversed dates are swapped and dates are trimmed. Numbers outside their
/// bounds and malformed dates are refused (400 `invalid_filters`). The
/// integer bounds here are the ones `KEY_TABLE` enforces.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Filters {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "durations[]"))]
    pub durations: Option<Vec<String>>,
    /// Minimum price in minor units.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 100_000_000))]
    pub price_from: Option<i32>,
    /// Maximum price in minor units.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 100_000_000))]
    pub price_to: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "ageBadge[]"))]
    pub age_badge: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discounted: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_no_sharing_room_available: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "badgeId[]"))]
    pub badge_id: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "travelStyles[]"))]
    pub travel_styles: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "status[]"))]
    pub status: Option<Vec<TourStatus>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "travelTypes[]"))]
    pub travel_types: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "costCenters[]"))]
    pub cost_centers: Option<Vec<String>>,
    /// Moods of the trip (spec §3 Travel: nature, relax, history, culture, party).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "moods[]"))]
    pub moods: Option<Vec<String>>,
    /// Only trips of the Collection line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub collection: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 366))]
    pub duration_from: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 366))]
    pub duration_to: Option<i32>,
    // Listing filters.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "travelId[]"))]
    pub travel_id: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub has_tours: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sort: Option<Sort>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub show: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 100_000))]
    pub page: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 100))]
    pub per_page: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tab: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_search: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 366))]
    pub days_span: Option<i32>,
    /// `YYYY-MM-DD`
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = date_or_blank))]
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = date_or_blank))]
    pub date_to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "continentId[]"))]
    pub continent_id: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(not(feature = "wasm"), serde(alias = "destinationId[]"))]
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

const PRICE: IntRange = IntRange { min: 0, max: 100_000_000 };
const DAYS: IntRange = IntRange { min: 0, max: 366 };

/// Where a key's value lives in [`Filters`], and what kind of value it is.
/// Each variant carries the field's accessors, so the key table below is the
/// only place that pairs a key with a field.
#[derive(Clone, Copy)]
enum Slot {
    Bool(Field<Option<bool>>),
    Int(IntRange, Field<Option<i32>>),
    Text(usize, Field<Option<String>>),
    Date(Field<Option<String>>),
    List(Field<Option<Vec<String>>>),
    Statuses,
    Sort,
}

/// Shared and mutable access to one field of [`Filters`].
struct Field<T: 'static> {
    get: fn(&Filters) -> &T,
    get_mut: fn(&mut Filters) -> &mut T,
}

impl<T> Clone for Field<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Field<T> {}

/// `field!(name)`: the accessors of `Filters::name`.
macro_rules! field {
    ($name:ident) => {
        Field { get: |f| &f.$name, get_mut: |f| &mut f.$name }
    };
}

/// A `YYYY-MM-DD` day, or a blank text (white space and control characters),
/// which counts as no date (spec §5).
#[cfg(feature = "openapi")]
fn date_or_blank() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
    use utoipa::openapi::{KnownFormat, SchemaFormat};
    OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::String).format(Some(SchemaFormat::KnownFormat(KnownFormat::Date))))
        // Blank: white space and control characters only.
        .item(ObjectBuilder::new().schema_type(Type::String).pattern(Some(r"^[\s\x00-\x1f\x7f-\x9f]*$")))
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .description(Some("YYYY-MM-DD; blank or null is no date"))
        .build()
        .into()
}

/// One query key: its wire name (the serde name of its field) and its slot.
struct Key {
    name: &'static str,
    slot: Slot,
}

/// Every key the grammar knows, in serialisation order: the one table that
/// parsing, serialising and validation read.
const KEY_TABLE: [Key; 28] = [
    Key { name: "durations", slot: Slot::List(field!(durations)) },
    Key { name: "priceFrom", slot: Slot::Int(PRICE, field!(price_from)) },
    Key { name: "priceTo", slot: Slot::Int(PRICE, field!(price_to)) },
    Key { name: "ageBadge", slot: Slot::List(field!(age_badge)) },
    Key { name: "discounted", slot: Slot::Bool(field!(discounted)) },
    Key { name: "isNoSharingRoomAvailable", slot: Slot::Bool(field!(is_no_sharing_room_available)) },
    Key { name: "badgeId", slot: Slot::List(field!(badge_id)) },
    Key { name: "travelStyles", slot: Slot::List(field!(travel_styles)) },
    Key { name: "status", slot: Slot::Statuses },
    Key { name: "travelTypes", slot: Slot::List(field!(travel_types)) },
    Key { name: "costCenters", slot: Slot::List(field!(cost_centers)) },
    Key { name: "moods", slot: Slot::List(field!(moods)) },
    Key { name: "collection", slot: Slot::Bool(field!(collection)) },
    Key { name: "durationFrom", slot: Slot::Int(DAYS, field!(duration_from)) },
    Key { name: "durationTo", slot: Slot::Int(DAYS, field!(duration_to)) },
    Key { name: "travelId", slot: Slot::List(field!(travel_id)) },
    Key { name: "hasTours", slot: Slot::Bool(field!(has_tours)) },
    Key { name: "sort", slot: Slot::Sort },
    Key { name: "show", slot: Slot::Text(MAX_TOKEN_CHARS, field!(show)) },
    Key { name: "page", slot: Slot::Int(IntRange { min: 1, max: 100_000 }, field!(page)) },
    Key { name: "perPage", slot: Slot::Int(IntRange { min: 1, max: 100 }, field!(per_page)) },
    Key { name: "tab", slot: Slot::Text(MAX_TOKEN_CHARS, field!(tab)) },
    Key { name: "textSearch", slot: Slot::Text(MAX_TEXT_CHARS, field!(text_search)) },
    Key { name: "daysSpan", slot: Slot::Int(DAYS, field!(days_span)) },
    Key { name: "dateFrom", slot: Slot::Date(field!(date_from)) },
    Key { name: "dateTo", slot: Slot::Date(field!(date_to)) },
    Key { name: "continentId", slot: Slot::List(field!(continent_id)) },
    Key { name: "destinationId", slot: Slot::List(field!(destination_id)) },
];

/// Every key the grammar knows, in serialisation order.
pub fn keys() -> impl Iterator<Item = &'static str> {
    KEY_TABLE.iter().map(|k| k.name)
}

fn key(name: &str) -> Option<&'static Key> {
    KEY_TABLE.iter().find(|k| k.name == name)
}

impl Slot {
    fn range(self) -> Option<IntRange> {
        match self {
            Slot::Int(range, _) => Some(range),
            _ => None,
        }
    }

    /// Decodes one raw value and stores it, or says why it was not kept.
    fn store(self, filters: &mut Filters, text: &str) -> Result<(), IgnoredReason> {
        if text.is_empty() {
            return Err(IgnoredReason::Empty);
        }
        match self {
            Slot::Bool(field) => {
                *(field.get_mut)(filters) = Some(match text {
                    "true" => true,
                    "false" => false,
                    _ => return Err(IgnoredReason::NotABoolean),
                })
            }
            Slot::Int(range, field) => *(field.get_mut)(filters) = Some(decode_int(text, range)?),
            Slot::Text(max, field) => *(field.get_mut)(filters) = Some(truncate(text, max)),
            Slot::Date(field) => {
                let date = crate::date::parse_iso(text).ok_or(IgnoredReason::InvalidDate)?;
                *(field.get_mut)(filters) = Some(crate::date::iso(date));
            }
            Slot::List(field) => push_unique((field.get_mut)(filters), truncate(text, MAX_TOKEN_CHARS)),
            Slot::Statuses => push_unique(&mut filters.status, TourStatus::parse(text).ok_or(IgnoredReason::UnknownValue)?),
            Slot::Sort => filters.sort = Some(Sort::parse(text).ok_or(IgnoredReason::UnknownValue)?),
        }
        Ok(())
    }

    /// Writes this key's value(s) from `filters`.
    fn write(self, name: &str, filters: &Filters, out: &mut QueryWriter) {
        match self {
            Slot::Bool(field) => out.one(name, *(field.get)(filters)),
            Slot::Int(_, field) => out.one(name, *(field.get)(filters)),
            Slot::Text(_, field) | Slot::Date(field) => out.one(name, (field.get)(filters).as_deref()),
            Slot::List(field) => out.list(name, (field.get)(filters).iter().flatten().map(String::as_str)),
            Slot::Statuses => out.list(name, filters.status.iter().flatten().map(|s| s.as_str())),
            Slot::Sort => out.one(name, filters.sort.map(Sort::as_str)),
        }
    }
}

/// Decimal integers within bounds; a sign is allowed so `-5` is out of range, not garbage.
fn decode_int(text: &str, range: IntRange) -> Result<i32, IgnoredReason> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(IgnoredReason::NotAnInteger);
    }
    // Digits only: a parse failure can only be an overflow.
    match text.parse::<i64>() {
        Ok(n) if (range.min as i64..=range.max as i64).contains(&n) => Ok(n as i32),
        _ => Err(IgnoredReason::OutOfRange),
    }
}

/// Parses a query string (with or without the leading `?`). Never fails.
pub fn parse_query(query: &str) -> ParsedQuery {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut parsed = ParsedQuery::default();
    for (raw_key, raw_value) in form_urlencoded::parse(query.as_bytes()) {
        let name = raw_key.strip_suffix("[]").unwrap_or(&raw_key);
        let Some(key) = key(name) else {
            if !name.is_empty() {
                parsed.ignored.push(Ignored { key: truncate(name, MAX_TOKEN_CHARS), reason: IgnoredReason::UnknownKey });
            }
            continue;
        };
        let value: String = raw_value.chars().filter(|c| !c.is_control()).collect();
        if let Err(reason) = key.slot.store(&mut parsed.filters, value.trim()) {
            parsed.ignored.push(Ignored { key: key.name.to_string(), reason });
        }
    }
    parsed.filters.order_dates();
    parsed
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
                Err(InvalidFilter { range: key(&ignored.key).and_then(|k| k.slot.range()), key: ignored.key, reason: ignored.reason })
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
        for key in &KEY_TABLE {
            key.slot.write(key.name, self, &mut out);
        }
        out.query
    }
}

/// Appends `key=value` pairs; keys are our own ASCII names and stay readable
/// (`status[]`), values are form-urlencoded but for `:`, which a query may hold as it is
/// (RFC 3986): `sort=price:asc` in every filter link of a search page.
#[derive(Default)]
struct QueryWriter {
    query: String,
}

impl QueryWriter {
    fn pair(&mut self, key: &str, brackets: &str, value: &str) {
        if !self.query.is_empty() {
            self.query.push('&');
        }
        self.query.push_str(key);
        self.query.push_str(brackets);
        self.query.push('=');
        self.query.extend(form_urlencoded::byte_serialize(value.as_bytes()).map(|part| if part == "%3A" { ":" } else { part }));
    }

    fn one<T: ToString>(&mut self, key: &str, value: Option<T>) {
        if let Some(value) = value {
            self.pair(key, "", &value.to_string());
        }
    }

    fn list<'a>(&mut self, key: &str, values: impl Iterator<Item = &'a str>) {
        for value in values {
            self.pair(key, "[]", value);
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
mod tests;
