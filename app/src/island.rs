//! React islands: the server renders `<div data-island="name" data-props="{json}">`
//! around a fallback that works without JavaScript; the react-shell bundle mounts
//! the named island into it. Props travel as an attribute, which Leptos escapes,
//! so no user text can break out of it.

use leptos::prelude::*;
use serde::Serialize;

/// A placeholder for island `name` with `props`, showing `children` until it mounts.
#[component]
pub fn Island<P: Serialize + Send + Sync + 'static>(name: &'static str, props: P, children: Children) -> impl IntoView {
    // Serialising our own props cannot fail (plain structs of strings); an empty
    // object still lets the island fail visibly in the console instead of the page.
    let json = serde_json::to_string(&props).unwrap_or_else(|_| "{}".to_string());
    view! {
        <div class="island" data-island=name data-props=json>
            {children()}
        </div>
    }
}
