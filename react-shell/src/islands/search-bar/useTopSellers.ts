// Where-box suggestions: GET {topSellersUrl}?search={text} (spec §7), debounced while typing,
// immediate for the empty text (the top sellers shown before anything is typed). Answers are
// kept per text for the life of the bar; errors are swallowed (spec §8) and only clear loading.
import type { TopSellerCountry } from "@caravan/search-core";
import { useEffect, useState } from "react";
import { getTopSellers } from "../../lib/api-client";

type Results = Readonly<Record<string, TopSellerCountry[] | null>>;

export interface TopSellersState {
  /** The countries for `text`; null when the request failed; undefined before an answer. */
  countries: TopSellerCountry[] | null | undefined;
  loading: boolean;
}

export function useTopSellers(url: string, text: string, enabled: boolean, debounceMs: number): TopSellersState {
  const [results, setResults] = useState<Results>({});
  const answered = Object.hasOwn(results, text);

  useEffect(() => {
    if (!enabled || answered) return;
    const controller = new AbortController();
    const store = (countries: TopSellerCountry[] | null) => setResults((previous) => ({ ...previous, [text]: countries }));
    const timer = window.setTimeout(
      () => {
        void getTopSellers(url, text, controller.signal).then((result) => {
          if (controller.signal.aborted) return;
          store(result.ok ? result.data.data.countries : null);
        });
      },
      text === "" ? 0 : debounceMs,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, text, enabled, answered, debounceMs]);

  return { countries: results[text], loading: enabled && !answered };
}
