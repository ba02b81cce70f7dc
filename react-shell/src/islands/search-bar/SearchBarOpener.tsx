// What opens the bar: the header's search button, or on mobile the inline bar's summary of the
// search (where and when) that opens the modal. A desktop inline bar is always shown: no opener.
import type { SearchSelection } from "@caravan/search-core";
import type { RefObject } from "react";
import { Icon } from "../../lib/icons";
import { whenText } from "./display";
import type { SearchBarLabels, SearchBarProps } from "./types";

export interface SearchBarOpenerProps {
  variant: SearchBarProps["variant"];
  modal: boolean;
  open: boolean;
  /** The id of the bar (or modal) the opener controls. */
  barId: string;
  openerRef: RefObject<HTMLButtonElement | null>;
  labels: SearchBarLabels;
  locale: string;
  selection: SearchSelection;
  inputValue: string;
  onOpen: () => void;
  onClose: () => void;
}

export function SearchBarOpener({ variant, modal, open, barId, openerRef, labels, locale, selection, inputValue, onOpen, onClose }: SearchBarOpenerProps) {
  if (variant === "header") {
    return (
      <button
        ref={openerRef}
        type="button"
        className="search-button"
        aria-expanded={open}
        aria-controls={barId}
        aria-haspopup={modal ? "dialog" : undefined}
        data-testid="search-open"
        onClick={() => (open ? onClose() : onOpen())}
      >
        <Icon name="search" />
        <span className="search-button__label">{labels.open}</span>
      </button>
    );
  }
  if (!modal) return null;
  return (
    <button
      ref={openerRef}
      type="button"
      className="search-bar__summary"
      aria-expanded={open}
      aria-controls={barId}
      aria-haspopup="dialog"
      data-testid="search-open"
      onClick={onOpen}
    >
      <span className="visually-hidden">{labels.open}: </span>
      <span className="search-bar__summary-where">{inputValue || labels.wherePlaceholder}</span>
      <span className="search-bar__summary-when">{whenText(selection, labels, locale)}</span>
    </button>
  );
}
