//! The booking contract through the built-in desk (issue 22): a new account
//! has no bookings; a booking takes seats and a cancellation gives them back,
//! with the refund the rules give; every refusal has its status and code in
//! the visitor's language; statuses follow seats (and alerts and the waitlist
//! follow statuses); simultaneous bookings never oversell; the HTTP adapter
//! books through a desk served over HTTP.

use crate::common;

use axum::http::StatusCode;
use caravan_server::catalogue::model::Tour;
use common::{Reply, TestApp};
use futures_util::future::join_all;
use search_core::TourStatus;
use serde_json::{json, Value};

const US: &str = "us.localhost:3000";
const IT: &str = "it.localhost:3000";

async fn app() -> TestApp {
    // Every booking of a test comes from one client address: the per-client share of writes is not under test here.
    TestApp::with_env(&[("MAX_WRITES_PER_CLIENT", "500"), ("ADMIN_TOKEN", common::ADMIN_TOKEN)]).await
}

async fn book(app: &TestApp, host: &str, cookie: &str, body: Value, key: Option<&str>) -> Reply {
    let mut headers = vec![("cookie", cookie)];
    if let Some(key) = key {
        headers.push(("idempotency-key", key));
    }
    app.call("POST", host, "/api/bookings", Some(&body.to_string()), &headers).await
}

async fn my_bookings(app: &TestApp, cookie: &str) -> Vec<Value> {
    let reply = app.call("GET", US, "/api/me/bookings", None, &[("cookie", cookie)]).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    reply.json()["data"].as_array().unwrap().clone()
}

/// A departure with `status`, at least `days` ahead and at least `seats` free, as served now.
fn departure(app: &TestApp, status: TourStatus, days: i64, seats: i64) -> Tour {
    let snapshot = app.state.catalogue.snapshot();
    snapshot
        .tours
        .iter()
        .find(|t| t.status == status && t.starting_date > common::today() + chrono::Duration::days(days) && t.free_seats >= seats)
        .unwrap_or_else(|| panic!("a {status:?} departure {days} days ahead with {seats} seats"))
        .clone()
}

fn served(app: &TestApp, id: &str) -> Tour {
    app.state.catalogue.snapshot().tour_by_id(id).expect("still served").clone()
}

#[tokio::test]
async fn a_new_account_has_no_bookings_and_strangers_none_at_all() {
    let app = app().await;
    let cookie = app.log_in(US, "new@example.com").await;
    assert!(my_bookings(&app, &cookie).await.is_empty(), "nobody booked anything yet");
    let page = app.get_with(US, "/account/trips", &[("cookie", cookie.as_str())]).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-testid=\"trips-upcoming-none\""), "the page lists none either");
    assert!(!page.body.contains("data-testid=\"trip-line\""));
    let logged_out = app.call("GET", US, "/api/me/bookings", None, &[]).await;
    assert_eq!((logged_out.status, logged_out.json()["error"]["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("UNAUTHENTICATED")));
    let tour = departure(&app, TourStatus::Confirmed, 60, 2);
    let anonymous =
        app.call("POST", US, "/api/bookings", Some(&json!({"tourId": tour.id, "travellers": 1, "payment": "full"}).to_string()), &[]).await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats, "no seat taken");
}

#[tokio::test]
async fn a_booking_takes_seats_is_listed_and_cancelling_gives_them_back() {
    let app = app().await;
    let ana = app.log_in(US, "ana@example.com").await;
    let tour = departure(&app, TourStatus::Confirmed, 60, 3);
    let usd = tour.price(search_core::Currency::USD).unwrap().price;
    let made = book(&app, US, &ana, json!({"tourId": tour.id, "travellers": 2, "payment": "deposit"}), None).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let booking = made.json()["data"].clone();
    assert_eq!(booking["tourId"], tour.id.as_str());
    assert_eq!(booking["travellers"], 2);
    assert_eq!(booking["status"], "booked");
    assert_eq!(booking["currency"], "USD", "the visitor's currency");
    assert_eq!(booking["total"], usd * 2);
    assert_eq!(booking["paid"], 20_000, "a deposit of 100 per traveller");
    assert_eq!(booking["balanceDueDate"], (tour.starting_date - chrono::Duration::days(31)).to_string());
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats - 2, "two seats taken, on the served catalogue");
    let tour_page = app.get(US, &format!("/api/tours/{}/group-info", tour.id)).await;
    assert_ne!(tour_page.status, StatusCode::INTERNAL_SERVER_ERROR);

    let listed = my_bookings(&app, &ana).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["reference"], booking["reference"]);
    let bea = app.log_in(US, "bea@example.com").await;
    assert!(my_bookings(&app, &bea).await.is_empty(), "only the traveller's own bookings");
    let reference = booking["reference"].as_str().unwrap();
    let stolen = app.call("POST", US, &format!("/api/me/bookings/{reference}/cancel"), None, &[("cookie", bea.as_str())]).await;
    assert_eq!(stolen.status, StatusCode::NOT_FOUND, "another traveller cannot cancel it");

    // More than 31 days ahead: everything paid comes back.
    let cancelled = app.call("POST", US, &format!("/api/me/bookings/{reference}/cancel"), None, &[("cookie", ana.as_str())]).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.body);
    assert_eq!(cancelled.json()["data"]["status"], "cancelled");
    assert_eq!(cancelled.json()["data"]["refunded"], 20_000);
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats, "the seats are back");
    let again = app.call("POST", US, &format!("/api/me/bookings/{reference}/cancel"), None, &[("cookie", ana.as_str())]).await;
    assert_eq!((again.status, again.json()["error"]["code"].as_str()), (StatusCode::CONFLICT, Some("ALREADY_CANCELLED")));
}

#[tokio::test]
async fn a_retry_with_the_same_key_books_once() {
    let app = app().await;
    let cookie = app.log_in(US, "retry@example.com").await;
    let tour = departure(&app, TourStatus::Confirmed, 60, 2);
    let body = json!({"tourId": tour.id, "travellers": 1, "payment": "full"});
    let first = book(&app, US, &cookie, body.clone(), Some("key-123")).await;
    let second = book(&app, US, &cookie, body, Some("key-123")).await;
    assert_eq!((first.status, second.status), (StatusCode::CREATED, StatusCode::OK), "{} {}", first.body, second.body);
    assert_eq!(first.json()["data"]["reference"], second.json()["data"]["reference"]);
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats - 1, "one seat, once");
    assert_eq!(my_bookings(&app, &cookie).await.len(), 1);
}

#[tokio::test]
async fn every_refusal_has_its_status_code_and_message_in_the_visitors_language() {
    let app = app().await;
    let cookie = app.log_in(IT, "rifiuti@example.it").await;
    let sold_out = departure(&app, TourStatus::SoldOut, 10, 0);
    let on_request = departure(&app, TourStatus::WaitingList, 10, 0);
    let almost_full = departure(&app, TourStatus::AlmostFull, 10, 1);
    let soon = {
        let snapshot = app.state.catalogue.snapshot();
        snapshot
            .tours
            .iter()
            .find(|t| {
                t.starting_date > common::today()
                    && t.starting_date < common::today() + chrono::Duration::days(31)
                    && t.free_seats > 0
                    && t.status != TourStatus::WaitingList
            })
            .expect("a departure within 31 days")
            .clone()
    };
    let confirmed = departure(&app, TourStatus::Confirmed, 60, 1);
    let cases = [
        (json!({"tourId": sold_out.id, "travellers": 1, "payment": "full"}), StatusCode::CONFLICT, "SOLD_OUT", "booking-error-sold-out"),
        (json!({"tourId": on_request.id, "travellers": 1, "payment": "full"}), StatusCode::CONFLICT, "ON_REQUEST", ""),
        (json!({"tourId": almost_full.id, "travellers": 4, "payment": "full"}), StatusCode::CONFLICT, "NOT_ENOUGH_SEATS", ""),
        (json!({"tourId": confirmed.id, "travellers": 5, "payment": "full"}), StatusCode::BAD_REQUEST, "INVALID_TRAVELLERS", ""),
        (json!({"tourId": confirmed.id, "travellers": 0, "payment": "full"}), StatusCode::BAD_REQUEST, "INVALID_TRAVELLERS", ""),
        (json!({"tourId": soon.id, "travellers": 1, "payment": "deposit"}), StatusCode::CONFLICT, "DEPOSIT_CLOSED", ""),
        (
            json!({"tourId": confirmed.id, "travellers": 1, "payment": "full", "promoCode": "NOPE"}),
            StatusCode::BAD_REQUEST,
            "PROMO_UNKNOWN",
            "",
        ),
        (json!({"tourId": "no-such-departure", "travellers": 1, "payment": "full"}), StatusCode::NOT_FOUND, "NOT_FOUND", ""),
        (json!({"tourId": confirmed.id, "travellers": 1, "payment": "later"}), StatusCode::BAD_REQUEST, "INVALID_BODY", ""),
        (json!({"tourId": confirmed.id, "travellers": 1, "payment": "full", "seats": 9}), StatusCode::BAD_REQUEST, "INVALID_BODY", ""),
    ];
    for (body, status, code, italian) in cases {
        let reply = book(&app, IT, &cookie, body.clone(), None).await;
        assert_eq!(reply.status, status, "{body}: {}", reply.body);
        assert_eq!(reply.json()["error"]["code"], code, "{body}");
        let message = reply.json()["error"]["message"].as_str().unwrap().to_string();
        if !italian.is_empty() {
            assert_eq!(message, caravan_site::i18n::message("it-IT", italian, &[]), "{code}");
        }
        if code != "INVALID_BODY" {
            assert_ne!(
                message,
                app.call("POST", US, "/api/bookings", Some(&body.to_string()), &[]).await.json()["error"]["message"],
                "Italian, not the English text"
            );
        }
    }
    let partial = book(&app, IT, &cookie, json!({"tourId": almost_full.id, "travellers": 4, "payment": "full"}), None).await;
    assert_eq!(partial.json()["error"]["freeSeats"], almost_full.free_seats, "how many are left");
    assert!(my_bookings(&app, &cookie).await.is_empty(), "no refusal booked anything");
    // A promo code is honoured until its last day only.
    if let Some(promo) = app.state.catalogue.snapshot().tours.iter().find(|t| {
        t.promo.as_ref().is_some_and(|(_, until)| *until < common::today())
            && t.starting_date > common::today()
            && t.free_seats > 0
            && t.status != TourStatus::WaitingList
    }) {
        let code = promo.promo.clone().unwrap().0;
        let expired =
            book(&app, IT, &cookie, json!({"tourId": promo.id, "travellers": 1, "payment": "full", "promoCode": code}), None).await;
        assert_eq!(expired.json()["error"]["code"], "PROMO_EXPIRED", "{}", expired.body);
    }
}

/// Seats decide the status (docs/bookings.md): the bookings that confirm a
/// departure mail its TOUR_CONFIRMED subscribers; the last seat sells it out;
/// a cancellation then frees a seat for the first person waiting.
#[tokio::test]
async fn statuses_follow_seats_and_alerts_and_the_waitlist_follow_statuses() {
    let app = app().await;
    let planned = {
        let snapshot = app.state.catalogue.snapshot();
        snapshot
            .tours
            .iter()
            .find(|t| {
                t.status == TourStatus::Planned && t.seats_to_confirm == 3 && t.starting_date > common::today() + chrono::Duration::days(60)
            })
            .expect("a planned departure three travellers short")
            .clone()
    };
    let travel_id = app.state.catalogue.snapshot().travels[planned.travel].id;
    crate::alerts::subscribe_as_visitor(&app, US, "fan@example.com", travel_id, &planned.id, &["TOUR_CONFIRMED"]).await;
    let status = |app: &TestApp| served(app, &planned.id).status;
    let mut cookies = Vec::new();
    for n in 0..planned.free_seats {
        cookies.push(app.log_in(US, &format!("b{n}@example.com")).await);
    }
    let mut references = Vec::new();
    let mut seen = vec![status(&app)];
    for (n, cookie) in cookies.iter().enumerate() {
        let made = book(&app, US, cookie, json!({"tourId": planned.id, "travellers": 1, "payment": "full"}), None).await;
        assert_eq!(made.status, StatusCode::CREATED, "booking {n}: {}", made.body);
        references.push(made.json()["data"]["reference"].as_str().unwrap().to_string());
        seen.push(status(&app));
    }
    seen.dedup();
    assert_eq!(
        seen,
        [TourStatus::Planned, TourStatus::AlmostConfirmed, TourStatus::Confirmed, TourStatus::AlmostFull, TourStatus::SoldOut],
        "three short, two short, confirmed, last places, full"
    );
    let queued: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'alert-tour-confirmed' AND to_email = 'fan@example.com'")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(queued, 1, "the subscriber's confirmation is queued, once");

    // Somebody waits for the full departure; a cancellation frees a seat and holds it for them.
    let waiting = app.log_in(US, "waiting@example.com").await;
    let joined = app.post_form_with(US, "/waitlist", &format!("tour={}&back=/", planned.id), &[("cookie", waiting.as_str())]).await;
    assert!(joined.status.is_success() || joined.status.is_redirection(), "{}", joined.body);
    let cancel =
        app.call("POST", US, &format!("/api/me/bookings/{}/cancel", references[0]), None, &[("cookie", cookies[0].as_str())]).await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.body);
    assert_eq!(status(&app), TourStatus::AlmostFull, "a confirmed departure stays confirmed; one seat is free");
    let offered: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM waitlist WHERE tour_id = $1 AND status = 'offered'")
        .bind(&planned.id)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(offered, 1, "the first person waiting is offered the freed seat");
}

/// k+4 simultaneous one-seat bookings for k free seats: exactly k succeed,
/// the others are told SOLD_OUT, and the departure is never oversold.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn simultaneous_bookings_never_oversell() {
    let app = app().await;
    let tour = departure(&app, TourStatus::Confirmed, 60, 4);
    let k = tour.free_seats as usize;
    let mut cookies = Vec::new();
    for n in 0..k + 4 {
        cookies.push(app.log_in(US, &format!("rush{n}@example.com")).await);
    }
    let body = json!({"tourId": tour.id, "travellers": 1, "payment": "full"});
    let replies = join_all(cookies.iter().map(|cookie| book(&app, US, cookie, body.clone(), None))).await;
    let made = replies.iter().filter(|r| r.status == StatusCode::CREATED).count();
    let sold_out = replies.iter().filter(|r| r.status == StatusCode::CONFLICT && r.json()["error"]["code"] == "SOLD_OUT").count();
    assert_eq!((made, sold_out), (k, 4), "{:?}", replies.iter().map(|r| (r.status, r.body.clone())).collect::<Vec<_>>());
    let stored: i64 =
        sqlx::query_scalar("SELECT free_seats FROM tours WHERE id = $1").bind(&tour.id).fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(stored, 0);
    let booked: i64 =
        sqlx::query_scalar("SELECT CAST(COALESCE(SUM(travellers), 0) AS BIGINT) FROM bookings WHERE tour_id = $1 AND status = 'booked'")
            .bind(&tour.id)
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(booked, 15, "every seat booked (the demo's bookings held the others), none twice");
    assert_eq!(served(&app, &tour.id).status, TourStatus::SoldOut);
}

/// The HTTP adapter books through a desk served over HTTP: the site's
/// traveller books, lists and cancels, and the desk's refusals come back
/// with their codes, in the site visitor's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_http_adapter_books_through_a_desk_served_over_http() {
    const SERVICE: &str = "desk-service-token-7f3a9c2e5b1d8046";
    let desk = TestApp::with_env(&[("BOOKINGS_API_TOKEN", SERVICE), ("MAX_WRITES_PER_CLIENT", "500")]).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = desk.router.clone();
    let server =
        tokio::spawn(async move { axum::serve(listener, router.into_make_service_with_connect_info::<std::net::SocketAddr>()).await });
    let url = format!("http://{addr}");
    let site = TestApp::with_env(&[("BOOKINGS_API_URL", &url), ("BOOKINGS_API_TOKEN", SERVICE)]).await;

    let cookie = site.log_in(IT, "remota@example.it").await;
    let tour = departure(&desk, TourStatus::Confirmed, 60, 2);
    let made = book(&site, IT, &cookie, json!({"tourId": tour.id, "travellers": 1, "payment": "full"}), Some("k1")).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    assert_eq!(made.json()["data"]["currency"], "EUR");
    assert_eq!(served(&desk, &tour.id).free_seats, tour.free_seats - 1, "the seat is taken on the desk");
    let replay = book(&site, IT, &cookie, json!({"tourId": tour.id, "travellers": 1, "payment": "full"}), Some("k1")).await;
    assert_eq!(replay.status, StatusCode::OK, "the key travels to the desk");
    let listed = my_bookings(&site, &cookie).await;
    assert_eq!(listed.len(), 1);
    let page = site.get_with(IT, "/il-mio-account/viaggi", &[("cookie", cookie.as_str())]).await;
    assert!(page.body.contains(listed[0]["reference"].as_str().unwrap()), "Bookings and trips lists it");

    let sold_out = departure(&desk, TourStatus::SoldOut, 10, 0);
    let refused = book(&site, IT, &cookie, json!({"tourId": sold_out.id, "travellers": 1, "payment": "full"}), None).await;
    assert_eq!((refused.status, refused.json()["error"]["code"].as_str()), (StatusCode::CONFLICT, Some("SOLD_OUT")));
    assert_eq!(
        refused.json()["error"]["message"],
        caravan_site::i18n::message("it-IT", "booking-error-sold-out", &[]),
        "in the site visitor's language"
    );

    let reference = listed[0]["reference"].as_str().unwrap();
    let cancelled = site.call("POST", IT, &format!("/api/me/bookings/{reference}/cancel"), None, &[("cookie", cookie.as_str())]).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.body);
    assert_eq!(served(&desk, &tour.id).free_seats, tour.free_seats);

    // Without the service token the desk answers nobody but its own logged-in travellers.
    let forged = reqwest::Client::new()
        .get(format!("{url}/api/me/bookings"))
        .header("authorization", "Bearer not-the-token")
        .header("x-caravan-traveller", "someone")
        .header("x-caravan-email", "someone@example.com")
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), 401);
    server.abort();
}

/// The desk's pages without JavaScript: checkout asks a logged-out visitor to
/// log in (and come back), prices the choice, books with a demonstration
/// payment, confirms, lists, cancels after saying the refund, and gives the
/// trip as a calendar file; nobody else sees the booking.
#[tokio::test]
async fn checkout_books_confirms_and_cancels_without_javascript() {
    let app = app().await;
    let tour = departure(&app, TourStatus::Confirmed, 60, 2);
    let start = format!("/booking/{}/start", tour.id);
    let anonymous = app.get(US, &start).await;
    assert_eq!(anonymous.status, StatusCode::OK, "{}", anonymous.body);
    assert!(anonymous.body.contains("data-testid=\"checkout-login-link\""), "log in or sign up on the spot");
    assert!(anonymous.body.contains(&format!("/login?back=%2Fbooking%2F{}%2Fstart", tour.id)));
    assert!(!anonymous.body.contains("data-testid=\"checkout-pay\""));
    assert_eq!(anonymous.header("cache-control"), "private, no-store");

    let cookie = app.log_in(US, "page@example.com").await;
    let priced = app.get_with(US, &format!("{start}?travellers=2&payment=deposit&flexible=1"), &[("cookie", cookie.as_str())]).await;
    assert_eq!(priced.status, StatusCode::OK);
    for testid in ["checkout-breakdown", "checkout-flexible-price", "checkout-balance", "checkout-demo", "checkout-pay"] {
        assert!(priced.body.contains(&format!("data-testid=\"{testid}\"")), "{testid}");
    }
    assert!(priced.body.contains("name=\"attempt\""), "the form carries its idempotency key");
    assert!(
        priced.body.contains("$200"),
        "a deposit of $100 for each of 2 travelers: {}",
        priced.body.split("checkout-pay-now").nth(1).unwrap_or("")
    );

    let booked = app.post_form_with(US, &start, "travellers=2&payment=deposit&flexible=1&attempt=a1", &[("cookie", cookie.as_str())]).await;
    assert_eq!(booked.status, StatusCode::SEE_OTHER, "{}", booked.body);
    let location = booked.header("location").to_string();
    assert!(location.starts_with("/bookings/CRV-") && location.ends_with("?new=1"), "{location}");
    let again = app.post_form_with(US, &start, "travellers=2&payment=deposit&flexible=1&attempt=a1", &[("cookie", cookie.as_str())]).await;
    assert_eq!(again.header("location"), location, "a double click books once");
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats - 2);

    let done = app.get_with(US, &location, &[("cookie", cookie.as_str())]).await;
    assert!(done.body.contains("data-testid=\"booking-done\""), "{}", done.body);
    let path = location.trim_end_matches("?new=1");
    let reference = path.trim_start_matches("/bookings/");
    let stranger = app.log_in(US, "stranger@example.com").await;
    assert_eq!(app.get_with(US, path, &[("cookie", stranger.as_str())]).await.status, StatusCode::NOT_FOUND);

    let calendar = app.get_with(US, &format!("{path}/calendar.ics"), &[("cookie", cookie.as_str())]).await;
    assert_eq!(calendar.status, StatusCode::OK);
    assert!(calendar.header("content-type").starts_with("text/calendar"));
    let days = (tour.ending_date - tour.starting_date).num_days() + 1;
    assert_eq!(calendar.body.matches("BEGIN:VEVENT").count() as i64, days, "one event a day");

    let asking = app.get_with(US, &format!("{path}?cancel=1"), &[("cookie", cookie.as_str())]).await;
    assert!(asking.body.contains("data-testid=\"booking-cancel-confirm\""), "the refund is said before cancelling");
    let cancelled = app.post_form_with(US, &format!("{path}/cancel"), "", &[("cookie", cookie.as_str())]).await;
    assert_eq!(cancelled.status, StatusCode::SEE_OTHER, "{}", cancelled.body);
    let after = app.get_with(US, path, &[("cookie", cookie.as_str())]).await;
    assert!(after.body.contains("data-status=\"cancelled\""), "{reference}");
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats, "the seats are back");
}

/// Booking is a state-changing call: another site's page cannot make a
/// logged-in traveller's browser book or cancel (DESIGN.md's baseline).
#[tokio::test]
async fn another_site_cannot_book_or_cancel_for_a_traveller() {
    let app = app().await;
    let cookie = app.log_in(US, "victim@example.com").await;
    let tour = departure(&app, TourStatus::Confirmed, 60, 2);
    let evil = [("cookie", cookie.as_str()), ("origin", "https://evil.example")];
    let form = app.post_form_with(US, &format!("/booking/{}/start", tour.id), "travellers=1&payment=full", &evil).await;
    assert_eq!(form.status, StatusCode::FORBIDDEN);
    let body = json!({"tourId": tour.id, "travellers": 1, "payment": "full"}).to_string();
    let api = app.call("POST", US, "/api/bookings", Some(&body), &evil).await;
    assert_eq!(api.status, StatusCode::FORBIDDEN);
    assert_eq!(served(&app, &tour.id).free_seats, tour.free_seats, "nothing booked");
    assert!(my_bookings(&app, &cookie).await.is_empty());
}
