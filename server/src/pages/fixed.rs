//! The catalogue's fixed pages — home, destinations, a continent, confirmed departures,
//! coordinators — are content-managed pages like the others (spec §2): the page an editor
//! stored under the route's name, or, while there is none, the default composition in the
//! edition's words. Either way the page's list is one of its blocks (`catalogueList`), so an
//! editor can put a hero, texts and any block before or after it.
//!
//! A stored page's opening `hero` block gives the cover's title and lead; without one, the
//! page's title and description do. A page whose blocks forget the list still shows it,
//! first (`composed_blocks` in the app).

use super::custom::{composed_block, editor_style};
use super::Loaded;
use crate::catalogue::{PageRef, Snapshot, StoredPage};
use crate::error::{AppError, AppResult};
use crate::http::Visit;
use caravan_site::model::{ComposedBlock, FixedContent};
use caravan_site::routes::RouteKey;
use serde_json::{json, Value};
use std::borrow::Cow;

/// The fixed pages whose body is a catalogue list.
pub fn lists_catalogue(key: RouteKey) -> bool {
    matches!(key, RouteKey::Index | RouteKey::Travels | RouteKey::Tours | RouteKey::Coordinators) || key.continent().is_some()
}

/// The page stored under `key` in the visitor's language, or the default composition.
/// `totals`: the home page's (departures, countries) when the caller has them already (a
/// count over every upcoming departure, not to be made twice per render).
pub fn stored_or_default<'a>(
    snapshot: &'a Snapshot,
    visit: &Visit,
    key: RouteKey,
    totals: Option<(i64, i64)>,
) -> AppResult<Cow<'a, StoredPage>> {
    match snapshot.custom_page(&visit.viewer(), PageRef::RoutingKey(key.name())) {
        Ok(page) => Ok(Cow::Borrowed(page)),
        Err(AppError::NotFound) if lists_catalogue(key) => Ok(Cow::Owned(default_page(snapshot, visit, key, totals))),
        Err(error) => Err(error),
    }
}

/// What the site shows on a catalogue page no editor has written: the cover's texts from
/// the edition's messages, then the list, and on the home page the continents and our
/// selling points.
fn default_page(snapshot: &Snapshot, visit: &Visit, key: RouteKey, totals: Option<(i64, i64)>) -> StoredPage {
    let block = |id: &str, kind: &str, content: Value| json!({"id": id, "blockType": kind, "content": content});
    let list = |title: String| block("list", "catalogueList", json!({"title": title}));
    let (title, lead, description, blocks) = match key {
        RouteKey::Index => {
            let (departures, countries) = totals.unwrap_or_else(|| snapshot.totals(&visit.viewer()));
            let lead = visit.t_args("home-lead", &[("departures", departures.into()), ("countries", countries.into())]);
            let blocks = vec![
                list(visit.t("home-travels-title")),
                block("areas", "areaLinks", json!({"title": visit.t("home-areas-title")})),
                block("why", "sellingPoints", json!({"title": visit.t("home-why-title")})),
            ];
            (visit.t("home-title"), lead, visit.t("home-description"), blocks)
        }
        RouteKey::Tours => (visit.t("tours-title"), visit.t("tours-description"), visit.t("tours-description"), vec![list(String::new())]),
        RouteKey::Coordinators => {
            let lead = visit.t("coordinators-description");
            (visit.t("route-coordinators"), lead.clone(), lead, vec![list(String::new())])
        }
        _ => {
            let (title, lead) = match key.continent() {
                Some(code) => {
                    let continent = visit.t(&format!("continent-{code}"));
                    (
                        visit.t_args("area-title", &[("continent", continent.clone().into())]),
                        visit.t_args("area-intro", &[("continent", continent.into())]),
                    )
                }
                None => (visit.t("travels-title"), visit.t("travels-intro")),
            };
            (title, lead.clone(), lead, vec![list(String::new())])
        }
    };
    let mut all = vec![block("cover", "hero", json!({"title": title, "text": lead}))];
    all.extend(blocks);
    StoredPage {
        seo: json!({"title": title, "description": description}),
        title,
        description,
        attributes: json!({"transparentHeader": false, "hideLayout": false}),
        blocks: all,
        custom_css: None,
        transparent_header: false,
        hide_layout: false,
        redirect: None,
    }
}

/// The catalogue page `key` as its content composes it, or the redirect its content asks for.
pub fn fixed_content(
    snapshot: &Snapshot,
    visit: &Visit,
    key: RouteKey,
    totals: Option<(i64, i64)>,
) -> AppResult<Result<FixedContent, Loaded>> {
    let page = stored_or_default(snapshot, visit, key, totals)?;
    if let Some(redirect) = &page.redirect {
        return Ok(Err(super::custom::redirect(redirect)));
    }
    let (cover, rest) = match page.blocks.split_first() {
        Some((first, rest)) if first.get("blockType").and_then(Value::as_str) == Some("hero") => (first.get("content"), rest),
        _ => (None, page.blocks.as_slice()),
    };
    let text = |key: &str| cover.and_then(|c| c.get(key)).and_then(Value::as_str).filter(|t| !t.is_empty()).map(str::to_string);
    let blocks: Vec<ComposedBlock> = rest.iter().filter_map(|b| composed_block(snapshot, visit, b)).collect();
    let (html_classes, custom_css) = editor_style(&page);
    Ok(Ok(FixedContent {
        title: text("title").unwrap_or_else(|| page.title.clone()),
        lead: text("text").unwrap_or_else(|| page.description.clone()),
        description: page.description.clone(),
        blocks,
        html_classes,
        custom_css,
    }))
}
