# es-ES: Español (España).

site-name = Caravan
skip-to-content = Saltar al contenido
logo-label = Caravan, inicio
nav-label = Menú principal
nav-destinations = Destinos
nav-all-destinations = Todos los destinos
nav-tours = Salidas confirmadas
nav-how-it-works = Cómo funciona
nav-coordinators = Coordinadores
nav-wishlist = Favoritos
talk-to-us = Habla con nosotros
login = Iniciar sesión
close = Cerrar

continent-asia = Asia
continent-europe = Europa
continent-america = América
continent-africa = África
continent-oceania = Oceanía
continent-antarctica = Antártida

search-open = Buscar
search-title = Encuentra tu viaje
search-where = Dónde
search-where-placeholder = País, continente o lo que quieras
search-when = Cuándo
search-any-time = Cuando quieras
search-submit = Buscar
search-date-from = Desde
search-date-to = Hasta
search-summary = { $count ->
    [0] Ninguna salida coincide con tu búsqueda
    [one] Hemos encontrado una salida para ti
   *[other] Hemos encontrado { $count } salidas para ti
}
search-summary-travels = { $count ->
    [0] Ningún viaje coincide con tu búsqueda
    [one] Hemos encontrado un viaje para ti
   *[other] Hemos encontrado { $count } viajes para ti
}
search-tab-travels = Viajes
search-tab-tours = Salidas
sort-label = Ordenar por
sort-relevance = Relevancia
sort-date-asc = Fecha
sort-price-asc = Precio más bajo
sort-price-desc = Precio más alto
sort-discount-desc = Mayor descuento
sort-duration-asc = Menor duración
sort-duration-desc = Mayor duración

locale-menu-label = Idioma y moneda
locale-menu-language = Idioma y país
locale-menu-currency = Moneda
currency-approximate = Los precios en otras monedas son aproximados; pagas en la moneda de tu reserva.

footer-col-travel = Viaja
footer-col-about = Quiénes somos
footer-col-help = Ayuda
footer-col-legal = Legal
footer-social = Síguenos
footer-payments = Paga con Visa, Mastercard, American Express, PayPal o transferencia bancaria.
footer-tracking-preferences = Preferencias de seguimiento
footer-rating = Valoración de { $rating } sobre 5 en { $count ->
    [one] { $count } opinión
   *[other] { $count } opiniones
}
footer-copyright = © { $year } Caravan. Grupos pequeños, grandes viajes.
newsletter-title = Novedades de viaje, antes que nadie
newsletter-description = Nuevos viajes, salidas y ofertas una vez por semana. Sin spam.
newsletter-email = Tu correo electrónico
newsletter-cta = Suscríbete
selling-points = Grupos de 15 viajeros como máximo con un coordinador, en más de 100 países.

community-international = Únete a viajeros de todo el mundo.
community-it = Únete a la comunidad italiana de viajeros.
community-us = Únete a viajeros de todo Estados Unidos.
community-we = Únete a viajeros del Reino Unido y Europa occidental.
community-es = Únete a la comunidad española de viajeros.
community-fr = Únete a la comunidad francesa de viajeros.
community-de = Únete a la comunidad alemana de viajeros.

route-travels = Destinos
route-tours = Salidas confirmadas
route-sales = Ofertas
route-events-wemeet = Eventos WeMeet
route-how-it-works = Cómo funciona
route-age-groups = Grupos de edad
route-our-values = Nuestros valores
route-coordinators = Coordinadores
route-faqs = Preguntas frecuentes
route-contacts = Contacto
route-no-sharing-room = Habitación privada
route-legal-general-condition = Condiciones generales
route-legal-privacy-policy = Política de privacidad
route-legal-terms-conditions = Términos y condiciones
route-legal-cancellation-policy = Política de cancelación
route-wishlist = Favoritos
route-search-ai = Pregunta: describe tu viaje

month-1 = Enero
month-2 = Febrero
month-3 = Marzo
month-4 = Abril
month-5 = Mayo
month-6 = Junio
month-7 = Julio
month-8 = Agosto
month-9 = Septiembre
month-10 = Octubre
month-11 = Noviembre
month-12 = Diciembre

home-title = Recorre el mundo en grupos pequeños
home-lead = { $departures ->
    [one] { $departures } salida
   *[other] { $departures } salidas
} a { $countries ->
    [one] { $countries } país
   *[other] { $countries } países
}, cada una con su coordinador.
home-description = Viajes en grupo para viajeros de 25 a 49 años: 15 personas como máximo, un coordinador y más de 100 países.
home-travels-title = Próximas salidas
home-areas-title = Adónde ir
home-why-title = Por qué viajar con nosotros
see-all-travels = Ver todos los destinos

sp-deposit = Reserva tu plaza con una señal de { $amount }.
sp-balance = El resto se paga 31 días antes de la salida.
sp-cancellation = Cancelación gratuita hasta 31 días antes de la salida, o hasta 8 días con la Cancelación Flexible.
sp-insurance = Seguro médico y de equipaje siempre incluido.
sp-private-room = La habitación privada es opcional, y gratuita si reservas para dos.
sp-group = Grupos de 15 viajeros como máximo con un coordinador.

travels-title = Todos los destinos
travels-intro = Todos nuestros viajes, en más de 100 países.
area-title = Viajes a { $continent }
area-intro = Viajes en grupos pequeños por { $continent }, siempre con un coordinador.
tours-title = Salidas confirmadas
tours-description = Salidas garantizadas: ya puedes reservar tus vuelos.
coordinators-description = Las personas que guían nuestros grupos: primero viajeros, después coordinadores.
events-description = Conoce a otros viajeros antes de salir: noches WeMeet en ciudades cerca de ti, organizadas por nuestros coordinadores.
search-ai-description = Describe el viaje que tienes en mente, con tus propias palabras, y te mostraremos lo que hemos entendido y los viajes que encajan contigo.
login-description = Introduce tu correo electrónico y te enviaremos un código de un solo uso.
wishlist-empty = Aún no tienes favoritos: guarda los viajes que te gusten y los encontrarás aquí.

price-from = desde
rating-summary = { $rating } ({ $count ->
    [one] { $count } opinión
   *[other] { $count } opiniones
})
travel-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}
age-range = { $range } años
age-all = Todas las edades (25-49)
age-by-date = Depende de la fecha: cada salida indica su grupo de edad
collection = Colección
travel-overview = El viaje
travel-dates = Fechas y precios
travel-see-dates = Ver las fechas
no-dates = Aún no hay fechas: activa una alerta y te avisaremos cuando haya nuevas.
included = Incluido
not-included = No incluido
itinerary = Itinerario
itinerary-full = Itinerario día a día
itinerary-day = Día { $day }
itinerary-night = Noche en { $place }
faqs = Preguntas frecuentes
reviews = Opiniones
coordinator = Tu coordinador
coordinator-lives-in = Vive en { $city }
coordinator-trips = Viajes con este coordinador
other-dates = Otras fechas
book-now = Reserva ahora
book-request = Solicitar plaza
sold-out = El tour ya no está disponible. Consulta las otras fechas.
waiting-list-contact = Bajo petición: nuestro equipo de atención al cliente confirmará tu plaza.
flights-ok = Ya puedes comprar los vuelos.
flights-wait = Espera a la confirmación antes de comprar los vuelos.
event-attendees = { $count ->
    [one] { $count } asistente
   *[other] { $count } asistentes
}

mood-nature = Naturaleza
mood-relax = Relax
mood-history = Historia
mood-culture = Cultura
mood-party = Fiesta

status-PLANNED = Programado
status-ALMOST_CONFIRMED = Casi confirmado
status-CONFIRMED = Confirmado
status-ALMOST_FULL = Casi completo
status-WAITING_LIST = Bajo petición
status-SOLD_OUT = Completo
status-PLANNED-meaning = Aún no se ha alcanzado el mínimo de viajeros.
status-ALMOST_CONFIRMED-meaning = Ya hay viajeros apuntados; aún sin confirmar.
status-CONFIRMED-meaning = Salida garantizada.
status-ALMOST_FULL-meaning = Últimas plazas disponibles.
status-WAITING_LIST-meaning = Solo se puede reservar a través de atención al cliente.
status-SOLD_OUT-meaning = Completo: consulta las otras fechas.
seat-not-confirmed = { $seats ->
    [one] Falta { $seats } viajero para confirmar
   *[other] Faltan { $seats } viajeros para confirmar
}
seat-confirmed = { $free ->
    [one] Queda { $free } plaza
   *[other] Quedan { $free } plazas
}

rating-bad = Malo
rating-poor = Deficiente
rating-average = Normal
rating-great = Muy bueno
rating-excellent = Excelente

pagination-label = Páginas
pagination-prev = Anterior
pagination-next = Siguiente
pagination-page = Página { $page } de { $last }
pagination-past-end = Esta página está más allá del final de los resultados.
pagination-go-to = Ir a la página { $page }

no-trips = No hay viajes que coincidan con tu búsqueda
not-found-title = ¡Esta página no está en el mapa!
not-found-description = La página que buscas se ha movido o nunca ha existido.
not-found-cta = Ver tours
error-title = Error
error-subtitle = ¡Se ha producido un error!
error-generic = ¡Algo ha salido mal! Inténtalo de nuevo más tarde.
error-bad-currency = Esta moneda no está disponible.
error-bad-form = No hemos podido leer el formulario. Inténtalo de nuevo.
error-cross-site = Este formulario se envió desde otro sitio y no se ha aceptado. Inténtalo de nuevo desde esta página.
error-method = Esta página no se puede usar así. Ábrela desde un enlace.

# Search bar and search page filters (issue 6).
search-history = Búsquedas recientes
search-recent-title = Tus búsquedas recientes
search-periods-tab = Meses
search-dates-tab = Fechas
search-continents = Continentes
search-destinations = Destinos
search-loading = Buscando…
search-no-destination = No encontramos ningún destino para “{ $text }”.
search-clear-all = Borrar todo
search-previous-month = Mes anterior
search-next-month = Mes siguiente
search-trips-count = { $count } viajes
search-trips-count-one = { $count } viaje
search-departures-count = { $count } salidas
search-departures-count-one = { $count } salida
filters-title = Filtros
filters-sort-title = Filtros y orden
filters-clear = Quitar filtros
filter-all = Todos
filter-price = Precio
filter-price-max = Hasta { $amount }
filter-price-over = Más de { $amount }
filter-price-between = { $from } – { $to }
filter-duration = Duración
filter-duration-max = Hasta { $days } días
filter-duration-over = Más de { $days } días
filter-age = Edad
filter-discounted = Ofertas
filter-discounted-only = Solo salidas en oferta
filter-private-room = Habitación
filter-private-room-only = Habitación privada disponible
filter-badge = Distintivo
badge-HOT = Se agota
badge-SAFE = Salida segura
badge-NEW = Nuevo
filter-status = Estado de la salida
filter-travel-type = Tipo de viaje
type-adventure = Aventura
type-tour = Tour
type-beach = Playa
type-trekking = Trekking
type-city = Ciudad
type-roadtrip = Road trip
filter-unique = Viajes únicos
filter-unique-only = Solo viajes únicos
filter-travel-style = Estilo de viaje
style-classic = Clásico
style-active = Activo
style-comfort = Confort
style-backpacking = Mochilero
search-zero-title = No hay viajes que coincidan con tu búsqueda
search-zero-options = Prueba así:
search-zero-any-date = Buscar en cualquier fecha
search-zero-anywhere = Buscar en todos los destinos
search-zero-no-filters = Buscar sin filtros
search-where-not-found = No encontramos “{ $text }” entre nuestros destinos.
sort-apply = Ordenar
period-easter = Semana Santa { $year }
period-christmas = Navidad y Año Nuevo { $year }

## Layout (issue 7)
menu-open = Menú
modal-close = CERRAR
bean-label = Aviso
bean-close = Cerrar este aviso
footer-more = Más enlaces
footer-less = Menos enlaces
carousel-previous = Anterior
carousel-next = Siguiente
page-sections = En esta página
geo-message = Nuestro sitio { $edition } muestra los precios en { $currency }. ¿Quieres ir?
geo-message-same-currency = Nuestro sitio { $edition } está pensado para el país en el que estás. ¿Quieres ir?
geo-go = Ir a { $edition }
geo-stay = Quedarme aquí

## Calendar
weekday-short-1 = Lun
weekday-short-2 = Mar
weekday-short-3 = Mié
weekday-short-4 = Jue
weekday-short-5 = Vie
weekday-short-6 = Sáb
weekday-short-7 = Dom
calendar-previous = ‹ Mes anterior
calendar-next = Mes siguiente ›

## Trip page
photos = Fotos
gallery-title = Fotos del viaje
gallery-position = Foto { $position } de { $count }
gallery-previous = ‹ Foto anterior
gallery-next = Foto siguiente ›
reviews-by-stars = Opiniones por estrellas
reviews-stars = { $stars ->
    [one] 1 estrella
   *[other] { $stars } estrellas
}
review-other-language = escrita en otro idioma
fact-duration = Duración
travel-days-nights = { $days } días, { $nights ->
    [one] 1 noche
   *[other] { $nights } noches
}
fact-age = Franja de edad
age-explain-25-35 = Para viajeros de 25 a 35 años; con flexibilidad para quienes tienen 21-25 o 36-37.
age-explain-35-49 = Para viajeros de 35 a 49 años; quienes tienen 33-34 también son bienvenidos, y además pueden elegir viajes 25-35 o para todas las edades.
age-explain-all = Para todas las edades de 25 a 49 años; los viajeros de 21 a 25 también son bienvenidos.
age-groups-more = Cómo funcionan los grupos de edad
fact-moods = Ambiente
fact-private-room = Habitación privada
private-room-available = Disponible bajo petición.
private-room-unavailable = La habitación se comparte con otro viajero del grupo.
private-room-more = Todo sobre la habitación privada
collection-explained = Un viaje seleccionado de nuestra Colección.
unique-explained = Un itinerario único que no encontrarás en ningún otro sitio.
departures-all = Todas las salidas
departures-caption = Todas las salidas con su precio, su estado y los viajeros que aún faltan
departures-show-all = Ver las { $count } salidas
departures-dates = Fechas
departures-price = Precio
departures-status = Estado
departures-to-confirm = Por confirmar
decided-by = Confirmada o cancelada a más tardar el { $date }
decision-late = La decisión sobre esta salida es inminente: la confirmamos o la cancelamos en pocos días, y si la cancelamos te devolvemos todo.
faq-category-general = General
faq-category-itinerary = Itinerario
faq-category-destination = Destino
money-pot = Fondo común
money-pot-amount = Unos { $amount } por persona
money-pot-explained = El bote compartido del grupo para los gastos locales indicados en el itinerario (transporte, entradas, algunas comidas). Lo pagas durante el viaje; el coordinador lleva las cuentas y se devuelve lo que sobre.
related-trips = También te puede gustar

## Tour page
promo-valid = Código promocional { $code }: válido hasta el { $date }.
tour-deposit = Reserva con una señal de { $amount } hasta el { $date }.
tour-no-deposit = La salida está cerca: el precio completo se paga al reservar.
tour-on-request-payment = Atención al cliente confirma la plaza y te indica cómo y cuándo pagar.
tour-balance = El resto se paga el { $date }.
money-pot-included = El fondo común está incluido en el precio.
refund-title = Si cambias de planes
refund-free = Cancela gratis hasta el { $date }, o hasta el { $flexible } con la Cancelación Flexible.
refund-flexible-only = Ahora solo puedes cancelar gratis con la Cancelación Flexible, hasta el { $date }.
refund-none = Faltan menos de 8 días para la salida: cancelar ya no es gratis.
refund-not-confirmed = Si esta salida no se confirma a más tardar el { $date }, se cancela y te devolvemos todo el dinero.
refund-policy-link = Lee la política de cancelación
tour-description = { $title }: salida del { $from } al { $to }, { $status }, { $price }.

## Accounts: login with a one-time code, wishlist, group info, profile area
island-login = Iniciar sesión
island-profile = Perfil
island-consents = Consentimientos
island-communications = Gestionar comunicaciones
island-logout = Cerrar sesión
island-account-menu = Tu cuenta
island-save = Guardar en favoritos
island-saved = Guardado en tus favoritos
island-removed = Eliminado de tus favoritos
island-save-aria = Guardar en tus favoritos
island-remove-aria = Eliminar de tus favoritos
island-confirm-remove-title = ¿Eliminar este viaje?
island-confirm-remove-text = También has guardado { $count ->
    [one] una salida
   *[other] { $count } salidas
} de este viaje: { $count ->
    [one] se eliminará también.
   *[other] se eliminarán también.
}
island-confirm = Eliminar
island-cancel = Cancelar
island-auth-title = Inicia sesión o regístrate
island-email-label = Correo electrónico
island-continue = Continuar
island-edit-email = Cambiar correo electrónico
island-close = Cerrar
island-new-user-title = Te damos la bienvenida a Caravan
island-existing-user-title = Hola de nuevo
island-existing-user-text = Te enviaremos un código de un solo uso a { $email }.
island-consent-question = ¿Quieres recibir nuestras novedades y ofertas por correo electrónico?
island-consent-accept = Sí, acepto
island-consent-decline = No, gracias
island-privacy-note = Al continuar, aceptas nuestra política de privacidad y los términos y condiciones.
island-privacy-link = Política de privacidad
island-terms-link = Términos y condiciones
island-send-code = Envíame un código
island-code-label = Código de un solo uso
island-code-sent = Hemos enviado un código de 6 cifras a { $email }. Es válido durante 10 minutos.
island-verify = Confirmar
island-resend-in = Podrás pedir un código nuevo en { $seconds } s
island-resend = Enviar un código nuevo
island-generic-error = ¡Algo ha salido mal! Inténtalo de nuevo más tarde.
island-invalid-email = Correo electrónico no válido
island-group-info-title = Quién viaja
island-group-info-open = Mira quién viaja
island-group-info-locked = Inicia sesión o regístrate para ver quién viaja en esta salida.
island-travellers-count = Viajeros con reserva
island-first-timers = Primer viaje con nosotros
island-trips-done = Viajes hechos con nosotros, en total
island-male = Hombres
island-female = Mujeres
island-expected-group-size = Tamaño previsto del grupo
island-interested-count = Personas interesadas
island-snapshot-title = El grupo de un vistazo
island-first-timer-share = Porcentaje en su primer viaje
island-no-snapshot = El resumen del grupo aparece cuando al menos 3 viajeros lo comparten.
island-wishlist-link = Favoritos
login-new-user-text = Aún no conocemos { $email }: elige una cosa más y te enviamos un código.
wishlist-login = Inicia sesión para ver los viajes y las salidas que has guardado.
wishlist-travels = Viajes guardados ({ $count })
wishlist-tours = Salidas guardadas ({ $count })
account-title = Tu cuenta
account-description = Tu perfil, tus consentimientos y tus comunicaciones.
account-saved = { $travels ->
    [one] { $travels } viaje guardado
   *[other] { $travels } viajes guardados
}, { $tours ->
    [one] { $tours } salida guardada
   *[other] { $tours } salidas guardadas
}
account-privacy-accepted = Has aceptado la política de privacidad y los términos vigentes.
account-privacy-accept = Aceptar la política de privacidad
account-save = Guardar
details-title = Tus datos para reservar
details-first-name = Nombre
details-last-name = Apellidos
details-tax-code = DNI o NIE
details-tax-code-required = La web de reservas necesita tu DNI o NIE para emitir la factura: lo guardamos para que no te lo vuelva a pedir al pagar.
details-tax-code-optional = Opcional: añádelo si tu factura lo necesita.
details-saved = Tus datos se han guardado.
details-name-invalid = Usa como máximo 80 letras, sin caracteres especiales.
details-name-full = Escribe tu nombre y tus apellidos: un nombre completo tiene al menos dos palabras.
tax-code-missing = Introduce tu DNI o NIE: es obligatorio para reservar en este país.
tax-code-not-italian = No es un código fiscal italiano válido (codice fiscale): 16 caracteres, revisa la última letra.
tax-code-not-spanish = No es un DNI o NIE válido: 8 cifras (o X, Y, Z y 7 cifras) y una letra; revisa la letra.
tax-code-malformed = Un número fiscal tiene de 4 a 32 letras y cifras.
error-invalid-email = Correo electrónico no válido
error-wrong-code = El código no es correcto
error-code-expired = Este código ha caducado: pide uno nuevo.
error-too-many-tries = Demasiados intentos fallidos: pide un código nuevo.
error-code-missing = No hay ningún código que comprobar para este correo: pide uno nuevo.
error-rate-limited = Demasiados intentos. Espera { $seconds } segundos e inténtalo de nuevo.
error-too-large = La solicitud es demasiado grande.
error-invalid-filters = Los filtros de búsqueda no son válidos
error-invalid-body = La solicitud no es válida
error-invalid-question = Haz una pregunta
error-invalid-page = El número de página no es válido
error-invalid-request = La solicitud no es válida
error-uri-too-long = La dirección es demasiado larga. Vuelve atrás y prueba una búsqueda más corta.
error-headers-too-large = La solicitud lleva demasiados datos (a menudo demasiadas cookies). Borra las cookies de este sitio e inténtalo de nuevo.
error-consent-required = Elige si quieres recibir nuestras novedades.
error-item-not-found = Este viaje o esta salida ya no existe.
error-mail-failed = No hemos podido enviar el correo. Inténtalo de nuevo en un momento.
error-unauthenticated = Inicia sesión para continuar.
error-privacy-policy = Acepta la política de privacidad actualizada para continuar.
error-wishlist-has-tours = También has guardado { $count ->
    [one] una salida
   *[other] { $count } salidas
} de este viaje: confirma para { $count ->
    [one] eliminarla también.
   *[other] eliminarlas también.
}
error-login-client = Este enlace de inicio de sesión no es válido para este sitio.
error-login-request = Esta solicitud de inicio de sesión está incompleta o no es válida. Empieza de nuevo.
error-login-refused = Se ha cancelado el inicio de sesión. Inténtalo de nuevo.
error-login-unverified = El servicio de inicio de sesión no ha verificado esta dirección de e-mail, así que no puede abrir una cuenta de Caravan. Verifícala con tu proveedor e inténtalo de nuevo.
error-login-unlinked = Esta dirección de e-mail ya tiene una cuenta de Caravan que no está vinculada a este servicio de inicio de sesión. Entra con un código enviado a tu e-mail.
error-login-expired = El inicio de sesión ha tardado demasiado o se abrió en otro navegador. Inténtalo de nuevo.
error-login-provider = Ahora mismo no se puede iniciar sesión. Inténtalo de nuevo más tarde.
mail-code-subject = { $code } es tu código de Caravan
mail-code-intro = Este es tu código de un solo uso para iniciar sesión en Caravan:
mail-code-validity = Es válido durante { $minutes } minutos y solo se puede usar una vez.
mail-code-ignore = Si no lo has pedido, puedes ignorar este correo.
mail-code-alerts-subject = { $code } es tu código para las alertas de Caravan
mail-code-alerts-intro = Este es tu código de un solo uso para activar tus alertas de Caravan:
mail-signature = El equipo de Caravan

## Alerts, questions to coordinators, the waitlist
alert-open = Avísame
alert-which = Avísame si
alert-kind-STOCKOUT_TRAVEL = Se publican nuevas fechas
alert-kind-TOUR_CONFIRMED = Esta salida se confirma
alert-kind-PRICE_DROPPED = Baja el precio
alert-phone = Teléfono (opcional, solo para novedades importantes)
alert-submit = Activar alertas
alert-turn-off = Desactivar
alerts-title = Alertas
alerts-none = No tienes ninguna alerta activa.
alerts-on-title = Alertas activadas
alerts-on-text = Te escribiremos sobre { $title }.
alert-subject-departure = { $title }, salida del { $date }
alerts-on-generic = Tus alertas están activadas. Te escribiremos cuando haya algún cambio.
alerts-check-mail-title = Revisa tu correo electrónico
alerts-check-mail-text = Hemos enviado un enlace a { $email }: ábrelo para activar tus alertas.
alerts-confirm-title = ¿Activar tus alertas?
alerts-confirm-text = Confirma y te escribiremos cuando haya algún cambio.
alerts-confirm-button = Activar alertas
alerts-off-confirm-title = ¿Desactivar esta alerta?
alerts-off-confirm-text = Ya no te escribiremos sobre este viaje.
alerts-off-title = Alerta desactivada
alerts-off-text = Esta alerta está desactivada. Puedes volver a activarla desde la página del viaje.
question-open = Haz una pregunta a { $name }
question-message = Tu pregunta
question-submit = Enviar la pregunta
question-sent-title = Pregunta enviada
question-sent-text = { $name } te responderá por correo electrónico. Te hemos enviado una copia de tu pregunta.
question-sent-generic = Gracias: tu pregunta ya está en camino.
waitlist-intro = Esta salida está completa. Apúntate a la lista de espera: si se libera una plaza, se la reservamos a quien esté primero en la lista.
waitlist-join = Apuntarme a la lista de espera
waitlist-joined-title = Estás en la lista de espera
waitlist-place = Ocupas el puesto { $number } de la lista.
waitlist-offered = Te reservamos una plaza hasta el { $until }.
message-back = Volver
message-refused-title = No ha funcionado
error-invalid-phone = Número de teléfono no válido
error-no-alert = No hay ninguna alerta para esta salida.
error-link-used = Este enlace ya se ha usado o ya no es válido.
error-not-sold-out = Esta salida no está completa: puedes reservarla.
error-question-length = Escribe tu pregunta en { $max } caracteres como máximo.
error-question-empty = Escribe primero tu pregunta: bastan unas palabras para que el coordinador pueda responderte.
mail-unsubscribe = Desactivar esta alerta
mail-see-trip = Ver el viaje
mail-price-subject = Baja de precio: { $title }
mail-price-text = Buenas noticias: { $title } con salida el { $date } ahora cuesta { $price } en lugar de { $old }.
mail-confirmed-subject = Salida confirmada: { $title }
mail-confirmed-text = La salida de { $title } del { $date } está confirmada: el grupo está formado y el viaje se realizará.
mail-new-dates-subject = Nuevas fechas: { $title }
mail-new-dates-text = { $title } tiene nuevas salidas. Échales un vistazo antes de que se agoten las plazas.
mail-alert-confirm-subject = Activa tus alertas para { $title }
mail-alert-confirm-text = Alguien (esperamos que tú) ha pedido alertas sobre { $title } con esta dirección.
mail-alert-confirm-link = Activar las alertas
mail-waitlist-subject = Una plaza para ti: { $title }
mail-waitlist-text = Se ha liberado una plaza en { $title } con salida el { $date } y ocupas el primer puesto de la lista: te la reservamos hasta el { $until }.
mail-question-subject = Un viajero pregunta por { $title }
mail-question-text = { $email } pregunta:
mail-question-ack-subject = Tu pregunta a { $coordinator }
mail-question-ack-text = { $coordinator } te responderá por correo electrónico.
mail-question-ack-copy = Tu pregunta:

## Ask (/search-ai)
ask-label = Describe tu viaje
ask-placeholder = p. ej. dos semanas en Japón en abril por menos de 3000 €
ask-submit = Buscar
ask-understood = Lo que hemos entendido
ask-live-hint = Leemos tu deseo mientras escribes: quita lo que hayamos entendido mal.
ask-chip-remove = Quitar { $label }
ask-chip-remove-label = Quitar
ask-kind-destination = Dónde
ask-kind-continent = Dónde
ask-kind-dates = Cuándo
ask-kind-duration = Duración
ask-kind-budget = Presupuesto
ask-kind-age = Edad
ask-kind-mood = Ambiente
ask-kind-travelType = Tipo de viaje
ask-kind-travelStyle = Estilo
ask-kind-privateRoom = Habitación
ask-kind-discounted = Precio
ask-kind-confirmed = Salidas
ask-kind-collection = Línea
ask-kind-sort = Orden
ask-kind-text = Palabras
ask-results = { $count ->
    [one] Un viaje encaja contigo
   *[other] { $count } viajes encajan contigo
}
ask-why-meets = Cumple: { $list }
ask-why-misses = No cumple: { $list }
ask-relaxed-dates = Ningún viaje coincidía exactamente, así que hemos ampliado tus fechas dos semanas antes y después.
ask-relaxed-budget = Ningún viaje coincidía exactamente, así que hemos subido tu presupuesto un 15 %.
ask-relaxed-neighbours = Ningún viaje coincidía exactamente, así que hemos añadido los países vecinos.
ask-relaxed-themes = Ningún viaje coincidía exactamente, así que también te mostramos viajes de otro tipo.
ask-failure-title = ¡Ups, el hechizo no ha funcionado!
ask-failure-advice = No hemos entendido tu deseo. Prueba a reformularlo con un lugar, un mes, una duración o un presupuesto, por ejemplo “una semana en Grecia en junio”.
ask-examples = Prueba con “10 días en Perú en mayo”, “playa y fiesta en Tailandia este verano por menos de 1500 €” o “un fin de semana largo en Europa con habitación privada”.

## WeMeet events search
events-city = Ciudad
events-any-city = Todas las ciudades
events-when = Cuándo
events-when-today = Hoy
events-when-tomorrow = Mañana
events-when-this-week = Esta semana
events-when-this-weekend = Este fin de semana
events-when-next-week = La semana que viene
events-when-this-month = Este mes
events-when-next-30-days = Próximos 30 días
events-when-whenever = Cuando quieras
events-submit = Ver eventos
events-found = { $count ->
    [0] Ningún evento
    [one] Un evento
   *[other] { $count } eventos
}
events-none = Ningún evento WeMeet coincide. Prueba con otra ciudad o un periodo más amplio.
event-organised-by = Organizado por { $name }

## Flights
flights-title = Vuelos
flights-intro = Vuelos de ida y vuelta sugeridos (aeropuertos: { $market }), con llegada como muy tarde el día 1 y regreso después del último día. Los precios son por persona y orientativos.
flights-intro-any = Vuelos de ida y vuelta sugeridos desde los aeropuertos de abajo, con llegada como muy tarde el día 1 y regreso después del último día. Los precios son por persona y orientativos.
flights-from-airport = Desde { $city } ({ $code })
flights-price-from = desde { $price }
flights-min-price = Vuelos desde { $price }
flights-search = Buscar vuelos
flights-modal-title = Vuelos para { $title }
flights-outbound = Ida
flights-return = Vuelta
flights-stops = { $stops ->
    [0] Directo
    [one] 1 escala
   *[other] { $stops } escalas
}
flights-duration = { $hours } h { $minutes } min
flights-none = No hay vuelos sugeridos para esta salida.
flights-advice-wait = Espera a la confirmación antes de comprar los vuelos: esta salida aún no está garantizada.
flights-advice-buy = Esta salida está garantizada: ya puedes comprar los vuelos.
flights-advice-sold-out = Esta salida está completa. Consulta las otras fechas.
flights-choose-airport = Aeropuerto de salida
flights-show = Ver vuelos
flights-disclaimer = Los vuelos no están incluidos en el precio del viaje. Resérvalos con la aerolínea que prefieras.

## Chat assistant
chat-open = ¿Dudas? Pregúntanos
chat-title = Pregunta a Caravan
chat-intro = Pregunta por la señal, la cancelación, el seguro, los grupos de edad, la habitación privada o un viaje.
chat-placeholder = Escribe tu pregunta
chat-send = Enviar
chat-close = Cerrar
chat-sources = Más información
chat-unsure = No estoy seguro de poder responderte bien. Nuestro equipo puede ayudarte directamente.
chat-handoff = Habla con nosotros
chat-thinking = Buscando…
chat-error = ¡Algo ha salido mal! Inténtalo de nuevo más tarde.
chat-widget-consent = ¿Quieres chatear con nuestro equipo? Se cargará el chat de nuestro proveedor de mensajería.
chat-widget-accept = Abrir el chat

## Tracking consent
consent-title = Tu privacidad
consent-text = Usamos las cookies que el sitio necesita y, con tu consentimiento, cookies para medir cómo se usa, probar mejoras y chatear con el servicio de nuestro equipo.
consent-privacy = Política de privacidad
consent-accept = Aceptar todo
consent-reject = Rechazar todo
consent-choose = Elegir
consent-analytics = Estadísticas: cómo se usan las páginas
consent-experiments = Experimentos: probar mejoras
consent-chat = Chat: habla con nuestro equipo
consent-save = Guardar mis preferencias

# Bookings and trips (spec §6)
route-account-trips = Reservas y viajes
route-partnership = Colaboraciones
trips-description = Tus viajes próximos y pasados: estado, pagos, cancelación y archivos de calendario.
trips-upcoming = { $count ->
    [one] Próximo viaje
   *[other] Próximos viajes ({ $count })
}
trips-past = { $count ->
    [one] Viaje pasado
   *[other] Viajes pasados ({ $count })
}
trips-upcoming-none = Aún no tienes viajes próximos: tu próximo grupo te espera.
trips-past-none = Aún no tienes viajes pasados.
trips-help = ¿Una pregunta sobre una reserva? Indica su referencia al escribirnos:
trips-balance-due = Señal pagada · saldo de { $amount } antes del { $date }
trips-payment-deposit = Señal pagada
trips-payment-paid = Pagado por completo
trips-payment-refunded = Reembolsado
trips-status-confirmed = Confirmado
trips-status-awaiting = Esperando al grupo
trips-status-travelled = Realizado
trips-status-cancelled = Cancelado
trips-travellers = { $count ->
    [one] 1 viajero
   *[other] { $count } viajeros
}
trips-reference = Reserva { $reference }
trips-manage = Detalles de la reserva
trips-cancel = Cancelar (reembolso: { $amount })
trips-calendar = Añadir al calendario (.ics)
error-bookings-unavailable = Ahora mismo no podemos mostrar tus reservas. Vuelve a intentarlo en unos minutos.
# EU Omnibus Directive: beside every reduced price
price-lowest-30-days = Precio más bajo en los 30 días anteriores al descuento: { $amount }

# Social proofing (ab-test-social-proofing, variant arm): recent wishlist saves of a departure.
social-proof-saved = { $count } viajeros han guardado esta salida en los últimos { $days } días.

# The built-in booking desk: checkout (/booking/{tourId}/start) and a booking's own page.
checkout-title = Reserva tu plaza
checkout-seats = { $count ->
    [one] Queda 1 plaza
   *[other] Quedan { $count } plazas
}
checkout-price-each = { $price } por persona
checkout-choices = Tu reserva
checkout-travellers = Viajeros
checkout-private-room-choice = Una habitación privada (gratis si reservas para 2)
checkout-flexible-choice = Cancelación Flexible: cancela gratis hasta 8 días antes de la salida
checkout-payment-deposit = Paga ahora la señal y el resto más adelante
checkout-payment-full = Paga ahora el precio completo
checkout-promo = Código promocional
checkout-update = Actualizar el precio
checkout-trips = { $count ->
    [one] El viaje para 1 viajero
   *[other] El viaje para { $count } viajeros
}
checkout-private-room = Habitación privada
checkout-flexible = Cancelación Flexible
checkout-total = Total
checkout-pay-now = A pagar ahora
checkout-balance = Saldo, antes del { $date }
checkout-login-needed = Para reservar, inicia sesión o regístrate con tu correo electrónico: te enviamos un código, sin necesidad de contraseña.
checkout-login = Inicia sesión o regístrate
checkout-demo-payment = Este es un pago de demostración: no se pide ninguna tarjeta y no se cobra nada.
checkout-pay = Pagar { $amount } (demostración)
booking-title = Reserva { $reference }
booking-done = ¡Reservado! La referencia de tu reserva es { $reference }; también la encontrarás en Reservas y viajes.
booking-refunded = Cancelada · reembolso de { $amount }
booking-paid-balance = Pagado: { $paid } · saldo de { $amount } antes del { $date }
booking-paid-full = Pagado por completo: { $paid }
booking-private-room = Habitación privada
booking-flexible = Cancelación Flexible
booking-total = Total: { $amount }
booking-cancel = Cancelar esta reserva (reembolso: { $amount })
booking-cancel-question = ¿Cancelar esta reserva? Según la política de cancelación, te devolvemos { $amount }.
booking-cancel-yes = Sí, cancelar la reserva
booking-calendar = Añadir al calendario (.ics)
booking-calendar-day = Día
booking-error-sold-out = Esta salida ya no está disponible: está completa. Consulta las otras fechas.
booking-error-not-enough-seats = { $count ->
    [one] Solo queda 1 plaza en esta salida.
   *[other] Solo quedan { $count } plazas en esta salida.
}
booking-error-departed = Esta salida ya ha partido.
booking-error-on-request = Esta salida es bajo petición: resérvala a través de atención al cliente.
booking-error-not-found = No encontramos esa reserva o salida.
booking-error-travellers = Una reserva puede incluir de 1 a 4 viajeros.
booking-error-deposit-closed = Esta salida ya no admite el pago con señal: el resto ya se debe pagar, así que ahora se paga el precio completo.
booking-error-promo-expired = Este código promocional ha caducado.
booking-error-promo-unknown = Este código promocional no es válido para esta salida.
booking-error-currency = Esta salida no se puede reservar en esa moneda.
booking-error-private-room = Este viaje no tiene habitaciones privadas.
booking-error-already-cancelled = Esta reserva ya está cancelada.
