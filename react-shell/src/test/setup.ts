// Vitest setup (no vitest globals here, so Testing Library's automatic hooks are not active).
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Tell React that updates are wrapped in act() (islands tests call mountIslands directly).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library drains promises with a setTimeout(0) after each user-event call; under
// fake timers it advances them itself, but only when it sees a `jest` global. This one maps it
// to vitest's clock (it is consulted only while fake timers are installed).
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

afterEach(() => {
  cleanup();
});
