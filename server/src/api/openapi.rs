//! The OpenAPI document of `/api`, generated from the handlers' annotations
//! and the wire types, served at `/api/openapi.json`.

use axum::Json;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Caravan API", description = "Catalogue, search and content of the Caravan group-travel site (spec §7)."),
    paths(
        super::travels::list_travels,
        super::travels::list_travels_paginated,
        super::travels::list_top_sellers,
        super::tours::list_tours,
        super::layouts::show_layouts,
        super::custom_pages::show_custom_page,
        super::admin::import_catalogue,
    ),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        if let Some(components) = openapi.components.as_mut() {
            components.add_security_scheme("bearer", SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()));
        }
    }
}

pub async fn show_openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}
