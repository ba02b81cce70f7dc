//! The connection loop: HTTP/1.1 with hyper, so slow or idle clients are cut
//! off (axum's `serve` has no header-read timeout), clients that stop reading
//! too (a write deadline), a bound on open connections, and a shutdown that
//! finishes within a fixed grace period even when a client never completes
//! its request.

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// Limits of the connection loop (see `Config` for their variables).
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// Time to receive a request's headers; it also bounds an idle keep-alive
    /// connection, since hyper restarts it while waiting for the next request.
    pub header_read: Duration,
    /// Open connections at most; more wait in the listen backlog.
    pub max_connections: usize,
    /// Longest wait for a client to take more of an answer: one that never
    /// reads would otherwise hold its connection slot for good.
    pub write_stall: Duration,
    /// How long in-flight requests may finish after a shutdown signal.
    pub shutdown_grace: Duration,
}

/// Serves `app` on `listener` until `shutdown` resolves, then lets open
/// connections finish for at most `shutdown_grace`.
pub async fn serve(listener: TcpListener, app: Router, limits: ConnectionLimits, shutdown: impl Future<Output = ()>) {
    let graceful = GracefulShutdown::new();
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let mut builder = http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(limits.header_read).keep_alive(true);
    tokio::pin!(shutdown);
    loop {
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => match slot {
                Ok(slot) => slot,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: back off, keep serving.
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        // The peer address is what rate limits count by (see `http::client`).
        let service = tower::ServiceExt::map_request(app.clone(), move |mut request: axum::http::Request<hyper::body::Incoming>| {
            request.extensions_mut().insert(axum::extract::ConnectInfo(peer));
            request
        });
        let mut stream = tokio_io_timeout::TimeoutStream::new(stream);
        stream.set_write_timeout(Some(limits.write_stall));
        let connection = builder.serve_connection(TokioIo::new(Box::pin(stream)), TowerToHyperService::new(service));
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            let _ = connection.await;
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => tracing::info!("all connections closed"),
        () = tokio::time::sleep(limits.shutdown_grace) => tracing::warn!(
            seconds = limits.shutdown_grace.as_secs_f32(),
            "connections still open after the grace period were cut"
        ),
    }
}
