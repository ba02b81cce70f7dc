//! Layout content of every edition (contract §11 `layouts.content`): header menu,
//! footer, contacts, bean bars and the talk-to-us bubble, in the edition's language.

use super::layout_texts as t;
use super::{Line, Link};
use crate::countries::{CONTINENTS, COUNTRIES};
use serde_json::{json, Value};

/// The edition codes, as the server names them (`Edition::code()`).
pub const EDITIONS: [&str; 7] = ["international", "it-IT", "en-US", "en-WE", "es-ES", "fr-FR", "de-DE"];

/// What differs between editions beyond the language.
struct Edition {
    code: &'static str,
    /// Content language index (`LANGS`).
    lang: usize,
    american: bool,
    /// WeMeet events are switched off in the western-market edition.
    wemeet_events: bool,
    email: &'static str,
    /// (display, E.164 digits) of the phone line; fictional numbers from ranges
    /// reserved for drama (Ofcom, NANP 555-01xx, ARCEP, Bundesnetzagentur).
    phone: (&'static str, &'static str),
    whatsapp: (&'static str, &'static str),
    /// Community group on Facebook.
    facebook_group: &'static str,
}

const UK_PHONE: (&str, &str) = ("+44 20 7946 0958", "442079460958");
const UK_WHATSAPP: (&str, &str) = ("+44 7700 900123", "447700900123");

const EDITION_ROWS: [Edition; 7] = [
    Edition {
        code: "international",
        lang: 0,
        american: false,
        wemeet_events: true,
        email: "hello@caravan-trips.com",
        phone: UK_PHONE,
        whatsapp: UK_WHATSAPP,
        facebook_group: "caravantrips.community",
    },
    Edition {
        code: "it-IT",
        lang: 1,
        american: false,
        wemeet_events: true,
        email: "ciao@caravan-trips.it",
        phone: UK_PHONE,
        whatsapp: UK_WHATSAPP,
        facebook_group: "caravantrips.italia",
    },
    Edition {
        code: "en-US",
        lang: 0,
        american: true,
        wemeet_events: true,
        email: "hello@caravan-trips.us",
        phone: ("+1 202-555-0147", "12025550147"),
        whatsapp: ("+1 202-555-0147", "12025550147"),
        facebook_group: "caravantrips.usa",
    },
    Edition {
        code: "en-WE",
        lang: 0,
        american: false,
        wemeet_events: false,
        email: "hello@caravan-trips.co.uk",
        phone: UK_PHONE,
        whatsapp: UK_WHATSAPP,
        facebook_group: "caravantrips.uk",
    },
    Edition {
        code: "es-ES",
        lang: 2,
        american: false,
        wemeet_events: true,
        email: "hola@caravan-trips.es",
        phone: UK_PHONE,
        whatsapp: UK_WHATSAPP,
        facebook_group: "caravantrips.espana",
    },
    Edition {
        code: "fr-FR",
        lang: 3,
        american: false,
        wemeet_events: true,
        email: "bonjour@caravan-trips.fr",
        phone: ("+33 1 99 00 27 45", "33199002745"),
        whatsapp: ("+33 6 39 98 27 45", "33639982745"),
        facebook_group: "caravantrips.france",
    },
    Edition {
        code: "de-DE",
        lang: 4,
        american: false,
        wemeet_events: true,
        email: "hallo@caravan-trips.de",
        phone: ("+49 30 23125 457", "493023125457"),
        whatsapp: UK_WHATSAPP,
        facebook_group: "caravantrips.deutschland",
    },
];

/// Paths per language that patterns and footer badges need (they are URLs, not links).
/// They mirror `RouteKey::paths()` in `site/src/route_key.rs`.
const TRAVELS_PATH: Line = ["/destinations", "/viaggi", "/viajes", "/voyages", "/reiseziele"];
const SEARCH_PATH: Line = ["/search", "/cerca", "/buscar", "/rechercher", "/suchen"];
const HOW_IT_WORKS_PATH: Line = ["/how-it-works", "/come-funziona", "/como-funciona", "/comment-ca-marche", "/so-funktionierts"];
const MEDIA_SHARING_PATH: Line = ["/media-sharing", "/condivisione-media", "/compartir-medios", "/partage-medias", "/medien-teilen"];

/// The mega menu: per continent (code, area route) the countries shown, with their badge.
/// A continent group of the mega menu: (id, continent code, countries with an optional badge).
pub(super) type MegaMenuGroup = (&'static str, &'static str, &'static [(&'static str, Option<&'static str>)]);

pub(super) const MEGA_MENU: [MegaMenuGroup; 5] = [
    (
        "europe",
        "area-europe",
        &[("ITA", Some("HOT")), ("GRC", None), ("PRT", None), ("ISL", Some("HOT")), ("NOR", None), ("HRV", None), ("ALB", Some("NEW"))],
    ),
    (
        "asia",
        "area-asia",
        &[("JPN", Some("HOT")), ("VNM", None), ("IND", None), ("IDN", None), ("NPL", None), ("JOR", None), ("UZB", Some("NEW"))],
    ),
    (
        "africa",
        "area-africa",
        &[("MAR", Some("HOT")), ("EGY", None), ("TZA", None), ("KEN", None), ("NAM", Some("SAFE")), ("ZAF", None), ("RWA", Some("NEW"))],
    ),
    (
        "america",
        "area-america",
        &[
            ("PER", Some("HOT")),
            ("MEX", None),
            ("ARG", None),
            ("CRI", Some("SAFE")),
            ("CUB", None),
            ("USA", None),
            ("CAN", None),
            ("COL", Some("NEW")),
        ],
    ),
    ("oceania", "area-oceania", &[("AUS", Some("HOT")), ("NZL", Some("SAFE")), ("FJI", None), ("PYF", Some("NEW"))]),
];

/// Layout content of each edition, keyed by edition code, in [`EDITIONS`] order.
pub fn layouts() -> Vec<(&'static str, Value)> {
    EDITION_ROWS.iter().map(|e| (e.code, layout(e))).collect()
}

fn layout(e: &Edition) -> Value {
    let content = json!({
        "header": { "menu": header_menu(e.lang) },
        "footer": footer(e),
        "contacts": contacts(e),
        "beans": beans(e.lang),
        "talkToUs": {
            "message": t::TALK_TO_US[e.lang],
            "backgroundColor": "#298e93",
            "textColor": "white",
            "link": Link::Route("contacts").json(),
            // Spec §6 talk-to-us: in the header and as the help entry at the foot of the page,
            // for visitors from any country (a `countries` list of ISO codes narrows it).
            "header": true,
            "footer": true,
        },
    });
    if e.american {
        americanize(content, "")
    } else {
        content
    }
}

fn link_item(label: &Line, l: usize, link: Link) -> Value {
    json!({ "label": label[l], "link": link.json() })
}

fn header_menu(l: usize) -> Value {
    let groups: Vec<Value> = MEGA_MENU
        .iter()
        .map(|(code, route, countries)| {
            let name = CONTINENTS.iter().find(|(c, _, _)| c == code).map_or(*code, |(_, names, _)| names[l]);
            let children: Vec<Value> = countries
                .iter()
                .filter_map(|(iso, badge)| {
                    let country = COUNTRIES.iter().find(|c| c.iso3 == *iso)?;
                    let mut item = json!({
                        "label": country.name[l],
                        "link": { "routingKey": "search", "query": format!("destinationId[]={iso}") },
                    });
                    if let Some(badge) = badge {
                        item["badge"] = json!(badge);
                    }
                    Some(item)
                })
                .collect();
            json!({
                "id": code,
                "label": name,
                "link": Link::Route(route).json(),
                "removeAccordionOnMobile": *code == "europe",
                "children": children,
            })
        })
        .collect();
    let about = [
        link_item(&t::HOW_IT_WORKS, l, Link::Route("how-it-works")),
        link_item(&t::AGE_GROUPS, l, Link::Route("age-groups")),
        link_item(&t::OUR_VALUES, l, Link::Route("our-values")),
        link_item(&t::COORDINATORS, l, Link::Route("coordinators")),
        link_item(&t::WEMEET, l, Link::Route("wemeet-by-caravan")),
    ];
    json!([
        { "id": "destinations", "type": "mega-menu", "label": t::DESTINATIONS[l], "children": groups },
        { "id": "about", "type": "drop-down", "label": t::ABOUT_US[l], "children": about },
        { "id": "tours", "type": "link", "label": t::TOURS[l], "link": Link::Route("tours").json(), "badge": "NEW" },
        { "id": "sales", "type": "link", "label": t::SALES[l], "link": Link::Route("sales").json(), "style": "highlight" },
    ])
}

fn footer(e: &Edition) -> Value {
    let l = e.lang;
    let column = |label: &Line, links: Vec<Value>| json!({ "label": label[l], "children": links });
    let mut travel = vec![
        link_item(&t::TRAVELS, l, Link::Route("travels")),
        link_item(&t::TOURS, l, Link::Route("tours")),
        link_item(&t::SALES, l, Link::Route("sales")),
        link_item(&t::COLLECTION, l, Link::Slug("collection")),
    ];
    if e.wemeet_events {
        travel.push(link_item(&t::WEMEET_EVENTS, l, Link::Route("events-wemeet")));
    }
    let menu = [
        column(&t::COL_TRAVEL, travel),
        column(
            &t::COL_ABOUT,
            vec![
                link_item(&t::HOW_IT_WORKS, l, Link::Route("how-it-works")),
                link_item(&t::OUR_VALUES, l, Link::Route("our-values")),
                link_item(&t::COORDINATORS, l, Link::Route("coordinators")),
                link_item(&t::SPOTLIGHT, l, Link::Route("media-coordinators")),
                link_item(&t::STORIES, l, Link::Route("media-sharing")),
                link_item(&t::WEMEET, l, Link::Route("wemeet-by-caravan")),
            ],
        ),
        column(
            &t::COL_HELP,
            vec![
                link_item(&t::FAQS, l, Link::Route("faqs")),
                link_item(&t::CONTACTS, l, Link::Route("contacts")),
                link_item(&t::AGE_GROUPS, l, Link::Route("age-groups")),
                link_item(&t::PRIVATE_ROOM, l, Link::Route("no-sharing-room")),
            ],
        ),
        column(
            &t::COL_LEGAL,
            vec![
                link_item(&t::GENERAL_CONDITIONS, l, Link::Route("legal-general-condition")),
                link_item(&t::PRIVACY, l, Link::Route("legal-privacy-policy")),
                link_item(&t::TERMS, l, Link::Route("legal-terms-conditions")),
                link_item(&t::CANCELLATION, l, Link::Route("legal-cancellation-policy")),
            ],
        ),
    ];
    let payment = |file: &str, label: &str| json!({ "image": format!("/images/payments/{file}.svg"), "imageHeight": 30, "label": label });
    json!({
        "menu": menu,
        "footerMessage": t::FOOTER_MESSAGE[l],
        "collapseOpenMessage": t::SHOW_MORE[l],
        "collapseCloseMessage": t::SHOW_LESS[l],
        "paymentMessage": t::PAY_SAFELY[l],
        "showUserRating": true,
        "badges": [
            { "url": MEDIA_SHARING_PATH[l], "image": "/images/badges/top-rated-2026.svg", "imageHeight": 40, "label": t::BADGE_TOP_RATED[l] },
            { "url": HOW_IT_WORKS_PATH[l], "image": "/images/badges/insurance-included.svg", "imageHeight": 40, "label": t::BADGE_INSURANCE[l] },
        ],
        "paymentSystems": [
            payment("visa", "Visa"),
            payment("mastercard", "Mastercard"),
            payment("paypal", "PayPal"),
            payment("apple-pay", "Apple Pay"),
            payment("bank-transfer", t::BANK_TRANSFER[l]),
        ],
        "contactsBook": {
            "instagram": { "value": "https://www.instagram.com/caravantrips" },
            "facebook": { "value": "https://www.facebook.com/caravantrips" },
            "facebookGroup": { "value": format!("https://www.facebook.com/groups/{}", e.facebook_group) },
            "tiktok": { "value": "https://www.tiktok.com/@caravantrips" },
            "youtube": { "value": "https://www.youtube.com/@caravantrips" },
        },
        "newsletter": {
            "action": "https://newsletter.caravan-trips.com/subscribe",
            "emailPlaceholder": t::NEWSLETTER_EMAIL[l],
            "gdpr": t::NEWSLETTER_GDPR[l],
            "bot": "website",
            "cta": t::NEWSLETTER_CTA[l],
            "description": t::NEWSLETTER_DESCRIPTION[l],
            "descriptionBottom": t::NEWSLETTER_BOTTOM[l],
        },
    })
}

fn contacts(e: &Edition) -> Value {
    let l = e.lang;
    json!({
        "books": {
            "email": { "label": "E-mail", "value": e.email, "href": format!("mailto:{}", e.email) },
            "phone": { "label": t::PHONE[l], "value": e.phone.0, "href": format!("tel:+{}", e.phone.1) },
            "whatsapp": { "label": "WhatsApp", "value": e.whatsapp.0, "href": format!("https://wa.me/{}", e.whatsapp.1) },
        },
        "blocks": [
            {
                "title": t::BEFORE_BOOKING[l],
                "text": t::BEFORE_BOOKING_TEXT[l],
                "showContactPage": true,
                "showTalkToUs": true,
                "callToActionList": ["whatsapp", "email", "phone"],
            },
            {
                "title": t::BOOKED[l],
                "text": t::BOOKED_TEXT[l],
                "showContactPage": true,
                "showTalkToUs": false,
                "callToActionList": ["email", "phone"],
            },
        ],
    })
}

fn beans(l: usize) -> Value {
    json!([
        {
            "id": "deposit",
            "position": "top",
            "message": t::BEAN_DEPOSIT[l],
            "backgroundColor": "#ff4758",
            "textColor": "white",
            "closable": true,
            "match": ["*"],
            "exclude": [SEARCH_PATH[l]],
        },
        {
            "id": "free-cancellation",
            "position": "bottom",
            "message": t::BEAN_CANCELLATION[l],
            "backgroundColor": "#1f2a44",
            "textColor": "white",
            "callToAction": { "label": t::FIND_OUT_MORE[l], "link": Link::Route("how-it-works").json() },
            "closable": true,
            "match": [format!("{}/*", TRAVELS_PATH[l])],
        },
    ])
}

/// Keys whose string values are data (URLs, paths, codes), never prose.
const DATA_KEYS: [&str; 17] = [
    "id",
    "image",
    "url",
    "href",
    "value",
    "action",
    "routingKey",
    "query",
    "slug",
    "badge",
    "style",
    "bot",
    "backgroundColor",
    "textColor",
    "match",
    "exclude",
    "callToActionList",
];

/// British to American spelling in every prose string of `v` (en-US edition).
fn americanize(v: Value, key: &str) -> Value {
    match v {
        Value::String(s) if !DATA_KEYS.contains(&key) => {
            Value::String(s.replace("travellers", "travelers").replace("traveller", "traveler").replace("Travellers", "Travelers"))
        }
        Value::Array(items) => Value::Array(items.into_iter().map(|i| americanize(i, key)).collect()),
        Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k.clone(), americanize(v, &k))).collect()),
        other => other,
    }
}
