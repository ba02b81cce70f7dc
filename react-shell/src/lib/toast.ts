// Toasts (contract §3): one short message at the bottom centre for 3 s; a newer one replaces it.
// The host `<div class="toast-host" data-toast-host role="status" aria-live="polite">` is
// server-rendered at the end of <body> (created here if a page lacks it), so screen readers
// announce what is written into it.

/** How long a toast stays (spec). */
export const TOAST_DURATION_MS = 3000;
/** window event: show a toast (detail `{ message, kind? }`). */
export const TOAST_EVENT = "caravan:toast";

export type ToastKind = "info" | "error";

let doc: Document | null = typeof document === "undefined" ? null : document;
let timer: ReturnType<typeof setTimeout> | undefined;

function host(): HTMLElement | null {
  if (!doc?.body) return null;
  let element = doc.querySelector<HTMLElement>("[data-toast-host]");
  if (!element) {
    element = doc.createElement("div");
    element.className = "toast-host";
    element.setAttribute("data-toast-host", "");
    element.setAttribute("role", "status");
    element.setAttribute("aria-live", "polite");
    doc.body.append(element);
  }
  return element;
}

/** Puts the host back on top of an open modal dialog (top layer) where popovers exist. */
function raise(element: HTMLElement): void {
  if (typeof element.showPopover !== "function") return;
  try {
    if (!element.hasAttribute("popover")) element.setAttribute("popover", "manual");
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  } catch {
    // Without popovers the host stays a fixed element under any open modal.
  }
}

function clear(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  doc?.querySelectorAll("[data-toast-host] [data-toast]").forEach((toast) => toast.remove());
}

/** Shows `message` for {@link TOAST_DURATION_MS}, replacing any toast on screen. */
export function showToast(message: string, kind: ToastKind = "info"): void {
  const text = message.trim();
  if (!text) return;
  const element = host();
  if (!element || !doc) return;
  clear();
  const toast = doc.createElement("div");
  toast.className = `toast toast--${kind}`;
  toast.setAttribute("data-toast", kind);
  toast.textContent = text;
  element.append(toast);
  raise(element);
  timer = setTimeout(() => {
    timer = undefined;
    toast.remove();
  }, TOAST_DURATION_MS);
}

function isToastKind(value: unknown): value is ToastKind {
  return value === "info" || value === "error";
}

/** Listens to `caravan:toast` and shows the server's `data-toast-initial` message once. */
export function startToasts(root: Document = document): () => void {
  doc = root;
  const win = root.defaultView ?? window;
  const onToast = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail === null || typeof detail !== "object") return;
    const { message, kind } = detail as Record<string, unknown>;
    if (typeof message === "string") showToast(message, isToastKind(kind) ? kind : "info");
  };
  win.addEventListener(TOAST_EVENT, onToast);

  const initialHost = root.querySelector<HTMLElement>("[data-toast-host][data-toast-initial]");
  if (initialHost) {
    const message = initialHost.dataset.toastInitial ?? "";
    const kind = initialHost.dataset.toastKind;
    initialHost.removeAttribute("data-toast-initial");
    showToast(message, isToastKind(kind) ? kind : "info");
  }

  return () => {
    win.removeEventListener(TOAST_EVENT, onToast);
    clear();
  };
}
