//! Bean bars (spec §2 Layout, §3 Bean bar): top and bottom banners matched to
//! the route by patterns, closable; and the one help entry behind the talk-to-us flag.
//! Closing posts a form (a cookie, then back here), so it works without
//! JavaScript and a closed bar never flashes in on the next page.

use crate::components::icons::{icon, Icon};
use crate::components::ContentLink;
use crate::layout_content::{Bean, BeanPosition};
use crate::{ctx, t};
use leptos::prelude::*;

/// The beans shown on this page at `position`.
pub fn beans_at(position: BeanPosition) -> Vec<Bean> {
    let c = ctx();
    let path = c.path.split('?').next().unwrap_or("/").to_string();
    c.layout.beans.iter().filter(|b| b.position == position && b.shown_on(&path) && !c.closed_beans.contains(&b.id)).cloned().collect()
}

fn bean_view(bean: Bean) -> impl IntoView {
    let c = ctx();
    let class = match bean.position {
        BeanPosition::Top => "bean-bar bean-bar--top",
        BeanPosition::Bottom => "bean-bar bean-bar--bottom",
    };
    // Colours are checked when the content is read (no `;` or braces).
    let style = format!("background-color:{};color:{}", bean.background, bean.text_colour);
    let css = bean.custom_css.map(|css| css.replace("</", "<\\/"));
    let id = bean.id.clone();
    // Each bar is labelled by its own message, so two bars are two distinct regions.
    let message_id = format!("bean-{}-message", bean.id);
    let labelled_by = message_id.clone();
    let whole_message = bean.message.clone();
    view! {
        {css.map(|css| view! { <style inner_html=css></style> })}
        <div class=class data-bean=id role="region" aria-labelledby=labelled_by style=style data-testid="bean-bar">
            // The whole message as its tooltip: a phone shows one line of it (style/layout.css).
            <p class="bean-bar__message" id=message_id title=whole_message>
                {bean.message}
                {bean
                    .call_to_action
                    .map(|(label, link)| view! { " " <ContentLink link=link>{label}</ContentLink> })}
            </p>
            {bean
                .closable
                .then(|| {
                    view! {
                        <form class="bean-bar__close" method="post" action="/settings/beans/close">
                            <input type="hidden" name="bean" value=bean.id.clone() />
                            <input type="hidden" name="back" value=c.path.clone() />
                            <button type="submit" data-bean-close aria-label=t("bean-close") data-track="bean_close" data-track-bean=bean.id>
                                "×"
                            </button>
                        </form>
                    }
                })}
        </div>
    }
}

#[component]
pub fn Beans(position: BeanPosition) -> impl IntoView {
    beans_at(position).into_iter().map(bean_view).collect_view()
}

/// The one floating help entry (spec §1 Chatbot, §3 Talk-to-us bean): the
/// chat assistant, with the talk-to-us hand-off inside its panel. Without
/// JavaScript it is the talk-to-us link itself (the contacts page); the island
/// replaces it with the assistant's launcher. On where the talk-to-us flag and
/// the edition's content are.
#[component]
pub fn HelpEntry() -> impl IntoView {
    let c = ctx();
    let talk = c.layout.talk_to_us.clone().filter(|t| c.flags.talk_to_us && t.in_footer);
    talk.map(|talk| {
        let props = caravan_site::islands::ChatAssistantProps {
            api_path: "/api/chat".to_string(),
            contacts_href: crate::routes::RouteKey::Contacts.href(c.edition).to_string(),
            widget: c.chat_widget.clone(),
        };
        let style = format!("background-color:{};color:{}", talk.background, talk.text_colour);
        view! {
            <aside class="help-entry" aria-label=t("talk-to-us")>
                <crate::island::Island name="chat-assistant" props=props>
                    <a class="talk-to-us-bubble" href=talk.link.href style=style data-talk-to-us data-testid="talk-to-us-bubble">
                        {icon(Icon::Chat)}
                        <span class="talk-to-us-bubble__label">{talk.message}</span>
                    </a>
                </crate::island::Island>
            </aside>
        }
    })
}

/// The chat's texts in `locale`, by Fluent key (in the islands' [`caravan_site::islands::SharedLabels`]).
pub fn chat_labels(locale: &str) -> std::collections::BTreeMap<String, String> {
    const LABELS: [&str; 13] = [
        "chat-open",
        "chat-title",
        "chat-intro",
        "chat-placeholder",
        "chat-send",
        "chat-close",
        "chat-sources",
        "chat-unsure",
        "chat-handoff",
        "chat-thinking",
        "chat-error",
        "chat-widget-consent",
        "chat-widget-accept",
    ];
    LABELS.iter().map(|k| (k.to_string(), crate::text::t_in(locale, k))).collect()
}
