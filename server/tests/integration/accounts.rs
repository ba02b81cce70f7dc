//! Accounts end to end through the real router: one-time codes read from the
//! mail outbox, sessions, rate limits, the wishlist, group info, the profile
//! area and the refusals that protect them.

use crate::common;

use axum::http::StatusCode;
use common::{session_cookie, skip_resend_countdown, TestApp};
use serde_json::Value;

const US: &str = "us.localhost:3000";
const IT: &str = "it.localhost:3000";

fn with_cookie(cookie: &str) -> [(&str, &str); 1] {
    [("cookie", cookie)]
}

async fn any_tour(app: &TestApp) -> (String, i64) {
    let snapshot = app.state.catalogue.snapshot();
    let tour = snapshot.tours.iter().find(|t| t.free_seats < 10).expect("a tour with travellers");
    (tour.id.clone(), snapshot.travels[tour.travel].id)
}

async fn sql(app: &TestApp, statement: &str) {
    sqlx::query(statement).execute(&app.state.db.pool).await.expect(statement);
}

#[tokio::test]
async fn a_new_user_logs_in_with_the_code_from_the_mail() {
    let app = TestApp::new().await;
    let step1 = app.post_json(US, "/api/auth/email", r#"{"email":"  Anna@Example.com "}"#).await;
    assert_eq!(step1.status, StatusCode::OK);
    assert_eq!(step1.json()["existingUser"], false);
    assert_eq!(step1.header("cache-control"), "no-store");

    let no_choice = app.post_json(US, "/api/auth/code", r#"{"email":"anna@example.com"}"#).await;
    assert_eq!(no_choice.status, StatusCode::BAD_REQUEST);
    assert_eq!(no_choice.json()["error"]["code"], "CONSENT_REQUIRED");
    assert!(app.mails().is_empty(), "no mail before the consent choice");

    let sent = app.post_json(US, "/api/auth/code", r#"{"email":"anna@example.com","marketingConsent":false}"#).await;
    assert_eq!(sent.status, StatusCode::ACCEPTED, "{}", sent.body);
    assert_eq!(sent.json()["resendAfterSeconds"], 30);
    assert_eq!(sent.json()["expiresInSeconds"], 600);
    let mails = app.mails();
    assert_eq!(mails.len(), 1);
    let mail = &mails[0];
    assert!(mail.contains("To: anna@example.com"));
    assert!(mail.contains("Content-Type: text/plain") && mail.contains("Content-Type: text/html"), "plain text and HTML parts");
    let code = app.last_code_for("anna@example.com");
    // Stored hashed: the digits are nowhere in the database.
    let stored: String = sqlx::query_scalar("SELECT code_hash FROM one_time_codes").fetch_one(&app.state.db.pool).await.unwrap();
    assert!(!stored.contains(&code) && stored.len() == 64);

    let wrong = if code == "000000" { "111111" } else { "000000" };
    let refused = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"anna@example.com","code":"{wrong}"}}"#)).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.json()["error"]["code"], "WRONG_CODE");
    assert_eq!(refused.json()["error"]["message"], "The code is wrong");
    assert_eq!(refused.json()["error"]["remainingTries"], 4);

    let verified = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"anna@example.com","code":"{code}"}}"#)).await;
    assert_eq!(verified.status, StatusCode::OK, "{}", verified.body);
    assert_eq!(verified.json()["user"]["email"], "anna@example.com");
    assert_eq!(verified.json()["user"]["marketingConsent"], false);
    let set_cookie = verified.header("set-cookie").to_string();
    assert!(set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Lax") && !set_cookie.contains("Secure"), "{set_cookie}");
    let cookie = session_cookie(&verified).unwrap();

    let session = app.get_with(US, "/api/session", &with_cookie(&cookie)).await;
    assert_eq!(session.json()["loggedIn"], true);
    assert_eq!(session.json()["user"]["email"], "anna@example.com");
    assert!(session.json()["user"]["pictureImage"].as_str().unwrap().starts_with("/images/avatar/"));

    // A code works once.
    let again = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"anna@example.com","code":"{code}"}}"#)).await;
    assert_eq!(again.json()["error"]["code"], "CODE_MISSING");

    // The next time the address is known: step-2-existing-user, no consent asked.
    let known = app.post_json(US, "/api/auth/email", r#"{"email":"anna@example.com"}"#).await;
    assert_eq!(known.json()["existingUser"], true);
}

#[tokio::test]
async fn bad_addresses_are_refused_in_the_visitors_language() {
    let app = TestApp::new().await;
    // a@[127.0.0.1] passed this check and then failed in the mailer with a 503 (issue 23, M10).
    for body in [r#"{"email":"anna"}"#, r#"{"email":"anna@example"}"#, r#"{"email":"a b@example.com"}"#, r#"{"email":"a@[127.0.0.1]"}"#] {
        let reply = app.post_json(US, "/api/auth/code", body).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(reply.json()["error"]["code"], "INVALID_EMAIL");
        assert_eq!(reply.json()["error"]["message"], "Invalid email");
    }
    let italian = app.post_json(IT, "/api/auth/email", r#"{"email":"nope"}"#).await;
    assert_eq!(italian.json()["error"]["message"], "Email non valida");
    let not_json = app.post_json(US, "/api/auth/code", "{email: nope").await;
    assert_eq!(not_json.status, StatusCode::BAD_REQUEST);
    assert_eq!(not_json.json()["error"]["code"], "INVALID_BODY");
    assert!(app.mails().is_empty());
}

#[tokio::test]
async fn five_wrong_tries_kill_the_code() {
    let app = TestApp::new().await;
    app.post_json(US, "/api/auth/code", r#"{"email":"ben@example.com","marketingConsent":true}"#).await;
    let code = app.last_code_for("ben@example.com");
    let wrong = if code == "999999" { "888888" } else { "999999" };
    for remaining in (0..5).rev() {
        let reply = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"ben@example.com","code":"{wrong}"}}"#)).await;
        if remaining > 0 {
            assert_eq!(reply.json()["error"]["remainingTries"], remaining);
        } else {
            assert_eq!(reply.json()["error"]["code"], "TOO_MANY_TRIES");
        }
    }
    let right_too_late = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"ben@example.com","code":"{code}"}}"#)).await;
    assert_eq!(right_too_late.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(right_too_late.json()["error"]["code"], "TOO_MANY_TRIES");
    assert!(session_cookie(&right_too_late).is_none());
}

#[tokio::test]
async fn codes_expire_after_ten_minutes() {
    let app = TestApp::new().await;
    app.post_json(US, "/api/auth/code", r#"{"email":"cleo@example.com","marketingConsent":true}"#).await;
    let code = app.last_code_for("cleo@example.com");
    let lifetime: i64 =
        sqlx::query_scalar("SELECT expires_at - created_at FROM one_time_codes").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(lifetime, 600);
    sql(&app, "UPDATE one_time_codes SET expires_at = created_at - 1").await;
    let reply = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"cleo@example.com","code":"{code}"}}"#)).await;
    assert_eq!(reply.status, StatusCode::GONE);
    assert_eq!(reply.json()["error"]["code"], "CODE_EXPIRED");
}

#[tokio::test]
async fn codes_are_rate_limited_per_address_and_per_client() {
    let app = TestApp::with_env(&[("TRUST_FORWARDED_FOR", "1")]).await;
    let ask = |email: &'static str, client: &'static str| {
        let app = &app;
        async move {
            let body = format!(r#"{{"email":"{email}","marketingConsent":true}}"#);
            app.call("POST", US, "/api/auth/code", Some(&body), &[("x-forwarded-for", client)]).await
        }
    };
    // The resend countdown: a second code within 30 s is refused, with how long to wait.
    assert_eq!(ask("dan@example.com", "10.0.0.1").await.status, StatusCode::ACCEPTED);
    let too_soon = ask("dan@example.com", "10.0.0.1").await;
    assert_eq!(too_soon.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(too_soon.json()["error"]["code"], "RATE_LIMITED");
    let wait = too_soon.json()["error"]["retryAfterSeconds"].as_i64().unwrap();
    assert!((1..=30).contains(&wait));
    assert_eq!(too_soon.header("retry-after"), wait.to_string());
    assert!(too_soon.json()["error"]["message"].as_str().unwrap().contains(&wait.to_string()));

    // Five codes an hour per address, whatever the client.
    for n in 2..=5 {
        skip_resend_countdown(&app).await;
        let client = if n % 2 == 0 { "10.0.0.2" } else { "10.0.0.3" };
        assert_eq!(ask("dan@example.com", client).await.status, StatusCode::ACCEPTED, "code {n}");
    }
    skip_resend_countdown(&app).await;
    assert_eq!(ask("dan@example.com", "10.0.0.4").await.status, StatusCode::TOO_MANY_REQUESTS, "sixth code in an hour");

    // Twenty codes an hour per client, whatever the address.
    const ADDRESSES: [&str; 21] = [
        "u1@example.com",
        "u2@example.com",
        "u3@example.com",
        "u4@example.com",
        "u5@example.com",
        "u6@example.com",
        "u7@example.com",
        "u8@example.com",
        "u9@example.com",
        "u10@example.com",
        "u11@example.com",
        "u12@example.com",
        "u13@example.com",
        "u14@example.com",
        "u15@example.com",
        "u16@example.com",
        "u17@example.com",
        "u18@example.com",
        "u19@example.com",
        "u20@example.com",
        "u21@example.com",
    ];
    for (i, email) in ADDRESSES.iter().enumerate() {
        let expected = if i < 20 { StatusCode::ACCEPTED } else { StatusCode::TOO_MANY_REQUESTS };
        assert_eq!(ask(email, "10.9.9.9").await.status, expected, "code {} from one client", i + 1);
    }
    // Another client is not held back.
    assert_eq!(ask("u21@example.com", "10.9.9.8").await.status, StatusCode::ACCEPTED);
}

#[tokio::test]
async fn code_checks_are_rate_limited_per_client() {
    let app = TestApp::with_env(&[("TRUST_FORWARDED_FOR", "1")]).await;
    let mut last = StatusCode::OK;
    for n in 0..31 {
        let body = format!(r#"{{"email":"guess{n}@example.com","code":"123456"}}"#);
        last = app.call("POST", US, "/api/auth/verify", Some(&body), &[("x-forwarded-for", "10.1.1.1")]).await.status;
        if n < 30 {
            assert_eq!(last, StatusCode::BAD_REQUEST, "check {n}");
        }
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "the 31st check in ten minutes");
}

#[tokio::test]
async fn protected_answers_refuse_without_a_session() {
    let app = TestApp::new().await;
    let (tour, travel) = any_tour(&app).await;
    let bogus = [("cookie", "caravan_session=not-a-real-session")];
    for (method, path) in [
        ("GET", "/api/wishlist".to_string()),
        ("PUT", format!("/api/wishlist/travels/{travel}")),
        ("DELETE", format!("/api/wishlist/travels/{travel}")),
        ("PUT", format!("/api/wishlist/tours/{tour}")),
        ("DELETE", format!("/api/wishlist/tours/{tour}")),
        ("GET", format!("/api/tours/{tour}/group-info")),
    ] {
        for headers in [&[][..], &bogus[..]] {
            let reply = app.call(method, US, &path, None, headers).await;
            assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{method} {path}");
            assert_eq!(reply.json()["error"]["code"], "UNAUTHENTICATED");
        }
    }
    let session = app.get(US, "/api/session").await;
    assert_eq!(session.json(), serde_json::json!({ "loggedIn": false, "user": null }));
    let me = app.get_with(US, "/api/backoffice/users/me", &[("authorization", "Bearer nope")]).await;
    assert_eq!(me.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn every_state_changing_call_refuses_another_origin() {
    let app = TestApp::new().await;
    let cookie = app.log_in(US, "eve-target@example.com").await;
    let (tour, travel) = any_tour(&app).await;
    let evil = [("origin", "https://evil.example"), ("cookie", cookie.as_str())];
    let calls: Vec<(&str, String, Option<&str>)> = vec![
        ("POST", "/api/auth/email".into(), Some(r#"{"email":"x@example.com"}"#)),
        ("POST", "/api/auth/code".into(), Some(r#"{"email":"x@example.com","marketingConsent":true}"#)),
        ("POST", "/api/auth/verify".into(), Some(r#"{"email":"x@example.com","code":"123456"}"#)),
        ("POST", "/api/auth/logout".into(), None),
        ("PUT", format!("/api/wishlist/travels/{travel}"), None),
        ("DELETE", format!("/api/wishlist/travels/{travel}"), None),
        ("PUT", format!("/api/wishlist/tours/{tour}"), None),
        ("DELETE", format!("/api/wishlist/tours/{tour}"), None),
        ("POST", "/logout".into(), None),
        ("POST", "/account/consents".into(), None),
        ("POST", "/account/details".into(), None),
        ("POST", "/oauth/authorize".into(), None),
        ("POST", "/oauth/token".into(), None),
    ];
    for (method, path, body) in &calls {
        let reply = app.call(method, US, path, *body, &evil).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{method} {path}");
    }
    // Nothing happened: still logged in, nothing saved, no mail but the login's.
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&cookie)).await.json()["loggedIn"], true);
    assert_eq!(app.get_with(US, "/api/wishlist", &with_cookie(&cookie)).await.json(), serde_json::json!({"travels": [], "tours": []}));
    assert_eq!(app.mails().len(), 1);
}

#[tokio::test]
async fn the_wishlist_saves_once_and_asks_before_removing_a_trip_with_departures() {
    let app = TestApp::new().await;
    let cookie = app.log_in(US, "fay@example.com").await;
    let headers = with_cookie(&cookie);
    let (tour, travel) = any_tour(&app).await;
    for _ in 0..3 {
        let saved = app.call("PUT", US, &format!("/api/wishlist/travels/{travel}"), None, &headers).await;
        assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    }
    // Concurrent saves of one departure: one row.
    let path = format!("/api/wishlist/tours/{tour}");
    let saves = (0..16).map(|_| app.call("PUT", US, &path, None, &headers));
    // Polled together, so they race inside the router and the database.
    for reply in futures_util::future::join_all(saves).await {
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.body);
    }
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM wishlist_items").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(rows, 2, "one trip, one departure");
    let list = app.get_with(US, "/api/wishlist", &headers).await.json();
    assert_eq!(list["travels"], serde_json::json!([{ "id": travel, "wishlistedToursCount": 1 }]));
    assert_eq!(list["tours"], serde_json::json!([{ "id": tour, "travelId": travel }]));

    let unknown = app.call("PUT", US, "/api/wishlist/tours/00000000-0000-4000-8000-000000000000", None, &headers).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let garbage = app.call("PUT", US, "/api/wishlist/travels/abc", None, &headers).await;
    assert_eq!(garbage.status, StatusCode::NOT_FOUND);

    let ask = app.call("DELETE", US, &format!("/api/wishlist/travels/{travel}"), None, &headers).await;
    assert_eq!(ask.status, StatusCode::CONFLICT);
    assert_eq!(ask.json()["error"]["code"], "WISHLIST_HAS_TOURS");
    assert_eq!(ask.json()["error"]["toursCount"], 1);
    assert_eq!(app.get_with(US, "/api/wishlist", &headers).await.json()["tours"].as_array().unwrap().len(), 1, "nothing removed yet");
    // Only true or false is an answer, in the JSON envelope; a repeated key takes the last.
    let unclear = app.call("DELETE", US, &format!("/api/wishlist/travels/{travel}?withTours=AAA"), None, &headers).await;
    assert_eq!((unclear.status, unclear.json()["error"]["code"].as_str()), (StatusCode::BAD_REQUEST, Some("INVALID_QUERY")));
    let twice = app.call("DELETE", US, &format!("/api/wishlist/travels/{travel}?withTours=true&withTours=false"), None, &headers).await;
    assert_eq!(twice.status, StatusCode::CONFLICT, "{}", twice.body);
    let removed = app.call("DELETE", US, &format!("/api/wishlist/travels/{travel}?withTours=true"), None, &headers).await;
    assert_eq!(removed.json()["removedTours"], 1);
    assert_eq!(app.get_with(US, "/api/wishlist", &headers).await.json(), serde_json::json!({"travels": [], "tours": []}));
}

#[tokio::test]
async fn a_visitor_saves_by_e_mail_and_becomes_a_user() {
    let app = TestApp::new().await;
    let (tour, travel) = any_tour(&app).await;
    let body = format!(r#"{{"email":"gus@example.com","marketingConsent":true,"save":{{"kind":"tour","id":"{tour}"}}}}"#);
    assert_eq!(app.post_json(US, "/api/auth/code", &body).await.status, StatusCode::ACCEPTED);
    let users = "SELECT COUNT(*) FROM users WHERE email = 'gus@example.com'";
    assert_eq!(sqlx::query_scalar::<_, i64>(users).fetch_one(&app.state.db.pool).await.unwrap(), 0, "no account before the code");
    let code = app.last_code_for("gus@example.com");
    let verified = app.post_json(US, "/api/auth/verify", &format!(r#"{{"email":"gus@example.com","code":"{code}"}}"#)).await;
    assert_eq!(verified.json()["saved"], serde_json::json!({ "kind": "tour", "id": tour }));
    assert_eq!(verified.json()["user"]["marketingConsent"], true);
    let cookie = session_cookie(&verified).unwrap();
    let list = app.get_with(US, "/api/wishlist", &with_cookie(&cookie)).await.json();
    assert_eq!(list["tours"], serde_json::json!([{ "id": tour, "travelId": travel }]));
    let bad_save = r#"{"email":"hal@example.com","marketingConsent":true,"save":{"kind":"tour","id":"nope"}}"#;
    assert_eq!(app.post_json(US, "/api/auth/code", bad_save).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn group_info_is_for_logged_in_users() {
    let app = TestApp::new().await;
    let (tour, _) = any_tour(&app).await;
    assert_eq!(app.get(US, &format!("/api/tours/{tour}/group-info")).await.status, StatusCode::UNAUTHORIZED);
    let cookie = app.log_in(US, "ida@example.com").await;
    let info = app.get_with(US, &format!("/api/tours/{tour}/group-info"), &with_cookie(&cookie)).await;
    assert_eq!(info.status, StatusCode::OK);
    assert!(info.header("cache-control").contains("no-store"));
    let info: Value = info.json();
    let travellers = info["travellersCount"].as_i64().unwrap();
    let free = app.state.catalogue.snapshot().tour_by_id(&tour).unwrap().free_seats;
    assert_eq!(travellers, 15 - free, "the demo's bookings hold every taken seat");
    let told = info["genders"]["male"].as_i64().unwrap() + info["genders"]["female"].as_i64().unwrap();
    assert!(told > 0 && told <= travellers, "the bookers who told their gender: {told} of {travellers}");
    assert!(info["expectedGroupSize"].as_i64().unwrap() >= travellers);
    let missing = app.get_with(US, "/api/tours/no-such-tour/group-info", &with_cookie(&cookie)).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn admins_are_logged_out_on_the_public_site() {
    let app = TestApp::new().await;
    let cookie = app.log_in(US, "staff@example.com").await;
    sql(&app, "UPDATE users SET role = 'admin' WHERE email = 'staff@example.com'").await;
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&cookie)).await.json()["loggedIn"], false);
    let sessions: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sessions").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(sessions, 0, "the admin's session is ended, not just hidden");
}

#[tokio::test]
async fn an_outdated_privacy_policy_sends_the_user_to_their_communications() {
    let app = TestApp::new().await;
    let cookie = app.log_in(US, "jo@example.com").await;
    sql(&app, "UPDATE users SET privacy_version = 0").await;
    let refused = app.get_with(US, "/api/session", &with_cookie(&cookie)).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let error = &refused.json()["error"];
    assert_eq!(error["code"], "USER_PRIVACY_POLICY_ERROR");
    assert!(error["userId"].as_str().is_some_and(|id| id.len() == 36));
    assert_eq!(error["redirectTo"], "/account#communications");
    let page = app.get_with(US, "/account", &with_cookie(&cookie)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-testid=\"privacy-form\""));
    let accepted = app
        .call("POST", US, "/account/consents", None, &[("cookie", cookie.as_str()), ("content-type", "application/x-www-form-urlencoded")])
        .await;
    assert_eq!(accepted.status, StatusCode::SEE_OTHER, "{}", accepted.body);
    let form = app
        .request(
            axum::http::Request::post("/account/consents")
                .header("host", US)
                .header("cookie", cookie.as_str())
                .header("content-type", "application/x-www-form-urlencoded")
                .body(axum::body::Body::from("privacy=accept&marketing=decline"))
                .unwrap(),
        )
        .await;
    assert_eq!(form.status, StatusCode::SEE_OTHER);
    let session = app.get_with(US, "/api/session", &with_cookie(&cookie)).await;
    assert_eq!(session.status, StatusCode::OK);
    assert_eq!(session.json()["user"]["marketingConsent"], false);
}

#[tokio::test]
async fn logging_in_again_rotates_the_session_and_logging_out_ends_it() {
    let app = TestApp::new().await;
    let first = app.log_in(US, "kim@example.com").await;
    // Logging in from a browser that has a session replaces it.
    skip_resend_countdown(&app).await;
    app.call("POST", US, "/api/auth/code", Some(r#"{"email":"kim@example.com"}"#), &with_cookie(&first)).await;
    let code = app.last_code_for("kim@example.com");
    let body = format!(r#"{{"email":"kim@example.com","code":"{code}"}}"#);
    let second = app.call("POST", US, "/api/auth/verify", Some(&body), &with_cookie(&first)).await;
    let second = session_cookie(&second).unwrap();
    assert_ne!(first, second);
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&first)).await.json()["loggedIn"], false, "the old id is dead");
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&second)).await.json()["loggedIn"], true);

    let out = app.call("POST", US, "/logout", None, &with_cookie(&second)).await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    assert_eq!(out.header("location"), "/");
    assert!(out.header("set-cookie").starts_with("caravan_session=;") && out.header("set-cookie").contains("Max-Age=0"));
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&second)).await.json()["loggedIn"], false);
}

#[tokio::test]
async fn sessions_survive_a_restart() {
    let app = TestApp::new().await;
    let cookie = app.log_in(US, "lea@example.com").await;
    let restarted = app.second_instance().await;
    assert_eq!(restarted.get_with(US, "/api/session", &with_cookie(&cookie)).await.json()["loggedIn"], true);
}

#[tokio::test]
async fn personal_pages_are_rendered_for_the_visitor_and_never_cached() {
    let app = TestApp::new().await;
    let visitor = app.get(US, "/wishlist").await;
    assert_eq!(visitor.status, StatusCode::OK);
    assert!(visitor.body.contains("data-testid=\"wishlist-login\""));
    assert_eq!(visitor.header("cache-control"), "private, no-store");
    assert_eq!(app.get(US, "/account").await.status, StatusCode::SEE_OTHER, "the profile area needs a login");

    let cookie = app.log_in(US, "max@example.com").await;
    let (tour, travel) = any_tour(&app).await;
    app.call("PUT", US, &format!("/api/wishlist/travels/{travel}"), None, &with_cookie(&cookie)).await;
    app.call("PUT", US, &format!("/api/wishlist/tours/{tour}"), None, &with_cookie(&cookie)).await;
    let page = app.get_with(US, "/wishlist", &with_cookie(&cookie)).await;
    assert_eq!(page.header("cache-control"), "private, no-store");
    assert!(page.body.contains("data-testid=\"wishlist-travels\""));
    assert!(page.body.contains("data-testid=\"wishlist-tours\""));
    assert!(page.body.contains(&tour), "the saved departure's heart");
    let italian = app.log_in(IT, "max-it@example.com").await;
    app.call("PUT", IT, &format!("/api/wishlist/travels/{travel}"), None, &with_cookie(&italian)).await;
    let pagina = app.get_with(IT, "/preferiti", &with_cookie(&italian)).await;
    assert!(pagina.body.contains("data-testid=\"wishlist-travels\"") && pagina.body.contains("lang=\"it"));

    // The public page after all this holds nothing of anyone.
    let public = app.get_with(US, "/", &with_cookie(&cookie)).await;
    assert!(!public.body.contains("max@example.com"));
    assert!(public.body.contains("data-island=\"account-menu\""));
    let account = app.get_with(US, "/account", &with_cookie(&cookie)).await;
    assert!(account.body.contains("max@example.com") && account.body.contains("id=\"communications\""));
}

#[tokio::test]
async fn expired_sessions_codes_and_counters_are_swept() {
    let app = TestApp::new().await;
    let live = app.log_in(US, "nia@example.com").await;
    let old = app.log_in(US, "oli@example.com").await;
    app.post_json(US, "/api/auth/code", r#"{"email":"pat@example.com","marketingConsent":true}"#).await;
    let now = chrono::Utc::now().timestamp();
    sql(&app, "UPDATE sessions SET expires_at = 1 WHERE user_id = (SELECT id FROM users WHERE email = 'oli@example.com')").await;
    sql(&app, "UPDATE one_time_codes SET expires_at = 1").await;
    sql(&app, "INSERT INTO rate_slots (bucket, slot, at) VALUES ('code-client:old', 0, 1)").await;
    let removed = caravan_server::accounts::sweep::sweep(&app.state.db, now).await.unwrap();
    assert_eq!(removed, 3, "one session, one code, one counter");
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&live)).await.json()["loggedIn"], true);
    assert_eq!(app.get_with(US, "/api/session", &with_cookie(&old)).await.json()["loggedIn"], false);
}
