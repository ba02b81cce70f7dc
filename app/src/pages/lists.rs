//! Lists of travels (all, by area) and of departures.

use crate::components::{AreaLink, AreaLinks, Pagination, TourList, TravelGrid};
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, t, t_args};
use caravan_site::images::Cover;
use leptos::prelude::*;

/// A continent's name as the menu shows it, so the menu, the area pages and
/// the home page never name a continent two ways.
fn continent_name(code: &str) -> String {
    t(&format!("continent-{code}"))
}

/// Title and introduction of a list: every destination, or one continent's.
pub fn list_texts(area: Option<&str>) -> (String, String) {
    match area {
        None => (t("travels-title"), t("travels-intro")),
        Some(code) => {
            let name = continent_name(code);
            (t_args("area-title", &[("continent", name.clone().into())]), t_args("area-intro", &[("continent", name.into())]))
        }
    }
}

/// A link to every area page of the edition.
pub fn area_links() -> Vec<AreaLink> {
    let e = ctx().edition;
    RouteKey::ALL
        .into_iter()
        .filter_map(|k| {
            let continent = k.continent()?;
            Some(AreaLink { link: NamedLink { label: continent_name(continent), href: k.path(e)?.to_string() }, continent })
        })
        .collect()
}

/// The trips / departures switch of the search page: the same filters, with
/// or without `tab=travels`, back to page 1.
pub fn travel_list(area: Option<String>, travels: Paged<TravelCard>) -> AnyView {
    let (title, intro) = list_texts(area.as_deref());
    let areas = area_links();
    let last = travels.last_page();
    // An area page shows its region: a drawn landscape in the region's colours (spec §2, §3).
    let picture = area.as_deref().map(|code| {
        view! {
            <img
                class="area-picture"
                src=Cover::of_continent(code).src()
                alt=""
                width="400"
                height="240"
                fetchpriority="high"
                data-testid="area-picture"
            />
        }
    });
    view! {
        <div class="container section" data-region=area.clone()>
            {picture}
            <h1 class="list-title">{title}</h1>
            <p class="lead">{intro}</p>
            <AreaLinks areas=areas current=area.clone() />
            {if travels.total == 0 {
                view! { <p class="empty" data-testid="list-empty">{t("no-trips")}</p> }.into_any()
            } else {
                // Cards are h3s: a heading for them keeps the outline in order (h1, h2, h3).
                view! {
                    <h2 class="visually-hidden">{t("search-tab-travels")}</h2>
                    <TravelGrid travels=travels.items testid="travel-list" />
                }
                    .into_any()
            }}
            <Pagination page=travels.page last_page=last />
        </div>
    }
    .into_any()
}

pub fn tours_list(tours: Paged<TourRow>) -> AnyView {
    let title = t("tours-title");
    let last = tours.last_page();
    view! {
        <div class="container section">
            <h1>{title}</h1>
            <p class="lead">{t("tours-description")}</p>
            <TourList rows=tours.items show_travel=true group_by_month=true top_level=true />
            <Pagination page=tours.page last_page=last />
        </div>
    }
    .into_any()
}
