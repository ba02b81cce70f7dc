// A fetch's pending state as shown: on as soon as the fetch is pending, and, once on, kept for at
// least FETCH_MIN_PENDING_MS (spec §9), so an answer that comes at once does not flash it.
import { useEffect, useState } from "react";
import { FETCH_MIN_PENDING_MS } from "./loading";

export function useMinimumPending(pending: boolean, minimumMs = FETCH_MIN_PENDING_MS): boolean {
  // Whether the minimum has run out since the pending state was last turned on.
  const [minimumOver, setMinimumOver] = useState(!pending);
  // Adjusted during render (not in an effect) so the state turns on with the render that starts
  // the fetch, without a frame where it is off.
  const [wasPending, setWasPending] = useState(pending);
  if (pending !== wasPending) {
    setWasPending(pending);
    if (pending) setMinimumOver(false);
  }

  useEffect(() => {
    if (minimumOver) return;
    const timer = setTimeout(() => setMinimumOver(true), minimumMs);
    return () => clearTimeout(timer);
  }, [minimumOver, minimumMs]);

  return pending || !minimumOver;
}
