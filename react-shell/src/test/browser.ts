// Test doubles for what jsdom lacks or what the islands reach outside React: the viewport
// (matchMedia), the top-sellers endpoint (fetch) and the stored search history.
import { vi } from "vitest";

/** Makes "(min-width: 768px)" match (desktop) or not (mobile). */
export function setViewport(kind: "desktop" | "mobile"): void {
  const matches = kind === "desktop";
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width: 768px") ? matches : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

export interface CountryFixture {
  id: number;
  name: string;
  isoCodeAlpha3: string;
  continent: string;
  itineraries: number;
  departures: number;
}

export const PERU: CountryFixture = { id: 1, name: "Perù", isoCodeAlpha3: "PER", continent: "south-america", itineraries: 1, departures: 3 };
export const PORTUGAL: CountryFixture = { id: 2, name: "Portogallo", isoCodeAlpha3: "PRT", continent: "europe", itineraries: 12, departures: 1 };
export const JAPAN: CountryFixture = { id: 3, name: "Giappone", isoCodeAlpha3: "JPN", continent: "asia", itineraries: 4, departures: 20 };

/** Stubs fetch: `?search=TEXT` answers the countries listed for TEXT (none for others). */
export function mockTopSellers(byText: Record<string, CountryFixture[]>) {
  const fetchMock = vi.fn((input: string) => {
    const url = new URL(input, "http://localhost");
    const countries = byText[url.searchParams.get("search") ?? ""] ?? [];
    const body = { data: { countries, continents: [], itineraries: 0, departures: 0 } };
    // A plain object rather than a Response: its body stream would need real timers.
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as unknown as Response);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with. */
export function fetchedUrls(fetchMock: ReturnType<typeof mockTopSellers>): string[] {
  return fetchMock.mock.calls.map(([input]) => input);
}

export const HISTORY_KEY = "search-history";

export function storedHistory(): unknown {
  const raw = window.localStorage.getItem(HISTORY_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** A stored entry as search-core writes them. */
export function historyItem(destinationName: string, query: string, dates: { dateFrom?: string; dateTo?: string } = {}, date = "2026-11-20T10:00:00.000Z") {
  return { date, userStatus: "loggedOut", values: { destinationName, params: dates, query } };
}

export function storeHistory(items: unknown[]): void {
  window.localStorage.setItem(HISTORY_KEY, JSON.stringify(items));
}

/** Fake timers for the debounce and the auto-open delay, and a fixed clock (history dates). */
export function installFakeClock(now = "2026-11-22T10:00:00.000Z"): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date(now));
}

/** The cookies the code under test wrote (the setup's consent cookie left out). */
export function siteCookies(): string[] {
  return document.cookie.split("; ").filter((cookie) => cookie !== "" && !cookie.startsWith("tracking_consent="));
}
