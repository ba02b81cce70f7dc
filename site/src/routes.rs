//! Localised routes (spec §2): one table from which the server matches incoming
//! paths and the pages build links, canonical URLs and hreflang alternates.
//!
//! Each [`RouteKey`] has a path per language; an edition can override a path
//! (German coordinators stay English) or switch a feature off, in which case the
//! route's path is the not-found placeholder and nothing matches it.

use crate::edition::{Edition, Language};
pub use crate::route_key::RouteKey;

/// Where a switched-off feature points: a path that is always a 404.
pub const PLACEHOLDER_PATH: &str = "/_not-found-abracadabra";

/// The brand word used in `wemeet-by-{product}` routes and `{product}ersCount`.
pub const PRODUCT: &str = "caravan";

/// Paths of a route key that depend on the edition (its language, its overrides).
impl RouteKey {
    /// This route's path in an edition, or `None` where the feature is off there.
    pub fn path(self, edition: &Edition) -> Option<&'static str> {
        if edition.switched_off.contains(&self) {
            return None;
        }
        let own = edition.path_overrides.iter().find(|(key, _)| *key == self).map(|(_, path)| *path);
        Some(own.unwrap_or(self.paths()[language_index(edition.language)]))
    }

    /// Like [`RouteKey::path`] but a switched-off feature yields the 404 placeholder,
    /// so a link can always be built.
    pub fn href(self, edition: &Edition) -> &'static str {
        self.path(edition).unwrap_or(PLACEHOLDER_PATH)
    }
}

fn language_index(language: Language) -> usize {
    Language::ALL.iter().position(|l| *l == language).unwrap_or(0)
}

/// The login, coming back to `back` afterwards.
pub fn login_href(edition: &Edition, back: &str) -> String {
    let back: String = form_urlencoded::byte_serialize(back.as_bytes()).collect();
    format!("{}?back={back}", RouteKey::Login.href(edition))
}

/// The word after a travel slug that opens its itinerary.
pub fn itinerary_word(edition: &Edition) -> &'static str {
    ["itinerary", "itinerario", "itinerario", "itineraire", "reiseverlauf"][language_index(edition.language)]
}

/// A resolved page address: a fixed route or a dynamic one with its parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    Fixed(RouteKey),
    Travel {
        travel: String,
    },
    Itinerary {
        travel: String,
    },
    Tour {
        travel: String,
        tour: String,
    },
    Coordinator {
        coordinator: String,
    },
    /// The catch-all custom page, by slug (path without surrounding slashes).
    Custom {
        slug: String,
    },
}

impl Route {
    /// The path of this route in an edition; `None` where it does not exist there.
    pub fn path(&self, edition: &Edition) -> Option<String> {
        let travels = || RouteKey::Travels.path(edition);
        match self {
            Route::Fixed(key) => key.path(edition).map(str::to_string),
            Route::Travel { travel } => travels().map(|base| format!("{base}/{travel}")),
            Route::Itinerary { travel } => travels().map(|base| format!("{base}/{travel}/{}", itinerary_word(edition))),
            Route::Tour { travel, tour } => travels().map(|base| format!("{base}/{travel}/{tour}")),
            Route::Coordinator { coordinator } => RouteKey::Coordinators.path(edition).map(|base| format!("{base}/{coordinator}")),
            Route::Custom { slug } => Some(format!("/{slug}")),
        }
    }

    /// The page-type label used for tracking (spec §2).
    pub fn page_type(&self) -> &'static str {
        match self {
            Route::Fixed(key) => key.page_type(),
            Route::Travel { .. } | Route::Itinerary { .. } => "travels-travel",
            Route::Tour { .. } => "travels-travel-tour",
            Route::Coordinator { .. } | Route::Custom { .. } => "custom-page",
        }
    }

    /// Matches a request path in an edition. Trailing slashes are ignored;
    /// `None` means no page can live there (a 404 without asking storage).
    pub fn match_path(edition: &Edition, path: &str) -> Option<Route> {
        let trimmed = path.trim_end_matches('/');
        let path = if trimmed.is_empty() { "/" } else { trimmed };
        if path == PLACEHOLDER_PATH || !path.starts_with('/') {
            return None;
        }
        if let Some(key) = RouteKey::ALL.into_iter().find(|k| k.path(edition) == Some(path)) {
            return Some(Route::Fixed(key));
        }
        let segments: Vec<&str> = path[1..].split('/').collect();
        if segments.iter().any(|s| !is_slug(s)) {
            return None;
        }
        let travels = RouteKey::Travels.path(edition).map(|p| &p[1..]);
        let coordinators = RouteKey::Coordinators.path(edition).map(|p| &p[1..]);
        match segments.as_slice() {
            [base, travel] if Some(*base) == travels => Some(Route::Travel { travel: travel.to_string() }),
            [base, travel, word] if Some(*base) == travels && *word == itinerary_word(edition) => {
                Some(Route::Itinerary { travel: travel.to_string() })
            }
            [base, travel, tour] if Some(*base) == travels => Some(Route::Tour { travel: travel.to_string(), tour: tour.to_string() }),
            [base, coordinator] if Some(*base) == coordinators => Some(Route::Coordinator { coordinator: coordinator.to_string() }),
            // A path that is another edition's fixed route is not a custom page here.
            _ if is_foreign_route(edition, path) => None,
            _ => Some(Route::Custom { slug: path[1..].to_string() }),
        }
    }
}

/// A slug segment: lowercase ASCII letters, digits and dashes (tour codes may be upper case).
fn is_slug(segment: &str) -> bool {
    !segment.is_empty() && segment.len() <= 120 && segment.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether `path` belongs to some other edition's route table (or its dynamic bases).
fn is_foreign_route(edition: &Edition, path: &str) -> bool {
    let first = path.split('/').nth(1).unwrap_or("");
    crate::edition::EDITIONS.iter().filter(|e| e.id != edition.id).any(|other| {
        RouteKey::ALL.into_iter().any(|k| {
            k.path(other).is_some_and(|p| p == path || (matches!(k, RouteKey::Travels | RouteKey::Coordinators) && p[1..] == *first))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::{EditionId, EditionId::*, EDITIONS};

    fn ed(id: EditionId) -> &'static Edition {
        id.edition()
    }

    #[test]
    fn english_paths_are_exactly_the_spec_ones() {
        let us = ed(EnUs);
        let expected = [
            (RouteKey::Travels, "/destinations"),
            (RouteKey::Coordinators, "/coordinators"),
            (RouteKey::Tours, "/confirmed-tour-departures"),
            (RouteKey::AgeGroups, "/age-groups"),
            (RouteKey::HowItWorks, "/how-it-works"),
            (RouteKey::NoSharingRoom, "/no-sharing-room"),
            (RouteKey::Contacts, "/contacts"),
            (RouteKey::LegalGeneralCondition, "/legal/general-condition"),
            (RouteKey::LegalPrivacyPolicy, "/legal/privacy-policy"),
            (RouteKey::LegalTermsConditions, "/legal/terms-conditions"),
            (RouteKey::LegalCancellationPolicy, "/legal/cancellation-policy"),
            (RouteKey::AreaAsia, "/asia-trips"),
            (RouteKey::AreaEurope, "/europe-trips"),
            (RouteKey::AreaAmerica, "/america-trips"),
            (RouteKey::AreaAfrica, "/africa-trips"),
            (RouteKey::AreaOceania, "/oceania-trips"),
            (RouteKey::AreaAntarctica, "/antarctica-trips"),
            (RouteKey::OurValues, "/our-values"),
            (RouteKey::Search, "/search"),
            (RouteKey::Wishlist, "/wishlist"),
            (RouteKey::EventsWemeet, "/events-wemeet"),
            (RouteKey::Sales, "/sales"),
        ];
        for (key, path) in expected {
            assert_eq!(key.path(us), Some(path), "{key:?}");
        }
    }

    #[test]
    fn localised_examples_from_the_spec() {
        assert_eq!(Route::Travel { travel: "x".into() }.path(ed(DeDe)).as_deref(), Some("/reiseziele/x"));
        assert_eq!(RouteKey::Search.path(ed(DeDe)), Some("/suchen"));
        assert_eq!(RouteKey::Wishlist.path(ed(DeDe)), Some("/wunschliste"));
        assert_eq!(Route::Travel { travel: "x".into() }.path(ed(EsEs)).as_deref(), Some("/viajes/x"));
        assert_eq!(RouteKey::Search.path(ed(EsEs)), Some("/buscar"));
        assert_eq!(RouteKey::Wishlist.path(ed(EsEs)), Some("/lista-de-deseos"));
        assert_eq!(RouteKey::EventsWemeet.path(ed(EsEs)), Some("/eventos-wemeet"));
        assert_eq!(RouteKey::Travels.path(ed(ItIt)), Some("/viaggi"));
        assert_eq!(RouteKey::Tours.path(ed(ItIt)), Some("/partenze-viaggi-confermati"));
        assert_eq!(RouteKey::Search.path(ed(ItIt)), Some("/cerca"));
        assert_eq!(RouteKey::Wishlist.path(ed(ItIt)), Some("/preferiti"));
        assert_eq!(Route::Coordinator { coordinator: "anna".into() }.path(ed(ItIt)).as_deref(), Some("/coordinatori/anna"));
        assert_eq!(Route::Coordinator { coordinator: "anna".into() }.path(ed(DeDe)).as_deref(), Some("/coordinators/anna"));
        assert_ne!(RouteKey::Travels.path(ed(FrFr)), RouteKey::Travels.path(ed(EnUs)));
    }

    #[test]
    fn placeholders_switch_features_off() {
        for id in [EnUs, EnWe, FrFr, DeDe, EsEs] {
            assert_eq!(RouteKey::SearchAi.path(ed(id)), None, "{id:?}");
            assert_eq!(RouteKey::SearchAi.href(ed(id)), PLACEHOLDER_PATH);
        }
        assert!(RouteKey::SearchAi.path(ed(ItIt)).is_some());
        assert_eq!(RouteKey::EventsWemeet.path(ed(EnWe)), None);
        assert_eq!(RouteKey::Wishlist.path(ed(International)), None);
        assert_eq!(Route::match_path(ed(EnUs), "/search-ai"), None);
        assert_eq!(Route::match_path(ed(EnWe), "/events-wemeet"), None);
        assert_eq!(Route::match_path(ed(International), "/wishlist"), None);
        assert_eq!(Route::match_path(ed(ItIt), PLACEHOLDER_PATH), None);
    }

    #[test]
    fn every_path_matches_back_to_its_route_in_every_edition() {
        for edition in &EDITIONS {
            for key in RouteKey::ALL {
                if let Some(path) = key.path(edition) {
                    assert_eq!(Route::match_path(edition, path), Some(Route::Fixed(key)), "{} {path}", edition.code());
                }
            }
            for route in [
                Route::Travel { travel: "peru-inca-trail".into() },
                Route::Itinerary { travel: "peru-inca-trail".into() },
                Route::Tour { travel: "peru-inca-trail".into(), tour: "PER-270301-A".into() },
                Route::Coordinator { coordinator: "anna-rossi".into() },
            ] {
                let path = route.path(edition).unwrap();
                assert_eq!(Route::match_path(edition, &path), Some(route.clone()), "{path}");
                assert_eq!(Route::match_path(edition, &format!("{path}/")), Some(route), "trailing slash");
            }
        }
    }

    #[test]
    fn paths_are_unique_within_an_edition() {
        for edition in &EDITIONS {
            let mut seen = std::collections::HashSet::new();
            for key in RouteKey::ALL {
                if let Some(path) = key.path(edition) {
                    assert!(seen.insert(path), "{} repeats {path}", edition.code());
                }
            }
        }
    }

    #[test]
    fn other_editions_paths_do_not_match() {
        assert_eq!(Route::match_path(ed(International), "/viaggi"), None);
        assert_eq!(Route::match_path(ed(International), "/viaggi/peru"), None);
        assert_eq!(Route::match_path(ed(ItIt), "/destinations"), None);
        assert_eq!(Route::match_path(ed(DeDe), "/cerca"), None);
        // Shared words stay valid where they are the edition's own.
        assert_eq!(Route::match_path(ed(DeDe), "/coordinators"), Some(Route::Fixed(RouteKey::Coordinators)));
    }

    #[test]
    fn unknown_simple_paths_are_custom_pages_and_odd_ones_are_rejected() {
        assert_eq!(Route::match_path(ed(ItIt), "/summer-2027"), Some(Route::Custom { slug: "summer-2027".into() }));
        assert_eq!(Route::match_path(ed(ItIt), "/a b"), None);
        assert_eq!(Route::match_path(ed(ItIt), "/../etc/passwd"), None);
        assert_eq!(Route::match_path(ed(ItIt), "//x"), None);
        assert_eq!(Route::match_path(ed(ItIt), "relative"), None);
    }

    #[test]
    fn page_types() {
        assert_eq!(Route::Fixed(RouteKey::Search).page_type(), "search");
        assert_eq!(Route::Fixed(RouteKey::AreaAsia).page_type(), "areas-continent-slug");
        assert_eq!(Route::Travel { travel: "x".into() }.page_type(), "travels-travel");
        assert_eq!(Route::Tour { travel: "x".into(), tour: "y".into() }.page_type(), "travels-travel-tour");
        assert_eq!(Route::Fixed(RouteKey::Faqs).page_type(), "custom-page");
    }
}
