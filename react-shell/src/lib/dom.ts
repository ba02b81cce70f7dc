// Small DOM helpers shared by the layout behaviours (plain DOM, no React).

/** Whether a media query matches; without matchMedia (old browsers, jsdom) nothing matches. */
export function mediaMatches(win: Window, query: string): boolean {
  return typeof win.matchMedia === "function" ? win.matchMedia(query).matches : false;
}

/** Calls `onChange` when the media query starts or stops matching; returns the unsubscribe. */
export function onMediaChange(win: Window, query: string, onChange: (matches: boolean) => void): () => void {
  if (typeof win.matchMedia !== "function") return () => {};
  const list = win.matchMedia(query);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  if (typeof list.addEventListener === "function") {
    list.addEventListener("change", listener);
    return () => list.removeEventListener("change", listener);
  }
  // Safari < 14.
  list.addListener(listener);
  return () => list.removeListener(listener);
}

export function prefersReducedMotion(win: Window): boolean {
  return mediaMatches(win, "(prefers-reduced-motion: reduce)");
}

/** The element an event started on (text nodes give their parent), if any. */
export function eventElement(event: Event): Element | null {
  const target = event.target;
  if (target instanceof Element) return target;
  if (target instanceof Node) return target.parentElement;
  return null;
}

/** The closest `selector` match from the event target, typed. */
export function closestFromEvent<T extends Element>(event: Event, selector: string): T | null {
  return eventElement(event)?.closest<T>(selector) ?? null;
}

/** A plain primary click: no modifier key, main button, not already handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "iframe",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The first keyboard-focusable element inside `scope` (an `[autofocus]` one wins). */
export function firstFocusable(scope: ParentNode): HTMLElement | null {
  const autofocus = scope.querySelector<HTMLElement>("[autofocus]");
  if (autofocus) return autofocus;
  for (const element of scope.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.closest("[hidden], [inert]")) continue;
    return element;
  }
  return null;
}

/** Focuses without scrolling the page when the browser supports it. */
export function focusElement(element: HTMLElement | null | undefined): void {
  if (!element?.isConnected) return;
  try {
    element.focus({ preventScroll: true });
  } catch {
    element.focus();
  }
}

/** The URL of `href` resolved against the document. */
export function resolveUrl(href: string, doc: Document): URL {
  return new URL(href, doc.baseURI);
}

/** `path?query#hash` of a URL, as history.pushState/replaceState take it. */
export function relativeUrl(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A modal's opening and closing transition (spec §9: 200 ms); the layout's modals and the islands' dialogs share it. */
export const MODAL_TRANSITION_MS = 200;
