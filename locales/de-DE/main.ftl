# de-DE: Deutsch (Deutschland), informelle Anrede mit „du“.

site-name = Caravan
skip-to-content = Zum Inhalt springen
logo-label = Caravan, Startseite
nav-label = Hauptmenü
nav-destinations = Reiseziele
nav-all-destinations = Alle Reiseziele
nav-tours = Bestätigte Termine
nav-how-it-works = So funktioniert's
nav-coordinators = Koordinatoren
nav-wishlist = Merkliste
talk-to-us = Sprich mit uns
login = Anmelden
close = Schließen

continent-asia = Asien
continent-europe = Europa
continent-america = Amerika
continent-africa = Afrika
continent-oceania = Ozeanien
continent-antarctica = Antarktika

search-open = Suchen
search-title = Finde deine Reise
search-where = Wohin
search-where-placeholder = Land, Kontinent oder was dir einfällt
search-when = Wann
search-any-time = Jederzeit
search-submit = Suchen
search-date-from = Von
search-date-to = Bis
search-summary = { $count ->
    [0] Kein Termin passt zu deiner Suche
    [one] { $count } Termin passt zu deiner Suche
   *[other] { $count } Termine passen zu deiner Suche
}
search-summary-travels = { $count ->
    [0] Keine Reise passt zu deiner Suche
    [one] { $count } Reise passt zu deiner Suche
   *[other] { $count } Reisen passen zu deiner Suche
}
search-tab-travels = Reisen
search-tab-tours = Termine
sort-label = Sortieren nach
sort-relevance = Relevanz
sort-date-asc = Datum
sort-price-asc = Niedrigster Preis
sort-price-desc = Höchster Preis
sort-discount-desc = Höchster Rabatt
sort-duration-asc = Kürzeste Dauer
sort-duration-desc = Längste Dauer

locale-menu-label = Sprache und Währung
locale-menu-language = Sprache und Land
locale-menu-currency = Währung
currency-approximate = Preise in anderen Währungen sind Richtwerte; du zahlst in der Währung deiner Buchung.

footer-col-travel = Reisen
footer-col-about = Über uns
footer-col-help = Hilfe
footer-col-legal = Rechtliches
footer-social = Folge uns
footer-payments = Bezahle mit Visa, Mastercard, American Express, PayPal oder per Überweisung.
footer-tracking-preferences = Tracking-Einstellungen
footer-rating = { $rating } von 5 Sternen aus { $count ->
    [one] { $count } Bewertung
   *[other] { $count } Bewertungen
}
footer-copyright = © { $year } Caravan. Kleine Gruppen, große Reisen.
newsletter-title = Reise-News aus erster Hand
newsletter-description = Neue Reisen, Termine und Angebote einmal pro Woche. Kein Spam.
newsletter-email = Deine E-Mail-Adresse
newsletter-cta = Abonnieren
selling-points = Gruppen mit höchstens 15 Reisenden und Koordinator, in über 100 Ländern.

community-international = Schließ dich Reisenden aus aller Welt an.
community-it = Werde Teil der italienischen Reise-Community.
community-us = Schließ dich Reisenden aus den gesamten USA an.
community-we = Schließ dich Reisenden aus Großbritannien und Westeuropa an.
community-es = Werde Teil der spanischen Reise-Community.
community-fr = Werde Teil der französischen Reise-Community.
community-de = Werde Teil der deutschen Reise-Community.

route-travels = Reiseziele
route-tours = Bestätigte Termine
route-sales = Angebote
route-events-wemeet = WeMeet-Events
route-how-it-works = So funktioniert's
route-age-groups = Altersgruppen
route-our-values = Unsere Werte
route-coordinators = Koordinatoren
route-faqs = FAQ
route-contacts = Kontakt
route-no-sharing-room = Privatzimmer
route-legal-general-condition = Allgemeine Reisebedingungen
route-legal-privacy-policy = Datenschutzerklärung
route-legal-terms-conditions = Nutzungsbedingungen
route-legal-cancellation-policy = Stornobedingungen
route-wishlist = Merkliste
route-search-ai = Frag uns: Beschreib deine Reise

month-1 = Januar
month-2 = Februar
month-3 = März
month-4 = April
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = August
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Dezember

home-title = Entdecke die Welt in kleinen Gruppen
home-lead = { $departures ->
    [one] { $departures } Termin
   *[other] { $departures } Termine
} in { $countries ->
    [one] { $countries } Land
   *[other] { $countries } Ländern
}, jeweils mit Koordinator.
home-description = Gruppenreisen für alle zwischen 25 und 49: höchstens 15 Personen, ein Koordinator, über 100 Länder.
home-travels-title = Bald geht's los
home-areas-title = Wohin geht's?
home-why-title = Warum mit uns reisen
see-all-travels = Alle Reiseziele ansehen

sp-deposit = Mit { $amount } Anzahlung sicherst du dir deinen Platz.
sp-balance = Der Restbetrag ist 31 Tage vor Abreise fällig.
sp-cancellation = Kostenlose Stornierung bis 31 Tage vor Abreise – oder bis 8 Tage vorher mit der Flexiblen Stornierung.
sp-insurance = Kranken- und Gepäckversicherung immer inklusive.
sp-private-room = Ein Privatzimmer ist optional – und kostenlos, wenn ihr zu zweit bucht.
sp-group = Gruppen mit höchstens 15 Reisenden und Koordinator.

travels-title = Alle Reiseziele
travels-intro = Alle unsere Reisen, in über 100 Ländern.
area-title = Reisen nach { $continent }
area-intro = Kleingruppenreisen durch { $continent }, immer mit Koordinator.
tours-title = Bestätigte Termine
tours-description = Diese Termine finden garantiert statt: Du kannst deine Flüge buchen.
coordinators-description = Die Menschen, die unsere Gruppen begleiten: zuerst Reisende, dann Koordinatoren.
events-description = Lerne andere Reisende schon vor der Abreise kennen: bei WeMeet-Abenden in Städten in deiner Nähe, organisiert von unseren Koordinatoren.
search-ai-description = Beschreib mit deinen eigenen Worten die Reise, die dir vorschwebt: Wir zeigen dir, was wir verstanden haben und welche Reisen dazu passen.
login-description = Gib deine E-Mail-Adresse ein und wir schicken dir einen Einmalcode.
wishlist-empty = Deine Merkliste ist leer: Speichere die Reisen, die dir gefallen, und finde sie hier wieder.

price-from = ab
rating-summary = { $rating } ({ $count ->
    [one] { $count } Bewertung
   *[other] { $count } Bewertungen
})
travel-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
age-range = { $range } Jahre
age-all = Alle Altersgruppen (25-49)
age-by-date = Je nach Termin: Jeder Termin zeigt seine Altersgruppe
collection = Collection
travel-overview = Die Reise
travel-dates = Termine und Preise
travel-see-dates = Termine ansehen
no-dates = Noch keine Termine: Aktiviere eine Benachrichtigung und wir melden uns, sobald neue Termine online sind.
included = Inklusive
not-included = Nicht inklusive
itinerary = Reiseverlauf
itinerary-full = Reiseverlauf Tag für Tag
itinerary-day = Tag { $day }
itinerary-night = Übernachtung in { $place }
faqs = Häufige Fragen
reviews = Bewertungen
coordinator = Dein Koordinator
coordinator-lives-in = Lebt in { $city }
coordinator-trips = Reisen mit diesem Koordinator
other-dates = Weitere Termine
book-now = Jetzt buchen
book-request = Teilnahme anfragen
sold-out = Diese Tour ist nicht mehr verfügbar. Schau dir die anderen Termine an.
waiting-list-contact = Auf Anfrage: Unser Kundenservice bestätigt dir deinen Platz.
flights-ok = Du kannst deine Flüge buchen.
flights-wait = Warte die Bestätigung ab, bevor du Flüge buchst.
event-attendees = { $count ->
    [one] { $count } Person ist dabei
   *[other] { $count } Personen sind dabei
}

mood-nature = Natur
mood-relax = Entspannung
mood-history = Geschichte
mood-culture = Kultur
mood-party = Party

status-PLANNED = Geplant
status-ALMOST_CONFIRMED = Fast bestätigt
status-CONFIRMED = Bestätigt
status-ALMOST_FULL = Fast ausgebucht
status-WAITING_LIST = Auf Anfrage
status-SOLD_OUT = Ausgebucht
status-PLANNED-meaning = Die Mindestteilnehmerzahl ist noch nicht erreicht.
status-ALMOST_CONFIRMED-meaning = Einige Reisende sind schon dabei; noch nicht bestätigt.
status-CONFIRMED-meaning = Garantierte Durchführung.
status-ALMOST_FULL-meaning = Nur noch wenige Plätze frei.
status-WAITING_LIST-meaning = Nur über den Kundenservice buchbar.
status-SOLD_OUT-meaning = Ausgebucht: Schau dir die anderen Termine an.
seat-not-confirmed = { $seats ->
    [one] Noch { $seats } Person bis zur Bestätigung
   *[other] Noch { $seats } Personen bis zur Bestätigung
}
seat-confirmed = { $free ->
    [one] Noch { $free } Platz frei
   *[other] Noch { $free } Plätze frei
}

rating-bad = Schlecht
rating-poor = Mangelhaft
rating-average = Durchschnittlich
rating-great = Sehr gut
rating-excellent = Ausgezeichnet

pagination-label = Seiten
pagination-prev = Zurück
pagination-next = Weiter
pagination-page = Seite { $page } von { $last }
pagination-past-end = Diese Seite liegt hinter dem Ende der Ergebnisse.
pagination-go-to = Zu Seite { $page }

no-trips = Es gibt keine Reisen, die zu deiner Suche passen
not-found-title = Diese Seite ist nicht auf der Karte!
not-found-description = Die Seite, die du suchst, wurde verschoben oder hat nie existiert.
not-found-cta = Touren ansehen
error-title = Fehler
error-subtitle = Es ist ein Fehler aufgetreten!
error-generic = Etwas ist schiefgelaufen! Bitte versuch es später noch einmal.
error-bad-currency = Diese Währung ist nicht verfügbar.
error-bad-form = Das Formular konnte nicht gelesen werden. Bitte versuch es noch einmal.
error-cross-site = Dieses Formular wurde von einer anderen Website gesendet und nicht angenommen. Bitte versuch es auf dieser Seite noch einmal.
error-method = Diese Seite lässt sich so nicht verwenden. Öffne sie über einen Link.

# Search bar and search page filters (issue 6).
search-history = Letzte Suchen
search-recent-title = Deine letzten Suchen
search-periods-tab = Monate
search-dates-tab = Daten
search-continents = Kontinente
search-destinations = Reiseziele
search-loading = Suche läuft…
search-no-destination = Kein Reiseziel für „{ $text }“ gefunden.
search-clear-all = Alles löschen
search-previous-month = Vorheriger Monat
search-next-month = Nächster Monat
search-trips-count = { $count } Reisen
search-trips-count-one = { $count } Reise
search-departures-count = { $count } Abfahrten
search-departures-count-one = { $count } Abfahrt
filters-title = Filter
filters-sort-title = Filter und Sortierung
filters-clear = Filter zurücksetzen
filter-all = Alle
filter-price = Preis
filter-price-max = Bis { $amount }
filter-price-over = Über { $amount }
filter-price-between = { $from } – { $to }
filter-duration = Dauer
filter-duration-max = Bis zu { $days } Tage
filter-duration-over = Über { $days } Tage
filter-age = Alter
filter-discounted = Angebote
filter-discounted-only = Nur reduzierte Abfahrten
filter-private-room = Zimmer
filter-private-room-only = Einzelzimmer verfügbar
filter-badge = Kennzeichen
badge-HOT = Sehr gefragt
badge-SAFE = Sichere Abfahrt
badge-NEW = Neu
filter-status = Status der Abfahrt
filter-travel-type = Reiseart
type-adventure = Abenteuer
type-tour = Rundreise
type-beach = Strand
type-trekking = Trekking
type-city = Stadt
type-roadtrip = Roadtrip
filter-unique = Einzigartige Reisen
filter-unique-only = Nur einzigartige Reisen
filter-travel-style = Reisestil
style-classic = Klassisch
style-active = Aktiv
style-comfort = Komfort
style-backpacking = Backpacking
search-zero-title = Keine Reisen passen zu deiner Suche
search-zero-options = Versuche es so:
search-zero-any-date = Zu jedem Datum suchen
search-zero-anywhere = Alle Reiseziele durchsuchen
search-zero-no-filters = Ohne Filter suchen
search-where-not-found = „{ $text }“ ist keines unserer Reiseziele.
sort-apply = Sortieren
period-easter = Ostern { $year }
period-christmas = Weihnachten und Silvester { $year }

## Layout (issue 7)
menu-open = Menü
modal-close = SCHLIESSEN
bean-label = Hinweis
bean-close = Diesen Hinweis schließen
footer-more = Weitere Links
footer-less = Weniger Links
carousel-previous = Zurück
carousel-next = Weiter
page-sections = Auf dieser Seite
geo-message = Unsere Seite { $edition } zeigt Preise in { $currency }. Möchtest du dorthin wechseln?
geo-message-same-currency = Unsere Seite { $edition } ist für das Land gemacht, in dem du bist. Möchtest du dorthin wechseln?
geo-go = Weiter zu { $edition }
geo-stay = Hier bleiben

## Calendar
weekday-short-1 = Mo
weekday-short-2 = Di
weekday-short-3 = Mi
weekday-short-4 = Do
weekday-short-5 = Fr
weekday-short-6 = Sa
weekday-short-7 = So
calendar-previous = ‹ Vorheriger Monat
calendar-next = Nächster Monat ›

## Trip page
photos = Fotos
gallery-title = Fotos der Reise
gallery-position = Foto { $position } von { $count }
gallery-previous = ‹ Vorheriges Foto
gallery-next = Nächstes Foto ›
reviews-by-stars = Bewertungen nach Sternen
reviews-stars = { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sterne
}
review-other-language = in einer anderen Sprache verfasst
fact-duration = Dauer
travel-days-nights = { $days } Tage, { $nights ->
    [one] 1 Nacht
   *[other] { $nights } Nächte
}
fact-age = Altersgruppe
age-explain-25-35 = Für Reisende von 25 bis 35 Jahren; flexibel für 21- bis 25-Jährige und 36- bis 37-Jährige.
age-explain-35-49 = Für Reisende von 35 bis 49 Jahren; auch 33- und 34-Jährige sind willkommen und können außerdem Reisen für 25 bis 35 oder für alle Altersgruppen wählen.
age-explain-all = Für jedes Alter von 25 bis 49; auch Reisende von 21 bis 25 Jahren sind willkommen.
age-groups-more = So funktionieren die Altersgruppen
fact-moods = Stimmung
fact-private-room = Privatzimmer
private-room-available = Auf Anfrage verfügbar.
private-room-unavailable = Du teilst dir das Zimmer mit einer anderen Person aus der Gruppe.
private-room-more = Mehr zum Privatzimmer
collection-explained = Eine handverlesene Reise aus unserer Collection.
unique-explained = Eine einzigartige Route, die du sonst nirgends findest.
departures-all = Alle Termine
departures-caption = Alle Termine mit Preis, Status und der Zahl der noch fehlenden Reisenden
departures-show-all = Alle { $count } Termine ansehen
departures-dates = Zeitraum
departures-price = Preis
departures-status = Status
departures-to-confirm = Bis zur Bestätigung
decided-by = Bestätigt oder abgesagt bis spätestens { $date }
decision-late = Die Entscheidung über diesen Termin steht jetzt an: Wir bestätigen oder streichen ihn in den nächsten Tagen, und bei einer Absage bekommst du alles zurück.
faq-category-general = Allgemein
faq-category-itinerary = Reiseverlauf
faq-category-destination = Reiseziel
money-pot = Gruppenkasse
money-pot-amount = Etwa { $amount } pro Person
money-pot-explained = Die gemeinsame Kasse der Gruppe für die im Reiseverlauf genannten Kosten vor Ort (Transport, Eintritte, einige Mahlzeiten). Du zahlst sie während der Reise ein; der Koordinator führt die Abrechnung, und was übrig bleibt, bekommst du zurück.
related-trips = Das könnte dir auch gefallen

## Tour page
promo-valid = Aktionscode { $code }: gültig bis { $date }.
tour-deposit = Buche bis zum { $date } mit einer Anzahlung von { $amount }.
tour-no-deposit = Die Abreise steht kurz bevor: Der volle Preis ist bei der Buchung fällig.
tour-on-request-payment = Der Kundenservice bestätigt den Platz und sagt dir, wie und wann du zahlst.
tour-balance = Der Restbetrag ist am { $date } fällig.
money-pot-included = Die Gruppenkasse ist im Preis inbegriffen.
refund-title = Wenn sich deine Pläne ändern
refund-free = Storniere kostenlos bis zum { $date } – oder bis zum { $flexible } mit der Flexiblen Stornierung.
refund-flexible-only = Eine kostenlose Stornierung ist jetzt nur noch mit der Flexiblen Stornierung möglich, und zwar bis zum { $date }.
refund-none = Bis zur Abreise sind es weniger als 8 Tage: Eine Stornierung ist nicht mehr kostenlos.
refund-not-confirmed = Wird dieser Termin nicht bis zum { $date } bestätigt, wird er abgesagt und du bekommst alles zurück.
refund-policy-link = Stornobedingungen lesen
tour-description = { $title }: Reise vom { $from } bis { $to }, { $status }, { $price }.

## Accounts: login with a one-time code, wishlist, group info, profile area
island-login = Anmelden
island-profile = Profil
island-consents = Einwilligungen
island-communications = Benachrichtigungen verwalten
island-logout = Abmelden
island-account-menu = Dein Konto
island-save = Auf die Merkliste
island-saved = Auf deiner Merkliste gespeichert
island-removed = Von deiner Merkliste entfernt
island-save-aria = Auf deiner Merkliste speichern
island-remove-aria = Von deiner Merkliste entfernen
island-confirm-remove-title = Diese Reise entfernen?
island-confirm-remove-text = Du hast auch { $count ->
    [one] einen Termin
   *[other] { $count } Termine
} dieser Reise gespeichert: { $count ->
    [one] Er wird ebenfalls entfernt.
   *[other] Sie werden ebenfalls entfernt.
}
island-confirm = Entfernen
island-cancel = Abbrechen
island-auth-title = Anmelden oder registrieren
island-email-label = E-Mail
island-continue = Weiter
island-edit-email = E-Mail-Adresse ändern
island-close = Schließen
island-new-user-title = Willkommen bei Caravan
island-existing-user-title = Schön, dass du wieder da bist
island-existing-user-text = Wir schicken einen Einmalcode an { $email }.
island-consent-question = Möchtest du unsere News und Angebote per E-Mail bekommen?
island-consent-accept = Ja, ich stimme zu
island-consent-decline = Nein, danke
island-privacy-note = Wenn du fortfährst, akzeptierst du unsere Datenschutzerklärung und Nutzungsbedingungen.
island-privacy-link = Datenschutzerklärung
island-terms-link = Nutzungsbedingungen
island-send-code = Schick mir einen Code
island-code-label = Einmalcode
island-code-sent = Wir haben einen 6-stelligen Code an { $email } geschickt. Er ist 10 Minuten lang gültig.
island-verify = Bestätigen
island-resend-in = Einen neuen Code kannst du in { $seconds } s anfordern
island-resend = Neuen Code schicken
island-generic-error = Etwas ist schiefgelaufen! Bitte versuch es später noch einmal.
island-invalid-email = Ungültige E-Mail-Adresse
island-group-info-title = Wer mitreist
island-group-info-open = Schau, wer mitreist
island-group-info-locked = Melde dich an oder registriere dich, um zu sehen, wer bei diesem Termin mitreist.
island-travellers-count = Gebuchte Reisende
island-first-timers = Erste Reise mit uns
island-trips-done = Reisen mit uns, insgesamt
island-male = Männer
island-female = Frauen
island-expected-group-size = Erwartete Gruppengröße
island-interested-count = Interessierte
island-snapshot-title = Die Gruppe auf einen Blick
island-first-timer-share = Anteil zum ersten Mal dabei
island-no-snapshot = Der Gruppenüberblick erscheint, sobald mindestens 3 Reisende ihn teilen.
island-wishlist-link = Merkliste
login-new-user-text = { $email } ist neu bei uns: Noch eine Auswahl, dann schicken wir dir einen Code.
wishlist-login = Melde dich an, um die Reisen und Termine zu sehen, die du gespeichert hast.
wishlist-travels = Gespeicherte Reisen ({ $count })
wishlist-tours = Gespeicherte Termine ({ $count })
account-title = Dein Konto
account-description = Dein Profil, deine Einwilligungen und Benachrichtigungen.
account-saved = { $travels ->
    [one] { $travels } gespeicherte Reise
   *[other] { $travels } gespeicherte Reisen
}, { $tours ->
    [one] { $tours } gespeicherter Termin
   *[other] { $tours } gespeicherte Termine
}
account-privacy-accepted = Du hast die aktuelle Datenschutzerklärung und die Nutzungsbedingungen akzeptiert.
account-privacy-accept = Datenschutzerklärung akzeptieren
account-save = Speichern
details-title = Deine Angaben für die Buchung
details-first-name = Vorname
details-last-name = Nachname
details-tax-code = Steuernummer
details-tax-code-required = Die Buchungsseite braucht deine Steuernummer für die Rechnung: Wir speichern sie, damit du sie beim Bezahlen nicht erneut angeben musst.
details-tax-code-optional = Optional: Gib sie an, wenn deine Rechnung eine braucht.
details-saved = Deine Angaben sind gespeichert.
details-name-invalid = Höchstens 80 Buchstaben, ohne Sonderzeichen.
details-name-full = Schreib Vor- und Nachnamen: Ein vollständiger Name hat mindestens zwei Wörter.
tax-code-missing = Gib deine Steuernummer ein: Sie ist für Buchungen in diesem Land Pflicht.
tax-code-not-italian = Das ist keine gültige italienische Steuernummer (Codice fiscale): 16 Zeichen, prüfe den letzten Buchstaben.
tax-code-not-spanish = Das ist keine gültige DNI oder NIE: 8 Ziffern (oder X, Y, Z und 7 Ziffern) und ein Buchstabe; prüfe den Buchstaben.
tax-code-malformed = Eine Steuernummer hat 4 bis 32 Buchstaben und Ziffern.
error-invalid-email = Ungültige E-Mail-Adresse
error-wrong-code = Der Code ist falsch
error-code-expired = Dieser Code ist abgelaufen: Fordere einen neuen an.
error-too-many-tries = Zu viele falsche Versuche: Fordere einen neuen Code an.
error-code-missing = Für diese E-Mail-Adresse gibt es keinen Code zum Prüfen: Fordere einen neuen an.
error-rate-limited = Zu viele Versuche. Bitte warte { $seconds } Sekunden und versuch es dann noch einmal.
error-too-large = Die Anfrage ist zu groß.
error-invalid-filters = Die Suchfilter sind ungültig
error-invalid-body = Die Anfrage ist ungültig
error-invalid-question = Stell eine Frage
error-invalid-page = Die Seitenzahl ist ungültig
error-invalid-request = Die Anfrage ist ungültig
error-uri-too-long = Die Adresse ist zu lang. Geh zurück und versuch eine kürzere Suche.
error-headers-too-large = Die Anfrage enthält zu viele Daten (oft zu viele Cookies). Lösche die Cookies dieser Website und versuch es noch einmal.
error-consent-required = Bitte wähle aus, ob du unsere News bekommen möchtest.
error-item-not-found = Diese Reise oder dieser Termin existiert nicht mehr.
error-mail-failed = Wir konnten die E-Mail nicht senden. Bitte versuch es gleich noch einmal.
error-unauthenticated = Bitte melde dich an, um weiterzumachen.
error-privacy-policy = Bitte akzeptiere die aktualisierte Datenschutzerklärung, um weiterzumachen.
error-wishlist-has-tours = Du hast auch { $count ->
    [one] einen Termin
   *[other] { $count } Termine
} dieser Reise gespeichert: Bestätige, um { $count ->
    [one] ihn
   *[other] sie
} ebenfalls zu entfernen.
error-login-client = Dieser Anmeldelink ist für diese Website nicht gültig.
error-login-request = Diese Anmeldeanfrage ist unvollständig oder ungültig. Bitte fang noch einmal von vorn an.
error-login-refused = Die Anmeldung wurde abgebrochen. Bitte versuch es noch einmal.
error-login-unverified = Der Anmeldedienst hat diese E-Mail-Adresse nicht bestätigt, deshalb kann er kein Caravan-Konto öffnen. Bestätige sie bei deinem Anbieter und versuch es noch einmal.
error-login-unlinked = Zu dieser E-Mail-Adresse gibt es schon ein Caravan-Konto, das nicht mit diesem Anmeldedienst verbunden ist. Melde dich stattdessen mit einem Code per E-Mail an.
error-login-expired = Die Anmeldung hat zu lange gedauert oder wurde in einem anderen Browser geöffnet. Bitte versuch es noch einmal.
error-login-provider = Die Anmeldung ist gerade nicht möglich. Bitte versuch es später noch einmal.
mail-code-subject = { $code } ist dein Caravan-Code
mail-code-intro = Hier ist dein Einmalcode für die Anmeldung bei Caravan:
mail-code-validity = Er ist { $minutes } Minuten lang gültig und kann einmal verwendet werden.
mail-code-ignore = Wenn du ihn nicht angefordert hast, kannst du diese E-Mail einfach ignorieren.
mail-code-alerts-subject = { $code } ist dein Code für Caravan-Benachrichtigungen
mail-code-alerts-intro = Hier ist dein Einmalcode, um deine Caravan-Benachrichtigungen einzuschalten:
mail-signature = Dein Caravan-Team

## Alerts, questions to coordinators, the waitlist
alert-open = Benachrichtige mich
alert-which = Worüber sollen wir dich informieren?
alert-kind-STOCKOUT_TRAVEL = Neue Termine online
alert-kind-TOUR_CONFIRMED = Bestätigung dieses Termins
alert-kind-PRICE_DROPPED = Preissenkung
alert-phone = Telefon (optional, nur für wichtige Neuigkeiten)
alert-submit = Benachrichtigungen aktivieren
alert-turn-off = Deaktivieren
alerts-title = Benachrichtigungen
alerts-none = Du hast keine aktiven Benachrichtigungen.
alerts-on-title = Benachrichtigungen aktiv
alerts-on-text = Wir schreiben dir zu { $title }.
alert-subject-departure = { $title }, Abreise am { $date }
alerts-on-generic = Deine Benachrichtigungen sind aktiv. Wir schreiben dir, sobald sich etwas ändert.
alerts-check-mail-title = Schau in dein E-Mail-Postfach
alerts-check-mail-text = Wir haben einen Link an { $email } geschickt: Öffne ihn, um deine Benachrichtigungen zu aktivieren.
alerts-confirm-title = Benachrichtigungen aktivieren?
alerts-confirm-text = Bestätige, und wir schreiben dir, sobald sich etwas ändert.
alerts-confirm-button = Benachrichtigungen aktivieren
alerts-off-confirm-title = Diese Benachrichtigung deaktivieren?
alerts-off-confirm-text = Du hörst dann nichts mehr von uns zu dieser Reise.
alerts-off-title = Benachrichtigung deaktiviert
alerts-off-text = Diese Benachrichtigung ist deaktiviert. Du kannst sie auf der Seite der Reise wieder aktivieren.
question-open = Stell { $name } eine Frage
question-message = Deine Frage
question-submit = Frage senden
question-sent-title = Frage gesendet
question-sent-text = { $name } antwortet dir per E-Mail. Wir haben dir eine Kopie deiner Frage geschickt.
question-sent-generic = Danke: Deine Frage ist unterwegs.
waitlist-intro = Dieser Termin ist ausgebucht. Trag dich in die Warteliste ein: Wird ein Platz frei, halten wir ihn für die erste Person auf der Liste frei.
waitlist-join = Auf die Warteliste
waitlist-joined-title = Du stehst auf der Warteliste
waitlist-place = Du bist Nummer { $number } auf der Liste.
waitlist-offered = Ein Platz ist bis { $until } für dich reserviert.
message-back = Zurück
message-refused-title = Das hat nicht geklappt
error-invalid-phone = Ungültige Telefonnummer
error-no-alert = Für diesen Termin gibt es keine Benachrichtigung.
error-link-used = Dieser Link wurde bereits verwendet oder ist nicht mehr gültig.
error-not-sold-out = Dieser Termin ist nicht ausgebucht: Du kannst ihn buchen.
error-question-length = Schreib deine Frage in höchstens { $max } Zeichen.
error-question-empty = Schreib zuerst deine Frage: Ein paar Worte reichen, damit der Koordinator antworten kann.
mail-unsubscribe = Diese Benachrichtigung deaktivieren
mail-see-trip = Reise ansehen
mail-price-subject = Preissenkung: { $title }
mail-price-text = Gute Nachrichten: { $title } mit Abreise am { $date } kostet jetzt { $price } statt { $old }.
mail-confirmed-subject = Bestätigt: { $title }
mail-confirmed-text = Der Termin am { $date } für { $title } ist bestätigt: Die Gruppe steht und die Reise findet statt.
mail-new-dates-subject = Neue Termine: { $title }
mail-new-dates-text = Für { $title } gibt es neue Termine. Schau sie dir an, bevor die Plätze weg sind.
mail-alert-confirm-subject = Aktiviere deine Benachrichtigungen für { $title }
mail-alert-confirm-text = Jemand (hoffentlich du) hat für diese Adresse Benachrichtigungen zu { $title } angefordert.
mail-alert-confirm-link = Benachrichtigungen aktivieren
mail-waitlist-subject = Ein Platz für dich: { $title }
mail-waitlist-text = Beim Termin am { $date } für { $title } ist ein Platz frei geworden, und du stehst ganz oben auf der Liste: Wir halten ihn bis { $until } für dich frei.
mail-question-subject = Ein Reisender hat eine Frage zu { $title }
mail-question-text = { $email } fragt:
mail-question-ack-subject = Deine Frage an { $coordinator }
mail-question-ack-text = { $coordinator } antwortet dir per E-Mail.
mail-question-ack-copy = Deine Frage:

## Ask (/search-ai)
ask-label = Beschreib deine Reise
ask-placeholder = z. B. zwei Wochen Japan im April für unter 3.000 €
ask-submit = Suchen
ask-understood = Das haben wir verstanden
ask-live-hint = Wir lesen deinen Wunsch schon beim Tippen: Entferne, was wir falsch verstanden haben.
ask-chip-remove = { $label } entfernen
ask-chip-remove-label = Entfernen
ask-kind-destination = Wohin
ask-kind-continent = Wohin
ask-kind-dates = Wann
ask-kind-duration = Dauer
ask-kind-budget = Budget
ask-kind-age = Alter
ask-kind-mood = Stimmung
ask-kind-travelType = Reiseart
ask-kind-travelStyle = Stil
ask-kind-privateRoom = Zimmer
ask-kind-discounted = Preis
ask-kind-confirmed = Termine
ask-kind-collection = Reihe
ask-kind-sort = Sortierung
ask-kind-text = Wörter
ask-results = { $count ->
    [one] Eine Reise passt
   *[other] { $count } Reisen passen
}
ask-why-meets = Passt: { $list }
ask-why-misses = Passt nicht: { $list }
ask-relaxed-dates = Nichts passte genau, deshalb haben wir deinen Zeitraum um je zwei Wochen davor und danach erweitert.
ask-relaxed-budget = Nichts passte genau, deshalb haben wir dein Budget um 15 % erhöht.
ask-relaxed-neighbours = Nichts passte genau, deshalb haben wir die Nachbarländer dazugenommen.
ask-relaxed-themes = Nichts passte genau, deshalb zeigen wir dir auch Reisen anderer Art.
ask-failure-title = Hoppla, der Zauber hat nicht funktioniert!
ask-failure-advice = Wir haben deinen Wunsch nicht verstanden. Formulier ihn anders, mit einem Ort, einem Monat, einer Dauer oder einem Budget, zum Beispiel „eine Woche Griechenland im Juni“.
ask-examples = Probier „10 Tage Peru im Mai“, „Strand und Party in Thailand diesen Sommer unter 1.500 €“ oder „ein langes Wochenende in Europa mit Privatzimmer“.

## WeMeet events search
events-city = Stadt
events-any-city = Alle Städte
events-when = Wann
events-when-today = Heute
events-when-tomorrow = Morgen
events-when-this-week = Diese Woche
events-when-this-weekend = Dieses Wochenende
events-when-next-week = Nächste Woche
events-when-this-month = Diesen Monat
events-when-next-30-days = Nächste 30 Tage
events-when-whenever = Jederzeit
events-submit = Events anzeigen
events-found = { $count ->
    [0] Keine Events
    [one] Ein Event
   *[other] { $count } Events
}
events-none = Keine WeMeet-Events gefunden. Probier eine andere Stadt oder einen längeren Zeitraum.
event-organised-by = Organisiert von { $name }

## Flights
flights-title = Flüge
flights-intro = Vorgeschlagene Hin- und Rückflüge (Flughäfen: { $market }), mit Ankunft spätestens an Tag 1 und Rückflug nach dem letzten Tag. Die Preise gelten pro Person und sind unverbindlich.
flights-intro-any = Vorgeschlagene Hin- und Rückflüge ab den Flughäfen unten, mit Ankunft spätestens an Tag 1 und Rückflug nach dem letzten Tag. Die Preise gelten pro Person und sind unverbindlich.
flights-from-airport = Ab { $city } ({ $code })
flights-price-from = ab { $price }
flights-min-price = Flüge ab { $price }
flights-search = Flüge suchen
flights-modal-title = Flüge für { $title }
flights-outbound = Hinflug
flights-return = Rückflug
flights-stops = { $stops ->
    [0] Direkt
    [one] 1 Stopp
   *[other] { $stops } Stopps
}
flights-duration = { $hours } Std. { $minutes } Min.
flights-none = Für diesen Termin gibt es keine Flugvorschläge.
flights-advice-wait = Warte die Bestätigung ab, bevor du Flüge buchst: Dieser Termin ist noch nicht garantiert.
flights-advice-buy = Dieser Termin ist garantiert: Du kannst deine Flüge buchen.
flights-advice-sold-out = Dieser Termin ist ausgebucht. Schau dir die anderen Termine an.
flights-choose-airport = Abflughafen
flights-show = Flüge anzeigen
flights-disclaimer = Flüge sind nicht im Reisepreis enthalten. Buch sie bei der Airline deiner Wahl.

## Chat assistant
chat-open = Fragen? Frag uns
chat-title = Frag Caravan
chat-intro = Frag nach Anzahlung, Stornierung, Versicherung, Altersgruppen, Privatzimmer oder einer Reise.
chat-placeholder = Schreib deine Frage
chat-send = Senden
chat-close = Schließen
chat-sources = Mehr dazu
chat-unsure = Ich bin nicht sicher, ob ich das gut beantworten kann. Unser Team hilft dir gern direkt weiter.
chat-handoff = Sprich mit uns
chat-thinking = Ich schaue nach…
chat-error = Etwas ist schiefgelaufen! Bitte versuch es später noch einmal.
chat-widget-consent = Mit unserem Team chatten? Dabei wird der Chat unseres Messaging-Anbieters geladen.
chat-widget-accept = Chat öffnen

## Tracking consent
consent-title = Deine Privatsphäre
consent-text = Wir verwenden die Cookies, die die Website braucht, und mit deiner Zustimmung Cookies, um die Nutzung zu messen, Verbesserungen zu testen und mit dem Dienst unseres Teams zu chatten.
consent-privacy = Datenschutzerklärung
consent-accept = Alle akzeptieren
consent-reject = Alle ablehnen
consent-choose = Auswählen
consent-analytics = Statistik: wie Seiten genutzt werden
consent-experiments = Experimente: Verbesserungen testen
consent-chat = Chat: mit unserem Team sprechen
consent-save = Auswahl speichern

# Bookings and trips (spec §6)
route-account-trips = Buchungen und Reisen
route-partnership = Partnerschaften
trips-description = Deine kommenden und vergangenen Reisen: Status, Zahlungen, Stornierung und Kalenderdateien.
trips-upcoming = { $count ->
    [one] Kommende Reise
   *[other] Kommende Reisen ({ $count })
}
trips-past = { $count ->
    [one] Vergangene Reise
   *[other] Vergangene Reisen ({ $count })
}
trips-upcoming-none = Noch keine kommenden Reisen: deine nächste Gruppe wartet.
trips-past-none = Noch keine vergangenen Reisen.
trips-help = Eine Frage zu einer Buchung? Nenne uns ihre Buchungsnummer:
trips-balance-due = Anzahlung bezahlt · Restbetrag von { $amount } fällig bis { $date }
trips-payment-deposit = Anzahlung bezahlt
trips-payment-paid = Vollständig bezahlt
trips-payment-refunded = Erstattet
trips-status-confirmed = Bestätigt
trips-status-awaiting = Wartet auf die Gruppe
trips-status-travelled = Gereist
trips-status-cancelled = Storniert
trips-travellers = { $count ->
    [one] 1 Person
   *[other] { $count } Personen
}
trips-reference = Buchung { $reference }
trips-manage = Buchungsdetails
trips-cancel = Stornieren (Erstattung: { $amount })
trips-calendar = Zum Kalender hinzufügen (.ics)
error-bookings-unavailable = Deine Buchungen können gerade nicht angezeigt werden. Bitte versuche es in ein paar Minuten erneut.
# EU Omnibus Directive: beside every reduced price
price-lowest-30-days = Niedrigster Preis der 30 Tage vor der Ermäßigung: { $amount }

# Social proofing (ab-test-social-proofing, variant arm): recent wishlist saves of a departure.
social-proof-saved = { $count } Reisende haben diesen Termin in den letzten { $days } Tagen gemerkt.

# The built-in booking desk: checkout (/booking/{tourId}/start) and a booking's own page.
checkout-title = Buche deinen Platz
checkout-seats = { $count ->
    [one] Noch 1 Platz frei
   *[other] Noch { $count } Plätze frei
}
checkout-price-each = { $price } pro Person
checkout-choices = Deine Buchung
checkout-travellers = Reisende
checkout-private-room-choice = Ein Privatzimmer (kostenlos, wenn ihr zu zweit bucht)
checkout-flexible-choice = Flexible Stornierung: kostenlos stornieren bis 8 Tage vor Abreise
checkout-payment-deposit = Jetzt die Anzahlung zahlen, den Restbetrag später
checkout-payment-full = Jetzt den vollen Preis zahlen
checkout-promo = Aktionscode
checkout-update = Preis aktualisieren
checkout-trips = { $count ->
    [one] Die Reise für 1 Person
   *[other] Die Reise für { $count } Personen
}
checkout-private-room = Privatzimmer
checkout-flexible = Flexible Stornierung
checkout-total = Gesamtpreis
checkout-pay-now = Jetzt zu zahlen
checkout-balance = Restbetrag, fällig bis { $date }
checkout-login-needed = Melde dich zum Buchen mit deiner E-Mail-Adresse an oder registriere dich: Wir schicken dir einen Code, ganz ohne Passwort.
checkout-login = Anmelden oder registrieren
checkout-demo-payment = Dies ist eine Demo-Zahlung: Es wird keine Karte abgefragt und nichts abgebucht.
checkout-pay = { $amount } zahlen (Demo)
booking-title = Buchung { $reference }
booking-done = Gebucht! Deine Buchungsnummer ist { $reference }; du findest sie auch unter Buchungen und Reisen.
booking-refunded = Storniert · { $amount } erstattet
booking-paid-balance = Bezahlt: { $paid } · Restbetrag von { $amount } fällig bis { $date }
booking-paid-full = Vollständig bezahlt: { $paid }
booking-private-room = Privatzimmer
booking-flexible = Flexible Stornierung
booking-total = Gesamtpreis: { $amount }
booking-cancel = Diese Buchung stornieren (Erstattung: { $amount })
booking-cancel-question = Diese Buchung stornieren? Laut unseren Stornobedingungen bekommst du { $amount } zurück.
booking-cancel-yes = Ja, Buchung stornieren
booking-calendar = Zum Kalender hinzufügen (.ics)
booking-calendar-day = Tag
booking-error-sold-out = Dieser Termin ist nicht mehr verfügbar: Er ist ausgebucht. Schau dir die anderen Termine an.
booking-error-not-enough-seats = { $count ->
    [one] Für diesen Termin ist nur noch 1 Platz frei.
   *[other] Für diesen Termin sind nur noch { $count } Plätze frei.
}
booking-error-departed = Dieser Termin hat bereits begonnen.
booking-error-on-request = Dieser Termin ist auf Anfrage: Buche ihn über unseren Kundenservice.
booking-error-not-found = Wir finden diese Buchung oder diesen Termin nicht.
booking-error-travellers = Eine Buchung gilt für 1 bis 4 Personen.
booking-error-deposit-closed = Für diesen Termin ist keine Anzahlung mehr möglich: Der Restbetrag ist bereits fällig, deshalb wird jetzt der volle Preis gezahlt.
booking-error-promo-expired = Dieser Aktionscode ist abgelaufen.
booking-error-promo-unknown = Dieser Aktionscode gilt nicht für diesen Termin.
booking-error-currency = Dieser Termin kann nicht in dieser Währung gebucht werden.
booking-error-private-room = Für diese Reise gibt es keine Privatzimmer.
booking-error-already-cancelled = Diese Buchung ist bereits storniert.
