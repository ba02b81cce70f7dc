import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startLayout } from "./index";
import { polyfillDialog, resetUrl } from "./testing";

polyfillDialog();

const PAGE = `
  <div class="loading-bar" data-loading-bar aria-hidden="true"></div>
  <header class="site-header" data-header data-sticky="default">
    <button class="menu-toggle" type="button" data-menu-toggle aria-controls="main-nav" aria-expanded="false">Menu</button>
    <nav id="main-nav" data-main-nav><a href="/tours">Departures</a></nav>
    <a id="locale" href="/?modal=locale" data-modal-open="locale">EN · EUR</a>
  </header>
  <section data-carousel data-prev-label="Previous" data-next-label="Next"><ul data-carousel-track><li>card</li></ul></section>
  <dialog class="modal" data-modal="locale" data-width="small"><a class="modal__close" href="/" data-modal-close>CLOSE</a></dialog>
  <div class="toast-host" data-toast-host role="status" aria-live="polite" data-toast-initial="Welcome back"></div>`;

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  resetUrl("/");
  document.body.innerHTML = PAGE;
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

test("startLayout starts every behaviour on the page", () => {
  stop = startLayout(document);
  expect(document.querySelector("[data-header]")?.getAttribute("data-scroll")).toBe("top");
  expect(document.body.dataset.menu).toBe("closed");
  expect(document.querySelector(".carousel__controls")).not.toBeNull();
  expect(document.querySelector("[data-toast]")?.textContent).toBe("Welcome back");
  fireEvent.click(document.getElementById("locale") as HTMLElement);
  expect(document.querySelector<HTMLDialogElement>("dialog")?.open).toBe(true);
  // The modal link does not start the loading bar.
  vi.advanceTimersByTime(250);
  expect(document.querySelector<HTMLElement>("[data-loading-bar]")?.dataset.state).toBeUndefined();
});

test("one behaviour failing to start does not stop the others", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(document, "querySelector").mockImplementationOnce(() => {
    throw new Error("boom"); // the first lookup: the toast host
  });
  stop = startLayout(document);
  expect(error).toHaveBeenCalled();
  expect(document.querySelector("[data-header]")?.getAttribute("data-scroll")).toBe("top");
  expect(document.querySelector(".carousel__controls")).not.toBeNull();
});

test("the cleanup stops everything", () => {
  stop = startLayout(document);
  stop();
  stop = () => {};
  fireEvent.click(document.querySelector("[data-menu-toggle]") as HTMLElement);
  expect(document.body.dataset.menu).toBe("closed");
  expect(document.querySelector(".carousel__controls")).toBeNull();
});
