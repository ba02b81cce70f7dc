-- What the group snapshot (spec §3 Group info) shows of a traveller who agreed to it: the
-- birth year (for the age band), the gender, and the trips made before these records. NULL or
-- 0 for travellers who said nothing: they still count among the travellers of their bookings.
ALTER TABLE users ADD COLUMN birth_year BIGINT;
ALTER TABLE users ADD COLUMN gender TEXT;
ALTER TABLE users ADD COLUMN shares_group_profile BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN trips_before BIGINT NOT NULL DEFAULT 0;
