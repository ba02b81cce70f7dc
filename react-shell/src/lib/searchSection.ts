// The search bar's open section (spec §4: where, when, history or none), reported by the search-bar
// island for the layout: where and when are modal states of the layout (spec §3 "Layout state"),
// and on wide screens they hide the header (layout/headerHiding.ts). A window event, so the island
// and the layout need not import each other.

export const SEARCH_SECTION_EVENT = "caravan:search-section";

export type SearchSectionName = "where" | "when" | "history" | "none";

export interface SearchSectionDetail {
  section: SearchSectionName;
  /** The bar's element: the layout tells the header's own bar from one in the page by it. */
  bar: HTMLElement;
}

/** Tells the layout that `bar` now shows `section` ("none" once it closed or went away). */
export function reportSearchSection(bar: HTMLElement | null, section: SearchSectionName): void {
  if (!bar) return;
  const detail: SearchSectionDetail = { section, bar };
  window.dispatchEvent(new CustomEvent(SEARCH_SECTION_EVENT, { detail }));
}

/** The detail of a SEARCH_SECTION_EVENT, or null when it is not one. */
export function searchSectionDetail(event: Event): SearchSectionDetail | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (detail === null || typeof detail !== "object") return null;
  const { section, bar } = detail as Record<string, unknown>;
  const known = section === "where" || section === "when" || section === "history" || section === "none";
  return known && bar instanceof HTMLElement ? { section, bar } : null;
}
