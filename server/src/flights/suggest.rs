//! Flight offers as the pages show them: city names in the visitor's
//! language, prices as money, the tour's minimum and the trip's cheapest per
//! departure airport. A provider failure shows no flights, never an error.

use super::{airport, departure_airports, FlightLeg, FlightOffer, FlightOffers, FlightRequest};
use crate::catalogue::Viewer;
use caravan_site::edition::Edition;
use caravan_site::model::{FlightLegView, FlightSuggestion, Money, TourFlights, TravelFlights};
use chrono::NaiveDate;

fn city(code: &str, viewer: &Viewer) -> String {
    airport(code).map_or_else(|| code.to_string(), |a| a.city[viewer.language as usize].to_string())
}

fn leg(leg: FlightLeg, viewer: &Viewer) -> FlightLegView {
    FlightLegView {
        from_city: city(&leg.from, viewer),
        to_city: city(&leg.to, viewer),
        from_code: leg.from,
        to_code: leg.to,
        date: leg.date,
        departs: leg.departs,
        arrival_date: leg.arrival_date,
        arrives: leg.arrives,
        minutes: leg.minutes,
        stops: leg.stops,
    }
}

/// Offers for one departure, cheapest first; none when the provider fails.
pub async fn offers(
    provider: &dyn FlightOffers,
    edition: &Edition,
    viewer: &Viewer,
    country: &str,
    dates: (NaiveDate, NaiveDate),
) -> Vec<FlightOffer> {
    let request = FlightRequest {
        from: departure_airports(edition.id),
        country: country.to_string(),
        starting_date: dates.0,
        ending_date: dates.1,
        currency: viewer.currency,
    };
    match provider.offers(&request).await {
        Ok(offers) => offers,
        Err(reason) => {
            tracing::warn!(%reason, country, "flight offers unavailable");
            Vec::new()
        }
    }
}

/// The tour page's flights: its minimum price and the suggestions.
pub async fn for_tour(
    provider: &dyn FlightOffers,
    edition: &Edition,
    viewer: &Viewer,
    country: &str,
    dates: (NaiveDate, NaiveDate),
) -> TourFlights {
    let offers = offers(provider, edition, viewer, country, dates).await;
    TourFlights {
        min_price: offers.iter().map(|o| o.price).min().map(|minor| Money { minor, currency: viewer.currency }),
        offers: offers
            .into_iter()
            .map(|o| FlightSuggestion {
                price: Money { minor: o.price, currency: o.currency },
                outbound: leg(o.outbound, viewer),
                inbound: leg(o.inbound, viewer),
            })
            .collect(),
    }
}

/// The trip page's section: the cheapest round trip per departure airport for one departure.
pub async fn for_travel(
    provider: &dyn FlightOffers,
    edition: &Edition,
    viewer: &Viewer,
    country: &str,
    tour: (&str, NaiveDate, NaiveDate),
) -> TravelFlights {
    let (code, start, end) = tour;
    let mut airports: Vec<(String, String, Money)> = Vec::new();
    for offer in offers(provider, edition, viewer, country, (start, end)).await {
        if !airports.iter().any(|(c, ..)| *c == offer.outbound.from) {
            let name = city(&offer.outbound.from, viewer);
            airports.push((offer.outbound.from, name, Money { minor: offer.price, currency: offer.currency }));
        }
    }
    TravelFlights { tour_code: code.to_string(), starting_date: start, airports }
}
