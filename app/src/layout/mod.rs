//! The document shell and the default layout (spec §2 "Layout"): loading bar,
//! top bean bars, header, main area, footer, bottom bean bars, talk-to-us,
//! the language and currency modal and the toast host. Custom pages may ask
//! for the empty layout (`hideLayout`), which keeps only the main area.

pub(crate) mod beans;
mod consent;
mod footer;
mod header;
mod locale;

use crate::layout_content::BeanPosition;
use crate::model::Page;
use crate::pages::{page_body, page_meta};
use crate::render_cache::rendered_once;
use crate::routes::{Route, RouteKey};
use crate::{ctx, t};
use beans::{Beans, HelpEntry};
use footer::SiteFooter;
use header::Header;
use leptos::prelude::*;
use locale::LocaleModal;

/// The whole HTML document.
#[component]
pub fn Document(page: Page) -> impl IntoView {
    let c = ctx();
    let meta = page_meta(&page);
    let hide_layout = matches!(&page, Page::Custom(p) if p.hide_layout);
    let transparent = matches!(&page, Page::Custom(p) if p.transparent_header);
    let (classes, css) = page.editor_style();
    // One `class` attribute, left out when empty (`class:` would write `class=""` on every page).
    let body_classes = [classes, transparent.then_some("transparent-header")].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let body_classes = (!body_classes.is_empty()).then_some(body_classes);
    // Closing tags cannot appear inside a stylesheet we emit.
    let custom_css = css.map(|css| css.replace("</", "<\\/"));
    let page_type = c.route.as_ref().map(Route::page_type).unwrap_or("custom-page");
    let search_hidden = matches!(c.route, Some(Route::Fixed(RouteKey::Tours | RouteKey::Search)));
    // A data block, not a script: CSP does not apply, and `</` cannot close the tag.
    let structured_data: Vec<String> = meta.structured_data.iter().map(|data| data.to_string().replace("</", "<\\/")).collect();
    let canonical = meta.canonical.clone().or_else(|| c.canonical.clone());
    let alternates = meta.alternates.clone().unwrap_or_else(|| c.alternates.clone());
    let robots = if meta.noindex { Some("noindex".to_string()) } else { meta.robots.clone() };
    let title = if meta.title.is_empty() { t("site-name") } else { format!("{} · {}", meta.title, t("site-name")) };
    let facts = PageFacts::of(&page);
    let body = page_body(page);
    view! {
        <html lang=c.edition.html_lang>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <title>{title.clone()}</title>
                <meta name="description" content=meta.description.clone() />
                {robots.map(|r| view! { <meta name="robots" content=r /> })}
                <meta name="twitter:title" content=title.clone() />
                <meta name="twitter:description" content=meta.description.clone() />
                {meta.image.clone().map(|img| view! { <meta name="twitter:image" content=img /> })}
                <meta name="theme-color" content="#ff4758" />
                {canonical.map(|href| view! { <link rel="canonical" href=href /> })}
                {alternates
                    .into_iter()
                    .map(|(lang, href)| view! { <link rel="alternate" hreflang=lang href=href /> })
                    .collect_view()}
                <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
                // Hides the consent banner before the first paint when the visitor already chose
                // (caravan_site::consent says why it is inline).
                <script inner_html=caravan_site::consent::HEAD_SCRIPT></script>
                // The rules of this page's first screen (filled by `render_document`). The whole
                // sheet, named by its content and kept a year, is preloaded without holding up
                // the first paint and applied by the entry script (without JavaScript: here).
                <style id=crate::CRITICAL_CSS_ID></style>
                <link rel="preload" r#as="style" href=c.assets.stylesheet.clone() fetchpriority="low" data-stylesheet />
                // Without JavaScript nothing tracks, so there is nothing to ask.
                <noscript>
                    <link rel="stylesheet" href=c.assets.stylesheet.clone() />
                    <style>".consent-banner{display:none}"</style>
                </noscript>
                {custom_css.map(|css| view! { <style inner_html=css></style> })}
                {structured_data
                    .into_iter()
                    .map(|json| view! { <script type="application/ld+json" inner_html=json></script> })
                    .collect_view()}
                {c.assets.script.clone().map(|src| view! { <script type="module" src=src></script> })}
            </head>
            <body
                data-page-type=page_type
                data-edition=c.edition.code()
                data-labels=c.assets.labels.get(c.edition.fluent_locale()).cloned()
                data-travel-id=facts.travel_id
                data-tour-id=facts.tour_id
                {..crate::components::optional_class(body_classes)}
            >
                <div class="loading-bar" data-loading-bar data-script-filled aria-hidden="true"></div>
                <a class="skip-link" href="#main">{t("skip-to-content")}</a>
                {(!hide_layout)
                    .then(|| {
                        view! {
                            <Beans position=BeanPosition::Top />
                            <Header search_hidden=search_hidden transparent=transparent />
                        }
                    })}
                <main id="main" class="main">{body}</main>
                {(!hide_layout)
                    .then(|| {
                        view! {
                            {rendered_once("footer", || view! { <SiteFooter /> }.to_html())}
                            <Beans position=BeanPosition::Bottom />
                            {rendered_once("help-entry", || view! { <HelpEntry /> }.to_html())}
                            <LocaleModal />
                            {rendered_once("consent-banner", || view! { <consent::ConsentBanner /> }.to_html())}
                        }
                    })}
                // Empty until a script fills them: their rules wait for the whole sheet (`critical_css`).
                <div id="modal-host" class="modal-host" data-script-filled data-testid="modal-host"></div>
                <div class="toast-host" data-toast-host data-script-filled role="status" aria-live="polite" data-testid="toast-host"></div>
            </body>
        </html>
    }
}

/// Ids the analytics events carry (spec §7: travel and tour ids).
struct PageFacts {
    travel_id: Option<String>,
    tour_id: Option<String>,
}

impl PageFacts {
    fn of(page: &Page) -> PageFacts {
        match page {
            Page::Travel(d) | Page::Itinerary(d) => PageFacts { travel_id: Some(d.id.to_string()), tour_id: None },
            Page::Tour { travel, tour, .. } => PageFacts { travel_id: Some(travel.id.to_string()), tour_id: Some(tour.id.clone()) },
            _ => PageFacts { travel_id: None, tour_id: None },
        }
    }
}
