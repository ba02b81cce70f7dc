//! The account islands (contract: /api/session, /api/wishlist, group info):
//! the header's login or profile area, the wishlist hearts and the group
//! info of a departure. Public pages stay the same for everyone: these are
//! placeholders with public props; the islands ask the API who is there.

use crate::island::Island;
use crate::routes::RouteKey;
use crate::{ctx, t, t_args};
use leptos::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// The texts of every account island, sent once per page with the header's
/// island (camelCase name → Fluent key `island-<kebab-case name>`).
const LABELS: [&str; 51] = [
    "login",
    "profile",
    "consents",
    "communications",
    "logout",
    "accountMenu",
    "save",
    "saved",
    "removed",
    "saveAria",
    "removeAria",
    "confirmRemoveTitle",
    "confirmRemoveText",
    "confirm",
    "cancel",
    "authTitle",
    "emailLabel",
    "continue",
    "editEmail",
    "close",
    "newUserTitle",
    "existingUserTitle",
    "existingUserText",
    "consentQuestion",
    "consentAccept",
    "consentDecline",
    "privacyNote",
    "privacyLink",
    "termsLink",
    "sendCode",
    "codeLabel",
    "codeSent",
    "verify",
    "resendIn",
    "resend",
    "genericError",
    "invalidEmail",
    "groupInfoTitle",
    "groupInfoOpen",
    "groupInfoLocked",
    "travellersCount",
    "firstTimers",
    "tripsDone",
    "male",
    "female",
    "expectedGroupSize",
    "interestedCount",
    "snapshotTitle",
    "firstTimerShare",
    "noSnapshot",
    "wishlistLink",
];

/// `saveAria` → `island-save-aria`.
pub fn label_key(name: &str) -> String {
    let mut key = String::from("island-");
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            key.push('-');
            key.push(c.to_ascii_lowercase());
        } else {
            key.push(c);
        }
    }
    key
}

/// Every label, with `{count}`, `{email}` and `{seconds}` left for the island to fill.
pub fn labels() -> BTreeMap<&'static str, String> {
    let placeholders = [("count", "{count}".into()), ("email", "{email}".into()), ("seconds", "{seconds}".into())];
    let mut labels: BTreeMap<&'static str, String> = LABELS.iter().map(|name| (*name, t_args(&label_key(name), &placeholders))).collect();
    // `{count}` picks the plural "other" form; the singular comes filled in (every edition's
    // language has only "one" and "other").
    labels.insert("confirmRemoveTextOne", t_args("island-confirm-remove-text", &[("count", 1.into())]));
    labels
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AccountMenuProps {
    login_href: String,
    account_href: &'static str,
    logout_action: &'static str,
    privacy_href: &'static str,
    terms_href: &'static str,
    labels: BTreeMap<&'static str, String>,
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
        account_href: RouteKey::Account.href(e),
        logout_action: "/logout",
        privacy_href: RouteKey::LegalPrivacyPolicy.href(e),
        terms_href: RouteKey::LegalTermsConditions.href(e),
        labels: labels(),
    };
    view! {
        <Island name="account-menu" props=props>
            <a class="button button--small" href=login data-testid="login-link">
                {t("login")}
            </a>
        </Island>
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HeartProps {
    kind: &'static str,
    id: serde_json::Value,
    travel_id: i64,
    title: String,
}

/// A trip's heart. `with_fallback`: without JavaScript, a link to log in
/// (trip and tour pages); cards show nothing until the island mounts.
pub fn travel_heart(travel_id: i64, title: String, with_fallback: bool) -> impl IntoView {
    heart(HeartProps { kind: "travel", id: travel_id.into(), travel_id, title }, with_fallback)
}

pub fn tour_heart(tour_id: String, travel_id: i64, title: String) -> impl IntoView {
    heart(HeartProps { kind: "tour", id: tour_id.into(), travel_id, title }, true)
}

fn heart(props: HeartProps, with_fallback: bool) -> impl IntoView {
    let fallback = with_fallback.then(|| {
        view! {
            <a class="heart-fallback" href=login_href(&ctx().path)>
                {t("island-save")}
            </a>
        }
    });
    view! {
        <div class="heart-slot">
            <Island name="wishlist-heart" props=props>
                {fallback}
            </Island>
        </div>
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GroupInfoProps {
    tour_id: String,
}

/// Who is travelling on a departure: only for logged-in users (spec §6).
pub fn group_info(tour_id: String) -> impl IntoView {
    view! {
        <section class="section group-info" aria-labelledby="group-info-title" data-testid="group-info">
            <h2 id="group-info-title">{t("island-group-info-title")}</h2>
            <Island name="group-info" props=GroupInfoProps { tour_id }>
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
        assert_eq!(super::label_key("saveAria"), "island-save-aria");
        assert_eq!(super::label_key("login"), "island-login");
    }
}
