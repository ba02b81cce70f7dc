//! Coordinators: the list and a public profile.

use crate::components::{avatar_src, CoordinatorBox, TravelGrid};
use crate::model::*;
use crate::{t, t_args};
use leptos::prelude::*;

pub fn coordinators_page(content: FixedContent, coordinators: Vec<CoordinatorCard>) -> AnyView {
    let list = move |title: String| {
        view! {
            {(!title.is_empty()).then(|| view! { <h2>{title}</h2> })}
            <ul class="coordinator-grid" data-testid="coordinator-list">
                {coordinators.into_iter().map(|c| view! { <li><CoordinatorBox coordinator=c /></li> }).collect_view()}
            </ul>
        }
        .into_any()
    };
    view! {
        <div class="container section">
            <h1>{content.title}</h1>
            <p class="lead">{content.lead}</p>
            {super::custom::composed_blocks(content.blocks, list, false)}
        </div>
    }
    .into_any()
}

pub fn coordinator_page(coordinator: CoordinatorCard, bio: String, travels: Vec<TravelCard>) -> AnyView {
    let ask = crate::components::forms::ask_coordinator(&coordinator.slug, &coordinator.name, None, None);
    view! {
        <div class="container section">
            <div class="profile">
                <img src=avatar_src(coordinator.avatar_hue) alt="" width="128" height="128" />
                <div>
                    <h1 data-testid="coordinator-name">{coordinator.name}</h1>
                    <p>{t_args("coordinator-lives-in", &[("city", coordinator.city.into())])}</p>
                    <p>{bio}</p>
                </div>
            </div>
            {ask}
            <h2>{t("coordinator-trips")}</h2>
            <TravelGrid travels=travels testid="coordinator-travels" />
        </div>
    }
    .into_any()
}
