// Journey (issue 21): each page inlines only the CSS of its first screen and preloads the whole
// stylesheet, which the entry script applies (a <noscript> link without JavaScript). The first
// paint happens with the inline part alone, so it must lay the first screen out exactly as the
// whole sheet does, or the page would jump when the sheet arrives. Checked by laying each page
// out twice, with the whole sheet and with the stylesheet request refused, at a phone's and a
// laptop's width, without JavaScript (with it, islands mount only once the sheet is in).
import { expect, test, type Browser } from "@playwright/test";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Position and size of every element seen on the first screen, in document order. */
async function firstScreen(browser: Browser, path: string, viewport: { width: number; height: number }, fullSheet: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  if (!fullSheet) await page.route(/\/static\/main\.[0-9a-f]+\.css$/, (route) => route.abort());
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const boxes = await page.evaluate((height) => {
    const shown: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top >= height) continue;
      // Laid out but not seen (a closed menu's panel kept for its transition) does not count.
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const name = `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").trim().replace(/\s+/g, ".")}`;
      // The part on screen: a box running on below the fold may end elsewhere, unseen.
      const seen = Math.min(box.bottom, height) - box.top;
      shown.push(`${name} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(seen)}`);
    }
    return shown;
  }, viewport.height);
  await context.close();
  return boxes;
}

test("the inline CSS lays the first screen out as the full stylesheet does", async ({ browser, request }) => {
  // Twenty layouts (five pages, two widths, with and without the sheet): about 25 s beside
  // another browser on two cores, too close to the default 30 s.
  test.slow();
  const home = await (await request.get("/")).text();
  const trip = /href="(\/destinations\/[^"/?#]+)"/.exec(home)?.[1];
  expect(trip, "a trip linked from the home page").toBeTruthy();
  const tour = new RegExp(`href="(${trip}/[^"/?#]+)"`).exec(await (await request.get(trip!)).text())?.[1];
  expect(tour, "a departure linked from the trip page").toBeTruthy();
  for (const path of ["/", trip!, tour!, "/search?continentId%5B%5D=europe&sort=price:asc", "/search-ai"]) {
    for (const viewport of VIEWPORTS) {
      const full = await firstScreen(browser, path, viewport, true);
      const inlineOnly = await firstScreen(browser, path, viewport, false);
      expect(full.length, `${path} at ${viewport.width} px shows something`).toBeGreaterThan(10);
      expect(inlineOnly, `${path} at ${viewport.width} px: the first screen before the full sheet arrives`).toEqual(full);
    }
  }
});

test("the whole stylesheet is preloaded, applied by the entry script and kept a year", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  const sheet = /<link rel="preload" as="style" href="(\/static\/main\.[0-9a-f]+\.css)" fetchpriority="low" data-stylesheet>/.exec(html)?.[1];
  expect(sheet, "the whole sheet is preloaded").toBeTruthy();
  expect(html).toContain(`<noscript><link rel="stylesheet" href="${sheet}">`);
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]+<\/style>[\s\S]*<\/head>/);
  await page.goto("/");
  await expect(page.locator(`link[rel="stylesheet"][href="${sheet}"]`)).toHaveCount(1);
  await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  const css = await request.get(sheet!, { headers: { "accept-encoding": "br" } });
  expect(css.headers()["content-encoding"]).toBe("br");
  expect(css.headers()["cache-control"]).toContain("immutable");
  expect(await css.text()).toContain(".site-header");
});
