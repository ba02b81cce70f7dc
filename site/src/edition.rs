//! The seven editions of the site (spec §1, §3 "Locale settings", §9) in one table.
//!
//! An edition is a market: its own host, language, currency, date format, week
//! start and community message. Everything that differs between markets is a
//! column here, so adding a market is adding a row.

use crate::route_key::RouteKey;
use search_core::Currency;

/// The content language of an edition; catalogue texts are stored per language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    En,
    It,
    Es,
    Fr,
    De,
}

impl Language {
    pub const ALL: [Language; 5] = [Language::En, Language::It, Language::Es, Language::Fr, Language::De];

    /// The code used for stored texts (`en`, `it`, …).
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::It => "it",
            Language::Es => "es",
            Language::Fr => "fr",
            Language::De => "de",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EditionId {
    International,
    ItIt,
    EnUs,
    EnWe,
    EsEs,
    FrFr,
    DeDe,
}

/// One market. See the table in [`EDITIONS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edition {
    pub id: EditionId,
    /// The locale, or `None` for the international edition (its locale set is empty).
    pub locale: Option<&'static str>,
    /// The `lang` attribute and hreflang value.
    pub html_lang: &'static str,
    pub language: Language,
    /// The language's name in itself, and in English.
    pub language_label: &'static str,
    pub english_language_label: &'static str,
    pub label: &'static str,
    pub country_code: Option<&'static str>,
    /// Appended to the site domain in production (`caravan-trips` + `.it`).
    pub domain_suffix: &'static str,
    /// Locally, `{prefix}.localhost` selects the edition; plain `localhost` is international.
    pub local_prefix: &'static str,
    pub icon: &'static str,
    pub currency: Currency,
    /// chrono format of a short date.
    pub date_format: &'static str,
    pub week_starts_sunday: bool,
    /// Fluent key of the community message.
    pub community_message: &'static str,
    /// Italy and Spain require a tax code at checkout.
    pub tax_code_mandatory: bool,
    pub disabled: bool,
    /// Features this edition switches off: their routes match nothing and
    /// their links point at the not-found placeholder.
    pub switched_off: &'static [RouteKey],
    /// Paths that differ from the language's own (German coordinators stay English).
    pub path_overrides: &'static [(RouteKey, &'static str)],
}

impl Edition {
    /// The Fluent locale whose strings this edition shows: the international edition reads
    /// `en-001`, English with British spelling and euros.
    pub fn fluent_locale(&self) -> &'static str {
        self.locale.unwrap_or("en-001")
    }

    /// The first day of the week in calendars (spec §9: Sunday in US and WE).
    pub fn week_start(&self) -> search_core::period::WeekStart {
        if self.week_starts_sunday {
            search_core::period::WeekStart::Sunday
        } else {
            search_core::period::WeekStart::Monday
        }
    }

    /// A stable code for logs, cookies and tests: `international`, `it-IT`, …
    pub fn code(&self) -> &'static str {
        self.locale.unwrap_or("international")
    }
}

pub const EDITIONS: [Edition; 7] = [
    Edition {
        id: EditionId::International,
        locale: None,
        html_lang: "en",
        language: Language::En,
        language_label: "English",
        english_language_label: "English",
        label: "International",
        country_code: None,
        domain_suffix: ".com",
        local_prefix: "",
        icon: "🌍",
        currency: Currency::EUR,
        date_format: "%d/%m/%Y",
        week_starts_sunday: false,
        community_message: "community-international",
        tax_code_mandatory: false,
        disabled: false,
        switched_off: &[RouteKey::Wishlist],
        path_overrides: &[],
    },
    Edition {
        id: EditionId::ItIt,
        locale: Some("it-IT"),
        html_lang: "it-IT",
        language: Language::It,
        language_label: "Italiano",
        english_language_label: "Italian",
        label: "Italia",
        country_code: Some("IT"),
        domain_suffix: ".it",
        local_prefix: "it",
        icon: "🇮🇹",
        currency: Currency::EUR,
        date_format: "%d/%m/%Y",
        week_starts_sunday: false,
        community_message: "community-it",
        tax_code_mandatory: true,
        disabled: false,
        switched_off: &[],
        path_overrides: &[],
    },
    Edition {
        id: EditionId::EnUs,
        locale: Some("en-US"),
        html_lang: "en-US",
        language: Language::En,
        language_label: "English (US)",
        english_language_label: "English (US)",
        label: "United States",
        country_code: Some("US"),
        domain_suffix: ".us",
        local_prefix: "us",
        icon: "🇺🇸",
        currency: Currency::USD,
        date_format: "%m/%d/%Y",
        week_starts_sunday: true,
        community_message: "community-us",
        tax_code_mandatory: false,
        disabled: false,
        switched_off: &[RouteKey::SearchAi],
        path_overrides: &[],
    },
    Edition {
        id: EditionId::EnWe,
        locale: Some("en-WE"),
        html_lang: "en-GB",
        language: Language::En,
        language_label: "English (UK & Western Europe)",
        english_language_label: "English (UK & Western Europe)",
        label: "United Kingdom & Western Europe",
        country_code: Some("GB"),
        domain_suffix: ".co.uk",
        local_prefix: "we",
        icon: "🇬🇧",
        currency: Currency::GBP,
        date_format: "%d/%m/%Y",
        week_starts_sunday: true,
        community_message: "community-we",
        tax_code_mandatory: false,
        disabled: false,
        switched_off: &[RouteKey::SearchAi, RouteKey::EventsWemeet],
        path_overrides: &[],
    },
    Edition {
        id: EditionId::EsEs,
        locale: Some("es-ES"),
        html_lang: "es-ES",
        language: Language::Es,
        language_label: "Español",
        english_language_label: "Spanish",
        label: "España",
        country_code: Some("ES"),
        domain_suffix: ".es",
        local_prefix: "es",
        icon: "🇪🇸",
        currency: Currency::EUR,
        date_format: "%d/%m/%Y",
        week_starts_sunday: false,
        community_message: "community-es",
        tax_code_mandatory: true,
        disabled: false,
        switched_off: &[RouteKey::SearchAi],
        path_overrides: &[],
    },
    Edition {
        id: EditionId::FrFr,
        locale: Some("fr-FR"),
        html_lang: "fr-FR",
        language: Language::Fr,
        language_label: "Français",
        english_language_label: "French",
        label: "France",
        country_code: Some("FR"),
        domain_suffix: ".fr",
        local_prefix: "fr",
        icon: "🇫🇷",
        currency: Currency::EUR,
        date_format: "%d/%m/%Y",
        week_starts_sunday: false,
        community_message: "community-fr",
        tax_code_mandatory: false,
        disabled: false,
        switched_off: &[RouteKey::SearchAi],
        path_overrides: &[],
    },
    Edition {
        id: EditionId::DeDe,
        locale: Some("de-DE"),
        html_lang: "de-DE",
        language: Language::De,
        language_label: "Deutsch",
        english_language_label: "German",
        label: "Deutschland",
        country_code: Some("DE"),
        domain_suffix: ".de",
        local_prefix: "de",
        icon: "🇩🇪",
        currency: Currency::EUR,
        date_format: "%d.%m.%Y",
        week_starts_sunday: false,
        community_message: "community-de",
        tax_code_mandatory: false,
        disabled: false,
        switched_off: &[RouteKey::SearchAi],
        path_overrides: &[(RouteKey::Coordinators, "/coordinators")],
    },
];

impl EditionId {
    pub fn edition(self) -> &'static Edition {
        EDITIONS.iter().find(|e| e.id == self).expect("every id has a row")
    }
}

/// The international edition: the fallback for unknown hosts.
pub fn international() -> &'static Edition {
    &EDITIONS[0]
}

/// Finds an edition by its code (`international`, `it-IT`, …).
/// The edition of a country (ISO alpha-2), for the geolocation popup.
pub fn for_country(country: &str) -> Option<&'static Edition> {
    EDITIONS.iter().find(|e| !e.disabled && e.country_code.is_some_and(|c| c.eq_ignore_ascii_case(country)))
}

pub fn by_code(code: &str) -> Option<&'static Edition> {
    EDITIONS.iter().find(|e| e.code().eq_ignore_ascii_case(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_matches_the_spec() {
        let codes: Vec<_> = EDITIONS.iter().map(Edition::code).collect();
        assert_eq!(codes, ["international", "it-IT", "en-US", "en-WE", "es-ES", "fr-FR", "de-DE"]);
        let taxed: Vec<_> = EDITIONS.iter().filter(|e| e.tax_code_mandatory).map(Edition::code).collect();
        assert_eq!(taxed, ["it-IT", "es-ES"]);
        let sunday: Vec<_> = EDITIONS.iter().filter(|e| e.week_starts_sunday).map(Edition::code).collect();
        assert_eq!(sunday, ["en-US", "en-WE"]);
        assert_eq!(EditionId::EnUs.edition().currency, Currency::USD);
        assert_eq!(EditionId::EnWe.edition().currency, Currency::GBP);
        // Every row has its own suffix and local prefix.
        for (i, a) in EDITIONS.iter().enumerate() {
            for b in &EDITIONS[i + 1..] {
                assert_ne!(a.domain_suffix, b.domain_suffix);
                assert_ne!(a.local_prefix, b.local_prefix);
            }
        }
        assert_eq!(by_code("IT-it").map(|e| e.id), Some(EditionId::ItIt));
        assert_eq!(international().fluent_locale(), "en-001");
    }
}
