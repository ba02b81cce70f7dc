//! What pages show: plain data the server prepares from storage. Components
//! only format and lay it out, so they stay free of I/O and easy to test.

pub mod account;
pub mod alert_form;
pub mod checkout;
pub mod content;
pub mod search;
pub mod travel;

pub use account::*;
pub use content::*;
pub use search::*;
pub use travel::*;

use chrono::NaiveDate;
use search_core::{Currency, Filters, TourStatus};
use std::sync::Arc;

/// The badges a departure may carry (its Fluent label is `badge-{code}`).
pub const DEPARTURE_BADGES: [&str; 3] = ["HOT", "NEW", "SAFE"];

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
