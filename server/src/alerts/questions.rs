//! Questions to a coordinator (spec §1, §3): stored, mailed to the
//! coordinator and acknowledged to the traveller, both through the outbox
//! in the same transaction as the question. Rate-limited per client and
//! per address.

use super::mails::{CoordinatorQuestion, OutboxMail};
use super::outbox::enqueue;
use crate::accounts::flow::{limit, valid_email};
use crate::accounts::rate_limit::{QUESTIONS_PER_CLIENT, QUESTIONS_PER_EMAIL};
use crate::accounts::secrets::now;
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::{ClientAddr, Visit};
use crate::storage::{Arg, Sql};
use crate::AppState;

/// Longest question, in characters.
pub const MAX_MESSAGE: usize = 2000;
/// Where coordinators read their questions: `<slug>@` this domain.
pub const COORDINATOR_MAIL_DOMAIN: &str = "coordinators.caravan-trips.com";

pub struct Question<'a> {
    pub coordinator: usize,
    pub travel: Option<usize>,
    pub tour_id: Option<&'a str>,
    pub email: &'a str,
    pub message: &'a str,
}

/// The site the visitor is on, for links in mails: the edition's production
/// address, or the local `*.localhost` one in development (never the raw Host).
pub fn site_origin(state: &AppState, visit: &Visit) -> String {
    state.hosts.url_like(&visit.host, visit.host.edition, "")
}

/// Stores and mails a question; the coordinator's name for the thank-you.
pub async fn ask(state: &AppState, visit: &Visit, client: &ClientAddr, q: &Question<'_>) -> AppResult<String> {
    let email = valid_email(visit, q.email)?;
    let message = q.message.trim();
    if message.is_empty() {
        // "At most 2,000 characters" told someone who wrote none what they had not done (issue 24).
        return Err(AppError::refused(ErrorCode::QuestionEmpty, visit.t("error-question-empty")));
    }
    if message.chars().count() > MAX_MESSAGE {
        return Err(AppError::refused(
            ErrorCode::QuestionLength,
            visit.t_args("error-question-length", &[("max", (MAX_MESSAGE as i64).into())]),
        ));
    }
    limit(state, visit, QUESTIONS_PER_CLIENT, &client.0).await?;
    limit(state, visit, QUESTIONS_PER_EMAIL, &email).await?;
    let snapshot = state.catalogue.snapshot();
    let coordinator = snapshot.coordinators.get(q.coordinator).ok_or(AppError::NotFound)?;
    let travel = q.travel.and_then(|i| snapshot.travels.get(i));
    let edition = visit.host.edition;
    let origin = site_origin(state, visit);
    let url = match travel {
        Some(t) => super::links::page_url(
            &origin,
            edition.code(),
            &t.slug,
            q.tour_id.and_then(|id| snapshot.tour_by_id(id)).map(|t| t.code.as_str()),
        ),
        // Asked from the coordinator's own page: the copy links back to that page.
        None => caravan_site::routes::Route::Coordinator { coordinator: coordinator.slug.clone() }
            .path(edition)
            .map_or_else(|| origin.clone(), |path| format!("{origin}{path}")),
    };
    let question = CoordinatorQuestion {
        coordinator: coordinator.name.clone(),
        title: travel.map(|t| t.text(edition.language).title.clone()).unwrap_or_default(),
        email: email.clone(),
        message: message.to_string(),
        url,
    };
    let id = uuid::Uuid::new_v4().to_string();
    let mut tx = state.db.pool.begin().await?;
    let mut sql =
        Sql::new("INSERT INTO coordinator_questions (id, coordinator_id, travel_id, tour_id, email, message, edition, created_at) VALUES ");
    sql.bind_list([
        Arg::from(id.as_str()),
        coordinator.id.into(),
        travel.map_or(Arg::NullInt, |t| Arg::Int(t.id)),
        q.tour_id.into(),
        email.as_str().into(),
        message.into(),
        edition.code().into(),
        now().into(),
    ]);
    sql.query().execute(&mut *tx).await?;
    let to_coordinator = format!("{}@{COORDINATOR_MAIL_DOMAIN}", coordinator.slug);
    // Coordinators read English; travellers get their own language.
    enqueue(&mut tx, &format!("question:{id}:coordinator"), &to_coordinator, "en-US", &OutboxMail::QuestionToCoordinator(question.clone()))
        .await?;
    enqueue(&mut tx, &format!("question:{id}:ack"), &email, edition.fluent_locale(), &OutboxMail::QuestionAck(question)).await?;
    tx.commit().await?;
    Ok(coordinator.name.clone())
}
