//! The chat assistant's evaluation: the questions in `server/eval/` (English
//! on the international edition, Italian on it-IT), each with the pages that
//! answer it, against the full demo catalogue. Prints the top-3 hit rate (an
//! expected page among the answer's three links) and fails below 80 %.
//!
//! The money questions (`server/eval/chat-money-*.jsonl`, written blind from
//! the spec's topics) are scored on the answer itself: its text must state the
//! spec's figure (31 days, 100, 31 or 8 days, insurance included); fails below 90 %.
//!
//! The intent questions (`server/eval/chat-intents-*.jsonl`: 40 each in Spanish,
//! French and German, 20 each in English and Italian, written blind by a helper
//! that never read the assistant's code) label what is asked: a booking term, a
//! group fact, or `handoff` for what only a person can answer. Odd lines tune the
//! assistant; even lines are held out, their misses never printed; the held-out
//! half of every language must reach 85 %.
//!
//! `cargo test -p caravan-server --test integration chat_eval:: -- --nocapture`; `CHAT_EVAL_MISSES=1` lists the misses.

use crate::common;

use caravan_server::config::Config;
use caravan_server::storage::{seed, Db};
use caravan_server::AppState;
use caravan_site::edition::EditionId;
use serde_json::Value;

const GATE: f64 = 0.80;

/// The cases of `server/eval/{file}` (at least `min` of them).
fn cases(file: &str, min: usize) -> Vec<Value> {
    let text = std::fs::read_to_string(format!("{}/eval/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let cases: Vec<Value> = text.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect();
    assert!(cases.len() >= min, "{file}: at least {min} questions");
    cases
}

/// Runs `miss` over every case of `server/eval/{file}` (at least `min` of them): `Some(line)`
/// for a case the assistant got wrong. Prints the rate right (and the misses with
/// `CHAT_EVAL_MISSES`) and returns it.
fn score(what: &str, file: &str, min: usize, miss: impl FnMut(&Value) -> Option<String>) -> f64 {
    score_cases(what, &cases(file, min), true, miss)
}

/// [`score`] over given cases; `show_misses` false keeps a held-out set's misses unread.
fn score_cases(what: &str, cases: &[Value], show_misses: bool, mut miss: impl FnMut(&Value) -> Option<String>) -> f64 {
    let misses: Vec<String> = cases.iter().filter_map(&mut miss).collect();
    let rate = (cases.len() - misses.len()) as f64 / cases.len() as f64;
    println!("\nChat assistant, {what}: {} questions, {:.1} %", cases.len(), rate * 100.0);
    if show_misses && std::env::var_os("CHAT_EVAL_MISSES").is_some() {
        println!("{}", misses.join("\n"));
    }
    rate
}

/// The assistant over the full demo catalogue (its directory lives as long as the state is used).
async fn full_catalogue(name: &str) -> (common::TempDir, AppState) {
    let dir = common::TempDir(std::env::temp_dir().join(format!("caravan-{name}-{}", std::process::id())));
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
    (dir, state)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_assistant_links_an_answering_page_in_its_top_three() {
    let (_dir, state) = full_catalogue("chat-eval").await;
    let snapshot = state.catalogue.snapshot();
    let mut failing = Vec::new();
    for (name, file, edition) in [("English", "chat-en.jsonl", EditionId::International), ("Italian", "chat-it.jsonl", EditionId::ItIt)] {
        let rate = score(&format!("{name}, top-3 hit rate"), file, 60, |case| {
            let question = case["q"].as_str().unwrap();
            let expected: Vec<&str> = case["expect"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
            let answer = snapshot.help.answer(&*snapshot, edition.edition(), question, String::new());
            let pages: Vec<&str> = answer.links.iter().map(|l| l.page.as_str()).collect();
            let hit = pages.iter().any(|p| expected.contains(p));
            (!hit).then(|| format!("  {question}\n    expected {expected:?}\n    got      {pages:?}"))
        });
        if rate < GATE {
            failing.push(name);
        }
    }
    assert!(failing.is_empty(), "top-3 hit rate below {:.0} % in {failing:?}", GATE * 100.0);
}

/// What a right answer to each money topic says, per language (spec §1: deposit
/// 100, balance 31 days before departure, free cancellation up to 31 days or 8
/// with the flexible option, medical and baggage insurance always included).
fn states_the_figure(topic: &str, answer: &str) -> bool {
    let answer = answer.to_lowercase();
    let has = |number: &str| answer.split(|c: char| !c.is_ascii_digit()).any(|n| n == number);
    match topic {
        "balance" => has("31"),
        "deposit" => has("100"),
        "cancellation" => has("31") && has("8"),
        "insurance" => ["includ", "inclus", "compres"].iter().any(|w| answer.contains(w)),
        _ => false,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_assistant_answers_money_questions_with_the_spec_figures() {
    const MONEY_GATE: f64 = 0.90;
    let (_dir, state) = full_catalogue("chat-money").await;
    let snapshot = state.catalogue.snapshot();
    let mut failing = Vec::new();
    for (name, file, edition) in
        [("English", "chat-money-en.jsonl", EditionId::International), ("Italian", "chat-money-it.jsonl", EditionId::ItIt)]
    {
        let rate = score(&format!("money questions, {name}, top-1 right"), file, 20, |case| {
            let (question, topic) = (case["q"].as_str().unwrap(), case["topic"].as_str().unwrap());
            let answer = snapshot.help.answer(&*snapshot, edition.edition(), question, String::new()).answer.unwrap_or_default();
            (!states_the_figure(topic, &answer)).then(|| format!("  [{topic}] {question}\n    answered {answer:?}"))
        });
        if rate < MONEY_GATE {
            failing.push(name);
        }
    }
    // The other editions' languages: the four terms asked plainly, each answered with its figure.
    for (edition, questions) in [
        (EditionId::EsEs, ["¿Cuándo se paga el saldo?", "¿Cuánto es el depósito?", "¿Puedo cancelar?", "¿Está incluido el seguro?"]),
        (
            EditionId::FrFr,
            ["Quand dois-je payer le solde ?", "Quel est le montant de l'acompte ?", "Puis-je annuler ?", "L'assurance est-elle incluse ?"],
        ),
        (
            EditionId::DeDe,
            [
                "Wann ist der Restbetrag fällig?",
                "Wie hoch ist die Anzahlung?",
                "Kann ich stornieren?",
                "Ist eine Versicherung inbegriffen?",
            ],
        ),
    ] {
        for (question, topic) in questions.into_iter().zip(["balance", "deposit", "cancellation", "insurance"]) {
            let answer = snapshot.help.answer(&*snapshot, edition.edition(), question, String::new()).answer.unwrap_or_default();
            let stated = match (topic, edition) {
                ("insurance", EditionId::EsEs) => answer.contains("incluid"),
                ("insurance", EditionId::FrFr) => answer.contains("inclus"),
                ("insurance", EditionId::DeDe) => answer.contains("enthalten") || answer.contains("inklusive"),
                _ => states_the_figure(topic, &answer),
            };
            assert!(stated, "{edition:?} [{topic}] {question}: answered {answer:?}");
        }
    }
    assert!(failing.is_empty(), "money answers right below {:.0} % in {failing:?}", MONEY_GATE * 100.0);
}

/// Whether an answer is right for a labelled intent (`server/eval/chat-intents-*.jsonl`, written
/// blind): it states the spec's figure or fact in the edition's language, on the subject asked,
/// and a question only a person can answer is handed off rather than answered.
fn answers_the_intent(intent: &str, language: &str, answer: &caravan_server::chat::ChatAnswer) -> bool {
    let Some(text) = answer.answer.as_deref().filter(|_| answer.confident) else { return intent == "handoff" };
    let text = text.to_lowercase();
    let has = |number: &str| text.split(|c: char| !c.is_ascii_digit()).any(|n| n == number);
    let any = |words: &[&str]| words.iter().any(|w| text.contains(w));
    let by_language = |en: &'static [&'static str],
                       it: &'static [&'static str],
                       es: &'static [&'static str],
                       fr: &'static [&'static str],
                       de: &'static [&'static str]| match language {
        "it" => it,
        "es" => es,
        "fr" => fr,
        "de" => de,
        _ => en,
    };
    let included =
        by_language(&["includ"], &["inclus", "compres"], &["incluid", "incluye"], &["inclus", "compris"], &["enthalten", "inklusive"]);
    match intent {
        "balance" => has("31") && any(by_language(&["balance"], &["saldo"], &["saldo", "resto"], &["solde"], &["rest"])),
        "deposit" => has("100"),
        "cancel_traveller" => has("31") && has("8"),
        "cancel_operator" => any(by_language(
            &["everything", "in full"],
            &["rimbors", "tutto"],
            &["devolvemos", "todo"],
            &["rembours"],
            &["zurück", "erstatt"],
        )),
        "confirmation" => any(by_language(
            &["enough", "minimum"],
            &["minimo"],
            &["mínimo", "suficiente"],
            &["suffisamment", "minimum"],
            &["genug", "mindest"],
        )),
        "insurance" => any(included) && any(by_language(&["insurance"], &["assicura"], &["seguro"], &["assurance"], &["versicherung"])),
        "private_room" => {
            any(by_language(&["free"], &["gratuit", "gratis"], &["gratis", "gratuit"], &["gratuit", "offert"], &["kostenlos", "gratis"]))
        }
        "group_size" => has("15"),
        "age" => has("25") && has("49"),
        "included" => any(by_language(&["flight"], &["vol"], &["vuelo"], &["vol"], &["flug", "flüge"])),
        _ => false,
    }
}

/// The blind five-language set: odd lines tune the assistant, even lines are held out (their
/// misses are never printed). Gated on the held-out half.
#[tokio::test(flavor = "multi_thread")]
async fn the_assistant_understands_what_is_asked_in_five_languages() {
    const HELD_OUT_GATE: f64 = 0.85;
    let (_dir, state) = full_catalogue("chat-intents").await;
    let snapshot = state.catalogue.snapshot();
    let mut failing = Vec::new();
    for (language, edition) in [
        ("en", EditionId::International),
        ("it", EditionId::ItIt),
        ("es", EditionId::EsEs),
        ("fr", EditionId::FrFr),
        ("de", EditionId::DeDe),
    ] {
        let all = cases(&format!("chat-intents-{language}.jsonl"), 20);
        for (half, parity) in [("tuning half", 0), ("held-out half", 1)] {
            let part: Vec<Value> = all.iter().skip(parity).step_by(2).cloned().collect();
            let rate = score_cases(&format!("intents, {language}, {half}, top-1 right"), &part, parity == 0, |case| {
                let (question, intent) = (case["q"].as_str().unwrap(), case["intent"].as_str().unwrap());
                let answer = snapshot.help.answer(&*snapshot, edition.edition(), question, String::new());
                (!answers_the_intent(intent, language, &answer))
                    .then(|| format!("  [{intent}] {question}\n    answered {:?}", answer.answer))
            });
            if parity == 1 && rate < HELD_OUT_GATE {
                failing.push(language);
            }
        }
        // Two more blind sets, tuning only: one harder on purpose (colloquial, regional,
        // indirect), one of everyday chat questions.
        for set in ["extra", "third"] {
            let tuning = cases(&format!("chat-intents-{set}-{language}.jsonl"), 33);
            score_cases(&format!("intents, {language}, {set} tuning set, top-1 right"), &tuning, true, |case| {
                let (question, intent) = (case["q"].as_str().unwrap(), case["intent"].as_str().unwrap());
                let answer = snapshot.help.answer(&*snapshot, edition.edition(), question, String::new());
                (!answers_the_intent(intent, language, &answer))
                    .then(|| format!("  [{intent}] {question}\n    answered {:?}", answer.answer))
            });
        }
    }
    assert!(failing.is_empty(), "held-out intents right below {:.0} % in {failing:?}", HELD_OUT_GATE * 100.0);
}
