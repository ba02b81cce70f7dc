//! Query parameters that change what a page shows but are not search filters:
//! the open modal (spec §2: `modal`, `type`, `layout`), the calendar month and
//! the FAQ tab. Each is validated to a short, known shape, so they can be part
//! of the page cache key without letting arbitrary queries multiply pages.

/// Parameters a page understands besides the filters.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct ViewParams {
    /// The open modal's name (`locale`, `calendar`, `gallery`, …).
    pub modal: Option<String>,
    /// The modal's subject (a photo index, a tour code, …).
    pub modal_type: Option<String>,
    /// `calendar` or `list`.
    pub layout: Option<String>,
    /// The calendar month shown, `YYYY-MM`.
    pub month: Option<String>,
    /// The FAQ category tab.
    pub faq: Option<String>,
    /// The Ask page's wish (at most 300 bytes, no control characters).
    pub q: Option<String>,
    /// The WeMeet city (a city's English name: letters, spaces, dashes, apostrophes).
    pub city: Option<String>,
    /// The WeMeet time filter's code.
    pub when: Option<String>,
    /// `all`: a trip page lists every departure, not only the next ones.
    pub departures: Option<String>,
}

/// The wish as the Ask page reads it: no control characters, trimmed, cut at a character boundary.
fn wish(value: &str) -> Option<String> {
    let clean: String = value.chars().filter(|c| !c.is_control()).collect();
    let text = search_core::ask::clip(clean.trim()).trim_end();
    (!text.is_empty()).then(|| text.to_string())
}

/// The modal parameters of spec §2, removed together when a modal closes.
pub const MODAL_PARAMS: [&str; 3] = ["modal", "type", "layout"];

fn short_word(value: &str, max: usize) -> Option<String> {
    let ok = !value.is_empty() && value.len() <= max && value.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    ok.then(|| value.to_ascii_lowercase())
}

impl ViewParams {
    pub fn parse(query: &str) -> ViewParams {
        let mut view = ViewParams::default();
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            match key.as_ref() {
                "modal" => view.modal = short_word(&value, 24),
                "type" => view.modal_type = short_word(&value, 24),
                "layout" => view.layout = ["calendar", "list"].contains(&value.as_ref()).then(|| value.to_string()),
                "month" => view.month = search_core::date::parse_iso(&format!("{value}-01")).map(|_| value.to_string()),
                "faq" => view.faq = short_word(&value, 24),
                "q" => view.q = wish(&value),
                "city" => {
                    let ok =
                        !value.is_empty() && value.chars().count() <= 40 && value.chars().all(|c| c.is_alphabetic() || " -'.".contains(c));
                    view.city = ok.then(|| value.to_string());
                }
                "when" => view.when = search_core::period::EventWindow::from_code(&value).map(|w| w.code().to_string()),
                "departures" => view.departures = (value == "all").then(|| value.to_string()),
                _ => {}
            }
        }
        view
    }

    /// The parameters as a query string, in a fixed order (empty when none).
    pub fn to_query(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        for (key, value) in [
            ("modal", &self.modal),
            ("type", &self.modal_type),
            ("layout", &self.layout),
            ("month", &self.month),
            ("faq", &self.faq),
            ("q", &self.q),
            ("city", &self.city),
            ("when", &self.when),
            ("departures", &self.departures),
        ] {
            if let Some(v) = value {
                out.append_pair(key, v);
            }
        }
        out.finish()
    }
}

/// `path_and_query` with `changes` applied: each `(key, Some(v))` sets the
/// key, each `(key, None)` removes it; other parameters keep their order.
pub fn with_params(path_and_query: &str, changes: &[(&str, Option<&str>)]) -> String {
    let (path, query) = path_and_query.split_once('?').unwrap_or((path_and_query, ""));
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        if !changes.iter().any(|(k, _)| *k == key) {
            out.append_pair(&key, &value);
        }
    }
    for (key, value) in changes {
        if let Some(v) = value {
            out.append_pair(key, v);
        }
    }
    let query = out.finish();
    if query.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{query}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_well_formed_values_are_kept() {
        let v = ViewParams::parse("modal=calendar&layout=list&month=2027-03&type=x%3Cscript&faq=itinerary&utm_source=z");
        assert_eq!(v.modal.as_deref(), Some("calendar"));
        assert_eq!(v.layout.as_deref(), Some("list"));
        assert_eq!(v.month.as_deref(), Some("2027-03"));
        assert_eq!(v.modal_type, None, "markup characters are refused");
        assert_eq!(v.to_query(), "modal=calendar&layout=list&month=2027-03&faq=itinerary");
        assert_eq!(ViewParams::parse("layout=grid&month=2027-13&departures=some").to_query(), "");
        assert_eq!(ViewParams::parse("departures=all").to_query(), "departures=all");
    }

    #[test]
    fn params_are_set_and_removed_keeping_the_others() {
        assert_eq!(with_params("/t?page=2&modal=x&type=1", &[("modal", None), ("type", None), ("layout", None)]), "/t?page=2");
        assert_eq!(with_params("/t", &[("modal", Some("locale"))]), "/t?modal=locale");
        assert_eq!(with_params("/t?month=2027-01", &[("month", Some("2027-02"))]), "/t?month=2027-02");
    }
}
