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
    fn the_key_table_names_every_field_once_by_its_wire_name() {
        // One value per key, parsed and serialised through the table…
        let query = "durations[]=MAX_6&priceFrom=1&priceTo=2&ageBadge[]=ALL&discounted=true&isNoSharingRoomAvailable=true\
                     &badgeId[]=b&travelStyles[]=s&status[]=CONFIRMED&travelTypes[]=t&costCenters[]=c&moods[]=relax&collection=true&durationFrom=3\
                     &durationTo=4&travelId[]=x&hasTours=true&sort=date:asc&show=all&page=2&perPage=5&tab=travels\
                     &textSearch=peru&daysSpan=3&dateFrom=2027-01-01&dateTo=2027-01-02&continentId[]=EU&destinationId[]=PER";
        let filters = parse_query(&query.replace(' ', ""));
        assert_eq!(filters.ignored, vec![]);
        assert_eq!(parse_query(&filters.filters.to_query()).filters, filters.filters);
        // …set every field, and the fields' serde names are the table's names, in order.
        let json = serde_json::to_value(&filters.filters).unwrap();
        let names: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
        let mut table: Vec<&str> = keys().collect();
        assert_eq!(table.len(), 28);
        table.sort_unstable();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, table);
    }

    #[test]
    fn typed_payloads_are_checked_by_the_query_rules() {
        let ok: Filters =
            serde_json::from_str(r#"{"continentId":["europe"],"status":["CONFIRMED"],"page":2,"perPage":100,"dateFrom":"2027-02-01"}"#)
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
