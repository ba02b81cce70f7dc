//! Tours (departures): dates, status and seats, codes, UUIDs and prices.
//!
//! Each travel departs on a fixed weekday; weeks are kept with a probability that follows the
//! travel's popularity and the season. The closer a departure, the fuller it tends to be.

use std::collections::{HashMap, HashSet};

use chrono::{Datelike, Days, Months, NaiveDate};

use crate::community::CoordMeta;
use crate::countries::{ANTARCTICA, COUNTRIES};
use crate::rng::Rng;
use crate::travels::{Plan, AGE_RANGES};
use crate::{CatalogueSpec, Price, Tour, Travel, MAX_GROUP, STATUSES};

/// Departure probability multiplier per month (percent), January first.
const SEASON_DEPARTURES: [u32; 12] = [85, 85, 95, 105, 105, 115, 125, 130, 110, 100, 85, 110];
/// Price multiplier per month (percent): summer and Christmas cost more.
const SEASON_PRICE: [i64; 12] = [96, 96, 100, 102, 104, 108, 114, 118, 104, 100, 96, 110];
/// Antarctic expeditions only sail in the austral summer (November to March).
const ANTARCTIC_MONTHS: [u32; 5] = [10, 11, 0, 1, 2];

/// Status weights by how far ahead the departure is, in `STATUSES` order
/// (PLANNED, ALMOST_CONFIRMED, CONFIRMED, ALMOST_FULL, WAITING_LIST, SOLD_OUT).
fn status_weights(days_ahead: i64, pop: u8) -> [u32; 6] {
    let mut w: [u32; 6] = if days_ahead < 45 {
        [8, 14, 38, 16, 9, 15]
    } else if days_ahead < 120 {
        [24, 20, 34, 11, 4, 7]
    } else if days_ahead < 270 {
        [45, 22, 22, 6, 2, 3]
    } else {
        [70, 16, 10, 2, 1, 1]
    };
    // Popular travels fill up faster.
    for x in &mut w[2..] {
        *x = *x * (u32::from(pop) + 1) / 3;
    }
    w
}

/// (free_seats, seats_to_confirm) consistent with the status for a group of at most 15.
fn seats(rng: &mut Rng, status: &str) -> (i64, i64) {
    match status {
        "SOLD_OUT" | "WAITING_LIST" => (0, 0),
        "ALMOST_FULL" => (rng.range(1, 3), 0),
        "CONFIRMED" => (rng.range(4, 11), 0),
        "ALMOST_CONFIRMED" => {
            let to_confirm = rng.range(1, 2);
            let booked = rng.range(3, 6);
            (MAX_GROUP - booked, to_confirm)
        }
        _ => {
            let to_confirm = rng.range(3, 8);
            let minimum = rng.range(to_confirm.max(6), 10);
            (MAX_GROUP - (minimum - to_confirm), to_confirm)
        }
    }
}

fn uuid_v4(rng: &mut Rng) -> String {
    let hi = (rng.next_u64() & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000;
    let lo = (rng.next_u64() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000;
    format!("{:08x}-{:04x}-{:04x}-{:04x}-{:012x}", hi >> 32, (hi >> 16) & 0xFFFF, hi & 0xFFFF, lo >> 48, lo & 0xFFFF_FFFF_FFFF)
}

/// "A".."Z", then "AA", "AB", ... so codes stay unique however many travels share a date.
fn letters(mut n: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

fn round_to(value: i64, step: i64) -> i64 {
    (value + step / 2) / step * step
}

/// EUR, GBP and USD prices in cents; the same discount percentage applies to all three.
fn prices(base_eur: i64, discount_pct: i64) -> Vec<Price> {
    let gbp = (base_eur * 86 + 50) / 100;
    let usd = (base_eur * 108 + 50) / 100;
    [("EUR", base_eur), ("GBP", gbp), ("USD", usd)]
        .into_iter()
        .map(|(currency, units)| {
            let paid = if discount_pct > 0 { (units * (100 - discount_pct) + 50) / 100 } else { units };
            Price { currency, base_price: units * 100, price: paid * 100 }
        })
        .collect()
}

pub fn build(spec: &CatalogueSpec, travels: &[Travel], plans: &[Plan], metas: &[CoordMeta]) -> Vec<Tour> {
    let mut rng = Rng::fork(spec.seed, 3);
    let today = spec.today;
    let (Some(start), Some(end)) = (today.checked_add_days(Days::new(7)), today.checked_add_months(Months::new(18))) else {
        return Vec::new();
    };
    let mut per_country_day: HashMap<(usize, NaiveDate), usize> = HashMap::new();
    let mut ids: HashSet<String> = HashSet::new();
    let mut tours: Vec<Tour> = Vec::new();
    let mut days_ahead: Vec<i64> = Vec::new();

    for (travel, plan) in travels.iter().zip(plans) {
        let country = plan.countries.first().copied().unwrap_or(0);
        let iso3 = COUNTRIES[country].iso3;
        for date in departure_days(&mut rng, start, end, country, plan.pop) {
            let Some(ending) = date.checked_add_days(Days::new(u64::try_from(travel.days - 1).unwrap_or(0))) else {
                continue;
            };
            let ahead = (date - today).num_days();
            let status = STATUSES[rng.weighted(&status_weights(ahead, plan.pop))];
            let (free_seats, seats_to_confirm) = seats(&mut rng, status);

            let n = per_country_day.entry((country, date)).or_insert(0);
            let code = format!("{iso3}-{:02}{:02}{:02}-{}", date.year().rem_euclid(100), date.month(), date.day(), letters(*n));
            *n += 1;

            let mut id = uuid_v4(&mut rng);
            while ids.contains(&id) {
                id = uuid_v4(&mut rng);
            }
            ids.insert(id.clone());

            let (age_badge, badge_id) = badges(&mut rng, travel, status);
            let coordinator_id = coordinator_of(&mut rng, travel, metas);

            let month = date.month0() as usize;
            let daily = (plan.daily_eur * SEASON_PRICE[month] / 100).clamp(90, 200);
            let base_eur = round_to(daily * travel.days, 10);
            let discount = if !matches!(status, "SOLD_OUT" | "WAITING_LIST") && rng.chance(165) { 5 * rng.range(1, 5) } else { 0 };

            tours.push(Tour {
                id,
                code,
                travel_id: travel.id,
                starting_date: date,
                ending_date: ending,
                status,
                free_seats,
                seats_to_confirm,
                age_badge,
                badge_id,
                coordinator_id,
                prices: prices(base_eur, discount),
                // Derived, not drawn, so the rest of the catalogue stays as it was.
                promo: (discount > 0)
                    .then(|| date.checked_sub_days(Days::new(60)).map(|expires| (format!("CARAVAN{discount}"), expires)))
                    .flatten(),
                money_pot_included: travel.is_collection,
            });
            days_ahead.push(ahead);
        }
    }
    ensure_every_status(&mut rng, &mut tours, &days_ahead);
    decide_due_departures(&mut rng, &mut tours, &days_ahead);
    tours
}

/// The days a travel departs: one weekday a week from `start` to `end` (Antarctica only in its
/// season), kept with a chance that grows with the country's popularity and the season; at least
/// three.
fn departure_days(rng: &mut Rng, start: NaiveDate, end: NaiveDate, country: usize, pop: u8) -> Vec<NaiveDate> {
    let antarctic = COUNTRIES[country].continent == ANTARCTICA;
    let weekday = rng.below(7);
    let shift = (weekday + 7 - u64::from(start.weekday().num_days_from_monday())) % 7;
    let Some(first) = start.checked_add_days(Days::new(shift)) else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    let mut d = first;
    while d <= end {
        if !antarctic || ANTARCTIC_MONTHS.contains(&d.month0()) {
            candidates.push(d);
        }
        match d.checked_add_days(Days::new(7)) {
            Some(next) => d = next,
            None => break,
        }
    }
    let p = if antarctic { 650 } else { 300 + 30 * u32::from(pop) + rng.below(61) as u32 };
    let mut keep: Vec<bool> = candidates
        .iter()
        .map(|d| {
            let season = if antarctic { 100 } else { SEASON_DEPARTURES[d.month0() as usize] };
            rng.chance(p * season / 100)
        })
        .collect();
    // Every travel gets at least a few departures.
    let mut missing = 3usize.saturating_sub(keep.iter().filter(|k| **k).count());
    for k in keep.iter_mut() {
        if missing == 0 {
            break;
        }
        if !*k {
            *k = true;
            missing -= 1;
        }
    }
    candidates.into_iter().zip(keep).filter(|(_, k)| *k).map(|(d, _)| d).collect()
}

/// A departure's age badge (mostly the travel's range) and its HOT, SAFE or NEW badge.
fn badges(rng: &mut Rng, travel: &Travel, status: &str) -> (&'static str, Option<&'static str>) {
    let age_badge = if rng.chance(900) {
        travel.age_range
    } else if travel.age_range == "ALL" {
        AGE_RANGES[rng.index(2)]
    } else {
        "ALL"
    };
    let badge_id = if status == "ALMOST_FULL" && rng.chance(250) {
        Some("HOT")
    } else if status == "CONFIRMED" && rng.chance(70) {
        Some("SAFE")
    } else if (travel.reviews_count == 0 && rng.chance(400)) || rng.chance(15) {
        Some("NEW")
    } else {
        None
    };
    (age_badge, badge_id)
}

/// Mostly the travel's own coordinator, sometimes another who knows the continent.
fn coordinator_of(rng: &mut Rng, travel: &Travel, metas: &[CoordMeta]) -> i64 {
    if rng.chance(650) {
        travel.coordinator_id
    } else {
        let continent = (travel.continent_id - 1).clamp(0, 4) as usize;
        let same: Vec<usize> = (0..metas.len()).filter(|&c| metas[c].specialty == continent).collect();
        rng.pick(&same).map_or(travel.coordinator_id, |&c| c as i64 + 1)
    }
}

/// A departure inside its decision window (from the day the balance is due,
/// spec §5) has been decided: an unconfirmed one is confirmed, so no page
/// says "confirmed or cancelled by" a day already past. The demo has no
/// cancelled status; a cancelled departure is simply not listed.
fn decide_due_departures(rng: &mut Rng, tours: &mut [Tour], days_ahead: &[i64]) {
    for (tour, &ahead) in tours.iter_mut().zip(days_ahead) {
        if ahead < search_core::booking::BALANCE_DAYS_BEFORE && matches!(tour.status, "PLANNED" | "ALMOST_CONFIRMED") {
            let (free, to_confirm) = seats(rng, "CONFIRMED");
            (tour.status, tour.free_seats, tour.seats_to_confirm) = ("CONFIRMED", free, to_confirm);
        }
    }
}

/// A catalogue must show every status; if the dice left one out, convert a tour whose status
/// is well represented (preferring near departures for the full-ish statuses).
fn ensure_every_status(rng: &mut Rng, tours: &mut [Tour], days_ahead: &[i64]) {
    if tours.len() < STATUSES.len() {
        return;
    }
    for target in STATUSES {
        if tours.iter().any(|t| t.status == target) {
            continue;
        }
        let count = |tours: &[Tour], s: &str| tours.iter().filter(|t| t.status == s).count();
        let wants_near = matches!(target, "ALMOST_FULL" | "WAITING_LIST" | "SOLD_OUT" | "CONFIRMED");
        let offset = rng.index(tours.len());
        let mut chosen = None;
        for pass in 0..2 {
            for k in 0..tours.len() {
                let i = (offset + k) % tours.len();
                let near_ok = pass == 1 || !wants_near || days_ahead.get(i).is_some_and(|&a| a < 120);
                if near_ok && count(tours, tours[i].status) >= 2 {
                    chosen = Some(i);
                    break;
                }
            }
            if chosen.is_some() {
                break;
            }
        }
        if let Some(i) = chosen {
            let (free, to_confirm) = seats(rng, target);
            let t = &mut tours[i];
            t.status = target;
            t.free_seats = free;
            t.seats_to_confirm = to_confirm;
            if matches!(target, "SOLD_OUT" | "WAITING_LIST") {
                for p in &mut t.prices {
                    p.price = p.base_price;
                }
                if t.badge_id == Some("HOT") || t.badge_id == Some("SAFE") {
                    t.badge_id = None;
                }
            }
            if t.badge_id == Some("HOT") && target != "ALMOST_FULL" {
                t.badge_id = None;
            }
            if t.badge_id == Some("SAFE") && target != "CONFIRMED" {
                t.badge_id = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_never_repeat() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        let all: HashSet<String> = (0..1000).map(letters).collect();
        assert_eq!(all.len(), 1000);
    }

    #[test]
    fn prices_share_the_discount() {
        let p = prices(1490, 10);
        assert_eq!(p[0].base_price, 149_000);
        assert_eq!(p[0].price, 134_100);
        assert_eq!(p[1].base_price, 128_100);
        assert_eq!(p[2].base_price, 160_900);
        assert!(p.iter().all(|x| x.price < x.base_price && x.price % 100 == 0));
    }

    #[test]
    fn no_unconfirmed_departure_is_past_its_decision_day() {
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
        let catalogue = crate::generate(&crate::CatalogueSpec::full(2026, today));
        let unconfirmed = |t: &&Tour| matches!(t.status, "PLANNED" | "ALMOST_CONFIRMED");
        assert!(catalogue.tours.iter().filter(unconfirmed).count() > 1000, "unconfirmed departures remain further ahead");
        for tour in catalogue.tours.iter().filter(unconfirmed) {
            assert!(search_core::booking::balance_due(tour.starting_date) >= today, "{} {} decided by a past day", tour.code, tour.status);
        }
    }

    #[test]
    fn seats_match_status() {
        let mut rng = Rng::new(7);
        for _ in 0..2000 {
            for s in STATUSES {
                let (free, to_confirm) = seats(&mut rng, s);
                assert!((0..=MAX_GROUP).contains(&free) && to_confirm >= 0, "{s}");
            }
        }
    }
}
