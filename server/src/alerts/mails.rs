//! The mails of alerts, the waitlist and coordinator questions: one typed
//! [`OutboxMail`] per kind, stored in the outbox row (its `kind` column and
//! JSON `payload`) by the change that causes it, and rendered at sending
//! time in the row's locale (texts from Fluent, so every edition gets its
//! language). Alert mails carry a one-click unsubscribe (RFC 8058
//! `List-Unsubscribe` and `-Post`).

use crate::mail::{escape, Mail};
use caravan_site::i18n::FluentValue;
use search_core::currency::{format_price, Decimals};
use search_core::Currency;
use serde::{Deserialize, Serialize};

/// The trip or departure a mail is about, as its reader's edition shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TripLink {
    /// The trip's title in the reader's language.
    pub title: String,
    /// Its page on the site the reader used.
    pub url: String,
    /// The departure's date as the edition writes dates; empty for a whole trip.
    #[serde(default)]
    pub date: String,
}

/// An alert about a trip, with its one-click unsubscribe address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AlertNotice {
    #[serde(flatten)]
    pub trip: TripLink,
    pub unsubscribe_url: String,
}

/// A price below the one the subscriber saw (minor units of `currency`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PriceNotice {
    #[serde(flatten)]
    pub alert: AlertNotice,
    pub price: i64,
    pub old_price: i64,
    pub currency: String,
}

/// The link that turns a known address's new alert on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfirmLink {
    pub title: String,
    pub url: String,
}

/// A seat held for the first in line until `until`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatOffer {
    #[serde(flatten)]
    pub trip: TripLink,
    pub until: String,
}

/// A traveller's question to a coordinator (`title` empty when no trip).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoordinatorQuestion {
    pub coordinator: String,
    pub title: String,
    pub email: String,
    pub message: String,
    pub url: String,
}

/// Every mail the outbox sends. The tag is the row's `kind`, the content its
/// `payload`: rows queued before these types existed read the same.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "payload")]
pub enum OutboxMail {
    #[serde(rename = "alert-price-dropped")]
    PriceDropped(PriceNotice),
    #[serde(rename = "alert-tour-confirmed")]
    TourConfirmed(AlertNotice),
    #[serde(rename = "alert-new-dates")]
    NewDates(AlertNotice),
    #[serde(rename = "alert-confirm")]
    ConfirmAlert(ConfirmLink),
    #[serde(rename = "waitlist-offer")]
    SeatOffered(SeatOffer),
    #[serde(rename = "question-coordinator")]
    QuestionToCoordinator(CoordinatorQuestion),
    /// The copy to the asker, with the question as written (escaped like every paragraph).
    /// The address is unverified, so this could carry a stranger's text to an inbox: the
    /// per-address and per-client question limits bound that to a few mails a day.
    #[serde(rename = "question-ack")]
    QuestionAck(CoordinatorQuestion),
}

impl OutboxMail {
    /// The row's `kind` and `payload` columns.
    pub fn to_row(&self) -> (String, String) {
        let mut value = serde_json::to_value(self).unwrap_or_default();
        let kind = value.get("kind").and_then(|k| k.as_str()).unwrap_or_default().to_string();
        let payload = value.get_mut("payload").map(serde_json::Value::take).unwrap_or_default();
        (kind, payload.to_string())
    }

    /// The mail of a row; an unknown kind or a payload that does not fit it is an error.
    pub fn from_row(kind: &str, payload: &str) -> Result<OutboxMail, serde_json::Error> {
        let payload: serde_json::Value = serde_json::from_str(payload)?;
        serde_json::from_value(serde_json::json!({ "kind": kind, "payload": payload }))
    }
}

/// `minor` units of a currency code, formatted.
fn money(minor: i64, currency: &str) -> String {
    format_price(minor, Currency::parse(currency).unwrap_or(Currency::EUR), Decimals::Zero)
}

/// A mail of paragraphs with one link (and, for alerts, the unsubscribe link).
fn compose(
    locale: &str,
    to: &str,
    subject: String,
    paragraphs: Vec<String>,
    link: Option<(String, String)>,
    unsubscribe: Option<&str>,
) -> Mail {
    let t = |key: &str| caravan_site::i18n::message(locale, key, &[]);
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

/// The mail to send to `to` in `locale`.
pub fn render(mail: &OutboxMail, locale: &str, to: &str) -> Mail {
    // Every message may name any of these; a mail fills the ones it knows.
    let mut fields: [(&str, String); 7] = [
        ("title", String::new()),
        ("date", String::new()),
        ("price", String::new()),
        ("old", String::new()),
        ("until", String::new()),
        ("coordinator", String::new()),
        ("email", String::new()),
    ];
    let mut set = |name: &str, value: String| {
        if let Some(field) = fields.iter_mut().find(|(n, _)| *n == name) {
            field.1 = value;
        }
    };
    match mail {
        OutboxMail::PriceDropped(PriceNotice { alert: AlertNotice { trip, .. }, price, old_price, currency }) => {
            set("title", trip.title.clone());
            set("date", trip.date.clone());
            set("price", money(*price, currency));
            set("old", money(*old_price, currency));
        }
        OutboxMail::TourConfirmed(AlertNotice { trip, .. }) | OutboxMail::NewDates(AlertNotice { trip, .. }) => {
            set("title", trip.title.clone());
            set("date", trip.date.clone());
        }
        OutboxMail::ConfirmAlert(link) => set("title", link.title.clone()),
        OutboxMail::SeatOffered(offer) => {
            set("title", offer.trip.title.clone());
            set("date", offer.trip.date.clone());
            set("until", offer.until.clone());
        }
        OutboxMail::QuestionToCoordinator(q) | OutboxMail::QuestionAck(q) => {
            set("title", q.title.clone());
            set("coordinator", q.coordinator.clone());
            set("email", q.email.clone());
        }
    }
    let args: Vec<(&str, FluentValue<'_>)> = fields.iter().map(|(name, value)| (*name, value.as_str().into())).collect();
    let t = |key: &str| caravan_site::i18n::message(locale, key, &args);
    let see = |url: &str| Some((t("mail-see-trip"), url.to_string()));
    match mail {
        OutboxMail::PriceDropped(n) => {
            let alert = &n.alert;
            compose(locale, to, t("mail-price-subject"), vec![t("mail-price-text")], see(&alert.trip.url), Some(&alert.unsubscribe_url))
        }
        OutboxMail::TourConfirmed(n) => {
            compose(locale, to, t("mail-confirmed-subject"), vec![t("mail-confirmed-text")], see(&n.trip.url), Some(&n.unsubscribe_url))
        }
        OutboxMail::NewDates(n) => {
            compose(locale, to, t("mail-new-dates-subject"), vec![t("mail-new-dates-text")], see(&n.trip.url), Some(&n.unsubscribe_url))
        }
        OutboxMail::ConfirmAlert(c) => compose(
            locale,
            to,
            t("mail-alert-confirm-subject"),
            vec![t("mail-alert-confirm-text")],
            Some((t("mail-alert-confirm-link"), c.url.clone())),
            None,
        ),
        OutboxMail::SeatOffered(o) => {
            compose(locale, to, t("mail-waitlist-subject"), vec![t("mail-waitlist-text")], see(&o.trip.url), None)
        }
        OutboxMail::QuestionToCoordinator(q) => {
            compose(locale, to, t("mail-question-subject"), vec![t("mail-question-text"), q.message.clone()], see(&q.url), None)
        }
        OutboxMail::QuestionAck(q) => compose(
            locale,
            to,
            t("mail-question-ack-subject"),
            vec![t("mail-question-ack-text"), t("mail-question-ack-copy"), q.message.clone()],
            see(&q.url),
            None,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trip(date: &str) -> TripLink {
        TripLink {
            title: "Iceland: northern lights".into(),
            url: "https://caravan-trips.com/destinations/iceland".into(),
            date: date.into(),
        }
    }

    fn alert(date: &str) -> AlertNotice {
        AlertNotice { trip: trip(date), unsubscribe_url: "https://caravan-trips.com/alerts/unsubscribe?token=t0k3n".into() }
    }

    fn question() -> CoordinatorQuestion {
        CoordinatorQuestion {
            coordinator: "Giulia Rossi".into(),
            title: "Iceland: northern lights".into(),
            email: "nora@example.com".into(),
            message: "Is the hot spring included?".into(),
            url: "https://caravan-trips.com/destinations/iceland".into(),
        }
    }

    /// One of each kind.
    fn every_kind() -> Vec<OutboxMail> {
        vec![
            OutboxMail::PriceDropped(PriceNotice {
                alert: alert("05/11/2027"),
                price: 129_000,
                old_price: 149_000,
                currency: "EUR".into(),
            }),
            OutboxMail::TourConfirmed(alert("05/11/2027")),
            OutboxMail::NewDates(alert("")),
            OutboxMail::ConfirmAlert(ConfirmLink {
                title: "Iceland: northern lights".into(),
                url: "https://caravan-trips.com/alerts/confirm?token=c0nf1rm".into(),
            }),
            OutboxMail::SeatOffered(SeatOffer { trip: trip("05/11/2027"), until: "2027-06-02 10:00 UTC".into() }),
            OutboxMail::QuestionToCoordinator(question()),
            OutboxMail::QuestionAck(question()),
        ]
    }

    #[test]
    fn every_kind_reads_back_from_its_row() {
        for mail in every_kind() {
            let (kind, payload) = mail.to_row();
            assert_eq!(OutboxMail::from_row(&kind, &payload).unwrap(), mail, "{kind}");
        }
        assert!(OutboxMail::from_row("alert-unknown", "{}").is_err());
        assert!(OutboxMail::from_row("alert-price-dropped", r#"{"title":"x"}"#).is_err(), "a payload that does not fit its kind");
    }

    #[test]
    fn rows_queued_before_the_types_still_send() {
        // The payload shape the outbox held before kinds were typed.
        let old = r#"{"title":"Iceland","url":"https://x/destinations/iceland","date":"","unsubscribeUrl":"https://x/u","price":99000,"oldPrice":120000,"currency":"USD"}"#;
        let OutboxMail::PriceDropped(notice) = OutboxMail::from_row("alert-price-dropped", old).unwrap() else { panic!("a price drop") };
        assert_eq!((notice.price, notice.old_price, notice.currency.as_str()), (99_000, 120_000, "USD"));
        assert_eq!(notice.alert.unsubscribe_url, "https://x/u");
    }

    #[test]
    fn every_mail_in_english_and_italian() {
        for locale in ["en-US", "it-IT"] {
            for mail in every_kind() {
                let (kind, _) = mail.to_row();
                let sent = render(&mail, locale, "nora@example.com");
                assert!(!sent.text.contains("{$") && !sent.subject.contains("{$"), "every placeholder filled: {kind} {locale}");
                let unsubscribe = sent.unsubscribe.as_deref().unwrap_or("none");
                insta::assert_snapshot!(
                    format!("{kind}.{locale}"),
                    format!("Subject: {}\nList-Unsubscribe: {unsubscribe}\n\n{}", sent.subject, sent.text)
                );
            }
        }
    }
}
