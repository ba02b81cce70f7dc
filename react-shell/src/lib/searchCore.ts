// Lazy loader for the search-core WebAssembly module (Rust rules shared with the server).
//
// The glue and the .wasm are fetched only when idle (after the page's load event) or on the
// first interaction that needs them, so they never compete with first paint; `init()` runs
// once per page (see lazyWasm.ts). Callers fall back to plain links on failure.
import type * as SearchCoreModule from "@caravan/search-core";
import { lazyWasm } from "./lazyWasm";

export type SearchCore = typeof SearchCoreModule;

const searchCore = lazyWasm(() => import("@caravan/search-core"));

/** The module if it has finished loading, for synchronous use; undefined otherwise. */
export function loadedSearchCore(): SearchCore | undefined {
  return searchCore.loaded();
}

export function loadSearchCore(): Promise<SearchCore> {
  return searchCore.load();
}

/** Resolves once search-core has loaded for any island of the page; loads nothing itself. */
export function searchCoreLoaded(): Promise<SearchCore> {
  return searchCore.whenLoaded();
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Spec §9: no prefetch on a 2g or save-data connection. The module then loads on the first
 * interaction that needs it, as everywhere when idle time never comes.
 */
export function prefetchAllowed(win: { navigator?: object } = window): boolean {
  const connection = (win.navigator as { connection?: Connection } | undefined)?.connection;
  if (!connection) return true;
  return connection.saveData !== true && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/** How long an idle callback may wait before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Starts loading search-core once the page has loaded and the main thread is idle
 * (setTimeout when requestIdleCallback is missing, e.g. Safari). Returns a cancel function.
 * `load` is what runs when idle (islands pass their own wrapper of loadSearchCore to learn
 * when the module is ready).
 */
export function preloadSearchCoreWhenIdle(
  win: IdleWindow = window,
  load: () => Promise<unknown> = loadSearchCore,
): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  if (!prefetchAllowed(win)) return () => {};

  const whenIdle = () => {
    if (cancelled) return;
    const run = () => {
      if (!cancelled) load().catch((error: unknown) => console.warn("[search-core] preload failed", error));
    };
    if (typeof win.requestIdleCallback === "function") {
      const handle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(run, 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };

  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });

  return () => {
    cancelled = true;
    win.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}
