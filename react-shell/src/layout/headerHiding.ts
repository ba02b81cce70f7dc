// Spec §2: "Some modal states (where, when, custom, status, order) hide the header", on wide
// screens (1024 px and up; below, those states are full-screen sheets that cover it anyway).
// What they are here:
//   where, when: the search bar's where and when sections (the header's bar, or one in the page);
//   custom, status, order: the search page's filters, departure status and sort. They are no modal
//     state from 1024 px (the filter panel, with the sort in it, stands beside the results), so
//     only a dialog of the modal system named so would hide the header — none exists today.
// Where the open panel lies decides how the header hides (`header[data-modal-hidden]`, styled in
// style/layout.css, plus `inert` so keyboards and screen readers skip what is hidden):
//   "whole": the panel is outside the header (a bar in the page, a dialog): the header slides away;
//   "around-panel": the panel belongs to the header's own search bar and hangs from it. Hiding the
//     whole header would take the panel the traveller just opened with it, so only the rest of the
//     header goes (logo, nav, actions): the search stays where it was opened, and no mega menu
//     pops over the panel when the pointer crosses the nav on its way to it.
import { mediaMatches, onMediaChange } from "../lib/dom";
import { WIDE_SCREEN_QUERY } from "./header";
import { onModalStateChange, openModalPlace, type ModalPlace } from "./layoutState";

/** The modal states that hide the header (spec §2). */
export const HEADER_HIDING_MODALS: readonly string[] = ["where", "when", "custom", "status", "order"];

export type HeaderHiding = "whole" | "around-panel";

/** How the header hides for the open modal state, if it does. */
export function headerHidingFor(place: ModalPlace | null, header: HTMLElement, wide: boolean): HeaderHiding | null {
  if (!wide || !place || !HEADER_HIDING_MODALS.includes(place.name)) return null;
  return header.contains(place.element) ? "around-panel" : "whole";
}

/** The header's parts that do not hold `panel`: the siblings of each of its ancestors up to the
 *  header (for the header's search: the logo, the menu toggle, the nav and the actions). */
function partsAround(header: HTMLElement, panel: HTMLElement): HTMLElement[] {
  const parts: HTMLElement[] = [];
  for (let node: HTMLElement | null = panel; node && node !== header; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement) parts.push(sibling);
    }
  }
  return parts;
}

export function startHeaderHiding(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  const header = root.querySelector<HTMLElement>("[data-header]");
  if (!header) return () => {};
  /** What we made inert (never what the page had made inert itself). The attribute rather than
   *  the property: browsers without `inert` still get the CSS that hides by it. */
  let inerted: HTMLElement[] = [];

  const makeInert = (elements: HTMLElement[]) => {
    for (const element of elements) {
      if (element.hasAttribute("inert")) continue;
      element.setAttribute("inert", "");
      inerted.push(element);
    }
  };
  const reveal = () => {
    for (const element of inerted) element.removeAttribute("inert");
    inerted = [];
    delete header.dataset.modalHidden;
  };
  const update = () => {
    const place = openModalPlace();
    const hiding = headerHidingFor(place, header, mediaMatches(win, WIDE_SCREEN_QUERY));
    if (hiding === (header.dataset.modalHidden ?? null)) return;
    reveal();
    if (!hiding || !place) return;
    header.dataset.modalHidden = hiding;
    makeInert(hiding === "whole" ? [header] : partsAround(header, place.element));
  };

  const stopWatching = onModalStateChange(update);
  const stopMedia = onMediaChange(win, WIDE_SCREEN_QUERY, update);
  update();
  return () => {
    stopWatching();
    stopMedia();
    reveal();
  };
}
