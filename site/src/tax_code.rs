//! The traveller's tax code (spec §5: mandatory for Italy and Spain only). The booking
//! site needs it at checkout in those two markets; the profile keeps it so checkout does
//! not have to ask. Italy checks an Italian fiscal code (codice fiscale) with its control
//! letter, Spain a DNI or NIE with its control letter; elsewhere it is optional and free.

use crate::edition::{Edition, EditionId};

/// Why a tax code was refused; each names the Fluent message shown beside the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaxCodeError {
    /// Empty where the edition requires one.
    Missing,
    /// Not an Italian fiscal code (16 characters, control letter).
    NotItalian,
    /// Not a Spanish DNI or NIE (control letter).
    NotSpanish,
    /// Elsewhere: not 4 to 32 letters and digits.
    Malformed,
}

impl TaxCodeError {
    pub fn message_key(self) -> &'static str {
        match self {
            TaxCodeError::Missing => "tax-code-missing",
            TaxCodeError::NotItalian => "tax-code-not-italian",
            TaxCodeError::NotSpanish => "tax-code-not-spanish",
            TaxCodeError::Malformed => "tax-code-malformed",
        }
    }
}

/// The code as stored (upper case, without spaces, dots or dashes), `None` when left empty
/// where it is optional, or why it cannot be accepted in `edition`.
pub fn checked(edition: &Edition, raw: &str) -> Result<Option<String>, TaxCodeError> {
    let code: String = raw.chars().filter(|c| !c.is_whitespace() && !matches!(c, '-' | '.')).collect::<String>().to_ascii_uppercase();
    if code.is_empty() {
        return if edition.tax_code_mandatory { Err(TaxCodeError::Missing) } else { Ok(None) };
    }
    let (valid, refusal) = match edition.id {
        EditionId::ItIt => (italian_fiscal_code(&code), TaxCodeError::NotItalian),
        EditionId::EsEs => (spanish_nif(&code), TaxCodeError::NotSpanish),
        _ => ((4..=32).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric()), TaxCodeError::Malformed),
    };
    if valid {
        Ok(Some(code))
    } else {
        Err(refusal)
    }
}

/// A codice fiscale: six letters (surname, name), year, month letter, day, place, control
/// letter. Digits may be replaced by the letters L-V (omocodia, when two people would share one).
fn italian_fiscal_code(code: &str) -> bool {
    const MONTHS: &[u8] = b"ABCDEHLMPRST";
    const OMOCODES: &[u8] = b"LMNPQRSTUV";
    let b = code.as_bytes();
    let letter = |i: usize| b[i].is_ascii_uppercase();
    let digit = |i: usize| b[i].is_ascii_digit() || OMOCODES.contains(&b[i]);
    let shaped = b.len() == 16
        && (0..6).all(letter)
        && [6, 7, 9, 10, 12, 13, 14].into_iter().all(digit)
        && MONTHS.contains(&b[8])
        && letter(11)
        && letter(15);
    shaped && fiscal_code_control(&b[..15]) == b[15]
}

/// The control letter: odd positions (1st, 3rd, …) weigh by the decree's table, even ones
/// by their plain value (0-9, A=0 … Z=25); the sum modulo 26 is the letter.
fn fiscal_code_control(first15: &[u8]) -> u8 {
    const ODD: [u32; 26] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    let rank = |c: u8| if c.is_ascii_digit() { u32::from(c - b'0') } else { u32::from(c - b'A') };
    let sum: u32 = first15.iter().enumerate().map(|(i, &c)| if i % 2 == 0 { ODD[rank(c) as usize] } else { rank(c) }).sum();
    b'A' + (sum % 26) as u8
}

/// A DNI (eight digits and a letter) or an NIE (X, Y or Z, seven digits, a letter): the
/// letter is the number modulo 23 in the ministry's table, X/Y/Z counting as 0/1/2.
fn spanish_nif(code: &str) -> bool {
    const LETTERS: &[u8; 23] = b"TRWAGMYFPDXBNJZSQVHLCKE";
    let b = code.as_bytes();
    if b.len() != 9 || !b[8].is_ascii_uppercase() {
        return false;
    }
    let lead = match b[0] {
        b'X' => b'0',
        b'Y' => b'1',
        b'Z' => b'2',
        other => other,
    };
    let digits: Vec<u8> = std::iter::once(lead).chain(b[1..8].iter().copied()).collect();
    if !digits.iter().all(u8::is_ascii_digit) {
        return false;
    }
    let number: usize = digits.iter().fold(0, |n, d| n * 10 + usize::from(d - b'0'));
    LETTERS[number % 23] == b[8]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(edition: EditionId, raw: &str) -> Result<Option<String>, TaxCodeError> {
        checked(edition.edition(), raw)
    }

    #[test]
    fn italy_requires_a_fiscal_code_with_its_control_letter() {
        assert_eq!(check(EditionId::ItIt, " rssmra85t10a562s "), Ok(Some("RSSMRA85T10A562S".into())));
        assert_eq!(check(EditionId::ItIt, ""), Err(TaxCodeError::Missing));
        assert_eq!(check(EditionId::ItIt, "RSSMRA85T10A562T"), Err(TaxCodeError::NotItalian), "wrong control letter");
        assert_eq!(check(EditionId::ItIt, "RSSMRA85Z10A562S"), Err(TaxCodeError::NotItalian), "Z is no month");
        assert_eq!(check(EditionId::ItIt, "12345678Z"), Err(TaxCodeError::NotItalian), "a Spanish DNI");
        // Omocodia: the last digit of the place code replaced by its letter (2 → N), control recomputed.
        let omocode = format!("RSSMRA85T10A56N{}", fiscal_code_control(b"RSSMRA85T10A56N") as char);
        assert_eq!(check(EditionId::ItIt, &omocode), Ok(Some(omocode.clone())));
    }

    #[test]
    fn spain_requires_a_dni_or_nie_with_its_control_letter() {
        assert_eq!(check(EditionId::EsEs, "12345678-z"), Ok(Some("12345678Z".into())));
        assert_eq!(check(EditionId::EsEs, "X1234567L"), Ok(Some("X1234567L".into())));
        assert_eq!(check(EditionId::EsEs, "Z3456789D"), Ok(Some("Z3456789D".into())));
        assert_eq!(check(EditionId::EsEs, "12345678A"), Err(TaxCodeError::NotSpanish), "wrong control letter");
        assert_eq!(check(EditionId::EsEs, "  "), Err(TaxCodeError::Missing));
        assert_eq!(check(EditionId::EsEs, "RSSMRA85T10A562S"), Err(TaxCodeError::NotSpanish));
    }

    #[test]
    fn elsewhere_it_is_optional_and_only_its_shape_is_checked() {
        for edition in [EditionId::International, EditionId::EnUs, EditionId::EnWe, EditionId::FrFr, EditionId::DeDe] {
            assert_eq!(check(edition, ""), Ok(None));
            assert_eq!(check(edition, "123-45-6789"), Ok(Some("123456789".into())));
            assert_eq!(check(edition, "<b>"), Err(TaxCodeError::Malformed));
            assert_eq!(check(edition, &"9".repeat(33)), Err(TaxCodeError::Malformed));
        }
    }
}
