//! The OpenAPI document of `/api`, generated from the handlers' annotations
//! and the wire types, served at `/api/openapi.json`.

use axum::Json;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Caravan API", description = "Catalogue, search, content, accounts, wishlist, group info and the booking contract of the Caravan group-travel site (spec §7; docs/booking-contract.md)."),
    paths(
        super::travels::list_travels,
        super::travels::list_travels_paginated,
        super::travels::list_top_sellers,
        super::ask::ask_travels,
        super::flights::show_flights,
        super::chat::answer_question,
        super::tours::list_tours,
        super::layouts::show_layouts,
        super::custom_pages::show_custom_page,
        super::admin::import_catalogue,
        super::auth::show_session,
        super::auth::check_email,
        super::auth::send_code,
        super::auth::verify_code,
        super::auth::log_out,
        super::me::show_me,
        super::wishlist::show_wishlist,
        super::wishlist::save_travel,
        super::wishlist::remove_travel,
        super::wishlist::save_tour,
        super::wishlist::remove_tour,
        super::group_info::show_group_info,
        super::interest::show_interest,
        super::waitlist::show_place,
        super::bookings::create_booking,
        super::bookings::list_my_bookings,
        super::bookings::cancel_my_booking,
    ),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        if let Some(components) = openapi.components.as_mut() {
            // The admin API's token.
            components.add_security_scheme("bearer", SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()));
            // A traveller's session (the one-time-code login), on the personal operations.
            let session = ApiKeyValue::new(crate::accounts::sessions::SESSION_COOKIE);
            components.add_security_scheme("session", SecurityScheme::ApiKey(ApiKey::Cookie(session)));
            // An access token of the built-in OAuth provider (`/api/backoffice/users/me`).
            components.add_security_scheme("oauth", SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()));
        }
        // A search without a body is a search without filters (spec §5's lenient parsing).
        for path in ["/api/travels", "/api/travels/paginated", "/api/tours"] {
            let body = openapi.paths.paths.get_mut(path).and_then(|item| item.post.as_mut()).and_then(|op| op.request_body.as_mut());
            if let Some(body) = body {
                body.required = Some(utoipa::openapi::Required::False);
            }
        }
    }
}

pub async fn show_openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}
