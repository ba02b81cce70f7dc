// Search history in local storage. Only storage access lives here: what is stored, deduplicated
// and shown is decided by search-core (readHistory, addToHistory, historyEntry, shownHistory).
import type { HistoryEntry, SearchSelection } from "@caravan/search-core";
import { getSession } from "./account/session";
import type { SearchCore } from "./searchCore";

/** The stored items under `key`, or [] when missing, unreadable or not a JSON array. */
function storedItems(key: string): unknown[] {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as unknown[]) : [];
  } catch {
    return [];
  }
}

export function historyKey(core: SearchCore): string {
  return core.constants().historyStorageKey;
}

/** The stored history, read leniently by search-core. */
export function readStoredHistory(core: SearchCore): HistoryEntry[] {
  try {
    return core.readHistory(storedItems(historyKey(core)));
  } catch {
    return [];
  }
}

/** Records a search-bar search (spec §7: the search is also saved to local history), with
 * whether the visitor is logged in (spec §6). */
export function saveSearch(core: SearchCore, selection: SearchSelection, travelsExperiment: boolean): void {
  try {
    const entry = core.historyEntry(selection, new Date().toISOString(), getSession().user !== null, travelsExperiment);
    const history = core.addToHistory(readStoredHistory(core), entry);
    window.localStorage.setItem(historyKey(core), JSON.stringify(history));
  } catch {
    // Storage full, disabled or blocked: the search itself still runs.
  }
}
