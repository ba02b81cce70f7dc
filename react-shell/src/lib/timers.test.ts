// Spec §9 "Debounce: 500 ms generic, 600 ms timer helper".
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createTimer, debounce, DEBOUNCE_MS, TIMER_HELPER_MS } from "./timers";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("debounce", () => {
  test("runs 500 ms after the last call, once, with its arguments", () => {
    expect(DEBOUNCE_MS).toBe(500);
    const run = vi.fn();
    const debounced = debounce(run);
    debounced("a");
    vi.advanceTimersByTime(400);
    debounced("b");
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith("b");
  });

  test("a figure of its own replaces the 500 ms, and cancel drops the waiting call", () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("createTimer", () => {
  test("runs 600 ms after its last start; a start restarts it", () => {
    expect(TIMER_HELPER_MS).toBe(600);
    const timer = createTimer();
    const first = vi.fn();
    const second = vi.fn();
    timer.start(first);
    vi.advanceTimersByTime(300);
    timer.start(second);
    vi.advanceTimersByTime(599);
    expect(timer.pending()).toBe(true);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(timer.pending()).toBe(false);
  });

  test("cancel stops what was waiting", () => {
    const timer = createTimer(200);
    const run = vi.fn();
    timer.start(run);
    timer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    expect(timer.pending()).toBe(false);
  });
});
