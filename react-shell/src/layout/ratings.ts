// Ratings animate in (spec §9: after 100 ms, a 0.3 s transition): the server renders each star
// bar filled to its rating (`--fill`), which is what a visitor without JavaScript sees; this
// empties the bars at start and lets them fill 100 ms later. Reduced motion: left as rendered.

/** The delay before the star bars fill (spec §9). */
export const RATINGS_DELAY_MS = 100;

export function startRatings(root: Document): () => void {
  if (root.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => {};
  const bars = Array.from(root.querySelectorAll<HTMLElement>(".stars:not(.stars--grey)"));
  if (bars.length === 0) return () => {};
  for (const bar of bars) bar.dataset.rating = "pending";
  const timer = window.setTimeout(() => {
    for (const bar of bars) delete bar.dataset.rating;
  }, RATINGS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    for (const bar of bars) delete bar.dataset.rating;
  };
}
