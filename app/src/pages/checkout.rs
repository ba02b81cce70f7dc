//! The built-in booking desk's pages: checkout of one departure and a
//! booking's own page. Plain forms: they work without JavaScript, and the
//! "update price" button reprices the choice with a GET of the same page.

use crate::components::StatusBadge;
use crate::model::checkout::{BookingPageView, CheckoutPrice, CheckoutView};
use crate::routes::RouteKey;
use crate::{ctx, fmt_date, fmt_money, t, t_args};
use leptos::prelude::*;

fn breakdown(price: CheckoutPrice, travellers: i64) -> impl IntoView {
    let line = |label: String, amount: String, testid: &'static str| {
        view! {
            <div class="checkout__row" data-testid=testid>
                <dt>{label}</dt>
                <dd>{amount}</dd>
            </div>
        }
    };
    let balance = price
        .balance
        .map(|(amount, due)| line(t_args("checkout-balance", &[("date", fmt_date(due).into())]), fmt_money(amount), "checkout-balance"));
    view! {
        <dl class="checkout__breakdown" data-testid="checkout-breakdown">
            {line(t_args("checkout-trips", &[("count", travellers.into())]), fmt_money(price.trips), "checkout-trips")}
            {price.private_room.map(|m| line(t("checkout-private-room"), fmt_money(m), "checkout-room-price"))}
            {price.flexible.map(|m| line(t("checkout-flexible"), fmt_money(m), "checkout-flexible-price"))}
            {line(t("checkout-total"), fmt_money(price.total), "checkout-total")}
            {line(t("checkout-pay-now"), fmt_money(price.pay_now), "checkout-pay-now")}
            {balance}
        </dl>
    }
}

pub fn checkout(mut view: CheckoutView) -> AnyView {
    let trip = view.trip.clone();
    let title = match trip.trip_href.clone() {
        Some(href) => view! { <a href=href>{trip.title.clone()}</a> }.into_any(),
        None => view! { <span>{trip.title.clone()}</span> }.into_any(),
    };
    let summary = view! {
        <section class="checkout__trip" aria-labelledby="checkout-trip" data-testid="checkout-trip">
            <h2 id="checkout-trip">{title}</h2>
            <p class="checkout__meta">
                {trip.destination.clone()} " · " {fmt_date(trip.starting_date)} " – " {fmt_date(trip.ending_date)}
            </p>
            <p class="checkout__meta">
                <StatusBadge status=trip.status />
                " " <span data-testid="checkout-seats">{t_args("checkout-seats", &[("count", trip.free_seats.into())])}</span>
            </p>
            <p class="checkout__meta">{t_args("checkout-price-each", &[("price", fmt_money(trip.price).into())])}</p>
        </section>
    };
    let error = view.error.take().map(|message| view! { <p class="form-error" role="alert" data-testid="checkout-error">{message}</p> });
    let body = match view.closed.take() {
        Some(reason) => view! { <p class="notice" data-testid="checkout-closed">{reason}</p> }.into_any(),
        None => checkout_form(view).into_any(),
    };
    view! {
        <div class="container section narrow checkout" data-testid="checkout">
            <h1>{t("checkout-title")}</h1>
            {summary}
            {error}
            {body}
        </div>
    }
    .into_any()
}

fn checkout_form(view: CheckoutView) -> impl IntoView {
    let CheckoutView { choice, price, max_travellers, private_room_offered, deposit_offered, action, attempt, login_href, .. } = view;
    let travellers = (1..=max_travellers.max(1))
        .map(|n| view! { <option value=n.to_string() selected=n == choice.travellers>{n}</option> })
        .collect_view();
    let room = private_room_offered.then(|| {
        view! {
            <label class="checkout__option">
                <input type="checkbox" name="privateRoom" value="1" checked=choice.private_room data-testid="checkout-room" />
                <span>{t("checkout-private-room-choice")}</span>
            </label>
        }
    });
    let deposit = deposit_offered.then(|| {
        view! {
            <label class="checkout__option">
                <input type="radio" name="payment" value="deposit" checked=choice.deposit data-testid="checkout-pay-deposit" />
                <span>{t("checkout-payment-deposit")}</span>
            </label>
        }
    });
    let pay = match (&price, login_href) {
        (_, Some(login)) => view! {
            <div class="checkout__login" data-testid="checkout-login">
                <p>{t("checkout-login-needed")}</p>
                <a class="button button--large" href=login data-testid="checkout-login-link">{t("checkout-login")}</a>
            </div>
        }
        .into_any(),
        (Some(price), None) => view! {
            <div class="checkout__pay">
                <p class="notice" data-testid="checkout-demo">{t("checkout-demo-payment")}</p>
                <button type="submit" formmethod="post" class="button button--large" data-testid="checkout-pay">
                    {t_args("checkout-pay", &[("amount", fmt_money(price.pay_now).into())])}
                </button>
            </div>
        }
        .into_any(),
        (None, None) => ().into_any(),
    };
    view! {
        <form class="stack checkout__form" method="get" action=action data-testid="checkout-form">
            <input type="hidden" name="attempt" value=attempt />
            <fieldset class="checkout__choices">
                <legend>{t("checkout-choices")}</legend>
                <div class="field">
                    <label for="checkout-travellers">{t("checkout-travellers")}</label>
                    <select id="checkout-travellers" name="travellers" data-testid="checkout-travellers">{travellers}</select>
                </div>
                {room}
                <label class="checkout__option">
                    <input type="checkbox" name="flexible" value="1" checked=choice.flexible data-testid="checkout-flexible" />
                    <span>{t("checkout-flexible-choice")}</span>
                </label>
                {deposit}
                <label class="checkout__option">
                    <input type="radio" name="payment" value="full" checked=!choice.deposit data-testid="checkout-pay-full" />
                    <span>{t("checkout-payment-full")}</span>
                </label>
                <div class="field">
                    <label for="checkout-promo">{t("checkout-promo")}</label>
                    <input id="checkout-promo" name="promoCode" value=choice.promo_code maxlength="40" autocomplete="off" data-testid="checkout-promo" />
                </div>
                <button type="submit" class="button button--ghost" data-testid="checkout-update">{t("checkout-update")}</button>
            </fieldset>
            {price.map(|p| breakdown(p, choice.travellers))}
            {pay}
        </form>
    }
}

pub fn booking(view: BookingPageView) -> AnyView {
    let title = match view.trip_href {
        Some(href) => view! { <a href=href>{view.title}</a> }.into_any(),
        None => view! { <span>{view.title}</span> }.into_any(),
    };
    let banner = view.just_booked.then(|| {
        view! { <p class="notice notice--ok" role="status" data-testid="booking-done">{t_args("booking-done", &[("reference", view.reference.clone().into())])}</p> }
    });
    let error = view.error.map(|message| view! { <p class="form-error" role="alert" data-testid="booking-error">{message}</p> });
    let payment = match (view.cancelled, view.balance) {
        (true, _) => t_args("booking-refunded", &[("amount", view.refunded.map(fmt_money).unwrap_or_default().into())]),
        (false, Some((amount, due))) => t_args(
            "booking-paid-balance",
            &[("paid", fmt_money(view.paid).into()), ("amount", fmt_money(amount).into()), ("date", fmt_date(due).into())],
        ),
        (false, None) => t_args("booking-paid-full", &[("paid", fmt_money(view.paid).into())]),
    };
    let options = [(view.private_room, "booking-private-room"), (view.flexible, "booking-flexible")]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, key)| view! { <li>{t(key)}</li> })
        .collect_view();
    let cancel = view.refund_if_cancelled.map(|refund| {
        if view.confirming_cancel {
            view! {
                <form class="stack booking__cancel" method="post" action=view.cancel_action data-testid="booking-cancel-confirm">
                    <p>{t_args("booking-cancel-question", &[("amount", fmt_money(refund).into())])}</p>
                    <button type="submit" class="button" data-testid="booking-cancel-submit">{t("booking-cancel-yes")}</button>
                </form>
            }
            .into_any()
        } else {
            view! {
                <p class="booking__cancel">
                    <a href="?cancel=1" data-testid="booking-cancel">{t_args("booking-cancel", &[("amount", fmt_money(refund).into())])}</a>
                </p>
            }
            .into_any()
        }
    });
    let status = if view.cancelled { "cancelled" } else { "booked" };
    view! {
        <div class="container section narrow booking" data-testid="booking" data-status=status>
            <h1>{t_args("booking-title", &[("reference", view.reference.clone().into())])}</h1>
            {banner}
            {error}
            <section class="trips__line">
                <h2 class="trips__title">{title}</h2>
                <p class="trips__meta">
                    {fmt_date(view.starting_date)} " – " {fmt_date(view.ending_date)} " · "
                    {t_args("trips-travellers", &[("count", view.travellers.into())])}
                </p>
                <ul class="booking__options">{options}</ul>
                <p class="trips__payment" data-testid="booking-payment">{payment}</p>
                <p class="trips__meta">{t_args("booking-total", &[("amount", fmt_money(view.total).into())])}</p>
            </section>
            {cancel}
            <p>
                <a href=view.trips_href data-testid="booking-trips">{t("route-account-trips")}</a> " · "
                <a href=view.calendar_href data-testid="booking-calendar" download="">{t("booking-calendar")}</a>
            </p>
            <p class="fine-print">
                {t("trips-help")} " " <a href=RouteKey::Contacts.href(ctx().edition)>{t("route-contacts")}</a>
            </p>
        </div>
    }
    .into_any()
}
