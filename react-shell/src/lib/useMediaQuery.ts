// Whether a media query matches, kept in sync with the viewport. Without matchMedia (old
// browsers, jsdom) nothing matches.
import { useCallback, useSyncExternalStore } from "react";

function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

/** Spec §2/§9: the search bar is a dropdown from the md breakpoint (768 px), a modal below. */
export const DESKTOP_QUERY = "(min-width: 768px)";
