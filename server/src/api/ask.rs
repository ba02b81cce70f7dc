//! `GET /api/ask?q=&page=`: a free-text wish read into filters and chips,
//! searched, and each result explained (see [`crate::ask`]). On in the
//! editions whose Ask page is on (spec §2); a 404 elsewhere.

use super::answers::{json_response, AnswerKey};
use crate::accounts::rate_limit;
use crate::accounts::secrets::now;
use crate::ask::llm::AskModel;
use crate::ask::{self, Reader, Relaxation, Why};
use crate::catalogue::Snapshot;
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::{ClientAddr, Visit};
use crate::AppState;
use axum::extract::State;
use axum::response::Response;
use caravan_site::routes::RouteKey;
use search_core::api::{self, Paginated};
use search_core::ask::Chip;
use search_core::Filters;
use serde::Serialize;

/// One result: the travel as `/api/travels` gives it, and why it matched.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AskResult {
    #[serde(flatten)]
    pub travel: api::Travel,
    pub why: Why,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AskAnswer {
    /// The wish as read (cut at 300 bytes).
    pub query: String,
    /// True when at least one constraint other than free text was understood.
    pub understood: bool,
    pub reader: Reader,
    /// The wish's filters, with the filter payload's names.
    pub filters: Filters,
    pub chips: Vec<Chip>,
    /// Constraints loosened because nothing matched exactly, in the order tried.
    pub relaxed: Vec<Relaxation>,
    /// The filters the results match (`filters`, relaxed).
    pub searched_filters: Filters,
    pub results: Paginated<AskResult>,
    /// 'Ops, the spell didn't work!' and the advice to rephrase, in the visitor's language, when nothing was understood.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<AskFailure>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AskFailure {
    pub title: String,
    pub advice: String,
}

/// The query: the wish and a page.
struct AskQuery {
    q: String,
    page: i32,
}

impl AskQuery {
    fn parse(query: &str) -> AppResult<AskQuery> {
        let mut out = AskQuery { q: String::new(), page: 1 };
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            match key.as_ref() {
                "q" => out.q = value.chars().filter(|c| !c.is_control()).collect::<String>().trim().to_string(),
                "page" => {
                    out.page = value
                        .parse()
                        .ok()
                        .filter(|p| (1..=100_000).contains(p))
                        .ok_or_else(|| AppError::invalid(ErrorCode::InvalidPage, "page must be a whole number from 1"))?
                }
                _ => {}
            }
        }
        Ok(out)
    }
}

#[utoipa::path(
    get, path = "/api/ask", tag = "catalogue",
    params(
        ("q" = Option<String>, Query, description = "The wish, in the edition's language. Lenient: absent or blank is an empty wish (answered with `failure`); control characters are removed and the wish is cut at 300 bytes"),
        ("page" = Option<i32>, Query, minimum = 1, maximum = 100_000, description = "Result page, 1 to 100000")
    ),
    responses(
        (status = 200, description = "Filters, chips and explained results", body = AskAnswer),
        (status = 400, description = "A bad page number", body = crate::error::ErrorEnvelope),
        (status = 404, description = "Ask is off in this edition", body = crate::error::ErrorEnvelope),
    )
)]
pub async fn ask_travels(State(state): State<AppState>, visit: Visit, client: ClientAddr) -> AppResult<Response> {
    let edition = visit.host.edition;
    if RouteKey::SearchAi.path(edition).is_none() {
        return Err(AppError::NotFound);
    }
    let query = AskQuery::parse(&visit.query)?;
    let snapshot = state.catalogue.snapshot();
    // Answers are kept only when no model reads wishes: a model's answer may differ each time.
    let key = state.ask_model.is_none().then(|| AnswerKey::new("ask", &visit, snapshot.version, format!("{}\n{}", query.page, query.q)));
    let json = state.answers.kept_or(key, || ask_fresh(&state, &visit, &client, &snapshot, &query)).await?;
    Ok(json_response(json))
}

async fn ask_fresh(state: &AppState, visit: &Visit, client: &ClientAddr, snapshot: &Snapshot, query: &AskQuery) -> AppResult<AskAnswer> {
    let model = match state.ask_model.as_deref() {
        Some(model) if !query.q.is_empty() => {
            let allowed = rate_limit::hit(&state.db, rate_limit::MODEL_ASKS_PER_CLIENT, &client.0, now()).await?.is_ok();
            if !allowed {
                state.metrics.rate_limited(rate_limit::MODEL_ASKS_PER_CLIENT.name);
            }
            allowed.then_some(model)
        }
        _ => None,
    };
    Ok(answer(visit, snapshot, model, query).await)
}

async fn answer(visit: &Visit, snapshot: &Snapshot, model: Option<&AskModel>, query: &AskQuery) -> AskAnswer {
    let edition = visit.host.edition;
    let viewer = visit.viewer();
    let asked = ask::ask(snapshot, &viewer, edition, model, &query.q).await;
    let paging = Filters { page: Some(query.page), ..Filters::default() };
    let (skip, per_page) = ((query.page as usize - 1) * paging.per_page_or_default() as usize, paging.per_page_or_default() as usize);
    let shown: Vec<_> = asked.hits.iter().skip(skip).take(per_page).cloned().collect();
    let whys = asked.why(snapshot, &viewer, &shown);
    let data: Vec<AskResult> = shown
        .iter()
        .zip(whys)
        .map(|(hit, why)| AskResult { travel: super::travels::travel(snapshot, hit, edition.language), why })
        .collect();
    let results = super::tours::page_of(data, asked.hits.len(), &paging);
    let failure = (!asked.parse.understood && asked.hits.is_empty())
        .then(|| AskFailure { title: visit.t("ask-failure-title"), advice: visit.t("ask-failure-advice") });
    let wish = search_core::ask::clip(&query.q).to_string();
    AskAnswer {
        query: wish,
        understood: asked.parse.understood,
        reader: asked.reader,
        filters: asked.parse.filters.clone(),
        chips: asked.parse.chips.clone(),
        relaxed: asked.relaxed.clone(),
        searched_filters: asked.searched.clone(),
        results,
        failure,
    }
}
