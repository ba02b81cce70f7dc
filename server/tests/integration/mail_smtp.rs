//! The SMTP path against a real SMTP server: Python's aiosmtpd (installed by
//! scripts/setup.sh into .tools/py) storing what it receives in a maildir.

use crate::common;

use axum::http::StatusCode;
use common::{code_in, free_port, wait_until_listening, TestApp};
use std::process::{Child, Command, Stdio};

struct SmtpServer {
    child: Child,
    port: u16,
    maildir: std::path::PathBuf,
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.maildir);
    }
}

fn start_smtp() -> SmtpServer {
    let python = concat!(env!("CARGO_MANIFEST_DIR"), "/../.tools/py/bin/python");
    assert!(std::path::Path::new(python).exists(), "aiosmtpd is missing: run `bash scripts/setup.sh` (it installs it into .tools/py)");
    let port = free_port();
    let maildir = std::env::temp_dir().join(format!("caravan-smtp-{}-{port}", std::process::id()));
    let child = Command::new(python)
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(&maildir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("aiosmtpd starts");
    wait_until_listening(port, "aiosmtpd", 15);
    SmtpServer { child, port, maildir }
}

fn received(maildir: &std::path::Path) -> Vec<String> {
    ["new", "cur"]
        .iter()
        .filter_map(|sub| std::fs::read_dir(maildir.join(sub)).ok())
        .flatten()
        .filter_map(Result::ok)
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .collect()
}

#[tokio::test]
async fn codes_go_out_through_smtp_in_the_visitors_language() {
    let smtp = start_smtp();
    let url = format!("smtp://127.0.0.1:{}", smtp.port);
    let app = TestApp::with_env(&[("SMTP_URL", &url), ("MAIL_FROM", "Caravan <hello@caravan.test>")]).await;
    let sent = app.post_json("it.localhost:3000", "/api/auth/code", r#"{"email":"rita@example.it","marketingConsent":true}"#).await;
    assert_eq!(sent.status, StatusCode::ACCEPTED, "{}", sent.body);
    let mails = received(&smtp.maildir);
    assert_eq!(mails.len(), 1, "one message reached the SMTP server");
    let mail = &mails[0];
    assert!(mail.contains("To: rita@example.it") && mail.contains("From: Caravan <hello@caravan.test>"));
    assert!(mail.contains("Content-Type: text/plain") && mail.contains("Content-Type: text/html"));
    assert!(mail.contains("codice"), "written in Italian: {mail}");
    assert!(app.mails().is_empty(), "nothing in the file outbox when SMTP is set");
    let code = code_in(mail).expect("the code is readable in the message");
    let verified =
        app.post_json("it.localhost:3000", "/api/auth/verify", &format!(r#"{{"email":"rita@example.it","code":"{code}"}}"#)).await;
    assert_eq!(verified.status, StatusCode::OK, "{}", verified.body);
}

#[tokio::test]
async fn an_unreachable_smtp_server_is_a_clear_error_and_no_dead_code() {
    let url = format!("smtp://127.0.0.1:{}", free_port());
    let app = TestApp::with_env(&[("SMTP_URL", &url)]).await;
    let sent = app.post_json("us.localhost:3000", "/api/auth/code", r#"{"email":"sam@example.com","marketingConsent":true}"#).await;
    assert_eq!(sent.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(sent.json()["error"]["code"], "MAIL_FAILED");
    let codes: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM one_time_codes").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(codes, 0, "no code waits for a mail that never left");
}

/// An SMTP server that refuses every recipient for good (550), as a mailbox
/// that does not exist would.
fn start_refusing_smtp() -> SmtpServer {
    let python = concat!(env!("CARGO_MANIFEST_DIR"), "/../.tools/py/bin/python");
    let port = free_port();
    let script = format!(
        "import asyncio\nfrom aiosmtpd.controller import Controller\n\
class Refuse:\n    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):\n        return '550 5.1.1 No such user'\n\
Controller(Refuse(), hostname='127.0.0.1', port={port}).start()\nasyncio.get_event_loop().run_forever()\n"
    );
    let child = Command::new(python).args(["-c", &script]).stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("aiosmtpd starts");
    wait_until_listening(port, "refusing aiosmtpd", 15);
    SmtpServer { child, port, maildir: std::env::temp_dir().join(format!("caravan-smtp-refusing-{port}")) }
}

#[tokio::test]
async fn a_mailbox_refused_for_good_fails_its_outbox_row_at_once() {
    let smtp = start_refusing_smtp();
    let url = format!("smtp://127.0.0.1:{}", smtp.port);
    let app = TestApp::with_env(&[("SMTP_URL", &url)]).await;
    let mut tx = app.state.db.pool.begin().await.unwrap();
    caravan_server::alerts::outbox::enqueue(&mut tx, "test:refused", "gone@example.com", "en-US", &common::question_ack("Hi"))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    caravan_server::alerts::outbox::dispatch_once(&app.state).await.unwrap();
    let (status, attempts): (String, i64) = sqlx::query_as("SELECT status, attempts FROM mail_outbox WHERE dedup_key = 'test:refused'")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!((status.as_str(), attempts), ("failed", 1), "a 5xx is not retried");
}

#[tokio::test]
async fn an_address_lettre_cannot_mail_is_refused_at_the_door() {
    let app = TestApp::new().await;
    // Passes the spec's pattern, but `<` is not allowed in an address's local part.
    let sent = app.post_json("us.localhost:3000", "/api/auth/code", r#"{"email":"a<b@example.com","marketingConsent":true}"#).await;
    assert_eq!(sent.status, StatusCode::BAD_REQUEST, "{}", sent.body);
    assert_eq!(sent.json()["error"]["code"], "INVALID_EMAIL");
}
