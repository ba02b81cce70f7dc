import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useResendCountdown } from "./useResendCountdown";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = (seconds: number) => {
  for (let i = 0; i < seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
};

test("counts down one second at a time and stops at 0", () => {
  const { result } = renderHook(() => useResendCountdown());
  expect(result.current.secondsLeft).toBe(0);
  act(() => result.current.restart(3));
  expect(result.current.secondsLeft).toBe(3);
  tick(1);
  expect(result.current.secondsLeft).toBe(2);
  tick(5);
  expect(result.current.secondsLeft).toBe(0);
});

test("restart(0) offers the resend at once", () => {
  const { result } = renderHook(() => useResendCountdown());
  act(() => result.current.restart(30));
  act(() => result.current.restart(0));
  expect(result.current.secondsLeft).toBe(0);
  tick(2);
  expect(result.current.secondsLeft).toBe(0);
});

test("waitAtLeast keeps a longer countdown and extends a shorter one", () => {
  const { result } = renderHook(() => useResendCountdown());
  act(() => result.current.restart(20));
  act(() => result.current.waitAtLeast(5));
  expect(result.current.secondsLeft).toBe(20);
  act(() => result.current.waitAtLeast(45));
  expect(result.current.secondsLeft).toBe(45);
  act(() => result.current.waitAtLeast(0));
  expect(result.current.secondsLeft).toBe(45);
});
