import { describe, expect, test, vi } from "vitest";
import { lazyWasm } from "./lazyWasm";

describe("lazyWasm", () => {
  test("whenLoaded waits for whoever loads the module, and starts nothing itself", async () => {
    const init = vi.fn(() => Promise.resolve());
    const importModule = vi.fn(() => Promise.resolve({ default: init, answer: 42 }));
    const wasm = lazyWasm(importModule);
    let seen: { answer: number } | undefined;
    void wasm.whenLoaded().then((module) => (seen = module));
    await Promise.resolve();
    expect(importModule).not.toHaveBeenCalled();
    expect(seen).toBeUndefined();

    await wasm.load();
    await Promise.resolve();
    expect(seen?.answer).toBe(42);
    expect(init).toHaveBeenCalledOnce();
    expect(await wasm.whenLoaded()).toBe(wasm.loaded());
  });
});
