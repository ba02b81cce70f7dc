// How the bar opens and closes against the REAL search-core wasm: the history section, the
// default-active opening, the mobile modal (focus trap, Escape), the desktop dropdown's closing
// rules, and mounting through the islands runtime.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { mountIslands, type MountedIslands } from "../../lib/islands";
import { historyItem, installFakeClock, mockTopSellers, setViewport, storeHistory } from "../../test/browser";
import { placeholder, searchBarProps, servedProps, sharedLabels } from "../../test/fixtures";
import { useRealSearchCore } from "../../test/realSearchCore";
import { byTestId, expanded, flush, renderBar } from "../../test/searchBar";
import { registry } from "../../registry";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

beforeAll(async () => {
  await useRealSearchCore();
});

beforeEach(() => {
  installFakeClock();
  window.localStorage.clear();
  window.scrollTo = vi.fn();
  mockTopSellers({});
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

const PERU_JANUARY = historyItem("Perù", "destinationId[]=PER&dateFrom=2027-01-01&dateTo=2027-01-31&evil=1", {
  dateFrom: "2027-01-01",
  dateTo: "2027-01-31",
});

describe("history section", () => {
  test("absent without history", async () => {
    setViewport("desktop");
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    expect(screen.queryByTestId("search-history")).toBeNull();
  });

  test("with history: the shown entries (at most 5) link to their saved searches", async () => {
    setViewport("desktop");
    storeHistory([PERU_JANUARY, ...["Islanda", "Giappone", "Cile", "Kenya", "Norvegia"].map((name) => historyItem(name, "textSearch=x")), "junk"]);
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    const toggle = byTestId("search-history");
    expect(toggle.textContent).toBe("Ricerche recenti");
    expect(expanded(toggle)).toBe(false);
    await user.click(toggle);
    expect(expanded(toggle)).toBe(true);

    const list = screen.getByRole("list", { name: "Le tue ricerche recenti" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(5);
    // Only known filters leave local storage, in search-core's order.
    expect(links[0]!.getAttribute("href")).toBe("/cerca?dateFrom=2027-01-01&dateTo=2027-01-31&destinationId[]=PER");
    expect(links[0]!.textContent).toMatch(/^Perù0?1–31 gen 2027$/);
    expect(links[1]!.textContent).toBe("Islanda");
    // Toggling again closes it.
    await user.click(toggle);
    expect(expanded(toggle)).toBe(false);
  });
});

describe("default-active", () => {
  test("desktop: opens the history section after 400 ms when there is history", async () => {
    setViewport("desktop");
    storeHistory([PERU_JANUARY]);
    renderBar({ defaultActive: true });
    expect(expanded(byTestId("search-open"))).toBe(false);
    await flush(399);
    expect(expanded(byTestId("search-open"))).toBe(false);
    await flush(1);
    expect(expanded(byTestId("search-open"))).toBe(true);
    expect(expanded(byTestId("search-history"))).toBe(true);
    expect(expanded(byTestId("search-where"))).toBe(false);
  });

  test("desktop: opens the where section without history", async () => {
    setViewport("desktop");
    renderBar({ defaultActive: true, variant: "inline" });
    await flush(400);
    expect(expanded(byTestId("search-where"))).toBe(true);
  });

  test("mobile: opens the modal at once, on history if any, else where", async () => {
    setViewport("mobile");
    storeHistory([PERU_JANUARY]);
    const first = renderBar({ defaultActive: true });
    const dialog = screen.getByRole("dialog", { name: "Dove vuoi andare?" });
    expect(document.activeElement).toBe(dialog);
    expect(expanded(byTestId("search-history"))).toBe(true);
    first.unmount();

    window.localStorage.clear();
    renderBar({ defaultActive: true });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.queryByTestId("search-history")).toBeNull();
    expect(expanded(byTestId("search-where"))).toBe(true);
  });
});

describe("the menu's search entry (#search)", () => {
  test("a page opened at #search opens the header bar as default-active, and drops the fragment", async () => {
    setViewport("mobile");
    storeHistory([PERU_JANUARY]);
    window.history.replaceState(null, "", "/viaggi#search");
    renderBar();
    await flush(1);
    expect(screen.getByRole("dialog", { name: "Dove vuoi andare?" })).toBeTruthy();
    expect(expanded(byTestId("search-history"))).toBe(true);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/viaggi");
  });

  test("following the entry later opens it again, after the default-active delay on desktop", async () => {
    setViewport("desktop");
    window.history.replaceState(null, "", "/viaggi");
    renderBar();
    await flush(1);
    expect(expanded(byTestId("search-open"))).toBe(false);
    act(() => {
      window.location.hash = "search";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await flush(400);
    expect(expanded(byTestId("search-open"))).toBe(true);
    expect(expanded(byTestId("search-where"))).toBe(true);
    expect(window.location.hash).toBe("");
  });
});

describe("mobile modal", () => {
  test("a modal dialog: focus on where, Tab trapped, Escape closes and returns the focus", async () => {
    setViewport("mobile");
    storeHistory([PERU_JANUARY]);
    const { user } = renderBar();
    const open = byTestId("search-open");
    expect(open.getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(open);

    const dialog = screen.getByRole("dialog", { name: "Dove vuoi andare?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog).toBe(byTestId("search-panel"));
    expect(document.activeElement).toBe(byTestId("search-where"));
    // Collapsible panels: where open, when and history collapsed.
    expect(expanded(byTestId("search-when"))).toBe(false);
    expect(expanded(byTestId("search-history"))).toBe(false);
    await user.click(byTestId("search-when"));
    expect(expanded(byTestId("search-when"))).toBe(true);
    expect(expanded(byTestId("search-where"))).toBe(false);

    const close = byTestId("search-close");
    const submit = byTestId("search-submit");
    submit.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(expanded(open)).toBe(false);
    expect(document.activeElement).toBe(open);
  });

  test("the close button and the backdrop close it", async () => {
    setViewport("mobile");
    const { user } = renderBar({ variant: "inline" });
    // Inline on mobile: a summary of the search opens the modal.
    const open = byTestId("search-open");
    expect(open.textContent).toBe("Cerca: Paese, continente o parola chiaveQuando vuoi");
    await user.click(open);
    await user.click(byTestId("search-close"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);

    await user.click(open);
    await user.click(document.querySelector<HTMLElement>(".search-panel__backdrop")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("desktop dropdown", () => {
  test("closes on an outside click", async () => {
    setViewport("desktop");
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    expect(byTestId("search-bar").hidden).toBe(false);
    await user.click(byTestId("search-where"));
    expect(byTestId("search-bar").hidden).toBe(false);
    await user.click(document.body);
    expect(byTestId("search-bar").hidden).toBe(true);
    expect(expanded(byTestId("search-open"))).toBe(false);
  });

  test("closes on resize and on scrolling more than 250 px", async () => {
    setViewport("desktop");
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(byTestId("search-bar").hidden).toBe(true);

    await user.click(byTestId("search-open"));
    Object.defineProperty(window, "scrollY", { configurable: true, value: 250 });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(byTestId("search-bar").hidden).toBe(false);
    Object.defineProperty(window, "scrollY", { configurable: true, value: 251 });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(byTestId("search-bar").hidden).toBe(true);
  });

  test("inline: an outside click closes the open section only", async () => {
    setViewport("desktop");
    const { user } = renderBar({ variant: "inline" });
    await user.click(byTestId("search-when"));
    expect(expanded(byTestId("search-when"))).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(expanded(byTestId("search-when"))).toBe(false);
    expect(byTestId("search-bar").hidden).toBe(false);
  });

  test("Escape closes the section, then the bar, and returns the focus to the button", async () => {
    setViewport("desktop");
    const { user } = renderBar();
    const open = byTestId("search-open");
    await user.click(open);
    await user.click(byTestId("search-when"));
    await user.keyboard("{Escape}");
    expect(expanded(byTestId("search-when"))).toBe(false);
    expect(document.activeElement).toBe(byTestId("search-when"));
    await user.keyboard("{Escape}");
    expect(byTestId("search-bar").hidden).toBe(true);
    expect(document.activeElement).toBe(open);
  });
});

describe("as an island", () => {
  let mounted: MountedIslands | undefined;
  afterEach(() => {
    act(() => mounted?.unmount());
    document.body.innerHTML = "";
  });

  test("mounts from data-props in place of the server's link", async () => {
    setViewport("desktop");
    const element = placeholder("search-bar", servedProps(searchBarProps), '<a href="/cerca">Cerca</a>');
    await act(async () => {
      mounted = mountIslands(registry, document, sharedLabels());
      await mounted.ready;
    });
    expect(element.querySelector('a[href="/cerca"]')).toBeNull();
    const open = within(element).getByTestId("search-open");
    expect(open.tagName).toBe("BUTTON");
    expect(open.textContent).toBe("Cerca");
  });
});
