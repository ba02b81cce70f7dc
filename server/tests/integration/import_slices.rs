//! Imports commit in short slices (issue 17): a traveller's writes go
//! through between them. Its own test binary, so the import's load does not
//! slow the timing-sensitive catalogue tests that run beside it.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;
use serde_json::{json, Value};
use std::time::Duration;

const TOKEN: &str = common::ADMIN_TOKEN;

async fn import(app: &TestApp, payload: &serde_json::Value) -> common::Reply {
    common::admin_import(app, Some(TOKEN), payload).await
}

/// A large import commits in short slices: a traveller's saves keep going
/// through while it runs, instead of waiting for SQLite's write lock until
/// the whole import ends (or failing after the 5 s busy timeout).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saves_go_through_while_a_large_import_runs() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", TOKEN)]).await;
    let host = "us.localhost:3000";
    let cookie = app.log_in(host, "saver@example.com").await;
    let snapshot = app.state.catalogue.snapshot();
    let target: std::collections::HashMap<String, i64> = snapshot.tours.iter().map(|t| (t.code.clone(), (t.free_seats + 1) % 16)).collect();
    let tours: Vec<Value> = target.iter().map(|(code, seats)| json!({ "code": code, "freeSeats": seats })).collect();
    let saved = snapshot.tours[0].id.clone();
    let version_before = app.state.catalogue.version();
    // How many departures already show the import's value, as any reader sees the database.
    let committed = || async {
        let rows = sqlx::query("SELECT code, free_seats FROM tours").fetch_all(&app.state.db.pool).await.unwrap();
        rows.iter()
            .filter(|r| target.get(&sqlx::Row::get::<String, _>(*r, "code")) == Some(&sqlx::Row::get::<i64, _>(*r, "free_seats")))
            .count()
    };

    let running = std::sync::atomic::AtomicBool::new(true);
    let importing = async {
        let reply = import(&app, &json!({ "tours": tours })).await;
        running.store(false, std::sync::atomic::Ordering::SeqCst);
        reply
    };
    let saving = async {
        let (mut midway, mut answers) = (0, Vec::new());
        for n in 0.. {
            let method = if n % 2 == 0 { "PUT" } else { "DELETE" };
            let reply = app.call(method, host, &format!("/api/wishlist/tours/{saved}"), None, &[("cookie", cookie.as_str())]).await;
            answers.push(reply.status);
            if !running.load(std::sync::atomic::Ordering::SeqCst) {
                break;
            }
            // A save done while part of the import is committed and part is not.
            let done = committed().await;
            if done > 0 && done < target.len() {
                midway += 1;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        (midway, answers)
    };
    let (imported, (saves_midway, answers)) = tokio::join!(importing, saving);
    assert_eq!(imported.status, StatusCode::OK, "{}", imported.body);
    assert_eq!(imported.json()["toursUpdated"], tours.len());
    assert!(answers.iter().all(|s| s.is_success()), "every save went through: {answers:?}");
    assert!(saves_midway >= 2, "saves completed between the slices of an import of {} departures: {saves_midway}", tours.len());
    // One new version for the whole import, and the snapshot shows every change.
    assert_eq!(app.state.catalogue.version(), version_before + 1);
    assert_eq!(committed().await, target.len());
    assert!(app.state.catalogue.snapshot().tours.iter().all(|t| target.get(&t.code) == Some(&t.free_seats)));
}
