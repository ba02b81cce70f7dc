// The search-button island while search-core is still loading, and when it cannot load.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { SearchCore } from "../../lib/searchCore";
import { loadSearchCore } from "../../lib/searchCore";
import { navigate } from "../../lib/navigate";
import { searchButtonProps as props } from "../../test/fixtures";
import { SearchButtonIsland } from "./SearchButtonIsland";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));
vi.mock("../../lib/searchCore", () => ({
  loadSearchCore: vi.fn(),
  loadedSearchCore: vi.fn(() => undefined),
  preloadSearchCoreWhenIdle: vi.fn(() => () => {}),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Just enough of search-core for the island, with the real serialisation order. */
const fakeCore = {
  defaultStatuses: () => ["PLANNED"],
  parseQuery: () => ({ filters: {}, ignored: [] }),
  searchUrl: (path: string, filters: { textSearch?: string }) => `${path}?via=core&text=${filters.textSearch ?? ""}`,
} as unknown as SearchCore;

beforeEach(() => {
  vi.mocked(navigate).mockReset();
  vi.mocked(loadSearchCore).mockReset();
  window.history.replaceState(null, "", "/");
});

describe("while search-core loads", () => {
  test("nothing loads on mount; hovering the button starts the load", async () => {
    const load = deferred<SearchCore>();
    vi.mocked(loadSearchCore).mockReturnValue(load.promise);
    const user = userEvent.setup();
    render(<SearchButtonIsland {...props} />);
    expect(loadSearchCore).not.toHaveBeenCalled();
    await user.hover(screen.getByTestId("search-open"));
    expect(loadSearchCore).toHaveBeenCalled();
  });

  test("the submit button is busy, and a submission waits for the module", async () => {
    const load = deferred<SearchCore>();
    vi.mocked(loadSearchCore).mockReturnValue(load.promise);
    const user = userEvent.setup();
    render(<SearchButtonIsland {...props} />);
    await user.click(screen.getByTestId("search-open"));

    const submit = screen.getByTestId("search-submit");
    expect(submit.getAttribute("aria-busy")).toBe("true");
    expect(submit.className).toContain("search-panel__submit--busy");

    await user.type(screen.getByTestId("search-where"), "Peru");
    await user.click(submit);
    expect(navigate).not.toHaveBeenCalled();

    await act(async () => load.resolve(fakeCore));
    expect(navigate).toHaveBeenCalledWith("/cerca?via=core&text=Peru");
    expect(submit.getAttribute("aria-busy")).toBe("false");
    // Typed text is never overwritten by the late prefill.
    expect(screen.getByTestId<HTMLInputElement>("search-where").value).toBe("Peru");
  });
});

describe("when search-core cannot load", () => {
  test("falls back to a plain, working search URL", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(loadSearchCore).mockRejectedValue(new Error("network down"));
    const user = userEvent.setup();
    render(<SearchButtonIsland {...props} />);
    await user.click(screen.getByTestId("search-open"));
    await act(async () => {}); // let the rejected load settle
    expect(screen.getByTestId("search-submit").getAttribute("aria-busy")).toBe("false");

    await user.type(screen.getByTestId("search-where"), " Perù & Bolivia ");
    await user.click(screen.getByTestId("search-submit"));
    expect(navigate).toHaveBeenCalledWith("/cerca?textSearch=Per%C3%B9%20%26%20Bolivia");

    await user.selectOptions(screen.getByTestId("search-when"), "2027-04");
    await user.click(screen.getByTestId("search-submit"));
    expect(navigate).toHaveBeenLastCalledWith(
      "/cerca?textSearch=Per%C3%B9%20%26%20Bolivia&dateFrom=2027-04-01&dateTo=2027-04-30",
    );
  });

  test("prefills the text from the URL without search-core", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(loadSearchCore).mockRejectedValue(new Error("no wasm"));
    window.history.replaceState(null, "", "/cerca?textSearch=Islanda");
    const user = userEvent.setup();
    render(<SearchButtonIsland {...props} />);
    await user.click(screen.getByTestId("search-open"));
    await act(async () => {});
    expect(screen.getByTestId<HTMLInputElement>("search-where").value).toBe("Islanda");
  });
});
