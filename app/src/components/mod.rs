//! Pieces shared by several pages: cards, departure rows, prices, ratings,
//! pagination, the search bar props.

pub mod account;
pub mod booking_bar;
pub mod calendar;
pub mod coordinator;
pub mod flights;
pub mod forms;
pub mod gallery;
pub mod icons;
pub mod link;
pub mod modal;
pub mod pagination;
pub mod picture;
pub mod price;
pub mod quick_search;
pub mod rating;
pub mod reviews;
pub mod search_bar;
pub mod tour_row;
pub mod travel_card;

pub use calendar::departure_calendar;
pub use caravan_site::images::{self, avatar_src, Cover};
pub use coordinator::CoordinatorBox;
pub use gallery::Gallery;
pub use icons::{icon, Icon};
pub use link::ContentLink;
pub use pagination::Pagination;
pub use picture::{picture_view, Picture, Priority};
pub use price::{deposit_amount, deposit_text, selling_points, PriceTag};
pub use quick_search::quick_search;
pub use rating::fmt_stars;
pub use reviews::Reviews;
pub use tour_row::{seat_text, StatusBadge, TourList};
pub use travel_card::{AreaLinks, TravelCardView, TravelGrid};

use crate::ctx;
use crate::routes::Route;

/// The trip page of a travel.
pub fn travel_href(slug: &str) -> String {
    Route::Travel { travel: slug.to_string() }.path(ctx().edition).unwrap_or_default()
}

/// The page of a departure; its code in lower case, the canonical form.
pub fn tour_href(travel: &str, code: &str) -> String {
    Route::Tour { travel: travel.to_string(), tour: code.to_lowercase() }.path(ctx().edition).unwrap_or_default()
}

/// The test hook of an element a page shows once, left out where a list repeats it: twenty
/// departure rows carried 2.4 KB of them on a search page (issue 21's HTML budgets). Tests find
/// a row by its own hook (`tour-row`), and its parts by role, class or `data-status`.
pub(crate) fn hook(id: &'static str, in_list: bool) -> Option<&'static str> {
    (!in_list).then_some(id)
}

/// A `class` attribute left out when there is no class, spread on an element
/// (`<a {..optional_class(classes)}>`): Leptos writes `class=""` for `class=None`, and for
/// `class:name=false` on an element without other classes.
pub(crate) fn optional_class<V: leptos::attr::AttributeValue>(
    classes: Option<V>,
) -> leptos::tachys::html::attribute::custom::CustomAttr<&'static str, Option<V>> {
    leptos::tachys::html::attribute::custom::custom_attribute("class", classes)
}
