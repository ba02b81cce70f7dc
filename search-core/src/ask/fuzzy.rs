//! Reading a misspelt place, month or season ("japn", "sri lnka", "primavra")
//! as the word meant, with the site search's typo budget counted on the
//! letters of the name: none up to 4, one from 5, two from 9. The nearest
//! name wins; two different meanings at the same distance are no answer.

use super::gazetteer;
use super::lexicon::Meaning;

/// Longest run of words read as one misspelt name.
const MAX_WORDS: usize = 3;

/// A name typos are read through, word by word, with the letters each word
/// holds for a quick bound.
pub struct Name {
    words: Vec<Word>,
    meaning: Meaning,
}

struct Word {
    text: Vec<u8>,
    letters: u32,
    budget: usize,
}

/// Typos allowed in a name of this many letters.
pub fn typo_budget(letters: usize) -> usize {
    match letters {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// Which letters a word holds, one bit each: each typo changes at most two bits.
fn letter_set(text: &[u8]) -> u32 {
    text.iter().fold(0, |set, b| set | 1 << (b - b'a'))
}

impl Name {
    /// `None` for a name with no word long enough to read through a typo.
    pub fn new(words: &[String], meaning: Meaning) -> Option<Name> {
        if words.is_empty() || words.iter().any(|w| w.is_empty() || !w.bytes().all(|b| b.is_ascii_lowercase())) {
            return None;
        }
        let words: Vec<Word> = words
            .iter()
            .map(|w| Word { text: w.as_bytes().to_vec(), letters: letter_set(w.as_bytes()), budget: typo_budget(w.len()) })
            .collect();
        words.iter().any(|w| w.budget > 0).then_some(Name { words, meaning })
    }

    fn budget(&self) -> usize {
        self.words.iter().map(|w| w.budget).sum()
    }

    /// Typos between the typed words (with their letter sets) and this name, each word
    /// within its own budget ("sri lnka" is Sri Lanka; "a long" is not Ha Long); `None` beyond.
    fn distance(&self, typed: &[(&[u8], u32)]) -> Option<usize> {
        let mut total = 0;
        for (word, &(typed, letters)) in self.words.iter().zip(typed) {
            if typed.len().abs_diff(word.text.len()) > word.budget || (letters ^ word.letters).count_ones() as usize > 2 * word.budget {
                return None;
            }
            let distance = osa(typed, &word.text);
            if distance > word.budget {
                return None;
            }
            total += distance;
        }
        Some(total)
    }
}

/// The misspelt name starting at `words[0]`: (words it spans, meaning).
pub fn find(names: &[Name], words: &[&str], is_word: impl Fn(&str) -> bool) -> Option<(usize, Meaning)> {
    let mut best: Option<(usize, usize, usize, Meaning)> = None;
    let mut tie = false;
    // The typed words with their letter sets, computed once for every name compared.
    let mut typed: Vec<(&[u8], u32)> = Vec::with_capacity(MAX_WORDS);
    for len in 1..=MAX_WORDS.min(words.len()) {
        let word = words[len - 1];
        if word.is_empty() || !word.bytes().all(|b| b.is_ascii_lowercase()) {
            break;
        }
        typed.push((word.as_bytes(), letter_set(word.as_bytes())));
        // A known or ordinary word alone stays itself ("whales" is not Wales); it may
        // still start a misspelt longer name ("sri lnka").
        if len == 1 && (is_word(word) || gazetteer::is_near_miss(word)) {
            continue;
        }
        for name in names.iter().filter(|n| n.words.len() == len) {
            // Distance 0 happens for the other language's names ("Marocco" in English).
            let Some(distance) = name.distance(&typed) else { continue };
            // The nearest name relative to its budget: "austrlia" is one typo of
            // Australia's two allowed, and of Austria's one.
            let budget = name.budget();
            match best {
                Some((d, b, ..)) if d * budget < distance * b => {}
                Some((d, b, _, meaning)) if d * budget == distance * b => tie |= meaning != name.meaning,
                _ => {
                    best = Some((distance, budget, len, name.meaning));
                    tie = false;
                }
            }
        }
    }
    best.filter(|_| !tie).map(|(_, _, len, meaning)| (len, meaning))
}

/// Edit distance where swapping two neighbours counts one (optimal string alignment).
pub fn osa(a: &[u8], b: &[u8]) -> usize {
    let width = b.len() + 1;
    let mut rows = vec![0usize; 3 * width];
    let (mut before, mut previous, mut current) = (0, width, 2 * width);
    for (j, cell) in rows[previous..previous + width].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows[current] = i;
        for j in 1..=b.len() {
            let substitution = rows[previous + j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut cell = substitution.min(rows[previous + j] + 1).min(rows[current + j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cell = cell.min(rows[before + j - 2] + 1);
            }
            rows[current + j] = cell;
        }
        (before, previous, current) = (previous, current, before);
    }
    rows[previous + b.len()]
}

#[cfg(test)]
mod tests {
    use super::osa;

    #[test]
    fn a_swap_counts_one_edit() {
        assert_eq!(osa(b"japan", b"japn"), 1);
        assert_eq!(osa(b"vietnam", b"vietnma"), 1);
        assert_eq!(osa(b"marocco", b"marrocco"), 1);
        assert_eq!(osa(b"australia", b"austrlia"), 1);
        assert_eq!(osa(b"new zealand", b"new zeland"), 1);
        assert_eq!(osa(b"chile", b"chill"), 1);
        assert_eq!(osa(b"", b"abc"), 3);
    }
}
