//! The account islands (contract: /api/session, /api/wishlist, group info):
//! the header's login or profile area, the wishlist hearts and the group
//! info of a departure. Public pages stay the same for everyone: these are
//! placeholders with public props; the islands ask the API who is there.

use crate::island::Island;
use crate::routes::RouteKey;
use crate::text::{t_in, template_in};
use crate::{ctx, t};
use caravan_site::islands::{AccountLabels, AccountMenuProps, GroupInfoLabels, GroupInfoProps, WishKind, WishlistHeartProps};
use leptos::prelude::*;

/// Every account label in `locale`, from its Fluent key `island-<kebab-case name>`, with
/// `{count}`, `{email}` and `{seconds}` left for the island to fill (in the islands'
/// [`caravan_site::islands::SharedLabels`]).
pub fn labels(locale: &str) -> AccountLabels {
    AccountLabels::from_fn(|name| match name {
        // `{count}` picks the plural "other" form; the singular comes filled in (every edition's
        // language has only "one" and "other").
        "confirm_remove_text_one" => crate::i18n::message(locale, "island-confirm-remove-text", &[("count", 1.into())]),
        // The account area's pages are named as their routes are.
        "trips" => t_in(locale, "route-account-trips"),
        "partnership" => t_in(locale, "route-partnership"),
        _ => template_in(locale, &label_key(name), &["count", "email", "seconds"]),
    })
}

/// `save_aria` → `island-save-aria`.
pub fn label_key(name: &str) -> String {
    format!("island-{}", name.replace('_', "-"))
}

/// The login, coming back to `back` afterwards.
pub fn login_href(back: &str) -> String {
    crate::routes::login_href(ctx().edition, back)
}

/// The header's login or profile area. Without JavaScript: the login link.
pub fn account_menu() -> impl IntoView {
    let c = ctx();
    let e = c.edition;
    let login = login_href(&c.path);
    let props = AccountMenuProps {
        login_href: login.clone(),
        account_href: RouteKey::Account.href(e).to_string(),
        trips_href: RouteKey::Trips.href(e).to_string(),
        partnership_href: RouteKey::Partnership.href(e).to_string(),
        logout_action: "/logout".to_string(),
        privacy_href: RouteKey::LegalPrivacyPolicy.href(e).to_string(),
        terms_href: RouteKey::LegalTermsConditions.href(e).to_string(),
    };
    view! {
        <Island name="account-menu" props=props>
            <a class="button button--small" href=login data-testid="login-link">
                {t("login")}
            </a>
        </Island>
    }
}

/// A trip's heart. `with_fallback`: without JavaScript, a link to log in
/// (trip and tour pages); cards show nothing until the island mounts.
pub fn travel_heart(travel_id: i64, title: String, with_fallback: bool) -> impl IntoView {
    heart(WishlistHeartProps { kind: WishKind::Travel, id: travel_id.into(), travel_id, title }, with_fallback)
}

pub fn tour_heart(tour_id: String, travel_id: i64, title: String) -> impl IntoView {
    heart(WishlistHeartProps { kind: WishKind::Tour, id: tour_id.into(), travel_id, title }, true)
}

/// Whether this edition has a wishlist: the feature flag is on and the
/// wishlist page exists (the international edition has none). Where it is
/// off, nothing leads to it: no heart, no "saved trips" link.
pub fn wishlist_on() -> bool {
    let c = ctx();
    c.flags.wishlist && RouteKey::Wishlist.path(c.edition).is_some()
}

fn heart(props: WishlistHeartProps, with_fallback: bool) -> Option<impl IntoView> {
    if !wishlist_on() {
        return None;
    }
    let fallback = with_fallback.then(|| {
        view! {
            <a class="heart-fallback" href=login_href(&ctx().path)>
                {t("island-save")}
            </a>
        }
    });
    Some(view! {
        <div class="heart-slot">
            <Island name="wishlist-heart" props=props>
                {fallback}
            </Island>
        </div>
    })
}

/// Who is travelling on a departure: only for logged-in users (spec §6).
pub fn group_info(tour_id: String) -> impl IntoView {
    view! {
        <section class="section group-info" aria-labelledby="group-info-title" data-testid="group-info">
            <h2 id="group-info-title">{t("island-group-info-title")}</h2>
            <Island name="group-info" props=GroupInfoProps { tour_id, labels: GroupInfoLabels::from_fn(|name| t(&label_key(name))) }>
                <p>{t("island-group-info-locked")}</p>
                <a class="button button--ghost" href=login_href(&ctx().path)>
                    {t("login")}
                </a>
            </Island>
        </section>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn label_keys_are_kebab_case() {
        assert_eq!(super::label_key("save_aria"), "island-save-aria");
        assert_eq!(super::label_key("login"), "island-login");
    }
}
