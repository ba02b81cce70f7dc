//! The search page's data: results, the filter panel with counts and links,
//! the wider searches offered when nothing matches, and the selection the
//! search bar shows (spec §2 "Search", §4, §9).

use crate::catalogue::facets::{without_panel_filters, Facets};
use crate::catalogue::{text, Snapshot, COST_CENTERS};
use crate::http::Visit;
use caravan_site::i18n::message;
use caravan_site::i18n::FluentValue;
use caravan_site::model::{FacetGroup, FacetOption, NamedLink, SearchHits, SearchResults};
use caravan_site::routes::RouteKey;
use search_core::labels::{duration_bounds, PriceRange};
use search_core::period::month_of_range;
use search_core::selection::{Place, SearchSelection, When, Where};
use search_core::{format_price, search_url, Decimals, Filters, TourStatus};

const UNIQUE: &str = COST_CENTERS[1];

/// Everything the search page shows for `filters`.
pub fn search_results(snapshot: &Snapshot, visit: &Visit, filters: Filters) -> SearchResults {
    let viewer = visit.viewer();
    let hits = if filters.tab.as_deref() == Some("travels") {
        SearchHits::Travels(snapshot.travels_found(&viewer, &filters, crate::experiments::itineraries_first(visit)))
    } else {
        SearchHits::Tours(snapshot.search_tours(&viewer, &filters).tours)
    };
    let page = Panel { visit, filters: &filters, path: RouteKey::Search.href(visit.host.edition) };
    let facets = snapshot.facets(&viewer, &filters);
    let clear_filters = has_panel_filters(&filters).then(|| page.href(without_panel_filters(&filters)));
    let zero_options = if hits.total() == 0 { page.wider_searches(clear_filters.clone()) } else { Vec::new() };
    SearchResults {
        group_by_month: matches!(hits, SearchHits::Tours(_)) && search_core::groups_by_month(filters.sort),
        facets: page.groups(&facets),
        selection: selection(snapshot, visit, &filters),
        hits,
        clear_filters,
        zero_options,
        filters,
    }
}

/// What the search bar shows as chosen for these filters.
fn selection(snapshot: &Snapshot, visit: &Visit, f: &Filters) -> SearchSelection {
    let language = visit.viewer().language;
    let first = |list: &Option<Vec<String>>| list.as_ref().and_then(|l| l.first().cloned());
    let place = if let Some(iso) = first(&f.destination_id) {
        let name = snapshot.countries.iter().find(|c| c.iso3.eq_ignore_ascii_case(&iso)).map(|c| text(&c.names, language).to_string());
        Where::Destination(Place { name: name.unwrap_or_else(|| iso.clone()), id: iso })
    } else if let Some(codes) = f.continent_id.as_ref().filter(|c| !c.is_empty()) {
        Where::Continents(
            codes
                .iter()
                .map(|code| {
                    let name = snapshot.continents.iter().find(|c| &c.code == code).map(|c| text(&c.names, language).to_string());
                    Place { id: code.clone(), name: name.unwrap_or_else(|| code.clone()) }
                })
                .collect(),
        )
    } else if let Some(text) = &f.text_search {
        Where::Text(text.clone())
    } else {
        Where::Anywhere
    };
    let when = match (&f.date_from, &f.date_to) {
        (Some(from), Some(to)) => match month_of_range(from, to) {
            Some(period) => When::Period(period),
            None => When::Dates(search_core::calendar::DateRange { date_from: Some(from.clone()), date_to: Some(to.clone()) }),
        },
        (from, to) if from.is_some() || to.is_some() => {
            When::Dates(search_core::calendar::DateRange { date_from: from.clone().or(to.clone()), date_to: None })
        }
        _ => When::Whenever,
    };
    SearchSelection { place, when }
}

fn has_panel_filters(f: &Filters) -> bool {
    without_panel_filters(f) != Filters { page: None, ..f.clone() }
}

/// Adds `value` to a list filter, or takes it out if it is there.
fn toggled(list: &Option<Vec<String>>, value: &str) -> Option<Vec<String>> {
    let mut list = list.clone().unwrap_or_default();
    match list.iter().position(|v| v == value) {
        Some(i) => {
            list.remove(i);
        }
        None => list.push(value.to_string()),
    }
    (!list.is_empty()).then_some(list)
}

struct Panel<'a> {
    visit: &'a Visit,
    filters: &'a Filters,
    path: &'a str,
}

impl Panel<'_> {
    fn t(&self, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        message(self.visit.host.edition.fluent_locale(), key, args)
    }

    /// A link to another search; any change starts again at page 1.
    fn href(&self, f: Filters) -> String {
        search_url(self.path, &Filters { page: None, ..f })
    }

    fn money(&self, minor: i32) -> String {
        format_price(i64::from(minor), self.visit.currency, Decimals::Zero)
    }

    /// Options of a list filter: each toggles its value in the list.
    fn list_options(
        &self,
        counts: &[(String, usize)],
        current: &Option<Vec<String>>,
        label: impl Fn(&str) -> String,
        with: impl Fn(Option<Vec<String>>) -> Filters,
    ) -> Vec<FacetOption> {
        counts
            .iter()
            .map(|(value, count)| FacetOption {
                label: label(value),
                count: *count,
                chosen: current.as_ref().is_some_and(|l| l.contains(value)),
                href: self.href(with(toggled(current, value))),
            })
            .collect()
    }

    /// One on/off option.
    fn switch(&self, label: String, count: usize, chosen: bool, with: impl Fn(bool) -> Filters) -> Vec<FacetOption> {
        vec![FacetOption { label, count, chosen, href: self.href(with(!chosen)) }]
    }

    fn groups(&self, facets: &Facets) -> Vec<FacetGroup> {
        let f = self.filters;
        let group = |key: &'static str, title: &str, options: Vec<FacetOption>| FacetGroup { key, title: self.t(title, &[]), options };
        let mut groups = vec![
            group("price", "filter-price", self.price_options(&facets.price)),
            group("durations", "filter-duration", self.duration_options(&facets.duration)),
        ];
        if facets.age_offered {
            let label = |age: &str| match age {
                "ALL" => self.t("age-all", &[]),
                range => self.t("age-range", &[("range", range.to_string().into())]),
            };
            let options = self.list_options(&facets.age, &f.age_badge, label, |v| Filters { age_badge: v, ..f.clone() });
            groups.push(group("ageBadge", "filter-age", options));
        }
        let discounted = f.discounted == Some(true);
        let discounted_options = self.switch(self.t("filter-discounted-only", &[]), facets.discounted, discounted, |on| Filters {
            discounted: on.then_some(true),
            ..f.clone()
        });
        groups.push(group("discounted", "filter-discounted", discounted_options));
        let room = f.is_no_sharing_room_available == Some(true);
        let room_options = self.switch(self.t("filter-private-room-only", &[]), facets.private_room, room, |on| Filters {
            is_no_sharing_room_available: on.then_some(true),
            ..f.clone()
        });
        groups.push(group("isNoSharingRoomAvailable", "filter-private-room", room_options));
        let badge_label = |b: &str| self.t(&format!("badge-{b}"), &[]);
        let badges = self.list_options(&facets.badge, &f.badge_id, badge_label, |v| Filters { badge_id: v, ..f.clone() });
        groups.push(group("badgeId", "filter-badge", badges));
        groups.push(group("status", "filter-status", self.status_options(&facets.status)));
        let type_label = |v: &str| self.t(&format!("type-{v}"), &[]);
        let types = self.list_options(&facets.travel_type, &f.travel_types, type_label, |v| Filters { travel_types: v, ..f.clone() });
        groups.push(group("travelTypes", "filter-travel-type", types));
        let unique = f.cost_centers.as_ref().is_some_and(|c| c.iter().any(|c| c == UNIQUE));
        let unique_options = self.switch(self.t("filter-unique-only", &[]), facets.unique, unique, |on| Filters {
            cost_centers: on.then(|| vec![UNIQUE.to_string()]),
            ..f.clone()
        });
        groups.push(group("costCenters", "filter-unique", unique_options));
        let style_label = |v: &str| self.t(&format!("style-{v}"), &[]);
        let styles = self.list_options(&facets.travel_style, &f.travel_styles, style_label, |v| Filters { travel_styles: v, ..f.clone() });
        groups.push(group("travelStyles", "filter-travel-style", styles));
        groups.retain(|g| !g.options.is_empty());
        groups
    }

    /// Price ranges: choosing one replaces the bounds; the chosen one clears them.
    fn price_options(&self, counts: &[(PriceRange, usize)]) -> Vec<FacetOption> {
        let f = self.filters;
        counts
            .iter()
            .map(|(range, count)| {
                let chosen = f.price_from == range.price_from && f.price_to == range.price_to;
                let label = match (range.price_from, range.price_to) {
                    (None, Some(to)) => self.t("filter-price-max", &[("amount", self.money(to).into())]),
                    (Some(from), None) => self.t("filter-price-over", &[("amount", self.money(from).into())]),
                    (from, to) => self.t(
                        "filter-price-between",
                        &[("from", self.money(from.unwrap_or(0)).into()), ("to", self.money(to.unwrap_or(0)).into())],
                    ),
                };
                let bounds = if chosen { PriceRange { price_from: None, price_to: None } } else { *range };
                let href = self.href(Filters { price_from: bounds.price_from, price_to: bounds.price_to, ..f.clone() });
                FacetOption { label, count: *count, chosen, href }
            })
            .collect()
    }

    /// Duration options: one at a time; the chosen one clears it.
    fn duration_options(&self, counts: &[(&'static str, usize)]) -> Vec<FacetOption> {
        let f = self.filters;
        counts
            .iter()
            .map(|(label, count)| {
                let chosen = f.durations.as_ref().is_some_and(|d| d.iter().any(|d| d == label));
                let text = duration_option_text(self.visit.host.edition.fluent_locale(), label);
                let durations = (!chosen).then(|| vec![label.to_string()]);
                FacetOption { label: text, count: *count, chosen, href: self.href(Filters { durations, ..f.clone() }) }
            })
            .collect()
    }

    /// Statuses: the default five count as chosen when none is asked for.
    fn status_options(&self, counts: &[(TourStatus, usize)]) -> Vec<FacetOption> {
        let f = self.filters;
        let current = f.statuses_or_default();
        counts
            .iter()
            .map(|(status, count)| {
                let chosen = current.contains(status);
                let mut next: Vec<TourStatus> = current.iter().copied().filter(|s| s != status).collect();
                if !chosen {
                    next.push(*status);
                }
                // Back to the default list: no key at all.
                let mut sorted = next.clone();
                sorted.sort_by_key(|s| *s as u8);
                let status_filter = (!next.is_empty() && sorted != TourStatus::DEFAULT_SEARCH).then_some(sorted);
                FacetOption {
                    label: self.t(&format!("status-{}", status.as_str()), &[]),
                    count: *count,
                    chosen,
                    href: self.href(Filters { status: status_filter, ..f.clone() }),
                }
            })
            .collect()
    }

    /// With no results: drop the dates, the where, or the panel filters.
    fn wider_searches(&self, clear_filters: Option<String>) -> Vec<NamedLink> {
        let f = self.filters;
        let mut options = Vec::new();
        if f.date_from.is_some() || f.date_to.is_some() || f.days_span.is_some() {
            let href = self.href(Filters { date_from: None, date_to: None, days_span: None, ..f.clone() });
            options.push(NamedLink { label: self.t("search-zero-any-date", &[]), href });
        }
        if f.text_search.is_some() || f.destination_id.is_some() || f.continent_id.is_some() {
            let href = self.href(Filters { text_search: None, destination_id: None, continent_id: None, ..f.clone() });
            options.push(NamedLink { label: self.t("search-zero-anywhere", &[]), href });
        }
        if let Some(href) = clear_filters {
            options.push(NamedLink { label: self.t("search-zero-no-filters", &[]), href });
        }
        options
    }
}

/// "Up to 6 days", "Over 10 days": a duration option as the filters name it
/// (spec §5; `OVER_10` starts at 11 days but reads "over 10").
pub fn duration_option_text(locale: &str, label: &str) -> String {
    let days = duration_bounds(label).unwrap_or(search_core::labels::DurationRange { duration_from: None, duration_to: None });
    match (days.duration_from, days.duration_to) {
        (_, Some(max)) => message(locale, "filter-duration-max", &[("days", max.into())]),
        (Some(min), None) => message(locale, "filter-duration-over", &[("days", (min - 1).into())]),
        (None, None) => label.to_string(),
    }
}
