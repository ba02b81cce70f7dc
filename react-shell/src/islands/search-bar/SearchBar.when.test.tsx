// The when picker against the REAL search-core wasm: periods (pick, same again resets) and the
// range calendar (first/second click, swap, clear, past days, week start, keyboard).
import { act, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { navigate } from "../../lib/navigate";
import { mockTopSellers } from "../../test/browser";
import { DEFAULT_STATUSES, searchBarProps } from "../../test/fixtures";
import { byTestId, expanded, renderBar, setUpSearchBarTests } from "../../test/searchBar";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

setUpSearchBarTests(() => {
  mockTopSellers({});
});

function whenValue(): string {
  return byTestId("search-when").querySelector(".search-bar__value")?.textContent ?? "";
}

function selectedDays(): string[] {
  return screen
    .getAllByRole("gridcell")
    .filter((cell) => cell.getAttribute("aria-selected") === "true")
    .map((cell) => cell.querySelector("button")?.dataset.date ?? "");
}

async function openDates(user: ReturnType<typeof renderBar>["user"]) {
  if (!expanded(byTestId("search-when"))) await user.click(byTestId("search-when"));
  const datesTab = screen.getByRole("tab", { name: "Date" });
  if (datesTab.getAttribute("aria-selected") !== "true") await user.click(datesTab);
}

describe("periods tab", () => {
  test("tabs are a tablist; periods are toggle buttons; the same period again resets to whenever", async () => {
    const { user } = renderBar({ variant: "inline" });
    await user.click(byTestId("search-when"));
    const tablist = screen.getByRole("tablist", { name: "Quando" });
    expect(within(tablist).getAllByRole("tab").map((t) => [t.textContent, t.getAttribute("aria-selected")])).toEqual([
      ["Mesi", "true"],
      ["Date", "false"],
    ]);
    expect(screen.getByRole("tabpanel", { name: "Mesi" })).toBeTruthy();
    // Arrow keys move between the tabs.
    screen.getByRole("tab", { name: "Mesi" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Date" }));
    expect(screen.getByRole("grid", { name: "novembre 2026" })).toBeTruthy();
    await user.keyboard("{ArrowLeft}");

    const december = byTestId("period-2026-12");
    expect(december.getAttribute("aria-pressed")).toBe("false");
    await user.click(december);
    // Picking completes: the section closes, submit gets the focus.
    expect(expanded(byTestId("search-when"))).toBe(false);
    expect(whenValue()).toBe("dicembre 2026");
    expect(document.activeElement).toBe(byTestId("search-submit"));

    await user.click(byTestId("search-when"));
    expect(byTestId("period-2026-12").getAttribute("aria-pressed")).toBe("true");
    await user.click(byTestId("period-2027-01"));
    expect(whenValue()).toBe("gennaio 2027");

    await user.click(byTestId("search-when"));
    await user.click(byTestId("period-2027-01"));
    // The same period again: whenever, and the picker stays open.
    expect(whenValue()).toBe("Quando vuoi");
    expect(byTestId("period-2027-01").getAttribute("aria-pressed")).toBe("false");
    expect(expanded(byTestId("search-when"))).toBe(true);
    expect(byTestId<HTMLButtonElement>("search-clear-all").disabled).toBe(true);
  });

  test("search-core lists the periods from today and the shared labels name them: twelve months, then the holidays they name", async () => {
    // Easter left unnamed: a period the labels do not name is not offered.
    const labels = { ...searchBarProps.labels, holidays: { christmas: "Natale {year}" } };
    const { user } = renderBar({ variant: "inline", labels });
    await user.click(byTestId("search-when"));
    const offered = within(screen.getByRole("tabpanel", { name: "Mesi" }))
      .getAllByRole("button")
      .map((button) => [button.dataset.testid, button.textContent]);
    expect(offered.slice(0, 3)).toEqual([
      ["period-2026-11", "novembre 2026"],
      ["period-2026-12", "dicembre 2026"],
      ["period-2027-01", "gennaio 2027"],
    ]);
    expect(offered.slice(-2)).toEqual([
      ["period-2027-10", "ottobre 2027"],
      ["period-christmas", "Natale 2026"],
    ]);
    expect(offered).toHaveLength(13);
    await user.click(byTestId("period-christmas"));
    expect(whenValue()).toBe("Natale 2026");
    // The holiday's days are search-core's: Christmas runs from 20 December to Epiphany.
    await user.click(byTestId("search-submit"));
    expect(vi.mocked(navigate).mock.calls.at(-1)?.[0]).toContain("dateFrom=2026-12-20");
  });
});

describe("range calendar", () => {
  test("an ARIA grid per month, Monday first for it-IT, past days disabled", async () => {
    const { user } = renderBar({ variant: "inline" });
    await openDates(user);
    const grids = screen.getAllByRole("grid");
    expect(grids.map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "novembre 2026",
      "dicembre 2026",
    ]);
    const headers = within(grids[0]!).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["lun", "mar", "mer", "gio", "ven", "sab", "dom"]);
    // November 2026 starts on a Sunday: six blank cells first, disabled.
    const firstRow = within(grids[0]!).getAllByRole("row")[1]!;
    const cells = within(firstRow).getAllByRole("gridcell");
    expect(cells.slice(0, 6).every((c) => c.getAttribute("aria-disabled") === "true" && c.textContent === "")).toBe(true);
    expect(cells[6]!.textContent).toBe("1");

    expect(byTestId<HTMLButtonElement>("day-2026-11-21").disabled).toBe(true);
    expect(byTestId<HTMLButtonElement>("day-2026-11-22").disabled).toBe(false);
    expect(byTestId("day-2026-11-22").getAttribute("aria-label")).toBe("domenica 22 novembre 2026");
    await user.click(byTestId("day-2026-11-21"));
    expect(selectedDays()).toEqual([]);
    expect(whenValue()).toBe("Quando vuoi");
  });

  test("Sunday first for a sunday week start (en-US)", async () => {
    const { user } = renderBar({ variant: "inline", locale: "en-US", weekStart: "sunday" });
    await openDates(user);
    const grid = screen.getByRole("grid", { name: "November 2026" });
    expect(within(grid).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    const firstRow = within(grid).getAllByRole("row")[1]!;
    expect(within(firstRow).getAllByRole("gridcell")[0]!.textContent).toBe("1");
  });

  test("first click sets the start, an earlier second click swaps, the ends clear, both cleared is whenever", async () => {
    const { user } = renderBar({ variant: "inline" });
    await openDates(user);

    await user.click(byTestId("day-2026-12-10"));
    expect(selectedDays()).toEqual(["2026-12-10"]);
    expect(whenValue()).toBe("10 dic 2026");
    // One end does not complete the search.
    expect(expanded(byTestId("search-when"))).toBe(true);

    await user.click(byTestId("day-2026-12-03"));
    // Earlier: the bounds swap; both ends complete the search.
    expect(whenValue()).toMatch(/^0?3–10 dic 2026$/); // ICU versions differ on the leading zero
    expect(expanded(byTestId("search-when"))).toBe(false);
    expect(document.activeElement).toBe(byTestId("search-submit"));

    // The dates tab opens again on the dates, with the range marked.
    await user.click(byTestId("search-when"));
    expect(screen.getByRole("tab", { name: "Date" }).getAttribute("aria-selected")).toBe("true");
    expect(selectedDays()).toEqual(["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10"]);

    await user.click(byTestId("day-2026-12-10"));
    expect(selectedDays()).toEqual(["2026-12-03"]);
    await user.click(byTestId("day-2026-12-03"));
    expect(selectedDays()).toEqual([]);
    expect(whenValue()).toBe("Quando vuoi");
  });

  test("a date range searches departures: no tab=travels", async () => {
    const { user } = renderBar({ variant: "inline" });
    await openDates(user);
    await user.click(byTestId("day-2026-12-03"));
    await user.click(byTestId("day-2026-12-10"));
    await user.click(byTestId("search-submit"));
    expect(navigate).toHaveBeenCalledWith(`/cerca?${DEFAULT_STATUSES}&dateFrom=2026-12-03&dateTo=2026-12-10`);
  });

  test("arrow keys move between days, across months; month buttons page", async () => {
    const { user } = renderBar({ variant: "inline" });
    await openDates(user);
    // Roving tabindex: today is the one tabbable day.
    const tabbable = screen.getAllByRole("gridcell").flatMap((c) => Array.from(c.querySelectorAll<HTMLButtonElement>("button[tabindex='0']")));
    expect(tabbable.map((b) => b.dataset.date)).toEqual(["2026-11-22"]);

    act(() => byTestId("day-2026-11-22").focus());
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(byTestId("day-2026-11-22"));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(byTestId("day-2026-11-23"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(byTestId("day-2026-11-30"));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(byTestId("day-2026-11-23"));

    // Past the last shown month: the calendar slides on.
    act(() => byTestId("day-2026-12-31").focus());
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(byTestId("day-2027-01-01"));
    expect(screen.getAllByRole("grid").map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "dicembre 2026",
      "gennaio 2027",
    ]);
    await user.keyboard("{Enter}");
    expect(whenValue()).toBe("1 gen 2027");

    const previous = byTestId<HTMLButtonElement>("calendar-previous");
    expect(previous.textContent).toContain("Mese precedente");
    await user.click(previous);
    expect(screen.getByRole("grid", { name: "novembre 2026" })).toBeTruthy();
    expect(previous.disabled).toBe(true);
    await user.click(byTestId("calendar-next"));
    await user.click(byTestId("calendar-next"));
    expect(screen.getByRole("grid", { name: "gennaio 2027" })).toBeTruthy();
    expect(screen.getByRole("grid", { name: "febbraio 2027" })).toBeTruthy();
  });
});
