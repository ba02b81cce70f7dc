import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { startGallery } from "./gallery";
import { MODAL_TRANSITION_MS, closeModal, startModals } from "./modal";
import { polyfillDialog, resetUrl } from "./testing";

polyfillDialog();

const PHOTOS = ["Machu Picchu", "Cusco", "Lake Titicaca"];

function figure(index: number) {
  const previous = (index + PHOTOS.length - 1) % PHOTOS.length;
  const next = (index + 1) % PHOTOS.length;
  return `<figure class="gallery-slide" data-gallery-item="${index}"${index === 0 ? "" : " hidden"}>
    <img alt="${PHOTOS[index]}"><figcaption>${PHOTOS[index]}</figcaption>
    <nav class="gallery-slide__nav">
      <a href="/trip/peru?modal=gallery&type=${previous}" data-gallery-nav="${previous}" data-role="prev">Previous</a>
      <a href="/trip/peru?modal=gallery&type=${next}" data-gallery-nav="${next}" data-role="next">Next</a>
    </nav>
  </figure>`;
}

/** As app/src/components/gallery.rs renders it; `modalLinks` false: plain data-gallery-open links. */
function page({ open = false, modalLinks = true } = {}) {
  const items = PHOTOS.map(
    (name, index) =>
      `<li><figure><a href="/trip/peru?modal=gallery&type=${index}"${modalLinks ? ' data-modal-open="gallery"' : ""} data-gallery-open="${index}"><img alt="${name}"></a><figcaption>${name}</figcaption></figure></li>`,
  ).join("");
  return `
    <div class="bean-bar bean-bar--bottom" data-bean="deposit">Deposit</div>
    <ul class="gallery" data-gallery data-testid="trip-gallery">${items}</ul>
    <dialog class="modal" data-modal="gallery" data-width="normal" data-mobile-full aria-labelledby="modal-gallery-title"${open ? " open" : ""}>
      <div class="modal__header">
        <h2 id="modal-gallery-title" class="modal__title">Photos</h2>
        <a class="modal__close" href="/trip/peru" data-modal-close>CLOSE</a>
      </div>
      <div class="modal__content">${PHOTOS.map((_, index) => figure(index)).join("")}</div>
    </dialog>`;
}

const openLink = (index: number) => document.querySelectorAll<HTMLElement>("a[data-gallery-open]")[index] as HTMLElement;
const dialog = () => document.querySelector<HTMLDialogElement>("dialog[data-modal=gallery]") as HTMLDialogElement;
const shownItems = () => Array.from(dialog().querySelectorAll<HTMLElement>("[data-gallery-item]")).filter((item) => !item.hidden).map((item) => item.dataset.galleryItem);
const visibleNav = (direction: "prev" | "next") =>
  Array.from(dialog().querySelectorAll<HTMLElement>(`a[data-role=${direction}]`)).find((link) => !link.closest("[hidden]")) as HTMLElement;

const stops: (() => void)[] = [];

function start(html: string) {
  document.body.innerHTML = html;
  stops.push(startGallery(document), startModals(document));
}

beforeEach(() => {
  vi.useFakeTimers();
  resetUrl("/trip/peru");
  delete document.body.dataset.gallery;
});

afterEach(() => {
  for (const stop of stops.splice(0).reverse()) stop();
  vi.useRealTimers();
});

describe("opening", () => {
  test("a photo opens the gallery dialog at that photo, pushes ?modal=gallery&type= and sets body[data-gallery=open]", () => {
    start(page());
    expect(fireEvent.click(openLink(2))).toBe(false);
    expect(dialog().open).toBe(true);
    expect(shownItems()).toEqual(["2"]);
    expect(location.search).toBe("?modal=gallery&type=2");
    expect(document.body.dataset.gallery).toBe("open");
  });

  test("closing clears body[data-gallery] and returns to the photo", async () => {
    start(page());
    const link = openLink(1);
    fireEvent.click(link);
    closeModal();
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(dialog().open).toBe(false);
    expect(document.body.dataset.gallery).toBeUndefined();
    expect(location.search).toBe("");
    expect(document.activeElement).toBe(link);
  });

  test("plain data-gallery-open links (without data-modal-open) open it too", () => {
    start(page({ modalLinks: false }));
    expect(fireEvent.click(openLink(1))).toBe(false);
    expect(dialog().open).toBe(true);
    expect(shownItems()).toEqual(["1"]);
    expect(location.search).toBe("?modal=gallery&type=1");
    expect(document.body.dataset.gallery).toBe("open");
  });

  test("a gallery the server rendered open sets body[data-gallery=open] at start", () => {
    resetUrl("/trip/peru?modal=gallery&type=1");
    start(page({ open: true }));
    expect(document.body.dataset.gallery).toBe("open");
    expect(shownItems()).toEqual(["1"]);
  });
});

describe("prev / next", () => {
  test("switch the photo instantly and replace type= in the URL", () => {
    start(page());
    fireEvent.click(openLink(0));
    const length = history.length;

    expect(fireEvent.click(visibleNav("next"))).toBe(false);
    expect(shownItems()).toEqual(["1"]);
    expect(location.search).toBe("?modal=gallery&type=1");

    fireEvent.click(visibleNav("prev"));
    fireEvent.click(visibleNav("prev"));
    expect(shownItems()).toEqual(["2"]);
    expect(location.search).toBe("?modal=gallery&type=2");
    expect(history.length).toBe(length);
    expect(dialog().open).toBe(true);
  });

  test("keep the keyboard focus on the same link of the new photo", () => {
    start(page());
    fireEvent.click(openLink(0));
    const next = visibleNav("next");
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(visibleNav("next"));
    expect(document.activeElement).not.toBe(next);
  });

  test("← and → do the same", () => {
    start(page());
    fireEvent.click(openLink(0));
    fireEvent.keyDown(dialog(), { key: "ArrowRight" });
    expect(shownItems()).toEqual(["1"]);
    fireEvent.keyDown(dialog(), { key: "ArrowLeft" });
    fireEvent.keyDown(dialog(), { key: "ArrowLeft" });
    expect(shownItems()).toEqual(["2"]);
    expect(location.search).toBe("?modal=gallery&type=2");
  });

  test("Back from the gallery closes it and clears body[data-gallery]", async () => {
    start(page());
    fireEvent.click(openLink(0));
    fireEvent.click(visibleNav("next"));
    history.back();
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS + 5);
    expect(dialog().open).toBe(false);
    expect(document.body.dataset.gallery).toBeUndefined();
  });
});
