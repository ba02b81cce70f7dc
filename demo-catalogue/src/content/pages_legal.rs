//! The legal pages: general conditions, privacy policy, terms of use and cancellation policy.
//! Plausible, generic texts in the spirit of the EU Package Travel Directive; the bodies live
//! in `html/<lang>/legal-*.html`.

use super::{html, Block, DemoPage, Line, Link};

pub(super) fn pages() -> Vec<DemoPage> {
    let legal = |key: &'static str, title: Line, description: Line, body: Line| {
        DemoPage::fixed(key, &title, &description, vec![Block::RichText(body), questions()]).with_classes("page--legal")
    };
    vec![
        legal(
            "legal-general-condition",
            [
                "General conditions",
                "Condizioni generali",
                "Condiciones generales",
                "Conditions générales",
                "Allgemeine Reisebedingungen",
            ],
            [
                "The general conditions of the package travel contract between you and Caravan: booking, payment, changes and liability.",
                "Le condizioni generali del contratto di pacchetto turistico tra te e Caravan: prenotazione, pagamento, modifiche e responsabilità.",
                "Las condiciones generales del contrato de viaje combinado entre tú y Caravan: reserva, pago, cambios y responsabilidad.",
                "Les conditions générales du contrat de voyage à forfait entre toi et Caravan : réservation, paiement, modifications et responsabilité.",
                "Die Allgemeinen Reisebedingungen des Pauschalreisevertrags zwischen dir und Caravan: Buchung, Zahlung, Änderungen und Haftung.",
            ],
            html!("legal-general-condition"),
        ),
        legal(
            "legal-privacy-policy",
            [
                "Privacy policy",
                "Informativa sulla privacy",
                "Política de privacidad",
                "Politique de confidentialité",
                "Datenschutzerklärung",
            ],
            [
                "Which personal data Caravan collects, why, for how long, who receives it and how to exercise your rights.",
                "Quali dati personali raccoglie Caravan, perché, per quanto tempo, a chi li comunica e come esercitare i tuoi diritti.",
                "Qué datos personales recoge Caravan, para qué, durante cuánto tiempo, a quién los comunica y cómo ejercer tus derechos.",
                "Quelles données personnelles Caravan collecte, pourquoi, combien de temps, à qui elles sont transmises et comment exercer tes droits.",
                "Welche personenbezogenen Daten Caravan erhebt, wozu, wie lange, an wen sie gehen und wie du deine Rechte ausübst.",
            ],
            html!("legal-privacy-policy"),
        ),
        legal(
            "legal-terms-conditions",
            [
                "Terms and conditions",
                "Termini e condizioni",
                "Términos y condiciones",
                "Conditions d'utilisation",
                "Nutzungsbedingungen",
            ],
            [
                "The rules for using the Caravan website: your account, wishlist and alerts, content and acceptable use.",
                "Le regole per usare il sito Caravan: il tuo account, i preferiti e gli avvisi, i contenuti e l'uso consentito.",
                "Las normas de uso de la web de Caravan: tu cuenta, favoritos y alertas, contenidos y uso aceptable.",
                "Les règles d'utilisation du site Caravan : ton compte, tes favoris et alertes, les contenus et l'usage autorisé.",
                "Die Regeln für die Nutzung der Caravan-Website: dein Konto, Merkliste und Alarme, Inhalte und zulässige Nutzung.",
            ],
            html!("legal-terms-conditions"),
        ),
        legal(
            "legal-cancellation-policy",
            [
                "Cancellation policy",
                "Condizioni di cancellazione",
                "Política de cancelación",
                "Conditions d'annulation",
                "Stornobedingungen",
            ],
            [
                "How to cancel a trip, when it is free – up to 31 days before departure, or 8 with Flexible Cancellation – and how refunds work.",
                "Come cancellare un viaggio, quando è gratis – fino a 31 giorni prima della partenza, o 8 con la Cancellazione Flessibile – e come funzionano i rimborsi.",
                "Cómo cancelar un viaje, cuándo es gratis – hasta 31 días antes de la salida, u 8 con la Cancelación Flexible – y cómo funcionan los reembolsos.",
                "Comment annuler un voyage, quand c'est gratuit – jusqu'à 31 jours avant le départ, ou 8 avec l'Annulation Flexible – et comment se passent les remboursements.",
                "Wie du eine Reise stornierst, wann das kostenlos ist – bis 31 Tage vor Abreise oder 8 Tage mit der Flexiblen Stornierung – und wie Erstattungen funktionieren.",
            ],
            html!("legal-cancellation-policy"),
        ),
    ]
}

/// The closing block of every legal page.
fn questions() -> Block {
    Block::CallToAction {
        title: [
            "Questions about these terms?",
            "Domande su queste condizioni?",
            "¿Dudas sobre estas condiciones?",
            "Des questions sur ces conditions ?",
            "Fragen zu diesen Bedingungen?",
        ],
        text: [
            "Our team will explain anything that is not clear before you book.",
            "Il nostro team ti spiega tutto ciò che non è chiaro prima che tu prenoti.",
            "Nuestro equipo te aclara lo que no esté claro antes de que reserves.",
            "Notre équipe t'explique tout ce qui n'est pas clair avant que tu réserves.",
            "Unser Team erklärt dir vor der Buchung alles, was unklar ist.",
        ],
        label: ["Contact us", "Contattaci", "Contáctanos", "Nous contacter", "Kontakt aufnehmen"],
        link: Link::Route("contacts"),
    }
}
