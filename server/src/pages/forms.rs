//! Forms posted by pages: the currency choice and closing a bean bar.

use super::PageResult;
use crate::error::AppError;
use crate::http::security::same_site_path;
use crate::http::visit::{parse_closed_beans, CLOSED_BEANS_COOKIE};
use crate::http::{Visit, CURRENCY_COOKIE};
use crate::AppState;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect};
use search_core::Currency;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct CurrencyForm {
    currency: String,
    back: Option<String>,
}

/// POST /settings/currency: remembers the chosen currency in a cookie and
/// goes back to the page it came from (same site only).
pub async fn set_currency(State(state): State<AppState>, form: Result<Form<CurrencyForm>, FormRejection>) -> PageResult {
    let Form(form) = form.map_err(|_| AppError::BadRequest("error-bad-form"))?;
    let currency = Currency::parse(&form.currency).ok_or(AppError::BadRequest("error-bad-currency"))?;
    let secure = if state.config.https { "; Secure" } else { "" };
    let cookie = format!("{CURRENCY_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly{secure}", currency.iso_code());
    let mut response = Redirect::to(same_site_path(form.back.as_deref())).into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    Ok(response)
}

#[derive(Deserialize)]
pub struct BeanForm {
    bean: String,
    back: Option<String>,
}

/// POST /settings/beans/close: remembers a closed bean bar (spec §4: bean bar
/// closed by the user) in a cookie, so later pages leave it out. A script's
/// call (`X-Requested-With: fetch`) gets 204; a plain form goes back.
pub async fn close_bean(
    State(state): State<AppState>,
    visit: Visit,
    headers: HeaderMap,
    form: Result<Form<BeanForm>, FormRejection>,
) -> PageResult {
    let Form(form) = form.map_err(|_| AppError::BadRequest("error-bad-form"))?;
    let mut closed = visit.closed_beans.clone();
    closed.push(form.bean);
    // The same checks as reading: unknown shapes are dropped, never stored.
    let closed = parse_closed_beans(Some(&closed.join(".")));
    let secure = if state.config.https { "; Secure" } else { "" };
    let cookie = format!("{CLOSED_BEANS_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly{secure}", closed.join("."));
    let by_script = headers.get("x-requested-with").is_some_and(|v| v == "fetch");
    let mut response =
        if by_script { StatusCode::NO_CONTENT.into_response() } else { Redirect::to(same_site_path(form.back.as_deref())).into_response() };
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    Ok(response)
}
