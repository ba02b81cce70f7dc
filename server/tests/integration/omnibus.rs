//! Reduced prices beside the lowest price of the 30 days before the reduction
//! (EU Omnibus Directive 2019/2161), read from the price history that imports
//! keep: on the departure's page and in the trip's departure rows.

use crate::common;

use axum::http::StatusCode;
use caravan_site::routes::Route;
use common::{admin_import, TestApp, ADMIN_TOKEN};
use search_core::{format_price, Currency, Decimals};
use serde_json::json;

const US: &str = "us.localhost:3000";

fn usd(minor: i64) -> String {
    format_price(minor, Currency::USD, Decimals::Zero)
}

#[tokio::test]
async fn a_reduced_price_names_the_lowest_price_of_the_thirty_days_before() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", ADMIN_TOKEN)]).await;
    let us = caravan_site::edition::by_code("en-US").unwrap();
    let (code, base, pages) = {
        let snapshot = app.state.catalogue.snapshot();
        // A departure at its full price, and one the demo has already reduced.
        let full = snapshot.tours.iter().find(|t| t.price(Currency::USD).is_some_and(|p| p.price == p.base)).unwrap();
        let reduced = snapshot.tours.iter().find(|t| t.price(Currency::USD).is_some_and(|p| p.price < p.base)).unwrap();
        let p = reduced.price(Currency::USD).unwrap();
        assert_eq!(p.lowest_before, Some(p.base), "the demo history: the base price until the reduction");
        let page = |t: &caravan_server::catalogue::Tour| {
            let travel = &snapshot.travels[t.travel];
            (
                Route::Tour { travel: travel.slug.clone(), tour: t.code.to_lowercase() }.path(us).unwrap(),
                Route::Travel { travel: travel.slug.clone() }.path(us).unwrap(),
            )
        };
        let reduced_page = app.get(US, &page(reduced).0).await;
        assert!(reduced_page.body.contains(&format!("Lowest price in the 30 days before the discount: {}", usd(p.base))));
        (full.code.clone(), full.price(Currency::USD).unwrap().base, page(full))
    };
    let (tour_path, trip_path) = pages;
    let set_price = |price: i64| json!({"tours": [{"code": code, "prices": {"USD": {"basePrice": base, "price": price}}}]});
    // The departure's own price (its page also lists other departures).
    let lowest_line = |body: &str| {
        let price = body.split("data-testid=\"tour-price\"").nth(1)?.split("</p>").next()?;
        let element = price.split("data-testid=\"price-lowest\"").nth(1)?;
        Some(element.split_once('>')?.1.split('<').next()?.to_string())
    };

    // At its full price: no reduction, no line.
    assert_eq!(lowest_line(&app.get(US, &tour_path).await.body), None);

    // Reduced by 30: the lowest before is the full price it had until now.
    assert_eq!(admin_import(&app, Some(ADMIN_TOKEN), &set_price(base - 3_000)).await.status, StatusCode::OK);
    let line = lowest_line(&app.get(US, &tour_path).await.body).expect("a reduced price says its lowest earlier price");
    assert!(line.ends_with(&usd(base)), "{line}");

    // Raised again to 10 below the base: still a reduction, and the earlier -30 is now the lowest.
    assert_eq!(admin_import(&app, Some(ADMIN_TOKEN), &set_price(base - 1_000)).await.status, StatusCode::OK);
    let tour_page = app.get(US, &tour_path).await;
    assert!(lowest_line(&tour_page.body).unwrap().ends_with(&usd(base - 3_000)));
    let trip_page = app.get(US, &trip_path).await;
    assert!(trip_page.body.contains(&format!("the discount: {}", usd(base - 3_000))), "the trip's departure rows too");

    // Back at the full price: nothing to state.
    assert_eq!(admin_import(&app, Some(ADMIN_TOKEN), &set_price(base)).await.status, StatusCode::OK);
    assert_eq!(lowest_line(&app.get(US, &tour_path).await.body), None);
}
