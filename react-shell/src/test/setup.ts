// Vitest setup (no vitest globals here, so Testing Library's automatic hooks are not active).
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Tell React that updates are wrapped in act() (islands tests call mountIslands directly).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library drains promises with a setTimeout(0) after each user-event call; under
// fake timers it advances them itself, but only when it sees a `jest` global. This one maps it
// to vitest's clock (it is consulted only while fake timers are installed).
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// A visitor who accepted tracking: the analytics tests see their pushes. The consent tests
// (lib/consent.test.ts, layout/consent.test.ts) clear it to start from no choice.
beforeEach(() => {
  document.cookie = "tracking_consent=a1.e1.c1; path=/";
});

afterEach(() => {
  cleanup();
});
