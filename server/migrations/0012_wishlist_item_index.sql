-- How many travellers saved a departure (group info, and lately for social
-- proofing, `GET /api/tours/{id}/interest`) is counted per item: without this
-- index each count scanned every saved item of every user.
CREATE INDEX wishlist_items_item ON wishlist_items (kind, item_id, created_at);
