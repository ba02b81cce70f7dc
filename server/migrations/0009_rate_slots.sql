-- Rate limits claim one of `max` numbered slots per bucket in a single
-- statement (issue 17): a slot is free when never taken or taken before the
-- window; an upsert takes it only then. At most `max` events per window get
-- through, however many requests arrive at once. (`rate_events` counted, then
-- inserted, in separate statements: concurrent requests all passed the count.)
DROP TABLE rate_events;
CREATE TABLE rate_slots (
    bucket TEXT NOT NULL,
    slot BIGINT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (bucket, slot)
);
CREATE INDEX rate_slots_at ON rate_slots (at);
