//! Page handlers fail with `?`: a [`PageError`] becomes the friendly error
//! page in the visitor's language, as [`AppError`] becomes the JSON envelope
//! under `/api`. The handler only says what went wrong; [`render_page_errors`],
//! around every page route, knows the visitor and renders the page.

use super::error_page;
use crate::error::AppError;
use crate::http::Visit;
use crate::AppState;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// A page handler's failure.
#[derive(Debug)]
pub struct PageError(pub AppError);

/// What a page handler answers.
pub type PageResult = Result<Response, PageError>;

impl From<AppError> for PageError {
    fn from(error: AppError) -> PageError {
        PageError(error)
    }
}

/// The failure, carried on the response to [`render_page_errors`].
#[derive(Clone)]
struct FailedPage(Arc<AppError>);

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let mut response = self.0.status().into_response();
        response.extensions_mut().insert(FailedPage(Arc::new(self.0)));
        response
    }
}

/// Renders the error page of a handler that failed, for the request's edition.
pub async fn render_page_errors(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let (uri, headers) = (request.uri().clone(), request.headers().clone());
    let response = next.run(request).await;
    match response.extensions().get::<FailedPage>() {
        Some(FailedPage(error)) => {
            let mut page = error_page(&state, &Visit::new(&state, &headers, &uri), error);
            // Cookies the handler set on its way out (a spent login state) still go.
            for cookie in response.headers().get_all(axum::http::header::SET_COOKIE) {
                page.headers_mut().append(axum::http::header::SET_COOKIE, cookie.clone());
            }
            page
        }
        None => response,
    }
}
