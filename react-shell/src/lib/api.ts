// Calls to the site's own API (contract §9, spec §7): `apiFetch` is fetch plus the headers the
// server expects (X-Anonymous-Id from the analytics cookie, X-Referer-Url = the current path)
// and the top loading bar; `getLayouts()` fetches `/api/layouts` once per page.
import { failLoading, finishLoading, startLoading } from "../layout/loadingBar";
import { ANONYMOUS_COOKIE, doNotTrack, readCookie } from "./analytics";

export interface ApiFetchOptions {
  /** Drive the top loading bar (default true); background calls may opt out. */
  loadingBar?: boolean;
}

function requestUrl(input: RequestInfo | URL): URL | null {
  try {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return new URL(href, window.location.href);
  } catch {
    return null;
  }
}

/** The headers of the call: the Request's own, then init's, then ours unless already there. */
function headersFor(input: RequestInfo | URL, init: RequestInit | undefined): Headers {
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
  // Our identifiers only go to this site, never to third parties.
  if (requestUrl(input)?.origin !== window.location.origin) return headers;
  const anonymousId = doNotTrack() ? null : readCookie(ANONYMOUS_COOKIE);
  if (anonymousId && !headers.has("X-Anonymous-Id")) headers.set("X-Anonymous-Id", anonymousId);
  if (!headers.has("X-Referer-Url")) headers.set("X-Referer-Url", window.location.pathname);
  return headers;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // The loading bar is decoration: it never breaks a call.
  }
}

function isAbort(error: unknown): boolean {
  // Checked by name: the DOMException may come from another realm (fetch polyfills, tests).
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** fetch with X-Anonymous-Id (when the cookie is set) and X-Referer-Url, driving the loading bar. */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit, options: ApiFetchOptions = {}): Promise<Response> {
  const headers = headersFor(input, init);
  if (options.loadingBar === false) return fetch(input, { ...init, headers });
  // One start, one finish or fail per call: the loading bar counts overlapping loadings itself.
  safely(startLoading);
  try {
    const response = await fetch(input, { ...init, headers });
    safely(response.ok ? finishLoading : failLoading);
    return response;
  } catch (error) {
    // An aborted call (superseded by a newer one) is not a failure.
    safely(isAbort(error) ? finishLoading : failLoading);
    throw error;
  }
}

// --- GET /api/layouts (contract §8) --------------------------------------------------------------

export interface CurrencyEntry {
  isoCode: string;
  symbol: string;
}

export interface LayoutSettings {
  installmentPayments?: boolean;
  currencies: CurrencyEntry[];
}

/** Where the visitor should be sent, when the geolocation says another edition fits. */
export interface RedirectDestination {
  /** The edition code of the destination (value of the forced_redirect cookie when chosen). */
  edition: string;
  url: string;
  label: string;
  message: string;
  goLabel: string;
  stayLabel: string;
}

export interface LayoutGeolocation {
  /** The edition code serving this request. */
  market: string;
  currency: string;
  needsRedirect: boolean;
  showRedirectPopup: boolean;
  reference?: string | null;
  redirectDestination: RedirectDestination | null;
}

export interface ExperimentEntry {
  id: string;
  variant: string;
}

export interface LayoutsResponse {
  settings: LayoutSettings;
  geolocation: LayoutGeolocation;
  /** Feature flags by name (spec §6), e.g. `{ "talk-to-us": "on" }`; `{}` when absent. */
  flags: Record<string, string>;
  /** Experiments this visitor is in; `[]` when absent. */
  experiments: ExperimentEntry[];
  // Content-managed parts (contract §11); the browser does not read them yet.
  header: unknown;
  footer: unknown;
  contacts: unknown;
  beans: unknown;
  talkToUs: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function idOf(value: unknown): string | null {
  return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : null;
}

/** Flags as strings (numbers and booleans stringified, anything else dropped). */
function flagsOf(value: unknown): Record<string, string> {
  const flags: Record<string, string> = {};
  if (!isRecord(value)) return flags;
  for (const [name, flag] of Object.entries(value)) {
    if (typeof flag === "string" || typeof flag === "number" || typeof flag === "boolean") flags[name] = String(flag);
  }
  return flags;
}

function experimentsOf(value: unknown): ExperimentEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const id = idOf(entry.id);
    const variant = idOf(entry.variant);
    return id !== null && variant !== null ? [{ id, variant }] : [];
  });
}

/** The answer with `flags` and `experiments` normalised; null if it is not an object at all. */
function parseLayouts(body: unknown): LayoutsResponse | null {
  if (!isRecord(body)) return null;
  return { ...(body as unknown as LayoutsResponse), flags: flagsOf(body.flags), experiments: experimentsOf(body.experiments) };
}

let layouts: Promise<LayoutsResponse | null> | undefined;

/**
 * `GET /api/layouts`, once per page (every caller shares the same promise). Resolves to the
 * answer, or null on any failure (spec §8: layouts failures are silent). It runs in the
 * background, so it does not drive the loading bar.
 */
export function getLayouts(): Promise<LayoutsResponse | null> {
  layouts ??= apiFetch("/api/layouts", { headers: { Accept: "application/json" }, credentials: "same-origin" }, { loadingBar: false })
    .then((response) => {
      if (!response.ok) throw new Error(`layouts: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseLayouts)
    .catch(() => null);
  return layouts;
}
