//! Travels: destination, themes, title, texts, itinerary and FAQs.
//!
//! Countries are first dealt round-robin over the continents (so even a small catalogue covers
//! all six and the full one covers every country), then the remaining travels go to popular
//! countries. Titles are assembled from per-language theme phrases, never translated word by word.

use std::collections::HashSet;

use crate::community::{self, CoordMeta};
use crate::countries::{self, CountryDef, ANTARCTICA, COUNTRIES, PAIRS};
use crate::features::{ADVENTURE, BEACH, CITY, F, MOODS, ROADTRIP, TOUR, TREKKING};
use crate::rng::Rng;
use crate::texts::{self, T5};
use crate::{
    and_before, cap_first, fill, fix_city_prepositions, join, slugify, texts_of, texts_with, CatalogueSpec, Faq, ItineraryDay, Texts,
    Travel,
};

pub const AGE_RANGES: [&str; 3] = ["25-35", "35-49", "ALL"];
pub const STYLES: [&str; 4] = ["classic", "active", "comfort", "backpacking"];

/// Internal facts about a travel used by the tour and review builders.
pub struct Plan {
    /// Indices into `COUNTRIES`; the first is the travel's country.
    pub countries: Vec<usize>,
    /// Themes in the title, in order.
    pub features: Vec<F>,
    /// "in <destination>" per language.
    pub locative: [String; 5],
    /// Popularity 1..=5 (drives departures and how full they get).
    pub pop: u8,
    /// Daily price in whole euros before seasonality.
    pub daily_eur: i64,
}

/// The order in which countries receive travels.
fn country_sequence(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut by_continent: Vec<Vec<usize>> = vec![Vec::new(); countries::CONTINENTS.len()];
    for (i, c) in COUNTRIES.iter().enumerate() {
        by_continent[c.continent].push(i);
    }
    for list in &mut by_continent {
        rng.shuffle(list);
    }
    let mut seq = Vec::new();
    let mut round = 0;
    while seq.len() < n && by_continent.iter().any(|l| round < l.len()) {
        for list in &by_continent {
            if seq.len() < n {
                if let Some(&c) = list.get(round) {
                    seq.push(c);
                }
            }
        }
        round += 1;
    }
    let weights: Vec<u32> = COUNTRIES.iter().map(|c| u32::from(c.pop) * u32::from(c.pop)).collect();
    while seq.len() < n {
        seq.push(rng.weighted(&weights));
    }
    seq
}

/// `k` distinct themes: mostly from the main country, one from the second country of a pair.
fn pick_features(rng: &mut Rng, main: &CountryDef, second: Option<&CountryDef>) -> Vec<F> {
    let k = if rng.chance(550) { 3 } else { 2 };
    let mut pool: Vec<F> = main.tags.to_vec();
    rng.shuffle(&mut pool);
    let mut out: Vec<F> = Vec::with_capacity(k);
    let from_main = if second.is_some() { k - 1 } else { k };
    out.extend(pool.iter().take(from_main));
    if let Some(sec) = second {
        let mut other: Vec<F> = sec.tags.iter().copied().filter(|f| !out.contains(f)).collect();
        rng.shuffle(&mut other);
        if let Some(&f) = other.first() {
            out.push(f);
        }
    }
    out
}

fn locative_of(list: &[usize], lang: usize) -> String {
    let a = &COUNTRIES[list[0]];
    match list.get(1) {
        None => countries::locative(a.iso3, lang),
        Some(&bi) => {
            let b = &COUNTRIES[bi];
            let la = countries::locative(a.iso3, lang);
            let lb = countries::locative(b.iso3, lang);
            let prep = ["in", "in", "en", "en", "in"][lang];
            let and = and_before(lang, b.name[lang]);
            // French repeats its prepositions ("au Pérou et en Bolivie"); the others share one when they can.
            if lang != 3 && la == format!("{prep} {}", a.name[lang]) && lb == format!("{prep} {}", b.name[lang]) {
                format!("{la} {and} {}", b.name[lang])
            } else {
                format!("{la} {and} {lb}")
            }
        }
    }
}

pub fn build(spec: &CatalogueSpec, metas: &[CoordMeta]) -> (Vec<Travel>, Vec<Plan>) {
    let mut rng = Rng::fork(spec.seed, 2);
    // Its own stream: the star counts were added later and must not reshuffle the travels.
    let mut stars_rng = Rng::fork(spec.seed, 6);
    let order = country_sequence(&mut rng, spec.travels);
    let mut slugs: HashSet<String> = HashSet::new();
    let mut travels = Vec::new();
    let mut plans = Vec::new();
    for (i, &main_idx) in order.iter().enumerate() {
        let id = i as i64 + 1;
        let main = &COUNTRIES[main_idx];
        let list = countries_of(&mut rng, main_idx);
        let antarctic = main.continent == ANTARCTICA;
        let Named { features, travel_type, suffix, title_en, slug } = named(&mut rng, &list, id, &slugs);
        slugs.insert(slug.clone());
        let title_texts = texts_with(|l| if l == 0 { title_en.clone() } else { title(l, &list, &features, suffix) });

        let days = trip_days(&mut rng, travel_type, &list);

        let age_range = AGE_RANGES[rng.weighted(&[450, 250, 300])];
        let mut moods: Vec<&'static str> = Vec::new();
        for f in &features {
            for m in f.info().moods {
                if !moods.contains(m) {
                    moods.push(m);
                }
            }
        }
        moods.truncate(3);
        moods.sort_by_key(|m| MOODS.iter().position(|x| x == m));

        let cost = list.iter().map(|&c| i64::from(COUNTRIES[c].cost)).sum::<i64>() / list.len() as i64;
        let style_idx = style_index(&mut rng, travel_type, cost);
        let travel_style = STYLES[style_idx];
        let pop = main.pop;
        let is_unique = rng.chance(if pop <= 1 { 250 } else { 70 });
        let is_collection = rng.chance(if style_idx == 2 { 250 } else { 50 });
        let no_sharing_room = rng.chance(if style_idx == 2 { 400 } else { 40 });

        let (rating, reviews_count) = rating_of(&mut rng, pop);
        let hue_base = features.first().map_or(200, |f| f.info().hue);
        let image_hue = (hue_base + rng.range(-15, 15)).rem_euclid(360);

        let daily_base: i64 = [95, 115, 135, 160, 185][usize::try_from(cost - 1).unwrap_or(0).min(4)];
        let style_pct: i64 = [100, 105, 120, 90][style_idx];
        let daily_eur = (daily_base * style_pct * rng.range(92, 108) / 10_000).clamp(90, 200);

        let coord = coordinator_for(&mut rng, metas, if antarctic { countries::AMERICA } else { main.continent });

        let locative: [String; 5] = std::array::from_fn(|l| locative_of(&list, l));
        let destination_label = texts_with(|l| list.iter().map(|&c| COUNTRIES[c].name[l]).collect::<Vec<_>>().join(" & "));
        let description = description(&mut rng, days, age_range, style_idx, &features, &locative, antarctic);
        let (included, not_included) = inclusions(&mut rng, &features, travel_type, antarctic, no_sharing_room);
        let itinerary = itinerary(&mut rng, days, &list, &features, antarctic);
        let faqs = faqs(&mut rng, age_range, style_idx, travel_type, no_sharing_room, &features, &locative);

        travels.push(Travel {
            id,
            slug,
            country_id: main_idx as i64 + 1,
            continent_id: main.continent as i64 + 1,
            coordinator_id: coord as i64 + 1,
            days,
            nights: days - 1,
            age_range,
            moods,
            travel_type,
            travel_style,
            is_unique,
            is_collection,
            money_pot_eur: money_pot_eur(days),
            no_sharing_room,
            rating,
            reviews_count,
            review_stars: community::star_counts(&mut stars_rng, rating, reviews_count),
            image_hue,
            title: title_texts,
            destination_label,
            description,
            included,
            not_included,
            itinerary,
            faqs,
        });
        plans.push(Plan { countries: list, features, locative, pop, daily_eur });
    }
    (travels, plans)
}

/// The travel's countries: its main one, sometimes with its usual pair.
fn countries_of(rng: &mut Rng, main_idx: usize) -> Vec<usize> {
    let mut list = vec![main_idx];
    if let Some(&(_, sec)) = PAIRS.iter().find(|(p, _)| *p == COUNTRIES[main_idx].iso3) {
        if rng.chance(280) {
            if let Some(s) = countries::index_of(sec) {
                list.push(s);
            }
        }
    }
    list
}

/// A travel's themes, type and title.
struct Named {
    features: Vec<F>,
    travel_type: &'static str,
    suffix: Option<&'static T5>,
    title_en: String,
    slug: String,
}

/// Themes, type and title, drawn again until the slug is unique (after 40 tries the id makes it so).
fn named(rng: &mut Rng, list: &[usize], id: i64, slugs: &HashSet<String>) -> Named {
    let main = &COUNTRIES[list[0]];
    let second = list.get(1).map(|&s| &COUNTRIES[s]);
    let mut attempt = 0;
    loop {
        attempt += 1;
        let features = pick_features(rng, main, second);
        let first = features.first().copied().unwrap_or(F::Lakes);
        let mut travel_type = first.info().kind;
        if main.continent == ANTARCTICA {
            travel_type = ADVENTURE;
        } else if main.road && [ADVENTURE, TOUR].contains(&travel_type) && rng.chance(450) {
            travel_type = ROADTRIP;
        }
        let suffix: Option<&'static T5> = if travel_type == TREKKING && rng.chance(450) {
            Some(&texts::ON_FOOT)
        } else if travel_type == ROADTRIP && rng.chance(450) {
            Some(&texts::ON_THE_ROAD)
        } else if first == F::Islands && rng.chance(400) {
            Some(&texts::BY_BOAT)
        } else {
            None
        };
        let title_en = title(0, list, &features, suffix);
        let mut slug = slugify(&title_en);
        if !slugs.contains(&slug) || attempt >= 40 {
            if slugs.contains(&slug) {
                slug = format!("{slug}-{id}");
            }
            return Named { features, travel_type, suffix, title_en, slug };
        }
    }
}

/// Days of a trip: short for cities, longer the further its continent, more for two countries.
fn trip_days(rng: &mut Rng, travel_type: &str, list: &[usize]) -> i64 {
    let (lo, hi) = if travel_type == CITY {
        (5, 8)
    } else {
        match COUNTRIES[list[0]].continent {
            countries::EUROPE => (6, 11),
            countries::ASIA | countries::AMERICA => (8, 16),
            countries::AFRICA => (8, 15),
            countries::OCEANIA => (11, 20),
            _ => (11, 21),
        }
    };
    let extra = if list.len() > 1 { 3 } else { 0 };
    let total_cities: usize = list.iter().map(|&c| COUNTRIES[c].cities.len()).sum();
    let hi = if total_cities <= 1 { 6 } else { hi + extra };
    ((rng.range(lo + extra, hi) + rng.range(lo + extra, hi) + 1) / 2).clamp(5, 21)
}

/// The travel style (index into `STYLES`), weighted by type and by how costly its countries are.
fn style_index(rng: &mut Rng, travel_type: &str, cost: i64) -> usize {
    let mut style_w: [u32; 4] = match travel_type {
        TREKKING => [15, 60, 5, 20],
        ADVENTURE => [30, 35, 10, 25],
        BEACH => [40, 10, 35, 15],
        CITY => [45, 5, 35, 15],
        ROADTRIP => [45, 35, 15, 5],
        _ => [45, 10, 30, 15],
    };
    if cost <= 2 {
        style_w[3] += 20;
    }
    if cost >= 5 {
        style_w[3] = 0;
        style_w[2] += 15;
    }
    rng.weighted(&style_w)
}

/// Rating and review count: some trips have none yet; popular countries gather more reviews.
fn rating_of(rng: &mut Rng, pop: u8) -> (f64, i64) {
    if rng.chance(30) {
        (0.0, 0)
    } else {
        let tenths = if rng.chance(150) { rng.range(36, 42) } else { 43 + rng.weighted(&[4, 6, 9, 12, 14, 12, 8, 4]) as i64 };
        (tenths as f64 / 10.0, rng.range(3, 20 + 40 * i64::from(pop)))
    }
}

/// A coordinator who knows the continent, or anyone when none does.
fn coordinator_for(rng: &mut Rng, metas: &[CoordMeta], continent: usize) -> usize {
    let specialists: Vec<usize> = (0..metas.len()).filter(|&c| metas[c].specialty == continent).collect();
    match rng.pick(&specialists) {
        Some(&c) => c,
        None => rng.index(metas.len()),
    }
}

/// "Iceland: glaciers, geysers and northern lights", "Islande : glaciers, geysers et aurores boréales".
fn title(lang: usize, list: &[usize], features: &[F], suffix: Option<&T5>) -> String {
    let label = list.iter().map(|&c| COUNTRIES[c].name[lang]).collect::<Vec<_>>().join(" & ");
    let phrases: Vec<&str> = features.iter().map(|f| f.info().phrase[lang]).collect();
    let mut t = format!("{label}{}{}", texts::TITLE_COLON[lang], join(lang, &phrases));
    if let Some(s) = suffix {
        t.push(' ');
        t.push_str(s[lang]);
    }
    t
}

fn age_bounds(age_range: &str) -> (&'static str, &'static str) {
    match age_range {
        "25-35" => ("25", "35"),
        "35-49" => ("35", "49"),
        _ => ("25", "49"),
    }
}

fn description(
    rng: &mut Rng,
    days: i64,
    age_range: &str,
    style_idx: usize,
    features: &[F],
    locative: &[String; 5],
    antarctic: bool,
) -> Texts {
    // "At the pace of local life" makes no sense on an expedition cruise.
    let open = if antarctic { 0 } else { rng.index(texts::DESC_OPEN.len()) };
    let with_group = rng.chance(700);
    let (a1, a2) = age_bounds(age_range);
    let days_s = days.to_string();
    texts_with(|l| {
        let a = features.first().map_or("", |f| f.info().phrase[l]);
        let b = features.get(1).map_or("", |f| f.info().phrase[l]);
        let ab = join(l, &[a, b]);
        let ab_cap = cap_first(&ab);
        // English needs "an" before 8, 11 and 18 ("an 11-day journey").
        let article = if matches!(days, 8 | 11 | 18) { "An" } else { "A" };
        let vars = [
            ("A", article),
            ("days", days_s.as_str()),
            ("loc", locative[l].as_str()),
            ("a", a),
            ("b", b),
            ("ab", ab.as_str()),
            ("AB", ab_cap.as_str()),
            ("a1", a1),
            ("a2", a2),
        ];
        let mut s = fill(texts::DESC_OPEN[open][l], &vars);
        if with_group {
            s.push(' ');
            s.push_str(&fill(texts::DESC_GROUP[l], &vars));
        }
        s.push(' ');
        s.push_str(if antarctic { texts::DESC_SHIP[l] } else { texts::DESC_STYLE[style_idx][l] });
        s
    })
}

fn inclusions(rng: &mut Rng, features: &[F], travel_type: &str, antarctic: bool, no_sharing_room: bool) -> (Vec<Texts>, Vec<Texts>) {
    let mut inc: Vec<&T5> = vec![&texts::INC_COORDINATOR, &texts::INC_INSURANCE];
    inc.push(match (antarctic, no_sharing_room) {
        (true, true) => &texts::INC_CABIN_SINGLE,
        (true, false) => &texts::INC_CABIN_DOUBLE,
        (false, true) => &texts::INC_SINGLE,
        (false, false) => &texts::INC_DOUBLE,
    });
    let target = rng.range(4, 6) as usize;
    if antarctic {
        inc.push(&texts::INC_SHIP);
    } else if features.contains(&F::Safari) {
        inc.push(&texts::INC_SAFARI);
    } else if travel_type == TREKKING {
        inc.push(&texts::INC_TREK);
    } else if features.iter().any(|f| matches!(f, F::Islands | F::Reefs | F::Lagoons)) {
        inc.push(&texts::INC_BOAT);
    }
    // On an expedition ship meals and transport are part of the cruise.
    let mut others: Vec<&T5> = if antarctic {
        vec![&texts::INC_GUIDES, &texts::INC_AIRPORT]
    } else {
        vec![&texts::INC_BREAKFAST, &texts::INC_TRANSPORT, &texts::INC_ENTRANCES, &texts::INC_GUIDES, &texts::INC_AIRPORT]
    };
    rng.shuffle(&mut others);
    for o in others {
        if inc.len() >= target {
            break;
        }
        inc.push(o);
    }
    let mut exc: Vec<&T5> = vec![&texts::EXC_FLIGHTS];
    let mut idx: Vec<usize> = (0..texts::EXC_OTHERS.len()).collect();
    rng.shuffle(&mut idx);
    let mut chosen: Vec<usize> = idx.into_iter().take(rng.range(2, 4) as usize).collect();
    chosen.sort_unstable();
    exc.extend(chosen.into_iter().map(|i| &texts::EXC_OTHERS[i]));
    (inc.into_iter().map(texts_of).collect(), exc.into_iter().map(texts_of).collect())
}

/// Route: which city each night is spent in (index `d - 1` is the night after day `d`).
fn route(rng: &mut Rng, days: i64, list: &[usize], antarctic: bool) -> Vec<&'static str> {
    let nights = usize::try_from(days).unwrap_or(5).max(2) - 1;
    if antarctic {
        return expedition_route(rng, nights, COUNTRIES[list[0]].cities);
    }
    let per_country = list.len().max(1);
    let want = (nights / 3).clamp(1, 5);
    let mut stops: Vec<&'static str> = Vec::new();
    for (n, &ci) in list.iter().enumerate() {
        let cities = COUNTRIES[ci].cities;
        let share = if per_country == 1 { want } else { (want / per_country).max(1) + usize::from(n == 0 && want % 2 == 1) };
        let mut rest: Vec<&'static str> = cities.iter().skip(1).copied().collect();
        // Keep the country's own order most of the time: it follows a sensible route.
        if rng.chance(300) {
            rng.shuffle(&mut rest);
        }
        let mut picks: Vec<usize> = (0..rest.len()).collect();
        rng.shuffle(&mut picks);
        let mut picks: Vec<usize> = picks.into_iter().take(share.saturating_sub(1)).collect();
        picks.sort_unstable();
        stops.push(cities[0]);
        stops.extend(picks.into_iter().map(|p| rest[p]));
    }
    if stops.len() >= 3 && list.len() == 1 && rng.chance(350) {
        stops.push(stops[0]);
    }
    stops.truncate(nights);
    spread(rng, &stops, nights)
}

/// Port (1 night), Drake Passage (2), landing sites, Drake Passage (2); disembarkation on the last day.
fn expedition_route(rng: &mut Rng, nights: usize, places: &'static [&'static str]) -> Vec<&'static str> {
    let (port, sea) = (places[0], places.get(1).copied().unwrap_or(places[0]));
    let mut sites: Vec<&'static str> = places.get(2..).unwrap_or(&[]).to_vec();
    rng.shuffle(&mut sites);
    let site_nights = nights.saturating_sub(5).max(1);
    sites.truncate((site_nights / 2).clamp(1, 5));
    let mut out = vec![port, sea, sea];
    out.extend(spread(rng, &sites, site_nights));
    out.extend([sea, sea]);
    out.truncate(nights);
    out
}

/// Gives every stop at least one of the `nights`, the rest to random stops, in route order.
fn spread(rng: &mut Rng, stops: &[&'static str], nights: usize) -> Vec<&'static str> {
    if stops.is_empty() {
        return Vec::new();
    }
    let mut count = vec![1usize; stops.len()];
    for _ in stops.len()..nights {
        count[rng.index(stops.len())] += 1;
    }
    let mut out = Vec::with_capacity(nights);
    for (s, c) in stops.iter().zip(count) {
        out.extend(std::iter::repeat_n(*s, c));
    }
    out
}

fn city_texts(template: &T5, city: &'static str) -> Texts {
    texts_with(|l| fix_city_prepositions(l, fill(template[l], &[("city", countries::city_name(city, l))])))
}

fn itinerary(rng: &mut Rng, days: i64, list: &[usize], features: &[F], antarctic: bool) -> Vec<ItineraryDay> {
    let nights = route(rng, days, list, antarctic);
    let mut themes: Vec<F> = features.to_vec();
    for &c in list {
        for &t in COUNTRIES[c].tags {
            if !themes.contains(&t) {
                themes.push(t);
            }
        }
    }
    let mut theme_i = 0;
    let mut free_days = 0;
    let total = usize::try_from(days).unwrap_or(0);
    let mut out = Vec::with_capacity(total);
    let port = COUNTRIES[list[0]].cities[0];
    for d in 1..=total {
        let here = nights.get(d - 1).or(nights.last()).copied().unwrap_or("");
        let prev = if d >= 2 { nights.get(d - 2).copied() } else { None };
        let (title, body) = if d == 1 {
            (city_texts(&texts::DAY_ARRIVAL, here), city_texts(&texts::DAY_ARRIVAL_BODY, here))
        } else if d == total && antarctic {
            (city_texts(&texts::DAY_DISEMBARK, port), texts_of(&texts::DAY_DEPARTURE_BODY))
        } else if d == total {
            (city_texts(&texts::DAY_DEPARTURE, here), texts_of(&texts::DAY_DEPARTURE_BODY))
        } else if antarctic && here == "Drake Passage" {
            (texts_of(&texts::DAY_SEA), texts_of(&texts::DAY_SEA_BODY))
        } else if antarctic && prev != Some(here) {
            (city_texts(&texts::DAY_LANDING, here), city_texts(&texts::DAY_LANDING_BODY, here))
        } else if prev != Some(here) {
            (city_texts(&texts::DAY_TRANSFER, here), city_texts(&texts::DAY_TRANSFER_BODY, here))
        } else if (d == 2 || nights.get(d - 3) != Some(&here)) && !antarctic && rng.chance(500) {
            // First full day in a new place.
            (city_texts(&texts::DAY_EXPLORE, here), city_texts(&texts::DAY_EXPLORE_BODY, here))
        } else if !antarctic && total >= 9 && free_days < 1 + total / 12 && rng.chance(180) {
            free_days += 1;
            (city_texts(&texts::DAY_FREE, here), texts_of(&texts::DAY_FREE_BODY))
        } else {
            let theme = themes[theme_i % themes.len().max(1)];
            theme_i += 1;
            let phrase = theme.info().phrase;
            let body_v = rng.index(texts::DAY_THEME_BODY.len());
            // Plain theme titles: the generator can't know which sights are near which town.
            let title = texts_with(|l| cap_first(phrase[l]));
            let body = texts_with(|l| {
                let city = countries::city_name(here, l);
                let cap = cap_first(phrase[l]);
                let vars = [("feat", phrase[l]), ("Feat", cap.as_str()), ("city", city)];
                fix_city_prepositions(l, fill(texts::DAY_THEME_BODY[body_v][l], &vars))
            });
            (title, body)
        };
        let night = if antarctic && d == total { port } else { here };
        out.push(ItineraryDay { day: d as i64, title, body, night_location: night.to_string() });
    }
    out
}

fn faqs(
    rng: &mut Rng,
    age_range: &str,
    style_idx: usize,
    travel_type: &str,
    no_sharing_room: bool,
    features: &[F],
    locative: &[String; 5],
) -> Vec<Faq> {
    let (a1, a2) = age_bounds(age_range);
    let faq = |category: &'static str, q: &T5, a: &T5, loc: bool| Faq {
        category,
        question: texts_of(q),
        answer: texts_with(|l| fill(a[l], &[("a1", a1), ("a2", a2), ("loc", if loc { locative[l].as_str() } else { "" })])),
    };
    let mut out = Vec::new();
    let general = rng.range(1, 2);
    let mut g: Vec<usize> = vec![0, 1, 2];
    rng.shuffle(&mut g);
    let mut g: Vec<usize> = g.into_iter().take(general as usize).collect();
    g.sort_unstable();
    for k in g {
        out.push(match k {
            0 => faq("general", &texts::FAQ_WHO.0, &texts::FAQ_WHO.1, false),
            1 => {
                let a = if no_sharing_room { &texts::FAQ_ALONE_PRIVATE } else { &texts::FAQ_ALONE_SHARED };
                faq("general", &texts::FAQ_ALONE_Q, a, false)
            }
            _ => faq("general", &texts::FAQ_CONFIRMED.0, &texts::FAQ_CONFIRMED.1, false),
        });
    }
    if rng.chance(500) {
        out.push(faq("itinerary", &texts::FAQ_FIXED.0, &texts::FAQ_FIXED.1, false));
    } else {
        let active = style_idx == 1 || travel_type == TREKKING;
        let a = if active { &texts::FAQ_EFFORT_ACTIVE } else { &texts::FAQ_EFFORT_EASY };
        out.push(faq("itinerary", &texts::FAQ_EFFORT_Q, a, false));
    }
    let cold = features.iter().any(|f| f.is_cold());
    let pack = if cold {
        2
    } else if style_idx == 1 || travel_type == TREKKING {
        0
    } else if travel_type == BEACH {
        1
    } else {
        3
    };
    let mut d: Vec<usize> = vec![0, 1, 2];
    rng.shuffle(&mut d);
    let mut d: Vec<usize> = d.into_iter().take(rng.range(1, 2) as usize).collect();
    d.sort_unstable();
    for k in d {
        out.push(match k {
            0 => faq("destination", &texts::FAQ_VISA.0, &texts::FAQ_VISA.1, true),
            1 => faq("destination", &texts::FAQ_MONEY.0, &texts::FAQ_MONEY.1, false),
            _ => faq("destination", &texts::FAQ_PACK_Q, &texts::FAQ_PACK_A[pack], false),
        });
    }
    out
}

/// A money pot of 15 € a day plus 40 € of arrival costs, in tens of euros.
fn money_pot_eur(days: i64) -> i64 {
    (15 * days + 40 + 5) / 10 * 10
}
