//! The catalogue in memory (DESIGN.md "Data path"): the database is the source
//! of truth, and each instance reads it once into an immutable [`Snapshot`]
//! that pages and the JSON API query without SQL. A newer `catalogue_version`
//! (bumped by every write, see [`import`]) makes [`watch`] load a new snapshot
//! and swap it in atomically; requests in flight keep the one they started with.
//!
//! * [`load`] — SQL rows → snapshot, with the indexes queries need.
//! * [`travels`] — travel cards, lists, the travel detail.
//! * [`tours`] — the departure search (spec §3 Filters, §4 Sort).
//! * [`indexes`] — per-day counts and per-travel ranked lists the search merges.
//! * [`content`] — coordinators, WeMeet events, custom pages, layouts.
//! * [`layout`] — stored layout content read into each edition's menus, footer and beans.
//! * [`import`] — catalogue writes (admin API and `caravan import`).
//! * [`watch`] — noticing a new version: PostgreSQL `LISTEN`, SQLite polling.

pub mod content;
pub mod covers;
pub mod facets;
pub mod import;
pub mod indexes;
pub mod layout;
pub mod load;
pub mod tours;
pub mod travels;
pub mod watch;

use arc_swap::ArcSwap;
use caravan_app::edition::Language;
use caravan_app::model::{Faq, ItineraryDay, Review};
use chrono::NaiveDate;
use search_core::{Currency, TourStatus};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;

pub use content::{PageRedirect, PageRef, StoredPage};
pub use tours::{SearchResultsData, TourPage, TravelHit};
pub use travels::TravelQuery;

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
    pub included: Vec<String>,
    pub not_included: Vec<String>,
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
    pub image_hue: i64,
    /// The drawn cover, from the country, type and moods (see [`covers`]).
    pub cover: caravan_app::components::Cover,
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

/// The whole catalogue at one version, immutable once built.
#[derive(Debug, Default)]
pub struct Snapshot {
    pub version: i64,
    /// How long loading it took (for `/metrics`).
    pub load_ms: u64,
    pub continents: Vec<Continent>,
    pub countries: Vec<Country>,
    /// By name.
    pub coordinators: Vec<Coordinator>,
    pub travels: Vec<Travel>,
    /// By starting date, then code: date-ordered scans stop early.
    pub tours: Vec<Tour>,
    /// The scanned part of each tour, same order as `tours`.
    pub keys: Vec<TourKey>,
    /// Prices per currency (`Currency as usize`), same order as `tours`.
    pub prices: [Vec<PackedPrice>; 3],
    /// By date, then city.
    pub events: Vec<Event>,
    pub(crate) pages: HashMap<(Language, PageKey), StoredPage>,
    /// Layout content (header, footer, beans, …) by edition code, as stored (for the API).
    pub layouts: HashMap<String, Value>,
    /// The same, read and resolved for each edition's pages.
    pub layout_content: HashMap<caravan_app::edition::EditionId, Arc<caravan_app::layout_content::LayoutContent>>,
    pub(crate) travel_by_slug: HashMap<String, usize>,
    pub(crate) coordinator_by_slug: HashMap<String, usize>,
    /// Wishlist and group-info calls name travels and tours by id.
    pub(crate) travel_by_id: HashMap<i64, usize>,
    pub(crate) tour_by_id: HashMap<String, usize>,
    /// Each travel's departures in price and discount order, per currency.
    pub(crate) ranked: indexes::RankedLists,
    /// Departure counts from one day on, built on first use each day.
    pub(crate) day_counts: std::sync::Mutex<Option<Arc<indexes::DayCounts>>>,
    /// Free-text search over the travels.
    pub text: crate::search::TextIndex,
    /// Imported photographs by SEO name (see [`crate::images::library`]).
    pub photos: HashMap<String, Arc<caravan_app::components::Picture>>,
    /// The chat assistant's passages of pages and trips.
    pub help: crate::chat::HelpIndex,
}

/// How a custom page is found.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum PageKey {
    RoutingKey(String),
    Slug(String),
}

impl Snapshot {
    pub fn travel(&self, slug: &str) -> Option<&Travel> {
        self.travel_by_slug.get(slug).map(|&i| &self.travels[i])
    }

    pub fn travel_by_id(&self, id: i64) -> Option<&Travel> {
        self.travel_by_id.get(&id).map(|&i| &self.travels[i])
    }

    pub fn tour_by_id(&self, id: &str) -> Option<&Tour> {
        self.tour_by_id.get(id).map(|&i| &self.tours[i])
    }

    /// Index of the first tour departing on or after `day`.
    pub fn first_tour_from(&self, day: NaiveDate) -> usize {
        self.tours.partition_point(|t| t.starting_date < day)
    }
}

/// The current snapshot of one instance, swapped whole when the catalogue changes.
#[derive(Debug, Clone)]
pub struct Catalogue {
    current: Arc<ArcSwap<Snapshot>>,
    /// Held while a new snapshot loads: the watcher and an import's own
    /// refresh never load at once (see [`watch::refresh`]).
    pub(crate) loading: Arc<tokio::sync::Mutex<()>>,
}

impl Catalogue {
    pub fn new(snapshot: Snapshot) -> Catalogue {
        Catalogue { current: Arc::new(ArcSwap::from_pointee(snapshot)), loading: Arc::default() }
    }

    /// The snapshot to answer one request from; cheap, lock-free.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.current.load_full()
    }

    pub fn version(&self) -> i64 {
        self.current.load().version
    }

    /// Swaps in `snapshot` unless the one served is already as new or newer;
    /// returns whether it swapped. A load that started before a later import
    /// finishes after it, so an older snapshot must never replace a newer one.
    pub fn replace(&self, snapshot: Snapshot) -> bool {
        let fresh = Arc::new(snapshot);
        let mut swapped = false;
        self.current.rcu(|current| {
            swapped = fresh.version > current.version;
            if swapped {
                Arc::clone(&fresh)
            } else {
                Arc::clone(current)
            }
        });
        swapped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_translations_fall_back_to_english() {
        let texts: Texts = ["Peru".into(), String::new(), "Perú".into(), String::new(), String::new()];
        assert_eq!(text(&texts, Language::It), "Peru");
        assert_eq!(text(&texts, Language::Es), "Perú");
    }
}
