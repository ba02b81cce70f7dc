// The bar's content, the same in the desktop dropdown and the mobile modal: where, when and
// (only with history) history sections, then clear-all and submit. Their disabled states come
// from search-core (clearAllDisabled, searchDisabled).
import type { HistoryEntry, SearchSelection } from "@caravan/search-core";
import type { FormEvent, RefObject } from "react";
import type { SearchCore } from "../../lib/searchCore";
import { HistoryPanel } from "./HistoryPanel";
import type { SearchBarProps, Section } from "./types";
import { WhenPanel } from "./WhenPanel";
import { WherePanel } from "./WherePanel";

export interface SearchFormProps {
  core: SearchCore;
  bar: SearchBarProps;
  selection: SearchSelection;
  inputValue: string;
  section: Section;
  history: HistoryEntry[];
  whereFocused: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onWhere: (selection: SearchSelection, input: string, chosen: boolean) => void;
  onWhen: (selection: SearchSelection, completes: boolean) => void;
  onSection: (section: Section) => void;
  onWhereFocus: (focused: boolean) => void;
  onClearAll: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function SearchForm(props: SearchFormProps) {
  const { core, bar, selection, section, onSection } = props;
  const { labels } = bar;
  const toggle = (target: Section) => onSection(section === target ? "none" : target);
  return (
    <form className="search-bar__form" role="search" aria-label={labels.title} action={bar.searchPath} method="get" onSubmit={props.onSubmit}>
      <WherePanel
        core={core}
        selection={selection}
        inputValue={props.inputValue}
        expanded={section === "where"}
        continents={bar.continents}
        labels={labels}
        locale={bar.locale}
        topSellersUrl={bar.topSellersUrl}
        travelsPath={bar.travelsPath}
        askHref={bar.askHref}
        inputRef={props.inputRef}
        onChange={props.onWhere}
        onExpand={() => onSection("where")}
        onFocusChange={props.onWhereFocus}
      />
      <WhenPanel
        core={core}
        selection={selection}
        expanded={section === "when"}
        labels={labels}
        locale={bar.locale}
        today={bar.today}
        weekStart={bar.weekStart}
        tabTheme={bar.tabTheme}
        onToggle={() => toggle("when")}
        onChange={props.onWhen}
      />
      {props.history.length > 0 && (
        <HistoryPanel
          core={core}
          entries={props.history}
          expanded={section === "history"}
          searchPath={bar.searchPath}
          locale={bar.locale}
          labels={labels}
          onToggle={() => toggle("history")}
        />
      )}
      <div className="search-bar__actions">
        <button
          type="button"
          className="search-bar__clear"
          data-testid="search-clear-all"
          disabled={core.clearAllDisabled(selection)}
          onClick={props.onClearAll}
        >
          {labels.clearAll}
        </button>
        <button
          type="submit"
          className="search-panel__submit search-bar__submit"
          data-testid="search-submit"
          disabled={core.searchDisabled(selection, props.whereFocused)}
        >
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
