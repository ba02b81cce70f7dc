// The visitor's tracking consent (ePrivacy, GDPR): by purpose, stored for six months in a cookie
// that holds no personal data (`tracking_consent=a1.e0.c1`). Until a choice is made nothing
// non-essential happens: no tracking cookie, no data-layer push, no experiment, no provider chat.
// Do-Not-Track and Global Privacy Control count as a refusal of everything.
import { readCookie, writeCookie } from "./cookies";

declare global {
  interface Window {
    /** Old Internet Explorer / Safari spelling of navigator.doNotTrack. */
    doNotTrack?: string | null;
  }
  interface Navigator {
    /** Global Privacy Control (not in TypeScript's DOM library yet). */
    globalPrivacyControl?: boolean;
  }
}

export type Purpose = "analytics" | "experiments" | "chat";
export type Consent = Record<Purpose, boolean>;

export const CONSENT_COOKIE = "tracking_consent";
/** Six months, in seconds. */
export const CONSENT_MAX_AGE_SECONDS = 15_552_000;

const LETTERS: Record<Purpose, string> = { analytics: "a", experiments: "e", chat: "c" };
const PURPOSES = Object.keys(LETTERS) as Purpose[];

export const ALL: Consent = { analytics: true, experiments: true, chat: true };
export const NONE: Consent = { analytics: false, experiments: false, chat: false };

/** True when the browser asks not to be tracked: DNT "1" (navigator or window) or GPC. */
export function doNotTrack(): boolean {
  try {
    return navigator.doNotTrack === "1" || window.doNotTrack === "1" || navigator.globalPrivacyControl === true;
  } catch {
    // Cannot tell: err on the side of privacy.
    return true;
  }
}

/** `a1.e0.c1` → the consent; null when absent or not in that shape. */
export function parseConsent(value: string | null): Consent | null {
  if (!value) return null;
  const consent = { ...NONE };
  const parts = value.split(".");
  if (parts.length !== PURPOSES.length) return null;
  for (const purpose of PURPOSES) {
    const part = parts.find((p) => p.startsWith(LETTERS[purpose]));
    if (part !== `${LETTERS[purpose]}1` && part !== `${LETTERS[purpose]}0`) return null;
    consent[purpose] = part.endsWith("1");
  }
  return consent;
}

export function serializeConsent(consent: Consent): string {
  return PURPOSES.map((purpose) => `${LETTERS[purpose]}${consent[purpose] ? 1 : 0}`).join(".");
}

/** The choice the visitor made; null while there is none. */
export function readConsent(): Consent | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/** Whether `purpose` may run: consented, and the browser does not ask not to be tracked. */
export function consented(purpose: Purpose): boolean {
  return !doNotTrack() && readConsent()?.[purpose] === true;
}

const listeners = new Set<(consent: Consent) => void>();

/** Runs `listener` after each choice; returns a function that stops listening. */
export function onConsent(listener: (consent: Consent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice for six months and tells the listeners. */
export function saveConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_MAX_AGE_SECONDS);
  for (const listener of [...listeners]) {
    try {
      listener(consent);
    } catch {
      // One listener failing never stops the others.
    }
  }
}
