import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type * as Tracking from "./tracking";

vi.mock("./loadingBar", () => ({ startLoading: vi.fn(), finishLoading: vi.fn(), failLoading: vi.fn() }));

let tracking: typeof Tracking;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let stop: (() => void) | undefined;

const LAYOUTS = {
  settings: { currencies: [] },
  geolocation: {
    market: "it",
    currency: "EUR",
    needsRedirect: true,
    showRedirectPopup: true,
    redirectDestination: { edition: "uk", url: "https://uk.example/", label: "Caravan UK", message: "m", goLabel: "Go", stayLabel: "Stay" },
  },
  flags: { "talk-to-us": "on" },
  experiments: [{ id: "test-aa-experiment", variant: "b" }],
};

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));
const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

beforeEach(async () => {
  vi.resetModules();
  tracking = await import("./tracking");
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(LAYOUTS), { status: 200 })));
  vi.stubGlobal("fetch", fetchMock);
  Object.assign(document.body.dataset, { pageType: "travel", edition: "it", travelId: "42" });
  document.body.innerHTML = `<button data-track="tour_book_click" data-track-tour-code="T1">Book</button>`;
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  delete window.dataLayer;
  for (const name of ["device_id", "anonymous_id", "forced_redirect"]) document.cookie = `${name}=; path=/; max-age=0`;
  for (const key of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[key];
  for (const key of ["pageType", "edition", "travelId"]) delete document.body.dataset[key];
  delete (navigator as { doNotTrack?: string | null }).doNotTrack;
  document.body.innerHTML = "";
});

describe("startTracking", () => {
  test("starts cookies, page view, click tracking, experiments and the geolocation popup", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    stop = tracking.startTracking();
    await vi.advanceTimersByTimeAsync(250);
    document.querySelector("button")!.click();

    expect(document.cookie).toMatch(/device_id=[0-9a-f-]{36}/);
    expect(document.cookie).toMatch(/anonymous_id=[0-9a-f-]{36}/);
    expect(document.documentElement.dataset.flagTalkToUs).toBe("on");
    expect(document.querySelector('dialog[data-modal="geolocation"]')).not.toBeNull();
    // /api/layouts once (the page view also waits for the session the header asks for).
    const layoutCalls = fetchMock.mock.calls.filter(([input]) => (input instanceof Request ? input.url : input.toString()).includes("/api/layouts"));
    expect(layoutCalls).toHaveLength(1);
    expect(new Headers(layoutCalls[0]?.[1]?.headers).get("X-Anonymous-Id")).toMatch(/^[0-9a-f-]{36}$/);
    // The experiment is reported whenever /api/layouts answers: before or after the page view.
    expect(window.dataLayer).toHaveLength(3);
    expect(window.dataLayer).toEqual(
      expect.arrayContaining([
        { event: "experiment_viewed", pageType: "travel", experimentId: "test-aa-experiment", variantId: "b" },
        { event: "page_view", pageType: "travel", edition: "it", userStatus: "loggedOut" },
        { event: "tour_book_click", pageType: "travel", travelId: "42", tourCode: "T1" },
      ]),
    );
  });

  test("one part failing does not stop the others", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fetchMock.mockRejectedValue(new TypeError("offline"));
    vi.spyOn(crypto, "randomUUID").mockImplementation(() => {
      throw new Error("no randomness");
    });
    stop = tracking.startTracking();
    await vi.advanceTimersByTimeAsync(250);
    document.querySelector("button")!.click();
    expect(events()).toEqual(["page_view", "tour_book_click"]);
    expect(document.querySelector("dialog")).toBeNull();
  });

  test("under Do-Not-Track the data layer stays empty and no tracking cookie is set", async () => {
    Object.defineProperty(navigator, "doNotTrack", { configurable: true, get: () => "1" });
    stop = tracking.startTracking();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await nextTick();
    document.querySelector("button")!.click();
    expect(window.dataLayer ?? []).toEqual([]);
    expect(document.cookie).not.toMatch(/device_id|anonymous_id/);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("X-Anonymous-Id")).toBe(false);
    // Flags and the popup are not tracking: they still work.
    expect(document.documentElement.dataset.flagTalkToUs).toBe("on");
    expect(document.querySelector('dialog[data-modal="geolocation"]')).not.toBeNull();
  });

  test("the cleanup cancels a page view not pushed yet and stops the delegated tracking", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fetchMock.mockRejectedValue(new TypeError("offline"));
    tracking.startTracking()();
    vi.advanceTimersByTime(1000);
    document.querySelector("button")!.click();
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
