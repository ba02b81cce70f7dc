import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { SearchBarIsland, type SearchBarProps } from "../islands/search-bar";
import { reportSearchSection } from "../lib/searchSection";
import { installFakeClock, mockTopSellers } from "../test/browser";
import { searchBarProps } from "../test/fixtures";
import { useRealSearchCore } from "../test/realSearchCore";
import { startHeaderHiding } from "./headerHiding";
import { startLayoutState } from "./layoutState";
import { closeModal, MODAL_TRANSITION_MS, openModal, startModals } from "./modal";
import { flushTasks, polyfillDialog, resetUrl, stubMatchMedia } from "./testing";

vi.mock("../lib/navigate", () => ({ navigate: vi.fn() }));

polyfillDialog();

const PAGE = `
  <header class="site-header" data-header data-testid="site-header">
    <div class="site-header__bar">
      <a class="logo" href="/">Caravan</a>
      <div class="site-header__search" id="search"><div id="header-bar"></div></div>
      <a class="menu-toggle" href="#main-nav" role="button" data-menu-toggle>Menu</a>
      <div id="main-nav" class="header-menu" data-main-nav>
        <nav class="main-nav"><a href="/tours">Departures</a></nav>
        <div class="site-header__actions"><a href="/wishlist">Wishlist</a></div>
      </div>
    </div>
  </header>
  <main><div id="page-bar"></div></main>
  <dialog class="modal" data-modal="status"><a href="/trips" data-modal-close>CLOSE</a></dialog>
  <dialog class="modal" data-modal="locale"><a href="/trips" data-modal-close>CLOSE</a></dialog>`;

/** A window `width` px wide (with a mouse): min-width/max-width queries answer for it. */
function windowOf(width: number) {
  return (query: string): boolean => {
    const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return bounds.length > 0 && bounds.every(([, kind, px]) => (kind === "min" ? width >= Number(px) : width <= Number(px)));
  };
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`missing ${selector}`);
  return element;
};
const header = () => $("[data-header]");
const hidden = () => header().dataset.modalHidden ?? null;
/** Skipped by keyboards and screen readers (jsdom has the attribute, not the property). */
const inert = (element: HTMLElement) => element.hasAttribute("inert");

let media: ReturnType<typeof stubMatchMedia>;
let stops: (() => void)[] = [];

function start(width = 1280) {
  media = stubMatchMedia(windowOf(width));
  stops = [startModals(document), startLayoutState(document), startHeaderHiding(document)];
}

beforeEach(() => {
  vi.useFakeTimers();
  resetUrl("/trips");
  window.sessionStorage.clear();
  document.body.innerHTML = PAGE;
});

afterEach(() => {
  for (const stop of stops.splice(0).reverse()) stop();
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("a search bar in the page (a panel outside the header)", () => {
  test("opening its when panel at 1280 px hides the whole header and makes it inert; closing it brings the header back", () => {
    start(1280);
    reportSearchSection($("#page-bar"), "when");
    expect(hidden()).toBe("whole");
    expect(inert(header())).toBe(true);

    reportSearchSection($("#page-bar"), "none");
    expect(hidden()).toBeNull();
    expect(inert(header())).toBe(false);
  });

  test("at 800 px (below the 1024 px breakpoint) the header stays", () => {
    start(800);
    reportSearchSection($("#page-bar"), "where");
    expect(hidden()).toBeNull();
    expect(inert(header())).toBe(false);
  });

  test("narrowing the window with the panel open brings the header back; widening hides it again", () => {
    start(1280);
    reportSearchSection($("#page-bar"), "where");
    media.change(windowOf(900));
    expect(hidden()).toBeNull();
    media.change(windowOf(1280));
    expect(hidden()).toBe("whole");
  });

  test("the history section is no modal state that hides the header", () => {
    start(1280);
    reportSearchSection($("#page-bar"), "history");
    expect(hidden()).toBeNull();
  });
});

describe("the header's own search bar (its panel hangs from the header)", () => {
  test("opening where hides the logo, the menu, the nav and the actions, and keeps the search and its panel", () => {
    start(1280);
    reportSearchSection($("#header-bar"), "where");

    expect(hidden()).toBe("around-panel");
    expect(inert(header())).toBe(false);
    expect(inert($("#search"))).toBe(false);
    expect($("#header-bar").closest("[inert]")).toBeNull();
    for (const part of [".logo", "[data-menu-toggle]", "[data-main-nav]"]) expect(inert($(part))).toBe(true);

    reportSearchSection($("#header-bar"), "none");
    expect(hidden()).toBeNull();
    expect(header().querySelector("[inert]")).toBeNull();
  });

  test("what the page had made inert itself stays so after the panel closes", () => {
    $(".logo").setAttribute("inert", "");
    start(1280);
    reportSearchSection($("#header-bar"), "when");
    reportSearchSection($("#header-bar"), "none");
    expect(inert($(".logo"))).toBe(true);
    expect(inert($("[data-main-nav]"))).toBe(false);
  });
});

describe("dialogs", () => {
  test("a departure-status dialog hides the whole header until it has closed", async () => {
    start(1280);
    openModal("status");
    expect(hidden()).toBe("whole");
    expect(inert(header())).toBe(true);

    closeModal();
    vi.advanceTimersByTime(MODAL_TRANSITION_MS);
    await flushTasks();
    expect(hidden()).toBeNull();
    expect(inert(header())).toBe(false);
  });

  test("the language and currency modal leaves the header alone", () => {
    start(1280);
    openModal("locale");
    expect(hidden()).toBeNull();
  });
});

describe("with the real search bar", () => {
  beforeAll(async () => {
    await useRealSearchCore();
  });

  beforeEach(() => {
    installFakeClock();
    mockTopSellers({});
  });

  function renderBarIn(container: HTMLElement, overrides: Partial<SearchBarProps> = {}) {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<SearchBarIsland {...searchBarProps} {...overrides} />, { container });
    return user;
  }

  test("in the header at 1280 px: the when panel keeps the search and hides the rest; Escape brings the header back", async () => {
    start(1280);
    const user = renderBarIn($("#header-bar"));
    await user.click(document.querySelector<HTMLElement>('[data-testid="search-open"]')!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await user.click(document.querySelector<HTMLElement>('[data-testid="search-when"]')!);

    expect(hidden()).toBe("around-panel");
    expect(inert($("[data-main-nav]"))).toBe(true);
    expect($(".search-bar__popup--when").closest("[inert]")).toBeNull();

    await user.keyboard("{Escape}");
    expect(hidden()).toBeNull();
    expect(inert($("[data-main-nav]"))).toBe(false);
  });

  test("in the page at 1280 px: the where panel slides the whole header away until it closes", async () => {
    start(1280);
    const user = renderBarIn($("#page-bar"), { variant: "inline" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await user.click(document.querySelector<HTMLElement>('[data-testid="search-where"]')!);
    expect(hidden()).toBe("whole");
    expect(inert(header())).toBe(true);

    await user.keyboard("{Escape}");
    expect(hidden()).toBeNull();
    expect(inert(header())).toBe(false);
  });
});
