//! Rendering without a server: the layout rules of spec §2 that do not depend
//! on storage (empty layout, search button visibility, wishlist flag).

use caravan_app::edition::EditionId;
use caravan_app::model::{CustomPage, Page};
use caravan_app::routes::{Route, RouteKey};
use caravan_app::{render_document, Assets, Flags, PageContext};
use caravan_site::critical_css::CriticalCss;
use chrono::NaiveDate;
use std::sync::Arc;

fn context(edition: EditionId, route: Route, flags: Flags) -> PageContext {
    let edition = edition.edition();
    PageContext {
        edition,
        currency: edition.currency,
        path: route.path(edition).unwrap_or_default(),
        route: Some(route),
        canonical: None,
        alternates: vec![],
        assets: Arc::new(Assets {
            script: Some("/assets/main-x.js".into()),
            stylesheet: "/static/main.css".into(),
            styles: ".site-header{color:red}\n.site-footer{color:gray}".into(),
            critical: Arc::new(CriticalCss::parse(".site-header{color:red}\n.site-footer{color:gray}")),
            labels: Default::default(),
        }),
        edition_links: vec![],
        flags,
        today: NaiveDate::from_ymd_opt(2027, 1, 10).unwrap(),
        bookings_host: "https://book.example".into(),
        layout: Arc::default(),
        render_caches: Arc::default(),
        view: Default::default(),
        closed_beans: vec![],
        chat_widget: None,
    }
}

fn custom(hide_layout: bool) -> Page {
    Page::Custom(Box::new(CustomPage {
        title: "Landing <b>page</b>".into(),
        description: String::new(),
        html_classes: None,
        blocks: vec![],
        custom_css: Some("main > h1 { color: red } </style><script>alert(1)</script>".into()),
        transparent_header: true,
        hide_layout,
        seo: Default::default(),
    }))
}

#[test]
fn empty_layout_hides_header_and_footer_but_keeps_the_modal_host() {
    let route = Route::Custom { slug: "landing".into() };
    let html = render_document(context(EditionId::ItIt, route.clone(), Flags::default()), custom(true));
    assert!(!html.contains("data-testid=\"site-header\""));
    assert!(!html.contains("data-testid=\"site-footer\""));
    assert!(html.contains("data-testid=\"modal-host\""));
    let full = render_document(context(EditionId::ItIt, route, Flags::default()), custom(false));
    assert!(full.contains("data-testid=\"site-header\"") && full.contains("data-testid=\"site-footer\""));
    assert!(full.contains("transparent-header"), "transparent header attribute reaches the body");
}

#[test]
fn text_is_escaped_and_custom_css_cannot_close_its_style_tag() {
    let html = render_document(context(EditionId::ItIt, Route::Custom { slug: "x".into() }, Flags::default()), custom(false));
    assert!(html.contains("Landing &lt;b&gt;page&lt;/b&gt;"));
    assert!(html.contains("main > h1 { color: red }"), "CSS is not HTML-escaped");
    assert!(!html.contains("</style><script>"), "a closing tag inside custom CSS is neutralised");
}

#[test]
fn the_header_search_bar_is_hidden_on_tours_and_search_routes() {
    let island = "data-island=\"search-bar\"";
    for key in [RouteKey::Tours, RouteKey::Search] {
        let html = render_document(context(EditionId::EnUs, Route::Fixed(key), Flags::default()), Page::Wishlist(Default::default()));
        assert!(!html.contains(island), "{key:?}");
    }
    let html =
        render_document(context(EditionId::EnUs, Route::Fixed(RouteKey::Index), Flags::default()), Page::Wishlist(Default::default()));
    assert!(html.contains(island));
    assert!(html.contains("href=\"/search\" data-testid=\"search-link\""), "no-JS fallback link");
    assert!(html.contains(r#""variant":"header""#), "the header variant");
    assert!(html.contains(r#""weekStart":"sunday""#), "US weeks start on Sunday");
    // The periods tab's names come with the edition's shared labels, not in every page: the
    // months, January first, and the holidays with a place for their year.
    assert!(!html.contains("periodLabels"), "no period labels in the page's props");
    let labels = caravan_app::shared_labels("en-US").search_bar;
    assert_eq!((labels.months.len(), labels.months[0].as_str(), labels.months[11].as_str()), (12, "January", "December"));
    assert_eq!(labels.holidays.get("easter").map(String::as_str), Some("Easter {year}"));
    assert!(labels.holidays.get("christmas").is_some_and(|label| label.contains("{year}")), "{:?}", labels.holidays);
    assert!(
        html.contains(r#"<link rel="preload" as="style" href="/static/main.css" fetchpriority="low" data-stylesheet>"#),
        "the whole sheet is preloaded, holding up no paint"
    );
    assert!(
        html.contains(
            r#"<noscript><link rel="stylesheet" href="/static/main.css"><style>.consent-banner{display:none}</style></noscript>"#
        ),
        "and linked without JavaScript, which hides the consent banner (nothing tracks)"
    );
    // A short page: its footer is on the first screen too (caravan_site::critical_css).
    assert!(html.contains("<style>.site-header{color:red}.site-footer{color:gray}</style>"), "the first screen's rules are inline");
}

#[test]
fn wishlist_link_follows_the_flag_and_the_edition() {
    let on = Flags::default();
    let off = Flags { wishlist: false, ..Flags::default() };
    let route = Route::Fixed(RouteKey::Index);
    let link = "data-testid=\"wishlist-link\"";
    assert!(
        render_document(context(EditionId::DeDe, route.clone(), on), Page::Wishlist(Default::default())).contains("href=\"/wunschliste\"")
    );
    assert!(!render_document(context(EditionId::DeDe, route.clone(), off), Page::Wishlist(Default::default())).contains(link));
    assert!(
        !render_document(context(EditionId::International, route, on), Page::Wishlist(Default::default())).contains(link),
        "no wishlist in international"
    );
    let active = render_document(context(EditionId::DeDe, Route::Fixed(RouteKey::Wishlist), on), Page::Wishlist(Default::default()));
    assert!(active.contains("aria-current=\"page\""), "active on the wishlist path");
}

#[test]
fn not_found_page_speaks_the_edition_language() {
    let html = render_document(
        context(EditionId::EsEs, Route::Fixed(RouteKey::Index), Flags::default()),
        Page::Error { status: 404, message: None },
    );
    assert!(html.contains("lang=\"es-ES\""));
    assert!(html.contains("data-testid=\"not-found\""));
    assert!(html.contains("href=\"/viajes\" data-testid=\"not-found-cta\""), "CTA to the edition's travels list");
    assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
}

#[test]
fn a_continent_page_wears_its_region_picture_and_colour() {
    let page = || Page::TravelList {
        content: Box::new(caravan_app::model::FixedContent { title: "Viaggi in Asia".into(), ..Default::default() }),
        area: Some("asia".into()),
        travels: caravan_app::model::Paged { items: vec![], page: 1, per_page: 12, total: 0 },
    };
    let html = render_document(context(EditionId::ItIt, Route::Fixed(RouteKey::AreaAsia), Flags::default()), page());
    assert!(html.contains("data-region=\"asia\""), "the page carries its region");
    let picture = html.split("data-testid=\"area-picture\"").next().unwrap().rsplit("<img").next().unwrap();
    assert!(picture.contains("src=\"/images/cover/mountains-asia-"), "{picture}");
    // Every continent's chip has its colour, and the page's own is marked current.
    let chips: Vec<&str> = html.split("<a ").map(|a| a.split('>').next().unwrap()).filter(|a| a.contains("chip--region")).collect();
    assert_eq!(chips.len(), 6, "one chip per continent");
    let current: Vec<&str> = chips.iter().filter(|c| c.contains("aria-current=\"page\"")).copied().collect();
    assert_eq!(current.len(), 1, "{chips:?}");
    assert!(current[0].contains("data-region=\"asia\"") && current[0].contains("/viaggi-asia"));
}

#[test]
fn the_footer_toggle_names_what_it_does_in_each_state() {
    let html = render_document(context(EditionId::EnUs, Route::Fixed(RouteKey::Index), Flags::default()), custom(false));
    let summary = html.split("class=\"footer-collapse\"").nth(1).unwrap().split("</summary>").next().unwrap();
    assert!(summary.contains("<span class=\"when-closed\">More links</span>"), "{summary}");
    assert!(summary.contains("<span class=\"when-open\">Fewer links</span>"), "{summary}");
}

#[test]
fn island_props_are_single_quoted_json_that_reads_back_whole() {
    // The Italian labels hold apostrophes ("Com'è", "dall'…"): they must not end the attribute.
    let route = Route::Custom { slug: "landing".into() };
    let html = render_document(context(EditionId::ItIt, route, Flags::default()), custom(false));
    assert!(!html.contains("data-props=\""), "no double-quoted props left");
    let values: Vec<&str> = html.split("data-props='").skip(1).map(|rest| rest.split('\'').next().unwrap_or_default()).collect();
    assert!(values.len() >= 2, "the header's search bar and account menu");
    for value in values {
        assert!(!value.contains("&quot;"), "quotes are plain: {value}");
        let json = value.replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
        let props: serde_json::Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert!(props.is_object());
    }
    assert!(html.contains("data-props='{\"variant\":\"header\""), "the search bar's props");
}
