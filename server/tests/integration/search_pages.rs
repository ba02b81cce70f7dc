//! The search pages as a visitor uses them: the form keeps every filter, each
//! filter option links as many departures as it says, no results offer wider
//! searches, and the travels tab keeps the same filters.

use crate::common;

use axum::http::StatusCode;
use common::{links, TestApp};

#[tokio::test]
async fn the_search_form_keeps_every_other_filter() {
    let app = TestApp::new().await;
    let page = app.get("it.localhost:3000", "/cerca?continentId[]=europe&status[]=CONFIRMED&discounted=true&sort=price:asc&page=2").await;
    assert_eq!(page.status, StatusCode::OK);
    let form = page.body.split("class=\"search-form\"").nth(1).and_then(|rest| rest.split("</form>").next()).expect("the search form");
    for kept in [
        r#"<input type="hidden" name="continentId[]" value="europe">"#,
        r#"<input type="hidden" name="status[]" value="CONFIRMED">"#,
        r#"<input type="hidden" name="discounted" value="true">"#,
    ] {
        assert!(form.contains(kept), "{kept} in {form}");
    }
    assert!(!form.contains(r#"type="hidden" name="page""#), "a new search starts at page 1");
    assert!(form.contains(r#"<input type="hidden" name="sort" value="price:asc">"#), "the sort is kept by the search form");
    let sort = page.body.split("data-testid=\"sort-form\"").nth(1).and_then(|rest| rest.split("</form>").next()).expect("the sort form");
    assert!(sort.contains(r#"<input type="hidden" name="continentId[]" value="europe">"#), "the sort keeps the filters");
    assert!(!sort.contains(r#"type="hidden" name="sort""#) && !sort.contains(r#"type="hidden" name="page""#));
}

/// The (href, count, chosen) of each option in a filter group of the panel.
fn facet_options(body: &str, key: &str) -> Vec<(String, usize, bool)> {
    let group = body.split(&format!("aria-labelledby=\"filter-{key}\"")).nth(1).and_then(|s| s.split("</section>").next()).unwrap_or("");
    group
        .split("<a ")
        .skip(1)
        .map(|a| {
            let href = a.split("href=\"").nth(1).and_then(|s| s.split('"').next()).unwrap().replace("&amp;", "&");
            let count = a.split("<small>").nth(1).and_then(|s| s.split('<').next()).unwrap().parse().unwrap();
            (href, count, a.contains("aria-current=\"true\""))
        })
        .collect()
}

fn summary_count(body: &str) -> usize {
    let status =
        body.split("role=\"status\"").nth(1).and_then(|s| s.split('>').nth(1)).and_then(|s| s.split('<').next()).expect("the summary");
    // English words for 0 and 1 ("No departures…", "One departure…").
    match status.chars().filter(char::is_ascii_digit).collect::<String>().parse() {
        Ok(n) => n,
        Err(_) if status.starts_with("One") => 1,
        Err(_) => 0,
    }
}

#[tokio::test]
async fn every_filter_option_links_a_search_with_as_many_departures_as_it_says() {
    let app = TestApp::new().await;
    let base = "/search?continentId[]=europe&sort=price:asc&page=2";
    let page = app.get("localhost:3000", base).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-testid=\"filter-panel\""));
    let mut checked = 0;
    // Groups with nothing chosen: an option's link restricts the search to it.
    for key in ["price", "durations", "ageBadge", "discounted", "isNoSharingRoomAvailable", "travelTypes", "costCenters", "travelStyles"] {
        let options = facet_options(&page.body, key);
        assert!(!options.is_empty(), "{key} has options");
        for (href, count, _) in options.into_iter().take(3) {
            assert!(href.contains("continentId[]=europe") && href.contains("sort=price:asc"), "{href} keeps the other filters");
            assert!(!href.contains("page="), "{href} starts at page 1");
            let followed = app.get("localhost:3000", &href).await;
            assert_eq!(summary_count(&followed.body), count, "{key}: {href}");
            checked += 1;
        }
    }
    assert!(checked >= 15);
    // Statuses always have a choice (the default five): each count is the
    // departures of that status alone, the other filters kept.
    for (status, (_, count, _)) in ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"]
        .iter()
        .zip(facet_options(&page.body, "status"))
    {
        let alone = app.get("localhost:3000", &format!("/search?continentId[]=europe&status[]={status}")).await;
        assert_eq!(summary_count(&alone.body), count, "{status}");
    }
    // A chosen option is marked and links back to the search without it.
    let chosen = app.get("localhost:3000", "/search?continentId[]=europe&durations[]=MAX_6").await;
    let durations = facet_options(&chosen.body, "durations");
    let (href, _, _) = durations.iter().find(|(_, _, chosen)| *chosen).expect("the chosen duration is marked");
    assert!(!href.contains("durations"), "{href} takes it off");
    assert!(chosen.body.contains("data-testid=\"filters-clear\""));
}

#[tokio::test]
async fn no_results_offer_wider_searches_and_say_where_was_not_found() {
    let app = TestApp::new().await;
    let page = app.get("fr.localhost:3000", "/rechercher?textSearch=zzzqqq&dateFrom=2027-01-01&dateTo=2027-01-02&discounted=true").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-testid=\"search-empty\""));
    assert!(page.body.contains("Aucun voyage ne correspond à votre recherche"));
    assert!(page.body.contains("data-testid=\"where-not-found\""), "the where-not-found text");
    assert!(page.body.contains("« zzzqqq »"));
    let options = page.body.split("data-testid=\"zero-options\"").nth(1).and_then(|s| s.split("</ul>").next()).expect("wider searches");
    assert_eq!(options.matches("<a ").count(), 3, "any date, anywhere, without filters: {options}");
    assert!(
        options.contains("Chercher à toutes les dates")
            && options.contains("Chercher partout")
            && options.contains("Chercher sans filtres")
    );
    // The travels list once, in the empty box, not again below it (issue 24).
    assert_eq!(page.body.matches("Voir toutes les destinations").count(), 1, "one way to all destinations");
}

#[tokio::test]
async fn a_page_past_the_end_says_so_and_links_the_last_page() {
    let app = TestApp::new().await;
    let first = app.get("it.localhost:3000", "/cerca?continentId[]=europe").await;
    let past = app.get("it.localhost:3000", "/cerca?continentId[]=europe&page=999").await;
    assert_eq!(past.status, StatusCode::OK);
    assert!(past.body.contains("data-testid=\"pagination-past-end\""));
    assert!(!past.body.contains("Pagina 999 di"), "no page 999 of a shorter list");
    assert!(!past.body.contains("data-testid=\"search-empty\""), "there are matches, just not on this page");
    let last = first.body.split("Pagina 1 di ").nth(1).and_then(|s| s.split('<').next()).expect("page count").trim().to_string();
    assert!(past.body.contains(&format!("page={last}")), "links page {last}");
    let list = app.get("localhost:3000", "/destinations?page=999").await;
    assert!(list.body.contains("data-testid=\"pagination-past-end\"") && !list.body.contains("data-testid=\"list-empty\""));
}

#[tokio::test]
async fn the_travels_tab_lists_trips_with_the_same_filters() {
    let app = TestApp::new().await;
    let query = "textSearch=a&continentId[]=europe&tab=travels&status[]=PLANNED&status[]=CONFIRMED";
    let trips = app.get("it.localhost:3000", &format!("/cerca?{query}")).await;
    assert_eq!(trips.status, StatusCode::OK);
    assert!(trips.body.contains("data-testid=\"search-travels\""), "trip cards, not departures");
    assert!(!trips.body.contains("data-testid=\"tour-row\""));
    assert!(trips.body.contains("viaggi per te") || trips.body.contains("un viaggio per te"), "the summary counts trips");
    let cards = links(&trips.body, "/viaggi/").len();
    let api = app
        .post_json(
            "it.localhost:3000",
            "/api/travels",
            r#"{"textSearch": "a", "continentId": ["europe"], "status": ["PLANNED", "CONFIRMED"]}"#,
        )
        .await
        .json();
    assert_eq!(cards, api.as_array().unwrap().len().min(20), "the page lists what the API finds");
    // The tabs switch between trips and departures and keep every filter.
    let tabs = trips.body.split("data-testid=\"search-tabs\"").nth(1).and_then(|s| s.split("</nav>").next()).expect("tabs");
    assert!(tabs.contains("continentId%5B%5D=europe") || tabs.contains("continentId[]=europe"), "{tabs}");
    let departures = app.get("it.localhost:3000", "/cerca?textSearch=a&continentId[]=europe").await;
    assert!(departures.body.contains("data-testid=\"tour-row\""));
    assert!(departures.body.contains("data-testid=\"search-tabs\""));
}

/// Spec §6 flags: the `itineraries-default` experiment reaches the search. A device in its
/// variant gets trips through the full-text engine's order (relevance, then the trips travellers
/// rate most); the control and a visitor without a device keep relevance, then the soonest. The
/// API and the search page agree, and the page cache keeps each arm's page to itself.
#[tokio::test]
async fn the_itineraries_default_variant_ranks_trips_by_what_travellers_rate() {
    use caravan_server::experiments::{variant, AbVisitor, ITINERARIES_DEFAULT};
    let app = TestApp::new().await;
    let host = "localhost:3000";
    let device_in = |arm: &str| {
        let arm_of = |device: &str| variant(AbVisitor { device: Some(device), country: "", language: "en" }, ITINERARIES_DEFAULT);
        let device = (0..).map(|n| format!("device-{n}")).find(|device| arm_of(device) == arm).expect("a device in each arm");
        format!("device_id={device}")
    };
    let (variant_cookie, control_cookie) = (device_in("variant"), device_in("control"));
    let search = |cookie: Option<String>| {
        let app = &app;
        async move {
            let headers: Vec<(&str, &str)> = cookie.iter().map(|c| ("cookie", c.as_str())).collect();
            let body = r#"{"sort": "relevance:desc", "perPage": 20}"#;
            let reply = app.call("POST", host, "/api/travels/paginated", Some(body), &headers).await;
            assert_eq!(reply.status, StatusCode::OK);
            reply.json()["data"].as_array().expect("a page of trips").clone()
        }
    };
    let slugs = |trips: &[serde_json::Value]| trips.iter().map(|t| t["slug"].as_str().unwrap().to_string()).collect::<Vec<_>>();
    let (in_variant, in_control, anonymous) =
        (search(Some(variant_cookie.clone())).await, search(Some(control_cookie.clone())).await, search(None).await);
    // Without words to match every trip is as relevant: the variant puts the best rated first.
    let rated = |t: &serde_json::Value| t["rating"].as_f64().unwrap() * t["reviewsCount"].as_f64().unwrap();
    assert!(in_variant.windows(2).all(|pair| rated(&pair[0]) >= rated(&pair[1])), "{:?}", slugs(&in_variant));
    assert!(!in_control.windows(2).all(|pair| rated(&pair[0]) >= rated(&pair[1])), "the control does not rank by rating");
    assert_eq!(slugs(&in_control), slugs(&anonymous), "no device is the control");
    assert_ne!(in_variant[0]["slug"], in_control[0]["slug"], "the arms start with another trip");
    // The search page lists the same first trip as the API for each arm, whichever asked first.
    for (cookie, api) in [(&variant_cookie, &in_variant), (&control_cookie, &in_control), (&variant_cookie, &in_variant)] {
        let page = app.get_with(host, "/search?tab=travels&sort=relevance:desc", &[("cookie", cookie.as_str())]).await;
        let results = page.body.split("data-testid=\"search-travels\"").nth(1).expect("the trips found");
        let shown_first = slugs(api).into_iter().filter_map(|slug| results.find(&format!("/{slug}\"")).map(|at| (at, slug))).min();
        assert_eq!(shown_first.map(|(_, slug)| slug).as_deref(), api[0]["slug"].as_str(), "{cookie}");
    }
}
