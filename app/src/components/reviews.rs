//! Reviews of a trip with the rating bands and star fill of spec §5: the
//! average with its label, how many reviews gave each star, then the reviews,
//! those in the page's language first.

use super::rating::fmt_stars;
use crate::model::{Review, TravelCard};
use crate::text::fmt_rating;
use crate::{ctx, fmt_date, t, t_args};
use leptos::prelude::*;

/// What the reviews section shows: the trip's average and review count, how many reviews gave
/// each star, the reviews.
type Shown = (f64, i64, [i64; 5], Vec<Review>);

/// The section, alike for everyone who reads the trip in this edition: drawn once and kept with
/// what it shows (`rendered_item`).
#[component]
pub fn Reviews(card: TravelCard, stars: [i64; 5], reviews: Vec<Review>) -> impl IntoView {
    let shown: Shown = (card.rating, card.reviews_count, stars, reviews);
    crate::render_cache::rendered_item(|parts| &parts.reviews, card.id, &shown, || reviews_view(shown.clone()).to_html())
}

fn reviews_view((rating, reviews_count, stars, reviews): Shown) -> impl IntoView {
    let total: i64 = stars.iter().sum();
    let language = ctx().edition.language.code();
    view! {
        <section id="reviews" aria-labelledby="reviews-title" data-testid="reviews">
            <h2 id="reviews-title">{t("reviews")}</h2>
            {(reviews_count > 0)
                .then(|| {
                    view! {
                        <p class="reviews__summary">
                            {fmt_stars(rating)}
                            " "
                            {t_args("rating-summary", &[("rating", fmt_rating(rating).into()), ("count", reviews_count.into())])}
                        </p>
                    }
                })}
            {(total > 0)
                .then(|| {
                    view! {
                        <ul class="reviews__bands" aria-label=t("reviews-by-stars")>
                            {(1..=5)
                                .rev()
                                .map(|star| {
                                    let count = stars[star - 1];
                                    let percent = count * 100 / total.max(1);
                                    view! {
                                        <li>
                                            <span>{t_args("reviews-stars", &[("stars", star.into())])}</span>
                                            <span class="reviews__bar" style=format!("--share:{percent}%") aria-hidden="true"></span>
                                            <span>{count}</span>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                })}
            <ul class="reviews">
                {reviews
                    .into_iter()
                    .map(|r| {
                        let lang = r.lang.clone();
                        let other = lang != language;
                        view! {
                            <li class="review" lang=lang>
                                <p>
                                    {fmt_stars(r.rating as f64)}
                                    " "
                                    <strong>{r.author}</strong>
                                    " · "
                                    {fmt_date(r.date)}
                                    {other.then(|| view! { " · " <span class="hint">{t("review-other-language")}</span> })}
                                </p>
                                <p>{r.text}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}
