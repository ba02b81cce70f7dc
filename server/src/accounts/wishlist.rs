//! The wishlist (spec §4 Wishlist): saved trips and departures per user.
//! The primary key (user, kind, item) makes saving idempotent: a repeated
//! or concurrent save is one row, never a duplicate.

use super::secrets::now;
use crate::error::AppResult;
use crate::storage::{Db, Sql};
use sqlx::Row;

/// What a wish saves: the same kind the hearts' props name.
pub use caravan_site::islands::WishKind;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub kind: WishKind,
    /// The travel id (as text) or the tour id.
    pub id: String,
    pub travel_id: i64,
}

/// Saves an item; true when it was not saved before.
pub async fn save(db: &Db, user_id: &str, item: &Item) -> AppResult<bool> {
    let mut sql = Sql::new("INSERT INTO wishlist_items (user_id, kind, item_id, travel_id, created_at) VALUES (");
    sql.bind(user_id)
        .push(", ")
        .bind(item.kind.as_str())
        .push(", ")
        .bind(item.id.as_str())
        .push(", ")
        .bind(item.travel_id)
        .push(", ")
        .bind(now())
        .push(") ON CONFLICT (user_id, kind, item_id) DO NOTHING");
    Ok(sql.query().execute(&db.pool).await?.rows_affected() == 1)
}

/// Removes one saved departure; true when it was saved.
pub async fn remove_tour(db: &Db, user_id: &str, tour_id: &str) -> AppResult<bool> {
    let mut sql = Sql::new("DELETE FROM wishlist_items WHERE user_id = ");
    sql.bind(user_id).push(" AND kind = 'tour' AND item_id = ").bind(tour_id);
    Ok(sql.query().execute(&db.pool).await?.rows_affected() == 1)
}

/// How many departures of `travel_id` the user has saved.
pub async fn saved_tours_of(db: &Db, user_id: &str, travel_id: i64) -> AppResult<i64> {
    let mut sql = Sql::new("SELECT COUNT(*) AS n FROM wishlist_items WHERE user_id = ");
    sql.bind(user_id).push(" AND kind = 'tour' AND travel_id = ").bind(travel_id);
    Ok(sql.query().fetch_one(&db.pool).await?.try_get("n")?)
}

/// How many travellers saved departure `tour_id`, since `since` (Unix seconds) when given.
pub async fn savers_of_tour(db: &Db, tour_id: &str, since: Option<i64>) -> AppResult<i64> {
    let mut sql = Sql::new("SELECT COUNT(*) AS n FROM wishlist_items WHERE kind = 'tour' AND item_id = ");
    sql.bind(tour_id);
    if let Some(since) = since {
        sql.push(" AND created_at >= ").bind(since);
    }
    Ok(sql.query().fetch_one(&db.pool).await?.try_get("n")?)
}

/// Removes a saved trip with all its saved departures; returns how many
/// departures went with it.
pub async fn remove_travel_with_tours(db: &Db, user_id: &str, travel_id: i64) -> AppResult<i64> {
    let mut sql = Sql::new("DELETE FROM wishlist_items WHERE user_id = ");
    sql.bind(user_id).push(" AND travel_id = ").bind(travel_id).push(" RETURNING kind");
    let rows = sql.query().fetch_all(&db.pool).await?;
    Ok(rows.iter().filter(|row| row.try_get::<String, _>("kind").is_ok_and(|k| k == "tour")).count() as i64)
}

/// Everything the user saved, newest first.
pub async fn list(db: &Db, user_id: &str) -> AppResult<Vec<Item>> {
    let mut sql = Sql::new("SELECT kind, item_id, travel_id FROM wishlist_items WHERE user_id = ");
    sql.bind(user_id).push(" ORDER BY created_at DESC, item_id");
    let rows = sql.query().fetch_all(&db.pool).await?;
    rows.iter()
        .filter_map(|row| {
            let kind = row.try_get::<String, _>("kind").map(|k| WishKind::parse(&k));
            match kind {
                Ok(Some(kind)) => Some(Ok((kind, row))),
                Ok(None) => None,
                Err(e) => Some(Err(e)),
            }
        })
        .map(|r| {
            let (kind, row) = r?;
            Ok(Item { kind, id: row.try_get("item_id")?, travel_id: row.try_get("travel_id")? })
        })
        .collect()
}
