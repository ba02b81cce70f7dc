//! Subscriptions: stored `pending` until the address is proven (a code for
//! a new address, a confirmation link for a known one), `active` at once
//! for the logged-in owner, `off` after a confirmed deactivation or once a
//! one-shot alert (confirmed, new dates) has fired.

use crate::accounts::secrets::{hash, now, random_token};
use crate::error::AppResult;
use crate::storage::{Arg, Db, Sql};
use search_core::status::AlertType;
use serde::{Deserialize, Serialize};
use sqlx::Row;

/// What an alert watches, and the price its subscriber saw.
#[derive(Debug, Clone)]
pub struct Target {
    pub travel_id: i64,
    /// `None`: the travel as a whole.
    pub tour_id: Option<String>,
    pub currency: &'static str,
    pub seen_price: Option<i64>,
}

/// Who subscribes, from where.
#[derive(Debug, Clone)]
pub struct Subscriber<'a> {
    pub email: &'a str,
    pub user_id: Option<&'a str>,
    pub edition: &'a str,
    pub site_origin: &'a str,
    pub phone: Option<&'a str>,
}

/// What an unconfirmed request would change on an alert that is already
/// active: kept aside until the address is proven.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Changes {
    phone: Option<String>,
    currency: String,
    seen_price: Option<i64>,
    edition: String,
    site_origin: String,
}

/// Stores one alert per kind. An alert already active stays active, and an
/// unconfirmed request (`status` pending) does not change it: its values wait
/// in `pending_changes` for the confirmation. A pending alert gets the new
/// confirmation. Returns the confirmation token when `status` is pending.
pub async fn subscribe(db: &Db, who: &Subscriber<'_>, kinds: &[AlertType], target: &Target, status: &str) -> AppResult<Option<String>> {
    let confirm = (status == "pending").then(random_token);
    let changes = serde_json::to_string(&Changes {
        phone: who.phone.map(str::to_string),
        currency: target.currency.to_string(),
        seen_price: target.seen_price,
        edition: who.edition.to_string(),
        site_origin: who.site_origin.to_string(),
    })
    .unwrap_or_default();
    for kind in kinds {
        let mut sql = Sql::new(
            "INSERT INTO alerts (id, email, user_id, kind, travel_id, tour_id, edition, site_origin, currency, seen_price, phone, status, \
             confirm_hash, unsubscribe_token, created_at, pending_changes) VALUES ",
        );
        sql.bind_list([
            Arg::from(uuid::Uuid::new_v4().to_string()),
            who.email.into(),
            who.user_id.into(),
            kind.code().into(),
            target.travel_id.into(),
            target.tour_id.as_deref().unwrap_or("").into(),
            who.edition.into(),
            who.site_origin.into(),
            target.currency.into(),
            target.seen_price.map_or(Arg::NullInt, Arg::Int),
            who.phone.into(),
            status.into(),
            confirm.as_deref().map(hash).as_deref().into(),
            random_token().into(),
            now().into(),
            confirm.is_some().then_some(changes.as_str()).into(),
        ]);
        // `held`: an active alert and an unconfirmed request.
        let held = "(alerts.status = 'active' AND excluded.status <> 'active')";
        sql.push(&format!(
            " ON CONFLICT (email, kind, travel_id, tour_id) DO UPDATE SET \
             status = CASE WHEN alerts.status = 'active' THEN 'active' ELSE excluded.status END, \
             confirm_hash = excluded.confirm_hash, user_id = COALESCE(excluded.user_id, alerts.user_id), \
             phone = CASE WHEN {held} THEN alerts.phone ELSE excluded.phone END, \
             currency = CASE WHEN {held} THEN alerts.currency ELSE excluded.currency END, \
             seen_price = CASE WHEN {held} THEN alerts.seen_price ELSE excluded.seen_price END, \
             edition = CASE WHEN {held} THEN alerts.edition ELSE excluded.edition END, \
             site_origin = CASE WHEN {held} THEN alerts.site_origin ELSE excluded.site_origin END, \
             pending_changes = CASE WHEN {held} THEN excluded.pending_changes ELSE NULL END"
        ));
        sql.query().execute(&db.pool).await?;
    }
    Ok(confirm)
}

/// Applies the changes held for the alerts `filter` selects (a proven address).
async fn apply_held_changes(db: &Db, filter: &str, value: &str) -> AppResult<()> {
    let mut held = Sql::new(&format!("SELECT id, pending_changes FROM alerts WHERE pending_changes IS NOT NULL AND {filter} = "));
    held.bind(value);
    for row in held.query().fetch_all(&db.pool).await? {
        let id: String = row.try_get("id")?;
        let Ok(changes) = serde_json::from_str::<Changes>(&row.try_get::<String, _>("pending_changes")?) else { continue };
        let mut update = Sql::new("UPDATE alerts SET pending_changes = NULL, phone = ");
        update.bind(changes.phone.as_deref()).push(", currency = ").bind(changes.currency.as_str());
        update.push(", seen_price = ").bind(changes.seen_price.map_or(Arg::NullInt, Arg::Int));
        update.push(", edition = ").bind(changes.edition.as_str()).push(", site_origin = ").bind(changes.site_origin.as_str());
        update.push(" WHERE id = ").bind(id.as_str());
        update.query().execute(&db.pool).await?;
    }
    Ok(())
}

/// After a verified code: the address's pending alerts become the user's,
/// active, and changes held for its active alerts apply.
pub async fn activate_pending(db: &Db, email: &str, user_id: &str) -> AppResult<u64> {
    apply_held_changes(db, "email", email).await?;
    let mut sql = Sql::new("UPDATE alerts SET status = 'active', confirm_hash = NULL, user_id = ");
    sql.bind(user_id).push(" WHERE email = ").bind(email).push(" AND status = 'pending'");
    Ok(sql.query().execute(&db.pool).await?.rows_affected())
}

/// The confirmation link of a known address: its pending alerts become
/// active, and the changes held for its active ones apply.
pub async fn confirm(db: &Db, token: &str) -> AppResult<u64> {
    let token_hash = hash(token);
    apply_held_changes(db, "confirm_hash", &token_hash).await?;
    let mut sql =
        Sql::new("UPDATE alerts SET status = 'active', confirm_hash = NULL WHERE status IN ('pending', 'active') AND confirm_hash = ");
    sql.bind(token_hash);
    Ok(sql.query().execute(&db.pool).await?.rows_affected())
}

/// One-click unsubscribe: turns off the alert of the mail's token.
pub async fn turn_off_by_token(db: &Db, token: &str) -> AppResult<bool> {
    let mut sql = Sql::new("UPDATE alerts SET status = 'off' WHERE unsubscribe_token = ");
    sql.bind(token);
    Ok(sql.query().execute(&db.pool).await?.rows_affected() > 0)
}

/// Turns off one of the user's alerts (after the confirmation dialog).
pub async fn turn_off(db: &Db, alert_id: &str, user_id: &str) -> AppResult<bool> {
    let mut sql = Sql::new("UPDATE alerts SET status = 'off' WHERE id = ");
    sql.bind(alert_id).push(" AND user_id = ").bind(user_id);
    Ok(sql.query().execute(&db.pool).await?.rows_affected() > 0)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlertRow {
    pub id: String,
    pub kind: AlertType,
    pub travel_id: i64,
    pub tour_id: Option<String>,
    pub active: bool,
}

/// The user's alerts that are on (profile area).
pub async fn active_for(db: &Db, user_id: &str) -> AppResult<Vec<AlertRow>> {
    let mut sql = Sql::new("SELECT id, kind, travel_id, tour_id, status FROM alerts WHERE user_id = ");
    sql.bind(user_id).push(" AND status = 'active' ORDER BY created_at");
    let rows = sql.query().fetch_all(&db.pool).await?;
    let mut alerts = Vec::new();
    for row in rows {
        let Some(kind) = AlertType::from_code(&row.try_get::<String, _>("kind")?) else { continue };
        let tour: String = row.try_get("tour_id")?;
        alerts.push(AlertRow {
            id: row.try_get("id")?,
            kind,
            travel_id: row.try_get("travel_id")?,
            tour_id: (!tour.is_empty()).then_some(tour),
            active: row.try_get::<String, _>("status")? == "active",
        });
    }
    Ok(alerts)
}
