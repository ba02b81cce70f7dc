// Spec §8: when a code chunk cannot be loaded (typically a new release removed the old hashed
// files while this page was open), the page reloads to get the new ones, at most once per minute
// (§9: guard 60000 ms), so a chunk that is really gone cannot make the page reload forever.

/** The reload guard of spec §9. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = "caravan:chunk-reload-at";

/** What the guard needs of the page: time, storage and a reload. */
export interface ReloadPage {
  now: () => number;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  reload: () => void;
}

function browserPage(): ReloadPage {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the guard then never reloads.
  }
  return { now: () => Date.now(), storage, reload: () => window.location.reload() };
}

/** Reloads the page unless it already did in the last minute; says whether it reloads. */
export function reloadAfterChunkFailure(page: ReloadPage = browserPage()): boolean {
  if (!page.storage) return false;
  try {
    const last = Number(page.storage.getItem(STORAGE_KEY) ?? "0");
    const now = page.now();
    if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    page.storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  page.reload();
  return true;
}
