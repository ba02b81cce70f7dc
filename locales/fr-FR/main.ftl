# fr-FR: Français (France).

site-name = Caravan
skip-to-content = Aller au contenu
logo-label = Caravan, accueil
nav-label = Menu principal
nav-destinations = Destinations
nav-all-destinations = Toutes les destinations
nav-tours = Départs confirmés
nav-how-it-works = Comment ça marche
nav-coordinators = Coordinateurs
nav-wishlist = Favoris
talk-to-us = Nous contacter
login = Se connecter
close = Fermer

continent-asia = Asie
continent-europe = Europe
continent-america = Amérique
continent-africa = Afrique
continent-oceania = Océanie
continent-antarctica = Antarctique

search-open = Rechercher
search-title = Trouve ton voyage
search-where = Où
search-where-placeholder = Pays, continent ou ce que tu veux
search-when = Quand
search-any-time = Quand tu veux
search-submit = Rechercher
search-date-from = Du
search-date-to = Au
search-summary = { $count ->
    [0] Aucun départ ne correspond à ta recherche
    [one] { $count } départ correspond à ta recherche
   *[other] { $count } départs correspondent à ta recherche
}
search-summary-travels = { $count ->
    [0] Aucun voyage ne correspond à ta recherche
    [one] { $count } voyage correspond à ta recherche
   *[other] { $count } voyages correspondent à ta recherche
}
search-tab-travels = Voyages
search-tab-tours = Départs
sort-label = Trier par
sort-relevance = Pertinence
sort-date-asc = Date
sort-price-asc = Prix croissant
sort-price-desc = Prix décroissant
sort-discount-desc = Meilleures réductions
sort-duration-asc = Durée la plus courte
sort-duration-desc = Durée la plus longue

locale-menu-label = Langue et devise
locale-menu-language = Langue et pays
locale-menu-currency = Devise
currency-approximate = Les prix dans les autres devises sont indicatifs ; tu paies dans la devise de ta réservation.

footer-col-travel = Voyager
footer-col-about = À propos
footer-col-help = Aide
footer-col-legal = Mentions légales
footer-social = Suis-nous
footer-payments = Paie par Visa, Mastercard, American Express, PayPal ou virement bancaire.
footer-tracking-preferences = Préférences de suivi
footer-rating = Noté { $rating } sur 5 d'après { $count } avis
footer-copyright = © { $year } Caravan. Petits groupes, grands voyages.
newsletter-title = Les nouveautés voyage en avant-première
newsletter-description = Nouveaux voyages, départs et offres une fois par semaine. Pas de spam.
newsletter-email = Ton e-mail
newsletter-cta = Je m'abonne
selling-points = Des groupes de 15 voyageurs maximum avec un coordinateur, dans plus de 100 pays.

community-international = Rejoins des voyageurs du monde entier.
community-it = Rejoins la communauté italienne de voyageurs.
community-us = Rejoins des voyageurs de tous les États-Unis.
community-we = Rejoins des voyageurs du Royaume-Uni et d'Europe de l'Ouest.
community-es = Rejoins la communauté espagnole de voyageurs.
community-fr = Rejoins la communauté française de voyageurs.
community-de = Rejoins la communauté allemande de voyageurs.

route-travels = Destinations
route-tours = Départs confirmés
route-sales = Offres
route-events-wemeet = Événements WeMeet
route-how-it-works = Comment ça marche
route-age-groups = Tranches d'âge
route-our-values = Nos valeurs
route-coordinators = Coordinateurs
route-faqs = FAQ
route-contacts = Contact
route-no-sharing-room = Chambre privée
route-legal-general-condition = Conditions générales
route-legal-privacy-policy = Politique de confidentialité
route-legal-terms-conditions = Conditions d'utilisation
route-legal-cancellation-policy = Conditions d'annulation
route-wishlist = Favoris
route-search-ai = Demande : décris ton voyage

month-1 = Janvier
month-2 = Février
month-3 = Mars
month-4 = Avril
month-5 = Mai
month-6 = Juin
month-7 = Juillet
month-8 = Août
month-9 = Septembre
month-10 = Octobre
month-11 = Novembre
month-12 = Décembre

home-title = Parcours le monde en petits groupes
home-lead = { $departures ->
    [one] { $departures } départ
   *[other] { $departures } départs
} vers { $countries ->
    [one] { $countries } pays
   *[other] { $countries } pays
}, chacun avec son coordinateur.
home-description = Des voyages en groupe pour les 25-49 ans : 15 personnes maximum, un coordinateur, plus de 100 pays.
home-travels-title = Bientôt au départ
home-areas-title = Où partir
home-why-title = Pourquoi voyager avec nous
see-all-travels = Voir toutes les destinations

sp-deposit = Un acompte de { $amount } suffit pour réserver ta place.
sp-balance = Le solde est à régler 31 jours avant le départ.
sp-cancellation = Annulation gratuite jusqu'à 31 jours avant le départ, ou jusqu'à 8 jours avec l'Annulation Flexible.
sp-insurance = Assurance médicale et bagages toujours incluse.
sp-private-room = La chambre privée est en option, et gratuite si tu réserves à deux.
sp-group = Des groupes de 15 voyageurs maximum avec un coordinateur.

travels-title = Toutes les destinations
travels-intro = Tous nos voyages, dans plus de 100 pays.
area-title = Voyages en { $continent }
area-intro = Pars en { $continent } en petit groupe, toujours avec un coordinateur.
tours-title = Départs confirmés
tours-description = Des départs garantis : tu peux réserver tes vols.
coordinators-description = Celles et ceux qui accompagnent nos groupes : voyageurs avant tout, coordinateurs ensuite.
events-description = Rencontre d'autres voyageurs avant le départ : des soirées WeMeet dans les villes près de chez toi, organisées par nos coordinateurs.
search-ai-description = Décris le voyage que tu as en tête, avec tes propres mots : nous te montrerons ce que nous avons compris et les voyages qui correspondent.
login-description = Saisis ton e-mail et nous t'enverrons un code à usage unique.
wishlist-empty = Ta liste de favoris est vide : enregistre les voyages qui te plaisent pour les retrouver ici.

price-from = à partir de
rating-summary = { $rating } ({ $count } avis)
travel-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
age-range = { $range } ans
age-all = Tous âges (25-49)
age-by-date = Selon la date : chaque départ indique sa tranche d'âge
collection = Collection
travel-overview = Le voyage
travel-dates = Dates et prix
travel-see-dates = Voir les dates
no-dates = Pas encore de dates : active une alerte et nous te préviendrons dès que de nouvelles dates seront en ligne.
included = Inclus
not-included = Non inclus
itinerary = Itinéraire
itinerary-full = Itinéraire jour par jour
itinerary-day = Jour { $day }
itinerary-night = Nuit : { $place }
faqs = Questions fréquentes
reviews = Avis
coordinator = Ton coordinateur
coordinator-lives-in = Vit à { $city }
coordinator-trips = Voyages avec ce coordinateur
other-dates = Autres dates
book-now = Réserver
book-request = Demander à participer
sold-out = Ce circuit n'est plus disponible. Découvre les autres dates.
waiting-list-contact = Sur demande : notre service client confirmera ta place.
flights-ok = Tu peux acheter tes vols.
flights-wait = Attends la confirmation avant d'acheter tes vols.
event-attendees = { $count ->
    [one] { $count } participant
   *[other] { $count } participants
}

mood-nature = Nature
mood-relax = Détente
mood-history = Histoire
mood-culture = Culture
mood-party = Fête

status-PLANNED = Programmé
status-ALMOST_CONFIRMED = Bientôt confirmé
status-CONFIRMED = Confirmé
status-ALMOST_FULL = Presque complet
status-WAITING_LIST = Sur demande
status-SOLD_OUT = Complet
status-PLANNED-meaning = Le nombre minimum de participants n'est pas encore atteint.
status-ALMOST_CONFIRMED-meaning = Quelques voyageurs sont déjà inscrits ; pas encore confirmé.
status-CONFIRMED-meaning = Départ garanti.
status-ALMOST_FULL-meaning = Dernières places disponibles.
status-WAITING_LIST-meaning = Réservable uniquement auprès du service client.
status-SOLD_OUT-meaning = Complet : découvre les autres dates.
seat-not-confirmed = { $seats ->
    [one] Encore { $seats } voyageur pour confirmer
   *[other] Encore { $seats } voyageurs pour confirmer
}
seat-confirmed = { $free ->
    [one] { $free } place restante
   *[other] { $free } places restantes
}

rating-bad = Mauvais
rating-poor = Médiocre
rating-average = Moyen
rating-great = Très bien
rating-excellent = Excellent

pagination-label = Pages
pagination-prev = Précédent
pagination-next = Suivant
pagination-page = Page { $page } sur { $last }
pagination-past-end = Cette page est au-delà de la fin des résultats.
pagination-go-to = Aller à la page { $page }

no-trips = Aucun voyage ne correspond à ta recherche
not-found-title = Cette page n'est pas sur la carte !
not-found-description = La page que tu cherches a été déplacée ou n'a jamais existé.
not-found-cta = Voir les circuits
error-title = Erreur
error-subtitle = Une erreur est survenue !
error-generic = Quelque chose s'est mal passé ! Réessaie plus tard.
error-bad-currency = Cette devise n'est pas disponible.
error-bad-form = Impossible de lire le formulaire. Réessaie.
error-cross-site = Ce formulaire a été envoyé depuis un autre site et n'a pas été accepté. Réessaie depuis cette page.
error-method = Cette page ne s'utilise pas ainsi. Ouvre-la depuis un lien.

# Search bar and search page filters (issue 6).
search-history = Recherches récentes
search-recent-title = Vos recherches récentes
search-periods-tab = Mois
search-dates-tab = Dates
search-continents = Continents
search-destinations = Destinations
search-loading = Recherche…
search-no-destination = Aucune destination pour « { $text } ».
search-clear-all = Tout effacer
search-previous-month = Mois précédent
search-next-month = Mois suivant
search-trips-count = { $count } voyages
search-trips-count-one = { $count } voyage
search-departures-count = { $count } départs
search-departures-count-one = { $count } départ
filters-title = Filtres
filters-sort-title = Filtres et tri
filters-clear = Effacer les filtres
filter-all = Tous
filter-price = Prix
filter-price-max = Jusqu'à { $amount }
filter-price-over = Plus de { $amount }
filter-price-between = { $from } – { $to }
filter-duration = Durée
filter-duration-max = Jusqu'à { $days } jours
filter-duration-over = Plus de { $days } jours
filter-age = Âge
filter-discounted = Offres
filter-discounted-only = Départs en promotion uniquement
filter-private-room = Chambre
filter-private-room-only = Chambre individuelle disponible
filter-badge = Badge
badge-HOT = Part vite
badge-SAFE = Départ assuré
badge-NEW = Nouveau
filter-status = Statut du départ
filter-travel-type = Type de voyage
type-adventure = Aventure
type-tour = Circuit
type-beach = Plage
type-trekking = Randonnée
type-city = Ville
type-roadtrip = Road trip
filter-unique = Voyages uniques
filter-unique-only = Uniquement les voyages uniques
filter-travel-style = Style de voyage
style-classic = Classique
style-active = Actif
style-comfort = Confort
style-backpacking = Sac à dos
search-zero-title = Aucun voyage ne correspond à votre recherche
search-zero-options = Essayez plutôt :
search-zero-any-date = Chercher à toutes les dates
search-zero-anywhere = Chercher partout
search-zero-no-filters = Chercher sans filtres
search-where-not-found = Nous n'avons pas trouvé « { $text } » parmi nos destinations.
sort-apply = Trier
period-easter = Pâques { $year }
period-christmas = Noël et Nouvel An { $year }

## Layout (issue 7)
menu-open = Menu
modal-close = FERMER
bean-label = Annonce
bean-close = Fermer cette annonce
footer-more = Plus de liens
footer-less = Moins de liens
carousel-previous = Précédent
carousel-next = Suivant
page-sections = Sur cette page
geo-message = Notre site { $edition } affiche les prix en { $currency }. Tu veux y aller ?
geo-message-same-currency = Notre site { $edition } est pensé pour le pays où tu te trouves. Tu veux y aller ?
geo-go = Aller sur { $edition }
geo-stay = Rester ici

## Calendar
weekday-short-1 = Lun
weekday-short-2 = Mar
weekday-short-3 = Mer
weekday-short-4 = Jeu
weekday-short-5 = Ven
weekday-short-6 = Sam
weekday-short-7 = Dim
calendar-previous = ‹ Mois précédent
calendar-next = Mois suivant ›

## Trip page
photos = Photos
gallery-title = Photos du voyage
gallery-position = Photo { $position } sur { $count }
gallery-previous = ‹ Photo précédente
gallery-next = Photo suivante ›
reviews-by-stars = Avis par nombre d'étoiles
reviews-stars = { $stars ->
    [one] 1 étoile
   *[other] { $stars } étoiles
}
review-other-language = rédigé dans une autre langue
fact-duration = Durée
travel-days-nights = { $days } jours, { $nights ->
    [one] 1 nuit
   *[other] { $nights } nuits
}
fact-age = Tranche d'âge
age-explain-25-35 = Pour les voyageurs de 25 à 35 ans ; avec de la souplesse pour les 21-25 ans et les 36-37 ans.
age-explain-35-49 = Pour les voyageurs de 35 à 49 ans ; les 33-34 ans sont également les bienvenus et peuvent aussi choisir les voyages 25-35 ans ou tous âges.
age-explain-all = Pour tous les âges de 25 à 49 ans ; les voyageurs de 21 à 25 ans sont également les bienvenus.
age-groups-more = Comment fonctionnent les tranches d'âge
fact-moods = Ambiances
fact-private-room = Chambre privée
private-room-available = Disponible sur demande.
private-room-unavailable = La chambre est partagée avec un autre voyageur du groupe.
private-room-more = Tout sur la chambre privée
collection-explained = Un voyage trié sur le volet de notre Collection.
unique-explained = Un itinéraire unique que tu ne trouveras nulle part ailleurs.
departures-all = Tous les départs
departures-caption = Tous les départs avec leur prix, leur statut et le nombre de voyageurs encore nécessaires
departures-show-all = Voir les { $count } départs
departures-dates = Dates
departures-price = Prix
departures-status = Statut
departures-to-confirm = À confirmer
decided-by = Confirmé ou annulé au plus tard le { $date }
decision-late = La décision sur ce départ est imminente : nous le confirmons ou l'annulons d'ici quelques jours, et en cas d'annulation nous te remboursons intégralement.
faq-category-general = Général
faq-category-itinerary = Itinéraire
faq-category-destination = Destination
money-pot = Caisse commune
money-pot-amount = Environ { $amount } par personne
money-pot-explained = La cagnotte partagée du groupe pour les frais sur place indiqués dans l'itinéraire (transports, entrées, certains repas). Tu la règles pendant le voyage ; le coordinateur tient les comptes et le reliquat éventuel est rendu.
related-trips = Tu aimeras aussi

## Tour page
promo-valid = Code promo { $code } : valable jusqu'au { $date }.
tour-deposit = Réserve avec un acompte de { $amount } jusqu'au { $date }.
tour-no-deposit = Le départ approche : la totalité du prix est à régler à la réservation.
tour-on-request-payment = Le service client confirme la place et t'indique comment et quand payer.
tour-balance = Le solde est à régler le { $date }.
money-pot-included = La caisse commune est incluse dans le prix.
refund-title = Si tes projets changent
refund-free = Annule gratuitement jusqu'au { $date }, ou jusqu'au { $flexible } avec l'Annulation Flexible.
refund-flexible-only = L'annulation gratuite n'est désormais possible qu'avec l'Annulation Flexible, jusqu'au { $date }.
refund-none = Le départ a lieu dans moins de 8 jours : l'annulation n'est plus gratuite.
refund-not-confirmed = Si ce départ n'est pas confirmé au plus tard le { $date }, il est annulé et nous te remboursons intégralement.
refund-policy-link = Consulte les conditions d'annulation
tour-description = { $title } : départ du { $from } au { $to }, { $status }, { $price }.

## Accounts: login with a one-time code, wishlist, group info, profile area
island-login = Se connecter
island-profile = Profil
island-consents = Consentements
island-communications = Gérer les communications
island-logout = Se déconnecter
island-account-menu = Ton compte
island-save = Ajouter aux favoris
island-saved = Ajouté à tes favoris
island-removed = Retiré de tes favoris
island-save-aria = Ajouter à tes favoris
island-remove-aria = Retirer de tes favoris
island-confirm-remove-title = Retirer ce voyage ?
island-confirm-remove-text = Tu as aussi enregistré { $count ->
    [one] un départ
   *[other] { $count } départs
} de ce voyage : { $count ->
    [one] il sera retiré lui aussi.
   *[other] ils seront retirés eux aussi.
}
island-confirm = Retirer
island-cancel = Annuler
island-auth-title = Connecte-toi ou inscris-toi
island-email-label = E-mail
island-continue = Continuer
island-edit-email = Modifier l'e-mail
island-close = Fermer
island-new-user-title = Bienvenue sur Caravan
island-existing-user-title = Te revoilà
island-existing-user-text = Nous allons envoyer un code à usage unique à { $email }.
island-consent-question = Tu veux recevoir nos nouveautés et nos offres par e-mail ?
island-consent-accept = Oui, j'accepte
island-consent-decline = Non merci
island-privacy-note = En continuant, tu acceptes notre politique de confidentialité et nos conditions d'utilisation.
island-privacy-link = Politique de confidentialité
island-terms-link = Conditions d'utilisation
island-send-code = Envoie-moi un code
island-code-label = Code à usage unique
island-code-sent = Nous avons envoyé un code à 6 chiffres à { $email }. Il est valable 10 minutes.
island-verify = Confirmer
island-resend-in = Tu pourras demander un nouveau code dans { $seconds } s
island-resend = Envoyer un nouveau code
island-generic-error = Quelque chose s'est mal passé ! Réessaie plus tard.
island-invalid-email = E-mail non valide
island-group-info-title = Qui voyage
island-group-info-open = Découvre qui voyage
island-group-info-locked = Connecte-toi ou inscris-toi pour découvrir qui voyage sur ce départ.
island-travellers-count = Voyageurs inscrits
island-first-timers = Premier voyage avec nous
island-trips-done = Voyages faits avec nous, au total
island-male = Hommes
island-female = Femmes
island-expected-group-size = Taille prévue du groupe
island-interested-count = Personnes intéressées
island-snapshot-title = Le groupe en un coup d'œil
island-first-timer-share = Part de premiers voyages
island-no-snapshot = L'aperçu du groupe apparaît dès qu'au moins 3 voyageurs le partagent.
island-wishlist-link = Favoris
login-new-user-text = Nous ne connaissons pas encore { $email } : encore un choix et nous t'envoyons un code.
wishlist-login = Connecte-toi pour voir les voyages et les départs que tu as enregistrés.
wishlist-travels = Voyages enregistrés ({ $count })
wishlist-tours = Départs enregistrés ({ $count })
account-title = Ton compte
account-description = Ton profil, tes consentements et tes communications.
account-saved = { $travels ->
    [one] { $travels } voyage enregistré
   *[other] { $travels } voyages enregistrés
}, { $tours ->
    [one] { $tours } départ enregistré
   *[other] { $tours } départs enregistrés
}
account-privacy-accepted = Tu as accepté la politique de confidentialité et les conditions en vigueur.
account-privacy-accept = Accepter la politique de confidentialité
account-save = Enregistrer
details-title = Tes informations pour réserver
details-first-name = Prénom
details-last-name = Nom
details-tax-code = Numéro fiscal
details-tax-code-required = Le site de réservation a besoin de ton numéro fiscal pour la facture : nous le gardons pour ne pas te le redemander au paiement.
details-tax-code-optional = Facultatif : ajoute-le si ta facture en a besoin.
details-saved = Tes informations sont enregistrées.
details-name-invalid = 80 lettres au maximum, sans caractères spéciaux.
details-name-full = Écris ton prénom et ton nom : un nom complet compte au moins deux mots.
tax-code-missing = Saisis ton numéro fiscal : il est obligatoire pour réserver dans ce pays.
tax-code-not-italian = Ce n'est pas un code fiscal italien valide (codice fiscale) : 16 caractères, vérifie la dernière lettre.
tax-code-not-spanish = Ce n'est pas un DNI ou NIE valide : 8 chiffres (ou X, Y, Z et 7 chiffres) et une lettre ; vérifie la lettre.
tax-code-malformed = Un numéro fiscal compte de 4 à 32 lettres et chiffres.
error-invalid-email = E-mail non valide
error-wrong-code = Le code est incorrect
error-code-expired = Ce code a expiré : demandes-en un nouveau.
error-too-many-tries = Trop de tentatives erronées : demande un nouveau code.
error-code-missing = Il n'y a aucun code à vérifier pour cet e-mail : demandes-en un nouveau.
error-rate-limited = Trop de tentatives. Attends { $seconds } secondes et réessaie.
error-too-large = La requête est trop volumineuse.
error-invalid-filters = Les filtres de recherche ne sont pas valides
error-invalid-body = La requête n'est pas valide
error-invalid-question = Pose une question
error-invalid-page = Le numéro de page n'est pas valide
error-invalid-request = La requête n'est pas valide
error-uri-too-long = L'adresse est trop longue. Reviens en arrière et essaie une recherche plus courte.
error-headers-too-large = La requête contient trop de données (souvent trop de cookies). Efface les cookies de ce site et réessaie.
error-consent-required = Choisis si tu veux recevoir nos nouveautés.
error-item-not-found = Ce voyage ou ce départ n'existe plus.
error-mail-failed = Nous n'avons pas pu envoyer l'e-mail. Réessaie dans un instant.
error-unauthenticated = Connecte-toi pour continuer.
error-privacy-policy = Accepte la politique de confidentialité mise à jour pour continuer.
error-wishlist-has-tours = Tu as aussi enregistré { $count ->
    [one] un départ
   *[other] { $count } départs
} de ce voyage : confirme pour { $count ->
    [one] le retirer aussi.
   *[other] les retirer aussi.
}
error-login-client = Ce lien de connexion n'est pas valide pour ce site.
error-login-request = Cette demande de connexion est incomplète ou non valide. Recommence depuis le début.
error-login-refused = La connexion a été annulée. Réessaie.
error-login-unverified = Le service de connexion n'a pas vérifié cette adresse e-mail : il ne peut donc pas ouvrir de compte Caravan. Vérifie-la auprès de ton fournisseur et réessaie.
error-login-unlinked = Cette adresse e-mail a déjà un compte Caravan qui n'est pas lié à ce service de connexion. Connecte-toi plutôt avec un code envoyé par e-mail.
error-login-expired = La connexion a pris trop de temps ou a été ouverte dans un autre navigateur. Réessaie.
error-login-provider = La connexion n'est pas disponible pour le moment. Réessaie plus tard.
mail-code-subject = { $code } est ton code Caravan
mail-code-intro = Voici ton code à usage unique pour te connecter à Caravan :
mail-code-validity = Il est valable { $minutes } minutes et ne peut être utilisé qu'une seule fois.
mail-code-ignore = Si tu ne l'as pas demandé, tu peux ignorer cet e-mail.
mail-code-alerts-subject = { $code } est ton code pour les alertes Caravan
mail-code-alerts-intro = Voici ton code à usage unique pour activer tes alertes Caravan :
mail-signature = L'équipe Caravan

## Alerts, questions to coordinators, the waitlist
alert-open = Préviens-moi
alert-which = Préviens-moi quand
alert-kind-STOCKOUT_TRAVEL = De nouvelles dates sont publiées
alert-kind-TOUR_CONFIRMED = Ce départ est confirmé
alert-kind-PRICE_DROPPED = Le prix baisse
alert-phone = Téléphone (facultatif, uniquement pour les nouvelles importantes)
alert-submit = Activer les alertes
alert-turn-off = Désactiver
alerts-title = Alertes
alerts-none = Tu n'as aucune alerte active.
alerts-on-title = Alertes activées
alerts-on-text = Nous t'écrirons au sujet de { $title }.
alert-subject-departure = { $title }, départ du { $date }
alerts-on-generic = Tes alertes sont activées. Nous t'écrirons dès que quelque chose change.
alerts-check-mail-title = Consulte tes e-mails
alerts-check-mail-text = Nous avons envoyé un lien à { $email } : ouvre-le pour activer tes alertes.
alerts-confirm-title = Activer tes alertes ?
alerts-confirm-text = Confirme et nous t'écrirons dès que quelque chose change.
alerts-confirm-button = Activer les alertes
alerts-off-confirm-title = Désactiver cette alerte ?
alerts-off-confirm-text = Nous ne t'écrirons plus au sujet de ce voyage.
alerts-off-title = Alerte désactivée
alerts-off-text = Cette alerte est désactivée. Tu peux la réactiver depuis la page du voyage.
question-open = Pose une question à { $name }
question-message = Ta question
question-submit = Envoyer la question
question-sent-title = Question envoyée
question-sent-text = { $name } te répondra par e-mail. Nous t'avons envoyé une copie de ta question.
question-sent-generic = Merci : ta question est en route.
waitlist-intro = Ce départ est complet. Inscris-toi sur la liste d'attente : si une place se libère, elle est réservée à la première personne de la liste.
waitlist-join = Rejoindre la liste d'attente
waitlist-joined-title = Tu es sur la liste d'attente
waitlist-place = Tu es en position { $number } sur la liste.
waitlist-offered = Une place t'est réservée jusqu'au { $until }.
message-back = Retour
message-refused-title = Ça n'a pas marché
error-invalid-phone = Numéro de téléphone non valide
error-no-alert = Il n'y a aucune alerte pour ce départ.
error-link-used = Ce lien a déjà été utilisé ou n'est plus valide.
error-not-sold-out = Ce départ n'est pas complet : tu peux le réserver.
error-question-length = Écris ta question en { $max } caractères maximum.
error-question-empty = Écris d'abord ta question : quelques mots suffisent pour que le coordinateur puisse te répondre.
mail-unsubscribe = Désactiver cette alerte
mail-see-trip = Voir le voyage
mail-price-subject = Baisse de prix : { $title }
mail-price-text = Bonne nouvelle : le départ du { $date } de { $title } coûte maintenant { $price } au lieu de { $old }.
mail-confirmed-subject = Départ confirmé : { $title }
mail-confirmed-text = Le départ du { $date } de { $title } est confirmé : le groupe est formé et le voyage aura bien lieu.
mail-new-dates-subject = Nouvelles dates : { $title }
mail-new-dates-text = { $title } a de nouveaux départs. Jette un œil avant qu'il n'y ait plus de places.
mail-alert-confirm-subject = Active tes alertes pour { $title }
mail-alert-confirm-text = Quelqu'un (toi, nous l'espérons) a demandé des alertes sur { $title } pour cette adresse.
mail-alert-confirm-link = Activer les alertes
mail-waitlist-subject = Une place pour toi : { $title }
mail-waitlist-text = Une place s'est libérée sur le départ du { $date } de { $title }, et tu es en tête de la liste : elle t'est réservée jusqu'au { $until }.
mail-question-subject = Un voyageur pose une question sur { $title }
mail-question-text = { $email } demande :
mail-question-ack-subject = Ta question à { $coordinator }
mail-question-ack-text = { $coordinator } te répondra par e-mail.
mail-question-ack-copy = Ta question :

## Ask (/search-ai)
ask-label = Décris ton voyage
ask-placeholder = p. ex. deux semaines au Japon en avril pour moins de 3 000 €
ask-submit = Rechercher
ask-understood = Ce que nous avons compris
ask-live-hint = Nous lisons ton souhait pendant que tu écris : retire ce que nous avons mal compris.
ask-chip-remove = Retirer { $label }
ask-chip-remove-label = Retirer
ask-kind-destination = Où
ask-kind-continent = Où
ask-kind-dates = Quand
ask-kind-duration = Durée
ask-kind-budget = Budget
ask-kind-age = Âge
ask-kind-mood = Ambiance
ask-kind-travelType = Type de voyage
ask-kind-travelStyle = Style
ask-kind-privateRoom = Chambre
ask-kind-discounted = Prix
ask-kind-confirmed = Départs
ask-kind-collection = Gamme
ask-kind-sort = Ordre
ask-kind-text = Mots
ask-results = { $count ->
    [one] Un voyage correspond
   *[other] { $count } voyages correspondent
}
ask-why-meets = Correspond : { $list }
ask-why-misses = Ne correspond pas : { $list }
ask-relaxed-dates = Aucun voyage ne correspondait exactement, alors nous avons élargi tes dates de deux semaines avant et après.
ask-relaxed-budget = Aucun voyage ne correspondait exactement, alors nous avons augmenté ton budget de 15 %.
ask-relaxed-neighbours = Aucun voyage ne correspondait exactement, alors nous avons ajouté les pays voisins.
ask-relaxed-themes = Aucun voyage ne correspondait exactement, alors nous te montrons aussi des voyages d'un autre genre.
ask-failure-title = Oups, le sortilège n'a pas marché !
ask-failure-advice = Nous n'avons pas compris ton souhait. Essaie de le reformuler avec un lieu, un mois, une durée ou un budget, par exemple « une semaine en Grèce en juin ».
ask-examples = Essaie « 10 jours au Pérou en mai », « plage et fête en Thaïlande cet été pour moins de 1 500 € » ou « un long week-end en Europe avec chambre privée ».

## WeMeet events search
events-city = Ville
events-any-city = Toutes les villes
events-when = Quand
events-when-today = Aujourd'hui
events-when-tomorrow = Demain
events-when-this-week = Cette semaine
events-when-this-weekend = Ce week-end
events-when-next-week = La semaine prochaine
events-when-this-month = Ce mois-ci
events-when-next-30-days = Les 30 prochains jours
events-when-whenever = Quand tu veux
events-submit = Voir les événements
events-found = { $count ->
    [0] Aucun événement
    [one] Un événement
   *[other] { $count } événements
}
events-none = Aucun événement WeMeet ne correspond. Essaie une autre ville ou une période plus large.
event-organised-by = Organisé par { $name }

## Flights
flights-title = Vols
flights-intro = Vols aller-retour suggérés (aéroports : { $market }), avec une arrivée au plus tard le jour 1 et un retour après le dernier jour. Les prix sont par personne et donnés à titre indicatif.
flights-intro-any = Vols aller-retour suggérés depuis les aéroports ci-dessous, avec une arrivée au plus tard le jour 1 et un retour après le dernier jour. Les prix sont par personne et donnés à titre indicatif.
flights-from-airport = Depuis { $city } ({ $code })
flights-price-from = à partir de { $price }
flights-min-price = Vols à partir de { $price }
flights-search = Rechercher des vols
flights-modal-title = Vols pour { $title }
flights-outbound = Aller
flights-return = Retour
flights-stops = { $stops ->
    [0] Direct
    [one] 1 escale
   *[other] { $stops } escales
}
flights-duration = { $hours } h { $minutes } min
flights-none = Aucune suggestion de vol pour ce départ.
flights-advice-wait = Attends la confirmation avant d'acheter tes vols : ce départ n'est pas encore garanti.
flights-advice-buy = Ce départ est garanti : tu peux acheter tes vols.
flights-advice-sold-out = Ce départ est complet. Découvre les autres dates.
flights-choose-airport = Aéroport de départ
flights-show = Voir les vols
flights-disclaimer = Les vols ne sont pas compris dans le prix du voyage. Réserve-les auprès de la compagnie aérienne de ton choix.

## Chat assistant
chat-open = Des questions ? Demande-nous
chat-title = Demande à Caravan
chat-intro = Pose tes questions sur l'acompte, l'annulation, l'assurance, les tranches d'âge, la chambre privée ou un voyage.
chat-placeholder = Écris ta question
chat-send = Envoyer
chat-close = Fermer
chat-sources = En savoir plus
chat-unsure = Je ne suis pas sûr de pouvoir bien te répondre. Notre équipe peut t'aider directement.
chat-handoff = Nous contacter
chat-thinking = Je cherche…
chat-error = Quelque chose s'est mal passé ! Réessaie plus tard.
chat-widget-consent = Discuter avec notre équipe ? Cela charge le chat de notre fournisseur de messagerie.
chat-widget-accept = Ouvrir le chat

## Tracking consent
consent-title = Ta vie privée
consent-text = Nous utilisons les cookies nécessaires au site et, avec ton accord, des cookies pour mesurer son utilisation, tester des améliorations et discuter avec le service de notre équipe.
consent-privacy = Politique de confidentialité
consent-accept = Tout accepter
consent-reject = Tout refuser
consent-choose = Choisir
consent-analytics = Statistiques : l'usage des pages
consent-experiments = Expériences : tester des améliorations
consent-chat = Chat : parler à notre équipe
consent-save = Enregistrer mes choix

# Bookings and trips (spec §6)
route-account-trips = Réservations et voyages
route-partnership = Partenariats
trips-description = Tes voyages à venir et passés : statut, paiements, annulation et fichiers de calendrier.
trips-upcoming = { $count ->
    [one] Voyage à venir
   *[other] Voyages à venir ({ $count })
}
trips-past = { $count ->
    [one] Voyage passé
   *[other] Voyages passés ({ $count })
}
trips-upcoming-none = Aucun voyage à venir pour l’instant : ton prochain groupe t’attend.
trips-past-none = Aucun voyage passé pour l’instant.
trips-help = Une question sur une réservation ? Indique sa référence en nous écrivant :
trips-balance-due = Acompte payé · solde de { $amount } à régler avant le { $date }
trips-payment-deposit = Acompte payé
trips-payment-paid = Payé en totalité
trips-payment-refunded = Remboursé
trips-status-confirmed = Confirmé
trips-status-awaiting = En attente du groupe
trips-status-travelled = Effectué
trips-status-cancelled = Annulé
trips-travellers = { $count ->
    [one] 1 voyageur
   *[other] { $count } voyageurs
}
trips-reference = Réservation { $reference }
trips-manage = Détails de la réservation
trips-cancel = Annuler (remboursement : { $amount })
trips-calendar = Ajouter au calendrier (.ics)
error-bookings-unavailable = Impossible d’afficher tes réservations pour le moment. Réessaie dans quelques minutes.
# EU Omnibus Directive: beside every reduced price
price-lowest-30-days = Prix le plus bas des 30 jours précédant la réduction : { $amount }

# Social proofing (ab-test-social-proofing, variant arm): recent wishlist saves of a departure.
social-proof-saved = { $count } voyageurs ont enregistré ce départ ces { $days } derniers jours.

# The built-in booking desk: checkout (/booking/{tourId}/start) and a booking's own page.
checkout-title = Réserve ta place
checkout-seats = { $count ->
    [one] 1 place restante
   *[other] { $count } places restantes
}
checkout-price-each = { $price } par personne
checkout-choices = Ta réservation
checkout-travellers = Voyageurs
checkout-private-room-choice = Une chambre privée (gratuite si tu réserves à 2)
checkout-flexible-choice = Annulation Flexible : annule gratuitement jusqu'à 8 jours avant le départ
checkout-payment-deposit = Paie l'acompte maintenant et le solde plus tard
checkout-payment-full = Paie la totalité du prix maintenant
checkout-promo = Code promo
checkout-update = Mettre à jour le prix
checkout-trips = { $count ->
    [one] Le voyage pour 1 voyageur
   *[other] Le voyage pour { $count } voyageurs
}
checkout-private-room = Chambre privée
checkout-flexible = Annulation Flexible
checkout-total = Total
checkout-pay-now = À payer maintenant
checkout-balance = Solde, à régler avant le { $date }
checkout-login-needed = Pour réserver, connecte-toi ou inscris-toi avec ton e-mail : nous t'envoyons un code, pas besoin de mot de passe.
checkout-login = Connecte-toi ou inscris-toi
checkout-demo-payment = Ceci est un paiement de démonstration : aucune carte n'est demandée et rien n'est débité.
checkout-pay = Payer { $amount } (démonstration)
booking-title = Réservation { $reference }
booking-done = Réservé ! La référence de ta réservation est { $reference } ; tu la retrouveras aussi dans Réservations et voyages.
booking-refunded = Annulée · remboursement de { $amount }
booking-paid-balance = Payé : { $paid } · solde de { $amount } à régler avant le { $date }
booking-paid-full = Payé en totalité : { $paid }
booking-private-room = Chambre privée
booking-flexible = Annulation Flexible
booking-total = Total : { $amount }
booking-cancel = Annuler cette réservation (remboursement : { $amount })
booking-cancel-question = Annuler cette réservation ? Selon les conditions d'annulation, nous te remboursons { $amount }.
booking-cancel-yes = Oui, annuler la réservation
booking-calendar = Ajouter au calendrier (.ics)
booking-calendar-day = Jour
booking-error-sold-out = Ce départ n'est plus disponible : il est complet. Découvre les autres dates.
booking-error-not-enough-seats = { $count ->
    [one] Il ne reste qu'une place sur ce départ.
   *[other] Il ne reste que { $count } places sur ce départ.
}
booking-error-departed = Ce départ a déjà eu lieu.
booking-error-on-request = Ce départ est sur demande : réserve-le auprès du service client.
booking-error-not-found = Nous ne trouvons pas cette réservation ou ce départ.
booking-error-travellers = Une réservation compte de 1 à 4 voyageurs.
booking-error-deposit-closed = L'acompte n'est plus proposé pour ce départ : le solde est déjà exigible, la totalité du prix est donc à régler maintenant.
booking-error-promo-expired = Ce code promo a expiré.
booking-error-promo-unknown = Ce code promo n'est pas valable pour ce départ.
booking-error-currency = Ce départ ne peut pas être réservé dans cette devise.
booking-error-private-room = Ce voyage ne propose pas de chambre privée.
booking-error-already-cancelled = Cette réservation est déjà annulée.
