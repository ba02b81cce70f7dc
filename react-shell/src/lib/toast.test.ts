import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_EVENT, showToast, startToasts } from "./toast";

const HOST = `<main>page</main><div class="toast-host" data-toast-host role="status" aria-live="polite"></div>`;

const host = () => document.querySelector<HTMLElement>("[data-toast-host]");
const toasts = () => Array.from(document.querySelectorAll<HTMLElement>("[data-toast]"));

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = HOST;
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("showToast", () => {
  test("shows the message in the live region for 3 s", () => {
    stop = startToasts(document);
    showToast("Added to your wishlist");
    expect(toasts().map((toast) => toast.textContent)).toEqual(["Added to your wishlist"]);
    expect(host()?.contains(toasts()[0] ?? null)).toBe(true);
    expect(toasts()[0]?.className).toBe("toast toast--info");

    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  test("a newer toast replaces the previous one and gets the full 3 s", () => {
    stop = startToasts(document);
    showToast("First");
    vi.advanceTimersByTime(2000);
    showToast("Second", "error");
    expect(toasts().map((toast) => toast.textContent)).toEqual(["Second"]);
    expect(toasts()[0]?.classList.contains("toast--error")).toBe(true);

    vi.advanceTimersByTime(1500); // 3.5 s after the first one
    expect(toasts().map((toast) => toast.textContent)).toEqual(["Second"]);
    vi.advanceTimersByTime(1500);
    expect(toasts()).toHaveLength(0);
  });

  test("blank messages show nothing", () => {
    stop = startToasts(document);
    showToast("   ");
    expect(toasts()).toHaveLength(0);
  });

  test("creates the host when the page has none", () => {
    document.body.innerHTML = "<main>page</main>";
    stop = startToasts(document);
    showToast("Saved");
    expect(host()?.getAttribute("role")).toBe("status");
    expect(host()?.getAttribute("aria-live")).toBe("polite");
    expect(host()?.textContent).toBe("Saved");
  });
});

describe("startToasts", () => {
  test("shows toasts asked for with the caravan:toast window event", () => {
    stop = startToasts(document);
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: "Currency changed", kind: "info" } }));
    expect(toasts().map((toast) => toast.textContent)).toEqual(["Currency changed"]);
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: "Could not save", kind: "error" } }));
    expect(toasts()[0]?.dataset.toast).toBe("error");
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { nothing: true } }));
    expect(toasts().map((toast) => toast.textContent)).toEqual(["Could not save"]);
  });

  test("shows the server's data-toast-initial message once", () => {
    host()?.setAttribute("data-toast-initial", "Your newsletter subscription is confirmed");
    stop = startToasts(document);
    expect(toasts().map((toast) => toast.textContent)).toEqual(["Your newsletter subscription is confirmed"]);
    expect(host()?.hasAttribute("data-toast-initial")).toBe(false);
    stop();
    stop = startToasts(document);
    expect(toasts()).toHaveLength(0);
  });

  test("the cleanup stops listening and removes the toast on screen", () => {
    stop = startToasts(document);
    showToast("Bye");
    stop();
    expect(toasts()).toHaveLength(0);
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: "Ignored" } }));
    expect(toasts()).toHaveLength(0);
  });
});
