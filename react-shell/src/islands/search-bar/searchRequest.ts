// The menu's search entry (spec §2 default-active) is a link to `#search`: with JavaScript the
// header's search bar opens by itself, as default-active says, each time the entry is used (the
// fragment is taken off again, so reloading the page does not reopen it). Without JavaScript the
// fragment just scrolls to the header's search link.
import { useEffect, useState } from "react";

export const SEARCH_FRAGMENT = "#search";

/** True, once, when the page's address asks for the search; the fragment is removed. */
function takeSearchRequest(): boolean {
  if (window.location.hash !== SEARCH_FRAGMENT) return false;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  return true;
}

/** How many times the search was asked for (on load or since): 0 for never. */
export function useSearchRequests(enabled: boolean): number {
  const [requests, setRequests] = useState(() => (enabled && takeSearchRequest() ? 1 : 0));
  useEffect(() => {
    if (!enabled) return;
    const onHashChange = () => {
      if (takeSearchRequest()) setRequests((n) => n + 1);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [enabled]);
  return requests;
}
