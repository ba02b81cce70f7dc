//! Alerts, the outbox dispatcher, the waitlist and questions to
//! coordinators, through the real router and storage; mails read from the
//! `.eml` outbox.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use caravan_server::alerts::{outbox, waitlist};
use common::{session_cookie, Reply, TestApp};
use search_core::TourStatus;
use serde_json::{json, Value};

const US: &str = "us.localhost:3000";
const IT: &str = "it.localhost:3000";
const TOKEN: &str = "test-admin-token-0123456789abcdefghij";

async fn app() -> TestApp {
    TestApp::with_env(&[("ADMIN_TOKEN", TOKEN), ("TRUST_FORWARDED_FOR", "1")]).await
}

async fn form(app: &TestApp, host: &str, path: &str, pairs: &[(&str, &str)], cookie: Option<&str>) -> Reply {
    let body = form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish();
    let mut request = Request::post(path).header("host", host).header("content-type", "application/x-www-form-urlencoded");
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    app.request(request.body(Body::from(body)).unwrap()).await
}

async fn import(app: &TestApp, payload: Value) -> Value {
    let request = Request::put("/api/admin/catalogue")
        .header("host", "localhost:3000")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {TOKEN}"))
        .body(Body::from(payload.to_string()))
        .unwrap();
    let reply = app.request(request).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    reply.json()
}

/// An upcoming tour with `status`: (id, code, travel id, USD price).
fn tour_with(app: &TestApp, status: TourStatus) -> (String, String, i64, i64) {
    let snapshot = app.state.catalogue.snapshot();
    let tour = snapshot
        .tours
        .iter()
        .find(|t| t.status == status && t.starting_date > common::today() + chrono::Duration::days(40))
        .expect("a tour with that status");
    let usd = tour.price(search_core::Currency::USD).expect("priced").price;
    (tour.id.clone(), tour.code.clone(), snapshot.travels[tour.travel].id, usd)
}

/// Mails of the outbox whose text contains `needle`.
fn mails_with(app: &TestApp, needle: &str) -> Vec<String> {
    app.mails().into_iter().filter(|m| m.contains(needle)).collect()
}

/// Subscribes a visitor with a new address and verifies the code; returns the session cookie.
pub(crate) async fn subscribe_as_visitor(app: &TestApp, host: &str, email: &str, travel: i64, tour: &str, kinds: &[&str]) -> String {
    let mut pairs = vec![
        ("travel", travel.to_string()),
        ("tour", tour.to_string()),
        ("email", email.to_string()),
        ("consent", "decline".into()),
        ("back", "/".into()),
    ];
    pairs.extend(kinds.iter().map(|k| ("kind", k.to_string())));
    let refs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let asked = form(app, host, "/alerts", &refs, None).await;
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
    assert!(asked.body.contains("data-testid=\"alerts-code\""), "a new address gets a code");
    let code = app.last_code_for(email);
    let mail = common::decoded(&mails_with(app, &format!("To: {email}")).pop().expect("the code mail"));
    let (purpose, not_login) = match host {
        IT => ("avvisi Caravan", "per accedere"),
        _ => ("Caravan alerts", "to log in"),
    };
    assert!(mail.contains(purpose) && !mail.contains(not_login), "the code mail says it turns alerts on: {mail}");
    let verified = form(app, host, "/alerts/verify", &[("email", email), ("code", &code), ("back", "/")], None).await;
    assert!(verified.body.contains("data-testid=\"alerts-on\""), "{}", verified.body);
    session_cookie(&verified).expect("the code logs the new user in")
}

async fn dispatch_all(app: &TestApp) -> usize {
    let mut sent = 0;
    loop {
        let batch = outbox::dispatch_once(&app.state).await.unwrap();
        if batch.is_empty() {
            return sent;
        }
        sent += batch.len();
    }
}

#[tokio::test]
async fn a_price_drop_mails_the_subscriber_once_and_unsubscribing_works() {
    let app = app().await;
    let (tour, code, travel, usd) = tour_with(&app, TourStatus::Confirmed);
    subscribe_as_visitor(&app, US, "pia@example.com", travel, &tour, &["PRICE_DROPPED"]).await;

    // A rise mails nothing.
    let up = import(&app, json!({"tours": [{"code": code, "prices": {"USD": {"basePrice": usd + 20_000, "price": usd + 10_000}}}]})).await;
    assert_eq!(up["alerts"]["priceDropped"], 0);
    // A drop below what the subscriber saw mails once, however often it is dispatched.
    let down = import(&app, json!({"tours": [{"code": code, "prices": {"USD": {"basePrice": usd + 20_000, "price": usd - 5_000}}}]})).await;
    assert_eq!(down["alerts"]["priceDropped"], 1);
    assert_eq!(dispatch_all(&app).await, 1);
    assert_eq!(dispatch_all(&app).await, 0);
    let mails = mails_with(&app, "Price drop");
    assert_eq!(mails.len(), 1, "one alert mail");
    let mail = &mails[0];
    assert!(mail.contains("To: pia@example.com"));
    assert!(mail.contains("List-Unsubscribe: <http://us.localhost:3000/alerts/unsubscribe?token="));
    assert!(mail.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    // The same price again is no news.
    let same = import(&app, json!({"tours": [{"code": code, "prices": {"USD": {"basePrice": usd + 20_000, "price": usd - 5_000}}}]})).await;
    assert_eq!(same["alerts"]["priceDropped"], 0);
    let history: Vec<i64> =
        sqlx::query_scalar("SELECT price FROM price_history WHERE currency = 'USD' AND tour_id = $1 ORDER BY changed_at")
            .bind(&tour)
            .fetch_all(&app.state.db.pool)
            .await
            .unwrap();
    // After the demo's own history: the rise and the drop, and the same price not again.
    assert_eq!(history[history.len() - 3..], [usd, usd + 10_000, usd - 5_000], "{history:?}");

    // The unsubscribe link: a GET only asks; the POST turns the alert off.
    let token = mail.split("unsubscribe?token=").nth(1).unwrap().split(['>', '\r', '\n', '=']).next().unwrap().to_string();
    let ask = app.get(US, &format!("/alerts/unsubscribe?token={token}")).await;
    assert!(ask.body.contains("data-testid=\"alerts-unsubscribe\""));
    let still: String = sqlx::query_scalar("SELECT status FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(still, "active", "a GET (a mail scanner) changes nothing");
    let off = form(&app, US, "/alerts/unsubscribe", &[("token", &token)], None).await;
    assert!(off.body.contains("data-testid=\"alerts-off\""), "{}", off.body);
    let lower =
        import(&app, json!({"tours": [{"code": code, "prices": {"USD": {"basePrice": usd + 20_000, "price": usd - 9_000}}}]})).await;
    assert_eq!(lower["alerts"]["priceDropped"], 0, "no mail after unsubscribing");
}

#[tokio::test]
async fn one_click_unsubscribe_and_confirmed_departures() {
    let app = app().await;
    let (tour, code, travel, _) = tour_with(&app, TourStatus::Planned);
    subscribe_as_visitor(&app, IT, "ugo@example.it", travel, &tour, &["TOUR_CONFIRMED", "PRICE_DROPPED"]).await;
    let confirmed = import(&app, json!({"tours": [{"code": code, "status": "CONFIRMED"}]})).await;
    assert_eq!(confirmed["alerts"]["tourConfirmed"], 1);
    dispatch_all(&app).await;
    let mails = mails_with(&app, "To: ugo@example.it");
    let alert_mail = mails.iter().find(|m| m.contains("List-Unsubscribe:")).expect("the confirmed mail");
    assert!(alert_mail.contains("/viaggi/") || alert_mail.contains("it.localhost"), "links to the Italian site");
    // Fired once: the alert is off now, a second confirmation mails nothing.
    let again = import(&app, json!({"tours": [{"code": code, "status": "ALMOST_FULL"}]})).await;
    assert_eq!(again["alerts"]["tourConfirmed"], 0);
    // A mail client's one-click POST turns the price alert off.
    let token: String = sqlx::query_scalar("SELECT unsubscribe_token FROM alerts WHERE kind = 'PRICE_DROPPED'")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    let one_click = app
        .request(
            Request::post(format!("/alerts/unsubscribe?token={token}"))
                .header("host", IT)
                .header("content-type", "application/x-www-form-urlencoded")
                .body(Body::from("List-Unsubscribe=One-Click"))
                .unwrap(),
        )
        .await;
    assert_eq!(one_click.status, StatusCode::OK);
    let status: String =
        sqlx::query_scalar("SELECT status FROM alerts WHERE kind = 'PRICE_DROPPED'").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(status, "off");
}

#[tokio::test]
async fn sold_out_departures_offer_no_alert() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::SoldOut);
    let refused = form(
        &app,
        US,
        "/alerts",
        &[("travel", &travel.to_string()), ("tour", &tour), ("email", "x@example.com"), ("consent", "accept")],
        None,
    )
    .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(count, 0);
    let snapshot = app.state.catalogue.snapshot();
    let t = snapshot.tour_by_id(&tour).unwrap();
    let page = app.get(US, &format!("/destinations/{}/{}", snapshot.travels[t.travel].slug, t.code.to_lowercase())).await;
    assert!(!page.body.contains("data-testid=\"notify-me\""), "no alert entry on a sold-out departure");
    assert!(page.body.contains("data-testid=\"waitlist\""));
}

#[tokio::test]
async fn turning_an_alert_off_needs_a_confirmation_and_known_addresses_confirm_by_link() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::Confirmed);
    let cookie = app.log_in(US, "vera@example.com").await;
    // The logged-in owner: on at once.
    let on = form(
        &app,
        US,
        "/alerts",
        &[("travel", &travel.to_string()), ("tour", &tour), ("email", "vera@example.com"), ("consent", "accept")],
        Some(&cookie),
    )
    .await;
    assert!(on.body.contains("data-testid=\"alerts-on\""), "{}", on.body);
    // Two alerts of one trip differ by the departure's date, here and in the profile's list (issue 24).
    let starting = app.state.catalogue.snapshot().tour_by_id(&tour).unwrap().starting_date;
    let departing = format!("departing {}", starting.format("%m/%d/%Y"));
    assert!(on.body.contains(&departing), "the alert names its departure: {}", on.body);
    let id: String = sqlx::query_scalar("SELECT id FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    let account = app.get_with(US, "/account", &[("cookie", cookie.as_str())]).await;
    assert!(account.body.contains(&format!("/alerts/{id}/off")));
    assert!(account.body.contains(&departing), "the profile lists the departure's date");
    let ask = app.get_with(US, &format!("/alerts/{id}/off"), &[("cookie", cookie.as_str())]).await;
    assert!(ask.body.contains("data-testid=\"alerts-off-confirm\""));
    let status: String = sqlx::query_scalar("SELECT status FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(status, "active", "asking is not turning off");
    let stranger = app.log_in(US, "walt@example.com").await;
    form(&app, US, &format!("/alerts/{id}/off"), &[], Some(&stranger)).await;
    let status: String = sqlx::query_scalar("SELECT status FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(status, "active", "nobody else turns it off");
    let off = form(&app, US, &format!("/alerts/{id}/off"), &[], Some(&cookie)).await;
    assert!(off.body.contains("data-testid=\"alerts-off\""));

    // A known address, not logged in: a confirmation link by mail.
    let (other_tour, _, other_travel, _) = tour_with(&app, TourStatus::Planned);
    let pending = form(
        &app,
        US,
        "/alerts",
        &[("travel", &other_travel.to_string()), ("tour", &other_tour), ("email", "vera@example.com"), ("consent", "accept")],
        None,
    )
    .await;
    assert!(pending.body.contains("data-testid=\"alerts-check-mail\""));
    dispatch_all(&app).await;
    let mail = common::decoded(&mails_with(&app, "Turn on your alerts").pop().expect("the confirmation mail"));
    let token = mail.split("confirm?token=").nth(1).unwrap().split(['\r', '\n', '"', '<']).next().unwrap().to_string();
    let page = app.get(US, &format!("/alerts/confirm?token={token}")).await;
    assert!(page.body.contains("data-testid=\"alerts-confirm\""));
    let confirmed = form(&app, US, "/alerts/confirm", &[("token", &token)], None).await;
    assert!(confirmed.body.contains("data-testid=\"alerts-on\""), "{}", confirmed.body);
    let again = form(&app, US, "/alerts/confirm", &[("token", &token)], None).await;
    assert_eq!(again.status, StatusCode::GONE, "a link works once");
}

#[tokio::test]
async fn an_unconfirmed_request_never_rewrites_an_active_alert() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::Confirmed);
    subscribe_as_visitor(&app, US, "owen@example.com", travel, &tour, &["PRICE_DROPPED"]).await;
    let stored = || async {
        sqlx::query_as::<_, (String, Option<String>, String, String)>(
            "SELECT status, phone, site_origin, currency FROM alerts WHERE email = 'owen@example.com'",
        )
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap()
    };
    let before = stored().await;
    assert_eq!(before.0, "active");

    // Someone else, not logged in, sends the same alert from another edition with a phone.
    let rewrite = form(
        &app,
        IT,
        "/alerts",
        &[
            ("travel", &travel.to_string()),
            ("tour", &tour),
            ("email", "owen@example.com"),
            ("phone", "+39 333 1234567"),
            ("kind", "PRICE_DROPPED"),
        ],
        None,
    )
    .await;
    assert!(rewrite.body.contains("data-testid=\"alerts-check-mail\""), "{}", rewrite.body);
    assert_eq!(stored().await, before, "the active alert is as it was: phone, link host, currency");

    // The owner confirms from the mail: then, and only then, the new values apply.
    dispatch_all(&app).await;
    let mail = app
        .mails()
        .iter()
        .filter(|m| m.contains("To: owen@example.com"))
        .map(|m| common::decoded(m))
        .find(|m| m.contains("confirm?token="))
        .expect("a confirmation mail");
    let token = mail.split("confirm?token=").nth(1).unwrap().split(['\r', '\n', '"', '<']).next().unwrap().to_string();
    let confirmed = form(&app, IT, "/alerts/confirm", &[("token", &token)], None).await;
    assert!(confirmed.body.contains("data-testid=\"alerts-on\""), "{}", confirmed.body);
    let after = stored().await;
    assert_eq!(after.0, "active");
    assert!(after.1.is_some_and(|p| p.contains("333")), "the confirmed phone");
    assert!(after.2.contains("it.localhost"), "the confirmed edition's links: {}", after.2);
}

#[tokio::test]
async fn bad_alert_input_is_refused_clearly() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::Confirmed);
    let t = travel.to_string();
    let bad_mail = form(&app, US, "/alerts", &[("travel", &t), ("tour", &tour), ("email", "nope"), ("consent", "accept")], None).await;
    assert_eq!(bad_mail.status, StatusCode::BAD_REQUEST);
    assert!(bad_mail.body.contains("Invalid email"));
    let bad_phone = form(
        &app,
        US,
        "/alerts",
        &[("travel", &t), ("tour", &tour), ("email", "a@example.com"), ("phone", "call me"), ("consent", "accept")],
        None,
    )
    .await;
    assert!(bad_phone.body.contains("Invalid phone number"));
    let unknown = form(&app, US, "/alerts", &[("travel", "999999"), ("email", "a@example.com")], None).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(count, 0, "nothing stored");
}

#[tokio::test]
async fn failed_sends_retry_with_backoff() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let app = TestApp::with_env(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
    let mut tx = app.state.db.pool.begin().await.unwrap();
    outbox::enqueue(&mut tx, "test:1", "a@example.com", "en-US", &common::question_ack("Hi")).await.unwrap();
    tx.commit().await.unwrap();
    assert!(outbox::dispatch_once(&app.state).await.unwrap().is_empty());
    let (status, attempts, wait): (String, i64, i64) =
        sqlx::query_as("SELECT status, attempts, next_attempt_at - created_at FROM mail_outbox")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!((status.as_str(), attempts), ("pending", 1));
    assert!(wait >= 29, "retried after a backoff, not at once ({wait} s)");
    assert!(outbox::dispatch_once(&app.state).await.unwrap().is_empty(), "not due yet");
}

#[tokio::test]
async fn two_dispatchers_never_send_the_same_mail() {
    let app = app().await;
    let other = app.second_instance().await;
    let mut tx = app.state.db.pool.begin().await.unwrap();
    for n in 0..200 {
        outbox::enqueue(&mut tx, &format!("load:{n}"), &format!("p{n}@example.com"), "en-US", &common::question_ack("Hi")).await.unwrap();
    }
    tx.commit().await.unwrap();
    let run = |state: caravan_server::AppState| async move {
        let mut mine = Vec::new();
        loop {
            let batch = outbox::dispatch_once(&state).await.unwrap();
            if batch.is_empty() {
                return mine;
            }
            mine.extend(batch);
        }
    };
    let (a, b) = tokio::join!(run(app.state.clone()), run(other.state.clone()));
    let mut all: Vec<&String> = a.iter().chain(b.iter()).collect();
    all.sort();
    all.dedup();
    assert_eq!(a.len() + b.len(), 200, "every mail sent once: {} + {}", a.len(), b.len());
    assert_eq!(all.len(), 200, "no mail sent by both");
}

#[tokio::test]
async fn fifty_concurrent_joins_get_fifty_places_and_a_freed_seat_goes_to_one() {
    let app = app().await;
    let (tour, code, _, _) = tour_with(&app, TourStatus::SoldOut);
    let mut users = Vec::new();
    for n in 0..50 {
        let id = uuid::Uuid::new_v4().to_string();
        sqlx::query(
            "INSERT INTO users (id, email, role, privacy_version, edition, created_at) VALUES ($1, $2, 'traveller', 1, 'en-US', 0)",
        )
        .bind(&id)
        .bind(format!("w{n}@example.com"))
        .execute(&app.state.db.pool)
        .await
        .unwrap();
        users.push(id);
    }
    let joins = users.iter().map(|u| waitlist::join(&app.state.db, &tour, u, "us", "http://us.localhost:3000"));
    let places: Vec<_> = futures_util::future::join_all(joins).await.into_iter().map(|p| p.unwrap()).collect();
    let mut positions: Vec<i64> = sqlx::query_scalar("SELECT position FROM waitlist").fetch_all(&app.state.db.pool).await.unwrap();
    positions.sort();
    positions.dedup();
    assert_eq!(positions.len(), 50, "50 distinct positions");
    assert!(places.iter().all(|p| p.number_in_line >= 1 && p.status == "waiting"));

    let freed = import(&app, json!({"tours": [{"code": code, "status": "ALMOST_FULL", "freeSeats": 1}]})).await;
    assert_eq!(freed["alerts"]["waitlistOffers"], 1, "one seat, one offer");
    let offered: Vec<String> =
        sqlx::query_scalar("SELECT user_id FROM waitlist WHERE status = 'offered'").fetch_all(&app.state.db.pool).await.unwrap();
    assert_eq!(offered.len(), 1);
    let first: String =
        sqlx::query_scalar("SELECT user_id FROM waitlist ORDER BY position LIMIT 1").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(offered[0], first, "first come, first served");
    dispatch_all(&app).await;
    assert_eq!(mails_with(&app, "A seat for you").len(), 1);

    // The hold runs out: the next in line gets the seat.
    let later = chrono::Utc::now().timestamp() + 25 * 3600;
    assert_eq!(waitlist::expire_holds(&app.state.db, later, 3600).await.unwrap(), 1);
    let offered_now: Vec<String> =
        sqlx::query_scalar("SELECT user_id FROM waitlist WHERE status = 'offered'").fetch_all(&app.state.db.pool).await.unwrap();
    let second: String =
        sqlx::query_scalar("SELECT user_id FROM waitlist ORDER BY position LIMIT 1 OFFSET 1").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(offered_now, vec![second]);
    let place = waitlist::place(&app.state.db, &tour, &first).await.unwrap().unwrap();
    assert_eq!(place.status, "expired");
}

#[tokio::test]
async fn questions_reach_the_coordinator_and_are_acknowledged() {
    let app = app().await;
    let snapshot = app.state.catalogue.snapshot();
    let coordinator = snapshot.coordinators[0].slug.clone();
    let travel = snapshot.travels[0].id.to_string();
    drop(snapshot);
    let sent = form(
        &app,
        IT,
        "/questions",
        &[("coordinator", &coordinator), ("travel", &travel), ("email", "lia@example.it"), ("message", "Serve il visto?"), ("back", "/")],
        None,
    )
    .await;
    assert!(sent.body.contains("data-testid=\"question-sent\""), "{}", sent.body);
    dispatch_all(&app).await;
    assert_eq!(mails_with(&app, &format!("To: {coordinator}@coordinators.caravan-trips.com")).len(), 1);
    let copy = mails_with(&app, "To: lia@example.it");
    assert_eq!(copy.len(), 1, "the traveller's copy");
    assert!(common::decoded(&copy[0]).contains("Serve il visto?"), "the traveller's copy says what was asked");
    let to_coordinator = mails_with(&app, &format!("To: {coordinator}@coordinators.caravan-trips.com"));
    assert!(common::decoded(&to_coordinator[0]).contains("Serve il visto?"), "the coordinator reads it");
    // Asked from the coordinator's own page (no trip): the copy links that page, not the home page.
    let from_profile =
        form(&app, IT, "/questions", &[("coordinator", &coordinator), ("email", "ugo@example.it"), ("message", "Dove sarai?")], None).await;
    assert!(from_profile.body.contains("data-testid=\"question-sent\""), "{}", from_profile.body);
    dispatch_all(&app).await;
    let copy = common::decoded(&mails_with(&app, "To: ugo@example.it")[0]);
    assert!(copy.contains(&format!("/coordinatori/{coordinator}")), "{copy}");
    // The question is quoted as text, never as markup, in both copies.
    let markup = "<a href=\"https://evil.example\">win</a> & co";
    let sent = form(&app, IT, "/questions", &[("coordinator", &coordinator), ("email", "eva@example.it"), ("message", markup)], None).await;
    assert!(sent.body.contains("data-testid=\"question-sent\""), "{}", sent.body);
    dispatch_all(&app).await;
    for to in ["To: eva@example.it".to_string(), format!("To: {coordinator}@coordinators.caravan-trips.com")] {
        let mail = mails_with(&app, &to).iter().map(|m| common::decoded(m)).find(|m| m.contains("evil.example")).expect("quoted");
        let html = mail.split("Content-Type: text/html").nth(1).expect("an HTML part");
        assert!(html.contains("&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt; &amp; co"), "escaped: {html}");
        assert!(!html.contains("<a href=\"https://evil.example\">"), "no live link: {html}");
    }
    let empty = form(&app, IT, "/questions", &[("coordinator", &coordinator), ("email", "lia@example.it"), ("message", "   ")], None).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    assert!(empty.body.contains("Scrivi prima la tua domanda"), "an empty question is told so, in Italian: {}", empty.body);
    let too_long = "x".repeat(2001);
    let refused =
        form(&app, IT, "/questions", &[("coordinator", &coordinator), ("email", "lia@example.it"), ("message", &too_long)], None).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM coordinator_questions").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(stored, 3, "the three accepted questions, not the refused ones");
    let mut last = StatusCode::OK;
    for _ in 0..5 {
        last = form(&app, IT, "/questions", &[("coordinator", &coordinator), ("email", "lia@example.it"), ("message", "Ancora?")], None)
            .await
            .status;
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "five an hour per address");
}

#[tokio::test]
async fn alert_question_and_waitlist_forms_refuse_another_origin() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::Confirmed);
    let cookie = app.log_in(US, "xena@example.com").await;
    let t = travel.to_string();
    for (path, body) in [
        ("/alerts", format!("travel={t}&tour={tour}&email=xena%40example.com&consent=accept")),
        ("/alerts/verify", "email=xena%40example.com&code=123456".to_string()),
        ("/alerts/resend", "email=xena%40example.com&consent=decline".to_string()),
        ("/alerts/confirm", "token=abc".to_string()),
        ("/alerts/unsubscribe", "token=abc".to_string()),
        ("/alerts/some-id/off", String::new()),
        ("/questions", "coordinator=x&email=xena%40example.com&message=hi".to_string()),
        ("/waitlist", format!("tour={tour}")),
    ] {
        let request = Request::post(path)
            .header("host", US)
            .header("origin", "https://evil.example")
            .header("cookie", cookie.as_str())
            .header("content-type", "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .unwrap();
        assert_eq!(app.request(request).await.status, StatusCode::FORBIDDEN, "{path}");
    }
    let stored: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM alerts) + (SELECT COUNT(*) FROM coordinator_questions) + (SELECT COUNT(*) FROM waitlist)",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(stored, 0, "nothing was stored");
}

#[tokio::test]
async fn a_wrong_alert_code_keeps_the_code_page_which_offers_a_new_code() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::Confirmed);
    let travel = travel.to_string();
    let email = "rio@example.com";
    let asked = form(
        &app,
        US,
        "/alerts",
        &[("travel", &travel), ("tour", &tour), ("email", email), ("consent", "decline"), ("back", "/"), ("kind", "PRICE_DROPPED")],
        None,
    )
    .await;
    assert!(asked.body.contains("data-testid=\"message-resend\""), "the code page offers a new code");
    let step = [("email", email), ("back", "/"), ("consent", "decline")];
    // A wrong code: the same page, with the reason and the code field, not a dead end.
    let wrong = form(&app, US, "/alerts/verify", &[step[0], step[1], step[2], ("code", "000000")], None).await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
    for part in
        ["data-testid=\"alerts-code\"", "data-testid=\"message-error\"", "data-testid=\"message-code\"", "data-testid=\"message-resend\""]
    {
        assert!(wrong.body.contains(part), "{part}: {}", wrong.body);
    }
    // A new code at once is refused with the wait, still on the code page.
    let too_soon = form(&app, US, "/alerts/resend", &step, None).await;
    assert_eq!(too_soon.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(too_soon.body.contains("data-testid=\"message-code\""), "{}", too_soon.body);
    // After the wait a new code comes, and it turns the alert on.
    let first = app.last_code_for(email);
    common::skip_resend_countdown(&app).await;
    let again = form(&app, US, "/alerts/resend", &step, None).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.body);
    let second = app.last_code_for(email);
    assert_ne!(first, second, "a new code was mailed");
    let verified = form(&app, US, "/alerts/verify", &[step[0], step[1], step[2], ("code", &second)], None).await;
    assert!(verified.body.contains("data-testid=\"alerts-on\""), "{}", verified.body);
}

/// A mistyped address or phone brings the form back as filled in, with the reason beside the
/// field and status 400 (issue 24: it was a separate error page), in the visitor's language.
#[tokio::test]
async fn a_mistyped_alert_form_comes_back_with_the_reason_beside_the_field() {
    let app = app().await;
    let (tour, _, travel, _) = tour_with(&app, TourStatus::Confirmed);
    let travel = travel.to_string();
    let fields = |email: &'static str, phone: &'static str| {
        vec![
            ("travel", travel.clone()),
            ("tour", tour.clone()),
            ("email", email.into()),
            ("phone", phone.into()),
            ("consent", "decline".into()),
            ("back", "/".into()),
            ("kind", "PRICE_DROPPED".into()),
        ]
    };
    let post = |pairs: Vec<(&'static str, String)>, host: &'static str| {
        let app = &app;
        async move {
            let refs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
            form(app, host, "/alerts", &refs, None).await
        }
    };
    let bad_email = post(fields("ana@@example", "+39 333 1234567"), US).await;
    assert_eq!(bad_email.status, StatusCode::BAD_REQUEST);
    assert!(bad_email.body.contains("data-testid=\"notify-me-form\""), "the form again: {}", bad_email.body);
    assert!(bad_email.body.contains("data-testid=\"alert-email-error\""), "the reason beside the address");
    assert!(bad_email.body.contains("value=\"ana@@example\""), "the address as typed");
    assert!(bad_email.body.contains("value=\"+39 333 1234567\""), "the phone kept");
    assert!(bad_email.body.contains("aria-invalid=\"true\""));
    let bad_phone = post(fields("ana@example.com", "call me maybe"), IT).await;
    assert_eq!(bad_phone.status, StatusCode::BAD_REQUEST);
    assert!(bad_phone.body.contains("data-testid=\"alert-phone-error\""), "{}", bad_phone.body);
    assert!(bad_phone.body.contains("value=\"ana@example.com\""), "the address kept");
    assert!(bad_phone.body.contains("lang=\"it-IT\"") && bad_phone.body.contains("Numero di telefono"), "in the visitor's language");
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM alerts").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(stored, 0, "nothing stored from a refused form");
}
