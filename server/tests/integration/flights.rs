//! Flights over HTTP: `GET /api/flights` (offers that arrive by day 1 and
//! return after the last day, the status advice of spec §4), the tour page's
//! minimum price and modal without JavaScript, the trip page's section and
//! `flightMinPrice` on `/api/tours`.

use crate::common;

use axum::http::StatusCode;
use caravan_server::catalogue::Snapshot;
use common::TestApp;
use search_core::TourStatus;

const INTL: &str = "localhost:3000";
const US: &str = "us.localhost:3000";

/// An upcoming departure with this status: (id, trip slug, code).
fn departure(snapshot: &Snapshot, status: TourStatus) -> (String, String, String) {
    let tour =
        snapshot.tours.iter().find(|t| t.status == status && t.starting_date >= common::today()).expect("a departure with that status");
    (tour.id.clone(), snapshot.travels[tour.travel].slug.clone(), tour.code.to_lowercase())
}

#[tokio::test]
async fn offers_fit_the_departure_and_carry_the_status_advice() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let (id, ..) = departure(&snapshot, TourStatus::Planned);
    let body = app.get(INTL, &format!("/api/flights?tour={id}")).await.json();
    let tour = snapshot.tour_by_id(&id).unwrap();
    assert_eq!(body["canBuyFlights"], false);
    assert_eq!(body["advice"], "Wait for confirmation before buying flights: this departure is not guaranteed yet.");
    let offers = body["offers"].as_array().unwrap();
    assert!(!offers.is_empty());
    for offer in offers {
        assert!(offer["outbound"]["arrivalDate"].as_str().unwrap() <= tour.starting_date.to_string().as_str(), "{offer}");
        assert!(offer["inbound"]["date"].as_str().unwrap() > tour.ending_date.to_string().as_str(), "{offer}");
        assert!(["LHR", "CDG", "FRA", "AMS"].contains(&offer["outbound"]["from"].as_str().unwrap()), "international airports");
    }
    assert_eq!(body["minPrice"], offers[0]["price"]);

    let (confirmed, ..) = departure(&snapshot, TourStatus::Confirmed);
    let body = app.get(US, &format!("/api/flights?tour={confirmed}")).await.json();
    assert_eq!(body["canBuyFlights"], true);
    assert_eq!(body["currency"], "USD");
    assert!(body["offers"]
        .as_array()
        .unwrap()
        .iter()
        .all(|o| ["JFK", "LAX", "ORD", "MIA"].contains(&o["outbound"]["from"].as_str().unwrap())));
    assert_eq!(app.get(INTL, "/api/flights?tour=no-such-tour").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_tour_page_shows_the_minimum_price_and_the_modal_without_javascript() {
    let app = TestApp::new().await;
    let (_, slug, code) = departure(&app.state.catalogue.snapshot(), TourStatus::AlmostConfirmed);
    let closed = app.get(INTL, &format!("/destinations/{slug}/{code}")).await;
    assert!(closed.body.contains("data-testid=\"flight-min-price\""));
    assert!(closed.body.contains("data-track=\"flight_search\""));
    // The modal's offers are drawn only when the URL asks for them (4 KB a tour page otherwise).
    assert!(!closed.body.contains("data-modal=\"flights\"") && !closed.body.contains("flight-offer"));
    let open = app.get(INTL, &format!("/destinations/{slug}/{code}?modal=flights")).await;
    assert_eq!(open.status, StatusCode::OK);
    assert!(open.body.contains("data-modal=\"flights\""));
    let dialog = &open.body[open.body.find("data-modal=\"flights\"").unwrap()..];
    assert!(dialog[..200].contains(" open"), "the modal is rendered open");
    assert!(dialog.contains("data-advice=\"wait\""));
    assert!(dialog.contains("data-testid=\"flight-offer\""));

    // Nobody can travel on a sold-out departure: no flights to offer for it.
    let (_, slug, code) = departure(&app.state.catalogue.snapshot(), TourStatus::SoldOut);
    let sold_out = app.get(INTL, &format!("/destinations/{slug}/{code}?modal=flights")).await;
    assert_eq!(sold_out.status, StatusCode::OK);
    assert!(sold_out.body.contains("data-testid=\"tour-sold-out\""));
    assert!(!sold_out.body.contains("data-testid=\"flight-min-price\"") && !sold_out.body.contains("data-modal=\"flights\""));
}

#[tokio::test]
async fn the_trip_page_has_a_flights_section_and_tours_carry_their_flight_minimum() {
    let app = TestApp::new().await;
    let (_, slug, _) = departure(&app.state.catalogue.snapshot(), TourStatus::Confirmed);
    let page = app.get(INTL, &format!("/destinations/{slug}")).await;
    assert!(page.body.contains("data-testid=\"travel-flights\""));
    assert!(page.body.contains("data-testid=\"travel-flight\""));
    // The international edition is no place: its intro names the airports listed, not "International airports".
    assert!(page.body.contains("from the airports below") && !page.body.contains("International airports"));
    let italian = app.get("it.localhost:3000", &format!("/viaggi/{slug}")).await;
    assert!(italian.body.contains("aeroporti: Italia"), "a country edition names its country");
    let tours = app.post_json(INTL, "/api/tours", "{}").await.json();
    let first = &tours["data"][0];
    assert!(first["flightMinPrice"]["EUR"].as_i64().unwrap() > 0, "{first}");
}
