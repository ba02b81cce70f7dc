//! Page bodies, one function per [`Page`] variant, plus the shared pieces
//! (travel cards, departure rows, pagination).

use crate::island::Island;
use crate::model::*;
use crate::routes::{Route, RouteKey};
use crate::text::{fmt_money, fmt_month, fmt_rating};
use crate::{ctx, fmt_date, fmt_price, t, t_args};
use leptos::prelude::*;
use search_core::{rating_band, seat_label, TourStatus};

/// Title and description for `<head>`.
pub struct Meta {
    pub title: String,
    pub description: String,
    pub noindex: bool,
    /// schema.org data for search engines, as JSON-LD.
    pub structured_data: Option<serde_json::Value>,
}

/// A trip as schema.org's `TouristTrip`: its itinerary, the offer of its
/// departures (lowest current price, how many) and its reviews.
fn trip_structured_data(d: &TravelDetail) -> serde_json::Value {
    let c = ctx();
    let url = c.canonical.clone().unwrap_or_default();
    let major = |m: &Money| format!("{}.{:02}", m.minor / 100, m.minor % 100);
    let bookable: Vec<&TourRow> = d.tours.iter().filter(|t| t.status != TourStatus::SoldOut).collect();
    let lowest = bookable.iter().map(|t| t.price.now).min_by_key(|m| m.minor);
    let mut trip = serde_json::json!({
        "@context": "https://schema.org",
        "@type": "TouristTrip",
        "name": d.card.title,
        "description": d.description,
        "url": url,
        "touristType": d.travel_type,
        "itinerary": {
            "@type": "ItemList",
            "numberOfItems": d.itinerary.len(),
            "itemListElement": d.itinerary.iter().enumerate().map(|(i, day)| serde_json::json!({
                "@type": "ListItem", "position": i + 1, "name": day.title
            })).collect::<Vec<_>>(),
        },
        "provider": { "@type": "Organization", "name": t("site-name") },
    });
    if let Some(low) = lowest {
        trip["offers"] = serde_json::json!({
            "@type": "AggregateOffer",
            "lowPrice": major(&low),
            "priceCurrency": low.currency.iso_code(),
            "offerCount": bookable.len(),
            "availability": "https://schema.org/InStock",
            "url": url,
        });
    }
    if d.card.reviews_count > 0 {
        trip["aggregateRating"] = serde_json::json!({
            "@type": "AggregateRating",
            "ratingValue": format!("{:.1}", d.card.rating),
            "reviewCount": d.card.reviews_count,
            "bestRating": "5",
            "worstRating": "1",
        });
    }
    trip
}

pub fn page_meta(page: &Page) -> Meta {
    let (title, description) = match page {
        Page::Home { .. } => (String::new(), t("home-description")),
        Page::TravelList { title, intro, .. } => (title.clone(), intro.clone()),
        Page::Travel(d) => (d.card.title.clone(), d.description.clone()),
        Page::Itinerary(d) => (format!("{} · {}", t("itinerary"), d.card.title), d.description.clone()),
        Page::Tour { travel, tour } => (format!("{} · {}", travel.card.title, fmt_date(tour.starting_date)), travel.description.clone()),
        Page::ToursList { title, .. } => (title.clone(), t("tours-description")),
        Page::Search(r) => (t("search-title"), r.summary.clone()),
        Page::Coordinators { .. } => (t("route-coordinators"), t("coordinators-description")),
        Page::Coordinator { coordinator, bio, .. } => (coordinator.name.clone(), bio.clone()),
        Page::Custom(p) => (p.title.clone(), p.description.clone()),
        Page::Wishlist => (t("route-wishlist"), t("wishlist-empty")),
        Page::Events { .. } => (t("route-events-wemeet"), t("events-description")),
        Page::SearchAi => (t("route-search-ai"), t("search-ai-description")),
        Page::Login => (t("login"), t("login-description")),
        Page::Error { status: 404, .. } => (t("not-found-title"), t("not-found-description")),
        Page::Error { .. } => (t("error-title"), t("error-subtitle")),
    };
    let noindex = matches!(page, Page::Error { .. } | Page::Search(_) | Page::Wishlist | Page::Login);
    let structured_data = match page {
        Page::Travel(d) => Some(trip_structured_data(d)),
        _ => None,
    };
    Meta { title, description, noindex, structured_data }
}

pub fn page_body(page: Page) -> AnyView {
    match page {
        Page::Home { travels, areas, departures, countries } => home(travels, areas, departures, countries),
        Page::TravelList { title, intro, travels, areas } => travel_list(title, intro, travels, areas),
        Page::Travel(detail) => travel(*detail),
        Page::Itinerary(detail) => itinerary(*detail),
        Page::Tour { travel, tour } => tour_page(*travel, tour),
        Page::ToursList { title, tours } => tours_list(title, tours),
        Page::Search(results) => crate::search_page::search(*results),
        Page::Coordinators { coordinators } => coordinators_page(coordinators),
        Page::Coordinator { coordinator, bio, travels } => coordinator_page(coordinator, bio, travels),
        Page::Custom(page) => custom(page),
        Page::Wishlist => wishlist(),
        Page::Events { events } => events_page(events),
        Page::SearchAi => search_ai(),
        Page::Login => login(),
        Page::Error { status, message } => error(status, message),
    }
}

fn travel_href(slug: &str) -> String {
    Route::Travel { travel: slug.to_string() }.path(ctx().edition).unwrap_or_default()
}

fn tour_href(travel: &str, code: &str) -> String {
    Route::Tour { travel: travel.to_string(), tour: code.to_lowercase() }.path(ctx().edition).unwrap_or_default()
}

/// A travel's cover picture, drawn by the server from its hue (no external images).
pub fn cover_src(hue: i64) -> String {
    format!("/images/cover/{}.svg", hue.rem_euclid(360))
}

/// A coordinator's avatar, drawn by the server from its hue.
pub fn avatar_src(hue: i64) -> String {
    format!("/images/avatar/{}.svg", hue.rem_euclid(360))
}

/// The current price, the struck-through price before a discount, and the discount badge.
#[component]
fn PriceTag(price: Price) -> impl IntoView {
    let discount = price.discount_percent();
    view! {
        <strong>{fmt_price(&price)}</strong>
        {price.before.map(|b| view! { " " <s class="card__before">{fmt_money(b)}</s> })}
        {discount.map(|d| view! { " " <span class="badge badge--sale">{format!("-{d}%")}</span> })}
    }
}

/// The quick search form that works before any JavaScript runs.
fn quick_search() -> impl IntoView {
    let e = ctx().edition;
    view! {
        <form class="quick-search" method="get" action=RouteKey::Search.href(e) role="search">
            <label for="quick-search-text">{t("search-where")}</label>
            <input id="quick-search-text" type="search" name="textSearch" placeholder=t("search-where-placeholder") />
            <button type="submit" class="button">{t("search-submit")}</button>
        </form>
    }
}

fn home(travels: Vec<TravelCard>, areas: Vec<NamedLink>, departures: i64, countries: i64) -> AnyView {
    view! {
        <section class="hero">
            <div class="container">
                <h1>{t("home-title")}</h1>
                <p class="hero__lead">
                    {t_args("home-lead", &[("departures", departures.into()), ("countries", countries.into())])}
                </p>
                {quick_search()}
            </div>
        </section>
        <div class="container">
            <Island name="recent-searches" props=crate::search_bar::recent_searches_props(true)>""</Island>
        </div>
        <section class="container section">
            <h2>{t("home-travels-title")}</h2>
            <TravelGrid travels=travels testid="home-travels" />
            <p><a class="button button--ghost" href=RouteKey::Travels.href(ctx().edition)>{t("see-all-travels")}</a></p>
        </section>
        <section class="container section">
            <h2>{t("home-areas-title")}</h2>
            <AreaLinks areas=areas />
        </section>
        <section class="container section selling">
            <h2>{t("home-why-title")}</h2>
            <ul class="selling__list">
                <li>{deposit_text()}</li>
                <li>{t("sp-balance")}</li>
                <li>{t("sp-cancellation")}</li>
                <li>{t("sp-insurance")}</li>
                <li>{t("sp-private-room")}</li>
                <li>{t("sp-group")}</li>
            </ul>
        </section>
    }
    .into_any()
}

#[component]
fn AreaLinks(areas: Vec<NamedLink>) -> impl IntoView {
    view! {
        <ul class="chips">
            {areas.into_iter().map(|a| view! { <li><a class="chip" href=a.href>{a.label}</a></li> }).collect_view()}
        </ul>
    }
}

#[component]
pub(crate) fn TravelGrid(travels: Vec<TravelCard>, testid: &'static str) -> impl IntoView {
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
fn TravelCardView(card: TravelCard, eager: bool) -> impl IntoView {
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

#[component]
pub(crate) fn Pagination(page: i64, last_page: i64) -> impl IntoView {
    let c = ctx();
    let link = move |p: i64| -> String {
        let mut parsed = search_core::parse_query(c.path.split_once('?').map(|(_, q)| q).unwrap_or("")).filters;
        parsed.page = i32::try_from(p).ok().filter(|p| *p > 1);
        let base = c.path.split('?').next().unwrap_or("/");
        search_core::search_url(base, &parsed)
    };
    if page > last_page {
        // Past the end (an old link, a typed URL): say so and offer the last page.
        return view! {
            <nav class="pagination" aria-label=t("pagination-label") data-testid="pagination-past-end">
                <span>{t("pagination-past-end")}</span>
                <a href=link(last_page)>{t_args("pagination-go-to", &[("page", last_page.into())])}</a>
            </nav>
        }
        .into_any();
    }
    (last_page > 1)
        .then(|| {
            view! {
                <nav class="pagination" aria-label=t("pagination-label")>
                    {(page > 1).then(|| view! { <a rel="prev" href=link(page - 1)>{t("pagination-prev")}</a> })}
                    <span>{t_args("pagination-page", &[("page", page.into()), ("last", last_page.into())])}</span>
                    {(page < last_page).then(|| view! { <a rel="next" href=link(page + 1)>{t("pagination-next")}</a> })}
                </nav>
            }
        })
        .into_any()
}

/// The trips / departures switch of the search page: the same filters, with
/// or without `tab=travels`, back to page 1.
fn travel_list(title: String, intro: String, travels: Paged<TravelCard>, areas: Vec<NamedLink>) -> AnyView {
    let last = travels.last_page();
    view! {
        <div class="container section">
            <h1>{title}</h1>
            <p class="lead">{intro}</p>
            <AreaLinks areas=areas />
            {if travels.total == 0 {
                view! { <p class="empty" data-testid="list-empty">{t("no-trips")}</p> }.into_any()
            } else {
                view! { <TravelGrid travels=travels.items testid="travel-list" /> }.into_any()
            }}
            <Pagination page=travels.page last_page=last />
        </div>
    }
    .into_any()
}

/// The status label of a departure, with its meaning for the traveller.
#[component]
fn StatusBadge(status: TourStatus) -> impl IntoView {
    let name = status.as_str();
    view! {
        <span class=format!("status status--{}", name.to_lowercase()) data-testid="tour-status" data-status=name>
            {t(&format!("status-{name}"))}
        </span>
    }
}

/// The seat label of a departure (spec §4), the same on every page that lists it.
fn seat_text(row: &TourRow) -> Option<impl IntoView> {
    seat_label(row.status, row.free_seats, row.seats_to_confirm).map(|label| {
        let key = match label {
            search_core::SeatLabel::NotConfirmedTour => "seat-not-confirmed",
            search_core::SeatLabel::ConfirmedTour => "seat-confirmed",
        };
        view! {
            <span class="seat-label" data-testid="seat-label">
                {t_args(key, &[("seats", row.seats_to_confirm.into()), ("free", row.free_seats.into())])}
            </span>
        }
    })
}

/// "A deposit of 100 € secures your place.": 100 in the visitor's currency (spec §9).
fn deposit_text() -> String {
    t_args("sp-deposit", &[("amount", fmt_money(Money { minor: DEPOSIT_MAJOR * 100, currency: ctx().currency }).into())])
}

/// The deposit, in major units of whichever currency the visitor sees (spec §9).
const DEPOSIT_MAJOR: i64 = 100;

#[component]
fn TourRowView(row: TourRow, show_travel: bool) -> impl IntoView {
    let href = tour_href(&row.travel_slug, &row.code);
    let seat = seat_text(&row);
    view! {
        <li class="tour-row" data-testid="tour-row">
            <div class="tour-row__dates">
                <a href=href.clone() data-testid="tour-link">
                    {fmt_date(row.starting_date)}
                    " – "
                    {fmt_date(row.ending_date)}
                </a>
                {show_travel
                    .then(|| {
                        view! {
                            <span class="tour-row__travel">
                                <a href=travel_href(&row.travel_slug)>{row.travel_title.clone()}</a>
                                " · "
                                {row.destination.clone()}
                            </span>
                        }
                    })}
            </div>
            <div class="tour-row__status">
                <StatusBadge status=row.status />
                {seat}
            </div>
            <div class="tour-row__price" data-testid="tour-price">
                <PriceTag price=row.price />
            </div>
        </li>
    }
}

/// Departures, optionally grouped by month under headings one level below the
/// page's current heading (`h2` on result pages, `h3` inside a travel's sections).
#[component]
pub(crate) fn TourList(rows: Vec<TourRow>, show_travel: bool, group_by_month: bool, #[prop(optional)] top_level: bool) -> impl IntoView {
    if !group_by_month {
        return view! {
            <ul class="tour-list">
                {rows.into_iter().map(|row| view! { <TourRowView row=row show_travel=show_travel /> }).collect_view()}
            </ul>
        }
        .into_any();
    }
    // Group consecutive rows by year-month (rows come sorted by date).
    let mut groups: Vec<(chrono::NaiveDate, Vec<TourRow>)> = Vec::new();
    for row in rows {
        let month = search_core::date::month_start(row.starting_date, 0);
        match groups.last_mut() {
            Some((m, list)) if *m == month => list.push(row),
            _ => groups.push((month, vec![row])),
        }
    }
    groups
        .into_iter()
        .map(|(month, rows)| {
            view! {
                <section class="month-group" data-month=search_core::date::year_month(month)>
                    {if top_level {
                        view! { <h2>{fmt_month(month)}</h2> }.into_any()
                    } else {
                        view! { <h3>{fmt_month(month)}</h3> }.into_any()
                    }}
                    <ul class="tour-list">
                        {rows.into_iter().map(|row| view! { <TourRowView row=row show_travel=show_travel /> }).collect_view()}
                    </ul>
                </section>
            }
        })
        .collect_view()
        .into_any()
}

fn stars(rating: f64) -> impl IntoView {
    let band = rating_band(rating);
    let label = band.map(|b| t(&format!("rating-{}", b.label.as_str())));
    let fill = band.map(|b| b.fill_percent).unwrap_or(0.0);
    view! {
        <span class="stars" class:stars--grey=band.is_none() style=format!("--fill:{fill:.0}%") aria-hidden="true">
            "★★★★★"
        </span>
        {label.map(|l| view! { " " <span class="rating-label">{l}</span> })}
    }
}

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
                                {stars(card.rating)}
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

fn travel(d: TravelDetail) -> AnyView {
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
                                    <p>{stars(r.rating as f64)} " " <strong>{r.author.clone()}</strong> " · " {fmt_date(r.date)}</p>
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

#[component]
fn CoordinatorBox(coordinator: CoordinatorCard) -> impl IntoView {
    let href = Route::Coordinator { coordinator: coordinator.slug.clone() }.path(ctx().edition).unwrap_or_default();
    view! {
        <section class="coordinator-box">
            <h2>{t("coordinator")}</h2>
            <a href=href class="coordinator-box__link">
                <img src=avatar_src(coordinator.avatar_hue) alt="" width="64" height="64" loading="lazy" />
                <span><strong>{coordinator.name}</strong><br />{coordinator.city}</span>
            </a>
        </section>
    }
}

fn itinerary(d: TravelDetail) -> AnyView {
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

fn tour_page(d: TravelDetail, tour: TourRow) -> AnyView {
    let c = ctx();
    let book = format!("{}/booking/{}/start", c.bookings_host.trim_end_matches('/'), tour.id);
    let seat = seat_text(&tour);
    let bookable = !matches!(tour.status, TourStatus::SoldOut | TourStatus::WaitingList);
    let status = tour.status;
    let flights_key = if status.flights_may_be_bought() { "flights-ok" } else { "flights-wait" };
    let others: Vec<TourRow> = d.tours.iter().filter(|t| t.id != tour.id).take(6).cloned().collect();
    view! {
        <div class="container section">
            <p><a href=travel_href(&d.card.slug)>{"← "}{d.card.title.clone()}</a></p>
            <h1 data-testid="tour-title">
                {d.card.title.clone()}
                <span class="subtitle">{fmt_date(tour.starting_date)} " – " {fmt_date(tour.ending_date)}</span>
            </h1>
            <div class="tour-summary" data-testid="tour-summary">
                <p><StatusBadge status=status /> " " {t(&format!("status-{}-meaning", status.as_str()))}</p>
                {seat.map(|seat| view! { <p>{seat}</p> })}
                <p class="hint">{t(flights_key)}</p>
                <p class="tour-summary__price" data-testid="tour-price">
                    <PriceTag price=tour.price />
                </p>
                <p>{deposit_text()} " " {t("sp-balance")}</p>
                {if bookable {
                    view! { <a class="button button--large" href=book data-testid="tour-book" rel="nofollow">{t("book-now")}</a> }.into_any()
                } else if status == TourStatus::SoldOut {
                    view! { <p class="notice" data-testid="tour-sold-out">{t("sold-out")}</p> }.into_any()
                } else {
                    // On request: bookable only through customer care (spec §4), never a direct booking.
                    view! {
                        <p class="notice">{t("waiting-list-contact")}</p>
                        <a class="button button--ghost" href=RouteKey::Contacts.href(c.edition) data-testid="tour-contact">
                            {t("book-request")}
                        </a>
                    }
                    .into_any()
                }}
            </div>
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
    }
    .into_any()
}

fn tours_list(title: String, tours: Paged<TourRow>) -> AnyView {
    let last = tours.last_page();
    view! {
        <div class="container section">
            <h1>{title}</h1>
            <p class="lead">{t("tours-description")}</p>
            <TourList rows=tours.items show_travel=true group_by_month=true top_level=true />
            <Pagination page=tours.page last_page=last />
        </div>
    }
    .into_any()
}

fn coordinators_page(coordinators: Vec<CoordinatorCard>) -> AnyView {
    view! {
        <div class="container section">
            <h1>{t("route-coordinators")}</h1>
            <p class="lead">{t("coordinators-description")}</p>
            <ul class="coordinator-grid" data-testid="coordinator-list">
                {coordinators.into_iter().map(|c| view! { <li><CoordinatorBox coordinator=c /></li> }).collect_view()}
            </ul>
        </div>
    }
    .into_any()
}

fn coordinator_page(coordinator: CoordinatorCard, bio: String, travels: Vec<TravelCard>) -> AnyView {
    view! {
        <div class="container section">
            <div class="profile">
                <img src=avatar_src(coordinator.avatar_hue) alt="" width="128" height="128" />
                <div>
                    <h1 data-testid="coordinator-name">{coordinator.name}</h1>
                    <p>{t_args("coordinator-lives-in", &[("city", coordinator.city.into())])}</p>
                    <p>{bio}</p>
                </div>
            </div>
            <h2>{t("coordinator-trips")}</h2>
            <TravelGrid travels=travels testid="coordinator-travels" />
        </div>
    }
    .into_any()
}

fn custom(p: CustomPage) -> AnyView {
    view! {
        <div class="container section custom-page">
            <h1>{p.title}</h1>
            {p.blocks
                .into_iter()
                .map(|block| match block {
                    Block::Heading { text } => view! { <h2>{text}</h2> }.into_any(),
                    // Sanitised by the server before it reaches the page.
                    Block::RichText { html } => view! { <div class="rich-text" inner_html=html></div> }.into_any(),
                    Block::Travels { title, travels } => {
                        view! {
                            <section class="section">
                                <h2>{title}</h2>
                                <TravelGrid travels=travels testid="block-travels" />
                            </section>
                        }
                        .into_any()
                    }
                })
                .collect_view()}
        </div>
    }
    .into_any()
}

fn wishlist() -> AnyView {
    view! {
        <div class="container section">
            <h1>{t("route-wishlist")}</h1>
            <div class="empty-box" data-testid="wishlist-empty">
                <p>{t("wishlist-empty")}</p>
                <a class="button" href=RouteKey::Travels.href(ctx().edition)>{t("see-all-travels")}</a>
            </div>
        </div>
    }
    .into_any()
}

fn events_page(events: Vec<WeMeetEvent>) -> AnyView {
    view! {
        <div class="container section">
            <h1>{t("route-events-wemeet")}</h1>
            <p class="lead">{t("events-description")}</p>
            <ul class="event-list" data-testid="event-list">
                {events
                    .into_iter()
                    .map(|ev| {
                        view! {
                            <li class="event">
                                <strong>{ev.city}</strong>
                                " · "
                                {fmt_date(ev.date)}
                                " · "
                                {t_args("event-attendees", &[("count", ev.attendees.into())])}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </div>
    }
    .into_any()
}

fn search_ai() -> AnyView {
    view! {
        <div class="container section">
            <h1>{t("route-search-ai")}</h1>
            <p class="lead">{t("search-ai-description")}</p>
            {quick_search()}
        </div>
    }
    .into_any()
}

fn login() -> AnyView {
    view! {
        <div class="container section narrow">
            <h1>{t("login")}</h1>
            <p>{t("login-description")}</p>
            <form class="stack" method="post" action="/login">
                <label for="login-email">{t("newsletter-email")}</label>
                <input id="login-email" type="email" name="email" required autocomplete="email" />
                <button type="submit" class="button">{t("login-send-code")}</button>
            </form>
        </div>
    }
    .into_any()
}

fn error(status: u16, message: Option<String>) -> AnyView {
    let e = ctx().edition;
    let (title, description) = if status == 404 {
        (t("not-found-title"), t("not-found-description"))
    } else {
        (format!("{} {status}", t("error-title")), message.unwrap_or_else(|| t("error-subtitle")))
    };
    view! {
        <div class="container section error-page" data-testid=if status == 404 { "not-found" } else { "error-page" } data-status=status>
            <h1>{title}</h1>
            <p>{description}</p>
            <a class="button" href=RouteKey::Travels.href(e) data-testid="not-found-cta">{t("not-found-cta")}</a>
        </div>
    }
    .into_any()
}
