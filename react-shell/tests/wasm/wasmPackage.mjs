// What every wasm-bindgen package test needs: the package instantiated from disk (no fetch in
// Node, explaining the one known way a freshly built package breaks at instantiation), init()
// reusing that instance, and the functions the module exports against those its d.ts declares.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

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

/** Instantiates the package before the file's tests, and checks init() then reuses it. */
export function usePackageFromDisk(init, initSync, wasmUrl) {
  before(() => {
    initFromDisk(initSync, wasmUrl);
  });

  describe("initialisation", () => {
    test("init() after initSync resolves to the same instance without fetching", async () => {
      const first = initSync({ module: readFileSync(wasmUrl) });
      const again = await init();
      assert.equal(again, first);
      assert.ok(again.memory instanceof WebAssembly.Memory);
    });
  });
}

/** Asserts the module's functions are exactly those the d.ts declares; returns their sorted names. */
export function assertExportsMatchDeclarations(module, dtsText) {
  const exported = Object.entries(module)
    .filter(([, value]) => typeof value === "function")
    .map(([name]) => (name === "default" ? "__wbg_init" : name))
    .sort();
  const declared = [...dtsText.matchAll(/^export (?:default )?function (\w+)/gm)].map((m) => m[1]).sort();
  assert.deepEqual(exported, declared);
  return exported;
}
