// A search link built by @caravan/search-core, written with React.createElement (no JSX, no build step).
// The package must be initialised once (init() or initSync()) before this renders.
import { createElement as h } from "react";
import { historyUrl, navigationUrl, shownHistory } from "@caravan/search-core";

/** What a history entry is called: the destination searched, else its dates. */
function entryLabel(entry) {
  const { destinationName, params = {} } = entry.values;
  return destinationName ?? [params.dateFrom, params.dateTo].filter(Boolean).join(" – ");
}

/**
 * @param {{
 *   selection: import("@caravan/search-core").SearchSelection,
 *   searchPath: string,
 *   history?: import("@caravan/search-core").HistoryEntry[],
 *   travelsExperiment?: boolean,
 *   label?: string,
 * }} props
 */
export function SearchLink({ selection, searchPath, history = [], travelsExperiment = false, label = "Search" }) {
  const recent = shownHistory(history);
  return h(
    "nav",
    { "aria-label": "search" },
    h("a", { className: "search-link", href: navigationUrl(selection, searchPath, travelsExperiment) }, label),
    recent.length > 0 &&
      h(
        "ul",
        { className: "recent-searches" },
        recent.map((entry) =>
          h("li", { key: entry.date }, h("a", { href: historyUrl(entry, searchPath) }, entryLabel(entry))),
        ),
      ),
  );
}
