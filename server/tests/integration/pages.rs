//! The site as a visitor sees it: every edition's localised pages, 404s,
//! prices in the edition's currency, and bad input that never breaks a page.

use crate::common;

use axum::http::StatusCode;
use common::{links, TestApp};

/// (host, travels path, search path, wishlist path, currency symbol, html lang)
type EditionCase = (&'static str, &'static str, &'static str, Option<&'static str>, &'static str, &'static str);
const EDITIONS: [EditionCase; 7] = [
    ("localhost:3000", "/destinations", "/search", None, "€", "en"),
    ("it.localhost:3000", "/viaggi", "/cerca", Some("/preferiti"), "€", "it-IT"),
    ("us.localhost:3000", "/destinations", "/search", Some("/wishlist"), "$", "en-US"),
    ("we.localhost:3000", "/destinations", "/search", Some("/wishlist"), "£", "en-GB"),
    ("es.localhost:3000", "/viajes", "/buscar", Some("/lista-de-deseos"), "€", "es-ES"),
    ("fr.localhost:3000", "/voyages", "/rechercher", Some("/liste-de-souhaits"), "€", "fr-FR"),
    ("de.localhost:3000", "/reiseziele", "/suchen", Some("/wunschliste"), "€", "de-DE"),
];

#[tokio::test]
async fn every_edition_serves_its_localised_pages() {
    let app = TestApp::new().await;
    for (host, travels, search, wishlist, symbol, lang) in EDITIONS {
        let home = app.get(host, "/").await;
        assert_eq!(home.status, StatusCode::OK, "{host} home");
        assert!(home.body.contains(&format!("<html lang=\"{lang}\"")), "{host} lang");
        assert!(home.body.contains("data-testid=\"site-header\"") && home.body.contains("data-testid=\"site-footer\""));
        no_empty_markup(host, "/", &home.body);

        let list = app.get(host, travels).await;
        assert_eq!(list.status, StatusCode::OK, "{host}{travels}");
        no_empty_markup(host, travels, &list.body);

        // A travel and one of its tours, reached through the links on the page.
        let travel_links = links(&home.body, &format!("{travels}/"));
        let travel_path = travel_links.first().unwrap_or_else(|| panic!("{host} home links travels"));
        let travel = app.get(host, travel_path).await;
        assert_eq!(travel.status, StatusCode::OK, "{host}{travel_path}");
        assert!(travel.body.contains("data-testid=\"travel-title\""));
        assert!(travel.body.contains("data-testid=\"tour-status\""), "{host} travel shows departures");
        assert!(travel.body.contains(symbol), "{host} prices in {symbol}");
        no_empty_markup(host, travel_path, &travel.body);

        let tour_path = links(&travel.body, &format!("{travel_path}/"))
            .into_iter()
            .find(|l| l.split('/').count() == 4)
            .unwrap_or_else(|| panic!("{host} travel links a tour"));
        let tour = app.get(host, &tour_path).await;
        assert_eq!(tour.status, StatusCode::OK, "{host}{tour_path}");
        assert!(tour.body.contains("data-testid=\"tour-title\""));
        no_empty_markup(host, &tour_path, &tour.body);

        let results = app.get(host, search).await;
        assert_eq!(results.status, StatusCode::OK, "{host}{search}");
        assert!(results.body.contains("data-testid=\"search-results\""), "{host} search lists departures");
        no_empty_markup(host, search, &results.body);

        if let Some(wishlist) = wishlist {
            assert_eq!(app.get(host, wishlist).await.status, StatusCode::OK, "{host}{wishlist}");
        }
    }
}

/// Bytes that carry nothing: Leptos's hydration anchors (these pages are never hydrated) and an
/// empty `class` attribute (what `class:name=false` writes on an element without other classes).
fn no_empty_markup(host: &str, path: &str, body: &str) {
    assert!(!body.contains("<!>"), "{host}{path}: no hydration markers in server-only HTML");
    assert!(!body.contains(" class=\"\""), "{host}{path}: no empty class attribute");
}

#[tokio::test]
async fn other_editions_paths_and_placeholders_are_friendly_404s() {
    let app = TestApp::new().await;
    let cases = [
        ("localhost:3000", "/viaggi"),
        ("localhost:3000", "/wishlist"),
        ("localhost:3000", "/_not-found-abracadabra"),
        ("it.localhost:3000", "/destinations"),
        ("de.localhost:3000", "/cerca"),
        ("us.localhost:3000", "/search-ai"),
        ("we.localhost:3000", "/search-ai"),
        ("fr.localhost:3000", "/recherche-ai"),
        ("de.localhost:3000", "/suchen-ai"),
        ("es.localhost:3000", "/buscar-ai"),
        ("we.localhost:3000", "/events-wemeet"),
        ("it.localhost:3000", "/viaggi/no-such-trip"),
        ("it.localhost:3000", "/no-such-page"),
        ("it.localhost:3000", "/coordinatori/nobody"),
    ];
    for (host, path) in cases {
        let reply = app.get(host, path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{host}{path}");
        assert!(reply.body.contains("data-testid=\"not-found\""), "{host}{path} shows the friendly page");
        assert!(reply.body.contains("data-testid=\"not-found-cta\""));
    }
    let italian = app.get("it.localhost:3000", "/no-such-page").await;
    assert!(italian.body.contains("href=\"/viaggi\""), "CTA goes to the edition's travels list");
    assert!(italian.body.contains("lang=\"it-IT\""), "404 in the visitor's language");
}

#[tokio::test]
async fn features_that_exist_answer_where_they_are_on() {
    let app = TestApp::new().await;
    assert_eq!(app.get("localhost:3000", "/search-ai").await.status, StatusCode::OK);
    assert_eq!(app.get("it.localhost:3000", "/cerca-ai").await.status, StatusCode::OK);
    assert_eq!(app.get("es.localhost:3000", "/eventos-wemeet").await.status, StatusCode::OK);
    for path in ["/faqs", "/how-it-works", "/legal/privacy-policy", "/asia-trips", "/coordinators", "/collection"] {
        assert_eq!(app.get("us.localhost:3000", path).await.status, StatusCode::OK, "{path}");
    }
    let de = app.get("de.localhost:3000", "/coordinators").await;
    assert_eq!(de.status, StatusCode::OK, "German coordinators stay English");
    let coordinator = links(&de.body, "/coordinators/").into_iter().next().expect("a coordinator link");
    assert_eq!(app.get("de.localhost:3000", &coordinator).await.status, StatusCode::OK);
}

#[tokio::test]
async fn malformed_queries_never_break_a_page() {
    let app = TestApp::new().await;
    let queries = [
        "?page=abc&perPage=-1",
        "?page=99999999999999999999999999",
        "?priceFrom=1e9&priceTo=%FF%FE&durationFrom=--1",
        "?textSearch=%E0%A4%A&status[]=NOPE&sort=bogus",
        "?%zz=%%%&&&=",
        "?dateFrom=2027-02-30&dateTo=yesterday",
        "?textSearch=%25%5F%5C%27%22%3B--",
        "?continentId[]=&destinationId[]=%00",
        "?page=100000",
    ];
    for host in ["localhost:3000", "it.localhost:3000"] {
        for base in ["/", "/search", "/cerca", "/destinations", "/viaggi", "/confirmed-tour-departures"] {
            for q in queries {
                let reply = app.get(host, &format!("{base}{q}")).await;
                assert!(!reply.status.is_server_error(), "{host}{base}{q} gave {}", reply.status);
            }
        }
    }
    // Percent-encoded junk in the path itself.
    for path in ["/%FF", "/destinations/%00", "/a/../../etc/passwd", "/destinations/x/y/z/w"] {
        let reply = app.get("localhost:3000", path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn search_applies_filters_and_sort() {
    let app = TestApp::new().await;
    let all = app.get("localhost:3000", "/search?perPage=100").await;
    let count = |body: &str| body.matches("data-testid=\"tour-row\"").count();
    assert!(count(&all.body) > 0);
    // Sold-out departures are not searched by default.
    assert!(!all.body.contains("data-status=\"SOLD_OUT\""));
    let sold = app.get("localhost:3000", "/search?status[]=SOLD_OUT&perPage=100").await;
    assert!(sold.body.contains("data-status=\"SOLD_OUT\""));
    assert!(!sold.body.contains("data-status=\"CONFIRMED\""));
    // Price ascending gives a flat list (no month groups).
    let by_price = app.get("localhost:3000", "/search?sort=price:asc").await;
    assert!(!by_price.body.contains("class=\"month-group\""));
    assert!(all.body.contains("class=\"month-group\""));
    // Free text that matches nothing shows the empty box linking the travels list.
    let none = app.get("localhost:3000", "/search?textSearch=zzzzqqq").await;
    assert!(none.body.contains("data-testid=\"search-empty\""));
    assert!(none.body.contains("There are no trips that match your search"));
}

#[tokio::test]
async fn currency_follows_the_cookie_and_the_form_sets_it() {
    let app = TestApp::new().await;
    let gbp = app.get_with("it.localhost:3000", "/cerca", &[("cookie", "currency=GBP")]).await;
    assert!(gbp.body.contains('£'));
    let ignored = app.get_with("it.localhost:3000", "/cerca", &[("cookie", "currency=XYZ")]).await;
    assert!(ignored.body.contains('€'), "unknown currencies fall back to the edition's");

    let set = app.post_form("it.localhost:3000", "/settings/currency", "currency=USD&back=%2Fcerca").await;
    assert_eq!(set.status, StatusCode::SEE_OTHER);
    assert_eq!(set.headers["location"], "/cerca");
    assert!(set.headers["set-cookie"].to_str().unwrap().starts_with("currency=USD;"));

    let open_redirect = app.post_form("it.localhost:3000", "/settings/currency", "currency=USD&back=%2F%2Fevil.example").await;
    assert_eq!(open_redirect.headers["location"], "/");

    let bad = app.post_form("it.localhost:3000", "/settings/currency", "currency=DOGE").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.body.contains("lang=\"it-IT\""));
    let unreadable = app.post_form("de.localhost:3000", "/settings/currency", "nothing=here").await;
    assert_eq!(unreadable.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn pages_carry_canonical_and_hreflang_alternates() {
    let app = TestApp::new().await;
    let reply = app.get("it.localhost:3000", "/viaggi").await;
    assert!(reply.body.contains("<link rel=\"canonical\" href=\"https://caravan-trips.it/viaggi\">"));
    assert!(reply.body.contains("hreflang=\"de-DE\" href=\"https://caravan-trips.de/reiseziele\""));
    assert!(reply.body.contains("hreflang=\"x-default\" href=\"https://caravan-trips.com/destinations\""));
    // The switcher stays on local hosts in development.
    assert!(reply.body.contains("href=\"http://de.localhost:3000/reiseziele\""));
}

#[tokio::test]
async fn health_assets_and_pictures() {
    let app = TestApp::new().await;
    let health = app.get("localhost:3000", "/healthz").await;
    assert_eq!(health.status, StatusCode::OK);
    assert!(health.body.contains("\"status\":\"ok\""));

    let home = app.get("localhost:3000", "/").await;
    let sheet = app.get("localhost:3000", &common::stylesheet_of(&home.body)).await;
    assert_eq!(sheet.status, StatusCode::OK);
    assert!(sheet.body.contains(".site-header") && sheet.header("content-type").starts_with("text/css"));
    assert!(sheet.headers["cache-control"].to_str().unwrap().contains("immutable"));

    let cover = app.get("localhost:3000", "/images/cover/120.svg").await;
    assert_eq!(cover.status, StatusCode::OK);
    assert_eq!(cover.headers["content-type"], "image/svg+xml");
    assert_eq!(app.get("localhost:3000", "/images/cover/999.svg").await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("localhost:3000", "/favicon.svg").await.status, StatusCode::OK);
}

/// The texts of the islands on every page come once per edition language, as a file the browser
/// keeps, instead of in every page's data-props (issue 21: HTML budgets).
#[tokio::test]
async fn the_islands_shared_labels_are_one_immutable_file_per_edition_language() {
    let app = TestApp::new().await;
    let search = app.get("it.localhost:3000", "/cerca").await;
    let url = common::labels_of(&search.body);
    assert!(url.starts_with("/static/labels.it-IT.") && url.ends_with(".json"), "{url}");
    assert_eq!(common::labels_of(&app.get("it.localhost:3000", "/").await.body), url, "every page of the edition names one file");
    assert!(!search.body.contains("\"labels\":{\"login\"") && !search.body.contains("\"chat-open\""), "no shared labels in data-props");

    let file = app.get("it.localhost:3000", &url).await;
    assert_eq!(file.status, StatusCode::OK);
    assert_eq!(file.header("content-type"), "application/json");
    assert!(file.header("cache-control").contains("immutable"));
    let labels = file.json();
    assert_eq!(labels["account-menu"]["login"], "Accedi");
    assert_eq!(labels["search-bar"]["title"], "Trova il tuo viaggio");
    assert_eq!(labels["chat-assistant"]["chat-open"], "Domande? Chiedi a noi");
    assert_eq!(labels["search-bar"]["tripsOther"].as_str().map(|t| t.contains("{count}")), Some(true), "placeholders for the island");

    let international = common::labels_of(&app.get("localhost:3000", "/").await.body);
    assert_ne!(international, url);
    assert_eq!(app.get("localhost:3000", &international).await.json()["account-menu"]["login"], "Log in");

    // Only the current files: an old or made-up name is not found, and not cached.
    let stale = app.get("it.localhost:3000", "/static/labels.it-IT.0000000000000000.json").await;
    assert_eq!(stale.status, StatusCode::NOT_FOUND);
    assert_eq!(stale.header("cache-control"), "no-store");
}

#[tokio::test]
async fn login_starts_the_code_flow_in_the_visitors_language() {
    let app = TestApp::new().await;
    let start = app.get("it.localhost:3000", "/login").await;
    assert_eq!(start.status, StatusCode::SEE_OTHER);
    let page = app.get("it.localhost:3000", start.header("location")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("lang=\"it-IT\"") && page.body.contains("data-testid=\"login-step-1\""));
}

/// Path of the first upcoming tour with `status`, from storage.
async fn tour_path_with_status(app: &TestApp, status: &str) -> (String, String) {
    use sqlx::Row;
    let mut sql = caravan_server::storage::Sql::new(
        "SELECT t.slug, u.code, u.id FROM tours u JOIN travels t ON t.id = u.travel_id WHERE u.starting_date >= '2027-01-10' AND u.status = ",
    );
    sql.bind(status).push(" ORDER BY u.starting_date, u.code LIMIT 1");
    let row = sql.query().fetch_one(&app.state.db.pool).await.expect("a tour with that status");
    let path = format!("/destinations/{}/{}", row.get::<String, _>("slug"), row.get::<String, _>("code").to_lowercase());
    (path, row.get::<String, _>("id"))
}

#[tokio::test]
async fn tour_pages_book_on_the_booking_site_unless_sold_out() {
    let app = TestApp::new().await;
    let (confirmed, id) = tour_path_with_status(&app, "CONFIRMED").await;
    let page = app.get("localhost:3000", &confirmed).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains(&format!("href=\"/booking/{id}/start\"")), "the built-in booking desk of the same server");
    assert!(page.body.contains("Flights may be bought."));
    assert!(page.body.contains("data-testid=\"seat-label\""), "the seat label the trip page shows for it");

    // On request: customer care, never a direct booking (spec §4).
    let (on_request, id) = tour_path_with_status(&app, "WAITING_LIST").await;
    let page = app.get("localhost:3000", &on_request).await;
    assert!(!page.body.contains(&format!("/booking/{id}/start")), "no booking link");
    assert!(page.body.contains("href=\"/contacts\" data-testid=\"tour-contact\""));

    let (sold_out, _) = tour_path_with_status(&app, "SOLD_OUT").await;
    let page = app.get("localhost:3000", &sold_out).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("The tour is no longer available"));
    assert!(!page.body.contains("data-testid=\"tour-book\""));

    // A tour code in upper case is the same departure, with one URL: a 301 to the lower-case one.
    let upper_code = format!("{}/{}", confirmed.rsplit_once('/').unwrap().0, confirmed.rsplit_once('/').unwrap().1.to_uppercase());
    let moved = app.get("localhost:3000", &format!("{upper_code}?utm_source=x")).await;
    assert_eq!(moved.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(moved.header("location"), format!("{confirmed}?utm_source=x"));
    let travel = confirmed.rsplit_once('/').unwrap().0;
    assert_eq!(app.get("localhost:3000", &format!("{travel}/xxx-000000-z")).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_continent_has_one_name_in_the_menu_the_home_page_and_its_area_page() {
    let app = TestApp::new().await;
    let home = app.get("localhost:3000", "/").await;
    let menu_and_home = home.body.matches(">Americas</a>").count();
    assert!(menu_and_home >= 2, "the mega menu and the home page's areas both say Americas");
    let area = app.get("localhost:3000", "/america-trips").await;
    assert_eq!(area.status, StatusCode::OK);
    assert!(area.body.contains("Trips to the Americas"), "the area page's title");
    let italian = app.get("it.localhost:3000", "/").await;
    assert!(italian.body.matches(">America</a>").count() >= 2);
}

#[tokio::test]
async fn each_edition_has_a_sitemap_of_its_indexable_pages_named_in_robots_txt() {
    let app = TestApp::new().await;
    let italian = caravan_site::edition::by_code("it-IT").unwrap();
    let sitemap = app.get("it.localhost:3000", "/sitemap.xml").await;
    assert_eq!(sitemap.status, StatusCode::OK);
    assert!(sitemap.header("content-type").starts_with("application/xml"));
    let snapshot = app.state.catalogue.snapshot();
    for travel in &snapshot.travels {
        let url = app.state.hosts.canonical_url(italian, &format!("/viaggi/{}", travel.slug));
        assert!(sitemap.body.contains(&format!("<loc>{url}</loc>")), "{url}");
    }
    assert!(sitemap.body.contains("hreflang=\"x-default\""), "alternates in the other editions");
    assert!(!sitemap.body.contains(&format!("<loc>{}</loc>", app.state.hosts.canonical_url(italian, "/cerca"))), "search is noindex");
    assert!(!sitemap.body.contains("/preferiti<"), "the wishlist is personal");
    let robots = app.get("it.localhost:3000", "/robots.txt").await;
    assert!(robots.body.contains("Disallow: /api/"));
    assert!(robots.body.contains("Disallow: /cerca?\n"), "filtered searches are not crawled: {}", robots.body);
    assert!(robots.body.contains(&format!("Sitemap: {}", app.state.hosts.canonical_url(italian, "/sitemap.xml"))));
}

#[tokio::test]
async fn a_trip_page_describes_itself_to_search_engines_as_a_tourist_trip() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let travel = snapshot.travels.iter().find(|t| t.reviews_count > 0 && !t.tours.is_empty()).expect("a reviewed trip with departures");
    let page = app.get("us.localhost:3000", &format!("/destinations/{}", travel.slug)).await;
    assert_eq!(page.status, StatusCode::OK);
    let json =
        page.body.split("<script type=\"application/ld+json\">").nth(1).and_then(|s| s.split("</script>").next()).expect("a JSON-LD block");
    let data: serde_json::Value = serde_json::from_str(&json.replace("<\\/", "</")).expect("valid JSON");
    assert_eq!(data["@type"], "TouristTrip");
    assert_eq!(data["name"], travel.texts[0].title.as_str());
    assert_eq!(data["offers"]["priceCurrency"], "USD", "the visitor's currency");
    assert!(data["offers"]["offerCount"].as_u64().unwrap() > 0);
    assert_eq!(data["aggregateRating"]["reviewCount"], travel.reviews_count);
    assert_eq!(data["itinerary"]["numberOfItems"].as_u64().unwrap() as usize, travel.texts[0].itinerary.len());
}

#[tokio::test]
async fn a_trip_breakdown_by_stars_counts_every_review_not_only_those_shown() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let travel = snapshot.travels.iter().find(|t| t.reviews_count > 20).expect("a trip with many reviews");
    let page = app.get("us.localhost:3000", &format!("/destinations/{}", travel.slug)).await;
    assert_eq!(page.status, StatusCode::OK);
    let bands = page.body.split("class=\"reviews__bands\"").nth(1).and_then(|s| s.split("</ul>").next()).expect("the breakdown");
    // Each band is "<span>N stars</span><span bar></span><span>count</span>", five to one.
    let counts: Vec<i64> =
        bands.split("</li>").filter_map(|band| band.rsplit("<span>").next()?.split("</span>").next()?.parse().ok()).collect();
    assert_eq!(counts.len(), 5, "a band per star: {bands}");
    assert_eq!(counts.iter().sum::<i64>(), travel.reviews_count, "the bands add up to the review count");
    assert!(travel.reviews.len() < counts.iter().sum::<i64>() as usize, "more reviews counted than texts shown");
    let average = counts.iter().zip((1..=5).rev()).map(|(n, star)| n * star).sum::<i64>() as f64 / travel.reviews_count as f64;
    assert!((average - travel.rating).abs() <= 0.05, "the bands average {average}, the trip shows {}", travel.rating);
}

#[tokio::test]
async fn travel_lists_show_the_default_page_size_of_20() {
    let app = TestApp::new().await;
    let cards = |body: &str| body.matches("data-testid=\"travel-card\"").count();
    let first = app.get("localhost:3000", "/destinations").await;
    assert_eq!(cards(&first.body), 20);
    let total = app.state.catalogue.snapshot().travels.len();
    let second = app.get("localhost:3000", "/destinations?page=2").await;
    assert_eq!(cards(&second.body), (total - 20).min(20), "the rest of the {total} trips");
}

#[tokio::test]
async fn the_deposit_is_100_in_the_currency_the_visitor_sees() {
    let app = TestApp::new().await;
    let us = app.get("us.localhost:3000", "/").await;
    assert!(us.body.contains("A deposit of $100 secures your place."), "dollars in the US edition");
    let we = app.get("we.localhost:3000", "/").await;
    assert!(we.body.contains("A deposit of £100 secures your place."), "pounds in the UK edition");
    let picked = app.get_with("it.localhost:3000", "/", &[("cookie", "currency=USD")]).await;
    assert!(picked.body.contains("Con un acconto di $100"), "the currency the visitor picked");
    let international = app.get("localhost:3000", "/").await;
    assert!(international.body.contains("A deposit of 100\u{a0}€ secures your place."), "euros in the international edition");
}

/// Where an edition switches a feature off (the wishlist in the international
/// edition, Ask and the events outside their editions), nothing leads to it:
/// no link to the not-found placeholder, and no heart without a wishlist.
#[tokio::test]
async fn switched_off_features_have_no_entry_points() {
    let app = TestApp::new().await;
    let placeholder = format!("href=\"{}", caravan_site::routes::PLACEHOLDER_PATH);
    for (host, travels, search, wishlist, _, _) in EDITIONS {
        let home = app.get(host, "/").await;
        let travel_path = links(&home.body, &format!("{travels}/")).into_iter().next().expect("a trip on home");
        for path in ["/", travels, search, travel_path.as_str()] {
            let page = app.get(host, path).await;
            assert_eq!(page.status, StatusCode::OK, "{host}{path}");
            assert!(!page.body.contains(&placeholder), "{host}{path} links a switched-off feature");
            let hearts = page.body.contains("data-island=\"wishlist-heart\"");
            if wishlist.is_none() {
                assert!(!hearts, "{host}{path}: a heart without a wishlist");
            } else if path == travel_path {
                assert!(hearts, "{host}{path}: the trip's heart");
            }
        }
    }
}

/// A trip page lists its next twelve departures and links to all of them, a page of its own
/// that works without JavaScript; the calendar above still holds every date. The page cache is
/// off: each table is drawn once and kept (issue 21), and each page must keep its own.
#[tokio::test]
async fn a_trip_page_lists_its_next_departures_and_links_to_all_of_them() {
    let app = TestApp::with_env(&[("CACHE", "off")]).await;
    let snapshot = app.state.catalogue.snapshot();
    let viewer = caravan_server::catalogue::Viewer {
        language: caravan_site::edition::Language::En,
        currency: search_core::Currency::EUR,
        today: common::today(),
    };
    let (slug, count) = snapshot
        .travels
        .iter()
        .map(|t| (t.slug.clone(), snapshot.travel_detail(&viewer, &t.slug).map(|d| d.tours.len()).unwrap_or(0)))
        .find(|(_, n)| *n > 12)
        .expect("a trip with more than twelve departures");
    let rows = |body: &str| body.matches("data-testid=\"departure-row\"").count();

    let page = app.get("localhost:3000", &format!("/destinations/{slug}")).await;
    assert_eq!(rows(&page.body), 12, "the next twelve");
    let link = format!("href=\"/destinations/{slug}?departures=all#all-departures\"");
    assert!(page.body.contains(&link), "{link}");
    assert!(page.body.contains(&format!("See all {count} departures")));

    let all = app.get("localhost:3000", &format!("/destinations/{slug}?departures=all")).await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(rows(&all.body), count, "every departure");
    assert!(!all.body.contains("data-testid=\"departures-show-all\""));
    assert_eq!(rows(&app.get("localhost:3000", &format!("/destinations/{slug}")).await.body), 12, "the first page keeps its own table");
    // Anything else than `all` is the default page.
    assert_eq!(rows(&app.get("localhost:3000", &format!("/destinations/{slug}?departures=x")).await.body), 12);
}
