// Analytics: events go onto the tag manager's data layer (window.dataLayer), created if missing.
// Nothing is pushed and no tracking cookie is written until the visitor consents to analytics
// (lib/consent.ts; Do-Not-Track and Global Privacy Control count as a refusal, spec §6). Failures are swallowed (spec §8: analytics
// failures are silent). Contract §9: page view 250 ms after start, delegated `data-track` events,
// `device_id` / `anonymous_id` cookies (one year).

import { consented } from "./consent";
import { readCookie, writeCookie } from "./cookies";

export { doNotTrack } from "./consent";
export { COOKIE_MAX_AGE_SECONDS, readCookie, serializeCookie, writeCookie } from "./cookies";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Spec §9: tag manager route event delay. */
export const PAGE_VIEW_DELAY_MS = 250;
export const DEVICE_COOKIE = "device_id";
export const ANONYMOUS_COOKIE = "anonymous_id";

function bodyData(): DOMStringMap {
  return document.body?.dataset ?? {};
}

/**
 * Pushes `{ event, pageType, ...data }` onto window.dataLayer (pageType from
 * `<body data-page-type>` unless `data` has one). Does nothing without consent to analytics.
 */
export function track(event: string, data: Record<string, unknown> = {}): void {
  try {
    if (!consented("analytics")) return;
    const pageType = bodyData().pageType;
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...(pageType === undefined ? {} : { pageType }), ...data });
  } catch {
    // A broken data layer never breaks the page.
  }
}

/** A random v4 UUID: crypto.randomUUID when available, else built from getRandomValues. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TrackingIds {
  deviceId: string;
  anonymousId: string;
}

/**
 * Creates the `device_id` and `anonymous_id` cookies when missing (one year) and returns both
 * ids; null without consent to analytics (then only a consent to experiments writes the device
 * id) or when they cannot be created.
 */
export function ensureTrackingCookies(): TrackingIds | null {
  try {
    const ensure = (name: string): string => {
      const existing = readCookie(name);
      if (existing) return existing;
      const id = randomUuid();
      writeCookie(name, id);
      return id;
    };
    // The device id keys the experiments' arms: it needs consent to experiments or analytics.
    if (consented("experiments") && !consented("analytics")) ensure(DEVICE_COOKIE);
    if (!consented("analytics")) return null;
    return { deviceId: ensure(DEVICE_COOKIE), anonymousId: ensure(ANONYMOUS_COOKIE) };
  } catch {
    return null;
  }
}

// --- Page view -----------------------------------------------------------------------------------

/**
 * Pushes `page_view` { pageType, edition, userStatus } after `delayMs` (spec §9: 250 ms).
 * Returns a function that cancels it if it has not been pushed yet.
 */
export function trackPageView(delayMs = PAGE_VIEW_DELAY_MS): () => void {
  try {
    if (!consented("analytics")) return () => {};
    const timer = window.setTimeout(() => {
      const { pageType, edition } = bodyData();
      track("page_view", { pageType, edition, userStatus: "visitor" });
    }, delayMs);
    return () => window.clearTimeout(timer);
  } catch {
    return () => {};
  }
}

// --- Delegated tracking --------------------------------------------------------------------------

/** `data-track-section-id="x"` → `{ sectionId: "x" }`, plus pageType, travelId, tourId from <body>. */
export function trackedFields(element: HTMLElement): Record<string, string> {
  const { pageType, travelId, tourId } = bodyData();
  const fields: Record<string, string> = {};
  if (pageType !== undefined) fields.pageType = pageType;
  if (travelId !== undefined) fields.travelId = travelId;
  if (tourId !== undefined) fields.tourId = tourId;
  for (const [key, value] of Object.entries(element.dataset)) {
    // dataset already camelCases: data-track-section-id → trackSectionId.
    if (value === undefined || key.length <= "track".length || !key.startsWith("track")) continue;
    const rest = key.slice("track".length);
    fields[rest.charAt(0).toLowerCase() + rest.slice(1)] = value;
  }
  return fields;
}

function trackElement(element: HTMLElement): void {
  const event = element.dataset.track?.trim();
  if (!event) return;
  track(event, trackedFields(element));
}

/**
 * Delegated tracking under `root`: a click on (or inside) an element with `data-track="EVENT"`
 * pushes EVENT with its `data-track-*` fields; `details[data-track]` pushes when the visitor
 * opens it (its summary clicked or keyed, then `toggle`), never when a script opens it (the
 * header's accordions on wide screens): an interaction event needs an interaction. Listens in
 * the capture phase, so handlers that stop propagation do not hide events. Returns a function
 * that stops listening.
 */
export function startTrackingClicks(root: Document | Element = document): () => void {
  // Details whose summary the visitor just activated: their next `toggle` is theirs.
  const openedByVisitor = new WeakSet<HTMLDetailsElement>();
  const onClick = (event: Event) => {
    try {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const details = target.closest("summary")?.parentElement;
      if (details instanceof HTMLDetailsElement) openedByVisitor.add(details);
      const element = target.closest<HTMLElement>("[data-track]");
      if (!element || element instanceof HTMLDetailsElement || !root.contains(element)) return;
      trackElement(element);
    } catch {
      // Silent (spec §8).
    }
  };
  // `toggle` does not bubble, but it does go through the capture phase.
  const onToggle = (event: Event) => {
    try {
      const target = event.target;
      if (!(target instanceof HTMLDetailsElement) || !openedByVisitor.delete(target)) return;
      if (target.open && target.hasAttribute("data-track")) trackElement(target);
    } catch {
      // Silent (spec §8).
    }
  };
  try {
    root.addEventListener("click", onClick, true);
    root.addEventListener("toggle", onToggle, true);
  } catch {
    // Silent (spec §8).
  }
  return () => {
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("toggle", onToggle, true);
  };
}
