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
