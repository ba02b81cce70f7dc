//! The tracking consent banner (ePrivacy, GDPR): the same markup in every
//! page, so cached pages stay identical for everyone. It is in the first
//! paint unless the head's script found a choice already made
//! (`caravan_site::consent`); the layout script
//! (`react-shell/src/layout/consent.ts`) keeps it until the visitor chooses:
//! accept all, reject all, or by purpose. Without JavaScript nothing tracks,
//! so there is nothing to ask (the head's `<noscript>` hides it). Fixed at the
//! bottom of the viewport, it never shifts the page.

use crate::routes::RouteKey;
use crate::{ctx, t};
use leptos::prelude::*;

/// The purposes, in the order they are offered: (input name, Fluent key).
const PURPOSES: [(&str, &str); 3] = [("analytics", "consent-analytics"), ("experiments", "consent-experiments"), ("chat", "consent-chat")];

#[component]
pub fn ConsentBanner() -> impl IntoView {
    let privacy = RouteKey::LegalPrivacyPolicy.href(ctx().edition);
    view! {
        <section class="consent-banner" data-consent aria-labelledby="consent-title" data-testid="consent-banner">
            <h2 id="consent-title" class="consent-banner__title">{t("consent-title")}</h2>
            <p class="consent-banner__text">
                {t("consent-text")} " " <a href=privacy>{t("consent-privacy")}</a>
            </p>
            <form class="consent-banner__choices" data-consent-choices hidden data-testid="consent-choices">
                <fieldset>
                    <legend class="visually-hidden">{t("consent-choose")}</legend>
                    {PURPOSES
                        .iter()
                        .map(|(name, key)| {
                            view! {
                                <label class="consent-banner__purpose">
                                    <input type="checkbox" name=*name data-testid=format!("consent-{name}") />
                                    {t(key)}
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <button type="submit" class="button" data-testid="consent-save">{t("consent-save")}</button>
            </form>
            <div class="consent-banner__actions">
                <button type="button" class="button" data-consent-accept data-testid="consent-accept">{t("consent-accept")}</button>
                <button type="button" class="button button--ghost" data-consent-reject data-testid="consent-reject">{t("consent-reject")}</button>
                <button type="button" class="consent-banner__choose" data-consent-choose data-testid="consent-choose">{t("consent-choose")}</button>
            </div>
        </section>
    }
}
