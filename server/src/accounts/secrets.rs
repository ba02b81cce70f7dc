//! Random secrets and their stored form: the database keeps only SHA-256
//! hashes of codes, session ids and tokens, so a leaked table opens nothing.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::Rng;
use sha2::{Digest, Sha256};

/// 256 random bits, URL-safe: session ids, tokens, OAuth states and codes.
pub fn random_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A six-digit one-time code, leading zeros kept.
pub fn six_digit_code() -> String {
    format!("{:06}", rand::rng().random_range(0..1_000_000u32))
}

/// The stored form of a secret.
pub fn hash(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

/// A one-time code is hashed with its address, so the same digits sent to
/// two people never share a stored value.
pub fn code_hash(email: &str, code: &str) -> String {
    hash(&format!("{email}\u{0}{code}"))
}

/// PKCE S256 (RFC 7636 §4.2): BASE64URL(SHA256(verifier)).
pub fn pkce_challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// Compares secrets in time that does not depend on where they differ.
pub fn same_secret(given: &[u8], expected: &[u8]) -> bool {
    given.len() == expected.len() && given.iter().zip(expected).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
}

/// Whether a request's `Authorization: Bearer …` is `expected` (the admin
/// API's and the metrics' tokens); never true for an empty `expected`.
pub fn bearer_matches(headers: &axum::http::HeaderMap, expected: &str) -> bool {
    let given = headers.get(axum::http::header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    !expected.is_empty() && given.is_some_and(|token| same_secret(token.trim().as_bytes(), expected.as_bytes()))
}

/// Seconds since the Unix epoch.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_matches_the_rfc_example() {
        // RFC 7636 appendix B.
        assert_eq!(pkce_challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"), "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    }

    #[test]
    fn tokens_and_codes_have_their_shape() {
        let a = random_token();
        assert_eq!(a.len(), 43);
        assert_ne!(a, random_token());
        for _ in 0..100 {
            let code = six_digit_code();
            assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()), "{code}");
        }
        assert_ne!(code_hash("a@b.co", "123456"), code_hash("c@d.co", "123456"));
        assert!(same_secret(b"abc", b"abc") && !same_secret(b"abc", b"abd") && !same_secret(b"ab", b"abc"));
    }
}
