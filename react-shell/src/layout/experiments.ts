// Feature flags and A/B experiments (contract §9, spec §6): once `/api/layouts` has answered,
// every flag becomes an attribute on <html> (`talk-to-us: "on"` → `data-flag-talk-to-us="on"`,
// for CSS and scripts), and each experiment the visitor is in is reported to the tag manager
// once per page (`experiment_viewed`), only with consent to experiments and analytics. Before
// consent there is no device id, so the server puts the visitor in no arm but the control.
import { track } from "../lib/analytics";
import { consented } from "../lib/consent";
import { getLayouts } from "../lib/api-client";

/** `talk-to-us` → `TalkToUs` (so that dataset key `flagTalkToUs` is `data-flag-talk-to-us`). */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/** Experiments already reported on this page. */
const viewed = new Set<string>();

/** Sets the `data-flag-*` attributes on <html>. */
export function applyFlags(flags: Readonly<Record<string, string>>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(flags)) {
    const key = pascalCase(name);
    if (key === "") continue;
    try {
      root.dataset[`flag${key}`] = value;
    } catch {
      // A name the DOM refuses: skip that flag only.
    }
  }
}

/** Waits for `/api/layouts`, applies its flags and reports its experiments (once each per page). */
export async function startExperiments(): Promise<void> {
  const layouts = await getLayouts();
  if (!layouts) return;
  applyFlags(layouts.flags);
  if (!consented("experiments")) return;
  for (const { id, variant } of layouts.experiments) {
    if (viewed.has(id)) continue;
    viewed.add(id);
    track("experiment_viewed", { experimentId: id, variantId: variant });
  }
}
