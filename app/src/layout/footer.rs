//! The footer (spec §2 Layout, §3 Footer props): newsletter, menu columns,
//! the site rating with its band, badges, payment systems, social links and
//! the tracking-preferences link. On phones the columns fold into one
//! accordion (open without JavaScript).

use crate::components::ContentLink;
use crate::layout_content::{Footer, FooterColumn, FooterImage, Link, Newsletter};
use crate::routes::RouteKey;
use crate::text::fmt_rating;
use crate::{ctx, t, t_args};
use chrono::Datelike;
use leptos::prelude::*;
use search_core::rating_band;

/// Columns when the edition has none stored.
fn default_columns() -> Vec<FooterColumn> {
    let e = ctx().edition;
    let column = |title: &str, keys: &[RouteKey]| FooterColumn {
        label: t(title),
        links: keys
            .iter()
            .filter_map(|k| Some((t(&format!("route-{}", k.name())), Link { href: k.path(e)?.to_string(), external: false })))
            .collect(),
    };
    vec![
        column("footer-col-travel", &[RouteKey::Travels, RouteKey::Tours, RouteKey::Sales, RouteKey::EventsWemeet]),
        column("footer-col-about", &[RouteKey::HowItWorks, RouteKey::AgeGroups, RouteKey::OurValues, RouteKey::Coordinators]),
        column("footer-col-help", &[RouteKey::Faqs, RouteKey::Contacts, RouteKey::NoSharingRoom]),
        column(
            "footer-col-legal",
            &[
                RouteKey::LegalGeneralCondition,
                RouteKey::LegalPrivacyPolicy,
                RouteKey::LegalTermsConditions,
                RouteKey::LegalCancellationPolicy,
            ],
        ),
    ]
}

fn default_newsletter() -> Newsletter {
    Newsletter {
        action: "https://newsletter.caravan-trips.com/subscribe".into(),
        email_placeholder: t("newsletter-email"),
        gdpr: String::new(),
        bot: "website".into(),
        cta: t("newsletter-cta"),
        description: t("newsletter-description"),
        description_bottom: String::new(),
    }
}

fn newsletter_form(n: Newsletter) -> impl IntoView {
    view! {
        <section class="newsletter" aria-labelledby="newsletter-title">
            <h2 id="newsletter-title">{t("newsletter-title")}</h2>
            <p>{n.description}</p>
            // Native validation does the checking: `novalidate` is the spec's (§5) choice.
            <form class="newsletter__form" method="post" action=n.action target="_blank" novalidate data-testid="newsletter-form">
                <label for="newsletter-email" class="visually-hidden">{t("newsletter-email")}</label>
                <input id="newsletter-email" type="email" name="email" required autocomplete="email" placeholder=n.email_placeholder />
                <input type="checkbox" name="gdpr" value="1" checked hidden aria-hidden="true" tabindex="-1" />
                <input type="text" name=n.bot class="honeypot" tabindex="-1" autocomplete="off" aria-hidden="true" />
                <button type="submit" class="button">{n.cta}</button>
            </form>
            {(!n.gdpr.is_empty()).then(|| view! { <p class="hint">{n.gdpr}</p> })}
            {(!n.description_bottom.is_empty()).then(|| view! { <p class="hint">{n.description_bottom}</p> })}
        </section>
    }
}

/// The site's rating with its evaluation label and colour band (spec §5).
fn rating_widget() -> impl IntoView {
    let rating = ctx().layout.rating;
    let band = rating_band(rating.rating);
    let label = band.map(|b| b.label.as_str()).unwrap_or("none");
    let fill = band.map(|b| b.fill_percent).unwrap_or(0.0);
    view! {
        <p class=format!("rating-widget rating-widget--{label}") data-testid="rating-widget">
            <span class="stars" style=format!("--fill:{fill:.0}%") aria-hidden="true">"★★★★★"</span>
            " "
            {band.map(|b| view! { <strong class="rating-widget__label">{t(&format!("rating-{}", b.label.as_str()))}</strong> " " })}
            {t_args("footer-rating", &[("rating", fmt_rating(rating.rating).into()), ("count", rating.count.into())])}
        </p>
    }
}

fn images(list: Vec<FooterImage>, class: &'static str) -> impl IntoView {
    view! {
        <ul class=class>
            {list
                .into_iter()
                .map(|img| {
                    let picture = view! { <img src=img.image alt=img.label height=img.height.to_string() loading="lazy" /> };
                    match img.link {
                        Some(link) => view! { <li><ContentLink link=link>{picture}</ContentLink></li> }.into_any(),
                        None => view! { <li>{picture}</li> }.into_any(),
                    }
                })
                .collect_view()}
        </ul>
    }
}

fn social_label(name: &str) -> &'static str {
    match name {
        "instagram" => "Instagram",
        "facebook" => "Facebook",
        "facebookGroup" => "Facebook group",
        "tiktok" => "TikTok",
        "youtube" => "YouTube",
        _ => "Community",
    }
}

#[component]
pub fn SiteFooter() -> impl IntoView {
    let c = ctx();
    let Footer {
        columns,
        message,
        collapse_open,
        collapse_close,
        payment_message,
        show_user_rating,
        badges,
        payment_systems,
        social,
        newsletter,
        ..
    } = c.layout.footer.clone();
    let columns = if columns.is_empty() { default_columns() } else { columns };
    // The toggle says what it does: "Show more" while closed, "Show less" while open (CSS picks).
    let open_label = if collapse_open.is_empty() { t("footer-more") } else { collapse_open };
    let close_label = if collapse_close.is_empty() { t("footer-less") } else { collapse_close };
    view! {
        <footer class="site-footer" data-testid="site-footer">
            <div class="container">
                {newsletter_form(newsletter.unwrap_or_else(default_newsletter))}
                <details class="footer-collapse" data-accordion open>
                    <summary>
                        <span class="when-closed">{open_label}</span>
                        <span class="when-open">{close_label}</span>
                    </summary>
                    <div class="footer-columns">
                        {columns
                            .into_iter()
                            .map(|col| {
                                let label = col.label.clone();
                                view! {
                                    <nav class="footer-column" aria-label=label>
                                        <h2>{col.label}</h2>
                                        <ul>
                                            {col
                                                .links
                                                .into_iter()
                                                .map(|(label, link)| view! { <li><ContentLink link=link>{label}</ContentLink></li> })
                                                .collect_view()}
                                        </ul>
                                    </nav>
                                }
                            })
                            .collect_view()}
                    </div>
                </details>
                <div class="footer-bottom">
                    {show_user_rating.then(rating_widget)}
                    {(!message.is_empty()).then(|| view! { <p class="footer-message">{message}</p> })}
                    <p class="community">{t(c.edition.community_message)}</p>
                    {(!badges.is_empty()).then(|| images(badges, "footer-badges"))}
                    <ul class="social" aria-label=t("footer-social")>
                        {social
                            .into_iter()
                            .map(|(name, url)| view! { <li><a href=url rel="noopener" target="_blank">{social_label(&name)}</a></li> })
                            .collect_view()}
                    </ul>
                    <div class="payments">
                        <p>{if payment_message.is_empty() { t("footer-payments") } else { payment_message }}</p>
                        {images(payment_systems, "payment-systems")}
                    </div>
                    <p>
                        <a href=RouteKey::LegalPrivacyPolicy.href(c.edition) data-consent-open data-testid="tracking-preferences">
                            {t("footer-tracking-preferences")}
                        </a>
                    </p>
                    <p class="copyright">{t_args("footer-copyright", &[("year", c.today.year().to_string().into())])}</p>
                </div>
            </div>
        </footer>
    }
}
