import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { reportLoading } from "./loading";
import type * as Api from "./api";
import type * as ApiClient from "./api-client";

vi.mock("./loading", () => ({ reportLoading: vi.fn() }));

// A fresh module per test: getLayouts() keeps its answer for the life of the page.
let api: typeof Api;
let client: typeof ApiClient;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const LAYOUTS = {
  settings: { installmentPayments: false, currencies: [{ isoCode: "EUR", symbol: "€" }] },
  geolocation: { market: "it", currency: "EUR", needsRedirect: false, showRedirectPopup: false, reference: null, redirectDestination: null },
  flags: { "talk-to-us": "on", wishlist: true },
  experiments: [{ id: "itineraries-default", variant: "b" }, { id: 12, variant: 1 }, { broken: true }],
  header: null,
  footer: null,
  contacts: null,
  beans: [],
  talkToUs: null,
};

beforeEach(async () => {
  vi.resetModules();
  vi.mocked(reportLoading).mockClear();
  api = await import("./api");
  client = await import("./api-client");
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response("ok")));
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/viaggi/peru?month=2027-03");
});

afterEach(() => {
  document.cookie = "anonymous_id=; path=/; max-age=0";
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe("apiFetch", () => {
  test("sends X-Anonymous-Id from the cookie and X-Referer-Url, keeping the caller's headers", async () => {
    document.cookie = "anonymous_id=anon-123; path=/";
    const controller = new AbortController();
    await api.apiFetch("/api/travels/top-sellers?search=per", { headers: { Accept: "application/json" }, signal: controller.signal });

    expect(fetchMock).toHaveBeenCalledWith("/api/travels/top-sellers?search=per", expect.objectContaining({ signal: controller.signal }));
    const headers = sentHeaders();
    expect(headers.get("X-Anonymous-Id")).toBe("anon-123");
    expect(headers.get("X-Referer-Url")).toBe("/viaggi/peru");
    expect(headers.get("Accept")).toBe("application/json");
  });

  test("without the cookie (or under Do-Not-Track) no X-Anonymous-Id is sent", async () => {
    await api.apiFetch("/api/layouts");
    expect(sentHeaders(0).has("X-Anonymous-Id")).toBe(false);

    document.cookie = "anonymous_id=anon-123; path=/";
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, get: () => true });
    await api.apiFetch("/api/layouts");
    expect(sentHeaders(1).has("X-Anonymous-Id")).toBe(false);
    expect(sentHeaders(1).get("X-Referer-Url")).toBe("/viaggi/peru");
  });

  test("other origins get neither header", async () => {
    document.cookie = "anonymous_id=anon-123; path=/";
    await api.apiFetch("https://newsletter.example.com/subscribe");
    expect(sentHeaders().has("X-Anonymous-Id")).toBe(false);
    expect(sentHeaders().has("X-Referer-Url")).toBe(false);
  });

  test("drives the loading bar: finished on success, failed on an error status or a network error", async () => {
    const reported = () => vi.mocked(reportLoading).mock.calls.map(([event]) => event);
    await api.apiFetch("/a");
    expect(reported()).toEqual(["start", "done"]);

    fetchMock.mockResolvedValueOnce(new Response("no", { status: 500 }));
    expect((await api.apiFetch("/b")).status).toBe(500);
    expect(reported()).toEqual(["start", "done", "start", "failed"]);

    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await expect(api.apiFetch("/c")).rejects.toThrow("offline");
    expect(reported()).toEqual(["start", "done", "start", "failed", "start", "failed"]);
  });

  test("an aborted call finishes the bar rather than failing it", async () => {
    fetchMock.mockRejectedValueOnce(new DOMException("aborted", "AbortError"));
    await expect(api.apiFetch("/aborted")).rejects.toThrow("aborted");
    expect(vi.mocked(reportLoading).mock.calls.map(([event]) => event)).toEqual(["start", "done"]);
  });

  test("a broken loading bar never breaks the call", async () => {
    vi.mocked(reportLoading).mockImplementationOnce(() => {
      throw new Error("no bar");
    });
    expect((await api.apiFetch("/a")).ok).toBe(true);
  });
});

describe("getLayouts", () => {
  test("fetches /api/layouts once for every caller, without the loading bar", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(LAYOUTS)));
    const [first, second] = await Promise.all([client.getLayouts(), client.getLayouts()]);
    expect(await client.getLayouts()).toBe(first);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/layouts");
    expect(reportLoading).not.toHaveBeenCalled();
    expect(first?.geolocation?.market).toBe("it");
    expect(first?.flags).toEqual({ "talk-to-us": "on", wishlist: "true" });
    expect(first?.experiments).toEqual([{ id: "itineraries-default", variant: "b" }, { id: "12", variant: "1" }]);
  });

  test("missing flags and experiments read as empty", async () => {
    fetchMock.mockResolvedValue(json({ ...LAYOUTS, flags: undefined, experiments: "nope" }));
    const layouts = await client.getLayouts();
    expect(layouts?.flags).toEqual({});
    expect(layouts?.experiments).toEqual([]);
  });

  test.each([
    ["a 500", () => Promise.resolve(new Response("boom", { status: 500 }))],
    ["a network error", () => Promise.reject(new TypeError("offline"))],
    ["invalid JSON", () => Promise.resolve(new Response("<html>", { status: 200 }))],
    ["a JSON array", () => Promise.resolve(json([]))],
  ])("resolves to null on %s, silently and once", async (_, answer: () => Promise<Response>) => {
    fetchMock.mockImplementation(answer);
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    expect(await client.getLayouts()).toBeNull();
    expect(await client.getLayouts()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
