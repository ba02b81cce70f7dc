// Test helper: instantiates the REAL search-core wasm from disk (no fetch in Node), so that
// loadSearchCore()'s init() finds it ready and everything runs through the Rust rules.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { initSync } from "../wasm/search_core.js";
import { loadSearchCore, type SearchCore } from "../lib/searchCore";

// Not `new URL("…", import.meta.url)`: Vite rewrites that pattern into an /assets/ URL.
export const WASM_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../wasm/search_core_bg.wasm");

export function initRealSearchCore(): void {
  initSync({ module: readFileSync(WASM_PATH) });
}

export async function useRealSearchCore(): Promise<SearchCore> {
  initRealSearchCore();
  return loadSearchCore();
}
