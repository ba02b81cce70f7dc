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

mod first_screen;
#[cfg(test)]
mod tests;

use first_screen::{classes_shown, first_screen_parts};
pub use first_screen::{FIRST_SCREEN_MARK, SCRIPT_FILLED_MARK};
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// First screens already read, kept with their CSS up to this many (about 40 KB of markup each):
/// most pages a cache-off request renders (home, a trip, a departure) show the same first screen
/// to every visitor, and reading its classes was a seventh of their render.
const KEPT_SCREENS: usize = 256;

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
    /// The CSS of each first screen seen, by the hash of its markup (compared whole on a hit, so
    /// a first screen written to collide with another's hash gets its own CSS).
    by_screen: Mutex<HashMap<u64, Arc<Screen>>>,
}

/// A first screen's markup ([`first_screen_parts`]) and the CSS it needs.
#[derive(Debug)]
struct Screen {
    parts: Vec<(Box<str>, bool)>,
    css: Arc<str>,
}

impl Screen {
    fn is(&self, parts: &[(&str, bool)]) -> bool {
        self.parts.len() == parts.len() && self.parts.iter().zip(parts).all(|((a, a_menus), (b, b_menus))| a_menus == b_menus && **a == **b)
    }
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
        CriticalCss { items, classes, kept: Mutex::default(), by_screen: Mutex::default() }
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
        let parts = first_screen_parts(page);
        let hash = std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, &parts);
        let seen = self.by_screen.lock().unwrap_or_else(|e| e.into_inner()).get(&hash).cloned();
        if let Some(seen) = seen.filter(|seen| seen.is(&parts)) {
            return seen.css.clone();
        }
        let css = self.for_screen(&parts);
        let screen = Screen { parts: parts.iter().map(|&(part, menus)| (part.into(), menus)).collect(), css: css.clone() };
        let mut by_screen = self.by_screen.lock().unwrap_or_else(|e| e.into_inner());
        if by_screen.len() >= KEPT_SCREENS {
            by_screen.clear();
        }
        by_screen.insert(hash, Arc::new(screen));
        css
    }

    /// The rules a first screen of `parts` needs.
    fn for_screen(&self, parts: &[(&str, bool)]) -> Arc<str> {
        let mut used = ClassSet { numbers: &self.classes, bits: vec![0; self.classes.len().div_ceil(64)] };
        classes_shown(parts, &mut used);
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(css) = kept.get(&used.bits) {
            return css.clone();
        }
        let referenced = Referenced::by_rules(&self.items, &used);
        let mut out = String::new();
        for item in &self.items {
            write_needed(item, &used, &referenced, &mut out);
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

    /// Whether the page uses everything a selector needs (its numbered classes and states).
    fn has_all(&self, needs: &[u32]) -> bool {
        needs.iter().all(|&n| self.has(n))
    }
}

/// The custom properties and keyframes the written rules use: a property or an animation no
/// first-screen rule reads comes with the whole sheet, like the rules that read it (about 850
/// bytes of every page).
struct Referenced {
    /// Custom property names (`--gap`), with those read by the properties read.
    variables: std::collections::HashSet<String>,
    /// The written rules' blocks, where an animation's name is looked for.
    blocks: String,
}

impl Referenced {
    fn by_rules(items: &[Item], used: &ClassSet) -> Referenced {
        fn gather(items: &[Item], used: &ClassSet, blocks: &mut String) {
            for item in items {
                match item {
                    Item::Rule { selectors, block } if selectors.iter().any(|(_, needs)| used.has_all(needs)) => blocks.push_str(block),
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
        Referenced { variables, blocks }
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

fn write_needed(item: &Item, used: &ClassSet, referenced: &Referenced, out: &mut String) {
    match item {
        Item::Always(text) => out.push_str(text),
        Item::Keyframes { name, text } => {
            if referenced.animation(name) {
                out.push_str(text);
            }
        }
        Item::Variables { declarations } => {
            let mut any = false;
            for (_, text) in declarations.iter().filter(|(name, _)| !name.starts_with("--") || referenced.variables.contains(name)) {
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
                if used.has_all(classes) {
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
                write_needed(rule, used, referenced, &mut inner);
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
/// state), the region colours and the departure statuses: a selector that needs one matches on the first screen only when
/// the markup holds it (scripts run once the whole sheet is in). Never one the head's inline
/// script sets on `<html>`, whose start tag the scan does not read.
const STATE_ATTRIBUTES: [&str; 12] = [
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
    "data-status",
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
