// Lazy pictures (spec §4 "lazy image loading: loading, loaded or error"): every server-rendered
// `<img loading="lazy">` gets `data-state` = loading → loaded | error, which pictures.css turns
// into a placeholder, a fade-in and a placeholder in place of the broken-image icon. Without this
// script the images simply load as the browser shows them; the server markup reserves their box
// (width/height or aspect-ratio), so no state changes the layout.
import "./pictures.css";

const LAZY = 'img[loading="lazy"]';

type State = "loading" | "loaded" | "error";

function mark(img: HTMLImageElement, state: State): void {
  img.dataset.state = state;
}

/** The first state of an image; the load/error events (listened to on the root) do the rest. */
function track(img: HTMLImageElement): void {
  if (img.dataset.state) return;
  if (!img.complete) return mark(img, "loading");
  // Already painted before this script ran: no fade (it would flash a visible image).
  img.dataset.noFade = "";
  if (img.naturalWidth > 0) return mark(img, "loaded");
  // Broken, or an SVG without natural size (Firefox answers 0 for those, and our covers and
  // avatars are such SVGs): a second image of the same URL, from the cache, says which.
  const probe = new Image();
  const settle = (state: State) => {
    if (!img.dataset.state) mark(img, state);
  };
  probe.addEventListener("load", () => settle("loaded"), { once: true });
  probe.addEventListener("error", () => settle("error"), { once: true });
  probe.src = img.currentSrc || img.src;
}

export function startPictures(root: Document = document): () => void {
  for (const img of root.querySelectorAll<HTMLImageElement>(LAZY)) track(img);

  // load and error do not bubble: caught on the way down, for every image, present or later.
  const onEvent = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !(img.dataset.state || img.matches(LAZY))) return;
    mark(img, event.type === "load" ? "loaded" : "error");
  };
  root.addEventListener("load", onEvent, true);
  root.addEventListener("error", onEvent, true);

  // Images added later (fragments, islands) start as "loading" too. The observer runs before
  // any load event of the nodes it reports (a microtask against a task).
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(LAZY)) track(node as HTMLImageElement);
        for (const img of node.querySelectorAll<HTMLImageElement>(LAZY)) track(img);
      }
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    root.removeEventListener("load", onEvent, true);
    root.removeEventListener("error", onEvent, true);
  };
}
