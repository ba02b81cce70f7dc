// Lazy loader for the Ask WebAssembly module (`@caravan/ask`: search_core::ask, the same rules
// that read the wish on the server). Only the Ask page's island needs it, so it is its own glue
// chunk and .wasm asset, fetched through this dynamic import and never part of the main entry or
// of search-core's wasm. `init()` runs once per page (see lazyWasm.ts). Callers fall back to the
// plain form on failure.
import type * as AskModule from "@caravan/ask";
import { lazyWasm } from "./lazyWasm";

export type Ask = typeof AskModule;
export type { AskParse, Chip, ChipKind, Currency, WeekStart } from "@caravan/ask";

const ask = lazyWasm(() => import("@caravan/ask"));

/** The module if it has finished loading, for synchronous use; undefined otherwise. */
export function loadedAsk(): Ask | undefined {
  return ask.loaded();
}

export function loadAsk(): Promise<Ask> {
  return ask.load();
}
