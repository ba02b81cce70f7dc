//! Rate limits hold when requests arrive at the same moment (issue 17): each
//! event claims a numbered slot in one atomic statement, so exactly the limit
//! gets through. Runs on SQLite, and on PostgreSQL in the CI's second pass.

use crate::common;

use axum::http::StatusCode;
use caravan_server::accounts::rate_limit::{self, Limit};
use common::TestApp;
use futures_util::future::join_all;

const US: &str = "us.localhost:3000";

/// Fires `n` claims on one bucket at once, from as many tasks; returns how many got through.
async fn simultaneous_hits(app: &TestApp, limit: Limit, key: &str, n: usize) -> usize {
    let now = chrono::Utc::now().timestamp();
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let (db, key) = (app.state.db.clone(), key.to_string());
            tokio::spawn(async move { rate_limit::hit(&db, limit, &key, now).await.expect("the limit answers") })
        })
        .collect();
    join_all(tasks).await.into_iter().filter(|r| matches!(r, Ok(Ok(())))).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hundred_simultaneous_events_pass_exactly_each_limit() {
    let app = TestApp::new().await;
    for limit in [
        rate_limit::CODES_PER_EMAIL,
        rate_limit::CODES_PER_CLIENT,
        rate_limit::CHECKS_PER_CLIENT,
        rate_limit::LOOKUPS_PER_CLIENT,
        rate_limit::QUESTIONS_PER_CLIENT,
        rate_limit::QUESTIONS_PER_EMAIL,
        rate_limit::ALERTS_PER_CLIENT,
        rate_limit::MODEL_ASKS_PER_CLIENT,
        rate_limit::LOGINS_PER_CLIENT,
        rate_limit::RESEND_COUNTDOWN,
    ] {
        let passed = simultaneous_hits(&app, limit, "10.0.0.7", 100).await;
        assert_eq!(passed as i64, limit.max, "{}: {passed} of 100 passed", limit.name);
        // Full now: one more waits, and says for how long.
        let now = chrono::Utc::now().timestamp();
        let wait = rate_limit::hit(&app.state.db, limit, "10.0.0.7", now).await.unwrap().unwrap_err();
        assert!((1..=limit.window_secs).contains(&wait), "{}: wait {wait}", limit.name);
    }
}

#[tokio::test]
async fn a_slot_is_free_again_once_its_window_has_passed() {
    let app = TestApp::new().await;
    let limit = Limit { name: "test-window", max: 2, window_secs: 60 };
    let db = &app.state.db;
    assert!(rate_limit::hit(db, limit, "k", 1_000).await.unwrap().is_ok());
    assert!(rate_limit::hit(db, limit, "k", 1_010).await.unwrap().is_ok());
    assert_eq!(rate_limit::hit(db, limit, "k", 1_020).await.unwrap(), Err(40), "the oldest frees at 1,060");
    assert!(rate_limit::hit(db, limit, "k", 1_060).await.unwrap().is_ok(), "the first slot expired");
    assert!(rate_limit::hit(db, limit, "k", 1_061).await.unwrap().is_err(), "the second is still live");
    assert!(rate_limit::hit(db, limit, "other", 1_061).await.unwrap().is_ok(), "buckets are per key");
}

async fn ask_code(app: &TestApp, email: &str, client: &str) -> StatusCode {
    let body = format!(r#"{{"email":"{email}","marketingConsent":true}}"#);
    app.call("POST", US, "/api/auth/code", Some(&body), &[("x-forwarded-for", client)]).await.status
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn simultaneous_code_requests_cannot_mail_bomb_a_client_or_an_address() {
    // Every request in flight at once: the limits, not the per-client share of writes, decide.
    let app = TestApp::with_env(&[("TRUST_FORWARDED_FOR", "1"), ("MAX_WRITES_PER_CLIENT", "200")]).await;
    // 100 addresses from one client at once: the client's 20 an hour.
    let emails: Vec<String> = (0..100).map(|n| format!("bomb{n}@example.com")).collect();
    let statuses = join_all(emails.iter().map(|e| ask_code(&app, e, "10.6.6.6"))).await;
    let accepted = statuses.iter().filter(|s| **s == StatusCode::ACCEPTED).count();
    assert_eq!(accepted, 20, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == StatusCode::ACCEPTED || *s == StatusCode::TOO_MANY_REQUESTS), "{statuses:?}");

    // One address from 50 clients at once: the resend countdown lets one code out.
    let clients: Vec<String> = (0..50).map(|n| format!("10.7.0.{n}")).collect();
    let statuses = join_all(clients.iter().map(|c| ask_code(&app, "target@example.com", c))).await;
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::ACCEPTED).count(), 1, "{statuses:?}");
    let mails = app.mails().iter().filter(|m| m.contains("target@example.com")).count();
    assert_eq!(mails, 1, "one mail to the address");
}

#[tokio::test]
async fn starting_logins_is_bounded_per_client() {
    let app = TestApp::with_env(&[("TRUST_FORWARDED_FOR", "1")]).await;
    let start = |client: &'static str| {
        let app = &app;
        async move { app.call("GET", US, "/login", None, &[("x-forwarded-for", client)]).await }
    };
    for n in 0..rate_limit::LOGINS_PER_CLIENT.max {
        assert_eq!(start("10.8.8.8").await.status, StatusCode::SEE_OTHER, "login {n}");
    }
    let refused = start("10.8.8.8").await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.body.contains("lang=\"en-US\""), "the friendly page");
    let flows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM login_flows").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(flows, rate_limit::LOGINS_PER_CLIENT.max, "no row for the refused one");
    assert_eq!(start("10.8.8.9").await.status, StatusCode::SEE_OTHER, "another client is not held back");
}

async fn look_up(app: &TestApp, email: &str, forwarded: &str) -> StatusCode {
    let body = format!(r#"{{"email":"{email}"}}"#);
    app.call("POST", US, "/api/auth/email", Some(&body), &[("x-forwarded-for", forwarded)]).await.status
}

/// The probe's M6: "is this address known?" answered 100 of 100 times. It is
/// part of the spec's flow (step 2 asks a new address for consent), so it
/// stays, but counted per client and per address like the code mails; the
/// code request's "consent required" (which tells the same) counts too.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn address_look_ups_are_limited_per_client_and_per_address() {
    let app = TestApp::with_env(&[("TRUST_FORWARDED_FOR", "1"), ("MAX_WRITES_PER_CLIENT", "200")]).await;
    let emails: Vec<String> = (0..40).map(|n| format!("harvest{n}@example.com")).collect();
    let statuses = join_all(emails.iter().map(|e| look_up(&app, e, "10.8.0.1"))).await;
    let answered = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert!(answered <= 20, "{answered} of 40 answered: {statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count(), 40 - answered);
    // The code request without consent tells a new address too: counted as a look-up.
    let body = r#"{"email":"harvest99@example.com"}"#;
    let refused = app.call("POST", US, "/api/auth/code", Some(body), &[("x-forwarded-for", "10.8.0.1")]).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS, "{}", refused.body);
    // One address from many clients: its own limit.
    let clients: Vec<String> = (0..30).map(|n| format!("10.8.1.{n}")).collect();
    let statuses = join_all(clients.iter().map(|c| look_up(&app, "target@example.com", c))).await;
    let answered = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(answered as i64, rate_limit::LOOKUPS_PER_EMAIL.max, "{statuses:?}");
}

/// The probe's M4: behind one trusted proxy the client wrote the left-most
/// `X-Forwarded-For` entry, which was taken as its address, so 25 of 25 code
/// mails passed a limit of 20. The proxy's own (right-most) entry counts now.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_client_cannot_choose_its_address_behind_a_proxy() {
    let app = TestApp::with_env(&[("TRUST_PROXY_HOPS", "1")]).await;
    let mut accepted = 0;
    for n in 0..25 {
        // A fresh made-up address each time, and the same real one the proxy appended.
        let spoofed = format!("192.0.2.{n}, 203.0.113.50");
        if ask_code(&app, &format!("spoof{n}@example.com"), &spoofed).await == StatusCode::ACCEPTED {
            accepted += 1;
        }
    }
    assert_eq!(accepted as i64, rate_limit::CODES_PER_CLIENT.max, "the limit holds for the real address");
}
