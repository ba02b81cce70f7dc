//! The A/B experiments of spec §6: which arm a device is in. `/api/layouts` tells the browser;
//! the server reads the same arm where an experiment changes what it answers itself
//! (`itineraries-default`: the search page's default tab and the trips' relevance order).

use crate::http::Visit;

/// A/B experiments of spec §6, each with two variants.
pub const EXPERIMENTS: [&str; 3] = ["itineraries-default", "ab-test-social-proofing", "test-aa-experiment"];

/// The experiment that puts trips (itineraries) first in a search (spec §6 flags).
pub const ITINERARIES_DEFAULT: &str = "itineraries-default";

/// Who the A/B service sees (spec §6: initialised with a device id, country and language).
#[derive(Debug, Clone, Copy)]
pub struct AbVisitor<'a> {
    pub device: Option<&'a str>,
    /// ISO alpha-2 country of the visit, empty when unknown.
    pub country: &'a str,
    /// The edition's language code.
    pub language: &'a str,
}

/// A stable variant per visitor and experiment: half the devices see each,
/// and a device's arm in one experiment says nothing of its arm in another.
/// The arm is the top bit of SHA-256(experiment, device, country, language),
/// uniform whatever the names look like (a one-bit FNV hash put every device
/// in the same arm of all three experiments); country and language key it as
/// the spec keys the service. Without a device id (tracking refused) everyone
/// sees the control.
pub fn variant(visitor: AbVisitor<'_>, experiment: &str) -> &'static str {
    use sha2::{Digest, Sha256};
    match visitor.device {
        Some(id) if !id.is_empty() => {
            let digest = Sha256::new()
                .chain_update(experiment.as_bytes())
                .chain_update([0])
                .chain_update(id.as_bytes())
                .chain_update([0])
                .chain_update(visitor.country.to_ascii_uppercase().as_bytes())
                .chain_update([0])
                .chain_update(visitor.language.as_bytes())
                .finalize();
            if digest[0] < 0x80 {
                "control"
            } else {
                "variant"
            }
        }
        _ => "control",
    }
}

/// The arm of `experiment` the visit's device is in.
pub fn arm_of(visit: &Visit, experiment: &str) -> &'static str {
    let visitor = AbVisitor {
        device: visit.device.as_deref(),
        country: visit.country.as_deref().unwrap_or(""),
        language: visit.host.edition.language.code(),
    };
    variant(visitor, experiment)
}

/// Whether the visit's search shows trips first: the trips tab by default and the full-text
/// engine's relevance order (`search_core::SearchTarget::Travels { full_text_engine }`).
pub fn itineraries_first(visit: &Visit) -> bool {
    arm_of(visit, ITINERARIES_DEFAULT) == "variant"
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEVICES: usize = 10_000;

    fn device(n: usize) -> String {
        format!("{:08x}-4a1c-4f00-8000-{:012x}", n * 7919, n)
    }

    fn visitor(device: Option<&str>) -> AbVisitor<'_> {
        AbVisitor { device, country: "IT", language: "it" }
    }

    fn in_variant(experiment: &str) -> Vec<bool> {
        (0..DEVICES).map(|n| variant(visitor(Some(&device(n))), experiment) == "variant").collect()
    }

    #[test]
    fn each_experiment_splits_devices_in_half() {
        for experiment in EXPERIMENTS {
            let share = in_variant(experiment).iter().filter(|v| **v).count() as f64 / DEVICES as f64;
            assert!((0.48..=0.52).contains(&share), "{experiment}: {share:.3} of devices in the variant");
        }
    }

    #[test]
    fn arms_of_different_experiments_are_independent() {
        for (i, first) in EXPERIMENTS.iter().enumerate() {
            for second in &EXPERIMENTS[i + 1..] {
                let (a, b) = (in_variant(first), in_variant(second));
                for (x, y) in [(false, false), (false, true), (true, false), (true, true)] {
                    let share = a.iter().zip(&b).filter(|(p, q)| **p == x && **q == y).count() as f64 / DEVICES as f64;
                    assert!((0.23..=0.27).contains(&share), "{first}={x} and {second}={y}: {share:.3}");
                }
            }
        }
    }

    #[test]
    fn a_device_keeps_its_arm_and_no_device_means_control() {
        let id = device(42);
        assert_eq!(variant(visitor(Some(&id)), EXPERIMENTS[0]), variant(visitor(Some(&id)), EXPERIMENTS[0]));
        assert_eq!(variant(visitor(None), EXPERIMENTS[0]), "control");
        assert_eq!(variant(visitor(Some("")), EXPERIMENTS[0]), "control");
    }

    /// Spec §6 keys the service on country and language: a device's arm may differ between
    /// them (about half the devices change arm with the language), never within one.
    #[test]
    fn country_and_language_key_the_arm() {
        let arm =
            |n: usize, country: &str, language: &str| variant(AbVisitor { device: Some(&device(n)), country, language }, EXPERIMENTS[0]);
        let moved = |other: &dyn Fn(usize) -> &'static str| (0..2000).filter(|&n| arm(n, "IT", "it") != other(n)).count();
        let by_language = moved(&|n| arm(n, "IT", "de"));
        let by_country = moved(&|n| arm(n, "DE", "it"));
        assert!((800..=1200).contains(&by_language), "{by_language} of 2000 devices change arm with the language");
        assert!((800..=1200).contains(&by_country), "{by_country} of 2000 devices change arm with the country");
        assert_eq!(moved(&|n| arm(n, "it", "it")), 0, "the country's case does not matter");
    }
}
