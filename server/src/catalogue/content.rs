//! Coordinators, WeMeet events, content-managed pages and layout content.

use super::{text, Event, PageKey, Snapshot, Viewer};
use crate::error::{AppError, AppResult};
use caravan_site::model::{CoordinatorCard, WeMeetEvent};
use chrono::NaiveDate;
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

    /// Upcoming events of a market (`None`: every market).
    fn market_events<'a>(&'a self, viewer: &Viewer, market: Option<&'a [&'a str]>) -> impl Iterator<Item = &'a Event> + 'a {
        let today = viewer.today;
        self.events
            .iter()
            .filter(move |e| e.date >= today)
            .filter(move |e| market.is_none_or(|m| m.contains(&self.countries[e.country].iso3.as_str())))
    }

    /// The cities with upcoming events in a market: (English name as the key, name in the viewer's language), by name.
    pub fn event_cities(&self, viewer: &Viewer, market: Option<&[&str]>) -> Vec<(String, String)> {
        let mut cities: Vec<(String, String)> =
            self.market_events(viewer, market).map(|e| (e.city.clone(), text(&e.city_names, viewer.language).to_string())).collect();
        cities.sort_by(|a, b| a.1.cmp(&b.1));
        cities.dedup();
        cities
    }

    /// Events of a market from today on, in a city (by its key) and within the inclusive days of a time filter.
    pub fn events_found(
        &self,
        viewer: &Viewer,
        market: Option<&[&str]>,
        city: Option<&str>,
        span: Option<(NaiveDate, NaiveDate)>,
    ) -> Vec<WeMeetEvent> {
        self.market_events(viewer, market)
            .filter(|e| city.is_none_or(|c| e.city == c))
            .filter(|e| span.is_none_or(|(from, to)| (from..=to).contains(&e.date)))
            .map(|e| WeMeetEvent {
                city: match text(&e.city_names, viewer.language) {
                    "" => e.city.clone(),
                    name => name.to_string(),
                },
                date: e.date,
                attendees: e.attendees,
                coordinator: self.coordinator_card(e.coordinator),
            })
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
