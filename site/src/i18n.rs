//! Every visible string comes from the Fluent files in `locales/<locale>/main.ftl`.
//!
//! The files are compiled in (one binary, no missing-file failure at run time)
//! and parsed once. A key missing in a locale falls back to its parent (`en-WE` to
//! `en-001`, the international edition's British English), then to `en-US`, and then
//! to the key itself, so a page never fails to render for want of a string.

use fluent_bundle::concurrent::FluentBundle;
pub use fluent_bundle::FluentValue;
use fluent_bundle::{FluentArgs, FluentResource};
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::sync::LazyLock;

/// (locale, file contents). `en-US` is the reference every other file mirrors;
/// `en-001` and `en-WE` hold only what differs (see [`parent`]).
pub const SOURCES: [(&str, &str); 7] = [
    ("en-US", include_str!("../../locales/en-US/main.ftl")),
    ("en-WE", include_str!("../../locales/en-WE/main.ftl")),
    ("en-001", include_str!("../../locales/en-001/main.ftl")),
    ("it-IT", include_str!("../../locales/it-IT/main.ftl")),
    ("es-ES", include_str!("../../locales/es-ES/main.ftl")),
    ("fr-FR", include_str!("../../locales/fr-FR/main.ftl")),
    ("de-DE", include_str!("../../locales/de-DE/main.ftl")),
];

pub const FALLBACK_LOCALE: &str = "en-US";

/// The locale a partial locale falls back to before `en-US`.
fn parent(locale: &str) -> Option<&'static str> {
    match locale {
        "en-WE" => Some("en-001"),
        _ => None,
    }
}

/// Whole numbers with the locale's thousands separator (CLDR: `12,086`,
/// `12.086`, `12 086`; Spanish groups from five digits). Years are passed as
/// text, so they are never grouped. Other values keep Fluent's own format.
fn grouped(value: &FluentValue, separator: &str, min_digits: usize) -> Option<String> {
    let FluentValue::Number(number) = value else { return None };
    let n = number.value;
    if n.fract() != 0.0 || n.abs() >= 1e15 {
        return None;
    }
    let digits = (n.abs() as u64).to_string();
    if digits.len() < min_digits {
        return None;
    }
    let mut out = String::from(if n < 0.0 { "-" } else { "" });
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(digit);
    }
    Some(out)
}

fn grouped_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    grouped(value, ",", 4)
}

fn grouped_dot<M>(value: &FluentValue, _: &M) -> Option<String> {
    grouped(value, ".", 4)
}

fn grouped_dot_from_five_digits<M>(value: &FluentValue, _: &M) -> Option<String> {
    grouped(value, ".", 5)
}

fn grouped_narrow_space<M>(value: &FluentValue, _: &M) -> Option<String> {
    grouped(value, "\u{202f}", 4)
}

/// A whole number as `locale`'s messages write counts (`3,412`, `3.412`, `3 412`).
pub fn count(locale: &str, n: i64) -> String {
    let value = FluentValue::from(n);
    let grouped = match locale {
        "en-US" | "en-WE" | "en-001" => grouped_comma(&value, &()),
        "fr-FR" => grouped_narrow_space(&value, &()),
        "es-ES" => grouped_dot_from_five_digits(&value, &()),
        _ => grouped_dot(&value, &()),
    };
    grouped.unwrap_or_else(|| n.to_string())
}

struct Catalog {
    bundles: HashMap<&'static str, FluentBundle<FluentResource>>,
    /// Each locale's messages that take no argument, formatted once: most of a page's strings (a
    /// trip page asks for hundreds; formatting them on every render was a twelfth of its time).
    plain: FxHashMap<&'static str, FxHashMap<String, Box<str>>>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
    let mut ids = Vec::new();
    let bundles: HashMap<&'static str, FluentBundle<FluentResource>> = SOURCES
        .iter()
        .map(|(locale, source)| {
            // A syntax error is a build defect caught by the tests below; at run
            // time we keep whatever entries did parse.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
            ids.extend(resource.entries().filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
                _ => None,
            }));
            let langid = locale.parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // No bidi isolation marks: they would leak into attributes and URLs.
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(match *locale {
                "en-US" | "en-WE" | "en-001" => grouped_comma,
                "fr-FR" => grouped_narrow_space,
                "es-ES" => grouped_dot_from_five_digits,
                _ => grouped_dot,
            }));
            let _ = bundle.add_resource(resource);
            (*locale, bundle)
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let plain = SOURCES
        .iter()
        .map(|(locale, _)| {
            // Only what formats without an error when given no argument: a message reading a
            // variable is formatted with its arguments on every call.
            let messages = ids
                .iter()
                .filter_map(|id| match format(&bundles, locale, id, None) {
                    Some((text, true)) => Some((id.clone(), text.into_boxed_str())),
                    _ => None,
                })
                .collect();
            (*locale, messages)
        })
        .collect();
    Catalog { bundles, plain }
});

/// `key` formatted by the first of `locale`'s bundles that has it (see [`parent`]), and whether
/// it formatted without an error; `None` when no bundle has it.
fn format(
    bundles: &HashMap<&'static str, FluentBundle<FluentResource>>,
    locale: &str,
    key: &str,
    args: Option<&FluentArgs>,
) -> Option<(String, bool)> {
    for candidate in [Some(locale), parent(locale), Some(FALLBACK_LOCALE)].into_iter().flatten() {
        let Some(bundle) = bundles.get(candidate) else { continue };
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else { continue };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors).into_owned();
        return Some((text, errors.is_empty()));
    }
    None
}

/// Whether `locale`'s own file defines `key` (not its parent's or the fallback's): the test that
/// every code's label exists reads it, so a key deleted from one language fails.
pub fn defines(locale: &str, key: &str) -> bool {
    CATALOG.bundles.get(locale).is_some_and(|bundle| bundle.has_message(key))
}

/// Formats `key` in `locale` with named arguments.
pub fn message(locale: &str, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    if args.is_empty() {
        if let Some(text) = CATALOG.plain.get(locale).and_then(|messages| messages.get(key)) {
            return text.to_string();
        }
    }
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fa = FluentArgs::new();
        for (name, value) in args {
            fa.set(*name, value.clone());
        }
        fa
    });
    format(&CATALOG.bundles, locale, key, fluent_args.as_ref()).map_or_else(|| key.to_string(), |(text, _)| text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::FluentResource;

    #[test]
    fn messages_formatted_once_read_as_fluent_formats_them() {
        let plain = &CATALOG.plain;
        for (locale, _) in SOURCES {
            let kept = &plain[locale];
            assert!(kept.len() > 400, "{locale}: most messages take no argument (490 of 591 in en-US), {} kept", kept.len());
            for (key, text) in kept {
                assert_eq!(format(&CATALOG.bundles, locale, key, None), Some((text.to_string(), true)), "{locale} {key}");
            }
        }
        // A message that reads a variable is never kept: it is formatted with its arguments.
        assert!(!plain["en-US"].contains_key("footer-copyright"));
        assert_eq!(message("en-US", "footer-copyright", &[("year", "2027".into())]), "© 2027 Caravan. Small groups, big journeys.");
        // en-WE holds only what differs: the rest comes from its parent, as before.
        assert_eq!(message("en-WE", "site-name", &[]), message("en-001", "site-name", &[]));
        assert_eq!(message("de-DE", "no-such-key", &[]), "no-such-key");
    }

    #[test]
    fn whole_numbers_are_grouped_the_locale_s_way() {
        let reviews = |locale: &str| message(locale, "footer-rating", &[("rating", "4.8".into()), ("count", 12086.into())]);
        assert!(reviews("en-US").contains("12,086"), "{}", reviews("en-US"));
        assert!(reviews("it-IT").contains("12.086"));
        assert!(reviews("de-DE").contains("12.086"));
        assert!(reviews("fr-FR").contains("12\u{202f}086"));
        assert!(reviews("es-ES").contains("12.086"));
        let summary = |locale: &str, n: i64| message(locale, "search-summary", &[("count", n.into())]);
        assert!(summary("it-IT", 2984).contains("2.984"));
        assert!(summary("es-ES", 2984).contains("2984"), "Spanish groups from five digits");
        assert!(summary("en-US", 1).contains("One"), "plural selection still sees a number");
        assert!(summary("en-US", 999).contains("999"));
        assert_eq!(message("en-US", "footer-copyright", &[("year", "2026".into())]), "© 2026 Caravan. Small groups, big journeys.");
    }

    #[test]
    fn counts_agree_with_their_nouns_in_every_language() {
        let saved = |locale: &str, n: i64| message(locale, "account-saved", &[("travels", n.into()), ("tours", n.into())]);
        assert_eq!(saved("en-US", 1), "1 saved trip, 1 saved departure");
        assert_eq!(saved("en-US", 2), "2 saved trips, 2 saved departures");
        assert_eq!(saved("it-IT", 1), "1 viaggio salvato, 1 partenza salvata");
        assert_eq!(saved("it-IT", 2), "2 viaggi salvati, 2 partenze salvate");
        assert_eq!(saved("de-DE", 1), "1 gespeicherte Reise, 1 gespeicherter Termin");
        let lead = |locale: &str, n: i64| message(locale, "home-lead", &[("departures", n.into()), ("countries", n.into())]);
        assert!(lead("it-IT", 1).starts_with("1 partenza verso 1 paese"), "{}", lead("it-IT", 1));
        assert!(lead("es-ES", 1).starts_with("1 salida a 1 país"));
        for locale in ["en-US", "en-WE", "it-IT", "es-ES", "fr-FR", "de-DE"] {
            // One review or departure never reads as many, and many never as one.
            for key in
                ["footer-rating", "rating-summary", "island-confirm-remove-text", "error-wishlist-has-tours", "home-lead", "account-saved"]
            {
                // French "avis" is the same word for one review and many.
                if locale == "fr-FR" && key.contains("rating") {
                    continue;
                }
                let args = |n: i64| {
                    [
                        ("count", n.into()),
                        ("rating", "4.5".into()),
                        ("departures", n.into()),
                        ("countries", n.into()),
                        ("travels", n.into()),
                        ("tours", n.into()),
                    ]
                };
                assert_ne!(
                    message(locale, key, &args(1)).replace('1', "2"),
                    message(locale, key, &args(2)).replace('1', "2"),
                    "{locale} {key}: one and two differ only by the digit"
                );
            }
        }
    }

    #[test]
    fn american_copy_spells_travelers_and_british_copy_travellers() {
        let source = |locale: &str| SOURCES.iter().find(|(l, _)| *l == locale).map(|(_, s)| *s).unwrap_or_default();
        // Texts, not keys: a key may keep the API's British `travellersCount`.
        for id in ids(source("en-US")) {
            assert!(!message("en-US", &id, &[]).contains("travell"), "{id}: en-US is American English");
        }
        // community-us only ever shows in the US edition.
        for id in ids(source("en-US")).iter().filter(|id| *id != "community-us" && message("en-US", id, &[]).contains("traveler")) {
            for british in ["en-001", "en-WE"] {
                assert!(!message(british, id, &[]).contains("traveler"), "{id}: {british} overrides it with British spelling");
            }
        }
        // The international edition speaks of euros, the UK one of pounds.
        assert!(!message("en-001", "footer-payments", &[]).contains("pounds"));
        assert!(message("en-WE", "footer-payments", &[]).contains("pounds"));
    }

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
        for (locale, source) in SOURCES.iter().skip(3) {
            let have = ids(source);
            let missing: Vec<_> = reference.iter().filter(|k| !have.contains(k)).collect();
            assert!(missing.is_empty(), "{locale} lacks {missing:?}");
            let extra: Vec<_> = have.iter().filter(|k| !reference.contains(k)).collect();
            assert!(extra.is_empty(), "{locale} has keys en-US lacks: {extra:?}");
        }
    }

    #[test]
    fn partial_english_locales_only_override_reference_keys() {
        let reference = ids(SOURCES[0].1);
        for (locale, source) in &SOURCES[1..3] {
            for key in ids(source) {
                assert!(reference.contains(&key), "{locale} defines unknown key {key}");
            }
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
