//! Which part of a rendered page is on its first screen, and the classes and state attributes
//! its shown markup names (see the parent module for what counts as shown).

use super::{ClassSet, STATE_ATTRIBUTES};

/// How much of `<main>`'s markup counts as the first screen: more than a
/// phone or a laptop shows before scrolling, on every page type.
const MAIN_FIRST_SCREEN_BYTES: usize = 24 * 1024;

/// A `<main>` this short may leave the footer on the first screen, so the footer's rules are
/// inlined. Every page type's own `<main>` is longer (the shortest, home, about 10 KB), and on
/// them the footer's rules (about 2 KB) only made the page heavier.
const SHORT_MAIN_BYTES: usize = 8 * 1024;

/// The markup of `page` on its first screen, each part with whether it is the header (whose
/// closed details are menus): what [`classes_shown`] reads. Pages whose parts are the same
/// bytes show the same classes.
pub(super) fn first_screen_parts(page: &str) -> Vec<(&str, bool)> {
    let mut parts = first_screen(page);
    // Elements pinned to the screen (`data-first-screen`) are on it wherever they are in the page.
    let mut from = 0;
    while let Some(at) = find_in(&page[from..], FIRST_SCREEN_MARK).map(|i| from + i) {
        from = at + FIRST_SCREEN_MARK.len();
        let Some(start) = page[..at].rfind('<') else { continue };
        let name = page[start + 1..].split(|c: char| c.is_ascii_whitespace() || c == '>').next().unwrap_or("");
        let tag_end = page[at..].find('>').map_or(page.len(), |e| at + e + 1);
        let end = page.len() - skip_element(&page[tag_end..], name).len();
        parts.push((&page[start..end], false));
    }
    parts
}

/// Every class named in the first screen's `parts` ([`first_screen_parts`]): what is shown at
/// load, so not inside an element with the `hidden` attribute (a script shows those after the
/// full sheet has arrived: scripts wait for it), nor past the summary of a closed `<details>` of
/// the header (its menus; in the page, the stylesheet opens some details on wide screens).
pub(super) fn classes_shown(parts: &[(&str, bool)], used: &mut ClassSet) {
    for &(part, menus) in parts {
        collect_shown(part, menus, used);
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
pub(super) fn attributes(tag: &str) -> impl Iterator<Item = (&str, &str)> {
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
