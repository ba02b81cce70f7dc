//! Login (spec §7): the site is an OAuth2/OIDC client (`client`) of its own
//! built-in provider (`provider`, `tokens`) unless `OIDC_ISSUER` names another.

pub mod client;
pub mod keys;
pub mod provider;
pub mod tokens;
