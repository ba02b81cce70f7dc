//! The query grammar's rules, one test each (see the module's documentation).

use super::*;

fn filters(q: &str) -> Filters {
    parse_query(q).filters
}

#[test]
fn booleans_only_from_true_or_false() {
    let f = filters("discounted=true&isNoSharingRoomAvailable=false&hasTours=yes");
    assert_eq!(f.discounted, Some(true));
    assert_eq!(f.is_no_sharing_room_available, Some(false));
    assert_eq!(f.has_tours, None);
    assert_eq!(parse_query("hasTours=yes").ignored, vec![Ignored { key: "hasTours".into(), reason: IgnoredReason::NotABoolean }]);
}

#[test]
fn integers_parse_within_bounds() {
    let f = filters("daysSpan=3&priceFrom=50000&priceTo=150000&durationFrom=6&durationTo=10&page=2&perPage=40");
    assert_eq!(
        (f.days_span, f.price_from, f.price_to, f.duration_from, f.duration_to, f.page, f.per_page),
        (Some(3), Some(50_000), Some(150_000), Some(6), Some(10), Some(2), Some(40))
    );
}

#[test]
fn bad_integers_are_ignored_with_a_reason() {
    let parsed = parse_query("page=abc&perPage=1000&priceFrom=99999999999999999999999&priceTo=-5&durationTo=1.5&page=0");
    assert_eq!(parsed.filters, Filters::default());
    let reasons: Vec<_> = parsed.ignored.iter().map(|i| (i.key.as_str(), i.reason)).collect();
    assert_eq!(
        reasons,
        vec![
            ("page", IgnoredReason::NotAnInteger),
            ("perPage", IgnoredReason::OutOfRange),
            ("priceFrom", IgnoredReason::OutOfRange),
            ("priceTo", IgnoredReason::OutOfRange),
            ("durationTo", IgnoredReason::NotAnInteger),
            ("page", IgnoredReason::OutOfRange),
        ]
    );
}

#[test]
fn bracket_keys_become_arrays_and_plain_list_keys_are_accepted() {
    let f = filters("continentId[]=asia&continentId[]=europe&destinationId=ITA&destinationId[]=ITA");
    assert_eq!(f.continent_id, Some(vec!["asia".into(), "europe".into()]));
    assert_eq!(f.destination_id, Some(vec!["ITA".into()]), "duplicates are folded");
    // Encoded brackets are the same key.
    assert_eq!(filters("travelTypes%5B%5D=beach").travel_types, Some(vec!["beach".into()]));
}

#[test]
fn statuses_and_sort_keep_known_values() {
    let parsed = parse_query("status[]=CONFIRMED&status[]=BOGUS&status[]=SOLD_OUT&sort=price:asc&sort=cheap");
    assert_eq!(parsed.filters.status, Some(vec![TourStatus::Confirmed, TourStatus::SoldOut]));
    assert_eq!(parsed.filters.sort, Some(Sort::PriceAsc));
    assert_eq!(parsed.ignored.len(), 2);
}

#[test]
fn unknown_keys_are_dropped() {
    let parsed = parse_query("utm_source=x&foo[]=1&textSearch=Peru");
    assert_eq!(parsed.filters, Filters { text_search: Some("Peru".into()), ..Filters::default() });
    assert!(parsed.ignored.iter().all(|i| i.reason == IgnoredReason::UnknownKey));
    assert_eq!(parsed.ignored.len(), 2);
}

#[test]
fn dates_must_be_valid_and_are_ordered() {
    let f = filters("dateFrom=2027-05-31&dateTo=2027-03-01");
    assert_eq!((f.date_from.as_deref(), f.date_to.as_deref()), (Some("2027-03-01"), Some("2027-05-31")));
    for bad in ["2027-02-30", "27-1-1", "2027-1-1", "tomorrow", "2027-01-01T00:00"] {
        assert_eq!(filters(&format!("dateFrom={bad}")).date_from, None, "{bad}");
    }
}

#[test]
fn text_is_trimmed_and_bounded() {
    assert_eq!(filters("textSearch=++Machu+Picchu++").text_search.as_deref(), Some("Machu Picchu"));
    assert_eq!(filters("textSearch=+++").text_search, None);
    let long = "é".repeat(500);
    assert_eq!(filters(&format!("textSearch={long}")).text_search.unwrap().chars().count(), MAX_TEXT_CHARS);
    let many: String = (0..200).map(|i| format!("badgeId[]=b{i}&")).collect();
    assert_eq!(filters(&many).badge_id.unwrap().len(), MAX_LIST_ITEMS);
}

#[test]
fn control_characters_are_removed() {
    assert_eq!(filters("textSearch=Pe%00ru%0A").text_search.as_deref(), Some("Peru"));
    assert_eq!(parse_query("destinationId[]=%00").ignored[0].reason, IgnoredReason::Empty);
}

#[test]
fn malformed_escapes_never_fail() {
    for q in ["textSearch=%FF%FE", "%zz=1", "textSearch=%", "&&&==&", "=x", "page=%31%30", "?sort=date:asc"] {
        let _ = parse_query(q); // must not panic
    }
    assert_eq!(filters("page=%31%30").page, Some(10));
    assert_eq!(filters("textSearch=%FF").text_search.as_deref(), Some("\u{FFFD}"));
    assert_eq!(filters("?sort=date:asc").sort, Some(Sort::DateAsc));
}

#[test]
fn serialisation_round_trips() {
    let f = Filters {
        durations: Some(vec!["MAX_6".into()]),
        price_from: Some(10_000),
        discounted: Some(true),
        status: Some(TourStatus::DEFAULT_SEARCH.to_vec()),
        sort: Some(Sort::DurationDesc),
        text_search: Some("Costa Rica & Panamá".into()),
        date_from: Some("2027-01-01".into()),
        date_to: Some("2027-01-31".into()),
        continent_id: Some(vec!["america".into()]),
        page: Some(3),
        ..Filters::default()
    };
    let query = f.to_query();
    assert!(query.contains("status[]=PLANNED&status[]=ALMOST_CONFIRMED"), "{query}");
    assert!(query.contains("textSearch=Costa+Rica+%26+Panam%C3%A1"), "{query}");
    assert_eq!(parse_query(&query), ParsedQuery { filters: f, ignored: vec![] });
}

#[test]
fn search_url_appends_only_a_non_empty_query() {
    assert_eq!(search_url("/cerca", &Filters::default()), "/cerca");
    let f = Filters { destination_id: Some(vec!["PER".into()]), ..Filters::default() };
    assert_eq!(search_url("/buscar", &f), "/buscar?destinationId[]=PER");
}

#[test]
fn defaults() {
    let f = Filters::default();
    assert!(f.is_empty());
    assert_eq!(f.statuses_or_default(), TourStatus::DEFAULT_SEARCH.to_vec());
    assert_eq!((f.page_or_default(), f.per_page_or_default()), (1, 20));
}

#[test]
fn the_key_table_names_every_field_once_by_its_wire_name() {
    // One value per key, parsed and serialised through the table…
    let query = "durations[]=MAX_6&priceFrom=1&priceTo=2&ageBadge[]=ALL&discounted=true&isNoSharingRoomAvailable=true\
                 &badgeId[]=b&travelStyles[]=s&status[]=CONFIRMED&travelTypes[]=t&costCenters[]=c&moods[]=relax&collection=true&durationFrom=3\
                 &durationTo=4&travelId[]=x&hasTours=true&sort=date:asc&show=all&page=2&perPage=5&tab=travels\
                 &textSearch=peru&daysSpan=3&dateFrom=2027-01-01&dateTo=2027-01-02&continentId[]=EU&destinationId[]=PER";
    let filters = parse_query(&query.replace(' ', ""));
    assert_eq!(filters.ignored, vec![]);
    assert_eq!(parse_query(&filters.filters.to_query()).filters, filters.filters);
    // …set every field, and the fields' serde names are the table's names, in order.
    let json = serde_json::to_value(&filters.filters).unwrap();
    let names: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    let mut table: Vec<&str> = keys().collect();
    assert_eq!(table.len(), 28);
    table.sort_unstable();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, table);
}

#[test]
fn typed_payloads_are_checked_by_the_query_rules() {
    let ok: Filters =
        serde_json::from_str(r#"{"continentId":["europe"],"status":["CONFIRMED"],"page":2,"perPage":100,"dateFrom":"2027-02-01"}"#)
            .unwrap();
    assert_eq!(ok.continent_id, Some(vec!["europe".to_string()]));
    assert_eq!(ok.validate(), Ok(()));
    let cases = [
        (r#"{"perPage":0}"#, "perPage must be between 1 and 100"),
        (r#"{"perPage":101}"#, "perPage must be between 1 and 100"),
        (r#"{"page":0}"#, "page must be between 1 and 100000"),
        (r#"{"priceTo":-5}"#, "priceTo must be between 0 and 100000000"),
        (r#"{"dateFrom":"2027-02-30"}"#, "dateFrom must be a date written YYYY-MM-DD"),
        (r#"{"dateTo":"tomorrow"}"#, "dateTo must be a date written YYYY-MM-DD"),
    ];
    for (json, message) in cases {
        let filters: Filters = serde_json::from_str(json).unwrap();
        assert_eq!(filters.validate().unwrap_err().to_string(), message, "{json}");
    }
    assert!(serde_json::from_str::<Filters>(r#"{"sort":"cheapest"}"#).is_err(), "unknown sorts fail to decode");
    let blank: Filters = serde_json::from_str(r#"{"textSearch":"  "}"#).unwrap();
    assert_eq!(blank.validate(), Ok(()), "blank text is no text");
}
