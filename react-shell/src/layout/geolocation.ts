// Geolocation popup (contract §8): when `/api/layouts` says the visitor would be better served
// by another edition (needsRedirect && showRedirectPopup && redirectDestination) and they have
// not chosen yet (no `forced_redirect` cookie), a small modal offers to go there or stay.
// Either choice stores the chosen edition in `forced_redirect` (one year) and closes it; the
// "go" link then navigates as a normal link. Escape (and a click on the backdrop) means "stay".
import { readCookie, writeCookie } from "../lib/analytics";
import type { Geolocation, RedirectDestination } from "@caravan/search-core";
import { getLayouts } from "../lib/api-client";

export const FORCED_REDIRECT_COOKIE = "forced_redirect";
/** Spec §9: modal animation. */
const ANIMATION_MS = 200;
const TITLE_ID = "modal-geolocation-title";
const MESSAGE_ID = "modal-geolocation-message";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The popup's markup (text only through textContent: nothing from the answer is parsed as HTML). */
function buildDialog(destination: RedirectDestination): { dialog: HTMLDialogElement; go: HTMLAnchorElement; stay: HTMLButtonElement } {
  const dialog = element("dialog", {
    class: "modal modal--geolocation",
    "data-modal": "geolocation",
    "data-width": "small",
    role: "dialog",
    "aria-modal": "true",
    "aria-labelledby": TITLE_ID,
    "aria-describedby": MESSAGE_ID,
  });
  const title = element("h2", { id: TITLE_ID, class: "modal__title" }, destination.label);
  const message = element("p", { id: MESSAGE_ID, class: "modal__message" }, destination.message);
  const actions = element("div", { class: "modal__actions" });
  const stay = element("button", { type: "button", class: "button button--secondary", "data-geolocation-stay": "" }, destination.stayLabel);
  const go = element("a", { href: destination.url, class: "button button--primary", "data-geolocation-go": "" }, destination.goLabel);
  actions.append(stay, go);
  dialog.append(title, message, actions);
  return { dialog, go, stay };
}

function shouldShow(geolocation: Geolocation | undefined): geolocation is Geolocation & { redirectDestination: RedirectDestination } {
  return Boolean(geolocation?.needsRedirect && geolocation.showRedirectPopup && geolocation.redirectDestination);
}

/** Shows the popup; returns the dialog (still in the document until it has closed). */
export function showGeolocationPopup(geolocation: Geolocation & { redirectDestination: RedirectDestination }): HTMLDialogElement {
  const destination = geolocation.redirectDestination;
  const { dialog, go, stay } = buildDialog(destination);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    dialog.dataset.state = "closing";
    window.setTimeout(() => {
      // Without <dialog> support (old browsers, jsdom) it was opened with the attribute.
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      dialog.remove();
      if (opener?.isConnected) opener.focus();
    }, ANIMATION_MS);
  };
  const choose = (edition: string) => {
    writeCookie(FORCED_REDIRECT_COOKIE, edition);
    close();
  };
  const stayHere = () => choose(geolocation.market);

  stay.addEventListener("click", stayHere);
  // No preventDefault: once the choice is stored, the link navigates (or opens a tab) as usual.
  go.addEventListener("click", () => choose(destination.edition));
  // Escape: `cancel` with showModal(); keydown when the dialog could only be opened non-modally.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    stayHere();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    stayHere();
  });
  // A click on the backdrop lands on the dialog itself, outside its box (its padding is inside).
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) stayHere();
  });

  document.body.append(dialog);
  dialog.dataset.state = "opening";
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  stay.focus();
  window.setTimeout(() => {
    if (!closed) dialog.dataset.state = "open";
  }, ANIMATION_MS);
  return dialog;
}

/**
 * Shows the redirect popup when needed (contract §8). Resolves to the dialog, or null when
 * nothing is shown (already chosen, not needed, or layouts unavailable).
 */
export async function startGeolocation(): Promise<HTMLDialogElement | null> {
  if (readCookie(FORCED_REDIRECT_COOKIE) !== null) return null;
  const geolocation = (await getLayouts())?.geolocation;
  if (!shouldShow(geolocation)) return null;
  // Checked again: a choice may have been made meanwhile (another tab), or a popup be open.
  if (readCookie(FORCED_REDIRECT_COOKIE) !== null || document.querySelector('[data-modal="geolocation"]')) return null;
  return showGeolocationPopup(geolocation);
}
