// The stored search history, refreshed when another tab changes it (storage events).
import type { HistoryEntry } from "@caravan/search-core";
import { useEffect, useState } from "react";
import { historyKey, readStoredHistory } from "./history";
import type { SearchCore } from "./searchCore";

export function useHistory(core: SearchCore): HistoryEntry[] {
  const [entries, setEntries] = useState<HistoryEntry[]>(() => readStoredHistory(core));

  useEffect(() => {
    const key = historyKey(core);
    const onStorage = (event: StorageEvent) => {
      // A null key is localStorage.clear() in the other tab.
      if (event.key === null || event.key === key) setEntries(readStoredHistory(core));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [core]);

  return entries;
}
