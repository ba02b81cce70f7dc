-- Trip and departure facts the pages show (issue 7): the money pot per person
-- (EUR minor units) of a travel; a departure's promo code with its last valid
-- day, and whether the money pot is already in its price.
ALTER TABLE travels ADD COLUMN money_pot BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tours ADD COLUMN promo_code TEXT;
ALTER TABLE tours ADD COLUMN promo_expires TEXT;
ALTER TABLE tours ADD COLUMN money_pot_included BIGINT NOT NULL DEFAULT 0;
