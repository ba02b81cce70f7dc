// What the top loading bar shows, reported by the code that loads: the API calls report here,
// and the layout's loading bar (layout/loadingBar.ts) listens. Shared code reports without
// reaching up into the layout.

export type LoadingEvent = "start" | "done" | "failed";

let listener: ((event: LoadingEvent) => void) | null = null;

/** The loading bar's listener (null to stop listening). */
export function onLoading(next: ((event: LoadingEvent) => void) | null): void {
  listener = next;
}

/** One loading started, finished or failed. */
export function reportLoading(event: LoadingEvent): void {
  listener?.(event);
}

/**
 * Spec §9 "Fetch minimum pending delay 200 ms": a fetch's pending state, once shown, stays at
 * least this long, so a quick answer does not make it flicker (useMinimumPending).
 */
export const FETCH_MIN_PENDING_MS = 200;
