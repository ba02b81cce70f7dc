import { afterEach, describe, expect, test, vi } from "vitest";
import { initRealSearchCore } from "../test/realSearchCore";
import { loadedSearchCore, loadSearchCore, preloadSearchCoreWhenIdle } from "./searchCore";

// A window double: only what preloadSearchCoreWhenIdle touches.
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, fn: () => void) => listeners.set(type, fn)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    setTimeout: vi.fn((fn: () => void) => {
      idleCallbacks.push(fn);
      return idleCallbacks.length;
    }),
    clearTimeout: vi.fn(),
    requestIdleCallback: idle
      ? vi.fn((fn: () => void) => {
          idleCallbacks.push(fn);
          return idleCallbacks.length;
        })
      : undefined,
    cancelIdleCallback: vi.fn(),
  };
  return {
    win: win as unknown as Window,
    raw: win,
    fire: (type: string) => listeners.get(type)?.(),
    runIdle: () => idleCallbacks.splice(0).forEach((fn) => fn()),
    pendingIdle: () => idleCallbacks.length,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("preloadSearchCoreWhenIdle", () => {
  test("waits for the load event, then for an idle period", () => {
    const w = fakeWindow("interactive", true);
    preloadSearchCoreWhenIdle(w.win);
    expect(w.raw.addEventListener).toHaveBeenCalledWith("load", expect.any(Function), { once: true });
    expect(w.pendingIdle()).toBe(0);
    w.fire("load");
    expect(w.raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(w.pendingIdle()).toBe(1);
  });

  test("falls back to setTimeout without requestIdleCallback", () => {
    const w = fakeWindow("complete", false);
    preloadSearchCoreWhenIdle(w.win);
    expect(w.raw.addEventListener).not.toHaveBeenCalled();
    expect(w.raw.setTimeout).toHaveBeenCalledOnce();
  });

  test("cancel stops a scheduled preload", () => {
    const w = fakeWindow("complete", true);
    const cancel = preloadSearchCoreWhenIdle(w.win);
    cancel();
    expect(w.raw.cancelIdleCallback).toHaveBeenCalledWith(1);
    const before = fakeWindow("loading", true);
    preloadSearchCoreWhenIdle(before.win)();
    expect(before.raw.removeEventListener).toHaveBeenCalledWith("load", expect.any(Function));
  });
});

describe("loadSearchCore", () => {
  test("nothing is loaded until asked; the idle callback loads it, once", async () => {
    expect(loadedSearchCore()).toBeUndefined();
    initRealSearchCore();

    const w = fakeWindow("complete", true);
    preloadSearchCoreWhenIdle(w.win);
    expect(loadedSearchCore()).toBeUndefined();
    w.runIdle();

    const core = await loadSearchCore();
    expect(loadSearchCore()).toBe(loadSearchCore());
    expect(loadedSearchCore()).toBe(core);
    expect(core.searchUrl("/buscar", "destinationId[]=PER")).toBe("/buscar?destinationId[]=PER");
  });
});

describe("prefetch on slow or metered connections (spec §9)", () => {
  const withConnection = (connection: object | undefined) => {
    const w = fakeWindow("complete", true);
    Object.assign(w.raw, { navigator: { connection } });
    return w;
  };

  test.each([
    ["save-data", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
    ["slow-2g", { effectiveType: "slow-2g" }],
  ])("is skipped on %s: nothing is scheduled", (_, connection) => {
    const w = withConnection(connection);
    preloadSearchCoreWhenIdle(w.win, () => Promise.resolve());
    expect(w.pendingIdle()).toBe(0);
    expect(w.raw.addEventListener).not.toHaveBeenCalled();
  });

  test.each([
    ["3g", { effectiveType: "3g" }],
    ["4g", { effectiveType: "4g", saveData: false }],
    ["a browser without the API", undefined],
  ])("runs on %s", (_, connection) => {
    const w = withConnection(connection);
    preloadSearchCoreWhenIdle(w.win, () => Promise.resolve());
    expect(w.pendingIdle()).toBe(1);
  });
});
