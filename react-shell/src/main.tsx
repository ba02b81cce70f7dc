// Browser entry: mounts the server-rendered islands under one React root.
// Loaded as <script type="module" src="/assets/main-HASH.js"> (deferred by nature).
import { mountIslands } from "./lib/islands";
import { registry } from "./islands/registry";

function start() {
  mountIslands(registry);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
