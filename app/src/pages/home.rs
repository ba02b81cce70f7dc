//! The home page: the cover with the search, then the editor's blocks around the trips
//! leaving soon (spec §2: a content-managed page like the other fixed pages).

use super::custom::composed_blocks;
use crate::components::{quick_search, TravelGrid};
use crate::island::Island;
use crate::model::*;
use crate::routes::RouteKey;
use crate::text::fmt_count;
use crate::{ctx, t};
use leptos::prelude::*;

pub fn home(content: FixedContent, travels: Vec<TravelCard>, departures: i64, countries: i64) -> AnyView {
    let lead = content.lead.replace("{departures}", &fmt_count(departures)).replace("{countries}", &fmt_count(countries));
    let list = move |title: String| {
        // An editor's list without a title keeps the heading the section needs.
        let title = if title.is_empty() { t("home-travels-title") } else { title };
        view! {
            <section class="section">
                <h2>{title}</h2>
                <TravelGrid travels=travels testid="home-travels" />
                <p><a class="button button--ghost" href=RouteKey::Travels.href(ctx().edition)>{t("see-all-travels")}</a></p>
            </section>
        }
        .into_any()
    };
    view! {
        // The cover search bar: while it is in view the header does not repeat it (spec §2, 30 px offset).
        <section class="hero" data-cover-search-bar>
            <div class="container">
                <h1>{content.title}</h1>
                <p class="hero__lead">{lead}</p>
                {quick_search()}
                {crate::components::quick_search::ask_entry()}
            </div>
        </section>
        <div class="container">
            <Island name="recent-searches" props=crate::components::search_bar::recent_searches_props(true)>""</Island>
        </div>
        <div class="container">{composed_blocks(content.blocks, list, false)}</div>
    }
    .into_any()
}
