//! `GET /api/chat?q=`: the chat assistant's answer from the site's own
//! content, in the edition's language, with links to the pages it comes from
//! and the "talk to us" handoff (see [`crate::chat`]).

use super::answers::{json_response, AnswerKey};
use crate::chat::ChatAnswer;
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::Visit;
use crate::AppState;
use axum::extract::State;
use axum::response::Response;

/// Longest question read, in characters.
const MAX_QUESTION_CHARS: usize = 500;

#[utoipa::path(
    get, path = "/api/chat", tag = "content",
    params(("q" = String, Query, pattern = r"[^\s\x00-\x1f\x7f-\x9f]", description = "The visitor's question: at least one character that is not white space or a control character; cut at 500 characters")),
    responses((status = 200, body = ChatAnswer), (status = 400, description = "No question", body = crate::error::ErrorEnvelope))
)]
pub async fn answer_question(State(state): State<AppState>, visit: Visit) -> AppResult<Response> {
    let question: String = form_urlencoded::parse(visit.query.as_bytes())
        .find(|(k, _)| k == "q")
        .map(|(_, v)| v.chars().filter(|c| !c.is_control()).take(MAX_QUESTION_CHARS).collect())
        .unwrap_or_default();
    if question.trim().is_empty() {
        return Err(AppError::invalid(ErrorCode::InvalidQuestion, "ask a question with ?q="));
    }
    let snapshot = state.catalogue.snapshot();
    // The same question asked again (the suggested ones are) is one lookup.
    let key = AnswerKey::new("chat", &visit, snapshot.version, question.clone());
    let answer = || async {
        Ok(snapshot.help.answer(&*snapshot, visit.host.edition, &question, visit.t("chat-handoff")).spelt_for(visit.host.edition))
    };
    Ok(json_response(state.answers.kept_or(Some(key), answer).await?))
}
