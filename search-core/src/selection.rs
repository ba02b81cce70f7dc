//! What the search bar has selected, the rules that change it (spec §4
//! "Search selection"), and the search it navigates to (spec §7 "Search
//! navigation").
//!
//! Where is one of: anywhere, a destination, one or more continents, or free
//! text. They exclude each other: choosing a destination clears continents and
//! text; choosing continents clears destination and text; picking the same
//! continent again deselects it; typing clears earlier selections.

use crate::calendar::DateRange;
use crate::date::{iso, parse_iso};
use crate::history::{HistoryEntry, HistoryParams, HistoryValues, UserStatus};
use crate::period::{PeriodKind, SearchPeriod};
use crate::{Filters, TourStatus};
use serde::{Deserialize, Serialize};

/// A continent or a country as the where-section offers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Place {
    /// Continent code or country `isoCodeAlpha3`.
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Where {
    #[default]
    Anywhere,
    Destination(Place),
    Continents(Vec<Place>),
    /// Free text (the free-text flag of the spec).
    Text(String),
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum When {
    #[default]
    Whenever,
    Period(SearchPeriod),
    Dates(DateRange),
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SearchSelection {
    #[serde(rename = "where")]
    pub place: Where,
    pub when: When,
}

impl SearchSelection {
    /// Choosing a destination clears continents and text.
    pub fn choose_destination(mut self, place: Place) -> SearchSelection {
        self.place = Where::Destination(place);
        self
    }

    /// Choosing a continent clears destination and text; the same continent again deselects it.
    pub fn toggle_continent(mut self, continent: Place) -> SearchSelection {
        let mut continents = match self.place {
            Where::Continents(continents) => continents,
            _ => Vec::new(),
        };
        match continents.iter().position(|c| c.id == continent.id) {
            Some(index) => {
                continents.remove(index);
            }
            None => continents.push(continent),
        }
        self.place = if continents.is_empty() { Where::Anywhere } else { Where::Continents(continents) };
        self
    }

    /// Typing clears earlier selections. Text is trimmed; empty text clears the where.
    pub fn type_text(mut self, typed: &str) -> SearchSelection {
        let text = typed.trim();
        self.place = if text.is_empty() { Where::Anywhere } else { Where::Text(text.to_string()) };
        self
    }

    /// Sets the when from the periods tab; the same period again resets it to whenever.
    pub fn pick_period(mut self, period: SearchPeriod) -> SearchSelection {
        let current = match &self.when {
            When::Period(period) => Some(period),
            _ => None,
        };
        self.when = match crate::period::pick_period(current, period) {
            Some(period) => When::Period(period),
            None => When::Whenever,
        };
        self
    }

    /// Sets the when from the dates tab. Dates that do not read as
    /// `YYYY-MM-DD` count as empty, reversed ones are swapped (spec §5), and
    /// no date at all is whenever.
    pub fn set_dates(mut self, range: Option<DateRange>) -> SearchSelection {
        let read = |d: Option<String>| d.as_deref().and_then(parse_iso);
        let (from, to) = range.map(|r| (read(r.date_from), read(r.date_to))).unwrap_or((None, None));
        let (from, to) = match (from, to) {
            (Some(a), Some(b)) if b < a => (Some(b), Some(a)),
            (None, end) => (end, None),
            bounds => bounds,
        };
        self.when = match from {
            Some(from) => When::Dates(DateRange { date_from: Some(iso(from)), date_to: to.map(iso) }),
            None => When::Whenever,
        };
        self
    }

    /// Whether the when completes a search (spec §4): a picked period does; a
    /// date range does when its two ends differ (equal ends are a single date).
    pub fn when_completes_search(&self) -> bool {
        match &self.when {
            When::Whenever => false,
            When::Period(_) => true,
            When::Dates(range) => range.date_to.is_some() && range.date_to != range.date_from,
        }
    }

    /// Clear-all is disabled when nothing is selected.
    pub fn clear_all_disabled(&self) -> bool {
        self.place == Where::Anywhere && self.when == When::Whenever
    }

    /// The search button is disabled while the bar is focused, text is typed
    /// and no destination is chosen.
    pub fn search_disabled(&self, bar_focused: bool) -> bool {
        bar_focused && matches!(self.place, Where::Text(_))
    }

    /// The inclusive dates searched, if any. A single date is both ends.
    pub fn dates(&self) -> Option<(String, String)> {
        match &self.when {
            When::Whenever => None,
            When::Period(period) => Some((period.starting_date.clone(), period.ending_date.clone())),
            When::Dates(range) => {
                let from = range.date_from.clone().or_else(|| range.date_to.clone())?;
                Some((from.clone(), range.date_to.clone().unwrap_or(from)))
            }
        }
    }

    /// The filters of the search this selection navigates to (spec §7):
    /// `continentId[]`, `textSearch` or `destinationId[]`, the default
    /// `status[]`, `dateFrom`/`dateTo` when a period or dates are chosen, and
    /// `tab=travels` when the travels experiment is on or the when is whenever or a month.
    pub fn navigation_filters(&self, travels_experiment: bool) -> Filters {
        let mut filters = Filters { status: Some(TourStatus::DEFAULT_SEARCH.to_vec()), ..Filters::default() };
        match &self.place {
            Where::Anywhere => {}
            Where::Destination(place) => filters.destination_id = Some(vec![place.id.clone()]),
            Where::Continents(continents) => filters.continent_id = Some(continents.iter().map(|c| c.id.clone()).collect()),
            Where::Text(text) => filters.text_search = Some(text.clone()),
        }
        if let Some((from, to)) = self.dates() {
            filters.date_from = Some(from);
            filters.date_to = Some(to);
        }
        let whenever_or_month = match &self.when {
            When::Whenever => true,
            When::Period(period) => period.kind == PeriodKind::Month,
            When::Dates(_) => false,
        };
        if travels_experiment || whenever_or_month {
            filters.tab = Some("travels".into());
        }
        filters
    }

    /// The history entry of this search, at `date` (an ISO timestamp). The
    /// destination name is the destination, the continents or the text.
    pub fn history_entry(&self, date: &str, logged_in: bool, travels_experiment: bool) -> HistoryEntry {
        let destination_name = match &self.place {
            Where::Anywhere => None,
            Where::Destination(place) => Some(place.name.clone()),
            Where::Continents(continents) => Some(continents.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")),
            Where::Text(text) => Some(text.clone()),
        };
        let filters = self.navigation_filters(travels_experiment);
        HistoryEntry {
            date: date.to_string(),
            user_status: if logged_in { UserStatus::LoggedIn } else { UserStatus::LoggedOut },
            values: HistoryValues {
                destination_name,
                params: HistoryParams { date_from: filters.date_from.clone(), date_to: filters.date_to.clone() },
                query: filters.to_query(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::period::month_period;

    fn place(id: &str, name: &str) -> Place {
        Place { id: id.into(), name: name.into() }
    }

    #[test]
    fn choosing_a_destination_clears_continents_and_text() {
        let chosen = SearchSelection::default().toggle_continent(place("EU", "Europe")).choose_destination(place("ITA", "Italy"));
        assert_eq!(chosen.place, Where::Destination(place("ITA", "Italy")));
        let from_text = SearchSelection::default().type_text("ital").choose_destination(place("ITA", "Italy"));
        assert_eq!(from_text.place, Where::Destination(place("ITA", "Italy")));
    }

    #[test]
    fn choosing_continents_clears_destination_and_text_and_the_same_continent_deselects() {
        let one = SearchSelection::default().choose_destination(place("ITA", "Italy")).toggle_continent(place("EU", "Europe"));
        assert_eq!(one.place, Where::Continents(vec![place("EU", "Europe")]));
        let two = one.clone().toggle_continent(place("AS", "Asia"));
        assert_eq!(two.place, Where::Continents(vec![place("EU", "Europe"), place("AS", "Asia")]));
        let back = two.toggle_continent(place("EU", "Europe")).toggle_continent(place("AS", "Asia"));
        assert_eq!(back.place, Where::Anywhere);
        assert_eq!(SearchSelection::default().type_text("x").toggle_continent(place("EU", "Europe")), one);
    }

    #[test]
    fn typing_clears_earlier_selections_and_is_trimmed() {
        let typed = SearchSelection::default().toggle_continent(place("EU", "Europe")).type_text("  peru ");
        assert_eq!(typed.place, Where::Text("peru".into()));
        assert_eq!(typed.type_text("   ").place, Where::Anywhere, "empty text clears the selection");
    }

    #[test]
    fn picking_the_same_period_again_resets_the_when() {
        let march = month_period("2027-03").unwrap();
        let picked = SearchSelection::default().pick_period(march.clone());
        assert_eq!(picked.when, When::Period(march.clone()));
        assert_eq!(picked.pick_period(march).when, When::Whenever);
        assert_eq!(SearchSelection::default().set_dates(Some(DateRange::default())).when, When::Whenever);
    }

    #[test]
    fn dates_that_do_not_read_are_empty_and_reversed_ones_are_swapped() {
        let set = |from: Option<&str>, to: Option<&str>| {
            SearchSelection::default().set_dates(Some(DateRange { date_from: from.map(Into::into), date_to: to.map(Into::into) })).when
        };
        let dates = |from: &str, to: Option<&str>| When::Dates(DateRange { date_from: Some(from.into()), date_to: to.map(Into::into) });
        assert_eq!(set(Some("2027-02-30"), None), When::Whenever);
        assert_eq!(set(Some("2027-03-20"), Some("2027-03-10")), dates("2027-03-10", Some("2027-03-20")));
        assert_eq!(set(Some("garbage"), Some("2027-03-10")), dates("2027-03-10", None), "the end alone is the date");
    }

    #[test]
    fn a_period_completes_the_search_and_a_single_date_does_not() {
        assert!(SearchSelection::default().pick_period(month_period("2027-03").unwrap()).when_completes_search());
        let range = |to: Option<&str>| DateRange { date_from: Some("2027-03-02".into()), date_to: to.map(Into::into) };
        assert!(SearchSelection::default().set_dates(Some(range(Some("2027-03-09")))).when_completes_search());
        assert!(!SearchSelection::default().set_dates(Some(range(Some("2027-03-02")))).when_completes_search());
        assert!(!SearchSelection::default().set_dates(Some(range(None))).when_completes_search());
        assert!(!SearchSelection::default().when_completes_search());
    }

    #[test]
    fn search_button_is_disabled_while_focused_text_has_no_destination() {
        let typed = SearchSelection::default().type_text("per");
        assert!(typed.search_disabled(true));
        assert!(!typed.search_disabled(false));
        assert!(!typed.choose_destination(place("PER", "Peru")).search_disabled(true));
        assert!(!SearchSelection::default().search_disabled(true));
    }

    #[test]
    fn clear_all_is_disabled_when_nothing_is_selected() {
        assert!(SearchSelection::default().clear_all_disabled());
        assert!(!SearchSelection::default().type_text("x").clear_all_disabled());
        assert!(!SearchSelection::default().pick_period(month_period("2027-03").unwrap()).clear_all_disabled());
    }

    #[test]
    fn navigation_query_follows_spec_7() {
        let destination = SearchSelection::default().choose_destination(place("PER", "Peru")).pick_period(month_period("2027-03").unwrap());
        assert_eq!(
            crate::search_url("/cerca", &destination.navigation_filters(false)),
            "/cerca?status[]=PLANNED&status[]=ALMOST_CONFIRMED&status[]=CONFIRMED&status[]=ALMOST_FULL&status[]=WAITING_LIST\
             &tab=travels&dateFrom=2027-03-01&dateTo=2027-03-31&destinationId[]=PER"
        );
        let continents = SearchSelection::default().toggle_continent(place("EU", "Europe")).toggle_continent(place("AS", "Asia"));
        let f = continents.navigation_filters(false);
        assert_eq!((f.continent_id, f.tab.as_deref(), f.date_from), (Some(vec!["EU".into(), "AS".into()]), Some("travels"), None));
        let text_and_dates = SearchSelection::default()
            .type_text("inca trail")
            .set_dates(Some(DateRange { date_from: Some("2027-03-02".into()), date_to: None }));
        let f = text_and_dates.navigation_filters(false);
        assert_eq!(f.text_search.as_deref(), Some("inca trail"));
        assert_eq!((f.date_from.as_deref(), f.date_to.as_deref()), (Some("2027-03-02"), Some("2027-03-02")), "a single date is both ends");
        assert_eq!(f.tab, None, "dates search departures");
        assert_eq!(text_and_dates.navigation_filters(true).tab.as_deref(), Some("travels"), "unless the experiment is on");
        let event = SearchPeriod { kind: PeriodKind::Event, name: "Easter".into(), ..month_period("2027-03").unwrap() };
        assert_eq!(SearchSelection::default().pick_period(event).navigation_filters(false).tab, None);
    }

    #[test]
    fn the_history_entry_names_what_was_searched() {
        let continents = SearchSelection::default().toggle_continent(place("EU", "Europe")).toggle_continent(place("AS", "Asia"));
        let entry = continents.history_entry("2026-11-22T10:00:00Z", true, false);
        assert_eq!(entry.values.destination_name.as_deref(), Some("Europe, Asia"));
        assert_eq!(entry.user_status, UserStatus::LoggedIn);
        assert_eq!(entry.url("/search"), crate::search_url("/search", &continents.navigation_filters(false)));
        assert_eq!(SearchSelection::default().history_entry("t", false, false).values.destination_name, None);
    }
}
