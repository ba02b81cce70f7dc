//! The tour (departure) page (spec §2, §3 Tour, §4 statuses, §5 deposit rule):
//! dates, prices, promo code, status with its meaning and seat label, payment
//! terms, refund terms, coordinator, and the one action the status allows.

use crate::components::tour_row::decision_text;
use crate::components::{deposit_amount, seat_text, travel_href, CoordinatorBox, PriceTag, StatusBadge, TourList};
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, fmt_date, t, t_args};
use leptos::prelude::*;
use search_core::booking::{balance_due, deposit_offered, refund_policy, tour_action, RefundPolicy, TourAction};

/// The promo code while it can still be used. An expired one is not shown at
/// all (issue 16): next to a live discount it read as if the offer were over.
fn promo_view(promo: Promo) -> impl IntoView {
    view! {
        <p class="promo" data-testid="tour-promo">
            {t_args("promo-valid", &[("code", promo.code.clone().into()), ("date", fmt_date(promo.expires).into())])}
        </p>
    }
}

/// Deposit (only while the date rule allows it) and the balance due date.
pub fn payment_terms(tour: &TourRow) -> impl IntoView {
    let today = ctx().today;
    let due = balance_due(tour.starting_date);
    let deposit = deposit_offered(tour.starting_date, today);
    view! {
        <div class="payment-terms">
            <p data-testid="tour-deposit" data-offered=deposit.to_string()>
                {if deposit {
                    t_args("tour-deposit", &[("amount", deposit_amount().into()), ("date", fmt_date(due).into())])
                } else {
                    t("tour-no-deposit")
                }}
            </p>
            {deposit.then(|| view! { <p data-testid="tour-balance">{t_args("tour-balance", &[("date", fmt_date(due).into())])}</p> })}
        </div>
    }
}

/// What cancelling would cost today, and the full refund if we cancel (beyond the peers).
pub fn refund_explainer(tour: &TourRow) -> impl IntoView {
    let text = match refund_policy(tour.starting_date, ctx().today) {
        RefundPolicy::Free { until, flexible_until } => {
            t_args("refund-free", &[("date", fmt_date(until).into()), ("flexible", fmt_date(flexible_until).into())])
        }
        RefundPolicy::FlexibleOnly { until } => t_args("refund-flexible-only", &[("date", fmt_date(until).into())]),
        RefundPolicy::None => t("refund-none"),
    };
    let decided = decision_text(tour.status, tour.starting_date, "refund-not-confirmed");
    view! {
        <section class="refund" aria-labelledby="refund-title" data-testid="tour-refund">
            <h2 id="refund-title">{t("refund-title")}</h2>
            <p>{text}</p>
            {decided.map(|text| view! { <p data-testid="decision-date">{text}</p> })}
            <p><a href=RouteKey::LegalCancellationPolicy.href(ctx().edition)>{t("refund-policy-link")}</a></p>
        </section>
    }
}

/// Where checkout lives: `{bookings_host}/booking/{tourId}/start`.
fn checkout_href(tour: &TourRow) -> String {
    format!("{}/booking/{}/start", ctx().bookings_host.trim_end_matches('/'), tour.id)
}

/// The one action the status allows (spec §4).
pub fn tour_action_view(tour: &TourRow) -> impl IntoView {
    let c = ctx();
    match tour_action(tour.status) {
        TourAction::Book => {
            let book = checkout_href(tour);
            view! {
                <a class="button button--large" href=book data-testid="tour-book" rel="nofollow" data-track="tour_book_click">
                    {t("book-now")}
                </a>
            }
            .into_any()
        }
        TourAction::SoldOut => view! { <p class="notice" data-testid="tour-sold-out">{t("sold-out")}</p> }.into_any(),
        // On request: bookable only through customer care (spec §4), never a direct booking.
        TourAction::AskCustomerCare => view! {
            <p class="notice">{t("waiting-list-contact")}</p>
            <a class="button button--ghost" href=RouteKey::Contacts.href(c.edition) data-testid="tour-contact">
                {t("book-request")}
            </a>
        }
        .into_any(),
    }
}

pub fn tour_page(
    travel: TravelCard,
    tour: TourRow,
    others: Vec<TourRow>,
    coordinator: Option<CoordinatorCard>,
    flights: TourFlights,
) -> AnyView {
    let seat = seat_text(&tour, false);
    let status = tour.status;
    let flights_key = if status.flights_may_be_bought() { "flights-ok" } else { "flights-wait" };
    let sold_out = tour_action(status) == TourAction::SoldOut;
    view! {
        <div class="container section">
            <p><a href=travel_href(&travel.slug) data-track="breadcrumb_click">{"← "}{travel.title.clone()}</a></p>
            <h1 data-testid="tour-title">
                {travel.title.clone()}
                <span class="subtitle" data-testid="tour-dates">{fmt_date(tour.starting_date)} " – " {fmt_date(tour.ending_date)}</span>
            </h1>
            <div class="tour-layout">
                <div class="tour-summary" id="tour-summary" data-testid="tour-summary">
                    <p data-testid="tour-status-line"><StatusBadge status=status /> " " {t(&format!("status-{}-meaning", status.as_str()))}</p>
                    <p>{crate::components::tour_row::departure_badges(&tour, false)}</p>
                    {seat.map(|seat| view! { <p>{seat}</p> })}
                    {(!sold_out).then(|| view! { <p class="hint">{t(flights_key)}</p> })}
                    // A sold-out departure offers no flights: nobody can travel on it.
                    {(!sold_out).then(|| crate::components::flights::tour_flights(&tour, &travel.title, flights))}
                    <p class="tour-summary__price" data-testid="tour-price">
                        <PriceTag price=tour.price />
                    </p>
                    {tour.promo.clone().filter(|p| !p.expired(ctx().today)).map(promo_view)}
                    {tour.money_pot_included.then(|| view! { <p data-testid="money-pot-included">{t("money-pot-included")}</p> })}
                    // On request, customer care books and says how to pay: no deposit or balance wording.
                    {match status {
                        _ if sold_out => None,
                        search_core::TourStatus::WaitingList => {
                            Some(view! { <p data-testid="tour-on-request">{t("tour-on-request-payment")}</p> }.into_any())
                        }
                        _ => Some(payment_terms(&tour).into_any()),
                    }}
                    {tour_action_view(&tour)}
                    {crate::components::account::tour_heart(tour.id.clone(), tour.travel_id, travel.title.clone())}
                    {social_proof(&tour.id)}
                    {crate::components::forms::notify_me(
                        tour.travel_id,
                        Some(tour.id.clone()),
                        search_core::status::offered_alerts(true, Some(status)),
                    )}
                    {sold_out.then(|| crate::components::forms::waitlist(tour.id.clone()))}
                </div>
                {(!sold_out).then(|| refund_explainer(&tour))}
            </div>
            {crate::components::account::group_info(tour.id.clone())}
            {coordinator.map(|c| {
                let ask = crate::components::forms::ask_coordinator(&c.slug, &c.name, Some(tour.travel_id), Some(tour.id.clone()));
                view! { <div data-testid="tour-coordinator"><CoordinatorBox coordinator=c /> {ask}</div> }
            })}
            {(!others.is_empty())
                .then(|| {
                    view! {
                        <section>
                            <h2>{t("other-dates")}</h2>
                            <TourList rows=others show_travel=false group_by_month=false />
                        </section>
                    }
                })}
        </div>
        {crate::components::booking_bar::booking_bar(Some(tour.price), tour_bar_action(&tour))}
    }
    .into_any()
}

/// The booking bar's action: the checkout link when the status allows booking,
/// otherwise a link to the page's own explanation (sold out, on request).
fn tour_bar_action(tour: &TourRow) -> impl IntoView {
    match tour_action(tour.status) {
        TourAction::Book => {
            let book = checkout_href(tour);
            view! {
                <a class="button booking-bar__action" href=book rel="nofollow" data-testid="dates-action" data-track="tour_book_click">
                    {t("book-now")}
                </a>
            }
            .into_any()
        }
        _ => view! {
            <a class="button button--ghost booking-bar__action" href="#tour-summary" data-testid="dates-action">
                {t(&format!("status-{}", tour.status.as_str()))}
            </a>
        }
        .into_any(),
    }
}

/// The social-proofing experiment's line (spec §6): empty and hidden in the cached page, filled by
/// the layout script for a consenting device in the variant arm from `/api/tours/{id}/interest`.
fn social_proof(tour_id: &str) -> impl IntoView {
    use crate::text::template;
    view! {
        <p
            class="social-proof"
            hidden
            data-social-proof=tour_id.to_string()
            data-template=template("social-proof-saved", &["count", "days"])
            data-testid="social-proof"
        ></p>
    }
}
