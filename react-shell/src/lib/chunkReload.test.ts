import { describe, expect, test, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, reloadAfterChunkFailure, type ReloadPage } from "./chunkReload";

function page(start: number) {
  const stored = new Map<string, string>();
  let now = start;
  const reload = vi.fn();
  const value: ReloadPage = {
    now: () => now,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, item) => void stored.set(key, item) },
    reload,
  };
  return { value, reload, later: (ms: number) => (now += ms) };
}

describe("reloadAfterChunkFailure", () => {
  test("reloads at most once per minute", () => {
    const p = page(1_000_000);
    expect(reloadAfterChunkFailure(p.value)).toBe(true);
    p.later(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkFailure(p.value)).toBe(false);
    p.later(1);
    expect(reloadAfterChunkFailure(p.value)).toBe(true);
    expect(p.reload).toHaveBeenCalledTimes(2);
  });

  test("never reloads without storage to remember it", () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure({ now: () => 0, storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
