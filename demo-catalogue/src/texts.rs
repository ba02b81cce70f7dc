//! Sentence templates in the five content languages (en, it, es, fr, de).
//!
//! Each template is written natively for its language, never as a word-for-word copy of the
//! English one; placeholders in braces (`{loc}`, `{city}`, `{feat}`, ...) are filled by
//! `crate::fill`. Placeholders are chosen so that no language needs gender or case agreement
//! with the inserted words (country locatives are precomputed, themes sit after colons or in
//! lists).

pub type T5 = [&'static str; 5];

/// "and" used when joining lists (Spanish "y" becomes "e" before an /i/ sound, see `crate::join`).
pub const AND: T5 = ["and", "e", "y", "et", "und"];
/// Separator between the destination and the themes in titles (French puts a space before the colon).
pub const TITLE_COLON: T5 = [": ", ": ", ": ", " : ", ": "];

/// Optional title endings by travel type.
pub const ON_FOOT: T5 = ["on foot", "a piedi", "a pie", "à pied", "zu Fuß"];
pub const ON_THE_ROAD: T5 = ["on a road trip", "on the road", "en ruta", "en road trip", "auf einem Roadtrip"];
pub const BY_BOAT: T5 = ["by boat", "in barca", "en barco", "en bateau", "mit dem Boot"];

// ---- Descriptions
pub const DESC_OPEN: [T5; 2] = [
    [
        "{A} {days}-day journey {loc}, from {a} to {b}.",
        "Un viaggio di {days} giorni {loc}, tra {ab}.",
        "Un viaje de {days} días {loc}, entre {ab}.",
        "Un voyage de {days} jours {loc}, entre {ab}.",
        "{days} Tage {loc}: {AB} stehen im Mittelpunkt dieser Reise.",
    ],
    [
        "{days} unhurried days {loc}, taking in {ab} at the pace of local life.",
        "{days} giorni {loc} per vivere {ab} senza fretta, al ritmo della vita locale.",
        "{days} días {loc} para vivir {ab} sin prisas, al ritmo de la vida local.",
        "{days} jours {loc} au rythme de la vie locale, entre {ab}.",
        "{days} Tage {loc}, ganz ohne Eile: {ab} warten auf dich.",
    ],
];
pub const DESC_GROUP: T5 = [
    "You travel in a group of up to 15 people aged {a1} to {a2}, with a Caravan coordinator taking care of the logistics.",
    "Viaggi in un gruppo di massimo 15 persone tra i {a1} e i {a2} anni, con un coordinatore Caravan che si occupa dell'organizzazione.",
    "Viajas en un grupo de 15 personas como máximo, de entre {a1} y {a2} años, con un coordinador de Caravan que se encarga de la logística.",
    "Vous voyagez en groupe de 15 personnes maximum, âgées de {a1} à {a2} ans, avec un coordinateur Caravan qui s'occupe de la logistique.",
    "Du reist in einer Gruppe von höchstens 15 Personen zwischen {a1} und {a2} Jahren, und ein Caravan-Koordinator kümmert sich um die Organisation.",
];
/// By travel style: classic, active, comfort, backpacking.
pub const DESC_STYLE: [T5; 4] = [
    [
        "The pace is balanced, with guided visits and some free time every day.",
        "Il ritmo è equilibrato, con visite guidate e un po' di tempo libero ogni giorno.",
        "El ritmo es equilibrado, con visitas guiadas y algo de tiempo libre cada día.",
        "Le rythme est équilibré, avec des visites guidées et du temps libre chaque jour.",
        "Das Tempo ist ausgewogen, mit geführten Besichtigungen und täglich etwas Freizeit.",
    ],
    [
        "Expect active days: hikes, early starts and plenty of time outdoors.",
        "Preparati a giornate attive: escursioni, partenze all'alba e tanto tempo all'aria aperta.",
        "Prepárate para días activos: caminatas, salidas temprano y mucho tiempo al aire libre.",
        "Attendez-vous à des journées actives : randonnées, départs matinaux et beaucoup de temps en plein air.",
        "Dich erwarten aktive Tage: Wanderungen, frühe Starts und viel Zeit draußen.",
    ],
    [
        "Nights are spent in comfortable, carefully chosen hotels.",
        "Si dorme in hotel confortevoli e scelti con cura.",
        "Las noches se pasan en hoteles cómodos y cuidadosamente seleccionados.",
        "Les nuits se passent dans des hôtels confortables et soigneusement choisis.",
        "Übernachtet wird in komfortablen, sorgfältig ausgewählten Hotels.",
    ],
    [
        "Accommodation is simple and authentic: guesthouses, homestays and the occasional night bus.",
        "Gli alloggi sono semplici e autentici: guesthouse, case locali e qualche bus notturno.",
        "El alojamiento es sencillo y auténtico: hostales, casas locales y algún autobús nocturno.",
        "L'hébergement est simple et authentique : maisons d'hôtes, nuits chez l'habitant et parfois un bus de nuit.",
        "Die Unterkünfte sind einfach und authentisch: Gästehäuser, Privatunterkünfte und ab und zu ein Nachtbus.",
    ],
];

/// Replaces the style sentence on expedition cruises.
pub const DESC_SHIP: T5 = [
    "Nights are spent on board a small expedition ship with a polar-trained crew.",
    "Si dorme a bordo di una piccola nave da spedizione con un equipaggio esperto di rotte polari.",
    "Las noches se pasan a bordo de un pequeño barco de expedición con una tripulación experta en navegación polar.",
    "Les nuits se passent à bord d'un petit navire d'expédition avec un équipage rompu aux mers polaires.",
    "Übernachtet wird an Bord eines kleinen Expeditionsschiffs mit polarerfahrener Crew.",
];

// ---- Included / not included
pub const INC_COORDINATOR: T5 = [
    "Caravan coordinator for the whole trip",
    "Coordinatore Caravan per tutto il viaggio",
    "Coordinador de Caravan durante todo el viaje",
    "Coordinateur Caravan pendant tout le voyage",
    "Caravan-Koordinator für die gesamte Reise",
];
pub const INC_INSURANCE: T5 = [
    "Medical and baggage insurance",
    "Assicurazione medico-bagaglio",
    "Seguro médico y de equipaje",
    "Assurance médicale et bagages",
    "Reisekranken- und Gepäckversicherung",
];
pub const INC_DOUBLE: T5 = [
    "Accommodation in double rooms",
    "Pernottamenti in camera doppia",
    "Alojamiento en habitación doble",
    "Hébergement en chambre double",
    "Unterkunft im Doppelzimmer",
];
pub const INC_SINGLE: T5 = [
    "Accommodation in single rooms",
    "Pernottamenti in camera singola",
    "Alojamiento en habitación individual",
    "Hébergement en chambre individuelle",
    "Unterkunft im Einzelzimmer",
];
pub const INC_CABIN_DOUBLE: T5 =
    ["Twin-share cabin on board", "Cabina doppia a bordo", "Camarote doble a bordo", "Cabine double à bord", "Doppelkabine an Bord"];
pub const INC_CABIN_SINGLE: T5 = [
    "Single cabin on board",
    "Cabina singola a bordo",
    "Camarote individual a bordo",
    "Cabine individuelle à bord",
    "Einzelkabine an Bord",
];
pub const INC_BREAKFAST: T5 =
    ["Daily breakfast", "Colazione tutti i giorni", "Desayuno diario", "Petit-déjeuner tous les jours", "Tägliches Frühstück"];
pub const INC_TRANSPORT: T5 = [
    "Private transport for the group",
    "Trasporti privati per il gruppo",
    "Transporte privado para el grupo",
    "Transport privé pour le groupe",
    "Privater Transport für die Gruppe",
];
pub const INC_ENTRANCES: T5 = [
    "Entrance fees for the visits in the itinerary",
    "Ingressi alle visite in programma",
    "Entradas a las visitas del itinerario",
    "Entrées des visites au programme",
    "Eintrittsgelder für die Besichtigungen im Programm",
];
pub const INC_GUIDES: T5 = [
    "Local guides where needed",
    "Guide locali dove previste",
    "Guías locales cuando sea necesario",
    "Guides locaux si nécessaire",
    "Lokale Guides, wo nötig",
];
pub const INC_AIRPORT: T5 = [
    "Airport transfers on arrival and departure",
    "Trasferimenti aeroportuali all'arrivo e alla partenza",
    "Traslados al aeropuerto a la llegada y a la salida",
    "Transferts aéroport à l'arrivée et au départ",
    "Flughafentransfers bei An- und Abreise",
];
pub const INC_SAFARI: T5 = [
    "Game drives and national park fees",
    "Safari in jeep e ingressi ai parchi nazionali",
    "Safaris en 4x4 y entradas a los parques nacionales",
    "Safaris en 4x4 et droits d'entrée des parcs nationaux",
    "Pirschfahrten und Nationalparkgebühren",
];
pub const INC_SHIP: T5 = [
    "Expedition cruise with full board",
    "Crociera di spedizione in pensione completa",
    "Crucero de expedición con pensión completa",
    "Croisière d'expédition en pension complète",
    "Expeditionskreuzfahrt mit Vollpension",
];
pub const INC_TREK: T5 = [
    "Mountain guide and trekking permits",
    "Guida di montagna e permessi di trekking",
    "Guía de montaña y permisos de trekking",
    "Guide de montagne et permis de trek",
    "Bergführer und Trekkinggenehmigungen",
];
pub const INC_BOAT: T5 = [
    "Boat trips listed in the itinerary",
    "Escursioni in barca indicate nel programma",
    "Excursiones en barco indicadas en el itinerario",
    "Sorties en bateau indiquées au programme",
    "Bootsausflüge laut Programm",
];

pub const EXC_FLIGHTS: T5 =
    ["International flights", "Voli internazionali", "Vuelos internacionales", "Vols internationaux", "Internationale Flüge"];
pub const EXC_OTHERS: [T5; 6] = [
    ["Meals not mentioned", "Pasti non indicati", "Comidas no indicadas", "Repas non mentionnés", "Nicht erwähnte Mahlzeiten"],
    ["Visa fees", "Costi del visto", "Tasas de visado", "Frais de visa", "Visagebühren"],
    ["Tips", "Mance", "Propinas", "Pourboires", "Trinkgelder"],
    ["Personal expenses", "Spese personali", "Gastos personales", "Dépenses personnelles", "Persönliche Ausgaben"],
    ["Optional activities", "Attività facoltative", "Actividades opcionales", "Activités optionnelles", "Optionale Aktivitäten"],
    [
        "Cancellation insurance",
        "Assicurazione annullamento",
        "Seguro de cancelación",
        "Assurance annulation",
        "Reiserücktrittsversicherung",
    ],
];

// ---- Itinerary days
pub const DAY_ARRIVAL: T5 = ["Arrival in {city}", "Arrivo a {city}", "Llegada a {city}", "Arrivée à {city}", "Ankunft in {city}"];
pub const DAY_ARRIVAL_BODY: T5 = [
    "Arrival and meeting with the coordinator and the rest of the group. Welcome dinner to get to know each other.",
    "Arrivo e incontro con il coordinatore e il resto del gruppo. Cena di benvenuto per conoscersi.",
    "Llegada y encuentro con el coordinador y el resto del grupo. Cena de bienvenida para conocerse.",
    "Arrivée et rencontre avec le coordinateur et le reste du groupe. Dîner de bienvenue pour faire connaissance.",
    "Ankunft und Treffen mit dem Koordinator und dem Rest der Gruppe. Gemeinsames Willkommensessen zum Kennenlernen.",
];
pub const DAY_TRANSFER: T5 =
    ["Transfer to {city}", "Trasferimento a {city}", "Traslado a {city}", "Transfert à {city}", "Transfer nach {city}"];
pub const DAY_TRANSFER_BODY: T5 = [
    "Morning transfer to {city}, with stops along the way. Check-in and a first walk in the evening.",
    "Trasferimento in mattinata a {city}, con soste lungo il percorso. Check-in e prima passeggiata serale.",
    "Traslado por la mañana a {city}, con paradas en el camino. Check-in y primer paseo al atardecer.",
    "Transfert le matin vers {city}, avec des arrêts en chemin. Installation et première balade en soirée.",
    "Am Morgen Transfer nach {city} mit Stopps unterwegs. Check-in und erster Abendspaziergang.",
];
pub const DAY_EXPLORE: T5 =
    ["Discovering {city}", "Alla scoperta di {city}", "Descubriendo {city}", "À la découverte de {city}", "{city} entdecken"];
pub const DAY_EXPLORE_BODY: T5 = [
    "A day exploring {city} on foot with the group: neighbourhoods, viewpoints and a lunch stop chosen by the coordinator.",
    "Una giornata per esplorare {city} a piedi con il gruppo: quartieri, punti panoramici e una sosta pranzo scelta dal coordinatore.",
    "Un día para recorrer {city} a pie con el grupo: barrios, miradores y una parada para comer elegida por el coordinador.",
    "Une journée pour explorer {city} à pied avec le groupe : quartiers, points de vue et une pause déjeuner choisie par le coordinateur.",
    "Ein Tag, um {city} mit der Gruppe zu Fuß zu erkunden: Viertel, Aussichtspunkte und eine Mittagspause, die der Koordinator aussucht.",
];
pub const DAY_THEME_BODY: [T5; 3] = [
    [
        "Today's focus: {feat}. An early start and stops wherever the group wants to linger.",
        "Protagonisti di oggi: {feat}. Partenza di buon'ora e soste dove il gruppo preferisce.",
        "Protagonistas del día: {feat}. Salida temprano y paradas donde el grupo quiera.",
        "Au programme aujourd'hui : {feat}. Départ matinal et arrêts là où le groupe le souhaite.",
        "Heute im Mittelpunkt: {feat}. Früher Start und Pausen, wo es der Gruppe gefällt.",
    ],
    [
        "Full-day excursion with a picnic lunch along the way, then a free evening in {city}.",
        "Escursione di un'intera giornata con pranzo al sacco lungo il percorso, poi serata libera a {city}.",
        "Excursión de día completo con picnic por el camino y tarde libre en {city}.",
        "Excursion à la journée avec pique-nique en route, puis soirée libre à {city}.",
        "Ganztagesausflug mit Picknick unterwegs, danach ein freier Abend in {city}.",
    ],
    [
        "{Feat} up close, with a local guide who shares stories you won't find in guidebooks.",
        "{Feat} da vicino, con una guida locale che racconta storie che non trovi sulle guide.",
        "{Feat} de cerca, con un guía local que cuenta historias que no aparecen en las guías.",
        "{Feat} de près, avec un guide local qui raconte des histoires absentes des guides.",
        "{Feat} aus nächster Nähe, mit einem lokalen Guide, der Geschichten erzählt, die in keinem Reiseführer stehen.",
    ],
];
pub const DAY_FREE: T5 =
    ["Free day in {city}", "Giornata libera a {city}", "Día libre en {city}", "Journée libre à {city}", "Freier Tag in {city}"];
pub const DAY_FREE_BODY: T5 = [
    "Time to rest or join one of the optional activities suggested by the coordinator.",
    "Tempo per riposare o partecipare a una delle attività facoltative proposte dal coordinatore.",
    "Tiempo para descansar o apuntarse a alguna de las actividades opcionales que propone el coordinador.",
    "Du temps pour se reposer ou participer à l'une des activités optionnelles proposées par le coordinateur.",
    "Zeit zum Ausruhen oder für eine der optionalen Aktivitäten, die der Koordinator vorschlägt.",
];
pub const DAY_SEA: T5 = ["At sea", "In navigazione", "Navegación", "En mer", "Auf See"];
pub const DAY_SEA_BODY: T5 = [
    "A day on board: talks by the expedition team, seabirds following the ship and time to rest between landings.",
    "Una giornata a bordo: incontri con il team di spedizione, uccelli marini al seguito della nave e tempo per riposare tra uno sbarco e l'altro.",
    "Un día a bordo: charlas del equipo de expedición, aves marinas siguiendo el barco y tiempo para descansar entre desembarcos.",
    "Une journée à bord : conférences de l'équipe d'expédition, oiseaux marins dans le sillage du navire et repos entre deux débarquements.",
    "Ein Tag an Bord: Vorträge des Expeditionsteams, Seevögel im Kielwasser und Zeit zum Ausruhen zwischen den Anlandungen.",
];
pub const DAY_LANDING: T5 =
    ["Landing at {city}", "Sbarco a {city}", "Desembarco en {city}", "Débarquement à {city}", "Anlandung in {city}"];
pub const DAY_LANDING_BODY: T5 = [
    "Zodiac landing at {city} with the expedition team, weather and ice permitting.",
    "Sbarco in gommone a {city} con il team di spedizione, meteo e ghiacci permettendo.",
    "Desembarco en zódiac en {city} con el equipo de expedición, si el tiempo y el hielo lo permiten.",
    "Débarquement en zodiac à {city} avec l'équipe d'expédition, si la météo et les glaces le permettent.",
    "Zodiac-Anlandung in {city} mit dem Expeditionsteam, sofern Wetter und Eis es zulassen.",
];
pub const DAY_DISEMBARK: T5 =
    ["Disembarkation in {city}", "Sbarco a {city}", "Desembarco en {city}", "Débarquement à {city}", "Ausschiffung in {city}"];
pub const DAY_DEPARTURE: T5 =
    ["Departure from {city}", "Partenza da {city}", "Salida desde {city}", "Départ de {city}", "Abreise aus {city}"];
pub const DAY_DEPARTURE_BODY: T5 = [
    "End of the trip after breakfast. Transfer to the airport on your own, or stay on a few extra days.",
    "Fine del viaggio dopo la colazione. Trasferimento in aeroporto in autonomia, oppure qualche giorno in più per conto tuo.",
    "Fin del viaje después del desayuno. Traslado al aeropuerto por tu cuenta, o quédate unos días más.",
    "Fin du voyage après le petit-déjeuner. Transfert libre vers l'aéroport, ou quelques jours de plus sur place.",
    "Ende der Reise nach dem Frühstück. Individueller Transfer zum Flughafen – oder du bleibst noch ein paar Tage.",
];

// ---- FAQs: (question, answer)
pub const FAQ_WHO: (T5, T5) = (
    [
        "Who will I travel with?",
        "Con chi viaggerò?",
        "¿Con quién viajaré?",
        "Avec qui vais-je voyager ?",
        "Mit wem reise ich?",
    ],
    [
        "With a group of up to 15 travellers aged {a1} to {a2}, and a Caravan coordinator who is with you from start to finish.",
        "Con un gruppo di massimo 15 viaggiatori tra i {a1} e i {a2} anni e un coordinatore Caravan che ti accompagna dall'inizio alla fine.",
        "Con un grupo de 15 viajeros como máximo, de entre {a1} y {a2} años, y un coordinador de Caravan que te acompaña de principio a fin.",
        "Avec un groupe de 15 voyageurs maximum âgés de {a1} à {a2} ans, et un coordinateur Caravan qui vous accompagne du début à la fin.",
        "Mit einer Gruppe von höchstens 15 Reisenden zwischen {a1} und {a2} Jahren und einem Caravan-Koordinator, der dich von Anfang bis Ende begleitet.",
    ],
);
pub const FAQ_ALONE_Q: T5 =
    ["Can I join on my own?", "Posso partire da solo/a?", "¿Puedo viajar solo?", "Puis-je partir seul ?", "Kann ich allein buchen?"];
pub const FAQ_ALONE_SHARED: T5 = [
    "Of course: most travellers book alone. You will share a room with a traveller of the same gender unless you choose a single room.",
    "Certo: la maggior parte dei viaggiatori prenota da sola. Condividerai la camera con un viaggiatore dello stesso genere, a meno che tu non scelga la singola.",
    "¡Claro! La mayoría de los viajeros reserva en solitario. Compartirás habitación con alguien del mismo género, salvo que elijas habitación individual.",
    "Bien sûr : la plupart des voyageurs réservent seuls. Vous partagerez la chambre avec une personne du même genre, sauf si vous choisissez une chambre individuelle.",
    "Klar: Die meisten buchen allein. Du teilst das Zimmer mit einer Person gleichen Geschlechts, außer du buchst ein Einzelzimmer.",
];
pub const FAQ_ALONE_PRIVATE: T5 = [
    "Of course: most travellers book alone, and on this trip everyone has a private room.",
    "Certo: la maggior parte dei viaggiatori prenota da sola e in questo viaggio ognuno ha una camera privata.",
    "¡Claro! La mayoría de los viajeros reserva en solitario y en este viaje cada participante tiene habitación privada.",
    "Bien sûr : la plupart des voyageurs réservent seuls, et sur ce voyage chacun dispose d'une chambre privée.",
    "Klar: Die meisten buchen allein, und auf dieser Reise hat jede Person ein eigenes Zimmer.",
];
pub const FAQ_CONFIRMED: (T5, T5) = (
    [
        "When is a departure confirmed?",
        "Quando è confermata la partenza?",
        "¿Cuándo se confirma la salida?",
        "Quand le départ est-il confirmé ?",
        "Wann ist ein Termin bestätigt?",
    ],
    [
        "As soon as the minimum group size is reached. Each date shows how many seats are still needed to confirm it.",
        "Non appena si raggiunge il numero minimo di partecipanti. Per ogni data trovi i posti che mancano alla conferma.",
        "En cuanto se alcanza el número mínimo de participantes. En cada fecha verás las plazas que faltan para confirmarla.",
        "Dès que le nombre minimum de participants est atteint. Chaque date indique le nombre de places manquantes.",
        "Sobald die Mindestteilnehmerzahl erreicht ist. Bei jedem Termin siehst du, wie viele Plätze noch fehlen.",
    ],
);
pub const FAQ_FIXED: (T5, T5) = (
    ["Is the itinerary fixed?", "L'itinerario è fisso?", "¿El itinerario es fijo?", "L'itinéraire est-il fixe ?", "Ist die Route fest?"],
    [
        "The route is a guideline: the coordinator may adapt it to the weather, local conditions and the group's wishes.",
        "Il percorso è indicativo: il coordinatore può adattarlo a meteo, condizioni locali e desideri del gruppo.",
        "La ruta es orientativa: el coordinador puede adaptarla al clima, a las condiciones locales y a los deseos del grupo.",
        "Le parcours est indicatif : le coordinateur peut l'adapter à la météo, aux conditions locales et aux envies du groupe.",
        "Die Route ist ein Richtwert: Der Koordinator kann sie an Wetter, örtliche Bedingungen und Wünsche der Gruppe anpassen.",
    ],
);
pub const FAQ_EFFORT_Q: T5 = [
    "How demanding is it?",
    "Quanto è impegnativo?",
    "¿Qué nivel de exigencia tiene?",
    "Est-ce un voyage exigeant ?",
    "Wie anstrengend ist die Reise?",
];
pub const FAQ_EFFORT_ACTIVE: T5 = [
    "It is an active trip: several days include walks of 3 to 6 hours. Good basic fitness is enough.",
    "È un viaggio attivo: in diverse giornate sono previste camminate di 3-6 ore. Basta un buon allenamento di base.",
    "Es un viaje activo: varios días incluyen caminatas de 3 a 6 horas. Basta con una buena forma física básica.",
    "C'est un voyage actif : plusieurs journées prévoient des marches de 3 à 6 heures. Une bonne condition physique de base suffit.",
    "Es ist eine aktive Reise: An mehreren Tagen sind Wanderungen von 3 bis 6 Stunden geplant. Eine gute Grundfitness reicht aus.",
];
pub const FAQ_EFFORT_EASY: T5 = [
    "It suits everyone: walks are short and there is free time every day.",
    "È adatto a tutti: le camminate sono brevi e ogni giorno c'è tempo libero.",
    "Es apto para todos: las caminatas son cortas y cada día hay tiempo libre.",
    "Il convient à tous : les marches sont courtes et il y a du temps libre chaque jour.",
    "Sie ist für alle geeignet: Die Spaziergänge sind kurz und es gibt jeden Tag Freizeit.",
];
pub const FAQ_VISA: (T5, T5) = (
    ["Do I need a visa?", "Serve il visto?", "¿Necesito visado?", "Ai-je besoin d'un visa ?", "Brauche ich ein Visum?"],
    [
        "Entry requirements {loc} depend on your passport. Check official sources before you leave.",
        "I requisiti d'ingresso {loc} dipendono dal tuo passaporto. Verifica sulle fonti ufficiali prima della partenza.",
        "Los requisitos de entrada {loc} dependen de tu pasaporte. Consulta las fuentes oficiales antes de salir.",
        "Les conditions d'entrée {loc} dépendent de votre passeport. Vérifiez auprès des sources officielles avant le départ.",
        "Die Einreisebestimmungen {loc} hängen von deinem Reisepass ab. Informiere dich vor der Abreise bei offiziellen Stellen.",
    ],
);
pub const FAQ_MONEY: (T5, T5) = (
    [
        "How should I handle money?",
        "Come gestisco il denaro?",
        "¿Cómo gestiono el dinero?",
        "Comment gérer l'argent ?",
        "Wie handhabe ich Geld?",
    ],
    [
        "Cards are accepted in towns, but carry some cash for markets and small villages. The coordinator manages a group fund for shared expenses.",
        "Le carte sono accettate nelle città, ma porta un po' di contanti per mercati e piccoli villaggi. Il coordinatore gestisce la cassa comune per le spese condivise.",
        "Las tarjetas se aceptan en las ciudades, pero lleva algo de efectivo para mercados y pueblos pequeños. El coordinador gestiona un fondo común para los gastos compartidos.",
        "Les cartes sont acceptées en ville, mais prévoyez un peu d'espèces pour les marchés et les petits villages. Le coordinateur gère une caisse commune pour les dépenses partagées.",
        "In Städten wird meist mit Karte bezahlt, für Märkte und kleine Dörfer solltest du etwas Bargeld dabeihaben. Der Koordinator verwaltet eine Gruppenkasse für gemeinsame Ausgaben.",
    ],
);
pub const FAQ_PACK_Q: T5 = [
    "What should I pack?",
    "Cosa devo mettere in valigia?",
    "¿Qué debo llevar en la maleta?",
    "Que faut-il mettre dans sa valise ?",
    "Was sollte ich einpacken?",
];
/// Packing answers: active, beach, cold, default.
pub const FAQ_PACK_A: [T5; 4] = [
    [
        "Hiking boots, breathable layers, a rain jacket and a small daypack for the excursions.",
        "Scarponi da trekking, abbigliamento traspirante a strati, una giacca antipioggia e uno zaino piccolo per le escursioni.",
        "Botas de montaña, ropa transpirable por capas, un chubasquero y una mochila pequeña para las excursiones.",
        "Chaussures de randonnée, vêtements respirants à superposer, une veste de pluie et un petit sac à dos pour les excursions.",
        "Wanderschuhe, atmungsaktive Kleidung im Zwiebellook, eine Regenjacke und einen kleinen Tagesrucksack.",
    ],
    [
        "Light clothes, swimwear, reef-safe sunscreen and sandals, plus a light sweater for the evenings.",
        "Abiti leggeri, costume, crema solare rispettosa della barriera corallina e sandali, più un maglioncino per la sera.",
        "Ropa ligera, bañador, protector solar respetuoso con los arrecifes y sandalias, además de un jersey fino para la noche.",
        "Vêtements légers, maillot de bain, crème solaire respectueuse des récifs et sandales, plus un pull léger pour le soir.",
        "Leichte Kleidung, Badesachen, riffschonende Sonnencreme und Sandalen, dazu ein dünner Pullover für den Abend.",
    ],
    [
        "Thermal layers, a waterproof jacket and trousers, warm gloves and a hat. Good waterproof boots make all the difference.",
        "Strati termici, giacca e pantaloni impermeabili, guanti caldi e berretto. Un buon paio di scarponi impermeabili fa la differenza.",
        "Capas térmicas, chaqueta y pantalón impermeables, guantes y gorro. Unas buenas botas impermeables marcan la diferencia.",
        "Sous-vêtements thermiques, veste et pantalon imperméables, gants chauds et bonnet. De bonnes chaussures imperméables font toute la différence.",
        "Thermounterwäsche, wasserdichte Jacke und Hose, warme Handschuhe und Mütze. Gute wasserdichte Schuhe machen den Unterschied.",
    ],
    [
        "Comfortable walking shoes, clothes you can layer and a small daypack. Your coordinator sends a detailed list before departure.",
        "Scarpe comode, abbigliamento a strati e uno zainetto. Il coordinatore ti invia una lista dettagliata prima della partenza.",
        "Calzado cómodo, ropa por capas y una mochila pequeña. Tu coordinador te envía una lista detallada antes de salir.",
        "Des chaussures confortables, des vêtements à superposer et un petit sac à dos. Votre coordinateur vous envoie une liste détaillée avant le départ.",
        "Bequeme Schuhe, Kleidung im Zwiebellook und ein kleiner Tagesrucksack. Dein Koordinator schickt dir vor der Abreise eine ausführliche Liste.",
    ],
];

// ---- Coordinator bios
pub const BIO: T5 = [
    "{name} lives in {city} and has been leading Caravan groups for {years} years, mostly {cont}.",
    "{name} vive a {city} e accompagna i gruppi Caravan da {years} anni, soprattutto {cont}.",
    "{name} vive en {city} y lleva {years} años coordinando grupos de Caravan, sobre todo {cont}.",
    "{name} vit à {city} et accompagne des groupes Caravan depuis {years} ans, surtout {cont}.",
    "{name} lebt in {city} und begleitet seit {years} Jahren Caravan-Gruppen, vor allem {cont}.",
];
pub const BIO_TRAITS: [T5; 8] = [
    [
        "Loves street food, long walks and sunrises.",
        "Ama lo street food, le lunghe camminate e le albe.",
        "Le encantan la comida callejera, las largas caminatas y los amaneceres.",
        "Adore la cuisine de rue, les longues marches et les levers de soleil.",
        "Liebt Streetfood, lange Spaziergänge und Sonnenaufgänge.",
    ],
    [
        "Passionate about photography and always on the lookout for the best viewpoint.",
        "Ha la passione per la fotografia ed è sempre a caccia del punto panoramico migliore.",
        "Le apasiona la fotografía y siempre encuentra el mejor mirador.",
        "Fan de photographie, toujours à la recherche du meilleur point de vue.",
        "Fotografiert leidenschaftlich gern und findet immer den besten Aussichtspunkt.",
    ],
    [
        "Speaks four languages and collects recipes on every trip.",
        "Parla quattro lingue e colleziona ricette in ogni viaggio.",
        "Habla cuatro idiomas y colecciona recetas en cada viaje.",
        "Parle quatre langues et collectionne les recettes à chaque voyage.",
        "Spricht vier Sprachen und sammelt auf jeder Reise Rezepte.",
    ],
    [
        "A keen hiker who never says no to one more summit.",
        "Amante del trekking, non dice mai di no a una vetta in più.",
        "Amante del senderismo, nunca dice que no a una cumbre más.",
        "Fan de randonnée, ne dit jamais non à un sommet de plus.",
        "Wandert leidenschaftlich gern und sagt nie Nein zu einem weiteren Gipfel.",
    ],
    [
        "Used to teach and still has a soft spot for history and local legends.",
        "Ex insegnante, ha un debole per la storia e le leggende locali.",
        "Ha sido docente y tiene debilidad por la historia y las leyendas locales.",
        "A longtemps enseigné et garde un faible pour l'histoire et les légendes locales.",
        "Hat früher unterrichtet und eine Schwäche für Geschichte und lokale Legenden.",
    ],
    [
        "Happiest by the sea, with a snorkel and a good book.",
        "Dà il meglio di sé al mare, con maschera, boccaglio e un buon libro.",
        "Donde más feliz se siente es junto al mar, con unas gafas de buceo y un buen libro.",
        "Son endroit préféré : la mer, avec un masque, un tuba et un bon livre.",
        "Am glücklichsten am Meer, mit Schnorchel und einem guten Buch.",
    ],
    [
        "Knows the best live-music bars in half the world.",
        "Conosce i migliori locali di musica dal vivo di mezzo mondo.",
        "Conoce los mejores bares de música en directo de medio mundo.",
        "Connaît les meilleurs bars de musique live de la moitié du monde.",
        "Kennt die besten Livemusik-Bars der halben Welt.",
    ],
    [
        "Believes the best moments happen off the map, in small villages.",
        "Crede che i momenti migliori arrivino fuori dalle mappe, nei piccoli villaggi.",
        "Cree que los mejores momentos llegan fuera del mapa, en los pueblos pequeños.",
        "Pense que les plus beaux moments arrivent hors des sentiers battus, dans les petits villages.",
        "Findet, dass die schönsten Momente abseits der Karte passieren, in kleinen Dörfern.",
    ],
];

// ---- Reviews, by rating band: [5 stars, 4 stars, 3 stars, 1-2 stars]; each line is one language.
pub const REVIEWS: [[T5; 3]; 4] = [
    [
        [
            "Our time {loc} was unforgettable. {coord} handled everything perfectly and the group clicked from day one.",
            "I giorni {loc} sono stati indimenticabili. {coord} ha gestito tutto alla perfezione e il gruppo si è affiatato dal primo giorno.",
            "Los días {loc} fueron inolvidables. {coord} lo organizó todo a la perfección y el grupo conectó desde el primer día.",
            "Nos journées {loc} ont été inoubliables. {coord} a tout géré à la perfection et le groupe s'est soudé dès le premier jour.",
            "Die Tage {loc} waren unvergesslich. {coord} hat alles perfekt organisiert und die Gruppe war vom ersten Tag an ein Team.",
        ],
        [
            "Perfectly organised trip. The highlight for me: {feat}. I would book again tomorrow.",
            "Viaggio organizzato benissimo. Il momento più bello: {feat}. Ripartirei domani.",
            "Viaje muy bien organizado. Lo mejor para mí: {feat}. Repetiría mañana mismo.",
            "Voyage parfaitement organisé. Mon moment préféré : {feat}. Je repartirais demain.",
            "Perfekt organisierte Reise. Mein Highlight: {feat}. Ich würde sofort wieder buchen.",
        ],
        [
            "Great group, great pace, and {coord} knew every hidden corner. Highly recommended!",
            "Gruppo splendido, ritmo giusto e {coord} conosceva ogni angolo nascosto. Consigliatissimo!",
            "Grupo genial, buen ritmo y {coord} conocía cada rincón escondido. ¡Muy recomendable!",
            "Super groupe, bon rythme, et {coord} connaissait chaque recoin caché. Je recommande vivement !",
            "Tolle Gruppe, gutes Tempo, und {coord} kannte jeden versteckten Winkel. Absolut empfehlenswert!",
        ],
    ],
    [
        [
            "A really good trip with a lovely group. A couple of long transfers, but the {feat} made up for it.",
            "Un viaggio davvero bello con un gruppo fantastico. Qualche trasferimento lungo, ma ne è valsa la pena. Da non perdere: {feat}.",
            "Un viaje muy bueno con un grupo estupendo. Algunos traslados largos, pero mereció la pena. Imprescindible: {feat}.",
            "Un très bon voyage avec un groupe adorable. Quelques longs transferts, mais le programme en valait la peine : {feat} !",
            "Eine wirklich schöne Reise mit einer tollen Gruppe. Ein paar lange Fahrten, aber es hat sich gelohnt. Unbedingt erleben: {feat}.",
        ],
        [
            "Very well organised. I would have liked one more free day, but {coord} was always available.",
            "Molto ben organizzato. Avrei voluto un giorno libero in più, ma {coord} era sempre disponibile.",
            "Muy bien organizado. Me habría gustado un día libre más, pero {coord} siempre estuvo disponible.",
            "Très bien organisé. J'aurais aimé une journée libre de plus, mais {coord} était toujours disponible.",
            "Sehr gut organisiert. Ein freier Tag mehr wäre schön gewesen, aber {coord} war immer ansprechbar.",
        ],
        [
            "Beautiful itinerary and good hotels. Some days were long, but I came home happy.",
            "Itinerario bellissimo e buoni hotel. Alcune giornate erano lunghe, ma ne è valsa la pena.",
            "Itinerario precioso y buenos hoteles. Algunos días fueron largos, pero volví a casa feliz.",
            "Bel itinéraire et bons hôtels. Certaines journées étaient longues, mais ça valait le coup.",
            "Schöne Route und gute Hotels. Manche Tage waren lang, aber ich bin glücklich nach Hause gekommen.",
        ],
    ],
    [
        [
            "Interesting itinerary, but the pace was a bit rushed for me. {coord} did their best.",
            "Itinerario interessante, ma per me il ritmo era un po' troppo serrato. {coord} ha fatto del suo meglio.",
            "Itinerario interesante, pero el ritmo fue algo apresurado para mí. {coord} hizo todo lo que pudo.",
            "Itinéraire intéressant, mais le rythme était un peu trop soutenu pour moi. {coord} a fait de son mieux.",
            "Interessante Route, aber das Tempo war mir etwas zu hoch. {coord} hat sich viel Mühe gegeben.",
        ],
        [
            "Nice places, but too much time on the bus and some accommodation was very basic.",
            "Posti belli, ma troppo tempo in pullman e alcuni alloggi erano molto spartani.",
            "Lugares bonitos, pero demasiado tiempo en autobús y algunos alojamientos eran muy básicos.",
            "De beaux endroits, mais trop de temps en bus et certains hébergements étaient très sommaires.",
            "Schöne Orte, aber zu viel Zeit im Bus und manche Unterkünfte waren sehr einfach.",
        ],
        [
            "Good value overall. The group was great, the organisation only average.",
            "Nel complesso un buon rapporto qualità-prezzo. Il gruppo era ottimo, l'organizzazione nella media.",
            "En general, buena relación calidad-precio. El grupo fue genial; la organización, normal.",
            "Bon rapport qualité-prix dans l'ensemble. Le groupe était super, l'organisation moyenne.",
            "Insgesamt ein gutes Preis-Leistungs-Verhältnis. Die Gruppe war super, die Organisation eher mittelmäßig.",
        ],
    ],
    [
        [
            "Not what I expected: several activities were cancelled and some hotels were below standard.",
            "Non all'altezza delle aspettative: diverse attività sono saltate e alcuni hotel erano sotto lo standard.",
            "No era lo que esperaba: se cancelaron varias actividades y algunos hoteles no estaban a la altura.",
            "Pas à la hauteur de mes attentes : plusieurs activités ont été annulées et certains hôtels laissaient à désirer.",
            "Nicht, was ich erwartet hatte: Mehrere Aktivitäten fielen aus und einige Hotels waren unter dem Standard.",
        ],
        [
            "The destination is beautiful, but the organisation on site was chaotic and communication poor.",
            "La destinazione è splendida, ma l'organizzazione sul posto era caotica e la comunicazione scarsa.",
            "El destino es precioso, pero la organización sobre el terreno fue caótica y la comunicación, escasa.",
            "La destination est superbe, mais l'organisation sur place était chaotique et la communication insuffisante.",
            "Das Reiseziel ist wunderschön, aber die Organisation vor Ort war chaotisch und die Kommunikation dürftig.",
        ],
        [
            "Too many hours in transit and too little time in each place. I would not book this route again.",
            "Troppe ore di trasferimento e troppo poco tempo in ogni luogo. Non riprenoterei questo itinerario.",
            "Demasiadas horas de traslado y muy poco tiempo en cada lugar. No volvería a reservar esta ruta.",
            "Trop d'heures de trajet et trop peu de temps sur place. Je ne réserverais pas à nouveau cet itinéraire.",
            "Zu viele Stunden unterwegs und zu wenig Zeit an jedem Ort. Diese Route würde ich nicht noch einmal buchen.",
        ],
    ],
];
