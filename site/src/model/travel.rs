//! What the travel, itinerary and tour pages show (spec §3 Travel, Tour):
//! promo codes, photos, days, FAQs, reviews, the coordinator, flights.

use super::*;

/// A departure's promo code (spec §3 Tour): valid up to and including `expires`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promo {
    pub code: String,
    pub expires: NaiveDate,
}

impl Promo {
    pub fn expired(&self, today: NaiveDate) -> bool {
        today > self.expires
    }
}

/// A photo of a trip (spec §3 Image): SEO name, texts and the two variants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Photo {
    pub seo_name: String,
    pub title: String,
    pub alt: String,
    pub desktop: String,
    pub mobile: String,
    /// The photograph behind it, when one was imported; else `desktop` and
    /// `mobile` are drawn pictures.
    pub picture: Option<std::sync::Arc<crate::picture::Picture>>,
}

/// A day of a trip's itinerary. The texts are shared (`Arc<str>`): catalogues repeat them from
/// trip to trip, and a snapshot of a million departures holds each once (see `catalogue::load`).
#[derive(Debug, Clone, PartialEq)]
pub struct ItineraryDay {
    pub day: i64,
    pub title: Arc<str>,
    pub body: Arc<str>,
    pub night_location: Arc<str>,
}

/// A trip's question and answer; shared texts, as in [`ItineraryDay`].
#[derive(Debug, Clone, PartialEq)]
pub struct Faq {
    pub category: Arc<str>,
    pub question: Arc<str>,
    pub answer: Arc<str>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// The language it was written in.
    pub lang: String,
    pub author: String,
    pub rating: i64,
    pub text: String,
    pub date: NaiveDate,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CoordinatorCard {
    pub slug: String,
    pub name: String,
    pub city: String,
    pub avatar_hue: i64,
}

/// Everything the travel, itinerary and tour pages show about a travel.
#[derive(Debug, Clone, PartialEq)]
pub struct TravelDetail {
    pub id: i64,
    pub card: TravelCard,
    pub nights: i64,
    pub is_unique: bool,
    /// Money pot per person, in euros (paid on the trip).
    pub money_pot: Option<Money>,
    pub photos: Vec<Photo>,
    /// Reviews per star, 1 to 5, over every review of the trip.
    pub review_stars: [i64; 5],
    /// Trips to suggest: same country or continent.
    pub related: Vec<TravelCard>,
    pub description: String,
    pub continent_code: String,
    pub age_range: String,
    pub moods: Vec<String>,
    pub travel_type: String,
    pub travel_style: String,
    pub no_sharing_room: bool,
    pub included: Vec<Arc<str>>,
    pub not_included: Vec<Arc<str>>,
    pub itinerary: Vec<ItineraryDay>,
    pub faqs: Vec<Faq>,
    pub reviews: Vec<Review>,
    pub coordinator: Option<CoordinatorCard>,
    pub tours: Vec<TourRow>,
    /// Flights from the edition's airports for the next departure (set by the page, not the catalogue).
    pub flights: Option<TravelFlights>,
}

/// One flight of a suggested round trip; times local at each end.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightLegView {
    pub from_code: String,
    pub from_city: String,
    pub to_code: String,
    pub to_city: String,
    pub date: NaiveDate,
    pub departs: String,
    pub arrival_date: NaiveDate,
    pub arrives: String,
    pub minutes: i64,
    pub stops: u8,
}

/// A suggested round trip (spec §2 Flight modal), price per person.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightSuggestion {
    pub outbound: FlightLegView,
    pub inbound: FlightLegView,
    pub price: Money,
}

/// A departure's flights: the cheapest (spec §3 Tour flight minimum price) and the suggestions.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TourFlights {
    pub min_price: Option<Money>,
    pub offers: Vec<FlightSuggestion>,
}

/// The trip page's flights section: per departure airport, the cheapest round trip for one departure.
#[derive(Debug, Clone, PartialEq)]
pub struct TravelFlights {
    /// The departure priced (the next one on sale).
    pub tour_code: String,
    pub starting_date: NaiveDate,
    /// (IATA code, city, cheapest price).
    pub airports: Vec<(String, String, Money)>,
}
