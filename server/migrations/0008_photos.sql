-- Photographs imported by `caravan images import DIR` (issue 16): one row per
-- SEO name (`{trip-slug}` for a cover, `{trip-slug}-day-{n}` for a gallery
-- photo). `manifest` is the JSON the pages render `<picture>` from; the files
-- themselves live under DATA_DIR/images/{name}/{version}/.
CREATE TABLE photos (
    name TEXT PRIMARY KEY,
    manifest TEXT NOT NULL,
    imported_at TEXT NOT NULL
);
