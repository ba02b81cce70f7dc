//! Request ids for logs and the `x-request-id` header: a random prefix per
//! process and a counter, so ids are unique across instances and restarts
//! without drawing randomness (a system call) for every request.

use axum::http::{HeaderValue, Request};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tower_http::request_id::{MakeRequestId, RequestId};

#[derive(Clone)]
pub struct ProcessRequestId {
    prefix: u32,
    next: Arc<AtomicU64>,
}

impl Default for ProcessRequestId {
    fn default() -> Self {
        ProcessRequestId { prefix: uuid::Uuid::new_v4().as_u128() as u32, next: Arc::new(AtomicU64::new(1)) }
    }
}

impl MakeRequestId for ProcessRequestId {
    fn make_request_id<B>(&mut self, _: &Request<B>) -> Option<RequestId> {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        HeaderValue::from_str(&format!("{:08x}-{n:x}", self.prefix)).ok().map(RequestId::new)
    }
}

/// Drops a client's own `x-request-id`: the ids in our logs and answers are
/// always ours, never text a client chose (issue 17: it was logged verbatim).
pub async fn drop_client_id(mut request: axum::extract::Request) -> axum::extract::Request {
    request.headers_mut().remove("x-request-id");
    request
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_distinct_and_share_the_process_prefix() {
        let mut make = ProcessRequestId::default();
        let request = Request::new(());
        let a = make.make_request_id(&request).unwrap();
        let b = make.clone().make_request_id(&request).unwrap();
        let (a, b) = (a.header_value().to_str().unwrap().to_string(), b.header_value().to_str().unwrap().to_string());
        assert_ne!(a, b);
        assert_eq!(a.split('-').next(), b.split('-').next());
    }
}
