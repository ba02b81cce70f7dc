//! "Bookings and trips" (spec §6): the logged-in traveller's upcoming and past
//! bookings, as the booking contract reports them. Personal, never cached.

use super::account::account_nav;
use crate::model::{PaymentState, TripLine, TripsView};
use crate::routes::RouteKey;
use crate::{ctx, fmt_date, fmt_money, t, t_args};
use leptos::prelude::*;

pub fn trips(view: TripsView) -> AnyView {
    let e = ctx().edition;
    let section = |id: &'static str, title: String, lines: Vec<TripLine>| {
        let body = if lines.is_empty() {
            view! { <p data-testid=format!("{id}-none")>{t(&format!("{id}-none"))}</p> }.into_any()
        } else {
            view! { <ul class="trips">{lines.into_iter().map(trip_line).collect_view()}</ul> }.into_any()
        };
        view! {
            <section class="section" aria-labelledby=id data-testid=id>
                <h2 id=id>{title}</h2>
                {body}
            </section>
        }
    };
    let upcoming = section("trips-upcoming", t_args("trips-upcoming", &[("count", view.upcoming.len().into())]), view.upcoming);
    let past = section("trips-past", t_args("trips-past", &[("count", view.past.len().into())]), view.past);
    view! {
        <div class="container section narrow account">
            <h1>{t("route-account-trips")}</h1>
            {account_nav(RouteKey::Trips)}
            {upcoming}
            {past}
            <p class="fine-print">
                {t("trips-help")} " " <a href=RouteKey::Contacts.href(e)>{t("route-contacts")}</a>
            </p>
        </div>
    }
    .into_any()
}

fn trip_line(line: TripLine) -> impl IntoView {
    let title = match line.trip_href {
        Some(href) => view! { <a href=href>{line.title}</a> }.into_any(),
        None => view! { <span>{line.title}</span> }.into_any(),
    };
    let payment = match (line.payment, line.balance) {
        (PaymentState::DepositPaid, Some((due, amount))) => {
            t_args("trips-balance-due", &[("amount", fmt_money(amount).into()), ("date", fmt_date(due).into())])
        }
        (payment, _) => t(&format!("trips-payment-{}", payment.code())),
    };
    let status = line.status.code();
    let cancel = line.cancel.map(|(refund, href)| {
        view! {
            " · "
            <a href=href data-testid="trip-cancel">{t_args("trips-cancel", &[("amount", fmt_money(refund).into())])}</a>
        }
    });
    let calendar = line.calendar_href.map(|href| {
        view! {
            " · "
            <a href=href download="" data-testid="trip-calendar">{t("trips-calendar")}</a>
        }
    });
    view! {
        <li class="trips__line" data-testid="trip-line" data-status=status>
            <div class="trips__head">
                <h3 class="trips__title">{title}</h3>
                <span class=format!("badge trips__status trips__status--{status}") data-testid="trip-status">
                    {t(&format!("trips-status-{status}"))}
                </span>
            </div>
            <p class="trips__meta">
                {line.destination} " · " {fmt_date(line.starting_date)} " – " {fmt_date(line.ending_date)} " · "
                {t_args("trips-travellers", &[("count", line.travellers.into())])}
            </p>
            <p class="trips__payment" data-testid="trip-payment">{payment}</p>
            <p class="trips__ref">
                {t_args("trips-reference", &[("reference", line.reference.into())])} " · "
                <a href=line.manage_href data-testid="trip-manage">{t("trips-manage")}</a>
                {calendar}
                {cancel}
            </p>
        </li>
    }
}
