// Journey: a visitor lands on the home page of an edition.
import { expect, test } from "@playwright/test";
import { editions, editionUrl, escapeRegExp, type Edition } from "./support/editions";
import { seriousViolations } from "./support/pages";

const homes: Edition[] = [editions.international, editions.it, editions.de, editions.us];

for (const edition of homes) {
  test(`home of the ${edition.name} edition: 200, lang ${edition.lang}, header, footer, travel cards`, async ({ page }) => {
    const response = await page.goto(editionUrl(edition, "/"));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("text/html");

    await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();

    const cards = page.getByTestId("home-travels").locator("a[data-testid=travel-card]");
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    const underTravels = new RegExp(`^${escapeRegExp(edition.travelsPath)}/[^/]+/?$`);
    for (const href of hrefs) {
      const url = new URL(href);
      expect(url.host, href).toBe(`${edition.host}:${new URL(page.url()).port}`);
      expect(url.pathname, href).toMatch(underTravels);
    }
  });
}

for (const edition of [editions.international, editions.it]) {
  test(`home of the ${edition.name} edition has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(editionUrl(edition, "/"));
    await page.waitForLoadState("load");

    expect(await seriousViolations(page)).toEqual([]);
  });
}
