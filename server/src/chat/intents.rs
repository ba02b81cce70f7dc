//! What a question asks, in the edition's language: one of the booking terms and
//! group facts travellers ask about most (spec §1), a question only a person can
//! answer (one booking, an invoice, a visa, a health condition), or neither (then
//! the assistant searches the site's passages).
//!
//! The question's words are stemmed with the Snowball stemmers (`rust-stemmers`)
//! and matched against the cues of [`super::cues`]; a few rules then settle what
//! the signals mean together: a cancellation is ours when the question says the
//! departure does not go ahead, the traveller's otherwise; falling ill is about
//! insurance unless the question asks for money back; and so on. Each intent is
//! answered by the site passage that states its figure, found with a query
//! written for it ([`Intent::query`], [`Intent::stated_in`]).

use super::cues::{before_an_age, units, Signal};
use caravan_site::edition::Language;
use rust_stemmers::{Algorithm, Stemmer};
use search_core::ask::tokens::{tokenize, Kind};
use std::sync::LazyLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Intent {
    /// Only a person can answer: hand off at once, never a confident guess.
    Personal,
    OperatorCancels,
    TravellerCancels,
    Balance,
    Confirmation,
    Insurance,
    PrivateRoom,
    Deposit,
    Age,
    GroupSize,
    Included,
}

/// A question's words: folded, with their Snowball stems.
struct Words {
    folded: Vec<String>,
    stems: Vec<String>,
}

/// A language's place in `Language::ALL`, the order of the tables below.
fn language_index(language: Language) -> usize {
    Language::ALL.iter().position(|l| *l == language).unwrap_or(0)
}

fn stemmer(language: Language) -> &'static Stemmer {
    static STEMMERS: LazyLock<Vec<Stemmer>> = LazyLock::new(|| {
        Language::ALL
            .iter()
            .map(|language| match language {
                Language::En => Algorithm::English,
                Language::It => Algorithm::Italian,
                Language::Es => Algorithm::Spanish,
                Language::Fr => Algorithm::French,
                Language::De => Algorithm::German,
            })
            .map(Stemmer::create)
            .collect()
    });
    &STEMMERS[language_index(language)]
}

/// A cue as it is matched: its phrases (all must appear), each a run of words.
struct Cue(Vec<Vec<CueWord>>);

/// Every signal's cues in every language, read and stemmed once: reading them again for each
/// question was most of an answer's time (the chat's uncached rate fell by two fifths).
fn cues_of(language: Language, signal: Signal) -> &'static [Cue] {
    static CUES: LazyLock<Vec<Vec<Vec<Cue>>>> = LazyLock::new(|| {
        let read = |language: Language, cue: &str| Cue(cue.split(" + ").map(|phrase| CueWord::of_phrase(language, phrase)).collect());
        Language::ALL
            .iter()
            .map(|&language| {
                Signal::ALL.iter().map(|signal| signal.cues(language).iter().map(|cue| read(language, cue)).collect()).collect()
            })
            .collect()
    });
    let signal = Signal::ALL.iter().position(|s| *s == signal).unwrap_or(0);
    &CUES[language_index(language)][signal]
}

impl Words {
    fn of(language: Language, text: &str) -> Words {
        let folded: Vec<String> =
            tokenize(text).into_iter().filter(|t| matches!(t.kind, Kind::Word | Kind::Number(_))).map(|t| t.text).collect();
        let stems = folded.iter().map(|w| stemmer(language).stem(w).into_owned()).collect();
        Words { folded, stems }
    }

    /// Whether the question's word `at` matches one word of a cue.
    fn matches(&self, at: usize, cue_word: &CueWord) -> bool {
        let word = &self.folded[at];
        match cue_word {
            CueWord::Exact(form) => word == form,
            CueWord::Contains(part) => word.contains(part.as_str()),
            CueWord::Prefix(root) => word.starts_with(root.as_str()),
            CueWord::Stem(stem) => self.stems[at] == *stem,
        }
    }

    /// Whether a phrase (words next to each other) appears.
    fn has_phrase(&self, words: &[CueWord]) -> bool {
        if words.is_empty() || words.len() > self.folded.len() {
            return false;
        }
        (0..=self.folded.len() - words.len()).any(|start| words.iter().enumerate().all(|(i, w)| self.matches(start + i, w)))
    }

    fn has_cue(&self, cue: &Cue) -> bool {
        cue.0.iter().all(|phrase| self.has_phrase(phrase))
    }

    fn signals(&self, language: Language, signal: Signal) -> bool {
        cues_of(language, signal).iter().any(|cue| self.has_cue(cue))
    }

    /// "I'm 53", "mein Mann ist 55": an age stated as a number after the words that introduce
    /// one, and not followed by a unit ("the balance is 31 days before").
    fn states_an_age(&self, language: Language) -> bool {
        self.folded.iter().enumerate().skip(1).any(|(i, word)| {
            before_an_age(language).contains(&self.folded[i - 1].as_str())
                && word.parse::<u32>().is_ok_and(|n| (14..=99).contains(&n))
                && !self.folded.get(i + 1).is_some_and(|next| units(language).contains(&next.as_str()))
        })
    }

    /// A number of five digits or more: a booking reference, not a price or a year.
    fn has_a_reference(&self) -> bool {
        self.folded.iter().any(|w| w.len() >= 5 && w.bytes().all(|b| b.is_ascii_digit()))
    }
}

/// One word of a cue as it is matched (the notation of `cues`), read once ([`cues_of`]).
enum CueWord {
    /// `=word`: only that very form.
    Exact(String),
    /// `*part`: a word that contains it.
    Contains(String),
    /// `root*`: a word that starts with it.
    Prefix(String),
    /// A plain word: the same Snowball stem.
    Stem(String),
}

impl CueWord {
    /// The words of a phrase, folded the way the question's were.
    fn of_phrase(language: Language, phrase: &str) -> Vec<CueWord> {
        let mut words = Vec::new();
        for raw in phrase.split_whitespace() {
            let (exact, contains, prefix) = (raw.starts_with('='), raw.starts_with('*'), raw.ends_with('*'));
            let parts: Vec<String> = tokenize(raw.trim_matches(['*', '='])).into_iter().map(|t| t.text).collect();
            let last = parts.len().saturating_sub(1);
            // The marks apply at the raw word's edges: `*part` to its first token, `root*` to its last.
            for (i, part) in parts.into_iter().enumerate() {
                words.push(match () {
                    _ if i == 0 && exact => CueWord::Exact(part),
                    _ if i == 0 && contains => CueWord::Contains(part),
                    _ if i == last && prefix => CueWord::Prefix(part),
                    _ => CueWord::Stem(stemmer(language).stem(&part).into_owned()),
                });
            }
        }
        words
    }
}

impl Intent {
    /// What a question asks in `language`, if it is one of the intents.
    pub(super) fn of(language: Language, question: &str) -> Option<Intent> {
        let words = Words::of(language, question);
        let mut on = [false; Signal::ALL.len()];
        for (i, signal) in Signal::ALL.into_iter().enumerate() {
            on[i] = words.signals(language, signal);
        }
        let has = |signal: Signal| on[Signal::ALL.iter().position(|s| *s == signal).unwrap_or(0)];
        use Signal::*;
        // Money back is about cancelling, unless the question names insurance ("is my lost bag refunded?").
        let cancel = has(Cancel) || has(Flexible) || (has(Refund) && !has(Insurance));
        let intent = if has(Personal) || words.has_a_reference() || (has(Health) && !cancel) {
            Intent::Personal
        } else if has(OperatorCancels) && (cancel || !has(Guarantee)) {
            // "Not enough people: do I get my money back?" is ours; "how many must book for it
            // to go for sure?" is about confirmation.
            Intent::OperatorCancels
        } else if cancel {
            Intent::TravellerCancels
        } else if has(Balance) {
            Intent::Balance
        } else if has(Guarantee) {
            Intent::Confirmation
        } else if has(Insurance) || has(Sick) {
            Intent::Insurance
        } else if has(Room) {
            Intent::PrivateRoom
        } else if has(Deposit) {
            Intent::Deposit
        } else if has(GroupSize) {
            // Before the age: "I'm 31, how big do the groups get?" asks the size.
            Intent::GroupSize
        } else if has(Age) || words.states_an_age(language) {
            Intent::Age
        } else if has(Included) {
            Intent::Included
        } else {
            return None;
        };
        Some(intent)
    }

    /// The words that find the passage answering the intent.
    pub(super) fn query(self, language: Language) -> &'static str {
        use Intent::*;
        use Language::*;
        match (self, language) {
            (Personal, _) => "",
            (Balance, En) => "balance due 31 days before departure",
            (Balance, It) => "saldo 31 giorni prima della partenza",
            (Balance, Es) => "saldo 31 días antes de la salida",
            (Balance, Fr) => "solde 31 jours avant le départ",
            (Balance, De) => "restbetrag 31 tage vor abreise",
            (Deposit, En) => "deposit 100 secures place",
            (Deposit, It) => "acconto 100 posto",
            (Deposit, Es) => "depósito 100 plaza",
            (Deposit, Fr) => "acompte 100 place",
            (Deposit, De) => "anzahlung 100 platz",
            (TravellerCancels, En) => "free cancellation 31 days 8 days flexible cancellation",
            (TravellerCancels, It) => "cancellazione gratuita 31 giorni 8 giorni cancellazione flessibile",
            (TravellerCancels, Es) => "cancelación gratuita 31 días 8 días cancelación flexible",
            (TravellerCancels, Fr) => "annulation gratuite 31 jours 8 jours annulation flexible",
            (TravellerCancels, De) => "kostenlose stornierung 31 tage 8 tage flexible stornierung",
            (OperatorCancels, En) => "departure not confirmed 31 days cancelled everything you paid back another departure",
            (OperatorCancels, It) => "partenza non confermata 31 giorni annullata rimborsiamo tutto altra partenza",
            (OperatorCancels, Es) => "salida no confirmada 31 días cancela devolvemos todo otra salida",
            (OperatorCancels, Fr) => "départ pas confirmé 31 jours annulé remboursé intégralement autre départ",
            (OperatorCancels, De) => "termin nicht bestätigt 31 tage abgesagt alles zurück anderen termin",
            (Confirmation, En) => "departure confirmed enough travellers booked seats still needed",
            (Confirmation, It) => "partenza confermata numero minimo viaggiatori posti mancano",
            (Confirmation, Es) => "salida confirma número mínimo viajeros plazas faltan",
            (Confirmation, Fr) => "départ confirmé suffisamment voyageurs réservé places nécessaires",
            (Confirmation, De) => "termin bestätigt genug reisende gebucht plätze fehlen",
            (Insurance, En) => "medical baggage insurance included",
            (Insurance, It) => "assicurazione medica bagaglio inclusa",
            (Insurance, Es) => "seguro médico equipaje incluido",
            (Insurance, Fr) => "assurance médicale bagages incluse",
            (Insurance, De) => "kranken gepäckversicherung im preis enthalten",
            (PrivateRoom, En) => "private room optional free booking for two",
            (PrivateRoom, It) => "camera privata facoltativa gratuita prenoti in due",
            (PrivateRoom, Es) => "habitación privada opcional gratis reserváis dos",
            (PrivateRoom, Fr) => "chambre privée optionnelle gratuite réservez à deux",
            (PrivateRoom, De) => "privatzimmer optional kostenlos zu zweit buchen",
            (Age, En) => "travellers aged 25 to 49 age range departure",
            (Age, It) => "viaggiatori tra 25 e 49 anni fascia d'età partenza",
            (Age, Es) => "viajeros de 25 a 49 años grupo de edad salida",
            (Age, Fr) => "voyageurs 25 49 ans tranche d'âge départ",
            (Age, De) => "reisende zwischen 25 und 49 altersgruppe termin",
            (GroupSize, En) => "at most 15 travellers plus the coordinator",
            (GroupSize, It) => "al massimo 15 viaggiatori più il coordinatore",
            (GroupSize, Es) => "como máximo 15 viajeros más el coordinador",
            (GroupSize, Fr) => "15 voyageurs maximum plus le coordinateur",
            (GroupSize, De) => "höchstens 15 reisende plus koordinator",
            (Included, En) => "included in the price coordinator insurance international flights not included",
            (Included, It) => "incluso nel prezzo coordinatore assicurazione voli internazionali",
            (Included, Es) => "incluye el precio coordinador seguro vuelos internacionales",
            (Included, Fr) => "compris dans le prix coordinateur assurance vols internationaux",
            (Included, De) => "im preis enthalten koordinator versicherung internationale flüge",
        }
    }

    /// Whether a passage's answer states what the intent needs: its figures, or its facts.
    pub(super) fn stated_in(self, language: Language, answer: &str) -> bool {
        let numbers: Vec<&str> = answer.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).collect();
        let has = |n: &str| numbers.contains(&n);
        let lower = answer.to_lowercase();
        let any = |words: &[&str]| words.iter().any(|w| lower.contains(w));
        use Language::*;
        match self {
            Intent::Personal => false,
            Intent::Balance => {
                has("31")
                    && any(match language {
                        En => &["balance"],
                        It => &["saldo"],
                        Es => &["saldo", "resto"],
                        Fr => &["solde"],
                        De => &["rest"],
                    })
            }
            Intent::Deposit => has("100"),
            Intent::TravellerCancels => has("31") && has("8"),
            Intent::OperatorCancels => {
                has("31")
                    && any(match language {
                        En => &["everything", "in full", "refunded"],
                        It => &["rimbors", "tutto"],
                        Es => &["devolvemos", "reembols", "todo"],
                        Fr => &["rembours", "tout ce"],
                        De => &["zurück", "erstatt"],
                    })
            }
            Intent::Confirmation => any(match language {
                En => &["enough", "minimum"],
                It => &["minimo", "abbastanza"],
                Es => &["mínimo", "suficiente"],
                Fr => &["suffisamment", "minimum"],
                De => &["genug", "mindest"],
            }),
            Intent::Insurance => any(match language {
                En => &["included", "includes"],
                It => &["inclus", "compres", "comprende"],
                Es => &["incluid", "incluye"],
                Fr => &["inclus", "comprend"],
                De => &["enthalten", "inklusive", "inbegriffen"],
            }),
            Intent::PrivateRoom => any(match language {
                En => &["free"],
                It => &["gratuit", "gratis"],
                Es => &["gratis", "gratuit"],
                Fr => &["gratuit", "offert"],
                De => &["kostenlos", "gratis"],
            }),
            Intent::Age => has("25") && has("49"),
            Intent::GroupSize => has("15"),
            Intent::Included => any(match language {
                En => &["flight"],
                It => &["voli", "volo"],
                Es => &["vuelo"],
                Fr => &["vol"],
                De => &["flüge", "flug"],
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_names_its_intent() {
        let of = Intent::of;
        assert_eq!(of(Language::En, "When do I pay the balance?"), Some(Intent::Balance));
        assert_eq!(of(Language::En, "I paid the deposit, when is the rest due?"), Some(Intent::Balance));
        assert_eq!(of(Language::En, "Do I lose my deposit if I cancel?"), Some(Intent::TravellerCancels));
        assert_eq!(of(Language::En, "what happens to my money if you cancel the departure?"), Some(Intent::OperatorCancels));
        assert_eq!(of(Language::En, "how many people are in a group?"), Some(Intent::GroupSize));
        assert_eq!(of(Language::En, "I'm 52, can I join?"), Some(Intent::Age));
        assert_eq!(of(Language::It, "quando si paga il saldo"), Some(Intent::Balance));
        assert_eq!(of(Language::It, "quanto costa la camera singola"), Some(Intent::PrivateRoom));
        assert_eq!(of(Language::Es, "¿cuándo se paga el saldo?"), Some(Intent::Balance));
        assert_eq!(of(Language::Fr, "quand dois-je payer le solde"), Some(Intent::Balance));
        assert_eq!(of(Language::De, "Ist eine Reiseversicherung im Preis enthalten?"), Some(Intent::Insurance));
        assert_eq!(of(Language::De, "Brauche ich ein Visum für Kanada?"), Some(Intent::Personal));
        assert_eq!(of(Language::En, "Which trips go to Peru?"), None);
    }

    #[test]
    fn an_answer_states_the_figure_as_a_whole_number() {
        assert!(Intent::Balance.stated_in(Language::En, "The balance is due 31 days before departure."));
        assert!(!Intent::Balance.stated_in(Language::En, "Pay 310 now."));
        assert!(Intent::TravellerCancels.stated_in(Language::It, "fino a 31 giorni prima, o 8 con la Cancellazione Flessibile"));
    }
}
