//! Travels: `POST /api/travels` (a list), `POST /api/travels/paginated`
//! (the search route's list) and `GET /api/travels/top-sellers` (the
//! where-suggestions: countries and continents with their counts).

use super::answers::AnswerKey;
use super::filters;
use super::tours::{amounts, paginate};
use crate::catalogue::{text, Snapshot, TravelHit};
use crate::error::AppResult;
use crate::experiments::itineraries_first;
use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use bytes::Bytes;
use caravan_site::edition::Language;
use caravan_site::picture::Variant;
use search_core::api::{BestTour, ContinentEntry, DataEnvelope, Destination, Paginated, ThumbnailImage, TopSellerCountry, TopSellers};
use search_core::{api, Filters, TourStatus};
use serde::Deserialize;

/// Most travels `POST /api/travels` returns: it is not paginated.
pub const MAX_LIST: usize = 500;

/// The trip's photograph when one was imported (one URL per crop, answered in
/// the best format the client accepts), else its drawn cover.
fn thumbnail(snapshot: &Snapshot, t: &crate::catalogue::Travel, alt_text: &str) -> ThumbnailImage {
    let (mobile, desktop) = match snapshot.photos.get(&t.slug) {
        Some(photo) => (photo.negotiated_src(Variant::Mobile), photo.negotiated_src(Variant::Desktop)),
        None => (t.cover.mobile_src(), t.cover.src()),
    };
    ThumbnailImage { mobile, desktop, alt_text: alt_text.to_string() }
}

pub fn travel(snapshot: &Snapshot, hit: &TravelHit<'_>, language: Language) -> api::Travel {
    let t = hit.travel;
    let texts = t.text(language);
    let country = &snapshot.countries[t.country];
    api::Travel {
        id: t.id,
        slug: t.slug.clone(),
        title: texts.title.clone(),
        destination_label: texts.destination_label.clone(),
        destination: Destination {
            iso_code_alpha3: country.iso3.clone(),
            name: text(&country.names, language).to_string(),
            continent: snapshot.continents[t.continent].code.clone(),
        },
        number_of_days: t.days,
        number_of_nights: t.nights,
        best_tour: hit.best_tour.map(|tour| {
            let (base_price, price) = amounts(tour);
            BestTour {
                id: tour.id.clone(),
                code: tour.code.clone(),
                starting_date: tour.starting_date.to_string(),
                status: tour.status,
                base_price,
                price,
            }
        }),
        tours_count: hit.tours_count,
        thumbnail_image: thumbnail(snapshot, t, &texts.destination_label),
        moods: t.moods.clone(),
        travel_type: t.travel_type.clone(),
        travel_style: t.travel_style.clone(),
        age_range: t.age_range.clone(),
        is_unique: t.is_unique,
        is_collection: t.is_collection,
        is_no_sharing_room_available: t.no_sharing_room,
        rating: t.rating,
        reviews_count: t.reviews_count,
    }
}

fn search(state: &AppState, visit: &Visit, headers: &HeaderMap, body: &Bytes) -> AppResult<Paginated<api::Travel>> {
    let f = filters(headers, body)?;
    let snapshot = state.catalogue.snapshot();
    let hits = snapshot.matching_travels(&visit.viewer(), &f, itineraries_first(visit));
    let language = visit.host.edition.language;
    Ok(paginate(&hits, &f, |hit| travel(&snapshot, hit, language)))
}

/// Travels matching the filters, each with its cheapest matching departure
/// (`hasTours: false` keeps travels without one), as one list.
#[utoipa::path(
    post, path = "/api/travels", tag = "catalogue",
    request_body(content = Filters, description = "The filter payload; `perPage` caps the list"),
    responses(
        (status = 200, description = "The matching travels; `[]` on an internal error", body = Vec<api::Travel>),
        (status = 400, description = "A filter out of range or malformed", body = crate::error::ErrorEnvelope),
    )
)]
pub async fn list_travels(State(state): State<AppState>, visit: Visit, headers: HeaderMap, body: Bytes) -> Response {
    let list = filters(&headers, &body).map(|f| {
        let snapshot = state.catalogue.snapshot();
        let language = visit.host.edition.language;
        let limit = f.per_page.map_or(MAX_LIST, |n| n as usize);
        snapshot
            .matching_travels(&visit.viewer(), &f, itineraries_first(&visit))
            .iter()
            .take(limit)
            .map(|hit| travel(&snapshot, hit, language))
            .collect::<Vec<_>>()
    });
    super::json_or_fallback(list, Vec::new)
}

/// One page of matching travels: the search route's list (spec §7).
#[utoipa::path(
    post, path = "/api/travels/paginated", tag = "catalogue",
    request_body(content = Filters, description = "The filter payload (spec §3, §5); every field optional"),
    responses(
        (status = 200, description = "One page of travels", body = Paginated<api::Travel>),
        (status = 400, description = "A filter out of range or malformed", body = crate::error::ErrorEnvelope),
    )
)]
pub async fn list_travels_paginated(State(state): State<AppState>, visit: Visit, headers: HeaderMap, body: Bytes) -> Response {
    super::json_or_fallback(search(&state, &visit, &headers, &body), Paginated::fallback)
}

/// Query of the where-suggestions.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TopSellersQuery {
    /// Free text matched against country and continent names in every language.
    pub search: Option<String>,
    /// ISO alpha-3 codes (`countries[]=PER`).
    #[serde(default, rename = "countries[]")]
    pub countries: Vec<String>,
    /// Continent codes (`continents[]=europe`).
    #[serde(default, rename = "continents[]")]
    pub continents: Vec<String>,
}

impl TopSellersQuery {
    /// Reads repeated `key[]` pairs, which a plain serde query cannot.
    fn parse(query: &str) -> TopSellersQuery {
        let mut q = TopSellersQuery::default();
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let value: String = value.chars().filter(|c| !c.is_control()).take(search_core::filters::MAX_TEXT_CHARS).collect();
            match key.as_ref() {
                "search" => q.search = Some(value),
                "countries[]" | "countries" if q.countries.len() < search_core::filters::MAX_LIST_ITEMS => q.countries.push(value),
                "continents[]" | "continents" if q.continents.len() < search_core::filters::MAX_LIST_ITEMS => q.continents.push(value),
                _ => {}
            }
        }
        q
    }
}

/// Countries with trips, best-selling (most upcoming departures) first.
pub fn top_sellers(snapshot: &Snapshot, visit: &Visit, q: &TopSellersQuery) -> TopSellers {
    let viewer = visit.viewer();
    let language = viewer.language;
    let typed = q.search.as_deref().map(crate::search::words).filter(|w| !w.is_empty());
    let country_matches = |c: usize| typed.as_ref().is_none_or(|typed| snapshot.text.country_matches_typing(c, typed));
    let continent_matches = |c: usize| typed.as_ref().is_none_or(|typed| snapshot.text.continent_matches_typing(c, typed));
    let wanted_continent = |code: &str| q.continents.is_empty() || q.continents.iter().any(|c| c.eq_ignore_ascii_case(code));
    // Bookable departures from the per-day counts: no walk over departures.
    let day_counts = snapshot.counts_from(viewer.today);
    let mut counts = vec![(0i64, 0i64); snapshot.countries.len()];
    for (t, travel) in snapshot.travels.iter().enumerate() {
        let by_status = day_counts.of(viewer.currency, t, false);
        let departures: u32 = TourStatus::ALL.iter().filter(|s| **s != TourStatus::SoldOut).map(|s| by_status[*s as usize]).sum();
        counts[travel.country].0 += 1;
        counts[travel.country].1 += i64::from(departures);
    }
    let mut countries: Vec<TopSellerCountry> = snapshot
        .countries
        .iter()
        .zip(&counts)
        .enumerate()
        .filter(|(_, (_, (itineraries, _)))| *itineraries > 0)
        .filter(|(_, (c, _))| q.countries.is_empty() || q.countries.iter().any(|iso| iso.eq_ignore_ascii_case(&c.iso3)))
        .filter(|(_, (c, _))| wanted_continent(&snapshot.continents[c.continent].code))
        .filter(|(position, (c, _))| country_matches(*position) || continent_matches(c.continent))
        .map(|(_, (c, &(itineraries, departures)))| TopSellerCountry {
            id: c.id,
            name: text(&c.names, language).to_string(),
            iso_code_alpha3: c.iso3.clone(),
            continent: snapshot.continents[c.continent].code.clone(),
            itineraries,
            departures,
        })
        .collect();
    countries.sort_by(|a, b| b.departures.cmp(&a.departures).then_with(|| a.name.cmp(&b.name)));
    let continents = snapshot
        .continents
        .iter()
        .enumerate()
        .filter(|(position, c)| wanted_continent(&c.code) && continent_matches(*position))
        .map(|(_, c)| ContinentEntry { id: c.id, code: c.code.clone(), name: text(&c.names, language).to_string() })
        .collect();
    TopSellers {
        itineraries: countries.iter().map(|c| c.itineraries).sum(),
        departures: countries.iter().map(|c| c.departures).sum(),
        countries,
        continents,
    }
}

/// Where-suggestions: countries with their trip and departure counts, the
/// continents, and totals (spec §7 top-sellers).
#[utoipa::path(
    get, path = "/api/travels/top-sellers", tag = "catalogue", params(TopSellersQuery),
    responses((status = 200, description = "Countries, continents and totals", body = DataEnvelope<TopSellers>))
)]
pub async fn list_top_sellers(State(state): State<AppState>, visit: Visit) -> Response {
    let q = TopSellersQuery::parse(&visit.query);
    let snapshot = state.catalogue.snapshot();
    // Asked on every keystroke of the where box: the first letters repeat across visitors.
    let key = AnswerKey::new("top-sellers", &visit, snapshot.version, format!("{q:?}"));
    let answer = state.answers.kept_or(Some(key), || async { Ok(DataEnvelope { data: top_sellers(&snapshot, &visit, &q) }) }).await;
    super::written_or_fallback(answer, || DataEnvelope { data: TopSellers::default() })
}
