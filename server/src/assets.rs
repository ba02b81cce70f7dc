//! Static files: the react-shell build (hashed, immutable, precompressed), the
//! site stylesheet (compiled in, content-hashed URL) and `public/`.

use axum::extract::{Path as UrlPath, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use caravan_site::critical_css::CriticalCss;
use caravan_site::edition::EDITIONS;
use caravan_site::page::Assets;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::Arc;
use tower_http::services::ServeDir;

/// The site's stylesheet, compiled into the binary so a deploy is one file
/// plus the shell build; served with the islands' CSS at [`Assets::stylesheet`].
pub const STYLESHEET: &str =
    concat!(include_str!("../../style/main.css"), include_str!("../../style/layout.css"), include_str!("../../style/pages.css"));

/// 64-bit FNV-1a: enough to bust caches when the stylesheet changes, and
/// to tag cached pages.
pub(crate) fn content_hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
}

/// Reads the Vite manifest (`dist/.vite/manifest.json`) for the island entry.
/// Missing or unreadable: the site runs without islands, and says so in the log.
pub fn load(assets_dir: &Path) -> Assets {
    let manifest_path = assets_dir.join(".vite/manifest.json");
    let entry = std::fs::read_to_string(&manifest_path)
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .and_then(|manifest| manifest.get("src/main.tsx").cloned());
    let script = entry.as_ref().and_then(|e| e.get("file")?.as_str().map(|f| format!("/assets/{f}")));
    if script.is_none() {
        tracing::warn!(manifest = %manifest_path.display(), "no react-shell build found: pages are served without islands");
    }
    // The islands' own styles, extracted by Vite from the entry.
    let island_css: Vec<String> = entry
        .as_ref()
        .and_then(|e| e.get("css")?.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(|f| std::fs::read_to_string(assets_dir.join(f.as_str()?)).ok())
        .collect();
    let styles = minify_css(&format!("{STYLESHEET}\n{}", island_css.join("\n")));
    Assets {
        script,
        stylesheet: format!("/static/main.{:016x}.css", content_hash(styles.as_bytes())),
        critical: Arc::new(CriticalCss::parse(&styles)),
        styles: styles.into(),
        labels: BTreeMap::new(),
    }
}

/// The islands' shared labels ([`caravan_site::islands::SharedLabels`]) of every edition's
/// language as JSON files named by their content: their URLs by Fluent locale (for
/// [`Assets::labels`]), and the files by name under `/static/`.
pub fn label_files() -> (BTreeMap<&'static str, String>, HashMap<String, Vec<u8>>) {
    let (mut urls, mut files) = (BTreeMap::new(), HashMap::new());
    for locale in EDITIONS.iter().map(|e| e.fluent_locale()) {
        // Plain structs of strings: serialising them cannot fail.
        let json = serde_json::to_vec(&caravan_app::shared_labels(locale)).unwrap_or_default();
        let name = format!("labels.{locale}.{:016x}.json", content_hash(&json));
        urls.insert(locale, format!("/static/{name}"));
        files.insert(name, json);
    }
    (urls, files)
}

/// Comments out and whitespace only where CSS needs it: one space between words, none around
/// `{`, `}`, `;`, `,` and `>` or after `:`, and no `;` before `}`. A space before `:` stays
/// (`.a :hover` is not `.a:hover`), as do strings and the spaces `calc()` needs around `+` and
/// `-`. Every page inlines part of this, so each byte counts (issue 21: HTML budgets).
pub fn minify_css(css: &str) -> String {
    let bare = without_comments(css);
    let tight = |c: char| matches!(c, '{' | '}' | ';' | ',' | '>');
    let mut out = String::with_capacity(bare.len());
    let mut chars = bare.chars().peekable();
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            out.push(c);
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' => {
                quote = Some(c);
                out.push(c);
            }
            c if c.is_whitespace() => {
                while chars.next_if(|n| n.is_whitespace()).is_some() {}
                let after_tight = out.ends_with(|p: char| tight(p) || p == ':') || out.is_empty();
                let before_tight = chars.peek().is_none_or(|&n| tight(n));
                if !after_tight && !before_tight {
                    out.push(' ');
                }
            }
            '}' if out.ends_with(';') => {
                out.pop();
                out.push('}');
            }
            c => out.push(c),
        }
    }
    out
}

/// `css` without its comments (strings never hold `/*` in ours).
fn without_comments(css: &str) -> String {
    let mut bare = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        bare.push_str(&rest[..start]);
        rest = rest[start + 2..].find("*/").map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    bare.push_str(rest);
    bare
}

/// Headers for files whose name changes with their content.
pub fn immutable() -> HeaderValue {
    HeaderValue::from_static("public, max-age=31536000, immutable")
}

/// The react-shell build under `/assets`: hashed names, so a found file is
/// immutable; a missing one must not be cached, and precompressed variants
/// differ by `Accept-Encoding`.
pub fn shell(dir: &Path) -> Router {
    let files = ServeDir::new(dir).precompressed_br().precompressed_gzip();
    Router::new().fallback_service(files).layer(axum::middleware::map_response(|mut response: Response| async move {
        let cache = if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
            immutable()
        } else {
            HeaderValue::from_static("no-store")
        };
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, cache);
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        response
    }))
}

/// GET /static/{file}: the current stylesheet (`main.{hash}.css`) and the islands' shared labels
/// (`labels.{locale}.{hash}.json`), and nothing else, compressed once at start
/// ([`crate::AppState::stylesheet`], [`crate::AppState::label_files`]).
pub async fn static_file(State(state): State<crate::AppState>, UrlPath(file): UrlPath<String>, headers: HeaderMap) -> Response {
    let vary = HeaderValue::from_static("Accept-Encoding");
    if state.assets.stylesheet.strip_prefix("/static/") == Some(file.as_str()) {
        return state.stylesheet.respond_as(&headers, "text/css; charset=utf-8", immutable(), &vary);
    }
    match state.label_files.get(&file) {
        Some(labels) => labels.respond_as(&headers, "application/json", immutable(), &vary),
        None => (StatusCode::NOT_FOUND, [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))], "Not found\n").into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_entry_becomes_the_script_url() {
        let dir = std::env::temp_dir().join(format!("caravan-assets-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(".vite")).unwrap();
        std::fs::write(
            dir.join(".vite/manifest.json"),
            r#"{"src/main.tsx":{"file":"main-abc123.js","isEntry":true,"css":["main-def.css"]}}"#,
        )
        .unwrap();
        std::fs::write(dir.join("main-def.css"), "/* islands */\n.search-bar { color: blue }\n").unwrap();
        assert_eq!(load(&dir).script.as_deref(), Some("/assets/main-abc123.js"));
        let assets = load(&dir);
        assert!(assets.styles.ends_with(".search-bar{color:blue}"), "the islands' CSS joins the site's");
        assert!(assets.styles.contains(".site-header") && !assets.styles.contains("/* islands */"));
        assert_eq!(assets.stylesheet, format!("/static/main.{:016x}.css", content_hash(assets.styles.as_bytes())));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(load(&dir).script, None, "no build, no script");
    }

    #[test]
    fn stylesheet_url_changes_with_content() {
        assert_ne!(content_hash(b"a{}"), content_hash(b"b{}"));
    }

    #[test]
    fn minifying_keeps_the_css_and_only_the_spaces_it_needs() {
        let css = "/* header */\n.a {\n  color: red; /* why */\n  content: \"☰ : \" / \"\";\n}\n\n@media (min-width: 1px) {\n  .b > .c, .d :hover { margin: calc(1px + 2%) !important; }\n}\n";
        assert_eq!(
            minify_css(css),
            ".a{color:red;content:\"☰ : \" / \"\"}@media (min-width:1px){.b>.c,.d :hover{margin:calc(1px + 2%) !important}}"
        );
        assert_eq!(minify_css("a{}/* unterminated"), "a{}");
    }

    #[test]
    fn the_minified_stylesheet_keeps_every_rule() {
        let plain = CriticalCss::parse(&without_comments(STYLESHEET));
        let small = CriticalCss::parse(&minify_css(STYLESHEET));
        assert_eq!(plain.rule_count(), small.rule_count());
        assert!(minify_css(STYLESHEET).len() * 10 < STYLESHEET.len() * 8, "at least a fifth smaller");
    }
}
