//! Every visible string comes from the Fluent files in `locales/<locale>/main.ftl`.
//!
//! The files are compiled in (one binary, no missing-file failure at run time)
//! and parsed once. A key missing in a locale falls back to `en-US`, and then to
//! the key itself, so a page never fails to render for want of a string.

use fluent_bundle::concurrent::FluentBundle;
pub use fluent_bundle::FluentValue;
use fluent_bundle::{FluentArgs, FluentResource};
use std::collections::HashMap;
use std::sync::LazyLock;

/// (locale, file contents). `en-US` is the reference every other file mirrors.
pub const SOURCES: [(&str, &str); 6] = [
    ("en-US", include_str!("../../locales/en-US/main.ftl")),
    ("en-WE", include_str!("../../locales/en-WE/main.ftl")),
    ("it-IT", include_str!("../../locales/it-IT/main.ftl")),
    ("es-ES", include_str!("../../locales/es-ES/main.ftl")),
    ("fr-FR", include_str!("../../locales/fr-FR/main.ftl")),
    ("de-DE", include_str!("../../locales/de-DE/main.ftl")),
];

pub const FALLBACK_LOCALE: &str = "en-US";

struct Catalog {
    bundles: HashMap<&'static str, FluentBundle<FluentResource>>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
    let bundles = SOURCES
        .iter()
        .map(|(locale, source)| {
            // A syntax error is a build defect caught by the tests below; at run
            // time we keep whatever entries did parse.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
            let langid = locale.parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // No bidi isolation marks: they would leak into attributes and URLs.
            bundle.set_use_isolating(false);
            let _ = bundle.add_resource(resource);
            (*locale, bundle)
        })
        .collect();
    Catalog { bundles }
});

/// Formats `key` in `locale` with named arguments.
pub fn message(locale: &str, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fa = FluentArgs::new();
        for (name, value) in args {
            fa.set(*name, value.clone());
        }
        fa
    });
    for candidate in [locale, FALLBACK_LOCALE] {
        let Some(bundle) = CATALOG.bundles.get(candidate) else { continue };
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else { continue };
        let mut errors = Vec::new();
        return bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors).into_owned();
    }
    key.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::FluentResource;

    fn ids(source: &str) -> Vec<String> {
        let resource = FluentResource::try_new(source.to_string()).expect("parses");
        resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_file_parses_without_errors() {
        for (locale, source) in SOURCES {
            if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
                panic!("{locale}: {errors:?}");
            }
        }
    }

    #[test]
    fn full_locales_define_every_reference_key() {
        let reference = ids(SOURCES[0].1);
        assert!(reference.len() > 50, "the reference file holds the site's strings");
        for (locale, source) in SOURCES.iter().skip(2) {
            let have = ids(source);
            let missing: Vec<_> = reference.iter().filter(|k| !have.contains(k)).collect();
            assert!(missing.is_empty(), "{locale} lacks {missing:?}");
            let extra: Vec<_> = have.iter().filter(|k| !reference.contains(k)).collect();
            assert!(extra.is_empty(), "{locale} has keys en-US lacks: {extra:?}");
        }
    }

    #[test]
    fn en_we_only_overrides_reference_keys() {
        let reference = ids(SOURCES[0].1);
        for key in ids(SOURCES[1].1) {
            assert!(reference.contains(&key), "en-WE defines unknown key {key}");
        }
    }

    #[test]
    fn lookups_fall_back_to_english_then_to_the_key() {
        assert_eq!(message("it-IT", "route-travels", &[]), "Viaggi");
        assert_eq!(message("xx-XX", "nav-tours", &[]), message("en-US", "nav-tours", &[]));
        assert_eq!(message("it-IT", "no-such-key", &[]), "no-such-key");
        let days = message("de-DE", "travel-days", &[("days", 9.into())]);
        assert!(days.contains('9'), "{days}");
    }
}
