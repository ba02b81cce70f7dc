//! Catalogue imports are all or nothing (issue 23, M2 and M8): a refused
//! import writes nothing, not even after the next import; a cancelled one
//! (request timeout, client gone) or a killed server leaves no trace; readers
//! never see half an import, and a traveller's saves still go through while a
//! large one runs. Its own test binary module, so the large imports do not
//! slow the timing-sensitive catalogue tests beside it.

use crate::common;

use axum::http::StatusCode;
use caravan_server::catalogue::import::{self, CatalogueImport};
use common::TestApp;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

const TOKEN: &str = common::ADMIN_TOKEN;
const US: &str = "us.localhost:3000";

async fn import(app: &TestApp, payload: &Value) -> common::Reply {
    common::admin_import(app, Some(TOKEN), payload).await
}

/// Every EUR price in the database, by tour id.
async fn eur_prices(app: &TestApp) -> HashMap<String, i64> {
    let rows = sqlx::query("SELECT tour_id, price FROM tour_prices WHERE currency = 'EUR'").fetch_all(&app.state.db.pool).await.unwrap();
    rows.iter().map(|r| (sqlx::Row::get::<String, _>(r, "tour_id"), sqlx::Row::get::<i64, _>(r, "price"))).collect()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.state.db.pool).await.unwrap()
}

/// The probe's M2: 3,000 price updates, then one new departure of a trip that
/// does not exist. Before, the updates were committed in slices (and a
/// price-drop mail queued) although the answer said nothing was written; the
/// next import put them live.
#[tokio::test]
async fn a_refused_import_changes_no_price_even_after_the_next_import() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", TOKEN), ("TRUST_FORWARDED_FOR", "1")]).await;
    let snapshot = app.state.catalogue.snapshot();
    let upcoming: Vec<_> = snapshot.tours.iter().filter(|t| t.starting_date > common::today() + chrono::Duration::days(40)).collect();
    assert!(upcoming.len() > 300, "the demo catalogue has enough departures: {}", upcoming.len());
    // Somebody watches the first one's price: a committed drop would mail them.
    let watched = upcoming[0];
    crate::alerts::subscribe_as_visitor(
        &app,
        US,
        "watcher@example.com",
        snapshot.travels[watched.travel].id,
        &watched.id,
        &["PRICE_DROPPED"],
    )
    .await;
    let prices_before = eur_prices(&app).await;
    let (mails_before, history_before, version_before) = (
        count(&app, "SELECT COUNT(*) FROM mail_outbox").await,
        count(&app, "SELECT COUNT(*) FROM price_history").await,
        app.state.catalogue.version(),
    );

    let mut tours: Vec<Value> = upcoming
        .iter()
        .map(|t| json!({ "code": t.code, "prices": { "EUR": { "basePrice": t.price(search_core::Currency::EUR).unwrap().base, "price": 4000 } } }))
        .collect();
    tours.push(json!({ "code": "NEW-ONE", "travel": "no-such-trip", "startingDate": "2030-01-01", "endingDate": "2030-01-08",
                       "prices": { "EUR": { "basePrice": 1, "price": 1 }, "GBP": { "basePrice": 1, "price": 1 }, "USD": { "basePrice": 1, "price": 1 } } }));
    let refused = import(&app, &json!({ "tours": tours })).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert!(refused.body.contains(&format!("tours[{}].travel", upcoming.len())), "the answer names the item: {}", refused.body);

    assert_eq!(eur_prices(&app).await, prices_before, "no price changed");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM mail_outbox").await, mails_before, "no alert mail queued");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM price_history").await, history_before, "no price recorded");
    assert_eq!(app.state.catalogue.version(), version_before);

    // The next import (of something else) puts nothing of the refused one live.
    let other = &snapshot.tours[snapshot.tours.len() - 1];
    let next = import(&app, &json!({ "tours": [{ "code": other.code, "freeSeats": (other.free_seats + 1) % 16 }] })).await;
    assert_eq!(next.status, StatusCode::OK, "{}", next.body);
    assert_eq!(eur_prices(&app).await, prices_before, "still no price changed");
    let live = app.state.catalogue.snapshot();
    assert!(live.tours.iter().all(|t| t.price(search_core::Currency::EUR).is_none_or(|p| p.price != 4000)), "nor in the served catalogue");
}

/// Checks that need the database come before the first write too: a known
/// departure whose new end date falls before its stored start, and a code
/// given twice, are refused with nothing written.
#[tokio::test]
async fn checks_against_stored_rows_and_repeats_refuse_the_whole_import() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", TOKEN)]).await;
    let snapshot = app.state.catalogue.snapshot();
    let (a, b) = (&snapshot.tours[0], &snapshot.tours[1]);
    let seats = |t: &caravan_server::catalogue::model::Tour| (t.free_seats + 1) % 16;
    let before = eur_prices(&app).await;
    for (payload, field) in [
        (
            json!({ "tours": [{ "code": a.code, "freeSeats": seats(a) }, { "code": b.code, "endingDate": (b.starting_date - chrono::Duration::days(1)).to_string() }] }),
            "tours[1].endingDate",
        ),
        (json!({ "tours": [{ "code": a.code, "freeSeats": seats(a) }, { "code": a.code, "freeSeats": 1 }] }), "tours[1].code"),
        (json!({ "travels": [{ "slug": "brand-new-trip", "country": "XXX", "coordinator": "nobody", "days": 3 }] }), "travels[0].country"),
    ] {
        let reply = import(&app, &payload).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{payload}: {}", reply.body);
        assert!(reply.body.contains(field), "{field}: {}", reply.body);
    }
    let seats_now: i64 =
        sqlx::query_scalar("SELECT free_seats FROM tours WHERE id = $1").bind(&a.id).fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(seats_now, a.free_seats, "the valid first item was not written either");
    assert_eq!(eur_prices(&app).await, before);
}

/// The probe's M8: an import cut short (here the future is dropped mid-way,
/// as a request timeout or a client hanging up does; a `kill -9` loses the
/// same uncommitted transaction) leaves no trace, and the lock is free again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_import_leaves_no_trace() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", TOKEN)]).await;
    let snapshot = app.state.catalogue.snapshot();
    let seats: HashMap<String, i64> = snapshot.tours.iter().map(|t| (t.code.clone(), t.free_seats)).collect();
    // Every departure's seats, then 4,000 new departures with their prices: tens of
    // thousands of statements, so 300 waits on the database (a PostgreSQL answer
    // can be read without one) cut it well inside its writes, whatever the machine.
    let slug = snapshot.travels[0].slug.clone();
    let price = || {
        Some(
            [search_core::Currency::EUR, search_core::Currency::GBP, search_core::Currency::USD]
                .into_iter()
                .map(|c| (c, import::PriceUpsert { base_price: 100_000, price: 90_000 }))
                .collect(),
        )
    };
    let new_tours = (0..4000).map(|n| import::TourUpsert {
        code: format!("CUT-{n:04}"),
        travel: Some(slug.clone()),
        starting_date: Some(common::today() + chrono::Duration::days(100 + n % 200)),
        ending_date: Some(common::today() + chrono::Duration::days(108 + n % 200)),
        prices: price(),
        ..Default::default()
    });
    let payload = CatalogueImport {
        tours: snapshot
            .tours
            .iter()
            .map(|t| import::TourUpsert { code: t.code.clone(), free_seats: Some((t.free_seats + 1) % 16), ..Default::default() })
            .chain(new_tours)
            .collect(),
        ..Default::default()
    };
    let cut = CutShort {
        import: Box::pin(import::apply(&app.state.db, &payload, &caravan_server::alerts::events::Subscribers, common::today())),
        waits_left: 300,
    };
    assert!(cut.await.is_none(), "the import of {} departures was still running when cut short", payload.tours.len());
    let created: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM tours WHERE code LIKE 'CUT-%'").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(created, 0, "no new departure either");
    let rows = sqlx::query("SELECT code, free_seats FROM tours").fetch_all(&app.state.db.pool).await.unwrap();
    let changed = rows
        .iter()
        .filter(|r| seats.get(&sqlx::Row::get::<String, _>(*r, "code")) != Some(&sqlx::Row::get::<i64, _>(*r, "free_seats")))
        .count();
    assert_eq!(changed, 0, "no departure changed");
    assert_eq!(app.state.db.meta("catalogue_version").await.unwrap().unwrap(), app.state.catalogue.version().to_string());
    // The write lock was given back: a traveller can save at once.
    let cookie = app.log_in(US, "after@example.com").await;
    let saved = app.call("PUT", US, &format!("/api/wishlist/tours/{}", snapshot.tours[0].id), None, &[("cookie", cookie.as_str())]).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
}

/// Polls a future until it has waited `waits_left` times, then drops it.
struct CutShort<F: Future> {
    import: Pin<Box<F>>,
    waits_left: usize,
}

impl<F: Future> Future for CutShort<F> {
    type Output = Option<F::Output>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.import.as_mut().poll(cx) {
            Poll::Ready(done) => Poll::Ready(Some(done)),
            Poll::Pending if self.waits_left == 0 => Poll::Ready(None),
            Poll::Pending => {
                self.waits_left -= 1;
                Poll::Pending
            }
        }
    }
}

/// A large import is one transaction: a reader sees none of it or all of it,
/// and a traveller's saves made meanwhile go through (they wait for the
/// commit on SQLite's busy timeout instead of failing).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readers_see_none_or_all_of_an_import_and_saves_go_through() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", TOKEN)]).await;
    let cookie = app.log_in(US, "saver@example.com").await;
    let snapshot = app.state.catalogue.snapshot();
    let target: HashMap<String, i64> = snapshot.tours.iter().map(|t| (t.code.clone(), (t.free_seats + 1) % 16)).collect();
    let tours: Vec<Value> = target.iter().map(|(code, seats)| json!({ "code": code, "freeSeats": seats })).collect();
    let saved = snapshot.tours[0].id.clone();
    let version_before = app.state.catalogue.version();
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
        let (mut seen, mut answers) = (Vec::new(), Vec::new());
        for n in 0.. {
            let method = if n % 2 == 0 { "PUT" } else { "DELETE" };
            let reply = app.call(method, US, &format!("/api/wishlist/tours/{saved}"), None, &[("cookie", cookie.as_str())]).await;
            answers.push(reply.status);
            seen.push(committed().await);
            if !running.load(std::sync::atomic::Ordering::SeqCst) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        (seen, answers)
    };
    let (imported, (seen, answers)) = tokio::join!(importing, saving);
    assert_eq!(imported.status, StatusCode::OK, "{}", imported.body);
    assert_eq!(imported.json()["toursUpdated"], tours.len());
    assert!(answers.iter().all(|s| s.is_success()), "every save went through: {answers:?}");
    assert!(seen.iter().all(|&n| n == 0 || n == target.len()), "a reader saw part of the import: {seen:?}");
    assert_eq!(app.state.catalogue.version(), version_before + 1, "one new version for the whole import");
    assert_eq!(committed().await, target.len());
    assert!(app.state.catalogue.snapshot().tours.iter().all(|t| target.get(&t.code) == Some(&t.free_seats)));
}
