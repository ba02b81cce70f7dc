// The layout behaviours of every page (contract §1–7, §10), started by main.tsx before the
// islands mount. Each one enhances server-rendered markup that already works without it; one
// that fails to start is reported and the others still start.
import { startToasts } from "../lib/toast";
import { startBeans } from "./beans";
import { startCalendars } from "./calendar";
import { startCarousels } from "./carousel";
import { startConsent } from "./consent";
import { startGallery } from "./gallery";
import { startHeader } from "./header";
import { startHeaderHiding } from "./headerHiding";
import { startLayoutState } from "./layoutState";
import { startLoadingBar } from "./loadingBar";
import { startModals } from "./modal";
import { startNotifyMe } from "./notifyMe";
import { startPictures } from "./pictures";
import { startRatings } from "./ratings";
import { startSocialProof } from "./socialProof";
import { startTabs } from "./tabs";
import { startTracking } from "./tracking";

type Starter = (root: Document) => () => void;

// Order matters where modules talk: the gallery listens to the modal system's events, so it
// starts first and sees the server-rendered gallery re-opened.
const STARTERS: readonly (readonly [string, Starter])[] = [
  ["toast", startToasts],
  ["loading bar", startLoadingBar],
  ["header", startHeader],
  ["gallery", startGallery],
  ["modal", startModals],
  // After the modal system: it records the modal the page started with.
  ["layout state", startLayoutState],
  ["header hiding", startHeaderHiding],
  ["carousel", startCarousels],
  ["calendar", startCalendars],
  ["beans", startBeans],
  ["tabs", startTabs],
  ["pictures", startPictures],
  ["ratings", startRatings],
  // The consent banner before tracking, which waits for its answer.
  ["consent", startConsent],
  // Analytics, flags and the geolocation popup: last, after the page can be used.
  ["tracking", startTracking],
  // Experiments' page parts read the arms tracking asked /api/layouts for.
  ["social proof", startSocialProof],
  // Personal touches to cached forms: after the page can be used.
  ["notify-me", startNotifyMe],
];

/** Starts every layout behaviour on `root`; returns a cleanup that stops them all. */
export function startLayout(root: Document = document): () => void {
  const stops: (() => void)[] = [];
  for (const [name, start] of STARTERS) {
    try {
      stops.push(start(root));
    } catch (error) {
      console.error(`[layout] ${name} failed to start`, error);
    }
  }
  return () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        stop();
      } catch (error) {
        console.error("[layout] cleanup failed", error);
      }
    }
  };
}

export { closeModal, openModal } from "./modal";
export { failLoading, finishLoading, startLoading } from "./loadingBar";
export { showToast } from "../lib/toast";
