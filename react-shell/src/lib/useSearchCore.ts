// Hook around the lazy search-core loader: the module's state for rendering, and `ensure()` to
// start loading now (first interaction). Without `eager`, loading starts when the page is idle,
// unless `whenIdle` is false: then only `ensure()` (the visitor's first move) fetches it.
import { useCallback, useEffect, useState } from "react";
import { loadedSearchCore, loadSearchCore, preloadSearchCoreWhenIdle, searchCoreLoaded, type SearchCore } from "./searchCore";

export type CoreState = { status: "pending" } | { status: "ready"; core: SearchCore } | { status: "failed" };

function currentState(): CoreState {
  const core = loadedSearchCore();
  return core ? { status: "ready", core } : { status: "pending" };
}

export function useSearchCore(eager = false, whenIdle = true): { state: CoreState; ensure: () => Promise<SearchCore> } {
  const [state, setState] = useState<CoreState>(currentState);

  const ensure = useCallback((): Promise<SearchCore> => {
    const promise = loadSearchCore();
    promise.then(
      (core) => setState((previous) => (previous.status === "ready" ? previous : { status: "ready", core })),
      (error: unknown) => {
        console.warn("[search-core] unavailable: islands fall back to plain links", error);
        setState({ status: "failed" });
      },
    );
    return promise;
  }, []);

  // Another island may load the module first (the header's button on the visitor's first move):
  // this one is ready then too, without waiting for its own idle time.
  useEffect(() => {
    let current = true;
    searchCoreLoaded().then((core) => {
      if (current) setState((previous) => (previous.status === "ready" ? previous : { status: "ready", core }));
    }, () => {});
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (loadedSearchCore()) return;
    if (eager) {
      ensure().catch(() => {});
      return;
    }
    if (whenIdle) return preloadSearchCoreWhenIdle(window, ensure);
  }, [eager, whenIdle, ensure]);

  return { state, ensure };
}
