//! Content-managed pages built from blocks (spec §2 Page composer).

use crate::components::TravelGrid;
use crate::model::*;
use leptos::prelude::*;

pub fn custom(p: CustomPage) -> AnyView {
    view! {
        <div class="container section custom-page">
            <h1>{p.title}</h1>
            {p.blocks
                .into_iter()
                .map(|block| match block {
                    Block::Heading { text } => view! { <h2>{text}</h2> }.into_any(),
                    // Sanitised by the server before it reaches the page.
                    Block::RichText { html } => view! { <div class="rich-text" inner_html=html></div> }.into_any(),
                    Block::Travels { title, travels } => {
                        view! {
                            <section class="section">
                                <h2>{title}</h2>
                                <TravelGrid travels=travels testid="block-travels" />
                            </section>
                        }
                        .into_any()
                    }
                })
                .collect_view()}
        </div>
    }
    .into_any()
}
