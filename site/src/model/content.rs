//! Content-managed pages (spec §3 Custom page, page composer) and WeMeet events.

use super::*;

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
