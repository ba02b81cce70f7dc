// Test doubles for the layout tests (imported by *.test.ts only, never by the bundle): jsdom
// lacks matchMedia, layout (scroll offsets, boxes) and, in some versions, HTMLDialogElement's
// showModal/close.
import { vi } from "vitest";

type MediaListener = (event: { matches: boolean; media: string }) => void;

interface FakeMediaQueryList {
  matches: boolean;
  media: string;
  listeners: Set<MediaListener>;
}

/** Stubs window.matchMedia; `change` re-evaluates every list and notifies their listeners. */
export function stubMatchMedia(matching: (query: string) => boolean) {
  let current = matching;
  const lists: FakeMediaQueryList[] = [];
  vi.stubGlobal("matchMedia", (query: string) => {
    const state: FakeMediaQueryList = { matches: current(query), media: query, listeners: new Set() };
    lists.push(state);
    return {
      get matches() {
        return current(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: MediaListener) => state.listeners.add(listener),
      removeEventListener: (_type: string, listener: MediaListener) => state.listeners.delete(listener),
      addListener: (listener: MediaListener) => state.listeners.add(listener),
      removeListener: (listener: MediaListener) => state.listeners.delete(listener),
      dispatchEvent: () => false,
    };
  });
  return {
    change(next: (query: string) => boolean) {
      current = next;
      for (const list of lists) {
        const matches = next(list.media);
        if (matches === list.matches) continue;
        list.matches = matches;
        for (const listener of list.listeners) listener({ matches, media: list.media });
      }
    },
  };
}

/** A wide screen with a mouse, or a phone. */
export function wideScreen(query: string): boolean {
  return query.includes("min-width: 1024px") || query.includes("hover: hover");
}
export const smallScreen = (): boolean => false;

/** Sets window.scrollY (and pageYOffset) as a scroll would, and fires `scroll`. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  Object.defineProperty(window, "pageYOffset", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

export function setInnerWidth(width: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

/** Gives `element` a layout box. */
export function setRect(element: Element, rect: { top?: number; bottom?: number; left?: number; right?: number; width?: number; height?: number }): void {
  const top = rect.top ?? 0;
  const left = rect.left ?? 0;
  const height = rect.height ?? (rect.bottom ?? top) - top;
  const width = rect.width ?? (rect.right ?? left) - left;
  const box = { top, left, height, width, bottom: top + height, right: left + width, x: left, y: top };
  element.getBoundingClientRect = (): DOMRect => ({ ...box, toJSON: () => box });
}

/** Minimal showModal/close where jsdom lacks them; returns the modal dialogs (like :modal). */
const modalDialogs = new Set<HTMLDialogElement>();

export function polyfillDialog(): Set<HTMLDialogElement> {
  const modal = modalDialogs;
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (typeof proto.showModal !== "function" || proto.__polyfilled) {
    proto.__polyfilled = true;
    proto.showModal = function showModal(this: HTMLDialogElement) {
      if (this.hasAttribute("open")) throw new DOMException("The dialog is already open.", "InvalidStateError");
      this.setAttribute("open", "");
      modal.add(this);
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      modal.delete(this);
      this.dispatchEvent(new Event("close"));
    };
  }
  return modal;
}

/** Resets the URL (and history state) between tests. */
export function resetUrl(path = "/"): void {
  window.history.replaceState(null, "", path);
}

// Taken before any test fakes the timers.
const realSetTimeout = globalThis.setTimeout;

/** Lets jsdom's queued history traversal (history.back/go) and toggle events run. */
export async function flushTasks(): Promise<void> {
  // A few short steps: a traversal task may queue another one. jsdom queues them on its own
  // realm's timers, which the fake ones do not replace when Vitest loads jsdom outside the test
  // file's context (the vmThreads pool): each step also waits a real millisecond, after the
  // 1 ms timer jsdom set first.
  for (let step = 0; step < 3; step += 1) {
    await vi.advanceTimersByTimeAsync(1);
    await new Promise((resolve) => realSetTimeout(resolve, 1));
  }
}
