//! The one home of the app's render caches: parts of pages drawn once and kept with the
//! snapshot's content they were drawn from ([`RenderCaches`], one per edition in each catalogue
//! snapshot; docs/caches.md lists every cache with its key, bound and invalidation). Components,
//! pages and the layout all use it; it uses none of them.

use crate::ctx;
use crate::Flags;
use leptos::tachys::html::InertElement;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A part of the layout that is the same on every page of the edition, rendered once for the
/// snapshot's layout content (see [`RenderCaches`]; the chat widget it may name is the server's
/// configuration, the same for every page).
pub(crate) fn rendered_once(part: &'static str, render: impl FnOnce() -> String) -> InertElement {
    let c = ctx();
    InertElement::new(c.render_caches.get_or_render(part, c.today, c.flags, render).to_string())
}

/// A list's item drawn alike for everyone who sees it, rendered once for the snapshot's content
/// and kept with the item (see [`RenderedItems`]): `identity` names the item and how it is drawn.
pub(crate) fn rendered_item<T: Clone + PartialEq, const KEPT: usize>(
    kept: impl FnOnce(&RenderCaches) -> &RenderedItems<T, KEPT>,
    identity: impl std::hash::Hash,
    item: &T,
    render: impl FnOnce() -> String,
) -> InertElement {
    let c = ctx();
    InertElement::new(kept(&c.render_caches).get_or_render(identity, item, (c.currency, c.today, c.flags), render).to_string())
}

/// Parts of the layout that are the same on every page of an edition (the footer, the help
/// entry, the consent banner, the header's search), rendered once for the content they show
/// (issue 21: a page rendered for a cache miss drew them again each time). One per edition
/// lives beside the edition's layout content in each catalogue snapshot (the server makes it
/// with the snapshot), so an editor's change shows with the next snapshot. The key holds what else they show: the day (the footer's copyright year, the
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
pub struct RenderCaches {
    parts: Mutex<HashMap<PartKey, Arc<str>>>,
    pub tour_rows: RenderedItems<caravan_site::model::TourRow>,
    pub travel_cards: RenderedItems<caravan_site::model::TravelCard>,
    pub calendars: RenderedItems<Vec<caravan_site::model::TourRow>, KEPT_TRIP_SECTIONS>,
    /// A trip's table of departures (the next few, or all of them).
    pub departure_tables: RenderedItems<Vec<caravan_site::model::TourRow>, KEPT_TRIP_SECTIONS>,
    pub galleries: RenderedItems<Vec<caravan_site::model::Photo>, KEPT_TRIP_SECTIONS>,
    /// A trip's reviews section: (average, count, reviews by star, the reviews).
    pub reviews: RenderedItems<(f64, i64, [i64; 5], Vec<caravan_site::model::Review>), KEPT_TRIP_SECTIONS>,
}

/// A rendered part: its name, the day and the feature flags it was drawn with.
type PartKey = (&'static str, chrono::NaiveDate, Flags);

impl RenderCaches {
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

impl std::fmt::Debug for RenderCaches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts = self.parts.lock().map_or(0, |parts| parts.len());
        let (rows, cards, calendars) = (self.tour_rows.len(), self.travel_cards.len(), self.calendars.len());
        let (tables, galleries, reviews) = (self.departure_tables.len(), self.galleries.len(), self.reviews.len());
        write!(
            f,
            "RenderCaches({parts} parts, {rows} rows, {cards} cards, {calendars} calendars, {tables} departure tables, {galleries} galleries, {reviews} reviews rendered)"
        )
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_part_is_rendered_once_per_day_and_flags() {
        use super::{Flags, RenderCaches};
        let parts = RenderCaches::default();
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
