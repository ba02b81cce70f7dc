//! A coordinator's card.

use super::images::avatar_src;
use crate::model::CoordinatorCard;
use crate::routes::Route;
use crate::{ctx, t};
use leptos::prelude::*;

#[component]
pub fn CoordinatorBox(coordinator: CoordinatorCard) -> impl IntoView {
    let href = Route::Coordinator { coordinator: coordinator.slug.clone() }.path(ctx().edition).unwrap_or_default();
    view! {
        <section class="coordinator-box">
            <h2>{t("coordinator")}</h2>
            <a href=href class="coordinator-box__link">
                <img src=avatar_src(coordinator.avatar_hue) alt="" width="64" height="64" loading="lazy" />
                <span><strong>{coordinator.name}</strong><br />{coordinator.city}</span>
            </a>
        </section>
    }
}
