// Vitest setup (no vitest globals here, so Testing Library's automatic hooks are not active).
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Tell React that updates are wrapped in act() (islands tests call mountIslands directly).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
});
