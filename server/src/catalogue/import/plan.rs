//! The second half of an import's checks, the ones that need the database:
//! read what the items refer to (inside the import's transaction, before its
//! first write), check every item against it, and name every row the import
//! will write. A refusal here leaves the database as it was.

use super::changes::{TourBefore, TourNow};
use super::{check, invalid, CatalogueImport, TourUpsert, TravelUpsert};
use crate::error::AppResult;
use search_core::{Currency, TourStatus};
use sqlx::{Any, Row, Transaction};
use std::collections::{HashMap, HashSet};

/// A departure as stored before the import.
struct StoredTour {
    id: String,
    travel_id: i64,
    starting_date: String,
    ending_date: String,
    status: Option<TourStatus>,
    free_seats: i64,
}

/// What the database holds that an import's items refer to.
pub struct Stored {
    /// slug → (id, coordinator id)
    travels: HashMap<String, (i64, i64)>,
    /// id → slug, for the alert mails' links.
    travel_slugs: HashMap<i64, String>,
    /// ISO alpha-3 → (country id, continent id)
    countries: HashMap<String, (i64, i64)>,
    coordinators: HashMap<String, i64>,
    tours: HashMap<String, StoredTour>,
    next_travel_id: i64,
}

impl Stored {
    /// Reads it in bulk (a few thousand rows at most: milliseconds).
    pub async fn read(tx: &mut Transaction<'_, Any>) -> AppResult<Stored> {
        let mut stored = Stored {
            travels: HashMap::new(),
            travel_slugs: HashMap::new(),
            countries: HashMap::new(),
            coordinators: HashMap::new(),
            tours: HashMap::new(),
            next_travel_id: 1,
        };
        for row in sqlx::query("SELECT id, slug, coordinator_id FROM travels").fetch_all(&mut **tx).await? {
            let (id, slug): (i64, String) = (row.try_get("id")?, row.try_get("slug")?);
            stored.next_travel_id = stored.next_travel_id.max(id + 1);
            stored.travel_slugs.insert(id, slug.clone());
            stored.travels.insert(slug, (id, row.try_get("coordinator_id")?));
        }
        for row in sqlx::query("SELECT id, iso3, continent_id FROM countries").fetch_all(&mut **tx).await? {
            stored.countries.insert(row.try_get("iso3")?, (row.try_get("id")?, row.try_get("continent_id")?));
        }
        for row in sqlx::query("SELECT id, slug FROM coordinators").fetch_all(&mut **tx).await? {
            stored.coordinators.insert(row.try_get("slug")?, row.try_get("id")?);
        }
        let tours = "SELECT id, code, travel_id, starting_date, ending_date, status, free_seats FROM tours";
        for row in sqlx::query(tours).fetch_all(&mut **tx).await? {
            let tour = StoredTour {
                id: row.try_get("id")?,
                travel_id: row.try_get("travel_id")?,
                starting_date: row.try_get("starting_date")?,
                ending_date: row.try_get("ending_date")?,
                status: TourStatus::parse(&row.try_get::<String, _>("status")?),
                free_seats: row.try_get("free_seats")?,
            };
            stored.tours.insert(row.try_get("code")?, tour);
        }
        Ok(stored)
    }
}

/// A travel to write: an update of a stored one, or a new one with what it needs.
pub enum TravelWrite<'a> {
    Update { id: i64, item: &'a TravelUpsert },
    Create { id: i64, country_id: i64, continent_id: i64, coordinator_id: i64, days: i64, item: &'a TravelUpsert },
}

impl TravelWrite<'_> {
    pub fn id(&self) -> i64 {
        match self {
            TravelWrite::Update { id, .. } | TravelWrite::Create { id, .. } => *id,
        }
    }
}

/// A departure to write, with how it is before and will be after.
pub struct TourWrite<'a> {
    pub item: &'a TourUpsert,
    pub before: TourBefore,
    pub now: TourNow,
    /// New departures: their travel's coordinator.
    pub coordinator_id: i64,
    pub ending_date: String,
}

/// Every row an import writes, checked whole.
pub struct Plan<'a> {
    pub travels: Vec<TravelWrite<'a>>,
    pub tours: Vec<TourWrite<'a>>,
}

/// Checks every item against what is stored and names its rows; the first
/// problem refuses the whole import.
pub fn plan<'a>(import: &'a CatalogueImport, stored: &Stored) -> AppResult<Plan<'a>> {
    let mut travels = Vec::with_capacity(import.travels.len());
    // The import's own travels: slug → (id, coordinator), for its new departures.
    let mut own: HashMap<&str, (i64, i64)> = HashMap::new();
    let mut next_id = stored.next_travel_id;
    for (i, t) in import.travels.iter().enumerate() {
        let at = format!("travels[{i}]");
        check(!own.contains_key(t.slug.as_str()), || format!("{at}.slug {:?} appears twice in the import", t.slug))?;
        let write = match stored.travels.get(&t.slug) {
            Some(&(id, coordinator_id)) => {
                own.insert(&t.slug, (id, coordinator_id));
                TravelWrite::Update { id, item: t }
            }
            None => {
                let need = |field: &str| invalid(format!("{at}: a new travel needs {field}"));
                let country = t.country.as_deref().ok_or_else(|| need("country"))?;
                let &(country_id, continent_id) = stored
                    .countries
                    .get(&country.to_ascii_uppercase())
                    .ok_or_else(|| invalid(format!("{at}.country: no country {country:?}")))?;
                let coordinator = t.coordinator.as_deref().ok_or_else(|| need("coordinator"))?;
                let &coordinator_id = stored
                    .coordinators
                    .get(coordinator)
                    .ok_or_else(|| invalid(format!("{at}.coordinator: no coordinator {coordinator:?}")))?;
                check(t.texts.as_ref().is_some_and(|m| m.contains_key("en")), || format!("{at}: a new travel needs texts.en"))?;
                let days = t.days.ok_or_else(|| need("days"))?;
                let id = next_id;
                next_id += 1;
                own.insert(&t.slug, (id, coordinator_id));
                TravelWrite::Create { id, country_id, continent_id, coordinator_id, days, item: t }
            }
        };
        travels.push(write);
    }
    let slug_of = |id: i64| stored.travel_slugs.get(&id).cloned().unwrap_or_default();
    let mut tours = Vec::with_capacity(import.tours.len());
    let mut codes = HashSet::new();
    for (i, t) in import.tours.iter().enumerate() {
        let at = format!("tours[{i}]");
        check(codes.insert(t.code.as_str()), || format!("{at}.code {:?} appears twice in the import", t.code))?;
        let write = match stored.tours.get(&t.code) {
            Some(s) => {
                let start = t.starting_date.map_or_else(|| s.starting_date.clone(), |d| d.to_string());
                let end = t.ending_date.map_or_else(|| s.ending_date.clone(), |d| d.to_string());
                check(end >= start, || format!("{at}.endingDate is before startingDate"))?;
                let status = t.status.or(s.status);
                TourWrite {
                    item: t,
                    before: TourBefore { id: s.id.clone(), created: false, status: s.status, free_seats: s.free_seats },
                    now: TourNow {
                        travel_id: s.travel_id,
                        slug: slug_of(s.travel_id),
                        code: t.code.clone(),
                        status,
                        free_seats: t.free_seats.unwrap_or(s.free_seats),
                        starting_date: start,
                    },
                    coordinator_id: 0,
                    ending_date: end,
                }
            }
            None => {
                let need = |field: &str| invalid(format!("{at}: a new tour needs {field}"));
                let slug = t.travel.as_deref().ok_or_else(|| need("travel"))?;
                let &(travel_id, coordinator_id) = own
                    .get(slug)
                    .or_else(|| stored.travels.get(slug))
                    .ok_or_else(|| invalid(format!("{at}.travel: no travel {slug:?}")))?;
                let start = t.starting_date.ok_or_else(|| need("startingDate"))?;
                let end = t.ending_date.ok_or_else(|| need("endingDate"))?;
                let prices = t.prices.as_ref().filter(|p| !p.is_empty()).ok_or_else(|| need("prices"))?;
                check(prices.len() == Currency::ALL.len(), || format!("{at}.prices: a new tour needs a price in EUR, GBP and USD"))?;
                let id = uuid::Uuid::new_v4().to_string();
                let status = t.status.unwrap_or(TourStatus::Planned);
                TourWrite {
                    item: t,
                    before: TourBefore { id, created: true, status: None, free_seats: 0 },
                    now: TourNow {
                        travel_id,
                        slug: slug.to_string(),
                        code: t.code.clone(),
                        status: Some(status),
                        free_seats: t.free_seats.unwrap_or(super::MAX_GROUP),
                        starting_date: start.to_string(),
                    },
                    coordinator_id,
                    ending_date: end.to_string(),
                }
            }
        };
        tours.push(write);
    }
    Ok(Plan { travels, tours })
}
