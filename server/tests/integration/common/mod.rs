//! TestApp: the real router on a fresh, seeded database per test — SQLite in a
//! temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL is set.

#![allow(dead_code)]

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use caravan_server::config::Config;
use caravan_server::storage::{seed, Db};
use caravan_server::{build_router, AppState};
use chrono::NaiveDate;
use http_body_util::BodyExt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tower::ServiceExt;

/// The date the test catalogue is generated for and pages are rendered on.
pub fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2027, 1, 10).unwrap()
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
    _dir: Option<TempDir>,
    _database: Option<TestDatabase>,
}

/// A temporary folder removed on drop.
pub struct TempDir(pub std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: String,
}

impl Reply {
    /// The body as JSON; panics with the body when it is not.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
    }
}

/// A PostgreSQL test database, dropped when the test ends (even when it
/// panics), so runs do not fill the server's disk.
pub struct TestDatabase {
    admin_url: String,
    name: String,
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let (admin_url, name) = (self.admin_url.clone(), self.name.clone());
        // Drop runs inside the test's runtime, which cannot be blocked on:
        // a short-lived thread with its own runtime does the network call.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
            runtime.block_on(async {
                let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&admin_url).await.ok()?;
                // FORCE ends the app's pooled connections that are still open.
                sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut conn).await.ok()
            })
        })
        .join();
        if !matches!(dropped, Ok(Some(_))) {
            eprintln!("test database {} was not dropped; scripts/postgres.sh sweeps it later", self.name);
        }
    }
}

/// The seeded database every test starts from, made once per test process. Migrating and seeding
/// a database for each test took a quarter of a second of each test's time on SQLite, more on
/// PostgreSQL; a copy takes milliseconds.
enum Template {
    /// The SQLite file's bytes (its folder is removed once they are read).
    Sqlite(Vec<u8>),
    /// A PostgreSQL database each test's database is created from (`CREATE DATABASE … TEMPLATE`),
    /// on the server of `admin_url` (TEST_DATABASE_URL). No test drops it (no test knows it is the
    /// last): scripts/postgres.sh sweeps it with the other `caravan_test_…` databases of earlier runs.
    Postgres { admin_url: String, name: String },
}

static TEMPLATE: std::sync::OnceLock<Template> = std::sync::OnceLock::new();

/// The template, on PostgreSQL when TEST_DATABASE_URL is set, else on SQLite. Made on first use on
/// a thread of its own: the test that asks first blocks its own runtime meanwhile, which has
/// nothing else to do.
fn template() -> &'static Template {
    TEMPLATE.get_or_init(|| {
        let admin_url = std::env::var("TEST_DATABASE_URL").ok().filter(|u| !u.is_empty());
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
            runtime.block_on(make_template(admin_url))
        })
        .join()
        .expect("template database made")
    })
}

async fn make_template(admin_url: Option<String>) -> Template {
    let unique = unique_name("template");
    let seeded = |url: String| async move {
        let db = Db::connect(&url).await.expect("template database connects and migrates");
        seed::seed_if_empty(&db, 7, 24, today()).await.expect("seed");
        // On SQLite this also folds the write-ahead log into the file that is copied.
        db.close().await;
    };
    match admin_url {
        Some(admin_url) => {
            let name = format!("caravan_test_{unique}");
            create_database(&admin_url, &name, None).await;
            seeded(database_url(&admin_url, &name)).await;
            Template::Postgres { admin_url, name }
        }
        None => {
            let dir = TempDir(std::env::temp_dir().join(format!("caravan-test-{unique}")));
            let file = dir.0.join("caravan.db");
            seeded(format!("sqlite://{}", file.display())).await;
            Template::Sqlite(std::fs::read(&file).expect("template database file"))
        }
    }
}

async fn create_database(admin_url: &str, name: &str, template: Option<&str>) {
    sqlx::any::install_default_drivers();
    let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(admin_url).await.expect("TEST_DATABASE_URL reachable");
    // FILE_COPY copies the template's files instead of writing every block through the WAL (the
    // default since PostgreSQL 15): 57 ms a test database instead of 145 on this 11 MB template.
    let from = template.map(|t| format!(" TEMPLATE {t} STRATEGY FILE_COPY")).unwrap_or_default();
    sqlx::query(&format!("CREATE DATABASE {name}{from}")).execute(&mut conn).await.expect("create test database");
}

/// The URL of database `name` on the server of `admin_url`.
fn database_url(admin_url: &str, name: &str) -> String {
    let base = admin_url.rsplit_once('/').map(|(b, _)| b).unwrap_or(admin_url);
    format!("{base}/{name}")
}

/// `<pid>_<microseconds>_<suffix>`: unique across runs and tests. scripts/postgres.sh reads the
/// microseconds of `caravan_test_…` database names to sweep those older than a run.
fn unique_name(suffix: &str) -> String {
    format!("{}_{}_{suffix}", std::process::id(), chrono::Utc::now().timestamp_micros())
}

/// A fresh database, a copy of the seeded template, and a fresh data folder (the mail outbox
/// lives there).
async fn fresh_database() -> (String, Option<TempDir>, Option<TestDatabase>) {
    let unique = unique_name(&COUNTER.fetch_add(1, Ordering::SeqCst).to_string());
    let dir = std::env::temp_dir().join(format!("caravan-test-{unique}"));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    match template() {
        Template::Postgres { admin_url, name: template } => {
            let name = format!("caravan_test_{unique}");
            create_database(admin_url, &name, Some(template)).await;
            (database_url(admin_url, &name), Some(TempDir(dir)), Some(TestDatabase { admin_url: admin_url.clone(), name }))
        }
        Template::Sqlite(bytes) => {
            let file = dir.join("caravan.db");
            std::fs::write(&file, bytes).expect("test database file");
            (format!("sqlite://{}", file.display()), Some(TempDir(dir)), None)
        }
    }
}

impl TestApp {
    pub async fn new() -> TestApp {
        Self::with_env(&[]).await
    }

    /// A TestApp with extra configuration (same keys as the environment).
    pub async fn with_env(pairs: &[(&str, &str)]) -> TestApp {
        let (url, dir, database) = fresh_database().await;
        let mut map: std::collections::HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        map.insert("DATABASE_URL".into(), url.clone());
        // Tests speak to editions through `*.localhost` hosts, a development convention.
        map.entry("DEVELOPMENT".into()).or_insert_with(|| "1".into());
        // Tests look at a page right after changing the catalogue; the stale window has its own test.
        map.entry("PAGE_STALE_SECONDS".into()).or_insert_with(|| "0".into());
        if let Some(dir) = &dir {
            map.entry("DATA_DIR".into()).or_insert_with(|| dir.0.display().to_string());
        }
        let config = Config::from_lookup(|k| map.get(k).cloned()).expect("valid test config");
        let state = AppState::from_config(config).await.expect("state").with_clock(caravan_server::clock::Clock::Fixed(today()));
        TestApp { router: build_router(state.clone()), state, _dir: dir, _database: database }
    }

    pub async fn request(&self, request: Request<Body>) -> Reply {
        let response = self.router.clone().oneshot(request).await.expect("router answers");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.expect("body").to_bytes();
        Reply { status, headers, body: String::from_utf8_lossy(&bytes).into_owned() }
    }

    /// GET `path` on `host` (e.g. `it.localhost:3000`).
    pub async fn get(&self, host: &str, path: &str) -> Reply {
        self.get_with(host, path, &[]).await
    }

    pub async fn get_with(&self, host: &str, path: &str, headers: &[(&str, &str)]) -> Reply {
        let mut builder = Request::get(path).header(header::HOST, host);
        for (k, v) in headers {
            builder = builder.header(*k, *v);
        }
        self.request(builder.body(Body::empty()).unwrap()).await
    }

    /// Another server instance on the same database, following catalogue changes.
    pub async fn second_instance(&self) -> TestApp {
        self.second_instance_with(&[]).await
    }

    /// [`TestApp::second_instance`] with more variables of its own.
    pub async fn second_instance_with(&self, env: &[(&str, &str)]) -> TestApp {
        let mut map: std::collections::HashMap<String, String> = env.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        map.insert("DATABASE_URL".into(), self.state.config.database_url.clone());
        map.insert("DATA_DIR".into(), self.state.config.data_dir.display().to_string());
        map.insert("DEVELOPMENT".into(), "1".into());
        let config = Config::from_lookup(|k| map.get(k).cloned()).expect("valid test config");
        let state = AppState::from_config(config).await.expect("state").with_clock(caravan_server::clock::Clock::Fixed(today()));
        state.watch_catalogue();
        TestApp { router: build_router(state.clone()), state, _dir: None, _database: None }
    }

    /// The folder one `.eml` file per sent message lands in.
    /// A TestApp whose mail stays in memory, for reading whole [`Mail`](caravan_server::mail::Mail)s.
    pub async fn with_memory_mailer() -> (TestApp, Arc<caravan_server::mail::MemoryMailer>) {
        let app = TestApp::new().await;
        let mailer = Arc::new(caravan_server::mail::MemoryMailer::default());
        let state = app.state.clone().with_mailer(mailer.clone());
        (TestApp { router: build_router(state.clone()), state, ..app }, mailer)
    }

    pub fn outbox(&self) -> std::path::PathBuf {
        self.state.config.data_dir.join("outbox")
    }

    /// The messages in the outbox, oldest first, as text.
    pub fn mails(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.outbox()) else {
            return Vec::new();
        };
        let mut files: Vec<_> =
            entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "eml")).collect();
        files.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
        files.iter().map(|p| std::fs::read_to_string(p).expect("readable mail")).collect()
    }

    /// The one-time code of the newest mail sent to `email`.
    pub fn last_code_for(&self, email: &str) -> String {
        let mails = self.mails();
        let mail = mails.iter().rev().find(|m| m.contains(&format!("To: {email}"))).unwrap_or_else(|| panic!("no mail to {email}"));
        code_in(mail).unwrap_or_else(|| panic!("no code in mail: {mail}"))
    }

    /// Sends one request with a method, JSON body and extra headers.
    pub async fn call(&self, method: &str, host: &str, path: &str, body: Option<&str>, headers: &[(&str, &str)]) -> Reply {
        let mut builder = Request::builder().method(method).uri(path).header(header::HOST, host);
        if body.is_some() {
            builder = builder.header(header::CONTENT_TYPE, "application/json");
        }
        for (k, v) in headers {
            builder = builder.header(*k, *v);
        }
        self.request(builder.body(body.map(|b| Body::from(b.to_string())).unwrap_or_else(Body::empty)).unwrap()).await
    }

    /// Logs `email` in through the one-time code API (a new user accepting
    /// marketing); returns the `Cookie` header value of the session.
    pub async fn log_in(&self, host: &str, email: &str) -> String {
        let sent = self.post_json(host, "/api/auth/code", &format!(r#"{{"email":"{email}","marketingConsent":true}}"#)).await;
        assert_eq!(sent.status, StatusCode::ACCEPTED, "{}", sent.body);
        let code = self.last_code_for(email);
        let verified = self.post_json(host, "/api/auth/verify", &format!(r#"{{"email":"{email}","code":"{code}"}}"#)).await;
        assert_eq!(verified.status, StatusCode::OK, "{}", verified.body);
        session_cookie(&verified).expect("session cookie set")
    }

    /// POST a JSON body (`None`: no body at all).
    pub async fn post_json(&self, host: &str, path: &str, body: &str) -> Reply {
        let request = Request::post(path)
            .header(header::HOST, host)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap();
        self.request(request).await
    }

    pub async fn post_form(&self, host: &str, path: &str, form: &str) -> Reply {
        self.post_form_with(host, path, form, &[]).await
    }

    /// POST a form with extra headers (a session cookie).
    pub async fn post_form_with(&self, host: &str, path: &str, form: &str, headers: &[(&str, &str)]) -> Reply {
        let mut request = Request::post(path).header(header::HOST, host).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        for (k, v) in headers {
            request = request.header(*k, *v);
        }
        self.request(request.body(Body::from(form.to_string())).unwrap()).await
    }
}

/// The URL of the stylesheet a page links.
pub fn stylesheet_of(page: &str) -> String {
    let link = page.split("<link rel=\"stylesheet\" href=\"").nth(1).expect("the page links its stylesheet");
    link.split('"').next().unwrap_or_default().to_string()
}

/// The URL of the islands' shared labels a page names (`<body data-labels>`).
pub fn labels_of(page: &str) -> String {
    let value = page.split(" data-labels=\"").nth(1).expect("the page names its islands' labels");
    value.split('"').next().unwrap_or_default().to_string()
}

/// The values of `attribute` on the elements of a page that show (no `hidden` in their tag): the
/// months a trip page's calendar shows (`data-calendar-month`), the photo its gallery modal shows
/// (`data-gallery-item`).
pub fn shown_values(body: &str, attribute: &str) -> Vec<String> {
    body.split(&format!("{attribute}=\""))
        .skip(1)
        .filter(|s| !s.split('>').next().unwrap_or_default().contains("hidden"))
        .map(|s| s.split('"').next().unwrap_or_default().to_string())
        .collect()
}

/// All `href="…"` values in a page that start with `prefix`.
pub fn links(body: &str, prefix: &str) -> Vec<String> {
    let needle = format!("href=\"{prefix}");
    body.match_indices(&needle)
        .filter_map(|(i, _)| {
            let start = i + "href=\"".len();
            body[start..].find('"').map(|end| body[start..start + end].to_string())
        })
        .collect()
}

/// The six-digit code in a mail (first run of exactly six digits on its own).
pub fn code_in(mail: &str) -> Option<String> {
    mail.lines().map(str::trim).find(|l| l.len() == 6 && l.bytes().all(|b| b.is_ascii_digit())).map(str::to_string)
}

/// `caravan_session=…` from a reply's Set-Cookie headers.
pub fn session_cookie(reply: &Reply) -> Option<String> {
    reply
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("caravan_session=") && !v.starts_with("caravan_session=;"))
        .map(|v| v.split(';').next().unwrap_or("").to_string())
}

/// A port nobody listens on right now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Waits until something listens on `port` (a server the test started).
pub fn wait_until_listening(port: u16, what: &str, seconds: u64) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(std::time::Instant::now() < deadline, "{what} did not listen on {port}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// A mail's text with quoted-printable undone (soft breaks joined, `=XX` decoded).
pub fn decoded(mail: &str) -> String {
    let joined = mail.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'=' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A bookable departure the home page does not depend on, and its page path.
pub fn a_confirmed_tour(app: &TestApp) -> (String, String, i64) {
    let snapshot = app.state.catalogue.snapshot();
    let tour = snapshot
        .tours
        .iter()
        .find(|t| t.starting_date > today() && t.status == search_core::TourStatus::Confirmed)
        .expect("a confirmed tour");
    let travel = &snapshot.travels[tour.travel];
    let path = format!("/destinations/{}/{}", travel.slug, tour.code.to_lowercase());
    (tour.code.clone(), path, tour.price(search_core::Currency::EUR).unwrap().base)
}

/// A typed outbox mail for tests of delivery (the copy of a question).
pub fn question_ack(message: &str) -> caravan_server::alerts::mails::OutboxMail {
    caravan_server::alerts::mails::OutboxMail::QuestionAck(caravan_server::alerts::mails::CoordinatorQuestion {
        coordinator: "Ann".into(),
        title: String::new(),
        email: "asker@example.com".into(),
        message: message.into(),
        url: "https://caravan-trips.com/".into(),
    })
}

/// The admin token the catalogue tests start their server with.
pub const ADMIN_TOKEN: &str = "test-admin-token-0123456789abcdefghij";

/// `PUT /api/admin/catalogue` with `token` (none: no Authorization header).
pub async fn admin_import(app: &TestApp, token: Option<&str>, payload: &serde_json::Value) -> Reply {
    let mut request =
        Request::put("/api/admin/catalogue").header(header::HOST, "localhost:3000").header(header::CONTENT_TYPE, "application/json");
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    app.request(request.body(Body::from(payload.to_string())).unwrap()).await
}

/// Moves the last one-time code and its resend countdown 31 s into the past, as if the
/// visitor had waited before asking for another.
pub async fn skip_resend_countdown(app: &TestApp) {
    for statement in
        ["UPDATE one_time_codes SET created_at = created_at - 31", "UPDATE rate_slots SET at = at - 31 WHERE bucket LIKE 'code-resend:%'"]
    {
        sqlx::query(statement).execute(&app.state.db.pool).await.expect(statement);
    }
}
