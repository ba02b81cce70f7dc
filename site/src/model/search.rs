//! The search and Ask pages' views: results, facets and pages of results.

use super::*;

/// The Ask page (spec §2 AI search page): the wish, what was understood, and explained results.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AskView {
    pub q: String,
    pub understood: bool,
    pub chips: Vec<AskChip>,
    /// Constraints loosened to find anything: `dates`, `budget`, `neighbours`.
    pub relaxed: Vec<String>,
    pub results: Vec<AskResult>,
    pub page: i64,
    pub last_page: i64,
    pub total: i64,
    /// Nothing understood and nothing found: 'Ops, the spell didn't work!'.
    pub failed: bool,
    /// What the live island needs to parse as the server does.
    pub island: crate::islands::AskContext,
}

/// One understood constraint, with the link that searches without it.
#[derive(Debug, Clone, PartialEq)]
pub struct AskChip {
    /// `destination`, `dates`, … (search_core::ask::ChipKind in camelCase).
    pub kind: String,
    pub label: String,
    pub words: String,
    pub remove_href: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AskResult {
    pub card: TravelCard,
    /// Labels of the chips it meets, and of those it misses.
    pub meets: Vec<String>,
    pub misses: Vec<String>,
}

/// One page of results.
#[derive(Debug, Clone, PartialEq)]
pub struct Paged<T> {
    pub items: Vec<T>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
}

impl<T> Paged<T> {
    pub fn last_page(&self) -> i64 {
        ((self.total + self.per_page - 1) / self.per_page.max(1)).max(1)
    }
}

/// The search results page.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResults {
    pub filters: Filters,
    pub hits: SearchHits,
    pub group_by_month: bool,
    /// The filter panel, groups in the spec's order (spec §9 "Filters").
    pub facets: Vec<FacetGroup>,
    /// The search without any panel filter, when some is set.
    pub clear_filters: Option<String>,
    /// With no results: wider searches to try (spec §4 zero-result banner).
    pub zero_options: Vec<NamedLink>,
    /// What the search bar shows as chosen, read from the query.
    pub selection: search_core::selection::SearchSelection,
}

/// One filter of the panel: a heading and its options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetGroup {
    /// The query key it sets (`durations`, `status`, …), also its test id.
    pub key: &'static str,
    pub title: String,
    pub options: Vec<FacetOption>,
}

/// One option: a link to the same search with the option chosen (or, when it
/// is chosen, without it) and the departures it would find.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetOption {
    pub label: String,
    pub count: usize,
    pub href: String,
    pub chosen: bool,
}

/// What a search lists: departures, or trips with `tab=travels` (spec §7).
#[derive(Debug, Clone, PartialEq)]
pub enum SearchHits {
    Tours(Paged<TourRow>),
    Travels(Paged<TravelCard>),
}

impl SearchHits {
    /// The Fluent key of the results summary ("We found N departures / trips").
    pub fn summary_key(&self) -> &'static str {
        match self {
            SearchHits::Tours(_) => "search-summary",
            SearchHits::Travels(_) => "search-summary-travels",
        }
    }

    pub fn total(&self) -> i64 {
        match self {
            SearchHits::Tours(p) => p.total,
            SearchHits::Travels(p) => p.total,
        }
    }
}
