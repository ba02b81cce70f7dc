//! The parts of a snapshot read one by one: places, trips, reviews, events, pages and
//! layouts, and the prices packed per currency. [`super::snapshot`] puts them together.

use super::*;

/// Continents, countries and coordinators, with each one's position by id.
pub(super) struct Places {
    pub continents: Vec<Continent>,
    pub countries: Vec<Country>,
    pub coordinators: Vec<Coordinator>,
    pub continent_ix: HashMap<i64, usize>,
    pub country_ix: HashMap<i64, usize>,
    pub coordinator_ix: HashMap<i64, usize>,
}

pub(super) async fn places(db: &Db) -> AppResult<Places> {
    let continents = rows::<ContinentRow>(db, "SELECT id, code, names FROM continents ORDER BY id")
        .await?
        .into_iter()
        .map(|r| Ok(Continent { id: r.id, code: r.code, names: texts("continent names", &r.names)? }))
        .collect::<AppResult<Vec<_>>>()?;
    let continent_ix = positions(continents.iter().map(|c| c.id));

    let countries = rows::<CountryRow>(db, "SELECT id, iso3, continent_id, names FROM countries ORDER BY id")
        .await?
        .into_iter()
        .map(|r| {
            Ok(Country {
                id: r.id,
                iso3: r.iso3,
                continent: index_of(&continent_ix, "continent", r.continent_id)?,
                names: texts("country names", &r.names)?,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    let country_ix = positions(countries.iter().map(|c| c.id));

    let coordinators = rows::<CoordinatorRow>(db, "SELECT id, slug, name, city, bio, avatar_hue FROM coordinators ORDER BY name, slug")
        .await?
        .into_iter()
        .map(|r| {
            Ok(Coordinator {
                id: r.id,
                slug: r.slug,
                name: r.name,
                city: r.city,
                bio: texts("coordinator bio", &r.bio)?,
                avatar_hue: r.avatar_hue,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    let coordinator_ix = positions(coordinators.iter().map(|c| c.id));
    Ok(Places { continents, countries, coordinators, continent_ix, country_ix, coordinator_ix })
}

/// The trips, without their texts, departures and reviews (read next).
pub(super) async fn travels(
    db: &Db,
    continents: &[Continent],
    countries: &[Country],
    continent_ix: &HashMap<i64, usize>,
    country_ix: &HashMap<i64, usize>,
    coordinator_ix: &HashMap<i64, usize>,
) -> AppResult<Vec<Travel>> {
    rows::<TravelRow>(
        db,
        "SELECT id, slug, country_id, continent_id, coordinator_id, days, nights, age_range, moods, travel_type, travel_style, \
         is_unique, is_collection, no_sharing_room, rating, reviews_count, review_stars, image_hue, money_pot FROM travels ORDER BY id",
    )
    .await?
    .into_iter()
    .map(|r| {
        let moods: Vec<String> = r.moods.split(',').filter(|m| !m.is_empty()).map(str::to_string).collect();
        let (country, continent) = (index_of(country_ix, "country", r.country_id)?, index_of(continent_ix, "continent", r.continent_id)?);
        let cover = caravan_site::images::covers::cover_of(
            &countries[country].iso3,
            &continents[continent].code,
            &r.travel_type,
            &moods,
            r.image_hue,
        );
        Ok(Travel {
            id: r.id,
            slug: r.slug,
            country,
            continent,
            coordinator: index_of(coordinator_ix, "coordinator", r.coordinator_id)?,
            days: r.days,
            nights: r.nights,
            age_range: r.age_range,
            moods,
            travel_type: r.travel_type,
            travel_style: r.travel_style,
            is_unique: r.is_unique != 0,
            is_collection: r.is_collection != 0,
            no_sharing_room: r.no_sharing_room != 0,
            rating: r.rating,
            reviews_count: r.reviews_count,
            review_stars: star_counts(&r.review_stars),
            cover,
            image_hue: r.image_hue,
            money_pot: r.money_pot,
            texts: vec![TravelText::default(); Language::ALL.len()],
            tours: Vec::new(),
            reviews: Vec::new(),
        })
    })
    .collect::<AppResult<Vec<_>>>()
}

/// Each trip's reviews, newest first.
pub(super) async fn attach_reviews(db: &Db, travel_ix: &HashMap<i64, usize>, travels: &mut [Travel]) -> AppResult<()> {
    for r in rows::<ReviewRow>(db, "SELECT travel_id, lang, rating, author, body, review_date FROM reviews ORDER BY review_date DESC, id")
        .await?
    {
        let travel = index_of(travel_ix, "travel", r.travel_id)?;
        let date = date("review_date", &r.review_date)?;
        travels[travel].reviews.push(Review { author: r.author, rating: r.rating, text: r.body, date, lang: r.lang });
    }
    Ok(())
}

/// The WeMeet events, by date and city.
pub(super) async fn events(db: &Db, country_ix: &HashMap<i64, usize>, coordinator_ix: &HashMap<i64, usize>) -> AppResult<Vec<Event>> {
    rows::<EventRow>(
        db,
        "SELECT city, city_names, coordinator_id, country_id, event_date, attendees FROM wemeet_events ORDER BY event_date, city",
    )
    .await?
    .into_iter()
    .map(|r| {
        Ok(Event {
            country: index_of(country_ix, "country", r.country_id)?,
            coordinator: index_of(coordinator_ix, "coordinator", r.coordinator_id)?,
            date: date("event_date", &r.event_date)?,
            city_names: texts("event city names", &r.city_names)?,
            city: r.city,
            attendees: r.attendees,
        })
    })
    .collect::<AppResult<Vec<_>>>()
}

/// The content-managed pages, by language and routing key or slug.
pub(super) async fn pages(db: &Db) -> AppResult<HashMap<(Language, PageKey), StoredPage>> {
    let mut pages = HashMap::new();
    for r in rows::<PageRow>(db, "SELECT lang, routing_key, slug, title, seo, blocks, custom_css, attributes FROM custom_pages").await? {
        let Some(lang) = language(&r.lang) else { continue };
        let key = match (r.routing_key, r.slug) {
            (Some(key), _) => PageKey::RoutingKey(key),
            (None, Some(slug)) => PageKey::Slug(slug),
            (None, None) => continue,
        };
        let seo: Value = json("custom page seo", &r.seo)?;
        let attributes: Value = json("custom page attributes", &r.attributes)?;
        let flag = |name: &str| attributes.get(name).and_then(Value::as_bool).unwrap_or(false);
        let page = StoredPage {
            title: r.title,
            description: seo.get("description").and_then(Value::as_str).unwrap_or_default().to_string(),
            blocks: json("custom page blocks", &r.blocks)?,
            custom_css: r.custom_css,
            transparent_header: flag("transparentHeader"),
            hide_layout: flag("hideLayout"),
            redirect: super::super::PageRedirect::from_attributes(&attributes),
            attributes,
            seo,
        };
        pages.insert((lang, key), page);
    }
    Ok(pages)
}

/// Each edition's stored layout content.
pub(super) async fn layouts(db: &Db) -> AppResult<HashMap<String, super::super::layout::StoredLayout>> {
    rows::<LayoutRow>(db, "SELECT edition, content FROM layouts")
        .await?
        .into_iter()
        .map(|r| Ok((r.edition, super::super::layout::StoredLayout::new(json("layout content", &r.content)?))))
        .collect::<AppResult<HashMap<_, _>>>()
}

/// Every departure's price in each currency, packed (`NOT_SOLD` where it has none).
pub(super) fn packed_prices(tours: &[super::super::Tour]) -> AppResult<[Vec<PackedPrice>; 3]> {
    let packed = |currency: Currency| -> AppResult<Vec<PackedPrice>> {
        tours
            .iter()
            .map(|t| match t.price(currency) {
                None => Ok(PackedPrice::NOT_SOLD),
                Some(p) => match (u32::try_from(p.price), u32::try_from(p.base)) {
                    (Ok(price), Ok(base)) if price < u32::MAX && base < u32::MAX => Ok(PackedPrice { price, base }),
                    _ => Err(AppError::Corrupt(format!("price of {} out of range", t.code))),
                },
            })
            .collect()
    };
    let prices = [packed(Currency::ALL[0])?, packed(Currency::ALL[1])?, packed(Currency::ALL[2])?];
    Ok(prices)
}
