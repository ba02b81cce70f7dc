//! Mail delivery behind one trait (DESIGN.md: outside services sit behind
//! traits in `AppState`). With `SMTP_URL` set, lettre's SMTP transport
//! sends; otherwise each message becomes one `.eml` file under
//! `DATA_DIR/outbox/`, which developers and tests read. Every message has a
//! plain-text part and an HTML part, in the recipient's language.

use lettre::message::header::{ContentTransferEncoding, ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use std::future::Future;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::Arc;

/// One message to one recipient.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// One-click unsubscribe address (RFC 8058), for alert mails.
    pub unsubscribe: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("bad address: {0}")]
    Address(String),
    #[error("building the message: {0}")]
    Build(String),
    #[error("delivery: {0}")]
    Delivery(String),
    /// The receiving server refused for good (SMTP 5xx): retrying cannot help.
    #[error("refused for good: {0}")]
    Rejected(String),
}

impl MailError {
    /// Whether sending again later could succeed.
    pub fn is_permanent(&self) -> bool {
        matches!(self, MailError::Address(_) | MailError::Build(_) | MailError::Rejected(_))
    }
}

/// An SMTP failure: permanent (5xx) or worth a retry.
fn smtp_error(error: lettre::transport::smtp::Error) -> MailError {
    if error.is_permanent() {
        MailError::Rejected(error.to_string())
    } else {
        MailError::Delivery(error.to_string())
    }
}

pub type SendFuture<'a> = Pin<Box<dyn Future<Output = Result<(), MailError>> + Send + 'a>>;

pub trait Mailer: Send + Sync {
    fn send(&self, mail: Mail) -> SendFuture<'_>;
    /// Sends a mail of the outbox: `id` names it (the `.eml` file, the
    /// Message-ID), and a mail already delivered under `id` is not sent again.
    fn send_once<'a>(&'a self, mail: Mail, id: &'a str) -> SendFuture<'a>;
    /// Where mail goes, for the start-up log.
    fn describe(&self) -> String;
}

/// `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058).
#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.trim_matches(|c| c == '<' || c == '>').to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

#[derive(Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_string())
    }
}

/// The one address rule, shared by every form that takes an e-mail and by
/// [`message`]: the spec's pattern (§5), a recipient the mail is built with,
/// and a domain name, not a literal address (`a@[127.0.0.1]` passed the form
/// and then failed in the mailer with a 503: the probe's M10).
pub fn deliverable_address(email: &str) -> Option<Mailbox> {
    let mailbox: Mailbox = email.parse().ok()?;
    let domain = mailbox.email.domain();
    let named = !domain.starts_with('[')
        && domain.rsplit('.').next().is_some_and(|tld| tld.len() >= 2 && tld.bytes().all(|b| b.is_ascii_alphabetic()));
    (search_core::validation::is_valid_email(email) && mailbox.name.is_none() && named).then_some(mailbox)
}

fn message(from: &Mailbox, mail: &Mail, id: Option<&str>) -> Result<Message, MailError> {
    let to = deliverable_address(&mail.to).ok_or_else(|| MailError::Address(format!("{}: not a deliverable address", mail.to)))?;
    let mut builder = Message::builder().from(from.clone()).to(to).subject(mail.subject.clone());
    if let Some(id) = id {
        let domain = from.email.domain();
        builder = builder.message_id(Some(format!("<{id}@{domain}>")));
    }
    if let Some(url) = &mail.unsubscribe {
        builder = builder.header(ListUnsubscribe(url.clone())).header(ListUnsubscribePost);
    }
    builder
        .multipart(
            MultiPart::alternative()
                .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(readable(&mail.text)))
                .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(readable(&mail.html))),
        )
        .map_err(|e| MailError::Build(e.to_string()))
}

/// Quoted-printable whatever the language: codes and links stay readable in
/// the raw message (developers and tests read the outbox), never base64.
fn readable(text: &str) -> Body {
    Body::new_with_encoding(text.to_string(), ContentTransferEncoding::QuotedPrintable).unwrap_or_else(|_| Body::new(text.to_string()))
}

pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    url: String,
}

impl Mailer for SmtpMailer {
    fn send(&self, mail: Mail) -> SendFuture<'_> {
        Box::pin(async move {
            let message = message(&self.from, &mail, None)?;
            self.transport.send(message).await.map(|_| ()).map_err(smtp_error)
        })
    }

    /// SMTP cannot take a message back: after a crash between sending and
    /// marking sent, the retry carries the same Message-ID, which receivers
    /// use to drop the duplicate.
    fn send_once<'a>(&'a self, mail: Mail, id: &'a str) -> SendFuture<'a> {
        Box::pin(async move {
            let message = message(&self.from, &mail, Some(id))?;
            self.transport.send(message).await.map(|_| ()).map_err(smtp_error)
        })
    }

    fn describe(&self) -> String {
        // Credentials stay out of logs.
        let host = self.url.rsplit('@').next().unwrap_or(&self.url);
        format!("SMTP {}", host.trim_start_matches("smtp://").trim_start_matches("smtps://"))
    }
}

pub struct OutboxMailer {
    dir: PathBuf,
    transport: AsyncFileTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer for OutboxMailer {
    fn send(&self, mail: Mail) -> SendFuture<'_> {
        Box::pin(async move {
            let message = message(&self.from, &mail, None)?;
            tokio::fs::create_dir_all(&self.dir).await.map_err(|e| MailError::Delivery(format!("{}: {e}", self.dir.display())))?;
            self.transport.send(message).await.map(|_| ()).map_err(|e| MailError::Delivery(e.to_string()))
        })
    }

    /// `<id>.eml`, written to a temporary name and renamed, so a file is
    /// whole or absent; an existing file means this mail already went.
    fn send_once<'a>(&'a self, mail: Mail, id: &'a str) -> SendFuture<'a> {
        Box::pin(async move {
            let message = message(&self.from, &mail, Some(id))?;
            let io = |e: std::io::Error| MailError::Delivery(format!("{}: {e}", self.dir.display()));
            tokio::fs::create_dir_all(&self.dir).await.map_err(io)?;
            let path = self.dir.join(format!("{id}.eml"));
            if tokio::fs::try_exists(&path).await.map_err(io)? {
                return Ok(());
            }
            let partial = self.dir.join(format!(".{id}.eml.part"));
            tokio::fs::write(&partial, message.formatted()).await.map_err(io)?;
            tokio::fs::rename(&partial, &path).await.map_err(io)
        })
    }

    fn describe(&self) -> String {
        format!("files in {}", self.dir.display())
    }
}

/// Mail kept in memory, for tests that read what was sent as [`Mail`]s
/// (subject, text, HTML, unsubscribe address) rather than as `.eml` files.
/// Like the outbox, a mail already sent under an id is not sent again.
#[derive(Default)]
pub struct MemoryMailer {
    sent: std::sync::Mutex<Vec<Mail>>,
    ids: std::sync::Mutex<std::collections::HashSet<String>>,
}

impl MemoryMailer {
    /// Every mail sent so far, oldest first.
    pub fn sent(&self) -> Vec<Mail> {
        self.sent.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }

    fn keep(&self, mail: Mail) {
        self.sent.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).push(mail);
    }
}

impl Mailer for MemoryMailer {
    fn send(&self, mail: Mail) -> SendFuture<'_> {
        Box::pin(async move {
            self.keep(mail);
            Ok(())
        })
    }

    fn send_once<'a>(&'a self, mail: Mail, id: &'a str) -> SendFuture<'a> {
        Box::pin(async move {
            if self.ids.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(id.to_string()) {
                self.keep(mail);
            }
            Ok(())
        })
    }

    fn describe(&self) -> String {
        "memory".to_string()
    }
}

/// The mailer the configuration asks for.
pub fn from_config(config: &crate::config::Config) -> Result<Arc<dyn Mailer>, String> {
    let from: Mailbox = config.mail_from.parse().map_err(|e| format!("MAIL_FROM {:?}: {e}", config.mail_from))?;
    match &config.smtp_url {
        Some(url) => {
            let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                .map_err(|e| format!("SMTP_URL is not a usable SMTP address: {e}"))?
                .build();
            Ok(Arc::new(SmtpMailer { transport, from, url: url.clone() }))
        }
        None => {
            let dir = config.data_dir.join("outbox");
            Ok(Arc::new(OutboxMailer { transport: AsyncFileTransport::new(&dir), dir, from }))
        }
    }
}

/// HTML-escapes text put into a mail's HTML part.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// What a one-time code is for: its mail says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeFor {
    LogIn,
    /// Turning on the alerts a new address asked for (the code creates its account).
    Alerts,
}

/// The one-time code mail, in the language of `locale` (Fluent).
pub fn code_mail(locale: &str, to: &str, code: &str, purpose: CodeFor) -> Mail {
    let t = |key: &str| caravan_site::i18n::message(locale, key, &[("code", code.into()), ("minutes", 10.into())]);
    let (subject, intro) = match purpose {
        CodeFor::LogIn => (t("mail-code-subject"), t("mail-code-intro")),
        CodeFor::Alerts => (t("mail-code-alerts-subject"), t("mail-code-alerts-intro")),
    };
    let (validity, ignore, signature) = (t("mail-code-validity"), t("mail-code-ignore"), t("mail-signature"));
    Mail {
        to: to.to_string(),
        unsubscribe: None,
        text: format!("{intro}\n\n    {code}\n\n{validity}\n{ignore}\n\n{signature}\n"),
        html: format!(
            "<!doctype html><html lang=\"{lang}\"><body style=\"font-family:sans-serif\"><p>{intro}</p>\
             <p style=\"font-size:28px;letter-spacing:6px;font-weight:bold\">{code}</p><p>{validity}</p><p>{ignore}</p><p>{signature}</p></body></html>",
            lang = escape(locale.split('-').next().unwrap_or("en")),
            intro = escape(&intro),
            code = escape(code),
            validity = escape(&validity),
            ignore = escape(&ignore),
            signature = escape(&signature),
        ),
        subject,
    }
}

#[cfg(test)]
mod address_tests {
    use super::deliverable_address;

    #[test]
    fn the_forms_and_the_mailer_share_one_address_rule() {
        for good in ["ana@example.com", "o'neil+trips@mail.example.co.uk", "x@a.io"] {
            assert!(deliverable_address(good).is_some(), "{good}");
        }
        // a@[127.0.0.1] passed the form and then failed in the mailer (the probe's M10).
        for bad in ["a@[127.0.0.1]", "a@127.0.0.1", "a@localhost", "Ana <ana@example.com>", "a@b.c0", "a@@b.com", "a b@c.com", ""] {
            assert!(deliverable_address(bad).is_none(), "{bad}");
        }
    }
}
