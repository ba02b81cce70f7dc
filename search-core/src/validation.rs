//! Validation rules of spec §5 shared by the server and the browser.
//!
//! **E-mail**: text, an at sign, then text containing a dot. Read strictly
//! enough that what passes can be mailed: no spaces or control characters,
//! one `@`, a dot inside the domain (not first or last), at most 254 bytes.
//! Addresses are compared in lower case with surrounding spaces trimmed.

/// Longest address SMTP carries (RFC 5321 §4.5.3.1.3).
pub const MAX_EMAIL_LEN: usize = 254;

/// The address as stored and compared: trimmed and lower-cased.
pub fn normalize_email(raw: &str) -> String {
    raw.trim().to_lowercase()
}

/// True when `email` (already normalised) follows the spec's pattern.
pub fn is_valid_email(email: &str) -> bool {
    if email.is_empty() || email.len() > MAX_EMAIL_LEN || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_follow_the_spec_pattern() {
        for ok in ["a@b.co", "anna.rossi+trips@example.it", "x@sub.domain.travel", "ü@exämple.de"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in ["", "a", "a@b", "@b.co", "a@.co", "a@b.", "a@@b.co", "a@b@c.co", "a b@c.co", "a@b..co", "a@b.co\n"] {
            assert!(!is_valid_email(bad), "{bad:?}");
        }
        assert!(!is_valid_email(&format!("{}@b.co", "a".repeat(250))));
        assert_eq!(normalize_email("  Anna@Example.IT "), "anna@example.it");
    }
}
