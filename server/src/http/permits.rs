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

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use tokio::sync::Semaphore;

#[derive(Clone)]
pub struct Permits {
    all: Arc<Semaphore>,
    with_body: Arc<Semaphore>,
}

impl Permits {
    pub fn new(max_in_flight: usize) -> Permits {
        let max_in_flight = max_in_flight.max(2);
        Permits { all: Arc::new(Semaphore::new(max_in_flight)), with_body: Arc::new(Semaphore::new(max_in_flight / 2)) }
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
        match permits.with_body.clone().try_acquire_owned() {
            Ok(permit) => Some(permit),
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
        let permits = Permits::new(512);
        assert_eq!((permits.all.available_permits(), permits.with_body.available_permits()), (512, 256));
        assert_eq!(Permits::new(0).with_body.available_permits(), 1, "never a pool of none");
    }
}
