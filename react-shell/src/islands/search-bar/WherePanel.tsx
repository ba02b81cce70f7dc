// The where section: a combobox (free text) over a listbox of suggestions. With no text it
// offers the continents (multi-select toggles) and the top-selling countries; with text, the
// continents whose name starts with it, then the countries the top-sellers endpoint finds for it
// (debounced). Every change of the selection
// goes through search-core (typeText, toggleContinent, chooseDestination).
import type { Place, SearchSelection, TopSellerCountry } from "@caravan/search-core";
import { useId, useState, type KeyboardEvent, type RefObject } from "react";
import { track } from "../../lib/analytics";
import { countLabel } from "../../lib/format";
import type { SearchCore } from "../../lib/searchCore";
import { STAGGER_CLASS, staggerStyle } from "../../lib/stagger";
import { useMinimumPending } from "../../lib/useMinimumPending";
import { typedText, whereText } from "./display";
import type { SearchBarLabels } from "./types";
import { useTopSellers } from "./useTopSellers";

type Option = { kind: "continent"; place: Place; selected: boolean } | { kind: "country"; country: TopSellerCountry; selected: boolean };

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

/** Lower case without accents: "Éu" finds "Europa", "afri" finds "Afrique". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().trim();
}

/**
 * The continents to offer: all of them without text; with text (two letters or more), those
 * whose name in the edition's language starts with it, so "Asia", "Europa" or "Afrique" can be
 * chosen as typed (spec §4: a continent searches with continentId[]).
 */
export function continentsFor(text: string, continents: Place[]): Place[] {
  if (text === "") return continents;
  const typed = folded(text);
  return typed.length < 2 ? [] : continents.filter((place) => folded(place.name).startsWith(typed));
}

function buildOptions(selection: SearchSelection, text: string, continents: Place[], countries: TopSellerCountry[]): Option[] {
  const where = selection.where;
  const chosenContinents = where !== "anywhere" && "continents" in where ? where.continents : [];
  const destination = where !== "anywhere" && "destination" in where ? where.destination : undefined;
  const countryOptions = countries.map(
    (country): Option => ({ kind: "country", country, selected: destination?.id === country.isoCodeAlpha3 }),
  );
  const continentOptions = continentsFor(text, continents).map(
    (place): Option => ({ kind: "continent", place, selected: chosenContinents.some((c) => c.id === place.id) }),
  );
  return [...continentOptions, ...countryOptions];
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

  // The active option belongs to the text it was chosen for: typing resets it.
  const [activeState, setActiveState] = useState({ text, index: -1 });
  const active = activeState.text === text && activeState.index < options.length ? activeState.index : -1;
  const setActive = (index: number) => setActiveState({ text, index });

  const pick = (option: Option) => {
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        props.onExpand();
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      pick(option);
    }
  };

  const continentCount = continentsFor(text, props.continents).length;
  const noResults = expanded && text !== "" && continentCount === 0 && countries !== undefined && countries !== null && countries.length === 0;

  const renderOption = (option: Option, index: number) => {
    const common = {
      id: optionId(index),
      role: "option",
      "aria-selected": option.selected,
      className: `search-bar__option ${STAGGER_CLASS}${index === active ? " search-bar__option--active" : ""}`,
      style: staggerStyle(index),
      // Keep the focus (and the typed text) in the combobox.
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onClick: () => pick(option),
    };
    if (option.kind === "continent") {
      return (
        <div key={`continent-${option.place.id}`} {...common} data-testid={`continent-${option.place.id}`}>
          <span className="search-bar__option-name">{option.place.name}</span>
        </div>
      );
    }
    const { country } = option;
    return (
      <div key={`country-${country.isoCodeAlpha3}`} {...common} data-testid={`suggestion-${country.isoCodeAlpha3}`}>
        <span className="search-bar__option-name">{country.name}</span>
        <span className="search-bar__counts">
          {countLabel(locale, country.itineraries, labels.tripsOne, labels.tripsOther)}
          {" · "}
          {countLabel(locale, country.departures, labels.departuresOne, labels.departuresOther)}
        </span>
      </div>
    );
  };

  const countryOptions = options.slice(continentCount);
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
        <div id={listboxId} role="listbox" aria-label={labels.where} className="search-bar__listbox">
          {continentCount > 0 && (
            <div role="group" aria-label={labels.continents} className="search-bar__group">
              <div className="search-bar__group-title" aria-hidden="true">
                {labels.continents}
              </div>
              {options.slice(0, continentCount).map(renderOption)}
            </div>
          )}
          {countryOptions.length > 0 && (
            <div role="group" aria-label={labels.destinations} className="search-bar__group">
              <div className="search-bar__group-title" aria-hidden="true">
                {labels.destinations}
              </div>
              {countryOptions.map((option, index) => renderOption(option, index + continentCount))}
            </div>
          )}
        </div>
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
