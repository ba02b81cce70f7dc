//! Group info (spec §3, §4): who is travelling on a departure, counted from
//! its bookings on the desk. Only for logged-in users. Each booking brings
//! its travellers; of the traveller who booked, the gender and the trips made
//! (before these records, and the bookings since) when known. Interested
//! people are those who saved the departure or asked for its alerts.
//!
//! Beyond the peers, an opt-in snapshot (age bands, first-timer share) of
//! the travellers who agreed to share, aggregated so that no one stands out:
//! nothing below 3 sharers, bands of one person folded into "other", the
//! share rounded to tens of percent.

use crate::catalogue::Tour;
use crate::error::AppResult;
use crate::storage::{Db, Sql};
use chrono::Datelike;
use serde::Serialize;
use sqlx::Row;

/// A group is at most 15 people (spec: coordinator-led groups of at most 15).
pub const MAX_GROUP: i64 = 15;
/// Fewer sharers than this and the snapshot is not shown.
pub const MIN_SNAPSHOT_TRAVELLERS: usize = 3;
const BANDS: [(u8, u8); 5] = [(25, 29), (30, 34), (35, 39), (40, 44), (45, 49)];

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct GroupInfo {
    pub travellers_count: i64,
    pub first_timers: i64,
    /// Caravan trips done by the group, all together.
    pub trips_done: i64,
    pub genders: Genders,
    pub expected_group_size: i64,
    pub interested_count: i64,
    pub snapshot: Option<GroupSnapshot>,
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct Genders {
    pub male: i64,
    pub female: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct GroupSnapshot {
    pub age_bands: Vec<AgeBand>,
    /// 0.0 to 1.0, in steps of 0.1.
    pub first_timer_share: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema, tsify::Tsify)]
pub struct AgeBand {
    /// "25-29" … "45-49", or "other" for bands too small to show.
    pub band: String,
    pub count: i64,
}

/// The traveller who made one booking on the departure, as the snapshot sees them.
#[derive(Debug, Clone, PartialEq)]
pub struct Booker {
    /// Travellers of the booking (the booker and their companions).
    pub travellers: i64,
    /// Known only for travellers who told it.
    pub age: Option<i64>,
    pub female: Option<bool>,
    pub shares_profile: bool,
    /// Trips made before these records, and booked trips that have ended.
    pub trips_done: i64,
}

/// The bookers of a departure, from its bookings (cancelled ones left out).
pub async fn bookers(db: &Db, tour_id: &str, today: chrono::NaiveDate) -> AppResult<Vec<Booker>> {
    let mut sql = Sql::new(
        "SELECT b.travellers, u.birth_year, u.gender, u.shares_group_profile, u.trips_before, \
         (SELECT COUNT(*) FROM bookings p JOIN tours pt ON pt.id = p.tour_id \
          WHERE p.traveller = b.traveller AND p.status = 'booked' AND pt.ending_date < ",
    );
    sql.bind(today.to_string()).push(") AS trips_made FROM bookings b LEFT JOIN users u ON u.id = b.traveller WHERE b.tour_id = ");
    sql.bind(tour_id).push(" AND b.status = 'booked'");
    let year = i64::from(today.year());
    sql.query()
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|row| {
            Ok(Booker {
                travellers: row.try_get("travellers")?,
                age: row.try_get::<Option<i64>, _>("birth_year")?.map(|born| year - born),
                female: row.try_get::<Option<String>, _>("gender")?.map(|g| g == "female"),
                shares_profile: row.try_get::<Option<i64>, _>("shares_group_profile")?.unwrap_or(0) != 0,
                trips_done: row.try_get::<Option<i64>, _>("trips_before")?.unwrap_or(0) + row.try_get::<i64, _>("trips_made")?,
            })
        })
        .collect()
}

/// The group of `tour` from its `bookers`; `interested` is how many people
/// saved it or asked for its alerts.
pub fn group_info(tour: &Tour, bookers: &[Booker], interested: i64) -> GroupInfo {
    let count: i64 = bookers.iter().map(|b| b.travellers).sum();
    // Unconfirmed departures need `seats_to_confirm` more; most fill halfway further.
    let expected = (count + tour.seats_to_confirm.max(tour.free_seats / 2)).min(MAX_GROUP);
    GroupInfo {
        travellers_count: count,
        first_timers: bookers.iter().filter(|b| b.trips_done == 0).count() as i64,
        trips_done: bookers.iter().map(|b| b.trips_done).sum(),
        genders: Genders {
            female: bookers.iter().filter(|b| b.female == Some(true)).count() as i64,
            male: bookers.iter().filter(|b| b.female == Some(false)).count() as i64,
        },
        expected_group_size: expected.max(count),
        interested_count: interested,
        snapshot: snapshot(bookers),
    }
}

fn snapshot(people: &[Booker]) -> Option<GroupSnapshot> {
    let sharing: Vec<(i64, &Booker)> = people.iter().filter(|p| p.shares_profile).filter_map(|p| p.age.map(|age| (age, p))).collect();
    if sharing.len() < MIN_SNAPSHOT_TRAVELLERS {
        return None;
    }
    let mut bands = Vec::new();
    let mut other = 0;
    for (low, high) in BANDS {
        let n = sharing.iter().filter(|(age, _)| (i64::from(low)..=i64::from(high)).contains(age)).count() as i64;
        match n {
            0 => {}
            1 => other += 1,
            n => bands.push(AgeBand { band: format!("{low}-{high}"), count: n }),
        }
    }
    if other > 0 {
        bands.push(AgeBand { band: "other".into(), count: other });
    }
    // Ages outside the site's 25-49 (a traveller of 24 or 50) are "other" too.
    let outside = sharing.iter().filter(|(age, _)| !(25..=49).contains(age)).count() as i64;
    if outside > 0 {
        match bands.iter_mut().find(|b| b.band == "other") {
            Some(other) => other.count += outside,
            None => bands.push(AgeBand { band: "other".into(), count: outside }),
        }
    }
    let share = sharing.iter().filter(|(_, p)| p.trips_done == 0).count() as f64 / sharing.len() as f64;
    Some(GroupSnapshot { age_bands: bands, first_timer_share: (share * 10.0).round() / 10.0 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use search_core::TourStatus;

    fn tour(free_seats: i64, seats_to_confirm: i64) -> Tour {
        Tour {
            id: "t".into(),
            code: "T".into(),
            travel: 0,
            starting_date: chrono::NaiveDate::from_ymd_opt(2027, 5, 1).unwrap(),
            ending_date: chrono::NaiveDate::from_ymd_opt(2027, 5, 9).unwrap(),
            status: TourStatus::Confirmed,
            free_seats,
            seats_to_confirm,
            age_badge: "25-35".into(),
            badge_id: None,
            coordinator: 0,
            promo: None,
            money_pot_included: false,
            prices: [None, None, None],
        }
    }

    fn booker(travellers: i64, age: Option<i64>, female: Option<bool>, shares: bool, trips_done: i64) -> Booker {
        Booker { travellers, age, female, shares_profile: shares, trips_done }
    }

    #[test]
    fn the_group_adds_up_its_bookings() {
        let bookers =
            [booker(2, Some(28), Some(true), true, 0), booker(1, Some(31), Some(false), true, 3), booker(1, None, None, false, 0)];
        let info = group_info(&tour(11, 0), &bookers, 5);
        assert_eq!(info.travellers_count, 4, "every booking's travellers");
        assert_eq!((info.genders.female, info.genders.male), (1, 1), "only genders told");
        assert_eq!((info.first_timers, info.trips_done), (2, 3));
        assert_eq!(info.interested_count, 5);
        assert_eq!(info.expected_group_size, 9, "four, and half of the eleven free seats");
        assert_eq!(info.snapshot, None, "two sharers: no snapshot");
        assert_eq!(group_info(&tour(15, 6), &[], 0).travellers_count, 0, "nobody booked yet");
    }

    #[test]
    fn the_snapshot_never_singles_anyone_out() {
        let people: Vec<Booker> = [26, 27, 28, 33, 41, 52].iter().map(|&age| booker(1, Some(age), Some(true), true, age % 2)).collect();
        let snapshot = group_info(&tour(9, 0), &people, 0).snapshot.expect("six sharers");
        assert_eq!(
            snapshot.age_bands,
            vec![AgeBand { band: "25-29".into(), count: 3 }, AgeBand { band: "other".into(), count: 3 },],
            "the 30-34, 40-44 and over-49 travellers are one each: folded together"
        );
        assert_eq!(snapshot.first_timer_share, 0.5);
    }
}
