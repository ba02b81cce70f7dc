//! Route → page data, read from the catalogue snapshot (no SQL).

use super::Loaded;
use crate::catalogue::{PageRef, Snapshot, TravelQuery};
use crate::editions::EditionHosts;
use crate::error::{AppError, AppResult};
use crate::flights::{suggest, FlightOffers};
use crate::http::Visit;
use axum::http::StatusCode;
use caravan_site::model::Page;
use caravan_site::routes::{Route, RouteKey};
use search_core::{parse_query, Filters, TourStatus};

/// Travels per page in destination lists: the spec's default page size (§9).
const TRAVELS_PER_PAGE: i64 = 20;

pub async fn load(
    snapshot: &Snapshot,
    visit: &Visit,
    hosts: &EditionHosts,
    flights: &dyn FlightOffers,
    route: &Route,
) -> AppResult<Loaded> {
    let viewer = visit.viewer();
    let edition = visit.host.edition;
    let filters = parse_query(&visit.query).filters;
    let page = i64::from(filters.page_or_default());
    Ok(Loaded::Page(match route {
        Route::Fixed(key) if super::fixed::lists_catalogue(*key) => {
            // The home page's counts, once for its lead and its page.
            let totals = (*key == RouteKey::Index).then(|| snapshot.totals(&viewer));
            let content = match super::fixed::fixed_content(snapshot, visit, *key, totals)? {
                Ok(content) => Box::new(content),
                Err(moved) => return Ok(moved),
            };
            match key {
                RouteKey::Index => {
                    let (departures, countries) = totals.unwrap_or_default();
                    let travels = snapshot.travels_page(&viewer, &TravelQuery::default(), 1, 8).items;
                    Page::Home { content, travels, departures, countries }
                }
                RouteKey::Tours => {
                    let confirmed = Filters {
                        status: Some(vec![TourStatus::Confirmed, TourStatus::AlmostFull]),
                        page: filters.page,
                        ..Filters::default()
                    };
                    Page::ToursList { content, tours: snapshot.search_tours(&viewer, &confirmed).tours }
                }
                RouteKey::Coordinators => Page::Coordinators { content, coordinators: snapshot.coordinator_cards() },
                _ => {
                    let area = key.continent().map(str::to_string);
                    let query = TravelQuery { continent: area.clone(), ..TravelQuery::default() };
                    Page::TravelList { content, area, travels: snapshot.travels_page(&viewer, &query, page, TRAVELS_PER_PAGE) }
                }
            }
        }
        Route::Fixed(RouteKey::Search) => Page::Search(Box::new(super::search::search_results(snapshot, visit, filters))),
        Route::Fixed(RouteKey::EventsWemeet) => Page::Events(Box::new(super::events::events_view(snapshot, visit))),
        Route::Fixed(RouteKey::SearchAi) => Page::SearchAi(Box::new(super::ask::ask_view(snapshot, visit))),
        // Personal pages and the login have their own handlers (`pages::account`, `oidc`).
        Route::Fixed(RouteKey::Wishlist | RouteKey::Account | RouteKey::Trips | RouteKey::Login | RouteKey::LoginRedirect) => {
            return Err(AppError::NotFound)
        }
        Route::Fixed(key) => return super::custom::custom_page(snapshot, visit, hosts, PageRef::RoutingKey(key.name())),
        Route::Custom { slug } => return super::custom::custom_page(snapshot, visit, hosts, PageRef::Slug(slug)),
        Route::Travel { travel } => {
            let mut detail = snapshot.travel_detail(&viewer, travel)?;
            let next =
                detail.tours.iter().find(|t| t.status != TourStatus::SoldOut).map(|t| (t.code.clone(), t.starting_date, t.ending_date));
            if let (Some((code, start, end)), Some(country)) = (next, country_of(snapshot, travel)) {
                detail.flights = Some(suggest::for_travel(flights, edition, &viewer, country, (&code, start, end)).await);
            }
            Page::Travel(Box::new(detail))
        }
        Route::Itinerary { travel } => Page::Itinerary(Box::new(snapshot.travel_detail(&viewer, travel)?)),
        // A tour code in another case is the same departure: one URL, the lower-case one.
        Route::Tour { travel, tour } if tour.chars().any(|c| c.is_ascii_uppercase()) => {
            let canonical = Route::Tour { travel: travel.clone(), tour: tour.to_ascii_lowercase() };
            let to = canonical.path(visit.host.edition).ok_or(AppError::NotFound)?;
            let query = if visit.query.is_empty() { String::new() } else { format!("?{}", visit.query) };
            return Ok(Loaded::Redirect { status: StatusCode::MOVED_PERMANENTLY, to: format!("{to}{query}") });
        }
        Route::Tour { travel, tour } => {
            let (card, row, others) = snapshot.departure(&viewer, travel, tour)?;
            let coordinator = snapshot.tour_coordinator(travel, &row.id);
            let country = country_of(snapshot, travel).unwrap_or_default();
            let flights = suggest::for_tour(flights, edition, &viewer, country, (row.starting_date, row.ending_date)).await;
            Page::Tour { travel: Box::new(card), tour: Box::new(row), others, coordinator, flights: Box::new(flights) }
        }
        Route::Coordinator { coordinator } => {
            let (card, bio) = snapshot.coordinator(&viewer, coordinator)?;
            let query = TravelQuery { coordinator: Some(card.slug.clone()), ..TravelQuery::default() };
            let travels = snapshot.travels_page(&viewer, &query, 1, 12).items;
            Page::Coordinator { coordinator: card, bio, travels }
        }
    }))
}

/// A trip's country code, for its flights.
fn country_of<'a>(snapshot: &'a Snapshot, slug: &str) -> Option<&'a str> {
    snapshot.travel(slug).map(|t| snapshot.countries[t.country].iso3.as_str())
}
