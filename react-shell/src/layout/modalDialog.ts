// The modal system's hands on one <dialog class="modal" data-modal>: showing and hiding it (modally
// where the browser can), its type/layout views, backdrop clicks, and where the focus goes.
import { firstFocusable, focusElement } from "../lib/dom";
import type { ModalParams } from "./modalContract";

function supportsModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === "function";
}

export function showDialog(dialog: HTMLDialogElement): void {
  if (supportsModal(dialog)) {
    try {
      if (dialog.open) dialog.close();
      dialog.showModal();
      return;
    } catch {
      // Not connected, or already modal elsewhere: fall back to the plain attribute.
    }
  }
  dialog.setAttribute("open", "");
}

export function hideDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === "function") {
    try {
      dialog.close();
    } catch {
      // Fall through to the attribute.
    }
  }
  dialog.removeAttribute("open");
}

function layoutViews(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>("[data-modal-layout-view]"));
}

/** Sets `data-layout` (and shows the matching view) and `data-type` from the params. */
export function applyParams(dialog: HTMLDialogElement, params: ModalParams): void {
  const views = layoutViews(dialog);
  if (views.length > 0) {
    const known = (value: string | null | undefined) => !!value && views.some((view) => view.dataset.modalLayoutView === value);
    const layout = known(params.layout) ? params.layout : known(dialog.dataset.layout) ? dialog.dataset.layout : views[0]?.dataset.modalLayoutView;
    if (layout) {
      dialog.dataset.layout = layout;
      for (const view of views) view.hidden = view.dataset.modalLayoutView !== layout;
    }
  }
  if (params.type) dialog.dataset.type = params.type;
  else delete dialog.dataset.type;
}

/** Whether a click landed outside the dialog's box (on its ::backdrop). */
export function clickedBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const rect = dialog.getBoundingClientRect();
  // No layout (jsdom) or a synthetic click: the target being the dialog itself is all we know.
  if (rect.width === 0 && rect.height === 0) return true;
  if (event.detail === 0 && event.clientX === 0 && event.clientY === 0) return false;
  return event.clientX < rect.left || event.clientX > rect.right || event.clientY < rect.top || event.clientY > rect.bottom;
}

/** The focus goes to the dialog's first focusable element, or to the dialog itself. */
export function focusInside(dialog: HTMLDialogElement): void {
  let target = firstFocusable(dialog);
  if (!target) {
    if (!dialog.hasAttribute("tabindex")) dialog.tabIndex = -1;
    target = dialog;
  }
  focusElement(target);
}

/** Back to the opener once `dialog` closed, unless something else took the focus meanwhile (not
 *  the body). */
export function returnFocus(root: Document, dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  const active = root.activeElement;
  if (opener?.isConnected && (active === null || active === root.body || dialog.contains(active))) focusElement(opener);
}

/** The element that had the focus when a modal opened (the body counts as none). */
export function focusedElement(root: Document): HTMLElement | null {
  return root.activeElement instanceof HTMLElement && root.activeElement !== root.body ? root.activeElement : null;
}
