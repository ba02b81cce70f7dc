// Helpers for the search journeys: what the server offers (top sellers, the search bar's own
// props), the search bar at either viewport, and reading the search page's results.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { getAsEdition, type Edition } from "./editions";

/** Spec §4 / §9: the default search statuses, in this order (every status but SOLD_OUT). */
export const DEFAULT_STATUSES = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST"];

/** The search bar is a dropdown from 768 px, a full-screen modal below (spec §2, §9). */
export const DESKTOP = { width: 1280, height: 720 };
export const MOBILE = { width: 390, height: 844 };
export const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface TopSellerCountry {
  name: string;
  isoCodeAlpha3: string;
  itineraries: number;
  departures: number;
}

/** The countries the edition's top-sellers endpoint answers for `search` (names in its language). */
export async function topSellers(request: APIRequestContext, edition: Edition, search = ""): Promise<TopSellerCountry[]> {
  const response = await getAsEdition(request, edition, `/api/travels/top-sellers?search=${encodeURIComponent(search)}`);
  expect(response.status(), "top sellers").toBe(200);
  const body = (await response.json()) as { data?: { countries?: TopSellerCountry[] } };
  return body.data?.countries ?? [];
}

/**
 * A best-selling country with departures whose first three letters find it in the where box
 * (asked of the same endpoint the box uses): the best one, or with `skip`, a later one.
 */
export async function pickCountry(
  request: APIRequestContext,
  edition: Edition,
  skip = 0,
): Promise<TopSellerCountry & { prefix: string }> {
  const countries = (await topSellers(request, edition)).filter((c) => c.departures > 0);
  expect(countries.length, `top sellers of the ${edition.name} edition`).toBeGreaterThan(skip);
  let left = skip;
  for (const country of countries) {
    const prefix = country.name.slice(0, 3);
    const found = await topSellers(request, edition, prefix);
    if (!found.some((c) => c.isoCodeAlpha3 === country.isoCodeAlpha3)) continue;
    if (left-- === 0) return { ...country, prefix };
  }
  throw new Error(`not enough top sellers of the ${edition.name} edition are found by their first three letters`);
}

/** "YYYY-MM-01" and the month's last day. */
export function monthBounds(month: string): { dateFrom: string; dateTo: string } {
  const [year, mon] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year!, mon!, 0)).getUTCDate();
  return { dateFrom: `${month}-01`, dateTo: `${month}-${String(last).padStart(2, "0")}` };
}

/** Adds `months` to a "YYYY-MM". */
export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year!, mon! - 1 + months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The search URL the search bar builds for a destination and a month (spec §7), as a path. */
export function searchQuery(params: Record<string, string | string[]>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  return query.toString().replaceAll("%5B%5D", "[]");
}

/** How many departures the server lists for a country in a month (departures tab, default statuses). */
export async function departuresIn(request: APIRequestContext, edition: Edition, iso3: string, month: string): Promise<number> {
  const query = searchQuery({ "status[]": DEFAULT_STATUSES, ...monthBounds(month), "destinationId[]": iso3 });
  const response = await getAsEdition(request, edition, `${edition.searchPath}?${query}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const summary = /<p[^>]*role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  return countIn(summary);
}

/** The number in a summary such as "Abbiamo trovato 1.234 partenze per te" (0 when none). */
export function countIn(text: string): number {
  const digits = /\d[\d.,\s\u00a0\u202f]*/.exec(text)?.[0].replace(/\D/g, "") ?? "";
  return digits === "" ? 0 : Number(digits);
}

/** A price as shown ("1.350 €", "$1,350", "£870"): whole units (prices show no decimals). */
export function priceValue(text: string): number {
  const digits = text.replace(/\D/g, "");
  if (digits === "") throw new Error(`not a price: ${text}`);
  return Number(digits);
}

export interface SearchBarProps {
  searchPath: string;
  locale: string;
  weekStart: "monday" | "sunday";
  today: string;
}

/** The props the server gave the page's search-bar island (its day and week start). */
export async function searchBarProps(page: Page): Promise<SearchBarProps> {
  const json = await page.locator('[data-island="search-bar"]').first().getAttribute("data-props");
  if (!json) throw new Error("no search-bar island on the page");
  return JSON.parse(json) as SearchBarProps;
}

/** The months the bar's periods tab offers (`YYYY-MM`): search-core lists twelve from the server's day. */
export function monthsOffered(props: SearchBarProps): string[] {
  return Array.from({ length: 12 }, (_, i) => addMonths(props.today.slice(0, 7), i));
}

/** How the bar writes `month` (`YYYY-MM`): its name in the edition's shared labels (the file named on
 *  `<body data-labels>`), then the year. */
export async function monthLabel(page: Page, month: string): Promise<string> {
  const names = await page.evaluate(async () => {
    const response = await fetch(document.body.dataset.labels!);
    return ((await response.json()) as { "search-bar": { months: string[] } })["search-bar"].months;
  });
  const [year, mon] = month.split("-").map(Number);
  return `${names[mon! - 1]} ${year}`;
}

/**
 * Waits until search-core has loaded and the search bar has taken over from its fallback: the
 * header's opener (and the inline bar's mobile summary) is a button instead of a link, the
 * inline bar's where box a combobox. On the search page it also waits for the live-search island
 * (a chunk of its own, which may come in after the bar): until it has mounted, a filter link is
 * followed with a full page load, as without JavaScript.
 */
export async function searchBarReady(page: Page): Promise<void> {
  const ready = page.locator(
    '[data-island="search-bar"] button[data-testid="search-open"], [data-island="search-bar"] input[data-testid="search-where"][role="combobox"]',
  );
  // The header's button fetches search-core only when the visitor heads for it (pages that do
  // not search load no wasm): a pointer comes over it once the island is in. (Dispatched, since
  // an open modal makes the header inert.)
  const waiting = page.locator('[data-island="search-bar"][data-island-mounted] a[data-testid="search-open"]');
  await expect(ready.or(waiting).first()).toBeAttached({ timeout: 15_000 });
  // In the page in one step: the button may turn ready (another island loaded the core) meanwhile.
  await page.evaluate((selector) => {
    document.querySelector(selector)?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  }, '[data-island="search-bar"][data-island-mounted] a[data-testid="search-open"]');
  await expect(ready.first()).toBeAttached({ timeout: 15_000 });
  if ((await page.locator('[data-island="live-search"]').count()) > 0) {
    await expect(page.locator('[data-island="live-search"][data-island-mounted]')).toBeAttached({ timeout: 15_000 });
  }
}

/**
 * Opens the header search bar: the dropdown (desktop) or the full-screen dialog (mobile).
 * Returns the container the bar's controls are in.
 */
export async function openHeaderSearch(page: Page, viewport: ViewportName): Promise<Locator> {
  await searchBarReady(page);
  await page.getByTestId("search-open").click();
  if (viewport === "mobile") {
    const panel = page.getByTestId("search-panel");
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute("role", "dialog");
    await expect(panel).toHaveAttribute("aria-modal", "true");
    return panel;
  }
  const bar = page.getByTestId("search-bar");
  await expect(bar).toBeVisible();
  return bar;
}

/**
 * Types the first letters of a country into the where box, waits for the debounced top-sellers
 * answer for exactly that text, and picks the country from the suggestions.
 */
export async function chooseCountry(page: Page, bar: Locator, country: { prefix: string; isoCodeAlpha3: string; name: string }) {
  const where = bar.getByTestId("search-where");
  await expect(where).toHaveAttribute("role", "combobox");
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/travels/top-sellers" && url.searchParams.get("search") === country.prefix;
  });
  const typedAt = Date.now();
  await where.click();
  await where.pressSequentially(country.prefix, { delay: 60 });
  const response = await answered;
  expect(response.status()).toBe(200);
  // The 800 ms search debounce (spec §9) runs from the last key.
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(800);
  const suggestion = bar.getByTestId(`suggestion-${country.isoCodeAlpha3}`);
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toHaveAttribute("role", "option");
  await expect(suggestion).toContainText(country.name);
  await suggestion.click();
  await expect(where).toHaveValue(country.name);
}

/** The live results region: summary, month groups, rows and prices, for comparing states. */
export async function resultsState(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector("[data-live-search]");
    const text = (selector: string) =>
      Array.from(region?.querySelectorAll(selector) ?? []).map((e) => (e.textContent ?? "").trim());
    const attr = (selector: string, name: string) =>
      Array.from(region?.querySelectorAll(selector) ?? []).map((e) => e.getAttribute(name) ?? "");
    return {
      summary: (region?.querySelector('[role="status"]')?.textContent ?? "").trim(),
      months: attr("[data-testid=search-results] section.month-group", "data-month"),
      rows: attr("[data-testid=search-results] [data-testid=tour-row] .tour-row__dates > a, [data-testid=search-results] a[data-testid=travel-card]", "href"),
      prices: text("[data-testid=search-results] .tour-row__price strong"),
      pagination: text("nav.pagination span"),
      sort: (region?.querySelector<HTMLSelectElement>("#search-sort")?.value ?? "").trim(),
    };
  });
}

/** The number the results summary states. */
export async function summaryCount(page: Page): Promise<number> {
  return countIn((await page.locator("[data-live-search] [role=status]").first().textContent()) ?? "");
}

/** Phones fold the filter panel behind its title (a <details>); open it when it is folded. */
export async function openFilterPanel(page: Page): Promise<void> {
  const panel = page.getByTestId("filter-panel");
  const options = panel.locator(".filter-group a").first();
  if (!(await options.isVisible())) await panel.locator("summary").click();
  await expect(options).toBeVisible();
}

/** A filter group of the search page's panel (`price`, `durations`…), by the heading that names it. */
export function filterGroup(page: Page, group: string): Locator {
  return page.locator(`section[aria-labelledby="filter-${group}"]`);
}

/** The filter option of a group with the largest non-zero count that is not chosen yet. */
export async function busiestOption(page: Page, group: string): Promise<{ option: Locator; count: number; href: string }> {
  await openFilterPanel(page);
  const options = filterGroup(page, group).locator("a:not([aria-current])");
  const counts = await options.locator("small").allTextContents();
  let best = -1;
  counts.forEach((text, index) => {
    if (countIn(text) > 0 && (best < 0 || countIn(text) > countIn(counts[best]!))) best = index;
  });
  expect(best, `an option of filter ${group} with results`).toBeGreaterThanOrEqual(0);
  const option = options.nth(best);
  return { option, count: countIn(counts[best]!), href: (await option.getAttribute("href")) ?? "" };
}

/** Sets a marker on window that only a full page load removes. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
}

export async function marker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/** The query of a URL as a multimap, for exact comparisons. */
export function queryOf(url: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, value] of new URL(url).searchParams) (result[key] ??= []).push(value);
  return result;
}
