//! Content-managed pages built from blocks (spec §2 Page composer, §3 Custom
//! page and Block). The server resolves every block (sanitised HTML, links,
//! queried lists); this module lays them out.

use crate::components::modal::{modal_href, Modal, ModalWidth};
use crate::components::{selling_points, AreaLinks, ContentLink, CoordinatorBox, Cover, Pagination, TourList, TravelCardView};
use crate::model::*;
use crate::{ctx, t, t_args};
use leptos::prelude::*;

/// A block's call to action; its click is the spec's "discover more" event (§7).
fn link_view(label: String, link: Link, class: &'static str) -> impl IntoView {
    view! {
        <ContentLink link=link class=class track="collection_discover_more">
            {label}
        </ContentLink>
    }
}

/// A carousel of trips (spec §9: 4 items, three columns from 768 px).
fn travel_carousel(title: String, travels: Vec<TravelCard>) -> impl IntoView {
    let label = title.clone();
    view! {
        <section
            class="carousel section"
            data-carousel
            data-prev-label=t("carousel-previous")
            data-next-label=t("carousel-next")
            aria-roledescription="carousel"
            aria-label=label
            data-testid="block-travels"
        >
            <h2>{title}</h2>
            <ul class="carousel__track" data-carousel-track>
                {travels
                    .into_iter()
                    .enumerate()
                    .map(|(i, card)| view! { <li class="carousel__item"><TravelCardView card=card eager=i < 4 /></li> })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// `first`: the page's opening block; `near_top`: within the first screenful,
/// so its picture comes inline and at once.
fn block_view(block: Block, first: bool, near_top: bool) -> AnyView {
    match block {
        Block::Heading { text } => view! { <h2>{text}</h2> }.into_any(),
        Block::Hero { title, text, image_hue, image_alt, cta } => hero_block(title, text, image_hue, image_alt, cta, first),
        // Sanitised by the server before it reaches the page.
        Block::RichText { html } => view! { <div class="rich-text" data-testid="block-rich-text" inner_html=html></div> }.into_any(),
        Block::Travels { title, travels } => travel_carousel(title, travels).into_any(),
        Block::Tours { title, tours, filters } => tours_block(title, tours, filters),
        Block::Faq { title, items } => view! {
            <section class="section" data-testid="block-faq">
                <h2>{title}</h2>
                {items
                    .into_iter()
                    .map(|(q, a)| view! { <details class="faq" data-track="faq_open"><summary>{q}</summary><p>{a}</p></details> })
                    .collect_view()}
            </section>
        }
        .into_any(),
        Block::ReviewsBadge => reviews_badge_block(),
        Block::Coordinators { title, text, coordinators } => view! {
            <section class="section" data-testid="block-coordinators">
                <h2>{title}</h2>
                {(!text.is_empty()).then(|| view! { <p>{text}</p> })}
                <ul class="coordinator-grid">
                    {coordinators.into_iter().map(|c| view! { <li><CoordinatorBox coordinator=c /></li> }).collect_view()}
                </ul>
            </section>
        }
        .into_any(),
        Block::ImageText { title, text, image_hue, image_alt, image_left } => {
            image_text_block(title, text, image_hue, image_alt, image_left, near_top)
        }
        Block::CallToAction { title, text, label, link } => view! {
            <section class="call-to-action" data-testid="block-cta">
                <h2>{title}</h2>
                <p>{text}</p>
                {link_view(label, link, "button button--large")}
            </section>
        }
        .into_any(),
        Block::Contacts => contacts_block().into_any(),
        // A catalogue page draws its own list in this place (see [`composed_blocks`]).
        Block::CatalogueList { .. } => ().into_any(),
        Block::AreaLinks { title } => view! {
            <section class="section" data-testid="block-area-links">
                <h2>{title}</h2>
                <AreaLinks />
            </section>
        }
        .into_any(),
        Block::SellingPoints { title } => view! {
            <section class="section selling" data-testid="block-selling-points">
                <h2>{title}</h2>
                {selling_points()}
            </section>
        }
        .into_any(),
    }
}

/// A hero: the page's h1 when it comes first (and its image loads first).
fn hero_block(title: String, text: String, image_hue: i64, image_alt: String, cta: Option<(String, Link)>, first: bool) -> AnyView {
    view! {
        <section class="block-hero" data-testid="block-hero">
            <img
                class="block-hero__image"
                src=Cover::of_hue(image_hue).img_src(first)
                alt=image_alt
                width="1200"
                height="480"
                fetchpriority=if first { "high" } else { "auto" }
            />
            <div class="block-hero__text">
                {if first {
                    view! { <h1>{title}</h1> }.into_any()
                } else {
                    view! { <h2>{title}</h2> }.into_any()
                }}
                <p class="lead">{text}</p>
                {cta.map(|(label, link)| link_view(label, link, "button button--large"))}
            </div>
        </section>
    }
    .into_any()
}

/// A list of departures, with the filters it was made from as chips.
fn tours_block(title: String, tours: Paged<TourRow>, filters: Vec<NamedLink>) -> AnyView {
    let last = tours.last_page();
    view! {
        <section class="section" data-testid="block-tours">
            <h2>{title}</h2>
            {(!filters.is_empty())
                .then(|| {
                    view! {
                        <ul class="chips" aria-label=t("filters-title")>
                            {filters.into_iter().map(|f| view! { <li><a class="chip" href=f.href>{f.label}</a></li> }).collect_view()}
                        </ul>
                    }
                })}
            {if tours.total == 0 {
                view! { <p class="empty">{t("no-trips")}</p> }.into_any()
            } else {
                view! { <TourList rows=tours.items show_travel=true group_by_month=false /> }.into_any()
            }}
            <Pagination page=tours.page last_page=last />
        </section>
    }
    .into_any()
}

/// The site's rating from every review, as the footer gives it.
fn reviews_badge_block() -> AnyView {
    let rating = ctx().layout.rating;
    let band = search_core::rating_band(rating.rating);
    view! {
        <section class="section reviews-badge" data-testid="block-reviews-badge">
            <p class="reviews-badge__rating">{crate::text::fmt_rating(rating.rating)}</p>
            {crate::components::fmt_stars(rating.rating)}
            <p>
                {band.map(|b| view! { <strong>{t(&format!("rating-{}", b.label.as_str()))}</strong> " " })}
                {t_args("footer-rating", &[("rating", crate::text::fmt_rating(rating.rating).into()), ("count", rating.count.into())])}
            </p>
        </section>
    }
    .into_any()
}

/// An image beside a text, on the left or the right.
fn image_text_block(title: String, text: String, image_hue: i64, image_alt: String, image_left: bool, near_top: bool) -> AnyView {
    view! {
        <section class="image-text" class:image-text--left=image_left data-testid="block-image-text">
            <img
                src=Cover::of_hue(image_hue).img_src(near_top)
                alt=image_alt
                width="400"
                height="240"
                loading=if near_top { "eager" } else { "lazy" }
                decoding=(!near_top).then_some("async")
            />
            <div>
                <h2>{title}</h2>
                <p>{text}</p>
            </div>
        </section>
    }
    .into_any()
}

/// The edition's ways to reach customer care, from the layout's contacts content.
fn contacts_block() -> impl IntoView {
    let contacts = ctx().layout.contacts.clone();
    view! {
        <section class="section contacts" data-testid="block-contacts">
            <ul class="contacts__methods">
                {contacts
                    .methods
                    .into_iter()
                    .map(|m| view! { <li><strong>{m.label}</strong> " " <a href=m.href>{m.value}</a></li> })
                    .collect_view()}
            </ul>
            {contacts
                .blocks
                .into_iter()
                .filter(|b| b.show_contact_page)
                .map(|b| {
                    view! {
                        <div class="contacts__block">
                            <h2>{b.title}</h2>
                            <p>{b.text}</p>
                            <p>
                                {b.actions.into_iter().map(|m| view! { <a class="button button--ghost" href=m.href>{m.label}</a> " " }).collect_view()}
                            </p>
                        </div>
                    }
                })
                .collect_view()}
        </section>
    }
}

/// The controls of a block's events, under the block: each is a link, so it works without
/// JavaScript (the server renders a modal open when the URL names it).
fn block_events(events: Vec<BlockEvent>) -> Option<impl IntoView> {
    (!events.is_empty()).then(|| {
        let controls = events
            .into_iter()
            .map(|event| match event {
                BlockEvent::Modal { name, label, title, html } => view! {
                    <a class="button button--ghost" href=modal_href(&name, None, None) data-modal-open=name.clone() data-testid="block-event-modal">
                        {label}
                    </a>
                    // Sanitised by the server, like a rich-text block.
                    <Modal name=name title=title width=ModalWidth::Medium mobile_full=true>
                        <div class="rich-text" inner_html=html></div>
                    </Modal>
                }
                .into_any(),
                BlockEvent::Calendar { label, href } => {
                    view! { <a class="button button--ghost" href=href data-testid="block-event-calendar">{label}</a> }.into_any()
                }
            })
            .collect_view();
        view! { <div class="block-events">{controls}</div> }
    })
}

/// A page's blocks in order, each with its events' controls. `list` draws a catalogue page's
/// own list where its [`Block::CatalogueList`] stands, or first when the editor left it out
/// (the list is what such a page is for); `opens_page`: the first block is the page's opening
/// (a hero there carries the h1).
pub(crate) fn composed_blocks(blocks: Vec<ComposedBlock>, list: impl FnOnce(String) -> AnyView, opens_page: bool) -> impl IntoView {
    let mut list = Some(list);
    let forgotten = if blocks.iter().any(|b| matches!(b.block, Block::CatalogueList { .. })) { None } else { list.take() };
    let blocks = blocks
        .into_iter()
        .enumerate()
        .map(|(i, composed)| {
            let body = match composed.block {
                Block::CatalogueList { title } => list.take().map_or_else(|| ().into_any(), |draw| draw(title)),
                block => block_view(block, opens_page && i == 0, i < 3),
            };
            view! { {body} {block_events(composed.events)} }
        })
        .collect_view();
    view! { {forgotten.map(|draw| draw(String::new()))} {blocks} }
}

pub fn custom(p: CustomPage) -> AnyView {
    // A page that opens with a hero lets the hero carry the page's h1.
    let hero_first = matches!(p.blocks.first(), Some(ComposedBlock { block: Block::Hero { .. }, .. }));
    // A custom page has no list of its own: a list block there draws nothing.
    let no_list = |_: String| ().into_any();
    view! {
        <div class="custom-page" data-testid="custom-page">
            <div class="container section">
                {(!hero_first).then(|| view! { <h1>{p.title.clone()}</h1> })}
                {composed_blocks(p.blocks, no_list, true)}
            </div>
        </div>
    }
    .into_any()
}
