-- The traveller's details the booking site needs at checkout: names, and the tax code that
-- Italy and Spain require (spec §5; checked per edition by caravan_site::tax_code). Empty
-- until the traveller fills them in on the profile.
ALTER TABLE users ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN tax_code TEXT NOT NULL DEFAULT '';
