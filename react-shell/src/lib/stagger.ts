// List items that appear animate in one after the other (spec §9 "Animation: 0.3 s transitions
// with a 0.07 s stagger per child up to 19"): each gets the `stagger-in` class and its delay as
// custom properties; stagger.css turns them into a fade-and-rise transition, and drops it for
// visitors who prefer reduced motion.
import type { CSSProperties } from "react";
import "./stagger.css";

/** Spec §9: the transition of an item that appears. */
export const STAGGER_TRANSITION_MS = 300;
/** Spec §9: each item starts this long after the one before… */
export const STAGGER_STEP_MS = 70;
/** …up to the 19th step: later items start with the last staggered one. */
export const STAGGER_MAX_STEPS = 19;

export const STAGGER_CLASS = "stagger-in";

/** The style of the item at `index` (0 for the first) of a list that animates in. */
export function staggerStyle(index: number): CSSProperties {
  const steps = Math.min(Math.max(0, index), STAGGER_MAX_STEPS);
  return {
    "--stagger-duration": `${STAGGER_TRANSITION_MS}ms`,
    "--stagger-delay": `${steps * STAGGER_STEP_MS}ms`,
  } as CSSProperties;
}
