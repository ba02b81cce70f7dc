//! Custom pages (spec §2 Page composer, §3 Custom page and Block): a stored
//! page with every block resolved for the visitor's edition — HTML
//! sanitised, links turned into hrefs, trips and departures queried (a tours
//! block re-queried with the page's query-string filters, spec §7) — plus its
//! SEO, or the redirect its content asks for.

use super::Loaded;
use crate::catalogue::layout::{resolve_link, str_of};
use crate::catalogue::{PageRedirect, PageRef, Snapshot, StoredPage, TravelQuery};
use crate::editions::EditionHosts;
use crate::error::AppResult;
use crate::http::Visit;
use axum::http::StatusCode;
use caravan_site::edition::EDITIONS;
use caravan_site::model::{Block, BlockEvent, ComposedBlock, CustomPage, Link, NamedLink, Page, PageSeo};
use caravan_site::routes::Route;
use search_core::{parse_query, search_url, Filters};
use serde_json::Value;

/// A class an editor may put on `<body>`: a word of letters, digits, `-` and `_`.
fn is_class_name(class: &str) -> bool {
    !class.is_empty() && class.len() <= 40 && class.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The page's `<body>` classes: its own (`customHtmlClasses`) and those its blocks' `bodyClass`
/// events ask for (spec §2 page composer).
fn html_classes(attributes: &Value, blocks: &[Value]) -> Option<String> {
    let own = str_of(attributes, "customHtmlClasses").split_whitespace();
    let from_blocks = blocks.iter().flat_map(block_events).filter(|e| str_of(e, "type") == "bodyClass").map(|e| str_of(e, "className"));
    let mut classes: Vec<&str> = Vec::new();
    for class in own.chain(from_blocks).filter(|c| is_class_name(c)) {
        if !classes.contains(&class) {
            classes.push(class);
        }
    }
    (!classes.is_empty()).then(|| classes.join(" "))
}

/// The events a stored block emits (`content.events`).
fn block_events(stored: &Value) -> impl Iterator<Item = &Value> {
    stored.get("content").and_then(|c| c.get("events")).and_then(Value::as_array).into_iter().flatten()
}

/// A block's modal and calendar events as controls; unknown or broken ones are left out.
fn composed_events(snapshot: &Snapshot, visit: &Visit, stored: &Value) -> Vec<BlockEvent> {
    let edition = visit.host.edition;
    // The name travels as `?modal=`, which the page reads as a short lower-case word
    // (`ViewParams`, at most 24 characters): the editor's id is cut to fit.
    let id: String =
        str_of(stored, "id").chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(12).collect::<String>().to_ascii_lowercase();
    block_events(stored)
        .enumerate()
        .filter_map(|(i, event)| {
            let label = str_of(event, "label").to_string();
            if label.is_empty() {
                return None;
            }
            match str_of(event, "type") {
                "modal" => Some(BlockEvent::Modal {
                    name: format!("block-{id}-{}", i + 1),
                    label,
                    title: str_of(event, "title").to_string(),
                    html: ammonia::clean(str_of(event, "html")),
                }),
                "calendar" => {
                    let travel = snapshot.travel(str_of(event, "travel"))?;
                    let page = Route::Travel { travel: travel.slug.clone() }.path(edition)?;
                    Some(BlockEvent::Calendar { label, href: format!("{page}#calendar") })
                }
                _ => None,
            }
        })
        .collect()
}

/// The page's SEO: robots and canonical as written, the per-country urls as
/// hreflang alternates on each edition's own host.
fn page_seo(seo: &Value, hosts: &EditionHosts) -> PageSeo {
    let alternates = seo
        .get("urls")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .filter_map(|(code, path)| {
            let edition = EDITIONS.iter().find(|e| e.code() == code)?;
            let path = path.as_str().filter(|p| p.starts_with('/') && !p.starts_with("//"))?;
            Some((edition.html_lang.to_string(), hosts.canonical_url(edition, path)))
        })
        .collect();
    let text = |key: &str| Some(str_of(seo, key).to_string()).filter(|s| !s.is_empty());
    PageSeo {
        image: text("image").filter(|i| i.starts_with('/') || i.starts_with("https://")),
        robots: text("robots").filter(|r| r.len() <= 64 && r.chars().all(|c| c.is_ascii_alphabetic() || c == ',' || c == ' ' || c == '-')),
        canonical: text("canonical").filter(|c| c.starts_with("https://")),
        linked_data: seo.get("markupLinkedData").filter(|v| v.is_object()).cloned(),
        alternates,
    }
}

/// The editor's query with every key the visitor set replaced by the visitor's values.
fn merged_query(editor: &str, visitor: &str) -> String {
    let asked: Vec<(String, String)> = form_urlencoded::parse(visitor.as_bytes()).into_owned().collect();
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (key, value) in form_urlencoded::parse(editor.as_bytes()) {
        if !asked.iter().any(|(k, _)| *k == key) {
            out.append_pair(&key, &value);
        }
    }
    for (key, value) in &asked {
        out.append_pair(key, value);
    }
    out.finish()
}

/// Filter links a tours block offers: each sets one filter on this page's URL.
fn tour_filter_links(visit: &Visit, current: &Filters) -> Vec<NamedLink> {
    let base = &visit.path;
    let mut links = Vec::new();
    let locale = visit.host.edition.fluent_locale();
    for value in search_core::labels::DURATION_OPTIONS {
        let label = super::search::duration_option_text(locale, value);
        let chosen = current.durations.as_ref().is_some_and(|list| list.iter().any(|x| x == value));
        let mut f = current.clone();
        f.durations = if chosen { None } else { Some(vec![value.to_string()]) };
        f.page = None;
        links.push(NamedLink { label: if chosen { format!("✓ {label}") } else { label }, href: search_url(base, &f) });
    }
    let mut f = current.clone();
    f.discounted = if current.discounted == Some(true) { None } else { Some(true) };
    f.page = None;
    let label = visit.t("filter-discounted");
    links
        .push(NamedLink {
            label: if current.discounted == Some(true) { format!("✓ {label}") } else { label }, href: search_url(base, &f)
        });
    links
}

fn block(snapshot: &Snapshot, visit: &Visit, stored: &Value) -> Option<Block> {
    let viewer = visit.viewer();
    let edition = visit.host.edition;
    let content = stored.get("content").cloned().unwrap_or(Value::Null);
    let text = |key: &str| str_of(&content, key).to_string();
    let hue = |key: &str| content.get(key).and_then(Value::as_i64).unwrap_or(200).rem_euclid(360);
    let link = |v: Option<&Value>| -> Option<Link> { resolve_link(v?, edition) };
    Some(match str_of(stored, "blockType") {
        "heading" => Block::Heading { text: text("text") },
        "hero" => Block::Hero {
            title: text("title"),
            text: text("text"),
            image_hue: hue("imageHue"),
            image_alt: caravan_site::layout_content::image_title(&text("imageAlt")),
            cta: content.get("cta").and_then(|cta| Some((str_of(cta, "label").to_string(), link(cta.get("link"))?))),
        },
        "richText" | "html" => Block::RichText { html: ammonia::clean(&text("html")) },
        "travels" => {
            let query = TravelQuery {
                collection: content.get("collection").and_then(Value::as_bool).unwrap_or(false),
                discounted: content.get("discounted").and_then(Value::as_bool).unwrap_or(false),
                continent: content.get("continent").and_then(Value::as_str).map(str::to_string),
                coordinator: None,
            };
            Block::Travels { title: text("title"), travels: snapshot.travels_page(&viewer, &query, 1, 12).items }
        }
        "tours" => {
            // The editor's filters, then the visitor's from the query string when the block shows filters.
            let show_filters = content.get("showFilters").and_then(Value::as_bool).unwrap_or(false);
            let asked = if show_filters { parse_query(&visit.query).filters.to_query() } else { String::new() };
            let filters = parse_query(&merged_query(str_of(&content, "filters"), &asked)).filters;
            let tours = snapshot.search_tours(&viewer, &filters).tours;
            let links = if show_filters { tour_filter_links(visit, &parse_query(&visit.query).filters) } else { Vec::new() };
            Block::Tours { title: text("title"), tours, filters: links }
        }
        "faq" => Block::Faq {
            title: text("title"),
            items: content
                .get("items")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|i| (str_of(i, "question").to_string(), str_of(i, "answer").to_string()))
                .filter(|(q, a)| !q.is_empty() && !a.is_empty())
                .collect(),
        },
        "reviewsBadge" => Block::ReviewsBadge,
        "coordinators" => Block::Coordinators { title: text("title"), text: text("text"), coordinators: snapshot.coordinator_cards() },
        "imageText" => Block::ImageText {
            title: text("title"),
            text: text("text"),
            image_hue: hue("imageHue"),
            image_alt: caravan_site::layout_content::image_title(&text("imageAlt")),
            image_left: str_of(&content, "imageSide") != "right",
        },
        "callToAction" => {
            Block::CallToAction { title: text("title"), text: text("text"), label: text("label"), link: link(content.get("link"))? }
        }
        "contacts" => Block::Contacts,
        "catalogueList" => Block::CatalogueList { title: text("title") },
        "areaLinks" => Block::AreaLinks { title: text("title") },
        "sellingPoints" => Block::SellingPoints { title: text("title") },
        other => {
            tracing::warn!(block_type = other, "skipping unknown block type");
            return None;
        }
    })
}

/// A stored block as the page shows it, with its events; `None` for a block no page can show.
pub(super) fn composed_block(snapshot: &Snapshot, visit: &Visit, stored: &Value) -> Option<ComposedBlock> {
    Some(ComposedBlock { block: block(snapshot, visit, stored)?, events: composed_events(snapshot, visit, stored) })
}

/// The page's `<body>` classes and its stylesheet: the page's own and its blocks' (spec §2:
/// custom style text is injected).
pub(super) fn editor_style(stored: &StoredPage) -> (Option<String>, Option<String>) {
    let block_css = stored.blocks.iter().filter_map(|b| b.get("content")?.get("customCss")?.as_str());
    let css: Vec<&str> = stored.custom_css.as_deref().into_iter().chain(block_css).filter(|c| !c.is_empty()).collect();
    (html_classes(&stored.attributes, &stored.blocks), (!css.is_empty()).then(|| css.join("\n")))
}

/// The answer for content that moved, kept on this site.
pub(super) fn redirect(redirect: &PageRedirect) -> Loaded {
    let status = StatusCode::from_u16(redirect.status).unwrap_or(StatusCode::FOUND);
    Loaded::Redirect { status, to: crate::http::security::same_site_path(Some(&redirect.to)).to_string() }
}

pub fn custom_page(snapshot: &Snapshot, visit: &Visit, hosts: &EditionHosts, page: PageRef<'_>) -> AppResult<Loaded> {
    let stored = snapshot.custom_page(&visit.viewer(), page)?;
    if let Some(moved) = &stored.redirect {
        return Ok(redirect(moved));
    }
    let (html_classes, custom_css) = editor_style(stored);
    Ok(Loaded::Page(Page::Custom(Box::new(CustomPage {
        title: stored.title.clone(),
        description: stored.description.clone(),
        html_classes,
        blocks: stored.blocks.iter().filter_map(|b| composed_block(snapshot, visit, b)).collect(),
        custom_css,
        transparent_header: stored.transparent_header,
        hide_layout: stored.hide_layout,
        seo: page_seo(&stored.seo, hosts),
    }))))
}
