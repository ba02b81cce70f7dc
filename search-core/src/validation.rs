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

/// **Full name** (spec §5): valid only with at least two space-separated words.
pub fn is_valid_full_name(name: &str) -> bool {
    name.split_whitespace().count() >= 2
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

/// **Phone** (spec §5): an optional plus, an optional parenthesised group,
/// then groups of 1-3, 3-4 and 4-7 digits, with optional dash, space or dot
/// separators: `+39 (02) 123 4567`, `+1 (555) 123-4567`, `333.123.4567`.
/// Read as: only those characters, one plus at the start, at most one pair
/// of parentheses holding digits, no two separators in a row, and 8 to 14
/// digits in all (1+3+4 to 3+4+7).
pub fn is_valid_phone(phone: &str) -> bool {
    let body = phone.trim();
    let body = body.strip_prefix('+').unwrap_or(body);
    let allowed = |c: char| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')');
    if body.is_empty() || !body.chars().all(allowed) {
        return false;
    }
    let (open, close) = (body.matches('(').count(), body.matches(')').count());
    let parentheses_ok = match (body.find('('), body.find(')')) {
        (None, None) => true,
        (Some(o), Some(c)) => open == 1 && close == 1 && o < c && body[o + 1..c].chars().all(|d| d.is_ascii_digit()) && c > o + 1,
        _ => false,
    };
    let separators = |c: char| matches!(c, ' ' | '-' | '.');
    let doubled = body.chars().zip(body.chars().skip(1)).any(|(a, b)| separators(a) && separators(b));
    let digits = body.chars().filter(char::is_ascii_digit).count();
    parentheses_ok && !doubled && (8..=14).contains(&digits) && body.starts_with(|c: char| c.is_ascii_digit() || c == '(')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_name_has_at_least_two_words() {
        assert!(is_valid_full_name("Mario Rossi") && is_valid_full_name(" Ana  María López "));
        assert!(!is_valid_full_name("Mario") && !is_valid_full_name("  ") && !is_valid_full_name(""));
    }

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

    #[test]
    fn phones_follow_the_spec_pattern() {
        for ok in ["+39 02 1234567", "+1 (555) 123-4567", "333.123.4567", "+44 20 7946 0958", "0039 333 1234567"] {
            assert!(is_valid_phone(ok), "{ok}");
        }
        for bad in ["", "12345", "phone", "+39 02 12a4567", "++39 02 1234567", "(02 1234567", "1234567890123456"] {
            assert!(!is_valid_phone(bad), "{bad:?}");
        }
    }
}
