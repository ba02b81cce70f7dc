//! Star ratings with the bands of spec §5.

use crate::t;
use leptos::prelude::*;
use search_core::rating_band;

pub fn fmt_stars(rating: f64) -> impl IntoView {
    let band = rating_band(rating);
    let label = band.map(|b| t(&format!("rating-{}", b.label.as_str())));
    let fill = band.map(|b| b.fill_percent).unwrap_or(0.0);
    view! {
        <span class="stars" class:stars--grey=band.is_none() style=format!("--fill:{fill:.0}%") aria-hidden="true">
            "★★★★★"
        </span>
        {label.map(|l| view! { " " <span class="rating-label">{l}</span> })}
    }
}
