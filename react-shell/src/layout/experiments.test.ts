import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type * as Experiments from "./experiments";

vi.mock("./loadingBar", () => ({ startLoading: vi.fn(), finishLoading: vi.fn(), failLoading: vi.fn() }));

// A fresh page per test: /api/layouts is fetched, and experiments reported, once per page.
let experiments: typeof Experiments;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function answer(body: unknown, status = 200) {
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

beforeEach(async () => {
  vi.resetModules();
  experiments = await import("./experiments");
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  document.body.dataset.pageType = "home";
});

afterEach(() => {
  delete window.dataLayer;
  for (const key of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[key];
  delete document.body.dataset.pageType;
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

const LAYOUTS = {
  flags: { "talk-to-us": "on", "ab-test-social-proofing": "variant-b", wishlist: "off" },
  experiments: [
    { id: "ab-test-social-proofing", variant: "variant-b" },
    { id: "test-aa-experiment", variant: "a" },
  ],
};

describe("experiments", () => {
  test("flags become data-flag-* attributes on <html>", async () => {
    answer(LAYOUTS);
    await experiments.startExperiments();
    const html = document.documentElement;
    expect(html.getAttribute("data-flag-talk-to-us")).toBe("on");
    expect(html.getAttribute("data-flag-ab-test-social-proofing")).toBe("variant-b");
    expect(html.getAttribute("data-flag-wishlist")).toBe("off");
  });

  test("experiment_viewed is pushed once per experiment, however often it starts", async () => {
    answer(LAYOUTS);
    await Promise.all([experiments.startExperiments(), experiments.startExperiments()]);
    await experiments.startExperiments();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([
      { event: "experiment_viewed", pageType: "home", experimentId: "ab-test-social-proofing", variantId: "variant-b" },
      { event: "experiment_viewed", pageType: "home", experimentId: "test-aa-experiment", variantId: "a" },
    ]);
  });

  test("under Do-Not-Track the flags still apply but nothing is pushed", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, get: () => true });
    answer(LAYOUTS);
    await experiments.startExperiments();
    expect(document.documentElement.dataset.flagTalkToUs).toBe("on");
    expect(window.dataLayer ?? []).toEqual([]);
  });

  test("a failed /api/layouts changes nothing, silently", async () => {
    answer({ error: "boom" }, 500);
    await expect(experiments.startExperiments()).resolves.toBeUndefined();
    expect(Object.keys(document.documentElement.dataset)).toEqual([]);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  test("flag names are PascalCased for dataset keys", () => {
    expect(experiments.pascalCase("talk-to-us")).toBe("TalkToUs");
    expect(experiments.pascalCase("itineraries_default")).toBe("ItinerariesDefault");
    expect(experiments.pascalCase("--")).toBe("");
  });
});
