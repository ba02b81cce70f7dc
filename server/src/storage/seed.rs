//! First-start seeding: the deterministic demo catalogue (demo-catalogue crate)
//! plus content pages and layout content, written in one transaction so a
//! crash never leaves a half-seeded database.

use super::{insert, Arg, Db, Sql};
use chrono::NaiveDate;
use demo_catalogue::content::DemoPage;
use demo_catalogue::{Catalogue, CatalogueSpec, Texts};
use serde_json::json;
use sqlx::{Any, Transaction};

/// What was seeded, for the start-up log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedReport {
    pub travels: usize,
    pub tours: usize,
    pub countries: usize,
}

/// Seeds the catalogue unless the database already holds one. `today` anchors
/// the 18 months of departures; it is stored so later starts know the seed date.
pub async fn seed_if_empty(db: &Db, seed: u64, travels: usize, today: NaiveDate) -> Result<Option<SeedReport>, sqlx::Error> {
    if db.meta("seeded_at").await?.is_some() {
        return Ok(None);
    }
    let spec = CatalogueSpec { seed, today, travels };
    let catalogue = demo_catalogue::generate(&spec);
    let mut tx = db.pool.begin().await?;
    write_catalogue(&mut tx, &catalogue).await?;
    write_price_history(&mut tx, &catalogue).await?;
    super::demo_bookings::write(&mut tx, &catalogue, seed, today).await?;
    write_content(&mut tx, &demo_catalogue::content::pages(), &demo_catalogue::content::layouts()).await?;
    let mut sql = Sql::new("INSERT INTO meta (key, value) VALUES ('seeded_at', ");
    sql.bind(today.to_string()).push("), ('seed', ").bind(seed.to_string()).push(")");
    sql.query().execute(&mut *tx).await?;
    super::bump_version(&mut tx, db.backend).await.map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    tx.commit().await?;
    // Fresh statistics let both planners start from the selective side of a
    // search (travels, then their tours): 20x faster than without on SQLite.
    sqlx::query("ANALYZE").execute(&db.pool).await?;
    Ok(Some(SeedReport { travels: catalogue.travels.len(), tours: catalogue.tours.len(), countries: catalogue.countries.len() }))
}

/// The demo's price history, as imports would have kept it: every departure at
/// its base price from two months ago, and each reduced one at its price from a
/// day between 5 and 25 days ago. The Omnibus line of reduced prices reads it.
/// Timed on the real clock, as imports time theirs, so later imports come after
/// it even when `TODAY` fixes the site's day in the future.
async fn write_price_history(tx: &mut Transaction<'_, Any>, c: &Catalogue) -> Result<(), sqlx::Error> {
    let now = chrono::Utc::now();
    let micros = |days_ago: u64| (now - chrono::Days::new(days_ago)).timestamp_micros();
    let mut rows = Vec::new();
    for (i, t) in c.tours.iter().enumerate() {
        for p in &t.prices {
            rows.push(vec![t.id.as_str().into(), p.currency.into(), p.base_price.into(), micros(60).into()]);
            if p.price < p.base_price {
                rows.push(vec![t.id.as_str().into(), p.currency.into(), p.price.into(), micros(5 + (i % 21) as u64).into()]);
            }
        }
    }
    insert(tx, "price_history", &["tour_id", "currency", "price", "changed_at"], rows).await
}

fn texts_json(texts: &Texts) -> String {
    serde_json::to_string(texts).unwrap_or_else(|_| "{}".into())
}

/// The demo catalogue, table by table, in `tx`.
async fn write_catalogue(tx: &mut Transaction<'_, Any>, c: &Catalogue) -> Result<(), sqlx::Error> {
    write_places(tx, c).await?;
    write_travels(tx, c).await?;
    write_tours(tx, c).await?;
    write_reviews_and_events(tx, c).await
}

/// Continents, countries and coordinators.
async fn write_places(tx: &mut Transaction<'_, Any>, c: &Catalogue) -> Result<(), sqlx::Error> {
    let continents = c.continents.iter().map(|x| vec![x.id.into(), x.code.into(), texts_json(&x.name).into()]).collect();
    insert(tx, "continents", &["id", "code", "names"], continents).await?;
    let countries =
        c.countries.iter().map(|x| vec![x.id.into(), x.iso3.into(), x.continent_id.into(), texts_json(&x.name).into()]).collect();
    insert(tx, "countries", &["id", "iso3", "continent_id", "names"], countries).await?;
    let coordinators = c
        .coordinators
        .iter()
        .map(|x| {
            vec![
                x.id.into(),
                x.slug.as_str().into(),
                x.name.as_str().into(),
                x.city.as_str().into(),
                texts_json(&x.bio).into(),
                x.avatar_hue.into(),
            ]
        })
        .collect();
    insert(tx, "coordinators", &["id", "slug", "name", "city", "bio", "avatar_hue"], coordinators).await?;
    Ok(())
}

/// Trips, their covers and their texts in every language.
async fn write_travels(tx: &mut Transaction<'_, Any>, c: &Catalogue) -> Result<(), sqlx::Error> {
    let mut images = Vec::new();
    let mut travels = Vec::new();
    let mut texts = Vec::new();
    for t in &c.travels {
        let iso3 = c.countries.iter().find(|x| x.id == t.country_id).map_or("", |x| x.iso3);
        let continent = c.continents.iter().find(|x| x.id == t.continent_id).map_or("", |x| x.code);
        let cover = caravan_site::images::covers::cover_of(iso3, continent, t.travel_type, &t.moods, t.image_hue);
        images.push(vec![
            t.id.into(),
            t.slug.as_str().into(),
            cover.src().into(),
            t.title["en"].as_str().into(),
            t.destination_label["en"].as_str().into(),
        ]);
        travels.push(vec![
            t.id.into(),
            t.slug.as_str().into(),
            t.country_id.into(),
            t.continent_id.into(),
            t.coordinator_id.into(),
            t.id.into(),
            t.days.into(),
            t.nights.into(),
            t.age_range.into(),
            t.moods.join(",").into(),
            t.travel_type.into(),
            t.travel_style.into(),
            t.is_unique.into(),
            t.is_collection.into(),
            t.no_sharing_room.into(),
            t.rating.into(),
            t.reviews_count.into(),
            t.review_stars.map(|n| n.to_string()).join(",").into(),
            t.image_hue.into(),
            (t.money_pot_eur * 100).into(),
        ]);
        for lang in demo_catalogue::LANGS {
            let per_lang = |list: &Vec<Texts>| json!(list.iter().map(|x| x[lang].as_str()).collect::<Vec<_>>()).to_string();
            let itinerary = json!(t
                .itinerary
                .iter()
                .map(|d| json!({"day": d.day, "title": d.title[lang], "body": d.body[lang], "night": d.night_location}))
                .collect::<Vec<_>>())
            .to_string();
            let faqs = json!(t
                .faqs
                .iter()
                .map(|f| json!({"category": f.category, "question": f.question[lang], "answer": f.answer[lang]}))
                .collect::<Vec<_>>())
            .to_string();
            // Search in any language finds the trip: titles and country names of all languages.
            texts.push(vec![
                t.id.into(),
                lang.into(),
                t.title[lang].as_str().into(),
                t.destination_label[lang].as_str().into(),
                t.description[lang].as_str().into(),
                per_lang(&t.included).into(),
                per_lang(&t.not_included).into(),
                itinerary.into(),
                faqs.into(),
            ]);
        }
    }
    insert(tx, "images", &["id", "seo_name", "base_url", "title", "alt_text"], images).await?;
    insert(
        tx,
        "travels",
        &[
            "id",
            "slug",
            "country_id",
            "continent_id",
            "coordinator_id",
            "image_id",
            "days",
            "nights",
            "age_range",
            "moods",
            "travel_type",
            "travel_style",
            "is_unique",
            "is_collection",
            "no_sharing_room",
            "rating",
            "reviews_count",
            "review_stars",
            "image_hue",
            "money_pot",
        ],
        travels,
    )
    .await?;
    insert(
        tx,
        "travel_texts",
        &["travel_id", "lang", "title", "destination_label", "description", "included", "not_included", "itinerary", "faqs"],
        texts,
    )
    .await?;
    Ok(())
}

/// Departures and their prices.
async fn write_tours(tx: &mut Transaction<'_, Any>, c: &Catalogue) -> Result<(), sqlx::Error> {
    let mut tours = Vec::with_capacity(c.tours.len());
    let mut prices = Vec::with_capacity(c.tours.len() * 3);
    for t in &c.tours {
        tours.push(vec![
            t.id.as_str().into(),
            t.code.as_str().into(),
            t.travel_id.into(),
            t.starting_date.to_string().into(),
            t.ending_date.to_string().into(),
            t.status.into(),
            t.free_seats.into(),
            t.seats_to_confirm.into(),
            t.age_badge.into(),
            t.badge_id.into(),
            t.coordinator_id.into(),
            Arg::from(t.promo.as_ref().map(|(code, _)| code.as_str())),
            Arg::from(t.promo.as_ref().map(|(_, expires)| expires.to_string()).as_deref()),
            t.money_pot_included.into(),
        ]);
        for p in &t.prices {
            prices.push(vec![t.id.as_str().into(), p.currency.into(), p.base_price.into(), p.price.into()]);
        }
    }
    insert(
        tx,
        "tours",
        &[
            "id",
            "code",
            "travel_id",
            "starting_date",
            "ending_date",
            "status",
            "free_seats",
            "seats_to_confirm",
            "age_badge",
            "badge_id",
            "coordinator_id",
            "promo_code",
            "promo_expires",
            "money_pot_included",
        ],
        tours,
    )
    .await?;
    insert(tx, "tour_prices", &["tour_id", "currency", "base_price", "price"], prices).await?;
    Ok(())
}

/// Reviews and WeMeet events.
async fn write_reviews_and_events(tx: &mut Transaction<'_, Any>, c: &Catalogue) -> Result<(), sqlx::Error> {
    let reviews = c
        .reviews
        .iter()
        .map(|r| {
            vec![
                r.id.into(),
                r.travel_id.into(),
                r.rating.into(),
                r.author.as_str().into(),
                r.lang.into(),
                r.text.as_str().into(),
                r.date.to_string().into(),
            ]
        })
        .collect();
    insert(tx, "reviews", &["id", "travel_id", "rating", "author", "lang", "body", "review_date"], reviews).await?;
    let events = c
        .events
        .iter()
        .map(|e| {
            vec![
                e.id.into(),
                e.city.as_str().into(),
                e.country_id.into(),
                e.date.to_string().into(),
                e.attendees.into(),
                e.coordinator_id.into(),
                texts_json(&e.city_names).into(),
            ]
        })
        .collect();
    insert(tx, "wemeet_events", &["id", "city", "country_id", "event_date", "attendees", "coordinator_id", "city_names"], events).await?;
    Ok(())
}

/// A block as the CMS stores it (spec §3 Block).
/// The demo content pages in every language, and each edition's layout content.
async fn write_content(
    tx: &mut Transaction<'_, Any>,
    pages: &[DemoPage],
    layouts: &[(&'static str, serde_json::Value)],
) -> Result<(), sqlx::Error> {
    let mut rows = Vec::new();
    for lang in demo_catalogue::LANGS {
        for page in pages {
            let id = rows.len() as i64 + 1;
            let seo = page.seo_json(lang);
            let blocks = page.blocks_json(lang);
            rows.push(vec![
                id.into(),
                lang.into(),
                Arg::from(page.routing_key),
                Arg::from(page.slug),
                "custom".into(),
                page.title[lang].as_str().into(),
                seo.to_string().into(),
                json!(blocks).to_string().into(),
                Arg::from(page.custom_css),
                page.attributes_json().to_string().into(),
            ]);
        }
    }
    insert(
        tx,
        "custom_pages",
        &["id", "lang", "routing_key", "slug", "page_type", "title", "seo", "blocks", "custom_css", "attributes"],
        rows,
    )
    .await?;
    let layouts = layouts.iter().map(|(edition, content)| vec![(*edition).into(), content.to_string().into()]).collect();
    insert(tx, "layouts", &["edition", "content"], layouts).await?;
    Ok(())
}
