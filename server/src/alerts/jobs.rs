//! The background worker every instance runs: mails due in the outbox
//! are sent and expired waitlist holds are offered on. Above the outbox and
//! the waitlist, so neither needs the other.

use super::{outbox, waitlist};
use crate::accounts::secrets::now;
use crate::AppState;
use std::time::Duration;

/// The worker: sends what is due, expires waitlist holds, sleeps a moment
/// when there is nothing to do. Runs until the process ends.
pub async fn run(state: AppState) {
    loop {
        let idle = match outbox::dispatch_once(&state).await {
            Ok(sent) => sent.is_empty(),
            Err(error) => {
                tracing::warn!(%error, "outbox dispatch failed");
                true
            }
        };
        if let Err(error) = waitlist::expire_holds(&state.db, now(), state.config.waitlist_hold.as_secs() as i64).await {
            tracing::warn!(%error, "expiring waitlist holds failed");
        }
        if idle {
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}
