// Carousels (contract §5). Without JavaScript the track scrolls horizontally with scroll-snap;
// this adds previous/next buttons that scroll by the visible width (disabled at the ends) and
// mouse drag-to-scroll.
import { prefersReducedMotion } from "../lib/dom";
import { debounce } from "../lib/timers";

/** The ends are re-checked this long after scrolling stops (spec). */
export const CAROUSEL_SCROLL_DEBOUNCE_MS = 100;
/** A mouse press must move this far before it counts as a drag (spec). */
export const CAROUSEL_DRAG_THRESHOLD_PX = 10;
/** Rounding slack when comparing scroll offsets with the ends. */
const END_TOLERANCE_PX = 1;

let nextId = 0;

function makeButton(doc: Document, direction: "prev" | "next", label: string, trackId: string): HTMLButtonElement {
  const button = doc.createElement("button");
  button.type = "button";
  button.className = `carousel__button carousel__button--${direction}`;
  button.setAttribute("aria-label", label);
  button.setAttribute("aria-controls", trackId);
  button.setAttribute("data-carousel-button", direction);
  button.setAttribute("data-track", "carousel_navigate");
  button.setAttribute("data-track-direction", direction);
  const icon = doc.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  icon.textContent = direction === "prev" ? "‹" : "›";
  button.append(icon);
  return button;
}

function enhance(carousel: HTMLElement, track: HTMLElement, doc: Document, win: Window): () => void {
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  };

  if (!track.id) track.id = `carousel-track-${++nextId}`;
  const controls = doc.createElement("div");
  controls.className = "carousel__controls";
  const prev = makeButton(doc, "prev", carousel.dataset.prevLabel ?? "Previous", track.id);
  const next = makeButton(doc, "next", carousel.dataset.nextLabel ?? "Next", track.id);
  controls.append(prev, next);
  carousel.append(controls);
  cleanups.push(() => controls.remove());

  const updateButtons = () => {
    // Negative offsets in right-to-left layouts: distances are what matter.
    const offset = Math.abs(track.scrollLeft);
    const max = track.scrollWidth - track.clientWidth;
    const atStart = offset <= END_TOLERANCE_PX;
    const atEnd = offset >= max - END_TOLERANCE_PX;
    // A button about to be disabled hands the focus to the other one.
    if (atStart && doc.activeElement === prev && !atEnd) next.focus();
    if (atEnd && doc.activeElement === next && !atStart) prev.focus();
    prev.disabled = atStart;
    next.disabled = atEnd;
    carousel.dataset.scrollable = String(max > END_TOLERANCE_PX);
  };

  const scrollByPage = (sign: 1 | -1) => {
    const left = sign * Math.max(track.clientWidth, 1);
    if (typeof track.scrollBy === "function") track.scrollBy({ left, behavior: prefersReducedMotion(win) ? "auto" : "smooth" });
    else track.scrollLeft += left;
    scheduleUpdate();
  };
  listen(prev, "click", () => scrollByPage(-1));
  listen(next, "click", () => scrollByPage(1));

  // The generic debounce with the carousel's own figure (spec §9: 100 ms).
  const scheduleUpdate = debounce(updateButtons, CAROUSEL_SCROLL_DEBOUNCE_MS);
  listen(track, "scroll", () => scheduleUpdate(), { passive: true });
  listen(win, "resize", () => scheduleUpdate());
  cleanups.push(scheduleUpdate.cancel);

  // Mouse drag (touch scrolls natively).
  let drag: { pointerId: number; startX: number; startScroll: number; dragging: boolean } | null = null;
  let suppressClick = false;
  const endDrag = () => {
    if (!drag) return;
    if (drag.dragging) {
      suppressClick = true;
      // The click (if any) follows pointerup in the same task; forget it if none comes.
      setTimeout(() => {
        suppressClick = false;
      }, 0);
    }
    drag = null;
    delete track.dataset.dragging;
    win.removeEventListener("pointermove", onMove);
    win.removeEventListener("pointerup", endDrag);
    win.removeEventListener("pointercancel", endDrag);
  };
  const onMove = (event: Event) => {
    if (!drag || !(event instanceof MouseEvent)) return;
    const dx = event.clientX - drag.startX;
    if (!drag.dragging && Math.abs(dx) < CAROUSEL_DRAG_THRESHOLD_PX) return;
    if (!drag.dragging) {
      drag.dragging = true;
      track.dataset.dragging = "";
    }
    event.preventDefault();
    track.scrollLeft = drag.startScroll - dx;
  };
  listen(track, "pointerdown", (event) => {
    const pointer = event as PointerEvent;
    if (pointer.pointerType !== "mouse" || pointer.button !== 0) return;
    endDrag();
    drag = { pointerId: pointer.pointerId, startX: pointer.clientX, startScroll: track.scrollLeft, dragging: false };
    win.addEventListener("pointermove", onMove);
    win.addEventListener("pointerup", endDrag);
    win.addEventListener("pointercancel", endDrag);
  });
  listen(
    track,
    "click",
    (event) => {
      if (!suppressClick) return;
      suppressClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
  // Links and images would start a native drag and swallow the pointer events.
  listen(track, "dragstart", (event) => event.preventDefault());
  cleanups.push(endDrag);

  updateButtons();
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}

export function startCarousels(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const stops: (() => void)[] = [];
  for (const carousel of root.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
    if (!track) {
      console.error("[carousel] [data-carousel] without a [data-carousel-track]: left as it is", carousel);
      continue;
    }
    stops.push(enhance(carousel, track, root, win));
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
