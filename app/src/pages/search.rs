//! The search page (spec §2 "Search", §4, §8, §9): the search bar, the filter
//! panel with counts, the sort menu, trips or departures (grouped by month when
//! the sort asks for it), pagination, and the zero-result banner. Everything
//! works without JavaScript: filters are links and the sort is a form, each
//! keeping every other filter. With JavaScript, the `live-search` island
//! swaps the results in place and keeps the URL and history in step.

use crate::components::search_bar::{recent_searches_props, search_bar_props};
use crate::components::{Pagination, TourList, TravelGrid};
use crate::island::Island;
use crate::model::*;
use crate::routes::RouteKey;
use crate::text::fmt_month;
use crate::{ctx, fmt_date, t, t_args};
use caravan_site::islands::{LiveSearchProps, SearchBarVariant};
use leptos::prelude::*;
use search_core::selection::{SearchSelection, When, Where};
use search_core::Filters;

/// "We found 1.234 departures for you": the count in the edition's words and grouping.
pub fn summary(hits: &SearchHits) -> String {
    t_args(hits.summary_key(), &[("count", hits.total().into())])
}

pub fn search(r: SearchResults) -> AnyView {
    let e = ctx().edition;
    let f = &r.filters;
    let empty = r.hits.total() == 0;
    let form = compact_search_form(f, &r.selection);
    let zero = empty.then(|| zero_results(f, r.zero_options.clone()));
    let found = (!empty).then(|| results(&r));
    let tabs_filters = f.clone();
    view! {
        <div class="container section search-page">
            <h1>{t("search-title")}</h1>
            <Island name="search-bar" props=search_bar_props(SearchBarVariant::Inline, r.selection.clone())>
                {form}
            </Island>
            {crate::components::quick_search::ask_entry()}
            <Island name="recent-searches" props=recent_searches_props(false)>""</Island>
            <Island name="live-search" props=LiveSearchProps { search_path: RouteKey::Search.href(e).to_string() }>""</Island>
            <div class="search-layout" data-live-search>
                <FilterPanel groups=r.facets.clone() clear=r.clear_filters.clone() sort=sort_form(f) />
                <div class="search-main" id="search-results" aria-live="polite">
                    <SearchTabs filters=tabs_filters />
                    <p class="lead search-main__count" role="status">{summary(&r.hits)}</p>
                    {zero}
                    {found}
                    {match &r.hits {
                        SearchHits::Tours(p) => view! { <Pagination page=p.page last_page=p.last_page() /> }.into_any(),
                        SearchHits::Travels(p) => view! { <Pagination page=p.page last_page=p.last_page() /> }.into_any(),
                    }}
                </div>
            </div>
            // With no results the empty box already offers the travels list: once is enough.
            {(!empty).then(|| view! { <p class="search-page__all"><a href=RouteKey::Travels.href(e)>{t("see-all-travels")}</a></p> })}
        </div>
    }
    .into_any()
}

fn results(r: &SearchResults) -> AnyView {
    match r.hits.clone() {
        SearchHits::Tours(tours) => view! {
            <div data-testid="search-results">
                <TourList rows=tours.items show_travel=true group_by_month=r.group_by_month top_level=true />
            </div>
        }
        .into_any(),
        SearchHits::Travels(travels) => view! {
            <div data-testid="search-results">
                // Cards carry h3 titles: the list needs its own h2 for the heading order.
                <h2 class="visually-hidden">{t("search-tab-travels")}</h2>
                <TravelGrid travels=travels.items testid="search-travels" />
            </div>
        }
        .into_any(),
    }
}

/// No results: the where-not-found text when free text found nothing, the
/// banner with wider searches, and the box linking the travels list.
fn zero_results(f: &Filters, options: Vec<NamedLink>) -> AnyView {
    let e = ctx().edition;
    view! {
        <div class="empty-box" data-testid="search-empty">
            <p class="empty-box__title">{t("search-zero-title")}</p>
            {f.text_search.clone().map(|text| {
                view! { <p data-testid="where-not-found">{t_args("search-where-not-found", &[("text", text.into())])}</p> }
            })}
            {(!options.is_empty()).then(|| view! {
                <p>{t("search-zero-options")}</p>
                <ul class="empty-box__options" data-testid="zero-options">
                    {options.into_iter().map(|o| view! { <li><a href=o.href>{o.label}</a></li> }).collect_view()}
                </ul>
            })}
            <a class="button" href=RouteKey::Travels.href(e)>{t("see-all-travels")}</a>
        </div>
    }
    .into_any()
}

/// The filter panel: the sort, then one list of links per filter, each with
/// its count. A chosen option is marked and links to the search without it.
/// Below 1024px the panel is folded behind one row and opens as a full-height
/// sheet (a native disclosure: no JavaScript needed); from 1024px the
/// stylesheet keeps it unfolded beside the results.
#[component]
fn FilterPanel(groups: Vec<FacetGroup>, clear: Option<String>, sort: AnyView) -> impl IntoView {
    view! {
        <details class="filter-panel" aria-labelledby="filters-title" data-testid="filter-panel">
            <summary class="filter-panel__summary">
                <h2 id="filters-title" class="filter-panel__title">{t("filters-sort-title")}</h2>
            </summary>
            {sort}
            {clear.map(|href| view! { <a class="filter-panel__clear" href=href data-testid="filters-clear">{t("filters-clear")}</a> })}
            {groups
                .into_iter()
                .map(|g| {
                    let id = format!("filter-{}", g.key);
                    // Found by tests as `section[aria-labelledby=filter-…]`: no test hook on each of ten groups.
                    let labelled_by = id.clone();
                    view! {
                        <section class="filter-group" aria-labelledby=labelled_by>
                            <h3 id=id>{g.title}</h3>
                            <ul>
                                {g.options
                                    .into_iter()
                                    .map(|o| {
                                        let empty = o.count == 0 && !o.chosen;
                                        view! {
                                            <li>
                                                <a
                                                    href=o.href
                                                    {..crate::components::optional_class(empty.then_some("filter-option--empty"))}
                                                    aria-current=o.chosen.then_some("true")
                                                >
                                                    // Classless (the group styles its links), and the chosen state as aria-current: 30-odd
                                                    // options on every search page.
                                                    <span>{o.label}</span>
                                                    <small>{o.count}</small>
                                                </a>
                                            </li>
                                        }
                                    })
                                    .collect_view()}
                            </ul>
                        </section>
                    }
                })
                .collect_view()}
        </details>
    }
}

/// What the search bar shows for a selection, in words: "Europe", "March 2027".
fn selection_words(selection: &SearchSelection) -> (String, String) {
    let place = match &selection.place {
        Where::Anywhere => t("search-where"),
        Where::Destination(place) => place.name.clone(),
        Where::Continents(continents) => continents.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", "),
        Where::Text(text) => text.clone(),
    };
    let day = |d: &Option<String>| d.as_deref().and_then(search_core::date::parse_iso);
    let when = match &selection.when {
        When::Whenever => t("search-any-time"),
        When::Period(p) => search_core::date::parse_iso(&p.starting_date).map(fmt_month).unwrap_or_else(|| p.name.clone()),
        When::Dates(range) => {
            [day(&range.date_from), day(&range.date_to)].into_iter().flatten().map(fmt_date).collect::<Vec<_>>().join(" – ")
        }
    };
    (place, when)
}

/// The search form until the search bar island mounts, and without JavaScript:
/// on phones folded behind a summary as tall as the island's bar, so the page
/// does not jump when the island takes its place (the stylesheet unfolds it
/// from 768px).
fn compact_search_form(f: &Filters, selection: &SearchSelection) -> impl IntoView {
    let (place, when) = selection_words(selection);
    view! {
        <details class="search-form-toggle">
            <summary class="search-form-toggle__summary">
                <span class="search-form-toggle__where">{place}</span>
                <span class="search-form-toggle__when">{when}</span>
            </summary>
            {search_form(f)}
        </details>
    }
}

fn search_form(f: &Filters) -> impl IntoView {
    let e = ctx().edition;
    view! {
        <form class="search-form" method="get" action=RouteKey::Search.href(e) role="search">
            {kept_filters(f, &["textSearch", "dateFrom", "dateTo", "page"])}
            <div class="field">
                <label for="search-text">{t("search-where")}</label>
                <input id="search-text" type="search" name="textSearch" value=f.text_search.clone().unwrap_or_default()
                    placeholder=t("search-where-placeholder") />
            </div>
            <div class="field">
                <label for="search-from">{t("search-date-from")}</label>
                <input id="search-from" type="date" name="dateFrom" value=f.date_from.clone().unwrap_or_default() />
            </div>
            <div class="field">
                <label for="search-to">{t("search-date-to")}</label>
                <input id="search-to" type="date" name="dateTo" value=f.date_to.clone().unwrap_or_default() />
            </div>
            <button type="submit" class="button">{t("search-submit")}</button>
        </form>
    }
}

/// The sort menu: a form that keeps every other filter.
fn sort_form(f: &Filters) -> AnyView {
    let e = ctx().edition;
    let sort_value = f.sort.map(|s| s.as_str()).unwrap_or("");
    view! {
        <form class="sort-form" method="get" action=RouteKey::Search.href(e) data-testid="sort-form">
            {kept_filters(f, &["sort", "page"])}
            <label for="search-sort">{t("sort-label")}</label>
            <select id="search-sort" name="sort">
                <option value="" selected=sort_value.is_empty()>{t("sort-relevance")}</option>
                {search_core::Sort::ALL
                    .into_iter()
                    .filter(|s| *s != search_core::Sort::RelevanceDesc)
                    .map(|s| {
                        view! {
                            <option value=s.as_str() selected=sort_value == s.as_str()>
                                {t(&format!("sort-{}", s.as_str().replace(':', "-")))}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <button type="submit" class="button button--ghost">{t("sort-apply")}</button>
        </form>
    }
    .into_any()
}

#[component]
fn SearchTabs(filters: Filters) -> impl IntoView {
    let c = ctx();
    let on_travels = filters.tab.as_deref() == Some("travels");
    let href = |tab: Option<&str>| {
        let mut f = filters.clone();
        f.tab = tab.map(str::to_string);
        f.page = None;
        search_core::search_url(RouteKey::Search.href(c.edition), &f)
    };
    view! {
        <nav class="search-tabs" aria-label=t("search-title") data-testid="search-tabs">
            <a href=href(Some("travels")) aria-current=on_travels.then_some("page")>{t("search-tab-travels")}</a>
            <a href=href(None) aria-current=(!on_travels).then_some("page")>{t("search-tab-tours")}</a>
        </nav>
    }
}

/// Hidden fields that carry every filter a form does not show, so changing
/// what it shows keeps the rest (a new search starts at page 1).
fn kept_filters(filters: &Filters, shown: &[&str]) -> impl IntoView {
    let shown: Vec<String> = shown.iter().map(|s| s.to_string()).collect();
    form_urlencoded::parse(filters.to_query().as_bytes())
        .filter(|(key, _)| !shown.iter().any(|s| s == key.trim_end_matches("[]")))
        .map(|(key, value)| view! { <input type="hidden" name=key.into_owned() value=value.into_owned() /> })
        .collect_view()
}
