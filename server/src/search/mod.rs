//! Free-text search over the in-memory catalogue, with tantivy in RAM.
//!
//! One document per travel holds, in every language at once, what a traveller
//! may type: the country and continent names and codes (`place`), the title and
//! destination label (`title`), and the description and itinerary (`body`).
//! Every language goes in the same fields, so `Europa`, `Asien` and `Europe`
//! all find European trips in any edition. Words are whole tokens, lower-cased
//! and folded to ASCII, so `Asia` no longer matches inside `Malaysia`.
//!
//! A query must match every word it has (in any field). Each word matches
//! exactly, or within a typo budget that grows with its length (Levenshtein
//! distance 1 from 5 letters, 2 from 9, a transposition counting as one), so
//! `itlay` finds Italy. Relevance is tantivy's BM25 with field boosts: a place
//! counts most, then a title, then the rest; an exact word beats a fuzzy one.
//!
//! The index is built with each catalogue snapshot, so it is always in step
//! with the catalogue version.

use crate::catalogue::model::{text, Continent, Country, Travel};
use caravan_site::edition::Language;
use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST};
use tantivy::tokenizer::{AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer, TokenStream};
use tantivy::{Index, IndexReader, ReloadPolicy, TantivyDocument, Term};

const ANALYZER: &str = "caravan";
/// Longest query word taken into account; longer ones are cut.
const MAX_WORDS: usize = 8;

/// Each travel's relevance for a query, by its position in the snapshot: `None` when it does not
/// match every word.
pub type Scores = std::sync::Arc<Vec<Option<f32>>>;

/// The text index of one catalogue snapshot.
pub struct TextIndex {
    index: Index,
    reader: IndexReader,
    place: Field,
    title: Field,
    body: Field,
    travels: usize,
    /// The words of every country's and continent's names, split once per
    /// snapshot: the where box matches them on every keystroke.
    country_words: Vec<Vec<Vec<String>>>,
    continent_words: Vec<Vec<Vec<String>>>,
    /// The scores of the queries asked lately, by their words. A traveller refining a text search
    /// (a filter, the sort, the next page) asks the same words again, and every search page asks
    /// twice (its results and its filters' counts): a fuzzy word walks the whole term dictionary
    /// (a quarter of a search page with a typo). Kept with the snapshot's index: never stale; at
    /// most 2 million travels' scores (8 bytes each: 16 MB, 66 queries at 30,000 travels).
    scored: crate::catalogue::kept::Kept<Vec<Option<f32>>>,
}

/// The words of each distinct name in `names`, per place.
fn name_words<'a>(places: impl Iterator<Item = &'a crate::catalogue::model::Texts>) -> Vec<Vec<Vec<String>>> {
    places
        .map(|names| {
            // Most languages spell a place alike once folded (Peru, Perù): each spelling once.
            let mut split: Vec<Vec<String>> = names.iter().filter(|n| !n.is_empty()).map(|n| words(n)).collect();
            split.sort_unstable();
            split.dedup();
            split
        })
        .collect()
}

impl Default for TextIndex {
    /// The index of an empty catalogue.
    fn default() -> TextIndex {
        TextIndex::build(&[], &[], &[]).expect("an empty in-memory index always builds")
    }
}

impl std::fmt::Debug for TextIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextIndex").field("travels", &self.travels).finish_non_exhaustive()
    }
}

/// The field holding each document's travel (its position in `Snapshot::travels`).
const TRAVEL_FIELD: &str = "travel";

fn analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .build()
}

/// The words of a text as the index sees them.
pub fn words(text_: &str) -> Vec<String> {
    let mut analyzer = analyzer();
    let mut stream = analyzer.token_stream(text_);
    let mut words = Vec::new();
    while let Some(token) = stream.next() {
        if !words.contains(&token.text) {
            words.push(token.text.clone());
        }
    }
    words
}

/// Typos allowed in a word of this many characters: none up to 4 (short
/// words are too close to each other: `asia` is one letter from Italian
/// `sia`), one from 5, two from 9, as Meilisearch does by default.
fn typo_budget(chars: usize) -> u8 {
    match chars {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

impl TextIndex {
    /// Indexes every travel of a snapshot.
    pub fn build(travels: &[Travel], countries: &[Country], continents: &[Continent]) -> tantivy::Result<TextIndex> {
        let mut schema = Schema::builder();
        let indexed = TextOptions::default()
            .set_indexing_options(TextFieldIndexing::default().set_tokenizer(ANALYZER).set_index_option(IndexRecordOption::WithFreqs));
        let travel = schema.add_u64_field(TRAVEL_FIELD, FAST);
        let place = schema.add_text_field("place", indexed.clone());
        let title = schema.add_text_field("title", indexed.clone());
        let body = schema.add_text_field("body", indexed);
        let index = Index::create_in_ram(schema.build());
        index.tokenizers().register(ANALYZER, analyzer());
        // One thread and one segment: the catalogue is small and this runs once per snapshot.
        let mut writer = index.writer_with_num_threads(1, 50_000_000)?;
        for (position, t) in travels.iter().enumerate() {
            let mut doc = TantivyDocument::new();
            doc.add_u64(travel, position as u64);
            let country = &countries[t.country];
            let continent = &continents[t.continent];
            doc.add_text(place, &country.iso3);
            doc.add_text(place, &continent.code);
            for language in Language::ALL {
                doc.add_text(place, text(&country.names, language));
                doc.add_text(place, text(&continent.names, language));
                let texts = t.text(language);
                doc.add_text(title, &texts.title);
                doc.add_text(title, &texts.destination_label);
                doc.add_text(body, &texts.description);
                for day in &texts.itinerary {
                    doc.add_text(body, &day.title);
                }
            }
            writer.add_document(doc)?;
        }
        writer.commit()?;
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into()?;
        Ok(TextIndex {
            index,
            reader,
            place,
            title,
            body,
            travels: travels.len(),
            country_words: name_words(countries.iter().map(|c| &c.names)),
            continent_words: name_words(continents.iter().map(|c| &c.names)),
            scored: Default::default(),
        })
    }

    /// Relevance of each travel for `query`: `None` when the travel does not
    /// match every word. `None` overall when the query has no words.
    pub fn scores(&self, query: &str) -> Option<Scores> {
        let words: Vec<String> = words(query).into_iter().take(MAX_WORDS).collect();
        if words.is_empty() {
            return None;
        }
        // Folded words never hold a space: joined by one, they name the query.
        Some(self.scored.get_or_work_out(words.join(" "), || self.score(&words)))
    }

    /// [`TextIndex::scores`] of `words`, worked out.
    fn score(&self, words: &[String]) -> Vec<Option<f32>> {
        let mut scores = vec![None; self.travels];
        let every_word: Vec<(Occur, Box<dyn Query>)> = words.iter().map(|w| (Occur::Must, self.word_query(w))).collect();
        let searcher = self.reader.searcher();
        let Ok(hits) = searcher.search(&BooleanQuery::new(every_word), &TopDocs::with_limit(self.travels.max(1)).order_by_score()) else {
            return scores;
        };
        // Each hit's travel from the fast field (a column read): the stored document (a block to
        // decompress and a document to parse per hit) was 15 % of a search for a continent's name
        // at a million departures.
        let travel_columns: Vec<_> =
            searcher.segment_readers().iter().map(|segment| segment.fast_fields().u64(TRAVEL_FIELD).ok()).collect();
        for (score, address) in hits {
            let travel = travel_columns
                .get(address.segment_ord as usize)
                .and_then(Option::as_ref)
                .and_then(|column| column.first(address.doc_id))
                .and_then(|t| usize::try_from(t).ok());
            if let Some(slot) = travel.and_then(|t| scores.get_mut(t)) {
                *slot = Some(score);
            }
        }
        scores
    }

    /// One word in any field: exact, or within its typo budget for a lower score.
    fn word_query(&self, word: &str) -> Box<dyn Query> {
        let budget = typo_budget(word.chars().count());
        let mut any_field: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for (field, boost) in [(self.place, 4.0), (self.title, 2.0), (self.body, 1.0)] {
            let term = Term::from_field_text(field, word);
            let exact = TermQuery::new(term.clone(), IndexRecordOption::WithFreqs);
            any_field.push((Occur::Should, Box::new(BoostQuery::new(Box::new(exact), boost * 2.0))));
            if budget > 0 {
                let fuzzy = FuzzyTermQuery::new(term, budget, true);
                any_field.push((Occur::Should, Box::new(BoostQuery::new(Box::new(fuzzy), boost))));
            }
        }
        Box::new(BooleanQuery::new(any_field))
    }

    /// Whether a name of the country at `position` (in any language) matches the typing.
    pub fn country_matches_typing(&self, position: usize, typed: &[String]) -> bool {
        self.country_words.get(position).is_some_and(|names| names.iter().any(|n| words_match_typing(n, typed)))
    }

    /// Whether a name of the continent at `position` (in any language) matches the typing.
    pub fn continent_matches_typing(&self, position: usize, typed: &[String]) -> bool {
        self.continent_words.get(position).is_some_and(|names| names.iter().any(|n| words_match_typing(n, typed)))
    }

    /// The index itself, for diagnostics.
    pub fn index(&self) -> &Index {
        &self.index
    }
}

/// Whether a place name, split into [`words`], matches what a traveller is
/// typing in the where box: every typed word starts a word of the name
/// (`ital` → Italia), or is within its typo budget of the start of one
/// (`itlay` → Italy), compared word by word so `asia` never matches inside
/// `Malaysia`.
fn words_match_typing(name_words: &[String], typed: &[String]) -> bool {
    typed.iter().all(|w| {
        let length = w.chars().count();
        let budget = usize::from(typo_budget(length));
        name_words.iter().any(|n| {
            if n.starts_with(w.as_str()) {
                return true;
            }
            if budget == 0 {
                return false; // the where box's first letters: asked on every keystroke
            }
            // The name word cut to the typed length, to forgive a typo in a word still being typed.
            let start = &n[..n.char_indices().nth(length).map_or(n.len(), |(i, _)| i)];
            strsim::damerau_levenshtein(w, start).min(strsim::damerau_levenshtein(w, n)) <= budget
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_lower_case_ascii_tokens() {
        assert_eq!(words("Côte d'Ivoire, PERÙ"), ["cote", "d", "ivoire", "peru"]);
    }

    #[test]
    fn typing_matches_word_starts_with_typos_and_never_inside_words() {
        let typed = |t: &str| words(t);
        let name_matches_typing = |name: &str, typed: &[String]| words_match_typing(&words(name), typed);
        assert!(name_matches_typing("Italia", &typed("ital")));
        assert!(name_matches_typing("Italy", &typed("itlay")));
        assert!(name_matches_typing("Costa Rica", &typed("rica")));
        assert!(!name_matches_typing("Malaysia", &typed("asia")));
        assert!(name_matches_typing("Asia", &typed("asia")));
        assert!(!name_matches_typing("Peru", &typed("it")));
        assert!(name_matches_typing("Österreich", &typed("oster")));
        assert!(!name_matches_typing("Sia", &typed("asia")), "short words get no typo");
    }

    /// A query asked again, alone or among others, in another case or spacing, scores as when it
    /// was worked out: the scores kept are each query's own.
    #[tokio::test]
    async fn kept_scores_are_each_querys_own() {
        let today = chrono::NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let snapshot = crate::catalogue::load::test_snapshot("text-scores", today).await;
        let index = &snapshot.text;
        let queries = ["itlay", "Italy", "peru", "asia beach", "ITALY  ", "no such word"];
        for round in 0..2 {
            for query in queries {
                let scores = index.scores(query).expect("a query with words");
                assert_eq!(*scores, index.score(&words(query)), "{query}, round {round}");
            }
        }
        // A country with trips, by its English name, and the name with two letters swapped.
        let name = snapshot
            .travels
            .iter()
            .map(|t| text(&snapshot.countries[t.country].names, Language::En).to_string())
            .find(|n| n.len() >= 5 && n.is_ascii() && !n.contains(' '))
            .expect("a country with a long one-word name");
        let mut typo: Vec<char> = name.chars().collect();
        typo.swap(1, 2);
        let typo: String = typo.into_iter().collect();
        let found = |query: &str| index.scores(query).unwrap().iter().filter(|s| s.is_some()).count();
        assert!(found(&name) > 0 && found(&typo) >= found(&name), "{typo} finds what {name} finds");
        assert_eq!(*index.scores(&typo).unwrap(), index.score(&words(&typo)));
        assert_eq!(found("no such word"), 0);
        assert!(index.scores(" ,; ").is_none(), "no words, no text to match");
    }
}
