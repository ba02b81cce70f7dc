//! The document shell and the default layout (spec §2 "Layout"): header,
//! main area, footer and the modal host. Custom pages may ask for the empty
//! layout (`hideLayout`), which keeps only the main area.

use crate::island::Island;
use crate::model::Page;
use crate::pages::{page_body, page_meta};
use crate::routes::{Route, RouteKey};
use crate::components::search_bar::search_bar_props;
use crate::{ctx, t, t_args};
use chrono::Datelike;
use leptos::prelude::*;
use search_core::selection::SearchSelection;

/// The whole HTML document.
#[component]
pub fn Document(page: Page) -> impl IntoView {
    let c = ctx();
    let meta = page_meta(&page);
    let hide_layout = matches!(&page, Page::Custom(p) if p.hide_layout);
    let transparent = matches!(&page, Page::Custom(p) if p.transparent_header);
    let custom_css = match &page {
        // Closing tags cannot appear inside a stylesheet we emit.
        Page::Custom(p) => p.custom_css.as_ref().map(|css| css.replace("</", "<\\/")),
        _ => None,
    };
    let page_type = c.route.as_ref().map(Route::page_type).unwrap_or("custom-page");
    let search_hidden = matches!(c.route, Some(Route::Fixed(RouteKey::Tours | RouteKey::Search)));
    // A data block, not a script: CSP does not apply, and `</` cannot close the tag.
    let structured_data = meta.structured_data.as_ref().map(|data| data.to_string().replace("</", "<\\/"));
    let title = if meta.title.is_empty() { t("site-name") } else { format!("{} · {}", meta.title, t("site-name")) };
    let body = page_body(page);
    view! {
        <html lang=c.edition.html_lang>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <title>{title}</title>
                <meta name="description" content=meta.description />
                {meta.noindex.then(|| view! { <meta name="robots" content="noindex" /> })}
                <meta name="theme-color" content="#ff4758" />
                {c.canonical.clone().map(|href| view! { <link rel="canonical" href=href /> })}
                {c
                    .alternates
                    .iter()
                    .map(|(lang, href)| view! { <link rel="alternate" hreflang=lang.clone() href=href.clone() /> })
                    .collect_view()}
                <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
                <link rel="stylesheet" href=c.assets.stylesheet.clone() />
                {c.assets.island_stylesheets.iter().map(|href| view! { <link rel="stylesheet" href=href.clone() /> }).collect_view()}
                {custom_css.map(|css| view! { <style inner_html=css></style> })}
                {structured_data.map(|json| view! { <script type="application/ld+json" inner_html=json></script> })}
                {c.assets.script.clone().map(|src| view! { <script type="module" src=src></script> })}
            </head>
            <body data-page-type=page_type data-edition=c.edition.code() class:transparent-header=transparent>
                <a class="skip-link" href="#main">{t("skip-to-content")}</a>
                {(!hide_layout).then(|| view! { <Header search_hidden=search_hidden /> })}
                <main id="main" class="main">{body}</main>
                {(!hide_layout).then(|| view! { <Footer /> })}
                <div id="modal-host" class="modal-host" data-testid="modal-host"></div>
            </body>
        </html>
    }
}

#[component]
fn Header(search_hidden: bool) -> impl IntoView {
    let c = ctx();
    let e = c.edition;
    let wishlist = RouteKey::Wishlist.path(e).filter(|_| c.flags.wishlist);
    let wishlist_active = wishlist.is_some_and(|w| c.path.starts_with(w));
    let areas = crate::components::search_bar::AREAS;
    let search_path = RouteKey::Search.href(e);
    view! {
        <header class="site-header" data-testid="site-header">
            <div class="container site-header__bar">
                <a class="logo" href="/" aria-label=t("logo-label")>
                    <span class="logo__mark" aria-hidden="true">"◆"</span>
                    <span class="logo__word">{t("site-name")}</span>
                </a>
                <nav class="main-nav" aria-label=t("nav-label")>
                    <ul class="main-nav__list">
                        <li class="mega-menu">
                            <details>
                                <summary>{t("nav-destinations")}</summary>
                                <ul class="mega-menu__panel">
                                    <li><a href=RouteKey::Travels.href(e)>{t("nav-all-destinations")}</a></li>
                                    {areas
                                        .into_iter()
                                        .map(|k| {
                                            let label = t(&format!("continent-{}", k.continent().unwrap_or("")));
                                            view! { <li><a href=k.href(e)>{label}</a></li> }
                                        })
                                        .collect_view()}
                                </ul>
                            </details>
                        </li>
                        <li><a href=RouteKey::Tours.href(e)>{t("nav-tours")}</a></li>
                        <li><a href=RouteKey::HowItWorks.href(e)>{t("nav-how-it-works")}</a></li>
                        <li><a href=RouteKey::Coordinators.href(e)>{t("nav-coordinators")}</a></li>
                    </ul>
                </nav>
                <div class="site-header__actions">
                    {(!search_hidden)
                        .then(|| {
                            view! {
                                <Island name="search-bar" props=search_bar_props("header", SearchSelection::default())>
                                    <a class="button button--ghost" href=search_path data-testid="search-link">
                                        {t("search-open")}
                                    </a>
                                </Island>
                            }
                        })}
                    {wishlist
                        .map(|href| {
                            view! {
                                <a
                                    class="header-link"
                                    class:header-link--active=wishlist_active
                                    href=href
                                    data-testid="wishlist-link"
                                    aria-current=wishlist_active.then_some("page")
                                >
                                    {t("nav-wishlist")}
                                </a>
                            }
                        })}
                    <LocaleMenu />
                    {c
                        .flags
                        .talk_to_us
                        .then(|| {
                            view! {
                                <a class="header-link talk-to-us" href=RouteKey::Contacts.href(e)>
                                    {t("talk-to-us")}
                                </a>
                            }
                        })}
                    <a class="button button--small" href=RouteKey::Login.href(e) data-testid="login-link">
                        {t("login")}
                    </a>
                </div>
            </div>
        </header>
    }
}

/// Language and currency choice; works without JavaScript (a disclosure and a form).
#[component]
fn LocaleMenu() -> impl IntoView {
    let c = ctx();
    let current = c.currency;
    view! {
        <details class="locale-menu">
            <summary aria-label=t("locale-menu-label")>
                {c.edition.language.code().to_uppercase()}
                " · "
                {current.iso_code()}
            </summary>
            <div class="locale-menu__panel">
                <p class="locale-menu__title">{t("locale-menu-language")}</p>
                <ul>
                    {c
                        .edition_links
                        .iter()
                        .map(|l| {
                            view! {
                                <li>
                                    <a
                                        href=l.url.clone()
                                        hreflang=l.html_lang
                                        aria-current=l.current.then_some("true")
                                    >
                                        {l.label}
                                    </a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
                <form class="locale-menu__currency" method="post" action="/settings/currency">
                    <input type="hidden" name="back" value=c.path.clone() />
                    <p class="locale-menu__title">{t("locale-menu-currency")}</p>
                    {search_core::Currency::ALL
                        .into_iter()
                        .map(|cur| {
                            view! {
                                <button
                                    type="submit"
                                    name="currency"
                                    value=cur.iso_code()
                                    aria-pressed=if cur == current { "true" } else { "false" }
                                >
                                    {cur.symbol()}
                                    " "
                                    {cur.iso_code()}
                                </button>
                            }
                        })
                        .collect_view()}
                    <p class="hint">{t("currency-approximate")}</p>
                </form>
            </div>
        </details>
    }
}

#[component]
fn Footer() -> impl IntoView {
    let c = ctx();
    let e = c.edition;
    let columns = [
        ("footer-col-travel", vec![RouteKey::Travels, RouteKey::Tours, RouteKey::Sales, RouteKey::EventsWemeet]),
        ("footer-col-about", vec![RouteKey::HowItWorks, RouteKey::AgeGroups, RouteKey::OurValues, RouteKey::Coordinators]),
        ("footer-col-help", vec![RouteKey::Faqs, RouteKey::Contacts, RouteKey::NoSharingRoom]),
        (
            "footer-col-legal",
            vec![
                RouteKey::LegalGeneralCondition,
                RouteKey::LegalPrivacyPolicy,
                RouteKey::LegalTermsConditions,
                RouteKey::LegalCancellationPolicy,
            ],
        ),
    ];
    view! {
        <footer class="site-footer" data-testid="site-footer">
            <div class="container">
                <section class="newsletter" aria-labelledby="newsletter-title">
                    <h2 id="newsletter-title">{t("newsletter-title")}</h2>
                    <p>{t("newsletter-description")}</p>
                    <form
                        class="newsletter__form"
                        method="post"
                        action="https://newsletter.caravan-trips.com/subscribe"
                        target="_blank"
                        novalidate
                    >
                        <label for="newsletter-email" class="visually-hidden">{t("newsletter-email")}</label>
                        <input
                            id="newsletter-email"
                            type="email"
                            name="email"
                            required
                            autocomplete="email"
                            placeholder=t("newsletter-email")
                        />
                        <input type="checkbox" name="gdpr" value="1" checked hidden aria-hidden="true" tabindex="-1" />
                        <input type="text" name="website" class="honeypot" tabindex="-1" autocomplete="off" aria-hidden="true" />
                        <button type="submit" class="button">{t("newsletter-cta")}</button>
                    </form>
                </section>
                <div class="footer-columns">
                    {columns
                        .into_iter()
                        .map(|(title, keys)| {
                            view! {
                                <nav class="footer-column" aria-label=t(title)>
                                    <h2>{t(title)}</h2>
                                    <ul>
                                        {keys
                                            .into_iter()
                                            .filter_map(|k| k.path(e).map(|p| (k, p)))
                                            .map(|(k, p)| view! { <li><a href=p>{t(&format!("route-{}", k.name()))}</a></li> })
                                            .collect_view()}
                                    </ul>
                                </nav>
                            }
                        })
                        .collect_view()}
                </div>
                <div class="footer-bottom">
                    <p class="rating-widget">
                        <span class="stars" style="--fill:96%" aria-hidden="true">"★★★★★"</span>
                        " "
                        {t_args("footer-rating", &[("rating", "4.8".into()), ("count", 12086.into())])}
                    </p>
                    <p class="community">{t(e.community_message)}</p>
                    <p class="selling-points">{t("selling-points")}</p>
                    <ul class="social" aria-label=t("footer-social")>
                        <li><a href="https://instagram.com/caravan.trips" rel="noopener" target="_blank">"Instagram"</a></li>
                        <li><a href="https://facebook.com/caravan.trips" rel="noopener" target="_blank">"Facebook"</a></li>
                        <li><a href="https://tiktok.com/@caravan.trips" rel="noopener" target="_blank">"TikTok"</a></li>
                        <li><a href="https://youtube.com/@caravan.trips" rel="noopener" target="_blank">"YouTube"</a></li>
                    </ul>
                    <p class="payments">{t("footer-payments")}</p>
                    <p>
                        <a href=RouteKey::LegalPrivacyPolicy.href(e)>{t("footer-tracking-preferences")}</a>
                    </p>
                    <p class="copyright">{t_args("footer-copyright", &[("year", c.today.year().to_string().into())])}</p>
                </div>
            </div>
        </footer>
    }
}
