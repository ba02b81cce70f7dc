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

mod conditions;
pub mod content;
pub mod facets;
pub mod import;
pub mod indexes;
pub mod kept;
pub mod layout;
pub mod load;
pub mod model;
pub mod price_history;
pub mod tours;
pub mod travels;
pub mod watch;

use arc_swap::ArcSwap;
use caravan_site::edition::Language;
use chrono::NaiveDate;
use std::collections::HashMap;
use std::sync::Arc;

pub use content::{PageRedirect, PageRef, StoredPage};
pub use model::*;
pub use tours::{SearchResultsData, TourPage, TravelHit};
pub use travels::TravelQuery;

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
    /// Each tour's age range and badge as small numbers, for the search page's counts.
    pub tags: TourTags,
    /// Each travel's type and style as small numbers, for the same counts.
    pub travel_tags: model::TravelTags,
    /// By date, then city.
    pub events: Vec<Event>,
    pub(crate) pages: HashMap<(Language, PageKey), StoredPage>,
    /// Layout content (header, footer, beans, …) by edition code, as stored (for the API).
    pub layouts: HashMap<String, layout::StoredLayout>,
    /// The same, read and resolved for each edition's pages.
    pub layout_content: HashMap<caravan_site::edition::EditionId, Arc<caravan_site::layout_content::LayoutContent>>,
    /// Per edition, the parts of pages drawn from this snapshot's content (footer, cards, rows…):
    /// they go with the snapshot, so an editor's or an import's change shows at once.
    pub render_caches: HashMap<caravan_site::edition::EditionId, Arc<caravan_app::render_cache::RenderCaches>>,
    pub(crate) travel_by_slug: HashMap<String, usize>,
    pub(crate) coordinator_by_slug: HashMap<String, usize>,
    /// Wishlist and group-info calls name travels and tours by id.
    pub(crate) travel_by_id: HashMap<i64, usize>,
    pub(crate) tour_by_id: HashMap<String, usize>,
    /// Each travel's departures in price and discount order, per currency.
    pub(crate) ranked: indexes::RankedLists,
    /// The home page's departure and country counts.
    pub(crate) headline: indexes::HeadlineCounts,
    /// Departure counts from one day on, built on first use each day.
    pub(crate) day_counts: indexes::ForDay<indexes::DayCounts>,
    /// Each travel's departures from one day on, grouped for the search page's counts, per
    /// currency (`Currency as usize`).
    pub(crate) facet_groups: [indexes::ForDay<facets::FacetGroups>; 3],
    /// Free-text search over the travels.
    pub text: crate::search::TextIndex,
    /// Imported photographs by SEO name (see [`crate::images::library`]).
    pub photos: HashMap<String, Arc<caravan_site::picture::Picture>>,
    /// The chat assistant's passages of pages and trips.
    pub help: Arc<crate::chat::HelpIndex>,
    /// The travels in the lists' order from one day on, built on first use each day
    /// (`travels_page`).
    pub(crate) travel_order: indexes::ForDay<Vec<u32>>,
    /// Each continent's trips with departures from one day on, most reviewed first (a trip
    /// page's related trips), built on first use each day.
    pub(crate) related_order: indexes::ForDay<Vec<Vec<u32>>>,
    /// Which travels recent searches keep, by the filters on the travels' own fields.
    pub(crate) kept_travel_scores: kept::Kept<conditions::TravelScores>,
    /// The filters' counts of recent searches, by currency, day and filters (not page or sort).
    pub(crate) kept_facets: kept::Kept<facets::Facets>,
    /// Departures written as the API's JSON, by position and language (`api::tours`).
    pub(crate) kept_tour_json: kept::KeptText,
}

impl crate::chat::Trips for Snapshot {
    fn trip(&self, slug: &str) -> Option<(&Travel, &str)> {
        let travel = self.travel(slug)?;
        Some((travel, self.countries.get(travel.country)?.iso3.as_str()))
    }
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
    /// returns the version it replaced, if it swapped. A load that started
    /// before a later import finishes after it, so an older snapshot must
    /// never replace a newer one.
    pub fn replace(&self, snapshot: Snapshot) -> Option<i64> {
        let fresh = Arc::new(snapshot);
        let mut replaced = None;
        self.current.rcu(|current| {
            if fresh.version > current.version {
                replaced = Some(current.version);
                Arc::clone(&fresh)
            } else {
                replaced = None;
                Arc::clone(current)
            }
        });
        replaced
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
