//! Inline SVG icons (issue 16: no emoji, no icon fonts, so no tofu on any
//! system). Decorative: the control they sit in carries the words, visible or
//! visually hidden. 24×24 grid, stroked in `currentColor`.

use leptos::prelude::*;

/// The icons the layout uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    Search,
    Menu,
    Close,
    Heart,
    Chat,
    /// Talk to us: the contacts page (an envelope, unlike the chat's speech bubble).
    Contact,
    Globe,
}

impl Icon {
    /// The path data on the 24×24 grid.
    fn path(self) -> &'static str {
        match self {
            Icon::Search => "M10.5 3a7.5 7.5 0 1 0 4.6 13.4l4.7 4.7 1.4-1.4-4.7-4.7A7.5 7.5 0 0 0 10.5 3Zm0 2a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11Z",
            Icon::Menu => "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
            Icon::Close => "m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z",
            Icon::Heart => "M12 20.3 4.2 12.6A4.8 4.8 0 0 1 11 5.8l1 1 1-1a4.8 4.8 0 0 1 6.8 6.8ZM7.6 6.2a2.8 2.8 0 0 0-2 4.8l6.4 6.4 6.4-6.4a2.8 2.8 0 0 0-4-4l-2.4 2.4L9.6 7a2.8 2.8 0 0 0-2-.8Z",
            Icon::Chat => "M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h1v2l2.5-2H19V6Zm3 3h8v2H8z",
            Icon::Contact => "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 3.2V17h16V8.2l-8 5Zm1.2-1.2 6.8 4.3L18.8 7Z",
            Icon::Globe => "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 9h-3a15 15 0 0 0-1.2-5.4A8 8 0 0 1 18.9 11ZM12 4.1c.9 1.2 1.8 3.5 1.9 6.9h-3.8c.1-3.4 1-5.7 1.9-6.9ZM9.3 5.6A15 15 0 0 0 8.1 11h-3a8 8 0 0 1 4.2-5.4ZM5.1 13h3a15 15 0 0 0 1.2 5.4A8 8 0 0 1 5.1 13Zm6.9 6.9c-.9-1.2-1.8-3.5-1.9-6.9h3.8c-.1 3.4-1 5.7-1.9 6.9Zm2.7-1.5a15 15 0 0 0 1.2-5.4h3a8 8 0 0 1-4.2 5.4Z",
        }
    }
}

/// `<svg class="icon">` hidden from assistive technology.
pub fn icon(which: Icon) -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d=which.path() />
        </svg>
    }
}
