//! The OAuth2 code flow with PKCE end to end: the site as client (`/login`,
//! `/login/redirect`), the built-in provider's pages and token endpoint, and
//! the refusals (wrong verifier, reused or expired code, stolen state).

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use caravan_server::accounts::secrets::pkce_challenge;
use common::{session_cookie, Reply, TestApp};

const US: &str = "us.localhost:3000";
const CLIENT: &str = "caravan-web";
const REDIRECT: &str = "http://us.localhost:3000/login/redirect";
const VERIFIER: &str = "a-long-enough-pkce-verifier-of-forty-three-chars-or-more-0123456789";

fn query_param(url: &str, name: &str) -> Option<String> {
    let query = url.split_once('?')?.1;
    form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

async fn post_form(app: &TestApp, path: &str, form: &[(&str, &str)], cookie: Option<&str>) -> Reply {
    let body = form_urlencoded::Serializer::new(String::new()).extend_pairs(form).finish();
    let mut request = Request::post(path).header("host", US).header("content-type", "application/x-www-form-urlencoded");
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    app.request(request.body(Body::from(body)).unwrap()).await
}

/// The authorisation request fields the provider's pages carry along.
fn auth_fields(state: &str, challenge: &str) -> Vec<(&'static str, String)> {
    vec![
        ("response_type", "code".into()),
        ("client_id", CLIENT.into()),
        ("redirect_uri", REDIRECT.into()),
        ("scope", "openid profile email offline_access".into()),
        ("state", state.into()),
        ("code_challenge", challenge.into()),
        ("code_challenge_method", "S256".into()),
    ]
}

/// Goes through the provider's pages as a new user; returns the redirect
/// back to the client (with `code` and `state`).
async fn through_the_pages(app: &TestApp, email: &str, state: &str, challenge: &str) -> String {
    through_the_pages_nonce(app, email, state, challenge, None).await
}

async fn through_the_pages_nonce(app: &TestApp, email: &str, state: &str, challenge: &str, nonce: Option<&str>) -> String {
    let mut fields = auth_fields(state, challenge);
    if let Some(nonce) = nonce {
        fields.push(("nonce", nonce.into()));
    }
    let step = |extra: Vec<(&'static str, String)>| {
        let mut all = fields.clone();
        all.extend(extra);
        all
    };
    let as_refs = |pairs: &[(&'static str, String)]| pairs.iter().map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>();
    let send = |pairs: Vec<(&'static str, String)>| {
        let owned = as_refs(&pairs);
        async move {
            let refs: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
            post_form(app, "/oauth/authorize", &refs, None).await
        }
    };
    // A code sent a moment ago would hold the next one back (the resend countdown).
    crate::common::skip_resend_countdown(app).await;
    let second = send(step(vec![("action", "email".into()), ("email", email.into())])).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.body);
    let third = if second.body.contains("data-testid=\"login-step-2-existing-user\"") {
        send(step(vec![("action", "send".into()), ("email", email.into())])).await
    } else {
        assert!(second.body.contains("data-testid=\"login-step-2-new-user\""));
        let no_consent = send(step(vec![("action", "send".into()), ("email", email.into())])).await;
        assert_eq!(no_consent.status, StatusCode::BAD_REQUEST);
        assert!(no_consent.body.contains("data-testid=\"login-error\"") && no_consent.body.contains("login-step-2-new-user"));
        send(step(vec![("action", "send".into()), ("email", email.into()), ("consent", "accept".into())])).await
    };
    assert!(third.body.contains("data-testid=\"login-step-3\""), "{}", third.body);
    let code = app.last_code_for(email);
    let wrong = send(step(vec![("action", "verify".into()), ("email", email.into()), ("code", "12345x".into())])).await;
    assert!(wrong.body.contains("The code is wrong"));
    let done = send(step(vec![("action", "verify".into()), ("email", email.into()), ("code", code)])).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    done.header("location").to_string()
}

#[tokio::test]
async fn logging_in_through_the_provider_pages_and_back() {
    let app = TestApp::new().await;
    let start = app.get(US, "/login?back=/travels%3Fpage%3D2").await;
    assert_eq!(start.status, StatusCode::SEE_OTHER);
    let to = start.header("location").to_string();
    assert!(to.starts_with("/oauth/authorize?"), "{to}");
    assert_eq!(query_param(&to, "code_challenge_method").as_deref(), Some("S256"));
    assert_eq!(query_param(&to, "client_id").as_deref(), Some(CLIENT));
    assert_eq!(query_param(&to, "redirect_uri").as_deref(), Some(REDIRECT));
    let scope = query_param(&to, "scope").unwrap();
    for s in ["openid", "profile", "email", "offline_access"] {
        assert!(scope.split(' ').any(|x| x == s), "{scope}");
    }
    let state_cookie = start.header("set-cookie").split(';').next().unwrap().to_string();
    assert!(start.header("set-cookie").contains("HttpOnly") && start.header("set-cookie").contains("SameSite=Lax"));
    let state = query_param(&to, "state").unwrap();
    let challenge = query_param(&to, "code_challenge").unwrap();

    let page = app.get(US, &to).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-testid=\"login-step-1\""));
    assert_eq!(page.header("cache-control"), "private, no-store");

    let back = through_the_pages(&app, "nora@example.com", &state, &challenge).await;
    assert!(back.starts_with(REDIRECT), "{back}");
    let callback = back.trim_start_matches("http://us.localhost:3000");

    // The callback from another browser (no state cookie) is refused: login CSRF.
    let stolen = app.get(US, callback).await;
    assert_eq!(stolen.status, StatusCode::BAD_REQUEST);
    assert!(session_cookie(&stolen).is_none());
    // The friendly error page, which still clears this browser's state cookie.
    assert!(stolen.body.contains("<!DOCTYPE html>"), "{}", stolen.body);
    let state_name = state_cookie.split('=').next().unwrap();
    assert!(stolen.header("set-cookie").starts_with(&format!("{state_name}=;")), "{}", stolen.header("set-cookie"));

    // The flow was not used up by the refusal: the state is checked first.
    let finished = app.get_with(US, callback, &[("cookie", state_cookie.as_str())]).await;
    assert_eq!(finished.status, StatusCode::SEE_OTHER, "{}", finished.body);
    assert_eq!(finished.header("location"), "/travels?page=2");
    let session = session_cookie(&finished).expect("logged in");
    let me = app.get_with(US, "/api/session", &[("cookie", session.as_str())]).await;
    assert_eq!(me.json()["user"]["email"], "nora@example.com");
    assert_eq!(me.json()["user"]["marketingConsent"], true);

    // The same callback again: the flow is gone.
    let replay = app.get_with(US, callback, &[("cookie", state_cookie.as_str())]).await;
    assert_eq!(replay.status, StatusCode::BAD_REQUEST);

    // Logged in, /login goes straight back.
    let again = app.get_with(US, "/login?back=/wishlist", &[("cookie", session.as_str())]).await;
    assert_eq!(again.header("location"), "/wishlist");
    // A way back to another site is never followed.
    let evil = app.get_with(US, "/login?back=//evil.example", &[("cookie", session.as_str())]).await;
    assert_eq!(evil.header("location"), "/");
}

async fn code_for(app: &TestApp, email: &str) -> String {
    let back = through_the_pages(app, email, "some-state", &pkce_challenge(VERIFIER)).await;
    assert_eq!(query_param(&back, "state").as_deref(), Some("some-state"));
    query_param(&back, "code").unwrap()
}

async fn exchange(app: &TestApp, code: &str, verifier: &str) -> Reply {
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", REDIRECT),
        ("client_id", CLIENT),
        ("code_verifier", verifier),
    ];
    post_form(app, "/oauth/token", &form, None).await
}

#[tokio::test]
async fn the_token_endpoint_checks_pkce_and_spends_codes_once() {
    let app = TestApp::new().await;
    let code = code_for(&app, "omar@example.com").await;
    let wrong = exchange(&app, &code, "another-verifier-that-does-not-match-the-challenge-000").await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
    assert_eq!(wrong.json()["error"], "invalid_grant");
    // A wrong verifier spends the code too: an attacker gets one guess.
    let after_wrong = exchange(&app, &code, VERIFIER).await;
    assert_eq!(after_wrong.json()["error"], "invalid_grant");

    let code = code_for(&app, "omar@example.com").await;
    let tokens = exchange(&app, &code, VERIFIER).await;
    assert_eq!(tokens.status, StatusCode::OK, "{}", tokens.body);
    assert_eq!(tokens.header("cache-control"), "no-store");
    let tokens = tokens.json();
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["expires_in"], 3600);
    let access = tokens["access_token"].as_str().unwrap().to_string();
    let refresh = tokens["refresh_token"].as_str().expect("offline_access gives a refresh token").to_string();

    let bearer = format!("Bearer {access}");
    let me = app.get_with(US, "/api/backoffice/users/me", &[("authorization", bearer.as_str())]).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.json()["data"]["id"].as_str().unwrap().len(), 36);
    assert!(me.json()["data"]["pictureImage"].as_str().unwrap().starts_with("/images/avatar/"));
    let info = app.get_with(US, "/oauth/userinfo", &[("authorization", bearer.as_str())]).await;
    assert_eq!(info.json()["email"], "omar@example.com");

    // The code again: refused, and the tokens it gave are revoked.
    let reused = exchange(&app, &code, VERIFIER).await;
    assert_eq!(reused.json()["error"], "invalid_grant");
    assert_eq!(app.get_with(US, "/api/backoffice/users/me", &[("authorization", bearer.as_str())]).await.status, StatusCode::UNAUTHORIZED);
    let refreshed =
        post_form(&app, "/oauth/token", &[("grant_type", "refresh_token"), ("refresh_token", &refresh), ("client_id", CLIENT)], None).await;
    assert_eq!(refreshed.json()["error"], "invalid_grant");
}

#[tokio::test]
async fn expired_codes_and_foreign_clients_are_refused() {
    let app = TestApp::new().await;
    let code = code_for(&app, "pia@example.com").await;
    sqlx::query("UPDATE oauth_codes SET expires_at = 0").execute(&app.state.db.pool).await.unwrap();
    assert_eq!(exchange(&app, &code, VERIFIER).await.json()["error"], "invalid_grant");

    let code = code_for(&app, "pia@example.com").await;
    let other_client = post_form(
        &app,
        "/oauth/token",
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("client_id", "evil"),
            ("code_verifier", VERIFIER),
        ],
        None,
    )
    .await;
    assert_eq!(other_client.status, StatusCode::UNAUTHORIZED);
    assert_eq!(other_client.json()["error"], "invalid_client");
    let no_verifier = post_form(
        &app,
        "/oauth/token",
        &[("grant_type", "authorization_code"), ("code", &code), ("redirect_uri", REDIRECT), ("client_id", CLIENT)],
        None,
    )
    .await;
    assert_eq!(no_verifier.json()["error"], "invalid_request");

    // Refresh tokens rotate: the old one stops working.
    let tokens = exchange(&app, &code, VERIFIER).await.json();
    let refresh = tokens["refresh_token"].as_str().unwrap();
    let fresh =
        post_form(&app, "/oauth/token", &[("grant_type", "refresh_token"), ("refresh_token", refresh), ("client_id", CLIENT)], None).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.body);
    let old_again =
        post_form(&app, "/oauth/token", &[("grant_type", "refresh_token"), ("refresh_token", refresh), ("client_id", CLIENT)], None).await;
    assert_eq!(old_again.json()["error"], "invalid_grant");
}

#[tokio::test]
async fn the_provider_refuses_bad_authorisation_requests_without_redirecting() {
    let app = TestApp::new().await;
    let challenge = pkce_challenge(VERIFIER);
    let good = auth_fields("s", &challenge);
    let url = |fields: &[(&'static str, String)]| {
        let query = form_urlencoded::Serializer::new(String::new()).extend_pairs(fields.iter().map(|(k, v)| (*k, v.as_str()))).finish();
        format!("/oauth/authorize?{query}")
    };
    assert_eq!(app.get(US, &url(&good)).await.status, StatusCode::OK);
    for (field, value) in [
        ("redirect_uri", "https://evil.example/login/redirect"),
        ("client_id", "someone-else"),
        ("code_challenge_method", "plain"),
        ("code_challenge", "short"),
        ("response_type", "token"),
        ("scope", "openid admin"),
    ] {
        let fields: Vec<_> = good.iter().map(|(k, v)| (*k, if *k == field { value.to_string() } else { v.clone() })).collect();
        let reply = app.get(US, &url(&fields)).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{field}={value}");
        assert!(reply.header("location").is_empty(), "never redirected: {field}");
    }
    let discovery = app.get(US, "/.well-known/openid-configuration").await.json();
    assert_eq!(discovery["authorization_endpoint"], "http://us.localhost:3000/oauth/authorize");
    assert_eq!(discovery["code_challenge_methods_supported"], serde_json::json!(["S256"]));
}

async fn refresh_with(app: &TestApp, token: &str) -> Reply {
    post_form(app, "/oauth/token", &[("grant_type", "refresh_token"), ("refresh_token", token), ("client_id", CLIENT)], None).await
}

/// The claims of an id_token, verified with the key the JWKS publishes for its `kid`.
async fn verified_claims(app: &TestApp, id_token: &str) -> serde_json::Value {
    let kid = jsonwebtoken::decode_header(id_token).expect("a JWT").kid.expect("a key id");
    let jwks = app.get(US, "/oauth/jwks").await.json();
    let jwk = jwks["keys"].as_array().unwrap().iter().find(|k| k["kid"] == kid.as_str()).expect("the signing key is published").clone();
    let key = jsonwebtoken::DecodingKey::from_ec_components(jwk["x"].as_str().unwrap(), jwk["y"].as_str().unwrap()).unwrap();
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES256);
    validation.set_audience(&[CLIENT]);
    validation.set_issuer(&["http://us.localhost:3000"]);
    jsonwebtoken::decode::<serde_json::Value>(id_token, &key, &validation).expect("signature, issuer, audience and expiry hold").claims
}

#[tokio::test]
async fn id_tokens_are_signed_carry_the_nonce_and_survive_a_key_rotation() {
    let app = TestApp::new().await;
    let mut fields = auth_fields("st", &pkce_challenge(VERIFIER));
    fields.push(("nonce", "n-0S6_WzA2Mj".into()));
    let query = form_urlencoded::Serializer::new(String::new()).extend_pairs(fields.iter().map(|(k, v)| (*k, v.as_str()))).finish();
    assert_eq!(app.get(US, &format!("/oauth/authorize?{query}")).await.status, StatusCode::OK);
    // The nonce rides along the pages as a hidden field, like the rest of the request.
    let page = app.get(US, &format!("/oauth/authorize?{query}")).await;
    assert!(page.body.contains("name=\"nonce\" value=\"n-0S6_WzA2Mj\""), "{}", page.body);

    let mut flow = through_the_pages_with(&app, "quinn@example.com", &fields).await;
    let code = query_param(&flow, "code").unwrap();
    let tokens = exchange(&app, &code, VERIFIER).await.json();
    let claims = verified_claims(&app, tokens["id_token"].as_str().expect("the code flow answers with an id_token")).await;
    assert_eq!(claims["nonce"], "n-0S6_WzA2Mj");
    assert_eq!(claims["email"], "quinn@example.com");
    assert_eq!(claims["email_verified"], true);
    let now = chrono::Utc::now().timestamp();
    assert!((claims["auth_time"].as_i64().unwrap() - now).abs() < 60 && claims["exp"].as_i64().unwrap() > now);
    let info =
        app.get_with(US, "/oauth/userinfo", &[("authorization", &format!("Bearer {}", tokens["access_token"].as_str().unwrap()))]).await;
    assert_eq!(info.json()["sub"], claims["sub"], "id_token and userinfo name the same subject");

    // A rotation: new tokens are signed with the new key, and the old key is
    // still published, so the id_token issued before still verifies.
    let old_kid = jsonwebtoken::decode_header(tokens["id_token"].as_str().unwrap()).unwrap().kid.unwrap();
    let new_kid = caravan_server::oidc::keys::rotate(&app.state.db).await.unwrap();
    assert_ne!(old_kid, new_kid);
    verified_claims(&app, tokens["id_token"].as_str().unwrap()).await;
    let refreshed = refresh_with(&app, tokens["refresh_token"].as_str().unwrap()).await.json();
    let id_token = refreshed["id_token"].as_str().expect("a refresh answers with an id_token too");
    assert_eq!(jsonwebtoken::decode_header(id_token).unwrap().kid.as_deref(), Some(new_kid.as_str()));
    let refreshed_claims = verified_claims(&app, id_token).await;
    assert_eq!(refreshed_claims["sub"], claims["sub"]);
    assert_eq!(refreshed_claims["auth_time"], claims["auth_time"], "a refresh is not a new login");
    assert!(refreshed_claims.get("nonce").is_none());
    let jwks = app.get(US, "/oauth/jwks").await.json();
    assert_eq!(jwks["keys"].as_array().unwrap().len(), 2);
    assert!(jwks["keys"].as_array().unwrap().iter().all(|k| k.get("d").is_none()), "no private part is ever published");

    // A forged token (signed by a key we never published) is not a logout hint.
    flow = format!("/oauth/logout?id_token_hint={id_token}x&post_logout_redirect_uri=http://us.localhost:3000/&state=abc");
    let forged = app.get(US, &flow).await;
    assert_eq!(forged.header("location"), "/?state=abc");
    let access = format!("Bearer {}", refreshed["access_token"].as_str().unwrap());
    assert_eq!(app.get_with(US, "/oauth/userinfo", &[("authorization", access.as_str())]).await.status, StatusCode::OK);
    // The real hint ends the user's tokens.
    let logout = app.get(US, &format!("/oauth/logout?id_token_hint={id_token}&post_logout_redirect_uri=http://us.localhost:3000/")).await;
    assert_eq!(logout.header("location"), "/");
    assert_eq!(app.get_with(US, "/oauth/userinfo", &[("authorization", access.as_str())]).await.status, StatusCode::UNAUTHORIZED);
}

/// `through_the_pages` with extra authorisation fields (the nonce).
async fn through_the_pages_with(app: &TestApp, email: &str, fields: &[(&'static str, String)]) -> String {
    let state = fields.iter().find(|(k, _)| *k == "state").map(|(_, v)| v.clone()).unwrap();
    let challenge = fields.iter().find(|(k, _)| *k == "code_challenge").map(|(_, v)| v.clone()).unwrap();
    let nonce = fields.iter().find(|(k, _)| *k == "nonce").map(|(_, v)| v.clone());
    through_the_pages_nonce(app, email, &state, &challenge, nonce.as_deref()).await
}

#[tokio::test]
async fn a_reused_refresh_token_revokes_its_family_and_short_verifiers_are_refused() {
    let app = TestApp::new().await;
    let code = code_for(&app, "rosa@example.com").await;
    let short = exchange(&app, &code, "only-forty-two-characters-long-0123456789").await;
    assert_eq!((short.status, short.json()["error"].as_str()), (StatusCode::BAD_REQUEST, Some("invalid_request")), "RFC 7636: 43 to 128");

    let code = code_for(&app, "rosa@example.com").await;
    let first = exchange(&app, &code, VERIFIER).await.json();
    let stolen = first["refresh_token"].as_str().unwrap().to_string();
    // The legitimate client rotates: the first token is now spent.
    let second = refresh_with(&app, &stolen).await.json();
    let live_access = format!("Bearer {}", second["access_token"].as_str().unwrap());
    assert_eq!(app.get_with(US, "/oauth/userinfo", &[("authorization", live_access.as_str())]).await.status, StatusCode::OK);
    // Someone shows the spent token again: refused, and every token of the family ends.
    let replay = refresh_with(&app, &stolen).await;
    assert_eq!(replay.json()["error"], "invalid_grant");
    assert!(replay.json()["error_description"].as_str().unwrap().contains("revoked"));
    assert_eq!(app.get_with(US, "/oauth/userinfo", &[("authorization", live_access.as_str())]).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(refresh_with(&app, second["refresh_token"].as_str().unwrap()).await.json()["error"], "invalid_grant");
}

#[tokio::test]
async fn the_issuer_and_redirect_come_from_configuration_not_the_host_header() {
    let app = TestApp::new().await;
    // An unknown host is not an origin: discovery names the configured international one.
    let hostile = app.get("evil.example", "/.well-known/openid-configuration").await.json();
    assert_eq!(hostile["issuer"], "https://caravan-trips.com");
    assert_eq!(hostile["jwks_uri"], "https://caravan-trips.com/oauth/jwks");
    let start = app.get("evil.example", "/login").await;
    let redirect = query_param(start.header("location"), "redirect_uri").unwrap();
    assert_eq!(redirect, "https://caravan-trips.com/login/redirect");

    // In production, `*.localhost` names are ordinary unknown hosts.
    let production = TestApp::with_env(&[("DEVELOPMENT", "0")]).await;
    let local = production.get(US, "/.well-known/openid-configuration").await.json();
    assert_eq!(local["issuer"], "https://caravan-trips.com");
    let page = production.get("it.localhost:3000", "/").await;
    assert!(page.body.contains("lang=\"en\""), "it.localhost is not the Italian edition in production");
    assert!(!page.body.contains("localhost:3000"), "no link is built from the Host header");
}
