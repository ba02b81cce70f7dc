//! The quick search form that works before any JavaScript runs.

use crate::routes::RouteKey;
use crate::{ctx, t};
use leptos::prelude::*;

pub fn quick_search() -> impl IntoView {
    let e = ctx().edition;
    view! {
        <form class="quick-search" method="get" action=RouteKey::Search.href(e) role="search">
            <label for="quick-search-text">{t("search-where")}</label>
            <input id="quick-search-text" type="search" name="textSearch" placeholder=t("search-where-placeholder") />
            <button type="submit" class="button">{t("search-submit")}</button>
        </form>
    }
}

/// The way to Ask (spec §2, the AI search page) beside a search, in the
/// editions that have it; nothing elsewhere, so no link leads to a page that
/// is switched off.
pub fn ask_entry() -> impl IntoView {
    RouteKey::SearchAi.path(ctx().edition).map(|href| {
        view! {
            <p class="ask-entry">
                <a href=href data-testid="ask-entry">{t("route-search-ai")}</a>
            </p>
        }
    })
}
