//! The account area's "bookings and trips" and "partnership" (spec §6): a
//! logged-in traveller sees their bookings with status, payment, balance due
//! date and the booking site's page; both pages work without JavaScript and
//! in every edition's language; nobody else's bookings, and none logged out.

use crate::common;

use axum::http::StatusCode;
use common::{links, TestApp};

const US: &str = "us.localhost:3000";
const IT: &str = "it.localhost:3000";

#[tokio::test]
async fn a_logged_in_traveller_sees_upcoming_and_past_trips_with_what_is_owed() {
    let app = TestApp::new().await;
    let logged_out = app.get(US, "/account/trips").await;
    assert_eq!(logged_out.status, StatusCode::SEE_OTHER, "the trips need a login");
    assert_eq!(logged_out.header("location"), "/login?back=%2Faccount%2Ftrips");

    let cookie = app.log_in(US, "zoe@example.com").await;
    let page = app.get_with(US, "/account/trips", &[("cookie", &cookie)]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert_eq!(page.header("cache-control"), "private, no-store");
    assert!(page.body.contains("<h1>Bookings and trips</h1>"));
    assert!(page.body.contains("noindex"));
    let upcoming = page.body.split("data-testid=\"trips-past\"").next().unwrap();
    let lines = upcoming.matches("data-testid=\"trip-line\"").count();
    assert!((1..=2).contains(&lines), "one or two upcoming trips: {lines}");
    assert!(page.body.matches("data-testid=\"trip-line\"").count() > lines, "and past trips");
    assert!(page.body.contains("data-status=\"travelled\""));
    // Every booking links to its own page on the booking site; an upcoming one to its departure here.
    let manage = links(&page.body, &format!("{}/bookings/CRV-", app.state.config.bookings_host));
    assert_eq!(manage.len(), page.body.matches("data-testid=\"trip-line\"").count());
    assert!(!links(upcoming, "/destinations/").is_empty());
    // A deposit-only booking says how much is left and by when; otherwise it is paid in full.
    assert!(upcoming.contains("balance of $") || upcoming.contains("Paid in full"), "{upcoming}");

    // The same traveller sees the same bookings again; another traveller their own.
    let again = app.get_with(US, "/account/trips", &[("cookie", &cookie)]).await;
    assert_eq!(links(&again.body, "https://"), links(&page.body, "https://"));
    let other = app.log_in(US, "yann@example.com").await;
    let theirs = app.get_with(US, "/account/trips", &[("cookie", &other)]).await;
    assert_ne!(links(&theirs.body, "https://"), links(&page.body, "https://"));
}

#[tokio::test]
async fn the_trips_speak_the_editions_language_and_the_account_area_links_them() {
    let app = TestApp::new().await;
    let cookie = app.log_in(IT, "giulia@example.com").await;
    let page = app.get_with(IT, "/il-mio-account/viaggi", &[("cookie", &cookie)]).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<h1>Prenotazioni e viaggi</h1>"));
    assert!(page.body.contains("Viaggio fatto") || page.body.contains("Annullato"), "the past trip's status in Italian");
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
