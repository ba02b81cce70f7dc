//! Questions and answers of the FAQ page (one list per category) and of the age-groups page.
//! Every answer follows the spec constants: deposit 100, balance 31 days before departure,
//! free cancellation up to 31 days (8 with Flexible Cancellation), insurance included,
//! groups of at most 15, private room free when booking for two, age ranges of spec §5.

use super::Qa;

pub(super) const BOOKING: [Qa; 5] = [
    (
        ["How do I book a trip?", "Come prenoto un viaggio?", "¿Cómo reservo un viaje?", "Comment réserver un voyage ?", "Wie buche ich eine Reise?"],
        [
            "Choose a departure on the trip page and click Book: you complete the booking on our secure booking site in a few minutes, and the confirmation arrives by e-mail straight away.",
            "Scegli una partenza nella pagina del viaggio e clicca su Prenota: completi la prenotazione sul nostro sito sicuro in pochi minuti e ricevi subito la conferma via e-mail.",
            "Elige una salida en la página del viaje y pulsa Reservar: completas la reserva en nuestra web segura en pocos minutos y recibes la confirmación por correo al momento.",
            "Choisis un départ sur la page du voyage et clique sur Réserver : tu finalises la réservation sur notre site sécurisé en quelques minutes et la confirmation arrive aussitôt par e-mail.",
            "Wähle auf der Reiseseite einen Termin und klicke auf Buchen: Du schließt die Buchung in wenigen Minuten auf unserer sicheren Buchungsseite ab und bekommst sofort eine Bestätigung per E-Mail.",
        ],
    ),
    (
        [
            "How much is the deposit, and when is the balance due?",
            "Quanto è l'acconto e quando si paga il saldo?",
            "¿Cuánto es la señal y cuándo se paga el resto?",
            "Combien coûte l'acompte et quand faut-il régler le solde ?",
            "Wie hoch ist die Anzahlung und wann ist der Restbetrag fällig?",
        ],
        [
            "A deposit of 100 in the currency you pay in secures your place. The balance is due 31 days before departure; if you book later than that, you pay the full price when you book.",
            "Con un acconto di 100 € ti assicuri il posto. Il saldo va versato 31 giorni prima della partenza; se prenoti più tardi, paghi l'intero importo al momento della prenotazione.",
            "Con una señal de 100 € reservas tu plaza. El resto se paga 31 días antes de la salida; si reservas más tarde, pagas el importe completo al reservar.",
            "Un acompte de 100 € suffit pour réserver ta place. Le solde est à régler 31 jours avant le départ ; si tu réserves plus tard, tu paies la totalité au moment de la réservation.",
            "Mit 100 € Anzahlung sicherst du dir deinen Platz. Der Restbetrag ist 31 Tage vor Abreise fällig; buchst du später, zahlst du den vollen Preis direkt bei der Buchung.",
        ],
    ),
    (
        ["How can I pay?", "Come posso pagare?", "¿Cómo puedo pagar?", "Comment puis-je payer ?", "Wie kann ich bezahlen?"],
        [
            "By Visa or Mastercard, PayPal, Apple Pay or bank transfer. Prices shown in other currencies are approximate: you pay in the currency of your booking.",
            "Con Visa o Mastercard, PayPal, Apple Pay o bonifico bancario. I prezzi in altre valute sono indicativi: paghi nella valuta della tua prenotazione.",
            "Con Visa o Mastercard, PayPal, Apple Pay o transferencia bancaria. Los precios en otras monedas son orientativos: pagas en la moneda de tu reserva.",
            "Par Visa ou Mastercard, PayPal, Apple Pay ou virement bancaire. Les prix affichés dans d'autres devises sont indicatifs : tu paies dans la devise de ta réservation.",
            "Mit Visa oder Mastercard, PayPal, Apple Pay oder per Überweisung. Preise in anderen Währungen sind Richtwerte: Du zahlst in der Währung deiner Buchung.",
        ],
    ),
    (
        [
            "Can I cancel for free?",
            "Posso cancellare gratuitamente?",
            "¿Puedo cancelar gratis?",
            "Puis-je annuler gratuitement ?",
            "Kann ich kostenlos stornieren?",
        ],
        [
            "Yes, up to 31 days before departure. With the Flexible Cancellation option, which you add when you book, you can cancel for free up to 8 days before departure.",
            "Sì, fino a 31 giorni prima della partenza. Con l'opzione Cancellazione Flessibile, da aggiungere al momento della prenotazione, puoi cancellare gratis fino a 8 giorni prima.",
            "Sí, hasta 31 días antes de la salida. Con la opción Cancelación Flexible, que añades al reservar, puedes cancelar gratis hasta 8 días antes.",
            "Oui, jusqu'à 31 jours avant le départ. Avec l'option Annulation Flexible, à ajouter lors de la réservation, tu peux annuler gratuitement jusqu'à 8 jours avant.",
            "Ja, bis 31 Tage vor Abreise. Mit der Option Flexible Stornierung, die du bei der Buchung hinzufügst, stornierst du sogar bis 8 Tage vorher kostenlos.",
        ],
    ),
    (
        ["Is insurance included?", "L'assicurazione è inclusa?", "¿Está incluido el seguro?", "L'assurance est-elle incluse ?", "Ist eine Versicherung inklusive?"],
        [
            "Yes: medical and baggage insurance is always included in the price, for every traveller on every trip. Cancellation insurance is not included.",
            "Sì: l'assicurazione medica e bagaglio è sempre inclusa nel prezzo, per ogni viaggiatore e in ogni viaggio. L'assicurazione annullamento non è inclusa.",
            "Sí: el seguro médico y de equipaje está siempre incluido en el precio, para cada viajero y en cada viaje. El seguro de cancelación no está incluido.",
            "Oui : l'assurance médicale et bagages est toujours comprise dans le prix, pour chaque voyageur et sur chaque voyage. L'assurance annulation n'est pas incluse.",
            "Ja: Eine Kranken- und Gepäckversicherung ist immer im Preis enthalten – für alle Reisenden auf jeder Reise. Eine Reiserücktrittsversicherung ist nicht inklusive.",
        ],
    ),
];

pub(super) const GROUP: [Qa; 5] = [
    (
        [
            "How many people are in a group?",
            "Quante persone ci sono in un gruppo?",
            "¿Cuántas personas hay en un grupo?",
            "Combien de personnes compte un groupe ?",
            "Wie groß sind die Gruppen?",
        ],
        [
            "At most 15 travellers, plus the coordinator: small enough to move easily and get to know everyone, big enough to always find someone to share a dinner or a hike with.",
            "Al massimo 15 viaggiatori, più il coordinatore: abbastanza pochi per muoversi agilmente e conoscersi tutti, abbastanza per trovare sempre qualcuno con cui cenare o fare un'escursione.",
            "Como máximo 15 viajeros, más el coordinador: pocos para moverse con agilidad y conocerse todos, suficientes para encontrar siempre a alguien con quien cenar o hacer una ruta.",
            "15 voyageurs maximum, plus le coordinateur : assez peu pour bouger facilement et se connaître tous, assez pour toujours trouver quelqu'un avec qui dîner ou randonner.",
            "Höchstens 15 Reisende plus Koordinator: klein genug, um beweglich zu sein und alle kennenzulernen, groß genug, um immer jemanden fürs Abendessen oder die Wanderung zu finden.",
        ],
    ),
    (
        ["Who is the coordinator?", "Chi è il coordinatore?", "¿Quién es el coordinador?", "Qui est le coordinateur ?", "Wer ist der Koordinator?"],
        [
            "A traveller trained by Caravan to lead groups. They travel with you from the first day to the last, take care of the logistics and the group, and work with local guides for the visits.",
            "Un viaggiatore formato da Caravan per guidare i gruppi. Viaggia con te dal primo all'ultimo giorno, si occupa della logistica e del gruppo e collabora con le guide locali per le visite.",
            "Un viajero formado por Caravan para llevar grupos. Viaja contigo del primer al último día, se ocupa de la logística y del grupo y trabaja con guías locales para las visitas.",
            "Un voyageur formé par Caravan pour accompagner les groupes. Il voyage avec toi du premier au dernier jour, gère la logistique et le groupe, et travaille avec des guides locaux pour les visites.",
            "Ein Reisender, den Caravan für die Leitung von Gruppen ausgebildet hat. Er ist vom ersten bis zum letzten Tag dabei, kümmert sich um Organisation und Gruppe und arbeitet bei Besichtigungen mit lokalen Guides zusammen.",
        ],
    ),
    (
        ["Can I travel on my own?", "Posso partire da solo/a?", "¿Puedo viajar solo?", "Puis-je partir seul ?", "Kann ich allein mitreisen?"],
        [
            "Of course: most of our travellers do. You share a room with a fellow traveller of the same gender, or you can choose a private room.",
            "Certo: la maggior parte dei nostri viaggiatori parte da sola. Condividi la camera con un compagno di viaggio dello stesso genere, oppure scegli la camera privata.",
            "¡Claro! La mayoría de nuestros viajeros viaja en solitario. Compartes habitación con alguien del grupo de tu mismo género, o eliges una habitación privada.",
            "Bien sûr : la plupart de nos voyageurs partent seuls. Tu partages ta chambre avec un voyageur du même genre, ou tu choisis une chambre privée.",
            "Klar – die meisten unserer Reisenden kommen allein. Du teilst dein Zimmer mit einer Person gleichen Geschlechts aus der Gruppe oder buchst ein Privatzimmer.",
        ],
    ),
    (
        [
            "How old are the other travellers?",
            "Quanti anni hanno gli altri viaggiatori?",
            "¿Qué edad tienen los demás viajeros?",
            "Quel âge ont les autres voyageurs ?",
            "Wie alt sind die anderen Reisenden?",
        ],
        [
            "Our trips are for travellers aged 25 to 49, and every departure has an age range: 25-35, 35-49 or all ages. The Age groups page explains who can join which.",
            "I nostri viaggi sono pensati per chi ha tra i 25 e i 49 anni e ogni partenza ha una fascia d'età: 25-35, 35-49 o tutte le età. La pagina Fasce d'età spiega chi può unirsi a quale.",
            "Nuestros viajes son para viajeros de 25 a 49 años, y cada salida tiene un grupo de edad: 25-35, 35-49 o todas las edades. La página Grupos de edad explica quién puede unirse a cuál.",
            "Nos voyages s'adressent aux 25-49 ans, et chaque départ a sa tranche d'âge : 25-35, 35-49 ou tous âges. La page Tranches d'âge explique qui peut rejoindre quel groupe.",
            "Unsere Reisen sind für Menschen zwischen 25 und 49, und jeder Termin hat eine Altersgruppe: 25–35, 35–49 oder alle Altersstufen. Auf der Seite Altersgruppen steht, wer wo mitreisen kann.",
        ],
    ),
    (
        [
            "When is a departure confirmed?",
            "Quando è confermata una partenza?",
            "¿Cuándo se confirma una salida?",
            "Quand un départ est-il confirmé ?",
            "Wann ist ein Termin bestätigt?",
        ],
        [
            "As soon as enough travellers have booked; each date shows how many seats are still needed. If a departure is not confirmed 31 days before it leaves, it is cancelled and you get everything back.",
            "Appena si raggiunge il numero minimo di viaggiatori; ogni data mostra quanti posti mancano. Se una partenza non è confermata 31 giorni prima, viene annullata e ti rimborsiamo tutto.",
            "En cuanto se apunta el número mínimo de viajeros; cada fecha muestra cuántas plazas faltan. Si una salida no está confirmada 31 días antes, se cancela y te devolvemos todo.",
            "Dès que suffisamment de voyageurs ont réservé ; chaque date affiche le nombre de places encore nécessaires. Si un départ n'est pas confirmé 31 jours avant, il est annulé et tu es intégralement remboursé.",
            "Sobald genug Reisende gebucht haben; jeder Termin zeigt, wie viele Plätze noch fehlen. Ist ein Termin 31 Tage vor Abreise nicht bestätigt, wird er abgesagt und du bekommst alles zurück.",
        ],
    ),
];

pub(super) const TRIP: [Qa; 5] = [
    (
        [
            "What is included in the price?",
            "Cosa è incluso nel prezzo?",
            "¿Qué incluye el precio?",
            "Qu'est-ce qui est compris dans le prix ?",
            "Was ist im Preis enthalten?",
        ],
        [
            "Each trip page lists what is included and what is not. The coordinator and medical and baggage insurance are always included; international flights are not, so you can leave from wherever you like.",
            "Ogni pagina viaggio elenca cosa è incluso e cosa no. Il coordinatore e l'assicurazione medica e bagaglio sono sempre inclusi; i voli internazionali no, così puoi partire da dove preferisci.",
            "Cada página de viaje detalla qué está incluido y qué no. El coordinador y el seguro médico y de equipaje siempre lo están; los vuelos internacionales no, para que salgas desde donde prefieras.",
            "Chaque page voyage indique ce qui est compris ou non. Le coordinateur et l'assurance médicale et bagages sont toujours inclus ; les vols internationaux ne le sont pas, pour que tu partes d'où tu veux.",
            "Auf jeder Reiseseite steht, was enthalten ist und was nicht. Koordinator sowie Kranken- und Gepäckversicherung sind immer inklusive, internationale Flüge nicht – so startest du, von wo du möchtest.",
        ],
    ),
    (
        [
            "What is the money pot?",
            "Cos'è la cassa comune?",
            "¿Qué es el bote común?",
            "Qu'est-ce que la cagnotte commune ?",
            "Was ist die Gruppenkasse?",
        ],
        [
            "The group's shared kitty for the local costs named in the itinerary, such as transport, entrance fees or some meals. You pay it on the trip; the coordinator keeps the accounts and returns any balance. Each trip page shows the estimated amount; on some trips, such as those of the Collection, it is already included in the price.",
            "È il fondo comune del gruppo per le spese locali indicate nel programma, come trasporti, ingressi o alcuni pasti. Si versa durante il viaggio; il coordinatore tiene i conti e restituisce l'eventuale avanzo. Ogni pagina viaggio indica l'importo stimato; in alcuni viaggi, come quelli della Collezione, è già compresa nel prezzo.",
            "Es el bote del grupo para los gastos locales indicados en el itinerario, como transportes, entradas o algunas comidas. Se paga durante el viaje; el coordinador lleva las cuentas y devuelve lo que sobre. Cada página de viaje indica el importe estimado; en algunos viajes, como los de la Colección, ya está incluido en el precio.",
            "C'est la cagnotte du groupe pour les frais locaux prévus au programme, comme les transports, les entrées ou certains repas. Tu la règles pendant le voyage ; le coordinateur tient les comptes et rend ce qui reste. Chaque page voyage en indique le montant estimé ; sur certains voyages, comme ceux de la Collection, elle est déjà comprise dans le prix.",
            "Die gemeinsame Kasse der Gruppe für die im Reiseverlauf genannten Kosten vor Ort, etwa Transport, Eintritte oder einige Mahlzeiten. Du zahlst sie unterwegs ein; der Koordinator führt Buch und gibt Überschüsse zurück. Auf jeder Reiseseite steht der geschätzte Betrag; bei manchen Reisen, etwa denen der Collection, ist sie schon im Preis enthalten.",
        ],
    ),
    (
        ["Where will we sleep?", "Dove dormiremo?", "¿Dónde dormiremos?", "Où dormirons-nous ?", "Wo übernachten wir?"],
        [
            "In hotels, guesthouses, lodges or camps chosen for the style and the places of the trip; the itinerary says where each night is spent. Trips in the Collection have more comfortable stays.",
            "In hotel, guesthouse, lodge o campi tendati scelti in base allo stile e ai luoghi del viaggio; il programma indica dove si dorme ogni notte. I viaggi della Collezione hanno sistemazioni più confortevoli.",
            "En hoteles, casas de huéspedes, lodges o campamentos elegidos según el estilo y los lugares del viaje; el itinerario indica dónde se duerme cada noche. Los viajes de la Colección tienen alojamientos más cómodos.",
            "Dans des hôtels, maisons d'hôtes, lodges ou campements choisis selon le style et les lieux du voyage ; le programme indique où l'on dort chaque nuit. Les voyages de la Collection offrent plus de confort.",
            "In Hotels, Gästehäusern, Lodges oder Camps, passend zu Stil und Orten der Reise; im Reiseverlauf steht, wo ihr jede Nacht schlaft. Reisen der Collection bieten komfortablere Unterkünfte.",
        ],
    ),
    (
        [
            "Can I meet the group before leaving?",
            "Posso conoscere il gruppo prima di partire?",
            "¿Puedo conocer al grupo antes de salir?",
            "Puis-je rencontrer le groupe avant le départ ?",
            "Kann ich die Gruppe vor der Reise kennenlernen?",
        ],
        [
            "Yes: once the departure is confirmed you join a group chat with your coordinator, and in many cities you can meet future travellers at a WeMeet evening.",
            "Sì: quando la partenza è confermata entri nella chat di gruppo con il coordinatore, e in tante città puoi conoscere i futuri compagni di viaggio a una serata WeMeet.",
            "Sí: cuando la salida se confirma entras en el chat del grupo con tu coordinador, y en muchas ciudades puedes conocer a futuros viajeros en una quedada WeMeet.",
            "Oui : dès que le départ est confirmé, tu rejoins le chat du groupe avec ton coordinateur, et dans de nombreuses villes tu peux rencontrer de futurs voyageurs lors d'une soirée WeMeet.",
            "Ja: Sobald der Termin bestätigt ist, kommst du in den Gruppenchat mit deinem Koordinator, und in vielen Städten triffst du künftige Mitreisende bei einem WeMeet-Abend.",
        ],
    ),
    (
        [
            "What if something goes wrong during the trip?",
            "E se qualcosa va storto durante il viaggio?",
            "¿Y si algo sale mal durante el viaje?",
            "Et si quelque chose se passe mal pendant le voyage ?",
            "Was, wenn unterwegs etwas schiefgeht?",
        ],
        [
            "Your coordinator is with you and knows what to do. You also have an assistance number that answers 24 hours a day, and medical and baggage insurance is always included.",
            "Il coordinatore è con te e sa come muoversi. Hai inoltre un numero di assistenza attivo 24 ore su 24, e l'assicurazione medica e bagaglio è sempre inclusa.",
            "Tu coordinador está contigo y sabe qué hacer. Además tienes un número de asistencia disponible las 24 horas, y el seguro médico y de equipaje siempre está incluido.",
            "Ton coordinateur est avec toi et sait quoi faire. Tu as aussi un numéro d'assistance joignable 24 h/24, et l'assurance médicale et bagages est toujours incluse.",
            "Dein Koordinator ist bei dir und weiß, was zu tun ist. Außerdem erreichst du rund um die Uhr eine Notfallnummer, und die Kranken- und Gepäckversicherung ist immer inklusive.",
        ],
    ),
];

/// The age-range rules of spec §5, as questions travellers ask.
pub(super) const AGE_GROUPS: [Qa; 5] = [
    (
        [
            "I'm 23: which departures can I join?",
            "Ho 23 anni: a quali partenze posso unirmi?",
            "Tengo 23 años: ¿a qué salidas puedo apuntarme?",
            "J'ai 23 ans : quels départs puis-je rejoindre ?",
            "Ich bin 23: Welche Termine kommen für mich infrage?",
        ],
        [
            "The 25-35 departures, which are flexible for travellers aged 21 to 25, and the all-ages departures, where 21 to 25 year olds are also welcome.",
            "Le partenze 25-35, flessibili per chi ha tra i 21 e i 25 anni, e quelle per tutte le età, dove anche chi ha tra i 21 e i 25 anni è il benvenuto.",
            "Las salidas 25-35, flexibles para quienes tienen entre 21 y 25 años, y las de todas las edades, donde también son bienvenidos los de 21 a 25.",
            "Les départs 25-35, ouverts avec souplesse aux 21-25 ans, et les départs tous âges, où les 21-25 ans sont aussi les bienvenus.",
            "Die Termine 25–35, die für 21- bis 25-Jährige offen sind, und die Termine für alle Altersstufen, bei denen 21- bis 25-Jährige ebenfalls willkommen sind.",
        ],
    ),
    (
        [
            "I'm 34: should I pick 25-35 or 35-49?",
            "Ho 34 anni: meglio 25-35 o 35-49?",
            "Tengo 34 años: ¿25-35 o 35-49?",
            "J'ai 34 ans : plutôt 25-35 ou 35-49 ?",
            "Ich bin 34: eher 25–35 oder 35–49?",
        ],
        [
            "Either: at 33 and 34 the 35-49 group suits you, and you may also pick a 25-35 or an all-ages departure.",
            "Tutte e due: a 33 e 34 anni il gruppo 35-49 fa per te, e puoi scegliere anche una partenza 25-35 o per tutte le età.",
            "Las dos: con 33 y 34 años el grupo 35-49 es para ti, y también puedes elegir una salida 25-35 o de todas las edades.",
            "Les deux : à 33 et 34 ans, le groupe 35-49 est fait pour toi, et tu peux aussi choisir un départ 25-35 ou tous âges.",
            "Beides: Mit 33 und 34 passt die Gruppe 35–49 zu dir, und du kannst auch einen Termin 25–35 oder für alle Altersstufen wählen.",
        ],
    ),
    (
        [
            "I'm 37: can I still join a 25-35 group?",
            "Ho 37 anni: posso ancora unirmi a un gruppo 25-35?",
            "Tengo 37 años: ¿puedo apuntarme todavía a un grupo 25-35?",
            "J'ai 37 ans : puis-je encore rejoindre un groupe 25-35 ?",
            "Ich bin 37: Kann ich noch in eine Gruppe 25–35?",
        ],
        [
            "Yes: the 25-35 group is flexible for travellers aged 36 and 37. The 35-49 and all-ages departures are open to you too.",
            "Sì: il gruppo 25-35 è flessibile per chi ha 36 e 37 anni. Anche le partenze 35-49 e per tutte le età sono aperte a te.",
            "Sí: el grupo 25-35 es flexible para quienes tienen 36 y 37 años. Las salidas 35-49 y de todas las edades también están abiertas para ti.",
            "Oui : le groupe 25-35 est ouvert avec souplesse aux 36 et 37 ans. Les départs 35-49 et tous âges te sont aussi ouverts.",
            "Ja: Die Gruppe 25–35 ist für 36- und 37-Jährige offen. Die Termine 35–49 und für alle Altersstufen stehen dir ebenfalls offen.",
        ],
    ),
    (
        [
            "What does 'all ages' mean?",
            "Cosa vuol dire 'tutte le età'?",
            "¿Qué significa 'todas las edades'?",
            "Que veut dire « tous âges » ?",
            "Was bedeutet „alle Altersstufen“?",
        ],
        [
            "An all-ages (ALL) departure covers everyone from 25 to 49, and travellers aged 21 to 25 are welcome as well.",
            "Una partenza per tutte le età (ALL) è aperta a chi ha dai 25 ai 49 anni, e anche chi ha tra i 21 e i 25 anni è il benvenuto.",
            "Una salida de todas las edades (ALL) abarca de los 25 a los 49 años, y los viajeros de 21 a 25 también son bienvenidos.",
            "Un départ tous âges (ALL) s'adresse à tous les 25-49 ans, et les voyageurs de 21 à 25 ans y sont aussi les bienvenus.",
            "Ein Termin für alle Altersstufen (ALL) ist für alle zwischen 25 und 49 gedacht, und auch 21- bis 25-Jährige sind willkommen.",
        ],
    ),
    (
        [
            "Where do I see a departure's age range?",
            "Dove vedo la fascia d'età di una partenza?",
            "¿Dónde veo el grupo de edad de una salida?",
            "Où voir la tranche d'âge d'un départ ?",
            "Wo sehe ich die Altersgruppe eines Termins?",
        ],
        [
            "On the badge of every date, on the trip page and in the search results. In the search you can also filter by age range.",
            "Sul badge di ogni data, nella pagina del viaggio e nei risultati di ricerca. Nella ricerca puoi anche filtrare per fascia d'età.",
            "En la etiqueta de cada fecha, en la página del viaje y en los resultados de búsqueda. En el buscador también puedes filtrar por grupo de edad.",
            "Sur le badge de chaque date, sur la page du voyage et dans les résultats de recherche. Dans la recherche, tu peux aussi filtrer par tranche d'âge.",
            "Auf dem Badge jedes Termins, auf der Reiseseite und in den Suchergebnissen. In der Suche kannst du auch nach Altersgruppe filtern.",
        ],
    ),
];
