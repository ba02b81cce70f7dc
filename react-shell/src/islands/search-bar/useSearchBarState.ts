// The state of the search bar and the steps that change it: the selection (changed only through
// search-core), the where box's text, whether the bar is open, the open section, and whether the
// where box has the focus (for searchDisabled).
import type { SearchSelection } from "@caravan/search-core";
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { track } from "../../lib/analytics";
import type { SearchCore } from "../../lib/searchCore";
import { reportSearchSection } from "../../lib/searchSection";
import { useDismiss } from "../../lib/useDismiss";
import { whereText } from "./display";
import type { SearchBarProps, Section } from "./types";
import { useSearchBarFocus } from "./useSearchBarFocus";

export interface SearchBarStateOptions {
  core: SearchCore;
  bar: SearchBarProps;
  /** Mobile: the bar is a full-screen modal. */
  modal: boolean;
  /** The section the bar opens on by itself: the history when there is one, else where. */
  autoSection: Section;
  /** Open at once with the where box focused. */
  openOnMount: boolean;
  /** Text typed into the plain form before the core had loaded. */
  typed: string | undefined;
}

/** The selection and the where box's text, and the two ways of clearing them. */
function useSelectionState(core: SearchCore, bar: SearchBarProps, typed: string | undefined) {
  const [selection, setSelection] = useState<SearchSelection>(() =>
    typed === undefined ? bar.initialSelection : core.typeText(bar.initialSelection, typed),
  );
  const [inputValue, setInputValue] = useState(() => typed ?? whereText(bar.initialSelection.where));

  // Spec §2: closing resets the section and, with clear-on-close, what was chosen.
  const clearIfAsked = () => {
    if (!bar.clearOnClose) return;
    setSelection(bar.initialSelection);
    setInputValue(whereText(bar.initialSelection.where));
  };

  const clearAll = () => {
    setSelection(core.setDates(core.typeText(selection, ""), null));
    setInputValue("");
  };

  return { selection, setSelection, inputValue, setInputValue, clearIfAsked, clearAll };
}

/** Where and when are modal states of the layout (they hide the header on wide screens). */
function useReportedSection(hostRef: RefObject<HTMLElement | null>, section: Section) {
  useEffect(() => reportSearchSection(hostRef.current, section), [hostRef, section]);
  useEffect(() => {
    const host = hostRef.current;
    return () => reportSearchSection(host, "none");
  }, [hostRef]);
}

interface AutoOpenOptions {
  core: SearchCore;
  defaultActive: boolean;
  modal: boolean;
  autoSection: Section;
  /** The bar opened at mount (asked for, or default-active on mobile): no second opening. */
  openedAtMount: boolean;
}

/** Spec §2: on desktop, a default-active bar opens by itself after a delay. */
function useDelayedAutoOpen(
  { core, defaultActive, modal, autoSection, openedAtMount }: AutoOpenOptions,
  setOpen: (open: boolean) => void,
  setSection: (section: Section) => void,
) {
  const autoOpened = useRef(openedAtMount);
  useEffect(() => {
    if (!defaultActive || autoOpened.current || modal) return;
    const timer = window.setTimeout(() => {
      autoOpened.current = true;
      setOpen(true);
      setSection(autoSection);
    }, core.constants().autoOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, [defaultActive, modal, autoSection, core, setOpen, setSection]);
}

export function useSearchBarState({ core, bar, modal, autoSection, openOnMount, typed }: SearchBarStateOptions) {
  const { variant, defaultActive } = bar;
  // Spec §2: default-active opens the modal at once on mobile, after a delay on desktop.
  const autoNow = defaultActive && modal;

  const { selection, setSelection, inputValue, setInputValue, clearIfAsked, clearAll } = useSelectionState(core, bar, typed);
  const [open, setOpen] = useState(() => openOnMount || autoNow);
  const [section, setSection] = useState<Section>(() => (openOnMount ? "where" : autoNow ? autoSection : "none"));
  const [whereFocused, setWhereFocused] = useState(false);

  const { hostRef, openerRef, dialogRef, focusAfterRender } = useSearchBarFocus(openOnMount ? "where" : autoNow ? "dialog" : null);
  const inputRef = useRef<HTMLInputElement>(null);
  useReportedSection(hostRef, section);
  useDelayedAutoOpen({ core, defaultActive, modal, autoSection, openedAtMount: openOnMount || autoNow }, setOpen, setSection);

  const openBar = (target: Section) => {
    track("new search start", { section: "searchBar", step: target });
    setOpen(true);
    setSection(target);
    focusAfterRender(target === "history" ? "historyToggle" : target === "when" ? "whenToggle" : "where");
  };

  const closeBar = (returnFocus: boolean) => {
    setSection("none");
    setOpen(false);
    clearIfAsked();
    if (returnFocus) focusAfterRender("opener");
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
      focusAfterRender("when");
    }
  };

  const onWhen = (next: SearchSelection, completes: boolean) => {
    setSelection(next);
    if (completes) {
      setSection("none");
      focusAfterRender("submit");
    }
  };

  const onClearAll = () => {
    clearAll();
    focusAfterRender("where");
  };

  // Escape (desktop) closes the open section, then the header's bar.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || modal) return;
    if (section !== "none") {
      event.preventDefault();
      focusAfterRender(section === "where" ? "where" : section === "when" ? "whenToggle" : "historyToggle");
      setSection("none");
    } else if (variant === "header" && open) {
      event.preventDefault();
      closeBar(true);
    }
  };

  return {
    selection,
    inputValue,
    open,
    section,
    whereFocused,
    hostRef,
    openerRef,
    dialogRef,
    inputRef,
    setSection,
    setWhereFocused,
    openBar,
    closeBar,
    onWhere,
    onWhen,
    onClearAll,
    onKeyDown,
  };
}
