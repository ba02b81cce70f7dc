// The search bar once search-core is loaded. Desktop (md and up): a dropdown bar, opened from the
// header button or shown in place (inline); mobile: a full-screen modal with collapsible panels.
// State: the selection (changed only through search-core), the where box's text, the open
// section, and whether the where box has the focus (for searchDisabled).
import type { SearchSelection } from "@caravan/search-core";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { track } from "../../lib/analytics";
import { saveSearch } from "../../lib/history";
import { Icon } from "../../lib/icons";
import { navigate } from "../../lib/navigate";
import type { SearchCore } from "../../lib/searchCore";
import { useHistory } from "../../lib/useHistory";
import { DESKTOP_QUERY, useMediaQuery } from "../../lib/useMediaQuery";
import { whenText, whereText } from "./display";
import { SearchForm } from "./SearchForm";
import { SearchModal } from "./SearchModal";
import type { SearchBarProps, Section } from "./types";
import { useDismiss } from "../../lib/useDismiss";
import { experimentVariant } from "../../lib/experimentArm";
import { reportSearchSection } from "../../lib/searchSection";

type FocusTarget = "where" | "when" | "submit" | "whenToggle" | "historyToggle" | "opener" | "dialog";

const FOCUS_SELECTORS: Readonly<Record<Exclude<FocusTarget, "opener" | "dialog">, string>> = {
  where: ".search-bar__input",
  when: '.search-bar__tab[aria-selected="true"]',
  submit: ".search-bar__submit",
  whenToggle: ".search-bar__section--when .search-bar__toggle",
  historyToggle: ".search-bar__section--history .search-bar__toggle",
};

export interface ReadySearchBarProps extends SearchBarProps {
  core: SearchCore;
  /** Open at once with the where box focused (the visitor asked before the core had loaded). */
  openOnMount?: boolean;
  /** Text typed into the plain form before the core had loaded. */
  typed?: string;
}

export function SearchBar({ core, openOnMount = false, typed, ...bar }: ReadySearchBarProps) {
  const { variant, labels } = bar;
  const id = useId();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const modal = !isDesktop;
  const allHistory = useHistory(core);
  const history = useMemo(() => core.shownHistory(allHistory), [core, allHistory]);
  const autoSection: Section = history.length > 0 ? "history" : "where";
  // Spec §2: default-active opens the modal at once on mobile, after a delay on desktop.
  const autoNow = bar.defaultActive && modal;

  const [selection, setSelection] = useState<SearchSelection>(() =>
    typed === undefined ? bar.initialSelection : core.typeText(bar.initialSelection, typed),
  );
  const [inputValue, setInputValue] = useState(() => typed ?? whereText(bar.initialSelection.where));
  const [open, setOpen] = useState(() => openOnMount || autoNow);
  const [section, setSection] = useState<Section>(() => (openOnMount ? "where" : autoNow ? autoSection : "none"));
  const [whereFocused, setWhereFocused] = useState(false);

  const hostRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<FocusTarget | null>(openOnMount ? "where" : autoNow ? "dialog" : null);
  const autoOpened = useRef(openOnMount || autoNow);

  // Moves the focus after the render that shows the element it goes to.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element =
      target === "opener"
        ? openerRef.current
        : target === "dialog"
          ? dialogRef.current
          : hostRef.current?.querySelector<HTMLElement>(FOCUS_SELECTORS[target]);
    element?.focus();
  });

  // Where and when are modal states of the layout (they hide the header on wide screens).
  useEffect(() => reportSearchSection(hostRef.current, section), [section]);
  useEffect(() => {
    const host = hostRef.current;
    return () => reportSearchSection(host, "none");
  }, []);

  useEffect(() => {
    if (!bar.defaultActive || autoOpened.current || modal) return;
    const timer = window.setTimeout(() => {
      autoOpened.current = true;
      setOpen(true);
      setSection(autoSection);
    }, core.constants().autoOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, [bar.defaultActive, modal, autoSection, core]);

  const openBar = (target: Section) => {
    track("new search start", { section: "searchBar", step: target });
    setOpen(true);
    setSection(target);
    focusNext.current = target === "history" ? "historyToggle" : target === "when" ? "whenToggle" : "where";
  };

  // Spec §2: closing resets the section and, with clear-on-close, what was chosen.
  const clearIfAsked = () => {
    if (!bar.clearOnClose) return;
    setSelection(bar.initialSelection);
    setInputValue(whereText(bar.initialSelection.where));
  };

  const closeBar = (returnFocus: boolean) => {
    setSection("none");
    setOpen(false);
    clearIfAsked();
    if (returnFocus) focusNext.current = "opener";
  };

  // Outside click, resize, scroll: the header bar closes, the inline bar closes its section.
  const dismiss = () => {
    setSection("none");
    if (variant === "header") {
      setOpen(false);
      clearIfAsked();
    }
  };

  useDismiss(!modal && (variant === "header" ? open : section !== "none"), hostRef, dismiss);

  const onWhere = (next: SearchSelection, input: string, chosen: boolean) => {
    setSelection(next);
    setInputValue(input);
    if (chosen) {
      setSection("when");
      focusNext.current = "when";
    }
  };

  const onWhen = (next: SearchSelection, completes: boolean) => {
    setSelection(next);
    if (completes) {
      setSection("none");
      focusNext.current = "submit";
    }
  };

  const onClearAll = () => {
    setSelection(core.setDates(core.typeText(selection, ""), null));
    setInputValue("");
    focusNext.current = "where";
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (core.searchDisabled(selection, whereFocused)) return;
    // Spec §6, §7: in the itineraries-default experiment's variant a search opens on the trips tab.
    const travelsExperiment = bar.travelsExperiment || experimentVariant("itineraries-default") === "variant";
    saveSearch(core, selection, travelsExperiment);
    track("new search complete search", { section: "searchBar" });
    navigate(core.navigationUrl(selection, bar.searchPath, travelsExperiment));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || modal) return;
    if (section !== "none") {
      event.preventDefault();
      focusNext.current = section === "where" ? "where" : section === "when" ? "whenToggle" : "historyToggle";
      setSection("none");
    } else if (variant === "header" && open) {
      event.preventDefault();
      closeBar(true);
    }
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

  const opener =
    variant === "header" ? (
      <button
        ref={openerRef}
        type="button"
        className="search-button"
        aria-expanded={open}
        aria-controls={barId}
        aria-haspopup={modal ? "dialog" : undefined}
        data-testid="search-open"
        onClick={() => (open ? closeBar(false) : openBar("where"))}
      >
        <Icon name="search" />
        <span className="search-button__label">{labels.open}</span>
      </button>
    ) : modal ? (
      <button
        ref={openerRef}
        type="button"
        className="search-bar__summary"
        aria-expanded={open}
        aria-controls={barId}
        aria-haspopup="dialog"
        data-testid="search-open"
        onClick={() => openBar("where")}
      >
        <span className="visually-hidden">{labels.open}: </span>
        <span className="search-bar__summary-where">{inputValue || labels.wherePlaceholder}</span>
        <span className="search-bar__summary-when">{whenText(selection, labels, bar.locale)}</span>
      </button>
    ) : null;

  return (
    <div ref={hostRef} className={`search-bar-host search-bar-host--${variant}`} onKeyDown={onKeyDown}>
      {opener}
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
