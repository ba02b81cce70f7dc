// One wasm-bindgen module, fetched on first use and initialised exactly once per page: the
// promise is memoised, failures included. (A retry would not be safe: when instantiation fails
// after wasm-bindgen stored the exports, a second `init()` resolves with a half-initialised
// module.) Each module keeps its literal `import("…")` in its own loader, so Vite still makes
// it a separate chunk. A chunk that cannot be fetched reloads the page, at most once a minute.

import { reloadAfterChunkFailure } from "./chunkReload";

/** A module whose default export is wasm-bindgen's `init()`. */
type WasmModule = { default: () => Promise<unknown> };

export interface LazyWasm<M> {
  /** Fetches and initialises the module once; every call gets the same promise. */
  load(): Promise<M>;
  /** The module if it has finished loading, for synchronous use; undefined otherwise. */
  loaded(): M | undefined;
  /** Resolves when the module has loaded, whoever asked for it; starts nothing itself. */
  whenLoaded(): Promise<M>;
}

export function lazyWasm<M extends WasmModule>(importModule: () => Promise<M>): LazyWasm<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  let announce: (module: M) => void = () => {};
  const announced = new Promise<M>((resolve) => (announce = resolve));
  return {
    load() {
      loading ??= (async () => {
        const module = await importModule().catch((error: unknown) => {
          // The chunk itself is missing (a new release): reload for the new one (spec §8).
          reloadAfterChunkFailure();
          throw error;
        });
        await module.default();
        loaded = module;
        announce(module);
        return module;
      })();
      return loading;
    },
    loaded: () => loaded,
    whenLoaded: () => announced,
  };
}
