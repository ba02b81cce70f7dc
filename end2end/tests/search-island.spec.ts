// Journey: search from the header. Without JS the header's search is a plain link to the search
// page; with JS the search-bar island takes it over once search-core (wasm) has loaded, which
// happens only after the page's load event (or on interaction), and opens a dropdown bar on
// desktop or a full-screen dialog on mobile (spec §2 "Search bar").
import { expect, test, type Route } from "@playwright/test";
import { editions, editionUrl, escapeRegExp, getAsEdition } from "./support/editions";
import { openMenuIfCollapsed } from "./support/pages";
import { openHeaderSearch, searchBarReady, VIEWPORTS } from "./support/search";

const it = editions.it;

for (const edition of [editions.it, editions.us, editions.de]) {
  test(`${edition.name}: before JS the header search is a plain link to ${edition.searchPath}, and the wasm is never preloaded`, async ({
    request,
  }) => {
    const response = await getAsEdition(request, edition, "/");
    expect(response.status()).toBe(200);
    const html = await response.text();

    // The island's placeholder holds the fallback: a link to the localised search page.
    const start = html.indexOf('data-island="search-bar"');
    expect(start, "search-bar island placeholder").toBeGreaterThan(-1);
    const fallback = html.slice(start, html.indexOf("</div>", start));
    expect(fallback).toMatch(/data-props='\{[^']*"variant":"header"/);
    const link = new RegExp(`<a\\b[^>]*\\bhref="(?:https?://[^"/]+)?${escapeRegExp(edition.searchPath)}(?:[?#][^"]*)?"[^>]*data-testid="search-link"`);
    expect(fallback).toMatch(link);
    expect(fallback).not.toMatch(/<button\b/);

    // The wasm is never announced by the initial HTML (no preload, no prefetch).
    expect(html).not.toMatch(/\.wasm\b/);
    expect(html).not.toMatch(/<link\b[^>]*\brel="?(?:modulepreload|preload|prefetch)"?[^>]*search_core/);
    expect(html).not.toMatch(/<script\b[^>]*search_core/);
  });
}

test("with JavaScript disabled the header's search link leads to the search page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(editionUrl(it, "/"));
    const link = page.getByTestId("search-link");
    await expect(link).toBeVisible();
    await Promise.all([page.waitForURL((url) => url.pathname === it.searchPath), link.click()]);
    await expect(page.getByTestId("filter-panel")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the wasm is requested only after the page has loaded, and served as application/wasm", async ({ page }) => {
  const wasmResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(".wasm"));
  const response = await page.goto(editionUrl(it, "/"), { waitUntil: "load" });
  expect(response?.status()).toBe(200);

  // Usable without the wasm: the island's opener is there (a link until the core has loaded).
  await expect(page.getByTestId("search-open")).toBeVisible();

  const wasm = await wasmResponse;
  expect(wasm.status()).toBe(200);
  expect(wasm.headers()["content-type"]).toBe("application/wasm");

  // The timing entry appears when the body has finished, after the response headers.
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname.endsWith(".wasm")),
  );
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const wasmEntry = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname.endsWith(".wasm"));
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return { loadEventStart: navigation.loadEventStart, wasmStart: wasmEntry?.startTime, fcp: fcp?.startTime };
  });
  expect(timing.wasmStart, "wasm resource timing").toBeDefined();
  expect(timing.wasmStart!).toBeGreaterThanOrEqual(timing.loadEventStart);
  if (timing.fcp !== undefined) expect(timing.wasmStart!).toBeGreaterThan(timing.fcp);

  // Once loaded, the link has become the bar's button.
  await searchBarReady(page);
  await expect(page.getByTestId("search-open")).toHaveAttribute("aria-expanded", "false");
});

test("desktop: the header search opens a dropdown bar; Escape closes it and gives the focus back", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(editionUrl(it, "/"));

  const bar = await openHeaderSearch(page, "desktop");
  const open = page.getByTestId("search-open");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("search-panel")).toHaveCount(0);
  await expect(bar).not.toHaveAttribute("role", "dialog");
  // Opened on where: the combobox has the focus and lists continents and top sellers.
  const where = bar.getByTestId("search-where");
  await expect(where).toBeFocused();
  await expect(where).toHaveAttribute("aria-expanded", "true");
  await expect(bar.getByTestId("continent-europe")).toBeVisible();
  await expect(bar.locator('[data-testid^="suggestion-"]').first()).toBeVisible();
  // Nothing chosen: clear-all is disabled; no history: no history section.
  await expect(bar.getByTestId("search-clear-all")).toBeDisabled();
  await expect(bar.getByTestId("search-history")).toHaveCount(0);

  // Escape closes the open section, a second Escape the bar, and the focus returns.
  await page.keyboard.press("Escape");
  await expect(where).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Escape");
  await expect(bar).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");
  expect(errors).toEqual([]);
});

test("mobile: the header search opens a full-screen dialog; Escape and the close button close it", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(editionUrl(it, "/"));

  const panel = await openHeaderSearch(page, "mobile");
  const open = page.getByTestId("search-open");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await expect(open).toHaveAttribute("aria-haspopup", "dialog");
  const box = await panel.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(VIEWPORTS.mobile.width - 1);
  await expect(panel.getByTestId("search-where")).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await expect(panel).toBeVisible();
  await panel.getByTestId("search-close").click();
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  expect(errors).toEqual([]);
});

test("mobile: the menu's search entry opens the search by itself, on the recent searches if any (default-active)", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(editionUrl(it, "/"));
  await searchBarReady(page);
  // Wide screens have the search button in the row: the entry lives in the phone's menu sheet only.
  await openMenuIfCollapsed(page);
  const entry = page.getByTestId("menu-search");
  await expect(entry).toBeVisible();
  await entry.click();
  const panel = page.getByTestId("search-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute("role", "dialog");
  // No history yet: the where section; the fragment is gone, so a reload does not reopen it.
  await expect(panel.getByTestId("search-where")).toHaveAttribute("aria-expanded", "true");
  expect(new URL(page.url()).hash).toBe("");
});

test("a click before search-core has loaded opens the bar as soon as it has", async ({ page }) => {
  // Hold the wasm back until the visitor has clicked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.wasm", async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(editionUrl(it, "/"), { waitUntil: "load" });
  const open = page.getByTestId("search-open");
  await expect(open).toHaveJSProperty("tagName", "A");
  await open.click();
  // Not followed: the island waits for the core instead.
  expect(new URL(page.url()).pathname).toBe("/");
  release();
  const bar = page.getByTestId("search-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId("search-where")).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("when search-core cannot load, the header search still leads to the search page", async ({ page }) => {
  await page.route("**/*.wasm", (route) => route.abort());
  await page.goto(editionUrl(it, "/"), { waitUntil: "load" });
  await Promise.all([page.waitForURL((url) => url.pathname === it.searchPath), page.getByTestId("search-open").click()]);
  await expect(page.getByTestId("filter-panel")).toBeVisible();
});
