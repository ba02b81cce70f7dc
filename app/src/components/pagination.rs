//! "Page X of Y" links that keep every other filter of the query.

use crate::{ctx, t, t_args};
use leptos::prelude::*;

#[component]
pub fn Pagination(page: i64, last_page: i64) -> impl IntoView {
    let c = ctx();
    let link = move |p: i64| -> String {
        let mut parsed = search_core::parse_query(c.path.split_once('?').map(|(_, q)| q).unwrap_or("")).filters;
        parsed.page = i32::try_from(p).ok().filter(|p| *p > 1);
        let base = c.path.split('?').next().unwrap_or("/");
        search_core::search_url(base, &parsed)
    };
    if page > last_page {
        // Past the end (an old link, a typed URL): say so and offer the last page.
        return view! {
            <nav class="pagination" aria-label=t("pagination-label") data-testid="pagination-past-end">
                <span>{t("pagination-past-end")}</span>
                <a href=link(last_page)>{t_args("pagination-go-to", &[("page", last_page.into())])}</a>
            </nav>
        }
        .into_any();
    }
    (last_page > 1)
        .then(|| {
            view! {
                <nav class="pagination" aria-label=t("pagination-label")>
                    {(page > 1).then(|| view! { <a rel="prev" href=link(page - 1)>{t("pagination-prev")}</a> })}
                    <span>{t_args("pagination-page", &[("page", page.into()), ("last", last_page.into())])}</span>
                    {(page < last_page).then(|| view! { <a rel="next" href=link(page + 1)>{t("pagination-next")}</a> })}
                </nav>
            }
        })
        .into_any()
}
