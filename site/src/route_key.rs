//! The fixed routes by name (spec §2), apart from the editions: an edition
//! names the routes it switches off, and [`crate::routes`] turns a key into the
//! edition's path.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RouteKey {
    Index,
    AgeGroups,
    Contacts,
    HowItWorks,
    NoSharingRoom,
    Travels,
    Coordinators,
    Tours,
    Faqs,
    MediaSharing,
    MediaCoordinators,
    LegalGeneralCondition,
    LegalPrivacyPolicy,
    LegalTermsConditions,
    LegalCancellationPolicy,
    AreaAsia,
    AreaEurope,
    AreaAmerica,
    AreaAfrica,
    AreaOceania,
    AreaAntarctica,
    WemeetByProduct,
    WemeetByProductAbout,
    OurValues,
    EventsWemeet,
    Sales,
    Search,
    SearchAi,
    Wishlist,
    Login,
    LoginRedirect,
    /// The profile area of logged-in users (spec §6).
    Account,
    /// The logged-in traveller's bookings and trips (spec §6).
    Trips,
    /// The partnership page of the account area (spec §6), content-managed.
    Partnership,
}

impl RouteKey {
    /// Every fixed route.
    pub const ALL: [RouteKey; 34] = [
        RouteKey::Index,
        RouteKey::AgeGroups,
        RouteKey::Contacts,
        RouteKey::HowItWorks,
        RouteKey::NoSharingRoom,
        RouteKey::Travels,
        RouteKey::Coordinators,
        RouteKey::Tours,
        RouteKey::Faqs,
        RouteKey::MediaSharing,
        RouteKey::MediaCoordinators,
        RouteKey::LegalGeneralCondition,
        RouteKey::LegalPrivacyPolicy,
        RouteKey::LegalTermsConditions,
        RouteKey::LegalCancellationPolicy,
        RouteKey::AreaAsia,
        RouteKey::AreaEurope,
        RouteKey::AreaAmerica,
        RouteKey::AreaAfrica,
        RouteKey::AreaOceania,
        RouteKey::AreaAntarctica,
        RouteKey::WemeetByProduct,
        RouteKey::WemeetByProductAbout,
        RouteKey::OurValues,
        RouteKey::EventsWemeet,
        RouteKey::Sales,
        RouteKey::Search,
        RouteKey::SearchAi,
        RouteKey::Wishlist,
        RouteKey::Login,
        RouteKey::LoginRedirect,
        RouteKey::Account,
        RouteKey::Trips,
        RouteKey::Partnership,
    ];

    /// The route name of spec §2 (also the custom page's routing key).
    pub fn name(self) -> &'static str {
        match self {
            RouteKey::Index => "index",
            RouteKey::AgeGroups => "age-groups",
            RouteKey::Contacts => "contacts",
            RouteKey::HowItWorks => "how-it-works",
            RouteKey::NoSharingRoom => "no-sharing-room",
            RouteKey::Travels => "travels",
            RouteKey::Coordinators => "coordinators",
            RouteKey::Tours => "tours",
            RouteKey::Faqs => "faqs",
            RouteKey::MediaSharing => "media-sharing",
            RouteKey::MediaCoordinators => "media-coordinators",
            RouteKey::LegalGeneralCondition => "legal-general-condition",
            RouteKey::LegalPrivacyPolicy => "legal-privacy-policy",
            RouteKey::LegalTermsConditions => "legal-terms-conditions",
            RouteKey::LegalCancellationPolicy => "legal-cancellation-policy",
            RouteKey::AreaAsia => "area-asia",
            RouteKey::AreaEurope => "area-europe",
            RouteKey::AreaAmerica => "area-america",
            RouteKey::AreaAfrica => "area-africa",
            RouteKey::AreaOceania => "area-oceania",
            RouteKey::AreaAntarctica => "area-antarctica",
            RouteKey::WemeetByProduct => "wemeet-by-caravan",
            RouteKey::WemeetByProductAbout => "wemeet-by-caravan-about",
            RouteKey::OurValues => "our-values",
            RouteKey::EventsWemeet => "events-wemeet",
            RouteKey::Sales => "sales",
            RouteKey::Search => "search",
            RouteKey::SearchAi => "search-ai",
            RouteKey::Wishlist => "wishlist",
            RouteKey::Login => "login",
            RouteKey::LoginRedirect => "login-redirect",
            RouteKey::Account => "account",
            RouteKey::Trips => "account-trips",
            RouteKey::Partnership => "partnership",
        }
    }

    /// The continent code of an area page.
    pub fn continent(self) -> Option<&'static str> {
        Some(match self {
            RouteKey::AreaAsia => "asia",
            RouteKey::AreaEurope => "europe",
            RouteKey::AreaAmerica => "america",
            RouteKey::AreaAfrica => "africa",
            RouteKey::AreaOceania => "oceania",
            RouteKey::AreaAntarctica => "antarctica",
            _ => return None,
        })
    }

    /// Paths per language: en, it, es, fr, de.
    pub(crate) fn paths(self) -> [&'static str; 5] {
        match self {
            RouteKey::Index => ["/", "/", "/", "/", "/"],
            RouteKey::AgeGroups => ["/age-groups", "/fasce-di-eta", "/grupos-de-edad", "/tranches-d-age", "/altersgruppen"],
            RouteKey::Contacts => ["/contacts", "/contatti", "/contactos", "/contact", "/kontakt"],
            RouteKey::HowItWorks => ["/how-it-works", "/come-funziona", "/como-funciona", "/comment-ca-marche", "/so-funktionierts"],
            RouteKey::NoSharingRoom => ["/no-sharing-room", "/camera-privata", "/habitacion-privada", "/chambre-privee", "/einzelzimmer"],
            RouteKey::Travels => ["/destinations", "/viaggi", "/viajes", "/voyages", "/reiseziele"],
            RouteKey::Coordinators => ["/coordinators", "/coordinatori", "/coordinadores", "/coordinateurs", "/koordinatoren"],
            RouteKey::Tours => [
                "/confirmed-tour-departures",
                "/partenze-viaggi-confermati",
                "/salidas-confirmadas",
                "/departs-confirmes",
                "/bestaetigte-reisetermine",
            ],
            RouteKey::Faqs => ["/faqs", "/domande-frequenti", "/preguntas-frecuentes", "/questions-frequentes", "/haeufige-fragen"],
            RouteKey::MediaSharing => ["/media-sharing", "/condivisione-media", "/compartir-medios", "/partage-medias", "/medien-teilen"],
            RouteKey::MediaCoordinators => {
                ["/media-coordinators", "/media-coordinatori", "/medios-coordinadores", "/medias-coordinateurs", "/medien-koordinatoren"]
            }
            RouteKey::LegalGeneralCondition => [
                "/legal/general-condition",
                "/legal/condizioni-generali",
                "/legal/condiciones-generales",
                "/legal/conditions-generales",
                "/legal/allgemeine-bedingungen",
            ],
            RouteKey::LegalPrivacyPolicy => [
                "/legal/privacy-policy",
                "/legal/informativa-privacy",
                "/legal/politica-de-privacidad",
                "/legal/politique-de-confidentialite",
                "/legal/datenschutz",
            ],
            RouteKey::LegalTermsConditions => [
                "/legal/terms-conditions",
                "/legal/termini-e-condizioni",
                "/legal/terminos-y-condiciones",
                "/legal/conditions-d-utilisation",
                "/legal/nutzungsbedingungen",
            ],
            RouteKey::LegalCancellationPolicy => [
                "/legal/cancellation-policy",
                "/legal/politica-di-cancellazione",
                "/legal/politica-de-cancelacion",
                "/legal/politique-d-annulation",
                "/legal/stornierungsbedingungen",
            ],
            RouteKey::AreaAsia => ["/asia-trips", "/viaggi-asia", "/viajes-asia", "/voyages-asie", "/asien-reisen"],
            RouteKey::AreaEurope => ["/europe-trips", "/viaggi-europa", "/viajes-europa", "/voyages-europe", "/europa-reisen"],
            RouteKey::AreaAmerica => ["/america-trips", "/viaggi-america", "/viajes-america", "/voyages-amerique", "/amerika-reisen"],
            RouteKey::AreaAfrica => ["/africa-trips", "/viaggi-africa", "/viajes-africa", "/voyages-afrique", "/afrika-reisen"],
            RouteKey::AreaOceania => ["/oceania-trips", "/viaggi-oceania", "/viajes-oceania", "/voyages-oceanie", "/ozeanien-reisen"],
            RouteKey::AreaAntarctica => {
                ["/antarctica-trips", "/viaggi-antartide", "/viajes-antartida", "/voyages-antarctique", "/antarktis-reisen"]
            }
            RouteKey::WemeetByProduct => ["/wemeet-by-caravan"; 5],
            RouteKey::WemeetByProductAbout => ["/wemeet-by-caravan/about"; 5],
            RouteKey::OurValues => ["/our-values", "/i-nostri-valori", "/nuestros-valores", "/nos-valeurs", "/unsere-werte"],
            RouteKey::EventsWemeet => ["/events-wemeet", "/eventi-wemeet", "/eventos-wemeet", "/evenements-wemeet", "/events-wemeet"],
            RouteKey::Sales => ["/sales", "/offerte", "/ofertas", "/promotions", "/angebote"],
            RouteKey::Search => ["/search", "/cerca", "/buscar", "/rechercher", "/suchen"],
            RouteKey::SearchAi => ["/search-ai", "/cerca-ai", "/buscar-ai", "/recherche-ai", "/suchen-ai"],
            RouteKey::Wishlist => ["/wishlist", "/preferiti", "/lista-de-deseos", "/liste-de-souhaits", "/wunschliste"],
            RouteKey::Login => ["/login"; 5],
            RouteKey::LoginRedirect => ["/login/redirect"; 5],
            RouteKey::Account => ["/account", "/il-mio-account", "/mi-cuenta", "/mon-compte", "/mein-konto"],
            RouteKey::Trips => {
                ["/account/trips", "/il-mio-account/viaggi", "/mi-cuenta/viajes", "/mon-compte/voyages", "/mein-konto/reisen"]
            }
            RouteKey::Partnership => ["/partnership", "/collaborazioni", "/colaboraciones", "/partenariats", "/partnerschaften"],
        }
    }

    /// The page type used for tracking.
    pub fn page_type(self) -> &'static str {
        match self {
            RouteKey::Index => "index",
            RouteKey::Search => "search",
            RouteKey::Wishlist => "wishlist",
            k if k.continent().is_some() => "areas-continent-slug",
            _ => "custom-page",
        }
    }
}
