// Journey: a visitor follows a dead link and is offered the way back to the travels list.
import { expect, test } from "@playwright/test";
import { editions, editionUrl, pathOf, type Edition } from "./support/editions";

const cases: { what: string; edition: Edition; path: string }[] = [
  { what: "an unknown path", edition: editions.international, path: "/_not-found-abracadabra" },
  { what: "an Italian path on the international host", edition: editions.international, path: "/viaggi" },
  { what: "a placeholder route (search-ai in the US edition)", edition: editions.us, path: "/search-ai" },
];

for (const { what, edition, path } of cases) {
  test(`${what} (${edition.host}${path}) answers 404 with the friendly page`, async ({ page }) => {
    const response = await page.goto(editionUrl(edition, path));
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");

    await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
    const notFound = page.getByTestId("not-found");
    await expect(notFound).toBeVisible();

    const cta = page.locator("a[data-testid=not-found-cta]");
    await expect(cta).toBeVisible();
    await expect(cta).toHaveText(/\S/);
    expect(pathOf(await cta.getAttribute("href"), page.url())).toBe(edition.travelsPath);

    // The way out is not another dead end.
    const [listing] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === edition.travelsPath),
      cta.click(),
    ]);
    expect(listing.status()).toBe(200);
    expect(new URL(page.url()).host).toBe(new URL(editionUrl(edition)).host);
  });
}
