// The page inlines only its first screen's CSS and preloads the whole stylesheet
// (caravan_site::critical_css): applying it here, before anything else runs, keeps it out of the
// first paint's way while islands and the `html.js` rules still find their styles. Without
// JavaScript a <noscript> link applies it instead.

/** Applies the preloaded stylesheet; resolves once it is in (or failed, or there is none). */
export function applyStylesheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"][data-stylesheet]');
  if (!preload) return Promise.resolve();
  const sheet = doc.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = preload.getAttribute("href") ?? preload.href;
  const applied = new Promise<void>((resolve) => {
    sheet.addEventListener("load", () => resolve(), { once: true });
    // A failed sheet must not keep the islands from mounting.
    sheet.addEventListener("error", () => resolve(), { once: true });
  });
  preload.after(sheet);
  return applied;
}
