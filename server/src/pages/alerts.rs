//! The form flows of alerts, questions and the waitlist (no JavaScript
//! needed): each answer is a personal page (`Page::Message`), never cached.
//!
//! Notify-me (spec §4 alert flow): the logged-in owner of the address gets
//! the alerts at once; a known address gets a confirmation link by mail; a
//! new one a one-time code, whose verification creates the account. Turning
//! an alert off always goes through a confirmation page (profile area or
//! the mail's link); mail clients may also unsubscribe in one click
//! (RFC 8058 POST).

use super::{personal_page, PageResult};
use crate::accounts::{flow, rate_limit, sessions, users, CurrentUser};
use crate::alerts::mails::{ConfirmLink, OutboxMail};
use crate::alerts::outbox::enqueue;
use crate::alerts::questions::{self, site_origin, Question};
use crate::alerts::subscriptions::{self, Subscriber, Target};
use crate::alerts::{offered, waitlist};
use crate::catalogue::{Tour, Travel};
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::security::same_site_path;
use crate::http::{ClientAddr, Visit};
use crate::mail::CodeFor;
use crate::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use bytes::Bytes;
use caravan_site::model::alert_form::AlertForm;
use caravan_site::model::{MessageForm, MessageView, Page};
use caravan_site::routes::login_href;
use search_core::status::AlertType;
use serde::Deserialize;

/// A posted form as pairs (keys may repeat: `kind=…&kind=…`).
struct Fields(Vec<(String, String)>);

impl Fields {
    fn parse(body: &Bytes) -> Fields {
        Fields(form_urlencoded::parse(body).into_owned().collect())
    }

    fn get(&self, key: &str) -> &str {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str()).unwrap_or("")
    }

    fn all<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.0.iter().filter(move |(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

fn message(testid: &'static str, title: String, text: String) -> MessageView {
    MessageView { testid, title, text, ..MessageView::default() }
}

fn show(state: &AppState, visit: &Visit, view: MessageView) -> Response {
    personal_page(state, visit, StatusCode::OK, Page::Message(Box::new(view)))
}

/// A refusal as the message page of the step, with the way back.
fn refused(state: &AppState, visit: &Visit, error: AppError, back: &str) -> PageResult {
    let page = MessageView {
        back: Some(same_site_path(Some(back)).to_string()),
        ..message("message-refused", visit.t("message-refused-title"), String::new())
    };
    refused_on(state, visit, error, page)
}

/// A client error said on `page` (its text gives way to the reason, which may contradict
/// it), with the refusal's status; anything else is the error page.
fn refused_on(state: &AppState, visit: &Visit, error: AppError, page: MessageView) -> PageResult {
    if !error.status().is_client_error() {
        return Err(error.into());
    }
    let view = MessageView { error: Some(error.public_message()), text: String::new(), ..page };
    Ok(personal_page(state, visit, error.status(), Page::Message(Box::new(view))))
}

/// The phone of an alert: optional, the spec §5 pattern.
fn phone(visit: &Visit, raw: &str) -> AppResult<Option<String>> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    if search_core::validation::is_valid_phone(raw) {
        Ok(Some(raw.to_string()))
    } else {
        Err(AppError::refused(ErrorCode::InvalidPhone, visit.t("error-invalid-phone")))
    }
}

/// `POST /alerts`: subscribe to the chosen alerts of a trip or departure.
pub async fn subscribe(
    State(state): State<AppState>,
    visit: Visit,
    client: ClientAddr,
    current: Option<CurrentUser>,
    body: Bytes,
) -> PageResult {
    let form = Fields::parse(&body);
    let back = form.get("back").to_string();
    match subscribe_form(&state, &visit, &client, current, &form).await {
        Ok(view) => Ok(show(&state, &visit, view)),
        Err(error) => match (refused_field(&error), alert_target(&state.catalogue.snapshot(), &visit, &form)) {
            // A mistyped address or phone: the form again, as filled in, with the reason beside the field.
            (Some(field), Ok((travel, tour, offered))) => {
                let chosen = form.all("kind").filter_map(AlertType::from_code).filter(|k| offered.contains(k)).collect();
                let again = AlertForm {
                    travel_id: travel.id,
                    tour_id: tour.map(|t| t.id.clone()).unwrap_or_default(),
                    offered,
                    chosen,
                    email: form.get("email").to_string(),
                    phone: form.get("phone").to_string(),
                    consent: form.get("consent").to_string(),
                    error: Some((field, error.public_message())),
                    back: same_site_path(Some(&back)).to_string(),
                };
                let view = MessageView {
                    alert_form: Some(again),
                    back: Some(same_site_path(Some(&back)).to_string()),
                    ..message("alerts-form", visit.t("alert-open"), String::new())
                };
                Ok(personal_page(&state, &visit, error.status(), Page::Message(Box::new(view))))
            }
            _ => refused(&state, &visit, error, &back),
        },
    }
}

/// The form field a refusal is about, when the visitor can correct it there.
fn refused_field(error: &AppError) -> Option<&'static str> {
    match error.code() {
        ErrorCode::InvalidEmail => Some("email"),
        ErrorCode::InvalidPhone => Some("phone"),
        ErrorCode::ConsentRequired => Some("consent"),
        _ => None,
    }
}

/// The trip and departure (if any) of a notify-me form, with the alerts they offer; not found
/// otherwise.
fn alert_target<'s>(
    snapshot: &'s crate::catalogue::Snapshot,
    visit: &Visit,
    form: &Fields,
) -> AppResult<(&'s Travel, Option<&'s Tour>, Vec<AlertType>)> {
    let not_found = || AppError::refused(ErrorCode::NotFound, visit.t("error-item-not-found"));
    let travel = form.get("travel").parse::<i64>().ok().and_then(|id| snapshot.travel_by_id(id)).ok_or_else(not_found)?;
    let tour = match form.get("tour") {
        "" => None,
        id => Some(snapshot.tour_by_id(id).filter(|t| snapshot.travels[t.travel].id == travel.id).ok_or_else(not_found)?),
    };
    let has_tours = snapshot.upcoming(travel, visit.today).next().is_some();
    Ok((travel, tour, offered(has_tours, tour.map(|t| t.status))))
}

async fn subscribe_form(
    state: &AppState,
    visit: &Visit,
    client: &ClientAddr,
    current: Option<CurrentUser>,
    form: &Fields,
) -> AppResult<MessageView> {
    let snapshot = state.catalogue.snapshot();
    let (travel, tour, available) = alert_target(&snapshot, visit, form)?;
    if available.is_empty() {
        return Err(AppError::refused(ErrorCode::NoAlert, visit.t("error-no-alert")));
    }
    let chosen: Vec<_> = form.all("kind").filter_map(AlertType::from_code).filter(|k| available.contains(k)).collect();
    let kinds = if chosen.is_empty() { available } else { chosen };
    let email = flow::valid_email(visit, form.get("email"))?;
    let phone = phone(visit, form.get("phone"))?;
    flow::limit(state, visit, rate_limit::ALERTS_PER_CLIENT, &client.0).await?;
    let currency = visit.currency;
    let seen_price = match tour {
        Some(t) => t.price(currency).map(|p| p.price),
        None => snapshot.card(travel, &visit.viewer()).price_from.map(|p| p.now.minor),
    };
    let target = Target { travel_id: travel.id, tour_id: tour.map(|t| t.id.clone()), currency: currency.iso_code(), seen_price };
    let origin = site_origin(state, visit);
    let known = users::find_by_email(&state.db, &email).await?;
    let owner = current.as_ref().filter(|c| c.user.email == email).map(|c| c.user.id.clone());
    fn who<'a>(email: &'a str, user_id: Option<&'a str>, visit: &Visit, origin: &'a str, phone: Option<&'a str>) -> Subscriber<'a> {
        Subscriber { email, user_id, edition: visit.host.edition.code(), site_origin: origin, phone }
    }
    let title = crate::alerts::links::alert_subject(visit, &travel.text(visit.host.edition.language).title, tour.map(|t| t.starting_date));
    let back = same_site_path(Some(form.get("back"))).to_string();
    if let Some(user_id) = owner {
        subscriptions::subscribe(&state.db, &who(&email, Some(&user_id), visit, &origin, phone.as_deref()), &kinds, &target, "active")
            .await?;
        return Ok(MessageView {
            back: Some(back),
            ..message("alerts-on", visit.t("alerts-on-title"), visit.t_args("alerts-on-text", &[("title", title.into())]))
        });
    }
    if let Some(user) = known {
        // Confirmation mails count with codes: at most a few an hour to one address.
        flow::limit(state, visit, rate_limit::CODES_PER_EMAIL, &email).await?;
        let token =
            subscriptions::subscribe(&state.db, &who(&email, Some(&user.id), visit, &origin, phone.as_deref()), &kinds, &target, "pending")
                .await?
                .unwrap_or_default();
        let confirm = OutboxMail::ConfirmAlert(ConfirmLink { title: title.clone(), url: format!("{origin}/alerts/confirm?token={token}") });
        let mut tx = state.db.pool.begin().await?;
        enqueue(
            &mut tx,
            &format!("alert-confirm:{}", crate::accounts::secrets::hash(&token)),
            &email,
            visit.host.edition.fluent_locale(),
            &confirm,
        )
        .await?;
        tx.commit().await?;
        return Ok(MessageView {
            back: Some(back),
            ..message(
                "alerts-check-mail",
                visit.t("alerts-check-mail-title"),
                visit.t_args("alerts-check-mail-text", &[("email", email.into())]),
            )
        });
    }
    let step = CodeStep { email, back, consent: form.get("consent").to_string() };
    subscriptions::subscribe(&state.db, &who(&step.email, None, visit, &origin, phone.as_deref()), &kinds, &target, "pending").await?;
    flow::send_code(state, visit, client, &step.email, step.consent(), None, CodeFor::Alerts).await?;
    Ok(code_page(visit, &step))
}

/// The code step of a new address: who, where back goes, and the consent given,
/// carried in the code page's forms.
struct CodeStep {
    email: String,
    back: String,
    consent: String,
}

impl CodeStep {
    fn of(form: &Fields) -> CodeStep {
        CodeStep { email: form.get("email").to_string(), back: form.get("back").to_string(), consent: form.get("consent").to_string() }
    }

    /// The marketing consent given with the address (asked of new addresses only).
    fn consent(&self) -> Option<bool> {
        match self.consent.as_str() {
            "accept" => Some(true),
            "decline" => Some(false),
            _ => None,
        }
    }
}

/// The page that asks for the code sent to a new address, with "send a new code".
fn code_page(visit: &Visit, step: &CodeStep) -> MessageView {
    let back = same_site_path(Some(&step.back)).to_string();
    MessageView {
        form: Some(MessageForm {
            action: "/alerts/verify".into(),
            hidden: vec![("email".into(), step.email.clone()), ("back".into(), back.clone()), ("consent".into(), step.consent.clone())],
            code: true,
            submit: visit.t("island-verify"),
            resend: Some(("/alerts/resend".into(), visit.t("island-resend"))),
        }),
        back: Some(back),
        ..message("alerts-code", visit.t("island-code-label"), visit.t_args("island-code-sent", &[("email", step.email.clone().into())]))
    }
}

/// `POST /alerts/resend`: a new code for the address of the code page.
pub async fn resend(State(state): State<AppState>, visit: Visit, client: ClientAddr, body: Bytes) -> PageResult {
    let step = CodeStep::of(&Fields::parse(&body));
    match flow::send_code(&state, &visit, &client, &step.email, step.consent(), None, CodeFor::Alerts).await {
        Ok(()) => Ok(show(&state, &visit, code_page(&visit, &step))),
        Err(error) => refused_on(&state, &visit, error, code_page(&visit, &step)),
    }
}

/// `POST /alerts/verify`: the code of a new address; the account is created,
/// logged in, and its alerts turn on.
pub async fn verify(State(state): State<AppState>, visit: Visit, client: ClientAddr, headers: HeaderMap, body: Bytes) -> PageResult {
    let form = Fields::parse(&body);
    let back = form.get("back").to_string();
    let result = async {
        let verified = flow::verify(&state, &visit, &client, form.get("email"), form.get("code")).await?;
        subscriptions::activate_pending(&state.db, &verified.user.email, &verified.user.id).await?;
        let token = sessions::start(&state, &verified.user.id, sessions::token_in(&headers).as_deref()).await?;
        Ok::<_, AppError>(token)
    };
    match result.await {
        Ok(token) => {
            let view = MessageView {
                back: Some(same_site_path(Some(&back)).to_string()),
                ..message("alerts-on", visit.t("alerts-on-title"), visit.t("alerts-on-generic"))
            };
            let mut response = show(&state, &visit, view);
            response.headers_mut().insert(header::SET_COOKIE, sessions::cookie(&state, &token));
            Ok(response)
        }
        Err(error) => refused_on(&state, &visit, error, code_page(&visit, &CodeStep::of(&form))),
    }
}

#[derive(Deserialize)]
pub struct TokenQuery {
    #[serde(default)]
    token: String,
}

/// `GET /alerts/confirm?token=`: the button that turns the alerts on (a GET
/// changes nothing: mail scanners open links).
pub async fn confirm_page(State(state): State<AppState>, visit: Visit, Query(q): Query<TokenQuery>) -> PageResult {
    let view = MessageView {
        form: Some(MessageForm {
            action: "/alerts/confirm".into(),
            hidden: vec![("token".into(), q.token)],
            code: false,
            submit: visit.t("alerts-confirm-button"),
            resend: None,
        }),
        ..message("alerts-confirm", visit.t("alerts-confirm-title"), visit.t("alerts-confirm-text"))
    };
    Ok(show(&state, &visit, view))
}

pub async fn confirm(State(state): State<AppState>, visit: Visit, body: Bytes) -> PageResult {
    let form = Fields::parse(&body);
    Ok(match subscriptions::confirm(&state.db, form.get("token")).await? {
        0 => return refused(&state, &visit, AppError::refused(ErrorCode::LinkUsed, visit.t("error-link-used")), "/"),
        _ => show(&state, &visit, message("alerts-on", visit.t("alerts-on-title"), visit.t("alerts-on-generic"))),
    })
}

/// `GET /alerts/unsubscribe?token=`: confirm turning the alert off.
pub async fn unsubscribe_page(State(state): State<AppState>, visit: Visit, Query(q): Query<TokenQuery>) -> PageResult {
    let view = MessageView {
        form: Some(MessageForm {
            action: "/alerts/unsubscribe".into(),
            hidden: vec![("token".into(), q.token)],
            code: false,
            submit: visit.t("alert-turn-off"),
            resend: None,
        }),
        ..message("alerts-unsubscribe", visit.t("alerts-off-confirm-title"), visit.t("alerts-off-confirm-text"))
    };
    Ok(show(&state, &visit, view))
}

/// `POST /alerts/unsubscribe`: the confirmation form, or a mail client's
/// one-click POST (`List-Unsubscribe=One-Click`, token in the query).
pub async fn unsubscribe(State(state): State<AppState>, visit: Visit, Query(q): Query<TokenQuery>, body: Bytes) -> PageResult {
    let form = Fields::parse(&body);
    let one_click = form.get("List-Unsubscribe") == "One-Click";
    let token = if q.token.is_empty() { form.get("token").to_string() } else { q.token };
    Ok(match subscriptions::turn_off_by_token(&state.db, &token).await? {
        _ if one_click => StatusCode::OK.into_response(),
        true => show(&state, &visit, message("alerts-off", visit.t("alerts-off-title"), visit.t("alerts-off-text"))),
        false => return refused(&state, &visit, AppError::refused(ErrorCode::NotFound, visit.t("error-link-used")), "/"),
    })
}

/// `GET /alerts/{id}/off`: the confirmation dialog of the profile area.
pub async fn off_page(State(state): State<AppState>, visit: Visit, current: Option<CurrentUser>, Path(id): Path<String>) -> PageResult {
    if current.is_none() {
        return Ok(Redirect::to(&login_href(visit.host.edition, &visit.path)).into_response());
    }
    let view = MessageView {
        form: Some(MessageForm {
            action: format!("/alerts/{id}/off"),
            hidden: Vec::new(),
            code: false,
            submit: visit.t("alert-turn-off"),
            resend: None,
        }),
        back: Some(caravan_site::routes::RouteKey::Account.href(visit.host.edition).to_string()),
        ..message("alerts-off-confirm", visit.t("alerts-off-confirm-title"), visit.t("alerts-off-confirm-text"))
    };
    Ok(show(&state, &visit, view))
}

pub async fn off(State(state): State<AppState>, visit: Visit, current: Option<CurrentUser>, Path(id): Path<String>) -> PageResult {
    let Some(current) = current else {
        return Ok(Redirect::to(&login_href(visit.host.edition, &visit.path)).into_response());
    };
    Ok(match subscriptions::turn_off(&state.db, &id, &current.user.id).await? {
        true => show(&state, &visit, message("alerts-off", visit.t("alerts-off-title"), visit.t("alerts-off-text"))),
        false => return refused(&state, &visit, AppError::NotFound, "/"),
    })
}

/// `POST /questions`: a question to a coordinator.
pub async fn ask(State(state): State<AppState>, visit: Visit, client: ClientAddr, body: Bytes) -> PageResult {
    let form = Fields::parse(&body);
    let back = form.get("back").to_string();
    // The honeypot: a filled one is a bot, answered like anyone, stored nowhere.
    if !form.get("website").is_empty() {
        return Ok(show(&state, &visit, message("question-sent", visit.t("question-sent-title"), visit.t("question-sent-generic"))));
    }
    let snapshot = state.catalogue.snapshot();
    let Some(coordinator) = snapshot.coordinator_by_slug.get(form.get("coordinator")).copied() else {
        return refused(&state, &visit, AppError::NotFound, &back);
    };
    let travel = form.get("travel").parse::<i64>().ok().and_then(|id| snapshot.travel_by_id.get(&id).copied());
    let tour = Some(form.get("tour")).filter(|t| !t.is_empty() && snapshot.tour_by_id(t).is_some());
    let question = Question { coordinator, travel, tour_id: tour, email: form.get("email"), message: form.get("message") };
    match questions::ask(&state, &visit, &client, &question).await {
        Ok(name) => {
            let view = MessageView {
                back: Some(same_site_path(Some(&back)).to_string()),
                ..message("question-sent", visit.t("question-sent-title"), visit.t_args("question-sent-text", &[("name", name.into())]))
            };
            Ok(show(&state, &visit, view))
        }
        Err(error) => refused(&state, &visit, error, &back),
    }
}

/// `POST /waitlist`: joins the line of a sold-out departure (logged in).
pub async fn join_waitlist(State(state): State<AppState>, visit: Visit, current: Option<CurrentUser>, body: Bytes) -> PageResult {
    let form = Fields::parse(&body);
    let back = same_site_path(Some(form.get("back"))).to_string();
    let Some(current) = current else {
        return Ok(Redirect::to(&login_href(visit.host.edition, &back)).into_response());
    };
    let snapshot = state.catalogue.snapshot();
    let Some(tour) = snapshot.tour_by_id(form.get("tour")) else {
        return refused(&state, &visit, AppError::NotFound, &back);
    };
    if tour.status != search_core::TourStatus::SoldOut {
        return refused(&state, &visit, AppError::refused(ErrorCode::NotSoldOut, visit.t("error-not-sold-out")), &back);
    }
    let origin = site_origin(&state, &visit);
    let place = waitlist::join(&state.db, &tour.id, &current.user.id, visit.host.edition.code(), &origin).await?;
    let view = MessageView {
        back: Some(back),
        ..message(
            "waitlist-joined",
            visit.t("waitlist-joined-title"),
            visit.t_args("waitlist-place", &[("number", place.number_in_line.into())]),
        )
    };
    Ok(show(&state, &visit, view))
}
