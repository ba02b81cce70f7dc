// Builds the URL a search-bar submission navigates to (spec §7 "Search navigation").
import type { Filters } from "../../wasm/search_core.js";
import type { SearchCore } from "../../lib/searchCore";
import { monthRange } from "./period";

export interface SearchInput {
  /** Free text as typed; trimmed here. */
  where: string;
  /** "YYYY-MM", or "" for any time. */
  month: string;
}

/** The filters of a search: free text, the default statuses, the month, tab=travels. */
export function searchFilters(core: SearchCore, { where, month }: SearchInput): Filters {
  const filters: Filters = { status: core.defaultStatuses(), tab: "travels" };
  const text = where.trim();
  if (text) filters.textSearch = text;
  const range = monthRange(month);
  if (range) {
    filters.dateFrom = range.dateFrom;
    filters.dateTo = range.dateTo;
  }
  return filters;
}

/** The search URL, serialised by search-core exactly as the server parses it. */
export function searchUrl(core: SearchCore, searchPath: string, input: SearchInput): string {
  return core.searchUrl(searchPath, searchFilters(core, input));
}

/**
 * The URL used when search-core cannot be loaded: a plain query the server understands,
 * so a search never dead-ends.
 */
export function fallbackSearchUrl(searchPath: string, { where, month }: SearchInput): string {
  let url = `${searchPath}?textSearch=${encodeURIComponent(where.trim())}`;
  const range = monthRange(month);
  if (range) url += `&dateFrom=${range.dateFrom}&dateTo=${range.dateTo}`;
  return url;
}
