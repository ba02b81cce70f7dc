//! Ask's parse time per keystroke: every prefix of every labelled wish parsed
//! as if typed, with the p50, p99 and slowest times. Run it optimised:
//! `cargo run --release -p search-core --example ask_keystrokes`.

use search_core::ask::{parse, Context, Language};
use search_core::period::WeekStart;
use search_core::Currency;
use std::time::Instant;

fn main() {
    let today = chrono::NaiveDate::from_ymd_opt(2027, 1, 13).expect("a valid date");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/eval");
    let mut times = Vec::new();
    for (language, files) in
        [(Language::En, ["ask-en.jsonl", "fresh/ask-en-tune.jsonl"]), (Language::It, ["ask-it.jsonl", "fresh/ask-it-tune.jsonl"])]
    {
        let context = Context { language, today, week_start: WeekStart::Monday, currency: Currency::EUR };
        parse("warm up the word tables", &context);
        for file in files {
            let text = std::fs::read_to_string(format!("{dir}/{file}")).expect("the eval sets are readable");
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let case: serde_json::Value = serde_json::from_str(line).expect("one JSON object per line");
                let wish = case["q"].as_str().unwrap_or_default();
                for (end, _) in wish.char_indices().skip(1).chain([(wish.len(), ' ')]) {
                    let start = Instant::now();
                    std::hint::black_box(parse(&wish[..end], &context));
                    times.push(start.elapsed().as_secs_f64() * 1e6);
                }
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!("ask parse per keystroke, {} keystrokes: p50 {:.1} µs, p99 {:.1} µs, max {:.1} µs", times.len(), at(0.5), at(0.99), at(1.0));
}
