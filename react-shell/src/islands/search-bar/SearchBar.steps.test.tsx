// The search bar's analytics steps (spec §7: search steps, period, tabs), clear-on-close and the
// tab theme (spec §2), and the itineraries-default experiment's arm (spec §6, §7), against the
// REAL search-core wasm.
import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { navigate } from "../../lib/navigate";
import { experimentVariant } from "../../lib/experimentArm";
import { JAPAN, mockTopSellers } from "../../test/browser";
import { DEFAULT_STATUSES } from "../../test/fixtures";
import { byTestId, expanded, flush, renderBar, setUpSearchBarTests } from "../../test/searchBar";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));
vi.mock("../../lib/experimentArm", () => ({ experimentVariant: vi.fn(() => null) }));

setUpSearchBarTests(() => {
  mockTopSellers({ "": [JAPAN] });
  vi.mocked(experimentVariant).mockReturnValue(null);
});

const events = () => (window.dataLayer ?? []).map(({ event, ...rest }) => [event, rest]);

describe("analytics steps", () => {
  test("each step of the when picker is pushed as the visitor takes it, and nothing before", async () => {
    const { user } = renderBar({ variant: "inline" });
    await flush(1);
    expect(events()).toEqual([]);
    await user.click(byTestId("search-when"));
    await user.click(screen.getByRole("tab", { name: "Date" }));
    await user.click(byTestId("day-2026-12-03"));
    await user.click(byTestId("day-2026-12-10"));
    await user.click(byTestId("search-when"));
    await user.click(screen.getByRole("tab", { name: "Mesi" }));
    await user.click(byTestId("period-2027-01"));
    expect(events()).toEqual([
      ["new search tab", { section: "searchBar", tab: "dates" }],
      ["new search dates", { section: "searchBar", dateFrom: "2026-12-03", dateTo: "2026-12-10" }],
      ["new search tab", { section: "searchBar", tab: "periods" }],
      ["new search period", { section: "searchBar", period: "2027-01", periodType: "month" }],
    ]);
    // The same period again resets to whenever: pushed as such.
    await user.click(byTestId("search-when"));
    await user.click(byTestId("period-2027-01"));
    expect(events().at(-1)).toEqual(["new search period", { section: "searchBar", period: "whenever", periodType: "month" }]);
  });

  test("opening the header bar and choosing a place are steps too", async () => {
    const { user } = renderBar();
    await user.click(byTestId("search-open"));
    await user.click(byTestId("continent-europe"));
    expect(events()).toEqual([
      ["new search start", { section: "searchBar", step: "where" }],
      ["new search where", { section: "searchBar", where: "continent" }],
    ]);
  });
});

describe("clear on close", () => {
  test("the header bar forgets a half-made search when it closes", async () => {
    const { user } = renderBar({ clearOnClose: true });
    await user.click(byTestId("search-open"));
    await user.click(byTestId("continent-europe"));
    expect(byTestId<HTMLInputElement>("search-where").value).toBe("Europa");
    await user.keyboard("{Escape}{Escape}");
    expect(expanded(byTestId("search-open"))).toBe(false);
    await user.click(byTestId("search-open"));
    expect(byTestId<HTMLInputElement>("search-where").value).toBe("");
  });

  test("without it, the choice is still there when the bar opens again", async () => {
    const { user } = renderBar({ clearOnClose: false });
    await user.click(byTestId("search-open"));
    await user.click(byTestId("continent-europe"));
    await user.keyboard("{Escape}{Escape}");
    await user.click(byTestId("search-open"));
    expect(byTestId<HTMLInputElement>("search-where").value).toBe("Europa");
  });
});

test("the when tabs wear the theme they are given", async () => {
  const { user } = renderBar({ variant: "inline", tabTheme: "solid" });
  await user.click(byTestId("search-when"));
  expect(expanded(byTestId("search-when"))).toBe(true);
  expect(screen.getByRole("tablist", { name: "Quando" }).dataset.theme).toBe("solid");
});

test("in the itineraries-default variant a search by dates opens on the trips tab", async () => {
  vi.mocked(experimentVariant).mockImplementation((id) => (id === "itineraries-default" ? "variant" : null));
  const { user } = renderBar({ variant: "inline" });
  await user.click(byTestId("search-when"));
  await user.click(screen.getByRole("tab", { name: "Date" }));
  await user.click(byTestId("day-2026-12-03"));
  await user.click(byTestId("day-2026-12-10"));
  await user.click(byTestId("search-submit"));
  expect(navigate).toHaveBeenCalledWith(`/cerca?${DEFAULT_STATUSES}&tab=travels&dateFrom=2026-12-03&dateTo=2026-12-10`);
});
