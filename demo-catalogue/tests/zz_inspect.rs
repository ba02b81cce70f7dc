use chrono::NaiveDate;
use demo_catalogue::*;
use std::collections::BTreeMap;
#[test]
fn inspect() {
    let today = NaiveDate::from_ymd_opt(2026, 3, 14).unwrap();
    let t = std::time::Instant::now();
    let cat = generate(&CatalogueSpec::full(20_260_314, today));
    eprintln!("TIME full: {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let _s = generate(&CatalogueSpec::small(1, today));
    eprintln!("TIME small: {:?}", t.elapsed());
    eprintln!("travels {} tours {} reviews {} events {} coords {}", cat.travels.len(), cat.tours.len(), cat.reviews.len(), cat.events.len(), cat.coordinators.len());
    let mut st: BTreeMap<&str, usize> = BTreeMap::new();
    for t in &cat.tours { *st.entry(t.status).or_default() += 1; }
    eprintln!("{st:?}");
    let mut ty: BTreeMap<&str, usize> = BTreeMap::new();
    let mut sy: BTreeMap<&str, usize> = BTreeMap::new();
    for t in &cat.travels { *ty.entry(t.travel_type).or_default() += 1; *sy.entry(t.travel_style).or_default() += 1; }
    eprintln!("{ty:?}\n{sy:?}");
    let disc = cat.tours.iter().filter(|t| t.prices[0].price < t.prices[0].base_price).count();
    eprintln!("discounted {disc}");
    let mut badge: BTreeMap<Option<&str>, usize> = BTreeMap::new();
    for t in &cat.tours { *badge.entry(t.badge_id).or_default() += 1; }
    eprintln!("{badge:?}");
    for i in [0usize, 1, 2, 3, 4, 5, 50, 130, 200, 317] {
        let t = &cat.travels[i];
        eprintln!("\n=== {} {} days={} {:?} {} {} {:?} rating {} ({})", t.id, t.slug, t.days, t.moods, t.travel_type, t.travel_style, t.age_range, t.rating, t.reviews_count);
        for l in LANGS { eprintln!("  T[{l}] {}", t.title[l]); }
        for l in LANGS { eprintln!("  D[{l}] {}", t.description[l]); }
        eprintln!("  inc: {:?}", t.included.iter().map(|x| x["it"].clone()).collect::<Vec<_>>());
        eprintln!("  exc: {:?}", t.not_included.iter().map(|x| x["fr"].clone()).collect::<Vec<_>>());
        for d in &t.itinerary { eprintln!("   {:>2} [{}] {} | {} | {}", d.day, d.night_location, d.title["en"], d.title["fr"], d.body["it"]); }
        for f in &t.faqs { eprintln!("   faq {} {} -> {}", f.category, f.question["de"], f.answer["es"]); }
        let tours: Vec<_> = cat.tours.iter().filter(|x| x.travel_id == t.id).collect();
        eprintln!("  tours {}: first {:?}", tours.len(), tours.first().map(|x| (&x.id, &x.code, x.starting_date, x.status, x.free_seats, x.seats_to_confirm, &x.prices)));
    }
    for r in cat.reviews.iter().take(12) { eprintln!("R {} {} {} {} {}: {}", r.travel_id, r.rating, r.lang, r.date, r.author, r.text); }
    for c in cat.coordinators.iter().take(6) { eprintln!("C {} {} {} {} | {} | {}", c.id, c.slug, c.name, c.city, c.bio["en"], c.bio["it"]); }
    for e in cat.events.iter().take(5) { eprintln!("E {:?}", e); }
    let multi: Vec<_> = cat.travels.iter().filter(|t| t.destination_label["en"].contains('&')).take(4).collect();
    for t in multi { for l in LANGS { eprintln!("M[{l}] {} // {}", t.title[l], t.description[l]); } }
    let ata: Vec<_> = cat.travels.iter().filter(|t| t.continent_id == 6).collect();
    for t in ata.iter().take(1) { eprintln!("ATA {} {}", t.title["en"], t.days); for d in &t.itinerary { eprintln!("   {} [{}] {} | {}", d.day, d.night_location, d.title["en"], d.title["es"]); } }
    let per_country: BTreeMap<i64, usize> = cat.travels.iter().fold(BTreeMap::new(), |mut m, t| { *m.entry(t.country_id).or_default() += 1; m });
    eprintln!("max per country {:?}", per_country.iter().max_by_key(|x| x.1));
    let suffixed = cat.travels.iter().filter(|t| t.slug.chars().last().unwrap().is_ascii_digit()).count();
    eprintln!("suffixed slugs {suffixed}");
}
