// Tracking only after consent (issue 19, ePrivacy/GDPR): in three editions, a first visit sets no
// cookie and pushes nothing; accepting starts the tracking at once and is remembered; rejecting
// stores only the choice; the footer's "Tracking preferences" opens the choices again.
import { expect, test, type Page } from "@playwright/test";
import { editionUrl, editions } from "./support/editions";

test.use({ storageState: { cookies: [], origins: [] } });

const cases = [editions.international, editions.it, editions.de];

async function pushes(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) => String(entry.event)));
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).sort();
}

for (const edition of cases) {
  test(`${edition.name}: nothing before a choice; accepting starts tracking and is remembered`, async ({ page }) => {
    await page.goto(editionUrl(edition, "/"));
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await page.waitForTimeout(600);
    expect(await cookieNames(page)).toEqual([]);
    expect(await pushes(page)).toEqual([]);

    await page.getByTestId("consent-accept").click();
    await expect(banner).toBeHidden();
    await expect.poll(() => pushes(page)).toContain("page_view");
    expect(await cookieNames(page)).toEqual(["anonymous_id", "device_id", "tracking_consent"]);

    await page.reload();
    await expect(page.getByTestId("consent-banner")).toBeHidden();
    await expect.poll(() => pushes(page)).toContain("page_view");
  });

  test(`${edition.name}: rejecting stores only the choice, and the footer link changes it`, async ({ page }) => {
    await page.goto(editionUrl(edition, "/"));
    await page.getByTestId("consent-reject").click();
    await expect(page.getByTestId("consent-banner")).toBeHidden();
    await page.reload();
    await page.waitForTimeout(600);
    expect(await pushes(page)).toEqual([]);
    expect(await cookieNames(page)).toEqual(["tracking_consent"]);

    await page.getByTestId("tracking-preferences").click();
    await expect(page.getByTestId("consent-choices")).toBeVisible();
    await page.getByTestId("consent-analytics").check();
    await page.getByTestId("consent-save").click();
    await expect.poll(() => pushes(page)).toContain("page_view");
    expect(await cookieNames(page)).toContain("anonymous_id");
  });
}

// The banner is in the first paint, before the entry script runs; the head's inline script (the
// one the security policy allows, by its hash) hides it when the browser already holds a choice.
// The entry script is kept from loading here, so only the server's markup and that script act.
test.describe("before the entry script", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
  });

  test("a first visit sees the banner at once", async ({ page }) => {
    await page.goto(editionUrl(editions.international, "/search"));
    await expect(page.getByTestId("consent-banner")).toBeVisible();
  });

  test("a visitor who chose does not: the policy lets the head's script run", async ({ page }) => {
    const csp: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    await page.context().addCookies([{ name: "tracking_consent", value: "a0.e0.c0", domain: "localhost", path: "/" }]);
    await page.goto(editionUrl(editions.international, "/search"));
    await expect(page.locator("html")).toHaveAttribute("data-consent-chosen", "");
    await expect(page.getByTestId("consent-banner")).toBeHidden();
    expect(csp).toEqual([]);
  });
});
