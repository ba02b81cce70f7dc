//! Small pages: WeMeet events, AI search and errors.

use crate::components::quick_search;
use crate::model::*;
use crate::routes::RouteKey;
use crate::{ctx, fmt_date, t, t_args};
use leptos::prelude::*;

pub fn events_page(events: Vec<WeMeetEvent>) -> AnyView {
    view! {
        <div class="container section">
            <h1>{t("route-events-wemeet")}</h1>
            <p class="lead">{t("events-description")}</p>
            <ul class="event-list" data-testid="event-list">
                {events
                    .into_iter()
                    .map(|ev| {
                        view! {
                            <li class="event">
                                <strong>{ev.city}</strong>
                                " · "
                                {fmt_date(ev.date)}
                                " · "
                                {t_args("event-attendees", &[("count", ev.attendees.into())])}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </div>
    }
    .into_any()
}

pub fn search_ai() -> AnyView {
    view! {
        <div class="container section">
            <h1>{t("route-search-ai")}</h1>
            <p class="lead">{t("search-ai-description")}</p>
            {quick_search()}
        </div>
    }
    .into_any()
}

pub fn error(status: u16, message: Option<String>) -> AnyView {
    let e = ctx().edition;
    let (title, description) = if status == 404 {
        (t("not-found-title"), t("not-found-description"))
    } else {
        (format!("{} {status}", t("error-title")), message.unwrap_or_else(|| t("error-subtitle")))
    };
    view! {
        <div class="container section error-page" data-testid=if status == 404 { "not-found" } else { "error-page" } data-status=status>
            <h1>{title}</h1>
            <p>{description}</p>
            <a class="button" href=RouteKey::Travels.href(e) data-testid="not-found-cta">{t("not-found-cta")}</a>
        </div>
    }
    .into_any()
}
