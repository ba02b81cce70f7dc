// Analytics and experiments as a tag manager sees them (spec §6, §7): the data layer gets the page
// view, the experiments this device is in and the events of tracked elements; the device cookie
// lasts a year; API calls carry X-Anonymous-Id; with Do-Not-Track nothing is pushed or stored.
import { createHash } from "node:crypto";
import { type Page } from "@playwright/test";
import { expect, logInFromHeader, sessionInPage, test, uniqueEmail } from "./support/accounts";
import { editionUrl, editions } from "./support/editions";
import { firstTripPath, scriptsStarted } from "./support/pages";

type Pushed = { event?: string; [key: string]: unknown };

function dataLayer(page: Page): Promise<Pushed[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []);
}

async function events(page: Page): Promise<string[]> {
  return (await dataLayer(page)).map((e) => String(e.event));
}

test("a visit pushes the page view and each experiment once, and sets a year-long device cookie", async ({ page, context }) => {
  const anonymousIds: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) anonymousIds.push(request.headers()["x-anonymous-id"] ?? "");
  });
  await page.goto(editionUrl(editions.it, "/"));
  await scriptsStarted(page);
  await expect.poll(() => events(page)).toContain("page_view");
  const view = (await dataLayer(page)).find((e) => e.event === "page_view")!;
  expect(view.pageType).toBe("index");
  expect(view.edition).toBe("it-IT");
  await expect.poll(async () => (await events(page)).filter((e) => e === "experiment_viewed").length).toBe(3);
  const experiments = (await dataLayer(page)).filter((e) => e.event === "experiment_viewed").map((e) => e.experimentId);
  expect(new Set(experiments)).toEqual(new Set(["itineraries-default", "ab-test-social-proofing", "test-aa-experiment"]));
  await expect(page.locator("html")).toHaveAttribute("data-flag-talk-to-us", "on");

  const cookies = await context.cookies();
  const device = cookies.find((c) => c.name === "device_id");
  expect(device, "device cookie").toBeTruthy();
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs(device!.expires - yearFromNow)).toBeLessThan(3600);
  const anonymous = cookies.find((c) => c.name === "anonymous_id")!.value;
  expect(anonymousIds.length, "the layout call went out").toBeGreaterThan(0);
  expect(anonymousIds.every((id) => id === anonymous)).toBe(true);

  // The same device sees the same variants on the next page.
  const variants = (await dataLayer(page)).filter((e) => e.event === "experiment_viewed").map((e) => `${e.experimentId}=${e.variantId}`);
  await page.goto(editionUrl(editions.it, "/viaggi"));
  await expect.poll(async () => (await events(page)).filter((e) => e === "experiment_viewed").length).toBe(3);
  const again = (await dataLayer(page)).filter((e) => e.event === "experiment_viewed").map((e) => `${e.experimentId}=${e.variantId}`);
  expect(again.sort()).toEqual(variants.sort());
});

test("a page left alone pushes its view and its experiments, never an interaction", async ({ page, request }) => {
  const trip = await firstTripPath(request, editions.it);
  // Home, lists, a trip, the search, a content page with accordions, coordinators, Ask.
  for (const path of ["/", "/viaggi", trip, "/cerca", "/domande-frequenti", "/coordinatori", "/cerca-ai"]) {
    await page.goto(editionUrl(editions.it, path));
    await scriptsStarted(page);
    await expect.poll(() => events(page), path).toContain("page_view");
    await expect.poll(async () => (await events(page)).filter((e) => e === "experiment_viewed").length, path).toBe(3);
    // Idle scripts (islands, menus opened by script, lazy pictures) have had their turn.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const pushed = (await events(page)).filter((e) => e !== "undefined");
    expect(pushed.filter((e) => e !== "page_view" && e !== "experiment_viewed"), `${path}: ${pushed.join(", ")}`).toEqual([]);
  }
});

test("tracked elements push their events with the trip's id", async ({ page, request }) => {
  const trip = await firstTripPath(request, editions.international);
  await page.goto(editionUrl(editions.international, trip));
  await scriptsStarted(page);
  const travelId = await page.locator("body").getAttribute("data-travel-id");
  await page.locator('[data-testid="faq-tabs"] details.faq summary').first().click();
  await expect.poll(() => events(page)).toContain("faq_open");
  const faq = (await dataLayer(page)).find((e) => e.event === "faq_open")!;
  expect(faq.travelId).toBe(travelId);
  expect(faq.pageType).toBe("travels-travel");
});

test("a logged-in visitor's page view says so and carries the user id", async ({ page }) => {
  await page.goto(editionUrl(editions.it, "/"));
  await scriptsStarted(page);
  await expect.poll(() => events(page)).toContain("page_view");
  expect((await dataLayer(page)).find((e) => e.event === "page_view")).toMatchObject({ userStatus: "loggedOut" });
  await logInFromHeader(page, uniqueEmail("analytics"));
  const session = await sessionInPage(page);
  await page.reload();
  await scriptsStarted(page);
  await expect.poll(() => events(page)).toContain("page_view");
  const view = (await dataLayer(page)).find((e) => e.event === "page_view")!;
  expect(view).toMatchObject({ userStatus: "loggedIn", userId: session.user!.id });
});

test("notify-me pushes the e-mail and phone hashed, and the form still goes through", async ({ page, request }) => {
  // The data layer of the page that submits is gone after the submission: keep a copy.
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      sessionStorage.setItem("pushed", JSON.stringify([...(JSON.parse(sessionStorage.getItem("pushed") ?? "[]") as unknown[]), ...items]));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  await page.goto(editionUrl(editions.it, await firstTripPath(request, editions.it)));
  await scriptsStarted(page);
  const email = uniqueEmail("notify-hash");
  const notify = page.getByTestId("notify-me").first();
  await notify.locator("summary").click();
  const form = notify.getByTestId("notify-me-form");
  await form.getByTestId("alert-email").fill(`  ${email.toUpperCase()} `);
  await form.getByTestId("alert-phone").fill("+39 333 123 4567");
  await form.locator("input[name=consent][value=decline]").check();
  const travelId = await form.locator("input[name=travel]").inputValue();
  await form.getByTestId("alert-submit").click();
  await expect(page.getByTestId("alerts-code")).toBeVisible();

  const pushed = JSON.parse((await page.evaluate(() => sessionStorage.getItem("pushed"))) ?? "[]") as Pushed[];
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  expect(pushed.filter((e) => e.event === "notify_me_submit")).toEqual([
    expect.objectContaining({ travelId, emailHash: sha256(email.toLowerCase()), phoneHash: sha256("+393331234567") }),
  ]);
  expect(JSON.stringify(pushed)).not.toContain(email.split("@")[0]);
  // The whole number, not a piece of it: "333" alone turns up inside a hash now and then.
  expect(JSON.stringify(pushed)).not.toContain("3331234567");
});

test.describe("with Do-Not-Track", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
  });

  test("nothing is pushed and no tracking cookie is set", async ({ page, context }) => {
    await page.goto(editionUrl(editions.international, "/"));
    await scriptsStarted(page);
    // The flags still apply: only tracking stops.
    await expect(page.locator("html")).toHaveAttribute("data-flag-talk-to-us", "on");
    await page.waitForTimeout(400); // past the 250 ms page-view delay
    expect(await dataLayer(page)).toEqual([]);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain("device_id");
    expect(names).not.toContain("anonymous_id");
  });
});
