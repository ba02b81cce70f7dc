//! Who is asking, for rate limits: the peer address of the connection, or
//! behind a trusted proxy (`TRUST_FORWARDED_FOR=1`) the first address of
//! `X-Forwarded-For`. Never trusted by default: a client could name any
//! address and dodge every limit.

use crate::AppState;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use std::convert::Infallible;
use std::net::SocketAddr;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientAddr(pub String);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<ClientAddr, Infallible> {
        if state.config.trust_forwarded_for {
            let forwarded = parts.headers.get("x-forwarded-for").and_then(|v| v.to_str().ok());
            if let Some(first) = forwarded.and_then(|v| v.split(',').next()).map(str::trim).filter(|a| !a.is_empty()) {
                return Ok(ClientAddr(first.to_string()));
            }
        }
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip().to_string());
        Ok(ClientAddr(peer.unwrap_or_else(|| "unknown".into())))
    }
}
