// The listbox of the where section: a group of continents, then a group of destinations (with their
// trip and departure counts). The focus stays in the combobox; `active` is its active descendant.
import { countLabel } from "../../lib/format";
import { STAGGER_CLASS, staggerStyle } from "../../lib/stagger";
import type { SearchBarLabels } from "./types";
import type { WhereOption } from "./whereOptions";

export interface WhereListProps {
  listboxId: string;
  /** The element id of the option at `index`, for the combobox's aria-activedescendant. */
  optionId: (index: number) => string;
  /** The continent options first, then the countries. */
  options: WhereOption[];
  continentCount: number;
  active: number;
  labels: SearchBarLabels;
  locale: string;
  onPick: (option: WhereOption) => void;
}

interface WhereListOptionProps extends Pick<WhereListProps, "labels" | "locale" | "onPick"> {
  option: WhereOption;
  id: string;
  /** The option's place in the whole list: its stagger step. */
  index: number;
  active: boolean;
}

function WhereListOption({ option, id, index, active, labels, locale, onPick }: WhereListOptionProps) {
  const common = {
    id,
    role: "option",
    "aria-selected": option.selected,
    className: `search-bar__option ${STAGGER_CLASS}${active ? " search-bar__option--active" : ""}`,
    style: staggerStyle(index),
    // Keep the focus (and the typed text) in the combobox.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => onPick(option),
  };
  if (option.kind === "continent") {
    return (
      <div {...common} data-testid={`continent-${option.place.id}`}>
        <span className="search-bar__option-name">{option.place.name}</span>
      </div>
    );
  }
  const { country } = option;
  return (
    <div {...common} data-testid={`suggestion-${country.isoCodeAlpha3}`}>
      <span className="search-bar__option-name">{country.name}</span>
      <span className="search-bar__counts">
        {countLabel(locale, country.itineraries, labels.tripsOne, labels.tripsOther)}
        {" · "}
        {countLabel(locale, country.departures, labels.departuresOne, labels.departuresOther)}
      </span>
    </div>
  );
}

function optionKey(option: WhereOption): string {
  return option.kind === "continent" ? `continent-${option.place.id}` : `country-${option.country.isoCodeAlpha3}`;
}

export function WhereList({ listboxId, optionId, options, continentCount, active, labels, locale, onPick }: WhereListProps) {
  const countryOptions = options.slice(continentCount);
  // `first` is the index in the whole list of the group's first option.
  const renderOptions = (group: WhereOption[], first: number) =>
    group.map((option, offset) => {
      const index = first + offset;
      return (
        <WhereListOption
          key={optionKey(option)}
          option={option}
          id={optionId(index)}
          index={index}
          active={index === active}
          labels={labels}
          locale={locale}
          onPick={onPick}
        />
      );
    });

  return (
    <div id={listboxId} role="listbox" aria-label={labels.where} className="search-bar__listbox">
      {continentCount > 0 && (
        <div role="group" aria-label={labels.continents} className="search-bar__group">
          <div className="search-bar__group-title" aria-hidden="true">
            {labels.continents}
          </div>
          {renderOptions(options.slice(0, continentCount), 0)}
        </div>
      )}
      {countryOptions.length > 0 && (
        <div role="group" aria-label={labels.destinations} className="search-bar__group">
          <div className="search-bar__group-title" aria-hidden="true">
            {labels.destinations}
          </div>
          {renderOptions(countryOptions, continentCount)}
        </div>
      )}
    </div>
  );
}
