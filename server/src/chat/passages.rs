//! The site's content cut into passages the assistant can quote: FAQ
//! questions with their answers, paragraphs of rich text under their
//! heading, other blocks' titles and texts, and one passage per trip.

use crate::catalogue::content::StoredPage;
use crate::catalogue::model::{PageKey, Travel};
use caravan_site::edition::Language;
use caravan_site::routes::RouteKey;
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

/// Where a passage comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    Fixed(RouteKey),
    Slug(String),
    /// A trip page, by slug.
    Travel(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Passage {
    pub language: Language,
    pub title: String,
    pub text: String,
    pub page_title: String,
    pub target: Target,
}

impl Passage {
    /// The stems of its title and of its text: what the index holds, and what a question's
    /// coverage is measured against.
    pub fn stems(&self) -> (String, String) {
        (stems(&self.title), stems(&self.text))
    }

    /// How many of `words` (stems) its title or text holds; it stops reading at the last one.
    pub fn holds(&self, words: &[String]) -> usize {
        let mut held = vec![false; words.len()];
        let mut left = words.len();
        for stem in stem_words(&self.title).chain(stem_words(&self.text)) {
            for (word, held) in words.iter().zip(held.iter_mut()) {
                if !*held && *word == stem {
                    *held = true;
                    left -= 1;
                }
            }
            if left == 0 {
                break;
            }
        }
        words.len() - left
    }
}

/// Light stems for retrieval: folded words, a final vowel or plural `s` off
/// longer words, cut at six letters, so "rooms"/"room", "privata"/"private" and
/// "cancellation"/"cancellazione" meet.
pub fn stems(text: &str) -> String {
    stem_words(text).collect::<Vec<_>>().join(" ")
}

/// The stems of [`stems`], one by one.
pub fn stem_words(text: &str) -> impl Iterator<Item = String> {
    search_core::ask::tokens::tokenize(text).into_iter().filter(|t| t.kind == search_core::ask::tokens::Kind::Word).map(|t| {
        let mut w = t.text;
        if w.len() > 4 && w.ends_with(['a', 'e', 'i', 'o', 's']) && !w.ends_with("ss") {
            w.pop();
        }
        w.chars().take(6).collect::<String>()
    })
}

/// Question words and fillers, as stems: they say nothing about the subject.
pub fn is_common(stem: &str) -> bool {
    const WORDS: &[&str] = &[
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "is", "are", "am", "be", "can", "could", "do", "does",
        "did", "how", "what", "when", "where", "which", "who", "why", "much", "many", "my", "i", "im", "me", "we", "our", "you", "your",
        "it", "if", "there", "any", "have", "has", "get", "will", "would", "should", "about", "this", "that", "trip", "trips", "travel",
        "caravan", "tell", "know", "need", "want", "please", "hi", "hello", "il", "lo", "la", "le", "gli", "un", "uno", "una", "di", "del",
        "della", "dei", "delle", "che", "come", "cosa", "per", "con", "posso", "sono", "e", "mi", "ci", "quanto", "quanta", "quando",
        "dove", "quale", "qual", "si", "se", "da", "al", "alla", "nel", "nella", "ho", "ha", "hanno", "devo", "viaggio", "viaggi",
        "vorrei", "voi", "vostro", "vostra", "non", "ma", "anche", "ciao", "grazie", "sapere", "avete", "fate", "puo", "potete", "c", "l",
        "d", "s",
    ];
    // Stemmed once: stemming the list for every word of every question was a fifth of an answer.
    static COMMON: LazyLock<HashSet<String>> = LazyLock::new(|| WORDS.iter().map(|w| stems(w)).collect());
    stem.len() < 2 || COMMON.contains(stem)
}

/// Text without tags, with the common entities decoded and blanks collapsed.
fn plain(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let decoded = out
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'");
    decoded.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn text_of(content: &Value, key: &str) -> String {
    content.get(key).and_then(Value::as_str).map(plain).unwrap_or_default()
}

/// Passages of one block.
fn block_passages(block: &Value, page_title: &str, out: &mut Vec<(String, String)>) {
    let content = block.get("content").unwrap_or(block);
    if let Some(items) = content.get("items").and_then(Value::as_array) {
        for item in items {
            let (q, a) = (text_of(item, "question"), text_of(item, "answer"));
            if !q.is_empty() && !a.is_empty() {
                out.push((q, a));
            }
        }
        return;
    }
    if let Some(html) = content.get("html").and_then(Value::as_str) {
        // Each paragraph or list item under its latest heading.
        let mut heading = page_title.to_string();
        let marked =
            ["</p>", "</li>", "</h2>", "</h3>", "</h4>"].iter().fold(html.to_string(), |h, end| h.replace(end, &format!("{end}\u{1}")));
        for part in marked.split('\u{1}') {
            let text = plain(part);
            if text.is_empty() {
                continue;
            }
            if part.contains("</h2>") || part.contains("</h3>") || part.contains("</h4>") {
                heading = text;
            } else {
                out.push((heading.clone(), text));
            }
        }
        return;
    }
    let (title, text) = (text_of(content, "title"), text_of(content, "text"));
    if !text.is_empty() {
        out.push((if title.is_empty() { page_title.to_string() } else { title }, text));
    }
}

/// Every passage of the pages and trips, in every language.
pub(crate) fn collect(pages: &HashMap<(Language, PageKey), StoredPage>, travels: &[Travel]) -> Vec<Passage> {
    let mut passages = Vec::new();
    let mut keys: Vec<&(Language, PageKey)> = pages.keys().collect();
    keys.sort_by_key(|(l, k)| (*l as usize, format!("{k:?}")));
    for key @ (language, page_key) in keys {
        let page = &pages[key];
        let target = match page_key {
            PageKey::RoutingKey(name) => match RouteKey::ALL.iter().find(|k| k.name() == name) {
                Some(k) => Target::Fixed(*k),
                None => continue,
            },
            PageKey::Slug(slug) => Target::Slug(slug.clone()),
        };
        let mut found = Vec::new();
        if !page.description.is_empty() {
            found.push((page.title.clone(), page.description.clone()));
        }
        for block in &page.blocks {
            block_passages(block, &page.title, &mut found);
        }
        passages.extend(found.into_iter().map(|(title, text)| Passage {
            language: *language,
            title,
            text,
            page_title: page.title.clone(),
            target: target.clone(),
        }));
    }
    for travel in travels.iter().filter(|t| !t.tours.is_empty()) {
        for language in Language::ALL {
            let texts = travel.text(language);
            passages.push(Passage {
                language,
                title: format!("{} {}", texts.title, texts.destination_label),
                text: texts.description.clone(),
                page_title: texts.title.clone(),
                target: Target::Travel(travel.slug.clone()),
            });
        }
    }
    passages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_meet_across_forms_and_languages() {
        assert_eq!(stems("rooms"), stems("room"));
        assert_eq!(stems("privata"), stems("private"));
        assert_eq!(stems("cancellation"), stems("cancellazione"));
        assert!(is_common(&stems("How")));
        assert!(!is_common(&stems("deposit")));
    }

    #[test]
    fn rich_text_becomes_paragraphs_under_their_heading() {
        let block = serde_json::json!({"content": {"html": "<h2>Private room</h2><p>It is optional &amp; free for two.</p><ul><li>Ask us.</li></ul>"}});
        let mut out = Vec::new();
        block_passages(&block, "Page", &mut out);
        assert_eq!(
            out,
            [
                ("Private room".to_string(), "It is optional & free for two.".to_string()),
                ("Private room".to_string(), "Ask us.".to_string())
            ]
        );
    }
}
