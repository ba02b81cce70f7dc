//! Prices and the deposit line, in the visitor's currency.

use crate::model::{Money, Price};
use crate::text::fmt_money;
use crate::{ctx, fmt_price, t_args};
use leptos::prelude::*;

/// The current price, the struck-through price before a discount, the discount
/// badge and, for a reduction, the lowest price of the 30 days before it (EU
/// Omnibus Directive). `in_list`: one of a list's rows or cards, without the test hook.
#[component]
pub fn PriceTag(price: Price, #[prop(optional)] in_list: bool) -> impl IntoView {
    let discount = price.percent_off;
    let lowest = price.lowest_before.map(|amount| {
        view! {
            <small class="price__lowest" data-testid=super::hook("price-lowest", in_list)>
                {t_args("price-lowest-30-days", &[("amount", fmt_money(amount).into())])}
            </small>
        }
    });
    view! {
        <strong>{fmt_price(&price)}</strong>
        {price.before.map(|b| view! { " " <s class="card__before">{fmt_money(b)}</s> })}
        {discount.map(|d| view! { " " <span class="badge badge--sale">{format!("-{d}%")}</span> })}
        {lowest}
    }
}

/// The deposit in the visitor's currency: 100 of whichever currency they see (spec §9).
pub fn deposit_amount() -> String {
    fmt_money(Money { minor: search_core::booking::DEPOSIT_MAJOR * 100, currency: ctx().currency })
}

/// "A deposit of 100 € secures your place."
pub fn deposit_text() -> String {
    t_args("sp-deposit", &[("amount", deposit_amount().into())])
}

/// The selling points of every trip (spec §9), with the deposit in the visitor's currency.
pub fn selling_points() -> impl IntoView {
    use crate::t;
    view! {
        <ul class="selling__list" data-testid="selling-points">
            <li>{deposit_text()}</li>
            <li>{t("sp-balance")}</li>
            <li>{t("sp-cancellation")}</li>
            <li>{t("sp-insurance")}</li>
            <li>{t("sp-private-room")}</li>
            <li>{t("sp-group")}</li>
        </ul>
    }
}
