//! Splitting a wish into tokens: words folded to lower-case ASCII, numbers
//! (with their thousands separators, decimals and `k`), and the symbols that
//! matter (currency signs, dashes). Each token keeps its byte span in the
//! original text, so a chip can name the words it came from.

/// One token of the query.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    /// Folded text: lower-case ASCII letters, the digits of a number, or the symbol.
    pub text: String,
    pub kind: Kind,
    /// Byte span in the original text.
    pub start: usize,
    pub end: usize,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    Word,
    /// A number's value (`1.500` and `1,500` are 1500, `1.5k` is 1500, `2,5` is 2.5).
    Number(f64),
    Symbol,
}

impl Token {
    pub fn number(&self) -> Option<f64> {
        match self.kind {
            Kind::Number(n) => Some(n),
            _ => None,
        }
    }

    pub fn is_word(&self, word: &str) -> bool {
        self.kind == Kind::Word && self.text == word
    }
}

/// Folds one letter to lower-case ASCII (`È` → `e`, `ß` → `ss`); `None` for letters with no ASCII form.
fn fold(c: char, out: &mut String) {
    let folded = match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' | 'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'a',
        'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => 'i',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' | 'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => 'u',
        'ç' | 'Ç' => 'c',
        'ñ' | 'Ñ' => 'n',
        'ß' => {
            out.push_str("ss");
            return;
        }
        c => c.to_ascii_lowercase(),
    };
    out.push(folded);
}

const SYMBOLS: [char; 5] = ['€', '$', '£', '-', '–'];

/// The tokens of `text`, in order.
pub fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let end_of = |i: usize| chars.get(i).map_or(text.len(), |&(b, _)| b);
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        if c.is_ascii_digit() {
            let mut j = i;
            while j < chars.len()
                && (chars[j].1.is_ascii_digit()
                    || ((chars[j].1 == '.' || chars[j].1 == ',') && chars.get(j + 1).is_some_and(|n| n.1.is_ascii_digit())))
            {
                j += 1;
            }
            let raw: String = chars[i..j].iter().map(|&(_, c)| c).collect();
            let mut value = number_value(&raw);
            // `2k`, `1.5K`: thousands, when the k ends the word.
            if chars.get(j).is_some_and(|n| n.1 == 'k' || n.1 == 'K') && !chars.get(j + 1).is_some_and(|n| n.1.is_alphanumeric()) {
                value *= 1000.0;
                j += 1;
            }
            let digits: String = raw.chars().filter(char::is_ascii_digit).collect();
            let text_ = if value.fract() == 0.0 && value < 1e15 { format!("{}", value as i64) } else { digits };
            tokens.push(Token { text: text_, kind: Kind::Number(value), start, end: end_of(j) });
            i = j;
        } else if c.is_alphabetic() {
            let mut j = i;
            let mut word = String::new();
            while j < chars.len() && chars[j].1.is_alphabetic() {
                fold(chars[j].1, &mut word);
                j += 1;
            }
            tokens.push(Token { text: word, kind: Kind::Word, start, end: end_of(j) });
            i = j;
        } else {
            if SYMBOLS.contains(&c) {
                let text_ = if c == '–' { "-".to_string() } else { c.to_string() };
                tokens.push(Token { text: text_, kind: Kind::Symbol, start, end: end_of(i + 1) });
            }
            i += 1;
        }
    }
    tokens
}

/// `1.500` / `1,500` / `1.500.000` (a separator before exactly three digits
/// groups thousands); `1.5` / `2,5` are decimals.
fn number_value(raw: &str) -> f64 {
    let groups: Vec<&str> = raw.split(['.', ',']).collect();
    if groups.len() > 1 && groups[1..].iter().all(|g| g.len() == 3) {
        return groups.concat().parse().unwrap_or(0.0);
    }
    match raw.rfind(['.', ',']) {
        Some(at) => {
            let whole: String = raw[..at].chars().filter(char::is_ascii_digit).collect();
            format!("{whole}.{}", &raw[at + 1..]).parse().unwrap_or(0.0)
        }
        None => raw.parse().unwrap_or(0.0),
    }
}

/// The folded words of a phrase, as [`tokenize`] would see them.
pub fn phrase_words(phrase: &str) -> Vec<String> {
    tokenize(phrase).into_iter().map(|t| t.text).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<String> {
        tokenize(text).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn words_fold_accents_and_split_on_apostrophes() {
        assert_eq!(texts("Quest'estate in PERÙ!"), ["quest", "estate", "in", "peru"]);
    }

    #[test]
    fn numbers_read_thousands_decimals_and_k() {
        let values = |text: &str| tokenize(text).iter().filter_map(Token::number).collect::<Vec<_>>();
        assert_eq!(values("1.500 euro"), [1500.0]);
        assert_eq!(values("$2,000"), [2000.0]);
        assert_eq!(values("2k or 1.5k"), [2000.0, 1500.0]);
        assert_eq!(values("2,5 settimane"), [2.5]);
        assert_eq!(texts("1500€"), ["1500", "€"]);
        assert_eq!(texts("7-10 days"), ["7", "-", "10", "days"]);
    }

    #[test]
    fn spans_point_into_the_original_text() {
        let text = "Giappone, 2.000 €";
        let tokens = tokenize(text);
        assert_eq!(&text[tokens[0].start..tokens[0].end], "Giappone");
        assert_eq!(&text[tokens[1].start..tokens[2].end], "2.000 €");
    }
}
