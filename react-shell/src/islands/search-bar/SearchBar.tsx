// The search bar once search-core is loaded. Desktop (md and up): a dropdown bar, opened from the
// header button or shown in place (inline); mobile: a full-screen modal with collapsible panels.
// The state and the steps that change it are in useSearchBarState; the focus moves in
// useSearchBarFocus; what opens the bar in SearchBarOpener.
import type { SearchSelection } from "@caravan/search-core";
import { useId, useMemo, type FormEvent } from "react";
import { track } from "../../lib/analytics";
import { experimentVariant } from "../../lib/experimentArm";
import { saveSearch } from "../../lib/history";
import { navigate } from "../../lib/navigate";
import type { SearchCore } from "../../lib/searchCore";
import { useHistory } from "../../lib/useHistory";
import { DESKTOP_QUERY, useMediaQuery } from "../../lib/useMediaQuery";
import { SearchBarOpener } from "./SearchBarOpener";
import { SearchForm } from "./SearchForm";
import { SearchModal } from "./SearchModal";
import type { SearchBarProps, Section } from "./types";
import { useSearchBarState } from "./useSearchBarState";

export interface ReadySearchBarProps extends SearchBarProps {
  core: SearchCore;
  /** Open at once with the where box focused (the visitor asked before the core had loaded). */
  openOnMount?: boolean;
  /** Text typed into the plain form before the core had loaded. */
  typed?: string;
}

/** Saves the search and goes to its results. */
function submitSearch(core: SearchCore, bar: SearchBarProps, selection: SearchSelection) {
  // Spec §6, §7: in the itineraries-default experiment's variant a search opens on the trips tab.
  const travelsExperiment = bar.travelsExperiment || experimentVariant("itineraries-default") === "variant";
  saveSearch(core, selection, travelsExperiment);
  track("new search complete search", { section: "searchBar" });
  navigate(core.navigationUrl(selection, bar.searchPath, travelsExperiment));
}

export function SearchBar({ core, openOnMount = false, typed, ...bar }: ReadySearchBarProps) {
  const { variant, labels } = bar;
  const id = useId();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const modal = !isDesktop;
  const allHistory = useHistory(core);
  const history = useMemo(() => core.shownHistory(allHistory), [core, allHistory]);
  const autoSection: Section = history.length > 0 ? "history" : "where";
  const searchBar = useSearchBarState({ core, bar, modal, autoSection, openOnMount, typed });
  // Taken out into plain variables: the React compiler's refs rule reads `searchBar.x` as a ref
  // access, as the object holds refs.
  const { selection, inputValue, open, section, whereFocused, hostRef, openerRef, dialogRef, inputRef } = searchBar;
  const { openBar, closeBar, onWhere, onWhen, setSection, setWhereFocused, onClearAll, onKeyDown } = searchBar;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (core.searchDisabled(selection, whereFocused)) return;
    submitSearch(core, bar, selection);
  };

  const visible = variant === "header" ? open : !modal || open;
  const barId = `${id}-bar`;
  const form = (
    <SearchForm
      core={core}
      bar={bar}
      selection={selection}
      inputValue={inputValue}
      section={section}
      history={history}
      whereFocused={whereFocused}
      inputRef={inputRef}
      onWhere={onWhere}
      onWhen={onWhen}
      onSection={setSection}
      onWhereFocus={setWhereFocused}
      onClearAll={onClearAll}
      onSubmit={onSubmit}
    />
  );

  return (
    <div ref={hostRef} className={`search-bar-host search-bar-host--${variant}`} onKeyDown={onKeyDown}>
      <SearchBarOpener
        variant={variant}
        modal={modal}
        open={open}
        barId={barId}
        openerRef={openerRef}
        labels={labels}
        locale={bar.locale}
        selection={selection}
        inputValue={inputValue}
        onOpen={() => openBar("where")}
        onClose={() => closeBar(false)}
      />
      {modal ? (
        <SearchModal id={barId} open={open} title={labels.title} closeLabel={labels.close} dialogRef={dialogRef} onClose={() => closeBar(true)}>
          {form}
        </SearchModal>
      ) : (
        <div id={barId} className={`search-bar search-bar--dropdown search-bar--${variant}`} hidden={!visible} data-testid="search-bar">
          {visible && form}
        </div>
      )}
    </div>
  );
}
