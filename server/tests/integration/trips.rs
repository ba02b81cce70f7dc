//! The account area's "bookings and trips" and "partnership" (spec §6): a
//! logged-in traveller sees the bookings they made with status, payment,
//! balance due date, the booking's page, cancelling and a calendar file; both pages work without JavaScript and
//! in every edition's language; nobody else's bookings, and none logged out.

use crate::common;

use axum::http::StatusCode;
use common::{links, TestApp};

const US: &str = "us.localhost:3000";
const IT: &str = "it.localhost:3000";

/// Books `travellers` on the first bookable departure at least `days` ahead
/// that has the seats; returns the booking's reference.
async fn book(app: &TestApp, host: &str, cookie: &str, days: i64, payment: &str) -> String {
    let tour = {
        let snapshot = app.state.catalogue.snapshot();
        snapshot
            .tours
            .iter()
            .find(|t| {
                t.starting_date > common::today() + chrono::Duration::days(days)
                    && t.free_seats >= 2
                    && matches!(t.status, search_core::TourStatus::Confirmed | search_core::TourStatus::Planned)
            })
            .expect("a bookable departure")
            .id
            .clone()
    };
    let body = serde_json::json!({"tourId": tour, "travellers": 2, "payment": payment}).to_string();
    let made = app.call("POST", host, "/api/bookings", Some(&body), &[("cookie", cookie)]).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    made.json()["data"]["reference"].as_str().unwrap().to_string()
}

/// A trip already made: a booking of a departure that has ended, as the desk
/// would have kept it (the API books only departures still to come).
async fn travelled(app: &TestApp, user_email: &str) {
    // A departure of last year, imported as the operator would.
    let slug = app.state.catalogue.snapshot().travels[0].slug.clone();
    let past: caravan_server::catalogue::import::CatalogueImport = serde_json::from_value(serde_json::json!({"tours": [{
        "code": "PAST-2026", "travel": slug, "startingDate": "2026-05-01", "endingDate": "2026-05-08",
        "prices": {"EUR": {"basePrice": 90000, "price": 90000}, "GBP": {"basePrice": 80000, "price": 80000}, "USD": {"basePrice": 99000, "price": 99000}}
    }]}))
    .unwrap();
    caravan_server::catalogue::import::apply(&app.state.db, &past, &caravan_server::alerts::events::Subscribers, common::today())
        .await
        .unwrap();
    let tour: String = sqlx::query_scalar("SELECT id FROM tours WHERE code = 'PAST-2026'").fetch_one(&app.state.db.pool).await.unwrap();
    let user: String =
        sqlx::query_scalar("SELECT id FROM users WHERE email = $1").bind(user_email).fetch_one(&app.state.db.pool).await.unwrap();
    sqlx::query(
        "INSERT INTO bookings (reference, traveller, email, tour_id, travellers, private_room, flexible, payment, currency, trips, \
         flexible_fee, total, paid, status, refunded, created_at) VALUES ('CRV-PAST2345', $1, $2, $3, 1, 0, 0, 'full', 'USD', 90000, 0, 90000, 90000, 'booked', 0, 1)",
    )
    .bind(user)
    .bind(user_email)
    .bind(tour)
    .execute(&app.state.db.pool)
    .await
    .unwrap();
}

#[tokio::test]
async fn a_logged_in_traveller_sees_upcoming_and_past_trips_with_what_is_owed() {
    let app = TestApp::new().await;
    let logged_out = app.get(US, "/account/trips").await;
    assert_eq!(logged_out.status, StatusCode::SEE_OTHER, "the trips need a login");
    assert_eq!(logged_out.header("location"), "/login?back=%2Faccount%2Ftrips");

    let cookie = app.log_in(US, "zoe@example.com").await;
    let deposit = book(&app, US, &cookie, 90, "deposit").await;
    let full = book(&app, US, &cookie, 200, "full").await;
    travelled(&app, "zoe@example.com").await;
    let page = app.get_with(US, "/account/trips", &[("cookie", &cookie)]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert_eq!(page.header("cache-control"), "private, no-store");
    assert!(page.body.contains("<h1>Bookings and trips</h1>"));
    assert!(page.body.contains("noindex"));
    let upcoming = page.body.split("data-testid=\"trips-past\"").next().unwrap();
    assert_eq!(upcoming.matches("data-testid=\"trip-line\"").count(), 2, "the two bookings made");
    assert!(upcoming.contains(&deposit) && upcoming.contains(&full));
    assert_eq!(page.body.matches("data-testid=\"trip-line\"").count(), 3, "and the trip already made");
    assert!(page.body.contains("data-status=\"travelled\""));
    // Every booking links to its own page on the booking desk; an upcoming one to its departure here.
    let manage = links(&page.body, "/bookings/CRV-");
    assert!(manage.iter().any(|l| l.ends_with(&deposit)) && manage.iter().any(|l| l.ends_with(&full)), "{manage:?}");
    assert!(!links(upcoming, "/destinations/").is_empty());
    // The deposit booking says how much is left and by when; the other is paid in full.
    assert!(upcoming.contains("balance of $") && upcoming.contains("Paid in full"), "{upcoming}");
    // Each upcoming one can be cancelled, the refund said first, and saved to a calendar.
    assert_eq!(upcoming.matches("data-testid=\"trip-cancel\"").count(), 2);
    assert!(upcoming.contains(&format!("/bookings/{deposit}?cancel=1")));
    assert!(upcoming.contains(&format!("/bookings/{deposit}/calendar.ics")));

    // Another traveller sees none of them.
    let other = app.log_in(US, "yann@example.com").await;
    let theirs = app.get_with(US, "/account/trips", &[("cookie", &other)]).await;
    assert!(!theirs.body.contains("data-testid=\"trip-line\""));
}

#[tokio::test]
async fn the_trips_speak_the_editions_language_and_the_account_area_links_them() {
    let app = TestApp::new().await;
    let cookie = app.log_in(IT, "giulia@example.com").await;
    let reference = book(&app, IT, &cookie, 60, "full").await;
    let cancelled = app.call("POST", IT, &format!("/api/me/bookings/{reference}/cancel"), None, &[("cookie", cookie.as_str())]).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.body);
    book(&app, IT, &cookie, 60, "full").await;
    let page = app.get_with(IT, "/il-mio-account/viaggi", &[("cookie", &cookie)]).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<h1>Prenotazioni e viaggi</h1>"));
    assert!(page.body.contains("Annullato"), "the cancelled booking's status in Italian");
    assert!(!links(&page.body, "/viaggi/").is_empty(), "the trip pages in the Italian paths");

    // The account page's own menu reaches every part without JavaScript.
    let account = app.get_with(IT, "/il-mio-account", &[("cookie", &cookie)]).await;
    let nav = account.body.split("data-testid=\"account-nav\"").nth(1).unwrap().split("</nav>").next().unwrap();
    for href in ["/il-mio-account#profile", "/il-mio-account/viaggi", "/il-mio-account#consents", "/collaborazioni"] {
        assert!(nav.contains(&format!("href=\"{href}\"")), "{href} in {nav}");
    }
    // The header's menu island is told the same two pages.
    assert!(account.body.contains(r#""tripsHref":"/il-mio-account/viaggi""#));
}

#[tokio::test]
async fn the_partnership_page_is_content_in_every_language_and_public() {
    let app = TestApp::new().await;
    for (host, path, heading) in [
        (US, "/partnership", "Offers from our partners"),
        (IT, "/collaborazioni", "Le offerte dei nostri partner"),
        ("es.localhost:3000", "/colaboraciones", "Las ofertas de nuestros colaboradores"),
        ("fr.localhost:3000", "/partenariats", "Les offres de nos partenaires"),
        ("de.localhost:3000", "/partnerschaften", "Angebote unserer Partner"),
    ] {
        let page = app.get(host, path).await;
        assert_eq!(page.status, StatusCode::OK, "{host}{path}");
        assert!(page.body.contains(heading), "{host}{path}");
    }
    let sitemap = app.get(US, "/sitemap.xml").await;
    assert!(sitemap.body.contains("/partnership</loc>"));
    assert!(!sitemap.body.contains("/account</loc>") && !sitemap.body.contains("/account/trips</loc>"), "personal pages are not indexed");
}
