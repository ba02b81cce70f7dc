//! The page composer's block events (spec §2: blocks can emit modal, calendar and body-class
//! events), on a page stored as an editor would: each event is a control that works without
//! JavaScript, and nothing an editor types can break out of the page.

use crate::common::TestApp;
use axum::http::StatusCode;

const IT: &str = "it.localhost:3000";

async fn store_page(app: &TestApp, blocks: &serde_json::Value) {
    let mut sql = caravan_server::storage::Sql::new(
        "INSERT INTO custom_pages (id, lang, routing_key, slug, page_type, title, seo, blocks, custom_css, attributes) VALUES (9002, 'it', NULL, 'eventi-dei-blocchi', 'custom', 'Eventi', '{}', ",
    );
    sql.bind(blocks.to_string()).push(", NULL, ").bind(r#"{"customHtmlClasses": "page-own"}"#).push(")");
    sql.query().execute(&app.state.db.pool).await.unwrap();
    let mut tx = app.state.db.pool.begin().await.unwrap();
    caravan_server::storage::bump_version(&mut tx, app.state.db.backend).await.unwrap();
    tx.commit().await.unwrap();
    app.state.refresh_catalogue().await.unwrap();
}

#[tokio::test]
async fn blocks_open_a_modal_a_trip_calendar_and_set_body_classes() {
    let app = TestApp::new().await;
    let trip = app.state.catalogue.snapshot().travels[0].slug.clone();
    let blocks = serde_json::json!([{
        "id": "Block-With-A-Long-Editor-Id",
        "blockType": "heading",
        "content": {"text": "Domande", "events": [{"type": "modal", "label": "Leggi", "title": "FAQ", "html": "<p>Risposte.</p>"}]}
    }, {
        "id": "b1",
        "blockType": "callToAction",
        "content": {
            "title": "Pronto a partire?",
            "text": "Tutto quello che serve sapere.",
            "label": "Scopri",
            "link": {"routingKey": "how-it-works"},
            "events": [
                {"type": "modal", "label": "Cosa include la quota", "title": "La quota", "html": "<p>Alloggi e coordinatore.</p><script>alert(1)</script>"},
                {"type": "calendar", "label": "Vedi le date", "travel": trip},
                {"type": "calendar", "label": "Un viaggio che non c'è", "travel": "no-such-trip"},
                {"type": "bodyClass", "className": "theme-night"},
                {"type": "bodyClass", "className": "x\"><script>"},
                {"type": "unknown", "label": "?"}
            ]
        }
    }]);
    store_page(&app, &blocks).await;

    let page = app.get(IT, "/eventi-dei-blocchi").await;
    assert_eq!(page.status, StatusCode::OK);
    let body_tag = page.body.split("<body").nth(1).and_then(|b| b.split('>').next()).unwrap_or_default().to_string();
    assert!(body_tag.contains("class=\"page-own theme-night\""), "the page's class and the block's: {body_tag}");
    assert!(!page.body.contains("<script>alert(1)"), "the modal's HTML is sanitised");
    assert!(!page.body.contains("x\\\"><script>") && !page.body.contains("\"x\"><script>"), "a class that is no class is dropped");

    // The modal: a link that names it, a closed dialog holding the text.
    assert!(page.body.contains("href=\"/eventi-dei-blocchi?modal=block-b1-1\""), "the modal's link");
    assert!(page.body.contains("data-modal-open=\"block-b1-1\""));
    assert!(page.body.contains("data-modal=\"block-b1-1\"") && page.body.contains("<p>Alloggi e coordinatore.</p>"));
    let open = app.get(IT, "/eventi-dei-blocchi?modal=block-b1-1").await;
    let dialog = open.body.split("data-modal=\"block-b1-1\"").nth(1).and_then(|d| d.split('>').next()).unwrap_or_default().to_string();
    assert!(dialog.contains(" open"), "without JavaScript the link opens it: {dialog}");

    // An editor's long or upper-case id still names a modal the URL can open.
    let long = app.get(IT, "/eventi-dei-blocchi?modal=block-block-with-a-1").await;
    let dialog =
        long.body.split("data-modal=\"block-block-with-a-1\"").nth(1).and_then(|d| d.split('>').next()).unwrap_or_default().to_string();
    assert!(dialog.contains(" open"), "{dialog}");

    // The calendar: the trip's page, at its calendar; a trip that does not exist gives no link.
    let calendar = format!("href=\"/viaggi/{trip}#calendar\"");
    assert!(page.body.contains(&calendar), "the trip's calendar: {calendar}");
    assert_eq!(page.body.matches("data-testid=\"block-event-calendar\"").count(), 1);
    let trip_page = app.get(IT, &format!("/viaggi/{trip}")).await;
    assert!(trip_page.body.contains("id=\"calendar\""), "the anchor exists on the trip page");
}
