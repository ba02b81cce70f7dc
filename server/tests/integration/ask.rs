//! Ask over HTTP: `GET /api/ask` (shape, explained results, relaxation, the
//! failure case, edition switches, the optional model and its fallback) and
//! the `/search-ai` page without JavaScript.

use crate::common;

use axum::http::StatusCode;
use caravan_server::catalogue::{text, Snapshot};
use caravan_site::edition::Language;
use common::TestApp;
use search_core::TourStatus;
use serde_json::Value;
use std::time::{Duration, Instant};

const INTL: &str = "localhost:3000";
const IT: &str = "it.localhost:3000";

fn enc(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// A country with upcoming departures: (ISO3, English name, its cheapest upcoming price in EUR cents).
fn country_on_sale(snapshot: &Snapshot) -> (String, String, i64) {
    let today = common::today();
    let mut best: Option<(String, String, i64)> = None;
    for travel in &snapshot.travels {
        let country = &snapshot.countries[travel.country];
        let prices =
            travel.tours.iter().map(|&i| &snapshot.tours[i]).filter(|t| t.starting_date >= today && t.status != TourStatus::SoldOut);
        if let Some(min) = prices.filter_map(|t| t.price(search_core::Currency::EUR)).map(|p| p.price).min() {
            let name = text(&country.names, Language::En).to_string();
            // A one-word name the parser surely reads, with departures.
            if !name.contains(' ') && best.as_ref().is_none_or(|b| b.0 != country.iso3) {
                let cheapest = snapshot
                    .travels
                    .iter()
                    .filter(|t| t.country == travel.country)
                    .flat_map(|t| t.tours.iter().map(|&i| &snapshot.tours[i]))
                    .filter(|t| t.starting_date >= today && t.status != TourStatus::SoldOut)
                    .filter_map(|t| t.price(search_core::Currency::EUR))
                    .map(|p| p.price)
                    .min()
                    .unwrap_or(min);
                best = Some((country.iso3.clone(), name, cheapest));
                break;
            }
        }
    }
    best.expect("the test catalogue has departures")
}

#[tokio::test]
async fn ask_answers_filters_chips_and_results_that_say_why() {
    let app = TestApp::new().await;
    let (iso3, name, _) = country_on_sale(&app.state.catalogue.snapshot());
    let path = format!("/api/ask?q={}", enc(&format!("a week or two in {name} with a private room")));
    let reply = app.get(INTL, &path).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    assert_eq!(reply.header("content-type"), "application/json");
    assert_eq!(app.get(INTL, &path).await.body, reply.body, "a repeated wish answers the same (from the answer cache)");
    let body = reply.json();
    assert_eq!(body["understood"], true);
    assert_eq!(body["reader"], "builtin");
    assert_eq!(body["filters"]["destinationId"], serde_json::json!([iso3]));
    assert_eq!(body["filters"]["isNoSharingRoomAvailable"], true);
    let kinds: Vec<&str> = body["chips"].as_array().unwrap().iter().map(|c| c["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"destination") && kinds.contains(&"privateRoom"), "{kinds:?}");
    let country_chip = body["chips"].as_array().unwrap().iter().find(|c| c["kind"] == "destination").unwrap();
    assert_eq!(country_chip["words"], name.as_str());
    for key in ["currentPage", "perPage", "lastPage", "total", "data"] {
        assert!(body["results"].get(key).is_some(), "results.{key}");
    }
    let chips = body["chips"].as_array().unwrap().len();
    for result in body["results"]["data"].as_array().unwrap() {
        assert_eq!(result["destination"]["isoCodeAlpha3"], iso3.as_str(), "{result}");
        let (meets, misses) = (result["why"]["meets"].as_array().unwrap(), result["why"]["misses"].as_array().unwrap());
        assert_eq!(meets.len() + misses.len(), chips, "every chip is met or missed");
        assert!(meets.iter().any(|i| body["chips"][i.as_u64().unwrap() as usize]["kind"] == "destination"));
    }
}

#[tokio::test]
async fn an_empty_exact_search_is_relaxed_and_says_what_was_loosened() {
    let app = TestApp::new().await;
    let (iso3, name, cheapest) = country_on_sale(&app.state.catalogue.snapshot());
    // A budget just under the cheapest departure: nothing exact, +15 % reaches it.
    let budget = cheapest / 110;
    let reply = app.get(INTL, &format!("/api/ask?q={}", enc(&format!("{name} under {budget} euros")))).await;
    let body = reply.json();
    assert_eq!(body["filters"]["priceTo"], budget * 100, "{body}");
    assert_eq!(body["relaxed"], serde_json::json!(["budget"]), "{body}");
    assert!(body["searchedFilters"]["priceTo"].as_i64().unwrap() > budget * 100);
    let budget_chip = body["chips"].as_array().unwrap().iter().position(|c| c["kind"] == "budget").unwrap();
    let results = body["results"]["data"].as_array().unwrap();
    assert!(!results.is_empty());
    for result in results {
        assert_eq!(result["destination"]["isoCodeAlpha3"], iso3.as_str());
        assert!(result["why"]["misses"].as_array().unwrap().contains(&budget_chip.into()), "{result}");
    }
}

#[tokio::test]
async fn a_country_without_trips_is_relaxed_to_its_neighbours() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let sold = |iso3: &str| snapshot.travels.iter().any(|t| snapshot.countries[t.country].iso3 == iso3 && !t.tours.is_empty());
    let (empty, neighbour) = search_core::ask::places::COUNTRIES
        .iter()
        .filter(|c| !sold(c.iso3) && c.en.first().is_some_and(|n| !n.contains(' ')))
        .find_map(|c| c.neighbours.iter().find(|n| sold(n)).map(|n| (c, *n)))
        .expect("a country without trips next to one with trips");
    let reply = app.get(INTL, &format!("/api/ask?q={}", enc(empty.en[0]))).await;
    let body = reply.json();
    assert_eq!(body["relaxed"], serde_json::json!(["neighbours"]), "{body}");
    assert!(body["searchedFilters"]["destinationId"].as_array().unwrap().contains(&neighbour.into()));
    assert!(body["results"]["data"].as_array().unwrap().iter().all(|r| r["destination"]["isoCodeAlpha3"] != empty.iso3));
}

#[tokio::test]
async fn nothing_understood_is_the_spell_that_did_not_work_in_the_visitors_language() {
    let app = TestApp::new().await;
    let body = app.get(INTL, "/api/ask?q=hello%20there").await.json();
    assert_eq!(body["understood"], false);
    assert_eq!(body["failure"]["title"], "Ops, the spell didn't work!");
    assert!(body["failure"]["advice"].as_str().unwrap().contains("rephras"));
    let it = app.get(IT, "/api/ask?q=ciao").await.json();
    assert_eq!(it["failure"]["title"], "Ops, l'incantesimo non ha funzionato!");
    let page = app.get(INTL, "/search-ai?q=hello").await;
    assert!(page.body.contains("data-testid=\"ask-failure\""));
    assert_eq!(app.get(INTL, "/api/ask?q=peru&page=0").await.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn ask_is_on_in_the_international_and_italian_editions_only() {
    let app = TestApp::new().await;
    assert_eq!(app.get(INTL, "/api/ask?q=peru").await.status, StatusCode::OK);
    assert_eq!(app.get(IT, "/api/ask?q=peru").await.status, StatusCode::OK);
    for host in ["us.localhost:3000", "we.localhost:3000", "fr.localhost:3000", "de.localhost:3000", "es.localhost:3000"] {
        let reply = app.get(host, "/api/ask?q=peru").await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{host}");
        assert_eq!(app.get(host, "/search-ai").await.status, StatusCode::NOT_FOUND, "{host}");
    }
    assert!(app.get(IT, "/cerca-ai").await.body.contains("data-testid=\"ask-page\""));
}

#[tokio::test]
async fn the_page_works_without_javascript_with_chips_that_can_be_removed() {
    let app = TestApp::new().await;
    let (_, name, _) = country_on_sale(&app.state.catalogue.snapshot());
    let wish = format!("{name} with a private room");
    let page = app.get(INTL, &format!("/search-ai?q={}", enc(&wish))).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-testid=\"ask-chip\""));
    assert!(page.body.contains("data-island=\"ask-live\""));
    // Removing the private room searches for the rest of the wish.
    let without = format!("href=\"/search-ai?q={}\"", enc(&name));
    assert!(page.body.contains(&without), "a remove link to the wish without the chip");
    assert!(page.body.contains("data-testid=\"ask-why\"") || page.body.contains("data-testid=\"ask-empty\""));
}

/// A stand-in for an OpenAI-compatible endpoint: `/ok` answers filters, `/slow` answers after 3 s, `/bad` answers invalid filters.
async fn fake_model() -> String {
    use axum::routing::post;
    let reply = |content: &str| serde_json::json!({"choices": [{"message": {"role": "assistant", "content": content}}]});
    let ok = reply(r#"{"destinationId":["PER"],"durationFrom":10}"#);
    let bad = reply(r#"{"perPage":1000}"#);
    let slow = ok.clone();
    let router = axum::Router::new()
        .route("/ok", post(move || async move { axum::Json(ok) }))
        .route("/bad", post(move || async move { axum::Json(bad) }))
        .route(
            "/slow",
            post(move || async move {
                tokio::time::sleep(Duration::from_secs(3)).await;
                axum::Json(slow)
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{address}")
}

async fn ask_with_model(base: &str, path: &str) -> (Value, Duration) {
    let url = format!("{base}{path}");
    let app = TestApp::with_env(&[("ASK_LLM_URL", url.as_str()), ("ASK_LLM_MODEL", "test-model"), ("ASK_LLM_KEY", "test-key")]).await;
    let started = Instant::now();
    let body = app.get(INTL, "/api/ask?q=ten%20days%20in%20Japan").await.json();
    (body, started.elapsed())
}

#[tokio::test(flavor = "multi_thread")]
async fn a_configured_model_reads_the_wish_and_the_parser_answers_when_it_fails_or_is_late() {
    let base = fake_model().await;
    let (body, _) = ask_with_model(&base, "/ok").await;
    assert_eq!(body["reader"], "llm", "{body}");
    assert_eq!(body["filters"]["destinationId"], serde_json::json!(["PER"]));
    assert!(body["chips"].as_array().unwrap().iter().any(|c| c["kind"] == "destination"));

    let (body, took) = ask_with_model(&base, "/slow").await;
    assert_eq!(body["reader"], "builtin", "{body}");
    assert_eq!(body["filters"]["destinationId"], serde_json::json!(["JPN"]));
    assert!(took < Duration::from_millis(2900), "the fallback answers after the 2 s deadline, not the model's 3 s: {took:?}");

    let (body, _) = ask_with_model(&base, "/bad").await;
    assert_eq!(body["reader"], "builtin", "invalid filters are not used: {body}");
}

#[tokio::test(flavor = "multi_thread")]
async fn one_client_cannot_spend_the_model_without_bound() {
    let base = fake_model().await;
    let url = format!("{base}/ok");
    let app = TestApp::with_env(&[("ASK_LLM_URL", url.as_str()), ("ASK_LLM_MODEL", "test-model"), ("ASK_LLM_KEY", "test-key")]).await;
    for n in 0..60 {
        let body = app.get(INTL, &format!("/api/ask?q=trip%20{n}%20to%20Japan")).await.json();
        assert_eq!(body["reader"], "llm", "ask {n}");
    }
    let body = app.get(INTL, "/api/ask?q=ten%20days%20in%20Japan").await.json();
    assert_eq!(body["reader"], "builtin", "past the hourly limit the built-in parser answers: {body}");
    assert_eq!(body["filters"]["destinationId"], serde_json::json!(["JPN"]));
}

#[tokio::test]
async fn page_links_keep_the_wish() {
    let app = TestApp::new().await;
    let (_, name, _) = country_on_sale(&app.state.catalogue.snapshot());
    // Past the last page, the link back to it keeps the wish, as every page link does.
    let page = app.get(INTL, &format!("/search-ai?q={}&page=9", enc(&name))).await;
    assert!(page.body.contains("data-testid=\"pagination-past-end\""), "{}", page.body.len());
    assert!(page.body.contains(&format!("href=\"/search-ai?q={}\"", enc(&name))), "the last page is the first, with the wish");
}
