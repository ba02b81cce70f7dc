//! Props of the search bar and recent-searches islands (see
//! react-shell/src/islands/search-bar and recent-searches). Every rule they
//! apply comes from search-core in wasm; the server only hands them the
//! edition's words, paths, day, week start and the current selection.

use crate::routes::RouteKey;
use crate::text::{t_in, template_in};
use crate::{ctx, t};
pub use caravan_site::islands::{
    RecentSearchesProps, RecentSection, RecentVariant, SearchBarLabels, SearchBarProps, SearchBarVariant, TabTheme,
};
use search_core::period::HOLIDAYS;
use search_core::selection::{Place, SearchSelection};

/// The continents, in the order of the mega menu.
pub const AREAS: [RouteKey; 6] = [
    RouteKey::AreaEurope,
    RouteKey::AreaAsia,
    RouteKey::AreaAmerica,
    RouteKey::AreaAfrica,
    RouteKey::AreaOceania,
    RouteKey::AreaAntarctica,
];

/// The continents with their names in this edition's language.
pub fn continents() -> Vec<Place> {
    AREAS.iter().filter_map(|k| k.continent()).map(|code| Place { id: code.to_string(), name: t(&format!("continent-{code}")) }).collect()
}

/// The search bar: `header` opens from a button; `inline` sits on the search page.
pub fn search_bar_props(variant: SearchBarVariant, initial_selection: SearchSelection) -> SearchBarProps {
    let c = ctx();
    let e = c.edition;
    SearchBarProps {
        variant,
        search_path: RouteKey::Search.href(e).to_string(),
        travels_path: RouteKey::Travels.href(e).to_string(),
        ask_href: RouteKey::SearchAi.path(e).map(str::to_string),
        top_sellers_url: "/api/travels/top-sellers".to_string(),
        locale: e.html_lang.to_string(),
        week_start: e.week_start(),
        today: search_core::date::iso(c.today),
        continents: continents(),
        initial_selection,
        travels_experiment: false,
        default_active: false,
        // The header bar is a quick start: closing it drops a half-made search. The search
        // page's bar holds the search on screen and keeps it.
        clear_on_close: variant == SearchBarVariant::Header,
        // Pills in the header's dropdown; a solid segmented control on the search page.
        tab_theme: if variant == SearchBarVariant::Header { TabTheme::Pills } else { TabTheme::Solid },
    }
}

/// The search bar's texts in `locale` (in the islands' [`caravan_site::islands::SharedLabels`]).
pub fn search_bar_labels(locale: &str) -> SearchBarLabels {
    SearchBarLabels {
        open: t_in(locale, "search-open"),
        title: t_in(locale, "search-title"),
        r#where: t_in(locale, "search-where"),
        where_placeholder: t_in(locale, "search-where-placeholder"),
        when: t_in(locale, "search-when"),
        whenever: t_in(locale, "search-any-time"),
        history: t_in(locale, "search-history"),
        periods_tab: t_in(locale, "search-periods-tab"),
        dates_tab: t_in(locale, "search-dates-tab"),
        continents: t_in(locale, "search-continents"),
        destinations: t_in(locale, "search-destinations"),
        loading: t_in(locale, "search-loading"),
        no_destination: template_in(locale, "search-no-destination", &["text"]),
        show_all_trips: t_in(locale, "see-all-travels"),
        submit: t_in(locale, "search-submit"),
        clear_all: t_in(locale, "search-clear-all"),
        close: t_in(locale, "close"),
        previous_month: t_in(locale, "search-previous-month"),
        next_month: t_in(locale, "search-next-month"),
        trips_one: template_in(locale, "search-trips-count-one", &["count"]),
        trips_other: template_in(locale, "search-trips-count", &["count"]),
        departures_one: template_in(locale, "search-departures-count-one", &["count"]),
        departures_other: template_in(locale, "search-departures-count", &["count"]),
        recent_title: t_in(locale, "search-recent-title"),
        ask: t_in(locale, "route-search-ai"),
        // The island lists the periods with search-core (`monthPeriods`, `holidayPeriods`; spec
        // §3: periods are months or events) and names them with these.
        months: (1..=12).map(|month| t_in(locale, &format!("month-{month}"))).collect(),
        holidays: HOLIDAYS.iter().map(|name| (name.to_string(), template_in(locale, &format!("period-{name}"), &["year"]))).collect(),
    }
}

/// The recent-searches block: a carousel on home, a list on the search page.
pub fn recent_searches_props(on_home: bool) -> RecentSearchesProps {
    RecentSearchesProps {
        search_path: RouteKey::Search.href(ctx().edition).to_string(),
        variant: if on_home { RecentVariant::Carousel } else { RecentVariant::List },
        section: if on_home { RecentSection::RecentSearchesHomepage } else { RecentSection::RecentSearchesSearch },
        title: t("search-recent-title"),
    }
}
