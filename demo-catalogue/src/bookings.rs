//! The demo's travellers and their bookings: every seat a departure has
//! taken (15 − free seats) belongs to a booking of one or two travellers by
//! a demo traveller of the departure's ages, so seats, statuses and group
//! figures come from bookings while the catalogue looks as it always did.
//! A stream of its own, so the rest of the catalogue is unchanged.

use crate::rng::Rng;
use crate::Catalogue;
use chrono::Datelike;

/// Seats of a departure (spec §9: groups of at most 15).
const GROUP_SEATS: i64 = 15;
/// How many demo travellers book: enough that a group rarely meets a face twice.
const TRAVELLERS: usize = 1200;

/// A traveller who books in the demo, with what the group snapshot shows of them.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoTraveller {
    pub id: String,
    pub email: String,
    pub birth_year: i32,
    pub female: bool,
    /// Agreed to be counted in the group snapshot (age band, first trip).
    pub shares_profile: bool,
    /// Trips made before these records (0: this is their first).
    pub trips_before: i64,
}

/// One booking: `traveller` and `tour` index the lists.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoBooking {
    pub reference: String,
    pub traveller: usize,
    pub tour: usize,
    pub travellers: i64,
}

/// The age range of an age badge (`25-35`, `35-49`, anything else 25-49).
fn ages(badge: &str) -> (i32, i32) {
    match badge {
        "25-35" => (25, 35),
        "35-49" => (35, 49),
        _ => (25, 49),
    }
}

/// A reference a traveller can read out (the desk's alphabet, no 0/O/1/I).
fn reference(rng: &mut Rng) -> String {
    const ALPHABET: &[u8] = search_core::booking::REFERENCE_ALPHABET;
    let code: String = (0..8).map(|_| ALPHABET[rng.index(ALPHABET.len())] as char).collect();
    format!("CRV-{code}")
}

/// The demo's travellers and the bookings that hold every taken seat.
pub fn bookings(catalogue: &Catalogue, seed: u64, today: chrono::NaiveDate) -> (Vec<DemoTraveller>, Vec<DemoBooking>) {
    let mut rng = Rng::fork(seed, 0xB00C);
    let travellers: Vec<DemoTraveller> = (0..TRAVELLERS)
        .map(|n| {
            let first_trip = rng.chance(380);
            DemoTraveller {
                id: format!("demo-traveller-{n:04}"),
                email: format!("traveller{n:04}@demo.caravan-trips.com"),
                birth_year: today.year() - rng.range(25, 49) as i32,
                female: rng.chance(580),
                shares_profile: rng.chance(700),
                trips_before: if first_trip { 0 } else { rng.range(1, 6) },
            }
        })
        .collect();
    // Travellers by age at `today`, to pick from the ones a departure suits.
    let age = |t: &DemoTraveller| today.year() - t.birth_year;
    let mut bookings = Vec::new();
    for (index, tour) in catalogue.tours.iter().enumerate() {
        let (low, high) = ages(tour.age_badge);
        let mut taken = (GROUP_SEATS - tour.free_seats).clamp(0, GROUP_SEATS);
        let mut seen = std::collections::HashSet::new();
        while taken > 0 {
            let together = if taken >= 2 && rng.chance(300) { 2 } else { 1 };
            // A traveller of the right age, each once per departure.
            let traveller = loop {
                let pick = rng.index(travellers.len());
                if (low..=high).contains(&age(&travellers[pick])) && seen.insert(pick) || seen.len() >= travellers.len() {
                    break pick;
                }
            };
            bookings.push(DemoBooking { reference: reference(&mut rng), traveller, tour: index, travellers: together });
            taken -= together;
        }
    }
    (travellers, bookings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CatalogueSpec;

    #[test]
    fn every_taken_seat_is_booked_by_a_traveller_of_the_departures_ages() {
        let today = chrono::NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let catalogue = crate::generate(&CatalogueSpec::small(7, today));
        let (travellers, bookings) = bookings(&catalogue, 7, today);
        for (i, tour) in catalogue.tours.iter().enumerate() {
            let of_tour: Vec<_> = bookings.iter().filter(|b| b.tour == i).collect();
            assert_eq!(of_tour.iter().map(|b| b.travellers).sum::<i64>(), GROUP_SEATS - tour.free_seats, "{}", tour.code);
            let (low, high) = ages(tour.age_badge);
            assert!(of_tour.iter().all(|b| (low..=high).contains(&(2027 - travellers[b.traveller].birth_year))));
            let people: std::collections::HashSet<_> = of_tour.iter().map(|b| b.traveller).collect();
            assert_eq!(people.len(), of_tour.len(), "nobody books the same departure twice");
        }
        let references: std::collections::HashSet<_> = bookings.iter().map(|b| &b.reference).collect();
        assert_eq!(references.len(), bookings.len(), "one reference a booking");
        assert_eq!(bookings, super::bookings(&catalogue, 7, today).1, "deterministic");
    }
}
