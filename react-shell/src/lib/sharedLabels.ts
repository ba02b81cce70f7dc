// The texts of the islands on every page (the header's account menu and search bar, the help
// entry's chat). They are the same on every page of an edition, so the server serves them once per
// edition as an immutable file named on <body data-labels> (SharedLabels in site/src/islands.rs),
// rather than in each page's data-props; mounting hands each of these islands its entry as `labels`.
import type { SharedLabels } from "../contract/generated";
import { decodeSharedLabels } from "./api-decoders";

export type { SharedLabels };

/** An island's props as it is mounted: its data-props, and its shared labels as `labels`. */
export type WithSharedLabels<P, K extends keyof SharedLabels> = P & { labels: SharedLabels[K] };

// One entry per key of SharedLabels: the compiler checks that the two lists agree.
const TAKES_SHARED_LABELS: Record<keyof SharedLabels, true> = { "account-menu": true, "search-bar": true, "chat-assistant": true };

/** Whether the island `name` takes its labels from the shared file. */
export function takesSharedLabels(name: string): name is keyof SharedLabels {
  return Object.hasOwn(TAKES_SHARED_LABELS, name);
}

/** The page's shared labels, or null (logged) when the page names none or they cannot be read
 *  (a file of another release that lacks a label counts as unreadable): the islands that need
 *  them then keep their server fallback. */
export async function loadSharedLabels(doc: Document = document): Promise<SharedLabels | null> {
  const url = doc.body.dataset.labels;
  if (!url) return null;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const labels = decodeSharedLabels(await response.json());
    if (!labels) throw new Error(`${url} is not a labels file`);
    return labels;
  } catch (error) {
    console.error("[islands] the shared labels could not be loaded: their islands keep the server fallback", error);
    return null;
  }
}
