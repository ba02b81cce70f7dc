//! Personal pages: the wishlist, the profile area and the bookings and trips,
//! rendered for the visitor's session and never cached; the consents form.

use super::{personal_page, PageResult};
use crate::accounts::{sessions, users, wishlist, CurrentUser};
use crate::bookings::{view, Traveller};
use crate::error::AppError;
use crate::http::Visit;
use crate::AppState;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect};
use caravan_site::model::{AccountView, AlertLine, DetailsForm, Page, TripsView, WishlistView};
use caravan_site::routes::login_href;
use caravan_site::routes::{Route, RouteKey};
use serde::Deserialize;

/// `GET` the wishlist, the profile area or the bookings and trips.
pub async fn show(state: &AppState, visit: &Visit, headers: &HeaderMap, key: RouteKey) -> PageResult {
    let user = match sessions::token_in(headers) {
        Some(token) => sessions::user_of(&state.db, &token).await?,
        None => None,
    };
    let login = login_href(visit.host.edition, &visit.path);
    let page = match (key, user) {
        (RouteKey::Account | RouteKey::Trips, None) => return Ok(Redirect::to(&login).into_response()),
        (RouteKey::Account, Some(user)) => account_view(state, visit, &user).await.map(|v| Page::Account(Box::new(v))),
        (RouteKey::Trips, Some(user)) => trips_view(state, visit, &user).await.map(|v| Page::Trips(Box::new(v))),
        (_, None) => Ok(Page::Wishlist(Box::new(WishlistView { login_href: Some(login), ..WishlistView::default() }))),
        (_, Some(user)) => wishlist_view(state, visit, &user).await.map(|v| Page::Wishlist(Box::new(v))),
    };
    Ok(personal_page(state, visit, StatusCode::OK, page?))
}

async fn wishlist_view(state: &AppState, visit: &Visit, user: &users::User) -> Result<WishlistView, AppError> {
    let items = wishlist::list(&state.db, &user.id).await?;
    let snapshot = state.catalogue.snapshot();
    let viewer = visit.viewer();
    // Items the catalogue no longer has are left out, not shown broken.
    let travels = items
        .iter()
        .filter(|i| i.kind == wishlist::WishKind::Travel)
        .filter_map(|i| snapshot.travel_by_id(i.travel_id))
        .map(|travel| snapshot.card(travel, &viewer))
        .collect();
    let tours = items
        .iter()
        .filter(|i| i.kind == wishlist::WishKind::Tour)
        .filter_map(|i| snapshot.tour_by_id(&i.id))
        .filter_map(|tour| snapshot.tour_row(tour, &viewer))
        .collect();
    Ok(WishlistView { login_href: None, travels, tours })
}

async fn trips_view(state: &AppState, visit: &Visit, user: &users::User) -> Result<TripsView, AppError> {
    let viewer = visit.viewer();
    let who = Traveller { id: user.id.clone(), email: user.email.clone() };
    let bookings = state.bookings.of_traveller(&who).await.map_err(|e| {
        tracing::warn!(error = %e, "bookings unavailable");
        AppError::Unavailable("error-bookings-unavailable")
    })?;
    Ok(view::trips_view(&state.catalogue.snapshot(), bookings, &viewer, visit.host.edition, &state.config.bookings_host))
}

async fn account_view(state: &AppState, visit: &Visit, user: &users::User) -> Result<AccountView, AppError> {
    let items = wishlist::list(&state.db, &user.id).await?;
    let snapshot = state.catalogue.snapshot();
    let edition = visit.host.edition;
    let alerts = crate::alerts::subscriptions::active_for(&state.db, &user.id)
        .await?
        .into_iter()
        .filter_map(|a| {
            let travel = snapshot.travel_by_id(a.travel_id)?;
            let tour = a.tour_id.as_deref().and_then(|id| snapshot.tour_by_id(id));
            let route = match tour {
                Some(t) => Route::Tour { travel: travel.slug.clone(), tour: t.code.to_lowercase() },
                None => Route::Travel { travel: travel.slug.clone() },
            };
            Some(AlertLine {
                id: a.id,
                kind: a.kind.code(),
                title: crate::alerts::links::alert_subject(visit, &travel.text(edition.language).title, tour.map(|t| t.starting_date)),
                href: route.path(edition).unwrap_or_default(),
            })
        })
        .collect();
    Ok(AccountView {
        alerts,
        email: user.email.clone(),
        picture: user.picture_image(),
        marketing_consent: user.marketing_consent,
        privacy_accepted: user.privacy_version >= state.config.privacy_policy_version,
        saved_travels: items.iter().filter(|i| i.kind == wishlist::WishKind::Travel).count(),
        saved_tours: items.iter().filter(|i| i.kind == wishlist::WishKind::Tour).count(),
        details: DetailsForm {
            first_name: user.details.first_name.clone(),
            last_name: user.details.last_name.clone(),
            tax_code: user.details.tax_code.clone(),
            tax_code_required: edition.tax_code_mandatory,
            errors: Vec::new(),
            saved: visit.query.split('&').any(|pair| pair == "details=saved"),
        },
    })
}

#[derive(Deserialize)]
pub struct ConsentsForm {
    marketing: Option<String>,
    privacy: Option<String>,
}

/// `POST /account/consents`: marketing e-mails yes or no, and accepting the
/// current privacy policy (which clears USER_PRIVACY_POLICY_ERROR).
pub async fn save_consents(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    form: Result<Form<ConsentsForm>, FormRejection>,
) -> PageResult {
    let account = RouteKey::Account.href(visit.host.edition);
    let Some(current) = current else {
        return Ok(Redirect::to(&login_href(visit.host.edition, account)).into_response());
    };
    let Form(form) = form.map_err(|_| AppError::BadRequest("error-bad-form"))?;
    match form.marketing.as_deref() {
        Some("accept") => users::set_marketing_consent(&state.db, &current.user.id, true).await?,
        Some("decline") => users::set_marketing_consent(&state.db, &current.user.id, false).await?,
        _ => {}
    }
    if form.privacy.as_deref() == Some("accept") {
        users::accept_privacy(&state.db, &current.user.id, state.config.privacy_policy_version).await?;
    }
    Ok(Redirect::to(&format!("{account}?saved=1#communications")).into_response())
}

#[derive(Deserialize)]
pub struct DetailsFields {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    tax_code: String,
}

/// The longest name kept; longer ones are refused, not cut.
const NAME_MAX_CHARS: usize = 80;

/// `POST /account/details`: names and tax code. A refused field sends the profile back
/// with everything typed still in the form (422) and the reason beside the field.
pub async fn save_details(
    State(state): State<AppState>,
    visit: Visit,
    current: Option<CurrentUser>,
    form: Result<Form<DetailsFields>, FormRejection>,
) -> PageResult {
    let edition = visit.host.edition;
    let account = RouteKey::Account.href(edition);
    let Some(current) = current else {
        return Ok(Redirect::to(&login_href(edition, account)).into_response());
    };
    let Form(fields) = form.map_err(|_| AppError::BadRequest("error-bad-form"))?;
    let name = |raw: &str| raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let (first_name, last_name) = (name(&fields.first_name), name(&fields.last_name));
    let mut errors = Vec::new();
    for (field, value) in [("first_name", &first_name), ("last_name", &last_name)] {
        if value.chars().count() > NAME_MAX_CHARS || value.chars().any(char::is_control) {
            errors.push((field, "details-name-invalid"));
        }
    }
    // A name, once given, is a full one (spec §5: at least two words): "Mario" alone was saved.
    let given = !(first_name.is_empty() && last_name.is_empty());
    if given && !search_core::validation::is_valid_full_name(&format!("{first_name} {last_name}")) {
        let missing = if first_name.is_empty() { "first_name" } else { "last_name" };
        errors.push((missing, "details-name-full"));
    }
    let tax_code = caravan_site::tax_code::checked(edition, &fields.tax_code).unwrap_or_else(|refused| {
        errors.push(("tax_code", refused.message_key()));
        None
    });
    if !errors.is_empty() {
        let mut view = account_view(&state, &visit, &current.user).await?;
        let form = &mut view.details;
        (form.first_name, form.last_name, form.tax_code) = (fields.first_name, fields.last_name, fields.tax_code);
        (form.errors, form.saved) = (errors, false);
        return Ok(personal_page(&state, &visit, StatusCode::UNPROCESSABLE_ENTITY, Page::Account(Box::new(view))));
    }
    let details = users::Details { first_name, last_name, tax_code: tax_code.unwrap_or_default() };
    users::set_details(&state.db, &current.user.id, &details).await?;
    Ok(Redirect::to(&format!("{account}?details=saved#profile")).into_response())
}
