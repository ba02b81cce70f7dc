// Journey: from the home page to a travel, then to one of its dated tours, ready to book.
import { expect, test, type Page } from "@playwright/test";
import { editions, editionUrl, escapeRegExp, pathOf, UUID, type Edition } from "./support/editions";

/** Opens the edition's home and follows the first travel card; returns the travel path. */
async function openFirstTravel(page: Page, edition: Edition): Promise<string> {
  await page.goto(editionUrl(edition, "/"));
  const card = page.getByTestId("home-travels").locator("a[data-testid=travel-card]").first();
  const travelPath = pathOf(await card.getAttribute("href"), page.url());
  expect(travelPath).toMatch(new RegExp(`^${escapeRegExp(edition.travelsPath)}/[^/]+/?$`));

  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === travelPath);
  return travelPath;
}

test("Italian edition: home → travel page → tour page with a booking link", async ({ page }) => {
  const travelPath = await openFirstTravel(page, editions.it);

  // Travel page.
  const title = page.locator("h1[data-testid=travel-title]");
  await expect(title).toBeVisible();
  await expect(title).toHaveText(/\S/);
  await expect(page.getByTestId("travel-destination")).toHaveText(/\S/);
  await expect(page.getByTestId("travel-days")).toHaveText(/\d/);

  // Every departure is a row of the departures table (the calendar above shows them by day).
  const rows = page.getByTestId("departures-table").getByTestId("departure-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first().getByTestId("tour-status")).toHaveText(/\S/);
  const prices = await rows.locator("td strong").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.some((p) => p.includes("€")), `prices: ${prices.join(" | ")}`).toBe(true);

  // Tour page: a departure that can be booked online (not sold out, not on request).
  const row = rows
    .filter({ has: page.locator('[data-testid=tour-status]:not([data-status="SOLD_OUT"]):not([data-status="WAITING_LIST"])') })
    .first();
  const link = row.locator("th a");
  const tourPath = pathOf(await link.getAttribute("href"), page.url());
  expect(tourPath.startsWith(`${travelPath.replace(/\/$/, "")}/`), tourPath).toBe(true);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === tourPath);

  const tourTitle = page.locator("h1[data-testid=tour-title]");
  await expect(tourTitle).toBeVisible();
  await expect(tourTitle).toHaveText(/\S/);
  const summary = page.getByTestId("tour-summary");
  await expect(summary.getByTestId("tour-status")).toHaveText(/\S/);
  await expect(summary.getByTestId("tour-price")).toContainText("€");

  const book = page.locator("a[data-testid=tour-book]");
  await expect(book).toBeVisible();
  const bookingHref = await book.getAttribute("href");
  expect(bookingHref).toMatch(new RegExp(`/booking/${UUID.source}/start$`, "i"));
});

test("US edition: tour prices are shown in dollars", async ({ page }) => {
  await openFirstTravel(page, editions.us);
  const prices = page.getByTestId("departures-table").getByTestId("departure-row").locator("td strong");
  await expect(prices.first()).toBeVisible();
  const texts = await prices.allTextContents();
  expect(texts.some((p) => p.includes("$")), `prices: ${texts.join(" | ")}`).toBe(true);
  expect(texts.some((p) => p.includes("€")), `prices: ${texts.join(" | ")}`).toBe(false);
});
