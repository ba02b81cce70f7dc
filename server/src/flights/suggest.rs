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
    match provider.offers(&request(edition, viewer, country, dates)).await {
        // An outside provider may not keep its word on the order: the pages rely on it.
        Ok(mut offers) => {
            offers.sort_by_key(|o| o.price);
            offers
        }
        Err(reason) => {
            tracing::warn!(%reason, country, "flight offers unavailable");
            Vec::new()
        }
    }
}

/// The cheapest offer's price for one departure (the search rows); none when the provider fails.
pub async fn cheapest(
    provider: &dyn FlightOffers,
    edition: &Edition,
    viewer: &Viewer,
    country: &str,
    dates: (NaiveDate, NaiveDate),
) -> Option<i64> {
    provider.cheapest(&request(edition, viewer, country, dates)).await.unwrap_or_else(|reason| {
        tracing::warn!(%reason, country, "flight offers unavailable");
        None
    })
}

fn request(edition: &Edition, viewer: &Viewer, country: &str, dates: (NaiveDate, NaiveDate)) -> FlightRequest {
    FlightRequest {
        from: departure_airports(edition.id),
        country: country.to_string(),
        starting_date: dates.0,
        ending_date: dates.1,
        currency: viewer.currency,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flights::OffersFuture;
    use caravan_site::edition::{EditionId, Language};
    use search_core::Currency;

    /// A provider that answers out of price order, as an outside one may.
    struct Unsorted;

    fn offer(from: &str, price: i64) -> FlightOffer {
        let day = NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
        let leg = |from: &str, to: &str| FlightLeg {
            from: from.into(),
            to: to.into(),
            date: day,
            departs: "08:00".into(),
            arrival_date: day,
            arrives: "12:00".into(),
            minutes: 240,
            stops: 0,
        };
        FlightOffer { outbound: leg(from, "NRT"), inbound: leg("NRT", from), price, currency: Currency::EUR }
    }

    impl FlightOffers for Unsorted {
        fn offers<'a>(&'a self, _: &'a FlightRequest) -> OffersFuture<'a> {
            Box::pin(async { Ok(vec![offer("MXP", 90_000), offer("FCO", 70_000), offer("MXP", 65_000), offer("FCO", 80_000)]) })
        }
        fn describe(&self) -> String {
            "unsorted".into()
        }
    }

    #[tokio::test]
    async fn offers_are_cheapest_first_and_each_airport_shows_its_cheapest() {
        let edition = EditionId::ItIt.edition();
        let day = NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
        let viewer = Viewer { language: Language::It, currency: Currency::EUR, today: day };
        let tour = for_tour(&Unsorted, edition, &viewer, "JPN", (day, day)).await;
        let prices: Vec<i64> = tour.offers.iter().map(|o| o.price.minor).collect();
        assert_eq!(prices, [65_000, 70_000, 80_000, 90_000]);
        assert_eq!(tour.min_price.map(|m| m.minor), Some(65_000));
        let travel = for_travel(&Unsorted, edition, &viewer, "JPN", ("T1", day, day)).await;
        let per_airport: Vec<(String, i64)> = travel.airports.iter().map(|(code, _, price)| (code.clone(), price.minor)).collect();
        assert_eq!(per_airport, [("MXP".to_string(), 65_000), ("FCO".to_string(), 70_000)]);
    }
}
