// Start-up of everything analytics-related (contract §8 and §9): tracking cookies, the page
// view, delegated `data-track` events (all after consent, lib/consent.ts), feature flags /
// experiments and the geolocation popup.
// Each part is guarded on its own: one failing (or rejecting) never stops the others, and
// nothing here ever breaks the page (spec §8).
import { ensureTrackingCookies, startTrackingClicks, trackPageView } from "../lib/analytics";
import { consented, onConsent } from "../lib/consent";
import { startExperiments } from "./experiments";
import { startGeolocation } from "./geolocation";

function guard(name: string, part: () => unknown): unknown {
  const report = (error: unknown) => console.warn(`[tracking] ${name} failed`, error);
  try {
    const result = part();
    if (result instanceof Promise) result.catch(report);
    return result;
  } catch (error) {
    report(error);
    return undefined;
  }
}

/**
 * Starts the tracking parts once per page: cookies, the page view (250 ms later), delegated
 * `data-track` events under `root`, flags and experiments, the geolocation popup. Returns a
 * cleanup that cancels a page view not yet pushed and stops the delegated tracking (same shape
 * as the layout starters: `(root: Document) => () => void`).
 */
export function startTracking(root: Document = document): () => void {
  const stops: (() => void)[] = [];
  const keep = (stop: unknown) => {
    if (typeof stop === "function") stops.push(stop as () => void);
  };
  // Nothing is tracked before consent; the choice, when it comes, starts what it allows.
  let tracking = false;
  const startConsented = () => {
    guard("cookies", ensureTrackingCookies);
    if (tracking || !consented("analytics")) return;
    tracking = true;
    keep(guard("page view", () => trackPageView()));
    keep(guard("click tracking", () => startTrackingClicks(root)));
  };
  startConsented();
  keep(onConsent(startConsented));
  guard("experiments", startExperiments);
  guard("geolocation", startGeolocation);
  return () => {
    for (const stop of stops.splice(0)) {
      try {
        stop();
      } catch {
        // Nothing to report on the way out.
      }
    }
  };
}
