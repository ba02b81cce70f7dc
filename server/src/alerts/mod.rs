//! Alerts (spec §3 notify-me, §4 alert types and flow): subscriptions,
//! their activation (a one-time code for a new address, a confirmation
//! link for a known one, at once for the logged-in owner), deactivation
//! after a confirmation, and the events of catalogue imports that turn
//! into mails through the outbox. Also the waitlist of sold-out departures
//! and questions to coordinators, which mail through the same outbox.

pub mod events;
pub mod jobs;
pub mod links;
pub mod mails;
pub mod outbox;
pub mod questions;
pub mod subscriptions;
pub mod waitlist;

pub use search_core::status::offered_alerts as offered;
