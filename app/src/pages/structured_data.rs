//! schema.org data for search engines, as JSON-LD.

use crate::model::*;
use crate::routes::{Route, RouteKey};
use crate::{ctx, t};
use search_core::TourStatus;
use serde_json::{json, Value};

/// Every JSON-LD block of a page: the Organization on the home page, a
/// BreadcrumbList on trip, itinerary, tour and area pages, the trip itself,
/// and an editor's own data on custom pages.
pub fn for_page(page: &Page) -> Vec<Value> {
    match page {
        Page::Home { .. } => vec![organization()],
        Page::Travel(d) => vec![trip_structured_data(d), breadcrumbs(&[(d.card.title.clone(), travel_path(&d.card.slug))])],
        Page::Itinerary(d) => vec![breadcrumbs(&[(d.card.title.clone(), travel_path(&d.card.slug)), (t("itinerary"), current_path())])],
        Page::Tour { travel, tour, .. } => {
            vec![breadcrumbs(&[(travel.title.clone(), travel_path(&travel.slug)), (crate::fmt_date(tour.starting_date), current_path())])]
        }
        Page::TravelList { content, .. } => vec![breadcrumbs(&[(content.title.clone(), current_path())])],
        Page::Custom(p) => p.seo.linked_data.iter().cloned().collect(),
        _ => Vec::new(),
    }
}

fn absolute(path: &str) -> String {
    let c = ctx();
    // The canonical URL gives the origin of this edition's production site.
    let origin = c.canonical.as_deref().and_then(|u| u.find("://").map(|i| (u, i))).map(|(u, i)| {
        let rest = &u[i + 3..];
        let end = rest.find('/').map(|j| i + 3 + j).unwrap_or(u.len());
        u[..end].to_string()
    });
    format!("{}{path}", origin.unwrap_or_default())
}

fn current_path() -> String {
    ctx().path.split('?').next().unwrap_or("/").to_string()
}

fn travel_path(slug: &str) -> String {
    Route::Travel { travel: slug.to_string() }.path(ctx().edition).unwrap_or_default()
}

/// Home › … › this page.
fn breadcrumbs(trail: &[(String, String)]) -> Value {
    let home = (t("site-name"), RouteKey::Index.href(ctx().edition).to_string());
    let items: Vec<Value> = std::iter::once(&home)
        .chain(trail)
        .enumerate()
        .map(|(i, (name, path))| json!({"@type": "ListItem", "position": i + 1, "name": name, "item": absolute(path)}))
        .collect();
    json!({"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items})
}

fn organization() -> Value {
    let c = ctx();
    let social: Vec<&str> = c.layout.footer.social.iter().map(|(_, url)| url.as_str()).collect();
    let mut org = json!({
        "@context": "https://schema.org",
        "@type": "TravelAgency",
        "name": t("site-name"),
        "url": absolute("/"),
        "logo": absolute("/favicon.svg"),
        "description": t("home-description"),
        "sameAs": social,
    });
    if c.layout.rating.count > 0 {
        org["aggregateRating"] = json!({
            "@type": "AggregateRating",
            "ratingValue": format!("{:.1}", c.layout.rating.rating),
            "reviewCount": c.layout.rating.count,
            "bestRating": "5",
            "worstRating": "1",
        });
    }
    org
}

/// A trip as schema.org's `TouristTrip`: its itinerary, the offer of its
/// departures (lowest current price, how many) and its reviews.
pub fn trip_structured_data(d: &TravelDetail) -> serde_json::Value {
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
