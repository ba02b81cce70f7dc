//! The traveller's details on the profile (spec §5: the tax code is mandatory for Italy and
//! Spain only): refused fields come back with what was typed and the reason in the page's
//! language; accepted ones are kept for checkout.

use crate::common::TestApp;
use axum::body::Body;
use axum::http::{Request, StatusCode};

const IT: &str = "it.localhost:3000";
const ES: &str = "es.localhost:3000";
const US: &str = "us.localhost:3000";

async fn send(app: &TestApp, host: &str, cookie: &str, form: &str) -> crate::common::Reply {
    let request = Request::post("/account/details")
        .header("host", host)
        .header("cookie", cookie)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(Body::from(form.to_string()))
        .unwrap();
    app.request(request).await
}

async fn stored(app: &TestApp, email: &str) -> (String, String, String) {
    let user = caravan_server::accounts::users::find_by_email(&app.state.db, email).await.unwrap().expect("the user");
    (user.details.first_name, user.details.last_name, user.details.tax_code)
}

#[tokio::test]
async fn italy_asks_for_a_valid_fiscal_code_and_keeps_what_was_typed_when_refusing() {
    let app = TestApp::new().await;
    let cookie = app.log_in(IT, "giulia@example.com").await;
    let account = caravan_site::routes::RouteKey::Account.href(caravan_site::edition::EditionId::ItIt.edition());
    let profile = app.get_with(IT, account, &[("cookie", cookie.as_str())]).await;
    assert_eq!(profile.status, StatusCode::OK);
    assert!(profile.body.contains("data-testid=\"details-form\""));
    assert!(profile.body.contains("name=\"tax_code\"") && profile.body.contains("Codice fiscale"));

    let missing = send(&app, IT, &cookie, "first_name=Giulia&last_name=Bianchi&tax_code=").await;
    assert_eq!(missing.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(missing.body.contains("Inserisci il codice fiscale"), "the reason, in Italian");
    assert!(missing.body.contains("value=\"Giulia\"") && missing.body.contains("value=\"Bianchi\""), "nothing typed is lost");

    let wrong_letter = send(&app, IT, &cookie, "first_name=Giulia&last_name=Bianchi&tax_code=RSSMRA85T10A562T").await;
    assert_eq!(wrong_letter.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(wrong_letter.body.contains("data-testid=\"details-tax_code-error\""));
    assert!(wrong_letter.body.contains("value=\"RSSMRA85T10A562T\""));
    assert_eq!(stored(&app, "giulia@example.com").await, (String::new(), String::new(), String::new()), "nothing saved");

    let saved = send(&app, IT, &cookie, "first_name=+Giulia+&last_name=Bianchi&tax_code=rssmra+85t10+a562s").await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    assert_eq!(stored(&app, "giulia@example.com").await, ("Giulia".into(), "Bianchi".into(), "RSSMRA85T10A562S".into()));
    let location = saved.headers.get("location").and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    let back = app.get_with(IT, &location, &[("cookie", cookie.as_str())]).await;
    assert!(back.body.contains("data-testid=\"details-saved\"") && back.body.contains("value=\"RSSMRA85T10A562S\""));
}

#[tokio::test]
async fn spain_checks_the_dni_letter_and_other_editions_leave_the_code_optional() {
    let app = TestApp::new().await;
    let es = app.log_in(ES, "lucia@example.com").await;
    let refused = send(&app, ES, &es, "first_name=Luc%C3%ADa&last_name=Garc%C3%ADa&tax_code=12345678A").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body.contains("No es un DNI o NIE válido"));
    assert_eq!(send(&app, ES, &es, "first_name=Luc%C3%ADa&last_name=Garc%C3%ADa&tax_code=X1234567L").await.status, StatusCode::SEE_OTHER);
    assert_eq!(stored(&app, "lucia@example.com").await.2, "X1234567L");

    let us = app.log_in(US, "sam@example.com").await;
    assert_eq!(send(&app, US, &us, "first_name=Sam&last_name=Lee&tax_code=").await.status, StatusCode::SEE_OTHER, "optional");
    assert_eq!(stored(&app, "sam@example.com").await, ("Sam".into(), "Lee".into(), String::new()));
    let long_name = format!("first_name={}&last_name=Lee&tax_code=", "a".repeat(81));
    let refused = send(&app, US, &us, &long_name).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(refused.body.contains("Use at most 80 letters"));
    // Spec §5: a full name has at least two words; "Mario" alone is not saved (issue 24).
    let it = app.log_in(IT, "mario@example.it").await;
    let first_only = send(&app, IT, &it, "first_name=Mario&last_name=+&tax_code=RSSMRA85T10A562S").await;
    assert_eq!(first_only.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(first_only.body.contains("Scrivi nome e cognome"), "{}", first_only.body);
    assert_eq!(stored(&app, "mario@example.it").await.0, "", "nothing saved");
    let both = send(&app, IT, &it, "first_name=Mario&last_name=Rossi&tax_code=RSSMRA85T10A562S").await;
    assert_eq!(both.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn details_need_a_session() {
    let app = TestApp::new().await;
    let anonymous = app.post_form(IT, "/account/details", "tax_code=RSSMRA85T10A562S").await;
    assert_eq!(anonymous.status, StatusCode::SEE_OTHER);
    assert!(anonymous.headers.get("location").and_then(|v| v.to_str().ok()).is_some_and(|l| l.contains("login")), "to the login");
}
