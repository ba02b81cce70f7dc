//! The booking terms travellers ask about most (spec §1): when the balance is
//! due, how much the deposit is, whether they can cancel, whether insurance is
//! included. A question on one of them is answered by the site passage that
//! states the term's figure, found with a query written for the term, rather
//! than by the passage that happens to share most words with the question
//! ("how do I settle the remaining balance" is not about a trip's balanced pace).

use caravan_site::edition::Language;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Topic {
    Insurance,
    Cancellation,
    Balance,
    Deposit,
}

/// The topics in the order they are tried: the first one a question names wins
/// ("do I lose my deposit if I cancel?" is about cancelling).
const ORDER: [Topic; 4] = [Topic::Insurance, Topic::Cancellation, Topic::Balance, Topic::Deposit];

impl Topic {
    /// Word beginnings that name the topic in a language, lower case.
    fn words(self, language: Language) -> &'static [&'static str] {
        use Language::*;
        match (self, language) {
            (Topic::Insurance, En) => &["insur", "get sick", "fall ill", "luggage", "baggage", "medical cover"],
            (Topic::Insurance, It) => {
                &["assicurazion", "assicurat", "polizza", "ammal", "valigi", "bagagl", "spese mediche", "coperto", "copertura"]
            }
            (Topic::Insurance, Es) => &["seguro", "asegurad", "póliza", "poliza", "enferm", "equipaje", "maleta"],
            (Topic::Insurance, Fr) => &["assurance", "assuré", "assure", "malade", "bagage", "valise"],
            (Topic::Insurance, De) => &["versicher", "krank", "gepäck", "koffer"],
            (Topic::Cancellation, En) => {
                &["cancel", "refund", "pull out", "back out", "money back", "flexible option", "can't go", "cannot go"]
            }
            (Topic::Cancellation, It) => &["cancell", "disdi", "disdett", "rinunci", "rimbors", "annull", "flessibil"],
            (Topic::Cancellation, Es) => &["cancel", "anul", "reembols", "devolu", "flexible"],
            (Topic::Cancellation, Fr) => &["annul", "rembours", "flexible", "désist"],
            (Topic::Cancellation, De) => &["storn", "stornier", "rücktritt", "zurücktreten", "erstatt", "flexibel"],
            (Topic::Balance, En) => &["balance", "remaining", "the rest", "remainder", "pay off", "outstanding"],
            (Topic::Balance, It) => &["saldo", "saldare", "resto", "rimanente", "restante"],
            (Topic::Balance, Es) => &["saldo", "resto", "restante", "pendiente"],
            (Topic::Balance, Fr) => &["solde", "reste", "restant"],
            (Topic::Balance, De) => &["restbetrag", "restzahlung", "rest ", "restliche"],
            (Topic::Deposit, En) => &[
                "deposit",
                "put down",
                "hold my spot",
                "hold a spot",
                "hold my place",
                "secure",
                "upfront",
                "up front",
                "down payment",
                "to book",
            ],
            (Topic::Deposit, It) => &[
                "acconto",
                "caparra",
                "anticipo",
                "bloccare il posto",
                "bloccare i posti",
                "assicurarci i posti",
                "per prenotare",
                "versare oggi",
                "subito",
            ],
            (Topic::Deposit, Es) => &["depósito", "deposito", "anticipo", "señal", "reservar"],
            (Topic::Deposit, Fr) => &["acompte", "arrhes", "réserver", "reserver"],
            (Topic::Deposit, De) => &["anzahlung", "buchen"],
        }
    }

    /// The topic a question asks about, if any.
    pub(super) fn of(language: Language, question: &str) -> Option<Topic> {
        let question = question.to_lowercase();
        ORDER.into_iter().find(|topic| topic.words(language).iter().any(|w| question.contains(w)))
    }

    /// The words that find the passage stating the term.
    pub(super) fn query(self, language: Language) -> &'static str {
        use Language::*;
        match (self, language) {
            (Topic::Balance, En) => "balance due 31 days before departure",
            (Topic::Balance, It) => "saldo 31 giorni prima della partenza",
            (Topic::Balance, Es) => "saldo 31 días antes de la salida",
            (Topic::Balance, Fr) => "solde 31 jours avant le départ",
            (Topic::Balance, De) => "restbetrag 31 tage vor abreise",
            (Topic::Deposit, En) => "deposit 100 secures place",
            (Topic::Deposit, It) => "acconto 100 posto",
            (Topic::Deposit, Es) => "depósito 100 plaza",
            (Topic::Deposit, Fr) => "acompte 100 place",
            (Topic::Deposit, De) => "anzahlung 100 platz",
            (Topic::Cancellation, En) => "free cancellation 31 days 8 days flexible cancellation",
            (Topic::Cancellation, It) => "cancellazione gratuita 31 giorni 8 giorni cancellazione flessibile",
            (Topic::Cancellation, Es) => "cancelación gratuita 31 días 8 días cancelación flexible",
            (Topic::Cancellation, Fr) => "annulation gratuite 31 jours 8 jours annulation flexible",
            (Topic::Cancellation, De) => "kostenlose stornierung 31 tage 8 tage flexible stornierung",
            (Topic::Insurance, En) => "medical baggage insurance included",
            (Topic::Insurance, It) => "assicurazione medica bagaglio inclusa",
            (Topic::Insurance, Es) => "seguro médico equipaje incluido",
            (Topic::Insurance, Fr) => "assurance médicale bagages incluse",
            (Topic::Insurance, De) => "kranken gepäckversicherung im preis enthalten",
        }
    }

    /// Whether an answer states the term: its figures, or for insurance that it is included.
    pub(super) fn stated_in(self, language: Language, answer: &str) -> bool {
        let numbers: Vec<&str> = answer.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).collect();
        let has = |n: &str| numbers.contains(&n);
        let lower = answer.to_lowercase();
        let included: &[&str] = match language {
            Language::En => &["included", "includes"],
            Language::It => &["inclus", "compres", "comprende"],
            Language::Es => &["incluid", "incluye"],
            Language::Fr => &["inclus", "comprend"],
            Language::De => &["enthalten", "inklusive", "inbegriffen"],
        };
        match self {
            Topic::Balance => has("31"),
            Topic::Deposit => has("100"),
            Topic::Cancellation => has("31") && has("8"),
            Topic::Insurance => included.iter().any(|w| lower.contains(w)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_names_its_topic() {
        assert_eq!(Topic::of(Language::En, "When do I pay the balance?"), Some(Topic::Balance));
        assert_eq!(Topic::of(Language::En, "I paid the deposit, when is the rest due?"), Some(Topic::Balance));
        assert_eq!(Topic::of(Language::En, "Do I lose my deposit if I cancel?"), Some(Topic::Cancellation));
        assert_eq!(Topic::of(Language::It, "Quanto è l'acconto?"), Some(Topic::Deposit));
        assert_eq!(Topic::of(Language::It, "L'assicurazione è inclusa?"), Some(Topic::Insurance));
        assert_eq!(Topic::of(Language::En, "Which trips go to Peru?"), None);
    }

    #[test]
    fn an_answer_states_the_figure_as_a_whole_number() {
        assert!(Topic::Balance.stated_in(Language::En, "The balance is due 31 days before departure."));
        assert!(!Topic::Balance.stated_in(Language::En, "Pay 310 now."));
        assert!(Topic::Cancellation.stated_in(Language::It, "fino a 31 giorni prima, o 8 con la Cancellazione Flessibile"));
    }
}
