//! The trip page (spec §2 Screens, §3 Travel) and its itinerary sub-page.

use crate::components::picture::{picture_view, Priority};
use crate::components::tour_row::{decision_text, departure_badges};
use crate::components::{
    departure_calendar, fmt_stars, selling_points, tour_href, travel_href, CoordinatorBox, Gallery, PriceTag, Reviews, StatusBadge,
    TravelGrid,
};
use crate::model::*;
use crate::routes::{Route, RouteKey};
use crate::text::{fmt_money, fmt_rating};
use crate::view_params::with_params;
use crate::{ctx, fmt_date, fmt_price, t, t_args};
use leptos::prelude::*;

/// FAQ categories in tab order (spec §3 Travel).
const FAQ_CATEGORIES: [&str; 3] = ["general", "itinerary", "destination"];

/// "Ages 25-35" and what the range means for who may join (spec §5 Age ranges).
fn age_range_view(range: &str) -> impl IntoView {
    let (label, explained) = match range {
        "ALL" => (t("age-all"), t("age-explain-all")),
        search_core::labels::AGES_BY_DATE => (t("age-by-date"), String::new()),
        "25-35" | "35-49" => (t_args("age-range", &[("range", range.to_string().into())]), t(&format!("age-explain-{range}"))),
        other => (t_args("age-range", &[("range", other.to_string().into())]), String::new()),
    };
    view! {
        <dt>{t("fact-age")}</dt>
        <dd data-testid="age-range">
            {label}
            {(!explained.is_empty()).then(|| view! { <br /><span class="hint">{explained}</span> })}
            " "
            <a href=RouteKey::AgeGroups.href(ctx().edition)>{t("age-groups-more")}</a>
        </dd>
    }
}

/// Days and nights, type and style, ages, moods, private room, Collection.
fn facts(d: &TravelDetail) -> impl IntoView {
    view! {
        <dl class="trip-facts" data-testid="trip-facts">
            <dt>{t("fact-duration")}</dt>
            <dd>{t_args("travel-days-nights", &[("days", d.card.days.into()), ("nights", d.nights.into())])}</dd>
            <dt>{t("filter-travel-type")}</dt>
            <dd>{t(&format!("type-{}", d.travel_type.to_lowercase()))}</dd>
            <dt>{t("filter-travel-style")}</dt>
            <dd>{t(&format!("style-{}", d.travel_style.to_lowercase()))}</dd>
            {age_range_view(&d.age_range)}
            <dt>{t("fact-moods")}</dt>
            <dd>
                <ul class="chips">
                    {d.moods.iter().map(|m| view! { <li class=format!("chip mood mood--{m}")>{t(&format!("mood-{m}"))}</li> }).collect_view()}
                </ul>
            </dd>
            <dt>{t("fact-private-room")}</dt>
            <dd data-testid="private-room">
                {if d.no_sharing_room { t("private-room-available") } else { t("private-room-unavailable") }}
                " "
                {d.no_sharing_room.then(|| view! { <a href=RouteKey::NoSharingRoom.href(ctx().edition)>{t("private-room-more")}</a> })}
            </dd>
            {d.card.is_collection.then(|| view! { <dt>{t("collection")}</dt><dd data-testid="collection-flag">{t("collection-explained")}</dd> })}
            {d.is_unique.then(|| view! { <dt>{t("filter-unique")}</dt><dd>{t("unique-explained")}</dd> })}
        </dl>
    }
}

fn travel_header(card: &TravelCard) -> impl IntoView {
    view! {
        <section class="travel-hero">
            {match &card.photo {
                Some(photo) => picture_view(photo, String::new(), "travel-hero__image", "100vw", Priority::Lcp, false).into_any(),
                None => view! { <img class="travel-hero__image" src=card.cover.inline() alt="" width="1200" height="480" fetchpriority="high" /> }.into_any(),
            }}
            <div class="container travel-hero__text">
                <p class="eyebrow" data-testid="travel-destination">
                    {card.destination.clone()}
                    {card.is_collection.then(|| view! { " · " <span class="badge">{t("collection")}</span> })}
                </p>
                <h1 data-testid="travel-title">{card.title.clone()}</h1>
                {crate::components::account::travel_heart(card.id, card.title.clone(), true)}
                <p class="travel-hero__facts">
                    <span data-testid="travel-days">{t_args("travel-days", &[("days", card.days.into())])}</span>
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
                // The price and the way to the dates on the first screen (issue 24).
                {card.price_from.map(|p| {
                    view! {
                        <div class="travel-hero__buy">
                            <p class="travel-hero__price">{t("price-from")} " " <strong>{fmt_price(&p)}</strong></p>
                            <a href="#dates" class="button" data-testid="hero-see-dates">{t("travel-see-dates")}</a>
                        </div>
                    }
                })}
            </div>
        </section>
    }
}

/// Departures the trip page lists before "See all": the next weeks at a glance, while a trip
/// with dozens of dates keeps its page light (issue 21: ≤ 100 KB); the calendar shows them all.
const DEPARTURES_SHOWN: usize = 12;

/// The departures at a glance: price, status, travellers still needed and the day an
/// unconfirmed departure is decided (beyond the peers). The next [`DEPARTURES_SHOWN`], with a
/// link to all of them (`?departures=all`, a page of its own that works without JavaScript).
///
/// Drawn once for everyone who opens the same trip page and kept with the departures it was drawn
/// from (`rendered_item`), like the calendar above it.
fn departures_table(all: &Vec<TourRow>) -> impl IntoView {
    let c = ctx();
    crate::render_cache::rendered_item(
        |parts| &parts.departure_tables,
        (&c.path, &c.view.departures),
        all,
        || departures_table_view(all).to_html(),
    )
}

fn departures_table_view(all: &[TourRow]) -> impl IntoView {
    let c = ctx();
    let every = c.view.departures.is_some() || all.len() <= DEPARTURES_SHOWN;
    let rows = if every { all } else { &all[..DEPARTURES_SHOWN] };
    let more = (!every).then(|| {
        let href = format!("{}#all-departures", with_params(&c.path, &[("departures", Some("all"))]));
        view! {
            <p>
                <a class="button button--ghost" href=href data-testid="departures-show-all">
                    {t_args("departures-show-all", &[("count", all.len().into())])}
                </a>
            </p>
        }
    });
    view! {
        <div class="table-scroll">
            <table class="departures" data-testid="departures-table">
                <caption class="visually-hidden">{t("departures-caption")}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t("departures-dates")}</th>
                        <th scope="col">{t("departures-price")}</th>
                        <th scope="col">{t("departures-status")}</th>
                        <th scope="col">{t("departures-to-confirm")}</th>
                    </tr>
                </thead>
                <tbody>
                    {rows
                        .iter()
                        .map(|row| {
                            let decided = decision_text(row.status, row.starting_date, "decided-by");
                            view! {
                                <tr data-testid="departure-row" data-status=row.status.as_str()>
                                    <th scope="row">
                                        <a href=tour_href(&row.travel_slug, &row.code)>
                                            {fmt_date(row.starting_date)}
                                            " – "
                                            {fmt_date(row.ending_date)}
                                        </a>
                                    </th>
                                    <td data-label=t("departures-price")><PriceTag price=row.price in_list=true /></td>
                                    <td data-label=t("departures-status")>
                                        <StatusBadge status=row.status />
                                        " "
                                        {departure_badges(row, false)}
                                    </td>
                                    <td data-label=t("departures-to-confirm")>
                                        {if row.seats_to_confirm > 0 {
                                            t_args("seat-not-confirmed", &[("seats", row.seats_to_confirm.into())])
                                        } else {
                                            "—".to_string()
                                        }}
                                        {decided
                                            .map(|text| {
                                                view! {
                                                    <br />
                                                    <span class="hint" data-testid="decision-date">{text}</span>
                                                }
                                            })}
                                    </td>
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
        {more}
    }
}

/// FAQs grouped by category in tabs: links (`?faq=`) without JavaScript.
fn faq_tabs(faqs: &[Faq]) -> impl IntoView {
    let c = ctx();
    let categories: Vec<&str> = FAQ_CATEGORIES.into_iter().filter(|cat| faqs.iter().any(|f| &*f.category == *cat)).collect();
    let chosen = c.view.faq.clone().filter(|f| categories.contains(&f.as_str())).or(categories.first().map(|c| c.to_string()));
    view! {
        <section id="faqs" aria-labelledby="faqs-title" data-testid="faq-tabs">
            <h2 id="faqs-title">{t("faqs")}</h2>
            <div class="tabs" data-tabs>
                <div class="tabs__list" role="tablist" aria-label=t("faqs")>
                    {categories
                        .iter()
                        .map(|cat| {
                            let selected = chosen.as_deref() == Some(*cat);
                            let href = format!("{}#faqs", with_params(&c.path, &[("faq", Some(cat))]));
                            view! {
                                <a
                                    role="tab"
                                    id=format!("faq-tab-{cat}")
                                    href=href
                                    data-tab=*cat
                                    aria-controls=format!("faq-panel-{cat}")
                                    aria-selected=if selected { "true" } else { "false" }
                                    tabindex=if selected { "0" } else { "-1" }
                                >
                                    {t(&format!("faq-category-{cat}"))}
                                </a>
                            }
                        })
                        .collect_view()}
                </div>
                {categories
                    .iter()
                    .map(|cat| {
                        let hidden = chosen.as_deref() != Some(*cat);
                        view! {
                            <section
                                role="tabpanel"
                                id=format!("faq-panel-{cat}")
                                data-tab-panel=*cat
                                aria-labelledby=format!("faq-tab-{cat}")
                                hidden=hidden
                            >
                                {faqs
                                    .iter()
                                    .filter(|f| &*f.category == *cat)
                                    .map(|f| {
                                        view! {
                                            <details class="faq" data-track="faq_open" data-track-category=*cat>
                                                <summary>{f.question.clone()}</summary>
                                                <p>{f.answer.clone()}</p>
                                            </details>
                                        }
                                    })
                                    .collect_view()}
                            </section>
                        }
                    })
                    .collect_view()}
            </div>
        </section>
    }
}

fn money_pot(d: &TravelDetail) -> impl IntoView {
    d.money_pot.map(|pot| {
        view! {
            <section class="money-pot" aria-labelledby="money-pot-title" data-testid="money-pot">
                <h2 id="money-pot-title">{t("money-pot")}</h2>
                <p>
                    <strong>{t_args("money-pot-amount", &[("amount", fmt_money(pot).into())])}</strong>
                </p>
                <p>{t("money-pot-explained")}</p>
            </section>
        }
    })
}

pub fn travel(mut d: TravelDetail) -> AnyView {
    let e = ctx().edition;
    let itinerary_href = Route::Itinerary { travel: d.card.slug.clone() }.path(e).unwrap_or_default();
    // The sections drawn from borrowed parts of `d` first: the page moves the rest of it.
    let header = travel_header(&d.card);
    let dates = if d.tours.is_empty() {
        view! { <p class="empty">{t("no-dates")}</p> }.into_any()
    } else {
        view! {
            <div id="calendar">{departure_calendar(&d.tours)}</div>
            <h3 id="all-departures" class="departures-title">{t("departures-all")}</h3>
            {departures_table(&d.tours)}
        }
        .into_any()
    };
    let (photos, reviews, related) = (std::mem::take(&mut d.photos), std::mem::take(&mut d.reviews), std::mem::take(&mut d.related));
    let coordinator = d.coordinator.take();
    view! {
        {header}
        <nav class="container page-anchors" aria-label=t("page-sections")>
            <a href="#overview">{t("travel-overview")}</a>
            <a href="#dates">{t("travel-dates")}</a>
            <a href="#itinerary">{t("itinerary")}</a>
            <a href="#faqs">{t("faqs")}</a>
            <a href="#reviews">{t("reviews")}</a>
        </nav>
        <div class="container section travel-body">
            <section id="overview" aria-labelledby="overview-title">
                <h2 id="overview-title">{t("travel-overview")}</h2>
                <p>{d.description.clone()}</p>
                {facts(&d)}
                {selling_points()}
            </section>
            <section id="dates" aria-labelledby="dates-title">
                <h2 id="dates-title">{t("travel-dates")}</h2>
                {crate::components::forms::notify_me(d.id, None, search_core::status::offered_alerts(!d.tours.is_empty(), None))}
                {dates}
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
            {money_pot(&d)}
            {crate::components::flights::travel_flights(&d.card.slug, d.flights.clone(), ctx().edition.locale.is_some().then_some(ctx().edition.label))}
            <section id="itinerary" aria-labelledby="itinerary-title">
                <h2 id="itinerary-title">{t("itinerary")}</h2>
                <p class="hint">{t_args("travel-days-nights", &[("days", d.card.days.into()), ("nights", d.nights.into())])}</p>
                <ol class="itinerary itinerary--short">
                    {d
                        .itinerary
                        .iter()
                        .take(3)
                        .map(|day| view! { <li><strong>{t_args("itinerary-day", &[("day", day.day.into())])} " · " {day.title.clone()}</strong></li> })
                        .collect_view()}
                </ol>
                <p><a class="button button--ghost" href=itinerary_href data-track="read_more">{t("itinerary-full")}</a></p>
            </section>
            <section aria-labelledby="photos-title">
                <h2 id="photos-title">{t("photos")}</h2>
                <Gallery photos=photos />
            </section>
            {coordinator.map(|c| {
                let ask = crate::components::forms::ask_coordinator(&c.slug, &c.name, Some(d.id), None);
                view! { <CoordinatorBox coordinator=c /> {ask} }
            })}
            {faq_tabs(&d.faqs)}
            <Reviews card=d.card.clone() stars=d.review_stars reviews=reviews />
            {(!related.is_empty())
                .then(|| {
                    view! {
                        <section aria-labelledby="related-title">
                            <h2 id="related-title">{t("related-trips")}</h2>
                            <TravelGrid travels=related testid="related-trips" />
                        </section>
                    }
                })}
        </div>
        {crate::components::booking_bar::trip_booking_bar(d.card.price_from, "#dates".to_string())}
    }
    .into_any()
}

pub fn itinerary(d: TravelDetail) -> AnyView {
    let back = travel_href(&d.card.slug);
    let nights = d.nights;
    let price_from = d.card.price_from;
    let dates_href = format!("{back}#dates");
    view! {
        <div class="container section">
            <p><a href=back data-track="breadcrumb_click">{"← "}{d.card.title.clone()}</a></p>
            <h1 data-testid="itinerary-title">{t("itinerary")} " · " {d.card.title.clone()}</h1>
            <p class="lead">{t_args("travel-days-nights", &[("days", d.card.days.into()), ("nights", nights.into())])}</p>
            <ol class="itinerary">
                {d
                    .itinerary
                    .into_iter()
                    .map(|day| {
                        let night = day.day <= nights;
                        view! {
                            <li class="itinerary__day">
                                <h2>{t_args("itinerary-day", &[("day", day.day.into())])} " · " {day.title}</h2>
                                <p>{day.body}</p>
                                {night.then(|| view! { <p class="hint">{t_args("itinerary-night", &[("place", (&*day.night_location).into())])}</p> })}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </div>
        {crate::components::booking_bar::trip_booking_bar(price_from, dates_href)}
    }
    .into_any()
}
