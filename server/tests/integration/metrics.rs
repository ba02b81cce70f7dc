//! `/metrics` for operators (issue 17): absent without `METRICS_TOKEN`,
//! refused without the token, and a Prometheus text exposition that counts
//! what the site did.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;

const TOKEN: &str = "metrics-token-0123456789abcdefghijklm";

#[tokio::test]
async fn metrics_are_absent_without_a_token_and_private_with_one() {
    let off = TestApp::new().await;
    assert_eq!(off.get("localhost:3000", "/metrics").await.status, StatusCode::NOT_FOUND);
    let app = TestApp::with_env(&[("METRICS_TOKEN", TOKEN)]).await;
    assert_eq!(app.get("localhost:3000", "/metrics").await.status, StatusCode::UNAUTHORIZED);
    let wrong = app.get_with("localhost:3000", "/metrics", &[("authorization", "Bearer nope")]).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_exposition_counts_requests_cache_use_and_refusals() {
    let app = TestApp::with_env(&[("METRICS_TOKEN", TOKEN), ("TRUST_FORWARDED_FOR", "1")]).await;
    app.get("localhost:3000", "/destinations").await; // rendered
    app.get("localhost:3000", "/destinations").await; // from the cache
    app.get("localhost:3000", "/api/layouts").await;
    app.get("localhost:3000", "/api/tours/nope/group-info").await;
    for n in 0..31 {
        let body = format!(r#"{{"email":"m{n}@example.com","code":"123456"}}"#);
        app.call("POST", "localhost:3000", "/api/auth/verify", Some(&body), &[("x-forwarded-for", "10.3.3.3")]).await;
    }
    let reply = app.get_with("localhost:3000", "/metrics", &[("authorization", &format!("Bearer {TOKEN}"))]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.header("content-type").starts_with("application/openmetrics-text"));
    let text = &reply.body;
    for needle in [
        "caravan_http_requests_total{method=\"GET\",route=\"/api/layouts\",status=\"200\"} 1",
        // Matched patterns, never raw paths: labels stay few.
        "route=\"/api/tours/{id}/group-info\"",
        "caravan_http_request_duration_seconds_bucket{",
        "caravan_page_cache_hits_total 1",
        "caravan_page_cache_misses_total 1",
        "caravan_rate_limit_refusals_total{limit=\"check-client\"} 1",
        "caravan_catalogue_snapshot_version ",
        "caravan_catalogue_snapshot_load_milliseconds ",
        "caravan_outbox_depth 0",
        "caravan_db_pool_connections ",
        "caravan_in_flight_permits_free ",
        "# EOF",
    ] {
        assert!(text.contains(needle), "{needle} in\n{text}");
    }
    assert!(!text.contains("/nope/"), "no raw paths as labels");
}

/// The probe's M1: any method a client made up became a label of its own, so
/// 2,000 requests with long random methods grew the process by 35 MB for
/// good. Now they are refused before routing (405) and the method labels
/// stay the few HTTP defines.
#[tokio::test]
async fn made_up_methods_are_refused_and_add_no_series() {
    let app = TestApp::with_env(&[("METRICS_TOKEN", TOKEN)]).await;
    let scrape = || async { app.get_with("localhost:3000", "/metrics", &[("authorization", &format!("Bearer {TOKEN}"))]).await.body };
    app.get("localhost:3000", "/api/layouts").await;
    let series = |text: &str| text.lines().filter(|l| l.starts_with("caravan_http_requests_total{")).count();
    let before = series(&scrape().await);
    for n in 0..200 {
        let method = format!("X{n}{}", "Q".repeat(n % 50));
        let reply = app.call(&method, "localhost:3000", if n % 2 == 0 { "/api/layouts" } else { "/destinations" }, None, &[]).await;
        assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
    }
    let text = scrape().await;
    assert!(series(&text) <= before + 1, "200 odd methods added series:\n{text}");
    let methods: std::collections::BTreeSet<&str> =
        text.lines().filter_map(|l| l.split("method=\"").nth(1)).filter_map(|rest| rest.split('"').next()).collect();
    assert!(methods.iter().all(|m| ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "other"].contains(m)), "{methods:?}");
    assert!(!text.contains("X1Q"), "no made-up method as a label");
}
