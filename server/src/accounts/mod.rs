//! Accounts (spec §4, §6): e-mail plus a one-time code, no passwords.
//! Users, codes, sessions, rate limits and the wishlist live in the
//! database only, so any instance serves any request (DESIGN.md).
//! `flow` holds the steps the API and the identity provider's pages share.

pub mod codes;
pub mod flow;
pub mod group_info;
pub mod rate_limit;
pub mod secrets;
pub mod sessions;
pub mod sweep;
pub mod users;
pub mod wishlist;

pub use sessions::CurrentUser;
