//! What the pages say, read as a traveller would (issue 16): one discount
//! figure in every currency, decision dates never in the past, counts that
//! agree with their nouns.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;
use search_core::Currency;

/// The `-N%` badges of a page, in order.
fn discount_badges(body: &str) -> Vec<String> {
    body.match_indices("badge badge--sale\">").map(|(at, m)| body[at + m.len()..].split('<').next().unwrap_or("").to_string()).collect()
}

#[tokio::test]
async fn a_discount_shows_the_same_percentage_in_euros_pounds_and_dollars() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let whole = |c: Currency, t: &caravan_server::catalogue::Tour| t.price(c).map(|p| (p.base - p.price) * 100 / p.base.max(1));
    // A discounted departure whose rounded amounts give different percentages per currency.
    let tour = snapshot
        .tours
        .iter()
        .filter(|t| t.starting_date > common::today())
        .find(|t| {
            let eur = whole(Currency::EUR, t);
            eur.is_some_and(|d| d > 0) && Currency::ALL.iter().any(|&c| whole(c, t) != eur)
        })
        .expect("a discount that rounds differently in some currency");
    let travel = &snapshot.travels[tour.travel];
    let expected = format!("-{}%", whole(Currency::EUR, tour).unwrap());
    for host in ["it.localhost:3000", "we.localhost:3000", "us.localhost:3000"] {
        let path =
            format!("{}/{}/{}", if host.starts_with("it.") { "/viaggi" } else { "/destinations" }, travel.slug, tour.code.to_lowercase());
        let page = app.get(host, &path).await;
        assert_eq!(page.status, StatusCode::OK, "{host}{path}");
        let badges = discount_badges(&page.body);
        assert_eq!(badges.first(), Some(&expected), "{host}: the tour's own badge");
    }
}

#[tokio::test]
async fn the_international_edition_spells_travellers_the_british_way_and_prices_in_euros() {
    let app = crate::common::TestApp::new().await;
    let international = app.get("localhost:3000", "/").await.body.replace("travellersCount", "");
    assert!(international.contains("travellers") && !international.contains("travelers"), "one spelling on the international home page");
    assert!(!international.contains("Prices shown in pounds"));
    // (`travellersCount` is an island's label key, not text.)
    let us = app.get("us.localhost:3000", "/").await.body.replace("travellersCount", "");
    assert!(us.contains("travelers") && !us.contains("travellers"));
    let uk = app.get("we.localhost:3000", "/").await.body;
    assert!(uk.contains("travellers") && uk.contains("pounds"));
}

/// A page's words as a reader meets them: its text, without tags, scripts' code or style sheets
/// (island props are JSON in `<script type="application/json">`: their texts count).
fn read_text(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push(' ');
        let end = rest[open..].find('>').map_or(rest.len(), |i| open + i + 1);
        let tag = &rest[open..end];
        rest = &rest[end..];
        let code = tag.starts_with("<style") || (tag.starts_with("<script") && !tag.contains("application/json"));
        if code {
            let close = rest.find("</").unwrap_or(rest.len());
            rest = &rest[close..];
        }
    }
    out.push_str(rest);
    out
}

/// The whole words of `text` found in `words` (lower case), each once.
fn words_found<'a>(text: &str, words: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let lower = text.to_lowercase();
    let tokens: std::collections::HashSet<&str> = lower.split(|c: char| !c.is_alphabetic() && c != '\'').collect();
    words.filter(|w| tokens.contains(w)).collect()
}

/// Every content-managed and legal page, and a trip, of an edition: (path, body).
async fn content_pages(app: &TestApp, host: &str) -> Vec<(String, String)> {
    use caravan_site::route_key::RouteKey;
    let edition = match host {
        "us.localhost:3000" => caravan_site::edition::EditionId::EnUs,
        "we.localhost:3000" => caravan_site::edition::EditionId::EnWe,
        _ => caravan_site::edition::EditionId::International,
    }
    .edition();
    let personal = [RouteKey::Wishlist, RouteKey::Login, RouteKey::LoginRedirect, RouteKey::Account, RouteKey::Trips];
    let mut paths: Vec<String> =
        RouteKey::ALL.iter().filter(|k| !personal.contains(k)).filter_map(|k| k.path(edition)).map(str::to_string).collect();
    paths.extend(["/collection", "/landing-summer"].map(String::from));
    let travel = app.state.catalogue.snapshot().travels.iter().find(|t| !t.tours.is_empty()).map(|t| t.slug.clone()).unwrap();
    paths.push(format!("/destinations/{travel}"));
    let mut pages = Vec::new();
    for path in paths {
        let page = app.get(host, &path).await;
        assert_eq!(page.status, StatusCode::OK, "{host}{path}");
        pages.push((path, page.body));
    }
    pages
}

/// One spelling per edition (issue 24): American on en-US, British on en-WE and the
/// international edition, over every content and legal page and a trip.
#[tokio::test]
async fn each_english_edition_keeps_to_its_own_spelling() {
    let app = TestApp::new().await;
    let british = caravan_site::spelling::BRITISH_TO_AMERICAN.iter().map(|(british, _)| *british);
    for (path, body) in content_pages(&app, "us.localhost:3000").await {
        let found = words_found(&read_text(&body), british.clone());
        assert!(found.is_empty(), "British spelling on the US page {path}: {found:?}");
    }
    // American forms that are not also British words ("program", "while", "tire" are).
    let american = [
        "traveler",
        "travelers",
        "traveling",
        "traveled",
        "organize",
        "organized",
        "organizer",
        "organizers",
        "color",
        "colors",
        "favorite",
        "favorites",
        "center",
        "canceled",
        "canceling",
        "neighbor",
        "behavior",
        "jewelry",
        "realize",
        "catalog",
    ];
    for host in ["we.localhost:3000", "localhost:3000"] {
        for (path, body) in content_pages(&app, host).await {
            let found = words_found(&read_text(&body), american.iter().copied());
            assert!(found.is_empty(), "American spelling on {host}{path}: {found:?}");
        }
    }
}

/// UK hours in UK time (issue 24: the contacts gave them in Central European Time only).
#[tokio::test]
async fn the_uk_edition_reads_opening_hours_in_uk_time() {
    let app = TestApp::new().await;
    let contacts = app.get("we.localhost:3000", "/contacts").await;
    assert_eq!(contacts.status, StatusCode::OK);
    assert!(read_text(&contacts.body).contains("8:00 to 18:00 UK time"), "weekday hours in UK time");
}
