//! Page bodies, one module per kind of page, each with its view; [`page_meta`]
//! and [`page_body`] dispatch on the [`Page`] the server loaded.

mod account;
mod ask;
mod checkout;
mod coordinators;
mod custom;
pub mod events;
mod home;
pub(crate) mod lists;
mod misc;
pub mod search;
mod structured_data;
mod tour;
mod travel;
mod trips;

use crate::model::*;
use crate::{fmt_date, t, t_args};
use leptos::prelude::*;

/// What `<head>` says about a page.
pub struct Meta {
    pub title: String,
    pub description: String,
    pub noindex: bool,
    /// An editor's robots value, when a custom page sets one.
    pub robots: Option<String>,
    /// Social preview picture.
    pub image: Option<String>,
    /// A canonical URL that replaces the route's own (custom pages).
    pub canonical: Option<String>,
    /// hreflang alternates that replace the route's own (custom pages' per-country urls).
    pub alternates: Option<Vec<(String, String)>>,
    /// schema.org data for search engines, as JSON-LD blocks.
    pub structured_data: Vec<serde_json::Value>,
}

pub fn page_meta(page: &Page) -> Meta {
    let (title, description) = match page {
        // The home page's title is the edition's name alone.
        Page::Home { content, .. } => (String::new(), content.description.clone()),
        Page::TravelList { content, .. } | Page::ToursList { content, .. } | Page::Coordinators { content, .. } => {
            (content.title.clone(), content.description.clone())
        }
        Page::Travel(d) => (d.card.title.clone(), d.description.clone()),
        Page::Itinerary(d) => {
            // The days themselves describe the itinerary page; the trip page has the overview.
            let days: Vec<&str> = d.itinerary.iter().map(|day| &*day.title).collect();
            (format!("{} · {}", t("itinerary"), d.card.title), format!("{}: {}", d.card.title, days.join(" · ")))
        }
        Page::Tour { travel, tour, .. } => {
            let description = t_args(
                "tour-description",
                &[
                    ("title", travel.title.clone().into()),
                    ("from", fmt_date(tour.starting_date).into()),
                    ("to", fmt_date(tour.ending_date).into()),
                    ("status", t(&format!("status-{}", tour.status.as_str())).into()),
                    ("price", crate::fmt_price(&tour.price).into()),
                ],
            );
            (format!("{} · {}", travel.title, fmt_date(tour.starting_date)), description)
        }
        Page::Search(r) => (t("search-title"), search::summary(&r.hits)),
        Page::Coordinator { coordinator, bio, .. } => (coordinator.name.clone(), bio.clone()),
        Page::Custom(p) => (p.title.clone(), p.description.clone()),
        Page::Wishlist(_) => (t("route-wishlist"), t("wishlist-empty")),
        Page::Events(_) => (t("route-events-wemeet"), t("events-description")),
        Page::SearchAi(_) => (t("route-search-ai"), t("search-ai-description")),
        Page::Login(_) => (t("login"), t("login-description")),
        Page::Account(_) => (t("account-title"), t("account-description")),
        Page::Trips(_) => (t("route-account-trips"), t("trips-description")),
        Page::Checkout(c) => (t("checkout-title"), c.trip.title.clone()),
        Page::Booking(b) => (t_args("booking-title", &[("reference", b.reference.clone().into())]), b.title.clone()),
        Page::Message(m) => (m.title.clone(), m.text.clone()),
        Page::Error { status: 404, .. } => (t("not-found-title"), t("not-found-description")),
        Page::Error { .. } => (t("error-title"), t("error-subtitle")),
    };
    // Later pages of a list are their own pages: "… · Page 2 of 9".
    let page_number = match page {
        Page::TravelList { travels, .. } => Some((travels.page, travels.last_page())),
        Page::ToursList { tours, .. } => Some((tours.page, tours.last_page())),
        _ => None,
    };
    let (title, description) = match page_number {
        Some((n, last)) if n > 1 => {
            let which = t_args("pagination-page", &[("page", n.into()), ("last", last.into())]);
            (format!("{title} · {which}"), format!("{description} ({which})"))
        }
        _ => (title, description),
    };
    let noindex = matches!(
        page,
        Page::Error { .. }
            | Page::Search(_)
            | Page::Wishlist(_)
            | Page::Login(_)
            | Page::Account(_)
            | Page::Trips(_)
            | Page::Message(_)
            | Page::Checkout(_)
            | Page::Booking(_)
    );
    let mut meta = Meta {
        title,
        description,
        noindex,
        robots: None,
        image: None,
        canonical: None,
        alternates: None,
        structured_data: structured_data::for_page(page),
    };
    if let Page::Custom(p) = page {
        meta.robots = p.seo.robots.clone();
        meta.image = p.seo.image.clone();
        meta.canonical = p.seo.canonical.clone();
        meta.alternates = (!p.seo.alternates.is_empty()).then(|| p.seo.alternates.clone());
    }
    meta
}

pub fn page_body(page: Page) -> AnyView {
    match page {
        Page::Home { content, travels, departures, countries } => home::home(*content, travels, departures, countries),
        Page::TravelList { content, area, travels } => lists::travel_list(*content, area, travels),
        Page::Travel(detail) => travel::travel(*detail),
        Page::Itinerary(detail) => travel::itinerary(*detail),
        Page::Tour { travel, tour, others, coordinator, flights } => tour::tour_page(*travel, *tour, others, coordinator, *flights),
        Page::ToursList { content, tours } => lists::tours_list(*content, tours),
        Page::Search(results) => search::search(*results),
        Page::Coordinators { content, coordinators } => coordinators::coordinators_page(*content, coordinators),
        Page::Coordinator { coordinator, bio, travels } => coordinators::coordinator_page(coordinator, bio, travels),
        Page::Custom(page) => custom::custom(*page),
        Page::Wishlist(view) => account::wishlist(*view),
        Page::Events(view) => events::events_page(*view),
        Page::SearchAi(view) => ask::ask_page(*view),
        Page::Login(form) => account::login(*form),
        Page::Account(view) => account::account(*view),
        Page::Trips(view) => trips::trips(*view),
        Page::Checkout(view) => checkout::checkout(*view),
        Page::Booking(view) => checkout::booking(*view),
        Page::Message(view) => account::message(*view),
        Page::Error { status, message } => misc::error(status, message),
    }
}
