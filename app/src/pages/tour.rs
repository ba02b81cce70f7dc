//! The tour (departure) page.

use crate::components::price::deposit_text;
use crate::components::{seat_text, travel_href, PriceTag, StatusBadge, TourList};
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, fmt_date, t};
use leptos::prelude::*;
use search_core::TourStatus;

pub fn tour_page(d: TravelDetail, tour: TourRow) -> AnyView {
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
