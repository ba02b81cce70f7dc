// Test helper: instantiates the REAL Ask wasm (@caravan/ask) from disk (no fetch in Node), so
// that loadAsk()'s init() finds it ready and every wish is read by the Rust rules.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { initSync } from "@caravan/ask";
import { loadAsk, type Ask } from "../lib/ask";

// Not `new URL("…", import.meta.url)`: Vite rewrites that pattern into an /assets/ URL.
export const ASK_WASM_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../node_modules/@caravan/ask/ask_bg.wasm");

export function initRealAsk(): void {
  try {
    initSync({ module: readFileSync(ASK_WASM_PATH) });
  } catch (error) {
    if (error instanceof TypeError && error.message.includes("Table.set")) {
      // Same failure as search-core's (see realSearchCore.ts): a table-corrupting wasm-opt.
      throw new Error("ask_bg.wasm was rewritten by a wasm-opt that corrupts table exports: rebuild it (scripts/build-wasm.sh).", { cause: error });
    }
    throw error;
  }
}

export async function useRealAsk(): Promise<Ask> {
  initRealAsk();
  return loadAsk();
}
