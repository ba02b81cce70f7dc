// The island before search-core has loaded and when it cannot load: the server's plain link
// (header) or plain form (inline); nothing is computed without the core, only the raw text passes.
import * as searchCoreModule from "@caravan/search-core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { navigate } from "../../lib/navigate";
import { loadSearchCore, preloadSearchCoreWhenIdle, type SearchCore } from "../../lib/searchCore";
import { setViewport } from "../../test/browser";
import { searchBarProps } from "../../test/fixtures";
import { initRealSearchCore } from "../../test/realSearchCore";
import { SearchBarIsland } from "./SearchBarIsland";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));
vi.mock("../../lib/searchCore", () => ({
  loadSearchCore: vi.fn(),
  loadedSearchCore: vi.fn(() => undefined),
  preloadSearchCoreWhenIdle: vi.fn(() => () => {}),
  searchCoreLoaded: vi.fn(() => new Promise(() => {})),
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

beforeEach(() => {
  vi.mocked(navigate).mockReset();
  vi.mocked(loadSearchCore).mockReset();
  vi.mocked(preloadSearchCoreWhenIdle).mockClear();
  setViewport("desktop");
  vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
});

describe("before search-core has loaded", () => {
  test("the header variant is the plain link; loading waits for an interaction, not for idle time", async () => {
    const load = deferred<SearchCore>();
    vi.mocked(loadSearchCore).mockReturnValue(load.promise);
    const user = userEvent.setup();
    render(<SearchBarIsland {...searchBarProps} />);
    const link = screen.getByTestId("search-open");
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/cerca");
    expect(link.textContent).toBe("Cerca");
    // On every page's header: a page that does not search fetches no wasm on its own.
    expect(preloadSearchCoreWhenIdle).not.toHaveBeenCalled();
    expect(loadSearchCore).not.toHaveBeenCalled();
    await user.hover(link);
    expect(loadSearchCore).toHaveBeenCalled();
  });

  test("a click while loading opens the bar once the core is there, where focused", async () => {
    const load = deferred<SearchCore>();
    vi.mocked(loadSearchCore).mockReturnValue(load.promise);
    const user = userEvent.setup();
    render(<SearchBarIsland {...searchBarProps} />);
    await user.click(screen.getByTestId("search-open"));
    expect(navigate).not.toHaveBeenCalled();

    initRealSearchCore();
    await act(async () => load.resolve(searchCoreModule));
    const open = screen.getByTestId("search-open");
    expect(open.tagName).toBe("BUTTON");
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByTestId("search-where"));
  });

  test("the inline variant, on pages that search, fetches the core once the page is idle", () => {
    vi.mocked(loadSearchCore).mockReturnValue(new Promise(() => {}));
    render(<SearchBarIsland {...searchBarProps} variant="inline" />);
    expect(preloadSearchCoreWhenIdle).toHaveBeenCalledOnce();
    expect(loadSearchCore).not.toHaveBeenCalled();
  });

  test("default-active loads the core at once", () => {
    vi.mocked(loadSearchCore).mockReturnValue(new Promise(() => {}));
    render(<SearchBarIsland {...searchBarProps} defaultActive />);
    expect(loadSearchCore).toHaveBeenCalled();
    expect(preloadSearchCoreWhenIdle).not.toHaveBeenCalled();
  });
});

describe("when search-core cannot load", () => {
  test("header: the plain link stays, and is followed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = deferred<SearchCore>();
    vi.mocked(loadSearchCore).mockReturnValue(load.promise);
    render(<SearchBarIsland {...searchBarProps} />);
    // A click while it loads waits for it; when the load fails, the link is followed.
    expect(fireEvent.click(screen.getByTestId("search-open"))).toBe(false);
    await act(async () => load.reject(new Error("network down")));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/cerca");

    // From then on it is a plain link: the island leaves its default action alone.
    const link = screen.getByTestId("search-open");
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/cerca");
    let prevented: boolean | undefined;
    const observe = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener("click", observe);
    fireEvent.click(link);
    document.removeEventListener("click", observe);
    expect(prevented).toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
  });

  test("inline: a plain form to searchPath?textSearch= with the raw text", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(loadSearchCore).mockRejectedValue(new Error("no wasm"));
    const user = userEvent.setup();
    render(
      <SearchBarIsland
        {...searchBarProps}
        variant="inline"
        initialSelection={{ where: { text: "Islanda" }, when: "whenever" }}
      />,
    );
    const form = screen.getByRole("search", { name: "Dove vuoi andare?" });
    expect(form.getAttribute("action")).toBe("/cerca");
    const where = screen.getByRole<HTMLInputElement>("searchbox", { name: "Dove" });
    expect(where.name).toBe("textSearch");
    expect(where.value).toBe("Islanda");

    await user.clear(where);
    await user.type(where, "Perù & Bolivia");
    await user.click(screen.getByTestId("search-submit"));
    expect(navigate).toHaveBeenCalledWith("/cerca?textSearch=Per%C3%B9%20%26%20Bolivia");
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
