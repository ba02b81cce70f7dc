//! Every mail a visitor can cause, as sent, through the real flows (the API,
//! the forms, the outbox dispatcher) into the in-memory mailer, in two
//! languages: `insta` pins subject, recipients and both bodies. The alert
//! mails are pinned where they are rendered (`alerts::mails`); these are the
//! mails of accounts and questions.

use crate::common;

use axum::body::Body;
use axum::http::Request;
use caravan_server::alerts::outbox;
use caravan_server::mail::Mail;
use common::TestApp;

const EDITIONS: [(&str, &str); 2] = [("en-US", "us.localhost:3000"), ("it-IT", "it.localhost:3000")];

/// A mail with its one-time code (random) replaced by a marker.
fn pinned(mail: &Mail) -> Mail {
    let code = common::code_in(&mail.text).unwrap_or_default();
    let hide = |text: &str| if code.is_empty() { text.to_string() } else { text.replace(&code, "[CODE]") };
    Mail { subject: hide(&mail.subject), text: hide(&mail.text), html: hide(&mail.html), ..mail.clone() }
}

#[tokio::test]
async fn the_one_time_code_mail_in_two_languages() {
    let (app, mailer) = TestApp::with_memory_mailer().await;
    for (locale, host) in EDITIONS {
        let email = format!("ada.{}@example.com", &locale[..2]);
        let sent = app.post_json(host, "/api/auth/code", &format!(r#"{{"email":"{email}","marketingConsent":true}}"#)).await;
        assert_eq!(sent.status, 202, "{}", sent.body);
        let mail = mailer.sent().into_iter().rfind(|m| m.to == email).expect("a code mail");
        assert!(common::code_in(&mail.text).is_some_and(|code| code.len() == 6), "{}", mail.text);
        insta::assert_json_snapshot!(format!("code.{locale}"), pinned(&mail));
    }
}

#[tokio::test]
async fn question_mails_in_two_languages() {
    let (app, mailer) = TestApp::with_memory_mailer().await;
    let snapshot = app.state.catalogue.snapshot();
    let coordinator = snapshot.coordinators[0].slug.clone();
    let travel = snapshot.travels[0].id.to_string();
    drop(snapshot);
    for (locale, host) in EDITIONS {
        let before = mailer.sent().len();
        let email = format!("lia.{}@example.com", &locale[..2]);
        let pairs = [("coordinator", coordinator.as_str()), ("travel", &travel), ("email", &email), ("message", "Visa?"), ("back", "/")];
        let body = form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish();
        let request = Request::post("/questions").header("host", host).header("content-type", "application/x-www-form-urlencoded");
        let reply = app.request(request.body(Body::from(body)).unwrap()).await;
        assert!(reply.body.contains("data-testid=\"question-sent\""), "{}", reply.body);
        while !outbox::dispatch_once(&app.state).await.unwrap().is_empty() {}
        let mut mails: Vec<Mail> = mailer.sent().split_off(before);
        mails.sort_by(|a, b| a.to.cmp(&b.to));
        assert_eq!(mails.len(), 2, "the coordinator's mail and the traveller's copy: {mails:?}");
        insta::assert_json_snapshot!(format!("question.{locale}"), mails);
    }
}

#[tokio::test]
async fn a_mail_is_sent_once_per_outbox_id() {
    let (app, mailer) = TestApp::with_memory_mailer().await;
    let mail = Mail { to: "a@example.com".into(), subject: "Hi".into(), text: "Hi".into(), html: "<p>Hi</p>".into(), unsubscribe: None };
    app.state.mailer.send_once(mail.clone(), "outbox-1").await.unwrap();
    app.state.mailer.send_once(mail, "outbox-1").await.unwrap();
    assert_eq!(mailer.sent().len(), 1);
}
