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
