//! Flight suggestions (spec §1 "flight suggestions", §2 Flight modal, §3 Tour
//! flight minimum price, §4 status advice): round trips from the edition's
//! departure airports to the trip's country, arriving by day 1 and flying
//! back after the last day.
//!
//! [`FlightOffers`] is the provider interface. [`DemoFlights`] is the
//! deterministic default: prices from great-circle distance and season, so
//! the same departure always shows the same suggestions. `FLIGHTS_URL` (and
//! `FLIGHTS_KEY`) plug in a real provider that answers the same request shape
//! as JSON ([`HttpFlights`]); its failures show no suggestions, never an error page.

pub mod airports;
pub mod suggest;

use airports::{Airport, DEPARTURE_AIRPORTS, DESTINATION_AIRPORTS, HOME_AIRPORTS};
use caravan_site::edition::EditionId;
use chrono::{Datelike, Duration, NaiveDate};
use search_core::Currency;
use serde::{Deserialize, Serialize};
use std::future::Future;
use std::pin::Pin;

/// What to suggest flights for.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FlightRequest {
    /// IATA codes of the departure airports.
    pub from: Vec<String>,
    /// ISO alpha-3 code of the trip's country.
    pub country: String,
    /// Day 1 and the last day of the departure.
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub currency: Currency,
}

/// One flight of a round trip. Times are local at each end, `HH:MM`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlightLeg {
    pub from: String,
    pub to: String,
    #[schema(value_type = String, format = Date)]
    pub date: NaiveDate,
    pub departs: String,
    #[schema(value_type = String, format = Date)]
    pub arrival_date: NaiveDate,
    pub arrives: String,
    pub minutes: i64,
    pub stops: u8,
}

/// A suggested round trip, price per person in minor units of `currency`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlightOffer {
    pub outbound: FlightLeg,
    pub inbound: FlightLeg,
    pub price: i64,
    pub currency: Currency,
}

pub type OffersFuture<'a> = Pin<Box<dyn Future<Output = Result<Vec<FlightOffer>, String>> + Send + 'a>>;
pub type CheapestFuture<'a> = Pin<Box<dyn Future<Output = Result<Option<i64>, String>> + Send + 'a>>;

/// A source of flight offers.
pub trait FlightOffers: Send + Sync {
    /// Round trips for a request, cheapest first.
    fn offers<'a>(&'a self, request: &'a FlightRequest) -> OffersFuture<'a>;
    /// The cheapest offer's price (the search rows show only that).
    fn cheapest<'a>(&'a self, request: &'a FlightRequest) -> CheapestFuture<'a> {
        Box::pin(async move { Ok(self.offers(request).await?.iter().map(|o| o.price).min()) })
    }
    fn describe(&self) -> String;
}

/// Most offers shown for one departure.
pub const MAX_OFFERS: usize = 6;

/// The departure airports of an edition's market.
pub fn departure_airports(edition: EditionId) -> Vec<String> {
    let market = match edition {
        EditionId::International => "international",
        EditionId::ItIt => "it",
        EditionId::EnUs => "us",
        EditionId::EnWe => "we",
        EditionId::EsEs => "es",
        EditionId::FrFr => "fr",
        EditionId::DeDe => "de",
    };
    DEPARTURE_AIRPORTS.iter().find(|(m, _)| *m == market).map_or_else(Vec::new, |(_, codes)| codes.iter().map(|c| c.to_string()).collect())
}

/// An airport by its IATA code.
pub fn airport(code: &str) -> Option<&'static Airport> {
    DESTINATION_AIRPORTS.iter().chain(HOME_AIRPORTS).find(|a| a.iata == code)
}

/// The provider configured: `FLIGHTS_URL` names a real one (its answers kept
/// for an hour, so pages and lists call it once per departure), otherwise the demo.
pub fn from_config(url: Option<&str>, key: Option<&str>) -> Result<std::sync::Arc<dyn FlightOffers>, String> {
    match url.map(str::trim).filter(|u| !u.is_empty()) {
        Some(url) if crate::url::origin_of(url).is_none() => Err(format!("FLIGHTS_URL must be an http(s) URL: {url:?}")),
        Some(url) => Ok(std::sync::Arc::new(Remembered::new(HttpFlights::new(url, key)?))),
        // Kept like a real provider's: a search page asks for a dozen departures at once.
        None => Ok(std::sync::Arc::new(Remembered::new(DemoFlights))),
    }
}

/// A provider's offers kept for an hour by request; failures are not kept.
pub struct Remembered<P> {
    provider: P,
    offers: moka::sync::Cache<FlightRequest, std::sync::Arc<Vec<FlightOffer>>>,
}

impl<P: FlightOffers> Remembered<P> {
    pub fn new(provider: P) -> Remembered<P> {
        let offers = moka::sync::Cache::builder().max_capacity(20_000).time_to_live(std::time::Duration::from_secs(3600)).build();
        Remembered { provider, offers }
    }

    async fn kept(&self, request: &FlightRequest) -> Result<std::sync::Arc<Vec<FlightOffer>>, String> {
        if let Some(kept) = self.offers.get(request) {
            return Ok(kept);
        }
        let fresh = std::sync::Arc::new(self.provider.offers(request).await?);
        self.offers.insert(request.clone(), fresh.clone());
        Ok(fresh)
    }
}

impl<P: FlightOffers> FlightOffers for Remembered<P> {
    fn offers<'a>(&'a self, request: &'a FlightRequest) -> OffersFuture<'a> {
        Box::pin(async move { Ok(self.kept(request).await?.as_ref().clone()) })
    }

    fn cheapest<'a>(&'a self, request: &'a FlightRequest) -> CheapestFuture<'a> {
        Box::pin(async move { Ok(self.kept(request).await?.iter().map(|o| o.price).min()) })
    }

    fn describe(&self) -> String {
        format!("{}, kept for an hour", self.provider.describe())
    }
}

/// Deterministic suggestions for demos and tests.
pub struct DemoFlights;

/// Great-circle distance in km.
fn distance_km(a: &Airport, b: &Airport) -> f64 {
    let (la1, la2) = (a.lat.to_radians(), b.lat.to_radians());
    let (dla, dlo) = ((b.lat - a.lat).to_radians(), (b.lon - a.lon).to_radians());
    let h = (dla / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlo / 2.0).sin().powi(2);
    6371.0 * 2.0 * h.sqrt().asin()
}

/// A stable number in 0..n from some words (FNV-1a), for prices and times that vary but never change.
fn stable(words: &[&str], n: u64) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in words.iter().flat_map(|w| w.bytes().chain([0])) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash % n.max(1)
}

/// Summer and the year-end holidays cost more.
fn season_percent(day: NaiveDate) -> i64 {
    match day.month() {
        7 | 8 | 12 => 135,
        6 | 9 => 115,
        4 | 5 | 10 => 105,
        _ => 95,
    }
}

fn time(minutes_of_day: i64) -> String {
    format!("{:02}:{:02}", minutes_of_day.div_euclid(60) % 24, minutes_of_day.rem_euclid(60))
}

/// One leg leaving `from` on `day` at `departs` (minutes after midnight).
fn leg(from: &Airport, to: &Airport, day: NaiveDate, departs: i64, minutes: i64, stops: u8) -> FlightLeg {
    let arrival = departs + minutes;
    FlightLeg {
        from: from.iata.to_string(),
        to: to.iata.to_string(),
        date: day,
        departs: time(departs),
        arrival_date: day + Duration::days(arrival.div_euclid(24 * 60)),
        arrives: time(arrival.rem_euclid(24 * 60)),
        minutes,
        stops,
    }
}

impl DemoFlights {
    fn offer(from: &Airport, to: &Airport, request: &FlightRequest) -> FlightOffer {
        let km = distance_km(from, to);
        let stops: u8 = match km {
            k if k < 4_000.0 => 0,
            k if k < 11_000.0 => 1,
            _ => 2,
        };
        let minutes = (40.0 + km / 800.0 * 60.0) as i64 + 100 * i64::from(stops);
        let date = request.starting_date.to_string();
        let jitter = stable(&[from.iata, to.iata, &date], 21) as i64; // 0..=20 → ±10 %
        let euros = (60.0 + km * 0.085) as i64 * season_percent(request.starting_date) / 100 * (90 + jitter) / 100;
        let price = Currency::EUR.convert(euros.max(39) * 100, request.currency) / 100 * 100;
        // Out: arrive on day 1 by mid-afternoon, leaving the evening before when the flight is long.
        let slot = stable(&[from.iata, to.iata], 6) as i64 * 40;
        let (out_day, out_departs) = if minutes <= 8 * 60 {
            (request.starting_date, 6 * 60 + 30 + slot)
        } else {
            (request.starting_date - Duration::days(((minutes + 10 * 60) / (24 * 60)).max(1)), 18 * 60 + slot)
        };
        let back_day = request.ending_date + Duration::days(1);
        FlightOffer {
            outbound: leg(from, to, out_day, out_departs, minutes, stops),
            inbound: leg(to, from, back_day, 10 * 60 + slot, minutes, stops),
            price,
            currency: request.currency,
        }
    }
}

impl FlightOffers for DemoFlights {
    fn offers<'a>(&'a self, request: &'a FlightRequest) -> OffersFuture<'a> {
        let destinations: Vec<&Airport> = DESTINATION_AIRPORTS.iter().filter(|a| a.iso3 == request.country).collect();
        let mut offers: Vec<FlightOffer> = request
            .from
            .iter()
            .filter_map(|code| airport(code))
            .flat_map(|from| destinations.iter().filter(move |to| to.iata != from.iata).map(move |to| (from, *to)))
            .map(|(from, to)| DemoFlights::offer(from, to, request))
            .collect();
        offers.sort_by(|a, b| a.price.cmp(&b.price).then_with(|| a.outbound.from.cmp(&b.outbound.from)));
        // One offer per departure airport first (its cheapest), then the rest.
        let mut seen = Vec::new();
        let (mut first, mut rest): (Vec<_>, Vec<_>) = (Vec::new(), Vec::new());
        for offer in offers {
            if seen.contains(&offer.outbound.from) {
                rest.push(offer);
            } else {
                seen.push(offer.outbound.from.clone());
                first.push(offer);
            }
        }
        first.extend(rest);
        first.truncate(MAX_OFFERS);
        Box::pin(std::future::ready(Ok(first)))
    }

    fn describe(&self) -> String {
        "demo flights (deterministic)".into()
    }
}

/// A real provider behind `FLIGHTS_URL`: `POST` the [`FlightRequest`] as JSON
/// (bearer `FLIGHTS_KEY`), answered with a JSON list of [`FlightOffer`]s.
pub struct HttpFlights {
    client: oauth2::reqwest::Client,
    url: String,
    key: Option<String>,
}

impl HttpFlights {
    fn new(url: &str, key: Option<&str>) -> Result<HttpFlights, String> {
        let client = oauth2::reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(3))
            .redirect(oauth2::reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| format!("flights client: {e}"))?;
        Ok(HttpFlights { client, url: url.to_string(), key: key.map(str::to_string).filter(|k| !k.is_empty()) })
    }
}

impl FlightOffers for HttpFlights {
    fn offers<'a>(&'a self, request: &'a FlightRequest) -> OffersFuture<'a> {
        Box::pin(async move {
            let body = serde_json::to_string(request).map_err(|e| e.to_string())?;
            let mut call = self.client.post(&self.url).header("content-type", "application/json").body(body);
            if let Some(key) = &self.key {
                call = call.bearer_auth(key);
            }
            let response = call.send().await.map_err(|e| e.to_string())?;
            if !response.status().is_success() {
                return Err(format!("status {}", response.status()));
            }
            let bytes = response.bytes().await.map_err(|e| e.to_string())?;
            let mut offers: Vec<FlightOffer> = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
            offers.retain(|o| o.currency == request.currency && o.price > 0);
            offers.sort_by_key(|o| o.price);
            offers.truncate(MAX_OFFERS);
            Ok(offers)
        })
    }

    fn describe(&self) -> String {
        format!("flights from {}", self.url)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(from: &[&str], country: &str, start: &str, end: &str) -> FlightRequest {
        FlightRequest {
            from: from.iter().map(|s| s.to_string()).collect(),
            country: country.into(),
            starting_date: start.parse().unwrap(),
            ending_date: end.parse().unwrap(),
            currency: Currency::EUR,
        }
    }

    async fn offers(r: &FlightRequest) -> Vec<FlightOffer> {
        DemoFlights.offers(r).await.unwrap()
    }

    #[tokio::test]
    async fn demo_offers_arrive_by_day_one_and_return_after_the_last_day() {
        let r = request(&["FCO", "MXP"], "JPN", "2027-04-10", "2027-04-20");
        let list = offers(&r).await;
        assert!(!list.is_empty());
        for offer in &list {
            assert!(offer.outbound.arrival_date <= r.starting_date, "{offer:?}");
            assert!(offer.inbound.date > r.ending_date);
            assert_eq!(offer.outbound.to, offer.inbound.from);
        }
        assert!(list.windows(2).take(1).all(|w| w[0].outbound.from != w[1].outbound.from), "each airport's cheapest comes first");
    }

    #[tokio::test]
    async fn prices_grow_with_distance_and_season_and_never_change() {
        let near = offers(&request(&["FCO"], "GRC", "2027-03-10", "2027-03-17")).await;
        let far = offers(&request(&["FCO"], "PER", "2027-03-10", "2027-03-17")).await;
        assert!(near[0].price < far[0].price);
        let winter = offers(&request(&["FCO"], "GRC", "2027-02-10", "2027-02-17")).await;
        let summer = offers(&request(&["FCO"], "GRC", "2027-08-10", "2027-08-17")).await;
        assert!(winter[0].price < summer[0].price);
        assert_eq!(offers(&request(&["FCO"], "GRC", "2027-02-10", "2027-02-17")).await, winter);
    }

    #[tokio::test]
    async fn prices_come_in_the_visitors_currency() {
        let mut r = request(&["JFK"], "PER", "2027-03-10", "2027-03-17");
        let eur = offers(&r).await[0].price;
        r.currency = Currency::USD;
        let usd = offers(&r).await;
        assert_eq!(usd[0].currency, Currency::USD);
        assert!(usd[0].price > eur);
    }

    /// Counts its calls, answering the demo's offers.
    struct Counting(std::sync::atomic::AtomicUsize);

    impl FlightOffers for Counting {
        fn offers<'a>(&'a self, request: &'a FlightRequest) -> OffersFuture<'a> {
            self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            DemoFlights.offers(request)
        }
        fn describe(&self) -> String {
            "counting".into()
        }
    }

    #[tokio::test]
    async fn a_remote_providers_answers_are_kept_by_request() {
        let remembered = Remembered::new(Counting(std::sync::atomic::AtomicUsize::new(0)));
        let r = request(&["FCO"], "GRC", "2027-03-10", "2027-03-17");
        let first = remembered.offers(&r).await.unwrap();
        assert_eq!(remembered.offers(&r).await.unwrap(), first);
        remembered.offers(&request(&["FCO"], "PER", "2027-03-10", "2027-03-17")).await.unwrap();
        assert_eq!(remembered.provider.0.load(std::sync::atomic::Ordering::SeqCst), 2);
        assert!(from_config(Some("file:///etc/passwd"), None).is_err());
    }

    #[test]
    fn every_edition_has_departure_airports_we_know() {
        for edition in caravan_site::edition::EDITIONS.iter() {
            let codes = departure_airports(edition.id);
            assert!(!codes.is_empty(), "{:?}", edition.id);
            assert!(codes.iter().all(|c| airport(c).is_some()), "{codes:?}");
        }
    }
}
