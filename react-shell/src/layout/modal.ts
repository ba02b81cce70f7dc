// Modal system (contract §2). The server renders every modal as a <dialog class="modal"
// data-modal="NAME">, `open` when the URL says `modal=NAME`, with links that work without
// JavaScript (open: a URL with `modal=NAME`; close: the URL without modal/type/layout). This
// module opens them modally in place, keeps the URL in step (pushState, back, popstate) and
// drives `data-state` (opening → open, closing) for the CSS transitions. Its parts: the state
// machine (modalMachine.ts), what drives it (modalEvents.ts), the dialog's DOM and focus
// (modalDialog.ts), and its events and URL (modalContract.ts).
import { MODAL_TRANSITION_MS } from "../lib/dom";
import type { ModalOpenOptions, ModalParams } from "./modalContract";
import { listenForEscape, listenForHistory, listenForModalClicks, listenForOpenRequests, type Listen } from "./modalEvents";
import { ModalMachine } from "./modalMachine";

/** `data-state="open"` this long after opening; `close()` this long after closing starts (spec). */
export { MODAL_TRANSITION_MS };
export { MODAL_CLOSE_EVENT, MODAL_OPEN_EVENT, MODAL_OPENED_EVENT, MODAL_PARAMS, urlWithoutModal } from "./modalContract";
export type { ModalEventDetail, ModalFilters, ModalOpenOptions, ModalParams } from "./modalContract";

export interface ModalCloseOptions {
  /** The page is being left for another one: close at once, the current history entry loses the
   *  modal parameters in place (no going back over the entries the modal pushed). */
  leavingPage?: boolean;
}

let machine: ModalMachine | null = null;

/** Opens the modal NAME (pushing `?modal=NAME…`). False when the page has no such dialog. */
export function openModal(name: string, params: ModalParams = {}, options: ModalOpenOptions = {}): boolean {
  return machine?.open(name, params, options) ?? false;
}

/** Closes the open modal, if any (animated; the URL loses modal/type/layout). */
export function closeModal(options: ModalCloseOptions = {}): void {
  if (options.leavingPage) machine?.closeForLeaving();
  else machine?.close(true);
}

/** The name of the open modal, if any. */
export function currentModal(): string | null {
  return machine?.openName() ?? null;
}

/** The open modal's dialog, if any. */
export function currentModalDialog(): HTMLDialogElement | null {
  return machine?.openDialog() ?? null;
}

export function startModals(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  const listen: Listen = (target, type, listener, options) => {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  };

  const started = new ModalMachine(root, win);
  machine = started;
  listenForModalClicks(root, started, listen);
  listenForEscape(root, started, listen);
  listenForHistory(win, started, listen);
  listenForOpenRequests(win, started, listen);
  started.startFromPage();

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    started.dispose();
    if (machine === started) machine = null;
  };
}
