//! The mails of alerts, the waitlist and coordinator questions, rendered at
//! sending time from the outbox row's kind, locale and payload (texts from
//! Fluent, so every edition gets its language). Alert mails carry a
//! one-click unsubscribe (RFC 8058 `List-Unsubscribe` and `-Post`).

use crate::mail::{escape, Mail};
use caravan_app::i18n::FluentValue;
use search_core::currency::{format_price, Decimals};
use search_core::Currency;
use serde_json::Value;

fn text<'a>(payload: &'a Value, key: &str) -> &'a str {
    payload.get(key).and_then(Value::as_str).unwrap_or("")
}

/// `minor` units of `currency` in the payload, formatted.
fn money(payload: &Value, key: &str) -> String {
    let currency = Currency::parse(text(payload, "currency")).unwrap_or(Currency::EUR);
    payload.get(key).and_then(Value::as_i64).map(|minor| format_price(minor, currency, Decimals::Zero)).unwrap_or_default()
}

/// A mail of paragraphs with one link (and, for alerts, the unsubscribe link).
fn compose(
    locale: &str,
    to: &str,
    subject: String,
    paragraphs: Vec<String>,
    link: Option<(String, &str)>,
    unsubscribe: Option<&str>,
) -> Mail {
    let t = |key: &str| caravan_app::i18n::message(locale, key, &[]);
    let mut text = paragraphs.join("\n\n");
    let mut html = paragraphs.iter().map(|p| format!("<p>{}</p>", escape(p))).collect::<String>();
    if let Some((label, url)) = &link {
        text.push_str(&format!("\n\n{label}: {url}"));
        html.push_str(&format!("<p><a href=\"{}\">{}</a></p>", escape(url), escape(label)));
    }
    let signature = t("mail-signature");
    text.push_str(&format!("\n\n{signature}\n"));
    html.push_str(&format!("<p>{}</p>", escape(&signature)));
    if let Some(url) = unsubscribe {
        let label = t("mail-unsubscribe");
        text.push_str(&format!("\n{label}: {url}\n"));
        html.push_str(&format!("<p style=\"font-size:12px\"><a href=\"{}\">{}</a></p>", escape(url), escape(&label)));
    }
    Mail {
        to: to.to_string(),
        subject,
        text,
        html: format!("<!doctype html><html><body style=\"font-family:sans-serif\">{html}</body></html>"),
        unsubscribe: unsubscribe.map(str::to_string),
    }
}

/// The mail of an outbox row, or `None` for an unknown kind.
pub fn render(kind: &str, locale: &str, to: &str, payload: &Value) -> Option<Mail> {
    let args: Vec<(&str, FluentValue<'_>)> = vec![
        ("title", text(payload, "title").into()),
        ("date", text(payload, "date").into()),
        ("price", money(payload, "price").into()),
        ("old", money(payload, "oldPrice").into()),
        ("until", text(payload, "until").into()),
        ("coordinator", text(payload, "coordinator").into()),
        ("email", text(payload, "email").into()),
    ];
    let t = |key: &str| caravan_app::i18n::message(locale, key, &args);
    let url = text(payload, "url");
    let unsubscribe = payload.get("unsubscribeUrl").and_then(Value::as_str);
    let see = || Some((t("mail-see-trip"), url));
    Some(match kind {
        "alert-price-dropped" => compose(locale, to, t("mail-price-subject"), vec![t("mail-price-text")], see(), unsubscribe),
        "alert-tour-confirmed" => compose(locale, to, t("mail-confirmed-subject"), vec![t("mail-confirmed-text")], see(), unsubscribe),
        "alert-new-dates" => compose(locale, to, t("mail-new-dates-subject"), vec![t("mail-new-dates-text")], see(), unsubscribe),
        "alert-confirm" => compose(
            locale,
            to,
            t("mail-alert-confirm-subject"),
            vec![t("mail-alert-confirm-text")],
            Some((t("mail-alert-confirm-link"), url)),
            None,
        ),
        "waitlist-offer" => compose(locale, to, t("mail-waitlist-subject"), vec![t("mail-waitlist-text")], see(), None),
        "question-coordinator" => compose(
            locale,
            to,
            t("mail-question-subject"),
            vec![t("mail-question-text"), text(payload, "message").to_string()],
            see(),
            None,
        ),
        "question-ack" => compose(
            locale,
            to,
            t("mail-question-ack-subject"),
            // Not the message: the address is unverified, and quoting it would
            // let anyone relay their text to any inbox from our domain.
            vec![t("mail-question-ack-text")],
            see(),
            None,
        ),
        _ => return None,
    })
}
