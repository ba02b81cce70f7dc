//! `kill -9` of the real server binary during a burst of wishlist saves:
//! every save the server acknowledged is there after the restart, and the
//! session survives too (both live in the database, not in memory).

use crate::common;

use common::{code_in, free_port, wait_until_listening};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn start(data_dir: &std::path::Path, port: u16) -> Child {
    start_with(data_dir, port, &[])
}

/// The server binary on `data_dir`, with extra settings, once it listens.
fn start_with(data_dir: &std::path::Path, port: u16, settings: &[(&str, &str)]) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_caravan"))
        .envs(settings.iter().copied())
        .env("PORT", port.to_string())
        .env("BIND_ADDR", "127.0.0.1")
        .env("DATA_DIR", data_dir)
        .env("CATALOGUE_SIZE", "small")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    wait_until_listening(port, "the server", 60);
    child
}

fn newest_code(outbox: &std::path::Path) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let code = std::fs::read_dir(outbox).ok().and_then(|entries| {
            entries.filter_map(Result::ok).find_map(|e| std::fs::read_to_string(e.path()).ok().as_deref().and_then(code_in))
        });
        if let Some(code) = code {
            return code;
        }
        assert!(Instant::now() < deadline, "no code in {}", outbox.display());
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_killed_server_loses_no_acknowledged_save() {
    let data_dir = std::env::temp_dir().join(format!("caravan-kill-{}-{}", std::process::id(), free_port()));
    let _cleanup = common::TempDir(data_dir.clone());
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = start(&data_dir, port);
    let http = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();

    let email = "durable@example.com";
    let sent = http
        .post(format!("{base}/api/auth/code"))
        .json(&serde_json::json!({"email": email, "marketingConsent": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 202);
    let code = newest_code(&data_dir.join("outbox"));
    let verified =
        http.post(format!("{base}/api/auth/verify")).json(&serde_json::json!({"email": email, "code": code})).send().await.unwrap();
    assert_eq!(verified.status(), 200);
    let cookie = verified.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();

    let tours: Vec<String> = {
        let page = http
            .post(format!("{base}/api/tours"))
            .json(&serde_json::json!({"perPage": 100}))
            .send()
            .await
            .unwrap()
            .json::<serde_json::Value>()
            .await
            .unwrap();
        page["data"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap().to_string()).collect()
    };
    assert!(tours.len() >= 50, "enough departures to save");

    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let failed = Arc::new(Mutex::new(0usize));
    let workers: Vec<_> = tours
        .chunks(tours.len().div_ceil(16))
        .map(|chunk| {
            let (http, base, cookie) = (http.clone(), base.clone(), cookie.clone());
            let (acknowledged, failed, chunk) = (acknowledged.clone(), failed.clone(), chunk.to_vec());
            tokio::spawn(async move {
                for tour in chunk {
                    // Each save waits a little, so the burst is still going when the kill lands.
                    tokio::time::sleep(Duration::from_millis(5)).await;
                    match http.put(format!("{base}/api/wishlist/tours/{tour}")).header("cookie", &cookie).send().await {
                        Ok(reply) if reply.status() == 200 => acknowledged.lock().unwrap().push(tour),
                        _ => *failed.lock().unwrap() += 1,
                    }
                }
            })
        })
        .collect();
    // Kill once the burst is under way (a few saves acknowledged), however
    // slow the machine is today.
    let deadline = Instant::now() + Duration::from_secs(30);
    while acknowledged.lock().unwrap().len() < 5 {
        assert!(Instant::now() < deadline, "no save was acknowledged");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    server.kill().expect("SIGKILL"); // std's kill is SIGKILL on Unix: no shutdown, no checkpoint.
    server.wait().unwrap();
    for worker in workers {
        worker.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    eprintln!("acknowledged {} saves, {} failed", acknowledged.len(), failed.lock().unwrap());
    assert!(!acknowledged.is_empty(), "some saves were acknowledged before the kill");
    assert!(*failed.lock().unwrap() > 0, "the kill landed during the burst");

    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let mut restarted = start(&data_dir, port);
    let list = http.get(format!("{base}/api/wishlist")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(list.status(), 200, "the session survived the kill");
    let list: serde_json::Value = list.json().await.unwrap();
    let saved: Vec<&str> = list["tours"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap()).collect();
    for tour in &acknowledged {
        assert!(
            saved.contains(&tour.as_str()),
            "acknowledged save of {tour} lost ({} acknowledged, {} kept)",
            acknowledged.len(),
            saved.len()
        );
    }
    restarted.kill().unwrap();
    restarted.wait().unwrap();
}

/// `kill -9` while the dispatcher sends a few thousand mails: after the
/// restart every mail is in the outbox exactly once (files are named by the
/// outbox row, written whole or not at all; a row claimed by the dead
/// process is taken again when its lease ends).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_killed_dispatcher_loses_and_duplicates_no_mail() {
    const MAILS: usize = 3000;
    let data_dir = std::env::temp_dir().join(format!("caravan-kill-outbox-{}-{}", std::process::id(), free_port()));
    let _cleanup = common::TempDir(data_dir.clone());
    let start_with_lease = |port: u16| start_with(&data_dir, port, &[("OUTBOX_LEASE_SECS", "1")]);
    let mut server = start_with_lease(free_port());
    let db = caravan_server::storage::Db::connect(&format!("sqlite://{}/caravan.db", data_dir.display())).await.unwrap();
    let mut tx = db.pool.begin().await.unwrap();
    for n in 0..MAILS {
        let mail = common::question_ack(&format!("question {n}"));
        caravan_server::alerts::outbox::enqueue(&mut tx, &format!("burst:{n}"), &format!("p{n}@example.com"), "en-US", &mail)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let count = |status: &'static str| {
        let db = db.clone();
        async move {
            sqlx::query_scalar::<_, i64>(&format!("SELECT COUNT(*) FROM mail_outbox WHERE status = '{status}'"))
                .fetch_one(&db.pool)
                .await
                .unwrap()
        }
    };
    // Kill as soon as the dispatcher is under way.
    let deadline = Instant::now() + Duration::from_secs(20);
    while count("sent").await == 0 {
        assert!(Instant::now() < deadline, "the dispatcher never started");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.kill().unwrap();
    server.wait().unwrap();
    let sent_at_kill = count("sent").await;
    eprintln!("{sent_at_kill} of {MAILS} mails sent when the server was killed");
    assert!((sent_at_kill as usize) < MAILS, "the kill landed during the dispatch");

    let mut restarted = start_with_lease(free_port());
    let deadline = Instant::now() + Duration::from_secs(60);
    while count("sent").await < MAILS as i64 {
        assert!(Instant::now() < deadline, "not every mail was sent after the restart: {}", count("sent").await);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    restarted.kill().unwrap();
    restarted.wait().unwrap();
    let files: Vec<String> = std::fs::read_dir(data_dir.join("outbox"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".eml"))
        .collect();
    assert_eq!(files.len(), MAILS, "one file per mail: none lost, none twice");
    let ids: std::collections::BTreeSet<String> =
        sqlx::query_scalar("SELECT id FROM mail_outbox").fetch_all(&db.pool).await.unwrap().into_iter().collect();
    assert!(files.iter().all(|f| ids.contains(f.trim_end_matches(".eml"))), "every file is a row of the outbox");
    db.pool.close().await;
}
