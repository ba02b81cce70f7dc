// The where section: a combobox (free text) over a listbox of suggestions. With no text it
// offers the continents (multi-select toggles) and the top-selling countries; with text, the
// continents whose name starts with it, then the countries the top-sellers endpoint finds for it
// (debounced). Every change of the selection goes through search-core (typeText, toggleContinent,
// chooseDestination). whereOptions builds the options, WhereList draws them and
// useWhereListNavigation moves through them from the keyboard.
import type { Place, SearchSelection } from "@caravan/search-core";
import { useId, type RefObject } from "react";
import { track } from "../../lib/analytics";
import type { SearchCore } from "../../lib/searchCore";
import { useMinimumPending } from "../../lib/useMinimumPending";
import { typedText, whereText } from "./display";
import type { SearchBarLabels } from "./types";
import { useTopSellers } from "./useTopSellers";
import { useWhereListNavigation } from "./useWhereListNavigation";
import { WhereList } from "./WhereList";
import { buildOptions, continentsFor, type WhereOption } from "./whereOptions";

// Exported from here before the options moved to whereOptions.
export { continentsFor };

export interface WherePanelProps {
  core: SearchCore;
  selection: SearchSelection;
  inputValue: string;
  expanded: boolean;
  continents: Place[];
  labels: SearchBarLabels;
  locale: string;
  topSellersUrl: string;
  travelsPath: string;
  /** Ask (the AI search page) where the edition has it. */
  askHref: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A new selection; `input` is the where box's new text; `chosen` moves on to the next section. */
  onChange: (selection: SearchSelection, input: string, chosen: boolean) => void;
  onExpand: () => void;
  onFocusChange: (focused: boolean) => void;
}

export function WherePanel(props: WherePanelProps) {
  const { core, selection, expanded, labels, locale, inputRef, onChange } = props;
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const text = typedText(selection.where);
  const debounceMs = core.constants().searchDebounceMs;
  const topSellers = useTopSellers(props.topSellersUrl, text, expanded, debounceMs);
  const { countries } = topSellers;
  const loading = useMinimumPending(topSellers.loading);
  const options = buildOptions(selection, text, props.continents, countries ?? []);

  const pick = (option: WhereOption) => {
    // Spec §7: choosing a place is a step of the search.
    track("new search where", { section: "searchBar", where: option.kind === "continent" ? "continent" : "destination" });
    if (option.kind === "continent") {
      const next = core.toggleContinent(selection, option.place);
      onChange(next, whereText(next.where), false);
    } else {
      const place = { id: option.country.isoCodeAlpha3, name: option.country.name };
      onChange(core.chooseDestination(selection, place), place.name, true);
    }
  };
  const { active, onKeyDown } = useWhereListNavigation({ text, options, expanded, onExpand: props.onExpand, onPick: pick });

  const continentCount = continentsFor(text, props.continents).length;
  const noResults = expanded && text !== "" && continentCount === 0 && countries !== undefined && countries !== null && countries.length === 0;

  return (
    <div className="search-bar__section search-bar__section--where" data-expanded={expanded}>
      <label className="search-bar__label" htmlFor={`${id}-input`}>
        {labels.where}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search-bar__input"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={labels.wherePlaceholder}
        data-testid="search-where"
        value={props.inputValue}
        onChange={(event) => {
          onChange(core.typeText(selection, event.target.value), event.target.value, false);
          if (!expanded) props.onExpand();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          props.onFocusChange(true);
          props.onExpand();
        }}
        onBlur={() => props.onFocusChange(false)}
        onClick={props.onExpand}
      />
      <div className="search-bar__popup search-bar__popup--where" hidden={!expanded}>
        <WhereList
          listboxId={listboxId}
          optionId={optionId}
          options={options}
          continentCount={continentCount}
          active={active}
          labels={labels}
          locale={locale}
          onPick={pick}
        />
        <p className="search-bar__status" role="status" data-testid={loading ? "search-loading" : undefined}>
          {loading ? labels.loading : ""}
        </p>
        {props.askHref && (
          <a className="search-bar__ask" href={props.askHref} data-testid="search-ask">
            {labels.ask}
          </a>
        )}
        {noResults && (
          <div className="search-bar__empty empty-box">
            <p>{labels.noDestination.replaceAll("{text}", text)}</p>
            <a className="button button--ghost" href={props.travelsPath} data-testid="search-show-all">
              {labels.showAllTrips}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
