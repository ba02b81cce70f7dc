//! One error type for the server. Under `/api` it becomes the JSON envelope
//! `{"error": {"code", "message"}}` through `IntoResponse`; page handlers turn
//! it into the friendly error page in the visitor's language
//! (`pages::Visit::error_page`). Internal details are logged, never shown.

mod code;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
pub use code::ErrorCode;
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    NotFound,
    /// Bad form input on a page; the payload is a Fluent message key.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// Bad API input, with a stable code and a message that says what to fix.
    #[error("{message}")]
    Invalid { code: ErrorCode, message: String },
    #[error("method not allowed")]
    MethodNotAllowed,
    #[error("unauthorized")]
    Unauthorized,
    /// Refused whatever the credentials (cross-site form, admin API off); Fluent key.
    #[error("forbidden: {0}")]
    Forbidden(&'static str),
    /// A feature that exists but cannot serve right now (Fluent key).
    #[error("unavailable: {0}")]
    Unavailable(&'static str),
    /// An account, code, wishlist or booking refusal: its code (which sets the
    /// status), a message already in the visitor's language, and fields a
    /// client acts on (`retryAfterSeconds`, `remainingTries`, `toursCount`, …).
    #[error("{}: {}", .0.code, .0.message)]
    Refused(Box<Refusal>),
    /// A request too big to read (414, 431): its status and Fluent key.
    #[error("too large: {0}")]
    TooLarge(StatusCode, &'static str),
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The snapshot's bulk reads on SQLite go through rusqlite (`catalogue::load::read`).
    #[error("database: {0}")]
    SqliteRead(#[from] rusqlite::Error),
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),
}

#[derive(Debug)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
    pub extras: ErrorExtras,
}

impl AppError {
    /// A refusal with a localised message; the code sets the status.
    pub fn refused(code: ErrorCode, message: String) -> AppError {
        AppError::Refused(Box::new(Refusal { code, message, extras: ErrorExtras::default() }))
    }

    /// Sets fields of a refusal's envelope (no-op for other errors).
    pub fn with(mut self, set: impl FnOnce(&mut ErrorExtras)) -> AppError {
        if let AppError::Refused(refusal) = &mut self {
            set(&mut refusal.extras);
        }
        self
    }

    pub fn invalid(code: ErrorCode, message: impl Into<String>) -> AppError {
        AppError::Invalid { code, message: message.into() }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::BadRequest(_) | AppError::Invalid { .. } => StatusCode::BAD_REQUEST,
            AppError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Unauthorized => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Refused(refusal) => refusal.code.status(),
            AppError::TooLarge(status, _) => *status,
            AppError::Database(_) | AppError::SqliteRead(_) | AppError::Corrupt(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The Fluent key of the message a visitor sees on a page.
    pub fn message_key(&self) -> &'static str {
        match self {
            AppError::NotFound => "not-found-title",
            AppError::BadRequest(key) | AppError::Unavailable(key) | AppError::Forbidden(key) | AppError::TooLarge(_, key) => key,
            AppError::Invalid { .. } | AppError::Refused(_) => "error-bad-form",
            AppError::MethodNotAllowed => "error-method",
            AppError::Unauthorized | AppError::Database(_) | AppError::SqliteRead(_) | AppError::Corrupt(_) => "error-generic",
        }
    }

    /// The stable code of the API envelope.
    pub fn code(&self) -> ErrorCode {
        match self {
            AppError::NotFound => ErrorCode::NotFound,
            AppError::BadRequest(_) => ErrorCode::BadRequest,
            AppError::Invalid { code, .. } => *code,
            AppError::Refused(refusal) => refusal.code,
            AppError::MethodNotAllowed => ErrorCode::MethodNotAllowed,
            AppError::Unauthorized => ErrorCode::Unauthorized,
            AppError::Forbidden(_) => ErrorCode::Forbidden,
            AppError::Unavailable(_) => ErrorCode::Unavailable,
            AppError::TooLarge(StatusCode::URI_TOO_LONG, _) => ErrorCode::UriTooLong,
            AppError::TooLarge(..) => ErrorCode::HeadersTooLarge,
            AppError::Database(_) | AppError::SqliteRead(_) | AppError::Corrupt(_) => ErrorCode::Internal,
        }
    }

    /// The API message: what to fix for client errors, nothing internal otherwise.
    pub fn public_message(&self) -> String {
        match self {
            // What is wrong, in the visitor's language, then the technical detail for whoever
            // wrote the call (a field name, a parser's position).
            AppError::Invalid { code, message } => {
                format!("{}: {message}", caravan_site::i18n::message(api_locale(), invalid_key(*code), &[]))
            }
            AppError::Refused(refusal) => refusal.message.clone(),
            AppError::Database(_) | AppError::SqliteRead(_) | AppError::Corrupt(_) => {
                caravan_site::i18n::message(api_locale(), "error-generic", &[])
            }
            other => caravan_site::i18n::message(api_locale(), other.message_key(), &[]),
        }
    }

    /// Logs server-side failures once, where they become responses; the
    /// request span adds method, path and request id.
    pub fn log(&self) {
        if self.status().is_server_error() && !matches!(self, AppError::Unavailable(_)) {
            tracing::error!(error = %self, "request failed");
        }
    }
}

/// The API error envelope.
#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct ErrorEnvelope {
    pub error: ErrorBody,
}

#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct ErrorBody {
    /// Stable, machine-readable: `NOT_FOUND`, `INVALID_FILTERS`, `UNAUTHENTICATED`, …
    pub code: ErrorCode,
    pub message: String,
    #[serde(flatten)]
    pub extras: ErrorExtras,
}

/// Fields some refusals add beside code and message; each endpoint names its
/// own in its response descriptions.
#[derive(Debug, Default, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ErrorExtras {
    /// RATE_LIMITED: when to ask again (also the Retry-After header).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub retry_after_seconds: Option<i64>,
    /// WRONG_CODE: checks left for this code.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub remaining_tries: Option<i64>,
    /// WISHLIST_HAS_TOURS: the saved departures removing the trip would remove.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub tours_count: Option<i64>,
    /// NOT_ENOUGH_SEATS: the seats the departure still has.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub free_seats: Option<i64>,
    /// USER_PRIVACY_POLICY_ERROR: whose consent is missing…
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub user_id: Option<String>,
    /// …and where to give it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub redirect_to: Option<String>,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        self.log();
        let status = self.status();
        let code = self.code();
        let message = self.public_message();
        let extras = match self {
            AppError::Refused(refusal) => refusal.extras,
            _ => ErrorExtras::default(),
        };
        let retry_after = extras.retry_after_seconds;
        let mut response = (status, Json(ErrorEnvelope { error: ErrorBody { code, message, extras } })).into_response();
        if let Some(seconds) = retry_after {
            response.headers_mut().insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        // Refusals speak of one visitor's account: never stored by a cache.
        response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
        response
    }
}

pub type AppResult<T> = Result<T, AppError>;

tokio::task_local! {
    /// The Fluent locale of the edition an API request came to, set around
    /// every `/api` handler (`api::router`), so the envelope's message is in
    /// the visitor's language wherever the error was raised.
    pub static API_LOCALE: &'static str;
}

/// The message of an `Invalid` error's code.
fn invalid_key(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::InvalidFilters => "error-invalid-filters",
        ErrorCode::InvalidBody => "error-invalid-body",
        ErrorCode::InvalidQuestion => "error-invalid-question",
        ErrorCode::InvalidPage => "error-invalid-page",
        _ => "error-invalid-request",
    }
}

/// The request's locale inside `/api`, English elsewhere (and in unit tests).
fn api_locale() -> &'static str {
    API_LOCALE.try_with(|locale| *locale).unwrap_or("en-US")
}
