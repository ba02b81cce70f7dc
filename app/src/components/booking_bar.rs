//! The phone's booking bar (issue 16): pinned to the bottom of trip,
//! itinerary and tour pages below 768 px, with the from-price and the way on:
//! the dates (trip) or the booking (tour). Plain links, so it works without
//! JavaScript; wider screens have both in the page itself.

use crate::model::Price;
use crate::{fmt_price, t};
use leptos::prelude::*;

/// The bar with `price` (when there is one) and its action link.
pub fn booking_bar(price: Option<Price>, action: impl IntoView) -> impl IntoView {
    view! {
        // Pinned to the screen, so on the first screen wherever it is in the page.
        <div class="booking-bar" data-testid="booking-bar" data-first-screen>
            {price
                .map(|p| {
                    view! {
                        <p class="booking-bar__price">
                            <span class="booking-bar__from">{t("price-from")}</span>
                            " "
                            <strong data-testid="price-from">{fmt_price(&p)}</strong>
                        </p>
                    }
                })}
            {action}
        </div>
    }
}

/// The trip's bar: from-price and a link to its dates.
pub fn trip_booking_bar(price: Option<Price>, dates_href: String) -> impl IntoView {
    booking_bar(price, view! { <a class="button booking-bar__action" href=dates_href data-testid="dates-action">{t("travel-dates")}</a> })
}
