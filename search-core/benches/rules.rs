//! The hot rules of search-core (`cargo bench -p search-core`): what runs on
//! every search page render and on every search-bar interaction.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use search_core::calendar::{calendar_months, click_range_day, CalendarTour, DateRange};
use search_core::history::{add_to_history, HistoryEntry};
use search_core::period::WeekStart;
use search_core::selection::{Place, SearchSelection};
use search_core::{parse_query, TourStatus};

fn rules(c: &mut Criterion) {
    let query = "continentId[]=europe&continentId[]=asia&status[]=CONFIRMED&status[]=ALMOST_FULL&priceFrom=50000&priceTo=150000\\
                 &durations[]=MAX_10&sort=price:asc&page=3&textSearch=inca+trail&dateFrom=2027-03-01&dateTo=2027-03-31&utm_source=x";
    c.bench_function("parse_query: 13 pairs", |b| b.iter(|| parse_query(black_box(query))));
    let filters = parse_query(query).filters;
    c.bench_function("to_query: 12 keys", |b| b.iter(|| black_box(&filters).to_query()));

    let today = chrono::NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
    let tours: Vec<CalendarTour> = (0..60)
        .map(|i| {
            let start = today + chrono::Duration::days(i * 9);
            CalendarTour {
                id: format!("t{i}"),
                date_from: search_core::date::iso(start),
                date_to: search_core::date::iso(start + chrono::Duration::days(8)),
                status: TourStatus::ALL[i as usize % 6],
            }
        })
        .collect();
    c.bench_function("calendar_months: 18 months, 60 tours", |b| {
        b.iter(|| calendar_months(today, today, 18, WeekStart::Monday, black_box(&tours)))
    });
    let range = DateRange { date_from: Some("2027-03-10".into()), date_to: None };
    c.bench_function("click_range_day", |b| b.iter(|| click_range_day(Some(black_box(&range)), "2027-03-20", today)));

    let selection = SearchSelection::default().choose_destination(Place { id: "PER".into(), name: "Perù".into() });
    let history: Vec<HistoryEntry> =
        (0..100).map(|i| selection.clone().type_text(&format!("place {i}")).history_entry("2026-11-22T10:00:00Z", false, false)).collect();
    let entry = selection.history_entry("2026-11-22T10:00:00Z", false, false);
    c.bench_function("add_to_history: full history of 100", |b| b.iter(|| add_to_history(history.clone(), black_box(entry.clone()))));
    c.bench_function("navigation_filters + search_url", |b| {
        b.iter(|| search_core::search_url("/cerca", &black_box(&selection).navigation_filters(false)))
    });
}

/// Ask: one keystroke re-parses the whole wish, so this is the per-keystroke cost.
fn ask(c: &mut Criterion) {
    use search_core::ask::{parse, Context, Language};
    let today = chrono::NaiveDate::from_ymd_opt(2027, 1, 13).unwrap();
    let en =
        Context { language: Language::En, today, week_start: search_core::period::WeekStart::Monday, currency: search_core::Currency::EUR };
    let it = Context { language: Language::It, ..en };
    let _ = parse("warm up", &en);
    let _ = parse("warm up", &it);
    let wish = "we're a couple in our thirties, two weeks in Japan or South Korea next spring under $3,000 with a private room";
    c.bench_function("ask parse: 20-word English wish", |b| b.iter(|| parse(black_box(wish), &en)));
    let desiderio = "siamo trentenni, due settimane in Giappone la prossima primavera sotto i 3.000 euro con camera singola";
    c.bench_function("ask parse: 16-word Italian wish", |b| b.iter(|| parse(black_box(desiderio), &it)));
}

criterion_group!(benches, rules, ask);
criterion_main!(benches);
