//! The one home of the app's render caches: parts of pages drawn once and kept with the
//! snapshot's content they were drawn from (`caravan_site::layout_content::RenderedParts`;
//! docs/caches.md lists every cache with its key, bound and invalidation). Components, pages
//! and the layout all use it; it uses none of them.

use crate::ctx;
use crate::layout_content::{RenderedItems, RenderedParts};
use leptos::tachys::html::InertElement;

/// A part of the layout that is the same on every page of the edition, rendered once for the
/// snapshot's layout content (see `RenderedParts`; the chat widget it may name is the server's
/// configuration, the same for every page).
pub(crate) fn rendered_once(part: &'static str, render: impl FnOnce() -> String) -> InertElement {
    let c = ctx();
    InertElement::new(c.layout.rendered.get_or_render(part, c.today, c.flags, render).to_string())
}

/// A list's item drawn alike for everyone who sees it, rendered once for the snapshot's content
/// and kept with the item (see `RenderedItems`): `identity` names the item and how it is drawn.
pub(crate) fn rendered_item<T: Clone + PartialEq, const KEPT: usize>(
    kept: impl FnOnce(&RenderedParts) -> &RenderedItems<T, KEPT>,
    identity: impl std::hash::Hash,
    item: &T,
    render: impl FnOnce() -> String,
) -> InertElement {
    let c = ctx();
    InertElement::new(kept(&c.layout.rendered).get_or_render(identity, item, (c.currency, c.today, c.flags), render).to_string())
}
