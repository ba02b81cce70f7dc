//! Tour statuses and the rules that hang off them (spec §4 "Tour statuses", "Alert types").

use serde::{Deserialize, Serialize};

/// The sales status of a dated departure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TourStatus {
    /// Minimum group not reached yet.
    Planned,
    /// Some travellers aboard, not yet confirmed.
    AlmostConfirmed,
    /// Guaranteed departure.
    Confirmed,
    /// Last places.
    AlmostFull,
    /// On request, bookable only via customer care.
    WaitingList,
    /// Full.
    SoldOut,
}

impl TourStatus {
    /// Every status, in the order the spec lists them.
    pub const ALL: [TourStatus; 6] = [
        TourStatus::Planned,
        TourStatus::AlmostConfirmed,
        TourStatus::Confirmed,
        TourStatus::AlmostFull,
        TourStatus::WaitingList,
        TourStatus::SoldOut,
    ];

    /// The statuses a search includes when none is asked for: all but SOLD_OUT.
    pub const DEFAULT_SEARCH: [TourStatus; 5] =
        [TourStatus::Planned, TourStatus::AlmostConfirmed, TourStatus::Confirmed, TourStatus::AlmostFull, TourStatus::WaitingList];

    /// The wire name, e.g. `ALMOST_FULL`.
    pub fn as_str(self) -> &'static str {
        match self {
            TourStatus::Planned => "PLANNED",
            TourStatus::AlmostConfirmed => "ALMOST_CONFIRMED",
            TourStatus::Confirmed => "CONFIRMED",
            TourStatus::AlmostFull => "ALMOST_FULL",
            TourStatus::WaitingList => "WAITING_LIST",
            TourStatus::SoldOut => "SOLD_OUT",
        }
    }

    /// Parses a wire name; `None` for anything else (case-sensitive, as on the wire).
    pub fn parse(text: &str) -> Option<TourStatus> {
        TourStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Which status a calendar day shows when several tours share it: lower wins.
    pub fn calendar_priority(self) -> u8 {
        match self {
            TourStatus::AlmostFull => 1,
            TourStatus::Confirmed => 2,
            TourStatus::AlmostConfirmed => 3,
            TourStatus::Planned => 4,
            TourStatus::WaitingList => 5,
            TourStatus::SoldOut => 6,
        }
    }

    /// Whether the departure has reached its minimum group and will run (every
    /// status past PLANNED and ALMOST_CONFIRMED, full or waiting ones included).
    pub fn is_confirmed(self) -> bool {
        !matches!(self, TourStatus::Planned | TourStatus::AlmostConfirmed)
    }

    /// Whether flights may be bought safely for a tour in this status.
    pub fn flights_may_be_bought(self) -> bool {
        matches!(self, TourStatus::Confirmed | TourStatus::AlmostFull)
    }

    /// What the status says about buying flights (spec §4): `wait` until
    /// confirmed, `buy` once guaranteed, `sold-out` when full.
    pub fn flight_advice(self) -> &'static str {
        match self {
            TourStatus::SoldOut => "sold-out",
            s if s.flights_may_be_bought() => "buy",
            _ => "wait",
        }
    }

    /// The alert option is offered for every status except SOLD_OUT.
    pub fn offers_alert(self) -> bool {
        self != TourStatus::SoldOut
    }
}

/// The seat label shown beside a departure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum SeatLabel {
    /// Some seats still need confirming.
    NotConfirmedTour,
    /// Confirmed departure with free seats.
    ConfirmedTour,
}

/// Seat label rule: seats to confirm win; otherwise a confirmed or almost-full
/// tour with free seats is labelled confirmed; otherwise no label.
pub fn seat_label(status: TourStatus, free_seats: i64, seats_to_confirm: i64) -> Option<SeatLabel> {
    if seats_to_confirm > 0 {
        Some(SeatLabel::NotConfirmedTour)
    } else if matches!(status, TourStatus::Confirmed | TourStatus::AlmostFull) && free_seats > 0 {
        Some(SeatLabel::ConfirmedTour)
    } else {
        None
    }
}

/// What a visitor can be alerted about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AlertType {
    /// New dates for a travel that has none.
    StockoutTravel,
    /// The tour reached its minimum group.
    TourConfirmed,
    /// The tour got cheaper.
    PriceDropped,
}

impl AlertType {
    pub const ALL: [AlertType; 3] = [AlertType::StockoutTravel, AlertType::TourConfirmed, AlertType::PriceDropped];

    /// The wire name (its serde name), as forms and stored rows spell it.
    pub fn code(self) -> &'static str {
        match self {
            AlertType::StockoutTravel => "STOCKOUT_TRAVEL",
            AlertType::TourConfirmed => "TOUR_CONFIRMED",
            AlertType::PriceDropped => "PRICE_DROPPED",
        }
    }

    /// The kind a wire name names, if any.
    pub fn from_code(code: &str) -> Option<AlertType> {
        AlertType::ALL.into_iter().find(|kind| kind.code() == code)
    }
}

/// Alert types for a travel (`tour == None`) or one of its tours.
/// `has_tours` is whether the travel has any departure at all.
pub fn alert_types(has_tours: bool, tour: Option<TourStatus>) -> Vec<AlertType> {
    match tour {
        None if !has_tours => vec![AlertType::StockoutTravel],
        Some(TourStatus::Planned | TourStatus::AlmostConfirmed) => {
            vec![AlertType::TourConfirmed, AlertType::PriceDropped]
        }
        _ => vec![AlertType::PriceDropped],
    }
}

/// The alerts actually offered: [`alert_types`], and none at all on a
/// sold-out departure (spec §4: the alert option is shown for every status
/// except SOLD_OUT).
pub fn offered_alerts(has_tours: bool, tour: Option<TourStatus>) -> Vec<AlertType> {
    if tour.is_some_and(|s| !s.offers_alert()) {
        return Vec::new();
    }
    alert_types(has_tours, tour)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_departure_is_confirmed_once_past_planned_and_almost_confirmed() {
        use super::TourStatus;
        let confirmed: Vec<TourStatus> = TourStatus::ALL.into_iter().filter(|s| s.is_confirmed()).collect();
        assert_eq!(confirmed, [TourStatus::Confirmed, TourStatus::AlmostFull, TourStatus::WaitingList, TourStatus::SoldOut]);
    }

    #[test]
    fn alert_codes_round_trip() {
        use super::AlertType;
        for kind in AlertType::ALL {
            assert_eq!(AlertType::from_code(kind.code()), Some(kind));
        }
        assert_eq!(AlertType::from_code("price_dropped"), None);
    }

    #[test]
    fn flight_advice_follows_the_status_table() {
        let advice: Vec<&str> = TourStatus::ALL.iter().map(|s| s.flight_advice()).collect();
        // PLANNED, ALMOST_CONFIRMED, CONFIRMED, ALMOST_FULL, WAITING_LIST, SOLD_OUT (spec §4).
        assert_eq!(advice, ["wait", "wait", "buy", "buy", "wait", "sold-out"]);
    }

    use super::*;

    #[test]
    fn wire_names_round_trip_and_match_serde() {
        for s in TourStatus::ALL {
            assert_eq!(TourStatus::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.as_str()));
        }
        assert_eq!(TourStatus::parse("confirmed"), None);
        assert_eq!(TourStatus::parse(""), None);
    }

    #[test]
    fn default_search_is_everything_but_sold_out() {
        let expected: Vec<_> = TourStatus::ALL.into_iter().filter(|s| *s != TourStatus::SoldOut).collect();
        assert_eq!(TourStatus::DEFAULT_SEARCH.to_vec(), expected);
    }

    #[test]
    fn calendar_priority_orders_almost_full_first_and_sold_out_last() {
        let mut by_priority = TourStatus::ALL.to_vec();
        by_priority.sort_by_key(|s| s.calendar_priority());
        assert_eq!(
            by_priority,
            vec![
                TourStatus::AlmostFull,
                TourStatus::Confirmed,
                TourStatus::AlmostConfirmed,
                TourStatus::Planned,
                TourStatus::WaitingList,
                TourStatus::SoldOut
            ]
        );
    }

    #[test]
    fn seat_label_follows_the_spec() {
        // Seats to confirm win over everything.
        assert_eq!(seat_label(TourStatus::Confirmed, 5, 2), Some(SeatLabel::NotConfirmedTour));
        assert_eq!(seat_label(TourStatus::Planned, 10, 4), Some(SeatLabel::NotConfirmedTour));
        // Confirmed or almost full with free seats.
        assert_eq!(seat_label(TourStatus::Confirmed, 5, 0), Some(SeatLabel::ConfirmedTour));
        assert_eq!(seat_label(TourStatus::AlmostFull, 1, 0), Some(SeatLabel::ConfirmedTour));
        // Otherwise none.
        assert_eq!(seat_label(TourStatus::AlmostFull, 0, 0), None);
        assert_eq!(seat_label(TourStatus::Planned, 8, 0), None);
        assert_eq!(seat_label(TourStatus::SoldOut, 0, 0), None);
        assert_eq!(seat_label(TourStatus::WaitingList, 3, 0), None);
    }

    #[test]
    fn alert_types_by_case() {
        assert_eq!(alert_types(false, None), vec![AlertType::StockoutTravel]);
        assert_eq!(alert_types(true, None), vec![AlertType::PriceDropped]);
        assert_eq!(alert_types(true, Some(TourStatus::Planned)), vec![AlertType::TourConfirmed, AlertType::PriceDropped]);
        assert_eq!(alert_types(true, Some(TourStatus::AlmostConfirmed)), vec![AlertType::TourConfirmed, AlertType::PriceDropped]);
        assert_eq!(alert_types(true, Some(TourStatus::Confirmed)), vec![AlertType::PriceDropped]);
        assert!(TourStatus::ALL.iter().filter(|s| !s.offers_alert()).eq([&TourStatus::SoldOut]));
        assert!(offered_alerts(true, Some(TourStatus::SoldOut)).is_empty());
        assert_eq!(offered_alerts(true, Some(TourStatus::AlmostFull)), vec![AlertType::PriceDropped]);
    }
}
