// Journeys around a trip (spec §1, §2 "Flight modal", §3 "WeMeet event", §4 status advice, §9
// event time filters): the help chat that answers from the site's own pages and hands over to
// the team when unsure; the flights of a departure, with the advice its status gives and the
// "flight search" event on the data layer; the WeMeet events of an edition's market, filtered by
// a time window that follows the edition's week start (Monday in Italy, Sunday in the US), each
// with its coordinator. Trips, departures, cities and days are chosen at test time from what the
// server offers; the windows are computed from the server's own today.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { isoDay, serverToday } from "./support/catalogue";
import { editions, editionUrl, escapeRegExp, getAsEdition, pathOf, UUID, type Edition } from "./support/editions";
import { ftl, ftlCount, ftlPrefix } from "./support/locales";
import { collectErrors, scriptsStarted, showAllDepartures, symbolOf } from "./support/pages";
import { priceValue, searchBarProps } from "./support/search";

const intl = editions.international;

/** The Fluent locale of an edition's pages (the international edition speaks en-US). */
const LOCALE: Record<string, string> = { international: "en-US", it: "it-IT", us: "en-US" };

// --- Chat assistant ------------------------------------------------------------------------------

test.describe("chat assistant", () => {
  async function openChat(page: Page) {
    await page.goto(editionUrl(intl, "/"));
    await scriptsStarted(page);
    // One help entry: the assistant's launcher takes the place of the talk-to-us link that is
    // the entry without JavaScript; the hand-off to the team is inside the panel.
    const launcher = page.locator('[data-island="chat-assistant"]').getByTestId("chat-open");
    await expect(launcher).toBeVisible();
    await expect(page.getByTestId("talk-to-us-bubble")).toHaveCount(0);
    await expect(launcher).toHaveText(ftl("en-US", "chat-open"));
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    const panel = page.getByTestId("chat-panel");
    await expect(panel).toBeHidden();
    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute("role", "dialog");
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByTestId("chat-input")).toBeFocused();
    // The talk-to-us hand-off is inside the assistant from the start.
    await expect(panel.getByTestId("chat-talk-to-us")).toHaveAttribute("href", "/contacts");
    return { launcher, panel };
  }

  /** Types a question, sends it and waits for the server's answer to be shown. */
  async function askChat(page: Page, question: string) {
    const panel = page.getByTestId("chat-panel");
    await panel.getByTestId("chat-input").pressSequentially(question, { delay: 15 });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/chat" && new URL(r.url()).searchParams.get("q") === question);
    await panel.getByTestId("chat-send").click();
    expect((await answered).status()).toBe(200);
    await expect(panel.getByTestId("chat-question").last()).toHaveText(question);
    await expect(panel.getByTestId("chat-thinking")).toHaveCount(0);
    await expect(panel.getByTestId("chat-input")).toHaveValue("");
    return panel.getByTestId("chat-answer").last();
  }

  test("a question about a private room is answered with a link to the private-room page", async ({ page }) => {
    const errors = collectErrors(page);
    await openChat(page);
    const answer = await askChat(page, "Can I have a private room?");
    await expect(answer).toBeVisible();
    // The answer states the term (issue 24: intents answer with the passage that states the figure).
    await expect(answer.locator(".chat-message__text")).toContainText(/free when you book for two/i);
    await expect(answer.getByTestId("chat-handoff")).toHaveCount(0);
    const link = answer.locator('a[data-testid="chat-link"][href="/no-sharing-room"]');
    await expect(link).toHaveCount(1);
    await Promise.all([page.waitForURL((url) => url.pathname === "/no-sharing-room"), link.click()]);
    await expect(page.locator("body")).toHaveAttribute("data-page-type", "custom-page");
    await expect(page.locator("h1")).toHaveText(/\S/);
    expect(errors).toEqual([]);
  });

  test("an unsure answer hands over to the contacts page; Escape closes the panel", async ({ page }) => {
    const { launcher, panel } = await openChat(page);
    const answer = await askChat(page, "zxqv blorp");
    await expect(answer.locator(".chat-message__text")).toHaveText(ftl("en-US", "chat-unsure"));
    await expect(answer.getByTestId("chat-link")).toHaveCount(0);
    const handoff = answer.getByTestId("chat-handoff");
    await expect(handoff).toHaveText(ftl("en-US", "chat-handoff"));
    expect(pathOf(await handoff.getAttribute("href"), page.url())).toBe("/contacts");

    // Escape from inside the panel closes it and gives the focus back to the launcher.
    await panel.getByTestId("chat-input").focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    // The conversation is still there when it opens again; the hand-off leads to the team.
    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("chat-answer")).toHaveCount(1);
    await Promise.all([page.waitForURL((url) => url.pathname === "/contacts"), panel.getByTestId("chat-handoff").click()]);
    await expect(page.locator("h1")).toHaveText(/\S/);
  });
});

// --- Flights of a departure -----------------------------------------------------------------------

/** Spec §4: flights may be bought once a departure is guaranteed; otherwise, wait. */
const ADVICE = {
  buy: ["CONFIRMED", "ALMOST_FULL"],
  wait: ["PLANNED", "ALMOST_CONFIRMED", "WAITING_LIST"],
} as const;
type Advice = keyof typeof ADVICE;

interface FlightsAnswer {
  tourId: string;
  status: string;
  canBuyFlights: boolean;
  minPrice: number | null;
  currency: string;
  offers: { price: number }[];
}

/**
 * A trip of the edition's trips list with a departure of one of `statuses` (its departures
 * table's row) that has flight suggestions (its page shows the minimum flight price).
 */
async function departureWithFlights(request: APIRequestContext, edition: Edition, statuses: readonly string[]): Promise<{ tripPath: string; tourPath: string; status: string }> {
  const list = await getAsEdition(request, edition, edition.travelsPath);
  expect(list.status()).toBe(200);
  const trips = [...new Set([...(await list.text()).matchAll(/<a href="([^"]+)" data-testid="travel-card"/g)].map((m) => m[1]!))];
  const row = new RegExp(`data-testid="departure-row" data-status="(${statuses.join("|")})"><th scope="row"><a href="([^"]+)"`, "g");
  for (const tripPath of trips.slice(0, 20)) {
    const trip = await getAsEdition(request, edition, tripPath);
    if (trip.status() !== 200) continue;
    for (const [, status, href] of (await trip.text()).matchAll(row)) {
      const tourPath = href!.replaceAll("&amp;", "&");
      const tour = await getAsEdition(request, edition, tourPath);
      if (tour.status() === 200 && (await tour.text()).includes('data-testid="flight-min-price"')) return { tripPath, tourPath, status: status! };
    }
  }
  throw new Error(`no ${statuses.join("/")} departure with flights on the first trips of the ${edition.name} edition`);
}

/**
 * The data layer as a tag manager sees it, kept across page loads: the page's `window.dataLayer`
 * is an array whose pushes are also written to the tab's session storage.
 */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = "e2e-data-layer";
    const layer: Record<string, unknown>[] = [];
    Object.defineProperty(layer, "push", {
      value(...items: Record<string, unknown>[]) {
        try {
          const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as unknown[];
          sessionStorage.setItem(KEY, JSON.stringify([...saved, ...items]));
        } catch {
          // Storage off: the page's own layer still works.
        }
        return Array.prototype.push.apply(layer, items);
      },
    });
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

function recordedDataLayer(page: Page): Promise<{ event?: string; [key: string]: unknown }[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-data-layer") ?? "[]"));
}

for (const edition of [intl, editions.it]) {
  const locale = LOCALE[edition.name]!;
  for (const advice of Object.keys(ADVICE) as Advice[]) {
    test(`${edition.name}: a ${ADVICE[advice].join("/")} departure's flights say "${advice}"`, async ({ page, request }) => {
      const errors = collectErrors(page);
      await recordDataLayer(page);
      const { tripPath, tourPath, status } = await departureWithFlights(request, edition, ADVICE[advice]);

      // Trip page → the departure, from its departures table.
      await page.goto(editionUrl(edition, tripPath));
      await scriptsStarted(page);
      await showAllDepartures(page);
      const row = page.getByTestId("departures-table").getByTestId("departure-row").filter({ has: page.locator(`th a[href="${tourPath}"]`) });
      await expect(row).toHaveAttribute("data-status", status);
      await Promise.all([page.waitForURL((url) => url.pathname === tourPath), row.locator("th a").click()]);
      await scriptsStarted(page);
      expect(tourPath).toMatch(new RegExp(`^${escapeRegExp(tripPath)}/[a-z0-9-]+$`));
      await expect(page.getByTestId("tour-summary").getByTestId("tour-status")).toHaveAttribute("data-status", status);
      const tourId = (await page.locator("body").getAttribute("data-tour-id"))!;
      expect(tourId).toMatch(new RegExp(`^${UUID.source}$`, "i"));

      // What the server says about this departure's flights.
      const api = await getAsEdition(request, edition, `/api/flights?tour=${tourId}`);
      expect(api.status()).toBe(200);
      const flights = (await api.json()) as FlightsAnswer;
      expect(flights.status).toBe(status);
      expect(flights.canBuyFlights).toBe(advice === "buy");
      expect(flights.minPrice).not.toBeNull();
      expect(flights.offers.length).toBeGreaterThan(0);

      // "Flights from …": the cheapest suggestion, in the edition's currency.
      const min = page.getByTestId("flight-min-price");
      await expect(min).toBeVisible();
      await expect(min).toContainText(ftlPrefix(locale, "flights-min-price"));
      await expect(min).toContainText(symbolOf(edition));
      const minText = ((await min.textContent()) ?? "").split("·")[0]!;
      expect(priceValue(minText)).toBe(Math.round(flights.minPrice! / 100));

      // Search flights: the modal, with the suggestions and the advice for this status.
      const search = min.getByTestId("flight-search");
      await expect(search).toHaveText(ftl(locale, "flights-search"));
      await Promise.all([page.waitForURL((url) => url.pathname === tourPath && url.searchParams.get("modal") === "flights"), search.click()]);
      const dialog = page.locator('dialog[data-modal="flights"]');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("data-state", "open");
      const offers = dialog.getByTestId("flight-offer");
      await expect(offers).toHaveCount(flights.offers.length);
      for (const offer of await offers.all()) {
        await expect(offer.locator(".flight-offer__leg")).toHaveCount(2);
        await expect(offer.locator(".flight-offer__title").first()).toContainText(ftl(locale, "flights-outbound"));
        await expect(offer.locator(".flight-offer__title").last()).toContainText(ftl(locale, "flights-return"));
        await expect(offer.locator(".flight-offer__price")).toContainText(symbolOf(edition));
      }
      const prices = (await offers.locator(".flight-offer__price").allTextContents()).map(priceValue);
      expect(Math.min(...prices)).toBe(priceValue(minText));
      const adviceLine = dialog.getByTestId("flight-advice");
      await expect(adviceLine).toHaveAttribute("data-advice", advice);
      await expect(adviceLine).toHaveText(ftl(locale, `flights-advice-${advice}`));

      // The click went onto the data layer as "flight_search", with this departure.
      const searched = (await recordedDataLayer(page)).filter((e) => e.event === "flight_search");
      expect(searched, "one flight_search event").toHaveLength(1);
      expect(searched[0]!.tourId).toBe(tourId);
      expect(searched[0]!.travelId).toBe(await page.locator("body").getAttribute("data-travel-id"));

      // Closing drops the modal's parameters.
      await dialog.getByTestId("modal-close").click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === tourPath && !["modal", "type", "layout"].some((p) => url.searchParams.has(p)));
      expect(errors).toEqual([]);
    });
  }
}

// --- WeMeet events --------------------------------------------------------------------------------

interface EventsCase {
  edition: Edition;
  path: string;
  weekStart: "monday" | "sunday";
  /** Where the coordinators' profiles are. */
  coordinatorsPath: string;
}

const IT_EVENTS: EventsCase = { edition: editions.it, path: "/eventi-wemeet", weekStart: "monday", coordinatorsPath: "/coordinatori" };
const US_EVENTS: EventsCase = { edition: editions.us, path: "/events-wemeet", weekStart: "sunday", coordinatorsPath: "/coordinators" };

/** Day of the week of a `YYYY-MM-DD` (0 = Sunday). */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Spec §9: this weekend is the coming Saturday and Sunday; on a Sunday, just today. */
function thisWeekend(today: string): [string, string] {
  const day = weekday(today);
  if (day === 0) return [today, today];
  const saturday = isoDay(6 - day, today);
  return [saturday, isoDay(1, saturday)];
}

/** The week after the current one, as the edition counts weeks (Monday–Sunday or Sunday–Saturday). */
function nextWeek(today: string, weekStart: "monday" | "sunday"): [string, string] {
  const intoWeek = (weekday(today) - (weekStart === "monday" ? 1 : 0) + 7) % 7;
  const from = isoDay(7 - intoWeek, today);
  return [from, isoDay(6, from)];
}

interface ShownEvent {
  date: string;
  city: string;
  coordinator: string;
}

function shownEvents(page: Page): Promise<ShownEvent[]> {
  return page.getByTestId("event").evaluateAll((items) =>
    items.map((li) => ({
      date: li.getAttribute("data-date") ?? "",
      city: (li.querySelector("[data-testid=event-city]")?.textContent ?? "").trim(),
      coordinator: li.querySelector("[data-testid=event-coordinator]")?.getAttribute("href") ?? "",
    })),
  );
}

const key = (e: ShownEvent) => `${e.date}|${e.city}|${e.coordinator}`;

/** Chooses a time filter and sends the form; returns the window the page states. */
async function chooseWhen(page: Page, c: EventsCase, when: string): Promise<[string, string]> {
  const radio = page.getByTestId(`events-when-${when}`);
  await radio.check();
  await expect(radio).toBeChecked();
  await Promise.all([page.waitForURL((url) => url.pathname === c.path && url.searchParams.get("when") === when), page.getByTestId("events-submit").click()]);
  await expect(page.getByTestId(`events-when-${when}`)).toBeChecked();
  const span = page.getByTestId("events-span");
  await expect(span).toBeVisible();
  const from = (await span.getAttribute("data-from"))!;
  const to = (await span.getAttribute("data-to"))!;
  expect(from <= to, `${from} – ${to}`).toBe(true);
  return [from, to];
}

/** The shown events are exactly those of the whole listing inside the window, and the count says so. */
async function expectEventsIn(page: Page, locale: string, all: ShownEvent[], [from, to]: [string, string]): Promise<void> {
  const shown = await shownEvents(page);
  for (const event of shown) expect(event.date >= from && event.date <= to, `${event.date} in ${from} – ${to}`).toBe(true);
  const expected = all.filter((e) => e.date >= from && e.date <= to);
  expect(shown.map(key).sort()).toEqual(expected.map(key).sort());
  await expect(page.getByTestId("events-count")).toHaveText(ftlCount(locale, "events-found", shown.length));
  await expect(page.getByTestId("events-empty")).toHaveCount(shown.length === 0 ? 1 : 0);
}

/** The page's whole listing (time filter "whenever") and the server's today. */
async function openEvents(page: Page, c: EventsCase): Promise<{ all: ShownEvent[]; today: string }> {
  await page.goto(editionUrl(c.edition, c.path));
  await scriptsStarted(page);
  await expect(page.locator("html")).toHaveAttribute("lang", c.edition.lang);
  await expect(page.getByTestId("events-when-whenever")).toBeChecked();
  await expect(page.getByTestId("events-span")).toHaveCount(0);
  const props = await searchBarProps(page);
  expect(props.weekStart).toBe(c.weekStart);
  // The island counts from the server's day, not the browser's clock.
  expect(props.today).toBe(await serverToday(page.request));
  return { all: await shownEvents(page), today: props.today };
}

test.describe("WeMeet events", () => {
  for (const c of [IT_EVENTS, US_EVENTS]) {
    test(`${c.edition.name}: "this weekend" and "next week" show the events of their window (weeks start on ${c.weekStart})`, async ({ page }) => {
      const errors = collectErrors(page);
      const { all, today } = await openEvents(page, c);
      expect(all.length, `events of the ${c.edition.name} market`).toBeGreaterThan(0);
      for (const event of all) {
        expect(event.date >= today, `${event.date} is not past`).toBe(true);
        expect(event.coordinator).toMatch(new RegExp(`^${escapeRegExp(c.coordinatorsPath)}/[^/]+$`));
      }

      const weekend = await chooseWhen(page, c, "this-weekend");
      expect(weekend).toEqual(thisWeekend(today));
      expect([6, 0]).toContain(weekday(weekend[0]));
      expect(weekday(weekend[1])).toBe(0);
      await expectEventsIn(page, LOCALE[c.edition.name]!, all, weekend);

      const week = await chooseWhen(page, c, "next-week");
      expect(week).toEqual(nextWeek(today, c.weekStart));
      expect(weekday(week[0])).toBe(c.weekStart === "monday" ? 1 : 0);
      expect(weekday(week[1])).toBe(c.weekStart === "monday" ? 0 : 6);
      await expectEventsIn(page, LOCALE[c.edition.name]!, all, week);
      expect(errors).toEqual([]);
    });
  }

  test("next week is Monday–Sunday in Italy and Sunday–Saturday in the US", async ({ page }) => {
    const it = await openEvents(page, IT_EVENTS);
    const itWeek = await chooseWhen(page, IT_EVENTS, "next-week");
    const us = await openEvents(page, US_EVENTS);
    const usWeek = await chooseWhen(page, US_EVENTS, "next-week");
    expect(it.today).toBe(us.today);
    expect(itWeek).toEqual(nextWeek(it.today, "monday"));
    expect(usWeek).toEqual(nextWeek(us.today, "sunday"));
    expect(itWeek).not.toEqual(usWeek);
    // Both are seven days; the Italian week starts on a Monday, the US one on the Sunday before
    // it or six days before that (Sunday already being this week's first day in the US).
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    for (const w of [itWeek, usWeek]) expect(day(w[1]) - day(w[0])).toBe(6);
    expect([1, -6]).toContain(day(itWeek[0]) - day(usWeek[0]));
  });

  test("it: cities are named in Italian, a city narrows the list, and events link their coordinator", async ({ page }) => {
    const errors = collectErrors(page);
    const { all } = await openEvents(page, IT_EVENTS);
    const options = await page
      .getByTestId("events-city")
      .locator("option")
      .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: (o.textContent ?? "").trim() })).filter((o) => o.value !== ""));
    expect(options.length).toBeGreaterThan(0);
    // The market's cities whose names differ in Italian show the Italian ones.
    const italian: Record<string, string> = { Milan: "Milano", Florence: "Firenze", Rome: "Roma", Venice: "Venezia", Naples: "Napoli", Turin: "Torino", Genoa: "Genova" };
    const renamed = options.filter((o) => o.value in italian);
    expect(renamed.length, `cities with Italian names among ${options.map((o) => o.value).join(", ")}`).toBeGreaterThan(0);
    for (const o of renamed) expect(o.text, o.value).toBe(italian[o.value]);
    // Every event shows its city by the name the select offers.
    const names = new Set(options.map((o) => o.text));
    for (const event of all) expect(names.has(event.city), event.city).toBe(true);

    // One of those cities: only its events.
    const city = renamed.find((o) => all.some((e) => e.city === o.text)) ?? renamed[0]!;
    await page.getByTestId("events-city").selectOption(city.value);
    await Promise.all([page.waitForURL((url) => url.searchParams.get("city") === city.value), page.getByTestId("events-submit").click()]);
    await expect(page.getByTestId("events-city")).toHaveValue(city.value);
    const inCity = await shownEvents(page);
    expect(inCity.map(key).sort()).toEqual(all.filter((e) => e.city === city.text).map(key).sort());

    // The coordinator of an event: a link to their profile in the Italian edition.
    const event = page.getByTestId("event").first();
    const link = event.getByTestId("event-coordinator");
    const href = pathOf(await link.getAttribute("href"), page.url());
    expect(href).toMatch(/^\/coordinatori\/[^/]+$/);
    const prefix = ftlPrefix("it-IT", "event-organised-by");
    const linkText = ((await link.textContent()) ?? "").trim();
    expect(linkText.startsWith(prefix), linkText).toBe(true);
    const name = linkText.slice(prefix.length).trim();
    await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
    await expect(page.getByTestId("coordinator-name")).toHaveText(name);
    expect(errors).toEqual([]);
  });
});
