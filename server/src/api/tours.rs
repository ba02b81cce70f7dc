//! `POST /api/tours`: a page of departures matching the filter payload.

use super::answers::{unwritable, AnswerKey};
use super::filters;
use crate::catalogue::{Snapshot, Tour, TourPage};
use crate::error::{AppError, AppResult};
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
            .kept_json_or(key, || async {
                let found = snapshot.search_page(&visit.viewer(), &f);
                let flights = flight_prices(&state, &visit, &snapshot, &found.items).await;
                page_json(&snapshot, visit.host.edition.language, &found, &flights, &f)
            })
            .await
    };
    super::written_or_fallback(answer.await, Paginated::<api::Tour>::fallback)
}

/// Each departure's cheapest suggested flight from the edition's airports, in the visitor's
/// currency, asked for all departures of the page at once.
async fn flight_prices(state: &AppState, visit: &Visit, snapshot: &Snapshot, tours: &[usize]) -> Vec<Option<CurrencyAmounts>> {
    let viewer = visit.viewer();
    let asks = tours.iter().map(|&i| {
        let tour = &snapshot.tours[i];
        let country = &snapshot.countries[snapshot.travels[tour.travel].country].iso3;
        let viewer = &viewer;
        async move {
            crate::flights::suggest::cheapest(
                state.flights.as_ref(),
                visit.host.edition,
                viewer,
                country,
                (tour.starting_date, tour.ending_date),
            )
            .await
        }
    });
    let minimums = futures_util::future::join_all(asks).await;
    minimums
        .into_iter()
        .map(|min| {
            min.map(|min| {
                let mut amounts = CurrencyAmounts::default();
                amounts.set(viewer.currency, min);
                amounts
            })
        })
        .collect()
}

/// One page of departures as `Paginated<api::Tour>` JSON. Each departure's JSON but its flight
/// price (which depends on the visitor) is written once per snapshot and language and kept with
/// the snapshot: writing twenty departures again for every search the answer cache does not hold
/// cost a page of a continent search about a fifth of its CPU (155-167 µs a request, 121-144 kept).
fn page_json(
    snapshot: &Snapshot,
    language: Language,
    found: &TourPage,
    flights: &[Option<CurrencyAmounts>],
    f: &Filters,
) -> AppResult<Bytes> {
    // The envelope with no departures ends with its `data`, `…,"data":[]}`: they go in between.
    let envelope = serde_json::to_vec(&page_of(Vec::<()>::new(), found.total, f)).map_err(unwritable)?;
    let head = envelope.strip_suffix(b"]}").ok_or_else(|| AppError::Corrupt("a page's envelope does not end with its data".into()))?;
    let mut json = Vec::with_capacity(head.len() + found.items.len() * 512);
    json.extend_from_slice(head);
    for (n, &i) in found.items.iter().enumerate() {
        let unwritten = || AppError::Corrupt(format!("departure {i} as JSON"));
        let written =
            snapshot.kept_tour_json.get_or_write(i, language, || serde_json::to_string(&tour(snapshot, &snapshot.tours[i], language)).ok());
        let written = written.ok_or_else(unwritten)?;
        if n > 0 {
            json.push(b',');
        }
        match flights.get(n).and_then(Option::as_ref) {
            // Written without it, a departure ends with its travel: the flight price follows.
            Some(flight) => {
                let open = written.strip_suffix('}').ok_or_else(unwritten)?;
                json.extend_from_slice(open.as_bytes());
                json.extend_from_slice(b",\"flightMinPrice\":");
                serde_json::to_writer(&mut json, flight).map_err(unwritable)?;
                json.push(b'}');
            }
            None => json.extend_from_slice(written.as_bytes()),
        }
    }
    json.extend_from_slice(b"]}");
    Ok(Bytes::from(json))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::load::test_snapshot;

    /// A page written from the kept departures is, byte for byte, the page serde writes from
    /// `api::Tour`s, with and without flight prices, in each language, the second time too
    /// (then from what was kept).
    #[tokio::test]
    async fn a_page_written_from_kept_departures_is_the_page_serde_writes() {
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 30).expect("date");
        let snapshot = test_snapshot("tour_json", today).await;
        let f = Filters { page: Some(1), per_page: Some(5), ..Filters::default() };
        let found = TourPage { total: snapshot.tours.len(), items: (0..snapshot.tours.len().min(5)).collect() };
        assert!(found.items.len() >= 3, "the test catalogue has departures");
        let mut flights: Vec<Option<CurrencyAmounts>> = vec![None; found.items.len()];
        let mut amounts = CurrencyAmounts::default();
        amounts.set(Currency::EUR, 12_900);
        flights[1] = Some(amounts);
        for language in Language::ALL {
            let expected = page_of(
                found
                    .items
                    .iter()
                    .zip(&flights)
                    .map(|(&i, flight)| api::Tour { flight_min_price: *flight, ..tour(&snapshot, &snapshot.tours[i], language) })
                    .collect(),
                found.total,
                &f,
            );
            let expected = serde_json::to_string(&expected).expect("serde writes the page");
            for time in ["first", "kept"] {
                let written = page_json(&snapshot, language, &found, &flights, &f).expect("page written");
                assert_eq!(std::str::from_utf8(&written).expect("UTF-8"), expected, "{language:?}, {time} time");
            }
        }
    }
}
