//! A link an editor wrote (layout content, blocks): external ones open in a
//! new tab (spec §2), the current page's is marked, a tracked one names its event.

use crate::layout_content::Link;
use leptos::prelude::*;

#[component]
pub fn ContentLink(
    link: Link,
    #[prop(optional)] class: Option<&'static str>,
    #[prop(optional)] current: bool,
    /// The analytics event a click pushes (`data-track`).
    #[prop(optional)]
    track: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    let external = link.external;
    // A plain attribute: `class=None` would still write `class=""` (60-odd menu and footer
    // links a page).
    let class = leptos::attr::custom::custom_attribute("class", class);
    view! {
        <a
            href=link.href
            target=external.then_some("_blank")
            rel=external.then_some("noopener")
            aria-current=current.then_some("page")
            data-track=track
        >
            {children()}
        </a>
    }
    .add_any_attr(class)
}
