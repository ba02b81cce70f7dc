//! The home page.

use crate::components::{quick_search, selling_points, AreaLinks, TravelGrid};
use crate::island::Island;
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, t, t_args};
use leptos::prelude::*;

pub fn home(travels: Vec<TravelCard>, departures: i64, countries: i64) -> AnyView {
    let areas = super::lists::area_links();
    view! {
        // The cover search bar: while it is in view the header does not repeat it (spec §2, 30 px offset).
        <section class="hero" data-cover-search-bar>
            <div class="container">
                <h1>{t("home-title")}</h1>
                <p class="hero__lead">
                    {t_args("home-lead", &[("departures", departures.into()), ("countries", countries.into())])}
                </p>
                {quick_search()}
                {crate::components::quick_search::ask_entry()}
            </div>
        </section>
        <div class="container">
            <Island name="recent-searches" props=crate::components::search_bar::recent_searches_props(true)>""</Island>
        </div>
        <section class="container section">
            <h2>{t("home-travels-title")}</h2>
            <TravelGrid travels=travels testid="home-travels" />
            <p><a class="button button--ghost" href=RouteKey::Travels.href(ctx().edition)>{t("see-all-travels")}</a></p>
        </section>
        <section class="container section">
            <h2>{t("home-areas-title")}</h2>
            <AreaLinks areas=areas />
        </section>
        <section class="container section selling">
            <h2>{t("home-why-title")}</h2>
            {selling_points()}
        </section>
    }
    .into_any()
}
