// Analytics: events go onto the tag manager's data layer (window.dataLayer), created if missing.
// Failures are swallowed (spec §8: analytics failures are silent).

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes `{ event, ...data }` onto window.dataLayer. */
export function track(event: string, data: Record<string, unknown> = {}): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...data });
  } catch {
    // A broken data layer never breaks the page.
  }
}
