//! Coordinators, WeMeet events, content-managed pages and layout content.

use super::{text, PageKey, Snapshot, Viewer};
use crate::error::{AppError, AppResult};
use caravan_app::model::{CoordinatorCard, WeMeetEvent};
use serde_json::Value;

/// A stored custom page, by routing key (fixed pages) or slug (catch-all).
#[derive(Debug, Clone, Copy)]
pub enum PageRef<'a> {
    RoutingKey(&'a str),
    Slug(&'a str),
}

/// A custom page as stored; travel blocks are resolved to cards by the caller.
#[derive(Debug, Clone)]
pub struct StoredPage {
    pub title: String,
    pub description: String,
    /// The whole SEO object (spec §3 Custom page), for the API.
    pub seo: Value,
    /// The stored attributes (`customHtmlClasses`, …).
    pub attributes: Value,
    pub blocks: Vec<Value>,
    pub custom_css: Option<String>,
    pub transparent_header: bool,
    pub hide_layout: bool,
    /// Content that moved: `attributes.meta` `{httpStatusCode, redirectTo}` (spec §8).
    pub redirect: Option<PageRedirect>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageRedirect {
    pub status: u16,
    pub to: String,
}

impl PageRedirect {
    /// Reads `meta` from stored attributes; only redirect statuses count.
    pub fn from_attributes(attributes: &Value) -> Option<PageRedirect> {
        let meta = attributes.get("meta")?;
        let to = meta.get("redirectTo")?.as_str()?.to_string();
        let status = meta.get("httpStatusCode").and_then(Value::as_u64).and_then(|s| u16::try_from(s).ok());
        let status = status.filter(|s| matches!(s, 301 | 302 | 303 | 307 | 308)).unwrap_or(302);
        Some(PageRedirect { status, to })
    }
}

impl Snapshot {
    fn coordinator_card(&self, i: usize) -> CoordinatorCard {
        let c = &self.coordinators[i];
        CoordinatorCard { slug: c.slug.clone(), name: c.name.clone(), city: c.city.clone(), avatar_hue: c.avatar_hue }
    }

    /// Every coordinator, by name.
    pub fn coordinator_cards(&self) -> Vec<CoordinatorCard> {
        (0..self.coordinators.len()).map(|i| self.coordinator_card(i)).collect()
    }

    /// A coordinator with their bio in the viewer's language.
    pub fn coordinator(&self, viewer: &Viewer, slug: &str) -> AppResult<(CoordinatorCard, String)> {
        let &i = self.coordinator_by_slug.get(slug).ok_or(AppError::NotFound)?;
        Ok((self.coordinator_card(i), text(&self.coordinators[i].bio, viewer.language).to_string()))
    }

    /// WeMeet events from today on.
    pub fn upcoming_events(&self, viewer: &Viewer) -> Vec<WeMeetEvent> {
        self.events
            .iter()
            .filter(|e| e.date >= viewer.today)
            .map(|e| WeMeetEvent { city: e.city.clone(), date: e.date, attendees: e.attendees })
            .collect()
    }

    pub fn custom_page(&self, viewer: &Viewer, page: PageRef<'_>) -> AppResult<&StoredPage> {
        let key = match page {
            PageRef::RoutingKey(key) => PageKey::RoutingKey(key.to_string()),
            PageRef::Slug(slug) => PageKey::Slug(slug.to_string()),
        };
        self.pages.get(&(viewer.language, key)).ok_or(AppError::NotFound)
    }
}
