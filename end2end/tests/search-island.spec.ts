// Journey: search from the header. Without JS the button is a plain link; with JS the
// React island opens a dialog and builds the search URL with search-core (wasm), which
// is fetched only after the page has loaded or on interaction.
import { expect, test } from "@playwright/test";
import { editions, editionUrl, getAsEdition } from "./support/editions";

const it = editions.it;

test("before JS the search button is a plain link to the search page", async ({ request }) => {
  const response = await getAsEdition(request, it, "/");
  expect(response.status()).toBe(200);
  const html = await response.text();

  const start = html.indexOf('data-island="search-button"');
  expect(start, "search-button island placeholder").toBeGreaterThan(-1);
  const fallback = html.slice(start, html.indexOf("</div>", start));
  expect(fallback).toMatch(/<a\b[^>]*\bhref="(?:https?:\/\/[^"/]+)?\/cerca(?:[?#][^"]*)?"/);

  // The wasm is never announced by the initial HTML (no preload, no prefetch).
  expect(html).not.toMatch(/\.wasm\b/);
  expect(html).not.toMatch(/<link\b[^>]*\brel="?(?:modulepreload|preload|prefetch)"?[^>]*search_core/);
});

test("the wasm is requested only after the page has loaded, and served as application/wasm", async ({ page }) => {
  const wasmResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(".wasm"));
  const response = await page.goto(editionUrl(it, "/"), { waitUntil: "load" });
  expect(response?.status()).toBe(200);

  // Usable without the wasm: the island has mounted and its button is there.
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
});

test("the search dialog searches through search-core and lands on the results page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto(editionUrl(it, "/"));
  expect(response?.status()).toBe(200);

  const open = page.getByTestId("search-open");
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();

  const panel = page.getByTestId("search-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute("role", "dialog");
  await expect(panel).toHaveAttribute("aria-modal", "true");
  await expect(open).toHaveAttribute("aria-expanded", "true");

  // Escape closes and gives focus back; reopen.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(panel).toBeVisible();

  await page.getByTestId("search-where").fill("Peru");
  const when = page.getByTestId("search-when");
  const month = await when.locator("option").nth(1).getAttribute("value");
  expect(month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  await when.selectOption({ index: 1 });

  // Ready: search-core has loaded, so the URL is the full one (not the no-wasm fallback).
  const submit = page.getByTestId("search-submit");
  await expect(submit).toHaveAttribute("aria-busy", "false");
  await Promise.all([page.waitForURL((url) => url.pathname === it.searchPath), submit.click()]);

  const url = new URL(page.url());
  expect(url.host).toBe(`${it.host}:${url.port}`);
  expect(url.pathname).toBe("/cerca");
  expect(url.searchParams.get("textSearch")).toBe("Peru");
  expect(url.searchParams.getAll("status[]")).toEqual(["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST"]);
  expect(url.searchParams.get("tab")).toBe("travels");
  expect(url.searchParams.get("dateFrom")).toBe(`${month}-01`);
  expect(url.searchParams.get("dateTo")).toMatch(new RegExp(`^${month}-(28|29|30|31)$`));

  await expect(page.getByTestId("search-results").or(page.getByTestId("search-empty"))).toBeVisible();
  expect(errors).toEqual([]);
});
