//! "Page X of Y" links that keep every other filter of the query, and the
//! parameters that choose the page's content (the Ask wish, the WeMeet city
//! and time filter); UI state such as an open modal is left behind.

use crate::view_params::ViewParams;
use crate::{ctx, t, t_args};
use leptos::prelude::*;

#[component]
pub fn Pagination(page: i64, last_page: i64) -> impl IntoView {
    let c = ctx();
    let link = move |p: i64| -> String {
        let mut parsed = search_core::parse_query(c.path.split_once('?').map(|(_, q)| q).unwrap_or("")).filters;
        parsed.page = i32::try_from(p).ok().filter(|p| *p > 1);
        let base = c.path.split('?').next().unwrap_or("/");
        let url = search_core::search_url(base, &parsed);
        let content = ViewParams { q: c.view.q.clone(), city: c.view.city.clone(), when: c.view.when.clone(), ..ViewParams::default() };
        match content.to_query() {
            kept if kept.is_empty() => url,
            kept => format!("{url}{}{kept}", if url.contains('?') { '&' } else { '?' }),
        }
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
