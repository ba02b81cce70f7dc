// Browser entry: starts the layout behaviours, then mounts the server-rendered islands under
// one React root. Loaded as <script type="module" src="/assets/main-HASH.js"> (deferred by nature).
import { startLayout } from "./layout";
import { mountIslands } from "./lib/islands";
import { applyStylesheet } from "./lib/stylesheet";
import { registry } from "./registry";

function start() {
  // CSS hides the no-JS fallbacks under `html.js` (contract).
  document.documentElement.classList.add("js");
  try {
    startLayout();
  } catch (error) {
    console.error("[layout] failed to start", error);
  }
  mountIslands(registry);
}

// The whole stylesheet first: islands and the `html.js` rules are styled only there.
function boot() {
  void applyStylesheet().then(start);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
else boot();
