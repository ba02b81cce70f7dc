//! The chat assistant's answers (`GET /api/chat?q=`): retrieval over the site's
//! own content, never invented text. Every content-managed page is cut into
//! passages (one per FAQ question and answer, one per other block) and every
//! trip into one passage (title, destination, description), in each language.
//! A question finds its passages with the search engine's index (tantivy,
//! BM25) over light stems; the best passage, cut to two sentences, is the
//! answer, and the pages of the best three are its links. An answer that
//! covers too little of the question is handed to "talk to us" instead.

mod cues;
mod intents;
pub mod passages;

use crate::catalogue::content::StoredPage;
use crate::catalogue::model::{PageKey, Travel};
use caravan_site::edition::{Edition, Language};
use caravan_site::routes::{Route, RouteKey};
use intents::Intent;
use passages::{Passage, Target};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, Schema, Value, FAST, STORED, STRING, TEXT};
use tantivy::{Index, IndexReader, ReloadPolicy, TantivyDocument, Term};

/// Least share of the question's words the best passage must contain to be an answer.
const MIN_COVERAGE: f32 = 0.5;
/// Longest answer, in characters.
const MAX_ANSWER_CHARS: usize = 320;
/// Links under an answer.
const MAX_LINKS: usize = 3;

/// The passages of one catalogue snapshot, indexed.
pub struct HelpIndex {
    passages: Vec<Passage>,
    reader: IndexReader,
    index: Index,
    lang: Field,
    title: Field,
    body: Field,
    id: Field,
    /// The passage that states each intent's figure, per language, once found: the same for
    /// every question until the passages change (a new index), and a second search per answer.
    stating: Mutex<HashMap<(Language, Intent), Option<usize>>>,
}

impl std::fmt::Debug for HelpIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HelpIndex").field("passages", &self.passages.len()).finish_non_exhaustive()
    }
}

impl Default for HelpIndex {
    fn default() -> HelpIndex {
        HelpIndex::build(Vec::new()).expect("an empty in-memory index always builds")
    }
}

/// The help index built last, kept to be used again for the same passages.
struct LastBuilt(Mutex<Option<Arc<HelpIndex>>>);

impl LastBuilt {
    const fn new() -> LastBuilt {
        LastBuilt(Mutex::new(None))
    }

    fn index_for(&self, passages: Vec<Passage>) -> tantivy::Result<Arc<HelpIndex>> {
        let last = self.0.lock().unwrap_or_else(PoisonError::into_inner).clone();
        if let Some(index) = last.filter(|index| index.passages == passages) {
            return Ok(index);
        }
        let index = Arc::new(HelpIndex::build(passages)?);
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(index.clone());
        Ok(index)
    }
}

/// A page an answer links to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct ChatLink {
    pub title: String,
    pub href: String,
    /// The page's name for tests and analytics: a route name, `slug:<slug>` or `travel:<ISO3>`.
    pub page: String,
}

/// What the assistant says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct ChatAnswer {
    /// Short text from the best passage, or `None` when nothing fits.
    pub answer: Option<String>,
    pub links: Vec<ChatLink>,
    /// False when the answer covers too little of the question: hand off to "talk to us".
    pub confident: bool,
    pub handoff: ChatLink,
}

impl ChatAnswer {
    /// The answer in the edition's spelling: the site's English is British, the US edition's American.
    pub fn spelt_for(mut self, edition: &Edition) -> ChatAnswer {
        if edition.id == caravan_site::edition::EditionId::EnUs {
            let american = |text: &str| caravan_site::spelling::american(text).into_owned();
            self.answer = self.answer.as_deref().map(american);
            for link in &mut self.links {
                link.title = american(&link.title);
            }
        }
        self
    }
}

impl HelpIndex {
    pub fn build(passages: Vec<Passage>) -> tantivy::Result<HelpIndex> {
        let mut schema = Schema::builder();
        let lang = schema.add_text_field("lang", STRING);
        let title = schema.add_text_field("title", TEXT);
        let body = schema.add_text_field("body", TEXT);
        let id = schema.add_u64_field("id", FAST | STORED);
        let index = Index::create_in_ram(schema.build());
        let mut writer = index.writer_with_num_threads(1, 30_000_000)?;
        for (n, p) in passages.iter().enumerate() {
            let (title_stems, text_stems) = p.stems();
            let mut doc = TantivyDocument::new();
            doc.add_text(lang, p.language.code());
            doc.add_text(title, &title_stems);
            doc.add_text(body, &text_stems);
            doc.add_u64(id, n as u64);
            writer.add_document(doc)?;
        }
        writer.commit()?;
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        Ok(HelpIndex { passages, reader, index, lang, title, body, id, stating: Mutex::default() })
    }

    /// Passages for a snapshot: its custom pages and trips, in every language. The index built
    /// last in this process is used again when its passages are the same: most catalogue
    /// imports change prices, dates and places, not texts, and stemming and indexing them was
    /// the largest part of a snapshot load after the rows (a third of it on the demo catalogue).
    pub(crate) fn for_snapshot(pages: &HashMap<(Language, PageKey), StoredPage>, travels: &[Travel]) -> tantivy::Result<Arc<HelpIndex>> {
        static LAST_BUILT: LastBuilt = LastBuilt::new();
        LAST_BUILT.index_for(passages::collect(pages, travels))
    }

    /// The best passages for a question's words (see [`question_words`]) in one language, with
    /// their scores.
    fn find(&self, language: Language, words: &[String]) -> Vec<(&Passage, f32)> {
        if words.is_empty() {
            return Vec::new();
        }
        let mut any_word: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for word in words {
            for (field, boost) in [(self.title, 2.0), (self.body, 1.0)] {
                let term = TermQuery::new(Term::from_field_text(field, word), IndexRecordOption::WithFreqs);
                any_word.push((Occur::Should, Box::new(BoostQuery::new(Box::new(term), boost))));
            }
        }
        let in_language = TermQuery::new(Term::from_field_text(self.lang, language.code()), IndexRecordOption::Basic);
        let query = BooleanQuery::new(vec![(Occur::Must, Box::new(in_language)), (Occur::Must, Box::new(BooleanQuery::new(any_word)))]);
        let searcher = self.reader.searcher();
        let Ok(hits) = searcher.search(&query, &TopDocs::with_limit(12).order_by_score()) else { return Vec::new() };
        hits.into_iter()
            .filter_map(|(score, address)| {
                let doc = searcher.doc::<TantivyDocument>(address).ok()?;
                let n = usize::try_from(doc.get_first(self.id)?.as_u64()?).ok()?;
                Some((self.passages.get(n)?, score))
            })
            .collect()
    }

    /// The assistant's answer for a question, with links for `edition`.
    pub fn answer(&self, trips: &impl Trips, edition: &Edition, question: &str, handoff_label: String) -> ChatAnswer {
        let words = question_words(question);
        // The share of the question's stems each passage holds, measured on the dozen hits rather
        // than kept for every passage: at 30,000 trips the kept stems were 370 MB.
        let mut found: Vec<(&Passage, f32, f32)> = self
            .find(edition.language, &words)
            .into_iter()
            .map(|(passage, score)| (passage, score, passage.holds(&words) as f32 / words.len() as f32))
            .collect();
        // A passage that holds more of the question's words answers it better than a shorter,
        // higher-scoring one that holds fewer ("When do I pay the balance?" is about the
        // balance, not about paying in general); the score orders the rest.
        found.sort_by(|a, b| b.2.total_cmp(&a.2).then(b.1.total_cmp(&a.1)));
        let handoff = ChatLink { title: handoff_label, href: RouteKey::Contacts.href(edition).to_string(), page: "contacts".into() };
        let mut links: Vec<ChatLink> = Vec::new();
        for (passage, ..) in &found {
            let Some(link) = passage.target.link(trips, edition, &passage.page_title) else { continue };
            if !links.iter().any(|l| l.href == link.href) {
                links.push(link);
            }
            if links.len() == MAX_LINKS {
                break;
            }
        }
        match Intent::of(edition.language, question) {
            // One booking, an invoice, a visa, a health condition: a person answers, not a guess
            // (the pages found may still help).
            Some(Intent::Personal) => return ChatAnswer { answer: None, links, confident: false, handoff },
            // A booking term or group fact is answered by the passage that states it, ahead of the rest.
            Some(intent) => {
                let Some((passage, text)) = self.stating(edition.language, intent) else {
                    // Nothing on the site states it: better "ask us" than a neighbouring answer.
                    return ChatAnswer { answer: None, links, confident: false, handoff };
                };
                if let Some(link) = passage.target.link(trips, edition, &passage.page_title) {
                    links.retain(|l| l.href != link.href);
                    links.insert(0, link);
                    links.truncate(MAX_LINKS);
                }
                return ChatAnswer { answer: Some(text), links, confident: true, handoff };
            }
            None => {}
        }
        let best = found.first();
        let confident = best.is_some_and(|(_, _, coverage)| *coverage >= MIN_COVERAGE);
        ChatAnswer { answer: best.filter(|_| confident).map(|(p, ..)| short(&p.text)), links, confident, handoff }
    }

    /// The best passage whose answer states what an intent needs.
    fn stating(&self, language: Language, intent: Intent) -> Option<(&Passage, String)> {
        let known = self.stating.lock().unwrap_or_else(PoisonError::into_inner).get(&(language, intent)).copied();
        let position = known.unwrap_or_else(|| {
            let mut found = self.find(language, &question_words(intent.query(language)));
            found.sort_by(|a, b| b.1.total_cmp(&a.1));
            let stating = found.into_iter().find(|(passage, _)| intent.stated_in(language, &short(&passage.text)));
            let position = stating.and_then(|(passage, _)| self.passages.iter().position(|p| std::ptr::eq(p, passage)));
            self.stating.lock().unwrap_or_else(PoisonError::into_inner).insert((language, intent), position);
            position
        });
        let passage = self.passages.get(position?)?;
        Some((passage, short(&passage.text)))
    }

    pub fn index(&self) -> &Index {
        &self.index
    }
}

/// A question's stems that say something about its subject (not "how", "when", "the", …).
fn question_words(question: &str) -> Vec<String> {
    passages::stem_words(question).filter(|w| !passages::is_common(w)).collect()
}

/// The first two sentences, at most [`MAX_ANSWER_CHARS`] characters.
fn short(text: &str) -> String {
    let mut out = String::new();
    for sentence in text.split_inclusive(['.', '!', '?']).take(2) {
        if out.chars().count() + sentence.chars().count() > MAX_ANSWER_CHARS && !out.is_empty() {
            break;
        }
        out.push_str(sentence);
    }
    let out = out.trim();
    if out.chars().count() <= MAX_ANSWER_CHARS {
        out.to_string()
    } else {
        format!("{}…", out.chars().take(MAX_ANSWER_CHARS - 1).collect::<String>().trim_end())
    }
}

/// What the assistant needs of the catalogue to link a trip (the snapshot
/// that holds the assistant's index implements it).
pub trait Trips {
    /// The trip of a slug, with its country's ISO 3 code.
    fn trip(&self, slug: &str) -> Option<(&Travel, &str)>;
}

impl Target {
    fn link(&self, trips: &impl Trips, edition: &Edition, page_title: &str) -> Option<ChatLink> {
        match self {
            Target::Fixed(key) => {
                Some(ChatLink { title: page_title.to_string(), href: key.path(edition)?.to_string(), page: key.name().to_string() })
            }
            Target::Slug(slug) => Some(ChatLink { title: page_title.to_string(), href: format!("/{slug}"), page: format!("slug:{slug}") }),
            Target::Travel(slug) => {
                let (travel, country_iso3) = trips.trip(slug)?;
                let href = Route::Travel { travel: slug.clone() }.path(edition)?;
                Some(ChatLink { title: travel.text(edition.language).title.clone(), href, page: format!("travel:{country_iso3}") })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn passage(text: &str) -> Passage {
        Passage {
            language: Language::En,
            title: "Luggage".into(),
            text: text.into(),
            page_title: "Help".into(),
            target: Target::Slug("help".into()),
        }
    }

    /// A question's subject words are counted in the title and the text, in any of their forms;
    /// fillers ("how", "many", "the") are not the subject.
    #[test]
    fn a_passage_holds_the_subject_words_of_a_question_in_any_form() {
        let words = question_words("How many suitcases and backpacks can the traveller bring?");
        assert_eq!(words, ["suitca", "backpa", "bring"], "the fillers and the site's own words (traveller) are left out");
        let luggage = passage("One suitcase of 20 kilos per traveller; bring a lock.");
        assert_eq!(luggage.holds(&words), 2, "suitcase and bring, not backpacks");
        assert_eq!(luggage.holds(&question_words("luggage allowance")), 1, "luggage is the title");
        assert_eq!(luggage.holds(&[]), 0);
    }

    /// The same passages get the index built for them; changed ones a new index that holds the
    /// new text, never the old one.
    #[test]
    fn an_index_is_used_again_only_for_the_same_passages() {
        let last = LastBuilt::new();
        let first = last.index_for(vec![passage("One suitcase of 20 kilos per traveller.")]).unwrap();
        let again = last.index_for(vec![passage("One suitcase of 20 kilos per traveller.")]).unwrap();
        assert!(Arc::ptr_eq(&first, &again), "unchanged passages: the same index");

        let changed = last.index_for(vec![passage("Two backpacks of 8 kilos per traveller.")]).unwrap();
        assert!(!Arc::ptr_eq(&first, &changed), "changed passages: a new index");
        let found = |index: &HelpIndex, question: &str| index.find(Language::En, &question_words(question)).len();
        assert_eq!(found(&changed, "how many backpacks"), 1);
        assert_eq!(found(&changed, "how many suitcases"), 0, "the old text is gone");
    }
}
