//! Travel cards, their grid, and the area chips.

use super::images::cover_src;
use super::price::PriceTag;
use super::travel_href;
use crate::model::*;
use crate::text::fmt_rating;
use crate::{t, t_args};
use leptos::prelude::*;

#[component]
pub fn AreaLinks(areas: Vec<NamedLink>) -> impl IntoView {
    view! {
        <ul class="chips">
            {areas.into_iter().map(|a| view! { <li><a class="chip" href=a.href>{a.label}</a></li> }).collect_view()}
        </ul>
    }
}

#[component]
pub fn TravelGrid(travels: Vec<TravelCard>, testid: &'static str) -> impl IntoView {
    view! {
        <ul class="card-grid" data-testid=testid>
            {travels
                .into_iter()
                .enumerate()
                .map(|(i, card)| view! { <li><TravelCardView card=card eager=i < 4 /></li> })
                .collect_view()}
        </ul>
    }
}

#[component]
pub fn TravelCardView(card: TravelCard, eager: bool) -> impl IntoView {
    let href = travel_href(&card.slug);
    let price = card.price_from.map(|p| {
        view! {
            <p class="card__price">
                {t("price-from")}
                " "
                <PriceTag price=p />
            </p>
        }
    });
    let rating = (card.reviews_count > 0).then(|| {
        view! {
            <p class="card__rating">
                <span aria-hidden="true">"★ "</span>
                {t_args(
                    "rating-summary",
                    &[("rating", fmt_rating(card.rating).into()), ("count", card.reviews_count.into())],
                )}
            </p>
        }
    });
    view! {
        <a class="card" href=href data-testid="travel-card">
            <img
                class="card__image"
                src=cover_src(card.image_hue)
                alt=""
                width="400"
                height="240"
                loading=if eager { "eager" } else { "lazy" }
                decoding="async"
            />
            <div class="card__body">
                <p class="card__destination">{card.destination}</p>
                <h3 class="card__title">{card.title}</h3>
                <p class="card__meta">
                    {t_args("travel-days", &[("days", card.days.into())])}
                    {card.is_collection.then(|| view! { " · " <span class="badge">{t("collection")}</span> })}
                </p>
                {rating}
                {price}
            </div>
        </a>
    }
}
