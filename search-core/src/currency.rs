//! Currencies and price formatting (spec §3 "Currency", §9 currency rules).
//!
//! Prices travel in minor units (cents, pence) as integers; only formatting
//! divides by 100, so no float ever touches money.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Currency {
    EUR,
    GBP,
    USD,
}

/// How many decimals to show: none unless two are asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Decimals {
    #[default]
    Zero,
    Two,
}

impl Currency {
    pub const ALL: [Currency; 3] = [Currency::EUR, Currency::GBP, Currency::USD];

    /// ISO 4217 code.
    pub fn iso_code(self) -> &'static str {
        match self {
            Currency::EUR => "EUR",
            Currency::GBP => "GBP",
            Currency::USD => "USD",
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Currency::EUR => "€",
            Currency::GBP => "£",
            Currency::USD => "$",
        }
    }

    /// Parses an ISO code, ignoring ASCII case and surrounding blanks.
    pub fn parse(code: &str) -> Option<Currency> {
        let code = code.trim();
        Currency::ALL.into_iter().find(|c| c.iso_code().eq_ignore_ascii_case(code))
    }

    /// Units of this currency worth 100 EUR: the catalogue's reference rates,
    /// the same the demo prices use (the displayed currency is approximate, spec §9).
    pub fn per_100_eur(self) -> i64 {
        match self {
            Currency::EUR => 100,
            Currency::GBP => 86,
            Currency::USD => 108,
        }
    }

    /// Converts an amount in minor units of `self` into `to`, rounded to the nearest minor unit.
    pub fn convert(self, amount_minor: i64, to: Currency) -> i64 {
        let (num, den) = (amount_minor * to.per_100_eur(), self.per_100_eur());
        (2 * num + den) / (2 * den)
    }

    /// (decimal separator, thousands separator, symbol after the number)
    fn pattern(self) -> (char, char, bool) {
        match self {
            Currency::EUR => (',', '.', true),
            Currency::GBP | Currency::USD => ('.', ',', false),
        }
    }
}

/// Formats an amount in minor units: `123456` EUR → `1.235 €`, GBP → `£1,235`,
/// with two decimals `1.234,56 €` / `£1,234.56`. Zero decimals round half away from zero.
/// The space before the euro sign is a no-break space so the price never wraps.
pub fn format_price(amount_minor: i64, currency: Currency, decimals: Decimals) -> String {
    let (decimal_sep, thousands_sep, symbol_after) = currency.pattern();
    let negative = amount_minor < 0;
    let minor = amount_minor.unsigned_abs();
    let (units, cents) = match decimals {
        Decimals::Two => (minor / 100, Some(minor % 100)),
        Decimals::Zero => ((minor + 50) / 100, None),
    };
    let mut number = group_thousands(units, thousands_sep);
    if let Some(cents) = cents {
        number.push(decimal_sep);
        number.push_str(&format!("{cents:02}"));
    }
    let sign = if negative && (units > 0 || cents.unwrap_or(0) > 0) { "-" } else { "" };
    if symbol_after {
        format!("{sign}{number}\u{a0}{}", currency.symbol())
    } else {
        format!("{sign}{}{number}", currency.symbol())
    }
}

fn group_thousands(mut value: u64, separator: char) -> String {
    let mut groups = Vec::new();
    loop {
        if value < 1000 {
            groups.push(value.to_string());
            break;
        }
        groups.push(format!("{:03}", value % 1000));
        value /= 1000;
    }
    groups.reverse();
    groups.join(&separator.to_string())
}

/// The currency a visitor sees (spec §9): the `currency` cookie when it names an
/// offered currency, then the geolocated one if offered, then the edition's own.
pub fn choose_currency(cookie: Option<&str>, geolocated: Option<&str>, offered: &[Currency], edition_default: Currency) -> Currency {
    let offered_code = |code: Option<&str>| code.and_then(Currency::parse).filter(|c| offered.contains(c));
    offered_code(cookie).or_else(|| offered_code(geolocated)).unwrap_or(edition_default)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn euro_uses_comma_decimal_dot_thousands_symbol_after() {
        assert_eq!(format_price(123_456, Currency::EUR, Decimals::Two), "1.234,56\u{a0}€");
        assert_eq!(format_price(123_456, Currency::EUR, Decimals::Zero), "1.235\u{a0}€");
        assert_eq!(format_price(99_900, Currency::EUR, Decimals::Zero), "999\u{a0}€");
        assert_eq!(format_price(10_000, Currency::EUR, Decimals::Zero), "100\u{a0}€");
    }

    #[test]
    fn pound_and_dollar_use_dot_decimal_comma_thousands_symbol_before() {
        assert_eq!(format_price(123_456, Currency::GBP, Decimals::Two), "£1,234.56");
        assert_eq!(format_price(123_449, Currency::USD, Decimals::Zero), "$1,234");
        assert_eq!(format_price(1_000_000_000, Currency::USD, Decimals::Zero), "$10,000,000");
        assert_eq!(format_price(5, Currency::USD, Decimals::Two), "$0.05");
    }

    #[test]
    fn zero_decimals_round_half_away_from_zero() {
        assert_eq!(format_price(150, Currency::GBP, Decimals::Zero), "£2");
        assert_eq!(format_price(149, Currency::GBP, Decimals::Zero), "£1");
        assert_eq!(format_price(-150, Currency::GBP, Decimals::Zero), "-£2");
        assert_eq!(format_price(-49, Currency::GBP, Decimals::Zero), "£0");
        assert_eq!(format_price(0, Currency::EUR, Decimals::Two), "0,00\u{a0}€");
    }

    #[test]
    fn extreme_amounts_do_not_overflow() {
        assert_eq!(format_price(i64::MIN, Currency::USD, Decimals::Two), "-$92,233,720,368,547,758.08");
        assert_eq!(format_price(i64::MAX, Currency::EUR, Decimals::Zero), "92.233.720.368.547.758\u{a0}€");
    }

    #[test]
    fn currency_choice_order() {
        let offered = [Currency::EUR, Currency::GBP];
        // Cookie first, when offered.
        assert_eq!(choose_currency(Some("gbp"), Some("EUR"), &offered, Currency::EUR), Currency::GBP);
        // A cookie naming an unknown or unoffered currency is ignored.
        assert_eq!(choose_currency(Some("USD"), None, &offered, Currency::EUR), Currency::EUR);
        assert_eq!(choose_currency(Some("XYZ"), Some("GBP"), &offered, Currency::EUR), Currency::GBP);
        // Geolocation only if offered, else the edition's currency.
        assert_eq!(choose_currency(None, Some("USD"), &offered, Currency::GBP), Currency::GBP);
        assert_eq!(choose_currency(None, None, &[], Currency::USD), Currency::USD);
    }
}
