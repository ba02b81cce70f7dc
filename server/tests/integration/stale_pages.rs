//! Stale-while-revalidate after a catalogue change (issue 21): an import does
//! not turn every cached page into a render at once. For a short window the
//! previous version's page answers while a bounded pool renders the new one,
//! each page once; after the window no visitor gets a page older than the change.

use crate::common;

use axum::http::StatusCode;
use caravan_site::routes::Route;
use common::{admin_import, TestApp, ADMIN_TOKEN};
use search_core::{format_price, Currency, Decimals};
use serde_json::json;
use std::time::{Duration, Instant};

const US: &str = "us.localhost:3000";
const METRICS_TOKEN: &str = "metrics-token-0123456789abcdefghijklm";
const WINDOW: Duration = Duration::from_secs(5);

/// The page cache's counters from `/metrics`: (hits, misses, stale hits).
async fn cache_counts(app: &TestApp) -> (u64, u64, u64) {
    let reply = app.get_with("localhost:3000", "/metrics", &[("authorization", &format!("Bearer {METRICS_TOKEN}"))]).await;
    let count = |name: &str| {
        reply.body.lines().find_map(|l| l.strip_prefix(&format!("caravan_{name}_total "))).and_then(|v| v.trim().parse().ok()).unwrap_or(0)
    };
    (count("page_cache_hits"), count("page_cache_misses"), count("page_cache_stale_hits"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_renews_cached_pages_in_the_background_and_serves_none_stale_after_the_window() {
    let window = WINDOW.as_secs().to_string();
    let app = TestApp::with_env(&[("ADMIN_TOKEN", ADMIN_TOKEN), ("METRICS_TOKEN", METRICS_TOKEN), ("PAGE_STALE_SECONDS", &window)]).await;
    let us = caravan_site::edition::by_code("en-US").unwrap();
    // Twelve departures' pages at full price; the first one's price changes.
    let (code, base, pages) = {
        let snapshot = app.state.catalogue.snapshot();
        let full: Vec<_> = snapshot.tours.iter().filter(|t| t.price(Currency::USD).is_some_and(|p| p.price == p.base)).take(12).collect();
        let path = |t: &caravan_server::catalogue::Tour| {
            Route::Tour { travel: snapshot.travels[t.travel].slug.clone(), tour: t.code.to_lowercase() }.path(us).unwrap()
        };
        (full[0].code.clone(), full[0].price(Currency::USD).unwrap().base, full.iter().map(|t| path(t)).collect::<Vec<_>>())
    };
    let (changed, untouched) = (&pages[0], pages.last().unwrap());
    let old_price = format_price(base, Currency::USD, Decimals::Zero);
    let new_price = format_price(base - 7_000, Currency::USD, Decimals::Zero);
    let shows = |body: &str, price: &str| {
        body.split("data-testid=\"tour-price\"").nth(1).and_then(|p| p.split("</p>").next()).is_some_and(|p| p.contains(price))
    };
    for path in &pages {
        assert_eq!(app.get(US, path).await.status, StatusCode::OK);
    }
    assert!(shows(&app.get(US, changed).await.body, &old_price));

    let payload = json!({"tours": [{"code": code, "prices": {"USD": {"basePrice": base, "price": base - 7_000}}}]});
    assert_eq!(admin_import(&app, Some(ADMIN_TOKEN), &payload).await.status, StatusCode::OK);
    let imported = Instant::now();
    let (hits_before, misses_before, stale_before) = cache_counts(&app).await;

    // Everyone asks at once for every page but the last: each answers at once from the cache, the
    // previous version while the pool renders the new one (on a busy machine the pool may finish a
    // page before the burst does: its later visitors then get the new version, also at once).
    let asked = &pages[..pages.len() - 1];
    let burst: Vec<&String> = asked.iter().cycle().take(asked.len() * 4).collect();
    let replies = futures_util::future::join_all(burst.iter().map(|path| app.get(US, path))).await;
    assert!(imported.elapsed() < WINDOW, "the burst ran inside the window; the machine is too slow to tell");
    assert!(replies.iter().all(|r| r.status == StatusCode::OK));
    let (hits, misses, stale) = cache_counts(&app).await;
    let (stale, renewed_hits) = (stale - stale_before, hits - hits_before);
    assert!(stale > 0, "the previous version answered while the new one rendered");
    assert_eq!(stale + renewed_hits, replies.len() as u64, "every visitor was answered from the cache, none waited for a render");
    assert!(misses - misses_before <= asked.len() as u64, "renders are the pool's, one per page at most: {}", misses - misses_before);
    let changed_replies: Vec<&str> =
        burst.iter().zip(&replies).filter(|(path, _)| **path == changed).map(|(_, r)| r.body.as_str()).collect();
    assert!(
        changed_replies.iter().all(|body| shows(body, &old_price) || shows(body, &new_price)),
        "the changed page showed one version or the other"
    );
    if renewed_hits == 0 {
        assert!(changed_replies.iter().all(|body| shows(body, &old_price)), "answered stale, the changed page showed its previous version");
    }

    // The pool renews the asked pages in the background, each once.
    let mut renewed = false;
    while imported.elapsed() < WINDOW && !renewed {
        tokio::time::sleep(Duration::from_millis(50)).await;
        renewed = shows(&app.get(US, changed).await.body, &new_price);
    }
    assert!(renewed, "the changed page was renewed within the window");
    tokio::time::sleep(WINDOW.saturating_sub(imported.elapsed()) + Duration::from_millis(100)).await;
    let (_, misses_after_window, _) = cache_counts(&app).await;
    assert!(
        misses_after_window - misses_before <= asked.len() as u64,
        "each page rendered at most once: {misses_after_window} - {misses_before}"
    );

    // After the window, a page nobody asked for during it is rendered for its visitor, never stale.
    let (_, _, stale_before_last) = cache_counts(&app).await;
    let last = app.get(US, untouched).await;
    assert_eq!(last.status, StatusCode::OK);
    let (_, misses_last, stale_last) = cache_counts(&app).await;
    assert_eq!((misses_last - misses_after_window, stale_last - stale_before_last), (1, 0), "rendered now, not from the old version");
    assert!(shows(&app.get(US, changed).await.body, &new_price), "and the renewed page stays new");
}
