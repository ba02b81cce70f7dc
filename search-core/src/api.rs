//! The wire types of the JSON API (spec §3 entities, §7 calls): plain serde
//! structs shared by the server, which fills them, and the browser, which
//! gets their TypeScript declarations from the wasm build (tsify). The
//! filter payload of a search is [`crate::Filters`].

use crate::{Currency, TourStatus};
use serde::{Deserialize, Serialize};

/// An amount per currency, in minor units; absent where not sold.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CurrencyAmounts {
    #[serde(rename = "EUR", skip_serializing_if = "Option::is_none")]
    pub eur: Option<i64>,
    #[serde(rename = "GBP", skip_serializing_if = "Option::is_none")]
    pub gbp: Option<i64>,
    #[serde(rename = "USD", skip_serializing_if = "Option::is_none")]
    pub usd: Option<i64>,
}

impl CurrencyAmounts {
    pub fn set(&mut self, currency: Currency, minor: i64) {
        let slot = match currency {
            Currency::EUR => &mut self.eur,
            Currency::GBP => &mut self.gbp,
            Currency::USD => &mut self.usd,
        };
        *slot = Some(minor);
    }

    pub fn get(&self, currency: Currency) -> Option<i64> {
        match currency {
            Currency::EUR => self.eur,
            Currency::GBP => self.gbp,
            Currency::USD => self.usd,
        }
    }
}

/// The travel a tour belongs to, as tour lists show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TourTravel {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub destination_label: String,
    pub number_of_days: i64,
}

/// A dated departure (spec §3 Tour).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Tour {
    /// Version-4 UUID; checkout is `{bookings host}/booking/{id}/start`.
    pub id: String,
    pub code: String,
    /// `YYYY-MM-DD`
    pub starting_date: String,
    /// `YYYY-MM-DD`
    pub ending_date: String,
    /// Before any discount, minor units per currency.
    pub base_price: CurrencyAmounts,
    /// What the traveller pays, minor units per currency.
    pub price: CurrencyAmounts,
    pub status: TourStatus,
    pub free_seats: i64,
    pub seats_to_confirm: i64,
    pub age_badge: String,
    pub travel: TourTravel,
    /// The cheapest suggested round trip from the edition's airports, in the visitor's currency (spec §3).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub flight_min_price: Option<CurrencyAmounts>,
}

/// Cover picture variants (spec §3 Image).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ThumbnailImage {
    pub mobile: String,
    pub desktop: String,
    pub alt_text: String,
}

/// The departure a travel card advertises.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BestTour {
    pub id: String,
    pub code: String,
    pub starting_date: String,
    pub status: TourStatus,
    pub base_price: CurrencyAmounts,
    pub price: CurrencyAmounts,
}

/// A destination's country.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Destination {
    pub iso_code_alpha3: String,
    pub name: String,
    /// Continent code.
    pub continent: String,
}

/// A travel (spec §3 Travel).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Travel {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub destination_label: String,
    pub destination: Destination,
    pub number_of_days: i64,
    pub number_of_nights: i64,
    /// The cheapest matching departure; `null` for a travel without one.
    pub best_tour: Option<BestTour>,
    /// How many departures matched the filters.
    pub tours_count: i64,
    pub thumbnail_image: ThumbnailImage,
    pub moods: Vec<String>,
    pub travel_type: String,
    pub travel_style: String,
    /// `25-35`, `35-49` or `ALL`.
    pub age_range: String,
    pub is_unique: bool,
    pub is_collection: bool,
    pub is_no_sharing_room_available: bool,
    pub rating: f64,
    pub reviews_count: i64,
}

/// One page of a list (spec §7 paginated answers). On error the spec's
/// fallback is page 1 of 1, 20 per page, no data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Paginated<T> {
    pub current_page: i64,
    pub per_page: i64,
    pub last_page: i64,
    pub total: i64,
    pub data: Vec<T>,
}

impl<T> Paginated<T> {
    /// The spec's answer when a list cannot be produced.
    pub fn fallback() -> Paginated<T> {
        Paginated { current_page: 1, per_page: 20, last_page: 1, total: 0, data: Vec::new() }
    }
}

/// A country in the where-suggestions (spec §3 Destination).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TopSellerCountry {
    pub id: i64,
    pub name: String,
    pub iso_code_alpha3: String,
    /// Continent code.
    pub continent: String,
    /// Trips to the country.
    pub itineraries: i64,
    /// Upcoming bookable departures of those trips.
    pub departures: i64,
}

/// A continent (spec §3 Continent).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContinentEntry {
    pub id: i64,
    pub code: String,
    pub name: String,
}

/// `GET /api/travels/top-sellers` data: countries best-selling first, the
/// continents asked for (or all), and the totals of the countries listed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TopSellers {
    pub countries: Vec<TopSellerCountry>,
    pub continents: Vec<ContinentEntry>,
    pub itineraries: i64,
    pub departures: i64,
}

/// A `{ data: … }` answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DataEnvelope<T> {
    pub data: T,
}

/// One entry of the settings' currency list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CurrencyEntry {
    pub iso_code: Currency,
    pub symbol: String,
}

/// Site settings (spec §3 Settings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    pub installment_payments: bool,
    pub currencies: Vec<CurrencyEntry>,
}

/// Where the visitor seems to be and what that means (spec §3 Geolocation settings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Geolocation {
    /// The edition code serving this request.
    pub market: String,
    pub currency: Currency,
    pub needs_redirect: bool,
    pub show_redirect_popup: bool,
    /// The visitor's country (ISO alpha-2) as the CDN reported it.
    pub reference: Option<String>,
    /// The edition of the visitor's country, when it is not this one.
    pub redirect_destination: Option<RedirectDestination>,
}

/// The edition the geolocation popup offers (spec §4 Geolocation modal), with
/// its texts in the visitor's current language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RedirectDestination {
    /// Edition code, the value of the `forced_redirect` cookie when chosen.
    pub edition: String,
    /// This page in that edition.
    pub url: String,
    pub label: String,
    pub message: String,
    pub go_label: String,
    pub stay_label: String,
}
