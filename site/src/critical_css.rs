//! The part of the stylesheet a page's first screen needs, to inline in its
//! `<head>` (issue 21): the whole sheet inline made every page 80 KB heavier,
//! and the whole sheet as a render-blocking request delayed the first paint
//! by a round trip. The page preloads the whole sheet, which the entry script
//! applies (a `<noscript>` link without JavaScript): it holds up no paint and
//! is cached a year.
//!
//! A rule is critical when one of its selectors names only classes that the
//! page's first screen uses: the header, the start of `<main>`, and what comes
//! after `<main>` except closed dialogs and, unless `<main>` is short, the
//! footer (the consent banner and bars are fixed to the screen); elements a
//! script fills (`data-script-filled`) wait too. Only those selectors of its
//! list are written. Selectors
//! without a class (elements, attributes, `:root`) and at-rules other than
//! `@media`/`@supports` (keyframes) are always critical, and so are the
//! styles of an element marked `data-first-screen` (a bar pinned to the
//! screen) wherever it is. Selectors of a state only a visitor's pointer or
//! keyboard brings (`:hover`, `:focus…`, `:active`) are never critical: the
//! whole sheet is in before anyone can point at anything. A state attribute a
//! script sets (`[open]`, `[aria-expanded=true]`, `[data-menu=open]`…) is
//! required like a class: such a selector is critical only when the first
//! screen's markup already holds that attribute. The whole sheet
//! repeats every rule, so a rule left out only means an element further down
//! is styled a moment later.

use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// How much of `<main>`'s markup counts as the first screen: more than a
/// phone or a laptop shows before scrolling, on every page type.
const MAIN_FIRST_SCREEN_BYTES: usize = 24 * 1024;

/// A `<main>` this short may leave the footer on the first screen, so the footer's rules are
/// inlined. Every page type's own `<main>` is longer (the shortest, home, about 10 KB), and on
/// them the footer's rules (about 2 KB) only made the page heavier.
const SHORT_MAIN_BYTES: usize = 8 * 1024;

/// Pages whose first screens use the same classes get the same CSS: kept, up
/// to this many sets (a few per page type), so a render only scans its page.
const KEPT_SETS: usize = 256;

/// The stylesheet as rules, read once at start.
#[derive(Debug, Default)]
pub struct CriticalCss {
    items: Vec<Item>,
    /// Every class the stylesheet names, numbered: a page's classes become a bit set. Looked up
    /// for every class of every first screen a cache-off request renders: Fx hashing, not SipHash.
    classes: FxHashMap<String, u32>,
    /// The CSS of each class set seen.
    kept: Mutex<HashMap<Vec<u64>, Arc<str>>>,
}

impl PartialEq for CriticalCss {
    fn eq(&self, other: &CriticalCss) -> bool {
        self.items == other.items
    }
}

impl Eq for CriticalCss {}

#[derive(Debug, PartialEq, Eq)]
enum Item {
    /// A style rule: each selector with the (numbered) classes it needs, and the block.
    Rule { selectors: Vec<(String, Vec<u32>)>, block: String },
    /// `@media …` or `@supports …` around rules of its own.
    Block { head: String, rules: Vec<Item> },
    /// `@keyframes name{…}`: written when a written rule names it.
    Keyframes { name: String, text: String },
    /// `:root{--a:…;--b:…}`: its custom properties, each written when a written rule (or a
    /// property written) reads it with `var()`.
    Variables { declarations: Vec<(String, String)> },
    /// Anything else, kept whole (`@font-face`).
    Always(String),
}

impl CriticalCss {
    /// Reads minified or plain CSS. Braces in strings are rare in ours, and a
    /// malformed tail is kept whole (inlined rather than lost).
    pub fn parse(css: &str) -> CriticalCss {
        let mut classes = FxHashMap::default();
        let items = items(css, &mut classes);
        CriticalCss { items, classes, kept: Mutex::default() }
    }

    /// How many style rules the sheet has (inside `@media` blocks too).
    pub fn rule_count(&self) -> usize {
        fn count(items: &[Item]) -> usize {
            items.iter().map(|item| if let Item::Block { rules, .. } = item { count(rules) } else { 1 }).sum()
        }
        count(&self.items)
    }

    /// The rules `page` (rendered HTML) needs before its first paint.
    pub fn for_page(&self, page: &str) -> Arc<str> {
        let mut used = ClassSet { numbers: &self.classes, bits: vec![0; self.classes.len().div_ceil(64)] };
        first_screen_classes(page, &mut used);
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(css) = kept.get(&used.bits) {
            return css.clone();
        }
        let read = Read::by(&self.items, &used);
        let mut out = String::new();
        for item in &self.items {
            write_needed(item, &used, &read, &mut out);
        }
        if kept.len() >= KEPT_SETS {
            kept.clear();
        }
        let css: Arc<str> = out.into();
        kept.insert(used.bits, css.clone());
        css
    }
}

/// The stylesheet's classes a page uses, as bits.
struct ClassSet<'a> {
    numbers: &'a FxHashMap<String, u32>,
    bits: Vec<u64>,
}

impl ClassSet<'_> {
    fn add(&mut self, class: &str) {
        if let Some(&n) = self.numbers.get(class) {
            self.bits[n as usize / 64] |= 1 << (n % 64);
        }
    }

    /// A state attribute of a shown element: `[name]` and `[name=value]`, as selectors name them.
    fn add_state(&mut self, name: &str, value: &str) {
        let mut key = String::with_capacity(name.len() + value.len() + 3);
        key.push('[');
        key.push_str(name);
        key.push(']');
        self.add(&key);
        key.pop();
        key.push('=');
        key.push_str(value);
        key.push(']');
        self.add(&key);
    }

    fn has(&self, n: u32) -> bool {
        self.bits[n as usize / 64] & (1 << (n % 64)) != 0
    }
}

/// The custom properties and keyframes the written rules use: a property or an animation no
/// first-screen rule reads comes with the whole sheet, like the rules that read it (about 850
/// bytes of every page).
struct Read {
    /// Custom property names (`--gap`), with those read by the properties read.
    variables: std::collections::HashSet<String>,
    /// The written rules' blocks, where an animation's name is looked for.
    blocks: String,
}

impl Read {
    fn by(items: &[Item], used: &ClassSet) -> Read {
        fn gather(items: &[Item], used: &ClassSet, blocks: &mut String) {
            for item in items {
                match item {
                    Item::Rule { selectors, block } if selectors.iter().any(|(_, needs)| needs.iter().all(|&c| used.has(c))) => {
                        blocks.push_str(block)
                    }
                    Item::Block { rules, .. } => gather(rules, used, blocks),
                    _ => {}
                }
            }
        }
        fn all_declarations(items: &[Item]) -> Vec<&(String, String)> {
            let mut found = Vec::new();
            for item in items {
                match item {
                    Item::Variables { declarations } => found.extend(declarations),
                    Item::Block { rules, .. } => found.extend(all_declarations(rules)),
                    _ => {}
                }
            }
            found
        }
        let mut blocks = String::new();
        gather(items, used, &mut blocks);
        let mut variables: std::collections::HashSet<String> = variables_read(&blocks).collect();
        // A property read may read others (`--help-base: var(--s4)`): until nothing new is read.
        let declarations = all_declarations(items);
        loop {
            let more: Vec<String> = declarations
                .iter()
                .filter(|(name, _)| variables.contains(name))
                .flat_map(|(_, text)| variables_read(text))
                .filter(|name| !variables.contains(name))
                .collect();
            if more.is_empty() {
                break;
            }
            variables.extend(more);
        }
        Read { variables, blocks }
    }

    fn animation(&self, name: &str) -> bool {
        let name_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
        self.blocks
            .match_indices(name)
            .any(|(at, _)| !self.blocks[..at].ends_with(name_char) && !self.blocks[at + name.len()..].starts_with(name_char))
    }
}

/// The custom properties `css` reads: each `var(--name`.
fn variables_read(css: &str) -> impl Iterator<Item = String> + '_ {
    css.match_indices("var(--").map(move |(at, _)| {
        let name = &css[at + 4..];
        let end = name.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_')).unwrap_or(name.len());
        name[..end].to_string()
    })
}

fn write_needed(item: &Item, used: &ClassSet, read: &Read, out: &mut String) {
    match item {
        Item::Always(text) => out.push_str(text),
        Item::Keyframes { name, text } => {
            if read.animation(name) {
                out.push_str(text);
            }
        }
        Item::Variables { declarations } => {
            let mut any = false;
            for (_, text) in declarations.iter().filter(|(name, _)| !name.starts_with("--") || read.variables.contains(name)) {
                out.push_str(if any { ";" } else { ":root{" });
                out.push_str(text);
                any = true;
            }
            if any {
                out.push('}');
            }
        }
        Item::Rule { selectors, block } => {
            // Only the selectors the page can match: `.lead,.hint,.card__meta{…}` is written
            // `.lead{…}` on a page without the others (a tenth of the inlined bytes).
            let mut any = false;
            for (selector, classes) in selectors {
                if classes.iter().all(|&c| used.has(c)) {
                    if any {
                        out.push(',');
                    }
                    out.push_str(selector);
                    any = true;
                }
            }
            if any {
                out.push_str(block);
            }
        }
        Item::Block { head, rules } => {
            let mut inner = String::new();
            for rule in rules {
                write_needed(rule, used, read, &mut inner);
            }
            if !inner.is_empty() {
                out.push_str(head);
                out.push('{');
                out.push_str(&inner);
                out.push('}');
            }
        }
    }
}

/// Top-level items of `css`: each ends at the brace that closes its block.
/// Classes are numbered into `classes` as they are met.
fn items(css: &str, classes: &mut FxHashMap<String, u32>) -> Vec<Item> {
    let mut found = Vec::new();
    let mut rest = css.trim_start();
    while !rest.is_empty() {
        let Some(open) = rest.find('{') else {
            break;
        };
        let Some(close) = matching_brace(rest, open) else {
            found.push(Item::Always(rest.to_string()));
            break;
        };
        let head = rest[..open].trim();
        let body = &rest[open + 1..close];
        found.push(if head.starts_with("@media") || head.starts_with("@supports") {
            Item::Block { head: head.to_string(), rules: items(body, classes) }
        } else if let Some(name) = head.strip_prefix("@keyframes") {
            Item::Keyframes { name: name.trim().to_string(), text: rest[..=close].to_string() }
        } else if head.starts_with('@') {
            Item::Always(rest[..=close].to_string())
        } else if head == ":root" {
            Item::Variables { declarations: declarations(body) }
        } else {
            let mut number = |class: String| {
                let next = classes.len() as u32;
                *classes.entry(class).or_insert(next)
            };
            let selectors = split_selectors(head)
                .filter(|s| !interactive(s))
                .map(|s| (s.trim().to_string(), classes_of(s).into_iter().map(&mut number).collect()))
                .collect();
            Item::Rule { selectors, block: format!("{{{}}}", body.trim()) }
        });
        rest = rest[close + 1..].trim_start();
    }
    found
}

/// A block's declarations as (property, `property:value`), split at the semicolons outside
/// brackets and strings.
fn declarations(body: &str) -> Vec<(String, String)> {
    let (mut found, mut depth, mut quote, mut start) = (Vec::new(), 0i32, None, 0);
    let mut push = |text: &str| {
        let text = text.trim();
        if let Some((name, _)) = text.split_once(':') {
            found.push((name.trim().to_string(), text.to_string()));
        }
    };
    for (i, c) in body.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(') => depth += 1,
            (None, ')') => depth -= 1,
            (None, ';') if depth == 0 => {
                push(&body[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    push(&body[start..]);
    found
}

/// The index of the `}` closing the `{` at `open`, skipping quoted strings.
fn matching_brace(css: &str, open: usize) -> Option<usize> {
    let (mut depth, mut quote) = (0usize, None);
    for (i, c) in css.char_indices().skip_while(|(i, _)| *i < open) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '{') => depth += 1,
            (None, '}') => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// A selector list split at its top-level commas (not those inside `:is()`).
fn split_selectors(list: &str) -> impl Iterator<Item = &str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in list.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts.into_iter()
}

/// Whether a selector matches only in a state the visitor brings by pointing, tapping or
/// tabbing (`:focus` also covers `:focus-visible` and `:focus-within`).
fn interactive(selector: &str) -> bool {
    [":hover", ":focus", ":active"].iter().any(|state| selector.contains(state))
}

/// Attributes a script sets or changes after load (menus, dialogs, pictures, the header's scroll
/// state), and the region colours: a selector that needs one matches on the first screen only when
/// the markup holds it (scripts run once the whole sheet is in). Never one the head's inline
/// script sets on `<html>`, whose start tag the scan does not read.
const STATE_ATTRIBUTES: [&str; 11] = [
    "open",
    "aria-expanded",
    "aria-current",
    "aria-pressed",
    "aria-selected",
    "data-state",
    "data-menu",
    "data-gallery",
    "data-scroll",
    "data-dragging",
    "data-region",
];

/// What a selector requires: its classes (`.a.b > .c:hover` needs a, b and c) and its
/// [`STATE_ATTRIBUTES`] as `[name]` or `[name=value]`; those inside `:not()`, `:is()` or
/// `:has()` are left out, to keep the rule.
fn classes_of(selector: &str) -> Vec<String> {
    let mut classes = Vec::new();
    let mut depth = 0;
    let mut chars = selector.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '[' if depth == 0 => {
                let end = selector[i..].find(']').map_or(selector.len(), |e| i + e);
                if let Some(state) = state_requirement(&selector[i + 1..end]) {
                    classes.push(state);
                }
                depth += 1;
            }
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            '.' if depth == 0 => {
                let start = i + 1;
                let mut end = start;
                while let Some(&(j, n)) = chars.peek() {
                    if n.is_ascii_alphanumeric() || n == '-' || n == '_' {
                        end = j + n.len_utf8();
                        chars.next();
                    } else {
                        break;
                    }
                }
                if end > start {
                    classes.push(selector[start..end].to_string());
                }
            }
            _ => {}
        }
    }
    classes
}

/// `open` or `data-state="loaded"` (an attribute selector's inside) as the key [`ClassSet`]
/// keeps for it, when it names a state attribute with presence or an exact value.
fn state_requirement(inside: &str) -> Option<String> {
    let (name, value) = match inside.split_once('=') {
        Some((name, value)) => (name, Some(value.trim().trim_matches(['"', '\'']))),
        None => (inside, None),
    };
    let name = name.trim();
    if !STATE_ATTRIBUTES.contains(&name) {
        return None; // also `~=`, `^=`… whose name ends in the operator's first character
    }
    Some(match value {
        Some(value) => format!("[{name}={value}]"),
        None => format!("[{name}]"),
    })
}

/// Every class named in the first screen's markup of `page`: what is shown
/// at load, so not inside an element with the `hidden` attribute (a script
/// shows those after the full sheet has arrived: scripts wait for it), nor
/// past the summary of a closed `<details>` of the header (its menus; in the
/// page, the stylesheet opens some details on wide screens).
fn first_screen_classes(page: &str, used: &mut ClassSet) {
    for (region, menus) in first_screen(page) {
        collect_shown(region, menus, used);
    }
    // Elements pinned to the screen (`data-first-screen`) are on it wherever they are in the page.
    let mut from = 0;
    while let Some(at) = find_in(&page[from..], FIRST_SCREEN_MARK).map(|i| from + i) {
        from = at + FIRST_SCREEN_MARK.len();
        let Some(start) = page[..at].rfind('<') else { continue };
        let name = page[start + 1..].split(|c: char| c.is_ascii_whitespace() || c == '>').next().unwrap_or("");
        let tag_end = page[at..].find('>').map_or(page.len(), |e| at + e + 1);
        let end = page.len() - skip_element(&page[tag_end..], name).len();
        collect_shown(&page[start..end], false, used);
    }
}

/// The attribute that puts an element's styles on the first screen wherever it is.
pub const FIRST_SCREEN_MARK: &str = "data-first-screen";

/// The attribute of an element that is empty until a script fills it (the loading bar, the
/// toast host): nothing of it shows before the whole sheet is in, so its rules wait for it.
pub const SCRIPT_FILLED_MARK: &str = "data-script-filled";

fn collect_shown(html: &str, menus: bool, used: &mut ClassSet) {
    let mut rest = html;
    // `memchr`, not `str::find(char)`: that searched each `<` and `>` and then compared its bytes
    // again (a twentieth of a search page's render).
    while let Some(lt) = memchr::memchr(b'<', rest.as_bytes()) {
        rest = &rest[lt + 1..];
        let Some(gt) = memchr::memchr(b'>', rest.as_bytes()) else { return };
        let tag = &rest[..gt];
        let name = &tag[..tag.bytes().position(|c| c.is_ascii_whitespace() || c == b'/').unwrap_or(tag.len())];
        if name.is_empty() || !name.as_bytes()[0].is_ascii_alphabetic() {
            continue;
        }
        let (mut class, mut hidden, mut open, mut script_filled) = ("", false, false, false);
        for (attribute, value) in attributes(&tag[name.len()..]) {
            match attribute {
                "class" => class = value,
                "hidden" => hidden = true,
                "open" => open = true,
                SCRIPT_FILLED_MARK => script_filled = true,
                _ => {}
            }
            if STATE_ATTRIBUTES.contains(&attribute) {
                used.add_state(attribute, value);
            }
        }
        let after = &rest[gt + 1..];
        if hidden || script_filled {
            // A void element (`<input hidden>`) has no content to skip.
            if !VOID_ELEMENTS.contains(&name) && !tag.ends_with('/') {
                rest = skip_element(after, name);
            } else {
                rest = after;
            }
            continue;
        }
        for c in class.split_ascii_whitespace() {
            used.add(c);
        }
        if menus && name == "details" && !open {
            // The summary shows; the rest waits until the visitor opens it.
            let inside_end = after.len() - skip_element(after, name).len();
            let summary_end = find_in(&after[..inside_end], "</summary>").map_or(0, |e| e + "</summary>".len());
            collect_shown(&after[..summary_end], menus, used);
            rest = &after[inside_end..];
        } else {
            rest = after;
        }
    }
}

/// Where `needle` first occurs in `haystack` (SIMD `memmem`: these scans run over every page a
/// cache-off request renders, and std's two-way search was a tenth of the render).
fn find_in(haystack: &str, needle: &str) -> Option<usize> {
    memchr::memmem::find(haystack.as_bytes(), needle.as_bytes())
}

/// Elements without content or end tag.
const VOID_ELEMENTS: [&str; 13] = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// The text after the end tag of the `name` element whose content starts
/// `html`, counting nested elements of the same name; "" when unclosed.
fn skip_element<'a>(html: &'a str, name: &str) -> &'a str {
    let (open, close) = (format!("<{name}"), format!("</{name}>"));
    let mut depth = 1;
    let mut at = 0;
    while depth > 0 {
        let next_close = find_in(&html[at..], &close).map(|i| at + i);
        let next_open = find_in(&html[at..], &open)
            .map(|i| at + i)
            .filter(|&i| html[i + open.len()..].starts_with(|c: char| c.is_ascii_whitespace() || c == '>'));
        match (next_open, next_close) {
            (Some(o), Some(c)) if o < c => {
                depth += 1;
                at = o + open.len();
            }
            (_, Some(c)) => {
                depth -= 1;
                at = c + close.len();
            }
            (_, None) => return "",
        }
    }
    &html[at..]
}

/// A start tag's attributes after its name, as (name, value) pairs. Read byte by byte (every
/// delimiter is ASCII): it runs over every tag of every page a cache-off request renders.
fn attributes(tag: &str) -> impl Iterator<Item = (&str, &str)> {
    let bytes = tag.as_bytes();
    let gap = |c: u8| c.is_ascii_whitespace() || c == b'/';
    let skip_gaps = move |mut at: usize| {
        while bytes.get(at).is_some_and(|&c| gap(c)) {
            at += 1;
        }
        at
    };
    let mut at = skip_gaps(0);
    std::iter::from_fn(move || loop {
        if at >= bytes.len() {
            return None;
        }
        let name_start = at;
        while bytes.get(at).is_some_and(|&c| !gap(c) && c != b'=') {
            at += 1;
        }
        let name = &tag[name_start..at];
        let mut value = "";
        if bytes.get(at) == Some(&b'=') {
            at += 1;
            match bytes.get(at) {
                Some(&quote @ (b'"' | b'\'')) => {
                    let start = at + 1;
                    let end = memchr::memchr(quote, &bytes[start..]).map_or(bytes.len(), |e| start + e);
                    value = &tag[start..end];
                    at = (end + 1).min(bytes.len());
                }
                _ => {
                    let start = at;
                    while bytes.get(at).is_some_and(|c| !c.is_ascii_whitespace()) {
                        at += 1;
                    }
                    value = &tag[start..at];
                }
            }
        }
        at = skip_gaps(at);
        if !name.is_empty() {
            return Some((name, value));
        }
    })
}

/// The parts of `page` on its first screen (see the module's comment), each
/// with whether it is the header (whose closed details are menus).
fn first_screen(page: &str) -> Vec<(&str, bool)> {
    let body = find_in(page, "<body").unwrap_or(0);
    let Some(main) = find_in(&page[body..], "<main").map(|m| body + m) else {
        return vec![(&page[body..], false)];
    };
    let main_end = find_in(&page[main..], "</main>").map_or(page.len(), |e| main + e);
    let mut cut = (main + MAIN_FIRST_SCREEN_BYTES).min(main_end);
    while !page.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut regions = vec![(&page[body..main], true)];
    // Closed dialogs wait wherever they are (no stylesheet opens one); after <main>, so does
    // the footer unless <main> is short.
    push_shown(&mut regions, &page[main..cut], false);
    push_shown(&mut regions, &page[main_end..], main_end - main > SHORT_MAIN_BYTES);
    regions
}

/// The parts of `html` outside closed dialogs (and the footer, with `footer`).
fn push_shown<'a>(regions: &mut Vec<(&'a str, bool)>, mut rest: &'a str, footer: bool) {
    while let Some((start, end_tag)) = next_left_out(rest, footer) {
        regions.push((&rest[..start], false));
        rest = rest[start..].find(end_tag).map_or("", |e| &rest[start + e + end_tag.len()..]);
    }
    regions.push((rest, false));
}

/// Where the next closed dialog (or footer, with `footer`) starts in `html`, and its end tag.
fn next_left_out(html: &str, footer: bool) -> Option<(usize, &'static str)> {
    let footer = find_in(html, "<footer").filter(|_| footer).map(|i| (i, "</footer>"));
    let mut from = 0;
    let dialog = loop {
        let Some(i) = find_in(&html[from..], "<dialog").map(|i| from + i) else { break None };
        let tag_end = html[i..].find('>').map_or(html.len(), |e| i + e);
        if !html[i..tag_end].contains(" open") {
            break Some((i, "</dialog>"));
        }
        from = tag_end;
    };
    match (footer, dialog) {
        (Some(f), Some(d)) => Some(if f.0 < d.0 { f } else { d }),
        (f, d) => f.or(d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSS: &str = ":root{--a:1;--b:var(--a) 2px;--unused:3;color-scheme:light}\nbody{margin:var(--b)}\n.site-header,.other{color:red}\n.card .title:hover,.card .title{color:blue;animation:fade 1s}\n.card:focus-visible{outline:1px}\n\
        .site-footer{color:gray}\n.modal{display:grid}\n@media (min-width: 768px){.site-header{padding:1px}.site-footer{padding:2px}}\n\
        @keyframes fade{from{opacity:0}}\n.chip:not(.chip--on){opacity:.5}\n.banner::after{content:\"}{\"}\n";

    fn page(main: &str) -> String {
        format!(
            "<html><head></head><body class=\"home\"><header class=\"site-header\"></header><main id=\"main\">{main}</main>\
             <footer class=\"site-footer\"></footer><dialog class=\"modal\"></dialog><div class=\"banner\"></div></body></html>"
        )
    }

    #[test]
    fn the_first_screen_gets_its_rules_and_the_footer_and_closed_dialogs_wait() {
        let css = CriticalCss::parse(CSS);
        let critical = css.for_page(&page("<div class=\"card\"><h2 class=\"title\">x</h2><span class=\"chip\"></span></div>"));
        for needed in [
            ":root{--a:1;--b:var(--a) 2px;color-scheme:light}",
            "body{margin:var(--b)}",
            ".site-header{color:red}",
            ".card .title{color:blue;animation:fade 1s}",
        ] {
            assert!(critical.contains(needed), "{needed} in {critical}");
        }
        assert!(!critical.contains(":hover") && !critical.contains(":focus"), "states a visitor brings wait: {critical}");
        assert!(critical.contains("@media (min-width: 768px){.site-header{padding:1px}.site-footer{padding:2px}}"), "{critical}");
        assert!(critical.contains("@keyframes fade{from{opacity:0}}"), "a written rule runs the animation");
        assert!(!critical.contains("--unused"), "a custom property no written rule reads waits: {critical}");
        assert!(!css.for_page(&page("<p class=\"chip\"></p>")).contains("@keyframes"), "an animation no written rule runs waits");
        assert!(critical.contains(".chip:not(.chip--on){opacity:.5}"), "classes inside :not() are not required");
        assert!(critical.contains(".banner::after{content:\"}{\"}"), "braces in strings do not end a rule");
        assert!(!critical.contains(".modal"), "{critical}");
        assert!(!critical.contains(".other"), "a selector the page cannot match is left out of its list: {critical}");
        let long = css.for_page(&page(&format!("<div class=\"card\"></div>{}", "<p>filler</p>".repeat(3000))));
        assert!(critical.contains(".site-footer") && !long.contains(".site-footer"), "the footer waits on a long page only");
        assert!(long.contains("@media (min-width: 768px){.site-header{padding:1px}}"), "{long}");
    }

    #[test]
    fn an_open_dialog_and_markup_past_the_first_screen() {
        let css = CriticalCss::parse(CSS);
        let far = format!("{}<div class=\"card\"><h2 class=\"title\"></h2></div>", "<p>filler</p>".repeat(3000));
        assert!(!css.for_page(&page(&far)).contains(".card"), "a card far down the page waits for the full sheet");
        let pinned = far.replace("<div class=\"card\">", "<div class=\"card\" data-first-screen>");
        assert!(css.for_page(&page(&pinned)).contains(".card .title{color:blue;animation:fade 1s}"), "a bar pinned to the screen is on it");
        let open = page("").replace("<dialog class=\"modal\">", "<dialog class=\"modal\" open>");
        assert!(css.for_page(&open).contains(".modal{display:grid}"), "a dialog open without JavaScript is on screen");
        let in_main = page("<dialog class=\"modal\"><p class=\"card\"></p></dialog><p class=\"chip\"></p>");
        let critical = css.for_page(&in_main);
        assert!(!critical.contains(".modal") && !critical.contains(".card"), "a closed dialog inside <main> waits too: {critical}");
        assert!(critical.contains(".chip"), "what follows it does not");
    }

    #[test]
    fn closed_details_show_their_summary_and_hidden_elements_nothing() {
        let css = CriticalCss::parse(".menu{a:1}.menu__summary{b:2}.menu__panel{c:3}.inner{d:4}.later{e:5}.shown{f:6}.after{g:7}");
        let page = "<body><header><details class=\"menu\"><summary class=\"menu__summary\">Menu</summary>\
            <div class=\"menu__panel\"><details><summary>x</summary><p class=\"inner\"></p></details></div></details></header>\
            <main><input type=\"checkbox\" hidden><section hidden class=\"later\"><div><div class=\"later\"></div></div></section>\
            <details open><p class=\"shown\"></p></details><p class=\"after\"></p></main></body>";
        let critical = css.for_page(page);
        assert_eq!(&*critical, ".menu{a:1}.menu__summary{b:2}.shown{f:6}.after{g:7}");
        let in_page = page.replace("<main>", "<main><details><summary>y</summary><i class=\"inner\"></i></details>");
        assert!(css.for_page(&in_page).contains(".inner{d:4}"), "a closed details of the page may be opened by the stylesheet");
        let found: Vec<_> = attributes(r#" class="a hidden" data-x='1' open hidden/"#).collect();
        assert_eq!(found, [("class", "a hidden"), ("data-x", "1"), ("open", ""), ("hidden", "")]);
        // Unquoted values, a bare `=`, quotes of the other kind and text past ASCII inside a value,
        // and a value whose quote never closes.
        let found: Vec<_> = attributes(r#"/ id=x  title="l'Aquila — è" =y alt= data-p='{"a":1}' lang="it"#).collect();
        assert_eq!(found, [("id", "x"), ("title", "l'Aquila — è"), ("alt", ""), ("data-p", r#"{"a":1}"#), ("lang", "it")]);
    }

    #[test]
    fn selector_lists_split_at_top_level_commas_only() {
        let parts: Vec<&str> = split_selectors(".a:is(.b,.c),.d").collect();
        assert_eq!(parts, [".a:is(.b,.c)", ".d"]);
        assert_eq!(classes_of(".a.b > .c-d_e:hover::after"), ["a", "b", "c-d_e"]);
        assert_eq!(classes_of("[data-x=\".y\"] .z"), ["z"]);
        assert_eq!(classes_of(".m[aria-expanded=\"true\"] .n[open]"), ["m", "[aria-expanded=true]", "n", "[open]"]);
        assert_eq!(classes_of("img[data-state^=l]:not([open])"), Vec::<String>::new(), "prefix matches and negations require nothing");
    }

    #[test]
    fn rules_of_a_state_a_script_brings_wait_unless_the_markup_holds_it() {
        let css = CriticalCss::parse(
            ".panel{a:1}.panel[open]{b:2}.toggle[aria-expanded=true] .icon{c:3}.toggle[aria-expanded=false] .icon{d:4}\
             .panel:not([open]){e:5}body[data-menu=open] .panel{f:6}",
        );
        let page = |main: &str| format!("<body><main>{main}</main></body>");
        let closed = css
            .for_page(&page("<details class=\"panel\"></details><a class=\"toggle\" aria-expanded=\"false\"><i class=\"icon\"></i></a>"));
        assert_eq!(&*closed, ".panel{a:1}.toggle[aria-expanded=false] .icon{d:4}.panel:not([open]){e:5}");
        let open = css.for_page(&page(
            "<details class=\"panel\" open></details><a class=\"toggle\" aria-expanded=\"true\"><i class=\"icon\"></i></a>",
        ));
        assert_eq!(&*open, ".panel{a:1}.panel[open]{b:2}.toggle[aria-expanded=true] .icon{c:3}.panel:not([open]){e:5}");
    }

    #[test]
    fn pages_with_the_same_first_screen_classes_share_their_css() {
        let css = CriticalCss::parse(CSS);
        let one = css.for_page(&page("<div class=\"card\"><b>one</b></div>"));
        let other = css.for_page(&page("<div class=\"card\"><i>another text</i></div>"));
        assert!(Arc::ptr_eq(&one, &other), "computed once for the class set");
        assert!(!Arc::ptr_eq(&one, &css.for_page(&page("<p class=\"chip\"></p>"))));
    }

    #[test]
    fn malformed_css_is_kept_not_lost() {
        let css = CriticalCss::parse(".a{color:red}\n.b{color:");
        assert_eq!(&*css.for_page("<body></body>"), ".b{color:");
    }
}
