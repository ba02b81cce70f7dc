//! What pages show: plain data the server prepares from storage. Components
//! only format and lay it out, so they stay free of I/O and easy to test.

pub mod alert_form;
pub mod checkout;

use chrono::NaiveDate;
use search_core::{Currency, Filters, TourStatus};
use std::sync::Arc;

/// An amount in minor units and its currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Money {
    pub minor: i64,
    pub currency: Currency,
}

/// A price with its undiscounted base, when discounted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Price {
    pub now: Money,
    pub before: Option<Money>,
    /// Whole percent off (rounded down), worked out once from the catalogue's
    /// base currency, so €, £ and $ show the same figure (issue 16).
    pub percent_off: Option<i64>,
    /// A reduced price's lowest price in the 30 days before the reduction,
    /// shown beside it as the EU Omnibus Directive asks.
    pub lowest_before: Option<Money>,
}

/// A travel in a list.
#[derive(Debug, Clone, PartialEq)]
pub struct TravelCard {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub destination: String,
    pub days: i64,
    /// The drawn cover: the trip's landscape in its region's colours.
    pub cover: crate::images::Cover,
    /// The trip's photograph, when one was imported (`caravan images import`);
    /// pages show it instead of the drawn cover.
    pub photo: Option<std::sync::Arc<crate::picture::Picture>>,
    pub rating: f64,
    pub reviews_count: i64,
    pub price_from: Option<Price>,
    pub next_departure: Option<NaiveDate>,
    pub is_collection: bool,
}

/// A departure in a list.
#[derive(Debug, Clone, PartialEq)]
pub struct TourRow {
    pub id: String,
    pub code: String,
    pub travel_id: i64,
    pub travel_slug: String,
    pub travel_title: String,
    pub destination: String,
    pub days: i64,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub status: TourStatus,
    pub free_seats: i64,
    pub seats_to_confirm: i64,
    /// The departure's age group: `25-35`, `35-49` or `ALL` (spec §5).
    pub age_badge: String,
    /// HOT, NEW or SAFE, when the departure has one.
    pub badge: Option<String>,
    pub price: Price,
    pub promo: Option<Promo>,
    /// The money pot is already in the price.
    pub money_pot_included: bool,
}

/// The wishlist page: personal, rendered for one visitor and never cached.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct WishlistView {
    /// `None` when nobody is logged in (the page then offers the login).
    pub login_href: Option<String>,
    pub travels: Vec<TravelCard>,
    pub tours: Vec<TourRow>,
}

/// Where a login stands (spec §4 group-info modal steps).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginStep {
    /// step-1: the e-mail.
    Email,
    /// step-2-new-user: marketing consent, privacy and terms.
    NewUser,
    /// step-2-existing-user: a code will be sent.
    ExistingUser,
    /// step-3: the one-time code.
    Code,
}

#[derive(Debug, Clone, PartialEq)]
pub struct LoginForm {
    pub step: LoginStep,
    pub email: String,
    /// A refusal in the visitor's language ('Invalid email', 'The code is wrong', …).
    pub error: Option<String>,
    /// The authorisation request, carried by every form.
    pub hidden: Vec<(String, String)>,
    pub consent: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct MessageView {
    pub testid: &'static str,
    pub title: String,
    pub text: String,
    pub error: Option<String>,
    pub form: Option<MessageForm>,
    /// The notify-me form shown again after a refusal, with the reason beside its field.
    pub alert_form: Option<alert_form::AlertForm>,
    /// Where "back" goes (the page the visitor came from).
    pub back: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct MessageForm {
    pub action: String,
    pub hidden: Vec<(String, String)>,
    /// Ask for a one-time code.
    pub code: bool,
    pub submit: String,
    /// A second form, with the same hidden fields, that sends a new code: (action, label).
    pub resend: Option<(String, String)>,
}

/// One of the user's alerts, as the profile area lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct AlertLine {
    pub id: String,
    /// STOCKOUT_TRAVEL, TOUR_CONFIRMED or PRICE_DROPPED.
    pub kind: &'static str,
    pub title: String,
    pub href: String,
}

/// The profile area (spec §6): profile, consents, communications, logout.
#[derive(Debug, Clone, PartialEq)]
pub struct AccountView {
    pub email: String,
    pub picture: String,
    pub marketing_consent: Option<bool>,
    /// False when the current privacy policy still has to be accepted.
    pub privacy_accepted: bool,
    pub saved_travels: usize,
    pub saved_tours: usize,
    pub alerts: Vec<AlertLine>,
    pub details: DetailsForm,
}

/// The traveller's details on the profile, as stored or as just sent back with what was refused.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DetailsForm {
    pub first_name: String,
    pub last_name: String,
    pub tax_code: String,
    /// Italy and Spain (spec §5).
    pub tax_code_required: bool,
    /// Refused fields: the field's name and the Fluent key of why.
    pub errors: Vec<(&'static str, &'static str)>,
    /// The details were just saved.
    pub saved: bool,
}

impl DetailsForm {
    pub fn error(&self, field: &str) -> Option<&'static str> {
        self.errors.iter().find(|(name, _)| *name == field).map(|(_, key)| *key)
    }
}

/// Where a booking stands (spec §6 "bookings and trips").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BookingStatus {
    /// The departure has its minimum group: the trip will run.
    Confirmed,
    /// Booked, but the departure still waits for its minimum group.
    AwaitingConfirmation,
    /// The trip is over.
    Travelled,
    Cancelled,
}

impl BookingStatus {
    /// The Fluent key suffix and test id: `trips-status-{code}`.
    pub fn code(self) -> &'static str {
        match self {
            BookingStatus::Confirmed => "confirmed",
            BookingStatus::AwaitingConfirmation => "awaiting",
            BookingStatus::Travelled => "travelled",
            BookingStatus::Cancelled => "cancelled",
        }
    }
}

/// What has been paid of a booking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentState {
    /// The deposit is paid; the balance is due on `TripLine::balance_due`.
    DepositPaid,
    PaidInFull,
    Refunded,
}

impl PaymentState {
    /// The Fluent key suffix: `trips-payment-{code}`.
    pub fn code(self) -> &'static str {
        match self {
            PaymentState::DepositPaid => "deposit",
            PaymentState::PaidInFull => "paid",
            PaymentState::Refunded => "refunded",
        }
    }
}

/// One booking as the "bookings and trips" page lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct TripLine {
    /// The booking site's reference, shown to quote to customer care.
    pub reference: String,
    pub title: String,
    pub destination: String,
    /// The trip's page here, while the catalogue still has it.
    pub trip_href: Option<String>,
    pub starting_date: NaiveDate,
    pub ending_date: NaiveDate,
    pub travellers: u32,
    pub status: BookingStatus,
    pub payment: PaymentState,
    /// When the balance is still owed: the day it is due and how much.
    pub balance: Option<(NaiveDate, Money)>,
    /// The booking's own page on the booking site.
    pub manage_href: String,
    /// An upcoming booking that can still be cancelled: what cancelling
    /// today gives back, and where to confirm it.
    pub cancel: Option<(Money, String)>,
    /// The trip as a calendar file (`.ics`), one event a day.
    pub calendar_href: Option<String>,
}

/// The logged-in traveller's bookings, the next departure first and the most
/// recent past trip first.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TripsView {
    pub upcoming: Vec<TripLine>,
    pub past: Vec<TripLine>,
}

/// A departure's promo code (spec §3 Tour): valid up to and including `expires`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promo {
    pub code: String,
    pub expires: NaiveDate,
}

impl Promo {
    pub fn expired(&self, today: NaiveDate) -> bool {
        today > self.expires
    }
}

/// A photo of a trip (spec §3 Image): SEO name, texts and the two variants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Photo {
    pub seo_name: String,
    pub title: String,
    pub alt: String,
    pub desktop: String,
    pub mobile: String,
    /// The photograph behind it, when one was imported; else `desktop` and
    /// `mobile` are drawn pictures.
    pub picture: Option<std::sync::Arc<crate::picture::Picture>>,
}

/// A day of a trip's itinerary. The texts are shared (`Arc<str>`): catalogues repeat them from
/// trip to trip, and a snapshot of a million departures holds each once (see `catalogue::load`).
#[derive(Debug, Clone, PartialEq)]
pub struct ItineraryDay {
    pub day: i64,
    pub title: Arc<str>,
    pub body: Arc<str>,
    pub night_location: Arc<str>,
}

/// A trip's question and answer; shared texts, as in [`ItineraryDay`].
#[derive(Debug, Clone, PartialEq)]
pub struct Faq {
    pub category: Arc<str>,
    pub question: Arc<str>,
    pub answer: Arc<str>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// The language it was written in.
    pub lang: String,
    pub author: String,
    pub rating: i64,
    pub text: String,
    pub date: NaiveDate,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CoordinatorCard {
    pub slug: String,
    pub name: String,
    pub city: String,
    pub avatar_hue: i64,
}

/// Everything the travel, itinerary and tour pages show about a travel.
#[derive(Debug, Clone, PartialEq)]
pub struct TravelDetail {
    pub id: i64,
    pub card: TravelCard,
    pub nights: i64,
    pub is_unique: bool,
    /// Money pot per person, in euros (paid on the trip).
    pub money_pot: Option<Money>,
    pub photos: Vec<Photo>,
    /// Reviews per star, 1 to 5, over every review of the trip.
    pub review_stars: [i64; 5],
    /// Trips to suggest: same country or continent.
    pub related: Vec<TravelCard>,
    pub description: String,
    pub continent_code: String,
    pub age_range: String,
    pub moods: Vec<String>,
    pub travel_type: String,
    pub travel_style: String,
    pub no_sharing_room: bool,
    pub included: Vec<Arc<str>>,
    pub not_included: Vec<Arc<str>>,
    pub itinerary: Vec<ItineraryDay>,
    pub faqs: Vec<Faq>,
    pub reviews: Vec<Review>,
    pub coordinator: Option<CoordinatorCard>,
    pub tours: Vec<TourRow>,
    /// Flights from the edition's airports for the next departure (set by the page, not the catalogue).
    pub flights: Option<TravelFlights>,
}

/// One flight of a suggested round trip; times local at each end.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightLegView {
    pub from_code: String,
    pub from_city: String,
    pub to_code: String,
    pub to_city: String,
    pub date: NaiveDate,
    pub departs: String,
    pub arrival_date: NaiveDate,
    pub arrives: String,
    pub minutes: i64,
    pub stops: u8,
}

/// A suggested round trip (spec §2 Flight modal), price per person.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightSuggestion {
    pub outbound: FlightLegView,
    pub inbound: FlightLegView,
    pub price: Money,
}

/// A departure's flights: the cheapest (spec §3 Tour flight minimum price) and the suggestions.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TourFlights {
    pub min_price: Option<Money>,
    pub offers: Vec<FlightSuggestion>,
}

/// The trip page's flights section: per departure airport, the cheapest round trip for one departure.
#[derive(Debug, Clone, PartialEq)]
pub struct TravelFlights {
    /// The departure priced (the next one on sale).
    pub tour_code: String,
    pub starting_date: NaiveDate,
    /// (IATA code, city, cheapest price).
    pub airports: Vec<(String, String, Money)>,
}

/// A link in a list of destinations or areas.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedLink {
    pub label: String,
    pub href: String,
}

/// A content-managed block (spec §3 "Block"), resolved by the server: HTML
/// sanitised, links turned into hrefs, travel and tour lists queried.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    Heading {
        text: String,
    },
    Hero {
        title: String,
        text: String,
        image_hue: i64,
        image_alt: String,
        cta: Option<(String, Link)>,
    },
    RichText {
        html: String,
    },
    /// A carousel of trips.
    Travels {
        title: String,
        travels: Vec<TravelCard>,
    },
    /// Departures, re-queried with the page's filters when `filters` is set (spec §7).
    Tours {
        title: String,
        tours: Paged<TourRow>,
        filters: Vec<NamedLink>,
    },
    Faq {
        title: String,
        items: Vec<(String, String)>,
    },
    ReviewsBadge,
    Coordinators {
        title: String,
        text: String,
        coordinators: Vec<CoordinatorCard>,
    },
    ImageText {
        title: String,
        text: String,
        image_hue: i64,
        image_alt: String,
        image_left: bool,
    },
    CallToAction {
        title: String,
        text: String,
        label: String,
        link: Link,
    },
    /// The edition's contacts (layout content).
    Contacts,
    /// Where a catalogue page's own list goes (home, destinations, a continent, confirmed
    /// departures, coordinators); the page draws it. Elsewhere it draws nothing.
    CatalogueList {
        title: String,
    },
    /// A link to every continent's page.
    AreaLinks {
        title: String,
    },
    /// Why travel with us: deposit, balance, cancellation, insurance, room, group.
    SellingPoints {
        title: String,
    },
}

/// A resolved link: where it goes and whether it leaves the site (new tab).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Link {
    pub href: String,
    pub external: bool,
}

/// A block with what it asks of the page around it (spec §2 Page composer: blocks emit modal,
/// calendar and body-class events; body classes join the page's, see [`CustomPage`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ComposedBlock {
    pub block: Block,
    pub events: Vec<BlockEvent>,
}

impl From<Block> for ComposedBlock {
    fn from(block: Block) -> Self {
        ComposedBlock { block, events: Vec::new() }
    }
}

/// An event a block emits, drawn as a control under the block that works without JavaScript.
#[derive(Debug, Clone, PartialEq)]
pub enum BlockEvent {
    /// Opens modal `name` (the page's URL with `?modal=name`) holding sanitised HTML.
    Modal { name: String, label: String, title: String, html: String },
    /// Opens a trip's departures calendar (its page, at the calendar).
    Calendar { label: String, href: String },
}

/// A custom page's SEO (spec §3 Custom page seo).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PageSeo {
    pub image: Option<String>,
    /// e.g. `noindex,follow`; `None` for the default.
    pub robots: Option<String>,
    pub canonical: Option<String>,
    /// The editor's JSON-LD.
    pub linked_data: Option<serde_json::Value>,
    /// (hreflang, absolute URL) from the per-country urls.
    pub alternates: Vec<(String, String)>,
}

/// What an editor writes on a catalogue page — home, destinations, a continent, confirmed
/// departures, coordinators — which spec §2 renders as content-managed pages too: the cover's
/// title and lead, and the blocks, with [`Block::CatalogueList`] where the page's list goes.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FixedContent {
    pub title: String,
    /// Under the title. On the home page `{departures}` and `{countries}` stand for the
    /// catalogue's counts, written in the edition's number format.
    pub lead: String,
    /// The meta description.
    pub description: String,
    pub blocks: Vec<ComposedBlock>,
    /// As on a [`CustomPage`].
    pub html_classes: Option<String>,
    pub custom_css: Option<String>,
}

/// A custom page: fixed content pages and the catch-all (spec §3 "Custom page").
#[derive(Debug, Clone, PartialEq)]
pub struct CustomPage {
    pub title: String,
    pub description: String,
    /// Editor's classes for `<body>` (`customHtmlClasses` and the blocks' `bodyClass` events),
    /// checked by the server.
    pub html_classes: Option<String>,
    pub blocks: Vec<ComposedBlock>,
    pub custom_css: Option<String>,
    pub transparent_header: bool,
    pub hide_layout: bool,
    pub seo: PageSeo,
}

#[derive(Debug, Clone, PartialEq)]
pub struct WeMeetEvent {
    /// The city's name in the page's language.
    pub city: String,
    pub date: NaiveDate,
    pub attendees: i64,
    /// The organising coordinator (spec §6), linked to their profile.
    pub coordinator: CoordinatorCard,
}

/// The WeMeet events search (spec §1, §9 event time filters).
#[derive(Debug, Clone, PartialEq)]
pub struct EventsView {
    /// The chosen city's key (its English name), if any.
    pub city: Option<String>,
    /// The chosen time filter's code (`this-weekend`, …; `whenever` by default).
    pub when: String,
    /// Cities with upcoming events in this edition's market: (key, name in the page's language).
    pub cities: Vec<(String, String)>,
    /// The days the time filter covers, inclusive; `None` for whenever.
    pub span: Option<(NaiveDate, NaiveDate)>,
    pub events: Vec<WeMeetEvent>,
}

/// The Ask page (spec §2 AI search page): the wish, what was understood, and explained results.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AskView {
    pub q: String,
    pub understood: bool,
    pub chips: Vec<AskChip>,
    /// Constraints loosened to find anything: `dates`, `budget`, `neighbours`.
    pub relaxed: Vec<String>,
    pub results: Vec<AskResult>,
    pub page: i64,
    pub last_page: i64,
    pub total: i64,
    /// Nothing understood and nothing found: 'Ops, the spell didn't work!'.
    pub failed: bool,
    /// What the live island needs to parse as the server does.
    pub island: crate::islands::AskContext,
}

/// One understood constraint, with the link that searches without it.
#[derive(Debug, Clone, PartialEq)]
pub struct AskChip {
    /// `destination`, `dates`, … (search_core::ask::ChipKind in camelCase).
    pub kind: String,
    pub label: String,
    pub words: String,
    pub remove_href: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AskResult {
    pub card: TravelCard,
    /// Labels of the chips it meets, and of those it misses.
    pub meets: Vec<String>,
    pub misses: Vec<String>,
}

/// One page of results.
#[derive(Debug, Clone, PartialEq)]
pub struct Paged<T> {
    pub items: Vec<T>,
    pub page: i64,
    pub per_page: i64,
    pub total: i64,
}

impl<T> Paged<T> {
    pub fn last_page(&self) -> i64 {
        ((self.total + self.per_page - 1) / self.per_page.max(1)).max(1)
    }
}

/// The search results page.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResults {
    pub filters: Filters,
    pub hits: SearchHits,
    pub group_by_month: bool,
    /// The filter panel, groups in the spec's order (spec §9 "Filters").
    pub facets: Vec<FacetGroup>,
    /// The search without any panel filter, when some is set.
    pub clear_filters: Option<String>,
    /// With no results: wider searches to try (spec §4 zero-result banner).
    pub zero_options: Vec<NamedLink>,
    /// What the search bar shows as chosen, read from the query.
    pub selection: search_core::selection::SearchSelection,
}

/// One filter of the panel: a heading and its options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetGroup {
    /// The query key it sets (`durations`, `status`, …), also its test id.
    pub key: &'static str,
    pub title: String,
    pub options: Vec<FacetOption>,
}

/// One option: a link to the same search with the option chosen (or, when it
/// is chosen, without it) and the departures it would find.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetOption {
    pub label: String,
    pub count: usize,
    pub href: String,
    pub chosen: bool,
}

/// What a search lists: departures, or trips with `tab=travels` (spec §7).
#[derive(Debug, Clone, PartialEq)]
pub enum SearchHits {
    Tours(Paged<TourRow>),
    Travels(Paged<TravelCard>),
}

impl SearchHits {
    /// The Fluent key of the results summary ("We found N departures / trips").
    pub fn summary_key(&self) -> &'static str {
        match self {
            SearchHits::Tours(_) => "search-summary",
            SearchHits::Travels(_) => "search-summary-travels",
        }
    }

    pub fn total(&self) -> i64 {
        match self {
            SearchHits::Tours(p) => p.total,
            SearchHits::Travels(p) => p.total,
        }
    }
}

/// How many of a trip's other departures a departure's page lists.
pub const OTHER_DEPARTURES: usize = 6;

/// What the server asks the app to render.
#[derive(Debug, Clone, PartialEq)]
pub enum Page {
    Home {
        content: Box<FixedContent>,
        travels: Vec<TravelCard>,
        departures: i64,
        countries: i64,
    },
    /// Every destination, or one continent's (`area`: its code).
    TravelList {
        content: Box<FixedContent>,
        area: Option<String>,
        travels: Paged<TravelCard>,
    },
    Travel(Box<TravelDetail>),
    Itinerary(Box<TravelDetail>),
    Tour {
        /// The departure's trip.
        travel: Box<TravelCard>,
        tour: Box<TourRow>,
        /// The trip's next other departures (at most [`OTHER_DEPARTURES`]).
        others: Vec<TourRow>,
        /// The departure's own coordinator.
        coordinator: Option<CoordinatorCard>,
        flights: Box<TourFlights>,
    },
    /// Confirmed departures.
    ToursList {
        content: Box<FixedContent>,
        tours: Paged<TourRow>,
    },
    Search(Box<SearchResults>),
    Coordinators {
        content: Box<FixedContent>,
        coordinators: Vec<CoordinatorCard>,
    },
    Coordinator {
        coordinator: CoordinatorCard,
        bio: String,
        travels: Vec<TravelCard>,
    },
    Custom(Box<CustomPage>),
    Wishlist(Box<WishlistView>),
    Events(Box<EventsView>),
    SearchAi(Box<AskView>),
    /// A step of the built-in provider's login pages.
    Login(Box<LoginForm>),
    Account(Box<AccountView>),
    /// The logged-in traveller's bookings and trips.
    Trips(Box<TripsView>),
    /// The built-in booking desk's checkout of one departure.
    Checkout(Box<checkout::CheckoutView>),
    /// One of the traveller's bookings: confirmation, details, cancelling.
    Booking(Box<checkout::BookingPageView>),
    /// A step or an answer of a personal form flow (alerts, questions,
    /// waitlist): a title, a text and maybe a form to go on.
    Message(Box<MessageView>),
    /// 404 (friendly page) or any other error status.
    Error {
        status: u16,
        message: Option<String>,
    },
}

impl Page {
    /// The `<body>` classes and the stylesheet an editor gave the page, on composed pages.
    pub fn editor_style(&self) -> (Option<&str>, Option<&str>) {
        match self {
            Page::Custom(p) => (p.html_classes.as_deref(), p.custom_css.as_deref()),
            Page::Home { content, .. }
            | Page::TravelList { content, .. }
            | Page::ToursList { content, .. }
            | Page::Coordinators { content, .. } => (content.html_classes.as_deref(), content.custom_css.as_deref()),
            _ => (None, None),
        }
    }
}
