//! Texts of the layout content (header, footer, contacts, beans), one per content
//! language. English is British; `layouts.rs` turns it American for en-US. Labels of
//! routes follow the `route-*` and `footer-col-*` strings of `locales/*/main.ftl`.

use super::Line;

// ---- Header
pub const DESTINATIONS: Line = ["Destinations", "Destinazioni", "Destinos", "Destinations", "Reiseziele"];
pub const ABOUT_US: Line = ["About us", "Chi siamo", "Quiénes somos", "À propos", "Über uns"];
pub const TOURS: Line = ["Confirmed departures", "Partenze confermate", "Salidas confirmadas", "Départs confirmés", "Bestätigte Termine"];
pub const SALES: Line = ["Offers", "Offerte", "Ofertas", "Offres", "Angebote"];

// ---- Route labels (menus)
pub const TRAVELS: Line = ["Destinations", "Viaggi", "Destinos", "Destinations", "Reiseziele"];
pub const HOW_IT_WORKS: Line = ["How it works", "Come funziona", "Cómo funciona", "Comment ça marche", "So funktioniert's"];
pub const AGE_GROUPS: Line = ["Age groups", "Fasce d'età", "Grupos de edad", "Tranches d'âge", "Altersgruppen"];
pub const OUR_VALUES: Line = ["Our values", "I nostri valori", "Nuestros valores", "Nos valeurs", "Unsere Werte"];
pub const COORDINATORS: Line = ["Coordinators", "Coordinatori", "Coordinadores", "Coordinateurs", "Koordinatoren"];
pub const SPOTLIGHT: Line = [
    "Coordinators in the spotlight",
    "Coordinatori sotto i riflettori",
    "Coordinadores en primer plano",
    "Les coordinateurs à l'honneur",
    "Koordinatoren im Rampenlicht",
];
pub const WEMEET: Line = ["WeMeet by Caravan"; 5];
pub const WEMEET_EVENTS: Line = ["WeMeet events", "Eventi WeMeet", "Eventos WeMeet", "Événements WeMeet", "WeMeet-Events"];
pub const STORIES: Line = ["Photos and stories", "Foto e racconti", "Fotos e historias", "Photos et récits", "Fotos und Geschichten"];
pub const COLLECTION: Line = ["The Collection", "La Collezione", "La Colección", "La Collection", "Die Collection"];
pub const FAQS: Line = ["FAQs", "Domande frequenti", "Preguntas frecuentes", "FAQ", "FAQ"];
pub const CONTACTS: Line = ["Contacts", "Contatti", "Contacto", "Contact", "Kontakt"];
pub const PRIVATE_ROOM: Line = ["Private room", "Camera privata", "Habitación privada", "Chambre privée", "Privatzimmer"];
pub const GENERAL_CONDITIONS: Line =
    ["General conditions", "Condizioni generali", "Condiciones generales", "Conditions générales", "Allgemeine Reisebedingungen"];
pub const PRIVACY: Line =
    ["Privacy policy", "Informativa sulla privacy", "Política de privacidad", "Politique de confidentialité", "Datenschutzerklärung"];
pub const TERMS: Line =
    ["Terms and conditions", "Termini e condizioni", "Términos y condiciones", "Conditions d'utilisation", "Nutzungsbedingungen"];
pub const CANCELLATION: Line =
    ["Cancellation policy", "Condizioni di cancellazione", "Política de cancelación", "Conditions d'annulation", "Stornobedingungen"];

// ---- Footer
pub const COL_TRAVEL: Line = ["Travel", "Viaggia", "Viaja", "Voyager", "Reisen"];
pub const COL_ABOUT: Line = ["About us", "Chi siamo", "Quiénes somos", "À propos", "Über uns"];
pub const COL_HELP: Line = ["Help", "Assistenza", "Ayuda", "Aide", "Hilfe"];
pub const COL_LEGAL: Line = ["Legal", "Note legali", "Legal", "Mentions légales", "Rechtliches"];
pub const FOOTER_MESSAGE: Line = [
    "Caravan: group trips for travellers aged 25 to 49, in groups of at most 15 with a coordinator, in more than 100 countries.",
    "Caravan: viaggi di gruppo per chi ha tra i 25 e i 49 anni, in gruppi di massimo 15 persone con un coordinatore, in oltre 100 paesi.",
    "Caravan: viajes en grupo para viajeros de 25 a 49 años, en grupos de 15 personas como máximo con un coordinador, en más de 100 países.",
    "Caravan : des voyages en groupe pour les 25-49 ans, en groupes de 15 personnes maximum avec un coordinateur, dans plus de 100 pays.",
    "Caravan: Gruppenreisen für alle zwischen 25 und 49, in Gruppen mit höchstens 15 Personen und Koordinator, in über 100 Ländern.",
];
pub const SHOW_MORE: Line = ["Show more", "Mostra di più", "Ver más", "Voir plus", "Mehr anzeigen"];
pub const SHOW_LESS: Line = ["Show less", "Mostra meno", "Ver menos", "Voir moins", "Weniger anzeigen"];
pub const PAY_SAFELY: Line =
    ["Pay safely with", "Paga in sicurezza con", "Paga de forma segura con", "Paie en toute sécurité avec", "Sicher bezahlen mit"];
pub const BANK_TRANSFER: Line = ["Bank transfer", "Bonifico bancario", "Transferencia bancaria", "Virement bancaire", "Banküberweisung"];
pub const BADGE_TOP_RATED: Line = [
    "Top rated by our travellers in 2026",
    "I più votati dai nostri viaggiatori nel 2026",
    "Los mejor valorados por nuestros viajeros en 2026",
    "Les mieux notés par nos voyageurs en 2026",
    "Top bewertet von unseren Reisenden 2026",
];
pub const BADGE_INSURANCE: Line = [
    "Medical and baggage insurance included",
    "Assicurazione medica e bagaglio inclusa",
    "Seguro médico y de equipaje incluido",
    "Assurance médicale et bagages incluse",
    "Kranken- und Gepäckversicherung inklusive",
];
pub const NEWSLETTER_EMAIL: Line = ["Your e-mail", "La tua e-mail", "Tu correo electrónico", "Ton e-mail", "Deine E-Mail-Adresse"];
pub const NEWSLETTER_CTA: Line = ["Subscribe", "Iscriviti", "Suscríbete", "Je m'abonne", "Abonnieren"];
pub const NEWSLETTER_DESCRIPTION: Line = [
    "New trips, departures and offers, once a week.",
    "Nuovi viaggi, partenze e offerte, una volta a settimana.",
    "Nuevos viajes, salidas y ofertas, una vez por semana.",
    "Nouveaux voyages, départs et offres, une fois par semaine.",
    "Neue Reisen, Termine und Angebote – einmal pro Woche.",
];
pub const NEWSLETTER_BOTTOM: Line = [
    "No spam: you can unsubscribe at any time with one click.",
    "Niente spam: puoi disiscriverti quando vuoi con un clic.",
    "Sin spam: puedes darte de baja cuando quieras con un clic.",
    "Pas de spam : tu peux te désabonner à tout moment en un clic.",
    "Kein Spam: Du kannst dich jederzeit mit einem Klick abmelden.",
];
pub const NEWSLETTER_GDPR: Line = [
    "I agree to receive the Caravan newsletter and I have read the privacy policy.",
    "Accetto di ricevere la newsletter di Caravan e ho letto l'informativa sulla privacy.",
    "Acepto recibir la newsletter de Caravan y he leído la política de privacidad.",
    "J'accepte de recevoir la newsletter de Caravan et j'ai lu la politique de confidentialité.",
    "Ich möchte den Caravan-Newsletter erhalten und habe die Datenschutzerklärung gelesen.",
];

// ---- Contacts
pub const PHONE: Line = ["Phone", "Telefono", "Teléfono", "Téléphone", "Telefon"];
pub const BEFORE_BOOKING: Line = ["Before you book", "Prima di prenotare", "Antes de reservar", "Avant de réserver", "Vor der Buchung"];
pub const BEFORE_BOOKING_TEXT: Line = [
    "Questions about a trip, a date or how our groups work? Message us on WhatsApp, write or call: a travel adviser will answer.",
    "Domande su un viaggio, una data o su come funzionano i gruppi? Scrivici su WhatsApp, per e-mail o chiamaci: ti risponde un consulente di viaggio.",
    "¿Dudas sobre un viaje, una fecha o cómo funcionan nuestros grupos? Escríbenos por WhatsApp o correo, o llámanos: te responde un asesor de viajes.",
    "Une question sur un voyage, une date ou le fonctionnement de nos groupes ? Écris-nous sur WhatsApp, par e-mail ou appelle-nous : un conseiller voyage te répond.",
    "Fragen zu einer Reise, einem Termin oder dazu, wie unsere Gruppen funktionieren? Schreib uns per WhatsApp oder E-Mail oder ruf an: Eine Reiseberaterin antwortet dir.",
];
pub const BOOKED: Line = ["Already booked?", "Hai già prenotato?", "¿Ya has reservado?", "Tu as déjà réservé ?", "Schon gebucht?"];
pub const BOOKED_TEXT: Line = [
    "For changes or questions about your booking, write from the e-mail address you booked with and include your booking code.",
    "Per modifiche o domande sulla tua prenotazione, scrivici dall'indirizzo e-mail con cui hai prenotato e indica il codice della prenotazione.",
    "Para cambios o dudas sobre tu reserva, escríbenos desde el correo con el que reservaste e indica tu código de reserva.",
    "Pour une modification ou une question sur ta réservation, écris-nous depuis l'adresse e-mail utilisée pour réserver en indiquant ton code de réservation.",
    "Für Änderungen oder Fragen zu deiner Buchung schreib uns bitte von der E-Mail-Adresse, mit der du gebucht hast, und nenne deine Buchungsnummer.",
];

// ---- Beans and talk-to-us
pub const BEAN_DEPOSIT: Line = [
    "Book now with just a small deposit: the balance is due 31 days before departure.",
    "Prenota ora con un piccolo acconto: il saldo si versa 31 giorni prima della partenza.",
    "Reserva ya con una pequeña señal: el resto se paga 31 días antes de la salida.",
    "Réserve maintenant avec un petit acompte : le solde est à régler 31 jours avant le départ.",
    "Jetzt mit kleiner Anzahlung buchen: Der Restbetrag ist erst 31 Tage vor Abreise fällig.",
];
pub const BEAN_CANCELLATION: Line = [
    "Free cancellation up to 31 days before departure – or up to 8 days with Flexible Cancellation.",
    "Cancellazione gratuita fino a 31 giorni prima della partenza – o fino a 8 giorni con la Cancellazione Flessibile.",
    "Cancelación gratuita hasta 31 días antes de la salida, o hasta 8 días con la Cancelación Flexible.",
    "Annulation gratuite jusqu'à 31 jours avant le départ – ou jusqu'à 8 jours avec l'Annulation Flexible.",
    "Kostenlose Stornierung bis 31 Tage vor Abreise – oder bis 8 Tage vorher mit der Flexiblen Stornierung.",
];
pub const FIND_OUT_MORE: Line = ["Find out more", "Scopri di più", "Más información", "En savoir plus", "Mehr erfahren"];
pub const TALK_TO_US: Line = [
    "Questions? Talk to us",
    "Domande? Parla con noi",
    "¿Dudas? Habla con nosotros",
    "Une question ? Parle-nous",
    "Fragen? Sprich mit uns",
];
