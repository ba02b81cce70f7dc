//! The Caravan site apart from how it is drawn: the editions and their
//! localised routes, the Fluent texts, the view models pages render and the
//! query parameters they read. The server, its mail and alerts use this crate
//! without the Leptos components (`caravan-app`), which sit on top of it.

pub mod consent;
pub mod critical_css;
pub mod edition;
pub mod i18n;
pub mod images;
pub mod islands;
pub mod layout_content;
pub mod model;
pub mod page;
pub mod picture;
pub mod route_key;
pub mod routes;
pub mod spelling;
pub mod tax_code;
pub mod view_params;
