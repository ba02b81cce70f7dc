//! The chat assistant's evaluation: the questions in `server/eval/` (English
//! on the international edition, Italian on it-IT), each with the pages that
//! answer it, against the full demo catalogue. Prints the top-3 hit rate (an
//! expected page among the answer's three links) and fails below 80 %.
//!
//! `cargo test -p caravan-server --test chat_eval -- --nocapture`; `CHAT_EVAL_MISSES=1` lists the misses.

use crate::common;

use caravan_server::config::Config;
use caravan_server::storage::{seed, Db};
use caravan_server::AppState;
use caravan_site::edition::EditionId;
use serde_json::Value;

const GATE: f64 = 0.80;

#[tokio::test(flavor = "multi_thread")]
async fn the_assistant_links_an_answering_page_in_its_top_three() {
    let dir = common::TempDir(std::env::temp_dir().join(format!("caravan-chat-eval-{}", std::process::id())));
    std::fs::create_dir_all(&dir.0).unwrap();
    let url = format!("sqlite://{}/caravan.db", dir.0.display());
    let db = Db::connect(&url).await.unwrap();
    let full = demo_catalogue::CatalogueSpec::full(7, common::today());
    seed::seed_if_empty(&db, full.seed, full.travels, common::today()).await.unwrap();
    drop(db);
    let dir_text = dir.0.display().to_string();
    let config = Config::from_lookup(|k| match k {
        "DATABASE_URL" => Some(url.clone()),
        "DATA_DIR" => Some(dir_text.clone()),
        _ => None,
    })
    .unwrap();
    let state = AppState::from_config(config).await.unwrap();
    let snapshot = state.catalogue.snapshot();
    let mut failing = Vec::new();
    for (name, file, edition) in [("English", "chat-en.jsonl", EditionId::International), ("Italian", "chat-it.jsonl", EditionId::ItIt)] {
        let path = format!("{}/eval/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let (mut asked, mut hits, mut misses) = (0, 0, Vec::new());
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let case: Value = serde_json::from_str(line).unwrap();
            let question = case["q"].as_str().unwrap();
            let expected: Vec<&str> = case["expect"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
            let answer = snapshot.help.answer(&*snapshot, edition.edition(), question, String::new());
            let pages: Vec<&str> = answer.links.iter().map(|l| l.page.as_str()).collect();
            asked += 1;
            if pages.iter().any(|p| expected.contains(p)) {
                hits += 1;
            } else {
                misses.push(format!("  {question}\n    expected {expected:?}\n    got      {pages:?}"));
            }
        }
        let rate = hits as f64 / asked as f64;
        println!("\nChat assistant, {name}: {asked} questions, top-3 hit rate {:.1} %", rate * 100.0);
        if std::env::var_os("CHAT_EVAL_MISSES").is_some() {
            println!("{}", misses.join("\n"));
        }
        assert!(asked >= 60, "{name}: at least 60 questions");
        if rate < GATE {
            failing.push(name);
        }
    }
    assert!(failing.is_empty(), "top-3 hit rate below {:.0} % in {failing:?}", GATE * 100.0);
}
