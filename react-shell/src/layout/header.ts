// Header behaviours (contract §1): scroll state and reading direction, the home cover search bar,
// drop-downs, the mega menu, its continent accordions and the mobile menu. The server markup
// works without them: every <details> toggles natively and the nav is visible (CSS hides it on
// small screens only under `html.js body:not([data-menu=open])`).
import { eventElement, focusElement, mediaMatches, onMediaChange } from "../lib/dom";

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
const MEGA_MENU = "details[data-mega-menu]";
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

export function startHeader(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  function listen<K extends keyof DocumentEventMap>(target: Document, type: K, listener: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions): void;
  function listen<K extends keyof WindowEventMap>(target: Window, type: K, listener: (event: WindowEventMap[K]) => void, options?: AddEventListenerOptions): void;
  function listen<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions): void;
  function listen(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  }

  const header = root.querySelector<HTMLElement>("[data-header]");
  const isHoverWide = () => mediaMatches(win, HOVER_MENU_QUERY);
  const isWide = () => mediaMatches(win, WIDE_SCREEN_QUERY);

  // --- Drop-downs -------------------------------------------------------------------------
  /** Scroll offset at which each open drop-down opened, and the order they opened in. */
  const openedAt = new Map<HTMLDetailsElement, number>();
  const closeTimers = new Map<HTMLDetailsElement, ReturnType<typeof setTimeout>>();
  /** Mega menus opened by hovering: their first summary click keeps them open. */
  const hoverOpened = new Set<HTMLDetailsElement>();

  const openDropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>(DROPDOWN)).filter((details) => details.open);

  const cancelClose = (details: HTMLDetailsElement) => {
    const timer = closeTimers.get(details);
    if (timer !== undefined) clearTimeout(timer);
    closeTimers.delete(details);
  };

  const closeDropdown = (details: HTMLDetailsElement) => {
    cancelClose(details);
    hoverOpened.delete(details);
    openedAt.delete(details);
    details.open = false;
  };

  const menuIsOpen = () => root.body.dataset.menu === "open";
  /** Inside the open mobile menu, drop-downs are part of the menu: scrolling keeps them. */
  const inOpenMobileMenu = (details: HTMLDetailsElement) => menuIsOpen() && !isWide() && details.closest("[data-main-nav]") !== null;

  const onDropdownOpened = (details: HTMLDetailsElement) => {
    if (!openedAt.has(details)) openedAt.set(details, win.scrollY);
    for (const other of openDropdowns()) {
      if (other !== details && !other.contains(details) && !details.contains(other)) closeDropdown(other);
    }
    if (details.matches(MEGA_MENU) && !isHoverWide()) {
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
      if (details.open) onDropdownOpened(details);
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
    for (const details of openDropdowns()) {
      if (!target || !details.contains(target)) closeDropdown(details);
    }
  });

  // --- Mega menu hover (wide screens with a hovering pointer) -----------------------------
  for (const mega of root.querySelectorAll<HTMLDetailsElement>(MEGA_MENU)) {
    listen(mega, "pointerenter", (event) => {
      if (event.pointerType === "touch" || !isHoverWide()) return;
      cancelClose(mega);
      if (!mega.open) {
        mega.open = true;
        hoverOpened.add(mega);
        onDropdownOpened(mega);
      }
    });
    listen(mega, "pointerleave", (event) => {
      if (event.pointerType === "touch" || !isHoverWide() || !mega.open) return;
      cancelClose(mega);
      closeTimers.set(
        mega,
        setTimeout(() => {
          closeTimers.delete(mega);
          closeDropdown(mega);
        }, MEGA_MENU_CLOSE_DELAY_MS),
      );
    });
  }

  // --- Accordions (continent groups) ------------------------------------------------------
  const accordionStaysOpen = (details: HTMLDetailsElement) => isWide() || details.hasAttribute("data-remove-accordion-on-mobile");
  const applyAccordions = () => {
    for (const details of root.querySelectorAll<HTMLDetailsElement>(ACCORDION)) details.open = accordionStaysOpen(details);
  };
  applyAccordions();
  cleanups.push(onMediaChange(win, WIDE_SCREEN_QUERY, applyAccordions));

  // --- Mobile menu ------------------------------------------------------------------------
  const toggles = () => root.querySelectorAll<HTMLElement>("[data-menu-toggle]");
  const setMenu = (open: boolean) => {
    root.body.dataset.menu = open ? "open" : "closed";
    for (const toggle of toggles()) toggle.setAttribute("aria-expanded", String(open));
  };
  if (toggles().length > 0) setMenu(false);

  listen(root, "click", (event) => {
    const target = eventElement(event);
    if (!target) return;

    const toggle = target.closest("[data-menu-toggle]");
    if (toggle) {
      // Without JS the toggle is a link to #main-nav; with JS it toggles in place.
      event.preventDefault();
      setMenu(!menuIsOpen());
      return;
    }

    const summary = target.closest("summary");
    const details = summary?.parentElement;
    if (summary && details instanceof HTMLDetailsElement) {
      // A hover-opened mega menu: the click that usually follows must not close it again.
      if (hoverOpened.has(details) && details.open) {
        event.preventDefault();
        hoverOpened.delete(details);
        return;
      }
      // Forced-open accordions: their summary's link still navigates, the rest does not fold.
      if (details.matches(ACCORDION) && accordionStaysOpen(details) && !target.closest("a[href]")) {
        event.preventDefault();
        return;
      }
    }

    if (menuIsOpen() && target.closest("[data-main-nav] a[href]")) setMenu(false);
  });

  listen(root, "keydown", (event) => {
    // The server's toggle is a link (`role="button"`, the no-JS fallback): like a button, it
    // toggles on Space too (links only follow Enter), without scrolling the page.
    if (event.key === " " && !event.defaultPrevented && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const toggle = eventElement(event)?.closest("[data-menu-toggle]");
      if (toggle && !(toggle instanceof HTMLButtonElement)) {
        event.preventDefault();
        setMenu(!menuIsOpen());
      }
      return;
    }
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const target = eventElement(event);
    // An open modal handles its own Escape.
    if (target?.closest("dialog[open]") && !target.closest(DROPDOWN)) return;

    const open = openDropdowns();
    if (open.length > 0) {
      const active = root.activeElement;
      const withFocus = open.find((details) => active !== null && details.contains(active));
      const lastOpened = Array.from(openedAt.keys()).filter((details) => details.open).at(-1);
      const focusTarget = withFocus ?? lastOpened ?? open[0];
      for (const details of open) closeDropdown(details);
      focusElement(focusTarget?.querySelector<HTMLElement>(":scope > summary"));
      event.preventDefault();
      return;
    }

    if (menuIsOpen()) {
      setMenu(false);
      focusElement(toggles()[0]);
      event.preventDefault();
    }
  });

  // --- Resize -----------------------------------------------------------------------------
  let lastWidth = win.innerWidth;
  listen(win, "resize", () => {
    // Mobile browsers resize the viewport's height while scrolling (URL bar): only a width
    // change counts.
    if (win.innerWidth !== lastWidth) {
      lastWidth = win.innerWidth;
      for (const details of openDropdowns()) closeDropdown(details);
    }
    if (menuIsOpen() && isWide()) setMenu(false);
  });
  cleanups.push(
    onMediaChange(win, WIDE_SCREEN_QUERY, (wide) => {
      if (wide && menuIsOpen()) setMenu(false);
    }),
  );

  // --- Scroll -----------------------------------------------------------------------------
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
    for (const [details, startY] of openedAt) {
      if (!details.open || details.hasAttribute("data-keep-on-scroll") || inOpenMobileMenu(details)) continue;
      if (Math.abs(y - startY) > DROPDOWN_SCROLL_CLOSE_PX) closeDropdown(details);
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

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    for (const timer of closeTimers.values()) clearTimeout(timer);
    closeTimers.clear();
  };
}

