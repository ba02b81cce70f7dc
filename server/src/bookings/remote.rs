//! The booking contract over HTTP, for an outside booking system
//! (`BOOKINGS_API_URL`, with `BOOKINGS_API_TOKEN`): the same three calls the
//! built-in desk answers (`docs/booking-contract.md`). The site calls them
//! server to server: the service token says it is the site, and
//! `X-Caravan-Traveller` / `X-Caravan-Email` say for whom.

use super::{Booking, BookingRequest, Bookings, BookingsFuture, Invalid, Refusal, Traveller};
use crate::error::ErrorCode;
use oauth2::reqwest;

/// Headers of a service call: who the booking is for.
pub const TRAVELLER_HEADER: &str = "x-caravan-traveller";
pub const EMAIL_HEADER: &str = "x-caravan-email";

pub struct RemoteBookings {
    client: reqwest::Client,
    base: String,
    token: String,
}

#[derive(serde::Deserialize)]
struct Data<T> {
    data: T,
}

#[derive(serde::Deserialize)]
struct Envelope {
    error: ErrorBody,
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct ErrorBody {
    code: String,
    #[serde(default)]
    free_seats: Option<i64>,
}

impl RemoteBookings {
    pub fn new(base: &str, token: &str) -> Result<RemoteBookings, String> {
        let client = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| format!("bookings client: {e}"))?;
        Ok(RemoteBookings { client, base: base.trim_end_matches('/').to_string(), token: token.to_string() })
    }

    fn call(&self, method: reqwest::Method, path: &str, who: &Traveller) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.base))
            .bearer_auth(&self.token)
            .header(TRAVELLER_HEADER, &who.id)
            .header(EMAIL_HEADER, &who.email)
            .header("accept", "application/json")
    }

    /// The answer's data, or the contract's refusal by its code.
    async fn answer<T: serde::de::DeserializeOwned>(response: reqwest::Response) -> Result<(T, u16), Refusal> {
        let status = response.status().as_u16();
        let bytes = response.bytes().await.map_err(|e| Refusal::Unavailable(e.to_string()))?;
        if (200..300).contains(&status) {
            let data: Data<T> = serde_json::from_slice(&bytes).map_err(|e| Refusal::Unavailable(format!("answer: {e}")))?;
            return Ok((data.data, status));
        }
        let envelope: Envelope = serde_json::from_slice(&bytes).map_err(|_| Refusal::Unavailable(format!("status {status}")))?;
        let code = ErrorCode::parse(&envelope.error.code);
        Err(match code {
            Some(ErrorCode::SoldOut) => Refusal::SoldOut,
            Some(ErrorCode::NotEnoughSeats) => Refusal::NotEnoughSeats { free: envelope.error.free_seats.unwrap_or(0) },
            Some(ErrorCode::Departed) => Refusal::Departed,
            Some(ErrorCode::OnRequest) => Refusal::OnRequest,
            Some(ErrorCode::NotFound) => Refusal::NotFound,
            Some(ErrorCode::AlreadyCancelled) => Refusal::AlreadyCancelled,
            _ => match code.and_then(Invalid::from_code) {
                Some(invalid) => Refusal::Invalid(invalid),
                None => Refusal::Unavailable(format!("status {status}: {}", envelope.error.code)),
            },
        })
    }
}

fn unreachable(error: reqwest::Error) -> Refusal {
    tracing::error!(%error, "booking system unreachable");
    Refusal::Unavailable(error.to_string())
}

impl Bookings for RemoteBookings {
    fn book<'a>(&'a self, who: &'a Traveller, request: &'a BookingRequest, key: Option<&'a str>) -> BookingsFuture<'a, (Booking, bool)> {
        Box::pin(async move {
            let body = serde_json::to_vec(request).map_err(|e| Refusal::Unavailable(e.to_string()))?;
            let mut call = self.call(reqwest::Method::POST, "/api/bookings", who).header("content-type", "application/json").body(body);
            if let Some(key) = key {
                call = call.header("idempotency-key", key);
            }
            let (booking, status) = Self::answer::<Booking>(call.send().await.map_err(unreachable)?).await?;
            Ok((booking, status == 201))
        })
    }

    fn of_traveller<'a>(&'a self, who: &'a Traveller) -> BookingsFuture<'a, Vec<Booking>> {
        Box::pin(async move {
            let response = self.call(reqwest::Method::GET, "/api/me/bookings", who).send().await.map_err(unreachable)?;
            Ok(Self::answer::<Vec<Booking>>(response).await?.0)
        })
    }

    fn cancel<'a>(&'a self, who: &'a Traveller, reference: &'a str) -> BookingsFuture<'a, Booking> {
        Box::pin(async move {
            let path = format!("/api/me/bookings/{}/cancel", form_urlencoded::byte_serialize(reference.as_bytes()).collect::<String>());
            let response = self.call(reqwest::Method::POST, &path, who).send().await.map_err(unreachable)?;
            Ok(Self::answer::<Booking>(response).await?.0)
        })
    }

    fn describe(&self) -> String {
        format!("the booking system at {}", self.base)
    }
}
