//! One English spelling per edition: the site's English texts (content pages,
//! trips, the international messages) are written in British English, and the
//! en-US edition shows them in American spelling. [`american`] converts a
//! text, [`american_html`] a whole page (text, and the attributes people read
//! or hear: `alt`, `title`, `aria-label`, `placeholder`, `content`), never a
//! tag, an address or a slug.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

/// British spellings with their American form (lower case; a word's case is kept).
pub const BRITISH_TO_AMERICAN: &[(&str, &str)] = &[
    ("traveller", "traveler"),
    ("travellers", "travelers"),
    ("traveller's", "traveler's"),
    ("travelling", "traveling"),
    ("travelled", "traveled"),
    ("organise", "organize"),
    ("organised", "organized"),
    ("organises", "organizes"),
    ("organising", "organizing"),
    ("organiser", "organizer"),
    ("organisers", "organizers"),
    ("organisation", "organization"),
    ("organisations", "organizations"),
    ("colour", "color"),
    ("colours", "colors"),
    ("colourful", "colorful"),
    ("centre", "center"),
    ("centres", "centers"),
    ("favourite", "favorite"),
    ("favourites", "favorites"),
    ("favour", "favor"),
    ("cancelled", "canceled"),
    ("cancelling", "canceling"),
    ("programme", "program"),
    ("programmes", "programs"),
    ("realise", "realize"),
    ("realised", "realized"),
    ("recognise", "recognize"),
    ("recognised", "recognized"),
    ("apologise", "apologize"),
    ("personalise", "personalize"),
    ("personalised", "personalized"),
    ("customise", "customize"),
    ("customised", "customized"),
    ("specialise", "specialize"),
    ("specialised", "specialized"),
    ("prioritise", "prioritize"),
    ("minimise", "minimize"),
    ("maximise", "maximize"),
    ("authorise", "authorize"),
    ("authorised", "authorized"),
    ("analyse", "analyze"),
    ("catalogue", "catalog"),
    ("catalogues", "catalogs"),
    ("metre", "meter"),
    ("metres", "meters"),
    ("kilometre", "kilometer"),
    ("kilometres", "kilometers"),
    ("theatre", "theater"),
    ("theatres", "theaters"),
    ("neighbour", "neighbor"),
    ("neighbours", "neighbors"),
    ("neighbourhood", "neighborhood"),
    ("neighbourhoods", "neighborhoods"),
    ("behaviour", "behavior"),
    ("honour", "honor"),
    ("labour", "labor"),
    ("harbour", "harbor"),
    ("harbours", "harbors"),
    ("flavour", "flavor"),
    ("flavours", "flavors"),
    ("humour", "humor"),
    ("jewellery", "jewelry"),
    ("licence", "license"),
    ("enrol", "enroll"),
    ("enrolment", "enrollment"),
    ("fulfil", "fulfill"),
    ("instalment", "installment"),
    ("instalments", "installments"),
    ("grey", "gray"),
    ("marvellous", "marvelous"),
    ("labelled", "labeled"),
    ("modelling", "modeling"),
    ("fuelled", "fueled"),
    ("sceptical", "skeptical"),
    ("tyre", "tire"),
    ("tyres", "tires"),
    ("pyjamas", "pajamas"),
    ("aluminium", "aluminum"),
    ("whilst", "while"),
];

static AMERICAN: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| BRITISH_TO_AMERICAN.iter().copied().collect());

/// `word` with the case of `like` (lower, Capitalised or UPPER).
fn cased(word: &str, like: &str) -> String {
    if like.len() > 1 && like.chars().all(|c| !c.is_lowercase()) {
        word.to_uppercase()
    } else if like.starts_with(char::is_uppercase) {
        let mut chars = word.chars();
        chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
    } else {
        word.to_string()
    }
}

/// Characters that make a word part of an address, a slug or a file name.
fn joins(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || matches!(c, '/' | '-' | '_' | '.' | '=' | '#' | '@'))
}

/// `text` in American spelling.
pub fn american(text: &str) -> Cow<'_, str> {
    let mut out = String::new();
    let mut copied = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if !c.is_alphabetic() {
            continue;
        }
        let mut end = start + c.len_utf8();
        while let Some(&(i, n)) = chars.peek() {
            // `traveller's` is one word; an apostrophe ending a quote is not.
            let apostrophe = n == '\'' && text[i + 1..].starts_with(char::is_alphabetic);
            if !(n.is_alphabetic() || apostrophe) {
                break;
            }
            end = i + n.len_utf8();
            chars.next();
        }
        let word = &text[start..end];
        let (before, after) = (text[..start].chars().next_back(), text[end..].chars().next());
        // A sentence's full stop is not part of a file name.
        let ends_sentence = after == Some('.') && !joins(text[end + 1..].chars().next());
        let after_joins = joins(after) && !ends_sentence;
        if joins(before) || after_joins {
            continue;
        }
        if let Some(american) = AMERICAN.get(word.to_lowercase().as_str()) {
            out.push_str(&text[copied..start]);
            out.push_str(&cased(american, word));
            copied = end;
        }
    }
    if copied == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// The attributes whose values people read or hear.
const READ_ATTRIBUTES: [&str; 5] = ["alt", "title", "aria-label", "placeholder", "content"];

/// A whole HTML document in American spelling: its text and read attributes; tags, addresses
/// and style sheets as they are.
pub fn american_html(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&american(&rest[..open]));
        let tag_end = rest[open..].find('>').map_or(rest.len(), |i| open + i + 1);
        let tag = &rest[open..tag_end];
        out.push_str(&american_attributes(tag));
        rest = &rest[tag_end..];
        if tag.starts_with("<style") {
            let close = rest.find("</style>").unwrap_or(rest.len());
            out.push_str(&rest[..close]);
            rest = &rest[close..];
        }
    }
    out.push_str(&american(rest));
    out
}

/// A tag with its read attributes' values converted.
fn american_attributes(tag: &str) -> Cow<'_, str> {
    if !READ_ATTRIBUTES.iter().any(|a| tag.contains(&format!(" {a}="))) {
        return Cow::Borrowed(tag);
    }
    let mut out = String::with_capacity(tag.len());
    let mut rest = tag;
    while let Some(eq) = rest.find("=\"").or_else(|| rest.find("='")) {
        let quote = &rest[eq + 1..eq + 2];
        let name = rest[..eq].rsplit(char::is_whitespace).next().unwrap_or("");
        let value_start = eq + 2;
        let value_end = rest[value_start..].find(quote).map_or(rest.len(), |i| value_start + i);
        out.push_str(&rest[..value_start]);
        let value = &rest[value_start..value_end];
        if READ_ATTRIBUTES.contains(&name) {
            out.push_str(&american(value));
        } else {
            out.push_str(value);
        }
        rest = &rest[value_end..];
        if let Some(q) = rest.get(..1) {
            out.push_str(q);
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn british_words_become_american_with_their_case() {
        assert_eq!(american("Travellers organised by an organiser."), "Travelers organized by an organizer.");
        assert_eq!(american("CANCELLED, a traveller's favourite colour"), "CANCELED, a traveler's favorite color");
        assert_eq!(american("Nothing British here."), "Nothing British here.");
    }

    #[test]
    fn addresses_slugs_and_tags_are_left_alone() {
        assert_eq!(american("/travellers-club and travellers.html and colour_x"), "/travellers-club and travellers.html and colour_x");
        let html = r#"<a href="/colour" class="travellers" title="Our travellers">The travellers' <b>centre</b></a><style>.colour{}</style><img alt="A grey harbour">"#;
        assert_eq!(
            american_html(html),
            r#"<a href="/colour" class="travellers" title="Our travelers">The travelers' <b>center</b></a><style>.colour{}</style><img alt="A gray harbor">"#
        );
    }
}
