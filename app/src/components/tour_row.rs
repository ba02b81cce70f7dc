//! Departure rows: dates, status with its seat label, price; and lists of them.

use super::price::PriceTag;
use super::{hook, tour_href, travel_href};
use crate::model::*;
use crate::text::fmt_month;
use crate::{fmt_date, t, t_args};
use leptos::prelude::*;
use search_core::{seat_label, TourStatus};

/// The status label of a departure, with its meaning for the traveller.
#[component]
pub fn StatusBadge(status: TourStatus, #[prop(optional)] in_list: bool) -> impl IntoView {
    let name = status.as_str();
    view! {
        <span class="status" data-testid=hook("tour-status", in_list) data-status=name>
            {t(&format!("status-{name}"))}
        </span>
    }
}

/// The seat label of a departure (spec §4), the same on every page that lists it.
pub fn seat_text(row: &TourRow, in_list: bool) -> Option<impl IntoView> {
    seat_label(row.status, row.free_seats, row.seats_to_confirm).map(|label| {
        let key = match label {
            search_core::SeatLabel::NotConfirmedTour => "seat-not-confirmed",
            search_core::SeatLabel::ConfirmedTour => "seat-confirmed",
        };
        view! {
            <span class="seat-label" data-testid=hook("seat-label", in_list)>
                {t_args(key, &[("seats", row.seats_to_confirm.into()), ("free", row.free_seats.into())])}
            </span>
        }
    })
}

/// When an unconfirmed departure is decided, never as a day already past:
/// `key_by` with the day while it is ahead, `decision-late` once it is due and
/// the departure is still unconfirmed; `None` for decided departures.
pub fn decision_text(status: search_core::TourStatus, start: chrono::NaiveDate, key_by: &str) -> Option<String> {
    let day = search_core::booking::decision_date(status, start)?;
    Some(if day >= crate::ctx().today { t_args(key_by, &[("date", crate::fmt_date(day).into())]) } else { crate::t("decision-late") })
}

/// A departure's age group, linked to the rules of the age groups page
/// (spec §5), and its HOT / NEW / SAFE badge when it has one.
pub fn departure_badges(row: &TourRow, in_list: bool) -> impl IntoView {
    let age = match row.age_badge.as_str() {
        "" => None,
        "ALL" => Some(crate::t("age-all")),
        range => Some(crate::t_args("age-range", &[("range", range.to_string().into())])),
    };
    let href = crate::routes::RouteKey::AgeGroups.href(crate::ctx().edition);
    view! {
        <span class="departure-badges">
            {age.map(|label| view! { <a class="badge badge--age" href=href data-testid=hook("age-badge", in_list)>{label}</a> })}
            {row.badge.clone().map(|badge| {
                view! {
                    <span class=format!("badge badge--{}", badge.to_lowercase()) data-testid=hook("departure-badge", in_list)>
                        {crate::t(&format!("badge-{badge}"))}
                    </span>
                }
            })}
        </span>
    }
}

#[component]
fn TourRowView(row: TourRow, show_travel: bool, hearts: bool) -> impl IntoView {
    let href = tour_href(&row.travel_slug, &row.code);
    let heart = hearts.then(|| super::account::tour_heart(row.id.clone(), row.travel_id, row.travel_title.clone()));
    let seat = seat_text(&row, true);
    view! {
        <li class="tour-row" data-testid="tour-row">
            <div class="tour-row__dates">
                <a href=href.clone()>
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
                <StatusBadge status=row.status in_list=true />
                {seat}
                {departure_badges(&row, true)}
            </div>
            <div class="tour-row__price">
                <PriceTag price=row.price in_list=true />
            </div>
            {heart}
        </li>
    }
}

/// A departure's row, drawn once for everyone who sees it (`rendered_item`); with its wishlist
/// heart it is the wishlist page's own.
fn tour_row(row: TourRow, show_travel: bool, hearts: bool) -> AnyView {
    if hearts {
        return view! { <TourRowView row=row show_travel=show_travel hearts=true /> }.into_any();
    }
    crate::render_cache::rendered_item(
        |parts| &parts.tour_rows,
        (&row.id, show_travel),
        &row,
        || view! { <TourRowView row=row.clone() show_travel=show_travel hearts=false /> }.to_html(),
    )
    .into_any()
}

/// Departures, optionally grouped by month under headings one level below the
/// page's current heading (`h2` on result pages, `h3` inside a travel's sections).
#[component]
/// `hearts`: each departure gets its wishlist heart (the wishlist page).
pub fn TourList(
    rows: Vec<TourRow>,
    show_travel: bool,
    group_by_month: bool,
    #[prop(optional)] top_level: bool,
    #[prop(optional)] hearts: bool,
) -> impl IntoView {
    if !group_by_month {
        return view! {
            <ul class="tour-list">
                {rows.into_iter().map(|row| tour_row(row, show_travel, hearts)).collect_view()}
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
                        {rows.into_iter().map(|row| tour_row(row, show_travel, hearts)).collect_view()}
                    </ul>
                </section>
            }
        })
        .collect_view()
        .into_any()
}
