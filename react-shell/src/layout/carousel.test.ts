import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CAROUSEL_DRAG_THRESHOLD_PX, CAROUSEL_SCROLL_DEBOUNCE_MS, startCarousels } from "./carousel";

const CAROUSEL = `
  <section class="carousel" data-carousel data-prev-label="Previous trips" data-next-label="Next trips" aria-roledescription="carousel" aria-label="Trips">
    <ul class="carousel__track" data-carousel-track>
      <li class="carousel__item"><a id="first" href="/trip/peru">Peru</a></li>
      <li class="carousel__item"><a href="/trip/japan">Japan</a></li>
      <li class="carousel__item"><a href="/trip/iceland">Iceland</a></li>
    </ul>
  </section>`;

/** Gives the track a layout: 300 px visible out of 900, scrollLeft settable. */
function layOut(track: HTMLElement, { clientWidth = 300, scrollWidth = 900 } = {}) {
  let left = 0;
  Object.defineProperty(track, "clientWidth", { configurable: true, get: () => clientWidth });
  Object.defineProperty(track, "scrollWidth", { configurable: true, get: () => scrollWidth });
  Object.defineProperty(track, "scrollLeft", {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(value, scrollWidth - clientWidth));
    },
  });
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`missing ${selector}`);
  return element;
};
const track = () => $("[data-carousel-track]");
const prev = () => $<HTMLButtonElement>("[data-carousel-button=prev]");
const next = () => $<HTMLButtonElement>("[data-carousel-button=next]");

let stop: () => void = () => {};

function start(layout?: { clientWidth?: number; scrollWidth?: number }) {
  document.body.innerHTML = CAROUSEL;
  layOut(track(), layout);
  stop = startCarousels(document);
}

/** Scrolls the track as the browser would, then lets the debounce run. */
function settle() {
  fireEvent.scroll(track());
  vi.advanceTimersByTime(CAROUSEL_SCROLL_DEBOUNCE_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("previous / next buttons", () => {
  test("are added in .carousel__controls with the labels from the data attributes", () => {
    start();
    const controls = $(".carousel__controls");
    expect(controls.parentElement).toBe($("[data-carousel]"));
    expect(prev().getAttribute("aria-label")).toBe("Previous trips");
    expect(next().getAttribute("aria-label")).toBe("Next trips");
    expect(prev().type).toBe("button");
    expect(next().getAttribute("aria-controls")).toBe(track().id);
  });

  test("previous is disabled at the start, next at the end; each scrolls by the visible width", () => {
    start();
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    expect(track().scrollLeft).toBe(300);
    settle();
    expect(prev().disabled).toBe(false);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    settle();
    expect(track().scrollLeft).toBe(600);
    expect(next().disabled).toBe(true);

    fireEvent.click(prev());
    settle();
    expect(track().scrollLeft).toBe(300);
    expect(next().disabled).toBe(false);
  });

  test("the ends are re-checked only once scrolling has paused for 100 ms", () => {
    start();
    track().scrollLeft = 600;
    fireEvent.scroll(track());
    vi.advanceTimersByTime(CAROUSEL_SCROLL_DEBOUNCE_MS - 1);
    fireEvent.scroll(track());
    vi.advanceTimersByTime(CAROUSEL_SCROLL_DEBOUNCE_MS - 1);
    expect(next().disabled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(next().disabled).toBe(true);
  });

  test("the focused button hands the focus over when it gets disabled", () => {
    start();
    track().scrollLeft = 300;
    settle();
    next().focus();
    fireEvent.click(next());
    settle();
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(prev());
  });

  test("both are disabled when everything fits", () => {
    start({ clientWidth: 900, scrollWidth: 900 });
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(true);
    expect($("[data-carousel]").dataset.scrollable).toBe("false");
  });
});

describe("mouse drag", () => {
  test("moves under the 10 px threshold do not scroll and the click goes through", () => {
    start();
    track().scrollLeft = 300;
    const link = $("#first");
    fireEvent.pointerDown(link, { pointerType: "mouse", button: 0, clientX: 200 });
    fireEvent.pointerMove(window, { pointerType: "mouse", clientX: 200 - (CAROUSEL_DRAG_THRESHOLD_PX - 1) });
    expect(track().scrollLeft).toBe(300);
    fireEvent.pointerUp(window, { pointerType: "mouse" });
    const clicked = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener("click", clicked);
    expect(fireEvent.click(link)).toBe(false);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  test("a drag scrolls with the pointer and swallows the click that ends it", () => {
    start();
    track().scrollLeft = 300;
    const link = $("#first");
    fireEvent.pointerDown(link, { pointerType: "mouse", button: 0, clientX: 200 });
    fireEvent.pointerMove(window, { pointerType: "mouse", clientX: 150 });
    expect(track().scrollLeft).toBe(350);
    expect(track().hasAttribute("data-dragging")).toBe(true);
    fireEvent.pointerMove(window, { pointerType: "mouse", clientX: 300 });
    expect(track().scrollLeft).toBe(200);
    fireEvent.pointerUp(window, { pointerType: "mouse" });
    expect(track().hasAttribute("data-dragging")).toBe(false);

    const clicked = vi.fn();
    link.addEventListener("click", clicked);
    expect(fireEvent.click(link)).toBe(false); // no navigation
    expect(clicked).not.toHaveBeenCalled();

    // Only that one click.
    vi.advanceTimersByTime(0);
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  test("touch pointers are left to native scrolling", () => {
    start();
    fireEvent.pointerDown(track(), { pointerType: "touch", clientX: 200 });
    fireEvent.pointerMove(window, { pointerType: "touch", clientX: 100 });
    expect(track().scrollLeft).toBe(0);
  });
});

test("a carousel without its track is reported and left alone", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  document.body.innerHTML = `<section data-carousel><ul><li>card</li></ul></section>`;
  stop = startCarousels(document);
  expect(error).toHaveBeenCalledTimes(1);
  expect(document.querySelector(".carousel__controls")).toBeNull();
});

test("the cleanup removes the controls", () => {
  start();
  stop();
  expect(document.querySelector(".carousel__controls")).toBeNull();
});
