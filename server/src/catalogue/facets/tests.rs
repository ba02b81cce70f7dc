//! The filter counts checked against the searches they stand for.

use super::*;
use caravan_site::edition::Language;
use chrono::NaiveDate;
use search_core::{parse_query, Currency};

/// Each count must be the total the search would have with that option
/// chosen in its group and every other filter kept.
#[tokio::test]
async fn each_count_is_the_total_of_the_search_with_that_option() {
    let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
    let snapshot = crate::catalogue::load::test_snapshot("facets", today).await;
    let viewer = Viewer { language: Language::En, currency: Currency::EUR, today };
    let total = |viewer: &Viewer, q: &str| snapshot.search_page(viewer, &parse_query(q).filters).total;
    // Age and badge filters as bases too, with values the catalogue has.
    let all = snapshot.facets(&viewer, &Filters::default());
    assert!(!all.badge.is_empty() && all.age.len() > 1, "the demo has badges and several age ranges");
    let (age, badge) = (&all.age[0].0, &all.badge[0].0);
    // The first six are counted from each travel's groups of departures (the price filters
    // are suggested ranges); bounds of one's own or dates make the counts scan the departures.
    let bases = [
        "",
        "continentId[]=europe",
        "travelStyles[]=active&discounted=true",
        "durations[]=MAX_10&status[]=CONFIRMED",
        "priceFrom=150000&status[]=GUARANTEED",
        "priceTo=250000&continentId[]=europe",
        "priceFrom=120000&priceTo=190000",
        "dateFrom=2027-03-01&continentId[]=europe&discounted=true",
    ]
    .map(String::from)
    .into_iter()
    .chain([format!("ageBadge[]={age}"), format!("badgeId[]={badge}&status[]=GUARANTEED")]);
    // Each currency has its own groups: the bases take turns.
    for (n, base) in bases.enumerate() {
        let (base, viewer) = (base.as_str(), Viewer { currency: Currency::ALL[n % Currency::ALL.len()], ..viewer });
        let f = parse_query(base).filters;
        let facets = snapshot.facets(&viewer, &f);
        let with = |extra: &str| {
            let mut g = f.clone();
            let e = parse_query(extra).filters;
            // The option replaces the group's current choice.
            if e.price_from.is_some() || e.price_to.is_some() {
                (g.price_from, g.price_to) = (e.price_from, e.price_to);
            }
            g.durations = e.durations.or(g.durations.take().filter(|_| !extra.starts_with("durations")));
            g.status = e.status.or(g.status.take());
            g.travel_styles = e.travel_styles.or(g.travel_styles.take());
            g.travel_types = e.travel_types.or(g.travel_types.take());
            g.age_badge = e.age_badge.or(g.age_badge.take());
            g.discounted = e.discounted.or(g.discounted);
            g.cost_centers = e.cost_centers.or(g.cost_centers.take());
            g.badge_id = e.badge_id.or(g.badge_id.take());
            total(&viewer, &g.to_query())
        };
        for (range, count) in &facets.price {
            let q = [range.price_from.map(|p| format!("priceFrom={p}")), range.price_to.map(|p| format!("priceTo={p}"))];
            assert_eq!(*count, with(&q.into_iter().flatten().collect::<Vec<_>>().join("&")), "{base}: price {range:?}");
        }
        for (label, count) in &facets.duration {
            assert_eq!(*count, with(&format!("durations[]={label}")), "{base}: {label}");
        }
        for (status, count) in &facets.status {
            assert_eq!(*count, with(&format!("status[]={}", status.as_str())), "{base}: {status:?}");
        }
        for (style, count) in &facets.travel_style {
            assert_eq!(*count, with(&format!("travelStyles[]={style}")), "{base}: {style}");
        }
        for (kind, count) in &facets.travel_type {
            assert_eq!(*count, with(&format!("travelTypes[]={kind}")), "{base}: {kind}");
        }
        for (age, count) in &facets.age {
            assert_eq!(*count, with(&format!("ageBadge[]={age}")), "{base}: {age}");
        }
        for (badge, count) in &facets.badge {
            assert_eq!(*count, with(&format!("badgeId[]={badge}")), "{base}: badge {badge}");
        }
        assert_eq!(facets.discounted, with("discounted=true"), "{base}: discounted");
        assert_eq!(facets.unique, with("costCenters[]=UNIQUE"), "{base}: unique");
        assert!(facets.age_offered, "{base}: the demo has several age ranges");
    }
}

/// The counts kept for a search are its own: the same search paged, sorted or on the other
/// tab counts alike, and another filter, currency or day counts anew.
#[tokio::test]
async fn kept_counts_are_each_searchs_own() {
    let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
    let snapshot = crate::catalogue::load::test_snapshot("kept-facets", today).await;
    let searches = ["", "continentId[]=europe", "continentId[]=europe&priceFrom=150000", "durations[]=MAX_10&status[]=CONFIRMED"];
    let views = ["", "&page=2", "&sort=price:asc&page=3", "&tab=travels&perPage=40"];
    let mut distinct = Vec::new();
    for round in 0..2 {
        for (currency, day) in [(Currency::EUR, today), (Currency::GBP, today), (Currency::EUR, today + chrono::Days::new(120))] {
            let viewer = Viewer { language: Language::En, currency, today: day };
            for search in searches {
                let whole = snapshot.work_out_facets(&viewer, &parse_query(search).filters);
                for view in views {
                    let kept = snapshot.facets(&viewer, &parse_query(&format!("{search}{view}")).filters);
                    assert_eq!(*kept, whole, "{search}{view} in {currency:?} on {day}, round {round}");
                }
                if round == 0 {
                    distinct.push(format!("{whole:?}"));
                }
            }
        }
    }
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), 3 * searches.len(), "each search, currency and day counts its own");
}
