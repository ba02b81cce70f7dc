//! The catalogue's data: continents, countries, coordinators, travels,
//! tours, prices and events, as a snapshot holds them. Below the snapshot
//! and the indexes built from it (search, the chat assistant), so those
//! can read travels without depending on the snapshot that holds them.

use caravan_site::edition::Language;
use caravan_site::model::{Faq, ItineraryDay, Review};
use chrono::NaiveDate;
use search_core::{Currency, TourStatus};
use std::sync::Arc;

/// Who is asking: the language of texts, the currency of prices, and today.
#[derive(Debug, Clone, Copy)]
pub struct Viewer {
    pub language: Language,
    pub currency: Currency,
    pub today: NaiveDate,
}

/// A text in each content language, indexed by `Language as usize`.
pub type Texts = [String; 5];

/// The text for `language`, falling back to English when a translation is empty.
pub fn text(texts: &Texts, language: Language) -> &str {
    let own = &texts[language as usize];
    if own.is_empty() {
        &texts[Language::En as usize]
    } else {
        own
    }
}

#[derive(Debug, Clone)]
pub struct Continent {
    pub id: i64,
    pub code: String,
    pub names: Texts,
}

#[derive(Debug, Clone)]
pub struct Country {
    pub id: i64,
    pub iso3: String,
    /// Index into [`Snapshot::continents`].
    pub continent: usize,
    pub names: Texts,
}

#[derive(Debug, Clone)]
pub struct Coordinator {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub bio: Texts,
    pub avatar_hue: i64,
}

/// A travel's texts in one language.
#[derive(Debug, Clone, Default)]
pub struct TravelText {
    pub title: String,
    pub destination_label: String,
    pub description: String,
    pub included: Vec<Arc<str>>,
    pub not_included: Vec<Arc<str>>,
    pub itinerary: Vec<ItineraryDay>,
    pub faqs: Vec<Faq>,
}

#[derive(Debug, Clone)]
pub struct Travel {
    pub id: i64,
    pub slug: String,
    /// Indexes into the snapshot's countries, continents and coordinators.
    pub country: usize,
    pub continent: usize,
    pub coordinator: usize,
    pub days: i64,
    pub nights: i64,
    pub age_range: String,
    pub moods: Vec<String>,
    pub travel_type: String,
    pub travel_style: String,
    pub is_unique: bool,
    pub is_collection: bool,
    pub no_sharing_room: bool,
    pub rating: f64,
    pub reviews_count: i64,
    /// How many reviews gave 1 to 5 stars, when the review platform told us.
    pub review_stars: Option<[i64; 5]>,
    pub image_hue: i64,
    /// The drawn cover, from the country, type and moods (see [`covers`]).
    pub cover: caravan_site::images::Cover,
    /// Money pot per person, EUR minor units.
    pub money_pot: i64,
    /// One entry per [`Language`], in `Language::ALL` order.
    pub texts: Vec<TravelText>,
    /// Indexes into [`Snapshot::tours`], soonest first.
    pub tours: Vec<usize>,
    /// Newest first.
    pub reviews: Vec<Review>,
}

/// The product line of a trip, as the `costCenters[]` filter names it: the
/// "unique trips" filter of spec §9 is `costCenters[]=UNIQUE`.
pub const COST_CENTERS: [&str; 2] = ["CLASSIC", "UNIQUE"];

impl Travel {
    pub fn cost_center(&self) -> &'static str {
        COST_CENTERS[usize::from(self.is_unique)]
    }
}

impl Travel {
    pub fn text(&self, language: Language) -> &TravelText {
        &self.texts[language as usize]
    }
}

/// A price in minor units and its undiscounted base.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TourPrice {
    pub base: i64,
    pub price: i64,
    /// For a reduced price, the lowest price of the 30 days before the
    /// reduction, when the history knows one (see [`super::price_history`]).
    pub lowest_before: Option<i64>,
}

#[derive(Debug, Clone)]
pub struct Tour {
    pub id: String,
    pub code: String,
    /// Index into [`Snapshot::travels`].
    pub travel: usize,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub status: TourStatus,
    pub free_seats: i64,
    pub seats_to_confirm: i64,
    pub age_badge: String,
    pub badge_id: Option<String>,
    pub coordinator: usize,
    /// Promo code and its last valid day.
    pub promo: Option<(String, NaiveDate)>,
    /// The money pot is already in the price.
    pub money_pot_included: bool,
    /// Indexed by `Currency as usize`; `None` when not sold in that currency.
    pub prices: [Option<TourPrice>; 3],
}

impl Tour {
    pub fn price(&self, currency: Currency) -> Option<TourPrice> {
        self.prices[currency as usize]
    }
}

/// What a search scans of each departure, packed into 12 bytes; the same
/// position as in [`Snapshot::tours`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TourKey {
    pub travel: u32,
    pub day: NaiveDate,
    pub status: TourStatus,
}

/// A departure's age range and badge as positions in the snapshot's sorted lists of them
/// ([`TourTags`]), so the search page's counts compare numbers, not each record's strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TourTag {
    pub age: u32,
    /// [`TourTag::NO_BADGE`] for a departure without a badge.
    pub badge: u32,
}

impl TourTag {
    pub const NO_BADGE: u32 = u32::MAX;
}

/// Every age range and badge of the departures, sorted and distinct, and each departure's
/// positions in them (same order as [`Snapshot::tours`](super::Snapshot::tours)).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TourTags {
    pub age_badges: Vec<String>,
    pub badges: Vec<String>,
    pub of_tour: Vec<TourTag>,
}

impl TourTags {
    pub fn new(tours: &[Tour]) -> TourTags {
        let age_badges = distinct(tours.iter().map(|t| t.age_badge.as_str()));
        let badges = distinct(tours.iter().filter_map(|t| t.badge_id.as_deref()));
        let of_tour = tours
            .iter()
            .map(|t| TourTag {
                age: position(&age_badges, &t.age_badge),
                badge: t.badge_id.as_deref().map_or(TourTag::NO_BADGE, |b| position(&badges, b)),
            })
            .collect();
        TourTags { age_badges, badges, of_tour }
    }
}

/// Every travel type and style of the travels, sorted and distinct, and each travel's positions
/// in them (same order as [`Snapshot::travels`](super::Snapshot::travels)): the search page's
/// counts add up by position instead of by each travel's strings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TravelTags {
    pub types: Vec<String>,
    pub styles: Vec<String>,
    /// (type, style) positions per travel.
    pub of_travel: Vec<(u32, u32)>,
}

impl TravelTags {
    pub fn new(travels: &[Travel]) -> TravelTags {
        let types = distinct(travels.iter().map(|t| t.travel_type.as_str()));
        let styles = distinct(travels.iter().map(|t| t.travel_style.as_str()));
        let of_travel = travels.iter().map(|t| (position(&types, &t.travel_type), position(&styles, &t.travel_style))).collect();
        TravelTags { types, styles, of_travel }
    }
}

/// The values, sorted and distinct.
fn distinct<'a>(values: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut values: Vec<&str> = values.collect();
    values.sort_unstable();
    values.dedup();
    values.into_iter().map(str::to_string).collect()
}

/// Where `value` is in `list`, made by [`distinct`] from the very records asked about, so every
/// value is found.
fn position(list: &[String], value: &str) -> u32 {
    list.binary_search_by(|v| v.as_str().cmp(value)).map_or(u32::MAX, |p| p as u32)
}

/// A price in one currency, packed for scans; `u32::MAX` when not sold in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackedPrice {
    pub price: u32,
    pub base: u32,
}

impl PackedPrice {
    /// Above every price bound a search uses, so unsold departures never match.
    pub const NOT_SOLD: PackedPrice = PackedPrice { price: u32::MAX, base: u32::MAX };
}

#[derive(Debug, Clone)]
pub struct Event {
    /// The city's own (English) name: the key the search filters by.
    pub city: String,
    /// Its name per language, empty where the English one serves.
    pub city_names: Texts,
    pub country: usize,
    /// Index into [`Snapshot::coordinators`]: who organises it.
    pub coordinator: usize,
    pub date: NaiveDate,
    pub attendees: i64,
}

/// How a custom page is found.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum PageKey {
    RoutingKey(String),
    Slug(String),
}
