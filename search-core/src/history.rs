//! Search history (spec §3 "Search history entry", §9): kept in the browser's
//! local storage under [`STORAGE_KEY`], newest first.
//!
//! Rules:
//! * an entry is stored only if it has a destination name or a date;
//! * entries are the same search when their upper-cased destination names are
//!   equal and, when both dates are set, their dates are too; the newest wins;
//! * at most [`MAX_ENTRIES`] are kept and [`SHOWN`] are shown.

use crate::{parse_query, search_url};
use serde::{Deserialize, Serialize};

pub const STORAGE_KEY: &str = "search-history";
pub const MAX_ENTRIES: usize = 100;
pub const SHOWN: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum UserStatus {
    LoggedIn,
    LoggedOut,
}

/// The dates of a saved search.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct HistoryParams {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date_from: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date_to: Option<String>,
}

/// What was searched: the name shown, its dates, and the query to search again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct HistoryValues {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_name: Option<String>,
    #[serde(default)]
    pub params: HistoryParams,
    /// The search's query string (without `?`), as the search page reads it.
    #[serde(default)]
    pub query: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    /// When the search was made (an ISO timestamp from the caller's clock).
    pub date: String,
    pub user_status: UserStatus,
    pub values: HistoryValues,
}

impl HistoryEntry {
    fn destination(&self) -> Option<&str> {
        self.values.destination_name.as_deref().map(str::trim).filter(|n| !n.is_empty())
    }

    fn has_date(&self) -> bool {
        self.values.params.date_from.is_some() || self.values.params.date_to.is_some()
    }

    /// The deduplication key: upper-cased destination, plus the dates when both are set.
    pub fn dedup_key(&self) -> String {
        self.dedup_key_with(&str::to_uppercase)
    }

    /// [`HistoryEntry::dedup_key`] with the caller's Unicode upper-casing: the
    /// browser passes its own, which spares the wasm build Rust's case tables
    /// (a third of its size).
    pub fn dedup_key_with(&self, upper_case: &dyn Fn(&str) -> String) -> String {
        let destination = upper_case(self.destination().unwrap_or_default());
        match (&self.values.params.date_from, &self.values.params.date_to) {
            (Some(from), Some(to)) => format!("{destination}|{from}|{to}"),
            _ => destination,
        }
    }

    /// The URL that runs this search again. The stored query goes through the
    /// grammar again, so whatever local storage holds, only known filters leave.
    pub fn url(&self, search_path: &str) -> String {
        search_url(search_path, &parse_query(&self.values.query).filters)
    }
}

/// Reads a stored history leniently: local storage is shared with older
/// versions and other code, so entries that do not decode are dropped rather
/// than losing the whole list, and at most [`MAX_ENTRIES`] are kept. The
/// caller decodes each stored item (serde_json natively, the JS value in wasm).
pub fn read_history<E>(stored: impl IntoIterator<Item = Result<HistoryEntry, E>>) -> Vec<HistoryEntry> {
    stored.into_iter().filter_map(Result::ok).take(MAX_ENTRIES).collect()
}

/// The history after `entry` is searched: the entry first, older copies of the
/// same search gone, at most [`MAX_ENTRIES`]. An entry with neither a
/// destination nor a date leaves the history as it was.
pub fn add_to_history(history: Vec<HistoryEntry>, entry: HistoryEntry) -> Vec<HistoryEntry> {
    add_to_history_with(history, entry, &str::to_uppercase)
}

/// [`add_to_history`] with the caller's Unicode upper-casing (see [`HistoryEntry::dedup_key_with`]).
pub fn add_to_history_with(mut history: Vec<HistoryEntry>, entry: HistoryEntry, upper_case: &dyn Fn(&str) -> String) -> Vec<HistoryEntry> {
    if entry.destination().is_none() && !entry.has_date() {
        return history;
    }
    let key = entry.dedup_key_with(upper_case);
    history.retain(|old| old.dedup_key_with(upper_case) != key);
    history.insert(0, entry);
    history.truncate(MAX_ENTRIES);
    history
}

/// The entries the recent-searches block shows.
pub fn shown_history(history: &[HistoryEntry]) -> &[HistoryEntry] {
    &history[..history.len().min(SHOWN)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: Option<&str>, from: Option<&str>, to: Option<&str>, date: &str) -> HistoryEntry {
        HistoryEntry {
            date: date.into(),
            user_status: UserStatus::LoggedOut,
            values: HistoryValues {
                destination_name: name.map(Into::into),
                params: HistoryParams { date_from: from.map(Into::into), date_to: to.map(Into::into) },
                query: [from.map(|d| format!("dateFrom={d}")), to.map(|d| format!("dateTo={d}"))]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join("&"),
            },
        }
    }

    #[test]
    fn history_is_stored_only_with_a_destination_or_a_date() {
        assert!(add_to_history(vec![], entry(None, None, None, "t1")).is_empty());
        assert!(add_to_history(vec![], entry(Some("  "), None, None, "t1")).is_empty());
        assert_eq!(add_to_history(vec![], entry(None, Some("2027-03-01"), None, "t1")).len(), 1);
        assert_eq!(add_to_history(vec![], entry(Some("Peru"), None, None, "t1")).len(), 1);
    }

    #[test]
    fn history_dedups_by_upper_cased_destination_plus_both_dates_and_the_newest_wins() {
        let mut history = vec![];
        history = add_to_history(history, entry(Some("Peru"), None, None, "t1"));
        history = add_to_history(history, entry(Some("Japan"), None, None, "t2"));
        history = add_to_history(history, entry(Some("PERU"), None, None, "t3"));
        assert_eq!(history.iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["t3", "t2"]);
        history = add_to_history(history, entry(Some("peru"), Some("2027-03-01"), Some("2027-03-31"), "t4"));
        history = add_to_history(history, entry(Some("peru"), Some("2027-04-01"), Some("2027-04-30"), "t5"));
        assert_eq!(history.len(), 4, "other dates are another search");
        history = add_to_history(history, entry(Some("Peru"), Some("2027-03-01"), Some("2027-03-31"), "t6"));
        assert_eq!(history.iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["t6", "t5", "t3", "t2"]);
        // One date alone does not take part in the key.
        history = add_to_history(history, entry(Some("Peru"), Some("2027-05-01"), None, "t7"));
        assert_eq!(history.iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["t7", "t6", "t5", "t2"]);
    }

    #[test]
    fn history_keeps_at_most_100_and_shows_5() {
        let mut history = vec![];
        for i in 0..130 {
            history = add_to_history(history, entry(Some(&format!("place {i}")), None, None, &i.to_string()));
        }
        assert_eq!(history.len(), MAX_ENTRIES);
        assert_eq!(history[0].date, "129");
        assert_eq!(shown_history(&history).iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["129", "128", "127", "126", "125"]);
        assert_eq!(shown_history(&history[..2]).len(), 2);
    }

    #[test]
    fn stored_history_is_read_leniently() {
        let stored = r#"[{"date":"t1","userStatus":"loggedIn","values":{"destinationName":"Peru","params":{"dateFrom":"2027-03-01"},"query":""}},
                         {"date":5},"junk",{"date":"t2","userStatus":"loggedOut","values":{}}]"#;
        let items: Vec<serde_json::Value> = serde_json::from_str(stored).unwrap();
        let history = read_history(items.into_iter().map(serde_json::from_value::<HistoryEntry>));
        assert_eq!(history.iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["t1", "t2"]);
        assert_eq!(history[0].values.params.date_from.as_deref(), Some("2027-03-01"));
        let many = (0..150).map(|i| entry(Some(&i.to_string()), None, None, "t")).map(Ok::<_, ()>);
        assert_eq!(read_history(many).len(), MAX_ENTRIES);
    }

    #[test]
    fn a_history_item_navigates_to_its_saved_search() {
        let mut e = entry(Some("Peru"), Some("2027-03-01"), Some("2027-03-31"), "t");
        assert_eq!(e.url("/cerca"), "/cerca?dateFrom=2027-03-01&dateTo=2027-03-31");
        e.values.query = "textSearch=peru&evil=1&page=x".into();
        assert_eq!(e.url("/cerca"), "/cerca?textSearch=peru", "only known filters leave local storage");
    }
}
