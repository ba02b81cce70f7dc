-- How many of a travel's reviews gave 1, 2, 3, 4 and 5 stars, as the review platform
-- reports them ("12,3,40,200,745"): the trip page's breakdown counts every review, not
-- only the few whose texts are stored. Empty when unknown (imported travels).
ALTER TABLE travels ADD COLUMN review_stars TEXT NOT NULL DEFAULT '';
