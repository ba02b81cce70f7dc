//! Drawn covers that tell trips apart (issue 16): each trip's picture shows its
//! own landscape in its region's colours, and every cover link draws.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;
use std::collections::HashSet;

#[tokio::test]
async fn a_list_of_trips_shows_different_landscapes_in_their_regions_colours() {
    let app = TestApp::new().await;
    let list = app.get("localhost:3000", "/destinations").await;
    assert_eq!(list.status, StatusCode::OK);
    let covers: Vec<String> = list
        .body
        .match_indices("src=\"/images/cover/")
        .filter_map(|(at, m)| list.body[at + 5..].split('"').next().filter(|_| !m.is_empty()).map(str::to_string))
        .collect();
    assert!(covers.len() >= 10, "lazy covers on the list: {}", covers.len());
    let scenes: HashSet<&str> = covers.iter().filter_map(|c| c.trim_start_matches("/images/cover/").split('-').next()).collect();
    assert!(scenes.len() >= 4, "landscapes on one page: {scenes:?}");
    for cover in covers.iter().take(12) {
        let picture = app.get("localhost:3000", cover).await;
        assert_eq!(picture.status, StatusCode::OK, "{cover}");
        assert_eq!(picture.header("content-type"), "image/svg+xml");
        assert!(picture.body.starts_with("<svg") && picture.body.len() < 1400, "{cover}");
    }
    assert_eq!(app.get("localhost:3000", "/images/cover/coast-mars-10.svg").await.status, StatusCode::NOT_FOUND);
}
