//! schema.org data for search engines, as JSON-LD.

use crate::model::*;
use crate::{ctx, t};
use search_core::TourStatus;

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
