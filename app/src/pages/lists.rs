//! Lists of travels (all, by area) and of departures.

use super::custom::composed_blocks;
use crate::components::{AreaLinks, Pagination, TourList, TravelGrid};
use crate::model::*;
use crate::t;
use caravan_site::images::Cover;
use leptos::prelude::*;

/// Every destination, or one continent's (`area`), under the editor's title, lead and blocks.
pub fn travel_list(content: FixedContent, area: Option<String>, travels: Paged<TravelCard>) -> AnyView {
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
    let current = area.clone();
    let list = move |title: String| {
        // Cards are h3s: a heading for them keeps the outline in order (h1, h2, h3); the
        // editor's title for the list, or a hidden one.
        let heading = if title.is_empty() {
            view! { <h2 class="visually-hidden">{t("search-tab-travels")}</h2> }.into_any()
        } else {
            view! { <h2>{title}</h2> }.into_any()
        };
        view! {
            <AreaLinks current=current />
            {if travels.total == 0 {
                view! { <p class="empty" data-testid="list-empty">{t("no-trips")}</p> }.into_any()
            } else {
                view! {
                    {heading}
                    <TravelGrid travels=travels.items testid="travel-list" />
                }
                    .into_any()
            }}
            <Pagination page=travels.page last_page=last />
        }
        .into_any()
    };
    view! {
        <div class="container section" data-region=area>
            {picture}
            <h1 class="list-title">{content.title}</h1>
            <p class="lead">{content.lead}</p>
            {composed_blocks(content.blocks, list, false)}
        </div>
    }
    .into_any()
}

pub fn tours_list(content: FixedContent, tours: Paged<TourRow>) -> AnyView {
    let last = tours.last_page();
    let list = move |title: String| {
        view! {
            {(!title.is_empty()).then(|| view! { <h2>{title}</h2> })}
            <TourList rows=tours.items show_travel=true group_by_month=true top_level=true />
            <Pagination page=tours.page last_page=last />
        }
        .into_any()
    };
    view! {
        <div class="container section">
            <h1>{content.title}</h1>
            <p class="lead">{content.lead}</p>
            {composed_blocks(content.blocks, list, false)}
        </div>
    }
    .into_any()
}
