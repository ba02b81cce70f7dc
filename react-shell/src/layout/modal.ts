// Modal system (contract §2). The server renders every modal as a <dialog class="modal"
// data-modal="NAME">, `open` when the URL says `modal=NAME`, with links that work without
// JavaScript (open: a URL with `modal=NAME`; close: the URL without modal/type/layout). This
// module opens them modally in place, keeps the URL in step (pushState, back, popstate) and
// drives `data-state` (opening → open, closing) for the CSS transitions.
import { eventElement, firstFocusable, focusElement, isPlainClick, MODAL_TRANSITION_MS, relativeUrl, resolveUrl } from "../lib/dom";

/** `data-state="open"` this long after opening; `close()` this long after closing starts (spec). */
export { MODAL_TRANSITION_MS };
/** The query parameters that belong to a modal. */
export const MODAL_PARAMS = ["modal", "type", "layout"] as const;
/** window event: open a modal (detail `{ name, type?, layout? }`). */
export const MODAL_OPEN_EVENT = "caravan:modal-open";
/** window event, after a modal opened or its type/layout changed (detail {@link ModalEventDetail}). */
export const MODAL_OPENED_EVENT = "caravan:modal-opened";
/** window event, once a modal has closed (detail `{ name }`). */
export const MODAL_CLOSE_EVENT = "caravan:modal-close";

export interface ModalParams {
  type?: string | null;
  layout?: string | null;
}

export interface ModalOpenOptions {
  /** Focus goes back there on close (default: the element focused when opening). */
  opener?: HTMLElement | null;
  /** The URL to push (default: the current URL with modal/type/layout set). */
  href?: string;
  /** Push a history entry (default true). */
  push?: boolean;
}

export interface ModalEventDetail {
  name: string;
  type: string | null;
  layout: string | null;
  dialog: HTMLDialogElement;
}

interface ModalController {
  open(name: string, params: ModalParams, options: ModalOpenOptions): boolean;
  close(): void;
  current(): string | null;
}

let controller: ModalController | null = null;

/** Opens the modal NAME (pushing `?modal=NAME…`). False when the page has no such dialog. */
export function openModal(name: string, params: ModalParams = {}, options: ModalOpenOptions = {}): boolean {
  return controller?.open(name, params, options) ?? false;
}

/** Closes the open modal, if any (animated; the URL loses modal/type/layout). */
export function closeModal(): void {
  controller?.close();
}

/** The name of the open modal, if any. */
export function currentModal(): string | null {
  return controller?.current() ?? null;
}

/** `url` without the modal parameters. */
export function urlWithoutModal(url: URL): URL {
  const next = new URL(url.href);
  for (const param of MODAL_PARAMS) next.searchParams.delete(param);
  return next;
}

function urlWithModal(url: URL, name: string, params: ModalParams): URL {
  const next = urlWithoutModal(url);
  next.searchParams.set("modal", name);
  if (params.type) next.searchParams.set("type", params.type);
  if (params.layout) next.searchParams.set("layout", params.layout);
  return next;
}

const DEPTH_KEY = "caravanModalDepth";

/** How many history entries this modal pushed on top of the page without it. */
function stateDepth(state: unknown): number {
  if (state !== null && typeof state === "object" && DEPTH_KEY in state) {
    const depth = (state as Record<string, unknown>)[DEPTH_KEY];
    if (typeof depth === "number" && Number.isInteger(depth) && depth > 0) return depth;
  }
  return 0;
}

function supportsModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === "function";
}

function showDialog(dialog: HTMLDialogElement): void {
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

function hideDialog(dialog: HTMLDialogElement): void {
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
function applyParams(dialog: HTMLDialogElement, params: ModalParams): void {
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

function paramsOf(url: URL): ModalParams {
  return { type: url.searchParams.get("type"), layout: url.searchParams.get("layout") };
}

/** Whether a click landed outside the dialog's box (on its ::backdrop). */
function clickedBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const rect = dialog.getBoundingClientRect();
  // No layout (jsdom) or a synthetic click: the target being the dialog itself is all we know.
  if (rect.width === 0 && rect.height === 0) return true;
  if (event.detail === 0 && event.clientX === 0 && event.clientY === 0) return false;
  return event.clientX < rect.left || event.clientX > rect.right || event.clientY < rect.top || event.clientY > rect.bottom;
}

interface OpenState {
  name: string;
  dialog: HTMLDialogElement;
  opener: HTMLElement | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface ClosingState {
  dialog: HTMLDialogElement;
  timer: ReturnType<typeof setTimeout>;
  finish: () => void;
}

export function startModals(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  };

  let current: OpenState | null = null;
  let closing: ClosingState | null = null;
  /** Entries pushed since the page without the modal (0: closing pushes a clean URL). */
  let depth = 0;

  const location = () => new URL(win.location.href);
  const findDialog = (name: string) =>
    Array.from(root.querySelectorAll<HTMLDialogElement>("dialog[data-modal]")).find((dialog) => dialog.dataset.modal === name) ?? null;

  const push = (url: URL, entryDepth: number) => {
    win.history.pushState({ [DEPTH_KEY]: entryDepth }, "", relativeUrl(url));
  };

  const dispatchOpened = (state: OpenState) => {
    const detail: ModalEventDetail = {
      name: state.name,
      type: state.dialog.dataset.type ?? null,
      layout: state.dialog.dataset.layout ?? null,
      dialog: state.dialog,
    };
    win.dispatchEvent(new CustomEvent(MODAL_OPENED_EVENT, { detail }));
  };

  const finishClosing = () => {
    if (!closing) return;
    clearTimeout(closing.timer);
    const { finish } = closing;
    closing = null;
    finish();
  };

  const focusInside = (dialog: HTMLDialogElement) => {
    let target = firstFocusable(dialog);
    if (!target) {
      if (!dialog.hasAttribute("tabindex")) dialog.tabIndex = -1;
      target = dialog;
    }
    focusElement(target);
  };

  /** Shows `dialog` modally; `animate` false for a dialog the server already showed. */
  const show = (name: string, dialog: HTMLDialogElement, params: ModalParams, opener: HTMLElement | null, animate: boolean) => {
    finishClosing();
    if (current) closeNow();
    applyParams(dialog, params);
    showDialog(dialog);
    const state: OpenState = { name, dialog, opener, timer: undefined };
    if (animate) {
      dialog.dataset.state = "opening";
      state.timer = setTimeout(() => {
        state.timer = undefined;
        if (current === state) dialog.dataset.state = "open";
      }, MODAL_TRANSITION_MS);
    } else {
      dialog.dataset.state = "open";
    }
    current = state;
    focusInside(dialog);
    dispatchOpened(state);
  };

  const open = (name: string, params: ModalParams, options: ModalOpenOptions): boolean => {
    const dialog = findDialog(name);
    if (!dialog) return false;
    const shouldPush = options.push ?? true;
    const url = options.href ? resolveUrl(options.href, root) : urlWithModal(location(), name, params);
    if (current?.dialog === dialog) {
      // Already open: only the type/layout change.
      if (shouldPush && url.href !== win.location.href) {
        if (depth > 0) depth += 1;
        push(url, depth);
      }
      applyParams(dialog, params);
      dispatchOpened(current);
      return true;
    }
    let opener = options.opener ?? (root.activeElement instanceof HTMLElement && root.activeElement !== root.body ? root.activeElement : null);
    // Opened from inside the modal it replaces: the focus goes back to where that one came from.
    if (current && opener && current.dialog.contains(opener)) opener = current.opener;
    if (shouldPush) {
      // From another modal: one more entry above the page (or none counted, if that one was
      // not pushed by us either).
      depth = current ? (depth > 0 ? depth + 1 : 0) : 1;
      push(url, depth);
    }
    show(name, dialog, params, opener, true);
    return true;
  };

  /** Hides the open modal at once (another one replaces it). */
  const closeNow = () => {
    if (!current) return;
    const { dialog, name, timer } = current;
    clearTimeout(timer);
    current = null;
    hideDialog(dialog);
    delete dialog.dataset.state;
    win.dispatchEvent(new CustomEvent(MODAL_CLOSE_EVENT, { detail: { name } }));
  };

  /** Animated close; `updateUrl` false when the URL already changed (popstate). */
  const close = (updateUrl: boolean) => {
    if (!current) return;
    const { dialog, name, opener, timer } = current;
    clearTimeout(timer);
    current = null;
    if (updateUrl) {
      if (depth > 0) win.history.go(-depth);
      else win.history.pushState(null, "", relativeUrl(urlWithoutModal(location())));
    }
    depth = 0;
    finishClosing();
    dialog.dataset.state = "closing";
    const finish = () => {
      hideDialog(dialog);
      delete dialog.dataset.state;
      win.dispatchEvent(new CustomEvent(MODAL_CLOSE_EVENT, { detail: { name } }));
      // Back to the opener, unless something else took the focus meanwhile (not the body).
      const active = root.activeElement;
      if (opener?.isConnected && (active === null || active === root.body || dialog.contains(active))) focusElement(opener);
    };
    closing = { dialog, finish, timer: setTimeout(finishClosing, MODAL_TRANSITION_MS) };
  };

  /** Opens or closes to match the URL (popstate and start). */
  const syncWithUrl = () => {
    const url = location();
    const name = url.searchParams.get("modal");
    const params = paramsOf(url);
    if (!name) {
      close(false);
      return;
    }
    if (current?.name === name) {
      applyParams(current.dialog, params);
      dispatchOpened(current);
      return;
    }
    const dialog = findDialog(name);
    if (!dialog) {
      close(false);
      return;
    }
    show(name, dialog, params, null, true);
  };

  controller = {
    open,
    close: () => close(true),
    current: () => current?.name ?? null,
  };

  // A press that starts inside the dialog and ends on the backdrop (selecting text) is no
  // backdrop click: remember where the press began.
  let pressedOnDialog: boolean | null = null;
  listen(root, "pointerdown", (event) => {
    pressedOnDialog = current !== null && event.target === current.dialog;
  });

  listen(root, "click", (event) => {
    if (!(event instanceof MouseEvent)) return;
    const target = eventElement(event);
    const pressed = pressedOnDialog;
    pressedOnDialog = null;
    if (!target) return;

    // A click on the ::backdrop targets the dialog itself.
    if (current && target === current.dialog && pressed !== false && clickedBackdrop(current.dialog, event)) {
      close(true);
      return;
    }
    if (!isPlainClick(event)) return;

    const closeLink = target.closest("[data-modal-close]");
    if (closeLink && current) {
      event.preventDefault();
      close(true);
      return;
    }

    const layoutLink = target.closest<HTMLAnchorElement>("a[data-modal-layout-link]");
    const layoutDialog = layoutLink?.closest<HTMLDialogElement>("dialog[data-modal]");
    if (layoutLink && layoutDialog && current?.dialog === layoutDialog) {
      const url = resolveUrl(layoutLink.href, root);
      if (url.origin !== win.location.origin) return;
      event.preventDefault();
      if (depth > 0) depth += 1;
      push(url, depth);
      applyParams(layoutDialog, { type: layoutDialog.dataset.type, layout: layoutLink.dataset.modalLayoutLink ?? url.searchParams.get("layout") });
      dispatchOpened(current);
      return;
    }

    const openLink = target.closest<HTMLAnchorElement>("a[data-modal-open]");
    if (openLink) {
      const name = openLink.dataset.modalOpen ?? "";
      const url = resolveUrl(openLink.href, root);
      if (!name || url.origin !== win.location.origin || !findDialog(name)) return; // the server renders it
      event.preventDefault();
      open(name, paramsOf(url), { href: url.href, opener: openLink });
    }
  });

  // Escape: `cancel` on modal dialogs; keydown too for the non-modal fallback.
  listen(
    root,
    "cancel",
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute("data-modal")) return;
      event.preventDefault();
      if (current?.dialog === dialog) close(true);
    },
    { capture: true },
  );
  listen(root, "keydown", (event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== "Escape" || event.defaultPrevented || !current) return;
    event.preventDefault();
    close(true);
  });

  listen(win, "popstate", (event) => {
    depth = stateDepth((event as PopStateEvent).state);
    syncWithUrl();
  });

  listen(win, MODAL_OPEN_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail === null || typeof detail !== "object") return;
    const { name, type, layout } = detail as Record<string, unknown>;
    if (typeof name !== "string") return;
    open(name, { type: typeof type === "string" ? type : null, layout: typeof layout === "string" ? layout : null }, {});
  });

  // Start: re-open the server-rendered modal modally, or open the one the URL names.
  const serverOpen = root.querySelector<HTMLDialogElement>("dialog[data-modal][open]");
  if (serverOpen) {
    const url = location();
    const name = serverOpen.dataset.modal ?? "";
    show(name, serverOpen, url.searchParams.get("modal") === name ? paramsOf(url) : {}, null, false);
  } else if (location().searchParams.has("modal")) {
    syncWithUrl();
  }

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    if (current) clearTimeout(current.timer);
    if (closing) clearTimeout(closing.timer);
    current = null;
    closing = null;
    controller = null;
  };
}
