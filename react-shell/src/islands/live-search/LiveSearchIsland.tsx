// The search page without full reloads. The server renders every filter as a link and the
// sort as a form, so the page works without JavaScript; this island only changes how they
// are followed: the next search page is fetched (usually straight from the page cache), its
// results region replaces this one, and the URL and history follow, so back and forward
// restore earlier searches. Anything unexpected falls back to a normal navigation.
import { useEffect } from "react";
import type { LiveSearchProps } from "../../contract/generated";
import { apiFetch } from "../../lib/api";
import { loadedSearchCore } from "../../lib/searchCore";
import { navigate } from "../../lib/navigate";

/** The server-rendered region that changes with the search. */
export const REGION_SELECTOR = "[data-live-search]";

/** The URL of a form's search, normalised by search-core when it has loaded. */
function formUrl(form: HTMLFormElement, searchPath: string): string {
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  const core = loadedSearchCore();
  return core ? core.searchUrl(searchPath, query) : `${searchPath}?${query}`;
}

/** Fetches `url`'s search page and swaps its results in, unless `signal` aborted on the way (a
 * newer search took over: its results, not this one's, must end up on the page). */
async function swapTo(url: string, push: boolean, signal: AbortSignal): Promise<void> {
  const response = await apiFetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`search page answered ${response.status}`);
  const html = await response.text();
  if (signal.aborted) return;
  const next = new DOMParser().parseFromString(html, "text/html");
  const incoming = next.querySelector(REGION_SELECTOR);
  const current = document.querySelector(REGION_SELECTOR);
  if (!incoming || !current) throw new Error("no results region to swap");
  current.replaceChildren(...Array.from(incoming.childNodes).map((n) => document.importNode(n, true)));
  if (next.title) document.title = next.title;
  if (push) window.history.pushState({ liveSearch: true }, "", url);
  // Keep keyboard users where they were: the summary announces the new results (aria-live).
  const status = current.querySelector<HTMLElement>('[role="status"]');
  if (status && !current.contains(document.activeElement)) {
    status.tabIndex = -1;
    status.focus({ preventScroll: true });
  }
}

export function LiveSearchIsland({ searchPath }: LiveSearchProps) {
  useEffect(() => {
    const region = document.querySelector(REGION_SELECTOR);
    if (!region) return;
    // The search in flight: a newer one (a second click, back twice) aborts it, so an answer
    // that comes late never replaces the newer one's results.
    let inFlight: AbortController | null = null;

    const go = (url: string, push: boolean) => {
      inFlight?.abort();
      const search = new AbortController();
      inFlight = search;
      region.setAttribute("aria-busy", "true");
      swapTo(url, push, search.signal)
        .catch((error: unknown) => {
          if (search.signal.aborted) return;
          console.warn("[live-search] falling back to a full page load", error);
          navigate(url);
        })
        .finally(() => {
          if (inFlight === search) {
            inFlight = null;
            region.removeAttribute("aria-busy");
          }
        });
    };

    const onClick = (event: Event) => {
      const mouse = event as MouseEvent;
      if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== searchPath) return;
      event.preventDefault();
      go(url.pathname + url.search, true);
    };
    const onChange = (event: Event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && select.form) go(formUrl(select.form, searchPath), true);
    };
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || new URL(form.action, window.location.href).pathname !== searchPath) return;
      event.preventDefault();
      go(formUrl(form, searchPath), true);
    };
    const onPopState = () => go(window.location.pathname + window.location.search, false);

    region.addEventListener("click", onClick);
    region.addEventListener("change", onChange);
    region.addEventListener("submit", onSubmit);
    window.addEventListener("popstate", onPopState);
    return () => {
      region.removeEventListener("click", onClick);
      region.removeEventListener("change", onChange);
      region.removeEventListener("submit", onSubmit);
      window.removeEventListener("popstate", onPopState);
    };
  }, [searchPath]);
  return null;
}
