//! The language and currency modal (spec §2): every edition's version of this
//! page, and the currencies as a form that sets the currency cookie. It is a
//! modal link (`?modal=locale`), so without JavaScript the server renders it open.

use crate::components::modal::{Modal, ModalWidth};
use crate::{ctx, t};
use leptos::prelude::*;

/// The US edition's language tag.
const US_LANG: &str = "en-US";

#[component]
pub fn LocaleModal() -> impl IntoView {
    let c = ctx();
    let current = c.currency;
    view! {
        <Modal name="locale" title=t("locale-menu-label") width=ModalWidth::Small>
            <h3 class="modal__subtitle">{t("locale-menu-language")}</h3>
            <ul class="locale-list" data-testid="locale-list">
                // The US edition is not listed (spec §9), except to a visitor already on it.
                {c
                    .edition_links
                    .iter()
                    .filter(|l| l.html_lang != US_LANG || l.current)
                    .map(|l| {
                        view! {
                            <li>
                                <a href=l.url.clone() hreflang=l.html_lang lang=l.html_lang aria-current=l.current.then_some("true")>
                                    {l.label}
                                </a>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <form class="locale-currency" method="post" action="/settings/currency" data-testid="currency-form">
                <input type="hidden" name="back" value=crate::components::modal::close_href() />
                <h3 class="modal__subtitle">{t("locale-menu-currency")}</h3>
                <div class="locale-currency__choices">
                    {search_core::Currency::ALL
                        .into_iter()
                        .map(|cur| {
                            view! {
                                <button
                                    type="submit"
                                    class="button button--ghost"
                                    name="currency"
                                    value=cur.iso_code()
                                    aria-pressed=if cur == current { "true" } else { "false" }
                                >
                                    {cur.symbol()}
                                    " "
                                    {cur.iso_code()}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <p class="hint">{t("currency-approximate")}</p>
            </form>
        </Modal>
    }
}
