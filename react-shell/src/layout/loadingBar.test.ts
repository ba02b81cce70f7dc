import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { LOADING_DELAY_MS, LOADING_DURATION_MS, LOADING_HIDE_MS, failLoading, finishLoading, startLoading, startLoadingBar } from "./loadingBar";
import { resetUrl } from "./testing";

const PAGE = `
  <div class="loading-bar" data-loading-bar aria-hidden="true"></div>
  <a id="trips" href="/trips">Trips</a>
  <a id="other-site" href="https://elsewhere.example/trips">Elsewhere</a>
  <a id="new-tab" href="/trips" target="_blank">New tab</a>
  <a id="download" href="/brochure.pdf" download>Brochure</a>
  <a id="hash" href="#reviews">Reviews</a>
  <a id="same-page-hash" href="/trip/peru?month=2027-03#calendar">Calendar</a>
  <a id="modal" href="/trip/peru?modal=gallery" data-modal-open="gallery">Gallery</a>
  <a id="mail" href="mailto:hello@example.com">Mail</a>
  <form id="search" action="/search"><button id="go">Search</button></form>
  <form id="blank" action="/search" target="_blank"><button>Search</button></form>`;

const bar = () => document.querySelector<HTMLElement>("[data-loading-bar]") as HTMLElement;
const state = () => bar().dataset.state;

let stop: () => void = () => {};
/** jsdom cannot navigate: hold every click and submit back after the loading bar saw them. */
const holdBack = (event: Event) => event.preventDefault();

beforeEach(() => {
  vi.useFakeTimers();
  resetUrl("/trip/peru?month=2027-03");
  document.body.innerHTML = PAGE;
  stop = startLoadingBar(document);
  window.addEventListener("click", holdBack);
  window.addEventListener("submit", holdBack);
});

afterEach(() => {
  stop();
  window.removeEventListener("click", holdBack);
  window.removeEventListener("submit", holdBack);
  vi.useRealTimers();
});

const click = (id: string, init: MouseEventInit = {}) => fireEvent.click(document.getElementById(id) as HTMLElement, init);

describe("the 200 ms delay", () => {
  test("a navigation that ends within 150 ms never shows the bar", () => {
    click("trips");
    vi.advanceTimersByTime(150);
    finishLoading();
    expect(state()).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(state()).toBeUndefined();
  });

  test("after 200 ms the bar runs towards 90 % over ~5 s", () => {
    click("trips");
    vi.advanceTimersByTime(LOADING_DELAY_MS - 1);
    expect(state()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(state()).toBe("running");
    expect(bar().style.getPropertyValue("--loading-duration")).toBe(`${LOADING_DURATION_MS}ms`);
  });
});

describe("finishing", () => {
  test("finishLoading completes the bar, then hides it", () => {
    startLoading();
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    finishLoading();
    expect(state()).toBe("done");
    vi.advanceTimersByTime(LOADING_HIDE_MS);
    expect(state()).toBeUndefined();
  });

  test("failLoading shows the failed state, then hides it", () => {
    startLoading();
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    failLoading();
    expect(state()).toBe("failed");
    vi.advanceTimersByTime(LOADING_HIDE_MS);
    expect(state()).toBeUndefined();
  });

  test("overlapping loadings keep the bar until the last one ends", () => {
    startLoading();
    startLoading();
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    finishLoading();
    expect(state()).toBe("running");
    finishLoading();
    expect(state()).toBe("done");
  });

  test("a page restored from the back/forward cache (pageshow) resets the bar", () => {
    click("trips");
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(state()).toBe("running");
    window.dispatchEvent(new Event("pageshow"));
    expect(state()).toBeUndefined();
    // And the next loading starts afresh.
    startLoading();
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    finishLoading();
    expect(state()).toBe("done");
  });
});

describe("what starts it", () => {
  test.each([
    ["another site", "other-site", {}],
    ["a new tab (target)", "new-tab", {}],
    ["a download", "download", {}],
    ["a hash link", "hash", {}],
    ["a hash change on the same page", "same-page-hash", {}],
    ["a modal link", "modal", {}],
    ["a mailto: link", "mail", {}],
    ["a ctrl-click", "trips", { ctrlKey: true }],
    ["a cmd-click", "trips", { metaKey: true }],
    ["a shift-click", "trips", { shiftKey: true }],
    ["a middle click", "trips", { button: 1 }],
  ])("not %s", (_label, id, init: MouseEventInit) => {
    click(id, init);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(state()).toBeUndefined();
  });

  test("not a click some handler already took over (preventDefault)", () => {
    const link = document.getElementById("trips") as HTMLElement;
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(state()).toBeUndefined();
  });

  test("a form submit starts it; one in a new tab or prevented does not", () => {
    fireEvent.submit(document.getElementById("blank") as HTMLFormElement);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(state()).toBeUndefined();

    const form = document.getElementById("search") as HTMLFormElement;
    const prevent = (event: Event) => event.preventDefault();
    form.addEventListener("submit", prevent);
    fireEvent.submit(form);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(state()).toBeUndefined();

    form.removeEventListener("submit", prevent);
    fireEvent.submit(form);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(state()).toBe("running");
  });
});

test("the functions do nothing harmful on a page without the bar", () => {
  document.body.innerHTML = "<p>no bar</p>";
  expect(() => {
    startLoading();
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    failLoading();
    vi.advanceTimersByTime(LOADING_HIDE_MS);
  }).not.toThrow();
});
