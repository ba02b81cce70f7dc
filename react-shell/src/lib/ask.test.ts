import { describe, expect, test } from "vitest";
import { initRealAsk } from "../test/realAsk";
import { loadAsk, loadedAsk } from "./ask";

describe("loadAsk", () => {
  test("nothing is loaded until asked; then once, for synchronous use", async () => {
    expect(loadedAsk()).toBeUndefined();
    initRealAsk();
    const ask = await loadAsk();
    expect(loadAsk()).toBe(loadAsk());
    expect(loadedAsk()).toBe(ask);
    const { chips } = ask.parseAsk("ten days in Peru", "en", "2027-01-13", "monday", "EUR");
    expect(chips.map((chip) => [chip.kind, chip.label])).toEqual([
      ["duration", "9–11 days"],
      ["destination", "Peru"],
    ]);
  });
});
