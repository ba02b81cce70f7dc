// The search bar's sizes and animation as the browser applies them (spec §9 "When-panel 32 rem",
// "Mobile keyboard height is the viewport height minus 136", "Animation: 0.3 s transitions with a
// 0.07 s stagger per child up to 19"), against the REAL search-core wasm. The island's stylesheet
// is put in the document so jsdom's cascade applies it (jsdom skips @media rules).
import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { STAGGER_CLASS } from "../../lib/stagger";
import { historyItem, mockTopSellers, setViewport, storeHistory, type CountryFixture } from "../../test/browser";
import { byTestId, flush, renderBar, setUpSearchBarTests } from "../../test/searchBar";
import { addStylesheet } from "../../test/stylesheet";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

setUpSearchBarTests(() => {
  mockTopSellers({ "": COUNTRIES });
});

const COUNTRIES: CountryFixture[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: `Paese ${index + 1}`,
  isoCodeAlpha3: `C${String(index).padStart(2, "0")}`,
  continent: "asia",
  itineraries: 1,
  departures: 1,
}));

let removeStylesheet = () => {};
beforeAll(() => {
  removeStylesheet = addStylesheet("islands/search-bar/search-bar.css");
});
afterAll(() => removeStylesheet());

const popupOf = (section: HTMLElement) => section.closest(".search-bar__section")?.querySelector<HTMLElement>(".search-bar__popup") ?? null;

test("desktop: the when panel is 32 rem wide", async () => {
  const { user } = renderBar({ variant: "inline" });
  await user.click(byTestId("search-when"));
  const popup = popupOf(byTestId("search-when"));
  expect(popup?.hidden).toBe(false);
  expect(getComputedStyle(popup as HTMLElement).width).toBe("32rem");
  // Only the when panel: the where panel keeps the bar's width.
  await user.click(byTestId("search-where"));
  expect(getComputedStyle(popupOf(byTestId("search-where")) as HTMLElement).width).not.toBe("32rem");
});

test("mobile: with the keyboard up, the where suggestions scroll within the viewport height minus 136 px", async () => {
  setViewport("mobile");
  const { user } = renderBar();
  await user.click(byTestId("search-open"));
  expect(screen.getByRole("dialog")).toBeTruthy();
  const popup = popupOf(byTestId("search-where")) as HTMLElement;
  expect(popup.hidden).toBe(false);
  const style = getComputedStyle(popup);
  expect(style.maxHeight).toBe("calc(100dvh - 136px)");
  expect(style.overflowY).toBe("auto");
});

describe("items animate in one after the other", () => {
  const delays = (items: HTMLElement[]) => items.map((item) => item.style.getPropertyValue("--stagger-delay"));

  test("the where suggestions: 70 ms apart, the 20th and later with the 19th, 0.3 s each", async () => {
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await flush();
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    // Two continents, then the 24 countries.
    expect(options).toHaveLength(26);
    expect(options.every((option) => option.classList.contains(STAGGER_CLASS))).toBe(true);
    expect(delays(options.slice(0, 4))).toEqual(["0ms", "70ms", "140ms", "210ms"]);
    expect(delays(options.slice(18))).toEqual(["1260ms", ...Array<string>(7).fill("1330ms")]);
    expect(options[0]?.style.getPropertyValue("--stagger-duration")).toBe("300ms");
  });

  test("the history items", async () => {
    storeHistory(["Islanda", "Giappone", "Cile"].map((name) => historyItem(name, "textSearch=x")));
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await user.click(byTestId("search-history"));
    const items = within(screen.getByRole("list", { name: "Le tue ricerche recenti" })).getAllByRole("listitem");
    expect(items.every((item) => item.classList.contains(STAGGER_CLASS))).toBe(true);
    expect(delays(items)).toEqual(["0ms", "70ms", "140ms"]);
  });
});
