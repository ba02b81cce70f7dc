//! A trip's photos (spec §3 Image): a grid of pictures, each with its phone
//! crop, alt text and caption; each opens the gallery modal at that photo
//! (`?modal=gallery&type=N`), which works without JavaScript too.

use super::modal::{modal_href, modal_requested, Modal, ModalWidth};
use super::picture::{picture_view, Priority};
use crate::model::Photo;
use crate::{ctx, t, t_args};
use leptos::prelude::*;

/// How wide a gallery picture is drawn: two columns on phones, three above.
const GRID_SIZES: &str = "(max-width: 767px) 50vw, 360px";
/// The modal's slide: the phone's width, a dialog's above.
const SLIDE_SIZES: &str = "(max-width: 767px) 100vw, 720px";

fn picture(photo: &Photo, sizes: &'static str) -> AnyView {
    if let Some(picture) = &photo.picture {
        return picture_view(picture, photo.alt.clone(), "gallery__photo", sizes, Priority::Lazy, true).into_any();
    }
    view! {
        <picture>
            <source media="(max-width: 639px)" srcset=photo.mobile.clone() />
            <img
                src=photo.desktop.clone()
                alt=photo.alt.clone()
                width="400"
                height="240"
                loading="lazy"
                decoding="async"
            />
        </picture>
    }
    .into_any()
}

/// The grid and its modal. Drawn once for everyone who opens the same trip page (its path and
/// query hold the photo the modal shows and make its links), and kept with the photos it was
/// drawn from (`rendered_item`): drawing it was a twentieth of a trip page's render.
#[component]
pub fn Gallery(photos: Vec<Photo>) -> impl IntoView {
    if photos.is_empty() {
        return ().into_any();
    }
    let c = ctx();
    crate::render_cache::rendered_item(|parts| &parts.galleries, &c.path, &photos, || gallery_html(photos.clone())).into_any()
}

fn gallery_html(photos: Vec<Photo>) -> String {
    let shown: usize = ctx()
        .view
        .modal_type
        .as_deref()
        .filter(|_| modal_requested("gallery"))
        .and_then(|n| n.parse().ok())
        .filter(|n| *n < photos.len())
        .unwrap_or(0);
    let count = photos.len();
    view! {
        <ul class="gallery" data-gallery data-testid="trip-gallery">
            {photos
                .iter()
                .enumerate()
                .map(|(i, photo)| {
                    let index = i.to_string();
                    view! {
                        <li>
                            <figure>
                                <a
                                    href=modal_href("gallery", Some(&index), None)
                                    data-modal-open="gallery"
                                    data-gallery-open=index.clone()
                                    data-track="gallery_open"
                                    data-track-photo=index.clone()
                                >
                                    {picture(photo, GRID_SIZES)}
                                </a>
                                <figcaption>{photo.title.clone()}</figcaption>
                            </figure>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
        <Modal name="gallery" title=t("gallery-title") width=ModalWidth::Normal mobile_full=true>
            {photos
                .iter()
                .enumerate()
                .map(|(i, photo)| {
                    let prev = (i + count - 1) % count;
                    let next = (i + 1) % count;
                    view! {
                        <figure class="gallery-slide" data-gallery-item=i.to_string() hidden=i != shown>
                            {picture(photo, SLIDE_SIZES)}
                            <figcaption>
                                {t_args("gallery-position", &[("position", (i + 1).into()), ("count", count.into())])}
                                " · "
                                {photo.title.clone()}
                            </figcaption>
                            <nav class="gallery-slide__nav">
                                <a
                                    href=modal_href("gallery", Some(&prev.to_string()), None)
                                    data-gallery-nav=prev.to_string()
                                    data-track="gallery_navigate"
                                >
                                    {t("gallery-previous")}
                                </a>
                                <a
                                    href=modal_href("gallery", Some(&next.to_string()), None)
                                    data-gallery-nav=next.to_string()
                                    data-track="gallery_navigate"
                                >
                                    {t("gallery-next")}
                                </a>
                            </nav>
                        </figure>
                    }
                })
                .collect_view()}
        </Modal>
    }
    .to_html()
}
