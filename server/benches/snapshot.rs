//! In-process benchmarks of the data path (`cargo bench -p caravan-server`):
//! a filtered search over the catalogue snapshot, and a whole travel-page
//! request through the router with the page cache off (routing, extractors,
//! snapshot reads, Leptos rendering).
//!
//! `BENCH_TRAVELS` sets the catalogue size: 2963 travels (the default) make
//! about 100,000 departures. The catalogue is seeded into a temporary SQLite
//! database and loaded the way a server instance loads it. `BENCH_DATA_DIR` reuses a catalogue
//! seeded before (the million-departure one takes a quarter of an hour to seed) and keeps it.

use axum::body::Body;
use axum::http::Request;
use caravan_server::catalogue::Viewer;
use caravan_server::config::Config;
use caravan_server::{build_router, AppState};
use criterion::{criterion_group, criterion_main, Criterion};
use search_core::{parse_query, Currency};
use std::collections::HashMap;
use tower::ServiceExt;

fn state(runtime: &tokio::runtime::Runtime) -> (AppState, std::path::PathBuf) {
    let travels = std::env::var("BENCH_TRAVELS").unwrap_or_else(|_| "2963".into());
    let dir = std::env::var_os("BENCH_DATA_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join(format!("caravan-bench-{}-{travels}", std::process::id())));
    let env: HashMap<&str, String> = HashMap::from([
        ("DATABASE_URL", format!("sqlite://{}/caravan.db", dir.display())),
        ("CATALOGUE_SIZE", travels),
        ("CACHE", "off".into()),
        // `it.localhost` selects the Italian edition only in development.
        ("DEVELOPMENT", "1".into()),
    ]);
    let config = Config::from_lookup(|k| env.get(k).cloned()).expect("bench config");
    let state = runtime.block_on(AppState::from_config(config)).expect("seeded state");
    (state, dir)
}

fn benches(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let (state, dir) = state(&runtime);
    let seeded_here = std::env::var_os("BENCH_DATA_DIR").is_none();
    let snapshot = state.catalogue.snapshot();
    eprintln!("catalogue: {} travels, {} tours", snapshot.travels.len(), snapshot.tours.len());
    let viewer = Viewer { language: caravan_site::edition::Language::It, currency: Currency::EUR, today: state.today() };

    let filtered = parse_query("continentId[]=europe&sort=price:asc&page=3").filters;
    c.bench_function("search: continent + price sort, page 3", |b| b.iter(|| snapshot.search_tours(&viewer, &filtered)));
    let defaults = parse_query("").filters;
    c.bench_function("search: no filters, page 1", |b| b.iter(|| snapshot.search_tours(&viewer, &defaults)));
    let text = parse_query("textSearch=peru&dateFrom=2027-01-01&dateTo=2027-12-31").filters;
    c.bench_function("search: text + dates", |b| b.iter(|| snapshot.search_tours(&viewer, &text)));
    let typo = parse_query("textSearch=itlay+trekking&durations[]=MAX_10&sort=price:asc").filters;
    c.bench_function("search: text with a typo + filter + price sort", |b| b.iter(|| snapshot.search_tours(&viewer, &typo)));
    let continent_name = parse_query("textSearch=Europa&discounted=true&sort=discount:desc").filters;
    c.bench_function("search: continent name + discounted + discount sort", |b| b.iter(|| snapshot.search_tours(&viewer, &continent_name)));
    let europe = parse_query("continentId[]=europe&durations[]=MAX_10").filters;
    // The day's first counts also group each travel's departures (kept for the day): once, not per search.
    let first = std::time::Instant::now();
    snapshot.facets(&viewer, &europe);
    eprintln!("first facet counts of the day, grouping included: {:.1} ms", first.elapsed().as_secs_f64() * 1e3);
    c.bench_function("facet counts: continent + duration", |b| b.iter(|| snapshot.facets(&viewer, &europe)));

    let travel = format!("/viaggi/{}", snapshot.travels[snapshot.travels.len() / 2].slug);
    let router = build_router(state.clone());
    let request = || Request::get(&travel).header("host", "it.localhost:3000").body(Body::empty()).expect("request");
    let status = runtime.block_on(router.clone().oneshot(request())).expect("answer").status();
    assert_eq!(status, 200, "{travel}");
    c.bench_function("travel page, cache off, through the router", |b| {
        b.iter(|| runtime.block_on(async { router.clone().oneshot(request()).await.expect("answer") }))
    });
    drop(router);
    drop(state);
    if seeded_here {
        let _ = std::fs::remove_dir_all(dir);
    }
}

criterion_group!(snapshot_benches, benches);
criterion_main!(snapshot_benches);
