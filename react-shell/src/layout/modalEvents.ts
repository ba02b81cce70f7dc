// What drives the modal state machine: clicks (modal links, close links, layout links, the
// backdrop), Escape, Back/Forward, and the `caravan:modal-open` window event.
import { eventElement, isPlainClick, resolveUrl } from "../lib/dom";
import { filtersFrom, MODAL_OPEN_EVENT, paramsOf, stateDepth } from "./modalContract";
import { clickedBackdrop } from "./modalDialog";
import type { ModalMachine } from "./modalMachine";

/** Adds a listener that the modal system's cleanup removes. */
export type Listen = (target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => void;

export function listenForModalClicks(root: Document, machine: ModalMachine, listen: Listen): void {
  const win = root.defaultView ?? window;
  // A press that starts inside the dialog and ends on the backdrop (selecting text) is no
  // backdrop click: remember where the press began.
  let pressedOnDialog: boolean | null = null;
  listen(root, "pointerdown", (event) => {
    const dialog = machine.openDialog();
    pressedOnDialog = dialog !== null && event.target === dialog;
  });

  listen(root, "click", (event) => {
    if (!(event instanceof MouseEvent)) return;
    const target = eventElement(event);
    const pressed = pressedOnDialog;
    pressedOnDialog = null;
    if (!target) return;

    // A click on the ::backdrop targets the dialog itself.
    const dialog = machine.openDialog();
    if (dialog && target === dialog && pressed !== false && clickedBackdrop(dialog, event)) {
      machine.close(true);
      return;
    }
    if (!isPlainClick(event)) return;

    if (target.closest("[data-modal-close]") && dialog) {
      event.preventDefault();
      machine.close(true);
      return;
    }

    const layoutLink = target.closest<HTMLAnchorElement>("a[data-modal-layout-link]");
    const layoutDialog = layoutLink?.closest<HTMLDialogElement>("dialog[data-modal]");
    if (layoutLink && layoutDialog && dialog === layoutDialog) {
      const url = resolveUrl(layoutLink.href, root);
      if (url.origin !== win.location.origin) return;
      event.preventDefault();
      machine.changeParams(url, { type: layoutDialog.dataset.type, layout: layoutLink.dataset.modalLayoutLink ?? url.searchParams.get("layout") }, true);
      return;
    }

    const openLink = target.closest<HTMLAnchorElement>("a[data-modal-open]");
    if (openLink) {
      const name = openLink.dataset.modalOpen ?? "";
      const url = resolveUrl(openLink.href, root);
      if (!name || url.origin !== win.location.origin || !machine.findDialog(name)) return; // the server renders it
      event.preventDefault();
      machine.open(name, paramsOf(url), { href: url.href, opener: openLink });
    }
  });
}

/** Escape: `cancel` on modal dialogs; keydown too for the non-modal fallback. */
export function listenForEscape(root: Document, machine: ModalMachine, listen: Listen): void {
  listen(
    root,
    "cancel",
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute("data-modal")) return;
      event.preventDefault();
      if (machine.openDialog() === dialog) machine.close(true);
    },
    { capture: true },
  );
  listen(root, "keydown", (event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== "Escape" || event.defaultPrevented || !machine.openName()) return;
    event.preventDefault();
    machine.close(true);
  });
}

/** Back and Forward open or close the modal the URL names. */
export function listenForHistory(win: Window, machine: ModalMachine, listen: Listen): void {
  listen(win, "popstate", (event) => {
    machine.depth = stateDepth((event as PopStateEvent).state);
    machine.syncWithUrl();
  });
}

/** The `caravan:modal-open` window event (islands and blocks open modals without importing us). */
export function listenForOpenRequests(win: Window, machine: ModalMachine, listen: Listen): void {
  listen(win, MODAL_OPEN_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail === null || typeof detail !== "object") return;
    const { name, type, layout, filters } = detail as Record<string, unknown>;
    if (typeof name !== "string") return;
    const params = { type: typeof type === "string" ? type : null, layout: typeof layout === "string" ? layout : null };
    const given = filtersFrom(filters);
    machine.open(name, params, given ? { filters: given } : {});
  });
}
