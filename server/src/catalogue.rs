//! Catalogue reads: travels, tours, coordinators, content pages. Each function
//! returns the app's view models in the visitor's language and currency.

use crate::error::{AppError, AppResult};
use crate::storage::seed::fold_for_search;
use crate::storage::{Db, Sql};
use caravan_app::edition::Language;
use caravan_app::model::*;
use chrono::NaiveDate;
use search_core::{effective_sort, groups_by_month, Currency, Filters, SearchTarget, TourStatus};
use serde_json::Value;
use sqlx::any::AnyRow;
use sqlx::Row;

/// Who is asking: the language of texts, the currency of prices, and today.
#[derive(Debug, Clone, Copy)]
pub struct Viewer {
    pub language: Language,
    pub currency: Currency,
    pub today: NaiveDate,
}

impl Viewer {
    fn lang(&self) -> &'static str {
        self.language.code()
    }
}

fn date(row: &AnyRow, column: &str) -> AppResult<NaiveDate> {
    let text: String = row.try_get(column)?;
    NaiveDate::parse_from_str(&text, "%Y-%m-%d").map_err(|_| AppError::Corrupt(format!("{column} = {text:?}")))
}

fn money(minor: i64, currency: Currency) -> Money {
    Money { minor, currency }
}

fn price(row: &AnyRow, currency: Currency) -> AppResult<Price> {
    let now: i64 = row.try_get("price")?;
    let base: i64 = row.try_get("base_price")?;
    Ok(Price { now: money(now, currency), before: (base > now).then(|| money(base, currency)) })
}

fn json_list(row: &AnyRow, column: &str) -> AppResult<Vec<Value>> {
    let text: String = row.try_get(column)?;
    match serde_json::from_str(&text) {
        Ok(Value::Array(items)) => Ok(items),
        _ => Err(AppError::Corrupt(format!("{column} is not a JSON list"))),
    }
}

fn str_of(v: &Value, key: &str) -> String {
    v.get(key).and_then(Value::as_str).unwrap_or_default().to_string()
}

/// Columns and joins shared by every travel card query.
fn travel_card_sql(viewer: &Viewer) -> Sql {
    let mut sql = Sql::new(
        "SELECT t.slug, x.title, x.destination_label, t.days, t.image_hue, t.rating, t.reviews_count, t.is_collection, \
         (SELECT MIN(p.price) FROM tours u JOIN tour_prices p ON p.tour_id = u.id AND p.currency = ",
    );
    sql.bind(viewer.currency.iso_code())
        .push(" WHERE u.travel_id = t.id AND u.status <> 'SOLD_OUT' AND u.starting_date >= ")
        .bind(viewer.today.to_string())
        .push(") AS price_from, (SELECT MIN(u.starting_date) FROM tours u WHERE u.travel_id = t.id AND u.starting_date >= ")
        .bind(viewer.today.to_string())
        .push(") AS next_departure FROM travels t JOIN travel_texts x ON x.travel_id = t.id AND x.lang = ")
        .bind(viewer.lang());
    sql
}

/// The card columns every travel query selects; price and next date vary by query.
fn card_from_row(row: &AnyRow, price_from: Option<Price>, next_departure: Option<NaiveDate>) -> AppResult<TravelCard> {
    Ok(TravelCard {
        slug: row.try_get("slug")?,
        title: row.try_get("title")?,
        destination: row.try_get("destination_label")?,
        days: row.try_get("days")?,
        image_hue: row.try_get("image_hue")?,
        rating: row.try_get("rating")?,
        reviews_count: row.try_get("reviews_count")?,
        price_from,
        next_departure,
        is_collection: row.try_get::<i64, _>("is_collection")? != 0,
    })
}

fn travel_card(row: &AnyRow, viewer: &Viewer) -> AppResult<TravelCard> {
    let price_from: Option<i64> = row.try_get("price_from")?;
    let next: Option<String> = row.try_get("next_departure")?;
    card_from_row(
        row,
        price_from.map(|m| Price { now: money(m, viewer.currency), before: None }),
        next.and_then(|d| NaiveDate::parse_from_str(&d, "%Y-%m-%d").ok()),
    )
}

async fn cards(db: &Db, sql: &Sql, viewer: &Viewer) -> AppResult<Vec<TravelCard>> {
    let rows = sql.query().fetch_all(&db.pool).await?;
    rows.iter().map(|r| travel_card(r, viewer)).collect()
}

async fn count(db: &Db, sql: &Sql) -> AppResult<i64> {
    Ok(sql.query().fetch_one(&db.pool).await?.try_get::<i64, _>(0)?)
}

/// Which travels a list shows.
#[derive(Debug, Clone, Default)]
pub struct TravelQuery {
    pub continent: Option<String>,
    pub collection: bool,
    pub discounted: bool,
    pub coordinator: Option<String>,
}

fn push_travel_conditions(sql: &mut Sql, q: &TravelQuery, viewer: &Viewer) {
    sql.push(" WHERE 1 = 1");
    if let Some(code) = &q.continent {
        sql.push(" AND t.continent_id = (SELECT id FROM continents WHERE code = ").bind(code.as_str()).push(")");
    }
    if q.collection {
        sql.push(" AND t.is_collection = 1");
    }
    if let Some(slug) = &q.coordinator {
        sql.push(" AND t.coordinator_id = (SELECT id FROM coordinators WHERE slug = ").bind(slug.as_str()).push(")");
    }
    if q.discounted {
        sql.push(" AND EXISTS (SELECT 1 FROM tours u JOIN tour_prices p ON p.tour_id = u.id AND p.currency = ")
            .bind(viewer.currency.iso_code())
            .push(" WHERE u.travel_id = t.id AND p.price < p.base_price AND u.starting_date >= ")
            .bind(viewer.today.to_string())
            .push(")");
    }
}

/// A page of travels, soonest departure first (travels without dates last).
pub async fn travels(db: &Db, viewer: &Viewer, q: &TravelQuery, page: i64, per_page: i64) -> AppResult<Paged<TravelCard>> {
    // Wrapped so ORDER BY can use the computed column on both backends.
    let mut sql = Sql::new("SELECT * FROM (");
    let inner = travel_card_sql(viewer);
    sql.args = inner.args;
    sql.push(&inner.text);
    push_travel_conditions(&mut sql, q, viewer);
    sql.push(") s ORDER BY CASE WHEN s.next_departure IS NULL THEN 1 ELSE 0 END, s.next_departure, s.slug LIMIT ")
        .bind(per_page)
        .push(" OFFSET ")
        .bind((page - 1) * per_page);
    let items = cards(db, &sql, viewer).await?;
    let mut total = Sql::new("SELECT COUNT(*) FROM travels t");
    push_travel_conditions(&mut total, q, viewer);
    Ok(Paged { items, page, per_page, total: count(db, &total).await? })
}

/// Headline numbers for the home page: upcoming departures and countries.
pub async fn totals(db: &Db, viewer: &Viewer) -> AppResult<(i64, i64)> {
    let mut departures = Sql::new("SELECT COUNT(*) FROM tours WHERE status <> 'SOLD_OUT' AND starting_date >= ");
    departures.bind(viewer.today.to_string());
    let countries = Sql::new("SELECT COUNT(DISTINCT country_id) FROM travels");
    Ok((count(db, &departures).await?, count(db, &countries).await?))
}

/// Continent names in the viewer's language, by code.
pub async fn continents(db: &Db, viewer: &Viewer) -> AppResult<Vec<(String, String)>> {
    let rows = Sql::new("SELECT code, names FROM continents ORDER BY id").query().fetch_all(&db.pool).await?;
    rows.iter()
        .map(|r| {
            let names: String = r.try_get("names")?;
            let names: Value = serde_json::from_str(&names).map_err(|_| AppError::Corrupt("continent names".into()))?;
            Ok((r.try_get("code")?, str_of(&names, viewer.lang())))
        })
        .collect()
}

const TOUR_COLUMNS: &str = "SELECT u.id, u.code, t.slug, x.title, x.destination_label, t.days, u.starting_date, u.ending_date, \
     u.status, u.free_seats, u.seats_to_confirm, u.age_badge, p.price, p.base_price \
     FROM tours u JOIN travels t ON t.id = u.travel_id \
     JOIN travel_texts x ON x.travel_id = t.id AND x.lang = ";

fn tours_from(viewer: &Viewer, select: &str) -> Sql {
    let mut sql = Sql::new(select);
    sql.bind(viewer.lang()).push(" JOIN tour_prices p ON p.tour_id = u.id AND p.currency = ").bind(viewer.currency.iso_code());
    sql
}

fn tour_row(row: &AnyRow, viewer: &Viewer) -> AppResult<TourRow> {
    let status: String = row.try_get("status")?;
    Ok(TourRow {
        id: row.try_get("id")?,
        code: row.try_get("code")?,
        travel_slug: row.try_get("slug")?,
        travel_title: row.try_get("title")?,
        destination: row.try_get("destination_label")?,
        days: row.try_get("days")?,
        starting_date: date(row, "starting_date")?,
        ending_date: date(row, "ending_date")?,
        status: TourStatus::parse(&status).ok_or_else(|| AppError::Corrupt(format!("status {status:?}")))?,
        free_seats: row.try_get("free_seats")?,
        seats_to_confirm: row.try_get("seats_to_confirm")?,
        age_badge: row.try_get("age_badge")?,
        price: price(row, viewer.currency)?,
    })
}

/// Adds the WHERE clause of a tour search (spec §3 Filters) to `sql`.
fn push_tour_filters(sql: &mut Sql, f: &Filters, viewer: &Viewer) {
    sql.push(" WHERE u.starting_date >= ").bind(viewer.today.to_string());
    sql.push(" AND u.status IN ").bind_list(f.statuses_or_default().into_iter().map(TourStatus::as_str));
    if let Some(from) = &f.date_from {
        sql.push(" AND u.starting_date >= ").bind(from.as_str());
    }
    if let Some(to) = &f.date_to {
        sql.push(" AND u.starting_date <= ").bind(to.as_str());
    }
    if let Some(text) = f.text_search.as_deref().map(fold_for_search).filter(|t| !t.is_empty()) {
        let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
        sql.push(" AND x.search_text LIKE ").bind(format!("%{escaped}%")).push(" ESCAPE '\\'");
    }
    if let Some(codes) = f.continent_id.as_ref().filter(|c| !c.is_empty()) {
        sql.push(" AND t.continent_id IN (SELECT id FROM continents WHERE code IN ")
            .bind_list(codes.iter().map(String::as_str))
            .push(")");
    }
    if let Some(iso) = f.destination_id.as_ref().filter(|c| !c.is_empty()) {
        sql.push(" AND t.country_id IN (SELECT id FROM countries WHERE iso3 IN ")
            .bind_list(iso.iter().map(|s| s.to_ascii_uppercase()))
            .push(")");
    }
    if let Some(min) = f.price_from {
        sql.push(" AND p.price >= ").bind(i64::from(min));
    }
    if let Some(max) = f.price_to {
        sql.push(" AND p.price <= ").bind(i64::from(max));
    }
    if let Some(min) = f.duration_from {
        sql.push(" AND t.days >= ").bind(i64::from(min));
    }
    if let Some(max) = f.duration_to {
        sql.push(" AND t.days <= ").bind(i64::from(max));
    }
    if f.discounted == Some(true) {
        sql.push(" AND p.price < p.base_price");
    }
    if f.is_no_sharing_room_available == Some(true) {
        sql.push(" AND t.no_sharing_room = 1");
    }
    for (values, column) in [
        (&f.age_badge, "u.age_badge"),
        (&f.badge_id, "u.badge_id"),
        (&f.travel_types, "t.travel_type"),
        (&f.travel_styles, "t.travel_style"),
    ] {
        if let Some(values) = values.as_ref().filter(|v| !v.is_empty()) {
            sql.push(&format!(" AND {column} IN ")).bind_list(values.iter().map(String::as_str));
        }
    }
}

fn order_by(f: &Filters) -> &'static str {
    match effective_sort(f.sort, SearchTarget::Tours).as_str() {
        "price:asc" => " ORDER BY p.price, u.starting_date, u.code",
        "price:desc" => " ORDER BY p.price DESC, u.starting_date, u.code",
        "discount:desc" => " ORDER BY (p.base_price - p.price) * 100 / p.base_price DESC, u.starting_date, u.code",
        "duration:asc" => " ORDER BY t.days, u.starting_date, u.code",
        "duration:desc" => " ORDER BY t.days DESC, u.starting_date, u.code",
        _ => " ORDER BY u.starting_date, u.code",
    }
}

/// A page of departures matching `filters`.
pub async fn search_tours(db: &Db, viewer: &Viewer, f: &Filters) -> AppResult<SearchResultsData> {
    let page = i64::from(f.page_or_default());
    let per_page = i64::from(f.per_page_or_default());
    let mut sql = tours_from(viewer, TOUR_COLUMNS);
    push_tour_filters(&mut sql, f, viewer);
    sql.push(order_by(f)).push(" LIMIT ").bind(per_page).push(" OFFSET ").bind((page - 1) * per_page);
    let rows = sql.query().fetch_all(&db.pool).await?;
    let items = rows.iter().map(|r| tour_row(r, viewer)).collect::<AppResult<Vec<_>>>()?;
    let mut total = tours_from(
        viewer,
        "SELECT COUNT(*) FROM tours u JOIN travels t ON t.id = u.travel_id JOIN travel_texts x ON x.travel_id = t.id AND x.lang = ",
    );
    push_tour_filters(&mut total, f, viewer);
    Ok(SearchResultsData {
        tours: Paged { items, page, per_page, total: count(db, &total).await? },
        group_by_month: groups_by_month(f.sort),
    })
}

/// Search results before the page adds its summary text.
pub struct SearchResultsData {
    pub tours: Paged<TourRow>,
    pub group_by_month: bool,
}

/// A travel with everything its pages show, or `NotFound`.
pub async fn travel_detail(db: &Db, viewer: &Viewer, slug: &str) -> AppResult<TravelDetail> {
    let mut sql = Sql::new(
        "SELECT t.id, t.slug, x.title, x.destination_label, x.description, x.included, x.not_included, x.itinerary, x.faqs, \
         t.days, t.image_hue, t.rating, t.reviews_count, t.is_collection, t.age_range, t.moods, t.travel_type, t.travel_style, \
         t.no_sharing_room, k.code AS continent_code, c.slug AS c_slug, c.name AS c_name, c.city AS c_city, c.avatar_hue AS c_hue \
         FROM travels t JOIN travel_texts x ON x.travel_id = t.id AND x.lang = ",
    );
    sql.bind(viewer.lang())
        .push(" JOIN continents k ON k.id = t.continent_id JOIN coordinators c ON c.id = t.coordinator_id WHERE t.slug = ")
        .bind(slug);
    let row = sql.query().fetch_optional(&db.pool).await?.ok_or(AppError::NotFound)?;
    let travel_id: i64 = row.try_get("id")?;

    let mut tours_sql = tours_from(viewer, TOUR_COLUMNS);
    tours_sql
        .push(" WHERE u.travel_id = ")
        .bind(travel_id)
        .push(" AND u.starting_date >= ")
        .bind(viewer.today.to_string())
        .push(" ORDER BY u.starting_date, u.code");
    let tours = tours_sql.query().fetch_all(&db.pool).await?.iter().map(|r| tour_row(r, viewer)).collect::<AppResult<Vec<_>>>()?;

    let mut reviews_sql = Sql::new("SELECT author, rating, body, review_date FROM reviews WHERE travel_id = ");
    reviews_sql.bind(travel_id).push(" ORDER BY review_date DESC, id LIMIT 6");
    let reviews = reviews_sql
        .query()
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|r| Ok(Review { author: r.try_get("author")?, rating: r.try_get("rating")?, text: r.try_get("body")?, date: date(r, "review_date")? }))
        .collect::<AppResult<Vec<_>>>()?;

    let price_from = tours.iter().filter(|t| t.status != TourStatus::SoldOut).map(|t| t.price).min_by_key(|p| p.now.minor);
    let strings = |column: &str| -> AppResult<Vec<String>> {
        Ok(json_list(&row, column)?.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
    };
    let moods: String = row.try_get("moods")?;
    Ok(TravelDetail {
        card: card_from_row(&row, price_from, tours.first().map(|t| t.starting_date))?,
        description: row.try_get("description")?,
        continent_code: row.try_get("continent_code")?,
        age_range: row.try_get("age_range")?,
        moods: moods.split(',').filter(|m| !m.is_empty()).map(str::to_string).collect(),
        travel_type: row.try_get("travel_type")?,
        travel_style: row.try_get("travel_style")?,
        no_sharing_room: row.try_get::<i64, _>("no_sharing_room")? != 0,
        included: strings("included")?,
        not_included: strings("not_included")?,
        itinerary: json_list(&row, "itinerary")?
            .iter()
            .map(|d| ItineraryDay {
                day: d.get("day").and_then(Value::as_i64).unwrap_or_default(),
                title: str_of(d, "title"),
                body: str_of(d, "body"),
                night_location: str_of(d, "night"),
            })
            .collect(),
        faqs: json_list(&row, "faqs")?
            .iter()
            .map(|f| Faq { category: str_of(f, "category"), question: str_of(f, "question"), answer: str_of(f, "answer") })
            .collect(),
        reviews,
        coordinator: Some(CoordinatorCard {
            slug: row.try_get("c_slug")?,
            name: row.try_get("c_name")?,
            city: row.try_get("c_city")?,
            avatar_hue: row.try_get("c_hue")?,
        }),
        tours,
    })
}

fn coordinator_card(r: &AnyRow) -> AppResult<CoordinatorCard> {
    Ok(CoordinatorCard { slug: r.try_get("slug")?, name: r.try_get("name")?, city: r.try_get("city")?, avatar_hue: r.try_get("avatar_hue")? })
}

pub async fn coordinators(db: &Db) -> AppResult<Vec<CoordinatorCard>> {
    let rows = Sql::new("SELECT slug, name, city, avatar_hue FROM coordinators ORDER BY name").query().fetch_all(&db.pool).await?;
    rows.iter().map(coordinator_card).collect()
}

/// A coordinator with their bio in the viewer's language.
pub async fn coordinator(db: &Db, viewer: &Viewer, slug: &str) -> AppResult<(CoordinatorCard, String)> {
    let mut sql = Sql::new("SELECT slug, name, city, avatar_hue, bio FROM coordinators WHERE slug = ");
    sql.bind(slug);
    let row = sql.query().fetch_optional(&db.pool).await?.ok_or(AppError::NotFound)?;
    let bio: String = row.try_get("bio")?;
    let bio = serde_json::from_str::<Value>(&bio).map(|v| str_of(&v, viewer.lang())).unwrap_or_default();
    Ok((coordinator_card(&row)?, bio))
}

pub async fn events(db: &Db, viewer: &Viewer) -> AppResult<Vec<WeMeetEvent>> {
    let mut sql = Sql::new("SELECT city, event_date, attendees FROM wemeet_events WHERE event_date >= ");
    sql.bind(viewer.today.to_string()).push(" ORDER BY event_date, city");
    let rows = sql.query().fetch_all(&db.pool).await?;
    rows.iter()
        .map(|r| Ok(WeMeetEvent { city: r.try_get("city")?, date: date(r, "event_date")?, attendees: r.try_get("attendees")? }))
        .collect()
}

/// A stored custom page, by routing key (fixed pages) or slug (catch-all).
pub enum PageRef<'a> {
    RoutingKey(&'a str),
    Slug(&'a str),
}

/// Blocks as stored; travel blocks are resolved to cards by the caller.
pub struct StoredPage {
    pub title: String,
    pub description: String,
    pub blocks: Vec<Value>,
    pub custom_css: Option<String>,
    pub transparent_header: bool,
    pub hide_layout: bool,
}

pub async fn custom_page(db: &Db, viewer: &Viewer, page: PageRef<'_>) -> AppResult<StoredPage> {
    let mut sql = Sql::new("SELECT title, seo, blocks, custom_css, attributes FROM custom_pages WHERE lang = ");
    sql.bind(viewer.lang());
    match page {
        PageRef::RoutingKey(key) => sql.push(" AND routing_key = ").bind(key),
        PageRef::Slug(slug) => sql.push(" AND slug = ").bind(slug),
    };
    let row = sql.query().fetch_optional(&db.pool).await?.ok_or(AppError::NotFound)?;
    let parse = |column: &str| -> AppResult<Value> {
        let text: String = row.try_get(column)?;
        serde_json::from_str(&text).map_err(|_| AppError::Corrupt(format!("custom page {column}")))
    };
    let seo = parse("seo")?;
    let attributes = parse("attributes")?;
    let flag = |name: &str| attributes.get(name).and_then(Value::as_bool).unwrap_or(false);
    Ok(StoredPage {
        title: row.try_get("title")?,
        description: str_of(&seo, "description"),
        blocks: match parse("blocks")? {
            Value::Array(blocks) => blocks,
            _ => return Err(AppError::Corrupt("custom page blocks".into())),
        },
        custom_css: row.try_get("custom_css")?,
        transparent_header: flag("transparentHeader"),
        hide_layout: flag("hideLayout"),
    })
}
