//! `GET /api/custompages/show?routingKey=…|slug=…`: a content-managed page
//! (spec §3 Custom page, §7). Absent: the 404 envelope. Moved: the 418
//! convention of spec §8, `meta.httpStatusCode` and `meta.redirectTo`.

use crate::catalogue::PageRef;
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::Visit;
use crate::AppState;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use caravan_site::routes::RouteKey;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CustomPageQuery {
    /// A fixed page's route name (`how-it-works`). Give this or `slug`. The catalogue pages
    /// (`index`, `travels`, `tours`, `coordinators`, `area-*`) answer their default composition
    /// until an editor writes one.
    #[param(min_length = 1, example = "how-it-works")]
    pub routing_key: Option<String>,
    /// A catch-all page's path; surrounding slashes are ignored (`collection`).
    #[param(pattern = "[^/]", example = "collection")]
    pub slug: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomPageAnswer {
    pub success: bool,
    pub data: CustomPageData,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomPageData {
    #[serde(rename = "type")]
    pub page_type: String,
    pub title: String,
    #[schema(value_type = Object)]
    pub seo: Value,
    /// Ordered content blocks (`blockType`, `content`); HTML as stored, to be sanitised where shown.
    #[schema(value_type = Vec<Object>)]
    pub blocks: Vec<Value>,
    pub custom_css: Option<String>,
    pub attributes: CustomPageAttributes,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomPageAttributes {
    pub transparent_header: bool,
    pub hide_layout: bool,
}

#[utoipa::path(
    get, path = "/api/custompages/show", tag = "content", params(CustomPageQuery),
    responses(
        (status = 200, description = "The page", body = CustomPageAnswer),
        (status = 400, description = "Neither routingKey nor slug", body = crate::error::ErrorEnvelope),
        (status = 404, description = "No such page in this edition's language", body = crate::error::ErrorEnvelope),
        (status = 418, description = "The page moved: `meta.httpStatusCode`, `meta.redirectTo`"),
    )
)]
pub async fn show_custom_page(
    State(state): State<AppState>,
    visit: Visit,
    query: Result<Query<CustomPageQuery>, QueryRejection>,
) -> AppResult<Response> {
    let Ok(Query(query)) = query else {
        return Err(AppError::invalid(ErrorCode::InvalidQuery, "give routingKey or slug"));
    };
    let key = match (query.routing_key.as_deref(), query.slug.as_deref()) {
        (Some(key), _) if !key.is_empty() => PageRef::RoutingKey(key),
        (_, Some(slug)) if !slug.trim_matches('/').is_empty() => PageRef::Slug(slug.trim_matches('/')),
        _ => return Err(AppError::invalid(ErrorCode::InvalidQuery, "give routingKey or slug")),
    };
    let snapshot = state.catalogue.snapshot();
    // A catalogue page nobody has written answers its default composition, as the page shows it.
    let fixed = match key {
        PageRef::RoutingKey(name) => RouteKey::ALL.into_iter().find(|k| k.name() == name && crate::pages::fixed::lists_catalogue(*k)),
        PageRef::Slug(_) => None,
    };
    let page = match fixed {
        Some(route) => crate::pages::fixed::stored_or_default(&snapshot, &visit, route, None)?,
        None => std::borrow::Cow::Borrowed(snapshot.custom_page(&visit.viewer(), key)?),
    };
    if let Some(redirect) = &page.redirect {
        let meta = json!({"meta": {"httpStatusCode": redirect.status, "redirectTo": redirect.to}});
        return Ok((StatusCode::IM_A_TEAPOT, Json(meta)).into_response());
    }
    Ok(Json(CustomPageAnswer {
        success: true,
        data: CustomPageData {
            page_type: "custom".into(),
            title: page.title.clone(),
            seo: page.seo.clone(),
            blocks: page.blocks.clone(),
            custom_css: page.custom_css.clone(),
            attributes: CustomPageAttributes { transparent_header: page.transparent_header, hide_layout: page.hide_layout },
        },
    })
    .into_response())
}
