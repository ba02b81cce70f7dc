// Trip gallery (contract §10). Each photo of `ul[data-gallery]` links to `?modal=gallery&type=INDEX`,
// which the server renders as the gallery dialog at that photo. The modal system opens it in
// place; here `body[data-gallery=open]` is kept while it is open (CSS hides the bean bars), the
// shown `figure[data-gallery-item=INDEX]` follows `type`, and the dialog's prev/next links
// (`a[data-gallery-nav]`, their href carrying `type=INDEX`) switch photos instantly, keeping
// `type=INDEX` in the URL with replaceState. ← and → do the same.
import { eventElement, focusElement, isPlainClick, relativeUrl, resolveUrl } from "../lib/dom";
import { MODAL_CLOSE_EVENT, MODAL_OPENED_EVENT, currentModal, openModal, type ModalEventDetail } from "./modal";

/** The gallery's modal name (`?modal=gallery`). */
export const GALLERY_MODAL = "gallery";

const ITEM = "figure[data-gallery-item]";
const NAV = "a[data-gallery-nav]";

function galleryDialog(root: Document): HTMLDialogElement | null {
  return Array.from(root.querySelectorAll<HTMLDialogElement>("dialog[data-modal]")).find((dialog) => dialog.dataset.modal === GALLERY_MODAL) ?? null;
}

function itemsOf(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(ITEM));
}

/** Shows photo `index` (the first one when there is no such photo); returns the shown item. */
export function showGalleryItem(dialog: HTMLElement, index: string | null): HTMLElement | null {
  const items = itemsOf(dialog);
  const shown = items.find((item) => item.dataset.galleryItem === index) ?? items[0] ?? null;
  for (const item of items) item.hidden = item !== shown;
  return shown;
}

export function startGallery(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const body = root.body;

  const onOpened = (event: Event) => {
    const detail = (event as CustomEvent<ModalEventDetail>).detail;
    if (detail.name !== GALLERY_MODAL) return;
    body.dataset.gallery = "open";
    showGalleryItem(detail.dialog, detail.type);
  };
  const onClosed = (event: Event) => {
    const detail = (event as CustomEvent<{ name: string }>).detail;
    if (detail.name === GALLERY_MODAL) delete body.dataset.gallery;
  };

  /** Shows photo `index` in place; false when the dialog has no such photo. */
  const go = (dialog: HTMLDialogElement, index: string): boolean => {
    const items = itemsOf(dialog);
    if (!items.some((item) => item.dataset.galleryItem === index)) return false;
    // A focused prev/next link leaves with its photo: the new photo's link at the same place
    // takes the focus.
    const active = root.activeElement;
    const from = active instanceof HTMLElement ? active.closest<HTMLElement>(ITEM) : null;
    const position = from && active instanceof HTMLElement && active.matches(NAV) ? Array.from(from.querySelectorAll(NAV)).indexOf(active) : -1;

    const shown = showGalleryItem(dialog, index);
    dialog.dataset.type = index;
    const url = new URL(win.location.href);
    url.searchParams.set("type", index);
    win.history.replaceState(win.history.state, "", relativeUrl(url));

    if (shown && from && from !== shown && position >= 0) focusElement(shown.querySelectorAll<HTMLElement>(NAV)[position]);
    return true;
  };

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const target = eventElement(event);
    if (!target) return;

    const navLink = target.closest<HTMLAnchorElement>(NAV);
    const dialog = navLink?.closest<HTMLDialogElement>("dialog[data-modal]");
    if (navLink && dialog?.dataset.modal === GALLERY_MODAL) {
      const index = resolveUrl(navLink.href, root).searchParams.get("type") ?? navLink.dataset.galleryNav ?? "";
      if (go(dialog, index)) event.preventDefault();
      return;
    }

    // Photo links that are modal links too (the usual case) are opened by the modal system.
    const openLink = target.closest<HTMLAnchorElement>("a[data-gallery-open]:not([data-modal-open])");
    if (openLink && galleryDialog(root)) {
      const url = resolveUrl(openLink.href, root);
      if (url.origin !== win.location.origin) return;
      if (openModal(GALLERY_MODAL, { type: url.searchParams.get("type") }, { href: url.href, opener: openLink })) event.preventDefault();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || currentModal() !== GALLERY_MODAL) return;
    const dialog = galleryDialog(root);
    const target = eventElement(event);
    if (!dialog || (target && target !== root.body && !dialog.contains(target))) return;
    if (target?.closest("input, textarea, select, [contenteditable], [role=tablist], [role=slider]")) return;
    const items = itemsOf(dialog);
    const current = items.findIndex((item) => !item.hidden);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const index = items[(Math.max(current, 0) + step + items.length) % items.length]?.dataset.galleryItem;
    if (index !== undefined && go(dialog, index)) event.preventDefault();
  };

  win.addEventListener(MODAL_OPENED_EVENT, onOpened);
  win.addEventListener(MODAL_CLOSE_EVENT, onClosed);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);

  // A gallery the server already showed (in case the modal system started first).
  const dialog = galleryDialog(root);
  if (dialog?.open) {
    body.dataset.gallery = "open";
    showGalleryItem(dialog, new URL(win.location.href).searchParams.get("type") ?? dialog.dataset.type ?? null);
  }

  return () => {
    win.removeEventListener(MODAL_OPENED_EVENT, onOpened);
    win.removeEventListener(MODAL_CLOSE_EVENT, onClosed);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
