// The account area's bookings and trips (spec §6): reached from the header's profile menu with
// JavaScript, and from the account page's own menu without it; each booking shows its status,
// payment and the booking site's page. Partnership is a content page of the same area.
import {
  accountReady,
  completeAuthModal,
  expect,
  getWithCookies,
  logInFromHeader,
  logInThroughProviderPages,
  test,
  uniqueEmail,
} from "./support/accounts";
import { editions, editionUrl } from "./support/editions";
import { BOOKINGS_HOST, collectErrors, seriousViolations } from "./support/pages";

test("a traveller opens their bookings from the header menu and follows a trip to its page", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(editionUrl(editions.us, "/"));
  await logInFromHeader(page, uniqueEmail("trips"));

  await page.getByTestId("account-menu-button").click();
  await page.getByTestId("account-trips-link").click();
  await expect(page).toHaveURL((url) => url.pathname === "/account/trips");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings and trips");
  await expect(page.getByTestId("account-nav").getByRole("link", { name: "Bookings and trips" })).toHaveAttribute("aria-current", "page");

  const upcoming = page.getByTestId("trips-upcoming").getByTestId("trip-line");
  const past = page.getByTestId("trips-past").getByTestId("trip-line");
  expect(await upcoming.count()).toBeGreaterThanOrEqual(1);
  expect(await past.count()).toBeGreaterThanOrEqual(1);
  const first = upcoming.first();
  await expect(first.getByTestId("trip-status")).toHaveText(/Confirmed|Waiting for the group/);
  await expect(first.getByTestId("trip-payment")).toHaveText(/balance of \$[\d,.]+ due by|Paid in full/);
  await expect(first.getByTestId("trip-manage")).toHaveAttribute("href", new RegExp(`^${BOOKINGS_HOST}/bookings/CRV-[0-9A-F]{6}$`));
  await expect(past.first().getByTestId("trip-status")).toHaveText(/Traveled|Cancelled/);
  expect(await seriousViolations(page), "bookings and trips").toEqual([]);

  // The upcoming booking's title is its departure's page on this site.
  const title = await first.locator("h3 a").innerText();
  await first.locator("h3 a").click();
  await expect(page.getByTestId("tour-title")).toBeVisible();
  await expect(page.locator("h1")).toContainText(title);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Italian edition's bookings and partnership pages work from the account page's menu", async ({ page }) => {
    const it = editions.it;
    const email = uniqueEmail("trips-nojs");
    await page.goto(editionUrl(it, "/il-mio-account/viaggi"));
    // Logged out: the provider's login steps, then back on the bookings.
    await expect(page).toHaveURL((url) => url.pathname === "/oauth/authorize");
    await logInThroughProviderPages(page, email);

    await expect(page).toHaveURL((url) => url.hostname === it.host && url.pathname === "/il-mio-account/viaggi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prenotazioni e viaggi");
    await expect(page.getByTestId("trips-upcoming").getByTestId("trip-line").first()).toContainText(/Acconto pagato|Pagato per intero/);

    await page.getByTestId("account-nav").getByRole("link", { name: "Collaborazioni" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/collaborazioni");
    await expect(page.getByRole("heading", { name: "Le offerte dei nostri partner" })).toBeVisible();
  });
});

test("logged out, the bookings page asks for a login and shows nobody's trips", async ({ page, request }) => {
  await page.goto(editionUrl(editions.us, "/"));
  await accountReady(page);
  const response = await getWithCookies(request, editions.us, "/account/trips");
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/login?back=%2Faccount%2Ftrips");
  // Used from the header's login, the modal brings the traveller back to a logged-in page.
  await page.getByTestId("account-menu").getByTestId("login-link").click();
  await completeAuthModal(page, uniqueEmail("trips-later"));
  await page.goto(editionUrl(editions.us, "/account/trips"));
  await expect(page.getByTestId("trip-line").first()).toBeVisible();
});
