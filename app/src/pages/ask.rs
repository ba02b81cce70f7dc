//! The Ask page (spec §2 "AI search page", §8 "AI search failure"): a form
//! that works without JavaScript, the chips the server understood (each with
//! a link that searches without it), a note when the search had to be
//! relaxed, and results that say which chips they meet and miss. With
//! JavaScript, the `ask-live` island parses the wish with the same rules in
//! wasm as the visitor types and shows the chips live.

use crate::components::{Pagination, TravelCardView};
use crate::island::Island;
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, t, t_args};
use caravan_site::islands::AskLiveProps;
use leptos::prelude::*;
use std::collections::BTreeMap;

fn labels() -> BTreeMap<String, String> {
    let mut labels: BTreeMap<String, String> =
        ["ask-label", "ask-placeholder", "ask-submit", "ask-understood", "ask-live-hint", "ask-chip-remove-label"]
            .into_iter()
            .map(|k| (k.to_string(), t(k)))
            .collect();
    for kind in search_core::ask::ChipKind::ALL {
        let key = format!("ask-kind-{}", kind.code());
        labels.insert(key.clone(), t(&key));
    }
    labels
}

fn chips(chips: Vec<AskChip>) -> impl IntoView {
    (!chips.is_empty()).then(|| {
        view! {
            <section class="ask-understood" aria-labelledby="ask-understood-title">
                <h2 id="ask-understood-title" class="ask-understood__title">{t("ask-understood")}</h2>
                <ul class="ask-chips" data-testid="ask-chips">
                    {chips
                        .into_iter()
                        .map(|chip| {
                            let kind_label = t(&format!("ask-kind-{}", chip.kind));
                            let remove = t_args("ask-chip-remove", &[("label", chip.label.clone().into())]);
                            view! {
                                <li class=format!("ask-chip ask-chip--{}", chip.kind) data-kind=chip.kind.clone() data-testid="ask-chip">
                                    <span class="ask-chip__kind">{kind_label}</span>
                                    <span class="ask-chip__label">{chip.label}</span>
                                    <a class="ask-chip__remove" href=chip.remove_href aria-label=remove data-testid="ask-chip-remove">
                                        "×"
                                    </a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>
        }
    })
}

fn form(action: &str, q: &str) -> impl IntoView {
    view! {
        <form class="ask-form" method="get" action=action.to_string() role="search" data-testid="ask-form">
            <label for="ask-q" class="ask-form__label">{t("ask-label")}</label>
            <div class="ask-form__row">
                <input
                    id="ask-q"
                    class="ask-form__input"
                    type="search"
                    name="q"
                    value=q.to_string()
                    maxlength="300"
                    autocomplete="off"
                    placeholder=t("ask-placeholder")
                    data-testid="ask-input"
                />
                <button class="button" type="submit" data-testid="ask-submit">{t("ask-submit")}</button>
            </div>
            // The `ask-live` island's hint, here so its line is already in the page when the
            // island mounts (no layout shift); invisible until scripts run, as it speaks of them.
            <p class="hint ask-form__hint ask-form__hint--pending" aria-hidden="true">{t("ask-live-hint")}</p>
        </form>
    }
}

fn why(result: &AskResult) -> impl IntoView {
    let list = |labels: &[String]| labels.join(", ");
    view! {
        <p class="ask-why" data-testid="ask-why">
            {(!result.meets.is_empty()).then(|| view! { <span class="ask-why__meets">{t_args("ask-why-meets", &[("list", list(&result.meets).into())])}</span> })}
            {(!result.misses.is_empty()).then(|| view! { " " <span class="ask-why__misses" data-testid="ask-why-misses">{t_args("ask-why-misses", &[("list", list(&result.misses).into())])}</span> })}
        </p>
    }
}

pub fn ask_page(view: AskView) -> AnyView {
    let c = ctx();
    let action = RouteKey::SearchAi.href(c.edition);
    let searched = !view.q.is_empty();
    let pages = searched.then(|| view! { <Pagination page=view.page last_page=view.last_page /> });
    let props = AskLiveProps { context: view.island.clone(), action: action.to_string(), q: view.q.clone(), labels: labels() };
    let results = view.results;
    view! {
        <div class="container section ask-page" data-testid="ask-page">
            <h1>{t("route-search-ai")}</h1>
            <p class="lead">{t("search-ai-description")}</p>
            <Island name="ask-live" props=props>
                {form(action, &view.q)}
                {chips(view.chips)}
            </Island>
            {view.failed.then(|| view! {
                <div class="ask-failure" role="status" data-testid="ask-failure">
                    <h2>{t("ask-failure-title")}</h2>
                    <p>{t("ask-failure-advice")}</p>
                </div>
            })}
            {view.relaxed.iter().map(|r| view! { <p class="ask-relaxed notice" data-testid="ask-relaxed" data-relaxed=r.clone()>{t(&format!("ask-relaxed-{r}"))}</p> }).collect_view()}
            {(searched && !view.failed && results.is_empty()).then(|| view! { <p class="ask-empty" data-testid="ask-empty">{t("no-trips")}</p> })}
            {(!results.is_empty()).then(|| view! {
                <p class="ask-count" data-testid="ask-count">{t_args("ask-results", &[("count", view.total.into())])}</p>
                <ul class="card-grid ask-results" data-testid="ask-results">
                    {results
                        .into_iter()
                        .enumerate()
                        .map(|(i, result)| {
                            let heart = crate::components::account::travel_heart(result.card.id, result.card.title.clone(), false);
                            let why = why(&result);
                            view! { <li class="card-wrap ask-result" data-testid="ask-result">{heart}<TravelCardView card=result.card eager=i < 4 first=i == 0 />{why}</li> }
                        })
                        .collect_view()}
                </ul>
            })}
            {pages}
            {(!searched).then(|| view! { <p class="ask-examples">{t("ask-examples")}</p> })}
        </div>
    }
    .into_any()
}
