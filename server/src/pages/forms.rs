//! Forms posted by pages: the currency choice, and login until accounts exist.

use super::error_page;
use crate::error::AppError;
use crate::http::security::same_site_path;
use crate::http::{Visit, CURRENCY_COOKIE};
use crate::AppState;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Redirect, Response};
use search_core::Currency;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct CurrencyForm {
    currency: String,
    back: Option<String>,
}

/// POST /settings/currency: remembers the chosen currency in a cookie and
/// goes back to the page it came from (same site only).
pub async fn set_currency(State(state): State<AppState>, visit: Visit, form: Result<Form<CurrencyForm>, FormRejection>) -> Response {
    let Ok(Form(form)) = form else {
        return error_page(&state, &visit, &AppError::BadRequest("error-bad-form"));
    };
    let Some(currency) = Currency::parse(&form.currency) else {
        return error_page(&state, &visit, &AppError::BadRequest("error-bad-currency"));
    };
    let secure = if state.config.https { "; Secure" } else { "" };
    let cookie = format!("{CURRENCY_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly{secure}", currency.iso_code());
    let mut response = Redirect::to(same_site_path(form.back.as_deref())).into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// POST /login: one-time codes arrive with accounts; say so clearly meanwhile.
pub async fn login_unavailable(State(state): State<AppState>, visit: Visit) -> Response {
    error_page(&state, &visit, &AppError::Unavailable("login-unavailable"))
}
