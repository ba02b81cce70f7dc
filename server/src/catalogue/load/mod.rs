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

    let continents = rows::<ContinentRow>(db, "SELECT id, code, names FROM continents ORDER BY id")
        .await?
        .into_iter()
        .map(|r| Ok(Continent { id: r.id, code: r.code, names: texts("continent names", &r.names)? }))
        .collect::<AppResult<Vec<_>>>()?;
    let continent_ix = positions(continents.iter().map(|c| c.id));

    let countries = rows::<CountryRow>(db, "SELECT id, iso3, continent_id, names FROM countries ORDER BY id")
        .await?
        .into_iter()
        .map(|r| {
            Ok(Country {
                id: r.id,
                iso3: r.iso3,
                continent: index_of(&continent_ix, "continent", r.continent_id)?,
                names: texts("country names", &r.names)?,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    let country_ix = positions(countries.iter().map(|c| c.id));

    let coordinators = rows::<CoordinatorRow>(db, "SELECT id, slug, name, city, bio, avatar_hue FROM coordinators ORDER BY name, slug")
        .await?
        .into_iter()
        .map(|r| {
            Ok(Coordinator {
                id: r.id,
                slug: r.slug,
                name: r.name,
                city: r.city,
                bio: texts("coordinator bio", &r.bio)?,
                avatar_hue: r.avatar_hue,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    let coordinator_ix = positions(coordinators.iter().map(|c| c.id));

    let mut travels = rows::<TravelRow>(
        db,
        "SELECT id, slug, country_id, continent_id, coordinator_id, days, nights, age_range, moods, travel_type, travel_style, \
         is_unique, is_collection, no_sharing_room, rating, reviews_count, review_stars, image_hue, money_pot FROM travels ORDER BY id",
    )
    .await?
    .into_iter()
    .map(|r| {
        let moods: Vec<String> = r.moods.split(',').filter(|m| !m.is_empty()).map(str::to_string).collect();
        let (country, continent) = (index_of(&country_ix, "country", r.country_id)?, index_of(&continent_ix, "continent", r.continent_id)?);
        let cover = caravan_site::images::covers::cover_of(
            &countries[country].iso3,
            &continents[continent].code,
            &r.travel_type,
            &moods,
            r.image_hue,
        );
        Ok(Travel {
            id: r.id,
            slug: r.slug,
            country,
            continent,
            coordinator: index_of(&coordinator_ix, "coordinator", r.coordinator_id)?,
            days: r.days,
            nights: r.nights,
            age_range: r.age_range,
            moods,
            travel_type: r.travel_type,
            travel_style: r.travel_style,
            is_unique: r.is_unique != 0,
            is_collection: r.is_collection != 0,
            no_sharing_room: r.no_sharing_room != 0,
            rating: r.rating,
            reviews_count: r.reviews_count,
            review_stars: star_counts(&r.review_stars),
            cover,
            image_hue: r.image_hue,
            money_pot: r.money_pot,
            texts: vec![TravelText::default(); Language::ALL.len()],
            tours: Vec::new(),
            reviews: Vec::new(),
        })
    })
    .collect::<AppResult<Vec<_>>>()?;
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

    for r in rows::<ReviewRow>(db, "SELECT travel_id, lang, rating, author, body, review_date FROM reviews ORDER BY review_date DESC, id")
        .await?
    {
        let travel = index_of(&travel_ix, "travel", r.travel_id)?;
        let date = date("review_date", &r.review_date)?;
        travels[travel].reviews.push(Review { author: r.author, rating: r.rating, text: r.body, date, lang: r.lang });
    }

    let events = rows::<EventRow>(
        db,
        "SELECT city, city_names, coordinator_id, country_id, event_date, attendees FROM wemeet_events ORDER BY event_date, city",
    )
    .await?
    .into_iter()
    .map(|r| {
        Ok(Event {
            country: index_of(&country_ix, "country", r.country_id)?,
            coordinator: index_of(&coordinator_ix, "coordinator", r.coordinator_id)?,
            date: date("event_date", &r.event_date)?,
            city_names: texts("event city names", &r.city_names)?,
            city: r.city,
            attendees: r.attendees,
        })
    })
    .collect::<AppResult<Vec<_>>>()?;

    let mut pages = HashMap::new();
    for r in rows::<PageRow>(db, "SELECT lang, routing_key, slug, title, seo, blocks, custom_css, attributes FROM custom_pages").await? {
        let Some(lang) = language(&r.lang) else { continue };
        let key = match (r.routing_key, r.slug) {
            (Some(key), _) => PageKey::RoutingKey(key),
            (None, Some(slug)) => PageKey::Slug(slug),
            (None, None) => continue,
        };
        let seo: Value = json("custom page seo", &r.seo)?;
        let attributes: Value = json("custom page attributes", &r.attributes)?;
        let flag = |name: &str| attributes.get(name).and_then(Value::as_bool).unwrap_or(false);
        let page = StoredPage {
            title: r.title,
            description: seo.get("description").and_then(Value::as_str).unwrap_or_default().to_string(),
            blocks: json("custom page blocks", &r.blocks)?,
            custom_css: r.custom_css,
            transparent_header: flag("transparentHeader"),
            hide_layout: flag("hideLayout"),
            redirect: super::PageRedirect::from_attributes(&attributes),
            attributes,
            seo,
        };
        pages.insert((lang, key), page);
    }

    let layouts = rows::<LayoutRow>(db, "SELECT edition, content FROM layouts")
        .await?
        .into_iter()
        .map(|r| Ok((r.edition, super::layout::StoredLayout::new(json("layout content", &r.content)?))))
        .collect::<AppResult<HashMap<_, _>>>()?;

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
    let packed = |currency: Currency| -> AppResult<Vec<PackedPrice>> {
        tours
            .iter()
            .map(|t| match t.price(currency) {
                None => Ok(PackedPrice::NOT_SOLD),
                Some(p) => match (u32::try_from(p.price), u32::try_from(p.base)) {
                    (Ok(price), Ok(base)) if price < u32::MAX && base < u32::MAX => Ok(PackedPrice { price, base }),
                    _ => Err(AppError::Corrupt(format!("price of {} out of range", t.code))),
                },
            })
            .collect()
    };
    let prices = [packed(Currency::ALL[0])?, packed(Currency::ALL[1])?, packed(Currency::ALL[2])?];
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
