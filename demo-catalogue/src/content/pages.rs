//! The pages that explain how Caravan works: age groups, how it works, FAQs and contacts.

use super::{faqs, html, Block, DemoPage, Line, Link};

pub(super) fn pages() -> Vec<DemoPage> {
    vec![age_groups(), how_it_works(), faqs(), contacts()]
}

fn age_groups() -> DemoPage {
    const TITLE: Line = ["Age groups", "Fasce d'età", "Grupos de edad", "Tranches d'âge", "Altersgruppen"];
    const DESCRIPTION: Line = [
        "Our three age ranges – 25-35, 35-49 and all ages – and which departures you can join at your age.",
        "Le nostre tre fasce d'età – 25-35, 35-49 e tutte le età – e a quali partenze puoi unirti alla tua età.",
        "Nuestros tres grupos de edad – 25-35, 35-49 y todas las edades – y a qué salidas puedes apuntarte según tu edad.",
        "Nos trois tranches d'âge – 25-35, 35-49 et tous âges – et les départs que tu peux rejoindre selon ton âge.",
        "Unsere drei Altersgruppen – 25–35, 35–49 und alle Altersstufen – und welche Termine zu deinem Alter passen.",
    ];
    let hero = Block::Hero {
        title: [
            "Travel with people your age",
            "Viaggia con chi ha la tua età",
            "Viaja con gente de tu edad",
            "Voyage avec des gens de ton âge",
            "Reise mit Leuten in deinem Alter",
        ],
        text: [
            "Every departure has an age range, so you share the trip with people at a similar stage of life.",
            "Ogni partenza ha una fascia d'età: così condividi il viaggio con persone nella tua stessa fase della vita.",
            "Cada salida tiene un grupo de edad, para que compartas el viaje con gente en tu misma etapa de la vida.",
            "Chaque départ a sa tranche d'âge : tu partages le voyage avec des gens qui en sont au même moment de leur vie.",
            "Jeder Termin hat eine Altersgruppe – so teilst du die Reise mit Menschen in einer ähnlichen Lebensphase.",
        ],
        hue: 28,
        alt: [
            "A group of friends laughing together on a viewpoint at sunset",
            "Un gruppo di amici che ride insieme su un belvedere al tramonto",
            "Un grupo de amigos riendo juntos en un mirador al atardecer",
            "Un groupe d'amis qui rit ensemble sur un belvédère au coucher du soleil",
            "Eine Gruppe von Freunden lacht gemeinsam an einem Aussichtspunkt bei Sonnenuntergang",
        ],
        cta: None,
    };
    let faq = Block::Faq {
        title: [
            "Which departures can I join?",
            "A quali partenze posso unirmi?",
            "¿A qué salidas puedo apuntarme?",
            "Quels départs puis-je rejoindre ?",
            "Welchen Terminen kann ich mich anschließen?",
        ],
        items: &faqs::AGE_GROUPS,
    };
    let cta = Block::CallToAction {
        title: [
            "Find a departure in your age range",
            "Trova una partenza nella tua fascia d'età",
            "Encuentra una salida de tu grupo de edad",
            "Trouve un départ dans ta tranche d'âge",
            "Finde einen Termin in deiner Altersgruppe",
        ],
        text: [
            "In the search, the age filter shows only the dates that suit you.",
            "Nella ricerca, il filtro per età ti mostra solo le date adatte a te.",
            "En el buscador, el filtro de edad te muestra solo las fechas que encajan contigo.",
            "Dans la recherche, le filtre d'âge n'affiche que les dates faites pour toi.",
            "In der Suche zeigt dir der Altersfilter nur die Termine, die zu dir passen.",
        ],
        label: ["Search trips", "Cerca un viaggio", "Buscar viajes", "Chercher un voyage", "Reisen suchen"],
        link: Link::Route("search"),
    };
    DemoPage::fixed("age-groups", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("age-groups")), faq, cta])
}

fn how_it_works() -> DemoPage {
    const TITLE: Line = ["How it works", "Come funziona", "Cómo funciona", "Comment ça marche", "So funktioniert's"];
    const DESCRIPTION: Line = [
        "From choosing a trip to coming home with new friends: how a Caravan group trip works, step by step.",
        "Dalla scelta del viaggio al ritorno con nuovi amici: come funziona un viaggio di gruppo Caravan, passo dopo passo.",
        "De elegir el viaje a volver con nuevos amigos: cómo funciona un viaje en grupo de Caravan, paso a paso.",
        "Du choix du voyage au retour avec de nouveaux amis : comment se déroule un voyage en groupe Caravan, étape par étape.",
        "Von der Reiseauswahl bis zur Heimkehr mit neuen Freunden: So läuft eine Caravan-Gruppenreise Schritt für Schritt ab.",
    ];
    let hero = Block::Hero {
        title: [
            "Small groups, big journeys",
            "Piccoli gruppi, grandi viaggi",
            "Grupos pequeños, grandes viajes",
            "Petits groupes, grands voyages",
            "Kleine Gruppen, große Reisen",
        ],
        text: [
            "Pick a destination, book with a small deposit and leave in a group of at most 15 travellers with a coordinator.",
            "Scegli la meta, prenota con un piccolo acconto e parti in un gruppo di massimo 15 viaggiatori con un coordinatore.",
            "Elige destino, reserva con una pequeña señal y sal en un grupo de 15 viajeros como máximo con un coordinador.",
            "Choisis ta destination, réserve avec un petit acompte et pars dans un groupe de 15 voyageurs maximum avec un coordinateur.",
            "Such dir ein Ziel aus, buche mit einer kleinen Anzahlung und reise in einer Gruppe von höchstens 15 Leuten mit Koordinator.",
        ],
        hue: 205,
        alt: [
            "A small group with backpacks walking along a coastal path",
            "Un piccolo gruppo con gli zaini in cammino lungo un sentiero sul mare",
            "Un grupo pequeño con mochilas caminando por un sendero junto al mar",
            "Un petit groupe sac au dos sur un sentier côtier",
            "Eine kleine Gruppe mit Rucksäcken auf einem Küstenpfad",
        ],
        cta: None,
    };
    let step = |title: Line, text: Line, hue: u16, alt: Line, image_left: bool| Block::ImageText { title, text, hue, alt, image_left };
    let steps = vec![
        step(
            ["1. Choose your trip", "1. Scegli il viaggio", "1. Elige tu viaje", "1. Choisis ton voyage", "1. Wähle deine Reise"],
            [
                "More than 100 countries, trips of every length and style. Each departure shows its age range, its status and how many seats are left, so you know exactly what you are joining.",
                "Oltre 100 paesi, viaggi di ogni durata e stile. Ogni partenza mostra la fascia d'età, lo stato e i posti rimasti: sai sempre a cosa ti stai unendo.",
                "Más de 100 países y viajes de todas las duraciones y estilos. Cada salida muestra su grupo de edad, su estado y las plazas libres: sabes siempre a qué te apuntas.",
                "Plus de 100 pays, des voyages de toutes les durées et de tous les styles. Chaque départ affiche sa tranche d'âge, son statut et les places restantes : tu sais toujours ce que tu rejoins.",
                "Über 100 Länder, Reisen in jeder Länge und jedem Stil. Jeder Termin zeigt Altersgruppe, Status und freie Plätze – du weißt immer genau, worauf du dich einlässt.",
            ],
            200,
            [
                "A traveller looking at a map spread on a table",
                "Una viaggiatrice che studia una mappa aperta sul tavolo",
                "Una viajera mirando un mapa abierto sobre la mesa",
                "Une voyageuse qui étudie une carte dépliée sur la table",
                "Eine Reisende studiert eine ausgebreitete Landkarte",
            ],
            false,
        ),
        step(
            [
                "2. Book with a deposit",
                "2. Prenota con un acconto",
                "2. Reserva con una señal",
                "2. Réserve avec un acompte",
                "2. Buche mit Anzahlung",
            ],
            [
                "A deposit of 100 in the currency you pay in (for example €100 or £100) secures your place; the balance is due 31 days before departure. Book later than that and you pay the full price at once.",
                "Con un acconto di 100 € ti assicuri il posto; il saldo va versato 31 giorni prima della partenza. Se prenoti più tardi, paghi l'intero importo subito.",
                "Con una señal de 100 € reservas tu plaza; el resto se paga 31 días antes de la salida. Si reservas más tarde, pagas el importe completo en el momento.",
                "Un acompte de 100 € suffit pour réserver ta place ; le solde est à régler 31 jours avant le départ. Si tu réserves plus tard, tu paies la totalité tout de suite.",
                "Mit 100 € Anzahlung sicherst du dir deinen Platz; der Restbetrag ist 31 Tage vor Abreise fällig. Buchst du später, zahlst du gleich den vollen Preis.",
            ],
            340,
            [
                "Booking a trip on a phone",
                "La prenotazione di un viaggio dallo smartphone",
                "Reservando un viaje desde el móvil",
                "La réservation d'un voyage sur un smartphone",
                "Eine Reise wird auf dem Smartphone gebucht",
            ],
            true,
        ),
        step(
            ["3. Meet your group", "3. Conosci il tuo gruppo", "3. Conoce a tu grupo", "3. Rencontre ton groupe", "3. Lerne deine Gruppe kennen"],
            [
                "Once the departure is confirmed, you join a group chat with your coordinator and your fellow travellers. Many also meet before leaving at a WeMeet evening in their city.",
                "Quando la partenza è confermata, entri nella chat di gruppo con il coordinatore e i compagni di viaggio. In tanti si incontrano già prima, a una serata WeMeet nella loro città.",
                "Cuando la salida se confirma, entras en el chat del grupo con tu coordinador y tus compañeros de viaje. Muchos se conocen antes, en una quedada WeMeet en su ciudad.",
                "Dès que le départ est confirmé, tu rejoins le chat du groupe avec ton coordinateur et tes compagnons de voyage. Beaucoup se rencontrent même avant, lors d'une soirée WeMeet dans leur ville.",
                "Sobald der Termin bestätigt ist, kommst du in den Gruppenchat mit deinem Koordinator und deinen Mitreisenden. Viele treffen sich schon vorher bei einem WeMeet-Abend in ihrer Stadt.",
            ],
            45,
            [
                "New friends raising their glasses at a café table",
                "Nuovi amici che brindano al tavolo di un bar",
                "Nuevos amigos brindando en la mesa de un bar",
                "De nouveaux amis qui trinquent à la terrasse d'un café",
                "Neue Freunde stoßen an einem Cafétisch an",
            ],
            false,
        ),
        step(
            [
                "4. Travel with a coordinator",
                "4. Viaggia con un coordinatore",
                "4. Viaja con un coordinador",
                "4. Voyage avec un coordinateur",
                "4. Reise mit Koordinator",
            ],
            [
                "Your coordinator is with you from the first day to the last: they handle the logistics and keep the group together, while local guides show you the highlights.",
                "Il coordinatore è con te dal primo all'ultimo giorno: si occupa della logistica e tiene unito il gruppo, mentre le guide locali ti mostrano il meglio.",
                "Tu coordinador está contigo del primer al último día: se ocupa de la logística y mantiene unido al grupo, mientras los guías locales te enseñan lo mejor.",
                "Ton coordinateur est là du premier au dernier jour : il gère la logistique et fait vivre le groupe, pendant que les guides locaux te font découvrir l'essentiel.",
                "Dein Koordinator ist vom ersten bis zum letzten Tag dabei: Er kümmert sich um die Organisation und hält die Gruppe zusammen, während lokale Guides dir die Highlights zeigen.",
            ],
            150,
            [
                "A coordinator explaining the day's route to the group",
                "Una coordinatrice che spiega al gruppo il percorso della giornata",
                "Una coordinadora explicando al grupo la ruta del día",
                "Une coordinatrice qui explique au groupe l'itinéraire du jour",
                "Eine Koordinatorin erklärt der Gruppe die Route des Tages",
            ],
            true,
        ),
    ];
    let cta = Block::CallToAction {
        title: ["Ready to choose?", "Pronto a scegliere?", "¿Listo para elegir?", "Prêt à choisir ?", "Bereit für deine Wahl?"],
        text: [
            "Browse destinations in more than 100 countries and find your next group.",
            "Scopri le mete in oltre 100 paesi e trova il tuo prossimo gruppo.",
            "Explora destinos en más de 100 países y encuentra tu próximo grupo.",
            "Parcours nos destinations dans plus de 100 pays et trouve ton prochain groupe.",
            "Entdecke Reiseziele in über 100 Ländern und finde deine nächste Gruppe.",
        ],
        label: [
            "See all destinations",
            "Vedi tutte le mete",
            "Ver todos los destinos",
            "Voir toutes les destinations",
            "Alle Reiseziele ansehen",
        ],
        link: Link::Route("travels"),
    };
    let mut blocks = vec![hero];
    blocks.extend(steps);
    blocks.extend([Block::RichText(html!("how-it-works")), cta]);
    DemoPage::fixed("how-it-works", &TITLE, &DESCRIPTION, blocks)
}

fn faqs() -> DemoPage {
    const TITLE: Line =
        ["Frequently asked questions", "Domande frequenti", "Preguntas frecuentes", "Questions fréquentes", "Häufige Fragen"];
    const DESCRIPTION: Line = [
        "Answers about booking and payment, your travel group and life on the trip.",
        "Le risposte su prenotazione e pagamento, sul tuo gruppo e sulla vita in viaggio.",
        "Respuestas sobre la reserva y el pago, tu grupo y el día a día del viaje.",
        "Les réponses sur la réservation et le paiement, ton groupe et la vie pendant le voyage.",
        "Antworten zu Buchung und Zahlung, zu deiner Reisegruppe und zum Alltag unterwegs.",
    ];
    let hero = Block::Hero {
        title: [
            "How can we help?",
            "Come possiamo aiutarti?",
            "¿Cómo podemos ayudarte?",
            "Comment pouvons-nous t'aider ?",
            "Wie können wir dir helfen?",
        ],
        text: [
            "The questions travellers ask us most, answered in one place.",
            "Le domande che i viaggiatori ci fanno più spesso, con le risposte, tutte in un posto.",
            "Las preguntas que más nos hacen los viajeros, respondidas en un solo sitio.",
            "Les questions que les voyageurs nous posent le plus souvent, avec leurs réponses, au même endroit.",
            "Die Fragen, die uns Reisende am häufigsten stellen – beantwortet an einem Ort.",
        ],
        hue: 210,
        alt: [
            "A traveller writing in a notebook on a train",
            "Un viaggiatore che scrive su un taccuino in treno",
            "Un viajero escribiendo en un cuaderno en el tren",
            "Un voyageur qui écrit dans un carnet dans le train",
            "Ein Reisender schreibt im Zug in sein Notizbuch",
        ],
        cta: None,
    };
    let faq = |title: Line, items: &'static [super::Qa]| Block::Faq { title, items };
    let cta = Block::CallToAction {
        title: [
            "Didn't find your answer?",
            "Non hai trovato la risposta?",
            "¿No encuentras tu respuesta?",
            "Tu n'as pas trouvé ta réponse ?",
            "Keine Antwort gefunden?",
        ],
        text: [
            "Write to us, call or send a WhatsApp message: we reply within one working day.",
            "Scrivici, chiamaci o mandaci un WhatsApp: ti rispondiamo entro un giorno lavorativo.",
            "Escríbenos, llámanos o mándanos un WhatsApp: te respondemos en un día laborable.",
            "Écris-nous, appelle-nous ou envoie un WhatsApp : on te répond sous un jour ouvré.",
            "Schreib uns, ruf an oder schick eine WhatsApp: Wir antworten innerhalb eines Werktags.",
        ],
        label: ["Contact us", "Contattaci", "Contáctanos", "Nous contacter", "Kontakt aufnehmen"],
        link: Link::Route("contacts"),
    };
    let blocks = vec![
        hero,
        faq(
            ["Booking and payment", "Prenotazione e pagamento", "Reserva y pago", "Réservation et paiement", "Buchung und Zahlung"],
            &faqs::BOOKING,
        ),
        faq(["The group", "Il gruppo", "El grupo", "Le groupe", "Die Gruppe"], &faqs::GROUP),
        faq(["On the trip", "In viaggio", "Durante el viaje", "Pendant le voyage", "Unterwegs"], &faqs::TRIP),
        cta,
    ];
    let mut page = DemoPage::fixed("faqs", &TITLE, &DESCRIPTION, blocks);
    page.faq_markup = true;
    page
}

fn contacts() -> DemoPage {
    const TITLE: Line = ["Contacts", "Contatti", "Contacto", "Contact", "Kontakt"];
    const DESCRIPTION: Line = [
        "E-mail, phone and WhatsApp: how to reach the Caravan team, and when we answer.",
        "E-mail, telefono e WhatsApp: come raggiungere il team Caravan e quando ti rispondiamo.",
        "Correo, teléfono y WhatsApp: cómo contactar con el equipo de Caravan y cuándo te respondemos.",
        "E-mail, téléphone et WhatsApp : comment joindre l'équipe Caravan et quand nous te répondons.",
        "E-Mail, Telefon und WhatsApp: So erreichst du das Caravan-Team – und wann wir antworten.",
    ];
    let hero = Block::Hero {
        title: ["We're here to help", "Siamo qui per aiutarti", "Estamos aquí para ayudarte", "On est là pour t'aider", "Wir sind für dich da"],
        text: [
            "Questions about a trip, a date or your booking? Choose how you'd like to reach us: people who travel with our groups will answer.",
            "Domande su un viaggio, una data o la tua prenotazione? Scegli come contattarci: ti risponde chi viaggia con i nostri gruppi.",
            "¿Dudas sobre un viaje, una fecha o tu reserva? Elige cómo contactarnos: te responde gente que viaja con nuestros grupos.",
            "Une question sur un voyage, une date ou ta réservation ? Choisis comment nous joindre : ce sont des voyageurs de nos groupes qui te répondent.",
            "Fragen zu einer Reise, einem Termin oder deiner Buchung? Wähle, wie du uns erreichen willst: Dir antworten Leute, die selbst mit unseren Gruppen reisen.",
        ],
        hue: 186,
        alt: [
            "A member of the Caravan team answering a call with a smile",
            "Una persona del team Caravan che risponde al telefono sorridendo",
            "Una persona del equipo de Caravan atendiendo una llamada con una sonrisa",
            "Une personne de l'équipe Caravan qui répond au téléphone en souriant",
            "Eine Person aus dem Caravan-Team nimmt lächelnd einen Anruf entgegen",
        ],
        cta: None,
    };
    let cta = Block::CallToAction {
        title: ["Quick answers", "Risposte veloci", "Respuestas rápidas", "Réponses rapides", "Schnelle Antworten"],
        text: [
            "Deposit, balance, cancellation, rooms: the most common questions are already answered in our FAQs.",
            "Acconto, saldo, cancellazione, camere: le domande più comuni hanno già una risposta nelle nostre FAQ.",
            "Señal, pago final, cancelación, habitaciones: las preguntas más habituales ya tienen respuesta en nuestras preguntas frecuentes.",
            "Acompte, solde, annulation, chambres : les questions les plus courantes ont déjà leur réponse dans notre FAQ.",
            "Anzahlung, Restbetrag, Stornierung, Zimmer: Die häufigsten Fragen beantworten wir schon in unseren FAQ.",
        ],
        label: ["Read the FAQs", "Leggi le FAQ", "Leer las preguntas frecuentes", "Lire la FAQ", "Zu den FAQ"],
        link: Link::Route("faqs"),
    };
    DemoPage::fixed("contacts", &TITLE, &DESCRIPTION, vec![hero, Block::Contacts, Block::RichText(html!("contacts")), cta])
}
