//! The WeMeet events search: each edition's market, city names in its
//! language, the time filters by its week start, and the organiser's profile link.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;

const IT: &str = "it.localhost:3000";
const US: &str = "us.localhost:3000";
const INTL: &str = "localhost:3000";

fn attr<'a>(body: &'a str, marker: &str, name: &str) -> &'a str {
    let at = body.find(marker).unwrap_or_else(|| panic!("{marker} missing"));
    let rest = &body[at..];
    let start = rest.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
    &rest[start..start + rest[start..].find('"').unwrap()]
}

#[tokio::test]
async fn the_time_filters_follow_each_editions_week_start() {
    let app = TestApp::new().await;
    // Today is Sunday 10 January 2027: Italy's week starts on Monday, the US's on Sunday.
    let it = app.get(IT, "/eventi-wemeet?when=next-week").await;
    assert_eq!(it.status, StatusCode::OK);
    assert_eq!(
        (attr(&it.body, "data-testid=\"events-span\"", "data-from"), attr(&it.body, "data-testid=\"events-span\"", "data-to")),
        ("2027-01-11", "2027-01-17")
    );
    let us = app.get(US, "/events-wemeet?when=next-week").await;
    assert_eq!(
        (attr(&us.body, "data-testid=\"events-span\"", "data-from"), attr(&us.body, "data-testid=\"events-span\"", "data-to")),
        ("2027-01-17", "2027-01-23")
    );
    let weekend = app.get(IT, "/eventi-wemeet?when=this-weekend").await;
    for date in weekend.body.match_indices("data-testid=\"event\" data-date=\"").map(|(i, m)| &weekend.body[i + m.len()..i + m.len() + 10])
    {
        assert_eq!(date, "2027-01-10", "only today's events on a Sunday");
    }
}

#[tokio::test]
async fn each_edition_shows_its_market_in_its_language_with_the_organiser() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let italian: Vec<_> =
        snapshot.events.iter().filter(|e| snapshot.countries[e.country].iso3 == "ITA" && e.date >= common::today()).collect();
    let page = app.get(IT, "/eventi-wemeet").await;
    let shown = page.body.matches("data-testid=\"event\"").count();
    assert_eq!(shown, italian.len(), "only Italian events in the Italian edition");
    if let Some(milan) = italian.iter().find(|e| e.city == "Milan") {
        assert!(page.body.contains(">Milano<"), "{}", milan.city);
        assert!(!page.body.contains(">Milan<"));
    }
    assert!(page.body.contains("href=\"/coordinatori/"), "each event links its coordinator");
    let everywhere = app.get(INTL, "/events-wemeet").await.body.matches("data-testid=\"event\"").count();
    assert!(everywhere >= shown);
    // A city outside the market is not a filter here; a known one narrows the list.
    let city = italian.first().map(|e| e.city.clone()).unwrap_or_else(|| "Rome".into());
    let one_city = app.get(IT, &format!("/eventi-wemeet?city={city}")).await;
    assert_eq!(one_city.body.matches("data-testid=\"event\"").count(), italian.iter().filter(|e| e.city == city).count());
    assert_eq!(app.get("we.localhost:3000", "/events-wemeet").await.status, StatusCode::NOT_FOUND, "a placeholder in the WE edition");
}
