// The islands' half of the browser entry: React, the registry and the mounting, in a chunk of
// their own that main.tsx asks for once the page has painted (see there).
import { mountIslands } from "./lib/islands";
import type { SharedLabels } from "./lib/sharedLabels";
import { registry } from "./registry";

/** Mounts every island of the page, with the edition's shared labels (lib/sharedLabels.ts). */
export function mountPageIslands(labels: SharedLabels | null): void {
  mountIslands(registry, document, labels);
}
