-- Bookings of the built-in booking desk (issue 22): each takes seats of its departure in the
-- transaction that writes it, and a cancellation gives them back (bookings/desk.rs).
-- `traveller` is who booked: the site's user id, or the id a site calling the desk's contract
-- with its service token passed (docs/booking-contract.md).
CREATE TABLE bookings (
    reference TEXT PRIMARY KEY,
    traveller TEXT NOT NULL,
    email TEXT NOT NULL,
    tour_id TEXT NOT NULL,
    travellers BIGINT NOT NULL,
    private_room BIGINT NOT NULL,
    flexible BIGINT NOT NULL,
    -- 'deposit' or 'full'
    payment TEXT NOT NULL,
    promo_code TEXT,
    currency TEXT NOT NULL,
    -- Minor units of `currency`: the trip for everybody, the options, the total, what was paid.
    trips BIGINT NOT NULL,
    flexible_fee BIGINT NOT NULL,
    total BIGINT NOT NULL,
    paid BIGINT NOT NULL,
    balance_due TEXT,
    -- 'booked' or 'cancelled'
    status TEXT NOT NULL,
    refunded BIGINT NOT NULL DEFAULT 0,
    -- The client's Idempotency-Key: a retry answers the booking it made, never a second one.
    idempotency_key TEXT,
    created_at BIGINT NOT NULL,
    cancelled_at BIGINT
);
CREATE UNIQUE INDEX bookings_idempotency ON bookings (traveller, idempotency_key);
CREATE INDEX bookings_traveller ON bookings (traveller, created_at);
CREATE INDEX bookings_tour ON bookings (tour_id, status);
