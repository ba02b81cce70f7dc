// The star bars fill 100 ms after the page starts (spec §9), and stay as rendered for reduced motion.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { RATINGS_DELAY_MS, startRatings } from "./ratings";

const bar = () => document.querySelector<HTMLElement>(".stars")!;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<span class="stars" style="--fill:86%">★★★★★</span>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ratings", () => {
  test("empty at start, filled after 100 ms", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    startRatings(document);
    expect(bar().dataset.rating).toBe("pending");
    vi.advanceTimersByTime(RATINGS_DELAY_MS - 1);
    expect(bar().dataset.rating).toBe("pending");
    vi.advanceTimersByTime(1);
    expect(bar().dataset.rating).toBeUndefined();
  });

  test("reduced motion: shown as rendered at once", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    startRatings(document);
    expect(bar().dataset.rating).toBeUndefined();
  });
});
