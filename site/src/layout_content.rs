//! The content-managed parts of the layout (spec §2 Layout, §3 Header menu
//! item, Bean bar, Footer props, Layout state): read by the server from the
//! `layouts` rows of an edition, with every link already resolved to an href.

use crate::page::Flags;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub use crate::model::Link;

/// Destination badges of the mega menu (spec §3 Moods and categories).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuBadge {
    New,
    Hot,
    Safe,
}

impl MenuBadge {
    pub fn parse(text: &str) -> Option<MenuBadge> {
        match text.to_ascii_uppercase().as_str() {
            "NEW" => Some(MenuBadge::New),
            "HOT" => Some(MenuBadge::Hot),
            "SAFE" => Some(MenuBadge::Safe),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            MenuBadge::New => "NEW",
            MenuBadge::Hot => "HOT",
            MenuBadge::Safe => "SAFE",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuKind {
    MegaMenu,
    DropDown,
    Link,
}

/// One header menu entry; mega menus hold groups (continents) of links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuItem {
    pub id: String,
    pub label: String,
    pub kind: MenuKind,
    pub link: Option<Link>,
    pub badge: Option<MenuBadge>,
    /// An editor's style name, e.g. `highlight`.
    pub style: Option<String>,
    pub icon: Option<String>,
    pub children: Vec<MenuItem>,
    /// A mega menu group that stays open on phones instead of folding.
    pub remove_accordion_on_mobile: bool,
}

/// A picture with a link, in the footer (badges, payment systems).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FooterImage {
    pub label: String,
    pub image: String,
    pub height: u32,
    pub link: Option<Link>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FooterColumn {
    pub label: String,
    pub links: Vec<(String, Link)>,
}

/// The newsletter form's configuration (spec §3 Footer props, §5 Newsletter form).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Newsletter {
    pub action: String,
    pub email_placeholder: String,
    pub gdpr: String,
    /// Name of the honeypot field.
    pub bot: String,
    pub cta: String,
    pub description: String,
    pub description_bottom: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Footer {
    pub columns: Vec<FooterColumn>,
    pub message: String,
    pub collapse_open: String,
    pub collapse_close: String,
    pub payment_message: String,
    pub show_user_rating: bool,
    pub badges: Vec<FooterImage>,
    pub payment_systems: Vec<FooterImage>,
    /// (network name, URL) in the stored order.
    pub social: Vec<(String, String)>,
    pub newsletter: Option<Newsletter>,
}

/// One way to reach customer care (spec §3 contacts books).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMethod {
    pub name: String,
    pub label: String,
    pub value: String,
    pub href: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactBlock {
    pub title: String,
    pub text: String,
    pub show_contact_page: bool,
    pub show_talk_to_us: bool,
    /// Methods offered as buttons, from the books.
    pub actions: Vec<ContactMethod>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Contacts {
    pub methods: Vec<ContactMethod>,
    pub blocks: Vec<ContactBlock>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BeanPosition {
    Top,
    Bottom,
}

/// A top or bottom banner shown on the routes its patterns match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bean {
    pub id: String,
    pub position: BeanPosition,
    pub message: String,
    pub background: String,
    pub text_colour: String,
    pub custom_css: Option<String>,
    pub call_to_action: Option<(String, Link)>,
    pub closable: bool,
    pub matches: Vec<String>,
    pub excludes: Vec<String>,
}

impl Bean {
    /// Shown on `path` when a match pattern fits and no exclude pattern does.
    pub fn shown_on(&self, path: &str) -> bool {
        self.matches.iter().any(|p| path_matches(p, path)) && !self.excludes.iter().any(|p| path_matches(p, path))
    }
}

/// A route pattern where `*` stands for one path segment, and a trailing `*`
/// for the rest of the path (`/travels/*` matches `/travels/japan` and
/// `/travels/japan/tour/x`; `*` alone matches every path).
pub fn path_matches(pattern: &str, path: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or("");
    if pattern.trim_matches('/') == "*" {
        return true;
    }
    let mut wanted = pattern.trim_matches('/').split('/').filter(|s| !s.is_empty()).peekable();
    let mut actual = path.trim_matches('/').split('/').filter(|s| !s.is_empty());
    while let Some(w) = wanted.next() {
        let last = wanted.peek().is_none();
        match actual.next() {
            Some(_) if w == "*" && last => return true,
            Some(a) if w == "*" || w.eq_ignore_ascii_case(a) => {}
            _ => return false,
        }
    }
    actual.next().is_none()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TalkToUs {
    pub message: String,
    pub background: String,
    pub text_colour: String,
    pub link: Link,
    /// Spec §6 `talk-to-us: countries, header, footer`: shown in the header, and as the
    /// floating help entry at the foot of the page (both by default).
    pub in_header: bool,
    pub in_footer: bool,
}

/// The site's rating over every review (spec §3 Review badge data).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SiteRating {
    pub rating: f64,
    pub count: i64,
}

/// Everything the layout shows that editors manage, for one edition.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LayoutContent {
    pub menu: Vec<MenuItem>,
    pub footer: Footer,
    pub contacts: Contacts,
    pub beans: Vec<Bean>,
    pub talk_to_us: Option<TalkToUs>,
    pub rating: SiteRating,
    /// The parts of the layout drawn from this content alone, once rendered.
    pub rendered: RenderedParts,
}

/// Parts of the layout that are the same on every page of an edition (the footer, the help
/// entry, the consent banner, the header's search), rendered once for the content they show
/// (issue 21: a page rendered for a cache miss drew them again each time). They live with their
/// content, that is with the catalogue snapshot, so an editor's change shows with the next
/// snapshot. The key holds what else they show: the day (the footer's copyright year, the
/// search's months from today) and the feature flags.
///
/// The same goes for the items of lists ([`RenderedItems`]): a departure's row and a travel's card
/// are drawn alike on every page that lists them, and a search the page cache does not hold (its
/// filters have endless combinations) is mostly rows and cards other searches drew already. A
/// trip's departure calendar, table of departures and gallery are the same for everyone who opens
/// the same trip page (the same path and query: the month, departures or photo shown and their
/// links), kept with the departures or photos they were drawn from, and its reviews for everyone
/// who reads the trip.
#[derive(Default)]
pub struct RenderedParts {
    parts: Mutex<HashMap<PartKey, Arc<str>>>,
    pub tour_rows: RenderedItems<crate::model::TourRow>,
    pub travel_cards: RenderedItems<crate::model::TravelCard>,
    pub calendars: RenderedItems<Vec<crate::model::TourRow>, KEPT_TRIP_SECTIONS>,
    /// A trip's table of departures (the next few, or all of them).
    pub departure_tables: RenderedItems<Vec<crate::model::TourRow>, KEPT_TRIP_SECTIONS>,
    pub galleries: RenderedItems<Vec<crate::model::Photo>, KEPT_TRIP_SECTIONS>,
    /// A trip's reviews section: (average, count, reviews by star, the reviews).
    pub reviews: RenderedItems<(f64, i64, [i64; 5], Vec<crate::model::Review>), KEPT_TRIP_SECTIONS>,
}

/// A rendered part: its name, the day and the feature flags it was drawn with.
type PartKey = (&'static str, chrono::NaiveDate, Flags);

impl RenderedParts {
    /// The part's HTML, rendered by `render` the first time it is asked for.
    pub fn get_or_render(&self, part: &'static str, day: chrono::NaiveDate, flags: Flags, render: impl FnOnce() -> String) -> Arc<str> {
        let key = (part, day, flags);
        if let Some(html) = self.parts.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return html.clone();
        }
        // Rendered outside the lock: two first renders of one part at once only do it twice.
        let html: Arc<str> = render().into();
        self.parts.lock().unwrap_or_else(|e| e.into_inner()).insert(key, html.clone());
        html
    }
}

/// Rendered items of one kind, each kept with the item it was drawn from: an item asked for
/// again with other data (a card showing another departure's price) is drawn again. At most
/// `KEPT` are kept; past that the oldest half goes.
pub struct RenderedItems<T, const KEPT: usize = KEPT_ITEMS>(Mutex<ItemsKept<T>>);

/// How many items of one kind an edition keeps rendered, at a few hundred bytes an item.
pub const KEPT_ITEMS: usize = 4096;

/// How many of each section of trip pages (calendars, departure tables, galleries, reviews) an
/// edition keeps: at most about 20 KB each with their data (a calendar with its departures), so
/// at most 5 MB a kind.
pub const KEPT_TRIP_SECTIONS: usize = 256;

/// The kept items by key, and the order they came in (to let the oldest go).
struct ItemsKept<T> {
    by_key: HashMap<ItemKey, (T, Arc<str>)>,
    order: std::collections::VecDeque<ItemKey>,
}

/// An item's identity (its id and how it is drawn, hashed by the caller), and the currency, day
/// and feature flags it was drawn with.
type ItemKey = (u64, search_core::Currency, chrono::NaiveDate, Flags);

impl<T, const KEPT: usize> Default for RenderedItems<T, KEPT> {
    fn default() -> RenderedItems<T, KEPT> {
        RenderedItems(Mutex::new(ItemsKept { by_key: HashMap::new(), order: std::collections::VecDeque::new() }))
    }
}

impl<T: Clone + PartialEq, const KEPT: usize> RenderedItems<T, KEPT> {
    /// The HTML of `item`, known by `identity`, rendered by `render` unless this very item was
    /// rendered before for the same currency, day and flags.
    pub fn get_or_render(
        &self,
        identity: impl std::hash::Hash,
        item: &T,
        drawn_with: (search_core::Currency, chrono::NaiveDate, Flags),
        render: impl FnOnce() -> String,
    ) -> Arc<str> {
        use std::hash::{BuildHasher, RandomState};
        static HASHER: std::sync::LazyLock<RandomState> = std::sync::LazyLock::new(RandomState::new);
        let key = (HASHER.hash_one(identity), drawn_with.0, drawn_with.1, drawn_with.2);
        let kept = |items: &ItemsKept<T>| items.by_key.get(&key).filter(|(drawn, _)| drawn == item).map(|(_, html)| html.clone());
        if let Some(html) = kept(&self.0.lock().unwrap_or_else(|e| e.into_inner())) {
            return html;
        }
        let html: Arc<str> = render().into();
        let mut items = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if items.by_key.insert(key, (item.clone(), html.clone())).is_none() {
            items.order.push_back(key);
        }
        if items.order.len() > KEPT {
            let ItemsKept { by_key, order } = &mut *items;
            for old in order.drain(..KEPT / 2) {
                by_key.remove(&old);
            }
        }
        html
    }

    fn len(&self) -> usize {
        self.0.lock().map_or(0, |items| items.by_key.len())
    }
}

/// A copy renders its parts again: they follow from the content it is copied with.
impl Clone for RenderedParts {
    fn clone(&self) -> RenderedParts {
        RenderedParts::default()
    }
}

/// Rendered parts follow from the rest of the content: they never make two contents differ.
impl PartialEq for RenderedParts {
    fn eq(&self, _: &RenderedParts) -> bool {
        true
    }
}

impl std::fmt::Debug for RenderedParts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts = self.parts.lock().map_or(0, |parts| parts.len());
        let (rows, cards, calendars) = (self.tour_rows.len(), self.travel_cards.len(), self.calendars.len());
        let (tables, galleries, reviews) = (self.departure_tables.len(), self.galleries.len(), self.reviews.len());
        write!(
            f,
            "RenderedParts({parts} parts, {rows} rows, {cards} cards, {calendars} calendars, {tables} departure tables, {galleries} galleries, {reviews} reviews rendered)"
        )
    }
}

/// An image's title or alternative text as editors may type it, with HTML tags
/// stripped (spec §5): `<b>Visa</b> &amp; co` → `Visa &amp; co` (entities stay
/// text; the page escapes it once more). An unclosed `<` keeps the rest as text.
pub fn image_title(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        match rest[open..].find('>') {
            Some(close) => {
                // A tag may have separated words (`<br>`): it leaves a space, collapsed below.
                out.push(' ');
                rest = &rest[open + close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::path_matches;

    #[test]
    fn a_star_is_one_segment_and_a_trailing_star_the_rest() {
        assert!(path_matches("*", "/"));
        assert!(path_matches("*", "/travels/japan"));
        assert!(path_matches("/travels/*", "/travels/japan"));
        assert!(path_matches("/travels/*", "/travels/japan/tour/jp-1"));
        assert!(!path_matches("/travels/*", "/travels"));
        assert!(path_matches("/travels/*/tour/*", "/travels/japan/tour/x"));
        assert!(!path_matches("/travels/*/tour/*", "/travels/japan/itinerary"));
        assert!(path_matches("/search", "/search?textSearch=x"));
        assert!(!path_matches("/search", "/searching"));
        assert!(path_matches("/", "/"));
        assert!(!path_matches("/", "/travels"));
    }

    #[test]
    fn image_titles_lose_their_tags() {
        assert_eq!(super::image_title("<b>Visa</b> and <i>Mastercard</i>"), "Visa and Mastercard");
        assert_eq!(super::image_title("Sunset<br/>over Petra"), "Sunset over Petra");
        assert_eq!(super::image_title("2 < 3"), "2 < 3");
        assert_eq!(super::image_title("plain"), "plain");
    }

    #[test]
    fn a_part_is_rendered_once_per_day_and_flags_and_a_copy_renders_its_own() {
        use super::{Flags, RenderedParts};
        let parts = RenderedParts::default();
        let renders = std::cell::Cell::new(0);
        let render = |html: &str| {
            renders.set(renders.get() + 1);
            html.to_string()
        };
        let flags = Flags::default();
        let day = |d: u32| chrono::NaiveDate::from_ymd_opt(2027, 12, d).unwrap();
        assert_eq!(&*parts.get_or_render("footer", day(30), flags, || render("<footer>2027</footer>")), "<footer>2027</footer>");
        assert_eq!(&*parts.get_or_render("footer", day(30), flags, || render("unused")), "<footer>2027</footer>");
        assert_eq!(renders.get(), 1, "the second page reuses the first render");
        // The next day, other flags and another part are rendered on their own.
        parts.get_or_render("footer", day(31), flags, || render("<footer>2027</footer>"));
        parts.get_or_render("footer", day(30), Flags { talk_to_us: !flags.talk_to_us, ..flags }, || render("<footer>no talk</footer>"));
        parts.get_or_render("consent-banner", day(30), flags, || render("<section></section>"));
        assert_eq!(renders.get(), 4);
        // Content copied (a new snapshot's) starts empty and renders from what it holds.
        assert_eq!(&*parts.clone().get_or_render("footer", day(30), flags, || render("<footer>new</footer>")), "<footer>new</footer>");
    }

    #[test]
    fn an_item_is_drawn_again_when_its_data_or_currency_changes_and_old_ones_go() {
        use super::{Flags, RenderedItems, KEPT_ITEMS};
        use search_core::Currency;
        let items: RenderedItems<(String, i64)> = RenderedItems::default();
        let renders = std::cell::Cell::new(0);
        let draw = |item: &(String, i64), currency: Currency| {
            let drawn_with = (currency, chrono::NaiveDate::from_ymd_opt(2027, 5, 1).unwrap(), Flags::default());
            items.get_or_render(&item.0, item, drawn_with, || {
                renders.set(renders.get() + 1);
                format!("<li>{} {} {currency:?}</li>", item.0, item.1)
            })
        };
        let card = ("peru".to_string(), 1290);
        assert_eq!(&*draw(&card, Currency::EUR), "<li>peru 1290 EUR</li>");
        assert_eq!(&*draw(&card, Currency::EUR), "<li>peru 1290 EUR</li>");
        assert_eq!(renders.get(), 1, "the same item is drawn once");
        assert_eq!(&*draw(&("peru".to_string(), 990), Currency::EUR), "<li>peru 990 EUR</li>", "another departure's price");
        assert_eq!(&*draw(&card, Currency::USD), "<li>peru 1290 USD</li>");
        assert_eq!(renders.get(), 3);
        for n in 0..KEPT_ITEMS as i64 + 1 {
            draw(&(format!("trip-{n}"), n), Currency::EUR);
        }
        assert!(items.len() <= KEPT_ITEMS, "at most {KEPT_ITEMS} kept: {}", items.len());
        let before = renders.get();
        draw(&(format!("trip-{KEPT_ITEMS}"), KEPT_ITEMS as i64), Currency::EUR);
        assert_eq!(renders.get(), before, "the newest are kept");
        draw(&card, Currency::USD);
        assert_eq!(renders.get(), before + 1, "the oldest went");
    }
}
