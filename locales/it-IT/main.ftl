# it-IT: Italiano (Italia).

site-name = Caravan
skip-to-content = Vai al contenuto
logo-label = Caravan, home page
nav-label = Menu principale
nav-destinations = Destinazioni
nav-all-destinations = Tutte le destinazioni
nav-tours = Partenze confermate
nav-how-it-works = Come funziona
nav-coordinators = Coordinatori
nav-wishlist = Preferiti
talk-to-us = Parla con noi
login = Accedi
close = Chiudi

continent-asia = Asia
continent-europe = Europa
continent-america = America
continent-africa = Africa
continent-oceania = Oceania
continent-antarctica = Antartide

search-open = Cerca
search-title = Trova il tuo viaggio
search-where = Dove
search-where-placeholder = Paese, continente o quello che vuoi
search-when = Quando
search-any-time = Quando vuoi
search-submit = Cerca
search-date-from = Dal
search-date-to = Al
search-summary = { $count ->
    [0] Nessuna partenza corrisponde alla tua ricerca
    [one] Abbiamo trovato una partenza per te
   *[other] Abbiamo trovato { $count } partenze per te
}
search-summary-travels = { $count ->
    [0] Nessun viaggio corrisponde alla tua ricerca
    [one] Abbiamo trovato un viaggio per te
   *[other] Abbiamo trovato { $count } viaggi per te
}
search-tab-travels = Viaggi
search-tab-tours = Partenze
sort-label = Ordina per
sort-relevance = Rilevanza
sort-date-asc = Data
sort-price-asc = Prezzo più basso
sort-price-desc = Prezzo più alto
sort-discount-desc = Sconto più alto
sort-duration-asc = Durata più breve
sort-duration-desc = Durata più lunga

locale-menu-label = Lingua e valuta
locale-menu-language = Lingua e paese
locale-menu-currency = Valuta
currency-approximate = I prezzi in altre valute sono indicativi: paghi nella valuta della tua prenotazione.

footer-col-travel = Viaggia
footer-col-about = Chi siamo
footer-col-help = Assistenza
footer-col-legal = Note legali
footer-social = Seguici
footer-payments = Paga con Visa, Mastercard, American Express, PayPal o bonifico bancario.
footer-tracking-preferences = Preferenze di tracciamento
footer-rating = Valutazione di { $rating } su 5 in base a { $count ->
    [one] { $count } recensione
   *[other] { $count } recensioni
}
footer-copyright = © { $year } Caravan. Piccoli gruppi, grandi viaggi.
newsletter-title = Le novità di viaggio, in anteprima
newsletter-description = Nuovi viaggi, partenze e offerte una volta a settimana. Niente spam.
newsletter-email = La tua e-mail
newsletter-cta = Iscriviti
selling-points = Gruppi di massimo 15 viaggiatori con un coordinatore, in oltre 100 paesi.

community-international = Unisciti a viaggiatori da tutto il mondo.
community-it = Entra nella community italiana di viaggiatori.
community-us = Unisciti a viaggiatori da tutti gli Stati Uniti.
community-we = Unisciti a viaggiatori dal Regno Unito e dall'Europa occidentale.
community-es = Entra nella community spagnola di viaggiatori.
community-fr = Entra nella community francese di viaggiatori.
community-de = Entra nella community tedesca di viaggiatori.

route-travels = Viaggi
route-tours = Partenze confermate
route-sales = Offerte
route-events-wemeet = Eventi WeMeet
route-how-it-works = Come funziona
route-age-groups = Fasce d'età
route-our-values = I nostri valori
route-coordinators = Coordinatori
route-faqs = Domande frequenti
route-contacts = Contatti
route-no-sharing-room = Camera privata
route-legal-general-condition = Condizioni generali
route-legal-privacy-policy = Informativa sulla privacy
route-legal-terms-conditions = Termini e condizioni
route-legal-cancellation-policy = Condizioni di cancellazione
route-wishlist = Preferiti
route-search-ai = Chiedi: descrivi il tuo viaggio

month-1 = Gennaio
month-2 = Febbraio
month-3 = Marzo
month-4 = Aprile
month-5 = Maggio
month-6 = Giugno
month-7 = Luglio
month-8 = Agosto
month-9 = Settembre
month-10 = Ottobre
month-11 = Novembre
month-12 = Dicembre

home-title = Scopri il mondo in piccoli gruppi
home-lead = { $departures ->
    [one] { $departures } partenza
   *[other] { $departures } partenze
} verso { $countries ->
    [one] { $countries } paese
   *[other] { $countries } paesi
}, ognuna con il suo coordinatore.
home-description = Viaggi di gruppo per chi ha tra i 25 e i 49 anni: massimo 15 persone, un coordinatore, oltre 100 paesi.
home-travels-title = In partenza a breve
home-areas-title = Dove andare
home-why-title = Perché viaggiare con noi
see-all-travels = Vedi tutte le destinazioni

sp-deposit = Con un acconto di { $amount } ti assicuri il posto.
sp-balance = Il saldo va versato 31 giorni prima della partenza.
sp-cancellation = Cancellazione gratuita fino a 31 giorni prima della partenza, o fino a 8 giorni con la Cancellazione Flessibile.
sp-insurance = Assicurazione medica e bagaglio sempre inclusa.
sp-private-room = La camera privata è facoltativa, e gratuita se prenoti in due.
sp-group = Gruppi di massimo 15 viaggiatori con un coordinatore.

travels-title = Tutte le destinazioni
travels-intro = Tutti i nostri viaggi, in oltre 100 paesi.
area-title = Viaggi in { $continent }
area-intro = Viaggi in piccoli gruppi in { $continent }, sempre con un coordinatore.
tours-title = Partenze confermate
tours-description = Partenze garantite: puoi già prenotare i voli.
coordinators-description = Le persone che guidano i nostri gruppi: prima viaggiatori, poi coordinatori.
events-description = Conosci altri viaggiatori prima di partire: serate WeMeet nelle città vicino a te, organizzate dai nostri coordinatori.
search-ai-description = Descrivi il viaggio che hai in mente, con parole tue: ti mostreremo cosa abbiamo capito e i viaggi che fanno per te.
login-description = Inserisci la tua e-mail e ti invieremo un codice monouso.
wishlist-empty = Non hai ancora preferiti: salva i viaggi che ti piacciono e li ritroverai qui.

price-from = da
rating-summary = { $rating } ({ $count ->
    [one] { $count } recensione
   *[other] { $count } recensioni
})
travel-days = { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}
age-range = { $range } anni
age-all = Tutte le età (25-49)
age-by-date = Dipende dalla data: ogni partenza indica la sua fascia d'età
collection = Collezione
travel-overview = Il viaggio
travel-dates = Date e prezzi
travel-see-dates = Vedi le date
no-dates = Ancora nessuna data: attiva un avviso e ti diremo quando ne usciranno di nuove.
included = Incluso
not-included = Non incluso
itinerary = Itinerario
itinerary-full = Itinerario giorno per giorno
itinerary-day = Giorno { $day }
itinerary-night = Pernottamento: { $place }
faqs = Domande frequenti
reviews = Recensioni
coordinator = Il tuo coordinatore
coordinator-lives-in = Vive a { $city }
coordinator-trips = Viaggi con questo coordinatore
other-dates = Altre date
book-now = Prenota ora
book-request = Chiedi di partecipare
sold-out = Il tour non è più disponibile. Scopri le altre date.
waiting-list-contact = Su richiesta: il nostro servizio clienti ti confermerà il posto.
flights-ok = Puoi acquistare i voli.
flights-wait = Aspetta la conferma prima di acquistare i voli.
event-attendees = { $count ->
    [one] { $count } partecipante
   *[other] { $count } partecipanti
}

mood-nature = Natura
mood-relax = Relax
mood-history = Storia
mood-culture = Cultura
mood-party = Festa

status-PLANNED = In programma
status-ALMOST_CONFIRMED = Quasi confermato
status-CONFIRMED = Confermato
status-ALMOST_FULL = Quasi al completo
status-WAITING_LIST = Su richiesta
status-SOLD_OUT = Al completo
status-PLANNED-meaning = Il numero minimo di partecipanti non è ancora stato raggiunto.
status-ALMOST_CONFIRMED-meaning = Alcuni viaggiatori sono già a bordo; non ancora confermato.
status-CONFIRMED-meaning = Partenza garantita.
status-ALMOST_FULL-meaning = Ultimi posti disponibili.
status-WAITING_LIST-meaning = Prenotabile solo tramite il servizio clienti.
status-SOLD_OUT-meaning = Al completo: scopri le altre date.
seat-not-confirmed = { $seats ->
    [one] Manca { $seats } viaggiatore alla conferma
   *[other] Mancano { $seats } viaggiatori alla conferma
}
seat-confirmed = { $free ->
    [one] Resta { $free } posto
   *[other] Restano { $free } posti
}

rating-bad = Pessimo
rating-poor = Scarso
rating-average = Nella media
rating-great = Ottimo
rating-excellent = Eccellente

pagination-label = Pagine
pagination-prev = Precedente
pagination-next = Successiva
pagination-page = Pagina { $page } di { $last }
pagination-past-end = Questa pagina è oltre la fine dei risultati.
pagination-go-to = Vai alla pagina { $page }

no-trips = Non ci sono viaggi che corrispondono alla tua ricerca
not-found-title = Questa pagina non è sulla mappa!
not-found-description = La pagina che cerchi è stata spostata o non è mai esistita.
not-found-cta = Mostra i tour
error-title = Errore
error-subtitle = Si è verificato un errore!
error-generic = Qualcosa è andato storto! Riprova più tardi.
error-bad-currency = Questa valuta non è disponibile.
error-bad-form = Non è stato possibile leggere il modulo. Riprova.
error-cross-site = Questo modulo è stato inviato da un altro sito e non è stato accettato. Riprova da questa pagina.
error-method = Questa pagina non si può usare così. Aprila da un link.

# Search bar and search page filters (issue 6).
search-history = Ricerche recenti
search-recent-title = Le tue ricerche recenti
search-periods-tab = Mesi
search-dates-tab = Date
search-continents = Continenti
search-destinations = Destinazioni
search-loading = Ricerca in corso…
search-no-destination = Nessuna destinazione per “{ $text }”.
search-clear-all = Cancella tutto
search-previous-month = Mese precedente
search-next-month = Mese successivo
search-trips-count = { $count } viaggi
search-trips-count-one = { $count } viaggio
search-departures-count = { $count } partenze
search-departures-count-one = { $count } partenza
filters-title = Filtri
filters-sort-title = Filtri e ordinamento
filters-clear = Rimuovi i filtri
filter-all = Tutti
filter-price = Prezzo
filter-price-max = Fino a { $amount }
filter-price-over = Oltre { $amount }
filter-price-between = { $from } – { $to }
filter-duration = Durata
filter-duration-max = Fino a { $days } giorni
filter-duration-over = Oltre { $days } giorni
filter-age = Età
filter-discounted = Offerte
filter-discounted-only = Solo partenze in offerta
filter-private-room = Camera
filter-private-room-only = Camera privata disponibile
filter-badge = Badge
badge-HOT = Va a ruba
badge-SAFE = Partenza sicura
badge-NEW = Novità
filter-status = Stato della partenza
filter-travel-type = Tipo di viaggio
type-adventure = Avventura
type-tour = Tour
type-beach = Mare
type-trekking = Trekking
type-city = Città
type-roadtrip = Road trip
filter-unique = Viaggi unici
filter-unique-only = Solo viaggi unici
filter-travel-style = Stile di viaggio
style-classic = Classico
style-active = Attivo
style-comfort = Comfort
style-backpacking = Zaino in spalla
search-zero-title = Non ci sono viaggi per la tua ricerca
search-zero-options = Prova così:
search-zero-any-date = Cerca in qualsiasi data
search-zero-anywhere = Cerca in tutte le destinazioni
search-zero-no-filters = Cerca senza filtri
search-where-not-found = Non abbiamo trovato “{ $text }” tra le nostre destinazioni.
sort-apply = Ordina
period-easter = Pasqua { $year }
period-christmas = Natale e Capodanno { $year }

## Layout (issue 7)
menu-open = Menu
modal-close = CHIUDI
bean-label = Avviso
bean-close = Chiudi questo avviso
footer-more = Altri link
footer-less = Meno link
carousel-previous = Precedente
carousel-next = Successivo
page-sections = In questa pagina
geo-message = Il nostro sito { $edition } mostra i prezzi in { $currency }. Vuoi andarci?
geo-message-same-currency = Il nostro sito { $edition } è pensato per il paese in cui ti trovi. Vuoi andarci?
geo-go = Vai a { $edition }
geo-stay = Resta qui

## Calendar
weekday-short-1 = Lun
weekday-short-2 = Mar
weekday-short-3 = Mer
weekday-short-4 = Gio
weekday-short-5 = Ven
weekday-short-6 = Sab
weekday-short-7 = Dom
calendar-previous = ‹ Mese precedente
calendar-next = Mese successivo ›

## Trip page
photos = Foto
gallery-title = Le foto del viaggio
gallery-position = Foto { $position } di { $count }
gallery-previous = ‹ Foto precedente
gallery-next = Foto successiva ›
reviews-by-stars = Recensioni per stelle
reviews-stars = { $stars ->
    [one] 1 stella
   *[other] { $stars } stelle
}
review-other-language = scritta in un'altra lingua
fact-duration = Durata
travel-days-nights = { $days } giorni, { $nights ->
    [one] 1 notte
   *[other] { $nights } notti
}
fact-age = Fascia d'età
age-explain-25-35 = Per viaggiatori dai 25 ai 35 anni; con un po' di flessibilità per chi ha 21-25 o 36-37 anni.
age-explain-35-49 = Per viaggiatori dai 35 ai 49 anni; è il benvenuto anche chi ha 33-34 anni, che può scegliere anche i viaggi 25-35 o per tutte le età.
age-explain-all = Per tutte le età dai 25 ai 49 anni; sono i benvenuti anche i viaggiatori dai 21 ai 25 anni.
age-groups-more = Come funzionano le fasce d'età
fact-moods = Mood
fact-private-room = Camera privata
private-room-available = Disponibile su richiesta.
private-room-unavailable = La camera si condivide con un altro viaggiatore del gruppo.
private-room-more = Tutto sulla camera privata
collection-explained = Un viaggio scelto con cura della nostra Collezione.
unique-explained = Un itinerario unico che non troverai altrove.
departures-all = Tutte le partenze
departures-caption = Tutte le partenze con prezzo, stato e viaggiatori che mancano alla conferma
departures-show-all = Vedi tutte le { $count } partenze
departures-dates = Date
departures-price = Prezzo
departures-status = Stato
departures-to-confirm = Da confermare
decided-by = Confermata o cancellata entro il { $date }
decision-late = La decisione su questa partenza è attesa a giorni: la confermiamo o la cancelliamo a breve, e se la cancelliamo ti rimborsiamo tutto.
faq-category-general = Generale
faq-category-itinerary = Itinerario
faq-category-destination = Destinazione
money-pot = Cassa comune
money-pot-amount = Circa { $amount } a persona
money-pot-explained = La cassa condivisa del gruppo per le spese locali indicate nell'itinerario (trasporti, ingressi, alcuni pasti). La versi durante il viaggio; il coordinatore tiene i conti e l'eventuale avanzo ti viene restituito.
related-trips = Potrebbe piacerti anche

## Tour page
promo-valid = Codice promo { $code }: valido fino al { $date }.
tour-deposit = Prenota con un acconto di { $amount } fino al { $date }.
tour-no-deposit = La partenza è vicina: l'intero importo si paga al momento della prenotazione.
tour-on-request-payment = Il servizio clienti conferma il posto e ti dice come e quando pagare.
tour-balance = Il saldo va versato entro il { $date }.
money-pot-included = La cassa comune è inclusa nel prezzo.
refund-title = Se cambi programma
refund-free = Puoi cancellare gratis fino al { $date }, o fino al { $flexible } con la Cancellazione Flessibile.
refund-flexible-only = Ormai la cancellazione gratuita è possibile solo con la Cancellazione Flessibile, fino al { $date }.
refund-none = Mancano meno di 8 giorni alla partenza: la cancellazione non è più gratuita.
refund-not-confirmed = Se questa partenza non viene confermata entro il { $date }, viene cancellata e ti rimborsiamo tutto.
refund-policy-link = Leggi le condizioni di cancellazione
tour-description = { $title }: partenza dal { $from } al { $to }, { $status }, { $price }.

## Accounts: login with a one-time code, wishlist, group info, profile area
island-login = Accedi
island-profile = Profilo
island-consents = Consensi
island-communications = Gestisci le comunicazioni
island-logout = Esci
island-account-menu = Il tuo account
island-save = Salva nei preferiti
island-saved = Salvato nei tuoi preferiti
island-removed = Rimosso dai tuoi preferiti
island-save-aria = Salva nei tuoi preferiti
island-remove-aria = Rimuovi dai tuoi preferiti
island-confirm-remove-title = Vuoi rimuovere questo viaggio?
island-confirm-remove-text = Hai salvato anche { $count ->
    [one] una partenza
   *[other] { $count } partenze
} di questo viaggio: { $count ->
    [one] verrà rimossa anche quella.
   *[other] verranno rimosse anche quelle.
}
island-confirm = Rimuovi
island-cancel = Annulla
island-auth-title = Accedi o registrati
island-email-label = E-mail
island-continue = Continua
island-edit-email = Cambia e-mail
island-close = Chiudi
island-new-user-title = Ti diamo il benvenuto su Caravan
island-existing-user-title = Che bello rivederti
island-existing-user-text = Invieremo un codice monouso a { $email }.
island-consent-question = Vuoi ricevere le nostre novità e offerte via e-mail?
island-consent-accept = Sì, accetto
island-consent-decline = No, grazie
island-privacy-note = Continuando accetti la nostra informativa sulla privacy e i termini e condizioni.
island-privacy-link = Informativa sulla privacy
island-terms-link = Termini e condizioni
island-send-code = Inviami un codice
island-code-label = Codice monouso
island-code-sent = Abbiamo inviato un codice di 6 cifre a { $email }. È valido per 10 minuti.
island-verify = Conferma
island-resend-in = Puoi chiedere un nuovo codice tra { $seconds } s
island-resend = Invia un nuovo codice
island-generic-error = Qualcosa è andato storto! Riprova più tardi.
island-invalid-email = Email non valida
island-group-info-title = Chi viaggia
island-group-info-open = Scopri chi viaggia
island-group-info-locked = Accedi o registrati per scoprire chi viaggia in questa partenza.
island-travellers-count = Viaggiatori prenotati
island-first-timers = Primo viaggio con noi
island-trips-done = Viaggi fatti con noi, in totale
island-male = Uomini
island-female = Donne
island-expected-group-size = Dimensione prevista del gruppo
island-interested-count = Persone interessate
island-snapshot-title = Il gruppo a colpo d'occhio
island-first-timer-share = Percentuale al primo viaggio
island-no-snapshot = Il quadro del gruppo compare quando almeno 3 viaggiatori lo condividono.
island-wishlist-link = Preferiti
login-new-user-text = Non conosciamo ancora { $email }: ancora una scelta e ti inviamo un codice.
wishlist-login = Accedi per vedere i viaggi e le partenze che hai salvato.
wishlist-travels = Viaggi salvati ({ $count })
wishlist-tours = Partenze salvate ({ $count })
account-title = Il tuo account
account-description = Il tuo profilo, i consensi e le comunicazioni.
account-saved = { $travels ->
    [one] { $travels } viaggio salvato
   *[other] { $travels } viaggi salvati
}, { $tours ->
    [one] { $tours } partenza salvata
   *[other] { $tours } partenze salvate
}
account-privacy-accepted = Hai accettato l'informativa sulla privacy e i termini attuali.
account-privacy-accept = Accetta l'informativa sulla privacy
account-save = Salva
details-title = I tuoi dati per la prenotazione
details-first-name = Nome
details-last-name = Cognome
details-tax-code = Codice fiscale
details-tax-code-required = Il sito di prenotazione ha bisogno del tuo codice fiscale per emettere la fattura: lo conserviamo così al checkout non te lo richiede.
details-tax-code-optional = Facoltativo: aggiungilo se la tua fattura lo richiede.
details-saved = I tuoi dati sono salvati.
details-name-invalid = Usa al massimo 80 lettere, senza caratteri speciali.
details-name-full = Scrivi nome e cognome: un nome completo ha almeno due parole.
tax-code-missing = Inserisci il codice fiscale: è obbligatorio per prenotare in questo paese.
tax-code-not-italian = Questo non è un codice fiscale valido: 16 caratteri, controlla l'ultima lettera.
tax-code-not-spanish = Questo non è un DNI o NIE valido: 8 cifre (o X, Y, Z e 7 cifre) e una lettera; controlla la lettera.
tax-code-malformed = Un codice fiscale ha da 4 a 32 lettere e cifre.
error-invalid-email = Email non valida
error-wrong-code = Il codice è errato
error-code-expired = Questo codice è scaduto: chiedine uno nuovo.
error-too-many-tries = Troppi tentativi sbagliati: chiedi un nuovo codice.
error-code-missing = Non c'è nessun codice da verificare per questa e-mail: chiedine uno nuovo.
error-rate-limited = Troppi tentativi. Aspetta { $seconds } secondi e riprova.
error-too-large = La richiesta è troppo grande.
error-invalid-filters = I filtri di ricerca non sono validi
error-invalid-body = La richiesta non è valida
error-invalid-question = Fai una domanda
error-invalid-page = Il numero di pagina non è valido
error-invalid-request = La richiesta non è valida
error-uri-too-long = L'indirizzo è troppo lungo. Torna indietro e prova una ricerca più breve.
error-headers-too-large = La richiesta contiene troppi dati (spesso troppi cookie). Cancella i cookie di questo sito e riprova.
error-consent-required = Scegli se vuoi ricevere le nostre novità.
error-item-not-found = Questo viaggio o questa partenza non esiste più.
error-mail-failed = Non siamo riusciti a inviare l'e-mail. Riprova tra un momento.
error-unauthenticated = Accedi per continuare.
error-privacy-policy = Accetta l'informativa sulla privacy aggiornata per continuare.
error-wishlist-has-tours = Hai salvato anche { $count ->
    [one] una partenza
   *[other] { $count } partenze
} di questo viaggio: conferma per { $count ->
    [one] rimuovere anche quella.
   *[other] rimuovere anche quelle.
}
error-login-client = Questo link di accesso non è valido per questo sito.
error-login-request = Questa richiesta di accesso è incompleta o non valida. Ricomincia da capo.
error-login-refused = L'accesso è stato annullato. Riprova.
error-login-unverified = Il servizio di accesso non ha verificato questo indirizzo e-mail, quindi non può aprire un account Caravan. Verificalo presso il tuo servizio e riprova.
error-login-unlinked = Questo indirizzo e-mail ha già un account Caravan non collegato a questo servizio di accesso. Accedi invece con un codice inviato alla tua e-mail.
error-login-expired = L'accesso ha richiesto troppo tempo o è stato aperto in un altro browser. Riprova.
error-login-provider = Al momento non è possibile accedere. Riprova più tardi.
mail-code-subject = { $code } è il tuo codice Caravan
mail-code-intro = Ecco il tuo codice monouso per accedere a Caravan:
mail-code-validity = È valido per { $minutes } minuti e si può usare una sola volta.
mail-code-ignore = Se non l'hai richiesto tu, puoi ignorare questa e-mail.
mail-code-alerts-subject = { $code } è il tuo codice per gli avvisi Caravan
mail-code-alerts-intro = Ecco il tuo codice monouso per attivare i tuoi avvisi Caravan:
mail-signature = Il team di Caravan

## Alerts, questions to coordinators, the waitlist
alert-open = Avvisami
alert-which = Avvisami quando
alert-kind-STOCKOUT_TRAVEL = Vengono pubblicate nuove date
alert-kind-TOUR_CONFIRMED = Questa partenza viene confermata
alert-kind-PRICE_DROPPED = Il prezzo scende
alert-phone = Telefono (facoltativo, solo per le novità importanti)
alert-submit = Attiva gli avvisi
alert-turn-off = Disattiva
alerts-title = Avvisi
alerts-none = Non hai avvisi attivi.
alerts-on-title = Avvisi attivi
alerts-on-text = Ti scriveremo a proposito di { $title }.
alert-subject-departure = { $title }, partenza del { $date }
alerts-on-generic = I tuoi avvisi sono attivi. Ti scriveremo quando cambia qualcosa.
alerts-check-mail-title = Controlla la tua e-mail
alerts-check-mail-text = Abbiamo inviato un link a { $email }: aprilo per attivare i tuoi avvisi.
alerts-confirm-title = Vuoi attivare i tuoi avvisi?
alerts-confirm-text = Conferma e ti scriveremo quando cambia qualcosa.
alerts-confirm-button = Attiva gli avvisi
alerts-off-confirm-title = Vuoi disattivare questo avviso?
alerts-off-confirm-text = Non ti scriveremo più a proposito di questo viaggio.
alerts-off-title = Avviso disattivato
alerts-off-text = Questo avviso è disattivato. Puoi riattivarlo dalla pagina del viaggio.
question-open = Fai una domanda a { $name }
question-message = La tua domanda
question-submit = Invia la domanda
question-sent-title = Domanda inviata
question-sent-text = { $name } ti risponderà via e-mail. Ti abbiamo inviato una copia della tua domanda.
question-sent-generic = Grazie: la tua domanda è partita.
waitlist-intro = Questa partenza è al completo. Mettiti in lista d'attesa: se si libera un posto, lo teniamo da parte per chi è in cima alla lista.
waitlist-join = Mettiti in lista d'attesa
waitlist-joined-title = Sei in lista d'attesa
waitlist-place = Sei in posizione { $number } nella lista.
waitlist-offered = Ti teniamo da parte un posto fino al { $until }.
message-back = Indietro
message-refused-title = Non ha funzionato
error-invalid-phone = Numero di telefono non valido
error-no-alert = Non c'è nessun avviso per questa partenza.
error-link-used = Questo link è già stato usato o non è più valido.
error-not-sold-out = Questa partenza non è al completo: puoi prenotarla.
error-question-length = Scrivi la tua domanda in massimo { $max } caratteri.
error-question-empty = Scrivi prima la tua domanda: bastano poche parole perché il coordinatore possa risponderti.
mail-unsubscribe = Disattiva questo avviso
mail-see-trip = Scopri il viaggio
mail-price-subject = Prezzo in calo: { $title }
mail-price-text = Buone notizie: { $title } con partenza il { $date } ora costa { $price } invece di { $old }.
mail-confirmed-subject = Partenza confermata: { $title }
mail-confirmed-text = La partenza di { $title } del { $date } è confermata: il gruppo è formato e il viaggio si farà.
mail-new-dates-subject = Nuove date: { $title }
mail-new-dates-text = { $title } ha nuove partenze. Dai un'occhiata prima che finiscano i posti.
mail-alert-confirm-subject = Attiva i tuoi avvisi per { $title }
mail-alert-confirm-text = Qualcuno (speriamo tu) ha chiesto avvisi su { $title } per questo indirizzo.
mail-alert-confirm-link = Attiva gli avvisi
mail-waitlist-subject = Un posto per te: { $title }
mail-waitlist-text = Si è liberato un posto per { $title } con partenza il { $date } e sei in cima alla lista: lo teniamo da parte per te fino al { $until }.
mail-question-subject = Un viaggiatore chiede di { $title }
mail-question-text = { $email } chiede:
mail-question-ack-subject = La tua domanda a { $coordinator }
mail-question-ack-text = { $coordinator } ti risponderà via e-mail.
mail-question-ack-copy = La tua domanda:

## Ask (/search-ai)
ask-label = Descrivi il tuo viaggio
ask-placeholder = es. due settimane in Giappone ad aprile sotto i 3.000 €
ask-submit = Cerca
ask-understood = Cosa abbiamo capito
ask-live-hint = Leggiamo il tuo desiderio mentre scrivi: togli quello che abbiamo capito male.
ask-chip-remove = Rimuovi { $label }
ask-chip-remove-label = Rimuovi
ask-kind-destination = Dove
ask-kind-continent = Dove
ask-kind-dates = Quando
ask-kind-duration = Durata
ask-kind-budget = Budget
ask-kind-age = Età
ask-kind-mood = Mood
ask-kind-travelType = Tipo di viaggio
ask-kind-travelStyle = Stile
ask-kind-privateRoom = Camera
ask-kind-discounted = Prezzo
ask-kind-confirmed = Partenze
ask-kind-collection = Linea
ask-kind-sort = Ordine
ask-kind-text = Parole
ask-results = { $count ->
    [one] Un viaggio fa per te
   *[other] { $count } viaggi fanno per te
}
ask-why-meets = Corrisponde a: { $list }
ask-why-misses = Non corrisponde a: { $list }
ask-relaxed-dates = Nessun viaggio corrispondeva esattamente, così abbiamo allargato le tue date di due settimane prima e dopo.
ask-relaxed-budget = Nessun viaggio corrispondeva esattamente, così abbiamo alzato il tuo budget del 15%.
ask-relaxed-neighbours = Nessun viaggio corrispondeva esattamente, così abbiamo aggiunto i paesi vicini.
ask-relaxed-themes = Nessun viaggio corrispondeva esattamente, quindi ti mostriamo anche viaggi di altro tipo.
ask-failure-title = Ops, l'incantesimo non ha funzionato!
ask-failure-advice = Non siamo riusciti a capire il tuo desiderio. Prova a riformularlo con un luogo, un mese, una durata o un budget, per esempio “una settimana in Grecia a giugno”.
ask-examples = Prova con “10 giorni in Perù a maggio”, “mare e festa in Thailandia quest'estate sotto i 1.500 €” o “un weekend lungo in Europa con camera privata”.

## WeMeet events search
events-city = Città
events-any-city = Tutte le città
events-when = Quando
events-when-today = Oggi
events-when-tomorrow = Domani
events-when-this-week = Questa settimana
events-when-this-weekend = Questo weekend
events-when-next-week = La prossima settimana
events-when-this-month = Questo mese
events-when-next-30-days = Prossimi 30 giorni
events-when-whenever = Quando vuoi
events-submit = Mostra gli eventi
events-found = { $count ->
    [0] Nessun evento
    [one] Un evento
   *[other] { $count } eventi
}
events-none = Nessun evento WeMeet corrisponde. Prova un'altra città o un periodo più ampio.
event-organised-by = Organizzato da { $name }

## Flights
flights-title = Voli
flights-intro = Voli di andata e ritorno suggeriti (aeroporti: { $market }), con arrivo entro il giorno 1 e rientro dopo l'ultimo giorno. I prezzi sono a persona e indicativi.
flights-intro-any = Voli di andata e ritorno suggeriti dagli aeroporti qui sotto, con arrivo entro il giorno 1 e rientro dopo l'ultimo giorno. I prezzi sono a persona e indicativi.
flights-from-airport = Da { $city } ({ $code })
flights-price-from = da { $price }
flights-min-price = Voli da { $price }
flights-search = Cerca voli
flights-modal-title = Voli per { $title }
flights-outbound = Andata
flights-return = Ritorno
flights-stops = { $stops ->
    [0] Diretto
    [one] 1 scalo
   *[other] { $stops } scali
}
flights-duration = { $hours } h { $minutes } min
flights-none = Nessun volo suggerito per questa partenza.
flights-advice-wait = Aspetta la conferma prima di acquistare i voli: questa partenza non è ancora garantita.
flights-advice-buy = Questa partenza è garantita: puoi acquistare i voli.
flights-advice-sold-out = Questa partenza è al completo. Scopri le altre date.
flights-choose-airport = Aeroporto di partenza
flights-show = Mostra i voli
flights-disclaimer = I voli non sono inclusi nel prezzo del viaggio. Prenotali con la compagnia aerea che preferisci.

## Chat assistant
chat-open = Domande? Chiedi a noi
chat-title = Chiedi a Caravan
chat-intro = Chiedi di acconto, cancellazione, assicurazione, fasce d'età, camera privata o di un viaggio.
chat-placeholder = Scrivi la tua domanda
chat-send = Invia
chat-close = Chiudi
chat-sources = Scopri di più
chat-unsure = Non sono sicuro di saperti rispondere bene. Il nostro team può aiutarti direttamente.
chat-handoff = Parla con noi
chat-thinking = Sto cercando…
chat-error = Qualcosa è andato storto! Riprova più tardi.
chat-widget-consent = Vuoi chattare con il nostro team? Si aprirà la chat del nostro fornitore di messaggistica.
chat-widget-accept = Apri la chat

## Tracking consent
consent-title = La tua privacy
consent-text = Usiamo i cookie necessari al sito e, con il tuo consenso, cookie per misurare come viene usato, provare miglioramenti e chattare con il servizio del nostro team.
consent-privacy = Informativa sulla privacy
consent-accept = Accetta tutto
consent-reject = Rifiuta tutto
consent-choose = Scegli
consent-analytics = Statistiche: come si usano le pagine
consent-experiments = Esperimenti: prove di miglioramenti
consent-chat = Chat: parla con il nostro team
consent-save = Salva le mie scelte

# Bookings and trips (spec §6)
route-account-trips = Prenotazioni e viaggi
route-partnership = Collaborazioni
trips-description = I tuoi viaggi in arrivo e passati: stato, pagamenti, cancellazione e file di calendario.
trips-upcoming = { $count ->
    [one] Prossimo viaggio
   *[other] Prossimi viaggi ({ $count })
}
trips-past = { $count ->
    [one] Viaggio passato
   *[other] Viaggi passati ({ $count })
}
trips-upcoming-none = Ancora nessun viaggio in programma: il tuo prossimo gruppo ti aspetta.
trips-past-none = Ancora nessun viaggio passato.
trips-help = Una domanda su una prenotazione? Indica il suo codice quando ci scrivi:
trips-balance-due = Acconto pagato · saldo di { $amount } entro il { $date }
trips-payment-deposit = Acconto pagato
trips-payment-paid = Pagato per intero
trips-payment-refunded = Rimborsato
trips-status-confirmed = Confermato
trips-status-awaiting = In attesa del gruppo
trips-status-travelled = Viaggio fatto
trips-status-cancelled = Annullato
trips-travellers = { $count ->
    [one] 1 viaggiatore
   *[other] { $count } viaggiatori
}
trips-reference = Prenotazione { $reference }
trips-manage = Dettagli della prenotazione
trips-cancel = Annulla (rimborso: { $amount })
trips-calendar = Aggiungi al calendario (.ics)
error-bookings-unavailable = Non riusciamo a mostrare le tue prenotazioni in questo momento. Riprova tra qualche minuto.
# EU Omnibus Directive: beside every reduced price
price-lowest-30-days = Prezzo più basso nei 30 giorni prima dello sconto: { $amount }

# Social proofing (ab-test-social-proofing, variant arm): recent wishlist saves of a departure.
social-proof-saved = { $count } viaggiatori hanno salvato questa partenza negli ultimi { $days } giorni.

# The built-in booking desk: checkout (/booking/{tourId}/start) and a booking's own page.
checkout-title = Prenota il tuo posto
checkout-seats = { $count ->
    [one] Resta 1 posto
   *[other] Restano { $count } posti
}
checkout-price-each = { $price } a persona
checkout-choices = La tua prenotazione
checkout-travellers = Viaggiatori
checkout-private-room-choice = Una camera privata (gratuita se prenoti in 2)
checkout-flexible-choice = Cancellazione Flessibile: cancelli gratis fino a 8 giorni prima della partenza
checkout-payment-deposit = Paga ora l'acconto e il saldo più avanti
checkout-payment-full = Paga ora l'intero importo
checkout-promo = Codice promo
checkout-update = Aggiorna il prezzo
checkout-trips = { $count ->
    [one] Il viaggio per 1 viaggiatore
   *[other] Il viaggio per { $count } viaggiatori
}
checkout-private-room = Camera privata
checkout-flexible = Cancellazione Flessibile
checkout-total = Totale
checkout-pay-now = Da pagare ora
checkout-balance = Saldo, entro il { $date }
checkout-login-needed = Per prenotare accedi o registrati con la tua e-mail: ti inviamo un codice, senza bisogno di password.
checkout-login = Accedi o registrati
checkout-demo-payment = Questo è un pagamento dimostrativo: non ti chiediamo nessuna carta e non addebitiamo nulla.
checkout-pay = Paga { $amount } (dimostrazione)
booking-title = Prenotazione { $reference }
booking-done = Prenotato! Il codice della tua prenotazione è { $reference }; lo trovi anche in Prenotazioni e viaggi.
booking-refunded = Annullata · rimborso di { $amount }
booking-paid-balance = Pagato: { $paid } · saldo di { $amount } entro il { $date }
booking-paid-full = Pagato per intero: { $paid }
booking-private-room = Camera privata
booking-flexible = Cancellazione Flessibile
booking-total = Totale: { $amount }
booking-cancel = Annulla questa prenotazione (rimborso: { $amount })
booking-cancel-question = Vuoi annullare questa prenotazione? In base alle condizioni di cancellazione ti rimborsiamo { $amount }.
booking-cancel-yes = Sì, annulla la prenotazione
booking-calendar = Aggiungi al calendario (.ics)
booking-calendar-day = Giorno
booking-error-sold-out = Questa partenza non è più disponibile: è al completo. Scopri le altre date.
booking-error-not-enough-seats = { $count ->
    [one] Su questa partenza resta solo 1 posto.
   *[other] Su questa partenza restano solo { $count } posti.
}
booking-error-departed = Il gruppo di questa partenza è già partito.
booking-error-on-request = Questa partenza è su richiesta: prenotala tramite il servizio clienti.
booking-error-not-found = Non troviamo questa prenotazione o partenza.
booking-error-travellers = Una prenotazione può includere da 1 a 4 viaggiatori.
booking-error-deposit-closed = Per questa partenza non è più possibile versare un acconto: il saldo è già dovuto, quindi ora si paga l'intero importo.
booking-error-promo-expired = Questo codice promo è scaduto.
booking-error-promo-unknown = Questo codice promo non è valido per questa partenza.
booking-error-currency = Questa partenza non si può prenotare in questa valuta.
booking-error-private-room = Questo viaggio non prevede camere private.
booking-error-already-cancelled = Questa prenotazione è già stata annullata.
