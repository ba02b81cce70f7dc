//! Unit tests of the Ask parser, per field and language. Today is a
//! Wednesday, 2027-01-13, as in the evaluation sets.

use super::*;
use crate::TourStatus;

fn context(language: Language) -> Context {
    Context { language, today: NaiveDate::from_ymd_opt(2027, 1, 13).unwrap(), week_start: WeekStart::Monday, currency: Currency::EUR }
}

fn en(text: &str) -> AskParse {
    parse(text, &context(Language::En))
}

fn it(text: &str) -> AskParse {
    parse(text, &context(Language::It))
}

fn list(items: &[&str]) -> Option<Vec<String>> {
    Some(items.iter().map(|s| s.to_string()).collect())
}

fn dates(p: &AskParse) -> (Option<&str>, Option<&str>) {
    (p.filters.date_from.as_deref(), p.filters.date_to.as_deref())
}

#[test]
fn countries_by_name_adjective_and_region() {
    assert_eq!(en("Japanese food and temples").filters.destination_id, list(&["JPN"]));
    assert_eq!(it("un viaggio in Giappone").filters.destination_id, list(&["JPN"]));
    assert_eq!(it("cucina giapponese").filters.destination_id, list(&["JPN"]));
    assert_eq!(en("Japan or South Korea").filters.destination_id, list(&["JPN", "KOR"]));
    assert_eq!(en("the Baltics").filters.destination_id, list(&["EST", "LTU", "LVA"]));
    assert_eq!(it("paesi baltici").filters.destination_id, list(&["EST", "LTU", "LVA"]));
}

#[test]
fn continents_give_way_to_countries() {
    assert_eq!(en("somewhere in Asia").filters.continent_id, list(&["asia"]));
    assert_eq!(it("in Europa").filters.continent_id, list(&["europe"]));
    let both = en("Europe or Japan");
    assert_eq!(both.filters.continent_id, None);
    assert_eq!(both.filters.destination_id, list(&["JPN"]));
}

#[test]
fn months_seasons_holidays_and_relative_dates() {
    assert_eq!(dates(&en("in March")), (Some("2027-03-01"), Some("2027-03-31")));
    assert_eq!(dates(&it("a gennaio")), (Some("2027-01-13"), Some("2027-01-31")));
    assert_eq!(dates(&en("between March and May")), (Some("2027-03-01"), Some("2027-05-31")));
    assert_eq!(dates(&it("quest'estate")), (Some("2027-06-01"), Some("2027-08-31")));
    assert_eq!(dates(&en("next winter")), (Some("2027-12-01"), Some("2028-02-29")));
    assert_eq!(dates(&en("at Easter")), (Some("2027-03-25"), Some("2027-03-29")));
    assert_eq!(dates(&it("a Ferragosto")), (Some("2027-08-10"), Some("2027-08-20")));
    assert_eq!(dates(&it("ponte del 25 aprile")), (Some("2027-04-23"), Some("2027-04-27")));
    assert_eq!(dates(&en("next month")), (Some("2027-02-01"), Some("2027-02-28")));
    assert_eq!(dates(&it("tra due settimane")), (Some("2027-01-27"), Some("2027-02-02")));
    assert_eq!(dates(&en("in the next 10 days")), (Some("2027-01-13"), Some("2027-01-22")));
}

#[test]
fn may_is_a_month_only_where_a_month_fits() {
    assert_eq!(dates(&en("Peru in May")), (Some("2027-05-01"), Some("2027-05-31")));
    assert_eq!(en("I may go to Peru").filters.date_from, None);
}

#[test]
fn durations() {
    let f = en("10 days in Peru").filters;
    assert_eq!((f.duration_from, f.duration_to), (Some(9), Some(11)));
    let f = it("due settimane").filters;
    assert_eq!((f.duration_from, f.duration_to), (Some(13), Some(15)));
    let f = en("a weekend in Paris").filters;
    assert_eq!((f.duration_from, f.duration_to), (Some(2), Some(3)));
    let f = it("almeno 10 giorni").filters;
    assert_eq!((f.duration_from, f.duration_to), (Some(10), None));
    let f = en("less than 8 days").filters;
    assert_eq!((f.duration_from, f.duration_to), (None, Some(7)));
    let f = en("7-10 days").filters;
    assert_eq!((f.duration_from, f.duration_to), (Some(7), Some(10)));
}

#[test]
fn budgets_in_the_visitors_currency() {
    assert_eq!(en("under 1500€").filters.price_to, Some(150_000));
    assert_eq!(it("meno di 1.500 euro").filters.price_to, Some(150_000));
    assert_eq!(en("max $2,000").filters.price_to, Some(185_185));
    assert_eq!(en("budget 2k").filters.price_to, Some(200_000));
    let f = it("tra 1.000 e 2.000 euro").filters;
    assert_eq!((f.price_from, f.price_to), (Some(100_000), Some(200_000)));
    assert_eq!(en("over 1000 euros").filters.price_from, Some(100_000));
    assert_eq!(en("Peru 2027").filters.price_to, None, "a bare number is never a budget");
}

#[test]
fn ages_pick_the_groups_that_hold_the_span() {
    assert_eq!(en("I'm 28").filters.age_badge, list(&["25-35", "ALL"]));
    assert_eq!(en("in my thirties").filters.age_badge, list(&["ALL"]));
    assert_eq!(en("over 35").filters.age_badge, list(&["35-49", "ALL"]));
    assert_eq!(it("tra i 25 e i 35").filters.age_badge, list(&["25-35", "ALL"]));
    assert_eq!(it("ho 34 anni").filters.age_badge, list(&["25-35", "35-49", "ALL"]));
}

#[test]
fn moods_types_styles_and_flags() {
    let f = en("relaxing beach trip with a private room, discounted, confirmed departures only").filters;
    assert_eq!(f.moods, list(&["relax"]));
    assert_eq!(f.travel_types, list(&["beach"]));
    assert_eq!(f.is_no_sharing_room_available, Some(true));
    assert_eq!(f.discounted, Some(true));
    assert_eq!(f.status, Some(vec![TourStatus::Confirmed, TourStatus::AlmostFull]));
    let f = it("viaggio di lusso zaino in spalla con camera singola in offerta").filters;
    assert_eq!(f.collection, Some(true));
    assert_eq!(f.travel_styles, list(&["backpacking"]));
    assert_eq!(f.is_no_sharing_room_available, Some(true));
    assert_eq!(f.discounted, Some(true));
    assert_eq!(en("cheapest trips to Peru").filters.sort, Some(crate::Sort::PriceAsc));
}

#[test]
fn unknown_words_are_kept_as_text_and_filler_is_dropped() {
    let p = en("I want to see the northern lights in Iceland");
    assert_eq!(p.filters.text_search.as_deref(), Some("northern lights"));
    let text = p.chips.iter().find(|c| c.kind == ChipKind::Text).unwrap();
    assert_eq!(text.words, "northern lights");
    let p = en("hello, help me choose");
    assert!(!p.understood);
    assert!(p.chips.is_empty());
}

#[test]
fn chips_name_their_words_and_can_be_removed() {
    let text = "Two weeks in Japan in April under 3000€";
    let p = en(text);
    let kinds: Vec<ChipKind> = p.chips.iter().map(|c| c.kind).collect();
    assert_eq!(kinds, [ChipKind::Duration, ChipKind::Destination, ChipKind::Dates, ChipKind::Budget]);
    let budget = &p.chips[3];
    assert_eq!(budget.words, "under 3000€");
    assert_eq!(&text[budget.start..budget.end], "under 3000€");
    let fewer = without_chip(text, budget);
    assert_eq!(fewer, "Two weeks in Japan in April");
    assert_eq!(en(&fewer).filters.price_to, None);
    assert_eq!(without_chip(text, &p.chips[1]), "Two weeks in April under 3000€", "the joining word goes with the chip");
    assert_eq!(p.chips[1].label, "Japan");
    assert_eq!(p.chips[2].label, "April 2027");
}

#[test]
fn any_input_parses_without_panicking() {
    for text in ["", "€", "-", "$$$ 9999999999999999999999", "tra e", "in the next", "ñ".repeat(400).as_str(), "between 5 and", "7-", "I'm"]
    {
        let _ = en(text);
        let _ = it(text);
    }
}

#[test]
fn marker_phrases_are_written_as_the_tokenizer_folds_them() {
    for language in [Language::En, Language::It] {
        let m = &lexicon::Lexicon::get(language).markers;
        let lists: [&[&str]; 19] = [
            m.days,
            m.nights,
            m.weeks,
            m.months,
            m.years_old,
            m.in_,
            m.next,
            m.at_most,
            m.less_than,
            m.at_least,
            m.more_than,
            m.between,
            m.and,
            m.budget_max,
            m.budget_min,
            m.euro,
            m.dollar,
            m.pound,
            m.i_am,
        ];
        for phrase in lists.iter().flat_map(|l| l.iter()).chain(m.month_joiners).chain(m.number_words.iter().map(|(p, _)| p)) {
            assert_eq!(tokens::phrase_words(phrase).join(" "), *phrase, "{language:?}");
        }
    }
}

#[test]
fn misspelt_places_months_and_seasons_are_read_as_meant() {
    assert_eq!(en("japn in april").filters.destination_id, list(&["JPN"]));
    assert_eq!(en("vietnm and cambodja").filters.destination_id, list(&["KHM", "VNM"]));
    assert_eq!(en("austrlia new zeland").filters.destination_id, list(&["AUS", "NZL"]));
    assert_eq!(en("sri lnka").filters.destination_id, list(&["LKA"]));
    assert_eq!(it("marrocco").filters.destination_id, list(&["MAR"]));
    assert_eq!(it("giapone").filters.destination_id, list(&["JPN"]));
    // Australia allows two typos and Austria one: "austrlia" is nearer Australia.
    assert_eq!(en("austrlia").filters.destination_id, list(&["AUS"]));
    assert_eq!(en("austira").filters.destination_id, list(&["AUT"]));
    assert_eq!(dates(&it("a primavra")), (Some("2027-03-01"), Some("2027-05-31")));
    assert_eq!(dates(&en("summr")), (Some("2027-06-01"), Some("2027-08-31")));
    // The other language's country names count too.
    assert_eq!(en("marocco in may").filters.destination_id, list(&["MAR"]));
    // A town a typo away from a country does not hide it.
    assert_eq!(en("columbia coffee").filters.destination_id, list(&["COL"]));
}

#[test]
fn ordinary_words_near_a_place_stay_words() {
    // The near misses refused: each is within a typo of a place but is a word.
    for (wish, word) in [
        ("chill in june", None),
        ("man", Some("man")),
        ("whales", Some("whales")),
        ("a trip with my child", Some("child")),
        ("by train", Some("train")),
        ("greed", Some("greed")),
    ] {
        let p = en(wish);
        assert_eq!(p.filters.destination_id, None, "{wish}");
        assert_eq!(p.filters.text_search.as_deref(), word, "{wish}");
    }
    assert_eq!(it("per due settimane").filters.destination_id, None);
    assert_eq!(it("porto mia sorella al mare").filters.destination_id, None);
    assert_eq!(en("oman").filters.destination_id, list(&["OMN"]));
    assert_eq!(en("peru").filters.destination_id, list(&["PER"]));
    // Short names allow no typo: "cuab" is not Cuba, "a long" is not Ha Long.
    assert_eq!(en("cuab").filters.destination_id, None);
    assert_eq!(en("a long trip").filters.destination_id, None);
}

#[test]
fn places_below_country_level_give_their_countries() {
    assert_eq!(en("Kyoto in autumn").filters.destination_id, list(&["JPN"]));
    assert_eq!(en("Ibiza and Madrid").filters.destination_id, list(&["ESP"]));
    assert_eq!(en("Petra and Wadi Rum").filters.destination_id, list(&["JOR"]));
    assert_eq!(en("the Canadian Rockies").filters.destination_id, list(&["CAN"]));
    assert_eq!(it("Lapponia a dicembre").filters.destination_id, list(&["FIN", "NOR", "SWE"]));
    assert_eq!(en("hiking in the Alps").filters.destination_id, list(&["AUT", "CHE", "DEU", "FRA", "ITA", "SVN"]));
    assert_eq!(en("patagonia").filters.destination_id, list(&["ARG", "CHL"]));
    let art = it("città d'arte italiane");
    assert_eq!(art.filters.destination_id, list(&["ITA"]));
    assert_eq!(art.filters.travel_types, list(&["city"]));
    assert_eq!(art.filters.moods, list(&["culture"]));
    assert_eq!(art.filters.text_search, None);
    // The chip names the country; its words are the place as typed.
    let chip = &en("Kyoto").chips[0];
    assert_eq!((chip.label.as_str(), chip.words.as_str()), ("Japan", "Kyoto"));
    // A common word that is also a town stays a word in that language.
    assert_eq!(en("nice beaches").filters.destination_id, None);
}

#[test]
fn activities_imply_moods() {
    let beach = en("beach holiday greece august");
    assert_eq!((beach.filters.moods.clone(), beach.filters.travel_types.clone()), (list(&["relax"]), list(&["beach"])));
    assert_eq!(en("hiking in patagonia").filters.moods, list(&["nature"]));
    let safari = en("safari kenya or tanzania");
    assert_eq!((safari.filters.moods.clone(), safari.filters.text_search.as_deref()), (list(&["nature"]), Some("safari")));
    assert_eq!(en("museums and art galleries").filters.moods, list(&["culture"]));
    assert_eq!(it("musei e arte").filters.moods, list(&["culture"]));
    assert_eq!(en("ancient ruins mexico").filters.moods, list(&["history"]));
    assert_eq!(it("rovine maya e siti archeologici").filters.moods, list(&["history"]));
    assert_eq!(en("nightlife and beaches").filters.moods, list(&["party", "relax"]));
    assert_eq!(it("mare in grecia").filters.moods, list(&["relax"]));
    assert_eq!(en("diving").filters.moods, None);
    // The chip says what it implied.
    assert_eq!(en("safari").chips[0].label, "safari · nature");
}

#[test]
fn ages_in_words() {
    let badges = |p: AskParse| p.filters.age_badge.map(|b| b.iter().map(|x| x.to_string()).collect::<Vec<_>>());
    let strings = |items: &[&str]| Some(items.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(badges(en("people in their 30s")), strings(&["ALL"]));
    assert_eq!(badges(en("thirty-somethings")), strings(&["ALL"]));
    assert_eq!(badges(it("trentenni")), strings(&["ALL"]));
    assert_eq!(badges(en("over 40")), strings(&["35-49", "ALL"]));
    assert_eq!(badges(it("sotto i 30")), strings(&["25-35", "ALL"]));
    assert_eq!(badges(en("under-30s group")), strings(&["25-35", "ALL"]));
    assert_eq!(badges(en("I'm 34")), strings(&["25-35", "35-49", "ALL"]));
    // A small number after "sotto i" is an age, a large one a budget.
    assert_eq!(it("sotto i 2000 euro").filters.price_to, Some(200_000));
}

#[test]
fn a_maximum_can_follow_the_amount() {
    assert_eq!(en("albania 1k max").filters.price_to, Some(100_000));
    assert_eq!(it("grecia 1500 euro al massimo").filters.price_to, Some(150_000));
    assert_eq!(en("10 days max").filters.price_to, None);
}

#[test]
fn a_chip_kind_is_spelt_once_as_its_json_name() {
    for kind in ChipKind::ALL {
        assert_eq!(serde_json::to_value(kind).unwrap(), kind.code(), "{kind:?}");
    }
}
