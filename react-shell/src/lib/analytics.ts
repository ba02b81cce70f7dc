// Analytics: events go onto the tag manager's data layer (window.dataLayer), created if missing.
// Nothing is pushed and no tracking cookie is written until the visitor consents to analytics
// (lib/consent.ts; Do-Not-Track and Global Privacy Control count as a refusal, spec §6). Failures are swallowed (spec §8: analytics
// failures are silent). Contract §9: page view 250 ms after start, delegated `data-track` events,
// `device_id` / `anonymous_id` cookies (one year).

import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";
import { getSession, loadSession } from "./account/session";
import { consented } from "./consent";
import { ANONYMOUS_COOKIE, DEVICE_COOKIE, readCookie, writeCookie } from "./cookies";

export { doNotTrack } from "./consent";
export { ANONYMOUS_COOKIE, COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE, readCookie, serializeCookie, writeCookie } from "./cookies";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Spec §9: tag manager route event delay. */
export const PAGE_VIEW_DELAY_MS = 250;

function bodyData(): DOMStringMap {
  return document.body?.dataset ?? {};
}

/**
 * Pushes `{ event, pageType, userId, ...data }` onto window.dataLayer (pageType from
 * `<body data-page-type>` unless `data` has one; userId while logged in, spec §7). Does nothing
 * without consent to analytics.
 */
export function track(event: string, data: Record<string, unknown> = {}): void {
  try {
    if (!consented("analytics")) return;
    const pageType = bodyData().pageType;
    const userId = getSession().user?.id;
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...(pageType === undefined ? {} : { pageType }), ...(userId ? { userId } : {}), ...data });
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
 * Pushes `page_view` { pageType, edition, userStatus } after `delayMs` (spec §9: 250 ms), once
 * the session is known (the header asks for it on every page): `loggedIn` with the user id, or
 * `loggedOut` (spec §6: the status is recorded in analytics). Returns a function that cancels
 * it if it has not been pushed yet.
 */
export function trackPageView(delayMs = PAGE_VIEW_DELAY_MS): () => void {
  try {
    if (!consented("analytics")) return () => {};
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const push = (loggedIn: boolean) => {
        if (cancelled) return;
        const { pageType, edition } = bodyData();
        track("page_view", { pageType, edition, userStatus: loggedIn ? "loggedIn" : "loggedOut" });
      };
      loadSession().then(
        (user) => push(user !== null),
        () => push(false),
      );
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
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

/**
 * SHA-256 of `text`, lower-case hex (spec §3: notify-me e-mail and phone are sent hashed).
 * Synchronous (noble-hashes), so a submission pushes its event before the page unloads.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The same address or number always hashes the same: trimmed e-mail in lower case, phone digits and a leading +. */
function normalised(name: string, value: string): string {
  const text = value.trim();
  if (name === "phone") return text.replace(/(?!^\+)[^\d]/g, "");
  return text.toLowerCase();
}

/** `{ emailHash, phoneHash }` for the form fields named in `data-track-hashed="email phone"`; empty ones are left out. */
function hashedFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of (form.dataset.trackHashed ?? "").split(/\s+/).filter(Boolean)) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    const value = normalised(name, input.value);
    if (value) fields[`${name}Hash`] = sha256Hex(value);
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
      // Details push when opened, forms when submitted (below).
      if (!element || element instanceof HTMLDetailsElement || element instanceof HTMLFormElement || !root.contains(element)) return;
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
  // A valid submission of `form[data-track]` pushes its event; the fields it names in
  // `data-track-hashed` go hashed, never in clear. The submission itself is left alone.
  const onSubmit = (event: Event) => {
    try {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.dataset.track || !root.contains(form)) return;
      const fields = trackedFields(form);
      delete fields.hashed; // the names of the hashed fields, not data
      track(form.dataset.track, { ...fields, ...hashedFields(form) });
    } catch {
      // Silent (spec §8).
    }
  };
  try {
    root.addEventListener("click", onClick, true);
    root.addEventListener("toggle", onToggle, true);
    root.addEventListener("submit", onSubmit, true);
  } catch {
    // Silent (spec §8).
  }
  return () => {
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("toggle", onToggle, true);
    root.removeEventListener("submit", onSubmit, true);
  };
}
