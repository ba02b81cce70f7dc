-- Alerts (notify-me), the mail outbox their dispatcher sends from, price
-- history, questions to coordinators and the waitlist of sold-out departures.

-- One subscription: a user (or, until the code is verified, an address)
-- asking for one kind of alert on a travel or a tour.
CREATE TABLE alerts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    -- STOCKOUT_TRAVEL, TOUR_CONFIRMED or PRICE_DROPPED
    kind TEXT NOT NULL,
    travel_id BIGINT NOT NULL,
    -- '' for travel alerts (so the unique key below holds).
    tour_id TEXT NOT NULL,
    -- Edition code and the site address the subscriber used (links in mails).
    edition TEXT NOT NULL,
    site_origin TEXT NOT NULL,
    currency TEXT NOT NULL,
    -- The price the subscriber saw (minor units of `currency`); drops compare with it.
    seen_price BIGINT,
    phone TEXT,
    -- pending (waiting for the code or the confirmation link), active, off
    status TEXT NOT NULL,
    confirm_hash TEXT,
    -- Only unsubscribes this alert, so it is kept as sent in every mail.
    unsubscribe_token TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    UNIQUE (email, kind, travel_id, tour_id)
);
CREATE INDEX alerts_tour ON alerts (tour_id, status);
CREATE INDEX alerts_travel ON alerts (travel_id, status);

-- Every price a departure had, from the import that set it.
CREATE TABLE price_history (
    tour_id TEXT NOT NULL,
    currency TEXT NOT NULL,
    price BIGINT NOT NULL,
    -- Unix microseconds.
    changed_at BIGINT NOT NULL
);
CREATE INDEX price_history_tour ON price_history (tour_id, currency, changed_at);

-- Mail to send, written in the transaction of the change that caused it.
-- `dedup_key` makes one change one mail however often it is seen.
CREATE TABLE mail_outbox (
    id TEXT PRIMARY KEY,
    dedup_key TEXT NOT NULL UNIQUE,
    to_email TEXT NOT NULL,
    locale TEXT NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    -- pending, sending (claimed until lease_until), sent, failed
    status TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    lease_until BIGINT,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

CREATE TABLE coordinator_questions (
    id TEXT PRIMARY KEY,
    coordinator_id BIGINT NOT NULL,
    travel_id BIGINT,
    tour_id TEXT,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    edition TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

-- Places in line, handed out by an atomic counter per departure.
CREATE TABLE waitlist_counters (
    tour_id TEXT PRIMARY KEY,
    last BIGINT NOT NULL
);
CREATE TABLE waitlist (
    tour_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    -- waiting, offered (a seat held until offered_until), expired, left
    status TEXT NOT NULL,
    offered_until BIGINT,
    edition TEXT NOT NULL,
    site_origin TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (tour_id, user_id),
    UNIQUE (tour_id, position)
);
