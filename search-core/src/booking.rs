//! What booking a departure means on a given day (spec §4 Tour statuses, §5
//! deposit rule, §9 constants): what the page offers (book, ask customer
//! care, nothing), whether a deposit is still possible, when the balance is
//! due, what cancelling would cost, and when an unconfirmed departure is decided.

use crate::TourStatus;
use chrono::{Duration, NaiveDate};

/// Days before departure the balance is due; also the last day a deposit alone books.
pub const BALANCE_DAYS_BEFORE: i64 = 31;
/// Free cancellation up to this many days before departure.
pub const FREE_CANCELLATION_DAYS: i64 = 31;
/// With the flexible option, free cancellation up to this many days before departure.
pub const FLEXIBLE_CANCELLATION_DAYS: i64 = 8;
/// The deposit, in major units of the visitor's currency.
pub const DEPOSIT_MAJOR: i64 = 100;

/// What a departure's page offers (spec §4: WAITING_LIST only via customer care).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TourAction {
    /// Book online: leave for checkout.
    Book,
    /// On request: customer care books it.
    AskCustomerCare,
    /// Full: see other dates.
    SoldOut,
}

pub fn tour_action(status: TourStatus) -> TourAction {
    match status {
        TourStatus::SoldOut => TourAction::SoldOut,
        TourStatus::WaitingList => TourAction::AskCustomerCare,
        _ => TourAction::Book,
    }
}

/// Days from the start of `today` to the departure (spec §9: counted from the start of today).
pub fn days_to_departure(start: NaiveDate, today: NaiveDate) -> i64 {
    (start - today).num_days()
}

/// `days` before `start`; the earliest date rather than a panic at the calendar's edge.
fn days_before(start: NaiveDate, days: i64) -> NaiveDate {
    start.checked_sub_signed(Duration::days(days)).unwrap_or(NaiveDate::MIN)
}

/// The day the balance is due.
pub fn balance_due(start: NaiveDate) -> NaiveDate {
    days_before(start, BALANCE_DAYS_BEFORE)
}

/// A deposit books the place only while the balance is not yet due; from
/// then on the whole price is paid at once (spec §5 deposit rule).
pub fn deposit_offered(start: NaiveDate, today: NaiveDate) -> bool {
    today < balance_due(start)
}

/// What cancelling today would mean, for the refund explainer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundPolicy {
    /// Free cancellation until `until` (31 days before); after that, until
    /// `flexible_until` with the flexible option.
    Free { until: NaiveDate, flexible_until: NaiveDate },
    /// Past the 31 days: free only with the flexible option, until `until`.
    FlexibleOnly { until: NaiveDate },
    /// Within 8 days: no free cancellation.
    None,
}

pub fn refund_policy(start: NaiveDate, today: NaiveDate) -> RefundPolicy {
    let days = days_to_departure(start, today);
    let flexible_until = days_before(start, FLEXIBLE_CANCELLATION_DAYS);
    if days > FREE_CANCELLATION_DAYS {
        RefundPolicy::Free { until: days_before(start, FREE_CANCELLATION_DAYS), flexible_until }
    } else if days > FLEXIBLE_CANCELLATION_DAYS {
        RefundPolicy::FlexibleOnly { until: flexible_until }
    } else {
        RefundPolicy::None
    }
}

/// An unconfirmed departure is confirmed, or cancelled with everything
/// refunded, by the day the balance would be due; confirmed ones are decided.
pub fn decision_date(status: TourStatus, start: NaiveDate) -> Option<NaiveDate> {
    refunded_if_not_confirmed(status).then(|| balance_due(start))
}

/// Whether the departure may still be cancelled by us for too few travellers,
/// which refunds everything whatever the date.
pub fn refunded_if_not_confirmed(status: TourStatus) -> bool {
    matches!(status, TourStatus::Planned | TourStatus::AlmostConfirmed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn on_request_goes_to_customer_care_and_sold_out_offers_nothing() {
        assert_eq!(tour_action(TourStatus::WaitingList), TourAction::AskCustomerCare);
        assert_eq!(tour_action(TourStatus::SoldOut), TourAction::SoldOut);
        for s in [TourStatus::Planned, TourStatus::AlmostConfirmed, TourStatus::Confirmed, TourStatus::AlmostFull] {
            assert_eq!(tour_action(s), TourAction::Book);
        }
    }

    #[test]
    fn the_deposit_is_offered_until_the_balance_falls_due() {
        let start = d("2027-03-01");
        assert_eq!(balance_due(start), d("2027-01-29"));
        assert!(deposit_offered(start, d("2027-01-28")));
        assert!(!deposit_offered(start, d("2027-01-29")), "on the due day the whole price is paid");
        assert!(!deposit_offered(start, d("2027-02-20")));
    }

    #[test]
    fn refunds_follow_the_31_and_8_day_limits() {
        let start = d("2027-03-01");
        assert_eq!(refund_policy(start, d("2027-01-01")), RefundPolicy::Free { until: d("2027-01-29"), flexible_until: d("2027-02-21") });
        assert_eq!(refund_policy(start, d("2027-01-29")), RefundPolicy::FlexibleOnly { until: d("2027-02-21") });
        assert_eq!(refund_policy(start, d("2027-02-21")), RefundPolicy::None);
    }

    #[test]
    fn only_unconfirmed_departures_have_a_decision_date() {
        let start = d("2027-03-01");
        assert_eq!(decision_date(TourStatus::Planned, start), Some(d("2027-01-29")));
        assert_eq!(decision_date(TourStatus::AlmostConfirmed, start), Some(d("2027-01-29")));
        assert_eq!(decision_date(TourStatus::Confirmed, start), None);
        assert!(refunded_if_not_confirmed(TourStatus::Planned));
        assert!(!refunded_if_not_confirmed(TourStatus::AlmostFull));
        assert_eq!(balance_due(NaiveDate::MIN), NaiveDate::MIN, "no panic at the calendar's edge");
    }
}
