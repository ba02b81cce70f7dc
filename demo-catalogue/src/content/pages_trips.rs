//! Pages that sell trips: the private room, offers, the Collection and the summer landing page.

use super::{html, Block, DemoPage, Line, Link};

pub(super) fn pages() -> Vec<DemoPage> {
    vec![no_sharing_room(), sales(), collection(), landing_summer()]
}

const LEAVING_SOON: Line = ["Trips leaving soon", "In partenza a breve", "Próximas salidas", "Bientôt au départ", "Bald geht's los"];

fn no_sharing_room() -> DemoPage {
    const TITLE: Line = ["Private room", "Camera privata", "Habitación privada", "Chambre privée", "Privatzimmer"];
    const DESCRIPTION: Line = [
        "A room of your own on a group trip: optional when you travel alone, free when you book for two.",
        "Una camera tutta tua in un viaggio di gruppo: facoltativa se parti da solo, gratuita se prenoti in due.",
        "Una habitación solo para ti en un viaje en grupo: opcional si viajas solo, gratuita si reservas para dos.",
        "Une chambre rien qu'à toi en voyage de groupe : en option si tu pars seul, gratuite si tu réserves à deux.",
        "Ein eigenes Zimmer auf einer Gruppenreise: optional, wenn du allein reist, kostenlos, wenn ihr zu zweit bucht.",
    ];
    let hero = Block::Hero {
        title: [
            "A room of your own",
            "Una camera tutta per te",
            "Una habitación solo para ti",
            "Une chambre rien qu'à toi",
            "Ein Zimmer nur für dich",
        ],
        text: [
            "A private room is optional, and free when you book for two.",
            "La camera privata è facoltativa, e gratuita se prenoti in due.",
            "La habitación privada es opcional, y gratuita si reservas para dos.",
            "La chambre privée est en option, et gratuite si tu réserves à deux.",
            "Ein Privatzimmer ist optional – und kostenlos, wenn ihr zu zweit bucht.",
        ],
        hue: 262,
        alt: [
            "A bright hotel room with a view over the rooftops",
            "Una camera d'albergo luminosa con vista sui tetti",
            "Una habitación de hotel luminosa con vistas a los tejados",
            "Une chambre d'hôtel lumineuse avec vue sur les toits",
            "Ein helles Hotelzimmer mit Blick über die Dächer",
        ],
        cta: None,
    };
    let cta = Block::CallToAction {
        title: [
            "Trips with a private room",
            "Viaggi con camera privata",
            "Viajes con habitación privada",
            "Voyages avec chambre privée",
            "Reisen mit Privatzimmer",
        ],
        text: [
            "Filter the search to see only the departures where you can book a private room.",
            "Filtra la ricerca per vedere solo le partenze in cui puoi prenotare la camera privata.",
            "Filtra la búsqueda para ver solo las salidas en las que puedes reservar habitación privada.",
            "Filtre la recherche pour ne voir que les départs où tu peux réserver une chambre privée.",
            "Filtere die Suche, um nur Termine zu sehen, bei denen du ein Privatzimmer buchen kannst.",
        ],
        label: ["Show these departures", "Mostra le partenze", "Ver estas salidas", "Voir ces départs", "Diese Termine zeigen"],
        link: Link::Query("search", "isNoSharingRoomAvailable=true"),
    };
    let travels = Block::Travels { title: LEAVING_SOON, collection: false, discounted: false, continent: None };
    DemoPage::fixed("no-sharing-room", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("no-sharing-room")), travels, cta])
}

fn sales() -> DemoPage {
    const TITLE: Line = ["Offers", "Offerte", "Ofertas", "Offres", "Angebote"];
    const DESCRIPTION: Line = [
        "Discounted departures: the same small groups, coordinators and included insurance, for less.",
        "Partenze in offerta: gli stessi piccoli gruppi, coordinatori e assicurazione inclusa, a un prezzo migliore.",
        "Salidas en oferta: los mismos grupos pequeños, coordinadores y seguro incluido, por menos.",
        "Départs en promotion : les mêmes petits groupes, coordinateurs et assurance incluse, pour moins cher.",
        "Reduzierte Termine: dieselben kleinen Gruppen, Koordinatoren und inklusive Versicherung – zum besseren Preis.",
    ];
    let hero = Block::Hero {
        title: [
            "Offers on upcoming departures",
            "Offerte sulle prossime partenze",
            "Ofertas en las próximas salidas",
            "Promotions sur les prochains départs",
            "Angebote für die nächsten Termine",
        ],
        text: [
            "Discounted dates across our destinations: same coordinator, same small group, a better price.",
            "Date scontate in tante destinazioni: stesso coordinatore, stesso piccolo gruppo, prezzo migliore.",
            "Fechas con descuento en muchos destinos: el mismo coordinador, el mismo grupo pequeño, mejor precio.",
            "Des dates à prix réduit dans de nombreuses destinations : même coordinateur, même petit groupe, meilleur prix.",
            "Reduzierte Termine in vielen Reisezielen: gleicher Koordinator, gleiche kleine Gruppe, besserer Preis.",
        ],
        hue: 352,
        alt: [
            "Travellers jumping for joy on a white sand beach",
            "Viaggiatori che saltano di gioia su una spiaggia bianca",
            "Viajeros saltando de alegría en una playa de arena blanca",
            "Des voyageurs qui sautent de joie sur une plage de sable blanc",
            "Reisende springen vor Freude an einem weißen Sandstrand",
        ],
        cta: None,
    };
    let tours = Block::Tours {
        title: ["Discounted departures", "Partenze scontate", "Salidas con descuento", "Départs à prix réduit", "Reduzierte Termine"],
        filters: "discounted=true&perPage=6",
        show_filters: true,
    };
    let travels = Block::Travels {
        title: [
            "Trips with discounted dates",
            "Viaggi con date in offerta",
            "Viajes con fechas en oferta",
            "Voyages avec des dates en promotion",
            "Reisen mit reduzierten Terminen",
        ],
        collection: false,
        discounted: true,
        continent: None,
    };
    DemoPage::fixed("sales", &TITLE, &DESCRIPTION, vec![hero, tours, Block::RichText(html!("sales")), travels])
}

fn collection() -> DemoPage {
    const TITLE: Line = ["The Collection", "La Collezione", "La Colección", "La Collection", "Die Collection"];
    const DESCRIPTION: Line = [
        "The Collection: hand-picked trips with more comfortable stays and a slower pace, still in small groups.",
        "La Collezione: viaggi scelti uno a uno, con sistemazioni più confortevoli e ritmi più lenti, sempre in piccoli gruppi.",
        "La Colección: viajes elegidos uno a uno, con alojamientos más cómodos y un ritmo más pausado, siempre en grupos pequeños.",
        "La Collection : des voyages choisis un à un, avec plus de confort et un rythme plus doux, toujours en petits groupes.",
        "Die Collection: handverlesene Reisen mit komfortableren Unterkünften und ruhigerem Tempo – immer in kleinen Gruppen.",
    ];
    let hero = Block::Hero {
        title: TITLE,
        text: [
            "Hand-picked trips with stays full of character, unhurried days and special experiences – with a coordinator and at most 15 travellers.",
            "Viaggi scelti uno a uno, con strutture di carattere, giornate senza fretta ed esperienze speciali – con un coordinatore e al massimo 15 viaggiatori.",
            "Viajes elegidos uno a uno, con alojamientos con encanto, días sin prisas y experiencias especiales, con un coordinador y 15 viajeros como máximo.",
            "Des voyages choisis un à un, des hébergements de caractère, des journées sans précipitation et des expériences à part – avec un coordinateur et 15 voyageurs maximum.",
            "Handverlesene Reisen mit besonderen Unterkünften, entspannten Tagen und besonderen Erlebnissen – mit Koordinator und höchstens 15 Reisenden.",
        ],
        hue: 42,
        alt: [
            "A terrace with a pool overlooking terraced hills at dusk",
            "Una terrazza con piscina affacciata sulle colline al tramonto",
            "Una terraza con piscina frente a las colinas al anochecer",
            "Une terrasse avec piscine face aux collines au crépuscule",
            "Eine Terrasse mit Pool über hügeliger Landschaft in der Abenddämmerung",
        ],
        cta: None,
    };
    let travels = Block::Travels {
        title: [
            "Trips in the Collection",
            "I viaggi della Collezione",
            "Los viajes de la Colección",
            "Les voyages de la Collection",
            "Reisen der Collection",
        ],
        collection: true,
        discounted: false,
        continent: None,
    };
    let cta = Block::CallToAction {
        title: [
            "Not sure which one to choose?",
            "Non sai quale scegliere?",
            "¿No sabes cuál elegir?",
            "Tu hésites ?",
            "Du kannst dich nicht entscheiden?",
        ],
        text: [
            "Tell us what you are looking for: we will help you find the Collection trip that suits you.",
            "Raccontaci cosa cerchi: ti aiutiamo a trovare il viaggio della Collezione giusto per te.",
            "Cuéntanos qué buscas: te ayudamos a encontrar el viaje de la Colección que más te encaja.",
            "Dis-nous ce que tu cherches : on t'aide à trouver le voyage de la Collection qui te ressemble.",
            "Erzähl uns, was du suchst: Wir helfen dir, die passende Reise aus der Collection zu finden.",
        ],
        label: ["Talk to us", "Parla con noi", "Habla con nosotros", "Nous contacter", "Sprich mit uns"],
        link: Link::Route("contacts"),
    };
    let mut page = DemoPage::catch_all("collection", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("collection")), travels, cta])
        .with_classes("page--collection");
    page.custom_css = Some(".custom-page h1 { letter-spacing: .02em; }");
    page
}

fn landing_summer() -> DemoPage {
    const TITLE: Line = ["Summer escapes", "Fughe d'estate", "Escapadas de verano", "Escapades d'été", "Sommerauszeiten"];
    const DESCRIPTION: Line = [
        "Summer group trips of up to 10 days that fit into your holidays.",
        "Viaggi di gruppo estivi fino a 10 giorni, su misura per le tue ferie.",
        "Viajes en grupo de verano de hasta 10 días, a la medida de tus vacaciones.",
        "Des voyages de groupe d'été jusqu'à 10 jours, taillés pour tes congés.",
        "Gruppenreisen im Sommer mit bis zu 10 Tagen – passend zu deinem Urlaub.",
    ];
    let hero = Block::Hero {
        title: [
            "Summer, in good company",
            "L'estate, in buona compagnia",
            "El verano, en buena compañía",
            "L'été, en bonne compagnie",
            "Sommer in guter Gesellschaft",
        ],
        text: [
            "Islands, mountains and cities in 10 days or less: small groups, a coordinator and your holidays well spent.",
            "Isole, montagne e città in 10 giorni o meno: piccoli gruppi, un coordinatore e le tue ferie spese bene.",
            "Islas, montañas y ciudades en 10 días o menos: grupos pequeños, un coordinador y unas vacaciones bien aprovechadas.",
            "Îles, montagnes et villes en 10 jours ou moins : petits groupes, un coordinateur et des congés bien employés.",
            "Inseln, Berge und Städte in 10 Tagen oder weniger: kleine Gruppen, ein Koordinator und ein Urlaub, der sich lohnt.",
        ],
        hue: 48,
        alt: [
            "A sailing boat anchored in a turquoise bay",
            "Una barca a vela all'ancora in una baia turchese",
            "Un velero fondeado en una bahía turquesa",
            "Un voilier au mouillage dans une baie turquoise",
            "Ein Segelboot ankert in einer türkisfarbenen Bucht",
        ],
        cta: Some((
            ["See summer departures", "Vedi le partenze", "Ver las salidas", "Voir les départs", "Termine ansehen"],
            Link::Query("search", "durations[]=MAX_10"),
        )),
    };
    let tours = Block::Tours {
        title: [
            "Departures of up to 10 days",
            "Partenze fino a 10 giorni",
            "Salidas de hasta 10 días",
            "Départs jusqu'à 10 jours",
            "Termine mit bis zu 10 Tagen",
        ],
        filters: "durations[]=MAX_10&perPage=6",
        show_filters: false,
    };
    let europe = Block::Travels {
        title: ["Summer in Europe", "Estate in Europa", "Verano en Europa", "L'été en Europe", "Sommer in Europa"],
        collection: false,
        discounted: false,
        continent: Some("europe"),
    };
    let cta = Block::CallToAction {
        title: [
            "First time in a group?",
            "Prima volta in gruppo?",
            "¿Primera vez en grupo?",
            "Première fois en groupe ?",
            "Zum ersten Mal in der Gruppe?",
        ],
        text: [
            "Deposit, balance, free cancellation and included insurance: everything you need to know before you book.",
            "Acconto, saldo, cancellazione gratuita e assicurazione inclusa: tutto quello che ti serve sapere prima di prenotare.",
            "Señal, pago final, cancelación gratuita y seguro incluido: todo lo que necesitas saber antes de reservar.",
            "Acompte, solde, annulation gratuite et assurance incluse : tout ce qu'il faut savoir avant de réserver.",
            "Anzahlung, Restbetrag, kostenlose Stornierung und inklusive Versicherung: alles, was du vor der Buchung wissen musst.",
        ],
        label: ["How it works", "Come funziona", "Cómo funciona", "Comment ça marche", "So funktioniert's"],
        link: Link::Route("how-it-works"),
    };
    let mut page = DemoPage::catch_all(
        "landing-summer",
        &TITLE,
        &DESCRIPTION,
        vec![hero, Block::RichText(html!("landing-summer")), tours, europe, cta],
    )
    .with_classes("page--landing");
    page.transparent_header = true;
    page
}
