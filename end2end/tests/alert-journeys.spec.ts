// Alerts and the other forms of trip and departure pages: notify-me (a new address proves itself
// with the code from the outbox), catalogue imports through the admin API that set alerts off
// (a lower price, a confirmed departure, new dates for a trip that had none), the alert mails
// with their one-click unsubscribe link, turning an alert off from the profile, a question to the
// coordinator, the waitlist of a sold-out departure.
//
// Each journey stands alone: whatever order, retry or day it runs on, and twice on one server.
// The departures it changes are made for it (`madeTour`: a new code, on a trip no other journey
// starts from) and retired at the end; the one journey that needs a whole trip without dates
// moves that trip's departures and puts them back in `finally`. Days come from the server's clock
// (`serverToday`), which the suite can move (E2E_TODAY).
import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect, logInFromHeader, sessionInPage, test, uniqueEmail } from "./support/accounts";
import {
  ALL_STATUSES,
  daysBetween,
  importTours,
  isoDay,
  listTours,
  madeTour,
  movedTo,
  pickTour,
  pricesOf,
  retireTour,
  serverToday,
  tourPathOf,
  tripPathOf,
  type TourUpsert,
} from "./support/catalogue";
import { editions, editionUrl, escapeRegExp, pathOf, type Edition } from "./support/editions";
import { mailsTo, unsubscribeUrlOf, waitForCode, waitForMails, type OutboxMail } from "./support/mail";
import { showAllDepartures } from "./support/pages";

const us = editions.us;
const it = editions.it;

type Kind = "PRICE_DROPPED" | "TOUR_CONFIRMED" | "STOCKOUT_TRAVEL";

/** A message of the site's Fluent files (`locales/<locale>/main.ftl`, one-line messages), with its `{ $arg }`s filled. */
function ftl(locale: string, key: string, args: Record<string, string> = {}): string {
  const file = readFileSync(new URL(`../../locales/${locale}/main.ftl`, import.meta.url), "utf8");
  const value = new RegExp(`^${escapeRegExp(key)} = (.*)$`, "m").exec(file)?.[1];
  if (value === undefined) throw new Error(`no ${key} in ${locale}/main.ftl`);
  return value.replace(/\{ \$(\w+) \}/g, (_, name: string) => args[name] ?? `{ $${name} }`);
}

/** Alert mails carry the one-click unsubscribe headers; code and confirmation mails do not. */
const isAlert = (mail: OutboxMail) => "list-unsubscribe" in mail.headers;

/** How long to watch the outbox for a mail that must not come (the dispatcher sends within a second). */
const SETTLE_MS = 3_000;

/** After SETTLE_MS, still exactly `count` alert mails to `email`. */
async function expectAlertMailsStay(email: string, count: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  expect((await mailsTo(email, { match: isAlert })).map((mail) => mail.subject)).toHaveLength(count);
}

/** `$1,234` as the en-US edition shows whole dollars. */
function dollars(minor: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(minor / 100);
}

/**
 * Opens the page's notify-me entry, checks that it offers exactly `offered`, ticks `kinds` only,
 * and sends it with `email` (consent: decline).
 */
async function sendNotifyMe(page: Page, email: string, offered: Kind[], kinds: Kind[]): Promise<void> {
  const notify = page.getByTestId("notify-me");
  await notify.locator("summary").click();
  const form = notify.getByTestId("notify-me-form");
  await expect(form).toBeVisible();
  const boxes = form.locator("input[name=kind]");
  expect((await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).sort()).toEqual([...offered].sort());
  for (const kind of offered) await form.getByTestId(`alert-kind-${kind}`).setChecked(kinds.includes(kind));
  await form.getByTestId("alert-email").fill(email);
  // A logged-in traveller is not asked again (issue 24); a visitor is.
  const consent = form.locator("input[name=consent][value=decline]");
  if (await consent.isVisible()) await consent.check();
  await form.getByTestId("alert-submit").click();
}

/** A new address: the code page, the code from the outbox, then the alerts are on and the visitor is logged in. */
async function subscribeNewAddress(page: Page, email: string, offered: Kind[], kinds: Kind[]): Promise<void> {
  const since = Date.now();
  await sendNotifyMe(page, email, offered, kinds);
  const step = page.getByTestId("alerts-code");
  await expect(step).toBeVisible();
  await step.getByTestId("message-code").fill(await waitForCode(email, { since }));
  await step.getByTestId("message-submit").click();
  await expect(page.getByTestId("alerts-on")).toBeVisible();
  expect(await sessionInPage(page)).toMatchObject({ loggedIn: true, user: { email } });
}

/** Opens an alert mail's unsubscribe link in the browser and confirms: the alert is off. */
async function unsubscribeFromMail(page: Page, mail: OutboxMail, edition: Edition): Promise<void> {
  const url = unsubscribeUrlOf(mail);
  expect(url.startsWith(editionUrl(edition, "/alerts/unsubscribe?token="))).toBe(true);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.text).toContain(url);
  await page.goto(url);
  const confirm = page.getByTestId("alerts-unsubscribe");
  await expect(confirm).toBeVisible();
  await confirm.getByTestId("message-submit").click();
  await expect(page.getByTestId("alerts-off")).toBeVisible();
}

/** The departure rows of a trip page (every departure once `showAllDepartures` has run). */
function departureRows(page: Page): Locator {
  return page.getByTestId("departure-row");
}

test("a price drop in dollars mails the subscriber once, and the mail's link turns the alert off", async ({ page, request }, testInfo) => {
  const tour = await madeTour(request, us, "CONFIRMED", testInfo.retry);
  const [base, price] = [tour.basePrice.USD!, tour.price.USD!];
  expect(price).toBeGreaterThan(30_000);
  const setPrice = (usd: number) => importTours(request, [{ code: tour.code, prices: { USD: { basePrice: base, price: usd } } }]);
  const email = uniqueEmail("price");
  const tourPath = tourPathOf(us, tour);
  try {
    // A confirmed departure offers the price alert only.
    await page.goto(editionUrl(us, tourPath));
    await expect(page.locator("body")).toHaveAttribute("data-tour-id", tour.id);
    await subscribeNewAddress(page, email, ["PRICE_DROPPED"], ["PRICE_DROPPED"]);

    // An import lowers the dollar price: one mail, with the old and the new price.
    const lower = price - 10_000;
    expect((await setPrice(lower)).alerts).toEqual({ priceDropped: 1, tourConfirmed: 0, newDates: 0, waitlistOffers: 0 });
    const [mail] = await waitForMails(email, { match: isAlert });
    expect(mail!.subject).toBe(`Price drop: ${tour.travel.title}`);
    expect(mail!.text).toContain(`now costs ${dollars(lower)} instead of ${dollars(price)}`);
    expect(mail!.text).toContain(editionUrl(us, tourPath));
    await expectAlertMailsStay(email, 1);

    // The same price again: nothing new.
    expect((await setPrice(lower)).alerts.priceDropped).toBe(0);
    await expectAlertMailsStay(email, 1);

    // The mail's link turns the alert off: a still lower price mails nothing.
    await unsubscribeFromMail(page, mail!, us);
    expect((await setPrice(lower - 10_000)).alerts.priceDropped).toBe(0);
    await expectAlertMailsStay(email, 1);
  } finally {
    await retireTour(request, tour);
  }
  expect((await listTours(request, us, { travelId: [String(tour.travel.id)], status: ALL_STATUSES })).map((t) => t.code)).not.toContain(tour.code);
});

test("it: a confirmed departure mails its subscriber once, in Italian", async ({ page, request }, testInfo) => {
  const tour = await madeTour(request, it, "PLANNED", testInfo.retry);
  const email = uniqueEmail("confirmed");
  const tourPath = tourPathOf(it, tour);
  try {
    await page.goto(editionUrl(it, tourPath));
    await expect(page.locator("body")).toHaveAttribute("data-tour-id", tour.id);
    await subscribeNewAddress(page, email, ["TOUR_CONFIRMED", "PRICE_DROPPED"], ["TOUR_CONFIRMED"]);

    expect((await importTours(request, [{ code: tour.code, status: "CONFIRMED" }])).alerts).toEqual({
      priceDropped: 0,
      tourConfirmed: 1,
      newDates: 0,
      waitlistOffers: 0,
    });
    const [mail] = await waitForMails(email, { match: isAlert });
    // "Partenza confermata: { $title }", the trip's Italian title.
    expect(mail!.subject).toBe(ftl("it-IT", "mail-confirmed-subject", { title: tour.travel.title }));
    expect(mail!.subject).toContain("confermata");
    // Dates are written the Italian way (dd/mm/yyyy).
    const [year, month, day] = tour.startingDate.split("-");
    expect(mail!.text).toContain(ftl("it-IT", "mail-confirmed-text", { title: tour.travel.title, date: `${day}/${month}/${year}` }));
    expect(mail!.text).toContain(editionUrl(it, tourPath));
    await expectAlertMailsStay(email, 1);

    await unsubscribeFromMail(page, mail!, it);
  } finally {
    await retireTour(request, tour);
  }
  expect((await listTours(request, it, { travelId: [String(tour.travel.id)], status: ALL_STATUSES })).map((t) => t.code)).not.toContain(tour.code);
});

test("new dates for a trip without departures mail its subscriber once", async ({ page, request }, testInfo) => {
  const travel = (await pickTour(request, us, "PLANNED", testInfo.retry)).travel;
  const tripPath = tripPathOf(us, travel);
  const today = await serverToday(request);
  // Every departure the trip page lists: a search without `status` leaves the sold-out ones out
  // (CI once compared 26 rows with 25 listed, on the day the picked trip had a sold-out date).
  const ofTrip = { travelId: [String(travel.id)], status: ALL_STATUSES };
  const tours = await listTours(request, us, ofTrip);
  expect(tours.length).toBeGreaterThan(0);
  expect(tours.every((tour) => tour.travel.id === travel.id)).toBe(true);
  await page.goto(editionUrl(us, tripPath));
  await showAllDepartures(page);
  await expect(departureRows(page)).toHaveCount(tours.length);

  const email = uniqueEmail("dates");
  const newCode = `E2E-${Date.now().toString(36).toUpperCase()}-${testInfo.retry}`;
  const days = daysBetween(tours[0]!.startingDate, tours[0]!.endingDate);
  let created = false;
  try {
    // Every departure moves into the past (a year ago, keeping its length).
    const moved = await importTours(
      request,
      tours.map((tour, i) => movedTo(tour, isoDay(-365 + i, today))),
    );
    expect(moved).toMatchObject({ toursCreated: 0, toursUpdated: tours.length, alerts: { newDates: 0 } });
    expect(await listTours(request, us, ofTrip)).toEqual([]);

    // The trip page has no departures now, and offers the new-dates alert only.
    await page.goto(editionUrl(us, tripPath));
    await expect(page.getByTestId("travel-title")).toBeVisible();
    await expect(departureRows(page)).toHaveCount(0);
    await subscribeNewAddress(page, email, ["STOCKOUT_TRAVEL"], ["STOCKOUT_TRAVEL"]);

    // A new departure: one mail.
    const start = isoDay(120, today);
    const added = await importTours(request, [
      { code: newCode, travel: travel.slug, startingDate: start, endingDate: isoDay(120 + days, today), status: "PLANNED", freeSeats: 15, prices: pricesOf(tours[0]!) },
    ]);
    created = added.toursCreated === 1;
    expect(added).toMatchObject({ toursCreated: 1, alerts: { priceDropped: 0, tourConfirmed: 0, waitlistOffers: 0 } });
    // This journey's subscriber, and any an earlier run on the same server left on this trip.
    expect(added.alerts.newDates).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForMails(email, { match: isAlert });
    expect(mail!.subject).toBe(`New dates: ${travel.title}`);
    expect(mail!.text).toContain(editionUrl(us, tripPath));
    await expectAlertMailsStay(email, 1);

    // The trip page lists the new departure.
    await page.goto(editionUrl(us, tripPath));
    await expect(departureRows(page)).toHaveCount(1);
    expect(pathOf(await departureRows(page).locator("a").first().getAttribute("href"), page.url())).toBe(tourPathOf(us, { code: newCode, travel }));
  } finally {
    // The departures go back to their dates; the new one into the past, where no page lists it.
    const restore: TourUpsert[] = tours.map((tour) => ({ code: tour.code, startingDate: tour.startingDate, endingDate: tour.endingDate }));
    if (created) restore.push({ code: newCode, startingDate: isoDay(-30, today), endingDate: isoDay(-30 + days, today) });
    await importTours(request, restore);
  }
  // Back as it was: the same departures, and the trip page lists them all again.
  expect((await listTours(request, us, ofTrip)).map((tour) => tour.code)).toEqual(tours.map((tour) => tour.code));
  await page.goto(editionUrl(us, tripPath));
  await showAllDepartures(page);
  await expect(departureRows(page)).toHaveCount(tours.length);
});

test("turning an alert off from the profile asks for a confirmation first", async ({ page, request }, testInfo) => {
  const tour = await pickTour(request, us, "ALMOST_CONFIRMED", testInfo.retry);
  const tourPath = tourPathOf(us, tour);
  const email = uniqueEmail("profile");
  await page.goto(editionUrl(us, tourPath));
  await logInFromHeader(page, email);

  // The logged-in owner: the form has their address and no marketing question (issue 24).
  const notify = page.getByTestId("notify-me");
  await notify.locator("summary").click();
  await expect(notify.getByTestId("alert-email")).toHaveValue(email);
  await expect(notify.locator("fieldset.consent")).toBeHidden();
  await notify.locator("summary").click();
  // The alert is on at once, no code, no mail.
  await sendNotifyMe(page, email, ["TOUR_CONFIRMED", "PRICE_DROPPED"], ["PRICE_DROPPED"]);
  await expect(page.getByTestId("alerts-on")).toBeVisible();
  await expect(page.getByTestId("alerts-code")).toHaveCount(0);

  await page.goto(editionUrl(us, "/account"));
  const line = page.getByTestId("alert-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(tour.travel.title);
  await expect(line).toContainText(ftl("en-US", "alert-kind-PRICE_DROPPED"));

  // The link opens a confirmation; until it is submitted the alert stays on.
  await line.getByTestId("alert-off").click();
  await expect(page).toHaveURL((url) => /^\/alerts\/[^/]+\/off$/.test(url.pathname));
  const confirmUrl = page.url();
  const confirm = page.getByTestId("alerts-off-confirm");
  await expect(confirm).toBeVisible();
  await page.goto(editionUrl(us, "/account"));
  await expect(page.getByTestId("alert-line")).toHaveCount(1);

  await page.goto(confirmUrl);
  await confirm.getByTestId("message-submit").click();
  await expect(page.getByTestId("alerts-off")).toBeVisible();
  await page.goto(editionUrl(us, "/account"));
  await expect(page.getByTestId("account-alerts")).toBeVisible();
  await expect(page.getByTestId("alert-line")).toHaveCount(0);
  await expect(page.getByTestId("account-alerts")).toContainText(ftl("en-US", "alerts-none"));
});

test("a question to the coordinator reaches the coordinator, and the traveller's copy holds the question", async ({ page, request }, testInfo) => {
  const travel = (await pickTour(request, us, "PLANNED", testInfo.retry)).travel;
  const email = uniqueEmail("question");
  const question = `Is there a vegetarian option on ${travel.title}? (${email})`;
  await page.goto(editionUrl(us, tripPathOf(us, travel)));

  const ask = page.getByTestId("ask-coordinator");
  await ask.locator("summary").click();
  const coordinator = await ask.locator("input[name=coordinator]").inputValue();
  expect(coordinator).toMatch(/^[a-z0-9-]+$/);
  await ask.getByTestId("question-email").fill(email);
  await ask.getByTestId("question-message").fill(question);
  await ask.getByTestId("question-submit").click();
  await expect(page.getByTestId("question-sent")).toBeVisible();

  // One mail to the coordinator's address, carrying the question; one copy to the traveller,
  // which holds the question too (issue 24).
  const toCoordinator = `${coordinator}@coordinators.caravan-trips.com`;
  const isThisQuestion = (mail: OutboxMail) => mail.text.includes(question);
  const [forCoordinator] = await waitForMails(toCoordinator, { match: isThisQuestion });
  const [copy] = await waitForMails(email);
  expect(forCoordinator!.subject).toBe(`A traveler asks about ${travel.title}`);
  expect(forCoordinator!.text).toContain(email);
  expect(copy!.text).toContain(question);
  expect(copy!.subject).toContain("Your question to");
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  expect(await mailsTo(toCoordinator, { match: isThisQuestion })).toHaveLength(1);
  expect(await mailsTo(email)).toHaveLength(1);
});

test("on a sold-out departure a logged-in visitor joins the waitlist and sees the place in line", async ({ page, request }, testInfo) => {
  // Made for this journey, so the visitor is first in line on every run.
  const tour = await madeTour(request, us, "SOLD_OUT", testInfo.retry);
  const tourPath = tourPathOf(us, tour);
  try {
  await page.goto(editionUrl(us, tourPath));
  const waitlist = page.getByTestId("waitlist");
  await expect(waitlist).toBeVisible();
  await expect(page.getByTestId("notify-me")).toHaveCount(0);
  await logInFromHeader(page, uniqueEmail("waitlist"));

  const place = ftl("en-US", "waitlist-place", { number: "1" });
  await waitlist.getByTestId("waitlist-join").click();
  const joined = page.getByTestId("waitlist-joined");
  await expect(joined).toBeVisible();
  await expect(joined).toContainText(place);

  // Back on the departure, the island shows the place.
  await page.goto(editionUrl(us, tourPath));
  await expect(page.getByTestId("waitlist").getByTestId("waitlist-place")).toHaveText(place);
  } finally {
    await retireTour(request, tour);
  }
});
