//! The server's integration tests, one module per concern, in one test binary:
//! the server and its dependencies are linked once instead of once per file
//! (24 binaries took ~3 GB of disk and a link each; CI ran out of disk).
//! Run one concern with `cargo test -p caravan-server --test integration api::`.

mod common;

mod accounts;
mod alerts;
mod api;
mod ask;
mod bookings;
mod calendar;
mod catalogue_races;
mod catalogue_writes;
mod chat;
mod chat_eval;
mod durability;
mod fixed_pages;
mod flights;
mod hardening;
mod import_atomic;
mod interest;
mod layout;
mod mail_kinds;
mod mail_smtp;
mod metrics;
mod oauth;
mod omnibus;
mod page_composer;
mod pages;
mod photos;
mod pictures;
mod profile_details;
mod rate_limits;
mod search_pages;
mod stale_pages;
mod storage;
mod trip_sections;
mod trips;
mod wemeet;
mod wording;
