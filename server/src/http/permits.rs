//! In-flight permits: at most `MAX_IN_FLIGHT` requests are served at once;
//! more get a 503 at once (load shedding, no queue).
//!
//! Requests that send a body (POST, PUT, PATCH, DELETE) share at most half of
//! the permits: a body is read while its request holds a permit, so clients
//! trickling bodies slowly could otherwise take them all, and every page
//! (and the health check) answered 503 (issue 17: 520 slow bodies of 12 of
//! 100 bytes held the server for 30 s). `/healthz` and `/metrics` are routed
//! outside this middleware (see `build_router`): an orchestrator sees the
//! process alive even when it sheds load.
//!
//! Within that half, one client address holds at most `MAX_WRITES_PER_CLIENT`
//! (default [`MAX_BODIES_PER_CLIENT`]) at once, its next ones get a 429: 256
//! slow bodies from one address took the whole half, and every POST, PUT and
//! DELETE of everybody else answered 503 for 28 s (issue 23, M3).

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// Requests with a body one client address may have in flight, by default.
pub use crate::config::MAX_BODIES_PER_CLIENT;

#[derive(Clone)]
pub struct Permits {
    all: Arc<Semaphore>,
    with_body: Arc<Semaphore>,
    /// Requests with a body in flight, by client address (only addresses with one).
    per_client: Arc<Mutex<HashMap<String, usize>>>,
    max_per_client: usize,
    /// Trusted proxies in front (`TRUST_PROXY_HOPS`), to tell the client's address.
    proxy_hops: usize,
}

/// A client's share of the body permits, given back when dropped.
struct ClientShare {
    per_client: Arc<Mutex<HashMap<String, usize>>>,
    client: String,
}

impl Drop for ClientShare {
    fn drop(&mut self) {
        let mut counts = self.per_client.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = counts.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.client);
            }
        }
    }
}

impl Permits {
    pub fn new(max_in_flight: usize, max_per_client: usize, proxy_hops: usize) -> Permits {
        let max_in_flight = max_in_flight.max(2);
        Permits {
            all: Arc::new(Semaphore::new(max_in_flight)),
            with_body: Arc::new(Semaphore::new(max_in_flight / 2)),
            per_client: Arc::default(),
            max_per_client: max_per_client.max(1),
            proxy_hops,
        }
    }

    /// A share for `client`, or `None` when it already holds its most.
    fn share(&self, client: String) -> Option<ClientShare> {
        let mut counts = self.per_client.lock().unwrap_or_else(|e| e.into_inner());
        let n = counts.entry(client.clone()).or_insert(0);
        if *n >= self.max_per_client {
            return None;
        }
        *n += 1;
        Some(ClientShare { per_client: self.per_client.clone(), client })
    }

    /// Permits no request holds now.
    pub fn free(&self) -> usize {
        self.all.available_permits()
    }
}

fn sends_body(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// The middleware: takes the permits a request needs, or answers 503.
pub async fn limit(State(permits): State<Permits>, request: Request, next: Next) -> Response {
    let _body_permit = if sends_body(request.method()) {
        let client = super::ClientAddr::of(request.headers(), request.extensions(), permits.proxy_hops);
        let Some(share) = permits.share(client.0) else {
            return too_many_from_one_client();
        };
        match permits.with_body.clone().try_acquire_owned() {
            Ok(permit) => Some((share, permit)),
            Err(_) => return overloaded(),
        }
    } else {
        None
    };
    let Ok(_permit) = permits.all.clone().try_acquire_owned() else {
        return overloaded();
    };
    next.run(request).await
}

/// One client already has its most writes in flight: a quick 429, so its
/// next requests wait their turn without taking anybody else's.
fn too_many_from_one_client() -> Response {
    (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::RETRY_AFTER, HeaderValue::from_static("1"))],
        "Too many requests at once, please retry in a moment.\n",
    )
        .into_response()
}

/// Too many requests in flight: a quick, honest 503 instead of a queue.
pub fn overloaded() -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, [(header::RETRY_AFTER, HeaderValue::from_static("1"))], "Busy, please retry in a moment.\n")
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_requests_that_send_a_body_share_the_smaller_pool() {
        assert!(sends_body(&Method::POST) && sends_body(&Method::PUT) && sends_body(&Method::DELETE));
        assert!(!sends_body(&Method::GET) && !sends_body(&Method::HEAD));
        let permits = Permits::new(512, MAX_BODIES_PER_CLIENT, 0);
        assert_eq!((permits.all.available_permits(), permits.with_body.available_permits()), (512, 256));
        assert_eq!(Permits::new(0, 1, 0).with_body.available_permits(), 1, "never a pool of none");
    }

    #[test]
    fn a_client_holds_at_most_its_share_and_gets_it_back() {
        let permits = Permits::new(512, MAX_BODIES_PER_CLIENT, 0);
        let held: Vec<_> = (0..MAX_BODIES_PER_CLIENT).map(|_| permits.share("10.0.0.1".into()).expect("within the share")).collect();
        assert!(permits.share("10.0.0.1".into()).is_none(), "one more is refused");
        assert!(permits.share("10.0.0.2".into()).is_some(), "another client is not held back");
        drop(held);
        assert!(permits.share("10.0.0.1".into()).is_some(), "given back when the requests end");
        assert_eq!(permits.per_client.lock().unwrap().len(), 0, "no address kept once idle");
    }
}
