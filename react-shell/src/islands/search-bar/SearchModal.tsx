// The mobile search: a full-screen modal dialog (spec §2) with the focus kept inside while
// open. Escape, the close button and the backdrop close it; the caller returns the focus.
import type { KeyboardEvent, ReactNode, RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SearchModalProps {
  id: string;
  open: boolean;
  title: string;
  closeLabel: string;
  dialogRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  children: ReactNode;
}

export function SearchModal({ id, open, title, closeLabel, dialogRef, onClose, children }: SearchModalProps) {
  const titleId = `${id}-title`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => !element.closest("[hidden]"),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {open && <div className="search-panel__backdrop" aria-hidden="true" onClick={onClose} />}
      <div
        ref={dialogRef}
        id={id}
        className="search-panel search-bar search-bar--modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        data-testid="search-panel"
        onKeyDown={onKeyDown}
      >
        <div className="search-panel__header">
          <h2 id={titleId} className="search-panel__title">
            {title}
          </h2>
          <button type="button" className="search-panel__close" data-testid="search-close" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        {open && children}
      </div>
    </>
  );
}
