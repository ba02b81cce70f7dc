//! Demo content: the custom pages and layout content an editor would write in
//! the CMS, in the five content languages. The site reads them from storage
//! like any other content; editors replace them.

use crate::{texts_of, Texts};

/// A content block (spec §3 Block).
#[derive(Debug, Clone, PartialEq)]
pub enum DemoBlock {
    /// One paragraph of text per language (rendered as `<p>`).
    Paragraph(Texts),
    /// A list of travels chosen by flags.
    Travels { title: Texts, collection: bool, discounted: bool },
}

/// A custom page: a fixed page by routing key, or a catch-all page by slug.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoPage {
    pub routing_key: Option<&'static str>,
    pub slug: Option<&'static str>,
    pub title: Texts,
    pub description: Texts,
    pub blocks: Vec<DemoBlock>,
    pub custom_css: Option<&'static str>,
}

/// Layout content of one edition: the top bean bar and the talk-to-us bubble.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoLayout {
    /// Edition code: `international`, `it-IT`, `en-US`, `en-WE`, `es-ES`, `fr-FR`, `de-DE`.
    pub edition: &'static str,
    pub bean: String,
    pub talk_to_us: String,
}

// en, it, es, fr, de
const GROUP: [&str; 5] = [
    "Groups of at most 15 travellers with a coordinator.",
    "Gruppi di massimo 15 viaggiatori con un coordinatore.",
    "Grupos de 15 viajeros como máximo con un coordinador.",
    "Des groupes de 15 voyageurs maximum avec un coordinateur.",
    "Gruppen mit höchstens 15 Reisenden und Koordinator.",
];
const DEPOSIT: [&str; 5] = [
    "A deposit of 100 secures your place.",
    "Con un acconto di 100 € ti assicuri il posto.",
    "Reserva tu plaza con una señal de 100 €.",
    "Un acompte de 100 € suffit pour réserver ta place.",
    "Mit 100 € Anzahlung sicherst du dir deinen Platz.",
];
const BALANCE: [&str; 5] = [
    "The balance is due 31 days before departure.",
    "Il saldo va versato 31 giorni prima della partenza.",
    "El resto se paga 31 días antes de la salida.",
    "Le solde est à régler 31 jours avant le départ.",
    "Der Restbetrag ist 31 Tage vor Abreise fällig.",
];
const CANCELLATION: [&str; 5] = [
    "Free cancellation up to 31 days before departure, or up to 8 days with Flexible Cancellation.",
    "Cancellazione gratuita fino a 31 giorni prima della partenza, o fino a 8 giorni con la Cancellazione Flessibile.",
    "Cancelación gratuita hasta 31 días antes de la salida, o hasta 8 días con la Cancelación Flexible.",
    "Annulation gratuite jusqu'à 31 jours avant le départ, ou jusqu'à 8 jours avec l'Annulation Flexible.",
    "Kostenlose Stornierung bis 31 Tage vor Abreise – oder bis 8 Tage vorher mit der Flexiblen Stornierung.",
];
const INSURANCE: [&str; 5] = [
    "Medical and baggage insurance always included.",
    "Assicurazione medica e bagaglio sempre inclusa.",
    "Seguro médico y de equipaje siempre incluido.",
    "Assurance médicale et bagages toujours incluse.",
    "Kranken- und Gepäckversicherung immer inklusive.",
];
const PRIVATE_ROOM: [&str; 5] = [
    "A private room is optional, and free when you book for two.",
    "La camera privata è facoltativa, e gratuita se prenoti in due.",
    "La habitación privada es opcional, y gratuita si reservas para dos.",
    "La chambre privée est en option, et gratuite si tu réserves à deux.",
    "Ein Privatzimmer ist optional – und kostenlos, wenn ihr zu zweit bucht.",
];
const ABOUT: [&str; 5] = [
    "Group trips for travellers aged 25 to 49: at most 15 people, a coordinator, more than 100 countries.",
    "Viaggi di gruppo per chi ha tra i 25 e i 49 anni: massimo 15 persone, un coordinatore, oltre 100 paesi.",
    "Viajes en grupo para viajeros de 25 a 49 años: 15 personas como máximo, un coordinador y más de 100 países.",
    "Des voyages en groupe pour les 25-49 ans : 15 personnes maximum, un coordinateur, plus de 100 pays.",
    "Gruppenreisen für alle zwischen 25 und 49: höchstens 15 Personen, ein Koordinator, über 100 Länder.",
];
const SELLING_POINTS: [&str; 5] = [
    "Groups of at most 15 travellers with a coordinator, in more than 100 countries.",
    "Gruppi di massimo 15 viaggiatori con un coordinatore, in oltre 100 paesi.",
    "Grupos de 15 viajeros como máximo con un coordinador, en más de 100 países.",
    "Des groupes de 15 voyageurs maximum avec un coordinateur, dans plus de 100 pays.",
    "Gruppen mit höchstens 15 Reisenden und Koordinator, in über 100 Ländern.",
];
const COLLECTION: [&str; 5] = ["Collection", "Collezione", "Colección", "Collection", "Collection"];
const LEAVING_SOON: [&str; 5] = ["Trips leaving soon", "In partenza a breve", "Próximas salidas", "Bientôt au départ", "Bald geht's los"];
const TALK_TO_US: [&str; 5] = ["Talk to us", "Parla con noi", "Habla con nosotros", "Nous contacter", "Sprich mit uns"];

/// A text in each language, in `LANGS` order.
type Line = [&'static str; 5];

/// Fixed content pages: routing key, title per language, and the paragraphs they start with.
const FIXED_PAGES: [(&str, Line, &[Line]); 15] = [
    ("age-groups", ["Age groups", "Fasce d'età", "Grupos de edad", "Tranches d'âge", "Altersgruppen"], &[ABOUT, GROUP]),
    ("contacts", ["Contacts", "Contatti", "Contacto", "Contact", "Kontakt"], &[ABOUT, SELLING_POINTS]),
    (
        "how-it-works",
        ["How it works", "Come funziona", "Cómo funciona", "Comment ça marche", "So funktioniert's"],
        &[GROUP, DEPOSIT, BALANCE, CANCELLATION, INSURANCE],
    ),
    ("no-sharing-room", ["Private room", "Camera privata", "Habitación privada", "Chambre privée", "Privatzimmer"], &[PRIVATE_ROOM, GROUP]),
    ("faqs", ["FAQs", "Domande frequenti", "Preguntas frecuentes", "FAQ", "FAQ"], &[DEPOSIT, BALANCE, CANCELLATION, PRIVATE_ROOM]),
    (
        "media-sharing",
        ["Photos and stories", "Foto e racconti", "Fotos e historias", "Photos et récits", "Fotos und Geschichten"],
        &[ABOUT, SELLING_POINTS],
    ),
    ("media-coordinators", ["Coordinators", "Coordinatori", "Coordinadores", "Coordinateurs", "Koordinatoren"], &[ABOUT, SELLING_POINTS]),
    (
        "legal-general-condition",
        ["General conditions", "Condizioni generali", "Condiciones generales", "Conditions générales", "Allgemeine Reisebedingungen"],
        &[DEPOSIT, BALANCE, CANCELLATION, INSURANCE],
    ),
    (
        "legal-privacy-policy",
        ["Privacy policy", "Informativa sulla privacy", "Política de privacidad", "Politique de confidentialité", "Datenschutzerklärung"],
        &[ABOUT, SELLING_POINTS],
    ),
    (
        "legal-terms-conditions",
        ["Terms and conditions", "Termini e condizioni", "Términos y condiciones", "Conditions d'utilisation", "Nutzungsbedingungen"],
        &[DEPOSIT, BALANCE, CANCELLATION, INSURANCE],
    ),
    (
        "legal-cancellation-policy",
        ["Cancellation policy", "Condizioni di cancellazione", "Política de cancelación", "Conditions d'annulation", "Stornobedingungen"],
        &[CANCELLATION, BALANCE],
    ),
    ("wemeet-by-product", ["WeMeet by Caravan"; 5], &[ABOUT, SELLING_POINTS]),
    ("wemeet-by-product-about", ["WeMeet by Caravan"; 5], &[ABOUT, SELLING_POINTS]),
    ("our-values", ["Our values", "I nostri valori", "Nuestros valores", "Nos valeurs", "Unsere Werte"], &[ABOUT, SELLING_POINTS]),
    ("sales", ["Offers", "Offerte", "Ofertas", "Offres", "Angebote"], &[ABOUT, SELLING_POINTS]),
];

/// Every demo content page: the fixed pages and the Collection catch-all page.
pub fn pages() -> Vec<DemoPage> {
    let mut pages: Vec<DemoPage> = FIXED_PAGES
        .iter()
        .map(|(key, title, paragraphs)| {
            let mut blocks: Vec<DemoBlock> = paragraphs.iter().map(|p| DemoBlock::Paragraph(texts_of(p))).collect();
            if *key == "sales" {
                blocks.push(DemoBlock::Travels { title: texts_of(&LEAVING_SOON), collection: false, discounted: true });
            }
            DemoPage { routing_key: Some(key), slug: None, title: texts_of(title), description: texts_of(&ABOUT), blocks, custom_css: None }
        })
        .collect();
    pages.push(DemoPage {
        routing_key: None,
        slug: Some("collection"),
        title: texts_of(&COLLECTION),
        description: texts_of(&SELLING_POINTS),
        blocks: vec![
            DemoBlock::Paragraph(texts_of(&SELLING_POINTS)),
            DemoBlock::Travels { title: texts_of(&COLLECTION), collection: true, discounted: false },
        ],
        custom_css: Some(".custom-page h1 { letter-spacing: .02em; }"),
    });
    pages
}

/// Layout content of every edition, in its language (the western-market
/// edition quotes the deposit in pounds).
pub fn layouts() -> Vec<DemoLayout> {
    let editions = [("international", 0), ("it-IT", 1), ("en-US", 0), ("en-WE", 0), ("es-ES", 2), ("fr-FR", 3), ("de-DE", 4)];
    editions
        .into_iter()
        .map(|(edition, lang)| DemoLayout {
            edition,
            bean: if edition == "en-WE" { "A deposit of £100 secures your place.".into() } else { DEPOSIT[lang].into() },
            talk_to_us: TALK_TO_US[lang].into(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_exists_in_every_language() {
        let pages = pages();
        assert_eq!(pages.len(), 16);
        for page in &pages {
            assert!(page.routing_key.is_some() != page.slug.is_some());
            for lang in crate::LANGS {
                assert!(!page.title[lang].is_empty(), "{:?} {lang}", page.routing_key);
            }
        }
        assert_eq!(layouts().len(), 7);
    }
}
