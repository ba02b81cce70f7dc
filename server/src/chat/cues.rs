//! The words that signal each part of a question's intent, per language: what
//! [`super::intents`] reads a question with. Written from how travellers ask, not
//! from the site's texts, and kept apart from the rules that combine them.
//!
//! A cue is a phrase whose words must stand next to each other, or phrases joined
//! by ` + ` that must all appear somewhere in the question. A word matches a
//! question's word when their Snowball stems are equal (`cancelled` ~ `cancel`);
//! `root*` matches a word that starts with the root, `*part` one that contains
//! it (German compounds: `Reiseversicherung`) and `=word` only that very form
//! (`=cancelan`, they cancel, is not `cancelar`, to cancel). Words are folded first: lower case,
//! no accents (`è` is `e`, `ß` is `ss`).

use caravan_site::edition::Language;

mod de;
mod en;
mod es;
mod fr;
mod it;

/// The signals a question's words may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Signal {
    /// Something only a person can answer: one booking, an invoice, a visa.
    Personal,
    /// A health condition: a person answers, unless the question is about getting money back.
    Health,
    /// The departure is cancelled by us, or does not go ahead.
    OperatorCancels,
    Cancel,
    Refund,
    Flexible,
    Sick,
    Insurance,
    Balance,
    Deposit,
    Guarantee,
    Room,
    Age,
    GroupSize,
    Included,
}

impl Signal {
    pub(super) const ALL: [Signal; 15] = [
        Signal::Personal,
        Signal::Health,
        Signal::OperatorCancels,
        Signal::Cancel,
        Signal::Refund,
        Signal::Flexible,
        Signal::Sick,
        Signal::Insurance,
        Signal::Balance,
        Signal::Deposit,
        Signal::Guarantee,
        Signal::Room,
        Signal::Age,
        Signal::GroupSize,
        Signal::Included,
    ];

    /// The cues of a signal in a language.
    pub(super) fn cues(self, language: Language) -> &'static [&'static str] {
        match language {
            Language::En => en::cues(self),
            Language::It => it::cues(self),
            Language::Es => es::cues(self),
            Language::Fr => fr::cues(self),
            Language::De => de::cues(self),
        }
    }
}

/// Words before a number that make it the asker's age ("I'm 53", "ich bin 51").
pub(super) fn before_an_age(language: Language) -> &'static [&'static str] {
    match language {
        Language::En => &["m", "am", "turn", "turning", "is", "s"],
        Language::It => &["ho", "compio", "sono", "ha"],
        Language::Es => &["tengo", "cumplo", "tiene"],
        Language::Fr => &["ai", "avoir", "a"],
        Language::De => &["bin", "werde", "ist", "wird"],
    }
}

/// Words after a number that make it a count, a price or a length rather than an age.
pub(super) fn units(language: Language) -> &'static [&'static str] {
    match language {
        Language::En => &[
            "days",
            "day",
            "nights",
            "weeks",
            "euros",
            "euro",
            "dollars",
            "pounds",
            "people",
            "persons",
            "travellers",
            "travelers",
            "km",
            "kg",
            "percent",
            "hours",
            "minutes",
            "seats",
        ],
        Language::It => &["giorni", "notti", "settimane", "euro", "persone", "posti", "km", "kg", "ore", "minuti"],
        Language::Es => &["dias", "noches", "semanas", "euros", "personas", "plazas", "km", "kg", "horas", "minutos"],
        Language::Fr => &["jours", "nuits", "semaines", "euros", "personnes", "places", "km", "kg", "heures", "minutes"],
        Language::De => &["tage", "tagen", "nachte", "wochen", "euro", "personen", "leute", "platze", "km", "kg", "stunden", "minuten"],
    }
}
