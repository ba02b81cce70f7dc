//! Strings and formats in the visitor's edition: translations, prices, dates.

use crate::ctx;
use crate::model::{Money, Price};
use chrono::{Datelike, NaiveDate};
use fluent_bundle::FluentValue;
use search_core::{format_price, Decimals};

/// The edition's translation of `key`.
pub fn t(key: &str) -> String {
    t_in(ctx().edition.fluent_locale(), key)
}

/// [`t`] in `locale`'s messages: for texts made outside a page render (the islands' shared labels).
pub fn t_in(locale: &str, key: &str) -> String {
    crate::i18n::message(locale, key, &[])
}

/// The edition's translation of `key` with named arguments.
pub fn t_args(key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    crate::i18n::message(ctx().edition.fluent_locale(), key, args)
}

/// A Fluent message with `{name}` markers left in, for an island to fill.
pub fn template(key: &str, names: &[&str]) -> String {
    template_in(ctx().edition.fluent_locale(), key, names)
}

/// [`template`] in `locale`'s messages: for texts made outside a page render.
pub fn template_in(locale: &str, key: &str, names: &[&str]) -> String {
    let markers: Vec<(&str, FluentValue<'_>)> = names.iter().map(|n| (*n, format!("{{{n}}}").into())).collect();
    crate::i18n::message(locale, key, &markers)
}

/// A count as the edition's messages write it (`3,412` in English).
pub fn fmt_count(n: i64) -> String {
    crate::i18n::count(ctx().edition.fluent_locale(), n)
}

pub fn fmt_money(money: Money) -> String {
    format_price(money.minor, money.currency, Decimals::Zero)
}

/// The current price, e.g. `1.290 €`.
pub fn fmt_price(price: &Price) -> String {
    fmt_money(price.now)
}

/// A short date in the edition's format.
pub fn fmt_date(date: NaiveDate) -> String {
    date.format(ctx().edition.date_format).to_string()
}

/// "March 2027" in the edition's language.
pub fn fmt_month(date: NaiveDate) -> String {
    format!("{} {}", t(&format!("month-{}", date.month())), date.year())
}

/// A rating with one decimal in the edition's language (`4.8` in English, `4,8` elsewhere).
pub fn fmt_rating(rating: f64) -> String {
    let text = format!("{rating:.1}");
    match ctx().edition.language {
        crate::edition::Language::En => text,
        _ => text.replace('.', ","),
    }
}
