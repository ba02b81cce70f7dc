-- Catalogue schema. Portable SQL: the same file runs on SQLite and PostgreSQL.
-- Integers are BIGINT and flags are BIGINT 0/1 so both backends decode them
-- the same way through sqlx's Any driver; dates are ISO 'YYYY-MM-DD' TEXT,
-- which sorts and compares correctly as text. Translated names are JSON text
-- objects keyed by language ("en", "it", "es", "fr", "de").

CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE continents (
    id BIGINT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    names TEXT NOT NULL
);

CREATE TABLE countries (
    id BIGINT PRIMARY KEY,
    iso3 TEXT NOT NULL UNIQUE,
    continent_id BIGINT NOT NULL REFERENCES continents(id),
    names TEXT NOT NULL
);

CREATE TABLE images (
    id BIGINT PRIMARY KEY,
    seo_name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    title TEXT NOT NULL,
    alt_text TEXT NOT NULL
);

CREATE TABLE coordinators (
    id BIGINT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    city TEXT NOT NULL,
    bio TEXT NOT NULL,
    avatar_hue BIGINT NOT NULL
);

CREATE TABLE travels (
    id BIGINT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    country_id BIGINT NOT NULL REFERENCES countries(id),
    continent_id BIGINT NOT NULL REFERENCES continents(id),
    coordinator_id BIGINT NOT NULL REFERENCES coordinators(id),
    image_id BIGINT REFERENCES images(id),
    days BIGINT NOT NULL,
    nights BIGINT NOT NULL,
    age_range TEXT NOT NULL,
    moods TEXT NOT NULL,
    travel_type TEXT NOT NULL,
    travel_style TEXT NOT NULL,
    is_unique BIGINT NOT NULL,
    is_collection BIGINT NOT NULL,
    no_sharing_room BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    reviews_count BIGINT NOT NULL,
    image_hue BIGINT NOT NULL
);
CREATE INDEX travels_continent ON travels(continent_id);
CREATE INDEX travels_country ON travels(country_id);

-- Texts of a travel in one language; search_text is a lower-case, accent-free
-- haystack for free-text search that behaves the same on both backends.
CREATE TABLE travel_texts (
    travel_id BIGINT NOT NULL REFERENCES travels(id),
    lang TEXT NOT NULL,
    title TEXT NOT NULL,
    destination_label TEXT NOT NULL,
    description TEXT NOT NULL,
    included TEXT NOT NULL,
    not_included TEXT NOT NULL,
    itinerary TEXT NOT NULL,
    faqs TEXT NOT NULL,
    search_text TEXT NOT NULL,
    PRIMARY KEY (travel_id, lang)
);

CREATE TABLE tours (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    travel_id BIGINT NOT NULL REFERENCES travels(id),
    starting_date TEXT NOT NULL,
    ending_date TEXT NOT NULL,
    status TEXT NOT NULL,
    free_seats BIGINT NOT NULL,
    seats_to_confirm BIGINT NOT NULL,
    age_badge TEXT NOT NULL,
    badge_id TEXT,
    coordinator_id BIGINT NOT NULL REFERENCES coordinators(id)
);
CREATE INDEX tours_travel_date ON tours(travel_id, starting_date);
CREATE INDEX tours_date ON tours(starting_date);

-- Prices per currency, in minor units.
CREATE TABLE tour_prices (
    tour_id TEXT NOT NULL REFERENCES tours(id),
    currency TEXT NOT NULL,
    base_price BIGINT NOT NULL,
    price BIGINT NOT NULL,
    PRIMARY KEY (tour_id, currency)
);
CREATE INDEX tour_prices_currency ON tour_prices(currency, price);

CREATE TABLE reviews (
    id BIGINT PRIMARY KEY,
    travel_id BIGINT NOT NULL REFERENCES travels(id),
    rating BIGINT NOT NULL,
    author TEXT NOT NULL,
    lang TEXT NOT NULL,
    body TEXT NOT NULL,
    review_date TEXT NOT NULL
);
CREATE INDEX reviews_travel ON reviews(travel_id);

CREATE TABLE wemeet_events (
    id BIGINT PRIMARY KEY,
    city TEXT NOT NULL,
    country_id BIGINT NOT NULL REFERENCES countries(id),
    event_date TEXT NOT NULL,
    attendees BIGINT NOT NULL,
    coordinator_id BIGINT NOT NULL REFERENCES coordinators(id)
);

-- Content-managed pages: fixed pages by routing key, catch-all pages by slug.
CREATE TABLE custom_pages (
    id BIGINT PRIMARY KEY,
    lang TEXT NOT NULL,
    routing_key TEXT,
    slug TEXT,
    page_type TEXT NOT NULL,
    title TEXT NOT NULL,
    seo TEXT NOT NULL,
    blocks TEXT NOT NULL,
    custom_css TEXT,
    attributes TEXT NOT NULL
);
CREATE UNIQUE INDEX custom_pages_key ON custom_pages(routing_key, lang);
CREATE UNIQUE INDEX custom_pages_slug ON custom_pages(slug, lang);

-- Header, footer, contacts and bean-bar content per edition (spec §3 "Layout state").
CREATE TABLE layouts (
    edition TEXT PRIMARY KEY,
    content TEXT NOT NULL
);
