// A modal dialog opened by an island (the auth modal, the wishlist confirmation): the layout's
// `<dialog class="modal">` look (style/layout.css, same header, close button and 200 ms
// data-state), rendered into the page's #modal-host and shown modally (top layer, the page
// inert) where the browser can. Escape, the close button and a backdrop click call `onClose`;
// the focus goes inside on open (the `[data-autofocus]` element, else the first focusable one,
// again whenever `focusKey` changes) and back to the opener when the dialog goes away.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { firstFocusable, focusElement, MODAL_TRANSITION_MS } from "./dom";
import "./dialog.css";

export interface DialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** data-testid of the dialog and of its close button. */
  testId: string;
  closeTestId?: string;
  /** Where the focus goes back on close (default: the element focused when it opened). */
  opener?: HTMLElement | null;
  /** A change moves the focus to the new content (a step of a multi-step dialog). */
  focusKey?: string;
  width?: "small" | "medium";
  children: ReactNode;
}

function show(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === "function") {
    try {
      if (!dialog.open) dialog.showModal();
      return;
    } catch {
      // Not connected or already open: the plain attribute below.
    }
  }
  dialog.setAttribute("open", "");
}

function hide(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === "function") {
    try {
      dialog.close();
    } catch {
      // The attribute below.
    }
  }
  dialog.removeAttribute("open");
}

function activeElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function Dialog({ title, closeLabel, onClose, testId, closeTestId, opener, focusKey, width = "small", children }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef(opener);
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = openerRef.current ?? activeElement();
    show(dialog);
    dialog.dataset.state = "opening";
    const timer = setTimeout(() => {
      dialog.dataset.state = "open";
    }, MODAL_TRANSITION_MS);
    return () => {
      clearTimeout(timer);
      hide(dialog);
      focusElement(returnTo);
    };
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const content = dialog.querySelector<HTMLElement>(".modal__content");
    focusElement(dialog.querySelector<HTMLElement>("[data-autofocus]") ?? (content && firstFocusable(content)) ?? dialog);
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // Escape on a modal <dialog> fires `cancel`: the island closes it itself.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The header and content cover the dialog box: a click on the dialog itself is on the
  // ::backdrop (unless the press began inside, e.g. selecting text).
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const backdrop = event.target === event.currentTarget && pressedBackdrop.current;
    pressedBackdrop.current = false;
    if (backdrop) onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      className="modal island-dialog"
      data-width={width}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="modal__close" data-testid={closeTestId} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      <div className="modal__content">{children}</div>
    </dialog>,
    document.getElementById("modal-host") ?? document.body,
  );
}
