//! What a catalogue import means for subscribers, decided inside the
//! import's own transaction (so a change and its mails commit together or
//! not at all): a departure confirmed, a price below what a subscriber saw,
//! new dates for a trip that had none, a seat freed on a sold-out
//! departure with people waiting. Prices are also kept in `price_history`.

use super::links::{local_date, page_url, title};
use super::mails::{AlertNotice, OutboxMail, PriceNotice, TripLink};
use super::outbox::enqueue;
use crate::error::AppResult;
use crate::storage::Sql;
use chrono::NaiveDate;
use search_core::TourStatus;
use sqlx::{Any, Row, Transaction};
use std::collections::BTreeSet;

pub use crate::catalogue::import::changes::{AlertReport, TourBefore, TourChange, TourNow};

/// The trips and departures somebody watches (an active alert), read once
/// per import: the alert queries run only for them, so a large import of
/// unwatched departures stays a few statements a departure.
#[derive(Debug, Default)]
pub struct Watched {
    travels: std::collections::HashSet<i64>,
}

impl Watched {
    pub async fn read(tx: &mut Transaction<'_, Any>) -> AppResult<Watched> {
        let rows = sqlx::query("SELECT DISTINCT travel_id FROM alerts WHERE status = 'active'").fetch_all(&mut **tx).await?;
        Ok(Watched { travels: rows.iter().map(|r| r.try_get::<i64, _>(0)).collect::<Result<_, _>>()? })
    }

    fn travel(&self, travel_id: i64) -> bool {
        self.travels.contains(&travel_id)
    }
}

/// The active alerts of `kind` on a tour (`tour_id`) or a whole travel (`tour_id` = '').
async fn alerts(tx: &mut Transaction<'_, Any>, kind: &str, travel_id: i64, tour_id: &str) -> AppResult<Vec<sqlx::any::AnyRow>> {
    let mut sql = Sql::new(
        "SELECT id, email, edition, site_origin, currency, seen_price, unsubscribe_token FROM alerts WHERE status = 'active' AND kind = ",
    );
    sql.bind(kind).push(" AND travel_id = ").bind(travel_id).push(" AND tour_id = ").bind(tour_id);
    Ok(sql.query().fetch_all(&mut **tx).await?)
}

/// Why an alert mails.
enum Trigger {
    PriceDropped { price: i64, old_price: i64, currency: String },
    Confirmed,
    NewDates,
}

/// One alert mail about a trip or one of its departures (`tour`: code and date).
struct Notice<'a> {
    trigger: Trigger,
    dedup: String,
    slug: &'a str,
    travel_id: i64,
    tour: Option<(&'a str, &'a str)>,
}

/// Queues one alert mail; a confirmation or new dates switch the alert off
/// (they happen once), a price drop keeps it on.
async fn notify(tx: &mut Transaction<'_, Any>, alert: &sqlx::any::AnyRow, notice: Notice<'_>) -> AppResult<bool> {
    let id: String = alert.try_get("id")?;
    let edition: String = alert.try_get("edition")?;
    let origin: String = alert.try_get("site_origin")?;
    let token: String = alert.try_get("unsubscribe_token")?;
    let alert_notice = AlertNotice {
        trip: TripLink {
            title: title(tx, notice.travel_id, &edition).await?,
            url: page_url(&origin, &edition, notice.slug, notice.tour.map(|(code, _)| code)),
            date: notice.tour.map(|(_, date)| local_date(date, &edition)).unwrap_or_default(),
        },
        unsubscribe_url: format!("{origin}/alerts/unsubscribe?token={token}"),
    };
    let one_shot = !matches!(notice.trigger, Trigger::PriceDropped { .. });
    let mail = match notice.trigger {
        Trigger::PriceDropped { price, old_price, currency } => {
            OutboxMail::PriceDropped(PriceNotice { alert: alert_notice, price, old_price, currency })
        }
        Trigger::Confirmed => OutboxMail::TourConfirmed(alert_notice),
        Trigger::NewDates => OutboxMail::NewDates(alert_notice),
    };
    let locale = caravan_site::edition::by_code(&edition).map_or("en-US", |e| e.fluent_locale());
    let queued = enqueue(tx, &notice.dedup, &alert.try_get::<String, _>("email")?, locale, &mail).await?;
    if one_shot {
        let mut off = Sql::new("UPDATE alerts SET status = 'off' WHERE id = ");
        off.bind(id.as_str());
        off.query().execute(&mut **tx).await?;
    }
    Ok(queued)
}

fn confirmed(status: Option<TourStatus>) -> bool {
    status.is_some_and(TourStatus::is_confirmed)
}

/// The cheapest upcoming price of a travel (travel-level price alerts) or of one tour.
async fn price(tx: &mut Transaction<'_, Any>, currency: &str, travel_id: i64, tour_id: &str, today: NaiveDate) -> AppResult<Option<i64>> {
    let mut sql = Sql::new("SELECT MIN(p.price) AS price FROM tour_prices p JOIN tours t ON t.id = p.tour_id WHERE p.currency = ");
    sql.bind(currency);
    if tour_id.is_empty() {
        sql.push(" AND t.travel_id = ").bind(travel_id).push(" AND t.starting_date >= ").bind(today.to_string());
        sql.push(" AND t.status <> 'SOLD_OUT'");
    } else {
        sql.push(" AND t.id = ").bind(tour_id);
    }
    Ok(sql.query().fetch_one(&mut **tx).await?.try_get::<Option<i64>, _>("price")?)
}

/// What one departure's change means for subscribers and people waiting,
/// queued in the import's transaction, right after its write. `created` holds
/// every departure the import creates.
pub async fn after_tour(
    tx: &mut Transaction<'_, Any>,
    change: &TourChange<'_>,
    watched: &Watched,
    created: &BTreeSet<String>,
    today: NaiveDate,
    hold_secs: i64,
    report: &mut AlertReport,
) -> AppResult<()> {
    let (b, now) = (change.before, change.now);
    let tour = Some((now.code.as_str(), now.starting_date.as_str()));
    if watched.travel(now.travel_id) {
        // Confirmed: only from a status that offered the alert.
        if matches!(b.status, Some(TourStatus::Planned | TourStatus::AlmostConfirmed)) && confirmed(now.status) {
            for alert in alerts(tx, "TOUR_CONFIRMED", now.travel_id, &b.id).await? {
                let dedup = format!("confirmed:{}", alert.try_get::<String, _>("id")?);
                let notice = Notice { trigger: Trigger::Confirmed, dedup, slug: &now.slug, travel_id: now.travel_id, tour };
                report.tour_confirmed += notify(tx, &alert, notice).await? as u64;
            }
        }
        // Price drops below what each subscriber saw.
        for alert in alerts(tx, "PRICE_DROPPED", now.travel_id, &b.id).await? {
            report.price_dropped += price_drop(tx, &alert, &now.slug, now.travel_id, &b.id, tour, today).await? as u64;
        }
        // New dates for a trip that had none.
        if b.created && now.starting_date.as_str() >= today.to_string().as_str() {
            let mut others = Sql::new("SELECT id FROM tours WHERE travel_id = ");
            others.bind(now.travel_id).push(" AND starting_date >= ").bind(today.to_string());
            let upcoming: Vec<String> = others.query().fetch_all(&mut **tx).await?.iter().filter_map(|r| r.try_get("id").ok()).collect();
            if upcoming.iter().all(|id| created.contains(id)) {
                for alert in alerts(tx, "STOCKOUT_TRAVEL", now.travel_id, "").await? {
                    let dedup = format!("new-dates:{}", alert.try_get::<String, _>("id")?);
                    let notice = Notice { trigger: Trigger::NewDates, dedup, slug: &now.slug, travel_id: now.travel_id, tour: None };
                    report.new_dates += notify(tx, &alert, notice).await? as u64;
                }
            }
        }
    }
    // A seat freed on a departure people wait for.
    if b.free_seats == 0 && now.free_seats > 0 && !b.created {
        report.waitlist_offers += super::waitlist::offer_seats(tx, &b.id, hold_secs).await?;
    }
    if change.prices_given {
        record_prices(tx, &b.id).await?;
    }
    Ok(())
}

/// Trip-wide price alerts of the trips an import touched.
pub async fn after_travels(
    tx: &mut Transaction<'_, Any>,
    travels: &BTreeSet<(i64, String)>,
    watched: &Watched,
    today: NaiveDate,
    report: &mut AlertReport,
) -> AppResult<()> {
    for (travel_id, slug) in travels.iter().filter(|(id, _)| watched.travel(*id)) {
        for alert in alerts(tx, "PRICE_DROPPED", *travel_id, "").await? {
            report.price_dropped += price_drop(tx, &alert, slug, *travel_id, "", None, today).await? as u64;
        }
    }
    Ok(())
}

/// Mails a price alert when the price is below the one its subscriber saw,
/// which then becomes the price seen. A rise mails nothing.
async fn price_drop(
    tx: &mut Transaction<'_, Any>,
    alert: &sqlx::any::AnyRow,
    slug: &str,
    travel_id: i64,
    tour_id: &str,
    tour: Option<(&str, &str)>,
    today: NaiveDate,
) -> AppResult<bool> {
    let currency: String = alert.try_get("currency")?;
    let seen: Option<i64> = alert.try_get("seen_price")?;
    let Some(current) = price(tx, &currency, travel_id, tour_id, today).await? else { return Ok(false) };
    let Some(seen) = seen.filter(|seen| current < *seen) else {
        if seen.is_none() {
            set_seen_price(tx, &alert.try_get::<String, _>("id")?, current).await?;
        }
        return Ok(false);
    };
    let id: String = alert.try_get("id")?;
    let dedup = format!("price:{id}:{current}");
    let trigger = Trigger::PriceDropped { price: current, old_price: seen, currency };
    let queued = notify(tx, alert, Notice { trigger, dedup, slug, travel_id, tour }).await?;
    set_seen_price(tx, &id, current).await?;
    Ok(queued)
}

/// The price the next drop is measured against.
async fn set_seen_price(tx: &mut Transaction<'_, Any>, alert_id: &str, price: i64) -> AppResult<()> {
    let mut set = Sql::new("UPDATE alerts SET seen_price = ");
    set.bind(price).push(" WHERE id = ").bind(alert_id);
    set.query().execute(&mut **tx).await?;
    Ok(())
}

/// Keeps each new price of a tour in `price_history`.
async fn record_prices(tx: &mut Transaction<'_, Any>, tour_id: &str) -> AppResult<()> {
    let mut sql = Sql::new("SELECT currency, price FROM tour_prices WHERE tour_id = ");
    sql.bind(tour_id);
    for row in sql.query().fetch_all(&mut **tx).await? {
        let (currency, price): (String, i64) = (row.try_get("currency")?, row.try_get("price")?);
        let mut last = Sql::new("SELECT price FROM price_history WHERE tour_id = ");
        last.bind(tour_id).push(" AND currency = ").bind(currency.as_str()).push(" ORDER BY changed_at DESC LIMIT 1");
        let previous: Option<i64> = last.query().fetch_optional(&mut **tx).await?.map(|r| r.try_get("price")).transpose()?;
        if previous != Some(price) {
            let mut insert = Sql::new("INSERT INTO price_history (tour_id, currency, price, changed_at) VALUES ");
            // Microseconds: two imports in one second still keep their order.
            insert.bind_list::<crate::storage::Arg>([
                tour_id.into(),
                currency.into(),
                price.into(),
                chrono::Utc::now().timestamp_micros().into(),
            ]);
            insert.query().execute(&mut **tx).await?;
        }
    }
    Ok(())
}

/// The site's listener to catalogue imports: what each change means for subscribers and people
/// waiting, queued in the import's transaction.
pub struct Subscribers;

impl crate::catalogue::import::ImportListener for Subscribers {
    fn changed<'a>(
        &'a self,
        tx: &'a mut Transaction<'static, Any>,
        changes: &'a crate::catalogue::import::changes::Changes<'a>,
        today: NaiveDate,
        hold_secs: i64,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = AppResult<AlertReport>> + Send + 'a>> {
        Box::pin(async move {
            let watched = Watched::read(tx).await?;
            let mut report = AlertReport::default();
            for change in &changes.tours {
                after_tour(tx, change, &watched, changes.created, today, hold_secs, &mut report).await?;
            }
            after_travels(tx, changes.travels, &watched, today, &mut report).await?;
            Ok(report)
        })
    }
}
