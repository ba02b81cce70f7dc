// The Ask wasm, loaded at mount (at once when an earlier island already loaded it). `failed`:
// it cannot load, and the form stays a plain GET form for good.
import { useEffect, useState } from "react";
import { loadAsk, loadedAsk, type Ask } from "../../lib/ask";

export function useAskModule(): { ask: Ask | undefined; failed: boolean } {
  const [ask, setAsk] = useState<Ask | undefined>(loadedAsk);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loadedAsk()) return;
    let live = true;
    loadAsk().then(
      (module) => {
        if (live) setAsk(module);
      },
      (error: unknown) => {
        console.warn("[ask-live] Ask unavailable: plain form", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return { ask, failed };
}
