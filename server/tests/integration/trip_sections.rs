//! A trip page's gallery and reviews are drawn once and kept (issue 21), like its calendar
//! (`calendar.rs`): with the page cache off, each page still shows its own photo and language.

use crate::common::{shown_values, TestApp};
use axum::http::StatusCode;
use caravan_site::routes::Route;

#[tokio::test]
async fn a_kept_gallery_shows_the_photo_each_page_asks_for() {
    let app = TestApp::with_env(&[("CACHE", "off")]).await;
    let edition = caravan_site::edition::by_code("en-US").unwrap();
    let slug = app.state.catalogue.snapshot().travels[0].slug.clone();
    let path = Route::Travel { travel: slug }.path(edition).unwrap();

    let plain = app.get("us.localhost:3000", &path).await;
    assert_eq!(plain.status, StatusCode::OK);
    let shown = |body: &str| shown_values(body, "data-gallery-item");
    assert!(plain.body.matches("<figure data-gallery-item=").count() >= 2, "a trip with photos");
    assert_eq!(shown(&plain.body), ["0"], "the modal starts at the first photo");
    assert!(!plain.body.contains("modal-backdrop"), "no modal open");

    let second_path = format!("{path}?modal=gallery&type=1");
    let second = app.get("us.localhost:3000", &second_path).await;
    assert_eq!(shown(&second.body), ["1"], "the photo the link asks for");
    assert!(second.body.contains("data-modal=\"gallery\"") && second.body.contains("modal-backdrop"), "open without JavaScript");
    assert_eq!(app.get("us.localhost:3000", &path).await.body, plain.body, "the plain page keeps its own gallery");
    assert_eq!(app.get("us.localhost:3000", &second_path).await.body, second.body, "and the second its own");
}

#[tokio::test]
async fn kept_reviews_are_each_editions_own() {
    let app = TestApp::with_env(&[("CACHE", "off")]).await;
    let slug = app.state.catalogue.snapshot().travels[0].slug.clone();
    for (host, code, heading) in [("us.localhost:3000", "en-US", ">Reviews</h2>"), ("it.localhost:3000", "it-IT", ">Recensioni</h2>")] {
        let path = Route::Travel { travel: slug.clone() }.path(caravan_site::edition::by_code(code).unwrap()).unwrap();
        for _ in 0..2 {
            let page = app.get(host, &path).await;
            let reviews = page.body.split("data-testid=\"reviews\"").nth(1).unwrap_or_default();
            assert!(reviews.contains(heading), "{host}: {}", &reviews[..reviews.len().min(300)]);
        }
    }
}
