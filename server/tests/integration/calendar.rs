//! The trip page's departure calendar is drawn once for everyone who opens the same page and kept
//! with the departures it shows (issue 21): with the page cache off, a departure's new status
//! still shows in the next render, and another month (`?month=`) is drawn for itself.

use crate::common;

use axum::http::StatusCode;
use caravan_site::routes::Route;
use common::{admin_import, shown_values, TestApp, ADMIN_TOKEN};
use serde_json::json;

const US: &str = "us.localhost:3000";

/// The class of the calendar day of `date` (YYYY-MM-DD): `<td data-date="…" … class="…">`.
fn day_class(body: &str, date: &str) -> Option<String> {
    let tag = body.split(&format!("<td data-date=\"{date}\"")).nth(1)?.split('>').next()?;
    Some(tag.split("class=\"").nth(1)?.split('"').next()?.to_string())
}

#[tokio::test]
async fn a_kept_calendar_shows_a_new_status_at_once_and_each_month_is_drawn_for_itself() {
    let app = TestApp::with_env(&[("ADMIN_TOKEN", ADMIN_TOKEN), ("CACHE", "off")]).await;
    let us = caravan_site::edition::by_code("en-US").unwrap();
    let (path, code, date) = {
        let snapshot = app.state.catalogue.snapshot();
        let today = common::today();
        // A trip whose first upcoming departure is planned and which has departures in two months.
        let (travel, tour) = snapshot
            .travels
            .iter()
            .enumerate()
            .find_map(|(i, travel)| {
                let mut tours: Vec<_> = snapshot.tours.iter().filter(|t| t.travel == i && t.starting_date > today).collect();
                tours.sort_by_key(|t| t.starting_date);
                let first = *tours.first()?;
                let months =
                    tours.iter().map(|t| search_core::date::year_month(t.starting_date)).collect::<std::collections::BTreeSet<_>>();
                (first.status == search_core::TourStatus::Planned && months.len() >= 3).then_some((travel, first))
            })
            .expect("a trip with a planned first departure and three months of them");
        (Route::Travel { travel: travel.slug.clone() }.path(us).unwrap(), tour.code.clone(), tour.starting_date.to_string())
    };

    let before = app.get(US, &path).await;
    assert_eq!(before.status, StatusCode::OK);
    assert_eq!(day_class(&before.body, &date).as_deref(), Some("calendar-day calendar-day--planned"), "{date}");
    assert_eq!(app.get(US, &path).await.body, before.body, "the kept calendar reads as the one drawn");

    let confirmed = admin_import(&app, Some(ADMIN_TOKEN), &json!({"tours": [{"code": code, "status": "CONFIRMED"}]})).await;
    assert_eq!(confirmed.status, StatusCode::OK);
    let after = app.get(US, &path).await;
    assert_eq!(day_class(&after.body, &date).as_deref(), Some("calendar-day calendar-day--confirmed"), "drawn again with the new status");

    // The third month with departures, asked for by its link: shown, the others in the page hidden.
    let [first] = shown_values(&after.body, "data-calendar-month").try_into().expect("one month shown");
    let months: Vec<String> = after.body.split("data-calendar-nav=\"").skip(1).map(|m| m[..7].to_string()).collect();
    let later = months.iter().find(|m| **m > first).expect("a link to a later month").clone();
    let later_page = app.get(US, &format!("{path}?month={later}")).await;
    assert_eq!(shown_values(&later_page.body, "data-calendar-month"), [later]);
    assert_eq!(shown_values(&app.get(US, &path).await.body, "data-calendar-month"), [first], "the first page keeps its own month");
}
