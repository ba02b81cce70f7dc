// Shared setup of the search-bar tests: render with the fixture props, a user-event instance
// wired to the fake timers, and a helper to let timers and promises run.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { SearchBarIsland, type SearchBarProps } from "../islands/search-bar";
import { installFakeClock, setViewport } from "./browser";
import { searchBarProps } from "./fixtures";
import { useRealSearchCore } from "./realSearchCore";

/**
 * The hooks the search-bar test files share: the real search-core wasm, then before each test a
 * fake clock, a desktop viewport, no history and an empty data layer, and `each` for the file's
 * own setup (its top-sellers answers, its mocks).
 */
export function setUpSearchBarTests(each: () => void = () => {}): void {
  beforeAll(async () => {
    await useRealSearchCore();
  });
  beforeEach(() => {
    installFakeClock();
    setViewport("desktop");
    window.localStorage.clear();
    delete window.dataLayer;
    each();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function renderBar(overrides: Partial<SearchBarProps> = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const props = { ...searchBarProps, ...overrides };
  const view = render(<SearchBarIsland {...props} />);
  return { user, props, ...view };
}

/** Runs the timers due in `ms` and the promises they settle, inside act(). */
export async function flush(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  return screen.getByTestId<T>(id);
}

export function expanded(element: HTMLElement): boolean {
  return element.getAttribute("aria-expanded") === "true";
}
