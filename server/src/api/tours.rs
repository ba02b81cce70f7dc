//! `POST /api/tours`: a page of departures matching the filter payload.

use super::answers::AnswerKey;
use super::filters;
use crate::catalogue::{Snapshot, Tour};
use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use bytes::Bytes;
use caravan_site::edition::Language;
use search_core::api::{CurrencyAmounts, Paginated, TourTravel};
use search_core::{api, Currency, Filters};

/// Prices of a tour in every currency it is sold in: (base, price).
pub fn amounts(tour: &Tour) -> (CurrencyAmounts, CurrencyAmounts) {
    let (mut base, mut price) = (CurrencyAmounts::default(), CurrencyAmounts::default());
    for currency in Currency::ALL {
        if let Some(p) = tour.price(currency) {
            base.set(currency, p.base);
            price.set(currency, p.price);
        }
    }
    (base, price)
}

pub fn tour(snapshot: &Snapshot, tour: &Tour, language: Language) -> api::Tour {
    let travel = &snapshot.travels[tour.travel];
    let texts = travel.text(language);
    let (base_price, price) = amounts(tour);
    api::Tour {
        id: tour.id.clone(),
        code: tour.code.clone(),
        starting_date: tour.starting_date.to_string(),
        ending_date: tour.ending_date.to_string(),
        base_price,
        price,
        status: tour.status,
        free_seats: tour.free_seats,
        seats_to_confirm: tour.seats_to_confirm,
        age_badge: tour.age_badge.clone(),
        travel: TourTravel {
            id: travel.id,
            slug: travel.slug.clone(),
            title: texts.title.clone(),
            destination_label: texts.destination_label.clone(),
            number_of_days: travel.days,
        },
        flight_min_price: None,
    }
}

/// The paginated shape of spec §7 around one page of `data`.
pub fn page_of<T>(data: Vec<T>, total: usize, f: &Filters) -> Paginated<T> {
    let per_page = i64::from(f.per_page_or_default());
    let total = total as i64;
    Paginated { current_page: i64::from(f.page_or_default()), per_page, last_page: ((total + per_page - 1) / per_page).max(1), total, data }
}

/// Cuts one page out of `items`, the shape spec §7 describes.
pub fn paginate<T, U>(items: &[T], f: &Filters, map: impl FnMut(&T) -> U) -> Paginated<U> {
    let skip = usize::try_from(i64::from(f.page_or_default() - 1) * i64::from(f.per_page_or_default())).unwrap_or(usize::MAX);
    let data = items.iter().skip(skip).take(f.per_page_or_default() as usize).map(map).collect();
    page_of(data, items.len(), f)
}

/// Departures from today on, in the effective sort for tours (relevance is date).
#[utoipa::path(
    post, path = "/api/tours", tag = "catalogue",
    request_body(content = Filters, description = "The filter payload (spec §3, §5); every field optional"),
    responses(
        (status = 200, description = "One page of departures", body = Paginated<api::Tour>),
        (status = 400, description = "A filter out of range or malformed", body = crate::error::ErrorEnvelope),
    )
)]
pub async fn list_tours(State(state): State<AppState>, visit: Visit, headers: HeaderMap, body: Bytes) -> Response {
    let answer = async {
        let f = filters(&headers, &body)?;
        let snapshot = state.catalogue.snapshot();
        // The parsed filters written again: the same search however its JSON was spelled.
        let key = serde_json::to_string(&f).ok().map(|request| AnswerKey::new("tours", &visit, snapshot.version, request));
        state
            .answers
            .kept_or(key, || async {
                let mut page = search(&snapshot, &visit, &f);
                add_flight_prices(&state, &visit, &mut page.data).await;
                Ok(page)
            })
            .await
    };
    super::written_or_fallback(answer.await, Paginated::<api::Tour>::fallback)
}

/// Each departure's cheapest suggested flight from the edition's airports,
/// asked for all departures of the page at once.
async fn add_flight_prices(state: &AppState, visit: &Visit, tours: &mut [api::Tour]) {
    let snapshot = state.catalogue.snapshot();
    let viewer = visit.viewer();
    let asks = tours.iter().map(|t| {
        let found = snapshot.tour_by_id(&t.id);
        let snapshot = &snapshot;
        let viewer = &viewer;
        async move {
            let found = found?;
            let country = &snapshot.countries[snapshot.travels[found.travel].country].iso3;
            let dates = (found.starting_date, found.ending_date);
            crate::flights::suggest::cheapest(state.flights.as_ref(), visit.host.edition, viewer, country, dates).await
        }
    });
    let minimums = futures_util::future::join_all(asks).await;
    for (t, min) in tours.iter_mut().zip(minimums) {
        t.flight_min_price = min.map(|min| {
            let mut amounts = CurrencyAmounts::default();
            amounts.set(viewer.currency, min);
            amounts
        });
    }
}

fn search(snapshot: &Snapshot, visit: &Visit, f: &Filters) -> Paginated<api::Tour> {
    let found = snapshot.search_page(&visit.viewer(), f);
    let language = visit.host.edition.language;
    page_of(found.items.iter().map(|&i| tour(snapshot, &snapshot.tours[i], language)).collect(), found.total, f)
}
