// The islands' half of the browser entry: React, the registry and the mounting, in a chunk of
// their own that main.tsx asks for once the page has painted (see there).
import { mountIslands } from "./lib/islands";
import { registry } from "./registry";

/** Mounts every island of the page. */
export function mountPageIslands(): void {
  mountIslands(registry);
}
