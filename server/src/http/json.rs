//! The JSON request body of the API's calls: a body axum cannot read (not JSON,
//! the wrong shape, no `Content-Type`) is the envelope's 400 `INVALID_BODY`
//! saying what is wrong, in the visitor's language, never axum's plain text.

use crate::error::{AppError, ErrorCode};
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use serde::de::DeserializeOwned;

/// `axum::Json` with the API's refusal.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for JsonBody<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        match axum::Json::<T>::from_request(request, state).await {
            Ok(axum::Json(value)) => Ok(JsonBody(value)),
            Err(rejection) => Err(invalid_body(rejection)),
        }
    }
}

fn invalid_body(rejection: JsonRejection) -> AppError {
    AppError::invalid(ErrorCode::InvalidBody, rejection.body_text())
}
