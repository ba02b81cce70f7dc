//! Who is asking, for rate limits: the peer address of the connection, or
//! behind `TRUST_PROXY_HOPS` proxies of ours the `X-Forwarded-For` entry the
//! outermost of them appended (counted from the right). The left-most entry
//! is whatever the client wrote, so it is never trusted: a client could name
//! any address and dodge every limit, or spend somebody else's.

use crate::AppState;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{Extensions, HeaderMap};
use std::convert::Infallible;
use std::net::SocketAddr;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientAddr(pub String);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<ClientAddr, Infallible> {
        Ok(ClientAddr::of(&parts.headers, &parts.extensions, state.config.trusted_proxy_hops))
    }
}

impl ClientAddr {
    /// The client of a request whose connection passed `hops` trusted proxies.
    pub fn of(headers: &HeaderMap, extensions: &Extensions, hops: usize) -> ClientAddr {
        let forwarded = headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect::<Vec<_>>().join(",");
        if let Some(client) = behind_proxies(&forwarded, hops) {
            return ClientAddr(client.to_string());
        }
        let peer = extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip().to_string());
        ClientAddr(peer.unwrap_or_else(|| "unknown".into()))
    }
}

/// The address `hops` trusted proxies saw: the `hops`-th entry from the right
/// of `X-Forwarded-For`. `None` with no trusted proxy, or when the list is
/// shorter than the chain (the request did not come through it).
fn behind_proxies(forwarded: &str, hops: usize) -> Option<&str> {
    let entries: Vec<&str> = forwarded.split(',').map(str::trim).filter(|a| !a.is_empty()).collect();
    let index = entries.len().checked_sub(hops).filter(|_| hops > 0)?;
    entries.get(index).copied()
}

#[cfg(test)]
mod tests {
    use super::behind_proxies;

    #[test]
    fn the_client_written_left_most_entry_is_never_taken() {
        // One proxy appended the peer it saw; the client wrote the rest.
        assert_eq!(behind_proxies("6.6.6.6, 203.0.113.7", 1), Some("203.0.113.7"));
        assert_eq!(behind_proxies("6.6.6.6, 7.7.7.7, 203.0.113.7, 10.0.0.2", 2), Some("203.0.113.7"));
        assert_eq!(behind_proxies("203.0.113.7", 1), Some("203.0.113.7"));
        assert_eq!(behind_proxies("203.0.113.7", 2), None, "shorter than the chain");
        assert_eq!(behind_proxies("6.6.6.6, 203.0.113.7", 0), None, "no trusted proxy");
        assert_eq!(behind_proxies("", 1), None);
    }
}
