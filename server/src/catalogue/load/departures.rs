//! The departures of a snapshot: their rows, prices and the lowest earlier price of each reduced
//! one, in the snapshot's order. A million of them at the largest catalogues we try, so the rows
//! stream in and only the reduced prices' histories are read.

use super::read::each_row;
use super::{date, index_of};
use crate::catalogue::{Tour, TourPrice};
use crate::error::{AppError, AppResult};
use crate::storage::{Backend, Db};
use search_core::{Currency, TourStatus};
use std::collections::HashMap;

row! {
    struct TourRow {
        id: String,
        code: String,
        travel_id: i64,
        starting_date: String,
        ending_date: String,
        status: String,
        free_seats: i64,
        seats_to_confirm: i64,
        age_badge: String,
        badge_id: Option<String>,
        coordinator_id: i64,
        promo_code: Option<String>,
        promo_expires: Option<String>,
        money_pot_included: i64,
    }
}

row! {
    struct PriceRow {
        tour_id: String,
        currency: String,
        base_price: i64,
        price: i64,
    }
}

row! {
    struct HistoryRow {
        tour_id: String,
        currency: String,
        price: i64,
        changed_at: i64,
    }
}

/// Sets `lowest_before` on every reduced price, from its departure's price history. Only the
/// reduced prices' histories are read (a few in ten), each in `changed_at` order.
async fn lowest_earlier_prices(db: &Db, tours: &mut [Tour], tour_ix: &HashMap<String, usize>) -> AppResult<()> {
    use crate::catalogue::price_history::{lowest_before_current, PricePoint};
    // SQLite's planner would scan the whole history and probe the prices; `CROSS JOIN` makes it
    // walk the prices (few reduced) and seek each one's history instead: 9 s → 5 s at 1M departures.
    let join = match db.backend {
        Backend::Sqlite => "CROSS JOIN",
        Backend::Postgres => "JOIN",
    };
    let sql = format!(
        "SELECT h.tour_id, h.currency, h.price, h.changed_at FROM tour_prices p {join} price_history h \
         ON h.tour_id = p.tour_id AND h.currency = p.currency WHERE p.price < p.base_price \
         ORDER BY p.tour_id, p.currency, h.changed_at"
    );
    let mut group: Option<(String, String)> = None;
    let mut points: Vec<PricePoint> = Vec::new();
    let mut settle = |group: &(String, String), points: &[PricePoint]| {
        let (Some(&tour), Some(currency)) = (tour_ix.get(&group.0), Currency::parse(&group.1)) else { return };
        let Some(price) = tours[tour].prices[currency as usize].as_mut() else { return };
        // Only a history that ends in today's price describes it.
        if points.last().map(|p| p.price) == Some(price.price) {
            price.lowest_before = lowest_before_current(points);
        }
    };
    each_row::<HistoryRow>(db, &sql, |r| {
        if let Some(ended) = group.as_ref().filter(|(tour, currency)| *tour != r.tour_id || *currency != r.currency) {
            settle(ended, &points);
            points.clear();
        }
        if points.is_empty() {
            group = Some((r.tour_id, r.currency));
        }
        points.push(PricePoint { price: r.price, changed_at: r.changed_at });
        Ok(())
    })
    .await?;
    if let Some(last) = &group {
        settle(last, &points);
    }
    Ok(())
}

/// Every departure, its travel and coordinator given as indexes into the snapshot's lists, in
/// date order and on the same day the cheapest first: the code (which starts with a country code)
/// is only the last tie-break, as it says nothing to a traveller.
pub(super) async fn departures(db: &Db, travel_ix: &HashMap<i64, usize>, coordinator_ix: &HashMap<i64, usize>) -> AppResult<Vec<Tour>> {
    // In the table's order: the snapshot's order is set below, once the prices are in.
    let mut tours = Vec::new();
    each_row::<TourRow>(
        db,
        "SELECT id, code, travel_id, starting_date, ending_date, status, free_seats, seats_to_confirm, age_badge, badge_id, coordinator_id, \
         promo_code, promo_expires, money_pot_included FROM tours",
        |r| {
            tours.push(Tour {
                travel: index_of(travel_ix, "travel", r.travel_id)?,
                coordinator: index_of(coordinator_ix, "coordinator", r.coordinator_id)?,
                starting_date: date("starting_date", &r.starting_date)?,
                ending_date: date("ending_date", &r.ending_date)?,
                status: TourStatus::parse(&r.status).ok_or_else(|| AppError::Corrupt(format!("status {:?}", r.status)))?,
                id: r.id,
                code: r.code,
                free_seats: r.free_seats,
                seats_to_confirm: r.seats_to_confirm,
                age_badge: r.age_badge,
                badge_id: r.badge_id,
                promo: match (r.promo_code, r.promo_expires) {
                    (Some(code), Some(expires)) => Some((code, date("promo_expires", &expires)?)),
                    _ => None,
                },
                money_pot_included: r.money_pot_included != 0,
                prices: [None; 3],
            });
            Ok(())
        },
    )
    .await?;
    let tour_ix: HashMap<String, usize> = tours.iter().enumerate().map(|(i, t)| (t.id.clone(), i)).collect();
    each_row::<PriceRow>(db, "SELECT tour_id, currency, base_price, price FROM tour_prices", |r| {
        let (Some(&tour), Some(currency)) = (tour_ix.get(&r.tour_id), Currency::parse(&r.currency)) else {
            return Err(AppError::Corrupt(format!("price of {} in {}", r.tour_id, r.currency)));
        };
        tours[tour].prices[currency as usize] = Some(TourPrice { base: r.base_price, price: r.price, lowest_before: None });
        Ok(())
    })
    .await?;
    lowest_earlier_prices(db, &mut tours, &tour_ix).await?;
    let eur = |t: &Tour| t.prices[Currency::EUR as usize].map_or(i64::MAX, |p| p.price);
    tours.sort_by(|a, b| a.starting_date.cmp(&b.starting_date).then_with(|| eur(a).cmp(&eur(b))).then_with(|| a.code.cmp(&b.code)));
    Ok(tours)
}
