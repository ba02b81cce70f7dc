//! The one modal of the site (spec §2 Generic modal, §4 modal states): a
//! `<dialog>` opened by the `modal`, `type` and `layout` query parameters. The
//! server renders it open when the URL asks, so it works without JavaScript
//! (the close link drops the three parameters); the layout script opens and
//! closes it in place, with the 200 ms states and a focus trap.

use crate::view_params::{with_params, MODAL_PARAMS};
use crate::{ctx, t};
use leptos::prelude::*;

/// How wide a modal is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModalWidth {
    Normal,
    Medium,
    Small,
}

impl ModalWidth {
    fn as_str(self) -> &'static str {
        match self {
            ModalWidth::Normal => "normal",
            ModalWidth::Medium => "medium",
            ModalWidth::Small => "small",
        }
    }
}

/// This page's URL with modal `name` open (and `type`/`layout` when given).
pub fn modal_href(name: &str, modal_type: Option<&str>, layout: Option<&str>) -> String {
    with_params(&ctx().path, &[("modal", Some(name)), ("type", modal_type), ("layout", layout)])
}

/// This page's URL with no modal open.
pub fn close_href() -> String {
    let changes: Vec<(&str, Option<&str>)> = MODAL_PARAMS.iter().map(|k| (*k, None)).collect();
    with_params(&ctx().path, &changes)
}

/// Whether the request asked for modal `name`.
pub fn modal_requested(name: &str) -> bool {
    ctx().view.modal.as_deref() == Some(name)
}

/// A modal dialog named `name`, open when the URL asks for it.
#[component]
pub fn Modal(
    #[prop(into)] name: String,
    title: String,
    width: ModalWidth,
    #[prop(optional)] mobile_full: bool,
    /// The view shown first when the modal has `layout` views.
    #[prop(optional)]
    layout: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    let open = modal_requested(&name);
    let title_id = format!("modal-{name}-title");
    let labelled_by = title_id.clone();
    let layout = ctx().view.layout.clone().or(layout.map(str::to_string));
    view! {
        {open.then(|| view! { <a class="modal-backdrop" href=close_href() tabindex="-1" aria-hidden="true"></a> })}
        <dialog
            class="modal"
            data-modal=name
            data-width=width.as_str()
            data-mobile-full=mobile_full.then_some("")
            data-layout=layout
            aria-labelledby=labelled_by
            open=open
        >
            <div class="modal__header">
                <h2 id=title_id.clone() class="modal__title">{title}</h2>
                <a class="modal__close" href=close_href() data-modal-close data-testid="modal-close">{t("modal-close")}</a>
            </div>
            <div class="modal__content">{children()}</div>
        </dialog>
    }
}
