//! The waitlist of sold-out departures (beyond the peers): first come,
//! first served. Places come from an atomic per-departure counter, so
//! concurrent joins get distinct places. When an import frees seats, the
//! first people in line get a mail and a seat held for `WAITLIST_HOLD_HOURS`;
//! an expired hold passes to the next person.

use super::mails::{OutboxMail, SeatOffer, TripLink};
use super::outbox::enqueue;
use crate::accounts::secrets::now;
use crate::error::AppResult;
use crate::storage::{Arg, Db, Sql};
use serde::Serialize;
use sqlx::{Any, Row, Transaction};

/// Joins the line (or keeps the place already held); returns the place.
pub async fn join(db: &Db, tour_id: &str, user_id: &str, edition: &str, origin: &str) -> AppResult<WaitlistPlace> {
    let mut tx = db.pool.begin().await?;
    // A write first (a no-op on the person's own row): on SQLite the
    // transaction takes the write lock now and waits its turn, instead of
    // failing when a read would have to become a write.
    let mut existing = Sql::new("UPDATE waitlist SET created_at = created_at WHERE tour_id = ");
    existing.bind(tour_id).push(" AND user_id = ").bind(user_id).push(" AND status IN ('waiting', 'offered')");
    if existing.query().execute(&mut *tx).await?.rows_affected() == 0 {
        let mut counter = Sql::new("INSERT INTO waitlist_counters (tour_id, last) VALUES (");
        counter.bind(tour_id).push(", 1) ON CONFLICT (tour_id) DO UPDATE SET last = waitlist_counters.last + 1 RETURNING last");
        let position: i64 = counter.query().fetch_one(&mut *tx).await?.try_get("last")?;
        let mut insert = Sql::new("INSERT INTO waitlist (tour_id, user_id, position, status, edition, site_origin, created_at) VALUES ");
        insert.bind_list::<Arg>([
            tour_id.into(),
            user_id.into(),
            position.into(),
            "waiting".into(),
            edition.into(),
            origin.into(),
            now().into(),
        ]);
        // Someone who left and comes back goes to the end of the line.
        insert.push(
            " ON CONFLICT (tour_id, user_id) DO UPDATE SET position = excluded.position, status = 'waiting', offered_until = NULL, \
             created_at = excluded.created_at",
        );
        insert.query().execute(&mut *tx).await?;
    }
    tx.commit().await?;
    place(db, tour_id, user_id).await.map(|p| p.unwrap_or_default())
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct WaitlistPlace {
    /// 1 = next in line; 0 = not in line.
    pub number_in_line: i64,
    /// waiting, offered, expired, left (or none).
    pub status: String,
    /// Unix seconds until which a seat is held (status offered).
    pub offered_until: Option<i64>,
}

/// Where the user stands in the line of a departure.
pub async fn place(db: &Db, tour_id: &str, user_id: &str) -> AppResult<Option<WaitlistPlace>> {
    let mut mine = Sql::new("SELECT position, status, offered_until FROM waitlist WHERE tour_id = ");
    mine.bind(tour_id).push(" AND user_id = ").bind(user_id);
    let Some(row) = mine.query().fetch_optional(&db.pool).await? else { return Ok(None) };
    let (position, status): (i64, String) = (row.try_get("position")?, row.try_get("status")?);
    let mut ahead = Sql::new("SELECT COUNT(*) AS n FROM waitlist WHERE tour_id = ");
    ahead.bind(tour_id).push(" AND status IN ('waiting', 'offered') AND position < ").bind(position);
    let ahead: i64 = ahead.query().fetch_one(&db.pool).await?.try_get("n")?;
    let in_line = matches!(status.as_str(), "waiting" | "offered");
    Ok(Some(WaitlistPlace { number_in_line: if in_line { ahead + 1 } else { 0 }, offered_until: row.try_get("offered_until")?, status }))
}

/// Offers the free seats of a departure to the first people waiting, one
/// seat each, minus the holds still running. Returns the offers made.
pub async fn offer_seats(tx: &mut Transaction<'_, Any>, tour_id: &str, hold_secs: i64) -> AppResult<u64> {
    let now = now();
    let mut seats = Sql::new(
        "SELECT t.free_seats, t.code, t.starting_date, t.travel_id, v.slug FROM tours t JOIN travels v ON v.id = t.travel_id WHERE t.id = ",
    );
    seats.bind(tour_id);
    let Some(tour) = seats.query().fetch_optional(&mut **tx).await? else { return Ok(0) };
    let free: i64 = tour.try_get("free_seats")?;
    let mut held = Sql::new("SELECT COUNT(*) AS n FROM waitlist WHERE tour_id = ");
    held.bind(tour_id).push(" AND status = 'offered' AND offered_until > ").bind(now);
    let held: i64 = held.query().fetch_one(&mut **tx).await?.try_get("n")?;
    let to_offer = free - held;
    if to_offer <= 0 {
        return Ok(0);
    }
    let mut next = Sql::new(
        "SELECT w.user_id, w.position, w.edition, w.site_origin, u.email FROM waitlist w JOIN users u ON u.id = w.user_id WHERE w.tour_id = ",
    );
    next.bind(tour_id).push(" AND w.status = 'waiting' ORDER BY w.position LIMIT ").bind(to_offer);
    let (code, date, travel_id, slug): (String, String, i64, String) =
        (tour.try_get("code")?, tour.try_get("starting_date")?, tour.try_get("travel_id")?, tour.try_get("slug")?);
    let mut offers = 0;
    for person in next.query().fetch_all(&mut **tx).await? {
        let (user_id, position): (String, i64) = (person.try_get("user_id")?, person.try_get("position")?);
        // Only a row still waiting is offered: a concurrent offer loses here.
        let mut offer = Sql::new("UPDATE waitlist SET status = 'offered', offered_until = ");
        offer.bind(now + hold_secs).push(" WHERE tour_id = ").bind(tour_id).push(" AND user_id = ").bind(user_id.as_str());
        offer.push(" AND status = 'waiting'");
        if offer.query().execute(&mut **tx).await?.rows_affected() == 0 {
            continue;
        }
        let edition: String = person.try_get("edition")?;
        let origin: String = person.try_get("site_origin")?;
        let until =
            chrono::DateTime::from_timestamp(now + hold_secs, 0).map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string()).unwrap_or_default();
        let offer = OutboxMail::SeatOffered(SeatOffer {
            trip: TripLink {
                title: super::links::title(tx, travel_id, &edition).await?,
                url: super::links::page_url(&origin, &edition, &slug, Some(&code)),
                date: super::links::local_date(&date, &edition),
            },
            until,
        });
        let locale = caravan_site::edition::by_code(&edition).map_or("en-US", |e| e.fluent_locale());
        let dedup = format!("waitlist:{tour_id}:{user_id}:{position}");
        enqueue(tx, &dedup, &person.try_get::<String, _>("email")?, locale, &offer).await?;
        offers += 1;
    }
    Ok(offers)
}

/// Holds past their time expire, and their seats go to the next in line.
pub async fn expire_holds(db: &Db, now: i64, hold_secs: i64) -> AppResult<u64> {
    // The worker asks twice a second: a read decides whether a write
    // transaction (the SQLite write lock) is needed at all.
    let mut due = Sql::new("SELECT 1 AS due FROM waitlist WHERE status = 'offered' AND offered_until <= ");
    due.bind(now).push(" LIMIT 1");
    if due.query().fetch_optional(&db.pool).await?.is_none() {
        return Ok(0);
    }
    let mut tx = db.pool.begin().await?;
    let mut expired = Sql::new("UPDATE waitlist SET status = 'expired' WHERE status = 'offered' AND offered_until <= ");
    expired.bind(now).push(" RETURNING tour_id");
    let tours: std::collections::BTreeSet<String> =
        expired.query().fetch_all(&mut *tx).await?.iter().filter_map(|r| r.try_get("tour_id").ok()).collect();
    let mut offers = 0;
    for tour in &tours {
        offers += offer_seats(&mut tx, tour, hold_secs).await?;
    }
    tx.commit().await?;
    Ok(offers)
}
