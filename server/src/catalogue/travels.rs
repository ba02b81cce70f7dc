//! Travels as pages show them: cards in lists, headline totals and the full
//! detail of the travel, itinerary and tour pages.

use super::tours::discount_percent;
use super::{Snapshot, Tour, Travel, Viewer};
use crate::error::{AppError, AppResult};
use caravan_site::model::{CoordinatorCard, Money, Paged, Photo, Price, Promo, TourRow, TravelCard, TravelDetail, OTHER_DEPARTURES};
use caravan_site::picture::Variant;
use chrono::NaiveDate;
use search_core::Currency;
use search_core::TourStatus;

/// Which travels a list shows.
#[derive(Debug, Clone, Default)]
pub struct TravelQuery {
    /// Continent code.
    pub continent: Option<String>,
    pub collection: bool,
    /// Only travels with an upcoming discounted departure.
    pub discounted: bool,
    /// Coordinator slug.
    pub coordinator: Option<String>,
}

/// How many related trips a trip page shows.
const RELATED: usize = 4;

/// A tour's price in the viewer's currency, struck-through base when discounted.
/// The percentage comes from the base currency (EUR, the catalogue's own): the
/// other currencies' rounded amounts would give -5 % in € and -6 % in $.
pub fn tour_price(tour: &Tour, viewer: &Viewer) -> Option<Price> {
    let p = tour.price(viewer.currency)?;
    let money = |minor| Money { minor, currency: viewer.currency };
    let percent_off = (p.base > p.price).then(|| {
        let reference = tour.price(Currency::EUR).filter(|eur| eur.base > eur.price).unwrap_or(p);
        discount_percent(reference.base, reference.price)
    });
    let reduced = p.base > p.price;
    Some(Price {
        now: money(p.price),
        before: reduced.then(|| money(p.base)),
        percent_off: percent_off.filter(|d| *d > 0),
        lowest_before: p.lowest_before.filter(|_| reduced).map(money),
    })
}

// The departure badges pages show (spec §3 Tour `badgeId`).
use caravan_site::model::DEPARTURE_BADGES;

impl Snapshot {
    /// Departures of `travel` from today on, soonest first.
    pub fn upcoming<'a>(&'a self, travel: &'a Travel, today: NaiveDate) -> impl Iterator<Item = &'a Tour> + 'a {
        travel.tours.iter().map(|&i| &self.tours[i]).filter(move |t| t.starting_date >= today)
    }

    /// The cheapest upcoming departure that can still be booked, in the viewer's currency.
    pub fn best_tour<'a>(&'a self, travel: &'a Travel, viewer: &Viewer) -> Option<&'a Tour> {
        self.upcoming(travel, viewer.today)
            .filter(|t| t.status != TourStatus::SoldOut)
            .filter_map(|t| Some((t.price(viewer.currency)?.price, t)))
            .min_by_key(|(price, _)| *price)
            .map(|(_, t)| t)
    }

    pub fn card(&self, travel: &Travel, viewer: &Viewer) -> TravelCard {
        let best = self.best_tour(travel, viewer);
        self.card_priced(travel, viewer, best, self.upcoming(travel, viewer.today).next().map(|t| t.starting_date))
    }

    /// A card priced from `best` (its price, not struck through) and dated by `next`.
    fn card_priced(&self, travel: &Travel, viewer: &Viewer, best: Option<&Tour>, next: Option<NaiveDate>) -> TravelCard {
        let texts = travel.text(viewer.language);
        TravelCard {
            id: travel.id,
            slug: travel.slug.clone(),
            title: texts.title.clone(),
            destination: texts.destination_label.clone(),
            days: travel.days,
            cover: travel.cover,
            photo: self.photos.get(&travel.slug).cloned(),
            rating: travel.rating,
            reviews_count: travel.reviews_count,
            price_from: best.and_then(|t| tour_price(t, viewer)).map(|p| Price {
                before: None,
                percent_off: None,
                lowest_before: None,
                ..p
            }),
            next_departure: next,
            is_collection: travel.is_collection,
        }
    }

    fn matches(&self, travel: &Travel, q: &TravelQuery, viewer: &Viewer) -> bool {
        q.continent.as_ref().is_none_or(|code| self.continents[travel.continent].code == *code)
            && (!q.collection || travel.is_collection)
            && q.coordinator.as_ref().is_none_or(|slug| self.coordinators[travel.coordinator].slug == *slug)
            && (!q.discounted || self.upcoming(travel, viewer.today).any(|t| t.price(viewer.currency).is_some_and(|p| p.price < p.base)))
    }

    /// A page of travels, soonest departure first (travels without dates last, then by slug).
    pub fn travels_page(&self, viewer: &Viewer, q: &TravelQuery, page: i64, per_page: i64) -> Paged<TravelCard> {
        let per_page = per_page.max(1);
        let skip = usize::try_from((page.max(1) - 1).saturating_mul(per_page)).unwrap_or(usize::MAX);
        let (mut total, mut items) = (0usize, Vec::new());
        for &i in self.travels_in_list_order(viewer.today).iter() {
            let travel = &self.travels[i as usize];
            if !self.matches(travel, q, viewer) {
                continue;
            }
            if total >= skip && items.len() < per_page as usize {
                items.push(self.card(travel, viewer));
            }
            total += 1;
        }
        Paged { items, page, per_page, total: total as i64 }
    }

    /// Every travel in the lists' order on `day`: soonest upcoming departure first, travels
    /// without one last, then by slug (unique, so the order is total). Put in order once a day
    /// per snapshot: every list and each of the home page's blocks sorted every travel.
    fn travels_in_list_order(&self, day: NaiveDate) -> std::sync::Arc<Vec<u32>> {
        self.travel_order.get_or_build(day, || {
            let mut travels: Vec<(Option<NaiveDate>, &str, u32)> = self
                .travels
                .iter()
                .enumerate()
                .map(|(i, t)| (self.upcoming(t, day).next().map(|u| u.starting_date), t.slug.as_str(), i as u32))
                .collect();
            travels.sort_unstable_by(|(a, x, _), (b, y, _)| (a.is_none(), a, x).cmp(&(b.is_none(), b, y)));
            travels.into_iter().map(|(_, _, i)| i).collect()
        })
    }

    /// Headline numbers for the home page: upcoming departures and countries.
    pub fn totals(&self, viewer: &Viewer) -> (i64, i64) {
        let departures = self.headline.open_from(self.first_tour_from(viewer.today));
        (departures as i64, self.headline.countries() as i64)
    }

    pub fn tour_row(&self, tour: &Tour, viewer: &Viewer) -> Option<TourRow> {
        let travel = &self.travels[tour.travel];
        let texts = travel.text(viewer.language);
        Some(TourRow {
            id: tour.id.clone(),
            code: tour.code.clone(),
            travel_id: travel.id,
            travel_slug: travel.slug.clone(),
            travel_title: texts.title.clone(),
            destination: texts.destination_label.clone(),
            days: travel.days,
            starting_date: tour.starting_date,
            ending_date: tour.ending_date,
            status: tour.status,
            free_seats: tour.free_seats,
            seats_to_confirm: tour.seats_to_confirm,
            age_badge: tour.age_badge.clone(),
            badge: tour.badge_id.clone().filter(|b| DEPARTURE_BADGES.contains(&b.as_str())),
            price: tour_price(tour, viewer)?,
            promo: tour.promo.as_ref().map(|(code, expires)| Promo { code: code.clone(), expires: *expires }),
            money_pot_included: tour.money_pot_included,
        })
    }

    pub fn coordinator_card_of(&self, index: usize) -> CoordinatorCard {
        let c = &self.coordinators[index];
        CoordinatorCard { slug: c.slug.clone(), name: c.name.clone(), city: c.city.clone(), avatar_hue: c.avatar_hue }
    }

    /// The coordinator leading departure `tour_id` of travel `slug`.
    pub fn tour_coordinator(&self, slug: &str, tour_id: &str) -> Option<CoordinatorCard> {
        let travel = self.travel(slug)?;
        let tour = travel.tours.iter().map(|&i| &self.tours[i]).find(|t| t.id == tour_id)?;
        Some(self.coordinator_card_of(tour.coordinator))
    }

    /// A departure's page: its trip's card, the departure, and the trip's next other departures
    /// (at most [`OTHER_DEPARTURES`]). Only what the page shows is made: it used to take the trip
    /// page's whole detail (every departure's row, photos, reviews, related trips), a twentieth of
    /// a departure page's render.
    pub fn departure(&self, viewer: &Viewer, slug: &str, code: &str) -> AppResult<(TravelCard, TourRow, Vec<TourRow>)> {
        let travel = self.travel(slug).ok_or(AppError::NotFound)?;
        let upcoming: Vec<&Tour> = self.upcoming(travel, viewer.today).collect();
        let tour = upcoming.iter().find(|t| t.code.eq_ignore_ascii_case(code)).ok_or(AppError::NotFound)?;
        let row = self.tour_row(tour, viewer).ok_or(AppError::NotFound)?;
        let others = upcoming.iter().filter(|t| t.id != tour.id).filter_map(|t| self.tour_row(t, viewer)).take(OTHER_DEPARTURES).collect();
        let card = self.card_priced(travel, viewer, None, upcoming.first().map(|t| t.starting_date));
        Ok((card, row, others))
    }

    /// A travel with everything its pages show, or `NotFound`.
    pub fn travel_detail(&self, viewer: &Viewer, slug: &str) -> AppResult<TravelDetail> {
        let travel = self.travel(slug).ok_or(AppError::NotFound)?;
        let texts = travel.text(viewer.language);
        let tours: Vec<TourRow> = self.upcoming(travel, viewer.today).filter_map(|t| self.tour_row(t, viewer)).collect();
        let price_from = tours.iter().filter(|t| t.status != TourStatus::SoldOut).map(|t| t.price).min_by_key(|p| p.now.minor);
        // The detail's price keeps the struck-through base, so the card is not priced here.
        let mut card = self.card_priced(travel, viewer, None, self.upcoming(travel, viewer.today).next().map(|t| t.starting_date));
        card.price_from = price_from;
        // Reviews in the page's language first (spec issue 7), newest first within each.
        let mut reviews: Vec<_> = travel.reviews.iter().collect();
        reviews.sort_by_key(|r| (r.lang != viewer.language.code(), std::cmp::Reverse(r.date)));
        let review_stars = travel.review_stars.unwrap_or_else(|| stored_review_stars(travel));
        Ok(TravelDetail {
            id: travel.id,
            card,
            nights: travel.nights,
            is_unique: travel.is_unique,
            money_pot: (travel.money_pot > 0).then_some(Money { minor: travel.money_pot, currency: Currency::EUR }),
            photos: self.photos(travel, viewer),
            review_stars,
            related: self.related(travel, viewer),
            description: texts.description.clone(),
            continent_code: self.continents[travel.continent].code.clone(),
            age_range: search_core::labels::trip_age_range(&travel.age_range, tours.iter().map(|t| t.age_badge.as_str())).to_string(),
            moods: travel.moods.clone(),
            travel_type: travel.travel_type.clone(),
            travel_style: travel.travel_style.clone(),
            no_sharing_room: travel.no_sharing_room,
            included: texts.included.clone(),
            not_included: texts.not_included.clone(),
            itinerary: texts.itinerary.clone(),
            faqs: texts.faqs.clone(),
            reviews: reviews.into_iter().take(6).cloned().collect(),
            coordinator: Some(self.coordinator_card_of(travel.coordinator)),
            tours,
            flights: None,
        })
    }

    /// The trip's photos: one per highlight day of its itinerary (at most 6),
    /// in the desktop and phone crops (spec §3 Image): the photograph imported
    /// as `{slug}-day-{n}`, else a drawn picture.
    fn photos(&self, travel: &Travel, viewer: &Viewer) -> Vec<Photo> {
        let texts = travel.text(viewer.language);
        texts
            .itinerary
            .iter()
            .take(6)
            .enumerate()
            .map(|(i, day)| {
                let seo_name = format!("{}-day-{}", travel.slug, day.day);
                let picture = self.photos.get(&seo_name).cloned();
                let (desktop, mobile) = match &picture {
                    Some(p) => (p.negotiated_src(Variant::Desktop), p.negotiated_src(Variant::Mobile)),
                    None => (travel.cover.varied(i as i64).src(), travel.cover.varied(i as i64).mobile_src()),
                };
                Photo {
                    seo_name,
                    title: day.title.to_string(),
                    alt: format!("{} · {}", texts.destination_label, day.title),
                    desktop,
                    mobile,
                    picture,
                }
            })
            .collect()
    }

    /// Up to [`RELATED`] other trips with departures: the same country first, then the same
    /// continent, the most reviewed first (then by id).
    fn related(&self, travel: &Travel, viewer: &Viewer) -> Vec<TravelCard> {
        let by_continent = self.related_order.get_or_build(viewer.today, || {
            // Each continent's trips with departures from the day on, in that order: a trip page
            // picked its four from a sort of its continent's every trip (a seventh of its render
            // at 5,000 trips).
            let mut lists = vec![Vec::new(); self.continents.len()];
            for (i, t) in self.travels.iter().enumerate() {
                if self.upcoming(t, viewer.today).next().is_some() {
                    if let Some(list) = lists.get_mut(t.continent) {
                        list.push(i as u32);
                    }
                }
            }
            for list in &mut lists {
                list.sort_unstable_by_key(|&i| (std::cmp::Reverse(self.travels[i as usize].reviews_count), self.travels[i as usize].id));
            }
            lists
        });
        let candidates = by_continent.get(travel.continent).map_or(&[][..], Vec::as_slice);
        let others = |same_country: bool| {
            candidates
                .iter()
                .map(|&i| &self.travels[i as usize])
                .filter(move |t| t.id != travel.id && (t.country == travel.country) == same_country)
        };
        others(true).chain(others(false)).take(RELATED).map(|t| self.card(t, viewer)).collect()
    }

    /// A search hit's card: priced from its cheapest matching departure, dated by its first.
    pub fn card_of_hit(&self, hit: &crate::catalogue::TravelHit<'_>, viewer: &Viewer) -> TravelCard {
        self.card_priced(hit.travel, viewer, hit.best_tour, hit.first_date)
    }

    /// A page of trips matching a search (`tab=travels`): each card priced
    /// from its cheapest matching departure and dated by its first one.
    pub fn travels_found(&self, viewer: &Viewer, f: &search_core::Filters, full_text_engine: bool) -> Paged<TravelCard> {
        let hits = self.matching_travels(viewer, f, full_text_engine);
        let page = i64::from(f.page_or_default());
        let per_page = i64::from(f.per_page_or_default());
        let skip = usize::try_from((page - 1) * per_page).unwrap_or(usize::MAX);
        let items = hits
            .iter()
            .skip(skip)
            .take(per_page as usize)
            .map(|hit| self.card_priced(hit.travel, viewer, hit.best_tour, hit.first_date))
            .collect();
        Paged { items, page, per_page, total: hits.len() as i64 }
    }
}

/// The breakdown by stars when the review platform gave none: the stored reviews' own stars,
/// but only when they are all of the travel's reviews. A breakdown of the few shown would
/// claim, say, 5 five-star reviews beside "4.6 from 87 reviews".
fn stored_review_stars(travel: &Travel) -> [i64; 5] {
    let mut stars = [0; 5];
    if travel.reviews.len() as i64 != travel.reviews_count {
        return stars;
    }
    for review in &travel.reviews {
        if let Ok(star @ 1..=5) = usize::try_from(review.rating) {
            stars[star - 1] += 1;
        }
    }
    stars
}

#[cfg(test)]
mod tests {
    use super::*;
    use caravan_site::edition::Language;

    /// The counts worked out once per snapshot and the pages cut from the order kept for the day
    /// must give what a plain count and a whole sort give, on any day, page and filter.
    #[tokio::test]
    async fn headline_counts_and_travel_pages_match_a_plain_count_and_sort() {
        let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let snapshot = crate::catalogue::load::test_snapshot("headline", today).await;
        let mut countries: Vec<usize> = snapshot.travels.iter().map(|t| t.country).collect();
        countries.sort_unstable();
        countries.dedup();
        for day in [today - chrono::Days::new(400), today, today + chrono::Days::new(90), today + chrono::Days::new(2000)] {
            let viewer = Viewer { language: Language::En, currency: Currency::EUR, today: day };
            let open = snapshot.tours.iter().filter(|t| t.starting_date >= day && t.status != TourStatus::SoldOut).count();
            assert_eq!(snapshot.totals(&viewer), (open as i64, countries.len() as i64), "on {day}");

            let mut all: Vec<(Option<NaiveDate>, &str)> =
                snapshot.travels.iter().map(|t| (snapshot.upcoming(t, day).next().map(|u| u.starting_date), t.slug.as_str())).collect();
            all.sort_by(|(a, x), (b, y)| (a.is_none(), a, x).cmp(&(b.is_none(), b, y)));
            let sorted: Vec<&str> = all.iter().map(|(_, slug)| *slug).collect();
            for per_page in [1, 3, 8, 1000] {
                for page in 1..=(sorted.len() as i64 / per_page + 2) {
                    let paged = snapshot.travels_page(&viewer, &TravelQuery::default(), page, per_page);
                    let slugs: Vec<&str> = paged.items.iter().map(|c| c.slug.as_str()).collect();
                    let skip = ((page - 1) * per_page) as usize;
                    let expected: Vec<&str> = sorted.iter().skip(skip).take(per_page as usize).copied().collect();
                    assert_eq!(slugs, expected, "page {page} of {per_page} on {day}");
                    assert_eq!(paged.total, sorted.len() as i64);
                }
            }
            // A filtered list: the same order, its own matches.
            let continent = snapshot.continents[snapshot.countries[snapshot.travels[0].country].continent].code.clone();
            let query = TravelQuery { continent: Some(continent), ..TravelQuery::default() };
            let matching: Vec<&str> =
                sorted.iter().copied().filter(|slug| snapshot.travel(slug).is_some_and(|t| snapshot.matches(t, &query, &viewer))).collect();
            assert!(!matching.is_empty() && matching.len() < sorted.len(), "a continent of some of the travels");
            let paged = snapshot.travels_page(&viewer, &query, 2, 2);
            let slugs: Vec<&str> = paged.items.iter().map(|c| c.slug.as_str()).collect();
            assert_eq!(slugs, matching.iter().skip(2).take(2).copied().collect::<Vec<_>>(), "on {day}");
            assert_eq!(paged.total, matching.len() as i64);
        }
    }

    /// The related trips, picked from each continent's list kept for the day, are the first four
    /// of the whole order: the same country first, then the most reviewed, then by id.
    #[tokio::test]
    async fn related_trips_are_the_first_four_of_the_whole_order() {
        let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let snapshot = crate::catalogue::load::test_snapshot("related", today).await;
        let mut checked = 0;
        for day in [today, today + chrono::Days::new(300)] {
            let viewer = Viewer { language: Language::En, currency: Currency::EUR, today: day };
            for travel in &snapshot.travels {
                let mut others: Vec<&Travel> = snapshot
                    .travels
                    .iter()
                    .filter(|t| t.id != travel.id && t.continent == travel.continent && snapshot.upcoming(t, day).next().is_some())
                    .collect();
                others.sort_by_key(|t| (t.country != travel.country, std::cmp::Reverse(t.reviews_count), t.id));
                let expected: Vec<&str> = others.iter().take(RELATED).map(|t| t.slug.as_str()).collect();
                let related = snapshot.related(travel, &viewer);
                assert_eq!(related.iter().map(|c| c.slug.as_str()).collect::<Vec<_>>(), expected, "{} on {day}", travel.slug);
                checked += usize::from(others.len() > RELATED);
            }
        }
        assert!(checked > 0, "some trip has more related trips than are shown");
    }

    /// A departure's page shows the departure the code names (in any case) and the trip's next
    /// other departures, as the trip page lists them; a past or unknown code is not found.
    #[tokio::test]
    async fn a_departure_comes_with_the_trips_next_other_departures() {
        let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let snapshot = crate::catalogue::load::test_snapshot("departure", today).await;
        let viewer = Viewer { language: Language::En, currency: Currency::EUR, today };
        let travel =
            snapshot.travels.iter().find(|t| snapshot.upcoming(t, today).count() > OTHER_DEPARTURES + 1).expect("a trip with many dates");
        let listed = snapshot.travel_detail(&viewer, &travel.slug).unwrap().tours;
        for (i, tour) in listed.iter().enumerate().take(3) {
            let (card, row, others) = snapshot.departure(&viewer, &travel.slug, &tour.code.to_uppercase()).unwrap();
            assert_eq!((card.id, &row), (travel.id, tour));
            let expected: Vec<&TourRow> =
                listed.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, t)| t).take(OTHER_DEPARTURES).collect();
            assert_eq!(others.iter().collect::<Vec<_>>(), expected, "the next others of departure {i}");
        }
        let past = travel.tours.iter().map(|&i| &snapshot.tours[i]).find(|t| t.starting_date < today);
        for code in past.map(|t| t.code.as_str()).into_iter().chain(["no-such-departure"]) {
            assert!(matches!(snapshot.departure(&viewer, &travel.slug, code), Err(AppError::NotFound)), "{code}");
        }
    }
}
