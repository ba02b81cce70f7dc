//! The error page.

use crate::routes::RouteKey;
use crate::{ctx, t};
use leptos::prelude::*;

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
