//! Travel cards, their grid, and the area chips.

use super::picture::{picture_view, Priority};
use super::price::PriceTag;
use super::travel_href;
use crate::model::*;
use crate::routes::RouteKey;
use crate::text::fmt_rating;
use crate::{ctx, t, t_args};
use leptos::prelude::*;

/// A continent's name as the menu shows it, so the menu, the area pages and
/// the home page never name a continent two ways.
fn continent_name(code: &str) -> String {
    t(&format!("continent-{code}"))
}

/// A link to every area page of the edition.
fn area_links() -> Vec<AreaLink> {
    let e = ctx().edition;
    RouteKey::ALL
        .into_iter()
        .filter_map(|k| {
            let continent = k.continent()?;
            Some(AreaLink { link: NamedLink { label: continent_name(continent), href: k.path(e)?.to_string() }, continent })
        })
        .collect()
}

/// A chip for every continent's page, `current` marked.
#[component]
pub fn AreaLinks(#[prop(default = None)] current: Option<String>) -> impl IntoView {
    view! {
        <ul class="chips">
            {area_links()
                .into_iter()
                .map(|a| {
                    let here = current.as_deref() == Some(a.continent);
                    view! {
                        <li>
                            <a class="chip chip--region" href=a.link.href data-region=a.continent aria-current=here.then_some("page")>
                                {a.link.label}
                            </a>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

/// A continent's page, with its code: the chip wears the region's colour (spec §2).
struct AreaLink {
    pub link: NamedLink,
    pub continent: &'static str,
}

#[component]
pub fn TravelGrid(travels: Vec<TravelCard>, testid: &'static str) -> impl IntoView {
    view! {
        <ul class="card-grid" data-testid=testid>
            {travels
                .into_iter()
                .enumerate()
                .map(|(i, card)| {
                    let heart = super::account::travel_heart(card.id, card.title.clone(), false);
                    view! { <li class="card-wrap">{heart}<TravelCardView card=card eager=i < 4 first=i == 0 /></li> }
                })
                .collect_view()}
        </ul>
    }
}

/// How wide a card's picture is drawn: the grid's one, two or four columns.
const CARD_SIZES: &str = "(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 320px";

/// The trip's photograph when one was imported, else its drawn cover.
fn card_picture(card: &TravelCard, eager: bool, first: bool) -> AnyView {
    if let Some(photo) = &card.photo {
        let priority = if first {
            Priority::Lcp
        } else if eager {
            Priority::Eager
        } else {
            Priority::Lazy
        };
        return picture_view(photo, String::new(), "card__image", CARD_SIZES, priority, false).into_any();
    }
    view! {
        <img
            class="card__image"
            src=card.cover.img_src(eager)
            alt=""
            width="400"
            height="240"
            loading=if eager { "eager" } else { "lazy" }
            fetchpriority=first.then_some("high")
            // Inline pictures paint with the page; only fetched ones decode aside.
            decoding=(!eager).then_some("async")
        />
    }
    .into_any()
}

/// A travel's card, drawn once for everyone who sees it (`rendered_item`).
/// `eager`: in the first screenful (spec §9: the first 4 covers load at once);
/// `first`: likely the largest paint, fetched before the others.
#[component]
pub fn TravelCardView(card: TravelCard, eager: bool, #[prop(optional)] first: bool) -> impl IntoView {
    crate::render_cache::rendered_item(
        |parts| &parts.travel_cards,
        (card.id, eager, first),
        &card,
        || view! { <CardLink card=card.clone() eager=eager first=first /> }.to_html(),
    )
}

#[component]
fn CardLink(card: TravelCard, eager: bool, first: bool) -> impl IntoView {
    let href = travel_href(&card.slug);
    let price = card.price_from.map(|p| {
        view! {
            <p class="card__price">
                {t("price-from")}
                " "
                <PriceTag price=p in_list=true />
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
            {card_picture(&card, eager, first)}
            <div class="card__body">
                <p class="card__destination" data-region=card.cover.region.name()>{card.destination}</p>
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
