// Test helper: instantiates the REAL search-core wasm from disk (no fetch in Node), so that
// loadSearchCore()'s init() finds it ready and everything runs through the Rust rules.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { initSync } from "@caravan/search-core";
import { loadSearchCore, type SearchCore } from "../lib/searchCore";

// Not `new URL("…", import.meta.url)`: Vite rewrites that pattern into an /assets/ URL.
export const WASM_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../node_modules/@caravan/search-core/search_core_bg.wasm");

/** Explains the one known way a freshly generated wasm package breaks at instantiation. */
export function explainInitError(error: unknown, wasmFile = "search_core_bg.wasm"): unknown {
  if (error instanceof TypeError && error.message.includes("Table.set")) {
    return new Error(
      `${wasmFile} exports __wbindgen_externrefs as a funcref table. The file was rewritten by a ` +
        "wasm-opt that corrupts table exports (Debian's binaryen 108 does, even at -O0). Regenerate the package " +
        "without that wasm-opt (scripts/build-wasm.sh).",
      { cause: error },
    );
  }
  return error;
}

export function initRealSearchCore(): void {
  try {
    initSync({ module: readFileSync(WASM_PATH) });
  } catch (error) {
    throw explainInitError(error);
  }
}

export async function useRealSearchCore(): Promise<SearchCore> {
  initRealSearchCore();
  return loadSearchCore();
}
