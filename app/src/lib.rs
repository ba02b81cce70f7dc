//! Caravan's pages as Leptos components, rendered to HTML on the server only
//! (no hydration, no Leptos router: routing is [`routes`], data comes from the
//! server as [`model::Page`]). Interactive parts are React islands: a component
//! renders a placeholder with a working no-JS fallback, see [`island`].

pub mod components;
pub mod island;
pub mod layout;
pub mod pages;
pub mod render_cache;
pub mod text;

// What the pages draw comes from the site crate; re-exported so components
// name it as `crate::model`, `crate::routes`, … like their own modules.
pub use caravan_site::page::{Assets, ChatWidget, EditionLink, Flags};
pub use caravan_site::{edition, i18n, layout_content, model, route_key, routes, view_params};

use edition::Edition;
use leptos::prelude::*;
use model::Page;
use routes::Route;
use search_core::Currency;
use std::sync::Arc;

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
    /// The parts of pages drawn from that content, kept for the next page of the edition.
    pub render_caches: Arc<render_cache::RenderCaches>,
    /// Open modal, calendar month, FAQ tab: read from the query.
    pub view: view_params::ViewParams,
    /// Bean bars the visitor closed (a cookie), left out of the page.
    pub closed_beans: Vec<String>,
    /// A messaging provider's chat widget (spec §7), used instead of the built-in assistant.
    pub chat_widget: Option<ChatWidget>,
}

/// The texts of the islands on every page, for an edition whose messages are `locale`: served
/// once per edition rather than in each page (see [`caravan_site::islands::SharedLabels`]).
pub fn shared_labels(locale: &str) -> caravan_site::islands::SharedLabels {
    caravan_site::islands::SharedLabels {
        account_menu: components::account::labels(locale),
        search_bar: components::search_bar::search_bar_labels(locale),
        chat_assistant: layout::beans::chat_labels(locale),
    }
}

/// Reads the page context inside a component: a shared `Arc`, since `t()`
/// reads it for every string of the page.
pub fn ctx() -> Arc<PageContext> {
    use_context::<Arc<PageContext>>().expect("render_document provides the page context")
}

/// Renders a whole HTML document for a page.
pub fn render_document(context: PageContext, page: Page) -> String {
    let critical = context.assets.critical.clone();
    let american = context.edition.id == caravan_site::edition::EditionId::EnUs;
    let owner = Owner::new();
    // The page is written into this thread's buffer of the last render, not into a string grown
    // by doubling from empty (a twentieth of a render was reallocating and copying it).
    let mut html = RENDER_BUFFER.take();
    html.clear();
    owner.with(|| {
        provide_context(Arc::new(context));
        layout::Document(layout::DocumentProps { page }).to_html_with_buf(
            &mut html,
            &mut leptos::tachys::view::Position::FirstChild,
            true,
            false,
            Vec::new(),
        );
    });
    let css = critical.for_page(&html);
    let placeholder = format!("<style id=\"{CRITICAL_CSS_ID}\"></style>");
    let mut document = String::with_capacity(html.len() + css.len() + 32);
    document.push_str("<!DOCTYPE html>");
    // One pass, no second copy of the page: render time is mostly bytes moved.
    let mut write = |part: &str| push_props_single_quoted(&mut document, part);
    match html.split_once(&placeholder) {
        Some((head, body)) => {
            write(head);
            write("<style>");
            write(&css);
            write("</style>");
            write(body);
        }
        None => write(&html),
    }
    if html.capacity() <= MAX_KEPT_BUFFER {
        RENDER_BUFFER.set(html);
    }
    // The English texts are British; the US edition reads them in its own spelling.
    if american {
        return caravan_site::spelling::american_html(&document);
    }
    document
}

thread_local! {
    /// The last render's buffer on this thread, reused by the next ([`render_document`]).
    static RENDER_BUFFER: std::cell::Cell<String> = const { std::cell::Cell::new(String::new()) };
}

/// A buffer grown past this by an unusually long page is freed rather than kept.
const MAX_KEPT_BUFFER: usize = 1 << 20;

/// The id of the `<style>` the page's critical CSS goes into.
pub const CRITICAL_CSS_ID: &str = "critical-css";

pub use text::{fmt_date, fmt_money, fmt_price, t, t_args};

/// Searched in every rendered page (SIMD `memmem`: std's `str::find` was a tenth of a render).
static PROPS_ATTRIBUTE: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new("data-props=\""));

/// Copies `html`, writing each island's `data-props="{&quot;json&quot;…}"` as
/// `data-props='{"json"…}'`: Leptos quotes every attribute with `"`, which turns each quote of
/// the JSON into six bytes (about 4 KB a page). The browser reads the same value either way.
/// The rest is copied without Leptos's `<!>` hydration anchors ([`push_without_marks`]).
fn push_props_single_quoted(out: &mut String, html: &str) {
    let mut rest = html;
    while let Some(at) = PROPS_ATTRIBUTE.find(rest.as_bytes()) {
        let value_start = at + PROPS_ATTRIBUTE.needle().len();
        let Some(len) = memchr::memchr(b'"', &rest.as_bytes()[value_start..]) else { break };
        push_without_marks(out, &rest[..at]);
        out.push_str("data-props='");
        push_requoted(out, &rest[value_start..value_start + len]);
        out.push('\'');
        rest = &rest[value_start + len + 1..];
    }
    push_without_marks(out, rest);
}

/// Copies `html` without the `<!>` comments Leptos writes as hydration anchors: these pages are
/// never hydrated, and inside `<title>` a marker would be shown as text. User text is always
/// escaped, so the literal sequence can only be a marker. It looks for each `!` and checks its
/// neighbours: a page holds a handful of `!` besides the markers but thousands of `<` and `>`,
/// which a substring search for `<!>` kept stopping at (half of this copy's time on a trip page).
fn push_without_marks(out: &mut String, html: &str) {
    let bytes = html.as_bytes();
    let mut copied = 0;
    for at in memchr::memchr_iter(b'!', bytes) {
        if at > 0 && bytes[at - 1] == b'<' && bytes.get(at + 1) == Some(&b'>') {
            out.push_str(&html[copied..at - 1]);
            copied = at + 2;
        }
    }
    out.push_str(&html[copied..]);
}

/// An attribute value Leptos escaped for `"…"`, written for `'…'` in one pass: its `&quot;`
/// become `"` and `'` becomes `&#39;`; Leptos's other escapes (`&amp;`, `&lt;`, `&gt;`) stay.
fn push_requoted(out: &mut String, value: &str) {
    let mut copied = 0;
    for at in memchr::memchr2_iter(b'&', b'\'', value.as_bytes()) {
        let (replacement, len) = match value.as_bytes()[at] {
            b'\'' => ("&#39;", 1),
            _ if value[at..].starts_with("&quot;") => ("\"", "&quot;".len()),
            _ => continue,
        };
        out.push_str(&value[copied..at]);
        out.push_str(replacement);
        copied = at + len;
    }
    out.push_str(&value[copied..]);
}

#[cfg(test)]
mod tests {
    use super::{push_requoted, push_without_marks};

    #[test]
    fn hydration_markers_are_left_out_and_every_other_byte_is_kept() {
        let mut out = String::from(">");
        push_without_marks(&mut out, "<!><p>Wow!</p><!><!><!-- c --><b>!<!></b><!>!<!");
        assert_eq!(out, "><p>Wow!</p><!-- c --><b>!</b>!<!");
        let mut plain = String::new();
        push_without_marks(&mut plain, "!<p>no markers at all</p>");
        assert_eq!(plain, "!<p>no markers at all</p>");
    }

    #[test]
    fn a_value_escaped_for_double_quotes_is_rewritten_for_single_quotes() {
        let mut out = String::from("x=");
        push_requoted(&mut out, "{&quot;name&quot;:&quot;l'Aquila &amp; &lt;b&gt;&quot;,&quot;n&quot;:1}&quot");
        // `&quot` without its `;` is not an escape Leptos writes: it stays as it is.
        assert_eq!(out, "x={\"name\":\"l&#39;Aquila &amp; &lt;b&gt;\",\"n\":1}&quot");
        let mut plain = String::new();
        push_requoted(&mut plain, "no escapes at all");
        assert_eq!(plain, "no escapes at all");
    }
}
