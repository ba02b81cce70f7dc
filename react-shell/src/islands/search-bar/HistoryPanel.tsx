// The history section: the searches search-core says to show (shownHistory), each a link to the
// URL search-core builds from it (historyUrl). Rendered only when there is history.
import type { HistoryEntry } from "@caravan/search-core";
import { useId } from "react";
import { formatDateRange } from "../../lib/format";
import type { SearchCore } from "../../lib/searchCore";
import { STAGGER_CLASS, staggerStyle } from "../../lib/stagger";
import type { SearchBarLabels } from "./types";

export interface HistoryPanelProps {
  core: SearchCore;
  entries: HistoryEntry[];
  expanded: boolean;
  searchPath: string;
  locale: string;
  labels: SearchBarLabels;
  onToggle: () => void;
}

export function HistoryPanel({ core, entries, expanded, searchPath, locale, labels, onToggle }: HistoryPanelProps) {
  const id = useId();
  return (
    <div className="search-bar__section search-bar__section--history" data-expanded={expanded}>
      <button
        type="button"
        className="search-bar__toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-popup`}
        data-testid="search-history"
        onClick={onToggle}
      >
        <span className="search-bar__label">{labels.history}</span>
      </button>
      <div id={`${id}-popup`} className="search-bar__popup search-bar__popup--history" hidden={!expanded}>
        {expanded && (
          <>
            <h3 className="search-bar__group-title" id={`${id}-title`}>
              {labels.recentTitle}
            </h3>
            <ul className="search-bar__history" aria-labelledby={`${id}-title`}>
              {entries.map((entry, index) => {
                const dates = formatDateRange(locale, entry.values.params?.dateFrom, entry.values.params?.dateTo);
                return (
                  <li key={`${entry.date}-${index}`} className={STAGGER_CLASS} style={staggerStyle(index)}>
                    <a className="search-bar__history-link" href={core.historyUrl(entry, searchPath)} data-testid="history-item">
                      {entry.values.destinationName && <span className="search-bar__history-name">{entry.values.destinationName}</span>}
                      {dates && <span className="search-bar__history-dates">{dates}</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
