//! Every code a page turns into a Fluent key (`status-{code}`, `sort-{code}`, …) has its
//! message in every language's own file (issue 25): deleting one fails here, not on a page
//! that shows the raw key.

use caravan_app::i18n::defines;
use caravan_app::model::{BookingStatus, PaymentState, DEPARTURE_BADGES};
use caravan_app::route_key::RouteKey;
use search_core::ask::ChipKind;
use search_core::period::EventWindow;
use search_core::status::AlertType;
use search_core::{Sort, TourStatus};

/// The locales whose files hold every message (en-001 and en-WE hold only what differs).
const FULL_LOCALES: [&str; 5] = ["en-US", "it-IT", "es-ES", "fr-FR", "de-DE"];

fn keys() -> Vec<String> {
    let mut keys = Vec::new();
    for status in TourStatus::ALL {
        keys.push(format!("status-{}", status.as_str()));
        keys.push(format!("status-{}-meaning", status.as_str()));
    }
    // Relevance is the form's empty choice, labelled `sort-relevance`.
    keys.push("sort-relevance".to_string());
    keys.extend(
        Sort::ALL.iter().filter(|sort| **sort != Sort::RelevanceDesc).map(|sort| format!("sort-{}", sort.as_str().replace(':', "-"))),
    );
    keys.extend(AlertType::ALL.map(|kind| format!("alert-kind-{}", kind.code())));
    keys.extend(EventWindow::ALL.map(|window| format!("events-when-{}", window.code())));
    keys.extend(ChipKind::ALL.map(|kind| format!("ask-kind-{}", kind.code())));
    keys.extend(RouteKey::ALL.iter().filter_map(|key| key.continent()).map(|code| format!("continent-{code}")));
    keys.extend((1..=12).map(|month| format!("month-{month}")));
    keys.extend(DEPARTURE_BADGES.map(|badge| format!("badge-{badge}")));
    keys.extend(PaymentState::ALL.map(|payment| format!("trips-payment-{}", payment.code())));
    keys.extend(BookingStatus::ALL.map(|status| format!("trips-status-{}", status.code())));
    keys
}

#[test]
fn every_code_has_its_label_in_every_language() {
    let keys = keys();
    assert!(keys.len() > 60, "the codes are all walked: {}", keys.len());
    let missing: Vec<String> = FULL_LOCALES
        .iter()
        .flat_map(|locale| keys.iter().filter(|key| !defines(locale, key)).map(move |key| format!("{locale}: {key}")))
        .collect();
    assert!(missing.is_empty(), "labels missing: {missing:?}");
}
