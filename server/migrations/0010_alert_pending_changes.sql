-- An unconfirmed request never changes an active alert (issue 17): its new
-- phone, currency, seen price, edition and link host wait here, as JSON,
-- until the confirmation link or a verified code applies them.
ALTER TABLE alerts ADD COLUMN pending_changes TEXT;
