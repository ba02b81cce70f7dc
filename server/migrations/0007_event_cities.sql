-- WeMeet events show their city in the visitor's language: names by language
-- code, as countries store theirs ({"en": …, "it": …}); empty falls back to `city`.
ALTER TABLE wemeet_events ADD COLUMN city_names TEXT NOT NULL DEFAULT '{}';
