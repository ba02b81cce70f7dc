// Calls to the site's own API (contract §9, spec §7): `apiFetch` is fetch plus the headers the
// server expects (X-Anonymous-Id from the analytics cookie, X-Referer-Url = the current path)
// and the top loading bar. The endpoints themselves are in api-client.ts.
import { doNotTrack } from "./consent";
import { ANONYMOUS_COOKIE, readCookie } from "./cookies";
import { reportLoading } from "./loading";

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
  safely(() => reportLoading("start"));
  try {
    const response = await fetch(input, { ...init, headers });
    safely(() => reportLoading(response.ok ? "done" : "failed"));
    return response;
  } catch (error) {
    // An aborted call (superseded by a newer one) is not a failure.
    safely(() => reportLoading(isAbort(error) ? "done" : "failed"));
    throw error;
  }
}
