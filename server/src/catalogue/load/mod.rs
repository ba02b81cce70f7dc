//! Reads the whole catalogue from the database into a [`Snapshot`]. Rows are
//! typed (`FromRow`, through `row!`); stored JSON that does not parse is reported, not guessed.

use super::{
    Continent, Coordinator, Country, Event, PackedPrice, PageKey, Snapshot, StoredPage, Texts, TourKey, TourTags, Travel, TravelText,
};
use crate::error::{AppError, AppResult};
use crate::storage::Db;
use caravan_site::edition::Language;
use caravan_site::model::{Faq, ItineraryDay, Review};
use chrono::NaiveDate;
use read::{each_row, rows};
use search_core::Currency;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;

#[macro_use]
mod read;
mod departures;
mod parts;

use parts::Places;

row! {
    struct ContinentRow {
        id: i64,
        code: String,
        names: String,
    }
}

row! {
    struct CountryRow {
        id: i64,
        iso3: String,
        continent_id: i64,
        names: String,
    }
}

row! {
    struct CoordinatorRow {
        id: i64,
        slug: String,
        name: String,
        city: String,
        bio: String,
        avatar_hue: i64,
    }
}

row! {
    struct TravelRow {
        id: i64,
        slug: String,
        country_id: i64,
        continent_id: i64,
        coordinator_id: i64,
        days: i64,
        nights: i64,
        age_range: String,
        moods: String,
        travel_type: String,
        travel_style: String,
        is_unique: i64,
        is_collection: i64,
        no_sharing_room: i64,
        rating: f64,
        reviews_count: i64,
        review_stars: String,
        image_hue: i64,
        money_pot: i64,
    }
}

row! {
    struct TravelTextRow {
        travel_id: i64,
        lang: String,
        title: String,
        destination_label: String,
        description: String,
        included: String,
        not_included: String,
        itinerary: String,
        faqs: String,
    }
}

row! {
    struct ReviewRow {
        travel_id: i64,
        lang: String,
        rating: i64,
        author: String,
        body: String,
        review_date: String,
    }
}

row! {
    struct EventRow {
        city: String,
        city_names: String,
        coordinator_id: i64,
        country_id: i64,
        event_date: String,
        attendees: i64,
    }
}

row! {
    struct PageRow {
        lang: String,
        routing_key: Option<String>,
        slug: Option<String>,
        title: String,
        seo: String,
        blocks: String,
        custom_css: Option<String>,
        attributes: String,
    }
}

row! {
    struct LayoutRow {
        edition: String,
        content: String,
    }
}

#[derive(Deserialize)]
struct StoredDay {
    #[serde(default)]
    day: i64,
    #[serde(default)]
    title: String,
    #[serde(default)]
    body: String,
    #[serde(default)]
    night: String,
}

#[derive(Deserialize)]
struct StoredFaq {
    #[serde(default)]
    category: String,
    #[serde(default)]
    question: String,
    #[serde(default)]
    answer: String,
}

fn json<T: DeserializeOwned>(what: &str, text: &str) -> AppResult<T> {
    serde_json::from_str(text).map_err(|e| AppError::Corrupt(format!("{what}: {e}")))
}

fn date(what: &str, text: &str) -> AppResult<NaiveDate> {
    search_core::date::parse_iso(text).ok_or_else(|| AppError::Corrupt(format!("{what} = {text:?}")))
}

fn language(code: &str) -> Option<Language> {
    Language::ALL.into_iter().find(|l| l.code() == code)
}

/// One copy of each itinerary, FAQ and included-list text, however many trips repeat it: at 30,000
/// trips (a million departures) they are 390 MB as stored, of which a tenth is distinct.
#[derive(Default)]
struct SharedTexts(std::collections::HashSet<Arc<str>>);

impl SharedTexts {
    fn share(&mut self, text: String) -> Arc<str> {
        if let Some(known) = self.0.get(text.as_str()) {
            return known.clone();
        }
        let text: Arc<str> = text.into();
        self.0.insert(text.clone());
        text
    }
}

/// `{"en": "…", "it": "…"}` → texts by language (missing ones empty).
fn texts(what: &str, stored: &str) -> AppResult<Texts> {
    let map: HashMap<String, String> = json(what, stored)?;
    Ok(Language::ALL.map(|l| map.get(l.code()).cloned().unwrap_or_default()))
}

/// The stored "n1,n2,n3,n4,n5" star counts; `None` when empty or not five counts.
fn star_counts(stored: &str) -> Option<[i64; 5]> {
    let counts: Vec<i64> = stored.split(',').map(|n| n.trim().parse().ok()).collect::<Option<_>>()?;
    counts.try_into().ok()
}

/// Position of each id in `ids`, for turning foreign keys into indexes.
fn positions(ids: impl Iterator<Item = i64>) -> HashMap<i64, usize> {
    ids.enumerate().map(|(i, id)| (id, i)).collect()
}

fn index_of(map: &HashMap<i64, usize>, what: &str, id: i64) -> AppResult<usize> {
    map.get(&id).copied().ok_or_else(|| AppError::Corrupt(format!("{what} {id} does not exist")))
}

/// The current catalogue version, as written by the last catalogue change.
pub async fn version(db: &Db) -> AppResult<i64> {
    let stored = db.meta("catalogue_version").await?.unwrap_or_default();
    stored.parse().map_err(|_| AppError::Corrupt(format!("catalogue_version = {stored:?}")))
}

/// Loads the catalogue as of its current version.
pub async fn snapshot(db: &Db) -> AppResult<Snapshot> {
    let started = std::time::Instant::now();
    // Read first: a write landing during the load bumps the version again,
    // and the watcher then loads once more.
    let version = version(db).await?;

    let Places { continents, countries, coordinators, continent_ix, country_ix, coordinator_ix } = parts::places(db).await?;

    let mut travels = parts::travels(db, &continents, &countries, &continent_ix, &country_ix, &coordinator_ix).await?;
    let travel_ix = positions(travels.iter().map(|t| t.id));

    // The texts and the departures are read side by side: on SQLite each on a reader thread of
    // its own (1M departures: 26 s one after the other).
    let mut shared_texts = SharedTexts::default();
    let travel_texts = each_row::<TravelTextRow>(
        db,
        "SELECT travel_id, lang, title, destination_label, description, included, not_included, itinerary, faqs FROM travel_texts",
        |r| {
            let Some(lang) = language(&r.lang) else { return Ok(()) };
            let travel = index_of(&travel_ix, "travel", r.travel_id)?;
            let days: Vec<StoredDay> = json("itinerary", &r.itinerary)?;
            let faqs: Vec<StoredFaq> = json("faqs", &r.faqs)?;
            let included: Vec<String> = json("included", &r.included)?;
            let not_included: Vec<String> = json("not_included", &r.not_included)?;
            let mut shared = |text: String| shared_texts.share(text);
            travels[travel].texts[lang as usize] = TravelText {
                title: r.title,
                destination_label: r.destination_label,
                description: r.description,
                included: included.into_iter().map(&mut shared).collect(),
                not_included: not_included.into_iter().map(&mut shared).collect(),
                itinerary: days
                    .into_iter()
                    .map(|d| ItineraryDay { day: d.day, title: shared(d.title), body: shared(d.body), night_location: shared(d.night) })
                    .collect(),
                faqs: faqs
                    .into_iter()
                    .map(|f| Faq { category: shared(f.category), question: shared(f.question), answer: shared(f.answer) })
                    .collect(),
            };
            Ok(())
        },
    );
    let ((), tours) = tokio::try_join!(travel_texts, departures::departures(db, &travel_ix, &coordinator_ix))?;
    // A travel missing a language reads English, so no page shows blanks.
    for travel in &mut travels {
        let english = travel.texts[Language::En as usize].clone();
        for text in travel.texts.iter_mut().filter(|t| t.title.is_empty()) {
            *text = english.clone();
        }
    }

    for (i, tour) in tours.iter().enumerate() {
        travels[tour.travel].tours.push(i);
    }

    parts::attach_reviews(db, &travel_ix, &mut travels).await?;

    let events = parts::events(db, &country_ix, &coordinator_ix).await?;

    let pages = parts::pages(db).await?;

    let layouts = parts::layouts(db).await?;

    // The site rating of the footer: every review, weighted by how many each trip has.
    let reviews: i64 = travels.iter().map(|t| t.reviews_count).sum();
    let rating = if reviews > 0 { travels.iter().map(|t| t.rating * t.reviews_count as f64).sum::<f64>() / reviews as f64 } else { 0.0 };
    let site_rating = caravan_site::layout_content::SiteRating { rating, count: reviews };
    let layout_content = caravan_site::edition::EDITIONS
        .iter()
        .map(|e| {
            let stored = layouts.get(e.code()).map_or(&Value::Null, |l| &l.content);
            (e.id, Arc::new(super::layout::layout_content(stored, e, site_rating)))
        })
        .collect();
    let keys = tours.iter().map(|t| TourKey { travel: t.travel as u32, day: t.starting_date, status: t.status }).collect();
    let tags = TourTags::new(&tours);
    let travel_tags = super::model::TravelTags::new(&travels);
    let prices = parts::packed_prices(&tours)?;
    let ranked = super::indexes::RankedLists::build(&travels, &prices);
    let headline = super::indexes::HeadlineCounts::build(&travels, &tours);
    let text =
        crate::search::TextIndex::build(&travels, &countries, &continents).map_err(|e| AppError::Corrupt(format!("text index: {e}")))?;
    let help = crate::chat::HelpIndex::for_snapshot(&pages, &travels).map_err(|e| AppError::Corrupt(format!("help index: {e}")))?;
    let photos = crate::images::library::manifests(db).await?;
    Ok(Snapshot {
        load_ms: started.elapsed().as_millis() as u64,
        text,
        help,
        photos,
        version,
        keys,
        tags,
        travel_tags,
        prices,
        ranked,
        headline,
        travel_by_slug: travels.iter().enumerate().map(|(i, t)| (t.slug.clone(), i)).collect(),
        coordinator_by_slug: coordinators.iter().enumerate().map(|(i, c)| (c.slug.clone(), i)).collect(),
        travel_by_id: travels.iter().enumerate().map(|(i, t)| (t.id, i)).collect(),
        tour_by_id: tours.iter().enumerate().map(|(i, t)| (t.id.clone(), i)).collect(),
        continents,
        countries,
        coordinators,
        travels,
        tours,
        events,
        pages,
        layouts,
        layout_content,
        render_caches: caravan_site::edition::EDITIONS.iter().map(|e| (e.id, Arc::default())).collect(),
        day_counts: Default::default(),
        facet_groups: Default::default(),
        travel_order: Default::default(),
        related_order: Default::default(),
        kept_travel_scores: Default::default(),
        kept_facets: Default::default(),
        kept_tour_json: Default::default(),
    })
}

/// The small test catalogue (`test_db`), loaded the way an instance loads it.
#[cfg(test)]
pub(crate) async fn test_snapshot(name: &str, today: NaiveDate) -> Snapshot {
    let (db, dir) = test_db(name, today).await;
    let loaded = snapshot(&db).await.unwrap();
    db.close().await;
    let _ = std::fs::remove_dir_all(&dir);
    loaded
}

/// A SQLite database in a folder of its own, seeded with the small test catalogue (seed 11, 60
/// travels, departures from `today` on); the caller removes the folder.
#[cfg(test)]
pub(crate) async fn test_db(name: &str, today: NaiveDate) -> (Db, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("caravan-{name}-{}", std::process::id()));
    let db = Db::connect(&format!("sqlite://{}/caravan.db", dir.display())).await.unwrap();
    crate::storage::seed::seed_if_empty(&db, 11, 60, today).await.unwrap();
    (db, dir)
}
