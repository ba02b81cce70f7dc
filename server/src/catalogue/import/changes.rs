//! What an import changed, as the layers above it (alerts) are told: each
//! departure before and after, the departures it created and the trips it
//! touched, and what those layers report back.

use std::collections::BTreeSet;

/// A tour as it was before the import touched it.
#[derive(Debug, Clone)]
pub struct TourBefore {
    pub id: String,
    pub created: bool,
    pub status: Option<search_core::TourStatus>,
    pub free_seats: i64,
}

/// How many mails an import queued, by kind.
#[derive(Debug, Default, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertReport {
    pub price_dropped: u64,
    pub tour_confirmed: u64,
    pub new_dates: u64,
    pub waitlist_offers: u64,
}

impl std::ops::AddAssign for AlertReport {
    fn add_assign(&mut self, other: AlertReport) {
        self.price_dropped += other.price_dropped;
        self.tour_confirmed += other.tour_confirmed;
        self.new_dates += other.new_dates;
        self.waitlist_offers += other.waitlist_offers;
    }
}

/// A tour as the import leaves it.
#[derive(Debug, Clone)]
pub struct TourNow {
    pub travel_id: i64,
    /// Its travel's slug, for the mails' links.
    pub slug: String,
    pub code: String,
    pub status: Option<search_core::TourStatus>,
    pub free_seats: i64,
    pub starting_date: String,
}

/// One departure's change: before, after, and whether its prices were written.
pub struct TourChange<'a> {
    pub before: &'a TourBefore,
    pub now: &'a TourNow,
    pub prices_given: bool,
}

/// Everything one import changed.
pub struct Changes<'a> {
    pub tours: Vec<TourChange<'a>>,
    /// The departures the import creates, by id.
    pub created: &'a BTreeSet<String>,
    /// The trips it touched: (id, slug).
    pub travels: &'a BTreeSet<(i64, String)>,
}
