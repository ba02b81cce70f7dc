// Header behaviours (contract §1): scroll state and reading direction, the home cover search bar,
// drop-downs, the mega menu, its continent accordions and the mobile menu. The server markup
// works without them: every <details> toggles natively and the nav is visible (CSS hides it on
// small screens only under `html.js body:not([data-menu=open])`).
import { eventElement, focusElement, mediaMatches, onMediaChange } from "../lib/dom";
import { closeHeaderLayout, MEGA_MENU_SELECTOR, setMobileMenu, updateLayout } from "./layoutState";

/** `data-scroll="scrolled"` from this scroll offset (spec §9). */
export const HEADER_SCROLLED_PX = 50;
/** `data-scroll="sticky"` from this scroll offset (spec §9). */
export const HEADER_STICKY_PX = 800;
/** The cover search bar counts as gone once its bottom is this far below the header's. */
export const COVER_SEARCH_OFFSET_PX = 30;
/** An open drop-down closes once the page scrolled this far from where it opened (spec §9). */
export const DROPDOWN_SCROLL_CLOSE_PX = 250;
/** A scroll shorter than this keeps the direction the visitor was going (a finger's jitter is not a
 *  change of mind). */
export const SCROLL_DIRECTION_PX = 12;
/** The mega menu stays open this long after the pointer left it (spec §9). */
export const MEGA_MENU_CLOSE_DELAY_MS = 300;
/** Wide layout: accordions all open, the mobile menu closes. */
export const WIDE_SCREEN_QUERY = "(min-width: 1024px)";
/** Where the mega menu opens on hover. */
export const HOVER_MENU_QUERY = "(min-width: 1024px) and (hover: hover)";

const DROPDOWN = "details[data-dropdown], details[data-mega-menu]";
const ACCORDION = "details[data-accordion]";

export type HeaderScrollState = "top" | "scrolled" | "sticky";

export function headerScrollState(scrollY: number): HeaderScrollState {
  if (scrollY >= HEADER_STICKY_PX) return "sticky";
  if (scrollY >= HEADER_SCROLLED_PX) return "scrolled";
  return "top";
}

/** Whether the visitor is reading down the page, and from which offset they have been going that
 *  way. */
export interface Reading {
  down: boolean;
  from: number;
}

/** The reading direction once the page is at `y` of at most `maxY` (`body[data-reading=down]`):
 *  down after a scroll down of SCROLL_DIRECTION_PX or more, except in the header's first 50 px
 *  and at the page's end. The floating help entry fades away meanwhile, since it would cover
 *  what the visitor reads; any scroll up brings it back. */
export function nextReading(reading: Reading, y: number, maxY: number): Reading {
  if (y < HEADER_SCROLLED_PX || y >= maxY - 1) return { down: false, from: y };
  const moved = y - reading.from;
  if (Math.abs(moved) < SCROLL_DIRECTION_PX) return reading;
  return { down: moved > 0, from: y };
}

/** Adds an event listener that the header's cleanup removes. */
interface Listen {
  <K extends keyof DocumentEventMap>(target: Document, type: K, listener: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions): void;
  <K extends keyof WindowEventMap>(target: Window, type: K, listener: (event: WindowEventMap[K]) => void, options?: AddEventListenerOptions): void;
  <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions): void;
}

/** What every part of the header's behaviour shares. */
interface HeaderContext {
  root: Document;
  win: Window;
  header: HTMLElement | null;
  listen: Listen;
  cleanups: (() => void)[];
  isWide: () => boolean;
  isHoverWide: () => boolean;
}

/** The open drop-downs and mega menus: what the menu, resize and scroll parts act on. */
interface Dropdowns {
  /** Scroll offset at which each open drop-down opened, and the order they opened in. */
  openedAt: Map<HTMLDetailsElement, number>;
  closeTimers: Map<HTMLDetailsElement, ReturnType<typeof setTimeout>>;
  /** Mega menus opened by hovering: their first summary click keeps them open. */
  hoverOpened: Set<HTMLDetailsElement>;
  open: () => HTMLDetailsElement[];
  close: (details: HTMLDetailsElement) => void;
}

/** The mobile menu's state. */
interface MobileMenu {
  isOpen: () => boolean;
  set: (open: boolean) => void;
  toggles: () => NodeListOf<HTMLElement>;
}

export function startHeader(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  const listen = ((target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  }) as Listen;
  const context: HeaderContext = {
    root,
    win,
    header: root.querySelector<HTMLElement>("[data-header]"),
    listen,
    cleanups,
    isWide: () => mediaMatches(win, WIDE_SCREEN_QUERY),
    isHoverWide: () => mediaMatches(win, HOVER_MENU_QUERY),
  };
  const menu = startMobileMenuState(context);
  const dropdowns = startDropdowns(context);
  const accordionStaysOpen = startAccordions(context);
  startMenuKeysAndClicks(context, dropdowns, menu, accordionStaysOpen);
  startResize(context, dropdowns, menu);
  startScrollState(context, dropdowns, menu);
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    for (const timer of dropdowns.closeTimers.values()) clearTimeout(timer);
    dropdowns.closeTimers.clear();
  };
}

function startMobileMenuState({ root }: HeaderContext): MobileMenu {
  const toggles = () => root.querySelectorAll<HTMLElement>("[data-menu-toggle]");
  const set = (open: boolean) => setMobileMenu(root, open);
  if (toggles().length > 0) set(false);
  return { isOpen: () => root.body.dataset.menu === "open", set, toggles };
}

/** Drop-downs: one open at a time, closed by a press elsewhere; mega menus open on hover on wide
 *  screens with a hovering pointer and close MEGA_MENU_CLOSE_DELAY_MS after it leaves. */
function startDropdowns(context: HeaderContext): Dropdowns {
  const { root, win, listen, isHoverWide } = context;
  const openedAt = new Map<HTMLDetailsElement, number>();
  const closeTimers = new Map<HTMLDetailsElement, ReturnType<typeof setTimeout>>();
  const hoverOpened = new Set<HTMLDetailsElement>();
  const open = () => Array.from(root.querySelectorAll<HTMLDetailsElement>(DROPDOWN)).filter((details) => details.open);
  const cancelClose = (details: HTMLDetailsElement) => {
    const timer = closeTimers.get(details);
    if (timer !== undefined) clearTimeout(timer);
    closeTimers.delete(details);
  };
  const close = (details: HTMLDetailsElement) => {
    cancelClose(details);
    hoverOpened.delete(details);
    openedAt.delete(details);
    details.open = false;
  };
  const onOpened = (details: HTMLDetailsElement) => {
    if (!openedAt.has(details)) openedAt.set(details, win.scrollY);
    for (const other of open()) {
      if (other !== details && !other.contains(details) && !details.contains(other)) close(other);
    }
    if (details.matches(MEGA_MENU_SELECTOR) && !isHoverWide()) {
      const nav = details.closest<HTMLElement>("[data-main-nav]") ?? root.querySelector<HTMLElement>("[data-main-nav]");
      if (nav) nav.scrollTop = 0;
    }
  };

  // `toggle` does not bubble: listen in the capture phase.
  listen(
    root,
    "toggle",
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.matches(DROPDOWN)) return;
      if (details.open) onOpened(details);
      else {
        openedAt.delete(details);
        hoverOpened.delete(details);
        cancelClose(details);
      }
    },
    { capture: true },
  );

  listen(root, "pointerdown", (event) => {
    const target = eventElement(event);
    for (const details of open()) {
      if (!target || !details.contains(target)) close(details);
    }
  });

  for (const mega of root.querySelectorAll<HTMLDetailsElement>(MEGA_MENU_SELECTOR)) {
    listen(mega, "pointerenter", (event) => {
      if (event.pointerType === "touch" || !isHoverWide()) return;
      cancelClose(mega);
      if (!mega.open) {
        mega.open = true;
        hoverOpened.add(mega);
        onOpened(mega);
      }
    });
    listen(mega, "pointerleave", (event) => {
      if (event.pointerType === "touch" || !isHoverWide() || !mega.open) return;
      cancelClose(mega);
      closeTimers.set(
        mega,
        setTimeout(() => {
          closeTimers.delete(mega);
          close(mega);
        }, MEGA_MENU_CLOSE_DELAY_MS),
      );
    });
  }
  return { openedAt, closeTimers, hoverOpened, open, close };
}

/** The continent groups: all open on wide screens (and those marked so on phones). Returns
 *  whether a group stays open whatever its summary's clicks. */
function startAccordions({ root, win, cleanups, isWide }: HeaderContext): (details: HTMLDetailsElement) => boolean {
  const staysOpen = (details: HTMLDetailsElement) => isWide() || details.hasAttribute("data-remove-accordion-on-mobile");
  const apply = () => {
    for (const details of root.querySelectorAll<HTMLDetailsElement>(ACCORDION)) details.open = staysOpen(details);
  };
  apply();
  cleanups.push(onMediaChange(win, WIDE_SCREEN_QUERY, apply));
  return staysOpen;
}

/** The mobile menu's toggle (a link without JS), summary clicks, and Escape. */
function startMenuKeysAndClicks(
  { root, listen }: HeaderContext,
  dropdowns: Dropdowns,
  menu: MobileMenu,
  accordionStaysOpen: (details: HTMLDetailsElement) => boolean,
): void {
  listen(root, "click", (event) => {
    const target = eventElement(event);
    if (!target) return;

    const toggle = target.closest("[data-menu-toggle]");
    if (toggle) {
      // Without JS the toggle is a link to #main-nav; with JS it toggles in place.
      event.preventDefault();
      menu.set(!menu.isOpen());
      return;
    }

    const summary = target.closest("summary");
    const details = summary?.parentElement;
    if (summary && details instanceof HTMLDetailsElement) {
      // A hover-opened mega menu: the click that usually follows must not close it again.
      if (dropdowns.hoverOpened.has(details) && details.open) {
        event.preventDefault();
        dropdowns.hoverOpened.delete(details);
        return;
      }
      // Forced-open accordions: their summary's link still navigates, the rest does not fold.
      if (details.matches(ACCORDION) && accordionStaysOpen(details) && !target.closest("a[href]")) {
        event.preventDefault();
        return;
      }
    }

    if (menu.isOpen() && target.closest("[data-main-nav] a[href]")) menu.set(false);
  });

  listen(root, "keydown", (event) => {
    // The server's toggle is a link (`role="button"`, the no-JS fallback): like a button, it
    // toggles on Space too (links only follow Enter), without scrolling the page.
    if (event.key === " " && !event.defaultPrevented && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const toggle = eventElement(event)?.closest("[data-menu-toggle]");
      if (toggle && !(toggle instanceof HTMLButtonElement)) {
        event.preventDefault();
        menu.set(!menu.isOpen());
      }
      return;
    }
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const target = eventElement(event);
    // An open modal handles its own Escape.
    if (target?.closest("dialog[open]") && !target.closest(DROPDOWN)) return;

    const open = dropdowns.open();
    if (open.length > 0) {
      const active = root.activeElement;
      const withFocus = open.find((details) => active !== null && details.contains(active));
      const lastOpened = Array.from(dropdowns.openedAt.keys()).filter((details) => details.open).at(-1);
      const focusTarget = withFocus ?? lastOpened ?? open[0];
      for (const details of open) dropdowns.close(details);
      focusElement(focusTarget?.querySelector<HTMLElement>(":scope > summary"));
      event.preventDefault();
      return;
    }

    if (menu.isOpen()) {
      // Escape on the open menu closes the header layout (spec §4): the menu, any mega menu and
      // modal, and the filters.
      updateLayout(root, closeHeaderLayout);
      focusElement(menu.toggles()[0]);
      event.preventDefault();
    }
  });
}

/** A width change closes the drop-downs; a wide screen closes the mobile menu. */
function startResize({ win, listen, cleanups, isWide }: HeaderContext, dropdowns: Dropdowns, menu: MobileMenu): void {
  let lastWidth = win.innerWidth;
  listen(win, "resize", () => {
    // Mobile browsers resize the viewport's height while scrolling (URL bar): only a width
    // change counts.
    if (win.innerWidth !== lastWidth) {
      lastWidth = win.innerWidth;
      for (const details of dropdowns.open()) dropdowns.close(details);
    }
    if (menu.isOpen() && isWide()) menu.set(false);
  });
  cleanups.push(
    onMediaChange(win, WIDE_SCREEN_QUERY, (wide) => {
      if (wide && menu.isOpen()) menu.set(false);
    }),
  );
}

/** On scroll (once a frame): the header's scroll state, the reading direction, the cover search
 *  bar's visibility, and drop-downs scrolled away from. */
function startScrollState({ root, win, header, listen, cleanups, isWide }: HeaderContext, dropdowns: Dropdowns, menu: MobileMenu): void {
  /** Inside the open mobile menu, drop-downs are part of the menu: scrolling keeps them. */
  const inOpenMobileMenu = (details: HTMLDetailsElement) => menu.isOpen() && !isWide() && details.closest("[data-main-nav]") !== null;
  let reading: Reading = { down: false, from: win.scrollY };
  const update = () => {
    const y = win.scrollY;
    if (header) {
      const state = headerScrollState(y);
      if (header.dataset.scroll !== state) header.dataset.scroll = state;
    }
    reading = nextReading(reading, y, root.documentElement.scrollHeight - win.innerHeight);
    if (reading.down !== (root.body.dataset.reading === "down")) {
      if (reading.down) root.body.dataset.reading = "down";
      else delete root.body.dataset.reading;
    }
    const cover = root.querySelector<HTMLElement>("[data-cover-search-bar]");
    if (cover) {
      const headerHeight = header?.getBoundingClientRect().height ?? 0;
      const hidden = cover.getBoundingClientRect().bottom < headerHeight + COVER_SEARCH_OFFSET_PX;
      root.body.dataset.coverSearch = hidden ? "hidden" : "visible";
    }
    for (const [details, startY] of dropdowns.openedAt) {
      if (!details.open || details.hasAttribute("data-keep-on-scroll") || inOpenMobileMenu(details)) continue;
      if (Math.abs(y - startY) > DROPDOWN_SCROLL_CLOSE_PX) dropdowns.close(details);
    }
  };

  let frame: number | undefined;
  const useFrames = typeof win.requestAnimationFrame === "function";
  const schedule = () => {
    if (frame !== undefined) return;
    const run = () => {
      frame = undefined;
      update();
    };
    frame = useFrames ? win.requestAnimationFrame(run) : (setTimeout(run, 16) as unknown as number);
  };
  listen(win, "scroll", schedule, { passive: true });
  cleanups.push(() => {
    if (frame === undefined) return;
    if (useFrames) win.cancelAnimationFrame(frame);
    else clearTimeout(frame);
  });
  update();
}
