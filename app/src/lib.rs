//! Caravan's pages as Leptos components, rendered to HTML on the server only
//! (no hydration, no Leptos router: routing is [`routes`], data comes from the
//! server as [`model::Page`]). Interactive parts are React islands: a component
//! renders a placeholder with a working no-JS fallback, see [`island`].

pub mod components;
pub mod edition;
pub mod i18n;
pub mod island;
pub mod layout;
pub mod layout_content;
pub mod model;
pub mod pages;
pub mod routes;
pub mod text;
pub mod view_params;

use edition::Edition;
use leptos::prelude::*;
use model::Page;
use routes::Route;
use search_core::Currency;
use std::sync::Arc;

/// Built front-end files, from the Vite manifest. Empty when the shell was not
/// built: pages still work, without islands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assets {
    /// URL of the island bundle's entry module.
    pub script: Option<String>,
    /// URL of the site stylesheet (also served, for tools; pages inline it).
    pub stylesheet: String,
    /// The site's and the islands' CSS, inlined in every page's `<head>`: no
    /// render-blocking request before the first paint.
    pub inline_styles: Arc<str>,
}

/// Feature flags (spec §6) that change what pages show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flags {
    pub wishlist: bool,
    pub talk_to_us: bool,
}

impl Default for Flags {
    fn default() -> Self {
        Flags { wishlist: true, talk_to_us: true }
    }
}

/// Everything a page needs besides its data; provided as Leptos context.
#[derive(Debug, Clone)]
pub struct PageContext {
    pub edition: &'static Edition,
    pub currency: Currency,
    /// The matched route; `None` on error pages.
    pub route: Option<Route>,
    /// The request path, for the currency form's way back.
    pub path: String,
    pub canonical: Option<String>,
    /// (hreflang, absolute URL) of this page in the other editions.
    pub alternates: Vec<(String, String)>,
    pub assets: Arc<Assets>,
    /// The language and currency switcher: this page (or home) in every edition.
    pub edition_links: Vec<EditionLink>,
    pub flags: Flags,
    pub today: chrono::NaiveDate,
    /// Where checkout lives: `{bookings_host}/booking/{tourId}/start`.
    pub bookings_host: Arc<str>,
    /// The edition's content-managed menus, footer, beans and contacts.
    pub layout: Arc<layout_content::LayoutContent>,
    /// Open modal, calendar month, FAQ tab: read from the query.
    pub view: view_params::ViewParams,
    /// Bean bars the visitor closed (a cookie), left out of the page.
    pub closed_beans: Vec<String>,
    /// A messaging provider's chat widget (spec §7), used instead of the built-in assistant.
    pub chat_widget: Option<ChatWidget>,
}

/// A messaging provider's widget loader and client key.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChatWidget {
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

/// Reads the page context inside a component: a shared `Arc`, since `t()`
/// reads it for every string of the page.
pub fn ctx() -> Arc<PageContext> {
    use_context::<Arc<PageContext>>().expect("render_document provides the page context")
}

/// Renders a whole HTML document for a page.
pub fn render_document(context: PageContext, page: Page) -> String {
    let owner = Owner::new();
    let html = owner.with(|| {
        provide_context(Arc::new(context));
        layout::Document(layout::DocumentProps { page }).to_html()
    });
    // Leptos writes `<!>` comments as hydration anchors; these pages are never
    // hydrated, and inside <title> the marker would be shown as text. User text
    // is always escaped, so the literal sequence can only be a marker.
    format!("<!DOCTYPE html>{}", html.replace("<!>", ""))
}

pub use text::{fmt_date, fmt_price, t, t_args};
