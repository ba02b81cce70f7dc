//! Prices and the deposit line, in the visitor's currency.

use crate::model::{Money, Price};
use crate::text::fmt_money;
use crate::{ctx, fmt_price, t_args};
use leptos::prelude::*;

/// The current price, the struck-through price before a discount, and the discount badge.
#[component]
pub fn PriceTag(price: Price) -> impl IntoView {
    let discount = price.discount_percent();
    view! {
        <strong>{fmt_price(&price)}</strong>
        {price.before.map(|b| view! { " " <s class="card__before">{fmt_money(b)}</s> })}
        {discount.map(|d| view! { " " <span class="badge badge--sale">{format!("-{d}%")}</span> })}
    }
}


/// "A deposit of 100 € secures your place.": 100 in the visitor's currency (spec §9).
pub fn deposit_text() -> String {
    t_args("sp-deposit", &[("amount", fmt_money(Money { minor: DEPOSIT_MAJOR * 100, currency: ctx().currency }).into())])
}

/// The deposit, in major units of whichever currency the visitor sees (spec §9).
const DEPOSIT_MAJOR: i64 = 100;
