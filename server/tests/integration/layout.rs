//! The layout as editors shape it and visitors use it (issue 7): menus and
//! footer from the `layouts` rows, bean bars closed for good, modals opened
//! by URL, the geolocation answer, A/B flags, content blocks and SEO.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{links, shown_values, TestApp};

const IT: &str = "it.localhost:3000";
const INTL: &str = "localhost:3000";

#[tokio::test]
async fn the_header_and_footer_come_from_the_editions_layout_content() {
    let app = TestApp::new().await;
    let home = app.get(IT, "/").await;
    assert!(home.body.contains("<details data-mega-menu"), "a mega menu");
    assert!(home.body.contains("class=\"badge badge--hot\"") || home.body.contains("class=\"badge badge--new\""), "destination badges");
    // Countries link to the Italian search, continents to the Italian area pages.
    assert!(home.body.contains("href=\"/cerca?destinationId[]="), "mega menu countries search in Italian paths");
    assert!(home.body.contains("data-testid=\"newsletter-form\""));
    assert!(home.body.contains("action=\"https://newsletter.caravan-trips.com/subscribe\""));
    assert!(home.body.contains("/images/payments/"), "payment systems");
    assert!(home.body.contains("data-testid=\"rating-widget\""));
    assert!(home.body.contains("data-testid=\"talk-to-us-bubble\""));
}

/// The footer, the help entry and the consent banner are the same on every page of an edition,
/// so they are rendered once per snapshot (issue 21): every page shows the edition's, and an
/// editor's change shows on every page with the next snapshot, in that edition only.
#[tokio::test]
async fn the_footer_is_drawn_once_per_snapshot_and_an_editors_change_shows_with_the_next() {
    let app = TestApp::new().await;
    let footer = |body: &str| body[body.find("<footer").unwrap()..body.find("</footer>").unwrap()].to_string();
    let (home, trips) = (app.get(IT, "/").await.body, app.get(IT, "/viaggi").await.body);
    assert_eq!(footer(&home), footer(&trips), "the same footer on every page of the edition");
    assert!(!home.contains("https://news.example/iscriviti"));

    let it_it = caravan_site::edition::EDITIONS.iter().find(|e| e.locale == Some("it-IT")).unwrap().code();
    let content = serde_json::json!({"footer": {"newsletter": {"action": "https://news.example/iscriviti", "cta": "Iscriviti adesso"}}});
    let mut delete = caravan_server::storage::Sql::new("DELETE FROM layouts WHERE edition = ");
    delete.bind(it_it.to_string());
    delete.query().execute(&app.state.db.pool).await.unwrap();
    let mut insert = caravan_server::storage::Sql::new("INSERT INTO layouts (edition, content) VALUES (");
    insert.bind(it_it.to_string()).push(", ").bind(content.to_string()).push(")");
    insert.query().execute(&app.state.db.pool).await.unwrap();
    let mut tx = app.state.db.pool.begin().await.unwrap();
    caravan_server::storage::bump_version(&mut tx, app.state.db.backend).await.unwrap();
    tx.commit().await.unwrap();
    app.state.refresh_catalogue().await.unwrap();

    for path in ["/", "/viaggi", "/cerca"] {
        let body = app.get(IT, path).await.body;
        let footer = footer(&body);
        assert!(footer.contains("action=\"https://news.example/iscriviti\"") && footer.contains("Iscriviti adesso"), "{path}");
    }
    assert!(!app.get(INTL, "/").await.body.contains("news.example"), "another edition keeps its footer");
}

/// The menu is drawn once per snapshot for the pages it does not link to (issue 21), and afresh
/// on those it does, which it marks as the current page: whatever order pages are asked in.
#[tokio::test]
async fn the_menu_drawn_once_still_marks_the_page_it_links_to() {
    let app = TestApp::new().await;
    let nav = |body: &str| body[body.find("data-testid=\"main-nav\"").unwrap()..].split("</nav>").next().unwrap().to_string();
    let current = |body: &str| nav(body).matches("aria-current=\"page\"").count();
    let (home, search) = (app.get(INTL, "/").await.body, app.get(INTL, "/search").await.body);
    assert_eq!(nav(&home), nav(&search), "the same menu on pages it does not link to");
    assert_eq!(current(&home), 0);
    let europe = app.get(INTL, "/europe-trips").await.body;
    assert_eq!(current(&europe), 1, "the continent's page is marked in the menu");
    assert!(nav(&europe).contains("<a href=\"/europe-trips\" aria-current=\"page\">"));
    assert_eq!(current(&app.get(INTL, "/").await.body), 0, "and the next page is not");
}

#[tokio::test]
async fn a_closed_bean_bar_stays_closed_and_the_cookie_cannot_be_forged_into_the_page() {
    let app = TestApp::new().await;
    let home = app.get(INTL, "/").await;
    let id = home.body.split("data-bean=\"").nth(1).and_then(|s| s.split('"').next()).expect("a bean bar on the home page").to_string();
    let reply = app.post_form(INTL, "/settings/beans/close", &format!("bean={id}&back=%2F")).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "a plain form goes back");
    assert_eq!(reply.header("location"), "/");
    let cookie = reply.header("set-cookie").to_string();
    assert!(cookie.starts_with(&format!("closed_beans={id}")) && cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
    let again = app.get_with(INTL, "/", &[("cookie", &format!("closed_beans={id}"))]).await;
    assert!(!again.body.contains(&format!("data-bean=\"{id}\"")), "the closed bar is left out");
    // A forged cookie value never reaches the HTML and changes nothing.
    let forged = app.get_with(INTL, "/", &[("cookie", "closed_beans=<script>x")]).await;
    assert!(!forged.body.contains("<script>x"));
    assert!(forged.body.contains(&format!("data-bean=\"{id}\"")));
    // A script's call gets 204; a foreign site cannot close bars for the visitor.
    let by_script = app
        .request(
            Request::post("/settings/beans/close")
                .header("host", INTL)
                .header("origin", "http://localhost:3000")
                .header("x-requested-with", "fetch")
                .header("content-type", "application/x-www-form-urlencoded")
                .body(Body::from(format!("bean={id}")))
                .unwrap(),
        )
        .await;
    assert_eq!(by_script.status, StatusCode::NO_CONTENT);
    let cross_site = app
        .request(
            Request::post("/settings/beans/close")
                .header("host", INTL)
                .header("origin", "https://evil.example")
                .header("content-type", "application/x-www-form-urlencoded")
                .body(Body::from(format!("bean={id}")))
                .unwrap(),
        )
        .await;
    assert_eq!(cross_site.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_modal_opens_from_the_url_and_its_close_link_removes_the_parameters() {
    let app = TestApp::new().await;
    let closed = app.get(IT, "/viaggi").await;
    assert!(closed.body.contains("data-modal=\"locale\""));
    assert!(!closed.body.contains("class=\"modal-backdrop\""));
    let open = app.get(IT, "/viaggi?page=2&modal=locale").await;
    assert!(open.body.contains("class=\"modal-backdrop\""), "rendered open without JavaScript");
    let dialog = open.body.split("data-modal=\"locale\"").nth(1).unwrap();
    assert!(dialog.split('>').next().unwrap().contains(" open"), "the dialog is open");
    assert!(dialog.contains("href=\"/viaggi?page=2\" data-modal-close"), "closing keeps other parameters, drops modal/type/layout");
    // Unknown shapes are ignored rather than echoed.
    let odd = app.get(IT, "/viaggi?modal=%3Cscript%3E").await;
    assert_eq!(odd.status, StatusCode::OK);
    assert!(!odd.body.contains("<script>") || !odd.body.contains("modal=<script>"));
}

#[tokio::test]
async fn the_trip_calendar_moves_by_month_without_javascript() {
    let app = TestApp::new().await;
    let list = app.get(IT, "/viaggi").await;
    let trip = links(&list.body, "/viaggi/").into_iter().next().expect("a trip");
    let page = app.get(IT, &trip).await;
    assert!(page.body.contains("data-testid=\"departure-calendar\""));
    let months: Vec<&str> = page.body.split("data-calendar-month=\"").skip(1).map(|s| s.split('"').next().unwrap()).collect();
    assert!(!months.is_empty());
    assert_eq!(shown_values(&page.body, "data-calendar-month"), vec![months[0].to_string()], "one month shown: the first with departures");
    if let Some(second) = months.get(1) {
        let moved = app.get(IT, &format!("{trip}?month={second}")).await;
        assert_eq!(shown_values(&moved.body, "data-calendar-month"), vec![second.to_string()]);
    }
    // The page holds the month shown and the next (spec §9); a later month, reached through
    // the next month's link, loads with its own `?month=`.
    assert!(months.len() <= 2, "{months:?}");
    if let Some(second) = months.get(1) {
        let moved = app.get(IT, &format!("{trip}?month={second}")).await;
        let next_link =
            moved.body.split("calendar-month__nav--next\" href=\"").nth(1).map(|s| s.split('"').next().unwrap().replace("&amp;", "&"));
        if let Some(href) = next_link {
            let third = href.split("month=").nth(1).unwrap().split(['&', '#']).next().unwrap().to_string();
            assert!(!months.contains(&third.as_str()), "a month the first page did not hold");
            let later = app.get(IT, href.split('#').next().unwrap()).await;
            assert_eq!(shown_values(&later.body, "data-calendar-month"), vec![third]);
        }
    }
}

#[tokio::test]
async fn the_geolocation_answer_offers_the_visitors_edition_until_answered() {
    let app = TestApp::new().await;
    let plain = app.get(INTL, "/api/layouts").await.json();
    assert_eq!(plain["geolocation"]["needsRedirect"], false);
    let from_italy = app.get_with(INTL, "/api/layouts", &[("cf-ipcountry", "IT")]).await.json();
    let geo = &from_italy["geolocation"];
    assert_eq!(geo["needsRedirect"], true);
    assert_eq!(geo["showRedirectPopup"], true);
    assert_eq!(geo["reference"], "IT");
    assert_eq!(geo["redirectDestination"]["edition"], "it-IT");
    assert!(geo["redirectDestination"]["url"].as_str().unwrap().contains("it."), "the Italian site");
    let answered = app.get_with(INTL, "/api/layouts", &[("cf-ipcountry", "IT"), ("cookie", "forced_redirect=international")]).await.json();
    assert_eq!(answered["geolocation"]["showRedirectPopup"], false, "the popup shows until the visitor answered");
    // The international site shows euros to a visitor from Italy already: the offer does not
    // claim the Italian site's euros as a reason; a visitor paying in pounds hears of euros.
    let message = geo["redirectDestination"]["message"].as_str().unwrap();
    assert!(!message.contains("EUR"), "{message}");
    let in_pounds = app.get_with(INTL, "/api/layouts", &[("cf-ipcountry", "IT"), ("cookie", "currency=GBP")]).await.json();
    assert!(in_pounds["geolocation"]["redirectDestination"]["message"].as_str().unwrap().contains("EUR"));
    // Already on the Italian site: nothing to offer.
    let at_home = app.get_with(IT, "/api/layouts", &[("cf-ipcountry", "it")]).await.json();
    assert_eq!(at_home["geolocation"]["needsRedirect"], false);
}

#[tokio::test]
async fn a_country_whose_geolocation_popup_flag_is_off_is_never_offered_another_edition() {
    let app = TestApp::with_env(&[("GEOLOCATION_POPUP_OFF", "ch,IT")]).await;
    let from_italy = app.get_with(INTL, "/api/layouts", &[("cf-ipcountry", "IT")]).await.json();
    assert_eq!(from_italy["flags"]["geolocation-popup"], "off");
    assert_eq!(from_italy["geolocation"]["needsRedirect"], true, "the Italian edition still serves Italy better");
    assert_eq!(from_italy["geolocation"]["showRedirectPopup"], false, "but the flag keeps the popup closed");
    let from_france = app.get_with(INTL, "/api/layouts", &[("cf-ipcountry", "FR")]).await.json();
    assert_eq!(from_france["flags"]["geolocation-popup"], "on");
    assert_eq!(from_france["geolocation"]["showRedirectPopup"], true, "other countries keep the popup");
}

#[tokio::test]
async fn the_geolocated_currency_comes_after_the_cookie_and_before_the_editions() {
    let app = TestApp::new().await;
    let from_us = app.get_with(INTL, "/destinations", &[("cf-ipcountry", "US")]).await;
    assert!(from_us.body.contains("$"), "a US visitor of the international site sees dollars");
    let chose = app.get_with(INTL, "/destinations", &[("cf-ipcountry", "US"), ("cookie", "currency=GBP")]).await;
    assert!(chose.body.contains("£") && !chose.body.contains("USD ·"), "the cookie wins");
}

#[tokio::test]
async fn experiments_are_stable_per_device_and_flags_are_served() {
    let app = TestApp::new().await;
    let layouts = |device: &'static str| {
        let app = &app;
        async move { app.get_with(INTL, "/api/layouts", &[("cookie", device)]).await.json() }
    };
    let a = layouts("device_id=aaaa-1").await;
    assert_eq!(a, layouts("device_id=aaaa-1").await, "the same device sees the same variants");
    assert_eq!(a["flags"]["talk-to-us"], "on");
    let ids: Vec<&str> = a["experiments"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["itineraries-default", "ab-test-social-proofing", "test-aa-experiment"]);
    // Over many devices both variants occur.
    let mut variants = std::collections::BTreeSet::new();
    for i in 0..16 {
        let cookie: &'static str = Box::leak(format!("device_id=d-{i}").into_boxed_str());
        variants.insert(layouts(cookie).await["experiments"][0]["variant"].as_str().unwrap().to_string());
    }
    assert_eq!(variants.len(), 2);
}

/// Spec §6: the A/B service is keyed on the device, the country and the language: the arms
/// /api/layouts serves are the ones of that visitor, on each edition and from each country.
#[tokio::test]
async fn experiment_arms_follow_the_device_country_and_language() {
    use caravan_server::experiments::{variant, AbVisitor};
    let app = TestApp::new().await;
    let mut arms_differ = false;
    for n in 0..12 {
        let device = format!("device-{n}");
        let cookie = format!("device_id={device}");
        let mut seen = Vec::new();
        for (host, language, country) in [(INTL, "en", "IT"), ("it.localhost:3000", "it", "IT"), ("it.localhost:3000", "it", "DE")] {
            let served = app.get_with(host, "/api/layouts", &[("cookie", cookie.as_str()), ("cf-ipcountry", country)]).await.json();
            let arm = served["experiments"][0]["variant"].as_str().unwrap().to_string();
            let expected = variant(AbVisitor { device: Some(&device), country, language }, "itineraries-default");
            assert_eq!(arm, expected, "{host} from {country}");
            seen.push(arm);
        }
        arms_differ |= seen.iter().any(|arm| *arm != seen[0]);
    }
    assert!(arms_differ, "some device lands in another arm in another language or country");
}

#[tokio::test]
async fn content_pages_are_built_from_blocks_with_their_seo() {
    let app = TestApp::new().await;
    let sales = app.get(IT, "/offerte").await;
    assert_eq!(sales.status, StatusCode::OK);
    assert!(sales.body.contains("data-testid=\"block-hero\"") && sales.body.contains("data-testid=\"block-tours\""));
    // The tours block follows the visitor's filters from the query string (spec §7).
    let filtered = app.get(IT, "/offerte?durations[]=MAX_6").await;
    assert_ne!(sales.body, filtered.body);
    let faqs = app.get(INTL, "/faqs").await;
    assert!(faqs.body.contains("\"@type\":\"FAQPage\""), "the editor's JSON-LD");
    let age = app.get(IT, "/fasce-di-eta").await;
    assert!(age.body.contains("21") && age.body.contains("37"), "the age-groups page states the flexible ranges");
    let home = app.get(INTL, "/").await;
    assert!(home.body.contains("\"@type\":\"TravelAgency\""), "the organization on the home page");
}

fn head_text(body: &str, start: &str) -> String {
    body.split(start).nth(1).and_then(|s| s.split('"').next().or_else(|| s.split('<').next())).unwrap_or_default().to_string()
}

#[tokio::test]
async fn every_page_has_its_own_title_and_description() {
    let app = TestApp::new().await;
    let list = app.get(IT, "/viaggi").await;
    let trip = links(&list.body, "/viaggi/").into_iter().next().expect("a trip");
    let trip_page = app.get(IT, &trip).await;
    let tour = links(&trip_page.body, &format!("{trip}/")).into_iter().find(|l| l.split('/').count() == 4).expect("a tour");
    let itinerary = links(&trip_page.body, &format!("{trip}/")).into_iter().find(|l| l.ends_with("/itinerario")).expect("the itinerary");
    let paths = [
        "/".to_string(),
        "/viaggi".into(),
        "/viaggi?page=2".into(),
        "/viaggi-europa".into(),
        trip,
        tour,
        itinerary,
        "/offerte".into(),
        "/come-funziona".into(),
    ];
    let mut titles = std::collections::BTreeSet::new();
    let mut descriptions = std::collections::BTreeSet::new();
    for path in &paths {
        let page = app.get(IT, path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        let title = page.body.split("<title>").nth(1).unwrap().split("</title>").next().unwrap().to_string();
        let description = head_text(&page.body, "<meta name=\"description\" content=\"");
        assert!(!description.is_empty(), "{path} has a description");
        assert!(titles.insert(title.clone()), "{path}: title {title:?} is used twice");
        assert!(descriptions.insert(description.clone()), "{path}: description {description:?} is used twice");
    }
}

#[tokio::test]
async fn every_picture_the_layout_names_is_served() {
    let app = TestApp::new().await;
    let home = app.get(IT, "/").await;
    let pictures: Vec<&str> =
        home.body.split("src=\"").skip(1).filter_map(|s| s.split('"').next()).filter(|s| s.starts_with("/images/")).collect();
    assert!(pictures.iter().any(|p| p.starts_with("/images/payments/")) && pictures.iter().any(|p| p.starts_with("/images/badges/")));
    for picture in pictures {
        let reply = app.get(IT, picture).await;
        assert_eq!(reply.status, StatusCode::OK, "{picture}");
        assert!(reply.header("content-type").starts_with("image/svg+xml"), "{picture}");
    }
}

#[tokio::test]
async fn the_language_list_hides_the_us_edition_except_on_it() {
    let app = TestApp::new().await;
    let list = |body: &str| {
        let start = body.find("data-testid=\"locale-list\"").expect("the locale list");
        body[start..start + body[start..].find("</ul>").unwrap()].to_string()
    };
    let italian = list(&app.get(IT, "/?modal=locale").await.body);
    assert!(!italian.contains("hreflang=\"en-US\""), "spec §9: no United States in the list");
    assert!(italian.contains("hreflang=\"en-GB\"") && italian.contains("hreflang=\"de-DE\""));
    let us = list(&app.get("us.localhost:3000", "/?modal=locale").await.body);
    assert!(us.contains("hreflang=\"en-US\" lang=\"en-US\" aria-current=\"true\""), "a US visitor sees where they are: {us}");
}

/// Consent is the browser's business (issue 19): a page rendered for a visitor who accepted,
/// refused, asked not to be tracked or chose nothing is the same bytes, so one cached page
/// serves everyone and no choice can leak into it. The banner is in the first paint; the head's
/// script, the one inline script the security policy allows (by its hash), hides it when the
/// browser holds a choice.
#[tokio::test]
async fn a_public_page_is_the_same_bytes_whatever_the_visitor_chose_about_tracking() {
    let app = TestApp::with_env(&[("CACHE", "off")]).await;
    let trip = app.state.catalogue.snapshot().travels[0].slug.clone();
    for path in ["/".to_string(), format!("/viaggi/{trip}"), "/cerca".to_string()] {
        let nothing = app.get(IT, &path).await;
        assert_eq!(nothing.status, StatusCode::OK, "{path}");
        assert!(nothing.body.contains("data-testid=\"consent-banner\""), "every public page carries the banner");
        let before = nothing.body.split("data-testid=\"consent-banner\"").next().unwrap_or_default();
        let banner = before.rsplit("<section").next().unwrap_or_default();
        assert!(!banner.contains("hidden"), "the banner is in the first paint: {banner}");
        let script = caravan_site::consent::HEAD_SCRIPT;
        assert!(nothing.body.contains(&format!("<script>{script}</script>")), "the head's script, byte for byte");
        let policy = nothing.header("content-security-policy");
        assert!(policy.contains(&caravan_server::http::security::head_script_source()), "{policy}");
        let scripts = policy.split(';').find(|d| d.trim_start().starts_with("script-src")).unwrap_or_default();
        assert!(!scripts.contains("unsafe-inline"), "no other inline script may run: {policy}");
        assert!(
            nothing.body.contains("<noscript>") && nothing.body.contains(".consent-banner{display:none}"),
            "no banner without JavaScript"
        );
        for headers in [
            &[("cookie", "tracking_consent=a1.e1.c1; device_id=d-1; anonymous_id=a-1")][..],
            &[("cookie", "tracking_consent=a0.e0.c0")][..],
            &[("dnt", "1"), ("sec-gpc", "1")][..],
        ] {
            let chosen = app.get_with(IT, &path, headers).await;
            assert!(chosen.body == nothing.body, "{path} with {headers:?} differs");
        }
    }
}
