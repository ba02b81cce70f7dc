// Instantiates a wasm-bindgen package's .wasm from disk (no fetch in Node), explaining the one
// known way a freshly built package breaks at instantiation.
import { readFileSync } from "node:fs";

/** `initSync` of the package, the URL of its .wasm; returns what initSync returns. */
export function initFromDisk(initSync, wasmUrl) {
  try {
    return initSync({ module: readFileSync(wasmUrl) });
  } catch (error) {
    if (error instanceof TypeError && error.message.includes("Table.set")) {
      const file = wasmUrl.pathname.split("/").pop();
      throw new Error(
        `${file} exports __wbindgen_externrefs as a funcref table. The file was rewritten by a wasm-opt ` +
          "that corrupts table exports (Debian's binaryen 108 does, even at -O0). Rebuild the package without " +
          "that wasm-opt (scripts/build-wasm.sh).",
        { cause: error },
      );
    }
    throw error;
  }
}
