//! One error type for the server. Pages turn it into the friendly error page in
//! the visitor's language; the JSON API into `{"error": {"status", "message"}}`.
//! Internal details are logged, never shown.

use axum::http::StatusCode;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    NotFound,
    /// Bad input; the payload is a Fluent message key for the visitor's language.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// A feature that exists but cannot serve right now (Fluent key).
    #[error("unavailable: {0}")]
    Unavailable(&'static str),
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),
}

impl AppError {
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Database(_) | AppError::Corrupt(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The Fluent key of the message a visitor sees.
    pub fn message_key(&self) -> &'static str {
        match self {
            AppError::NotFound => "not-found-title",
            AppError::BadRequest(key) | AppError::Unavailable(key) => key,
            AppError::Database(_) | AppError::Corrupt(_) => "error-generic",
        }
    }

    /// Logs server-side failures once, where they are turned into responses.
    pub fn log(&self) {
        if self.status().is_server_error() && !matches!(self, AppError::Unavailable(_)) {
            tracing::error!(error = %self, "request failed");
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
