//! Catalogue writes: upserts of travels and tours from the admin API
//! (`PUT /api/admin/catalogue`) and the CLI (`caravan import FILE.json`).
//!
//! An import is all or nothing. Every item is checked before the first
//! write: first what the file alone shows ([`validate`]), then, inside the
//! import's one transaction, what needs the database ([`plan`]: slugs,
//! countries, coordinators, the dates of stored departures). Then it writes,
//! queues what each change means for alerts in the same transaction, bumps
//! `catalogue_version` and commits: a refused, cancelled (timed out, client
//! gone) or killed import leaves no trace, and no alert mail leaves for a
//! change that was not committed. On PostgreSQL the bump also sends `NOTIFY
//! catalogue`, delivered at commit, so every instance reloads its snapshot
//! (see [`super::watch`]).
//!
//! The transaction holds SQLite's write lock while it writes, so the writes
//! are lean: the stored rows are read once in bulk, and alert queries run
//! only for the trips somebody watches (see `docs/imports.md` for the
//! figures of saves during a 10,000-departure import).
//!
//! ```json
//! { "travels": [ { "slug": "peru-classic", "isCollection": true } ],
//!   "tours": [ { "code": "PER240601", "status": "CONFIRMED", "freeSeats": 4,
//!                "prices": { "EUR": { "basePrice": 149000, "price": 129000 } } } ] }
//! ```
//! An unknown code or slug creates a tour or travel, and then the fields a new
//! one needs are required; a known one is updated in the fields given.

pub mod changes;
mod plan;

use crate::error::{AppError, AppResult, ErrorCode};
use crate::storage::{Arg, Backend, Db, Sql};
use caravan_site::edition::Language;
use changes::{AlertReport, Changes, TourChange};
use chrono::NaiveDate;
use plan::{Plan, Stored, TourWrite, TravelWrite};
use search_core::{Currency, TourStatus};
use serde::{Deserialize, Serialize};
use sqlx::{Any, Transaction};
use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::pin::Pin;

/// Most seats a departure has: groups are at most 15 people (spec §9).
pub const MAX_GROUP: i64 = 15;
/// Most items one import may carry.
pub const MAX_ITEMS: usize = 20_000;

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CatalogueImport {
    #[serde(default)]
    pub travels: Vec<TravelUpsert>,
    #[serde(default)]
    pub tours: Vec<TourUpsert>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TravelTexts {
    pub title: String,
    pub destination_label: String,
    #[serde(default)]
    pub description: String,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TravelUpsert {
    pub slug: String,
    /// ISO alpha-3 code of the country (new travels).
    pub country: Option<String>,
    /// Coordinator slug (new travels).
    pub coordinator: Option<String>,
    pub days: Option<i64>,
    pub nights: Option<i64>,
    pub age_range: Option<String>,
    pub travel_type: Option<String>,
    pub travel_style: Option<String>,
    pub moods: Option<Vec<String>>,
    pub is_unique: Option<bool>,
    pub is_collection: Option<bool>,
    pub no_sharing_room: Option<bool>,
    /// Texts by language code (`en`, `it`, …); new travels need `en`.
    pub texts: Option<BTreeMap<String, TravelTexts>>,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PriceUpsert {
    /// Minor units, before any discount.
    pub base_price: i64,
    /// Minor units, what the traveller pays; below `basePrice` means discounted.
    pub price: i64,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TourUpsert {
    pub code: String,
    /// Travel slug (new tours).
    pub travel: Option<String>,
    pub starting_date: Option<NaiveDate>,
    pub ending_date: Option<NaiveDate>,
    pub status: Option<TourStatus>,
    pub free_seats: Option<i64>,
    pub seats_to_confirm: Option<i64>,
    pub age_badge: Option<String>,
    pub prices: Option<BTreeMap<Currency, PriceUpsert>>,
}

/// What an import changed, and the catalogue version it produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    pub travels_created: usize,
    pub travels_updated: usize,
    pub tours_created: usize,
    pub tours_updated: usize,
    pub version: i64,
    /// The mails the import queued for subscribers and people waiting.
    pub alerts: changes::AlertReport,
}

fn invalid(message: String) -> AppError {
    AppError::invalid(ErrorCode::InvalidImport, message)
}

fn check(ok: bool, message: impl FnOnce() -> String) -> AppResult<()> {
    if ok {
        Ok(())
    } else {
        Err(invalid(message()))
    }
}

fn language(code: &str) -> Option<Language> {
    Language::ALL.into_iter().find(|l| l.code() == code)
}

/// Checks what can be checked without the database, so a bad file writes nothing.
pub fn validate(import: &CatalogueImport) -> AppResult<()> {
    check(import.travels.len() + import.tours.len() <= MAX_ITEMS, || format!("at most {MAX_ITEMS} travels and tours per import"))?;
    for (i, t) in import.travels.iter().enumerate() {
        let at = format!("travels[{i}]");
        check(
            !t.slug.is_empty() && t.slug.len() <= 120 && t.slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            || format!("{at}.slug must be 1-120 characters of a-z, 0-9 and -"),
        )?;
        for (field, value) in [("days", t.days), ("nights", t.nights)] {
            check(value.is_none_or(|v| (0..=366).contains(&v)), || format!("{at}.{field} must be between 0 and 366"))?;
        }
        for code in t.texts.iter().flat_map(|m| m.keys()) {
            check(language(code).is_some(), || format!("{at}.texts: unknown language {code:?} (en, it, es, fr, de)"))?;
        }
    }
    for (i, t) in import.tours.iter().enumerate() {
        let at = format!("tours[{i}]");
        check(!t.code.is_empty() && t.code.len() <= 40 && t.code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'), || {
            format!("{at}.code must be 1-40 letters, digits or -")
        })?;
        if let (Some(start), Some(end)) = (t.starting_date, t.ending_date) {
            check(end >= start, || format!("{at}.endingDate is before startingDate"))?;
        }
        for (field, value) in [("freeSeats", t.free_seats), ("seatsToConfirm", t.seats_to_confirm)] {
            check(value.is_none_or(|v| (0..=MAX_GROUP).contains(&v)), || format!("{at}.{field} must be between 0 and {MAX_GROUP}"))?;
        }
        for (currency, p) in t.prices.iter().flatten() {
            let code = currency.iso_code();
            check(p.price >= 0 && p.base_price >= 0, || format!("{at}.prices.{code} must not be negative"))?;
            check(p.price <= p.base_price, || format!("{at}.prices.{code}.price is above basePrice"))?;
        }
    }
    Ok(())
}

/// How long a freed seat is held when the configuration does not say.
pub const DEFAULT_HOLD_SECS: i64 = 24 * 3600;

/// What an import's changes mean to the layers above the catalogue (the site passes
/// `alerts::events::Subscribers`), told inside the import's transaction so a change and what
/// it causes commit together or not at all. The catalogue does not reach up for it (issue 25).
pub trait ImportListener: Sync {
    fn changed<'a>(
        &'a self,
        tx: &'a mut Transaction<'static, Any>,
        changes: &'a Changes<'a>,
        today: NaiveDate,
        hold_secs: i64,
    ) -> Pin<Box<dyn Future<Output = AppResult<AlertReport>> + Send + 'a>>;
}

/// Applies an import and returns what changed; `today` decides which
/// departures are upcoming for the alerts.
pub async fn apply(db: &Db, import: &CatalogueImport, listener: &dyn ImportListener, today: NaiveDate) -> AppResult<ImportReport> {
    apply_holding(db, import, listener, DEFAULT_HOLD_SECS, today).await
}

/// The same, holding freed seats for `hold_secs`. Dropping the future before
/// it ends (a request timeout) rolls the whole import back.
pub async fn apply_holding(
    db: &Db,
    import: &CatalogueImport,
    listener: &dyn ImportListener,
    hold_secs: i64,
    today: NaiveDate,
) -> AppResult<ImportReport> {
    validate(import)?;
    let mut tx = db.begin_write().await?;
    // Read and checked under the write lock, so nothing changes between the check and the write.
    let stored = Stored::read(&mut tx).await?;
    let plan = plan::plan(import, &stored)?;
    let report = write(&mut tx, &plan, listener, db.backend, hold_secs, today).await?;
    tx.commit().await?;
    Ok(report)
}

/// Writes a checked plan, queues its alerts and bumps the version, in `tx`.
async fn write(
    tx: &mut Transaction<'static, Any>,
    plan: &Plan<'_>,
    listener: &dyn ImportListener,
    backend: Backend,
    hold_secs: i64,
    today: NaiveDate,
) -> AppResult<ImportReport> {
    let mut report = ImportReport::default();
    for travel in &plan.travels {
        write_travel(tx, travel).await?;
        match travel {
            TravelWrite::Update { .. } => report.travels_updated += 1,
            TravelWrite::Create { .. } => report.travels_created += 1,
        }
    }
    let created: BTreeSet<String> = plan.tours.iter().filter(|t| t.before.created).map(|t| t.before.id.clone()).collect();
    let mut touched = BTreeSet::new();
    for tour in &plan.tours {
        write_tour(tx, tour).await?;
        if tour.before.created {
            report.tours_created += 1;
        } else {
            report.tours_updated += 1;
        }
        touched.insert((tour.now.travel_id, tour.now.slug.clone()));
    }
    let tours = plan.tours.iter().map(|t| TourChange { before: &t.before, now: &t.now, prices_given: t.item.prices.is_some() }).collect();
    report.alerts = listener.changed(tx, &Changes { tours, created: &created, travels: &touched }, today, hold_secs).await?;
    report.version = crate::storage::bump_version(tx, backend).await?;
    Ok(report)
}

async fn write_travel(tx: &mut Transaction<'_, Any>, travel: &TravelWrite<'_>) -> AppResult<()> {
    match *travel {
        TravelWrite::Update { id, item: t } => {
            let mut sql = Sql::new("UPDATE travels SET id = id");
            for (column, value) in [("days", t.days), ("nights", t.nights)] {
                if let Some(v) = value {
                    sql.push(&format!(", {column} = ")).bind(v);
                }
            }
            for (column, value) in [("age_range", &t.age_range), ("travel_type", &t.travel_type), ("travel_style", &t.travel_style)] {
                if let Some(v) = value {
                    sql.push(&format!(", {column} = ")).bind(v.as_str());
                }
            }
            if let Some(moods) = &t.moods {
                sql.push(", moods = ").bind(moods.join(","));
            }
            for (column, value) in [("is_unique", t.is_unique), ("is_collection", t.is_collection), ("no_sharing_room", t.no_sharing_room)]
            {
                if let Some(v) = value {
                    sql.push(&format!(", {column} = ")).bind(v);
                }
            }
            sql.push(" WHERE id = ").bind(id);
            sql.query().execute(&mut **tx).await?;
        }
        TravelWrite::Create { id, country_id, continent_id, coordinator_id, days, item: t } => {
            let mut sql = Sql::new(
                "INSERT INTO travels (id, slug, country_id, continent_id, coordinator_id, image_id, days, nights, age_range, moods, \
                 travel_type, travel_style, is_unique, is_collection, no_sharing_room, rating, reviews_count, image_hue) VALUES ",
            );
            sql.bind_list([
                id.into(),
                t.slug.as_str().into(),
                country_id.into(),
                continent_id.into(),
                coordinator_id.into(),
                Arg::NullInt,
                days.into(),
                t.nights.unwrap_or((days - 1).max(0)).into(),
                t.age_range.as_deref().unwrap_or("ALL").into(),
                t.moods.as_deref().unwrap_or_default().join(",").into(),
                t.travel_type.as_deref().unwrap_or("").into(),
                t.travel_style.as_deref().unwrap_or("").into(),
                t.is_unique.unwrap_or(false).into(),
                t.is_collection.unwrap_or(false).into(),
                t.no_sharing_room.unwrap_or(false).into(),
                0.0f64.into(),
                0i64.into(),
                (id * 47 % 360).into(),
            ]);
            sql.query().execute(&mut **tx).await?;
        }
    }
    let id = travel.id();
    let texts = match travel {
        TravelWrite::Update { item, .. } | TravelWrite::Create { item, .. } => &item.texts,
    };
    for (lang, text) in texts.iter().flatten() {
        let mut sql = Sql::new(
            "INSERT INTO travel_texts (travel_id, lang, title, destination_label, description, included, not_included, itinerary, faqs) VALUES ",
        );
        sql.bind_list([
            Arg::from(id),
            lang.as_str().into(),
            text.title.as_str().into(),
            text.destination_label.as_str().into(),
            text.description.as_str().into(),
            "[]".into(),
            "[]".into(),
            "[]".into(),
            "[]".into(),
        ]);
        sql.push(
            " ON CONFLICT (travel_id, lang) DO UPDATE SET title = excluded.title, destination_label = excluded.destination_label, \
             description = excluded.description",
        );
        sql.query().execute(&mut **tx).await?;
    }
    Ok(())
}

async fn write_tour(tx: &mut Transaction<'_, Any>, tour: &TourWrite<'_>) -> AppResult<()> {
    let (t, id) = (tour.item, tour.before.id.as_str());
    if tour.before.created {
        let mut sql = Sql::new(
            "INSERT INTO tours (id, code, travel_id, starting_date, ending_date, status, free_seats, seats_to_confirm, age_badge, badge_id, coordinator_id) VALUES ",
        );
        sql.bind_list([
            id.into(),
            t.code.as_str().into(),
            tour.now.travel_id.into(),
            tour.now.starting_date.as_str().into(),
            tour.ending_date.as_str().into(),
            tour.now.status.unwrap_or(TourStatus::Planned).as_str().into(),
            tour.now.free_seats.into(),
            t.seats_to_confirm.unwrap_or(0).into(),
            t.age_badge.as_deref().unwrap_or("ALL").into(),
            Arg::NullText,
            tour.coordinator_id.into(),
        ]);
        sql.query().execute(&mut **tx).await?;
    } else {
        let mut sql = Sql::new("UPDATE tours SET starting_date = ");
        sql.bind(tour.now.starting_date.as_str()).push(", ending_date = ").bind(tour.ending_date.as_str());
        if let Some(status) = t.status {
            sql.push(", status = ").bind(status.as_str());
        }
        for (column, value) in [("free_seats", t.free_seats), ("seats_to_confirm", t.seats_to_confirm)] {
            if let Some(v) = value {
                sql.push(&format!(", {column} = ")).bind(v);
            }
        }
        if let Some(badge) = &t.age_badge {
            sql.push(", age_badge = ").bind(badge.as_str());
        }
        sql.push(" WHERE id = ").bind(id);
        sql.query().execute(&mut **tx).await?;
    }
    for (currency, p) in t.prices.iter().flatten() {
        let mut sql = Sql::new("INSERT INTO tour_prices (tour_id, currency, base_price, price) VALUES ");
        sql.bind_list([Arg::from(id), currency.iso_code().into(), p.base_price.into(), p.price.into()]);
        sql.push(" ON CONFLICT (tour_id, currency) DO UPDATE SET base_price = excluded.base_price, price = excluded.price");
        sql.query().execute(&mut **tx).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> CatalogueImport {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn bad_imports_say_which_item_and_field() {
        let cases = [
            (r#"{"tours":[{"code":"A1","freeSeats":16}]}"#, "tours[0].freeSeats"),
            (r#"{"tours":[{"code":"A1","prices":{"EUR":{"basePrice":100,"price":200}}}]}"#, "tours[0].prices.EUR.price"),
            (r#"{"tours":[{"code":"A1","startingDate":"2027-05-02","endingDate":"2027-05-01"}]}"#, "tours[0].endingDate"),
            (r#"{"tours":[{"code":"a b"}]}"#, "tours[0].code"),
            (r#"{"travels":[{"slug":"Bad Slug"}]}"#, "travels[0].slug"),
            (r#"{"travels":[{"slug":"ok","texts":{"xx":{"title":"t","destinationLabel":"d"}}}]}"#, "travels[0].texts"),
        ];
        for (json, field) in cases {
            let error = validate(&parse(json)).unwrap_err();
            assert!(error.to_string().contains(field), "{json}: {error}");
        }
        assert!(validate(&parse(r#"{"tours":[{"code":"A1","status":"CONFIRMED","freeSeats":3}]}"#)).is_ok());
    }

    #[test]
    fn unknown_fields_and_statuses_are_rejected_by_the_parser() {
        assert!(serde_json::from_str::<CatalogueImport>(r#"{"tours":[{"code":"A1","status":"MAYBE"}]}"#).is_err());
        assert!(serde_json::from_str::<CatalogueImport>(r#"{"tours":[{"code":"A1","colour":"red"}]}"#).is_err());
    }
}
