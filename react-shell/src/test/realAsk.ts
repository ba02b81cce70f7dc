// Test helper: instantiates the REAL Ask wasm (@caravan/ask) from disk (no fetch in Node), so
// that loadAsk()'s init() finds it ready and every wish is read by the Rust rules.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { initSync } from "@caravan/ask";
import { loadAsk, type Ask } from "../lib/ask";
import { explainInitError } from "./realSearchCore";

// Not `new URL("…", import.meta.url)`: Vite rewrites that pattern into an /assets/ URL.
export const ASK_WASM_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../node_modules/@caravan/ask/ask_bg.wasm");

export function initRealAsk(): void {
  try {
    initSync({ module: readFileSync(ASK_WASM_PATH) });
  } catch (error) {
    throw explainInitError(error, "ask_bg.wasm");
  }
}

export async function useRealAsk(): Promise<Ask> {
  initRealAsk();
  return loadAsk();
}
