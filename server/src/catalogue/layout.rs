//! Stored layout content (the `layouts` rows, JSON an editor writes) read into
//! the typed [`LayoutContent`] of each edition once per snapshot, with links
//! resolved against the edition's routes. Missing or malformed parts are
//! skipped, never fatal: a typo in the CMS must not take the site down.

use caravan_site::edition::Edition;
use caravan_site::layout_content::*;
use caravan_site::routes::{Route, RouteKey};
use serde_json::value::RawValue;
use serde_json::Value;

/// An edition's stored layout content, with the parts `GET /api/layouts`
/// sends written as JSON text once per snapshot: every page view asks for
/// them, and copying text is far cheaper than cloning and writing a tree.
#[derive(Debug)]
pub struct StoredLayout {
    pub content: Value,
    pub header: Box<RawValue>,
    pub footer: Box<RawValue>,
    pub contacts: Box<RawValue>,
    pub beans: Box<RawValue>,
    pub talk_to_us: Box<RawValue>,
}

impl StoredLayout {
    pub fn new(content: Value) -> StoredLayout {
        let raw = |name: &str, absent: &str| {
            let text = content.get(name).map_or_else(|| absent.to_string(), Value::to_string);
            // Text written from a Value is always valid JSON; the default is `null`.
            RawValue::from_string(text).unwrap_or_default()
        };
        StoredLayout {
            header: raw("header", "null"),
            footer: raw("footer", "null"),
            contacts: raw("contacts", "null"),
            beans: raw("beans", "[]"),
            talk_to_us: raw("talkToUs", "null"),
            content,
        }
    }
}

/// A string field of stored JSON, empty when missing or not a string.
pub(crate) fn str_of<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or_default()
}

fn string_of(v: &Value, key: &str) -> String {
    str_of(v, key).to_string()
}

fn items<'a>(v: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    v.get(key).and_then(Value::as_array).into_iter().flatten()
}

/// A stored link (contract: `routingKey` [+ `query`], `travel`, `slug` or `url`)
/// as an href of `edition`; `None` when it points at a route the edition has
/// switched off, or is not a link at all.
pub fn resolve_link(link: &Value, edition: &Edition) -> Option<Link> {
    if let Some(name) = link.get("routingKey").and_then(Value::as_str) {
        let key = RouteKey::ALL.into_iter().find(|k| k.name() == name)?;
        let path = key.path(edition)?;
        let query = str_of(link, "query");
        let href = if query.is_empty() { path.to_string() } else { format!("{path}?{query}") };
        return Some(Link { href, external: false });
    }
    if let Some(slug) = link.get("travel").and_then(Value::as_str) {
        return Route::Travel { travel: slug.to_string() }.path(edition).map(|href| Link { href, external: false });
    }
    if let Some(slug) = link.get("slug").and_then(Value::as_str) {
        return Route::Custom { slug: slug.trim_matches('/').to_string() }.path(edition).map(|href| Link { href, external: false });
    }
    let url = link.get("url").and_then(Value::as_str)?;
    let external = url.starts_with("https://") || url.starts_with("http://");
    // Only web links and same-site paths: no `javascript:` or `data:` from content.
    (external || (url.starts_with('/') && !url.starts_with("//"))).then(|| Link { href: url.to_string(), external })
}

fn menu_item(v: &Value, edition: &Edition) -> Option<MenuItem> {
    let kind = match str_of(v, "type") {
        "mega-menu" => MenuKind::MegaMenu,
        "drop-down" => MenuKind::DropDown,
        _ => MenuKind::Link,
    };
    let link = v.get("link").and_then(|l| resolve_link(l, edition));
    let children: Vec<MenuItem> = items(v, "children").filter_map(|c| menu_item(c, edition)).collect();
    let label = string_of(v, "label");
    // An entry that leads nowhere (switched-off route, no children) is left out.
    if label.is_empty() || (link.is_none() && children.is_empty()) {
        return None;
    }
    let optional = |key: &str| Some(string_of(v, key)).filter(|s| !s.is_empty());
    Some(MenuItem {
        id: string_of(v, "id"),
        label,
        kind,
        link,
        badge: MenuBadge::parse(str_of(v, "badge")),
        style: optional("style"),
        icon: optional("icon"),
        children,
        remove_accordion_on_mobile: v.get("removeAccordionOnMobile").and_then(Value::as_bool).unwrap_or(false),
    })
}

fn footer_image(v: &Value, default_height: u32, edition: &Edition) -> Option<FooterImage> {
    let image = string_of(v, "image");
    // Pictures come from this site only (the CSP allows nothing else).
    (image.starts_with('/') && !image.starts_with("//")).then(|| FooterImage {
        label: caravan_site::layout_content::image_title(&string_of(v, "label")),
        image,
        height: v.get("imageHeight").and_then(Value::as_u64).and_then(|h| u32::try_from(h).ok()).unwrap_or(default_height),
        link: v.get("url").and_then(Value::as_str).and_then(|url| resolve_link(&serde_json::json!({ "url": url }), edition)),
    })
}

fn footer(v: &Value, edition: &Edition) -> Footer {
    let columns = items(v, "menu")
        .map(|col| FooterColumn {
            label: string_of(col, "label"),
            links: items(col, "children").filter_map(|c| Some((string_of(c, "label"), resolve_link(c.get("link")?, edition)?))).collect(),
        })
        .filter(|c| !c.links.is_empty())
        .collect();
    let social = ["instagram", "facebook", "facebookGroup", "tiktok", "youtube", "social"]
        .into_iter()
        .filter_map(|name| {
            let url = v.get("contactsBook")?.get(name)?.get("value")?.as_str()?;
            url.starts_with("https://").then(|| (name.to_string(), url.to_string()))
        })
        .collect();
    let newsletter = v.get("newsletter").filter(|n| str_of(n, "action").starts_with("https://")).map(|n| Newsletter {
        action: string_of(n, "action"),
        email_placeholder: string_of(n, "emailPlaceholder"),
        gdpr: string_of(n, "gdpr"),
        bot: Some(string_of(n, "bot")).filter(|b| !b.is_empty()).unwrap_or_else(|| "website".into()),
        cta: string_of(n, "cta"),
        description: string_of(n, "description"),
        description_bottom: string_of(n, "descriptionBottom"),
    });
    Footer {
        columns,
        message: string_of(v, "footerMessage"),
        collapse_open: string_of(v, "collapseOpenMessage"),
        collapse_close: string_of(v, "collapseCloseMessage"),
        payment_message: string_of(v, "paymentMessage"),
        show_user_rating: v.get("showUserRating").and_then(Value::as_bool).unwrap_or(true),
        badges: items(v, "badges").filter_map(|b| footer_image(b, 40, edition)).collect(),
        payment_systems: items(v, "paymentSystems").filter_map(|b| footer_image(b, 30, edition)).collect(),
        social,
        newsletter,
    }
}

fn contacts(v: &Value) -> Contacts {
    let methods: Vec<ContactMethod> = v
        .get("books")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .filter_map(|(name, book)| {
            let href = string_of(book, "href");
            let safe = ["mailto:", "tel:", "https://"].iter().any(|scheme| href.starts_with(scheme));
            safe.then(|| ContactMethod { name: name.clone(), label: string_of(book, "label"), value: string_of(book, "value"), href })
        })
        .collect();
    let blocks = items(v, "blocks")
        .map(|b| ContactBlock {
            title: string_of(b, "title"),
            text: string_of(b, "text"),
            show_contact_page: b.get("showContactPage").and_then(Value::as_bool).unwrap_or(true),
            show_talk_to_us: b.get("showTalkToUs").and_then(Value::as_bool).unwrap_or(false),
            actions: items(b, "callToActionList")
                .filter_map(Value::as_str)
                .filter_map(|name| methods.iter().find(|m| m.name == name).cloned())
                .collect(),
        })
        .collect();
    Contacts { methods, blocks }
}

/// A colour an editor typed, kept only if it cannot break out of a style attribute.
fn colour(v: &Value, key: &str, default: &str) -> String {
    let c = str_of(v, key);
    if !c.is_empty() && c.len() <= 32 && c.chars().all(|ch| ch.is_ascii_alphanumeric() || "#(),.% ".contains(ch)) {
        c.to_string()
    } else {
        default.to_string()
    }
}

/// The theme red (#ff4758) under white text is 3.3:1, too light for text of
/// a bar's size (WCAG AA asks 4.5:1); such bars are drawn in the accent red
/// (#c8102e, 5.9:1), the same colour the site uses for white-on-red text.
fn readable_background(background: String, text: &str) -> String {
    let white = ["white", "#fff", "#ffffff"].iter().any(|w| text.eq_ignore_ascii_case(w));
    if white && background.eq_ignore_ascii_case("#ff4758") {
        "#c8102e".to_string()
    } else {
        background
    }
}

fn patterns(v: &Value, key: &str) -> Vec<String> {
    items(v, key).filter_map(Value::as_str).map(str::to_string).collect()
}

fn bean(i: usize, v: &Value, edition: &Edition) -> Option<Bean> {
    let message = string_of(v, "message");
    if message.is_empty() {
        return None;
    }
    let matches = patterns(v, "match");
    Some(Bean {
        id: Some(string_of(v, "id")).filter(|id| !id.is_empty() && id.len() <= 40).unwrap_or_else(|| format!("bean-{i}")),
        position: if str_of(v, "position") == "bottom" { BeanPosition::Bottom } else { BeanPosition::Top },
        message,
        background: readable_background(colour(v, "backgroundColor", "#ff4758"), &colour(v, "textColor", "white")),
        text_colour: colour(v, "textColor", "white"),
        custom_css: Some(string_of(v, "customCss")).filter(|c| !c.is_empty()),
        call_to_action: v.get("callToAction").and_then(|cta| Some((string_of(cta, "label"), resolve_link(cta.get("link")?, edition)?))),
        closable: v.get("closable").and_then(Value::as_bool).unwrap_or(true),
        matches: if matches.is_empty() { vec!["*".into()] } else { matches },
        excludes: patterns(v, "exclude"),
    })
}

/// The layout content of `edition` from its stored JSON (`Value::Null` when the
/// edition has none: an empty layout with the built-in menus' fallbacks).
pub fn layout_content(stored: &Value, edition: &Edition, rating: SiteRating) -> LayoutContent {
    let null = Value::Null;
    let part = |key: &str| stored.get(key).unwrap_or(&null);
    LayoutContent {
        menu: items(part("header"), "menu").filter_map(|m| menu_item(m, edition)).collect(),
        footer: footer(part("footer"), edition),
        contacts: contacts(part("contacts")),
        beans: items(stored, "beans").enumerate().filter_map(|(i, b)| bean(i, b, edition)).collect(),
        talk_to_us: stored.get("talkToUs").filter(|t| !str_of(t, "message").is_empty()).map(|t| TalkToUs {
            message: string_of(t, "message"),
            background: colour(t, "backgroundColor", "#298e93"),
            text_colour: colour(t, "textColor", "white"),
            link: t
                .get("link")
                .and_then(|l| resolve_link(l, edition))
                .unwrap_or_else(|| Link { href: RouteKey::Contacts.href(edition).to_string(), external: false }),
            in_header: t.get("header").and_then(Value::as_bool).unwrap_or(true),
            in_footer: t.get("footer").and_then(Value::as_bool).unwrap_or(true),
        }),
        rating,
    }
}

/// Whether talk-to-us is offered to a visitor from `country` (ISO 3166 alpha-2, from the
/// geolocation header): the content's `countries` list, when it has one, names where it is
/// (spec §6 `talk-to-us: countries`); without a list, or without a known country, everywhere.
pub fn talk_to_us_offered(stored: &Value, country: Option<&str>) -> bool {
    let Some(countries) = stored.get("talkToUs").and_then(|t| t.get("countries")).and_then(Value::as_array) else { return true };
    match country {
        Some(country) if !countries.is_empty() => countries.iter().filter_map(Value::as_str).any(|c| c.eq_ignore_ascii_case(country)),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use caravan_site::edition::EditionId;
    use serde_json::json;

    #[test]
    fn links_resolve_per_edition_and_unsafe_ones_are_dropped() {
        let it = EditionId::ItIt.edition();
        let link = resolve_link(&json!({"routingKey": "how-it-works"}), it).unwrap();
        assert!(!link.external);
        assert_eq!(link.href, RouteKey::HowItWorks.path(it).unwrap());
        let search = resolve_link(&json!({"routingKey": "search", "query": "destinationId[]=JPN"}), it).unwrap();
        assert_eq!(search.href, format!("{}?destinationId[]=JPN", RouteKey::Search.path(it).unwrap()));
        assert!(resolve_link(&json!({"url": "https://example.com"}), it).unwrap().external);
        assert!(resolve_link(&json!({"url": "javascript:alert(1)"}), it).is_none());
        assert!(resolve_link(&json!({"url": "//evil.example"}), it).is_none());
        assert!(resolve_link(&json!({"routingKey": "no-such-route"}), it).is_none());
    }

    #[test]
    fn malformed_content_gives_an_empty_layout_not_an_error() {
        let e = EditionId::International.edition();
        let content = layout_content(&json!({"header": "oops", "beans": [{"message": ""}, 3]}), e, SiteRating::default());
        assert!(content.menu.is_empty());
        assert!(content.beans.is_empty());
        let bean = layout_content(&json!({"beans": [{"message": "Hi", "backgroundColor": "red;}body{x:y"}]}), e, SiteRating::default());
        assert_eq!(bean.beans[0].background, "#c8102e", "a colour that could break out of the style is replaced (by the readable default)");
        assert_eq!(bean.beans[0].matches, vec!["*"]);
    }

    #[test]
    fn talk_to_us_has_its_places_and_countries() {
        let e = EditionId::ItIt.edition();
        let stored = json!({"talkToUs": {"message": "Parla con noi", "header": false, "countries": ["IT", "ch"]}});
        let talk = layout_content(&stored, e, SiteRating::default()).talk_to_us.expect("a message makes it");
        assert!(!talk.in_header && talk.in_footer, "header off as stored, footer on by default");
        assert!(talk_to_us_offered(&stored, Some("IT")) && talk_to_us_offered(&stored, Some("CH")));
        assert!(!talk_to_us_offered(&stored, Some("DE")), "not listed");
        assert!(talk_to_us_offered(&stored, None), "an unknown country is not refused");
        assert!(talk_to_us_offered(&json!({"talkToUs": {"message": "Hi"}}), Some("DE")), "no list: everywhere");
    }
}
