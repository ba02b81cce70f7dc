//! The header (spec §2 Layout): logo, the content-managed menu (mega menu by
//! continent with badges, drop-downs, links), search, wishlist, language and
//! currency, talk to us, login. Below 1024 px everything but the logo and the
//! search sits in the menu sheet. Without JavaScript every menu is a
//! `<details>` disclosure and the menu button a link that opens the sheet
//! (`:target`); the layout script adds hover and outside-click closing,
//! scroll states and the menu toggle.

use crate::components::icons::{icon, Icon};
use crate::components::modal::modal_href;
use crate::components::search_bar::search_bar_props;
use crate::components::ContentLink;
use crate::island::Island;
use crate::layout_content::{Link, MenuBadge, MenuItem, MenuKind};
use crate::routes::{Route, RouteKey};
use crate::{ctx, t, PageContext};
use leptos::prelude::*;
use search_core::selection::SearchSelection;

/// The menu when the edition has no stored one: destinations by continent,
/// departures, how it works, coordinators.
fn default_menu() -> Vec<MenuItem> {
    let e = ctx().edition;
    let link = |key: RouteKey| key.path(e).map(|p| Link { href: p.to_string(), external: false });
    let item = |id: &str, label: String, kind: MenuKind, link: Option<Link>, children: Vec<MenuItem>| MenuItem {
        id: id.to_string(),
        label,
        kind,
        link,
        badge: None,
        style: None,
        icon: None,
        children,
        remove_accordion_on_mobile: false,
    };
    let areas = crate::components::search_bar::AREAS
        .into_iter()
        .map(|k| item(k.name(), t(&format!("continent-{}", k.continent().unwrap_or(""))), MenuKind::Link, link(k), Vec::new()))
        .collect();
    vec![
        item("destinations", t("nav-destinations"), MenuKind::MegaMenu, link(RouteKey::Travels), areas),
        item("tours", t("nav-tours"), MenuKind::Link, link(RouteKey::Tours), Vec::new()),
        item("how-it-works", t("nav-how-it-works"), MenuKind::Link, link(RouteKey::HowItWorks), Vec::new()),
        item("coordinators", t("nav-coordinators"), MenuKind::Link, link(RouteKey::Coordinators), Vec::new()),
    ]
}

fn badge_view(badge: Option<MenuBadge>) -> impl IntoView {
    badge.map(|b| {
        view! { " " <span class=format!("badge badge--{}", b.as_str().to_lowercase())>{b.as_str()}</span> }
    })
}

/// A link of a menu, with its badge.
fn menu_link(label: String, link: Link, badge: Option<MenuBadge>, current: bool) -> impl IntoView {
    view! {
        <ContentLink link=link current=current>
            {label}
            {badge_view(badge)}
        </ContentLink>
    }
}

/// The linked children of a menu entry, one list item each.
fn child_links(children: Vec<MenuItem>) -> impl IntoView {
    children
        .into_iter()
        .filter_map(|c| {
            let current = is_current(&c.link);
            c.link.map(|l| view! { <li>{menu_link(c.label, l, c.badge, current)}</li> })
        })
        .collect_view()
}

fn is_current(link: &Option<Link>) -> bool {
    links_to(link, page_path(&ctx()))
}

/// This page's path, without its query: what a menu link names when it links here.
fn page_path(c: &PageContext) -> &str {
    c.path.split('?').next().unwrap_or("")
}

fn links_to(link: &Option<Link>, path: &str) -> bool {
    link.as_ref().is_some_and(|l| !l.external && l.href == path)
}

/// A mega menu: each child is a group (a continent) with its own links,
/// folded on phones unless the editor said otherwise.
fn mega_menu(item: MenuItem) -> impl IntoView {
    let all = item.link.clone();
    view! {
        <details class="mega-menu" data-mega-menu data-dropdown data-menu-id=item.id.clone() data-track="menu_open" data-track-menu=item.id>
            <summary>{item.label}</summary>
            <div class="mega-menu__panel">
                {all.map(|l| view! { <p class="mega-menu__all">{menu_link(t("nav-all-destinations"), l, None, false)}</p> })}
                <div class="mega-menu__groups">
                    {item
                        .children
                        .into_iter()
                        .map(|group| {
                            let current = is_current(&group.link);
                            let heading = match group.link.clone() {
                                Some(l) => menu_link(group.label.clone(), l, group.badge, current).into_any(),
                                None => view! { <span>{group.label.clone()}</span> }.into_any(),
                            };
                            if group.children.is_empty() {
                                return view! { <div class="mega-menu__group mega-menu__group--single">{heading}</div> }.into_any();
                            }
                            view! {
                                <details
                                    class="mega-menu__group"
                                    data-accordion
                                    data-remove-accordion-on-mobile=group.remove_accordion_on_mobile.then_some("")
                                    data-track="accordion_open"
                                    data-track-section=group.id
                                    open
                                >
                                    <summary>{group.label.clone()}</summary>
                                    <ul>
                                        <li class="mega-menu__group-all">{heading}</li>
                                        {child_links(group.children)}
                                    </ul>
                                </details>
                            }
                            .into_any()
                        })
                        .collect_view()}
                </div>
            </div>
        </details>
    }
}

fn drop_down(item: MenuItem) -> impl IntoView {
    view! {
        <details class="dropdown" data-dropdown data-menu-id=item.id>
            <summary>{item.label}{badge_view(item.badge)}</summary>
            <ul class="dropdown__panel">
                {child_links(item.children)}
            </ul>
        </details>
    }
}

fn menu_entry(item: MenuItem) -> impl IntoView {
    let class = match &item.style {
        Some(style) => format!("main-nav__item main-nav__item--{}", style.replace(|c: char| !c.is_ascii_alphanumeric(), "")),
        None => "main-nav__item".to_string(),
    };
    let body = match item.kind {
        MenuKind::MegaMenu if !item.children.is_empty() => mega_menu(item).into_any(),
        MenuKind::DropDown if !item.children.is_empty() => drop_down(item).into_any(),
        _ => {
            let current = is_current(&item.link);
            item.link.map(|l| menu_link(item.label, l, item.badge, current)).into_any()
        }
    };
    view! { <li class=class>{body}</li> }
}

/// The menu's list. The same on every page of the edition except on the pages it links to, which
/// it marks as current: elsewhere it is drawn once per snapshot (`rendered_once`).
fn nav_list() -> AnyView {
    let c = ctx();
    let default;
    let menu: &[MenuItem] = if c.layout.menu.is_empty() {
        default = default_menu();
        &default
    } else {
        &c.layout.menu
    };
    let list = || view! { <ul class="main-nav__list">{menu.iter().cloned().map(menu_entry).collect_view()}</ul> };
    if links_here(menu, page_path(&c)) {
        return list().into_any();
    }
    crate::render_cache::rendered_once("main-nav", || list().to_html()).into_any()
}

/// Whether an entry of the menu, at any depth, links to `path`.
fn links_here(menu: &[MenuItem], path: &str) -> bool {
    menu.iter().any(|item| links_to(&item.link, path) || links_here(&item.children, path))
}

/// The header's search: the search bar island, a link to the search page without JavaScript.
fn header_search() -> impl IntoView {
    let e = ctx().edition;
    view! {
        <div class="site-header__search" id="search">
            <Island name="search-bar" props=search_bar_props(caravan_site::islands::SearchBarVariant::Header, SearchSelection::default())>
                <a class="search-button" href=RouteKey::Search.href(e) data-testid="search-link">
                    {icon(Icon::Search)}
                    <span class="search-button__label">{t("search-open")}</span>
                </a>
            </Island>
        </div>
    }
}

#[component]
pub fn Header(search_hidden: bool, transparent: bool) -> impl IntoView {
    let c = ctx();
    let e = c.edition;
    let wishlist = RouteKey::Wishlist.path(e).filter(|_| c.flags.wishlist);
    let wishlist_active = wishlist.is_some_and(|w| c.path.starts_with(w));
    // Product pages keep the header in view (spec §2).
    let product = matches!(c.route, Some(Route::Travel { .. } | Route::Tour { .. } | Route::Itinerary { .. }));
    let talk_to_us = c.layout.talk_to_us.clone().filter(|t| c.flags.talk_to_us && t.in_header);
    view! {
        <header
            class="site-header"
            data-testid="site-header"
            data-header
            data-scroll="top"
            data-sticky=if product { "product" } else { "default" }
            data-transparent=transparent.then_some("")
        >
            // Phones and tablets: one row (logo, search, menu); the menu opens a full-height sheet
            // holding the nav and every other action. Wide screens: the sheet's wrapper is
            // `display: contents`, so nav and actions sit in the same row.
            <div class="container site-header__bar">
                <a class="logo" href="/" aria-label=t("logo-label")>
                    <span class="logo__mark" aria-hidden="true">"◆"</span>
                    <span class="logo__word">{t("site-name")}</span>
                </a>
                // The same on every page of the edition that shows it: drawn once a day per snapshot.
                {(!search_hidden).then(|| crate::render_cache::rendered_once("header-search", || header_search().to_html()))}
                // A link to the menu without JavaScript (`:target` opens it), a toggle with it.
                <a class="menu-toggle" href="#main-nav" role="button" data-menu-toggle aria-controls="main-nav" aria-expanded="false">
                    <span class="menu-toggle__open">{icon(Icon::Menu)}</span>
                    <span class="menu-toggle__close">{icon(Icon::Close)}</span>
                    <span class="menu-toggle__label">{t("menu-open")}</span>
                </a>
                <div id="main-nav" class="header-menu" data-main-nav>
                    <nav class="main-nav" aria-label=t("nav-label") data-testid="main-nav">
                        {nav_list()}
                    </nav>
                    <div class="site-header__actions">
                        // The menu's search entry (spec §2): the header's search opens by itself,
                        // default-active (history if any, else where). Phones and tablets only:
                        // wide screens show the search button in the row.
                        {(!search_hidden)
                            .then(|| {
                                view! {
                                    <a class="header-link header-link--icon header-link--sheet-only" href="#search" data-testid="menu-search">
                                        {icon(Icon::Search)}
                                        <span class="header-link__label">{t("search-open")}</span>
                                    </a>
                                }
                            })}
                        {wishlist
                            .map(|href| {
                                view! {
                                    <a
                                        class="header-link header-link--icon"
                                        class:header-link--active=wishlist_active
                                        href=href
                                        data-testid="wishlist-link"
                                        aria-current=wishlist_active.then_some("page")
                                    >
                                        {icon(Icon::Heart)}
                                        <span class="header-link__label">{t("nav-wishlist")}</span>
                                    </a>
                                }
                            })}
                        <a
                            class="header-link locale-button"
                            href=modal_href("locale", None, None)
                            data-modal-open="locale"
                            aria-label=t("locale-menu-label")
                            data-testid="locale-button"
                        >
                            {icon(Icon::Globe)}
                            <span class="locale-button__label">
                                {c.edition.language.code().to_uppercase()}
                                " · "
                                {c.currency.iso_code()}
                            </span>
                        </a>
                        {talk_to_us
                            .map(|talk| {
                                let tooltip = talk.message.clone();
                                view! {
                                    // An envelope and a tooltip: the chat's bubble answers at once, this leads to the contacts.
                                    <a
                                        class="header-link header-link--icon talk-to-us"
                                        href=talk.link.href
                                        title=tooltip
                                        data-talk-to-us
                                        data-testid="talk-to-us-header"
                                    >
                                        {icon(Icon::Contact)}
                                        <span class="header-link__label">{talk.message}</span>
                                    </a>
                                }
                            })}
                        {crate::components::account::account_menu()}
                    </div>
                </div>
            </div>
        </header>
    }
}
