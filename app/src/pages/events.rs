//! WeMeet events search (spec §1, §3 WeMeet event, §9 event time filters):
//! a city and a time filter as a plain GET form, so the page is complete
//! without JavaScript; each event shows its date, its attendee count and
//! the organising coordinator, linked to their profile.

use crate::components::avatar_src;
use crate::model::*;
use crate::routes::{Route, RouteKey};
use crate::{ctx, fmt_date, t, t_args};
use leptos::prelude::*;

use search_core::period::EventWindow;

pub fn events_page(view: EventsView) -> AnyView {
    let c = ctx();
    let action = RouteKey::EventsWemeet.href(c.edition);
    let selected_city = view.city.clone().unwrap_or_default();
    let span = view.span.map(|(from, to)| {
        let text = if from == to { fmt_date(from) } else { format!("{} – {}", fmt_date(from), fmt_date(to)) };
        view! { <p class="events-span" data-testid="events-span" data-from=from.to_string() data-to=to.to_string()>{text}</p> }
    });
    let count = view.events.len();
    view! {
        <div class="container section events-page">
            <h1>{t("route-events-wemeet")}</h1>
            <p class="lead">{t("events-description")}</p>
            <form class="events-search" method="get" action=action role="search" data-testid="events-search">
                <label class="events-search__field">
                    <span>{t("events-city")}</span>
                    <select name="city" data-testid="events-city">
                        <option value="" selected=selected_city.is_empty()>{t("events-any-city")}</option>
                        {view
                            .cities
                            .iter()
                            .map(|(key, name)| view! { <option value=key.clone() selected=*key == selected_city>{name.clone()}</option> })
                            .collect_view()}
                    </select>
                </label>
                <fieldset class="events-search__when">
                    <legend>{t("events-when")}</legend>
                    {EventWindow::ALL
                        .iter()
                        .map(|window| {
                            let code = window.code();
                            view! {
                                <label class="pill">
                                    <input type="radio" name="when" value=code checked=code == view.when data-testid=format!("events-when-{code}") />
                                    <span>{t(&format!("events-when-{code}"))}</span>
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <button class="button" type="submit" data-testid="events-submit">{t("events-submit")}</button>
            </form>
            {span}
            <p class="events-count" data-testid="events-count">{t_args("events-found", &[("count", count.into())])}</p>
            <ul class="event-list" data-testid="event-list">
                {view
                    .events
                    .into_iter()
                    .map(|ev| {
                        let profile = Route::Coordinator { coordinator: ev.coordinator.slug.clone() }.path(c.edition).unwrap_or_default();
                        view! {
                            <li class="event" data-testid="event" data-date=ev.date.to_string()>
                                <p class="event__city">
                                    <strong data-testid="event-city">{ev.city}</strong>
                                    " · "
                                    <time datetime=ev.date.to_string()>{fmt_date(ev.date)}</time>
                                </p>
                                <p class="event__meta">
                                    {t_args("event-attendees", &[("count", ev.attendees.into())])}
                                    " · "
                                    <a class="event__coordinator" href=profile data-testid="event-coordinator">
                                        <img src=avatar_src(ev.coordinator.avatar_hue) alt="" width="24" height="24" loading="lazy" />
                                        {t_args("event-organised-by", &[("name", ev.coordinator.name.into())])}
                                    </a>
                                </p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            {(count == 0).then(|| view! { <p class="events-empty" data-testid="events-empty">{t("events-none")}</p> })}
        </div>
    }
    .into_any()
}
