// The modal system's state machine (spec §4 "Modal"): closed → opening (`data-state="open"` 200 ms
// after the dialog is shown) → open → closing (the close event 200 ms later), one modal at a time,
// with the URL kept in step: opening pushes `?modal=NAME…`, closing goes back over the entries it
// pushed (or pushes the clean URL when it pushed none), and the URL opens or closes it (popstate).
import { MODAL_TRANSITION_MS, relativeUrl, resolveUrl } from "../lib/dom";
import {
  DEPTH_KEY,
  MODAL_CLOSE_EVENT,
  MODAL_OPENED_EVENT,
  paramsOf,
  urlWithModal,
  urlWithoutModal,
  type ModalEventDetail,
  type ModalFilters,
  type ModalOpenOptions,
  type ModalParams,
} from "./modalContract";
import { applyParams, focusedElement, focusInside, hideDialog, returnFocus, showDialog } from "./modalDialog";

interface OpenState {
  name: string;
  dialog: HTMLDialogElement;
  opener: HTMLElement | null;
  filters: ModalFilters | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface ClosingState {
  dialog: HTMLDialogElement;
  timer: ReturnType<typeof setTimeout>;
  finish: () => void;
}

export class ModalMachine {
  private current: OpenState | null = null;
  private closing: ClosingState | null = null;
  /** Entries pushed since the page without the modal (0: closing pushes a clean URL). */
  depth = 0;

  constructor(
    private readonly root: Document,
    private readonly win: Window,
  ) {}

  /** The open modal's name, if any. */
  openName(): string | null {
    return this.current?.name ?? null;
  }

  /** The open modal's dialog, if any. */
  openDialog(): HTMLDialogElement | null {
    return this.current?.dialog ?? null;
  }

  location(): URL {
    return new URL(this.win.location.href);
  }

  findDialog(name: string): HTMLDialogElement | null {
    return Array.from(this.root.querySelectorAll<HTMLDialogElement>("dialog[data-modal]")).find((dialog) => dialog.dataset.modal === name) ?? null;
  }

  /** Opens the modal NAME (pushing its URL unless told not to). False when the page lacks it. */
  open(name: string, params: ModalParams, options: ModalOpenOptions): boolean {
    const dialog = this.findDialog(name);
    if (!dialog) return false;
    const shouldPush = options.push ?? true;
    const url = options.href ? resolveUrl(options.href, this.root) : urlWithModal(this.location(), name, params);
    if (this.current?.dialog === dialog) {
      // Already open: only the type/layout (and filters, when given) change.
      if (options.filters !== undefined) this.current.filters = options.filters;
      this.changeParams(url, params, shouldPush && url.href !== this.win.location.href);
      return true;
    }
    let opener = options.opener ?? focusedElement(this.root);
    // Opened from inside the modal it replaces: the focus goes back to where that one came from.
    if (this.current && opener && this.current.dialog.contains(opener)) opener = this.current.opener;
    if (shouldPush) {
      // From another modal: one more entry above the page (or none counted, if that one was
      // not pushed by us either).
      this.depth = this.current ? (this.depth > 0 ? this.depth + 1 : 0) : 1;
      this.push(url);
    }
    this.show(name, dialog, params, { opener, filters: options.filters ?? null, animate: true });
    return true;
  }

  /** The open modal's type or layout changes (a layout link, or openModal on the open one);
   *  `pushUrl` pushes `url` as one more entry. */
  changeParams(url: URL, params: ModalParams, pushUrl: boolean): void {
    if (!this.current) return;
    if (pushUrl) {
      if (this.depth > 0) this.depth += 1;
      this.push(url);
    }
    applyParams(this.current.dialog, params);
    this.dispatchOpened(this.current);
  }

  /** Animated close; `updateUrl` false when the URL already changed (popstate). */
  close(updateUrl: boolean): void {
    if (!this.current) return;
    const { dialog, name, opener, timer } = this.current;
    clearTimeout(timer);
    this.current = null;
    if (updateUrl) {
      if (this.depth > 0) this.win.history.go(-this.depth);
      else this.win.history.pushState(null, "", relativeUrl(urlWithoutModal(this.location())));
    }
    this.depth = 0;
    this.finishClosing();
    dialog.dataset.state = "closing";
    const finish = () => {
      hideDialog(dialog);
      delete dialog.dataset.state;
      this.dispatchClosed(name);
      returnFocus(this.root, dialog, opener);
    };
    this.closing = { dialog, finish, timer: setTimeout(() => this.finishClosing(), MODAL_TRANSITION_MS) };
  }

  /** Closes at once for a page being left for another one: the current history entry loses the
   *  modal parameters in place (going back over the pushed entries would race the navigation),
   *  so coming back shows the page as the URL says, without the modal. */
  closeForLeaving(): void {
    if (!this.current) return;
    this.win.history.replaceState(null, "", relativeUrl(urlWithoutModal(this.location())));
    this.depth = 0;
    this.finishClosing();
    this.closeNow();
  }

  /** Opens or closes to match the URL (popstate and start). */
  syncWithUrl(): void {
    const url = this.location();
    const name = url.searchParams.get("modal");
    const params = paramsOf(url);
    if (!name) {
      this.close(false);
      return;
    }
    if (this.current?.name === name) {
      applyParams(this.current.dialog, params);
      this.dispatchOpened(this.current);
      return;
    }
    const dialog = this.findDialog(name);
    if (!dialog) {
      this.close(false);
      return;
    }
    this.show(name, dialog, params, { opener: null, filters: null, animate: true });
  }

  /** At start: re-opens the server-rendered modal modally, or opens the one the URL names. */
  startFromPage(): void {
    const serverOpen = this.root.querySelector<HTMLDialogElement>("dialog[data-modal][open]");
    if (serverOpen) {
      const url = this.location();
      const name = serverOpen.dataset.modal ?? "";
      // Already shown by the server: no opening animation.
      this.show(name, serverOpen, url.searchParams.get("modal") === name ? paramsOf(url) : {}, { opener: null, filters: null, animate: false });
    } else if (this.location().searchParams.has("modal")) {
      this.syncWithUrl();
    }
  }

  /** Stops the timers and forgets the state (the page's cleanup). */
  dispose(): void {
    if (this.current) clearTimeout(this.current.timer);
    if (this.closing) clearTimeout(this.closing.timer);
    this.current = null;
    this.closing = null;
  }

  private show(name: string, dialog: HTMLDialogElement, params: ModalParams, how: { opener: HTMLElement | null; filters: ModalFilters | null; animate: boolean }): void {
    this.finishClosing();
    if (this.current) this.closeNow();
    applyParams(dialog, params);
    showDialog(dialog);
    const state: OpenState = { name, dialog, opener: how.opener, filters: how.filters, timer: undefined };
    if (how.animate) {
      dialog.dataset.state = "opening";
      state.timer = setTimeout(() => {
        state.timer = undefined;
        if (this.current === state) dialog.dataset.state = "open";
      }, MODAL_TRANSITION_MS);
    } else {
      dialog.dataset.state = "open";
    }
    this.current = state;
    focusInside(dialog);
    this.dispatchOpened(state);
  }

  /** Hides the open modal at once (another one replaces it, or the page is left). */
  private closeNow(): void {
    if (!this.current) return;
    const { dialog, name, timer } = this.current;
    clearTimeout(timer);
    this.current = null;
    hideDialog(dialog);
    delete dialog.dataset.state;
    this.dispatchClosed(name);
  }

  private finishClosing(): void {
    if (!this.closing) return;
    clearTimeout(this.closing.timer);
    const { finish } = this.closing;
    this.closing = null;
    finish();
  }

  private push(url: URL): void {
    this.win.history.pushState({ [DEPTH_KEY]: this.depth }, "", relativeUrl(url));
  }

  private dispatchOpened(state: OpenState): void {
    const detail: ModalEventDetail = {
      name: state.name,
      type: state.dialog.dataset.type ?? null,
      layout: state.dialog.dataset.layout ?? null,
      dialog: state.dialog,
      filters: state.filters,
    };
    this.win.dispatchEvent(new CustomEvent(MODAL_OPENED_EVENT, { detail }));
  }

  private dispatchClosed(name: string): void {
    this.win.dispatchEvent(new CustomEvent(MODAL_CLOSE_EVENT, { detail: { name } }));
  }
}
