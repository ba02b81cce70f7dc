//! The frame every page shares besides its data: the built front-end files,
//! the feature flags, the edition switcher and a provider's chat widget.

use std::sync::Arc;

/// Built front-end files, from the Vite manifest. Empty when the shell was not
/// built: pages still work, without islands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assets {
    /// URL of the island bundle's entry module.
    pub script: Option<String>,
    /// URL of the stylesheet: named by its content, so a browser keeps it a year.
    pub stylesheet: String,
    /// The stylesheet served there: the site's and the islands' CSS, minified.
    pub styles: Arc<str>,
    /// The same, read into rules: each page inlines those its first screen uses.
    pub critical: Arc<crate::critical_css::CriticalCss>,
    /// URL of the islands' shared labels ([`crate::islands::SharedLabels`]) by Fluent locale:
    /// named by their content, like the stylesheet.
    pub labels: std::collections::BTreeMap<&'static str, String>,
}

/// Feature flags (spec §6) that change what pages show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Flags {
    pub wishlist: bool,
    pub talk_to_us: bool,
}

impl Default for Flags {
    fn default() -> Self {
        Flags { wishlist: true, talk_to_us: true }
    }
}

/// A messaging provider's widget loader and client key.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ChatWidget {
    /// The provider's loader script (absolute URL).
    pub loader_url: String,
    pub client_key: String,
}

/// One entry of the edition switcher.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditionLink {
    pub label: &'static str,
    pub html_lang: &'static str,
    pub url: String,
    pub current: bool,
}
