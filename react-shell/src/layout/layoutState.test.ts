import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { startHeader } from "./header";
import {
  changeModal,
  closeHeaderLayout,
  readLayoutState,
  restoreLayout,
  SAVED_LAYOUT_KEY,
  startLayoutState,
  type LayoutState,
} from "./layoutState";
import { currentModal, MODAL_OPEN_EVENT, MODAL_TRANSITION_MS, startModals } from "./modal";
import { flushTasks, polyfillDialog, resetUrl, smallScreen, stubMatchMedia } from "./testing";

polyfillDialog();

const PAGE = `
  <header class="site-header" data-header data-sticky="default">
    <a class="logo" href="/">Caravan</a>
    <button class="menu-toggle" type="button" data-menu-toggle aria-controls="main-nav" aria-expanded="false">Menu</button>
    <nav id="main-nav" class="main-nav" data-main-nav aria-label="Main">
      <details class="mega-menu" data-mega-menu data-dropdown data-menu-id="destinations">
        <summary>Destinations</summary>
        <a id="japan" href="/search?destinationId[]=JPN">Japan</a>
      </details>
      <a id="departures" href="/tours">Departures</a>
    </nav>
    <a id="locale-link" href="/trips?modal=locale" data-modal-open="locale">EN · EUR</a>
  </header>
  <main>
    <a id="by-date" href="/trips?sort=date">By date</a>
    <a id="new-tab" href="/tours" target="_blank">Departures in a new tab</a>
  </main>
  <dialog class="modal" data-modal="locale" aria-label="Language and currency">
    <a class="modal__close" href="/trips" data-modal-close>CLOSE</a>
    <a id="italiano" href="/it/viaggi">Italiano</a>
    <form id="currency-form" method="post" action="/settings/currency">
      <button type="submit" name="currency" value="EUR" aria-pressed="true">€ EUR</button>
      <button id="usd" type="submit" name="currency" value="USD" aria-pressed="false">$ USD</button>
    </form>
  </dialog>
  <dialog class="modal" data-modal="status" aria-label="Departure status">
    <a class="modal__close" href="/trips" data-modal-close>CLOSE</a>
  </dialog>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`missing ${selector}`);
  return element;
};
const megaMenu = () => $<HTMLDetailsElement>("[data-mega-menu]");
const state = () => readLayoutState(document);

let stops: (() => void)[] = [];
/** jsdom cannot load another page: the link or form is left where the page would have followed it. */
const stayOnPage = (event: Event) => event.preventDefault();

function start() {
  stops = [startHeader(document), startModals(document), startLayoutState(document)];
  // After ours, as the browser's own navigation comes after every listener.
  window.addEventListener("click", stayOnPage);
  window.addEventListener("submit", stayOnPage);
}

function stop() {
  for (const stopOne of stops.splice(0).reverse()) stopOne();
  window.removeEventListener("click", stayOnPage);
  window.removeEventListener("submit", stayOnPage);
}

/** Opens the departure-status filter modal the way a page part asks for it, with its filters. */
function openStatusModal(filters: Record<string, string[]>) {
  window.dispatchEvent(new CustomEvent(MODAL_OPEN_EVENT, { detail: { name: "status", filters } }));
}

async function closeTheModal() {
  fireEvent.click($("dialog[open] [data-modal-close]"));
  vi.advanceTimersByTime(MODAL_TRANSITION_MS);
  await flushTasks();
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(smallScreen);
  resetUrl("/trips");
  window.sessionStorage.clear();
  document.body.innerHTML = PAGE;
  delete document.body.dataset.menu;
});

afterEach(() => {
  stop();
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("closing the header layout", () => {
  test("Escape on the open menu closes it and clears the filters a filter modal left", async () => {
    start();
    openStatusModal({ departureStatus: ["confirmed"] });
    await closeTheModal();
    // Closing the modal keeps its filters: only closing the header layout drops them.
    expect(state().filters).toEqual({ departureStatus: ["confirmed"] });

    fireEvent.click($("[data-menu-toggle]"));
    expect(state().mobileMenu).toBe(true);
    fireEvent.keyDown($("#departures"), { key: "Escape" });

    expect(state()).toMatchObject({ mobileMenu: false, megaMenuId: null, modal: null, filters: null });
    expect(document.body.dataset.menu).toBe("closed");
    expect($("[data-menu-toggle]").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe($("[data-menu-toggle]"));
  });

  test("following a link to another page closes the menu and its mega menu first, so Back finds the page as new", () => {
    start();
    fireEvent.click($("[data-menu-toggle]"));
    megaMenu().open = true;
    expect(state()).toMatchObject({ mobileMenu: true, megaMenuId: "destinations" });

    fireEvent.click($("#japan"));

    expect(state()).toMatchObject({ mobileMenu: false, megaMenuId: null, filters: null });
    expect(megaMenu().open).toBe(false);
  });

  test("a link in an open modal to another page closes it in place: the URL loses ?modal=, no entry is added", () => {
    start();
    fireEvent.click($("#locale-link"));
    expect(currentModal()).toBe("locale");
    const entries = history.length;

    fireEvent.click($("#italiano"));

    expect(currentModal()).toBeNull();
    expect($<HTMLDialogElement>('dialog[data-modal="locale"]').open).toBe(false);
    expect(location.pathname + location.search).toBe("/trips");
    expect(history.length).toBe(entries);
  });

  test("links that keep the page leave the layout as it is: the same path (the search's sort), a new tab", () => {
    start();
    fireEvent.click($("[data-menu-toggle]"));
    megaMenu().open = true;

    fireEvent.click($("#by-date"));
    fireEvent.click($("#new-tab"));
    fireEvent.click($("#new-tab"), { ctrlKey: true });

    expect(state()).toMatchObject({ mobileMenu: true, megaMenuId: "destinations" });
  });
});

describe("changing the modal", () => {
  test("the language and currency modal sets the currency it shows, and the one chosen in it", () => {
    start();
    expect(state().currency).toBeNull();
    fireEvent.click($("#locale-link"));
    expect(state()).toMatchObject({ modal: "locale", currency: "EUR" });

    $<HTMLFormElement>("#currency-form").requestSubmit($<HTMLButtonElement>("#usd"));
    expect(state().currency).toBe("USD");
  });

  test("a filter modal opened with filters sets them and leaves the currency alone", () => {
    start();
    fireEvent.click($("#locale-link"));
    openStatusModal({ departureStatus: ["confirmed", "guaranteed"] });

    expect(state()).toMatchObject({ modal: "status", filters: { departureStatus: ["confirmed", "guaranteed"] }, currency: "EUR" });
  });
});

describe("restoring", () => {
  test("what the page held is saved when it is left and merged back when it starts again (a reload, Back without the bfcache)", () => {
    start();
    fireEvent.click($("#locale-link"));
    openStatusModal({ departureStatus: ["confirmed"] });
    window.dispatchEvent(new Event("pagehide"));
    stop();
    resetUrl("/trips");
    document.body.innerHTML = PAGE;

    start();

    // The filters and currency come back; the menus start closed and the URL says no modal.
    expect(state()).toEqual({ mobileMenu: false, megaMenuId: null, modal: null, filters: { departureStatus: ["confirmed"] }, currency: "EUR" });
  });

  test("a saved state that is not ours is ignored", () => {
    window.sessionStorage.setItem(SAVED_LAYOUT_KEY, "{not json");
    start();
    expect(state()).toEqual({ mobileMenu: false, megaMenuId: null, modal: null, filters: null, currency: null });
  });
});

describe("the actions over a state", () => {
  const open: LayoutState = { mobileMenu: true, megaMenuId: "destinations", modal: "status", filters: { sort: ["price:asc"] }, currency: "GBP" };

  test("closeHeaderLayout turns off the mobile menu, mega menu and modal, and clears the filters", () => {
    expect(closeHeaderLayout(open)).toEqual({ mobileMenu: false, megaMenuId: null, modal: null, filters: null, currency: "GBP" });
  });

  test("changeModal sets the filters if given, otherwise the currency", () => {
    expect(changeModal(open, { modal: "order", filters: { sort: ["date:asc"] }, currency: "USD" })).toMatchObject({
      modal: "order",
      filters: { sort: ["date:asc"] },
      currency: "GBP",
    });
    expect(changeModal(open, { modal: "locale", currency: "USD" })).toMatchObject({ modal: "locale", filters: { sort: ["price:asc"] }, currency: "USD" });
  });

  test("restoreLayout merges the saved fields it recognises and ignores the rest", () => {
    expect(restoreLayout(open, { currency: "EUR", filters: { textSearch: "Peru" }, mobileMenu: "yes", extra: 1 })).toEqual({
      ...open,
      currency: "EUR",
      filters: { textSearch: ["Peru"] },
    });
    expect(restoreLayout(open, null)).toBe(open);
  });
});
