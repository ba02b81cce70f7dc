// Booking for real (issue 22): from a search to a booked departure through the built-in booking
// desk, then "Bookings and trips" (spec §6) and the seats on the departure's page; cancelling gives
// the seats back. Without JavaScript, the Italian edition books and lists in Italian. A new account
// has no bookings.
import { expect, getWithCookies, logInFromHeader, logInThroughProviderPages, test, uniqueEmail } from "./support/accounts";
import { PORT, editions, editionUrl, getAsEdition, type Edition } from "./support/editions";
import { collectErrors, seriousViolations } from "./support/pages";

interface ApiTour {
  id: string;
  code: string;
  status: string;
  freeSeats: number;
  startingDate: string;
  travel: { slug: string; title: string };
}

/**
 * A confirmed departure with plenty of seats, months ahead: booking two of its seats leaves it
 * confirmed, so journeys running beside this one see the same statuses. Picked at random among
 * many, so parallel runs rarely share one.
 */
async function roomyDeparture(request: import("@playwright/test").APIRequestContext, edition: Edition): Promise<ApiTour> {
  const response = await request.post(`http://localhost:${PORT}/api/tours`, {
    headers: { host: `${edition.host}:${PORT}` },
    data: { status: ["CONFIRMED"], dateFrom: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10), perPage: 100 },
  });
  expect(response.status()).toBe(200);
  const tours = ((await response.json()) as { data: ApiTour[] }).data.filter((t) => t.freeSeats >= 8);
  expect(tours.length).toBeGreaterThan(0);
  return tours[Math.floor(Math.random() * tours.length)]!;
}

/** The free seats the departure's page shows ("N seats left"). */
async function seatsOnPage(request: import("@playwright/test").APIRequestContext, edition: Edition, path: string): Promise<number> {
  const page = await getAsEdition(request, edition, path);
  const match = /data-testid="seat-label"[^>]*>(\d+)/.exec(await page.text());
  expect(match, "the departure's page shows its seats").not.toBeNull();
  return Number(match![1]);
}

test("a traveller searches, books two places with a deposit, finds them in Bookings and trips, and cancels", async ({ page, request }) => {
  // A booking and a cancellation each wait for the catalogue snapshot their seats are in (a full
  // reload, docs/bookings.md): with the other lanes running beside it, this journey took 28-31 s.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const us = editions.us;
  const tour = await roomyDeparture(request, us);
  const tourPath = `/destinations/${tour.travel.slug}/${tour.code.toLowerCase()}`;
  const seatsBefore = await seatsOnPage(request, us, tourPath);

  // From the search to the trip, then the departure.
  await page.goto(editionUrl(us, `/search?textSearch=${encodeURIComponent(tour.travel.title)}`));
  await page.getByTestId("search-results").locator(`a[href="/destinations/${tour.travel.slug}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/destinations/${tour.travel.slug}`));
  await page.goto(editionUrl(us, tourPath));
  // The title as the US pages spell it: the API answers in the catalogue's British English
  // ("colourful"), the pages of this edition in American ("colorful").
  const title = await page.getByTestId("tour-title").evaluate((h1) =>
    [...h1.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())?.textContent!.trim() ?? "",
  );
  expect(title, "the departure's page names its trip").not.toBe("");
  await page.getByTestId("tour-book").first().click();

  // Checkout: logged out, log in or sign up on the spot and come back.
  await expect(page).toHaveURL((url) => url.pathname === `/booking/${tour.id}/start`);
  await expect(page.getByTestId("checkout-trip")).toContainText(title);
  await page.getByTestId("checkout-login-link").click();
  await logInThroughProviderPages(page, uniqueEmail("booker"));
  await expect(page).toHaveURL((url) => url.pathname === `/booking/${tour.id}/start`);

  await page.getByTestId("checkout-travellers").selectOption("2");
  await page.getByTestId("checkout-pay-deposit").check();
  await page.getByTestId("checkout-update").click();
  await expect(page.getByTestId("checkout-pay-now")).toContainText("$200");
  await expect(page.getByTestId("checkout-balance")).toContainText("due by");
  await expect(page.getByTestId("checkout-demo")).toBeVisible();
  expect(await seriousViolations(page), "checkout").toEqual([]);
  await page.getByTestId("checkout-pay").click();

  // Confirmed, then listed with what is owed and by when.
  await expect(page.getByTestId("booking-done")).toBeVisible();
  const reference = /CRV-[A-Z0-9]{8}/.exec(await page.getByTestId("booking-done").innerText())![0];
  await page.getByTestId("booking-trips").click();
  await expect(page).toHaveURL((url) => url.pathname === "/account/trips");
  const line = page.getByTestId("trips-upcoming").getByTestId("trip-line").filter({ hasText: reference });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("trip-payment")).toHaveText(/balance of \$[\d,.]+ due by/);
  expect(await seriousViolations(page), "bookings and trips").toEqual([]);
  expect(await seatsOnPage(request, us, tourPath)).toBe(seatsBefore - 2);

  // Cancelling says the refund first, then gives the seats back.
  await line.getByTestId("trip-cancel").click();
  await expect(page.getByTestId("booking-cancel-confirm")).toContainText("$200");
  await page.getByTestId("booking-cancel-submit").click();
  await expect(page.getByTestId("booking")).toHaveAttribute("data-status", "cancelled");
  expect(await seatsOnPage(request, us, tourPath)).toBe(seatsBefore);
  expect(errors).toEqual([]);
});

test("a new account has no bookings, and logged out the page asks for a login", async ({ page, request }) => {
  const response = await getWithCookies(request, editions.us, "/account/trips");
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/login?back=%2Faccount%2Ftrips");
  await page.goto(editionUrl(editions.us, "/"));
  await logInFromHeader(page, uniqueEmail("no-bookings"));
  await page.getByTestId("account-menu-button").click();
  await page.getByTestId("account-trips-link").click();
  await expect(page).toHaveURL((url) => url.pathname === "/account/trips");
  await expect(page.getByTestId("trips-upcoming-none")).toBeVisible();
  await expect(page.getByTestId("trip-line")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Italian edition books in Italian and lists the booking", async ({ page, request }) => {
    const it = editions.it;
    const tour = await roomyDeparture(request, it);
    await page.goto(editionUrl(it, `/booking/${tour.id}/start`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prenota il tuo posto");
    await page.getByTestId("checkout-login-link").click();
    await logInThroughProviderPages(page, uniqueEmail("prenota"));
    await expect(page).toHaveURL((url) => url.hostname === it.host && url.pathname === `/booking/${tour.id}/start`);
    await page.getByTestId("checkout-pay-full").check();
    await page.getByTestId("checkout-pay").click();
    await expect(page.getByTestId("booking-done")).toBeVisible();
    await page.getByTestId("booking-trips").click();
    await expect(page).toHaveURL((url) => url.pathname === "/il-mio-account/viaggi");
    await expect(page.getByTestId("trips-upcoming").getByTestId("trip-line").first()).toContainText(/Pagato per intero/);

    await page.getByTestId("account-nav").getByRole("link", { name: "Collaborazioni" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/collaborazioni");
    await expect(page.getByRole("heading", { name: "Le offerte dei nostri partner" })).toBeVisible();
  });
});
