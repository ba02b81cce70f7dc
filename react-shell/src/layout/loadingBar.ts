// Loading bar (contract §4): `<div class="loading-bar" data-loading-bar aria-hidden="true">`
// right after <body>. Shown only when loading lasts longer than 200 ms; it then runs towards
// 90 % over ~5 s (CSS transition on `data-state="running"`, duration in `--loading-duration`),
// completes on finish (`data-state="done"`) or turns the failed colour (`data-state="failed"`),
// and hides. Started by navigating link clicks, form submits and apiFetch (lib/api.ts).
import { eventElement, isPlainClick } from "../lib/dom";
import { onLoading } from "../lib/loading";

/** Loading shorter than this shows nothing (spec). */
export const LOADING_DELAY_MS = 200;
/** The run towards 90 % (spec: ~5 s). */
export const LOADING_DURATION_MS = 5000;
/** How long the completed or failed bar stays before it is reset. */
export const LOADING_HIDE_MS = 400;

let doc: Document | null = typeof document === "undefined" ? null : document;
/** Loadings under way (navigation and API calls overlap). */
let pending = 0;
let failed = false;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement | null {
  return doc?.querySelector<HTMLElement>("[data-loading-bar]") ?? null;
}

function clearTimers(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  showTimer = undefined;
  hideTimer = undefined;
}

function reset(): void {
  const element = bar();
  if (element) delete element.dataset.state;
}

/** One more loading under way; the bar shows if loading still goes on after 200 ms. */
export function startLoading(): void {
  pending += 1;
  if (pending > 1) return;
  failed = false;
  clearTimers();
  reset();
  showTimer = setTimeout(() => {
    showTimer = undefined;
    const element = bar();
    if (pending === 0 || !element) return;
    element.style.setProperty("--loading-duration", `${LOADING_DURATION_MS}ms`);
    element.dataset.state = "running";
  }, LOADING_DELAY_MS);
}

function settle(outcome: "done" | "failed"): void {
  if (pending === 0) return;
  pending -= 1;
  if (outcome === "failed") failed = true;
  if (pending > 0) return;
  clearTimers();
  const element = bar();
  if (!element) return;
  // A quick success never showed the bar: nothing to complete. A failure always shows.
  if (!failed && element.dataset.state !== "running") {
    reset();
    return;
  }
  element.dataset.state = failed ? "failed" : "done";
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    if (pending === 0) reset();
  }, LOADING_HIDE_MS);
}

/** One loading finished; the bar completes and hides once none is left. */
export function finishLoading(): void {
  settle("done");
}

/** One loading failed; the bar shows the failed colour and hides once none is left. */
export function failLoading(): void {
  settle("failed");
}

/** Whether the loading bar is visible (running, done or failed). */
export function loadingBarState(): string | null {
  return bar()?.dataset.state ?? null;
}

/** Whether following `link` loads another document of this site in this tab. */
export function isNavigatingLink(link: HTMLAnchorElement, win: Window): boolean {
  if (link.hasAttribute("download") || link.hasAttribute("data-modal-open")) return false;
  const target = link.getAttribute("target");
  if (target && target !== "_self") return false;
  const rawHref = link.getAttribute("href");
  if (rawHref === null || rawHref.startsWith("#")) return false;
  let url: URL;
  try {
    url = new URL(link.href, win.location.href);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin !== win.location.origin) return false;
  const here = new URL(win.location.href);
  // Only the hash changes: no load.
  if (url.pathname === here.pathname && url.search === here.search && url.hash !== "") return false;
  return true;
}

function isNavigatingForm(form: HTMLFormElement, submitter: HTMLElement | null, win: Window): boolean {
  const method = (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toLowerCase();
  if (method === "dialog") return false;
  const target = submitter?.getAttribute("formtarget") ?? form.getAttribute("target");
  if (target && target !== "_self") return false;
  try {
    const action = submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? "";
    return new URL(action, win.location.href).origin === win.location.origin;
  } catch {
    return false;
  }
}

/** Starts the bar on navigating clicks and submits; `pageshow` (bfcache) finishes it. */
export function startLoadingBar(root: Document = document): () => void {
  doc = root;
  const win = root.defaultView ?? window;

  // On window, in the bubble phase: every document-level handler (modals, gallery, beans,
  // islands) has had its chance to call preventDefault first.
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = eventElement(event)?.closest<HTMLAnchorElement>("a[href]");
    if (link && isNavigatingLink(link, win)) startLoading();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    if (isNavigatingForm(event.target, submitter, win)) startLoading();
  };
  const onPageShow = () => {
    pending = 0;
    failed = false;
    clearTimers();
    reset();
  };

  win.addEventListener("click", onClick);
  win.addEventListener("submit", onSubmit);
  win.addEventListener("pageshow", onPageShow);
  // The API calls' loadings (lib/api.ts reports them without knowing the bar).
  onLoading((event) => (event === "start" ? startLoading() : event === "done" ? finishLoading() : failLoading()));
  return () => {
    onLoading(null);
    win.removeEventListener("click", onClick);
    win.removeEventListener("submit", onSubmit);
    win.removeEventListener("pageshow", onPageShow);
    onPageShow();
  };
}
