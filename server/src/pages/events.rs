//! The WeMeet page's data: this edition's market, the city and time filter
//! from the query, the window's days by search-core's rules and the
//! edition's week start.

use crate::catalogue::Snapshot;
use crate::http::Visit;
use caravan_site::edition::EditionId;
use caravan_site::model::EventsView;
use caravan_site::view_params::ViewParams;
use search_core::period::EventWindow;

/// The countries whose events an edition shows (`None`: every market, the international edition).
pub fn market(edition: EditionId) -> Option<&'static [&'static str]> {
    match edition {
        EditionId::International => None,
        EditionId::ItIt => Some(&["ITA"]),
        EditionId::EnUs => Some(&["USA", "CAN"]),
        EditionId::EnWe => Some(&["GBR", "IRL"]),
        EditionId::EsEs => Some(&["ESP"]),
        EditionId::FrFr => Some(&["FRA", "BEL", "CHE"]),
        EditionId::DeDe => Some(&["DEU", "AUT", "CHE"]),
    }
}

/// A time filter's code (`this-weekend`) as search-core's window; anything else is whenever.
pub fn window(code: &str) -> EventWindow {
    EventWindow::from_code(code).unwrap_or(EventWindow::Whenever)
}

pub fn events_view(snapshot: &Snapshot, visit: &Visit) -> EventsView {
    let edition = visit.host.edition;
    let viewer = visit.viewer();
    let params = ViewParams::parse(&visit.query);
    let when = params.when.unwrap_or_else(|| "whenever".to_string());
    let span = window(&when).dates(viewer.today, edition.week_start());
    let market = market(edition.id);
    let cities = snapshot.event_cities(&viewer, market);
    let city = params.city.filter(|c| cities.iter().any(|(key, _)| key == c));
    let events = snapshot.events_found(&viewer, market, city.as_deref(), span);
    EventsView { city, when, cities, span, events }
}
