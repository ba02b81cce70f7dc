use super::layouts::MEGA_MENU;
use super::*;
use std::collections::HashSet;

const FIXED: [&str; 16] = [
    "age-groups",
    "contacts",
    "how-it-works",
    "no-sharing-room",
    "faqs",
    "media-sharing",
    "media-coordinators",
    "legal-general-condition",
    "legal-privacy-policy",
    "legal-terms-conditions",
    "legal-cancellation-policy",
    "wemeet-by-caravan",
    "wemeet-by-caravan-about",
    "our-values",
    "partnership",
    "sales",
];

/// Every string inside `v`, with the key it sits under.
fn strings<'a>(v: &'a Value, key: &'a str, out: &mut Vec<(&'a str, &'a str)>) {
    match v {
        Value::String(s) => out.push((key, s)),
        Value::Array(items) => items.iter().for_each(|i| strings(i, key, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| strings(v, k, out)),
        _ => {}
    }
}

/// Every link object (`{"routingKey": …}` or `{"slug": …}`) inside `v`.
fn links<'a>(v: &'a Value, out: &mut Vec<&'a Value>) {
    match v {
        Value::Object(map) => {
            if map.contains_key("routingKey") || map.contains_key("slug") {
                out.push(v);
            }
            map.values().for_each(|v| links(v, out));
        }
        Value::Array(items) => items.iter().for_each(|i| links(i, out)),
        _ => {}
    }
}

fn assert_links_known(v: &Value, what: &str) {
    let mut found = Vec::new();
    links(v, &mut found);
    for link in found {
        if let Some(key) = link.get("routingKey") {
            let key = key.as_str().unwrap_or_default();
            assert!(LINKED_ROUTES.contains(&key), "{what}: unknown routingKey {key}");
        } else {
            let slug = link["slug"].as_str().unwrap_or_default();
            assert!(pages().iter().any(|p| p.slug == Some(slug)), "{what}: no catch-all page {slug}");
        }
    }
}

fn assert_no_empty_text(v: &Value, what: &str) {
    let mut found = Vec::new();
    strings(v, "", &mut found);
    assert!(!found.is_empty(), "{what}: no text at all");
    for (key, s) in found {
        assert!(!s.trim().is_empty(), "{what}: empty {key}");
        for bad in ["TODO", "lorem", "Lorem", "{", "}", "placeholder", "XXX"] {
            assert!(key == "customCss" || !s.contains(bad), "{what}: {key} contains {bad}: {s}");
        }
    }
}

#[test]
fn every_page_exists_once_in_every_language() {
    let pages = pages();
    let keys: HashSet<_> = pages.iter().filter_map(|p| p.routing_key).collect();
    assert_eq!(keys, FIXED.into_iter().collect::<HashSet<_>>());
    let slugs: HashSet<_> = pages.iter().filter_map(|p| p.slug).collect();
    assert_eq!(slugs, ["collection", "landing-summer"].into_iter().collect::<HashSet<_>>());
    assert_eq!(pages.len(), FIXED.len() + 2);
    for page in &pages {
        let name = page.routing_key.or(page.slug).unwrap_or_default();
        assert!(page.routing_key.is_some() != page.slug.is_some(), "{name}");
        if let Some(key) = page.routing_key {
            assert!(LINKED_ROUTES.contains(&key), "{key} is stored under an unknown route name");
        }
        for lang in LANGS {
            let what = format!("{name} [{lang}]");
            assert!(!page.title[lang].trim().is_empty(), "{what}: title");
            assert!(!page.description[lang].trim().is_empty(), "{what}: description");
            let blocks = page.blocks_json(lang);
            assert!(!blocks.is_empty(), "{what}: no blocks");
            for (i, block) in blocks.iter().enumerate() {
                assert_eq!(block["id"], format!("b{}", i + 1));
                assert!(block["blockType"].is_string() && block["content"].is_object(), "{what}: {block}");
            }
            let blocks = Value::Array(blocks);
            assert_links_known(&blocks, &what);
            // contacts and reviewsBadge blocks have empty content; everything else has text.
            assert_no_empty_text(&blocks, &what);
            let seo = page.seo_json(lang);
            assert_eq!(seo["title"], page.title[lang].as_str());
            assert_eq!(seo["description"], page.description[lang].as_str());
            assert_eq!(seo["robots"], "index,follow");
            assert!(seo.get("urls").is_none(), "{what}: hreflang urls come from the route table");
            assert_no_empty_text(&seo, &what);
        }
    }
}

#[test]
fn titles_and_descriptions_are_unique_per_language() {
    let pages = pages();
    for lang in LANGS {
        let titles: HashSet<_> = pages.iter().map(|p| p.title[lang].as_str()).collect();
        let descriptions: HashSet<_> = pages.iter().map(|p| p.description[lang].as_str()).collect();
        assert_eq!(titles.len(), pages.len(), "{lang}: duplicate title");
        assert_eq!(descriptions.len(), pages.len(), "{lang}: duplicate description");
    }
}

#[test]
fn rich_texts_are_translated_and_state_the_constants() {
    let page = |key: &str| pages().into_iter().find(|p| p.routing_key == Some(key) || p.slug == Some(key)).unwrap();
    let html = |key: &str, lang: &str| -> String {
        page(key)
            .blocks_json(lang)
            .iter()
            .filter(|b| b["blockType"] == "richText")
            .map(|b| b["content"]["html"].as_str().unwrap_or_default().to_string())
            .collect()
    };
    for p in pages() {
        let key = p.routing_key.or(p.slug).unwrap_or_default();
        let en = html(key, "en");
        for lang in &LANGS[1..] {
            let text = html(key, lang);
            assert_eq!(text.is_empty(), en.is_empty(), "{key} [{lang}]");
            assert!(text.is_empty() || text != en, "{key} [{lang}] is not translated");
            assert_eq!(text.matches("<h2>").count(), en.matches("<h2>").count(), "{key} [{lang}]: sections differ from English");
        }
    }
    for lang in LANGS {
        let age = html("age-groups", lang);
        for n in ["21", "25", "33", "34", "35", "36", "37", "49", "ALL"] {
            assert!(age.contains(n), "age-groups [{lang}] must state {n}");
        }
        let how = html("how-it-works", lang);
        for n in ["100", "31", "8", "15"] {
            assert!(how.contains(n), "how-it-works [{lang}] must state {n}");
        }
        let cancel = html("legal-cancellation-policy", lang);
        assert!(cancel.contains("31") && cancel.contains(" 8 "), "cancellation policy [{lang}]");
        for legal in ["legal-general-condition", "legal-privacy-policy", "legal-terms-conditions", "legal-cancellation-policy"] {
            assert!(html(legal, lang).matches("<h2>").count() >= 6, "{legal} [{lang}] needs structured sections");
        }
    }
}

#[test]
fn the_faq_page_has_three_categories_and_structured_data() {
    let faqs = pages().into_iter().find(|p| p.routing_key == Some("faqs")).unwrap();
    for lang in LANGS {
        let blocks = faqs.blocks_json(lang);
        let faq_blocks: Vec<_> = blocks.iter().filter(|b| b["blockType"] == "faq").collect();
        assert_eq!(faq_blocks.len(), 3);
        let items: usize = faq_blocks.iter().map(|b| b["content"]["items"].as_array().map_or(0, Vec::len)).sum();
        assert!(items >= 12, "{lang}: {items} questions");
        let ld = &faqs.seo_json(lang)["markupLinkedData"];
        assert_eq!(ld["@type"], "FAQPage");
        assert_eq!(ld["mainEntity"].as_array().map_or(0, Vec::len), items);
    }
    let other = pages().into_iter().find(|p| p.routing_key == Some("age-groups")).unwrap();
    assert!(other.seo_json("en").get("markupLinkedData").is_none());
}

#[test]
fn special_pages_have_their_attributes() {
    let pages = pages();
    let landing = pages.iter().find(|p| p.slug == Some("landing-summer")).unwrap();
    assert!(landing.transparent_header);
    assert_eq!(landing.blocks_json("en")[0]["blockType"], "hero");
    assert_eq!(landing.attributes_json()["transparentHeader"], true);
    let collection = pages.iter().find(|p| p.slug == Some("collection")).unwrap();
    assert!(collection.custom_css.is_some());
    assert!(collection.blocks_json("en").iter().any(|b| b["blockType"] == "travels" && b["content"]["collection"] == true));
    let sales = pages.iter().find(|p| p.routing_key == Some("sales")).unwrap().blocks_json("it");
    assert!(sales.iter().any(|b| b["blockType"] == "tours" && b["content"]["filters"] == "discounted=true&perPage=6"));
    let spotlight = pages.iter().find(|p| p.routing_key == Some("media-coordinators")).unwrap();
    assert!(LANGS.iter().all(|l| spotlight.title[l] != "Coordinators" && spotlight.title[l] != "Coordinatori"));
    assert!(pages.iter().all(|p| !p.hide_layout));
}

#[test]
fn every_edition_has_a_complete_layout() {
    let layouts = layouts();
    assert_eq!(layouts.iter().map(|(e, _)| *e).collect::<Vec<_>>(), EDITIONS);
    for (edition, content) in &layouts {
        for part in ["header", "footer", "contacts", "beans", "talkToUs"] {
            assert!(!content[part].is_null(), "{edition}: {part}");
        }
        assert_links_known(content, edition);
        assert_no_empty_text(content, edition);
        let menu = content["header"]["menu"].as_array().unwrap();
        let mega = &menu[0];
        assert_eq!(mega["type"], "mega-menu");
        assert_eq!(mega["children"].as_array().unwrap().len(), 5);
        let footer = &content["footer"];
        assert_eq!(footer["menu"].as_array().unwrap().len(), 4);
        assert_eq!(footer["paymentSystems"].as_array().unwrap().len(), 5);
        assert_eq!(footer["badges"].as_array().unwrap().len(), 2);
        assert_eq!(footer["showUserRating"], true);
        assert_eq!(footer["newsletter"]["action"], "https://newsletter.caravan-trips.com/subscribe");
        assert_eq!(footer["newsletter"]["bot"], "website");
        let books = content["contacts"]["books"].as_object().unwrap();
        for block in content["contacts"]["blocks"].as_array().unwrap() {
            for name in block["callToActionList"].as_array().unwrap() {
                assert!(books.contains_key(name.as_str().unwrap()), "{edition}: {name}");
            }
        }
        for book in books.values() {
            let href = book["href"].as_str().unwrap();
            assert!(["mailto:", "tel:", "https://"].iter().any(|s| href.starts_with(s)), "{edition}: {href}");
        }
        let beans = content["beans"].as_array().unwrap();
        assert_eq!(beans[0]["position"], "top");
        assert_eq!(beans[0]["match"][0], "*");
        assert_eq!(beans[1]["position"], "bottom");
        assert!(beans[1]["match"][0].as_str().unwrap().ends_with("/*"));
        let json = content.to_string();
        assert!(!json.contains("€") && !json.contains('£') && !json.contains('$'), "{edition}: the bean quotes no currency");
        match *edition {
            "en-US" => assert!(!json.contains("travell"), "en-US uses American spelling"),
            "international" | "en-WE" => assert!(json.contains("travellers")),
            _ => {}
        }
        assert_eq!(json.contains("events-wemeet"), *edition != "en-WE", "{edition}: WeMeet events are off only in en-WE");
    }
}

#[test]
fn the_mega_menu_names_real_countries_with_badges() {
    let mut badges = HashSet::new();
    for (continent, route, countries) in MEGA_MENU {
        assert!(crate::countries::CONTINENTS.iter().any(|(c, _, _)| *c == continent));
        assert!(LINKED_ROUTES.contains(&route));
        assert!((4..=8).contains(&countries.len()), "{continent}");
        for (iso, badge) in countries {
            let country = crate::countries::COUNTRIES.iter().find(|c| c.iso3 == *iso);
            let Some(country) = country else { panic!("{iso} is not in the demo catalogue") };
            assert_eq!(crate::countries::CONTINENTS[country.continent].0, continent, "{iso}");
            badges.extend(*badge);
        }
    }
    assert_eq!(badges, ["NEW", "HOT", "SAFE"].into_iter().collect::<HashSet<_>>());
}

#[test]
fn footer_images_exist() {
    let public = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../public");
    for (edition, content) in layouts() {
        let footer = &content["footer"];
        for image in footer["badges"].as_array().unwrap().iter().chain(footer["paymentSystems"].as_array().unwrap()) {
            let path = image["image"].as_str().unwrap();
            assert!(public.join(&path[1..]).is_file(), "{edition}: missing {path}");
        }
    }
}

#[test]
fn the_route_list_is_exactly_the_routes_used() {
    let mut used: HashSet<String> = pages().iter().filter_map(|p| p.routing_key.map(str::to_string)).collect();
    let mut found = Vec::new();
    let blocks: Vec<Value> = pages().iter().flat_map(|p| p.blocks_json("en")).collect();
    let blocks = Value::Array(blocks);
    links(&blocks, &mut found);
    let layouts: Vec<Value> = layouts().into_iter().map(|(_, v)| v).collect();
    let layouts = Value::Array(layouts);
    links(&layouts, &mut found);
    used.extend(found.iter().filter_map(|l| l.get("routingKey")?.as_str().map(str::to_string)));
    let listed: HashSet<String> = LINKED_ROUTES.iter().map(|s| s.to_string()).collect();
    assert_eq!(used, listed);
}
