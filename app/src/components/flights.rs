//! Flights (spec §1, §2 Flight modal, §3 flight minimum price, §4 status
//! advice): the trip page's section (cheapest round trip per departure
//! airport), the tour page's minimum price and the flight modal with the
//! suggestions and the advice the departure's status gives. The modal opens
//! with `?modal=flights`, so it works without JavaScript; the link carries
//! the "flight search" analytics event. The modal is in the page only when the
//! URL asks for it: its offers were 4 KB of every tour page, for a link few
//! follow, which then loads the page with the modal open (the modal script
//! follows a link whose dialog the page does not hold).

use super::modal::{modal_href, modal_requested, Modal, ModalWidth};
use super::tour_href;
use crate::model::*;
use crate::text::fmt_money;
use crate::{fmt_date, t, t_args};
use leptos::prelude::*;

/// The trip page's flights section. `market` names the edition's country; the international
/// edition has none, so its intro names no place.
pub fn travel_flights(slug: &str, flights: Option<TravelFlights>, market: Option<&str>) -> impl IntoView {
    let intro = match market {
        Some(market) => t_args("flights-intro", &[("market", market.to_string().into())]),
        None => t("flights-intro-any"),
    };
    let slug = slug.to_string();
    flights.filter(|f| !f.airports.is_empty()).map(|f| {
        let modal = format!("{}?modal=flights", tour_href(&slug, &f.tour_code));
        view! {
            <section id="flights" class="flights" aria-labelledby="flights-title" data-testid="travel-flights">
                <h2 id="flights-title">{t("flights-title")}</h2>
                <p class="hint">{intro}</p>
                <p>{fmt_date(f.starting_date)}</p>
                <ul class="flights__list">
                    {f.airports
                        .into_iter()
                        .map(|(code, city, price)| {
                            view! {
                                <li class="flights__item" data-testid="travel-flight">
                                    <span>{t_args("flights-from-airport", &[("city", city.into()), ("code", code.into())])}</span>
                                    <strong>{t_args("flights-price-from", &[("price", fmt_money(price).into())])}</strong>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
                <p><a class="button button--ghost" href=modal data-track="flight_search">{t("flights-search")}</a></p>
            </section>
        }
    })
}

fn leg_view(title: String, leg: FlightLegView) -> impl IntoView {
    let stops = t_args("flights-stops", &[("stops", i64::from(leg.stops).into())]);
    let duration = t_args("flights-duration", &[("hours", (leg.minutes / 60).into()), ("minutes", (leg.minutes % 60).into())]);
    view! {
        <div class="flight-offer__leg">
            <p class="flight-offer__title">{title} " · " {fmt_date(leg.date)}</p>
            <p>
                <strong>{leg.departs}</strong> " " {leg.from_city} " (" {leg.from_code} ") → " <strong>{leg.arrives}</strong> " " {leg.to_city} " (" {leg.to_code} ")"
                {(leg.arrival_date != leg.date).then(|| view! { " " <span class="hint">{fmt_date(leg.arrival_date)}</span> })}
            </p>
            <p class="hint">{duration} " · " {stops}</p>
        </div>
    }
}

/// The tour page's minimum flight price and the flight modal.
pub fn tour_flights(tour: &TourRow, title: &str, flights: TourFlights) -> impl IntoView {
    let kind = tour.status.flight_advice();
    let key = format!("flights-advice-{kind}");
    let min = flights.min_price.map(|price| {
        view! {
            <p class="flight-min" data-testid="flight-min-price">
                {t_args("flights-min-price", &[("price", fmt_money(price).into())])}
                " · "
                <a href=modal_href("flights", None, None) data-track="flight_search" data-testid="flight-search">{t("flights-search")}</a>
            </p>
        }
    });
    let offers = flights.offers;
    let modal = modal_requested("flights").then(|| {
        view! {
            <Modal name="flights" title=t_args("flights-modal-title", &[("title", title.to_string().into())]) width=ModalWidth::Medium mobile_full=true>
                <div class="flight-modal" data-testid="flight-modal">
                    <p class=format!("flight-advice flight-advice--{kind}") data-testid="flight-advice" data-advice=kind>{t(&key)}</p>
                    {if offers.is_empty() {
                        view! { <p>{t("flights-none")}</p> }.into_any()
                    } else {
                        view! {
                            <ul class="flight-offers">
                                {offers
                                    .into_iter()
                                    .map(|offer| {
                                        view! {
                                            <li class="flight-offer" data-testid="flight-offer">
                                                {leg_view(t("flights-outbound"), offer.outbound)}
                                                {leg_view(t("flights-return"), offer.inbound)}
                                                <p class="flight-offer__price">{fmt_money(offer.price)}</p>
                                            </li>
                                        }
                                    })
                                    .collect_view()}
                            </ul>
                        }
                        .into_any()
                    }}
                    <p class="hint">{t("flights-disclaimer")}</p>
                </div>
            </Modal>
        }
    });
    view! {
        {min}
        {modal}
    }
}
