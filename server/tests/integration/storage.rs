//! Storage against a real database (SQLite here, PostgreSQL when
//! TEST_DATABASE_URL is set): migrations, seeding once, deterministic data.

use crate::common;

use caravan_server::storage::{seed, Db, Sql};
use common::{today, TestApp};
use sqlx::Row;

async fn count(db: &Db, table: &str) -> i64 {
    Sql::new(&format!("SELECT COUNT(*) FROM {table}")).query().fetch_one(&db.pool).await.unwrap().try_get::<i64, _>(0).unwrap()
}

#[tokio::test]
async fn seeding_happens_once_and_matches_the_generator() {
    let app = TestApp::new().await;
    let db = &app.state.db;
    let expected = demo_catalogue::generate(&demo_catalogue::CatalogueSpec::small(7, today()));
    assert_eq!(count(db, "travels").await, expected.travels.len() as i64);
    assert_eq!(count(db, "tours").await, expected.tours.len() as i64);
    assert_eq!(count(db, "tour_prices").await, expected.tours.len() as i64 * 3);
    assert_eq!(count(db, "travel_texts").await, expected.travels.len() as i64 * 5);
    // A second seeding is a no-op.
    assert_eq!(seed::seed_if_empty(db, 7, 24, today()).await.unwrap(), None);
    assert_eq!(count(db, "tours").await, expected.tours.len() as i64);
    assert_eq!(db.meta("seeded_at").await.unwrap().as_deref(), Some("2027-01-10"));
}

#[tokio::test]
async fn stored_tours_round_trip_exactly() {
    let app = TestApp::new().await;
    let expected = demo_catalogue::generate(&demo_catalogue::CatalogueSpec::small(7, today()));
    let tour = &expected.tours[expected.tours.len() / 2];
    let mut sql = Sql::new(
        "SELECT u.code, u.status, u.starting_date, p.price, p.base_price FROM tours u JOIN tour_prices p ON p.tour_id = u.id WHERE u.id = ",
    );
    sql.bind(tour.id.as_str()).push(" AND p.currency = 'GBP'");
    let row = sql.query().fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(row.try_get::<String, _>("code").unwrap(), tour.code);
    assert_eq!(row.try_get::<String, _>("status").unwrap(), tour.status);
    assert_eq!(row.try_get::<String, _>("starting_date").unwrap(), tour.starting_date.to_string());
    let gbp = tour.prices.iter().find(|p| p.currency == "GBP").unwrap();
    assert_eq!(row.try_get::<i64, _>("price").unwrap(), gbp.price);
    assert_eq!(row.try_get::<i64, _>("base_price").unwrap(), gbp.base_price);
}

#[tokio::test]
async fn backend_matches_the_url() {
    let app = TestApp::new().await;
    let expected = if std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) { "postgres" } else { "sqlite" };
    assert_eq!(app.state.db.backend.name(), expected);
    assert!(app.get("localhost:3000", "/healthz").await.body.contains(expected));
}
