//! The catalogue's fixed pages are content-managed (spec §2): home, destinations, continents,
//! confirmed departures and coordinators answer `/api/custompages/show` by route name, and an
//! editor's page for one of them gives its cover, its texts and its blocks, with the
//! catalogue list as one block among them.

use crate::common::TestApp;
use axum::http::StatusCode;
use serde_json::{json, Value};

const IT: &str = "it.localhost:3000";
const EN: &str = "localhost:3000";

async fn store_fixed_page(app: &TestApp, id: i64, routing_key: &str, blocks: &Value, attributes: &Value) {
    let mut sql = caravan_server::storage::Sql::new(
        "INSERT INTO custom_pages (id, lang, routing_key, slug, page_type, title, seo, blocks, custom_css, attributes) VALUES (",
    );
    sql.bind(id).push(", 'it', ").bind(routing_key.to_string()).push(", NULL, 'custom', 'Titolo della pagina', ");
    sql.bind(json!({"description": "Descrizione della pagina"}).to_string()).push(", ").bind(blocks.to_string());
    sql.push(", NULL, ").bind(attributes.to_string()).push(")");
    sql.query().execute(&app.state.db.pool).await.unwrap();
    let mut tx = app.state.db.pool.begin().await.unwrap();
    caravan_server::storage::bump_version(&mut tx, app.state.db.backend).await.unwrap();
    tx.commit().await.unwrap();
    app.state.refresh_catalogue().await.unwrap();
}

fn block_types(answer: &Value) -> Vec<String> {
    answer["data"]["blocks"].as_array().unwrap().iter().map(|b| b["blockType"].as_str().unwrap_or_default().to_string()).collect()
}

#[tokio::test]
async fn every_catalogue_page_answers_its_composition_with_the_list_as_a_block() {
    let app = TestApp::new().await;
    for key in ["index", "travels", "tours", "coordinators", "area-asia", "area-europe", "area-america", "area-africa", "area-oceania"] {
        let reply = app.get(IT, &format!("/api/custompages/show?routingKey={key}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{key}");
        let answer = reply.json();
        let types = block_types(&answer);
        assert_eq!(types.first().map(String::as_str), Some("hero"), "{key} opens with its cover: {types:?}");
        assert!(types.iter().any(|t| t == "catalogueList"), "{key} lists the catalogue: {types:?}");
        let cover = &answer["data"]["blocks"][0]["content"];
        assert!(!cover["title"].as_str().unwrap_or_default().is_empty() && !cover["text"].as_str().unwrap_or_default().is_empty());
    }
    // In the edition's language, as the page shows it.
    let home = app.get(IT, "/api/custompages/show?routingKey=index").await.json();
    let cover_title = home["data"]["blocks"][0]["content"]["title"].as_str().unwrap().to_string();
    assert!(app.get(IT, "/").await.body.contains(&format!("<h1>{cover_title}</h1>")), "{cover_title}");
    assert_ne!(app.get(EN, "/api/custompages/show?routingKey=index").await.json()["data"]["title"], home["data"]["title"]);
    // A route name that is no page stays unknown.
    assert_eq!(app.get(IT, "/api/custompages/show?routingKey=area-mars").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_editors_home_page_gives_the_cover_texts_and_blocks_around_the_trips() {
    let app = TestApp::new().await;
    let blocks = json!([
        {"id": "c", "blockType": "hero", "content": {"title": "Partire in gruppo", "text": "{departures} partenze in {countries} paesi."}},
        {"id": "t", "blockType": "richText", "content": {"html": "<p>Il nostro racconto.</p><script>alert(1)</script>"}},
        {"id": "l", "blockType": "catalogueList", "content": {"title": "Si parte presto"}},
        {"id": "b", "blockType": "reviewsBadge", "content": {"events": [{"type": "bodyClass", "className": "home-night"}]}},
    ]);
    store_fixed_page(&app, 9101, "index", &blocks, &json!({"customHtmlClasses": "home-editor"})).await;

    let page = app.get(IT, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<h1>Partire in gruppo</h1>"), "the cover's title comes from the content");
    let (departures, countries) = app.state.catalogue.snapshot().totals(&caravan_server::catalogue::Viewer {
        language: caravan_site::edition::Language::It,
        currency: search_core::Currency::EUR,
        today: crate::common::today(),
    });
    let lead = format!("{} partenze in {countries} paesi.", caravan_site::i18n::count("it-IT", departures));
    assert!(page.body.contains(&lead), "the counts fill the editor's lead: {lead}");
    assert!(!page.body.contains("<script>alert(1)"), "rich text is sanitised");
    // The editor's order: story, then the trips under the editor's title, then the badge.
    let at = |needle: &str| page.body.find(needle).unwrap_or_else(|| panic!("{needle} is on the page"));
    assert!(at("Il nostro racconto.") < at("<h2>Si parte presto</h2>"));
    assert!(at("<h2>Si parte presto</h2>") < at("data-testid=\"home-travels\""));
    assert!(at("data-testid=\"home-travels\"") < at("data-testid=\"block-reviews-badge\""));
    assert!(page.body.contains("data-cover-search-bar"), "the cover keeps the search");
    let body_tag = page.body.split("<body").nth(1).and_then(|b| b.split('>').next()).unwrap_or_default().to_string();
    assert!(body_tag.contains("home-editor home-night"), "the page's and the block's classes: {body_tag}");
    // The default's continents and selling points are the editor's to keep: these are gone.
    assert!(!page.body.contains("data-testid=\"selling-points\""));

    // The API answers what the editor stored; another language keeps the default.
    assert_eq!(
        block_types(&app.get(IT, "/api/custompages/show?routingKey=index").await.json()),
        ["hero", "richText", "catalogueList", "reviewsBadge"]
    );
    let english = app.get(EN, "/").await;
    assert!(english.body.contains("data-testid=\"selling-points\"") && !english.body.contains("Partire in gruppo"));
}

#[tokio::test]
async fn a_list_page_without_a_list_block_still_lists_and_moved_content_redirects() {
    let app = TestApp::new().await;
    let blocks = json!([{"id": "h", "blockType": "heading", "content": {"text": "Le partenze sicure"}}]);
    store_fixed_page(&app, 9102, "tours", &blocks, &json!({})).await;
    let page = app.get(IT, "/partenze-viaggi-confermati").await;
    assert_eq!(page.status, StatusCode::OK);
    // No cover block: the page's title and description head the page.
    assert!(page.body.contains("<h1>Titolo della pagina</h1>") && page.body.contains("Descrizione della pagina"));
    assert!(page.body.contains("<title>Titolo della pagina"), "and its <title>");
    let at = |needle: &str| page.body.find(needle).unwrap_or_else(|| panic!("{needle} is on the page"));
    assert!(at("data-testid=\"tour-row\"") < at("<h2>Le partenze sicure</h2>"), "the forgotten list comes first");

    // A home page of a cover alone: the trips come right after it, under their usual heading.
    let cover = json!([{"id": "c", "blockType": "hero", "content": {"title": "Solo la copertina", "text": "E nient'altro."}}]);
    store_fixed_page(&app, 9104, "index", &cover, &json!({})).await;
    let home = app.get(IT, "/").await;
    let at = |needle: &str| home.body.find(needle).unwrap_or_else(|| panic!("{needle} is on the home page"));
    assert!(at("<h1>Solo la copertina</h1>") < at("<h2>In partenza a breve</h2>"), "the list and its default heading");
    assert!(at("<h2>In partenza a breve</h2>") < at("data-testid=\"home-travels\""));

    let moved = json!({"meta": {"httpStatusCode": 301, "redirectTo": "/viaggi-asia"}});
    store_fixed_page(&app, 9103, "coordinators", &json!([]), &moved).await;
    let reply = app.get(IT, "/coordinatori").await;
    assert_eq!(reply.status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(reply.header("location"), "/viaggi-asia");
    let api = app.get(IT, "/api/custompages/show?routingKey=coordinators").await;
    assert_eq!(api.status.as_u16(), 418, "the API's moved-content convention (spec §8)");
}
