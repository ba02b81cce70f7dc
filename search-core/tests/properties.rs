//! Properties of the query grammar over generated input: parsing never panics,
//! what it keeps serialises and parses back to the same filters, and the
//! calendar and history rules hold their limits for any input.

use proptest::prelude::*;
use search_core::calendar::{calendar_months, click_range_day, CalendarTour};
use search_core::date::parse_iso;
use search_core::history::{add_to_history, HistoryEntry, HistoryParams, HistoryValues, UserStatus, MAX_ENTRIES};
use search_core::period::WeekStart;
use search_core::{parse_query, TourStatus};

/// Query-shaped strings: known and unknown keys, brackets, escapes, junk values.
fn query_like() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        Just("textSearch".to_string()),
        Just("status[]".to_string()),
        Just("priceFrom".to_string()),
        Just("dateFrom".to_string()),
        Just("dateTo".to_string()),
        Just("continentId[]".to_string()),
        Just("sort".to_string()),
        Just("page".to_string()),
        Just("discounted".to_string()),
        "[a-zA-Z%\\[\\]]{0,12}",
    ];
    let value = prop_oneof![
        "\\PC{0,30}",
        "[0-9-]{0,12}",
        Just("CONFIRMED".to_string()),
        Just("price:asc".to_string()),
        Just("2027-03-01".to_string()),
        "(%[0-9A-Fa-f]{2}|%|\\+|&|=){0,8}",
    ];
    prop::collection::vec((key, value), 0..12)
        .prop_map(|pairs| pairs.into_iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&"))
}

proptest! {
    #[test]
    fn parsing_never_panics_on_any_string(query in "\\PC{0,200}") {
        let _ = parse_query(&query);
    }

    #[test]
    fn what_parsing_keeps_round_trips(query in query_like()) {
        let kept = parse_query(&query).filters;
        let again = parse_query(&kept.to_query());
        prop_assert_eq!(&again.filters, &kept);
        prop_assert!(again.ignored.is_empty(), "{:?}", again.ignored);
        prop_assert!(kept.validate().is_ok());
    }

    #[test]
    fn kept_dates_are_real_and_ordered(query in query_like()) {
        let f = parse_query(&query).filters;
        for date in [&f.date_from, &f.date_to].into_iter().flatten() {
            prop_assert!(parse_iso(date).is_some(), "{}", date);
        }
        if let (Some(from), Some(to)) = (&f.date_from, &f.date_to) {
            prop_assert!(from <= to);
        }
    }

    #[test]
    fn calendar_months_always_have_full_weeks(year in 2000i32..2100, month in 1u32..=12, count in 1usize..20, sunday in any::<bool>()) {
        let first = chrono::NaiveDate::from_ymd_opt(year, month, 1).unwrap();
        let week_start = if sunday { WeekStart::Sunday } else { WeekStart::Monday };
        let tours = [CalendarTour { id: "t".into(), date_from: "2050-01-01".into(), date_to: "2050-01-09".into(), status: TourStatus::Planned }];
        let months = calendar_months(first, first, count, week_start, &tours);
        prop_assert_eq!(months.len(), count);
        for m in &months {
            let cells: usize = m.weeks.iter().map(Vec::len).sum();
            prop_assert!([28, 35, 42].contains(&cells));
            prop_assert!(m.weeks.iter().all(|w| w.len() == 7));
        }
    }

    #[test]
    fn range_clicks_keep_start_before_end(clicks in prop::collection::vec(0i64..60, 0..12)) {
        let today = chrono::NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let mut range = None;
        for offset in clicks {
            let day = today + chrono::Duration::days(offset - 5);
            range = click_range_day(range.as_ref(), &search_core::date::iso(day), today).range;
            if let Some(r) = &range {
                prop_assert!(r.date_from.is_some());
                if let (Some(from), Some(to)) = (&r.date_from, &r.date_to) {
                    prop_assert!(from < to);
                }
            }
        }
    }

    #[test]
    fn history_never_exceeds_its_limit_nor_holds_duplicates(names in prop::collection::vec("[a-cA-C]{1,2}", 0..300)) {
        let mut history: Vec<HistoryEntry> = Vec::new();
        for (i, name) in names.iter().enumerate() {
            let entry = HistoryEntry {
                date: i.to_string(),
                user_status: UserStatus::LoggedOut,
                values: HistoryValues { destination_name: Some(name.clone()), params: HistoryParams::default(), query: String::new() },
            };
            history = add_to_history(history, entry);
        }
        prop_assert!(history.len() <= MAX_ENTRIES);
        let mut keys: Vec<String> = history.iter().map(HistoryEntry::dedup_key).collect();
        keys.sort();
        keys.dedup();
        prop_assert_eq!(keys.len(), history.len());
    }
}
