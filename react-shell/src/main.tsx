// Browser entry: starts the layout behaviours, then mounts the server-rendered islands under
// one React root. Loaded as <script type="module" src="/assets/main-HASH.js"> (deferred by nature).
import { startLayout } from "./layout";
import { reloadAfterChunkFailure } from "./lib/chunkReload";
import { loadSharedLabels } from "./lib/sharedLabels";
import { applyStylesheet } from "./lib/stylesheet";

/** Resolves after the browser has painted the page: a task queued from the next frame. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// React and the islands (two thirds of the code) are a chunk of their own, asked for once the
// server's page is on screen: they are not on the first paint's path, and every island has a
// working server fallback meanwhile. A chunk a new release removed reloads the page (spec §8).
const painted = afterPaint();
const islands = painted.then(() => import("./islands"));
// The islands' shared labels: a small file the browser keeps a year, asked for beside the chunk,
// once the page is on screen (asked for at once, it delayed the trip page's LCP by 0.2 s on a phone).
const labels = painted.then(() => loadSharedLabels());

function start() {
  // CSS hides the no-JS fallbacks under `html.js` (contract).
  document.documentElement.classList.add("js");
  try {
    startLayout();
  } catch (error) {
    console.error("[layout] failed to start", error);
  }
  islands.then(
    ({ mountPageIslands }) => labels.then(mountPageIslands),
    (error: unknown) => {
      console.error("[islands] the islands' code could not be loaded", error);
      reloadAfterChunkFailure();
    },
  );
}

// The whole stylesheet first: islands and the `html.js` rules are styled only there.
function boot() {
  void applyStylesheet().then(start);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
else boot();
