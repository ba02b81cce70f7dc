//! Pages about the people: travellers' photos and stories, coordinators in the media,
//! WeMeet and our values.

use super::{html, Block, DemoPage, Line, Link};

pub(super) fn pages() -> Vec<DemoPage> {
    vec![media_sharing(), media_coordinators(), wemeet(), wemeet_about(), our_values(), partnership()]
}

const WEMEET_EVENTS: Line = [
    "See upcoming events",
    "Vedi i prossimi eventi",
    "Ver los próximos eventos",
    "Voir les prochains événements",
    "Nächste Events ansehen",
];

fn media_sharing() -> DemoPage {
    const TITLE: Line = ["Photos and stories", "Foto e racconti", "Fotos e historias", "Photos et récits", "Fotos und Geschichten"];
    const DESCRIPTION: Line = [
        "Photos and stories from Caravan travellers, and how to share your own.",
        "Foto e racconti dei viaggiatori Caravan, e come condividere i tuoi.",
        "Fotos e historias de los viajeros de Caravan, y cómo compartir las tuyas.",
        "Les photos et récits des voyageurs Caravan, et comment partager les tiens.",
        "Fotos und Geschichten von Caravan-Reisenden – und wie du deine eigenen teilst.",
    ];
    let hero = Block::Hero {
        title: [
            "The world through our travellers' eyes",
            "Il mondo visto dai nostri viaggiatori",
            "El mundo visto por nuestros viajeros",
            "Le monde vu par nos voyageurs",
            "Die Welt mit den Augen unserer Reisenden",
        ],
        text: [
            "Sunrises, street food and new friendships: our trips told by the people who took them.",
            "Albe, cibo di strada e nuove amicizie: i nostri viaggi raccontati da chi li ha vissuti.",
            "Amaneceres, comida callejera y nuevas amistades: nuestros viajes contados por quienes los vivieron.",
            "Levers de soleil, street food et nouvelles amitiés : nos voyages racontés par ceux qui les ont vécus.",
            "Sonnenaufgänge, Streetfood und neue Freundschaften: unsere Reisen, erzählt von denen, die dabei waren.",
        ],
        hue: 16,
        alt: [
            "A traveller photographing hot-air balloons at sunrise",
            "Una viaggiatrice fotografa le mongolfiere all'alba",
            "Una viajera fotografiando globos aerostáticos al amanecer",
            "Une voyageuse photographie des montgolfières au lever du soleil",
            "Eine Reisende fotografiert Heißluftballons bei Sonnenaufgang",
        ],
        cta: None,
    };
    let travels = Block::Travels {
        title: [
            "Trips our travellers are talking about",
            "I viaggi di cui parlano i nostri viaggiatori",
            "Los viajes de los que hablan nuestros viajeros",
            "Les voyages dont parlent nos voyageurs",
            "Reisen, von denen unsere Reisenden erzählen",
        ],
        collection: false,
        discounted: false,
        continent: None,
    };
    DemoPage::fixed(
        "media-sharing",
        &TITLE,
        &DESCRIPTION,
        vec![hero, Block::ReviewsBadge, Block::RichText(html!("media-sharing")), travels],
    )
}

fn media_coordinators() -> DemoPage {
    const TITLE: Line = [
        "Coordinators in the spotlight",
        "Coordinatori sotto i riflettori",
        "Coordinadores en primer plano",
        "Les coordinateurs à l'honneur",
        "Koordinatoren im Rampenlicht",
    ];
    const DESCRIPTION: Line = [
        "Our coordinators in the press, on podcasts and on stage – and how to become one.",
        "I nostri coordinatori su giornali, podcast e palchi – e come diventare uno di loro.",
        "Nuestros coordinadores en la prensa, en pódcasts y sobre el escenario, y cómo ser uno de ellos.",
        "Nos coordinateurs dans la presse, les podcasts et sur scène – et comment devenir l'un d'eux.",
        "Unsere Koordinatoren in Presse, Podcasts und auf der Bühne – und wie du selbst einer wirst.",
    ];
    let hero = Block::Hero {
        title: [
            "The people who lead our groups",
            "Le persone che guidano i nostri gruppi",
            "Las personas que guían nuestros grupos",
            "Celles et ceux qui accompagnent nos groupes",
            "Die Menschen, die unsere Gruppen leiten",
        ],
        text: [
            "Coordinators are the heart of every Caravan trip. Find them in interviews, talks and travel features – and find out how to join them.",
            "I coordinatori sono il cuore di ogni viaggio Caravan. Li trovi in interviste, incontri e reportage – e qui scopri come unirti a loro.",
            "Los coordinadores son el corazón de cada viaje de Caravan. Encuéntralos en entrevistas, charlas y reportajes, y descubre cómo unirte a ellos.",
            "Les coordinateurs sont le cœur de chaque voyage Caravan. Retrouve-les en interview, en conférence et en reportage – et découvre comment les rejoindre.",
            "Koordinatoren sind das Herz jeder Caravan-Reise. Du findest sie in Interviews, Vorträgen und Reisereportagen – und hier erfährst du, wie du dazukommst.",
        ],
        hue: 300,
        alt: [
            "A coordinator speaking to an audience at a travel festival",
            "Una coordinatrice parla al pubblico di un festival di viaggio",
            "Una coordinadora hablando al público en un festival de viajes",
            "Une coordinatrice prend la parole devant le public d'un festival du voyage",
            "Eine Koordinatorin spricht auf einem Reisefestival vor Publikum",
        ],
        cta: None,
    };
    let coordinators = Block::Coordinators {
        title: [
            "Meet some of our coordinators",
            "Conosci alcuni dei nostri coordinatori",
            "Conoce a algunos de nuestros coordinadores",
            "Fais connaissance avec quelques-uns de nos coordinateurs",
            "Lerne einige unserer Koordinatoren kennen",
        ],
        text: [
            "Each coordinator has a public profile with the trips they lead.",
            "Ogni coordinatore ha un profilo pubblico con i viaggi che accompagna.",
            "Cada coordinador tiene un perfil público con los viajes que guía.",
            "Chaque coordinateur a un profil public avec les voyages qu'il accompagne.",
            "Jeder Koordinator hat ein öffentliches Profil mit den Reisen, die er leitet.",
        ],
    };
    let cta = Block::CallToAction {
        title: [
            "Want to lead a group?",
            "Vuoi guidare un gruppo?",
            "¿Quieres guiar un grupo?",
            "Envie d'accompagner un groupe ?",
            "Lust, eine Gruppe zu leiten?",
        ],
        text: [
            "Tell us about yourself and the journeys you have made: we read every application.",
            "Raccontaci di te e dei viaggi che hai fatto: leggiamo ogni candidatura.",
            "Cuéntanos quién eres y qué viajes has hecho: leemos todas las candidaturas.",
            "Parle-nous de toi et des voyages que tu as faits : nous lisons chaque candidature.",
            "Erzähl uns von dir und deinen Reisen: Wir lesen jede Bewerbung.",
        ],
        label: ["Apply now", "Candidati", "Envía tu candidatura", "Postuler", "Jetzt bewerben"],
        link: Link::Route("contacts"),
    };
    let all = Block::CallToAction {
        title: ["All our coordinators", "Tutti i coordinatori", "Todos los coordinadores", "Tous nos coordinateurs", "Alle Koordinatoren"],
        text: [
            "Browse the profiles and find out who could lead your next trip.",
            "Sfoglia i profili e scopri chi potrebbe accompagnarti nel prossimo viaggio.",
            "Mira los perfiles y descubre quién podría guiar tu próximo viaje.",
            "Parcours les profils et découvre qui pourrait accompagner ton prochain voyage.",
            "Stöbere in den Profilen und finde heraus, wer deine nächste Reise leiten könnte.",
        ],
        label: ["See the coordinators", "Vedi i coordinatori", "Ver los coordinadores", "Voir les coordinateurs", "Koordinatoren ansehen"],
        link: Link::Route("coordinators"),
    };
    DemoPage::fixed(
        "media-coordinators",
        &TITLE,
        &DESCRIPTION,
        vec![hero, Block::RichText(html!("media-coordinators")), coordinators, all, cta],
    )
}

fn wemeet() -> DemoPage {
    const TITLE: Line = ["WeMeet by Caravan"; 5];
    const DESCRIPTION: Line = [
        "WeMeet: evenings where future travellers meet in their city, hosted by our coordinators.",
        "WeMeet: serate in cui i futuri viaggiatori si incontrano nella loro città, organizzate dai nostri coordinatori.",
        "WeMeet: quedadas en las que los futuros viajeros se conocen en su ciudad, organizadas por nuestros coordinadores.",
        "WeMeet : des soirées où les futurs voyageurs se rencontrent dans leur ville, organisées par nos coordinateurs.",
        "WeMeet: Abende, an denen sich künftige Reisende in ihrer Stadt treffen – organisiert von unseren Koordinatoren.",
    ];
    let hero = Block::Hero {
        title: [
            "Meet your fellow travellers before you leave",
            "Conosci i compagni di viaggio prima di partire",
            "Conoce a tus compañeros de viaje antes de salir",
            "Rencontre tes compagnons de voyage avant le départ",
            "Triff deine Mitreisenden schon vor der Abreise",
        ],
        text: [
            "WeMeet evenings bring together people who are about to travel – or dreaming of it – in cities near you, hosted by a Caravan coordinator.",
            "Le serate WeMeet riuniscono chi sta per partire – o ci sta pensando – nelle città vicino a te, con un coordinatore Caravan a fare gli onori di casa.",
            "Las quedadas WeMeet reúnen a quienes están a punto de viajar, o lo están soñando, en ciudades cerca de ti, con un coordinador de Caravan como anfitrión.",
            "Les soirées WeMeet réunissent celles et ceux qui vont bientôt partir – ou qui en rêvent – dans des villes près de chez toi, avec un coordinateur Caravan pour hôte.",
            "Bei WeMeet-Abenden treffen sich Leute, die bald verreisen – oder davon träumen – in Städten in deiner Nähe, mit einem Caravan-Koordinator als Gastgeber.",
        ],
        hue: 328,
        alt: [
            "People chatting around a long table on a lively terrace",
            "Persone che chiacchierano attorno a un lungo tavolo su una terrazza animata",
            "Gente charlando alrededor de una mesa larga en una terraza animada",
            "Des gens qui discutent autour d'une grande table sur une terrasse animée",
            "Menschen plaudern an einem langen Tisch auf einer belebten Terrasse",
        ],
        cta: Some((WEMEET_EVENTS, Link::Route("events-wemeet"))),
    };
    let cta = Block::CallToAction {
        title: [
            "Find a WeMeet near you",
            "Trova un WeMeet vicino a te",
            "Encuentra un WeMeet cerca de ti",
            "Trouve un WeMeet près de chez toi",
            "Finde ein WeMeet in deiner Nähe",
        ],
        text: [
            "Browse the next events by city and date, and come along.",
            "Scorri i prossimi eventi per città e data, e vieni a trovarci.",
            "Mira los próximos eventos por ciudad y fecha, y vente.",
            "Parcours les prochains événements par ville et par date, et viens nous rejoindre.",
            "Stöbere in den nächsten Events nach Stadt und Datum – und komm vorbei.",
        ],
        label: WEMEET_EVENTS,
        link: Link::Route("events-wemeet"),
    };
    let about = Block::CallToAction {
        title: ["The story of WeMeet", "La storia di WeMeet", "La historia de WeMeet", "L'histoire de WeMeet", "Die Geschichte von WeMeet"],
        text: [
            "How it started and how our coordinators host the evenings.",
            "Com'è nato e come i nostri coordinatori organizzano le serate.",
            "Cómo empezó y cómo organizan nuestros coordinadores las quedadas.",
            "Comment tout a commencé et comment nos coordinateurs organisent les soirées.",
            "Wie alles anfing und wie unsere Koordinatoren die Abende gestalten.",
        ],
        label: ["About WeMeet", "Cos'è WeMeet", "Qué es WeMeet", "À propos de WeMeet", "Über WeMeet"],
        link: Link::Route("wemeet-by-caravan-about"),
    };
    DemoPage::fixed("wemeet-by-caravan", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("wemeet")), cta, about])
}

fn wemeet_about() -> DemoPage {
    const TITLE: Line = ["About WeMeet", "Cos'è WeMeet", "Qué es WeMeet", "À propos de WeMeet", "Über WeMeet"];
    const DESCRIPTION: Line = [
        "Why we started WeMeet and how our coordinators host the evenings.",
        "Perché abbiamo creato WeMeet e come i nostri coordinatori organizzano le serate.",
        "Por qué creamos WeMeet y cómo organizan nuestros coordinadores las quedadas.",
        "Pourquoi nous avons créé WeMeet et comment nos coordinateurs organisent les soirées.",
        "Warum wir WeMeet gegründet haben und wie unsere Koordinatoren die Abende gestalten.",
    ];
    let hero = Block::Hero {
        title: [
            "Trips start before departure",
            "Il viaggio comincia prima della partenza",
            "El viaje empieza antes de salir",
            "Le voyage commence avant le départ",
            "Die Reise beginnt vor der Abreise",
        ],
        text: [
            "The best part of a group trip is the group – and it can begin long before the plane takes off.",
            "La parte più bella di un viaggio di gruppo è il gruppo – e può cominciare molto prima del decollo.",
            "Lo mejor de un viaje en grupo es el grupo, y puede empezar mucho antes de que despegue el avión.",
            "Le meilleur d'un voyage en groupe, c'est le groupe – et il peut commencer bien avant le décollage.",
            "Das Schönste an einer Gruppenreise ist die Gruppe – und die kann lange vor dem Abflug beginnen.",
        ],
        hue: 348,
        alt: [
            "Two travellers comparing routes on a phone in a café",
            "Due viaggiatori confrontano gli itinerari sul telefono in un bar",
            "Dos viajeros comparando rutas en el móvil en una cafetería",
            "Deux voyageurs comparent des itinéraires sur un téléphone dans un café",
            "Zwei Reisende vergleichen in einem Café Routen auf dem Handy",
        ],
        cta: None,
    };
    let hosts = Block::Coordinators {
        title: ["Our hosts", "I nostri padroni di casa", "Nuestros anfitriones", "Nos hôtes", "Unsere Gastgeber"],
        text: [
            "Every WeMeet is hosted by a coordinator who lives in the city.",
            "Ogni WeMeet è organizzato da un coordinatore che vive in città.",
            "Cada WeMeet lo organiza un coordinador que vive en la ciudad.",
            "Chaque WeMeet est organisé par un coordinateur qui vit dans la ville.",
            "Jedes WeMeet wird von einem Koordinator organisiert, der in der Stadt lebt.",
        ],
    };
    let cta = Block::CallToAction {
        title: ["Come to the next one", "Vieni al prossimo", "Ven al próximo", "Viens au prochain", "Komm zum nächsten"],
        text: [
            "No booking needed to join: pick a city and a date.",
            "Non serve aver prenotato un viaggio: scegli una città e una data.",
            "No hace falta tener un viaje reservado: elige ciudad y fecha.",
            "Pas besoin d'avoir réservé un voyage : choisis une ville et une date.",
            "Du musst keine Reise gebucht haben: Such dir eine Stadt und ein Datum aus.",
        ],
        label: WEMEET_EVENTS,
        link: Link::Route("events-wemeet"),
    };
    DemoPage::fixed("wemeet-by-caravan-about", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("wemeet-about")), hosts, cta])
}

fn our_values() -> DemoPage {
    const TITLE: Line = ["Our values", "I nostri valori", "Nuestros valores", "Nos valeurs", "Unsere Werte"];
    const DESCRIPTION: Line = [
        "What we believe in: small groups, real encounters, respect for the places we visit and clear prices.",
        "In cosa crediamo: piccoli gruppi, incontri veri, rispetto per i luoghi che visitiamo e prezzi chiari.",
        "En qué creemos: grupos pequeños, encuentros auténticos, respeto por los lugares que visitamos y precios claros.",
        "Ce en quoi nous croyons : petits groupes, vraies rencontres, respect des lieux visités et prix transparents.",
        "Woran wir glauben: kleine Gruppen, echte Begegnungen, Respekt vor den Orten, die wir besuchen, und klare Preise.",
    ];
    let hero = Block::Hero {
        title: ["What moves us", "Cosa ci muove", "Lo que nos mueve", "Ce qui nous fait avancer", "Was uns antreibt"],
        text: [
            "Five principles behind every trip we design and every group we lead.",
            "Cinque principi dietro ogni viaggio che progettiamo e ogni gruppo che accompagniamo.",
            "Cinco principios detrás de cada viaje que diseñamos y de cada grupo que acompañamos.",
            "Cinq principes derrière chaque voyage que nous concevons et chaque groupe que nous accompagnons.",
            "Fünf Grundsätze hinter jeder Reise, die wir planen, und jeder Gruppe, die wir begleiten.",
        ],
        hue: 122,
        alt: [
            "A small group listening to a local guide in a mountain village",
            "Un piccolo gruppo ascolta una guida locale in un villaggio di montagna",
            "Un grupo pequeño escuchando a un guía local en un pueblo de montaña",
            "Un petit groupe écoute un guide local dans un village de montagne",
            "Eine kleine Gruppe hört einem lokalen Guide in einem Bergdorf zu",
        ],
        cta: None,
    };
    let cta = Block::CallToAction {
        title: ["See how it works", "Scopri come funziona", "Descubre cómo funciona", "Découvre comment ça marche", "So funktioniert's"],
        text: [
            "From the deposit to the last day of the trip: our values in practice.",
            "Dall'acconto all'ultimo giorno di viaggio: i nostri valori nella pratica.",
            "De la señal al último día de viaje: nuestros valores en la práctica.",
            "De l'acompte au dernier jour du voyage : nos valeurs en pratique.",
            "Von der Anzahlung bis zum letzten Reisetag: unsere Werte in der Praxis.",
        ],
        label: ["How it works", "Come funziona", "Cómo funciona", "Comment ça marche", "Mehr erfahren"],
        link: Link::Route("how-it-works"),
    };
    DemoPage::fixed("our-values", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("our-values")), cta])
}

fn partnership() -> DemoPage {
    const TITLE: Line = ["Partnership", "Collaborazioni", "Colaboraciones", "Partenariats", "Partnerschaften"];
    const DESCRIPTION: Line = [
        "Better prices from our partners for travellers with a booking, and how to become a partner.",
        "Prezzi migliori dai nostri partner per chi ha una prenotazione, e come diventare partner.",
        "Mejores precios de nuestros colaboradores para quien tiene una reserva, y cómo colaborar con nosotros.",
        "De meilleurs prix chez nos partenaires pour les voyageurs ayant réservé, et comment devenir partenaire.",
        "Bessere Preise bei unseren Partnern für Reisende mit Buchung, und wie du Partner wirst.",
    ];
    let hero = Block::Hero {
        title: ["Partners on the road", "Partner di viaggio", "Compañeros de viaje", "Des partenaires en route", "Partner für unterwegs"],
        text: [
            "Offers for our travellers, from people who share how we travel.",
            "Offerte per i nostri viaggiatori, da chi viaggia come noi.",
            "Ofertas para nuestros viajeros, de quien viaja como nosotros.",
            "Des offres pour nos voyageurs, par ceux qui voyagent comme nous.",
            "Angebote für unsere Reisenden, von Menschen, die so reisen wie wir.",
        ],
        hue: 32,
        alt: [
            "A traveller packing a backpack beside a map",
            "Una viaggiatrice prepara lo zaino accanto a una mappa",
            "Una viajera prepara la mochila junto a un mapa",
            "Une voyageuse prépare son sac à dos à côté d'une carte",
            "Eine Reisende packt ihren Rucksack neben einer Karte",
        ],
        cta: None,
    };
    let cta = Block::CallToAction {
        title: ["Let's talk", "Parliamone", "Hablemos", "Parlons-en", "Lass uns reden"],
        text: [
            "Tell us about your business and what it would offer our travellers.",
            "Raccontaci la tua attività e che cosa offrirebbe ai nostri viaggiatori.",
            "Cuéntanos tu negocio y qué ofrecería a nuestros viajeros.",
            "Parle-nous de ton activité et de ce qu'elle offrirait à nos voyageurs.",
            "Erzähl uns von deinem Unternehmen und was es unseren Reisenden bieten würde.",
        ],
        label: ["Contacts", "Contatti", "Contactos", "Contact", "Kontakt"],
        link: Link::Route("contacts"),
    };
    DemoPage::fixed("partnership", &TITLE, &DESCRIPTION, vec![hero, Block::RichText(html!("partnership")), cta])
}
