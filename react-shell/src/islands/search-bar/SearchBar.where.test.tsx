// The where box against the REAL search-core wasm: typing, debounced suggestions, continents,
// choosing a country, then a month, and the search it submits (URL, history, analytics).
import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { navigate } from "../../lib/navigate";
import { fetchedUrls, JAPAN, mockTopSellers, PERU, PORTUGAL, storedHistory } from "../../test/browser";
import { DEFAULT_STATUSES } from "../../test/fixtures";
import { byTestId, expanded, flush, renderBar, setUpSearchBarTests } from "../../test/searchBar";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

setUpSearchBarTests();

describe("a search from the header bar", () => {
  test("type → debounced suggestions with counts → pick a country → pick a month → submit", async () => {
    const fetchMock = mockTopSellers({ "": [JAPAN], per: [PERU, PORTUGAL] });
    const { user } = renderBar();

    const open = byTestId("search-open");
    expect(expanded(open)).toBe(false);
    await user.click(open);
    expect(expanded(open)).toBe(true);
    const where = byTestId<HTMLInputElement>("search-where");
    expect(document.activeElement).toBe(where);
    expect(where.getAttribute("role")).toBe("combobox");
    expect(expanded(where)).toBe(true);
    expect(screen.getByRole("combobox", { name: "Dove" })).toBe(where);

    // Without text: the continents, then the top sellers fetched without text.
    await flush();
    expect(fetchedUrls(fetchMock)).toEqual(["/api/travels/top-sellers?search="]);
    const listbox = screen.getByRole("listbox", { name: "Dove" });
    expect(where.getAttribute("aria-controls")).toBe(listbox.id);
    expect(within(listbox).getByRole("group", { name: "Continenti" })).toBeTruthy();
    expect(within(listbox).getAllByRole("option").map((o) => o.dataset.testid)).toEqual([
      "continent-europe",
      "continent-asia",
      "suggestion-JPN",
    ]);

    // Typing: loading at once, the request only after the debounce (800 ms from search-core).
    await user.type(where, "per");
    expect(byTestId("search-loading").textContent).toBe("Caricamento…");
    await flush(799);
    expect(fetchedUrls(fetchMock)).toHaveLength(1);
    await flush(1);
    expect(fetchedUrls(fetchMock)).toEqual(["/api/travels/top-sellers?search=", "/api/travels/top-sellers?search=per"]);
    expect(screen.queryByTestId("search-loading")).toBeNull();

    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Perù1 viaggio · 3 partenze", "Portogallo12 viaggi · 1 partenza"]);
    expect(screen.queryByTestId("continent-europe")).toBeNull();

    // Arrow keys move the active option; Enter picks it.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(where.getAttribute("aria-activedescendant")).toBe(byTestId("suggestion-PRT").id);
    await user.keyboard("{ArrowUp}");
    expect(where.getAttribute("aria-activedescendant")).toBe(byTestId("suggestion-PER").id);
    await user.keyboard("{Enter}");
    expect(navigate).not.toHaveBeenCalled();
    expect(where.value).toBe("Perù");

    // Choosing a country moves on to the when section.
    const when = byTestId("search-when");
    expect(expanded(when)).toBe(true);
    expect(expanded(where)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Mesi" }));
    await user.click(byTestId("period-2026-12"));
    // A period completes the search: the section closes and the focus goes to submit.
    expect(expanded(when)).toBe(false);
    expect(when.textContent).toBe("Quandodicembre 2026");
    const submit = byTestId<HTMLButtonElement>("search-submit");
    expect(document.activeElement).toBe(submit);
    expect(submit.disabled).toBe(false);

    await user.click(submit);
    const url = `/cerca?${DEFAULT_STATUSES}&tab=travels&dateFrom=2026-12-01&dateTo=2026-12-31&destinationId[]=PER`;
    expect(navigate).toHaveBeenCalledExactlyOnceWith(url);
    expect(storedHistory()).toEqual([
      {
        // The fake clock, moved on by the debounce.
        date: new Date().toISOString(),
        userStatus: "loggedOut",
        values: {
          destinationName: "Perù",
          params: { dateFrom: "2026-12-01", dateTo: "2026-12-31" },
          query: url.slice("/cerca?".length),
        },
      },
    ]);
    // Each step was pushed as it was taken (spec §7), then the completed search.
    expect(window.dataLayer).toEqual([
      { event: "new search start", section: "searchBar", step: "where" },
      { event: "new search where", section: "searchBar", where: "destination" },
      { event: "new search period", section: "searchBar", period: "2026-12", periodType: "month" },
      { event: "new search complete search", section: "searchBar" },
    ]);
  });

  test("a typed continent name offers the continent first; choosing it searches the continent", async () => {
    mockTopSellers({ "": [JAPAN], eur: [PORTUGAL] });
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    const where = byTestId<HTMLInputElement>("search-where");
    await user.type(where, "eur");
    await flush(800);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.dataset.testid)).toEqual(["continent-europe", "suggestion-PRT"]);
    expect(screen.queryByTestId("continent-asia")).toBeNull();
    // Ask is offered beside the suggestions, in the editions that have it.
    expect(byTestId<HTMLAnchorElement>("search-ask").getAttribute("href")).toBe("/cerca-ai");

    await user.click(byTestId("continent-europe"));
    expect(where.value).toBe("Europa");
    await user.click(byTestId<HTMLButtonElement>("search-submit"));
    expect(vi.mocked(navigate).mock.lastCall?.[0]).toContain("continentId[]=europe");
  });

  test("a click on a suggestion chooses it; no countries for a text shows the empty-results box", async () => {
    mockTopSellers({ per: [PERU] });
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await user.type(byTestId("search-where"), "xyz");
    await flush(800);
    expect(screen.getByText("Nessuna destinazione per «xyz»")).toBeTruthy();
    const showAll = byTestId<HTMLAnchorElement>("search-show-all");
    expect(showAll.getAttribute("href")).toBe("/viaggi");
    expect(showAll.textContent).toBe("Mostra tutti i viaggi");

    await user.clear(byTestId("search-where"));
    await user.type(byTestId("search-where"), "per");
    await flush(800);
    expect(screen.queryByTestId("search-show-all")).toBeNull();
    await user.click(byTestId("suggestion-PER"));
    expect(byTestId<HTMLInputElement>("search-where").value).toBe("Perù");
    expect(expanded(byTestId("search-when"))).toBe(true);
  });

  test("top-seller errors are ignored: loading clears, nothing else changes", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("offline"))));
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await user.type(byTestId("search-where"), "per");
    expect(byTestId("search-loading")).toBeTruthy();
    await flush(800);
    expect(screen.queryByTestId("search-loading")).toBeNull();
    expect(screen.queryByRole("option")).toBeNull();
    expect(screen.queryByTestId("search-show-all")).toBeNull();
  });
});

describe("loading (spec §9: fetch minimum pending delay 200 ms)", () => {
  test("an answer that comes at once still leaves the loading text up for 200 ms", async () => {
    mockTopSellers({ "": [JAPAN] });
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await flush();
    // Answered: the suggestions are there, the loading text stays its minimum.
    expect(byTestId("suggestion-JPN")).toBeTruthy();
    expect(byTestId("search-loading").textContent).toBe("Caricamento…");
    await flush(199);
    expect(byTestId("search-loading")).toBeTruthy();
    await flush(1);
    expect(screen.queryByTestId("search-loading")).toBeNull();
  });

  test("a slower answer hides it as soon as it comes", async () => {
    mockTopSellers({ "": [JAPAN], per: [PERU] });
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await flush(200);
    await user.type(byTestId("search-where"), "per");
    expect(byTestId("search-loading")).toBeTruthy();
    await flush(800);
    expect(screen.queryByTestId("search-loading")).toBeNull();
    expect(byTestId("suggestion-PER")).toBeTruthy();
  });
});

describe("continents", () => {
  test("toggle, deselect with a second click, and search by continent", async () => {
    mockTopSellers({});
    const { user } = renderBar({ variant: "inline" });
    // Inline on desktop: the bar is in place, no opener.
    expect(screen.queryByTestId("search-open")).toBeNull();
    const where = byTestId<HTMLInputElement>("search-where");
    await user.click(where);
    const europe = byTestId("continent-europe");
    const asia = byTestId("continent-asia");
    expect(europe.getAttribute("aria-selected")).toBe("false");

    await user.click(europe);
    expect(europe.getAttribute("aria-selected")).toBe("true");
    expect(where.value).toBe("Europa");
    await user.click(asia);
    expect(where.value).toBe("Europa, Asia");
    expect(expanded(where)).toBe(true);
    expect(document.activeElement).toBe(where);

    await user.click(europe);
    expect(europe.getAttribute("aria-selected")).toBe("false");
    expect(asia.getAttribute("aria-selected")).toBe("true");
    expect(where.value).toBe("Asia");

    await user.click(asia);
    expect(where.value).toBe("");
    expect(byTestId<HTMLButtonElement>("search-clear-all").disabled).toBe(true);

    await user.click(europe);
    await user.click(byTestId("search-submit"));
    expect(navigate).toHaveBeenCalledWith(`/cerca?${DEFAULT_STATUSES}&tab=travels&continentId[]=europe`);
    const [saved] = storedHistory() as [{ values: { destinationName: string } }];
    expect(saved.values.destinationName).toBe("Europa");
  });
});

describe("submit and clear-all states", () => {
  test("search is disabled while the where box has the focus, text and no destination", async () => {
    mockTopSellers({ per: [PERU] });
    const { user } = renderBar({ variant: "inline" });
    const submit = byTestId<HTMLButtonElement>("search-submit");
    expect(submit.disabled).toBe(false);

    await user.type(byTestId("search-where"), "per");
    expect(submit.disabled).toBe(true);
    // Enter in the box does not submit either (the submit button is disabled).
    await user.keyboard("{Enter}");
    expect(navigate).not.toHaveBeenCalled();

    // Leaving the box enables it: free text is a search.
    await user.tab();
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(navigate).toHaveBeenCalledWith(`/cerca?${DEFAULT_STATUSES}&tab=travels&textSearch=per`);

    // With a destination chosen, the focused box does not disable it.
    await user.click(byTestId("search-where"));
    await flush(800);
    await user.click(byTestId("suggestion-PER"));
    await user.click(byTestId("search-where"));
    expect(submit.disabled).toBe(false);
  });

  test("clear-all is disabled with nothing selected and clears where and when", async () => {
    mockTopSellers({});
    const { user } = renderBar({
      variant: "inline",
      initialSelection: {
        where: { destination: { id: "PER", name: "Perù" } },
        when: { period: { name: "2026-12", year: 2026, type: "month", startingDate: "2026-12-01", endingDate: "2026-12-31" } },
      },
    });
    const clear = byTestId<HTMLButtonElement>("search-clear-all");
    expect(byTestId<HTMLInputElement>("search-where").value).toBe("Perù");
    expect(byTestId("search-when").textContent).toBe("Quandodicembre 2026");
    expect(clear.disabled).toBe(false);

    await user.click(clear);
    expect(clear.disabled).toBe(true);
    expect(byTestId<HTMLInputElement>("search-where").value).toBe("");
    expect(byTestId("search-when").textContent).toBe("QuandoQuando vuoi");
    expect(document.activeElement).toBe(byTestId("search-where"));
  });
});
