-- Free text is searched by the in-memory text index (server/src/search), built
-- from the texts themselves: the stored lower-case haystack is no longer read.
ALTER TABLE travel_texts DROP COLUMN search_text;
