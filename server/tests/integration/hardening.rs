//! One test per finding of the security and robustness probe (issue 5,
//! part 4): open redirects, cross-site posts, slow and idle clients, shutdown,
//! overload, the health check, asset caching, security headers, cookies,
//! hostile Host headers, error logs and the SQLite checkpoint.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use caravan_server::http::serve::{serve, ConnectionLimits};
use common::TestApp;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

const IT: &str = "it.localhost:3000";

#[tokio::test]
async fn the_currency_form_only_goes_back_to_this_site() {
    let app = TestApp::new().await;
    for back in
        ["%2F%09%2Fevil.com", "%2F%2Fevil.com", "%2F%5Cevil.com", "https%3A%2F%2Fevil.com", "%2F%0D%0ASet-Cookie%3Ax%3D1", "%2Fa%00b"]
    {
        let reply = app.post_form(IT, "/settings/currency", &format!("currency=GBP&back={back}")).await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{back}: {}", reply.body);
        assert_eq!(reply.header("location"), "/", "{back}");
    }
    let long = format!("currency=GBP&back=%2F{}", "a".repeat(3000));
    assert_eq!(app.post_form(IT, "/settings/currency", &long).await.header("location"), "/");
    let fine = app.post_form(IT, "/settings/currency", "currency=GBP&back=%2Fcerca%3Fpage%3D2").await;
    assert_eq!(fine.header("location"), "/cerca?page=2");
}

#[tokio::test]
async fn cross_site_posts_are_refused_in_the_visitors_language() {
    let app = TestApp::new().await;
    let post = |origin: &'static str| {
        Request::post("/settings/currency")
            .header("host", IT)
            .header("origin", origin)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(Body::from("currency=USD&back=%2F"))
            .unwrap()
    };
    let refused = app.request(post("https://evil.example")).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert!(refused.body.contains("lang=\"it-IT\"") && refused.body.contains("da un altro sito"));
    assert!(refused.headers.get("set-cookie").is_none(), "nothing changed");
    assert_eq!(app.request(post("http://it.localhost:3000")).await.status, StatusCode::SEE_OTHER, "same origin is fine");
    let api = app
        .request(
            Request::post("/api/tours")
                .header("host", IT)
                .header("sec-fetch-site", "cross-site")
                .header("content-type", "application/json")
                .body(Body::from("{}"))
                .unwrap(),
        )
        .await;
    assert_eq!(api.status, StatusCode::FORBIDDEN);
    assert_eq!(api.json()["error"]["code"], "FORBIDDEN");
}

#[tokio::test]
async fn method_errors_on_pages_get_the_friendly_page() {
    let app = TestApp::new().await;
    let post = app.post_form(IT, "/viaggi", "x=1").await;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(post.body.contains("lang=\"it-IT\"") && post.body.contains("data-testid=\"site-header\""));
    assert_eq!(post.header("allow"), "GET, HEAD");
    let get_form = app.get(IT, "/settings/currency").await;
    assert_eq!(get_form.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(get_form.body.contains("lang=\"it-IT\""));
}

/// Serves `app` on a free loopback port with the real connection loop.
async fn spawn_server(
    app: &TestApp,
    limits: ConnectionLimits,
) -> (SocketAddr, tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let router = app.router.clone();
    let task = tokio::spawn(serve(listener, router, limits, async {
        let _ = stopped.await;
    }));
    (addr, stop, task)
}

fn limits(header_read: u64) -> ConnectionLimits {
    ConnectionLimits {
        header_read: Duration::from_secs(header_read),
        max_connections: 64,
        write_stall: Duration::from_secs(30),
        shutdown_grace: Duration::from_secs(2),
    }
}

/// Seconds until the server closes `stream` (reads until EOF or reset).
fn seconds_until_closed(mut stream: TcpStream) -> f64 {
    let started = Instant::now();
    stream.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let mut buffer = [0u8; 4096];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return started.elapsed().as_secs_f64(),
            Ok(_) => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_and_idle_clients_are_cut_off() {
    let app = TestApp::new().await;
    let (addr, stop, task) = spawn_server(&app, limits(1)).await;
    let half_sent = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ").unwrap();
        seconds_until_closed(stream)
    });
    let idle = tokio::task::spawn_blocking(move || seconds_until_closed(TcpStream::connect(addr).unwrap()));
    let (half_sent, idle) = (half_sent.await.unwrap(), idle.await.unwrap());
    assert!(half_sent < 3.0, "half-sent headers held for {half_sent:.1}s");
    assert!(idle < 3.0, "idle connection held for {idle:.1}s");

    // A half-sent body is cut by the request timeout (REQUEST_TIMEOUT_SECS=1 below).
    drop(stop);
    task.await.unwrap();
    let app = TestApp::with_env(&[("REQUEST_TIMEOUT_SECS", "1")]).await;
    let (addr, stop, task) = spawn_server(&app, limits(10)).await;
    let reply = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .write_all(
                b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"page\"",
            )
            .unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
    })
    .await
    .unwrap();
    assert!(reply.starts_with("HTTP/1.1 4"), "a timed-out body gets a 4xx: {reply}");
    drop(stop);
    task.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_finishes_within_the_grace_period_despite_a_stuck_client() {
    let app = TestApp::new().await;
    let (addr, stop, task) = spawn_server(&app, limits(60)).await;
    let mut stuck = TcpStream::connect(addr).unwrap();
    stuck.write_all(b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nContent-Length: 50\r\n\r\n{").unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let started = Instant::now();
    drop(stop);
    tokio::time::timeout(Duration::from_secs(10), task).await.expect("serve returned").unwrap();
    assert!(started.elapsed() < Duration::from_secs(4), "shutdown took {:?}", started.elapsed());
}

/// A request written on a new connection; the whole answer (the server closes).
fn answer_to(addr: SocketAddr, request: &'static [u8]) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    stream.write_all(request).unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer
}

const SLOW_POST: &[u8] =
    b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"page\": 1, ";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_requests_in_flight_get_a_quick_503() {
    // Two permits: one for requests that send a body, the other for pages.
    let app = TestApp::with_env(&[("MAX_IN_FLIGHT", "2")]).await;
    let (addr, stop, task) = spawn_server(&app, limits(10)).await;
    // One request holds the body permit: its body never finishes.
    let mut holder = TcpStream::connect(addr).unwrap();
    holder.write_all(SLOW_POST).unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (post, page, health) = tokio::task::spawn_blocking(move || {
        (
            answer_to(addr, b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"),
            answer_to(addr, b"GET /api/travels/top-sellers HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
            answer_to(addr, b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
        )
    })
    .await
    .unwrap();
    assert!(post.starts_with("HTTP/1.1 503"), "{post}");
    assert!(post.to_ascii_lowercase().contains("retry-after: 1"));
    assert!(page.starts_with("HTTP/1.1 200"), "a page still answers: {page}");
    assert!(health.starts_with("HTTP/1.1 200"), "the health check never waits: {health}");
    drop(holder);
    drop(stop);
    task.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_hundred_twenty_slow_bodies_leave_pages_and_health_answering() {
    // The probe of issue 17: 520 connections each send 12 of 100 body bytes
    // and wait, with the default MAX_IN_FLIGHT (512).
    let app = TestApp::new().await;
    let limits = ConnectionLimits { max_connections: 2048, ..limits(30) };
    let (addr, stop, task) = spawn_server(&app, limits).await;
    let slow: Vec<TcpStream> = tokio::task::spawn_blocking(move || {
        (0..520)
            .map(|_| {
                let mut stream = TcpStream::connect(addr).unwrap();
                stream.write_all(SLOW_POST).unwrap();
                stream
            })
            .collect()
    })
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let started = Instant::now();
    let (health, page) = tokio::task::spawn_blocking(move || {
        (
            answer_to(addr, b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
            answer_to(addr, b"GET /api/travels/top-sellers HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
        )
    })
    .await
    .unwrap();
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(started.elapsed() < Duration::from_secs(5), "answered in {:?}", started.elapsed());
    drop(slow);
    drop(stop);
    task.await.unwrap();
}

/// The probe's M3: 256 slow bodies from one address took every permit that
/// requests with a body share, and every POST, PUT and DELETE of everybody
/// else answered 503 for 28 s. Now one address holds at most its share: with
/// 300 slow bodies from one client (behind a trusted proxy), another client's
/// POST answers 200.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_with_300_slow_bodies_cannot_switch_off_writes() {
    let app = TestApp::with_env(&[("TRUST_PROXY_HOPS", "1")]).await;
    let limits = ConnectionLimits { max_connections: 2048, ..limits(30) };
    let (addr, stop, task) = spawn_server(&app, limits).await;
    const SLOW_FROM_ONE: &[u8] = b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.66\r\n\
        Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"page\": 1, ";
    let slow: Vec<TcpStream> = tokio::task::spawn_blocking(move || {
        (0..300)
            .map(|_| {
                let mut stream = TcpStream::connect(addr).unwrap();
                stream.write_all(SLOW_FROM_ONE).unwrap();
                stream
            })
            .collect()
    })
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (other, same) = tokio::task::spawn_blocking(move || {
        (
            answer_to(
                addr,
                b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 203.0.113.20\r\nContent-Type: application/json\r\n\
                  Content-Length: 2\r\nConnection: close\r\n\r\n{}",
            ),
            answer_to(
                addr,
                b"POST /api/tours HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.66\r\nContent-Type: application/json\r\n\
                  Content-Length: 2\r\nConnection: close\r\n\r\n{}",
            ),
        )
    })
    .await
    .unwrap();
    assert!(other.starts_with("HTTP/1.1 200"), "another client's POST: {other}");
    assert!(same.starts_with("HTTP/1.1 429"), "the slow client waits its turn: {same}");
    drop(slow);
    drop(stop);
    task.await.unwrap();
}

#[tokio::test]
async fn health_reads_the_database_and_says_so_when_it_is_broken() {
    let app = TestApp::new().await;
    let ok = app.get(IT, "/healthz").await;
    assert_eq!(ok.status, StatusCode::OK);
    assert_eq!(ok.json()["catalogueVersion"], ok.json()["storedVersion"]);
    if app.state.db.backend.name() != "sqlite" {
        return;
    }
    // Overwrite the database file with garbage, as a failing disk would.
    let path = app.state.config.database_url.trim_start_matches("sqlite://").to_string();
    app.state.db.close().await;
    std::fs::write(&path, vec![0x5a; 64 * 1024]).unwrap();
    let broken = app.get(IT, "/healthz").await;
    assert_eq!(broken.status, StatusCode::SERVICE_UNAVAILABLE, "{}", broken.body);
    assert_ne!(broken.json()["status"], "ok");
}

#[tokio::test]
async fn assets_cache_only_what_exists_and_vary_by_encoding() {
    let app = TestApp::new().await;
    let missing = app.get(IT, "/assets/no-such-file-abc123.js").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(!missing.header("cache-control").contains("immutable"), "a 404 is not cached for a year");
    assert!(missing.header("vary").contains("Accept-Encoding"));
    assert_eq!(app.get(IT, "/static/anything.css").await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(IT, "/static/main.0000000000000000.css").await.status, StatusCode::NOT_FOUND);
    let home = app.get(IT, "/").await;
    let css = common::stylesheet_of(&home.body);
    assert!(app.get(IT, &css).await.body.contains(".site-header"));
    if let Some(script) = home.body.split("src=\"/assets/").nth(1).and_then(|s| s.split('"').next()) {
        let js = app.get_with(IT, &format!("/assets/{script}"), &[("accept-encoding", "br, gzip")]).await;
        assert_eq!(js.status, StatusCode::OK);
        assert!(js.header("cache-control").contains("immutable"));
        assert!(js.header("vary").contains("Accept-Encoding"));
    }
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = TestApp::new().await;
    // "/" twice: the second answer comes from the page cache, in front of every layer.
    for path in ["/", "/", "/viaggi", "/no-such-page", "/api/layouts", "/api/nothing", "/healthz"] {
        let reply = app.get(IT, path).await;
        let csp = reply.header("content-security-policy");
        assert!(
            csp.contains("frame-ancestors 'none'")
                && csp.contains("script-src 'self'")
                && !csp.contains("script-src 'self' 'unsafe-inline'"),
            "{path}: {csp}"
        );
        assert_eq!(reply.header("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(reply.header("referrer-policy"), "strict-origin-when-cross-origin", "{path}");
        assert!(reply.header("strict-transport-security").is_empty(), "no HSTS without TLS");
        let from_cache = reply.header("x-request-id").is_empty();
        assert!(!from_cache || reply.header("etag").starts_with('"'), "{path}: only cached pages skip the request id");
    }
    let tls = TestApp::with_env(&[("HTTPS", "on")]).await;
    assert!(tls.get(IT, "/").await.header("strict-transport-security").contains("max-age="));
    let cookie = tls.post_form(IT, "/settings/currency", "currency=GBP").await;
    assert!(cookie.header("set-cookie").contains("; Secure"));
}

#[tokio::test]
async fn the_currency_cookie_has_its_flags() {
    let app = TestApp::new().await;
    let reply = app.post_form(IT, "/settings/currency", "currency=GBP&back=%2F").await;
    let cookie = reply.header("set-cookie");
    for flag in ["currency=GBP", "Path=/", "SameSite=Lax", "HttpOnly", "Max-Age=31536000"] {
        assert!(cookie.contains(flag), "{flag} in {cookie}");
    }
    assert!(!cookie.contains("Secure"), "plain HTTP in development");
}

#[tokio::test]
async fn hostile_host_headers_never_reach_links() {
    let app = TestApp::new().await;
    for host in ["localhost:@evil.com", "it.localhost:3000@evil.com", "localhost:80/evil.com", "evil.com", "it.localhost:3000\"><script>"] {
        let reply = app.get(host, "/").await;
        assert!(reply.status == StatusCode::OK || reply.status == StatusCode::BAD_REQUEST, "{host}: {}", reply.status);
        assert!(!reply.body.contains("evil.com"), "{host} leaked into the page");
        // The head's consent script is the one inline script a page carries (by its hash).
        let head_script = format!("<script>{}</script>", caravan_site::consent::HEAD_SCRIPT);
        assert!(!reply.body.replacen(&head_script, "", 1).contains("<script>"), "{host} leaked into the page");
    }
    let production = app.get("evil.com", "/viaggi").await;
    assert_eq!(production.status, StatusCode::NOT_FOUND, "an unknown host is the international edition");
}

#[tokio::test]
async fn refusals_are_not_errors_in_the_logs() {
    use std::sync::{Arc, Mutex};
    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);
    impl Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let app = TestApp::new().await;
    let buffer = Buffer::default();
    let writer = buffer.clone();
    let subscriber =
        tracing_subscriber::fmt().with_ansi(false).with_max_level(tracing::Level::INFO).with_writer(move || writer.clone()).finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let wrong_code = app.post_json(IT, "/api/auth/verify", r#"{"email":"a@b.it","code":"123456"}"#).await;
    assert_eq!(wrong_code.status, StatusCode::BAD_REQUEST);
    let login_post = app.post_form(IT, "/login", "email=a%40b.it").await;
    assert_eq!(login_post.status, StatusCode::METHOD_NOT_ALLOWED);
    let refused = app
        .request(Request::post("/viaggi").header("host", IT).header("origin", "https://evil.example").body(Body::empty()).unwrap())
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let logs = String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap();
    assert!(!logs.contains("ERROR"), "{logs}");
    let warning = logs.lines().find(|l| l.contains("cross-site request refused")).expect("the refusal is logged");
    assert!(warning.contains("method=POST") && warning.contains("path=/viaggi") && warning.contains("request_id="), "{warning}");
}

#[tokio::test]
async fn closing_the_database_folds_the_write_ahead_log_into_the_file() {
    let app = TestApp::new().await;
    if app.state.db.backend.name() != "sqlite" {
        return;
    }
    let path = app.state.config.database_url.trim_start_matches("sqlite://").to_string();
    app.state.db.close().await;
    let wal = std::fs::metadata(format!("{path}-wal")).map(|m| m.len()).unwrap_or(0);
    assert_eq!(wal, 0, "the WAL is empty after a clean stop");
}

#[tokio::test]
async fn cached_pages_revalidate_and_come_precompressed() {
    let app = TestApp::new().await;
    let first = app.get(IT, "/viaggi").await;
    let etag = first.header("etag").to_string();
    assert!(etag.starts_with('"'));
    assert!(first.header("cache-control").contains("s-maxage"));
    assert!(first.header("vary").contains("Cookie"));
    // The geolocated currency (spec §9) comes from the CDN's country header:
    // a shared cache must not hand a page priced for one country to another.
    assert!(first.header("vary").contains("cf-ipcountry"), "{}", first.header("vary"));
    let again = app.get_with(IT, "/viaggi", &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
    let br = app.get_with(IT, "/viaggi", &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(br.header("content-encoding"), "br");
    // Tracking tags do not split the cache; the currency does.
    assert_eq!(app.get(IT, "/viaggi?utm_source=x").await.header("etag"), etag);
    assert_ne!(app.get_with(IT, "/viaggi", &[("cookie", "currency=GBP")]).await.header("etag"), etag);
    // With the cache off, every page is rendered (and still correct).
    let off = TestApp::with_env(&[("CACHE", "off")]).await;
    let page = off.get(IT, "/viaggi").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("lang=\"it-IT\""));
    assert!(page.header("vary").contains("Cookie") && page.header("vary").contains("cf-ipcountry"), "{}", page.header("vary"));
}

#[tokio::test]
async fn moved_content_redirects_as_its_meta_says() {
    let app = TestApp::new().await;
    let mut sql = caravan_server::storage::Sql::new(
        "INSERT INTO custom_pages (id, lang, routing_key, slug, page_type, title, seo, blocks, custom_css, attributes) VALUES (9001, 'it', NULL, 'vecchia-pagina', 'custom', 'Vecchia', '{}', '[]', NULL, ",
    );
    sql.bind(r#"{"meta": {"httpStatusCode": 301, "redirectTo": "/viaggi"}}"#).push(")");
    sql.query().execute(&app.state.db.pool).await.unwrap();
    let mut tx = app.state.db.pool.begin().await.unwrap();
    caravan_server::storage::bump_version(&mut tx, app.state.db.backend).await.unwrap();
    tx.commit().await.unwrap();
    app.state.refresh_catalogue().await.unwrap();

    let page = app.get(IT, "/vecchia-pagina").await;
    assert_eq!(page.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(page.header("location"), "/viaggi");
    let api = app.get(IT, "/api/custompages/show?slug=vecchia-pagina").await;
    assert_eq!(api.status.as_u16(), 418);
    assert_eq!(api.json()["meta"]["redirectTo"], "/viaggi");
}

#[tokio::test]
async fn request_ids_are_ours_whatever_the_client_sends() {
    let app = TestApp::new().await;
    let reply = app.get_with("localhost:3000", "/api/layouts", &[("x-request-id", "forged-id-from-a-client")]).await;
    let id = reply.header("x-request-id");
    assert!(!id.is_empty() && id != "forged-id-from-a-client", "{id}");
    let (prefix, counter) = id.split_once('-').expect("{prefix}-{counter}");
    assert!(prefix.len() == 8 && prefix.chars().chain(counter.chars()).all(|c| c.is_ascii_hexdigit()), "{id}");
}

#[tokio::test]
async fn an_api_body_over_its_limit_gets_the_json_envelope_in_the_visitors_language() {
    let app = TestApp::new().await;
    let huge = format!(r#"{{"textSearch":"{}"}}"#, "x".repeat(100 * 1024));
    let reply = app.call("POST", IT, "/api/tours", Some(&huge), &[]).await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(reply.json()["error"]["code"], "PAYLOAD_TOO_LARGE", "{}", reply.body);
    assert_eq!(reply.json()["error"]["message"], "La richiesta è troppo grande.");
}

#[tokio::test]
async fn an_overlong_address_or_header_gets_414_or_431_as_envelope_or_page() {
    let app = TestApp::new().await;
    let long_query = format!("/api/layouts?q={}", "x".repeat(9 * 1024));
    let api = app.get(IT, &long_query).await;
    assert_eq!(api.status, StatusCode::URI_TOO_LONG);
    assert_eq!(api.json()["error"]["code"], "URI_TOO_LONG", "{}", api.body);
    assert!(api.json()["error"]["message"].as_str().unwrap().starts_with("L'indirizzo è troppo lungo"));
    let page = app.get(IT, &format!("/cerca?q={}", "x".repeat(9 * 1024))).await;
    assert_eq!(page.status, StatusCode::URI_TOO_LONG);
    assert!(page.header("content-type").starts_with("text/html"));
    assert!(page.body.contains("L'indirizzo è troppo lungo") && page.body.contains("lang=\"it-IT\""));

    let cookies = (0..40).map(|n| format!("c{n}={}", "v".repeat(500))).collect::<Vec<_>>().join("; ");
    let crowded = app.get_with(IT, "/api/layouts", &[("cookie", cookies.as_str())]).await;
    assert_eq!(crowded.status, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE);
    assert_eq!(crowded.json()["error"]["code"], "HEADERS_TOO_LARGE");
    let crowded_page = app.get_with(IT, "/", &[("cookie", cookies.as_str())]).await;
    assert_eq!(crowded_page.status, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE);
    assert!(crowded_page.body.contains("troppi cookie"));
    // An ordinary request is untouched.
    assert_eq!(app.get(IT, "/api/layouts").await.status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_loses_its_connection() {
    let app = TestApp::new().await;
    // One connection slot, and a one-second write stall.
    let limits = ConnectionLimits { max_connections: 1, write_stall: Duration::from_secs(1), ..limits(30) };
    let (addr, stop, task) = spawn_server(&app, limits).await;
    // Asks for a page many times over and never reads: the answers fill the
    // socket buffers and the server's writes stall.
    let mut greedy = TcpStream::connect(addr).unwrap();
    let requests = "GET /destinations HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(400);
    let writer = std::thread::spawn(move || {
        let _ = greedy.write_all(requests.as_bytes());
        greedy
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    // The only slot is the greedy client's until the stall cuts it.
    let started = Instant::now();
    let health =
        tokio::task::spawn_blocking(move || answer_to(addr, b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))
            .await
            .unwrap();
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(started.elapsed() < Duration::from_secs(8), "the slot came back after {:?}", started.elapsed());
    drop(writer.join());
    drop(stop);
    task.await.unwrap();
}

#[tokio::test]
async fn a_page_handler_failing_with_question_mark_answers_the_localised_error_page() {
    let app = TestApp::new().await;
    for (form, status) in [("currency=XYZ&back=%2F", StatusCode::BAD_REQUEST), ("back=%2F", StatusCode::BAD_REQUEST)] {
        let reply = app.post_form(IT, "/settings/currency", form).await;
        assert_eq!(reply.status, status, "{form}");
        assert!(reply.body.contains("lang=\"it-IT\"") && reply.body.contains("data-testid=\"site-header\""), "{form}: the whole page");
        assert!(reply.headers.get("set-cookie").is_none(), "{form}: nothing remembered");
    }
    let unknown = app.post_form(IT, "/settings/currency", "currency=XYZ").await;
    assert!(unknown.body.contains(&caravan_site::i18n::message("it-IT", "error-bad-currency", &[])), "{}", unknown.body);
}
