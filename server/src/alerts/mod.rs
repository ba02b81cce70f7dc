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

use search_core::status::AlertType;

pub use search_core::status::offered_alerts as offered;

pub use caravan_app::components::forms::kind_code;

pub fn parse_kind(code: &str) -> Option<AlertType> {
    [AlertType::StockoutTravel, AlertType::TourConfirmed, AlertType::PriceDropped].into_iter().find(|k| kind_code(*k) == code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_codes_round_trip() {
        for kind in [AlertType::StockoutTravel, AlertType::TourConfirmed, AlertType::PriceDropped] {
            assert_eq!(parse_kind(kind_code(kind)), Some(kind));
        }
    }
}
