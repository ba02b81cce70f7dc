//! The trip page and its itinerary sub-page.

use crate::components::{cover_src, fmt_stars, travel_href, CoordinatorBox, TourList};
use crate::model::*;
use crate::routes::Route;
use crate::text::fmt_rating;
use crate::{ctx, fmt_date, fmt_price, t, t_args};
use leptos::prelude::*;

#[component]
fn TravelHeader(detail: TravelDetail) -> impl IntoView {
    let card = detail.card;
    view! {
        <section class="travel-hero">
            <img class="travel-hero__image" src=cover_src(card.image_hue) alt="" width="1200" height="480" fetchpriority="high" />
            <div class="container travel-hero__text">
                <p class="eyebrow" data-testid="travel-destination">{card.destination.clone()}</p>
                <h1 data-testid="travel-title">{card.title.clone()}</h1>
                <p class="travel-hero__facts">
                    <span data-testid="travel-days">{t_args("travel-days", &[("days", card.days.into())])}</span>
                    " · "
                    {if detail.age_range == "ALL" {
                        t("age-all")
                    } else {
                        t_args("age-range", &[("range", detail.age_range.clone().into())])
                    }}
                    {(card.reviews_count > 0)
                        .then(|| {
                            view! {
                                " · "
                                {fmt_stars(card.rating)}
                                " "
                                {t_args(
                                    "rating-summary",
                                    &[("rating", fmt_rating(card.rating).into()), ("count", card.reviews_count.into())],
                                )}
                            }
                        })}
                </p>
                {card.price_from.map(|p| view! { <p class="travel-hero__price">{t("price-from")} " " <strong>{fmt_price(&p)}</strong></p> })}
            </div>
        </section>
    }
}

pub fn travel(d: TravelDetail) -> AnyView {
    let e = ctx().edition;
    let itinerary_href = Route::Itinerary { travel: d.card.slug.clone() }.path(e).unwrap_or_default();
    let tours = d.tours.clone();
    view! {
        <TravelHeader detail=d.clone() />
        <div class="container section travel-body">
            <section>
                <h2>{t("travel-overview")}</h2>
                <p>{d.description.clone()}</p>
                <ul class="chips">
                    {d.moods.iter().map(|m| view! { <li class=format!("chip mood mood--{m}")>{t(&format!("mood-{m}"))}</li> }).collect_view()}
                </ul>
            </section>
            <section id="dates" aria-labelledby="dates-title">
                <h2 id="dates-title">{t("travel-dates")}</h2>
                {if tours.is_empty() {
                    view! { <p class="empty">{t("no-dates")}</p> }.into_any()
                } else {
                    view! { <TourList rows=tours show_travel=false group_by_month=true /> }.into_any()
                }}
            </section>
            <section class="two-columns">
                <div>
                    <h2>{t("included")}</h2>
                    <ul class="ticks">{d.included.iter().map(|i| view! { <li>{i.clone()}</li> }).collect_view()}</ul>
                </div>
                <div>
                    <h2>{t("not-included")}</h2>
                    <ul class="crosses">{d.not_included.iter().map(|i| view! { <li>{i.clone()}</li> }).collect_view()}</ul>
                </div>
            </section>
            <section>
                <h2>{t("itinerary")}</h2>
                <ol class="itinerary itinerary--short">
                    {d.itinerary.iter().take(3).map(|day| view! { <li><strong>{day.title.clone()}</strong></li> }).collect_view()}
                </ol>
                <p><a class="button button--ghost" href=itinerary_href>{t("itinerary-full")}</a></p>
            </section>
            {d.coordinator.clone().map(|c| view! { <CoordinatorBox coordinator=c /> })}
            <section>
                <h2>{t("faqs")}</h2>
                {d.faqs
                    .iter()
                    .map(|f| view! { <details class="faq"><summary>{f.question.clone()}</summary><p>{f.answer.clone()}</p></details> })
                    .collect_view()}
            </section>
            <section>
                <h2>{t("reviews")}</h2>
                <ul class="reviews">
                    {d.reviews
                        .iter()
                        .map(|r| {
                            view! {
                                <li class="review">
                                    <p>{fmt_stars(r.rating as f64)} " " <strong>{r.author.clone()}</strong> " · " {fmt_date(r.date)}</p>
                                    <p>{r.text.clone()}</p>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>
        </div>
    }
    .into_any()
}


pub fn itinerary(d: TravelDetail) -> AnyView {
    let back = travel_href(&d.card.slug);
    view! {
        <div class="container section">
            <p><a href=back>{"← "}{d.card.title.clone()}</a></p>
            <h1 data-testid="itinerary-title">{t("itinerary")} " · " {d.card.title.clone()}</h1>
            <ol class="itinerary">
                {d.itinerary
                    .into_iter()
                    .map(|day| {
                        view! {
                            <li class="itinerary__day">
                                <h2>{t_args("itinerary-day", &[("day", day.day.into())])} " · " {day.title}</h2>
                                <p>{day.body}</p>
                                <p class="hint">{t_args("itinerary-night", &[("place", day.night_location.into())])}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </div>
    }
    .into_any()
}
