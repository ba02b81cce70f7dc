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

/// Most travellers one booking may carry.
pub const MAX_TRAVELLERS: i64 = 4;
/// Most seats a departure has: groups are at most 15 people (spec §9).
pub const GROUP_SEATS: i64 = 15;
/// Travellers still needed at or below which an unconfirmed departure is
/// ALMOST_CONFIRMED (more: PLANNED).
pub const ALMOST_CONFIRMED_NEEDS: i64 = 2;
/// Free seats at or below which a confirmed departure is ALMOST_FULL.
pub const ALMOST_FULL_SEATS: i64 = 3;
/// A private room for one traveller costs this share of the trip's price
/// (per cent); for two travellers it is free (spec §1).
pub const PRIVATE_ROOM_PERCENT: i64 = 20;
/// The Flexible Cancellation option costs this share of the trip's price
/// (per cent); it is not refundable (the cancellation policy, §2).
pub const FLEXIBLE_PERCENT: i64 = 5;

/// How a booking pays: the deposit now and the balance later, or everything now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Payment {
    Deposit,
    Full,
}

impl Payment {
    /// The one spelling, on the wire and in storage: `deposit` or `full`.
    pub fn code(self) -> &'static str {
        match self {
            Payment::Deposit => "deposit",
            Payment::Full => "full",
        }
    }

    pub fn from_code(code: &str) -> Option<Payment> {
        [Payment::Deposit, Payment::Full].into_iter().find(|p| p.code() == code)
    }
}

/// The characters of a booking reference (`CRV-` and 8 of them): none a
/// traveller could misread on the phone (no 0/O, 1/I).
pub const REFERENCE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// What a booking costs, in minor units of its currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    /// The trip for everybody, after any promo code.
    pub trips: i64,
    pub private_room: i64,
    pub flexible: i64,
    pub total: i64,
    /// What is paid now.
    pub pay_now: i64,
    /// What is left, due on `balance_due` (deposit bookings only).
    pub balance: i64,
    pub balance_due: Option<NaiveDate>,
}

/// The options a traveller picks at checkout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub travellers: i64,
    pub private_room: bool,
    pub flexible: bool,
    pub payment: Payment,
}

/// Why a choice cannot be priced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuoteError {
    Travellers,
    /// The deposit is no longer offered: the balance is already due.
    DepositClosed,
}

/// Prices a booking of `price` (per traveller, minor units) departing on
/// `start`, booked `today` (spec §1, §5, §9): a private room is free for
/// two; the deposit of [`DEPOSIT_MAJOR`] per traveller is offered only
/// while the balance is not yet due, which is then due 31 days before.
pub fn quote(price: i64, choice: Choice, start: NaiveDate, today: NaiveDate) -> Result<Quote, QuoteError> {
    if !(1..=MAX_TRAVELLERS).contains(&choice.travellers) {
        return Err(QuoteError::Travellers);
    }
    let trips = price * choice.travellers;
    let private_room =
        if choice.private_room && choice.travellers != 2 { price * PRIVATE_ROOM_PERCENT / 100 * choice.travellers } else { 0 };
    let flexible = if choice.flexible { trips * FLEXIBLE_PERCENT / 100 } else { 0 };
    let total = trips + private_room + flexible;
    let (pay_now, balance_due) = match choice.payment {
        Payment::Full => (total, None),
        Payment::Deposit if deposit_offered(start, today) => {
            ((DEPOSIT_MAJOR * 100 * choice.travellers).min(total), Some(balance_due(start)))
        }
        Payment::Deposit => return Err(QuoteError::DepositClosed),
    };
    Ok(Quote { trips, private_room, flexible, total, pay_now, balance: total - pay_now, balance_due })
}

/// The status a departure's seats give (the rules of `docs/bookings.md`).
/// WAITING_LIST (on request) is the operator's to set; bookings never move
/// a departure into or out of it.
pub fn status_for_seats(free_seats: i64, to_confirm: i64) -> TourStatus {
    if free_seats <= 0 {
        TourStatus::SoldOut
    } else if to_confirm > ALMOST_CONFIRMED_NEEDS {
        TourStatus::Planned
    } else if to_confirm > 0 {
        TourStatus::AlmostConfirmed
    } else if free_seats <= ALMOST_FULL_SEATS {
        TourStatus::AlmostFull
    } else {
        TourStatus::Confirmed
    }
}

/// What cancelling a booking `today` gives back, in minor units (the
/// cancellation policy): everything paid up to 31 days before departure;
/// with Flexible Cancellation, everything but the option up to 8 days
/// before; later, what was paid beyond the charge (50 % of the trip from 30
/// to 15 days, 75 % from 14 to 8, all of it within 7 days). The limits are
/// those of [`refund_policy`], which the tour page explains.
pub fn refund(paid: i64, quote_trips: i64, flexible_fee: Option<i64>, start: NaiveDate, today: NaiveDate) -> i64 {
    let days = days_to_departure(start, today);
    if days > FREE_CANCELLATION_DAYS {
        return paid;
    }
    if let Some(fee) = flexible_fee {
        if days > FLEXIBLE_CANCELLATION_DAYS {
            return (paid - fee).max(0);
        }
    }
    let charge_percent = if days >= 15 {
        50
    } else if days >= FLEXIBLE_CANCELLATION_DAYS {
        75
    } else {
        100
    };
    (paid - quote_trips * charge_percent / 100).max(0)
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

    fn choice(travellers: i64, private_room: bool, flexible: bool, payment: Payment) -> Choice {
        Choice { travellers, private_room, flexible, payment }
    }

    #[test]
    fn a_deposit_per_traveller_and_the_balance_due_31_days_before() {
        let start = d("2027-03-01");
        let q = quote(150_000, choice(2, false, false, Payment::Deposit), start, d("2026-12-06")).unwrap();
        assert_eq!((q.total, q.pay_now, q.balance, q.balance_due), (300_000, 20_000, 280_000, Some(d("2027-01-29"))));
        assert_eq!(quote(150_000, choice(1, false, false, Payment::Deposit), start, d("2027-01-29")), Err(QuoteError::DepositClosed));
        let full = quote(150_000, choice(1, false, false, Payment::Full), start, d("2027-01-29")).unwrap();
        assert_eq!((full.pay_now, full.balance, full.balance_due), (150_000, 0, None));
        assert_eq!(quote(150_000, choice(5, false, false, Payment::Full), start, d("2026-12-06")), Err(QuoteError::Travellers));
        assert_eq!(quote(150_000, choice(0, false, false, Payment::Full), start, d("2026-12-06")), Err(QuoteError::Travellers));
    }

    #[test]
    fn a_private_room_is_free_for_two_and_flexibility_costs_five_per_cent() {
        let start = d("2027-03-01");
        let today = d("2026-12-06");
        assert_eq!(quote(100_000, choice(2, true, false, Payment::Full), start, today).unwrap().private_room, 0);
        assert_eq!(quote(100_000, choice(1, true, false, Payment::Full), start, today).unwrap().private_room, 20_000);
        assert_eq!(quote(100_000, choice(3, true, false, Payment::Full), start, today).unwrap().private_room, 60_000);
        let flex = quote(100_000, choice(2, false, true, Payment::Full), start, today).unwrap();
        assert_eq!((flex.flexible, flex.total), (10_000, 210_000));
    }

    #[test]
    fn seats_decide_the_status() {
        assert_eq!(status_for_seats(0, 0), TourStatus::SoldOut);
        assert_eq!(status_for_seats(0, 2), TourStatus::SoldOut);
        assert_eq!(status_for_seats(10, 5), TourStatus::Planned);
        assert_eq!(status_for_seats(10, 3), TourStatus::Planned);
        assert_eq!(status_for_seats(10, 2), TourStatus::AlmostConfirmed);
        assert_eq!(status_for_seats(10, 1), TourStatus::AlmostConfirmed);
        assert_eq!(status_for_seats(4, 0), TourStatus::Confirmed);
        assert_eq!(status_for_seats(3, 0), TourStatus::AlmostFull);
        assert_eq!(status_for_seats(1, 0), TourStatus::AlmostFull);
    }

    #[test]
    fn refunds_follow_the_cancellation_policy() {
        let start = d("2027-03-01");
        // Paid 100,000 of a 200,000 trip (a deposit and more), flexible option 10,000.
        let at = |day: &str, flexible: Option<i64>| refund(100_000, 200_000, flexible, start, d(day));
        assert_eq!(at("2027-01-28", None), 100_000, "more than 31 days: everything");
        assert_eq!(at("2027-01-29", Some(10_000)), 90_000, "31 days, flexible: all but the option");
        assert_eq!(at("2027-02-21", Some(10_000)), 0, "8 days: the flexible window is over; 75 % of 200,000 is more than paid");
        assert_eq!(at("2027-02-20", Some(10_000)), 90_000, "9 days, flexible: all but the option");
        assert_eq!(refund(200_000, 200_000, None, start, d("2027-01-29")), 100_000, "30 days: 50 % charged");
        assert_eq!(refund(200_000, 200_000, None, start, d("2027-02-15")), 50_000, "14 days: 75 % charged");
        assert_eq!(refund(200_000, 200_000, None, start, d("2027-02-14")), 100_000, "15 days: 50 % charged");
        assert_eq!(refund(200_000, 200_000, None, start, d("2027-02-22")), 0, "7 days: all charged");
    }
}
