//! Props of the search bar and recent-searches islands (see
//! react-shell/src/islands/search-bar and recent-searches). Every rule they
//! apply comes from search-core in wasm; the server only hands them the
//! edition's words, paths, day, week start and the current selection.

use crate::routes::RouteKey;
use crate::text::fmt_month;
use crate::{ctx, t, t_args};
use search_core::period::{holiday_periods, month_periods, SearchPeriod, WeekStart};
use search_core::selection::{Place, SearchSelection};
use serde::Serialize;

/// Months the periods tab offers.
const PERIOD_MONTHS: usize = 12;

/// The continents, in the order of the mega menu.
pub const AREAS: [RouteKey; 6] = [
    RouteKey::AreaEurope,
    RouteKey::AreaAsia,
    RouteKey::AreaAmerica,
    RouteKey::AreaAfrica,
    RouteKey::AreaOceania,
    RouteKey::AreaAntarctica,
];

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchBarProps {
    variant: &'static str,
    search_path: &'static str,
    travels_path: &'static str,
    top_sellers_url: &'static str,
    locale: &'static str,
    week_start: WeekStart,
    today: String,
    periods: Vec<LabelledPeriod>,
    continents: Vec<Place>,
    initial_selection: SearchSelection,
    travels_experiment: bool,
    default_active: bool,
    labels: SearchBarLabels,
}

#[derive(Serialize)]
struct LabelledPeriod {
    period: SearchPeriod,
    label: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchBarLabels {
    open: String,
    title: String,
    r#where: String,
    where_placeholder: String,
    when: String,
    whenever: String,
    history: String,
    periods_tab: String,
    dates_tab: String,
    continents: String,
    destinations: String,
    loading: String,
    no_destination: String,
    show_all_trips: String,
    submit: String,
    clear_all: String,
    close: String,
    previous_month: String,
    next_month: String,
    trips_one: String,
    trips_other: String,
    departures_one: String,
    departures_other: String,
    recent_title: String,
}

/// A message with its placeholders left as `{name}` markers the island fills in.
fn template(key: &str, names: &[&str]) -> String {
    let markers: Vec<(&str, fluent_bundle::FluentValue<'_>)> = names.iter().map(|n| (*n, format!("{{{n}}}").into())).collect();
    t_args(key, &markers)
}

/// The continents with their names in this edition's language.
pub fn continents() -> Vec<Place> {
    AREAS.iter().filter_map(|k| k.continent()).map(|code| Place { id: code.to_string(), name: t(&format!("continent-{code}")) }).collect()
}

/// The search bar: `header` opens from a button; `inline` sits on the search page.
pub fn search_bar_props(variant: &'static str, initial_selection: SearchSelection) -> SearchBarProps {
    let c = ctx();
    let e = c.edition;
    SearchBarProps {
        variant,
        search_path: RouteKey::Search.href(e),
        travels_path: RouteKey::Travels.href(e),
        top_sellers_url: "/api/travels/top-sellers",
        locale: e.html_lang,
        week_start: e.week_start(),
        today: search_core::date::iso(c.today),
        // The months, then the holidays (spec §3: periods are months or events).
        periods: month_periods(c.today, PERIOD_MONTHS)
            .into_iter()
            .map(|period| {
                let first = search_core::date::parse_iso(&period.starting_date).unwrap_or(c.today);
                LabelledPeriod { label: fmt_month(first), period }
            })
            .chain(holiday_periods(c.today).into_iter().map(|period| LabelledPeriod {
                label: t_args(&format!("period-{}", period.name), &[("year", period.year.to_string().into())]),
                period,
            }))
            .collect(),
        continents: continents(),
        initial_selection,
        travels_experiment: false,
        default_active: false,
        labels: SearchBarLabels {
            open: t("search-open"),
            title: t("search-title"),
            r#where: t("search-where"),
            where_placeholder: t("search-where-placeholder"),
            when: t("search-when"),
            whenever: t("search-any-time"),
            history: t("search-history"),
            periods_tab: t("search-periods-tab"),
            dates_tab: t("search-dates-tab"),
            continents: t("search-continents"),
            destinations: t("search-destinations"),
            loading: t("search-loading"),
            no_destination: template("search-no-destination", &["text"]),
            show_all_trips: t("see-all-travels"),
            submit: t("search-submit"),
            clear_all: t("search-clear-all"),
            close: t("close"),
            previous_month: t("search-previous-month"),
            next_month: t("search-next-month"),
            trips_one: template("search-trips-count-one", &["count"]),
            trips_other: template("search-trips-count", &["count"]),
            departures_one: template("search-departures-count-one", &["count"]),
            departures_other: template("search-departures-count", &["count"]),
            recent_title: t("search-recent-title"),
        },
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentSearchesProps {
    search_path: &'static str,
    variant: &'static str,
    section: &'static str,
    title: String,
}

/// The recent-searches block: a carousel on home, a list on the search page.
pub fn recent_searches_props(on_home: bool) -> RecentSearchesProps {
    RecentSearchesProps {
        search_path: RouteKey::Search.href(ctx().edition),
        variant: if on_home { "carousel" } else { "list" },
        section: if on_home { "recentSearchesHomepage" } else { "recentSearchesSearch" },
        title: t("search-recent-title"),
    }
}
