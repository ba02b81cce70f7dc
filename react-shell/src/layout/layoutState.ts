// The layout state (spec §3 "Layout state": mobileMenu, megaMenuId, modal, filters, currency) and
// its actions (spec §4 "Layout actions"). It is no second store: each part is read from, and
// written back to, the one place that already holds it —
//   mobileMenu: body[data-menu] and the menu toggles' aria-expanded (header.ts draws the menu);
//   megaMenuId: the open <details data-mega-menu data-menu-id> (header.ts's drop-downs);
//   modal: the modal system's open dialog (modal.ts), else the section a search bar shows (the
//     island reports it, lib/searchSection.ts);
//   filters and currency: nothing held them, so they live here, saved for the tab's session.
import { eventElement, isPlainClick } from "../lib/dom";
import { SEARCH_SECTION_EVENT, searchSectionDetail } from "../lib/searchSection";
import { closeModal, currentModal, currentModalDialog, openModal } from "./modal";
import { filtersFrom, MODAL_CLOSE_EVENT, MODAL_OPENED_EVENT, type ModalEventDetail, type ModalFilters } from "./modalContract";

export const MEGA_MENU_SELECTOR = "details[data-mega-menu]";

export interface LayoutState {
  mobileMenu: boolean;
  megaMenuId: string | null;
  modal: string | null;
  filters: ModalFilters | null;
  /** ISO code of the currency the language and currency modal shows chosen. */
  currency: string | null;
}

export interface ModalChange {
  modal: string | null;
  filters?: ModalFilters | null;
  currency?: string | null;
}

// ---- The three actions (pure: state in, state out) ---------------------------------------------

/** Closing the header layout: no mobile menu, mega menu or modal, and no filters. */
export function closeHeaderLayout(state: LayoutState): LayoutState {
  return { ...state, mobileMenu: false, megaMenuId: null, modal: null, filters: null };
}

/** The modal changes: it sets the filters when given, otherwise the currency. */
export function changeModal(state: LayoutState, change: ModalChange): LayoutState {
  if (change.filters) return { ...state, modal: change.modal, filters: change.filters };
  return { ...state, modal: change.modal, currency: change.currency ?? state.currency };
}

/** Merges a saved state (anything: it comes from storage) over `state`, field by field. */
export function restoreLayout(state: LayoutState, saved: unknown): LayoutState {
  if (saved === null || typeof saved !== "object") return state;
  const fields = saved as Record<string, unknown>;
  const next = { ...state };
  if (typeof fields.mobileMenu === "boolean") next.mobileMenu = fields.mobileMenu;
  if (typeof fields.megaMenuId === "string" || fields.megaMenuId === null) next.megaMenuId = fields.megaMenuId;
  if (typeof fields.modal === "string" || fields.modal === null) next.modal = fields.modal;
  if ("filters" in fields) next.filters = filtersFrom(fields.filters);
  if (typeof fields.currency === "string" || fields.currency === null) next.currency = fields.currency;
  return next;
}

// ---- Reading and writing the state where it lives ----------------------------------------------

let held: Pick<LayoutState, "filters" | "currency"> = { filters: null, currency: null };
/** The section each search bar on the page shows, while it shows one. */
const searchSections = new Map<HTMLElement, string>();
const modalStateListeners = new Set<() => void>();

/** Where the open modal state is shown: a dialog, or a search bar showing a section. */
export interface ModalPlace {
  name: string;
  element: HTMLElement;
}

/** The open modal state: a dialog comes first (it lies on top of everything, a bar included). */
export function openModalPlace(): ModalPlace | null {
  const name = currentModal();
  const dialog = currentModalDialog();
  if (name && dialog) return { name, element: dialog };
  for (const [bar, section] of searchSections) {
    if (bar.isConnected) return { name: section, element: bar };
  }
  return null;
}

/** Calls `listener` whenever a modal state opens or closes; returns the unsubscribe. */
export function onModalStateChange(listener: () => void): () => void {
  modalStateListeners.add(listener);
  return () => modalStateListeners.delete(listener);
}

function modalStateChanged(): void {
  for (const listener of modalStateListeners) listener();
}

export function readLayoutState(root: Document): LayoutState {
  const megaMenu = Array.from(root.querySelectorAll<HTMLDetailsElement>(MEGA_MENU_SELECTOR)).find((details) => details.open);
  return {
    mobileMenu: root.body.dataset.menu === "open",
    megaMenuId: megaMenu ? (megaMenu.dataset.menuId ?? "") : null,
    modal: openModalPlace()?.name ?? null,
    ...held,
  };
}

/** Opens or closes the mobile menu (the state lives on <body>, the toggles tell assistive tech). */
export function setMobileMenu(root: Document, open: boolean): void {
  root.body.dataset.menu = open ? "open" : "closed";
  for (const toggle of root.querySelectorAll<HTMLElement>("[data-menu-toggle]")) toggle.setAttribute("aria-expanded", String(open));
}

export interface UpdateOptions {
  /** The page is being left: a modal closes in place rather than going back in history. */
  leavingPage?: boolean;
}

/** Runs `action` over the current state and writes what changed back where it lives. A search
 *  bar's section is the island's own: it closes itself (outside press, Escape, scroll). */
export function updateLayout(root: Document, action: (state: LayoutState) => LayoutState, options: UpdateOptions = {}): LayoutState {
  const before = readLayoutState(root);
  const next = action(before);
  if (next.mobileMenu !== before.mobileMenu) setMobileMenu(root, next.mobileMenu);
  if (next.megaMenuId !== before.megaMenuId) {
    for (const details of root.querySelectorAll<HTMLDetailsElement>(MEGA_MENU_SELECTOR)) {
      details.open = next.megaMenuId !== null && (details.dataset.menuId ?? "") === next.megaMenuId;
    }
  }
  if (next.modal === null && currentModal() !== null) closeModal({ leavingPage: options.leavingPage });
  else if (next.modal !== null && next.modal !== before.modal) openModal(next.modal);
  held = { filters: next.filters, currency: next.currency };
  return next;
}

// ---- Wiring --------------------------------------------------------------------------------------

/** sessionStorage key of the saved state (one per tab). */
export const SAVED_LAYOUT_KEY = "caravan:layout";

/** Whether following `link` opens another page (another path, or another site) in this tab. */
export function opensNewPath(link: HTMLAnchorElement, win: Window): boolean {
  if (link.hasAttribute("download") || link.hasAttribute("data-modal-open")) return false;
  const target = link.getAttribute("target");
  if (target && target !== "_self") return false;
  let url: URL;
  try {
    url = new URL(link.href, win.location.href);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.origin !== win.location.origin || url.pathname !== win.location.pathname;
}

/** The currency a dialog shows chosen (the language and currency modal's pressed button). */
function currencyShownIn(dialog: HTMLElement): string | null {
  return dialog.querySelector<HTMLButtonElement>('button[name="currency"][aria-pressed="true"]')?.value ?? null;
}

function savedLayout(win: Window): unknown {
  try {
    const raw = win.sessionStorage.getItem(SAVED_LAYOUT_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null; // storage blocked, or not ours
  }
}

function saveLayout(win: Window): void {
  try {
    // Only what has no other home: the URL holds the modal, a fresh page starts with its menus closed.
    win.sessionStorage.setItem(SAVED_LAYOUT_KEY, JSON.stringify(held));
  } catch {
    // Storage full or blocked: the state is only lost.
  }
}

export function startLayoutState(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  };

  // Back without the back/forward cache, or a reload: the state saved when the page was left.
  updateLayout(root, (state) => restoreLayout(state, savedLayout(win)));
  listen(win, "pagehide", () => saveLayout(win));

  // Opening a new path closes the header layout, before leaving: coming back (bfcache) finds the
  // page as a fresh one, not with its menu hanging open. On window, in the bubble phase, so links
  // the page handles itself (modal links, live search, the search button) have said so first.
  listen(win, "click", (event) => {
    if (!(event instanceof MouseEvent) || !isPlainClick(event)) return;
    const link = eventElement(event)?.closest<HTMLAnchorElement>("a[href]");
    if (link && opensNewPath(link, win)) updateLayout(root, closeHeaderLayout, { leavingPage: true });
  });

  const recordModal = (name: string, dialog: HTMLElement, filters: ModalFilters | null) => {
    updateLayout(root, (state) => changeModal(state, { modal: name, filters, currency: currencyShownIn(dialog) }));
  };
  // The modal the page started with (re-opened by the modal system before we listened).
  const startedWith = openModalPlace();
  if (startedWith && startedWith.element instanceof HTMLDialogElement) recordModal(startedWith.name, startedWith.element, null);
  listen(win, MODAL_OPENED_EVENT, (event) => {
    const { name, dialog, filters } = (event as CustomEvent<ModalEventDetail>).detail;
    recordModal(name, dialog, filters);
    modalStateChanged();
  });
  // The language and currency modal's choice, as the page is left for the server to apply it.
  listen(root, "submit", (event) => {
    const submitter = (event as SubmitEvent).submitter;
    if (event.defaultPrevented || !(submitter instanceof HTMLButtonElement) || submitter.name !== "currency" || !submitter.value) return;
    updateLayout(root, (state) => changeModal(state, { modal: state.modal, currency: submitter.value }));
  });
  listen(win, MODAL_CLOSE_EVENT, modalStateChanged);
  listen(win, SEARCH_SECTION_EVENT, (event) => {
    const detail = searchSectionDetail(event);
    if (!detail) return;
    if (detail.section === "none") searchSections.delete(detail.bar);
    else searchSections.set(detail.bar, detail.section);
    modalStateChanged();
  });

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    searchSections.clear();
    held = { filters: null, currency: null };
  };
}
