// Lazy loader for the Ask WebAssembly module (`@caravan/ask`: search_core::ask, the same rules
// that read the wish on the server). Only the Ask page's island needs it, so it is its own glue
// chunk and .wasm asset, fetched through this dynamic import and never part of the main entry or
// of search-core's wasm. `init()` runs exactly once per page: the promise is memoised, failures
// included, for the same reason as in searchCore.ts (a retry after a failed instantiation can
// resolve with a half-initialised module). Callers fall back to the plain form on failure.
import type * as AskModule from "@caravan/ask";

export type Ask = typeof AskModule;
export type { AskParse, Chip, ChipKind, Currency, WeekStart } from "@caravan/ask";

let loading: Promise<Ask> | undefined;
let loaded: Ask | undefined;

/** The module if it has finished loading, for synchronous use; undefined otherwise. */
export function loadedAsk(): Ask | undefined {
  return loaded;
}

export function loadAsk(): Promise<Ask> {
  loading ??= (async () => {
    const ask = await import("@caravan/ask");
    await ask.default();
    loaded = ask;
    return ask;
  })();
  return loading;
}
