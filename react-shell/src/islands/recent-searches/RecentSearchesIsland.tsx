// Recent searches (spec §2): the searches search-core says to show, as a carousel (home page)
// or a vertical list (search page). Nothing at all without history. The list follows other
// tabs through storage events; a click tracks the section and runs the saved search again.
import type { HistoryEntry } from "@caravan/search-core";
import type { RecentSearchesProps } from "../../contract/generated";
import { useId, useMemo, type MouseEvent } from "react";
import { track } from "../../lib/analytics";
import { formatDateRange, pageLocale } from "../../lib/format";
import { navigate } from "../../lib/navigate";
import type { SearchCore } from "../../lib/searchCore";
import { STAGGER_CLASS, staggerStyle } from "../../lib/stagger";
import { useHistory } from "../../lib/useHistory";
import { useSearchCore } from "../../lib/useSearchCore";
import "./recent-searches.css";

export function RecentSearchesIsland(props: RecentSearchesProps) {
  const { state } = useSearchCore();
  return state.status === "ready" ? <RecentSearches core={state.core} {...props} /> : null;
}

function RecentSearches({ core, searchPath, variant, section, title }: RecentSearchesProps & { core: SearchCore }) {
  const id = useId();
  const history = useHistory(core);
  const shown = useMemo(() => core.shownHistory(history), [core, history]);
  if (shown.length === 0) return null;

  const locale = pageLocale();
  const open = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    track("new search complete search", { section });
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(url);
  };

  return (
    <section className={`recent-searches recent-searches--${variant}`} aria-labelledby={`${id}-title`} data-testid="recent-searches">
      <h2 className="recent-searches__title" id={`${id}-title`}>
        {title}
      </h2>
      <ul className="recent-searches__list">
        {shown.map((entry: HistoryEntry, index) => {
          const url = core.historyUrl(entry, searchPath);
          const dates = formatDateRange(locale, entry.values.params?.dateFrom, entry.values.params?.dateTo);
          return (
            <li className={`recent-searches__item ${STAGGER_CLASS}`} key={`${entry.date}-${index}`} style={staggerStyle(index)}>
              <a className="recent-searches__link" href={url} data-testid="recent-search-item" onClick={(event) => open(event, url)}>
                {entry.values.destinationName && <span className="recent-searches__name">{entry.values.destinationName}</span>}
                {dates && <span className="recent-searches__dates">{dates}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
