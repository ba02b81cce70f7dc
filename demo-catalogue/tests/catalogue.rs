//! Checks the realism rules of the demo catalogue through the public API only.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use chrono::{Datelike, Days, Months, NaiveDate};
use demo_catalogue::{generate, Catalogue, CatalogueSpec, Texts, LANGS};

const STATUSES: [&str; 6] = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"];
const MOODS: [&str; 5] = ["nature", "relax", "history", "culture", "party"];

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, 14).unwrap()
}

fn full() -> Catalogue {
    generate(&CatalogueSpec::full(20_260_314, today()))
}

fn assert_texts(t: &Texts, what: &str) {
    let keys: Vec<&str> = t.keys().copied().collect();
    let mut want: Vec<&str> = LANGS.to_vec();
    want.sort_unstable();
    assert_eq!(keys, want, "{what}: languages");
    for (lang, s) in t {
        assert!(!s.trim().is_empty(), "{what}: empty {lang} text");
        assert!(!s.contains('{') && !s.contains('}'), "{what}: unfilled placeholder in {lang}: {s}");
    }
}

fn is_kebab(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
        && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn is_uuid_v4(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    parts.len() == 5
        && parts.iter().map(|p| p.len()).eq([8, 4, 4, 4, 12])
        && s.bytes().all(|b| b == b'-' || b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && parts[2].starts_with('4')
        && matches!(parts[3].as_bytes()[0], b'8' | b'9' | b'a' | b'b')
}

#[test]
fn same_spec_gives_identical_catalogue_and_other_seed_differs() {
    let a = full();
    let b = full();
    assert_eq!(a, b);
    assert_eq!(format!("{a:?}"), format!("{b:?}"), "byte-identical debug output");
    let c = generate(&CatalogueSpec::full(7, today()));
    assert_ne!(a.travels, c.travels);
    assert_ne!(a.tours, c.tours);
    assert_ne!(a.coordinators, c.coordinators);
}

#[test]
fn full_size_counts() {
    let cat = full();
    assert!(cat.travels.len() >= 300, "travels: {}", cat.travels.len());
    assert!(cat.tours.len() >= 8_000, "tours: {}", cat.tours.len());
    assert!(cat.countries.len() >= 110);
    assert!((50..=70).contains(&cat.coordinators.len()));
    let codes: Vec<&str> = cat.continents.iter().map(|c| c.code).collect();
    assert_eq!(codes, ["asia", "europe", "america", "africa", "oceania", "antarctica"]);
    assert!(cat.continents.iter().enumerate().all(|(i, c)| c.id == i as i64 + 1));
    let countries: HashSet<i64> = cat.travels.iter().map(|t| t.country_id).collect();
    assert!(countries.len() >= 100, "distinct travel countries: {}", countries.len());
    let continents: HashSet<i64> = cat.travels.iter().map(|t| t.continent_id).collect();
    assert_eq!(continents.len(), 6);
    let country_continents: HashSet<i64> = cat.countries.iter().map(|c| c.continent_id).collect();
    assert_eq!(country_continents.len(), 6);
    assert!((35..=45).contains(&cat.events.len()), "events: {}", cat.events.len());
    let per_travel = cat.reviews.len() as f64 / cat.travels.len() as f64;
    assert!((3.5..=6.5).contains(&per_travel), "reviews per travel: {per_travel}");
}

#[test]
fn countries_are_real_and_named() {
    let cat = full();
    let by_iso: BTreeMap<&str, &demo_catalogue::Country> = cat.countries.iter().map(|c| (c.iso3, c)).collect();
    assert_eq!(by_iso.len(), cat.countries.len(), "unique iso3");
    for c in &cat.countries {
        assert!(c.iso3.len() == 3 && c.iso3.bytes().all(|b| b.is_ascii_uppercase()), "{}", c.iso3);
        assert!((1..=6).contains(&c.continent_id));
        assert_texts(&c.name, c.iso3);
    }
    assert_eq!(by_iso["USA"].name["de"], "Vereinigte Staaten");
    assert_eq!(by_iso["JPN"].name["it"], "Giappone");
    assert_eq!(by_iso["DEU"].name["fr"], "Allemagne");
    assert_eq!(by_iso["ISL"].name["es"], "Islandia");
    assert_eq!(by_iso["ATA"].continent_id, 6);
    for c in &cat.continents {
        assert_texts(&c.name, c.code);
    }
}

#[test]
fn tours_dates_statuses_and_seats() {
    let cat = full();
    let t0 = today();
    let first = t0.checked_add_days(Days::new(7)).unwrap();
    let last = t0.checked_add_months(Months::new(18)).unwrap();
    let travels: BTreeMap<i64, &demo_catalogue::Travel> = cat.travels.iter().map(|t| (t.id, t)).collect();
    let mut per_status: BTreeMap<&str, usize> = BTreeMap::new();
    let mut months = BTreeSet::new();
    let mut dates_per_travel: BTreeMap<i64, HashSet<NaiveDate>> = BTreeMap::new();
    for t in &cat.tours {
        let travel = travels[&t.travel_id];
        assert!(t.starting_date >= first && t.starting_date <= last, "{} starts {}", t.code, t.starting_date);
        assert_eq!((t.ending_date - t.starting_date).num_days(), travel.days - 1);
        assert!(dates_per_travel.entry(t.travel_id).or_default().insert(t.starting_date), "two tours on one date");
        months.insert((t.starting_date.year(), t.starting_date.month()));
        *per_status.entry(t.status).or_default() += 1;
        assert!((0..=15).contains(&t.free_seats), "{}", t.code);
        match t.status {
            "SOLD_OUT" | "WAITING_LIST" => assert_eq!(t.free_seats, 0),
            "ALMOST_FULL" => assert!((1..=3).contains(&t.free_seats)),
            "CONFIRMED" => assert!((4..=11).contains(&t.free_seats) && t.seats_to_confirm == 0),
            "ALMOST_CONFIRMED" => assert!((1..=2).contains(&t.seats_to_confirm)),
            "PLANNED" => assert!((3..=8).contains(&t.seats_to_confirm)),
            other => panic!("unknown status {other}"),
        }
        if t.seats_to_confirm > 0 {
            assert!(t.seats_to_confirm <= t.free_seats, "{}", t.code);
        }
        assert!(["25-35", "35-49", "ALL"].contains(&t.age_badge));
        assert!(t.badge_id.is_none_or(|b| ["NEW", "HOT", "SAFE"].contains(&b)));
        assert!(cat.coordinators.iter().any(|c| c.id == t.coordinator_id));
    }
    // Every travel has several departures spread over the 18 months.
    assert!(dates_per_travel.len() == cat.travels.len());
    assert!(dates_per_travel.values().all(|d| d.len() >= 3));
    assert!(months.len() >= 18, "months covered: {}", months.len());
    let total = cat.tours.len() as f64;
    for s in STATUSES {
        assert!(per_status.get(s).copied().unwrap_or(0) > 0, "missing status {s}");
    }
    let common = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED"].iter().map(|s| per_status[s]).sum::<usize>() as f64;
    assert!(common / total > 0.7, "common statuses share {}", common / total);
    for s in ["ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"] {
        assert!((per_status[s] as f64) < per_status["PLANNED"] as f64, "{s} too frequent");
    }
}

#[test]
fn ids_codes_and_slugs_are_unique() {
    let cat = full();
    let ids: HashSet<&str> = cat.tours.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(ids.len(), cat.tours.len());
    assert!(cat.tours.iter().all(|t| is_uuid_v4(&t.id)), "uuid v4 shape");
    let codes: HashSet<&str> = cat.tours.iter().map(|t| t.code.as_str()).collect();
    assert_eq!(codes.len(), cat.tours.len());
    let countries: BTreeMap<i64, &str> = cat.countries.iter().map(|c| (c.id, c.iso3)).collect();
    let travels: BTreeMap<i64, i64> = cat.travels.iter().map(|t| (t.id, t.country_id)).collect();
    for t in &cat.tours {
        let iso = countries[&travels[&t.travel_id]];
        let date = format!("{:02}{:02}{:02}", t.starting_date.year() % 100, t.starting_date.month(), t.starting_date.day());
        let prefix = format!("{iso}-{date}-");
        assert!(t.code.starts_with(&prefix), "{} vs {prefix}", t.code);
        let letter = &t.code[prefix.len()..];
        assert!(!letter.is_empty() && letter.bytes().all(|b| b.is_ascii_uppercase()));
    }
    let slugs: HashSet<&str> = cat.travels.iter().map(|t| t.slug.as_str()).collect();
    assert_eq!(slugs.len(), cat.travels.len());
    assert!(cat.travels.iter().all(|t| is_kebab(&t.slug)));
    let cslugs: HashSet<&str> = cat.coordinators.iter().map(|c| c.slug.as_str()).collect();
    assert_eq!(cslugs.len(), cat.coordinators.len());
    assert!(cat.coordinators.iter().all(|c| is_kebab(&c.slug)));
    for list in [
        cat.travels.iter().map(|t| t.id).collect::<Vec<_>>(),
        cat.coordinators.iter().map(|c| c.id).collect(),
        cat.countries.iter().map(|c| c.id).collect(),
        cat.reviews.iter().map(|r| r.id).collect(),
        cat.events.iter().map(|e| e.id).collect(),
    ] {
        assert!(list.iter().enumerate().all(|(i, &id)| id == i as i64 + 1), "ids are 1..=n");
    }
}

#[test]
fn prices_are_consistent() {
    let cat = full();
    let days: BTreeMap<i64, i64> = cat.travels.iter().map(|t| (t.id, t.days)).collect();
    let mut discounted = 0usize;
    for t in &cat.tours {
        let cur: Vec<&str> = t.prices.iter().map(|p| p.currency).collect();
        assert_eq!(cur, ["EUR", "GBP", "USD"]);
        for p in &t.prices {
            assert!(p.price > 0 && p.price <= p.base_price, "{}", t.code);
            assert_eq!(p.base_price % 100, 0, "whole units");
            assert_eq!(p.price % 100, 0, "whole units");
        }
        let eur = t.prices[0].base_price / 100;
        let per_day = eur as f64 / days[&t.travel_id] as f64;
        assert!((88.0..=202.0).contains(&per_day), "{} costs {per_day} EUR a day", t.code);
        let gbp = t.prices[1].base_price as f64 / t.prices[0].base_price as f64;
        let usd = t.prices[2].base_price as f64 / t.prices[0].base_price as f64;
        assert!((gbp - 0.86).abs() < 0.01 && (usd - 1.08).abs() < 0.01, "{} fx {gbp} {usd}", t.code);
        let pct: Vec<f64> = t.prices.iter().map(|p| 1.0 - p.price as f64 / p.base_price as f64).collect();
        if t.prices[0].price < t.prices[0].base_price {
            discounted += 1;
            assert!((0.045..=0.255).contains(&pct[0]), "{} discount {}", t.code, pct[0]);
            assert!(pct.iter().all(|x| (x - pct[0]).abs() < 0.01), "same discount in all currencies");
            assert!(t.prices.iter().all(|p| p.price < p.base_price));
        } else {
            assert!(t.prices.iter().all(|p| p.price == p.base_price));
        }
    }
    let share = discounted as f64 / cat.tours.len() as f64;
    assert!((0.08..=0.22).contains(&share), "discounted share {share}");
}

#[test]
fn travels_are_complete_and_translated() {
    let cat = full();
    let mut below_43 = 0;
    let mut unrated = 0;
    for t in &cat.travels {
        let what = &t.slug;
        assert!((5..=21).contains(&t.days) && t.nights == t.days - 1, "{what}");
        assert!(["25-35", "35-49", "ALL"].contains(&t.age_range));
        assert!((1..=3).contains(&t.moods.len()) && t.moods.iter().all(|m| MOODS.contains(m)), "{what}");
        let distinct: HashSet<_> = t.moods.iter().collect();
        assert_eq!(distinct.len(), t.moods.len());
        assert!(["adventure", "tour", "beach", "trekking", "city", "roadtrip"].contains(&t.travel_type));
        assert!(["classic", "active", "comfort", "backpacking"].contains(&t.travel_style));
        assert!((0..360).contains(&t.image_hue));
        if t.reviews_count == 0 {
            assert_eq!(t.rating, 0.0);
            unrated += 1;
        } else {
            assert!((3.6..=5.0).contains(&t.rating), "{what} rating {}", t.rating);
            assert!(((t.rating * 10.0).round() - t.rating * 10.0).abs() < 1e-9, "one decimal");
            if t.rating < 4.3 {
                below_43 += 1;
            }
        }
        let country = cat.countries.iter().find(|c| c.id == t.country_id).expect("country");
        assert_eq!(country.continent_id, t.continent_id);
        assert!(cat.coordinators.iter().any(|c| c.id == t.coordinator_id));
        assert_texts(&t.title, what);
        assert_texts(&t.destination_label, what);
        assert_texts(&t.description, what);
        for lang in LANGS {
            assert!(t.destination_label[lang].contains(country.name[lang].as_str()), "{what} label {lang}");
            assert!(t.title[lang].starts_with(t.destination_label[lang].as_str()), "{what} title {lang}");
            let sentences = t.description[lang].matches(['.', '!']).count();
            assert!((2..=3).contains(&sentences), "{what} description {lang}: {}", t.description[lang]);
        }
        assert_eq!(crate_slug(&t.title["en"]), t.slug.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-'));
        assert!((3..=6).contains(&t.included.len()) && (3..=6).contains(&t.not_included.len()), "{what}");
        assert!(t.included.iter().any(|i| i["en"].contains("coordinator")));
        assert!(t.included.iter().any(|i| i["en"] == "Medical and baggage insurance"));
        assert!(t.not_included.iter().any(|i| i["en"].contains("flights")));
        assert!(!t.included.iter().any(|i| i["en"].to_lowercase().contains("flight")));
        for i in t.included.iter().chain(&t.not_included) {
            assert_texts(i, what);
        }
        assert_eq!(t.itinerary.len() as i64, t.days, "{what}");
        for (n, d) in t.itinerary.iter().enumerate() {
            assert_eq!(d.day, n as i64 + 1);
            assert_texts(&d.title, what);
            assert_texts(&d.body, what);
            assert!(!d.night_location.trim().is_empty());
        }
        assert!(!t.faqs.is_empty());
        for f in &t.faqs {
            assert!(["general", "itinerary", "destination"].contains(&f.category));
            assert_texts(&f.question, what);
            assert_texts(&f.answer, what);
        }
    }
    assert!(below_43 > 0, "some travels rated below 4.3");
    assert!(unrated < cat.travels.len() / 10, "few travels without reviews");
}

/// The documented slug rule, restated: lowercase ASCII words joined by dashes.
fn crate_slug(title: &str) -> String {
    title.to_lowercase().split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join("-")
}

#[test]
fn coordinators_reviews_and_events() {
    let cat = full();
    for c in &cat.coordinators {
        assert!(c.name.split(" ").count() >= 2, "{}", c.name);
        assert!(!c.city.is_empty() && (0..360).contains(&c.avatar_hue));
        assert_texts(&c.bio, &c.slug);
    }
    let t0 = today();
    let year_ago = t0.checked_sub_days(Days::new(366)).unwrap();
    let mut ratings = [0usize; 6];
    for r in &cat.reviews {
        assert!((1..=5).contains(&r.rating));
        ratings[r.rating as usize] += 1;
        assert!(LANGS.contains(&r.lang));
        assert!(r.date < t0 && r.date >= year_ago, "{}", r.date);
        assert!(!r.text.is_empty() && !r.text.contains('{'));
        let (first, initial) = r.author.rsplit_once(' ').expect("first name + initial");
        assert!(!first.is_empty() && initial.ends_with('.') && initial.chars().count() == 2, "{}", r.author);
        let travel = cat.travels.iter().find(|t| t.id == r.travel_id).expect("travel");
        assert!(travel.reviews_count > 0);
    }
    assert!(ratings[4] + ratings[5] > cat.reviews.len() * 7 / 10, "mostly 4-5 stars");
    assert!(ratings[1..=3].iter().all(|&n| n > 0), "every rating used");
    let langs: HashSet<&str> = cat.reviews.iter().map(|r| r.lang).collect();
    assert_eq!(langs.len(), 5);
    let horizon = t0.checked_add_months(Months::new(3)).unwrap();
    for e in &cat.events {
        assert!(e.date > t0 && e.date <= horizon);
        assert!((8..=60).contains(&e.attendees));
        assert!(cat.countries.iter().any(|c| c.id == e.country_id));
        assert!(cat.coordinators.iter().any(|c| c.id == e.coordinator_id));
    }
    assert!(cat.events.windows(2).all(|w| w[0].date <= w[1].date));
}

#[test]
fn small_spec_covers_every_continent_and_status() {
    for seed in [0, 1, 2, 42, u64::MAX] {
        let cat = generate(&CatalogueSpec::small(seed, today()));
        assert!(cat.travels.len() < 50);
        let continents: HashSet<i64> = cat.travels.iter().map(|t| t.continent_id).collect();
        assert_eq!(continents.len(), 6, "seed {seed}");
        let statuses: HashSet<&str> = cat.tours.iter().map(|t| t.status).collect();
        assert_eq!(statuses.len(), 6, "seed {seed}");
        assert_eq!(cat, generate(&CatalogueSpec::small(seed, today())));
    }
}

#[test]
fn titles_read_like_titles() {
    let cat = full();
    let iceland = cat.travels.iter().find(|t| t.slug.starts_with("iceland-")).expect("an Iceland travel");
    assert!(iceland.title["en"].starts_with("Iceland: "));
    assert!(iceland.title["fr"].starts_with("Islande : "));
    assert!(iceland.title["de"].starts_with("Island: "));
    for t in &cat.travels {
        assert!(t.title["en"].contains(" and "), "{}", t.title["en"]);
        assert!(t.title["it"].contains(" e "), "{}", t.title["it"]);
        assert!(t.title["es"].contains(" y ") || t.title["es"].contains(" e "), "{}", t.title["es"]);
        assert!(t.title["fr"].contains(" et "), "{}", t.title["fr"]);
        assert!(t.title["de"].contains(" und "), "{}", t.title["de"]);
        assert_ne!(t.title["en"], t.title["it"]);
    }
}

#[test]
fn extreme_inputs_do_not_panic() {
    for today in [NaiveDate::MIN, NaiveDate::MAX, NaiveDate::from_ymd_opt(2024, 2, 29).unwrap()] {
        for travels in [0, 1, 7] {
            let cat = generate(&CatalogueSpec { seed: u64::MAX, today, travels });
            assert_eq!(cat.travels.len(), travels);
        }
    }
    // More travels than there are theme combinations still yields unique slugs.
    let big = generate(&CatalogueSpec { seed: 3, today: today(), travels: 1500 });
    let slugs: HashSet<&str> = big.travels.iter().map(|t| t.slug.as_str()).collect();
    assert_eq!(slugs.len(), 1500);
}
