//! Every code the API's error envelope carries, in one spelling (SCREAMING_SNAKE_CASE, as the
//! spec's `USER_PRIVACY_POLICY_ERROR`), each with the one status it answers. Declared to the
//! browser as a union type in `contract/generated.ts`; the remote booking system speaks the
//! booking codes too (`bookings::remote`).

use axum::http::StatusCode;
use serde::{Deserialize, Serialize};

/// Declares `ErrorCode` and `ErrorCode::ALL` from one list, so no code is missing from either.
macro_rules! error_codes {
    ($($code:ident,)*) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema, tsify::Tsify)]
        #[serde(rename_all = "SCREAMING_SNAKE_CASE")]
        pub enum ErrorCode {
            $($code,)*
        }

        impl ErrorCode {
            /// Every code, in the order declared.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$code,)*];
        }
    };
}

error_codes! {
    // A request the API cannot take as sent.
    NotFound,
    BadRequest,
    MethodNotAllowed,
    Unauthorized,
    Forbidden,
    Unavailable,
    Internal,
    UriTooLong,
    HeadersTooLarge,
    PayloadTooLarge,
    InvalidFilters,
    InvalidBody,
    InvalidQuery,
    InvalidPage,
    InvalidQuestion,
    InvalidImport,
    InvalidTraveller,
    InvalidIdempotencyKey,
    // Accounts and their codes.
    Unauthenticated,
    UserPrivacyPolicyError,
    InvalidEmail,
    InvalidPhone,
    RateLimited,
    ConsentRequired,
    MailFailed,
    WrongCode,
    CodeExpired,
    TooManyTries,
    CodeMissing,
    // Wishlist, alerts and questions to a coordinator.
    WishlistHasTours,
    QuestionEmpty,
    QuestionLength,
    NoAlert,
    LinkUsed,
    NotSoldOut,
    // The booking contract.
    SoldOut,
    NotEnoughSeats,
    Departed,
    OnRequest,
    AlreadyCancelled,
    BookingsUnavailable,
    InvalidTravellers,
    PromoUnknown,
    DepositClosed,
    PromoExpired,
    InvalidCurrency,
    NoPrivateRoom,
}

impl ErrorCode {
    /// The status every answer with this code has.
    pub fn status(self) -> StatusCode {
        use ErrorCode::*;
        match self {
            NotFound => StatusCode::NOT_FOUND,
            BadRequest
            | InvalidFilters
            | InvalidBody
            | InvalidQuery
            | InvalidPage
            | InvalidQuestion
            | InvalidImport
            | InvalidTraveller
            | InvalidIdempotencyKey
            | InvalidEmail
            | InvalidPhone
            | ConsentRequired
            | WrongCode
            | CodeMissing
            | QuestionEmpty
            | QuestionLength
            | NoAlert
            | InvalidTravellers
            | PromoUnknown => StatusCode::BAD_REQUEST,
            MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Unauthorized | Unauthenticated => StatusCode::UNAUTHORIZED,
            Forbidden | UserPrivacyPolicyError => StatusCode::FORBIDDEN,
            Unavailable | MailFailed | BookingsUnavailable => StatusCode::SERVICE_UNAVAILABLE,
            Internal => StatusCode::INTERNAL_SERVER_ERROR,
            UriTooLong => StatusCode::URI_TOO_LONG,
            HeadersTooLarge => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            RateLimited | TooManyTries => StatusCode::TOO_MANY_REQUESTS,
            CodeExpired | LinkUsed => StatusCode::GONE,
            WishlistHasTours | NotSoldOut | SoldOut | NotEnoughSeats | Departed | OnRequest | AlreadyCancelled | DepositClosed
            | PromoExpired | InvalidCurrency | NoPrivateRoom => StatusCode::CONFLICT,
        }
    }

    /// The code as the envelope spells it.
    pub fn as_str(self) -> String {
        serde_json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
    }

    /// A code as the envelope spells it, if it is one of ours.
    pub fn parse(code: &str) -> Option<ErrorCode> {
        serde_json::from_value(serde_json::Value::String(code.to_string())).ok()
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_listed_once_in_order_and_reads_back() {
        for (index, &code) in ErrorCode::ALL.iter().enumerate() {
            assert_eq!(code as usize, index, "{code} is out of place in ErrorCode::ALL");
            assert_eq!(ErrorCode::parse(&code.as_str()), Some(code));
            assert!(code.as_str().chars().all(|c| c.is_ascii_uppercase() || c == '_'), "{code}");
        }
        assert_eq!(ErrorCode::UserPrivacyPolicyError.as_str(), "USER_PRIVACY_POLICY_ERROR");
    }

    /// Every code with its status, as a client reads them: a changed status is a changed contract.
    #[test]
    fn every_code_keeps_its_status() {
        let table: Vec<String> = ErrorCode::ALL.iter().map(|code| format!("{code} {}", code.status().as_u16())).collect();
        insta::assert_snapshot!(table.join("\n"));
    }
}
