//! `GET /api/tours/{id}/interest` (the social-proofing experiment, spec §6): the travellers who
//! saved a departure in the last 14 days, counted from real wishlist saves; older saves and
//! other departures do not count; an unknown departure is a 404.

use crate::common::TestApp;
use axum::http::StatusCode;
use serde_json::Value;

const US: &str = "us.localhost:3000";

#[tokio::test]
async fn interest_counts_recent_wishlist_saves_of_the_departure() {
    let app = TestApp::new().await;
    let (tour, other) = {
        let snapshot = app.state.catalogue.snapshot();
        (snapshot.tours[0].id.clone(), snapshot.tours[1].id.clone())
    };
    let interest = |id: String| {
        let app = &app;
        async move { app.get(US, &format!("/api/tours/{id}/interest")).await }
    };
    let before = interest(tour.clone()).await;
    assert_eq!(before.status, StatusCode::OK);
    assert!(before.header("cache-control").contains("max-age=60"));
    let body: Value = before.json();
    assert_eq!(body, serde_json::json!({ "savedRecently": 0, "days": 14 }));

    // Three travellers save it through the API; one saves another departure.
    for email in ["ana@example.com", "ben@example.com", "cy@example.com"] {
        let cookie = app.log_in(US, email).await;
        let saved = app.call("PUT", US, &format!("/api/wishlist/tours/{tour}"), None, &[("cookie", cookie.as_str())]).await;
        assert_eq!(saved.status, StatusCode::OK);
    }
    let cookie = app.log_in(US, "dee@example.com").await;
    app.call("PUT", US, &format!("/api/wishlist/tours/{other}"), None, &[("cookie", cookie.as_str())]).await;
    let body: Value = interest(tour.clone()).await.json();
    assert_eq!(body["savedRecently"], 3);

    // A save from three weeks ago is not recent.
    sqlx::query("UPDATE wishlist_items SET created_at = created_at - 21 * 24 * 3600 WHERE item_id = $1 AND user_id = (SELECT id FROM users WHERE email = 'ana@example.com')")
        .bind(&tour)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let body: Value = interest(tour).await.json();
    assert_eq!(body["savedRecently"], 2);

    assert_eq!(app.get(US, "/api/tours/no-such-departure/interest").await.status, StatusCode::NOT_FOUND);
}
