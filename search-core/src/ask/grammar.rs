//! The number patterns of a wish: trip lengths ("10 days", "at least a
//! week"), budgets ("under 1500€", "tra 1.000 e 2.000 euro"), ages ("I'm 28",
//! "over 35"), relative dates ("in 3 weeks", "the next 10 days") and month
//! spans ("between March and May"). Each pattern reads tokens from a
//! position and says how many it used.

use super::dates::{self, Unit};
use super::lexicon::{Lexicon, Markers, Meaning};
use super::tokens::{Kind, Token};
use super::Found;
use crate::period::WeekStart;
use crate::Currency;
use chrono::NaiveDate;

pub struct Reader<'a> {
    pub tokens: &'a [Token],
    pub words: Vec<&'a str>,
    pub lexicon: &'static Lexicon,
    pub today: NaiveDate,
    pub week_start: WeekStart,
    pub currency: Currency,
}

/// Cheapest plausible trip price in major units: a bare number below it after
/// "under" is an age, not a budget.
const MIN_BUDGET: f64 = 100.0;

impl Reader<'_> {
    fn markers(&self) -> &'static Markers {
        &self.lexicon.markers
    }

    /// Length in words of the longest phrase of `list` at `at`. Marker phrases
    /// are written folded, words separated by single spaces (checked by a test).
    fn phrase(&self, at: usize, list: &[&str]) -> Option<usize> {
        let rest = self.words.get(at..)?;
        list.iter()
            .filter_map(|p| {
                let mut len = 0;
                for word in p.split(' ') {
                    if rest.get(len) != Some(&word) {
                        return None;
                    }
                    len += 1;
                }
                Some(len)
            })
            .max()
    }

    /// A number (digits or a number word) at `at`: (words used, value).
    fn number(&self, at: usize) -> Option<(usize, f64)> {
        let token = self.tokens.get(at)?;
        if let Some(n) = token.number() {
            return Some((1, n));
        }
        self.markers()
            .number_words
            .iter()
            .filter_map(|(phrase, n)| self.phrase(at, &[phrase]).map(|len| (len, f64::from(*n))))
            .max_by_key(|(len, _)| *len)
    }

    fn unit(&self, at: usize) -> Option<(usize, LengthUnit)> {
        let m = self.markers();
        [(m.days, LengthUnit::Days), (m.nights, LengthUnit::Nights), (m.weeks, LengthUnit::Weeks)]
            .into_iter()
            .find_map(|(list, unit)| self.phrase(at, list).map(|len| (len, unit)))
    }

    fn date_unit(&self, at: usize) -> Option<(usize, Unit)> {
        let m = self.markers();
        [(m.days, Unit::Days), (m.weeks, Unit::Weeks), (m.months, Unit::Months)]
            .into_iter()
            .find_map(|(list, unit)| self.phrase(at, list).map(|len| (len, unit)))
    }

    fn currency_at(&self, at: usize) -> Option<(usize, Currency)> {
        let m = self.markers();
        [(m.euro, Currency::EUR), (m.dollar, Currency::USD), (m.pound, Currency::GBP)]
            .into_iter()
            .find_map(|(list, c)| self.phrase(at, list).map(|len| (len, c)))
    }

    /// An amount with an optional currency before or after: (words used, major units, currency named).
    fn amount(&self, at: usize) -> Option<(usize, f64, Option<Currency>)> {
        let (before, mut currency) = match self.currency_at(at) {
            Some((len, c)) => (len, Some(c)),
            None => (0, None),
        };
        let token = self.tokens.get(at + before)?;
        let value = token.number()?;
        let mut used = before + 1;
        if currency.is_none() {
            if let Some((len, c)) = self.currency_at(at + used) {
                currency = Some(c);
                used += len;
            }
        }
        Some((used, value, currency))
    }

    fn to_minor(&self, major: f64, named: Option<Currency>) -> i32 {
        let minor = (major * 100.0).round().clamp(0.0, 1e12) as i64;
        let converted = named.map_or(minor, |c| c.convert(minor, self.currency));
        i32::try_from(converted.clamp(0, 100_000_000)).unwrap_or(0)
    }

    /// Every number pattern at `at`, the one using most words first.
    pub fn at(&self, at: usize) -> Option<(usize, Found)> {
        [self.relative_date(at), self.month_span(at), self.budget(at), self.length(at), self.age(at)]
            .into_iter()
            .flatten()
            .max_by_key(|(len, _)| *len)
    }

    /// "in 3 weeks", "tra due settimane", "the next 10 days", "nei prossimi 2 mesi".
    fn relative_date(&self, at: usize) -> Option<(usize, Found)> {
        let m = self.markers();
        let (lead, next) = match (self.phrase(at, m.next), self.phrase(at, m.in_)) {
            (Some(len), _) => (len, true),
            (None, Some(len)) => {
                // "in the next 10 days"
                match self.phrase(at + len, &["the next", "the coming"]) {
                    Some(more) => (len + more, true),
                    None => (len, false),
                }
            }
            (None, None) => return None,
        };
        let (n_len, n) = self.number(at + lead)?;
        let (u_len, unit) = self.date_unit(at + lead + n_len)?;
        let n = n.clamp(0.0, 400.0) as u32;
        let span = if next { dates::next(self.today, n, unit) } else { dates::in_(self.today, n, unit) }?;
        Some((lead + n_len + u_len, Found::Dates(span)))
    }

    /// A month, or two months joined ("March or April", "between May and June", "da marzo a maggio"), each with an optional year.
    fn month_span(&self, at: usize) -> Option<(usize, Found)> {
        let lead = self.phrase(at, self.markers().between).unwrap_or(0);
        let (first_len, first) = self.month(at + lead)?;
        let after_first = at + lead + first_len;
        if let Some(join) = self.phrase(after_first, self.markers().month_joiners).or(self.phrase(after_first, self.markers().and)) {
            if let Some((last_len, last)) = self.month(after_first + join) {
                let span = dates::month_span(self.today, first, last)?;
                return Some((lead + first_len + join + last_len, Found::Dates(span)));
            }
        }
        // A lone month with a year ("March 2028"); without one the lexicon reads it.
        match first {
            (month, Some(year)) => Some((lead + first_len, Found::Dates(dates::month(self.today, month, Some(year))?))),
            _ => None,
        }
    }

    /// A month name with an optional year: (words used, (month, year)).
    pub fn month(&self, at: usize) -> Option<(usize, (u32, Option<i32>))> {
        let (len, Meaning::Month(month)) = self.lexicon.longest(&self.words[at.min(self.words.len())..])? else {
            return None;
        };
        match self.tokens.get(at + len).and_then(Token::number) {
            Some(year) if (2000.0..2100.0).contains(&year) => Some((len + 1, (month, Some(year as i32)))),
            _ => Some((len, (month, None))),
        }
    }

    /// "under 1500€", "max $2,000", "budget 1500", "tra 1.000 e 2.000 euro", "over 1000 euros".
    fn budget(&self, at: usize) -> Option<(usize, Found)> {
        let m = self.markers();
        let (max_len, min_len) = (self.phrase(at, m.budget_max), self.phrase(at, m.budget_min));
        if let Some(between) = self.phrase(at, m.between) {
            if let Some(found) = self.budget_between(at, between) {
                return Some(found);
            }
        }
        let (lead, is_min) = match (max_len, min_len) {
            (Some(a), Some(b)) if b > a => (b, true),
            (Some(a), _) => (a, false),
            (None, Some(b)) => (b, true),
            (None, None) => (0, false),
        };
        let (used, value, currency) = self.amount(at + lead)?;
        // "1000-1500 €"
        if let Some(dash) = self.phrase(at + lead + used, &["-", "to"]) {
            if let Some((used2, value2, currency2)) = self.amount(at + lead + used + dash) {
                let named = currency.or(currency2);
                if named.is_some() {
                    let found = Found::Budget(Some(self.to_minor(value, named)), Some(self.to_minor(value2, named)));
                    return Some((lead + used + dash + used2, found));
                }
            }
        }
        // "1k max", "2000 € tops", "1500 euro al massimo": a maximum written after the amount.
        let max_after =
            if lead == 0 { self.phrase(at + used, &["max", "maximum", "tops", "at most", "massimo", "al massimo"]) } else { None };
        let is_budget =
            currency.is_some() || ((lead > 0 || max_after.is_some()) && value >= MIN_BUDGET && self.unit(at + lead + used).is_none());
        if !is_budget || self.unit(at + lead + used).is_some() || self.date_unit(at + lead + used).is_some() {
            return None;
        }
        let minor = Some(self.to_minor(value, currency));
        if let Some(after) = max_after {
            return Some((used + after, Found::Budget(None, minor)));
        }
        let found = if is_min { Found::Budget(minor, None) } else { Found::Budget(None, minor) };
        Some((lead + used, found))
    }

    fn budget_between(&self, at: usize, between: usize) -> Option<(usize, Found)> {
        let (used, low, c1) = self.amount(at + between)?;
        let and = self.phrase(at + between + used, self.markers().and)?;
        let (used2, high, c2) = self.amount(at + between + used + and)?;
        let named = c1.or(c2);
        if named.is_none() && (low < MIN_BUDGET || high < MIN_BUDGET) {
            return None;
        }
        if named.is_none() && self.unit(at + between + used + and + used2).is_some() {
            return None;
        }
        let found = Found::Budget(Some(self.to_minor(low, named)), Some(self.to_minor(high, named)));
        Some((between + used + and + used2, found))
    }

    /// "10 days", "at least a week", "between 7 and 10 days", "7-10 giorni", "5 notti".
    fn length(&self, at: usize) -> Option<(usize, Found)> {
        let m = self.markers();
        if let Some(between) = self.phrase(at, m.between) {
            if let Some((n_len, low)) = self.number(at + between) {
                if let Some(and) = self.phrase(at + between + n_len, m.and) {
                    if let Some((n2_len, high)) = self.number(at + between + n_len + and) {
                        if let Some((u_len, unit)) = self.unit(at + between + n_len + and + n2_len) {
                            let (low, high) = (unit.days(low), unit.days(high));
                            return Some((between + n_len + and + n2_len + u_len, Found::Length(Some(low), Some(high))));
                        }
                    }
                }
            }
        }
        let modifiers: [(&[&str], Bound); 4] =
            [(m.at_least, Bound::From), (m.more_than, Bound::Above), (m.at_most, Bound::To), (m.less_than, Bound::Below)];
        let (lead, bound) = modifiers
            .iter()
            .filter_map(|(list, bound)| self.phrase(at, list).map(|len| (len, *bound)))
            .max_by_key(|(len, _)| *len)
            .unwrap_or((0, Bound::Around));
        let (n_len, n) = self.number(at + lead)?;
        // "7-10 days"
        if lead == 0 {
            if let Some(dash) = self.phrase(at + n_len, &["-", "to", "or", "a", "o"]) {
                if let Some((n2_len, n2)) = self.number(at + n_len + dash) {
                    if let Some((u_len, unit)) = self.unit(at + n_len + dash + n2_len) {
                        return Some((n_len + dash + n2_len + u_len, Found::Length(Some(unit.days(n)), Some(unit.days(n2)))));
                    }
                }
            }
        }
        let (u_len, unit) = self.unit(at + lead + n_len)?;
        let days = unit.days(n);
        let found = match bound {
            Bound::From => Found::Length(Some(days), None),
            Bound::Above => Found::Length(Some(days + 1), None),
            Bound::To => Found::Length(None, Some(days)),
            Bound::Below => Found::Length(None, Some(days - 1)),
            Bound::Around => {
                let (low, high) = unit.around(n);
                Found::Length(Some(low), Some(high))
            }
        };
        Some((lead + n_len + u_len, found))
    }

    /// "I'm 28", "28 years old", "ho 28 anni", "over 35", "under 30", "between 25 and 35", "tra i 25 e i 35", "25-35".
    fn age(&self, at: usize) -> Option<(usize, Found)> {
        let m = self.markers();
        let plausible = |n: f64| (18.0..70.0).contains(&n);
        let years_after = |at: usize| self.phrase(at, m.years_old).map_or(0, |len| len + self.phrase(at + len, &["old"]).unwrap_or(0));
        // A range, with or without "between".
        let between = self.phrase(at, m.between).unwrap_or(0);
        if let Some((n_len, low)) = self.number(at + between) {
            if let Some(and) = self.phrase(at + between + n_len, m.and) {
                if let Some((n2_len, high)) = self.number(at + between + n_len + and) {
                    let end = at + between + n_len + and + n2_len;
                    let bare = self.currency_at(end).is_none() && self.unit(end).is_none() && self.date_unit(end).is_none();
                    if bare && plausible(low) && plausible(high) && self.tokens[at + between].number().is_some() {
                        return Some((end - at + years_after(end), Found::Ages(low as i32, high as i32)));
                    }
                }
            }
        }
        // "I'm 28", "aged 30"
        if let Some(lead) = self.phrase(at, m.i_am) {
            if let Some((n_len, n)) = self.number(at + lead) {
                let end = at + lead + n_len;
                let years = years_after(end);
                let numeric = self.tokens[at + lead].kind != Kind::Word;
                if numeric && plausible(n) && self.unit(end).is_none() && (years > 0 || self.words[at] != "di") {
                    return Some((lead + n_len + years, Found::Ages(n as i32, n as i32)));
                }
            }
        }
        // "28 years old", "28 anni"
        if let (Some(n), true) = (self.tokens[at].number(), at < self.tokens.len()) {
            let years = years_after(at + 1);
            if years > 0 && plausible(n) {
                return Some((1 + years, Found::Ages(n as i32, n as i32)));
            }
        }
        // "over 35", "under 30"
        let bounds: [(&[&str], bool); 2] = [
            (&["over", "older than", "above", "over the age of", "sopra i", "oltre i", "piu di"], true),
            (&["under", "younger than", "below", "sotto i", "meno di"], false),
        ];
        for (list, over) in bounds {
            if let Some(lead) = self.phrase(at, list) {
                let (n_len, n) = self.number(at + lead)?;
                let end = at + lead + n_len;
                if self.tokens[at + lead].number().is_some()
                    && plausible(n)
                    && self.currency_at(end).is_none()
                    && self.unit(end).is_none()
                    && self.date_unit(end).is_none()
                {
                    let n = n as i32;
                    let span = if over { (n + 1, 49) } else { (21, n - 1) };
                    return Some((lead + n_len + years_after(end), Found::Ages(span.0, span.1)));
                }
            }
        }
        None
    }
}

#[derive(Debug, Clone, Copy)]
enum Bound {
    From,
    Above,
    To,
    Below,
    Around,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LengthUnit {
    Days,
    Nights,
    Weeks,
}

impl LengthUnit {
    /// The trip length in days that `n` of this unit means.
    fn days(self, n: f64) -> i32 {
        let days = match self {
            LengthUnit::Days => n,
            LengthUnit::Nights => n + 1.0,
            LengthUnit::Weeks => n * 7.0,
        };
        days.round().clamp(0.0, 366.0) as i32
    }

    /// "10 days" → 9..11, "5 nights" → 5..7, "2 weeks" → 13..15.
    fn around(self, n: f64) -> (i32, i32) {
        let days = self.days(n);
        ((days - 1).max(1), days + 1)
    }
}
