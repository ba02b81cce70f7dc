//! People-facing data: coordinators (with bios), traveller reviews and WeMeet community events.

use std::collections::HashSet;

use chrono::{Days, Months};

use crate::countries::{self, CONTINENTS};
use crate::people::MARKETS;
use crate::rng::Rng;
use crate::texts::{BIO, BIO_TRAITS, REVIEWS};
use crate::travels::Plan;
use crate::{fill, slugify, texts_with, CatalogueSpec, Coordinator, Review, Travel, WeMeetEvent, LANGS};

/// How many coordinators the catalogue has.
const COORDINATORS: usize = 60;
/// How many WeMeet events are scheduled.
const EVENTS: usize = 40;

/// Facts about a coordinator that the other builders need but the public struct doesn't carry.
pub struct CoordMeta {
    pub first: &'static str,
    /// Continent index (0..=4) the coordinator usually leads groups on.
    pub specialty: usize,
    pub city: &'static str,
}

/// Coordinators 1..=60, twelve per market. The first five cover the five inhabited continents.
pub fn coordinators(seed: u64) -> (Vec<Coordinator>, Vec<CoordMeta>) {
    let mut rng = Rng::fork(seed, 1);
    let mut slugs = HashSet::new();
    let mut rows = Vec::with_capacity(COORDINATORS);
    let mut metas = Vec::with_capacity(COORDINATORS);
    for i in 0..COORDINATORS {
        let market = &MARKETS[i % MARKETS.len()];
        let (mut first, mut last) = ("", "");
        let mut slug = String::new();
        for _ in 0..64 {
            first = rng.pick(market.first).copied().unwrap_or("Alex");
            last = rng.pick(market.last).copied().unwrap_or("Smith");
            slug = slugify(&format!("{first} {last}"));
            if !slugs.contains(&slug) {
                break;
            }
        }
        if slugs.contains(&slug) {
            slug = format!("{slug}-{}", i + 1);
        }
        slugs.insert(slug.clone());
        let weights: Vec<u32> = market.cities.iter().map(|c| c.2).collect();
        let city = market.cities[rng.weighted(&weights)].0;
        let specialty = if i < 5 { i } else { rng.weighted(&[30, 25, 25, 12, 8]) };
        let years = rng.range(2, 14).to_string();
        let trait_idx = rng.index(BIO_TRAITS.len());
        let bio = texts_with(|l| {
            let head = fill(
                BIO[l],
                &[("name", first), ("city", countries::city_name(city, l)), ("years", &years), ("cont", CONTINENTS[specialty].2[l])],
            );
            format!("{head} {}", BIO_TRAITS[trait_idx][l])
        });
        rows.push(Coordinator {
            id: i as i64 + 1,
            slug,
            name: format!("{first} {last}"),
            city: city.to_string(),
            bio,
            avatar_hue: rng.range(0, 359),
        });
        metas.push(CoordMeta { first, specialty, city });
    }
    (rows, metas)
}

/// How likely each star (1 to 5) is among the reviews of a travel rated `rating`.
fn star_weights(rating: f64) -> [u32; 5] {
    if rating >= 4.6 {
        [5, 15, 60, 220, 700]
    } else if rating >= 4.3 {
        [20, 30, 100, 350, 500]
    } else {
        [50, 100, 200, 350, 300]
    }
}

/// How many of a travel's `count` reviews gave each star (1 to 5), as the review platform
/// reports them: drawn like the written reviews, then moved a star at a time until the stars
/// add up to the published average (rounded to the nearest whole star total).
pub fn star_counts(rng: &mut Rng, rating: f64, count: i64) -> [i64; 5] {
    let mut stars = [0i64; 5];
    for _ in 0..count.max(0) {
        stars[rng.weighted(&star_weights(rating))] += 1;
    }
    let target = (rating * count as f64).round() as i64;
    let total = |stars: &[i64; 5]| stars.iter().zip(1..).map(|(n, star)| n * star).sum::<i64>();
    while total(&stars) < target {
        let Some(low) = (0..4).find(|&i| stars[i] > 0) else { break };
        stars[low] -= 1;
        stars[low + 1] += 1;
    }
    while total(&stars) > target {
        let Some(high) = (1..5).rev().find(|&i| stars[i] > 0) else { break };
        stars[high] -= 1;
        stars[high - 1] += 1;
    }
    stars
}

/// About five reviews for every travel that has reviews, newest first, written in the past year.
pub fn reviews(spec: &CatalogueSpec, travels: &[Travel], plans: &[Plan], metas: &[CoordMeta]) -> Vec<Review> {
    let mut rng = Rng::fork(spec.seed, 4);
    let shares: Vec<u32> = MARKETS.iter().map(|m| m.review_share).collect();
    let mut out = Vec::new();
    for (travel, plan) in travels.iter().zip(plans) {
        if travel.reviews_count <= 0 {
            continue;
        }
        let n = rng.range(3, 7).min(travel.reviews_count);
        let coord = usize::try_from(travel.coordinator_id - 1).ok().and_then(|i| metas.get(i)).map_or("", |m| m.first);
        let mut batch = Vec::new();
        for _ in 0..n {
            let lang = rng.weighted(&shares);
            let market = &MARKETS[lang];
            let first = rng.pick(market.first).copied().unwrap_or("Alex");
            let initial = rng.pick(market.last).and_then(|l| l.chars().next()).unwrap_or('A');
            let rating = rng.weighted(&star_weights(travel.rating)) as i64 + 1;
            let band = match rating {
                5 => 0,
                4 => 1,
                3 => 2,
                _ => 3,
            };
            let variant = rng.index(REVIEWS[band].len());
            let feat = plan.features.get(rng.index(plan.features.len())).map_or("", |f| f.info().phrase[lang]);
            let text = fill(REVIEWS[band][variant][lang], &[("loc", &plan.locative[lang]), ("coord", coord), ("feat", feat)]);
            let back = rng.range(3, 365) as u64;
            let date = spec.today.checked_sub_days(Days::new(back)).unwrap_or(spec.today);
            batch.push(Review {
                id: 0,
                travel_id: travel.id,
                rating,
                author: format!("{first} {initial}."),
                lang: LANGS[lang],
                text,
                date,
            });
        }
        batch.sort_by_key(|r| std::cmp::Reverse(r.date));
        out.extend(batch);
    }
    for (i, r) in out.iter_mut().enumerate() {
        r.id = i as i64 + 1;
    }
    out
}

/// About forty WeMeet meet-ups in the markets' cities over the next three months.
pub fn events(spec: &CatalogueSpec, metas: &[CoordMeta]) -> Vec<WeMeetEvent> {
    let mut rng = Rng::fork(spec.seed, 5);
    let horizon = spec.today.checked_add_months(Months::new(3)).map_or(0, |end| (end - spec.today).num_days()).max(1);
    let market_weights = [30, 25, 15, 15, 15];
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(EVENTS);
    for _ in 0..EVENTS * 4 {
        if out.len() >= EVENTS {
            break;
        }
        let market = &MARKETS[rng.weighted(&market_weights)];
        let weights: Vec<u32> = market.cities.iter().map(|c| c.2).collect();
        let (city, iso3, size) = market.cities[rng.weighted(&weights)];
        let ahead = rng.range(1, horizon) as u64;
        let Some(date) = spec.today.checked_add_days(Days::new(ahead)) else {
            continue;
        };
        if !seen.insert((city, date)) {
            continue;
        }
        let Some(country) = countries::index_of(iso3) else {
            continue;
        };
        let attendees = rng.range(8, (16 + 5 * i64::from(size)).min(60));
        let local: Vec<usize> = (0..metas.len()).filter(|&i| metas[i].city == city).collect();
        let coord = match rng.pick(&local) {
            Some(&i) => i,
            None => rng.index(metas.len()),
        };
        out.push(WeMeetEvent {
            id: 0,
            city: city.to_string(),
            city_names: crate::LANGS.iter().enumerate().map(|(l, code)| (*code, countries::city_name(city, l).to_string())).collect(),
            country_id: country as i64 + 1,
            date,
            attendees,
            coordinator_id: coord as i64 + 1,
        });
    }
    out.sort_by(|a, b| a.date.cmp(&b.date).then_with(|| a.city.cmp(&b.city)));
    for (i, e) in out.iter_mut().enumerate() {
        e.id = i as i64 + 1;
    }
    out
}
