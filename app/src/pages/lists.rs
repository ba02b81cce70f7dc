//! Lists of travels (all, by area) and of departures.

use crate::components::{AreaLinks, Pagination, TourList, TravelGrid};
use crate::model::*;
use crate::t;
use leptos::prelude::*;

/// The trips / departures switch of the search page: the same filters, with
/// or without `tab=travels`, back to page 1.
pub fn travel_list(title: String, intro: String, travels: Paged<TravelCard>, areas: Vec<NamedLink>) -> AnyView {
    let last = travels.last_page();
    view! {
        <div class="container section">
            <h1>{title}</h1>
            <p class="lead">{intro}</p>
            <AreaLinks areas=areas />
            {if travels.total == 0 {
                view! { <p class="empty" data-testid="list-empty">{t("no-trips")}</p> }.into_any()
            } else {
                view! { <TravelGrid travels=travels.items testid="travel-list" /> }.into_any()
            }}
            <Pagination page=travels.page last_page=last />
        </div>
    }
    .into_any()
}

pub fn tours_list(title: String, tours: Paged<TourRow>) -> AnyView {
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
