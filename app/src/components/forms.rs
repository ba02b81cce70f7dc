//! Forms on public pages that work without JavaScript and hold nothing
//! personal, so the pages stay cacheable: notify-me (spec §3, §4 alerts),
//! a question to the coordinator, joining the waitlist of a sold-out
//! departure (its place in line comes from the `waitlist` island).

use crate::island::Island;
use crate::{ctx, t};
use caravan_site::islands::WaitlistProps;
use caravan_site::model::alert_form::AlertForm;
use leptos::prelude::*;
use search_core::status::AlertType;

/// The marketing question asked of a new address; `chosen` keeps an earlier answer.
fn consent_choice(chosen: &str, error: Option<String>) -> impl IntoView {
    let invalid = error.is_some().then_some("true");
    view! {
        <fieldset class="consent" aria-invalid=invalid data-consent-question>
            <legend>{t("island-consent-question")}</legend>
            {error.map(|message| view! { <p class="form-error" role="alert" data-testid="alert-consent-error">{message}</p> })}
            <label><input type="radio" name="consent" value="accept" required checked=chosen == "accept" />{t("island-consent-accept")}</label>
            <label><input type="radio" name="consent" value="decline" required checked=chosen == "decline" />{t("island-consent-decline")}</label>
        </fieldset>
        <p class="fine-print" data-consent-question>{t("island-privacy-note")}</p>
    }
}

/// The alerts offered for a travel (`tour_id` None) or a departure, behind a
/// button. Nothing when none is offered (sold out).
pub fn notify_me(travel_id: i64, tour_id: Option<String>, offered: Vec<AlertType>) -> Option<impl IntoView> {
    if offered.is_empty() {
        return None;
    }
    let form = AlertForm {
        travel_id,
        tour_id: tour_id.unwrap_or_default(),
        chosen: offered.clone(),
        offered,
        back: ctx().path.clone(),
        ..AlertForm::default()
    };
    Some(view! {
        <details class="notify-me" data-testid="notify-me">
            <summary class="button button--ghost" data-track="notify_me_open">{t("alert-open")}</summary>
            {alert_form(form)}
        </details>
    })
}

/// The notify-me form itself: blank, or filled in again with the reason beside the refused field.
pub fn alert_form(form: AlertForm) -> impl IntoView {
    let travel_id = form.travel_id;
    let consent_error = form.error_of("consent").map(str::to_string);
    let tracked_tour_id = form.tour_id.clone();
    // Spec §3 notify-me tracking: the e-mail and phone go to analytics hashed, never in clear.
    view! {
        <form
            class="stack"
            method="post"
            action="/alerts"
            data-testid="notify-me-form"
            data-track="notify_me_submit"
            data-track-hashed="email phone"
            data-track-travel-id=travel_id.to_string()
            data-track-tour-id=tracked_tour_id
        >
            <input type="hidden" name="travel" value=travel_id.to_string() />
            <input type="hidden" name="tour" value=form.tour_id.clone() />
            <input type="hidden" name="back" value=form.back.clone() />
            <fieldset>
                <legend>{t("alert-which")}</legend>
                {form
                    .offered
                    .iter()
                    .map(|kind| {
                        let code = kind.code();
                        let checked = form.chosen.contains(kind);
                        view! {
                            <label>
                                <input type="checkbox" name="kind" value=code checked=checked data-testid=format!("alert-kind-{code}") />
                                {t(&format!("alert-kind-{code}"))}
                            </label>
                        }
                    })
                    .collect_view()}
            </fieldset>
            {alert_field(&form, "email", "email", "email", t("island-email-label"), true, form.email.clone())}
            {alert_field(&form, "phone", "tel", "tel", t("alert-phone"), false, form.phone.clone())}
            {consent_choice(&form.consent, consent_error)}
            <button type="submit" class="button" data-testid="alert-submit">{t("alert-submit")}</button>
        </form>
    }
}

/// One text field of the notify-me form: its label, the input with the value as typed, and the
/// reason it was refused beside it (`aria-describedby`).
fn alert_field(
    form: &AlertForm,
    name: &'static str,
    input_type: &'static str,
    autocomplete: &'static str,
    label: String,
    required: bool,
    value: String,
) -> impl IntoView {
    let id = format!("alert-{name}-{}", form.travel_id);
    let error_id = format!("{id}-error");
    let error = form.error_of(name).map(str::to_string);
    let invalid = error.is_some();
    view! {
        <label for=id.clone()>{label}</label>
        <input
            id=id
            type=input_type
            name=name
            required=required
            autocomplete=autocomplete
            value=value
            aria-invalid=invalid.then_some("true")
            aria-describedby=invalid.then(|| error_id.clone())
            data-testid=format!("alert-{name}")
        />
        {error.map(|message| view! { <p class="form-error" id=error_id role="alert" data-testid=format!("alert-{name}-error")>{message}</p> })}
    }
}

/// A question to the coordinator of a trip, a departure or a profile.
pub fn ask_coordinator(coordinator_slug: &str, name: &str, travel_id: Option<i64>, tour_id: Option<String>) -> impl IntoView {
    let back = ctx().path.clone();
    view! {
        <details class="ask-coordinator" data-testid="ask-coordinator">
            <summary class="button button--ghost" data-track="question_open">{crate::t_args("question-open", &[("name", name.to_string().into())])}</summary>
            <form class="stack" method="post" action="/questions" data-testid="question-form">
                <input type="hidden" name="coordinator" value=coordinator_slug.to_string() />
                <input type="hidden" name="travel" value=travel_id.map(|id| id.to_string()).unwrap_or_default() />
                <input type="hidden" name="tour" value=tour_id />
                <input type="hidden" name="back" value=back />
                <label for="question-email">{t("island-email-label")}</label>
                <input id="question-email" type="email" name="email" required autocomplete="email" data-testid="question-email" />
                <label for="question-message">{t("question-message")}</label>
                <textarea id="question-message" name="message" required maxlength="2000" rows="4" data-testid="question-message"></textarea>
                // Bots fill every field; people never see this one.
                <input type="text" name="website" class="visually-hidden" tabindex="-1" autocomplete="off" aria-hidden="true" />
                <button type="submit" class="button" data-testid="question-submit">{t("question-submit")}</button>
            </form>
        </details>
    }
}

/// Joining the line of a sold-out departure; the island shows the place.
pub fn waitlist(tour_id: String) -> impl IntoView {
    view! {
        <section class="waitlist" data-testid="waitlist">
            <p>{t("waitlist-intro")}</p>
            <Island
                name="waitlist"
                props=WaitlistProps {
                    tour_id: tour_id.clone(),
                    place_label: crate::t_args("waitlist-place", &[("number", "{number}".into())]),
                    offered_label: crate::t_args("waitlist-offered", &[("until", "{until}".into())]),
                }
            >
                <span></span>
            </Island>
            <form method="post" action="/waitlist">
                <input type="hidden" name="tour" value=tour_id />
                <input type="hidden" name="back" value=ctx().path.clone() />
                <button type="submit" class="button" data-testid="waitlist-join">{t("waitlist-join")}</button>
            </form>
        </section>
    }
}
