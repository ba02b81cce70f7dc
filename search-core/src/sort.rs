//! Sort values and the rules around them (spec §4 "Sort").

use serde::{Deserialize, Serialize};

/// A sort a visitor can ask for. Wire form is `field:direction`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Sort {
    #[serde(rename = "relevance:desc")]
    RelevanceDesc,
    #[serde(rename = "date:asc")]
    DateAsc,
    #[serde(rename = "price:asc")]
    PriceAsc,
    #[serde(rename = "price:desc")]
    PriceDesc,
    #[serde(rename = "discount:desc")]
    DiscountDesc,
    #[serde(rename = "duration:asc")]
    DurationAsc,
    #[serde(rename = "duration:desc")]
    DurationDesc,
}

impl Sort {
    /// Every sort, in the order the sort menu lists them.
    pub const ALL: [Sort; 7] =
        [Sort::RelevanceDesc, Sort::DateAsc, Sort::PriceAsc, Sort::PriceDesc, Sort::DiscountDesc, Sort::DurationAsc, Sort::DurationDesc];

    pub fn as_str(self) -> &'static str {
        match self {
            Sort::RelevanceDesc => "relevance:desc",
            Sort::DateAsc => "date:asc",
            Sort::PriceAsc => "price:asc",
            Sort::PriceDesc => "price:desc",
            Sort::DiscountDesc => "discount:desc",
            Sort::DurationAsc => "duration:asc",
            Sort::DurationDesc => "duration:desc",
        }
    }

    pub fn parse(text: &str) -> Option<Sort> {
        Sort::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// What is being searched: departures, or destinations (optionally through the
/// full-text engine when the `itineraries-default` experiment asks for it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchTarget {
    Tours,
    Travels { full_text_engine: bool },
}

/// The order actually applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EffectiveSort {
    Requested(Sort),
    /// Relevance of tours is their date.
    DateAsc,
    /// The full-text engine's own ranking.
    Meili,
    /// The catalogue's relevance score.
    ScoreDesc,
}

impl EffectiveSort {
    pub fn as_str(self) -> &'static str {
        match self {
            EffectiveSort::Requested(sort) => sort.as_str(),
            EffectiveSort::DateAsc => "date:asc",
            EffectiveSort::Meili => "meili",
            EffectiveSort::ScoreDesc => "score:desc",
        }
    }
}

/// Relevance is not a column: for tours it means date, for a flagged travel
/// search the engine's ranking, otherwise the relevance score. No sort is relevance.
pub fn effective_sort(requested: Option<Sort>, target: SearchTarget) -> EffectiveSort {
    match (requested.unwrap_or(Sort::RelevanceDesc), target) {
        (Sort::RelevanceDesc, SearchTarget::Tours) => EffectiveSort::DateAsc,
        (Sort::RelevanceDesc, SearchTarget::Travels { full_text_engine: true }) => EffectiveSort::Meili,
        (Sort::RelevanceDesc, SearchTarget::Travels { full_text_engine: false }) => EffectiveSort::ScoreDesc,
        (other, _) => EffectiveSort::Requested(other),
    }
}

/// Results are grouped by month only when the order is chronological-ish:
/// no sort, date ascending or relevance. Any other sort gives a flat list.
pub fn groups_by_month(requested: Option<Sort>) -> bool {
    matches!(requested, None | Some(Sort::DateAsc) | Some(Sort::RelevanceDesc))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names_round_trip() {
        for s in Sort::ALL {
            assert_eq!(Sort::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.as_str()));
        }
        assert_eq!(Sort::parse("price"), None);
        assert_eq!(Sort::parse("PRICE:ASC"), None);
    }

    #[test]
    fn relevance_depends_on_target() {
        let travels = SearchTarget::Travels { full_text_engine: false };
        let flagged = SearchTarget::Travels { full_text_engine: true };
        assert_eq!(effective_sort(Some(Sort::RelevanceDesc), SearchTarget::Tours).as_str(), "date:asc");
        assert_eq!(effective_sort(Some(Sort::RelevanceDesc), flagged).as_str(), "meili");
        assert_eq!(effective_sort(Some(Sort::RelevanceDesc), travels).as_str(), "score:desc");
        assert_eq!(effective_sort(None, travels).as_str(), "score:desc");
        assert_eq!(effective_sort(Some(Sort::PriceDesc), SearchTarget::Tours).as_str(), "price:desc");
    }

    #[test]
    fn only_chronological_sorts_group_by_month() {
        assert!(groups_by_month(None));
        assert!(groups_by_month(Some(Sort::DateAsc)));
        assert!(groups_by_month(Some(Sort::RelevanceDesc)));
        for s in [Sort::PriceAsc, Sort::PriceDesc, Sort::DiscountDesc, Sort::DurationAsc, Sort::DurationDesc] {
            assert!(!groups_by_month(Some(s)), "{s:?} must be flat");
        }
    }
}
