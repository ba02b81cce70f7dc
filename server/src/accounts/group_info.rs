//! Group info (spec §3, §4): who is travelling on a departure. Only for
//! logged-in users. The people are drawn deterministically from the tour
//! (the demo catalogue has no bookings), so the same departure always shows
//! the same group; interested people add the real wishlist saves.
//!
//! Beyond the peers, an opt-in snapshot (age bands, first-timer share) of
//! the travellers who agreed to share, aggregated so that no one stands out:
//! nothing below 3 sharers, bands of one person folded into "other", the
//! share rounded to tens of percent.

use crate::catalogue::Tour;
use serde::Serialize;

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

struct Traveller {
    age: u8,
    female: bool,
    first_timer: bool,
    trips_done: i64,
    shares_profile: bool,
}

/// A small deterministic generator seeded by the tour id.
struct Draw(u64);

impl Draw {
    fn new(seed: &str) -> Draw {
        Draw(seed.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3)))
    }

    fn next(&mut self, below: u64) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % below.max(1)
    }
}

fn travellers(tour: &Tour) -> Vec<Traveller> {
    let booked = (MAX_GROUP - tour.free_seats).clamp(0, MAX_GROUP) as usize;
    let (low, high) = match tour.age_badge.as_str() {
        "25-35" => (25u8, 35u8),
        "35-49" => (35, 49),
        _ => (25, 49),
    };
    let mut draw = Draw::new(&tour.id);
    (0..booked)
        .map(|_| {
            let first_timer = draw.next(100) < 38;
            Traveller {
                age: low + draw.next((high - low + 1) as u64) as u8,
                female: draw.next(100) < 58,
                first_timer,
                trips_done: if first_timer { 0 } else { 1 + draw.next(6) as i64 },
                shares_profile: draw.next(100) < 70,
            }
        })
        .collect()
}

/// The group of `tour`; `saves` is how many people saved it to their wishlist.
pub fn group_info(tour: &Tour, saves: i64) -> GroupInfo {
    let people = travellers(tour);
    let count = people.len() as i64;
    // Unconfirmed departures need `seats_to_confirm` more; most fill halfway further.
    let expected = (count + tour.seats_to_confirm.max(tour.free_seats / 2)).min(MAX_GROUP);
    let mut draw = Draw::new(&format!("{}-interest", tour.id));
    GroupInfo {
        travellers_count: count,
        first_timers: people.iter().filter(|p| p.first_timer).count() as i64,
        trips_done: people.iter().map(|p| p.trips_done).sum(),
        genders: Genders {
            female: people.iter().filter(|p| p.female).count() as i64,
            male: people.iter().filter(|p| !p.female).count() as i64,
        },
        expected_group_size: expected.max(count),
        interested_count: 2 + draw.next(30) as i64 + saves,
        snapshot: snapshot(&people),
    }
}

fn snapshot(people: &[Traveller]) -> Option<GroupSnapshot> {
    let sharing: Vec<&Traveller> = people.iter().filter(|p| p.shares_profile).collect();
    if sharing.len() < MIN_SNAPSHOT_TRAVELLERS {
        return None;
    }
    let mut bands = Vec::new();
    let mut other = 0;
    for (low, high) in BANDS {
        let n = sharing.iter().filter(|p| (low..=high).contains(&p.age)).count() as i64;
        match n {
            0 => {}
            1 => other += 1,
            n => bands.push(AgeBand { band: format!("{low}-{high}"), count: n }),
        }
    }
    if other > 0 {
        bands.push(AgeBand { band: "other".into(), count: other });
    }
    let share = sharing.iter().filter(|p| p.first_timer).count() as f64 / sharing.len() as f64;
    Some(GroupSnapshot { age_bands: bands, first_timer_share: (share * 10.0).round() / 10.0 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use search_core::TourStatus;

    fn tour(id: &str, free_seats: i64, seats_to_confirm: i64) -> Tour {
        Tour {
            id: id.into(),
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

    #[test]
    fn the_group_adds_up_and_stays_the_same() {
        let t = tour("1b4e28ba-2fa1-41d2-883f-0016d3cca427", 5, 0);
        let info = group_info(&t, 4);
        assert_eq!(info.travellers_count, 10);
        assert_eq!(info.genders.male + info.genders.female, 10);
        assert!(info.first_timers <= 10 && info.expected_group_size >= 10 && info.expected_group_size <= MAX_GROUP);
        assert!(info.interested_count >= 6, "saves count among the interested");
        assert_eq!(info, group_info(&t, 4), "deterministic");
    }

    #[test]
    fn the_snapshot_never_singles_anyone_out() {
        for n in 0..200 {
            let t = tour(&format!("tour-{n}"), n % 16, 2);
            let info = group_info(&t, 0);
            let Some(snapshot) = info.snapshot else {
                continue;
            };
            let shown: i64 = snapshot.age_bands.iter().map(|b| b.count).sum();
            assert!(shown >= MIN_SNAPSHOT_TRAVELLERS as i64 && shown <= info.travellers_count);
            assert!(snapshot.age_bands.iter().all(|b| b.band == "other" || b.count >= 2), "{:?}", snapshot.age_bands);
            assert!((snapshot.first_timer_share * 10.0).fract() == 0.0);
        }
        assert_eq!(group_info(&tour("small", 13, 4), 0).snapshot, None, "two travellers: no snapshot");
    }
}
