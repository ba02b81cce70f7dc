//! The tour page in every edition: the deposit rule (spec §5), the refund
//! explainer, and the one action each status allows (spec §4), as a visitor
//! reads them in the rendered HTML.

use caravan_app::edition::{EditionId, EDITIONS};
use caravan_app::model::*;
use caravan_app::routes::Route;
use caravan_app::{render_document, Assets, Flags, PageContext};
use chrono::{Duration, NaiveDate};
use search_core::{Currency, TourStatus};
use std::sync::Arc;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2027, 1, 10).unwrap()
}

fn context(edition: EditionId, currency: Currency) -> PageContext {
    let edition = edition.edition();
    let route = Route::Tour { travel: "japan".into(), tour: "jp-1".into() };
    PageContext {
        edition,
        currency,
        path: route.path(edition).unwrap_or_default(),
        route: Some(route),
        canonical: None,
        alternates: vec![],
        assets: Arc::new(Assets::default()),
        edition_links: vec![],
        flags: Flags::default(),
        today: today(),
        bookings_host: "https://book.example".into(),
        layout: Arc::default(),
        render_caches: Arc::default(),
        view: Default::default(),
        closed_beans: vec![],
        chat_widget: None,
    }
}

fn row(status: TourStatus, days_ahead: i64, currency: Currency) -> TourRow {
    let start = today() + Duration::days(days_ahead);
    TourRow {
        id: "6b0c3a52-7d1e-4f7e-9a57-2f4a1c9e0b11".into(),
        code: "JP-1".into(),
        travel_id: 1,
        travel_slug: "japan".into(),
        travel_title: "Japan".into(),
        destination: "Japan".into(),
        days: 10,
        starting_date: start,
        ending_date: start + Duration::days(9),
        status,
        free_seats: 3,
        seats_to_confirm: if matches!(status, TourStatus::Planned) { 2 } else { 0 },
        age_badge: "25-35".into(),
        badge: Some("HOT".into()),
        price: Price {
            now: Money { minor: 129_000, currency },
            before: Some(Money { minor: 149_000, currency }),
            percent_off: Some(13),
            lowest_before: Some(Money { minor: 139_000, currency }),
        },
        promo: Some(Promo { code: "CARAVAN10".into(), expires: today() - Duration::days(1) }),
        money_pot_included: false,
    }
}

fn card(tour: &TourRow) -> TravelCard {
    TravelCard {
        id: 1,
        slug: "japan".into(),
        title: "Japan".into(),
        destination: "Japan".into(),
        days: 10,
        cover: caravan_app::components::Cover::default(),
        photo: None,
        rating: 4.6,
        reviews_count: 3,
        price_from: Some(tour.price),
        next_departure: Some(tour.starting_date),
        is_collection: false,
    }
}

fn render(edition: EditionId, status: TourStatus, days_ahead: i64) -> String {
    let currency = edition.edition().currency;
    let tour = row(status, days_ahead, currency);
    let page =
        Page::Tour { travel: Box::new(card(&tour)), tour: Box::new(tour), others: Vec::new(), coordinator: None, flights: Box::default() };
    render_document(context(edition, currency), page)
}

/// The text content of the element carrying `data-testid="{id}"`.
fn text_of(html: &str, id: &str) -> Option<String> {
    let start = html.find(&format!("data-testid=\"{id}\""))?;
    let open_end = start + html[start..].find('>')? + 1;
    let close = open_end + html[open_end..].find("</")?;
    Some(html[open_end..close].to_string())
}

#[test]
fn every_status_leads_to_its_one_action_in_every_edition() {
    for edition in EDITIONS.iter().map(|e| e.id) {
        for status in [TourStatus::Planned, TourStatus::AlmostConfirmed, TourStatus::Confirmed, TourStatus::AlmostFull] {
            let html = render(edition, status, 90);
            assert!(
                html.contains("href=\"https://book.example/booking/6b0c3a52-7d1e-4f7e-9a57-2f4a1c9e0b11/start\""),
                "{edition:?} {status:?} books online"
            );
            assert!(!html.contains("data-testid=\"tour-contact\""));
        }
        let on_request = render(edition, TourStatus::WaitingList, 90);
        assert!(!on_request.contains("data-testid=\"tour-book\""), "{edition:?}: on request never books directly");
        assert!(on_request.contains("data-testid=\"tour-contact\""), "{edition:?}: on request goes to customer care");
        let sold_out = render(edition, TourStatus::SoldOut, 90);
        assert!(!sold_out.contains("data-testid=\"tour-book\"") && !sold_out.contains("data-testid=\"tour-contact\""));
        assert!(sold_out.contains("data-testid=\"tour-sold-out\""), "{edition:?}: sold out says so");
        assert!(!sold_out.contains("data-testid=\"tour-deposit\""), "{edition:?}: nothing to pay on a full departure");
    }
}

#[test]
fn the_deposit_is_offered_in_the_visitors_currency_only_before_the_balance_is_due() {
    for edition in EDITIONS.iter().map(|e| e.id) {
        let symbol = edition.edition().currency.symbol();
        let far = render(edition, TourStatus::Confirmed, 90);
        let deposit = text_of(&far, "tour-deposit").expect("deposit line");
        assert!(far.contains("data-offered=\"true\""), "{edition:?}");
        assert!(deposit.contains("100") && deposit.contains(symbol), "{edition:?}: {deposit}");
        // 90 days ahead: the balance falls due 31 days before, on 2027-03-10.
        let balance = text_of(&far, "tour-balance").expect("balance line");
        assert!(balance.contains("2027") && balance.contains("10"), "{edition:?}: {balance}");

        let near = render(edition, TourStatus::Confirmed, 20);
        assert!(near.contains("data-offered=\"false\""), "{edition:?}: within 31 days the whole price is paid");
        assert!(!near.contains("data-testid=\"tour-balance\""));
        let line = text_of(&near, "tour-deposit").unwrap();
        assert!(!line.contains("100"), "{edition:?}: no deposit amount when none is offered: {line}");
    }
}

#[test]
fn the_refund_explainer_follows_the_days_to_departure_and_the_status() {
    for edition in EDITIONS.iter().map(|e| e.id) {
        let far = render(edition, TourStatus::Planned, 90);
        let near = render(edition, TourStatus::Confirmed, 20);
        let last_week = render(edition, TourStatus::Confirmed, 5);
        let texts: Vec<String> = [&far, &near, &last_week].iter().map(|h| text_of(h, "tour-refund").is_some().to_string()).collect();
        assert_eq!(texts, ["true", "true", "true"], "{edition:?}: every bookable page explains refunds");
        let section = |html: &str| {
            let start = html.find("data-testid=\"tour-refund\"").unwrap();
            html[start..start + html[start..].find("</section>").unwrap()].to_string()
        };
        let (far, near, last_week) = (section(&far), section(&near), section(&last_week));
        assert_ne!(far, near, "{edition:?}: over 31 days differs from 8-31 days");
        assert_ne!(near, last_week, "{edition:?}: within 8 days differs again");
        // An unconfirmed departure adds the full refund if it does not leave; a confirmed one does not.
        assert!(
            far.contains("data-testid=\"decision-date\"") && !near.contains("data-testid=\"decision-date\""),
            "{edition:?}: the not-confirmed promise"
        );
    }
}

#[test]
fn a_decision_day_already_past_is_never_shown_and_the_delay_is_said_plainly() {
    for edition in EDITIONS.iter().map(|e| e.id) {
        // 20 days ahead and still planned: it should have been decided 11 days ago.
        let late = render(edition, TourStatus::Planned, 20);
        let text = text_of(&late, "decision-date").expect("the decision is mentioned");
        assert!(!text.chars().any(|c| c.is_ascii_digit()), "{edition:?}: no past date in {text:?}");
        let far = render(edition, TourStatus::Planned, 90);
        assert!(text_of(&far, "decision-date").unwrap().contains("2027"), "{edition:?}: a day ahead is given");
    }
}

#[test]
fn an_expired_promo_code_is_not_shown_beside_the_live_discount() {
    let html = render(EditionId::ItIt, TourStatus::Confirmed, 90);
    assert!(!html.contains("data-testid=\"tour-promo\""), "expired CARAVAN10 is left out");
    assert!(!html.contains("CARAVAN10"));
    assert!(html.contains("badge badge--sale"), "the discount itself still shows");
}

#[test]
fn a_departure_shows_its_age_group_linked_to_the_rules_and_its_badge() {
    use caravan_app::routes::RouteKey;
    for edition in [EditionId::International, EditionId::ItIt, EditionId::DeDe] {
        let html = render(edition, TourStatus::Confirmed, 90);
        let rules = RouteKey::AgeGroups.href(edition.edition());
        assert!(html.contains(&format!("href=\"{rules}\" data-testid=\"age-badge\"")), "{edition:?}: the age badge links the rules");
        let age = text_of(&html, "age-badge").expect("an age badge");
        assert!(age.contains("25-35"), "{edition:?}: {age}");
        let badge = text_of(&html, "departure-badge").expect("the HOT badge");
        assert_eq!(badge, caravan_app::i18n::message(edition.edition().fluent_locale(), "badge-HOT", &[]), "{edition:?}");
    }
}

/// Rows are drawn once and kept in the edition's render caches (issue 21): the same departure
/// asked for again with other data, or in another currency, is drawn again, never served as it was.
#[test]
fn a_kept_row_is_drawn_again_when_its_departure_or_the_currency_changes() {
    let caches = Arc::default();
    let other_row = |status: TourStatus, currency: Currency| {
        let tour = row(TourStatus::Confirmed, 40, currency);
        let mut other = row(status, 80, currency);
        (other.id, other.code) = ("other-departure".into(), "JP-2".into());
        let page = Page::Tour {
            travel: Box::new(card(&tour)),
            tour: Box::new(tour),
            others: vec![other],
            coordinator: None,
            flights: Box::default(),
        };
        let html = render_document(PageContext { render_caches: Arc::clone(&caches), ..context(EditionId::International, currency) }, page);
        let start = html.find("<li data-testid=\"tour-row\"").expect("the other departure's row");
        html[start..start + html[start..].find("</li>").expect("row end")].to_string()
    };
    let first = other_row(TourStatus::Confirmed, Currency::EUR);
    assert!(first.contains("data-status=\"CONFIRMED\"") && first.contains('€'), "{first}");
    assert_eq!(other_row(TourStatus::Confirmed, Currency::EUR), first, "the same departure, the same row");
    let sold_out = other_row(TourStatus::SoldOut, Currency::EUR);
    assert!(sold_out.contains("data-status=\"SOLD_OUT\""), "a new status shows: {sold_out}");
    let pounds = other_row(TourStatus::Confirmed, Currency::GBP);
    assert!(pounds.contains('£') && !pounds.contains('€'), "the visitor's currency shows: {pounds}");
}
