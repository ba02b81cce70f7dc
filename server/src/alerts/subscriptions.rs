//! Subscriptions: stored `pending` until the address is proven (a code for
//! a new address, a confirmation link for a known one), `active` at once
//! for the logged-in owner, `off` after a confirmed deactivation or once a
//! one-shot alert (confirmed, new dates) has fired.

use super::{kind_code, parse_kind};
use crate::accounts::secrets::{hash, now, random_token};
use crate::error::AppResult;
use crate::storage::{Arg, Db, Sql};
use search_core::status::AlertType;
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

/// Stores one alert per kind. An alert already active stays active; a
/// pending one gets the new confirmation. Returns the confirmation token
/// when `status` is pending.
pub async fn subscribe(db: &Db, who: &Subscriber<'_>, kinds: &[AlertType], target: &Target, status: &str) -> AppResult<Option<String>> {
    let confirm = (status == "pending").then(random_token);
    for kind in kinds {
        let mut sql = Sql::new(
            "INSERT INTO alerts (id, email, user_id, kind, travel_id, tour_id, edition, site_origin, currency, seen_price, phone, status, \
             confirm_hash, unsubscribe_token, created_at) VALUES ",
        );
        sql.bind_list([
            Arg::from(uuid::Uuid::new_v4().to_string()),
            who.email.into(),
            who.user_id.into(),
            kind_code(*kind).into(),
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
        ]);
        sql.push(
            " ON CONFLICT (email, kind, travel_id, tour_id) DO UPDATE SET \
             status = CASE WHEN alerts.status = 'active' THEN 'active' ELSE excluded.status END, \
             confirm_hash = excluded.confirm_hash, user_id = COALESCE(excluded.user_id, alerts.user_id), \
             phone = excluded.phone, currency = excluded.currency, seen_price = excluded.seen_price, \
             edition = excluded.edition, site_origin = excluded.site_origin",
        );
        sql.query().execute(&db.pool).await?;
    }
    Ok(confirm)
}

/// After a verified code: the address's pending alerts become the user's, active.
pub async fn activate_pending(db: &Db, email: &str, user_id: &str) -> AppResult<u64> {
    let mut sql = Sql::new("UPDATE alerts SET status = 'active', confirm_hash = NULL, user_id = ");
    sql.bind(user_id).push(" WHERE email = ").bind(email).push(" AND status = 'pending'");
    Ok(sql.query().execute(&db.pool).await?.rows_affected())
}

/// The confirmation link of a known address.
pub async fn confirm(db: &Db, token: &str) -> AppResult<u64> {
    let mut sql = Sql::new("UPDATE alerts SET status = 'active', confirm_hash = NULL WHERE status = 'pending' AND confirm_hash = ");
    sql.bind(hash(token));
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
        let Some(kind) = parse_kind(&row.try_get::<String, _>("kind")?) else { continue };
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
