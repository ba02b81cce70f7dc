//! Demo content: the custom pages and the layout content an editor would write
//! in the CMS, in the five content languages, as the JSON the site stores
//! (contract §11: `custom_pages.blocks`, `custom_pages.seo`/`attributes` and
//! `layouts.content`). The site reads them from storage like any other content;
//! editors replace them.
//!
//! - [`pages`]: every fixed page (by routing key) and the catch-all pages (by
//!   slug). Short texts live next to the page they belong to (`pages*.rs`), the
//!   long rich-text bodies in `html/<lang>/<name>.html`, the FAQ answers in
//!   `faqs.rs`.
//! - [`layouts`]: header menu, footer, contacts, bean bars and the talk-to-us
//!   bubble of each edition, in its language (`layouts.rs`, `layout_texts.rs`).
//!
//! Links are contract links: `{"routingKey": NAME, "query"?}` with NAME one of
//! [`LINKED_ROUTES`] (the app's `RouteKey::name()` strings), or `{"slug": …}`.

use crate::{texts_of, Texts, LANGS};
use serde_json::{json, Map, Value};

mod faqs;
mod layout_texts;
mod layouts;
mod pages;
mod pages_community;
mod pages_legal;
mod pages_trips;

pub use layouts::{layouts, EDITIONS};

/// One text per content language, in [`LANGS`] order.
pub(crate) type Line = [&'static str; 5];
/// A question and its answer.
pub(crate) type Qa = (Line, Line);

/// Every route name the demo content links to or is stored under. Each must be
/// a `RouteKey::name()` of the app (`site/src/route_key.rs`); the server can assert it.
pub const LINKED_ROUTES: [&str; 26] = [
    "travels",
    "tours",
    "search",
    "coordinators",
    "events-wemeet",
    "how-it-works",
    "age-groups",
    "contacts",
    "faqs",
    "no-sharing-room",
    "our-values",
    "partnership",
    "sales",
    "media-sharing",
    "media-coordinators",
    "legal-general-condition",
    "legal-privacy-policy",
    "legal-terms-conditions",
    "legal-cancellation-policy",
    "wemeet-by-caravan",
    "wemeet-by-caravan-about",
    "area-europe",
    "area-asia",
    "area-africa",
    "area-america",
    "area-oceania",
];

/// The rich-text body `name` in every language, from `html/<lang>/<name>.html`.
macro_rules! html {
    ($name:literal) => {
        [
            include_str!(concat!("html/en/", $name, ".html")),
            include_str!(concat!("html/it/", $name, ".html")),
            include_str!(concat!("html/es/", $name, ".html")),
            include_str!(concat!("html/fr/", $name, ".html")),
            include_str!(concat!("html/de/", $name, ".html")),
        ]
    };
}
pub(crate) use html;

/// Where a link goes (contract §11 link).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Link {
    /// A fixed route of the edition, by route name.
    Route(&'static str),
    /// A fixed route with a query string (filters).
    Query(&'static str, &'static str),
    /// A catch-all custom page.
    Slug(&'static str),
}

impl Link {
    pub(crate) fn json(self) -> Value {
        match self {
            Link::Route(key) => json!({ "routingKey": key }),
            Link::Query(key, query) => json!({ "routingKey": key, "query": query }),
            Link::Slug(slug) => json!({ "slug": slug }),
        }
    }
}

/// A content block (spec §3 Block; contract §11 block types).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Block {
    Hero {
        title: Line,
        text: Line,
        hue: u16,
        alt: Line,
        cta: Option<(Line, Link)>,
    },
    /// HTML per language: paragraphs, lists, h2/h3.
    RichText(Line),
    Travels {
        title: Line,
        collection: bool,
        discounted: bool,
        continent: Option<&'static str>,
    },
    Tours {
        title: Line,
        filters: &'static str,
        show_filters: bool,
    },
    Faq {
        title: Line,
        items: &'static [Qa],
    },
    Coordinators {
        title: Line,
        text: Line,
    },
    ImageText {
        title: Line,
        text: Line,
        hue: u16,
        alt: Line,
        image_left: bool,
    },
    CallToAction {
        title: Line,
        text: Line,
        label: Line,
        link: Link,
    },
    /// The edition's contacts content (layouts.contacts) rendered as a block.
    Contacts,
    /// The site rating widget.
    ReviewsBadge,
}

impl Block {
    fn block_type(&self) -> &'static str {
        match self {
            Block::Hero { .. } => "hero",
            Block::RichText(_) => "richText",
            Block::Travels { .. } => "travels",
            Block::Tours { .. } => "tours",
            Block::Faq { .. } => "faq",
            Block::Coordinators { .. } => "coordinators",
            Block::ImageText { .. } => "imageText",
            Block::CallToAction { .. } => "callToAction",
            Block::Contacts => "contacts",
            Block::ReviewsBadge => "reviewsBadge",
        }
    }

    /// The block's `content` in language index `l`.
    fn content(&self, l: usize) -> Value {
        match self {
            Block::Hero { title, text, hue, alt, cta } => {
                let mut v = json!({ "title": title[l], "text": text[l], "imageHue": hue, "imageAlt": alt[l] });
                if let Some((label, link)) = cta {
                    v["cta"] = json!({ "label": label[l], "link": link.json() });
                }
                v
            }
            Block::RichText(html) => json!({ "html": html[l].trim() }),
            Block::Travels { title, collection, discounted, continent } => {
                let mut v = json!({ "title": title[l], "collection": collection, "discounted": discounted });
                if let Some(code) = continent {
                    v["continent"] = json!(code);
                }
                v
            }
            Block::Tours { title, filters, show_filters } => json!({ "title": title[l], "filters": filters, "showFilters": show_filters }),
            Block::Faq { title, items } => json!({
                "title": title[l],
                "items": items.iter().map(|(q, a)| json!({ "question": q[l], "answer": a[l] })).collect::<Vec<_>>(),
            }),
            Block::Coordinators { title, text } => json!({ "title": title[l], "text": text[l] }),
            Block::ImageText { title, text, hue, alt, image_left } => json!({
                "title": title[l],
                "text": text[l],
                "imageHue": hue,
                "imageAlt": alt[l],
                "imageSide": if *image_left { "left" } else { "right" },
            }),
            Block::CallToAction { title, text, label, link } => {
                json!({ "title": title[l], "text": text[l], "label": label[l], "link": link.json() })
            }
            Block::Contacts | Block::ReviewsBadge => Value::Object(Map::new()),
        }
    }
}

/// A custom page: a fixed page by routing key, or a catch-all page by slug.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoPage {
    pub routing_key: Option<&'static str>,
    pub slug: Option<&'static str>,
    pub title: Texts,
    /// One sentence, unique per page: the meta description.
    pub description: Texts,
    pub custom_css: Option<&'static str>,
    pub transparent_header: bool,
    pub hide_layout: bool,
    pub custom_html_classes: Option<&'static str>,
    blocks: Vec<Block>,
    /// Publish the page's FAQ blocks as schema.org FAQPage structured data.
    faq_markup: bool,
}

/// The index of a content language code; an unknown code reads English.
fn lang_index(lang: &str) -> usize {
    LANGS.iter().position(|l| *l == lang).unwrap_or(0)
}

impl DemoPage {
    fn new(routing_key: Option<&'static str>, slug: Option<&'static str>, title: &Line, description: &Line, blocks: Vec<Block>) -> Self {
        DemoPage {
            routing_key,
            slug,
            title: texts_of(title),
            description: texts_of(description),
            custom_css: None,
            transparent_header: false,
            hide_layout: false,
            custom_html_classes: None,
            blocks,
            faq_markup: false,
        }
    }

    /// A fixed page, stored under its route name.
    pub(crate) fn fixed(key: &'static str, title: &Line, description: &Line, blocks: Vec<Block>) -> Self {
        Self::new(Some(key), None, title, description, blocks)
    }

    /// A catch-all page, stored under its slug (the path without slashes).
    pub(crate) fn catch_all(slug: &'static str, title: &Line, description: &Line, blocks: Vec<Block>) -> Self {
        Self::new(None, Some(slug), title, description, blocks)
    }

    pub(crate) fn with_classes(mut self, classes: &'static str) -> Self {
        self.custom_html_classes = Some(classes);
        self
    }

    /// The stored blocks in `lang`: `{"id", "blockType", "content"}`, ids `b1`, `b2`…
    /// (the same in every language).
    pub fn blocks_json(&self, lang: &str) -> Vec<Value> {
        let l = lang_index(lang);
        self.blocks
            .iter()
            .enumerate()
            .map(|(i, b)| json!({ "id": format!("b{}", i + 1), "blockType": b.block_type(), "content": b.content(l) }))
            .collect()
    }

    /// The stored SEO object in `lang`: title, description, robots and, on the
    /// FAQ page, a schema.org FAQPage. No `urls`: the server derives hreflang
    /// alternates from its route table.
    pub fn seo_json(&self, lang: &str) -> Value {
        let l = lang_index(lang);
        let mut seo = json!({ "title": self.title[LANGS[l]], "description": self.description[LANGS[l]], "robots": "index,follow" });
        if self.faq_markup {
            let questions: Vec<Value> = self
                .blocks
                .iter()
                .filter_map(|b| if let Block::Faq { items, .. } = b { Some(*items) } else { None })
                .flatten()
                .map(|(q, a)| json!({ "@type": "Question", "name": q[l], "acceptedAnswer": { "@type": "Answer", "text": a[l] } }))
                .collect();
            seo["markupLinkedData"] = json!({ "@context": "https://schema.org", "@type": "FAQPage", "mainEntity": questions });
        }
        seo
    }

    /// The stored attributes: `{transparentHeader, hideLayout, customHtmlClasses?}`.
    pub fn attributes_json(&self) -> Value {
        let mut v = json!({ "transparentHeader": self.transparent_header, "hideLayout": self.hide_layout });
        if let Some(classes) = self.custom_html_classes {
            v["customHtmlClasses"] = json!(classes);
        }
        v
    }
}

/// Every demo content page: the fixed pages by routing key and the catch-all
/// pages `collection` and `landing-summer` by slug.
pub fn pages() -> Vec<DemoPage> {
    let mut all = pages::pages();
    all.extend(pages_trips::pages());
    all.extend(pages_community::pages());
    all.extend(pages_legal::pages());
    all
}

#[cfg(test)]
mod tests;
