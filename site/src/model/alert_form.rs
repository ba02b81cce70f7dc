//! The notify-me form (spec §3, §4 alerts) as a page shows it: blank on trip
//! and departure pages, filled in again after a refusal, with the reason
//! beside the field it is about.

use search_core::status::AlertType;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct AlertForm {
    pub travel_id: i64,
    /// Empty for a whole trip.
    pub tour_id: String,
    /// The alerts offered for the trip or departure, in order.
    pub offered: Vec<AlertType>,
    /// The ones ticked.
    pub chosen: Vec<AlertType>,
    pub email: String,
    pub phone: String,
    /// `accept`, `decline` or empty.
    pub consent: String,
    /// The refused field (`email`, `phone` or `consent`) and why, in the visitor's language.
    pub error: Option<(&'static str, String)>,
    /// Where the visitor came from.
    pub back: String,
}

impl AlertForm {
    /// The reason `field` was refused, if it was.
    pub fn error_of(&self, field: &str) -> Option<&str> {
        self.error.as_ref().filter(|(f, _)| *f == field).map(|(_, message)| message.as_str())
    }
}
