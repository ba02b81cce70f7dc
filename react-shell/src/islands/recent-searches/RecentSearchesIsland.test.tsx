// The recent-searches island against the REAL search-core wasm.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { navigate } from "../../lib/navigate";
import { STAGGER_CLASS } from "../../lib/stagger";
import { HISTORY_KEY, historyItem, storeHistory } from "../../test/browser";
import { recentSearchesProps } from "../../test/fixtures";
import { useRealSearchCore } from "../../test/realSearchCore";
import { RecentSearchesIsland } from "./RecentSearchesIsland";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

beforeAll(async () => {
  await useRealSearchCore();
});

beforeEach(() => {
  vi.mocked(navigate).mockReset();
  window.localStorage.clear();
  delete window.dataLayer;
  document.documentElement.lang = "it-IT";
});

afterEach(() => {
  document.documentElement.lang = "";
});

const ITEMS = [
  historyItem("Perù", "destinationId[]=PER&dateFrom=2027-01-01&dateTo=2027-01-31", { dateFrom: "2027-01-01", dateTo: "2027-01-31" }),
  historyItem("Islanda", "textSearch=islanda"),
  ...["Giappone", "Cile", "Kenya", "Norvegia"].map((name) => historyItem(name, "textSearch=x")),
];

describe("recent searches", () => {
  test("renders nothing without history (or with unreadable history)", () => {
    const { container, rerender } = render(<RecentSearchesIsland {...recentSearchesProps} />);
    expect(container.innerHTML).toBe("");
    window.localStorage.setItem(HISTORY_KEY, "{not json");
    rerender(<RecentSearchesIsland {...recentSearchesProps} title="again" />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByTestId("recent-searches")).toBeNull();
  });

  test("carousel: the title and the five shown entries, names and dates", () => {
    storeHistory(ITEMS);
    render(<RecentSearchesIsland {...recentSearchesProps} />);
    const block = screen.getByRole("region", { name: "Le tue ricerche recenti" });
    expect(block.className).toContain("recent-searches--carousel");
    const links = within(block).getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(links[0]!.querySelector(".recent-searches__name")?.textContent).toBe("Perù");
    expect(links[0]!.querySelector(".recent-searches__dates")?.textContent).toMatch(/^0?1–31 gen 2027$/);
    expect(links[0]!.getAttribute("href")).toBe("/cerca?dateFrom=2027-01-01&dateTo=2027-01-31&destinationId[]=PER");
    expect(links[1]!.textContent).toBe("Islanda");
    expect(links[1]!.getAttribute("href")).toBe("/cerca?textSearch=islanda");
  });

  test("the cards animate in one after the other (spec §9: 0.07 s apart)", () => {
    storeHistory(ITEMS);
    render(<RecentSearchesIsland {...recentSearchesProps} />);
    const items = within(screen.getByRole("region", { name: "Le tue ricerche recenti" })).getAllByRole("listitem");
    expect(items.every((item) => item.classList.contains(STAGGER_CLASS))).toBe(true);
    expect(items.map((item) => item.style.getPropertyValue("--stagger-delay"))).toEqual(["0ms", "70ms", "140ms", "210ms", "280ms"]);
  });

  test("list variant", () => {
    storeHistory(ITEMS.slice(0, 2));
    render(<RecentSearchesIsland {...recentSearchesProps} variant="list" section="recentSearchesSearch" searchPath="/search" />);
    const block = screen.getByTestId("recent-searches");
    expect(block.className).toContain("recent-searches--list");
    expect(within(block).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/search?dateFrom=2027-01-01&dateTo=2027-01-31&destinationId[]=PER",
      "/search?textSearch=islanda",
    ]);
  });

  test("a click tracks the section and runs the saved search", async () => {
    storeHistory(ITEMS.slice(0, 2));
    const user = userEvent.setup();
    render(<RecentSearchesIsland {...recentSearchesProps} variant="list" section="recentSearchesSearch" />);
    await user.click(screen.getAllByTestId("recent-search-item")[1]!);
    expect(window.dataLayer).toEqual([{ event: "new search complete search", section: "recentSearchesSearch" }]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/cerca?textSearch=islanda");
  });

  test("refreshes when another tab changes the history", () => {
    render(<RecentSearchesIsland {...recentSearchesProps} />);
    expect(screen.queryByTestId("recent-searches")).toBeNull();

    storeHistory(ITEMS.slice(1, 2));
    // Other keys are not the history.
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    });
    expect(screen.queryByTestId("recent-searches")).toBeNull();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: HISTORY_KEY }));
    });
    expect(screen.getAllByTestId("recent-search-item").map((a) => a.textContent)).toEqual(["Islanda"]);

    window.localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(screen.queryByTestId("recent-searches")).toBeNull();
  });
});
