//! Personal pages, rendered for one visitor and never cached: the login
//! steps of the built-in provider, the wishlist and the profile area.

use crate::components::account::travel_heart;
use crate::components::{TourList, TravelCardView};
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, t, t_args};
use leptos::prelude::*;

fn hidden_fields(hidden: &[(String, String)]) -> impl IntoView {
    hidden.iter().map(|(name, value)| view! { <input type="hidden" name=name.clone() value=value.clone() /> }).collect_view()
}

/// The one-time code field, labelled; `id` is also its test id.
fn code_input(id: &'static str) -> impl IntoView {
    view! {
        <label for=id>{t("island-code-label")}</label>
        <input
            id=id
            name="code"
            required
            inputmode="numeric"
            autocomplete="one-time-code"
            pattern="[0-9]{6}"
            maxlength="6"
            data-testid=id
        />
    }
}

/// One step of the login (spec §4 group-info modal, as pages that work
/// without JavaScript): step-1 e-mail, step-2 new or existing user, step-3 code.
pub fn login(form: LoginForm) -> AnyView {
    let e = ctx().edition;
    let error = form.error.clone().map(|message| {
        view! {
            <p class="form-error" role="alert" data-testid="login-error">
                {message}
            </p>
        }
    });
    let email_arg = || [("email", form.email.clone().into())];
    let edit = view! {
        <button type="submit" class="button button--ghost" name="action" value="edit" formnovalidate data-testid="login-edit-email">
            {t("island-edit-email")}
        </button>
    };
    let keep_email = view! { <input type="hidden" name="email" value=form.email.clone() /> };
    let (testid, title, body) = match form.step {
        LoginStep::Email => (
            "login-step-1",
            t("login"),
            view! {
                <p>{t("login-description")}</p>
                <label for="login-email">{t("island-email-label")}</label>
                <input id="login-email" type="email" name="email" required autocomplete="email" value=form.email.clone() />
                <button type="submit" class="button" name="action" value="email" data-testid="login-continue">
                    {t("island-continue")}
                </button>
            }
            .into_any(),
        ),
        LoginStep::NewUser => (
            "login-step-2-new-user",
            t("island-new-user-title"),
            view! {
                {keep_email}
                <p>{t_args("login-new-user-text", &email_arg())}</p>
                <fieldset class="consent">
                    <legend>{t("island-consent-question")}</legend>
                    <label>
                        <input type="radio" name="consent" value="accept" required checked=form.consent == Some(true) data-testid="login-consent-accept" />
                        {t("island-consent-accept")}
                    </label>
                    <label>
                        <input type="radio" name="consent" value="decline" required checked=form.consent == Some(false) data-testid="login-consent-decline" />
                        {t("island-consent-decline")}
                    </label>
                </fieldset>
                <p class="fine-print">
                    {t("island-privacy-note")}
                    " "
                    <a href=RouteKey::LegalPrivacyPolicy.href(e)>{t("island-privacy-link")}</a>
                    " · "
                    <a href=RouteKey::LegalTermsConditions.href(e)>{t("island-terms-link")}</a>
                </p>
                <button type="submit" class="button" name="action" value="send" data-testid="login-send-code">
                    {t("island-send-code")}
                </button>
                {edit}
            }
            .into_any(),
        ),
        LoginStep::ExistingUser => (
            "login-step-2-existing-user",
            t("island-existing-user-title"),
            view! {
                {keep_email}
                <p>{t_args("island-existing-user-text", &email_arg())}</p>
                <button type="submit" class="button" name="action" value="send" data-testid="login-send-code">
                    {t("island-send-code")}
                </button>
                {edit}
            }
            .into_any(),
        ),
        LoginStep::Code => (
            "login-step-3",
            t("island-code-label"),
            view! {
                {keep_email}
                {form.consent.map(|c| view! { <input type="hidden" name="consent" value=if c { "accept" } else { "decline" } /> })}
                <p>{t_args("island-code-sent", &email_arg())}</p>
                {code_input("login-code")}
                <button type="submit" class="button" name="action" value="verify" data-testid="login-verify">
                    {t("island-verify")}
                </button>
                <button type="submit" class="button button--ghost" name="action" value="resend" formnovalidate data-testid="login-resend">
                    {t("island-resend")}
                </button>
                {edit}
            }
            .into_any(),
        ),
    };
    view! {
        <div class="container section narrow">
            <h1>{title}</h1>
            <form class="stack login-form" method="post" action="/oauth/authorize" data-testid=testid>
                {hidden_fields(&form.hidden)}
                {error}
                {body}
            </form>
        </div>
    }
    .into_any()
}

/// The wishlist page (spec §4 Wishlist): saved trips and departures, the
/// login for visitors, the empty state.
pub fn wishlist(view: WishlistView) -> AnyView {
    let e = ctx().edition;
    let empty = view.travels.is_empty() && view.tours.is_empty();
    let content = match view.login_href {
        Some(login) => view! {
            <div class="empty-box" data-testid="wishlist-login">
                <p>{t("wishlist-login")}</p>
                <a class="button" href=login>{t("login")}</a>
            </div>
        }
        .into_any(),
        None if empty => view! {
            <div class="empty-box" data-testid="wishlist-empty">
                <p>{t("wishlist-empty")}</p>
                <a class="button" href=RouteKey::Travels.href(e)>{t("see-all-travels")}</a>
            </div>
        }
        .into_any(),
        None => {
            let travels = (!view.travels.is_empty()).then(|| {
                view! {
                    <section class="section" aria-labelledby="wishlist-travels">
                        <h2 id="wishlist-travels">{t_args("wishlist-travels", &[("count", view.travels.len().into())])}</h2>
                        <ul class="card-grid" data-testid="wishlist-travels">
                            {view
                                .travels
                                .into_iter()
                                .enumerate()
                                .map(|(i, card)| {
                                    let heart = travel_heart(card.id, card.title.clone(), false);
                                    view! { <li class="card-wrap">{heart}<TravelCardView card=card eager=i < 4 /></li> }
                                })
                                .collect_view()}
                        </ul>
                    </section>
                }
            });
            let tours = (!view.tours.is_empty()).then(|| {
                view! {
                    <section class="section" aria-labelledby="wishlist-tours" data-testid="wishlist-tours">
                        <h2 id="wishlist-tours">{t_args("wishlist-tours", &[("count", view.tours.len().into())])}</h2>
                        <TourList rows=view.tours show_travel=true group_by_month=false hearts=true />
                    </section>
                }
            });
            view! { {travels} {tours} }.into_any()
        }
    };
    view! {
        <div class="container section">
            <h1>{t("route-wishlist")}</h1>
            {content}
        </div>
    }
    .into_any()
}

/// The account area's own menu (spec §6), the same entries as the header's
/// profile menu, so every part is reachable without JavaScript.
pub(super) fn account_nav(current: RouteKey) -> impl IntoView {
    let e = ctx().edition;
    let account = RouteKey::Account.href(e);
    let entries = [
        (format!("{account}#profile"), t("island-profile"), current == RouteKey::Account),
        (RouteKey::Trips.href(e).to_string(), t("route-account-trips"), current == RouteKey::Trips),
        (format!("{account}#consents"), t("island-consents"), false),
        (RouteKey::Partnership.href(e).to_string(), t("route-partnership"), false),
        (format!("{account}#communications"), t("island-communications"), false),
    ];
    view! {
        <nav class="account-nav" aria-label=t("island-account-menu") data-testid="account-nav">
            <ul>
                {entries
                    .into_iter()
                    .map(|(href, label, here)| {
                        view! {
                            <li>
                                <a href=href aria-current=here.then_some("page")>{label}</a>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </nav>
    }
}

/// One text field of the details form, with its hint and the reason it was refused under it.
fn detail_field(form: &DetailsForm, name: &'static str, value: String, hint: Option<String>, autocomplete: &'static str) -> impl IntoView {
    let id = format!("details-{name}");
    let error = form.error(name);
    let (hint_id, error_id) = (format!("{id}-hint"), format!("{id}-error"));
    let described =
        [hint.as_ref().map(|_| hint_id.clone()), error.map(|_| error_id.clone())].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let required = name == "tax_code" && form.tax_code_required;
    view! {
        <div class="field">
            <label for=id.clone()>{t(&format!("details-{}", name.replace('_', "-")))}</label>
            <input
                id=id
                name=name
                value=value
                required=required
                maxlength="80"
                autocomplete=autocomplete
                aria-invalid=error.map(|_| "true")
                aria-describedby=(!described.is_empty()).then_some(described)
            />
            {hint.map(|hint| view! { <p class="fine-print" id=hint_id>{hint}</p> })}
            {error.map(|key| view! { <p class="form-error" id=error_id role="alert" data-testid=format!("details-{name}-error")>{t(key)}</p> })}
        </div>
    }
}

/// The details checkout needs (names, and the tax code Italy and Spain require, spec §5).
fn details_form(form: DetailsForm) -> impl IntoView {
    let saved = form.saved.then(|| view! { <p class="form-saved" role="status" data-testid="details-saved">{t("details-saved")}</p> });
    let tax_hint = if form.tax_code_required { t("details-tax-code-required") } else { t("details-tax-code-optional") };
    view! {
        <form method="post" action="/account/details" class="stack details-form" data-testid="details-form" aria-labelledby="details-title">
            <h3 id="details-title">{t("details-title")}</h3>
            {saved}
            {detail_field(&form, "first_name", form.first_name.clone(), None, "given-name")}
            {detail_field(&form, "last_name", form.last_name.clone(), None, "family-name")}
            {detail_field(&form, "tax_code", form.tax_code.clone(), Some(tax_hint), "off")}
            <button type="submit" class="button" data-testid="details-save">{t("account-save")}</button>
        </form>
    }
}

/// The profile area (spec §6): profile, consents, manage communications, logout.
pub fn account(view: AccountView) -> AnyView {
    let e = ctx().edition;
    let marketing = view.marketing_consent.unwrap_or(false);
    let privacy = if view.privacy_accepted {
        view! { <p data-testid="privacy-accepted">{t("account-privacy-accepted")}</p> }.into_any()
    } else {
        view! {
            <form method="post" action="/account/consents" class="stack" data-testid="privacy-form">
                <p class="form-error" role="alert">{t("error-privacy-policy")}</p>
                <input type="hidden" name="privacy" value="accept" />
                <button type="submit" class="button">{t("account-privacy-accept")}</button>
            </form>
        }
        .into_any()
    };
    view! {
        <div class="container section narrow account">
            <h1>{t("account-title")}</h1>
            {account_nav(RouteKey::Account)}
            <section id="profile" class="section" aria-labelledby="account-profile" data-testid="account-profile">
                <h2 id="account-profile">{t("island-profile")}</h2>
                <p class="account__who">
                    <img src=view.picture alt="" width="48" height="48" />
                    <span data-testid="account-email">{view.email.clone()}</span>
                </p>
                {crate::components::account::wishlist_on().then(|| view! {
                    <p>
                        <a href=RouteKey::Wishlist.href(e) data-testid="account-saved">
                            {t_args("account-saved", &[("travels", view.saved_travels.into()), ("tours", view.saved_tours.into())])}
                        </a>
                    </p>
                })}
                {details_form(view.details.clone())}
            </section>
            <section id="consents" class="section" aria-labelledby="account-consents">
                <h2 id="account-consents">{t("island-consents")}</h2>
                {privacy}
                <p>
                    <a href=RouteKey::LegalPrivacyPolicy.href(e)>{t("island-privacy-link")}</a>
                    " · "
                    <a href=RouteKey::LegalTermsConditions.href(e)>{t("island-terms-link")}</a>
                </p>
            </section>
            <section id="communications" class="section" aria-labelledby="account-communications">
                <h2 id="account-communications">{t("island-communications")}</h2>
                <form method="post" action="/account/consents" class="stack" data-testid="communications-form">
                    <fieldset class="consent">
                        <legend>{t("island-consent-question")}</legend>
                        <label>
                            <input type="radio" name="marketing" value="accept" checked=marketing data-testid="marketing-accept" />
                            {t("island-consent-accept")}
                        </label>
                        <label>
                            <input type="radio" name="marketing" value="decline" checked=!marketing data-testid="marketing-decline" />
                            {t("island-consent-decline")}
                        </label>
                    </fieldset>
                    <button type="submit" class="button">{t("account-save")}</button>
                </form>
            </section>
            <section id="alerts" class="section" aria-labelledby="account-alerts" data-testid="account-alerts">
                <h2 id="account-alerts">{t("alerts-title")}</h2>
                {if view.alerts.is_empty() {
                    view! { <p>{t("alerts-none")}</p> }.into_any()
                } else {
                    view! {
                        <ul class="stack">
                            {view
                                .alerts
                                .into_iter()
                                .map(|a| {
                                    view! {
                                        <li data-testid="alert-line">
                                            <a href=a.href>{a.title}</a>
                                            " · "
                                            {t(&format!("alert-kind-{}", a.kind))}
                                            " · "
                                            <a href=format!("/alerts/{}/off", a.id) data-testid="alert-off">{t("alert-turn-off")}</a>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                        .into_any()
                }}
            </section>
            <form method="post" action="/logout">
                <button type="submit" class="button button--ghost" data-testid="logout-button">{t("island-logout")}</button>
            </form>
        </div>
    }
    .into_any()
}

/// A step or an answer of a form flow (alerts, questions, waitlist).
pub fn message(view: MessageView) -> AnyView {
    let error = view.error.map(|message| view! { <p class="form-error" role="alert" data-testid="message-error">{message}</p> });
    let form = view.form.map(|form| {
        let resend = form.resend.map(|(action, label)| {
            view! {
                <form class="message-resend" method="post" action=action>
                    {hidden_fields(&form.hidden)}
                    <button type="submit" class="button button--ghost" data-testid="message-resend">{label}</button>
                </form>
            }
        });
        view! {
            <form class="stack" method="post" action=form.action>
                {hidden_fields(&form.hidden)}
                {form
                    .code
                    .then(|| code_input("message-code"))}
                <button type="submit" class="button" data-testid="message-submit">{form.submit}</button>
            </form>
            {resend}
        }
    });
    let back = view.back.map(|href| view! { <p><a href=href data-testid="message-back">{t("message-back")}</a></p> });
    view! {
        <div class="container section narrow" data-testid=view.testid>
            <h1>{view.title}</h1>
            {error}
            {(!view.text.is_empty()).then(|| view! { <p>{view.text}</p> })}
            {form}
            {view.alert_form.map(crate::components::forms::alert_form)}
            {back}
        </div>
    }
    .into_any()
}
