// Journeys: a traveller describes a trip in their own words on the Ask page (spec §2 "AI search
// page", §8 "AI search failure"). The page is a plain GET form the server answers with the chips
// it understood and the trips that match, each saying which chips it meets; with JavaScript the
// `ask-live` island reads the wish with the same rules (wasm) as it is typed and shows the chips
// before anything is sent. English on the international edition, Italian on the Italian one; the
// US edition has no Ask page. The country of the wish is chosen at test time from the edition's
// best sellers, the first one the server finds exact matches for.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { editions, editionUrl, getAsEdition, type Edition } from "./support/editions";
import { ftl, ftlCount, ftlPrefix } from "./support/locales";
import { collectErrors, scriptsStarted } from "./support/pages";
import { topSellers } from "./support/search";

interface AskCase {
  edition: Edition;
  /** The Fluent locale the edition's pages are written in. */
  locale: string;
  /** The Ask page's path on that edition. */
  path: string;
  /** A wish, in two parts typed one after the other: the first already means something. */
  wish(country: string): { first: string; rest: string };
  /** The kinds of chip the whole wish reads as, and the one the journey removes. */
  kinds: string[];
  remove: string;
  /** The wish once that chip is removed: without its words and the word joining them. */
  removed(country: string): string;
  /** What the duration of the wish reads as. */
  duration: string;
  /** Something that is not a wish at all. */
  nonsense: string;
}

const cases: AskCase[] = [
  {
    edition: editions.international,
    locale: "en-US",
    path: "/search-ai",
    wish: (country) => ({ first: `two weeks in ${country}`, rest: " in April under 3000€" }),
    kinds: ["duration", "destination", "dates", "budget"],
    remove: "budget",
    removed: (country) => `two weeks in ${country} in April`,
    duration: "13–15 days",
    nonsense: "hello there",
  },
  {
    edition: editions.it,
    locale: "it-IT",
    path: "/cerca-ai",
    wish: (country) => ({ first: `una settimana in ${country}`, rest: " ad agosto" }),
    kinds: ["duration", "destination", "dates"],
    remove: "destination",
    removed: () => "una settimana ad agosto",
    duration: "6–8 giorni",
    nonsense: "ciao a tutti",
  },
];

interface ApiChip {
  kind: string;
  label: string;
}

interface AskAnswer {
  chips: ApiChip[];
  relaxed: string[];
  results: { total: number; data: { why: { meets: number[]; misses: number[] } }[] };
  failure?: { title: string; advice: string };
}

/** `GET /api/ask?q=` as the edition. */
async function askApi(request: APIRequestContext, edition: Edition, q: string): Promise<AskAnswer> {
  const response = await getAsEdition(request, edition, `/api/ask?q=${encodeURIComponent(q)}`);
  expect(response.status(), `ask ${q}`).toBe(200);
  return response.json();
}

/**
 * A wish about one of the edition's best-selling countries (names in its language) that the
 * server reads as exactly the case's chip kinds, with that country as the destination, and
 * answers with exact matches (nothing relaxed); `skip` passes over that many.
 */
async function pickWish(request: APIRequestContext, c: AskCase, skip = 0): Promise<{ country: string; first: string; wish: string; answer: AskAnswer }> {
  const countries = (await topSellers(request, c.edition)).filter((country) => country.departures > 0).slice(0, 25);
  let left = skip;
  for (const country of countries) {
    const { first, rest } = c.wish(country.name);
    const wish = first + rest;
    const answer = await askApi(request, c.edition, wish);
    const kinds = answer.chips.map((chip) => chip.kind);
    const exact =
      JSON.stringify([...kinds].sort()) === JSON.stringify([...c.kinds].sort()) &&
      answer.chips.some((chip) => chip.kind === "destination" && chip.label === country.name) &&
      answer.relaxed.length === 0 &&
      answer.results.total > 0;
    if (!exact) continue;
    // Its first words alone read as the length and the place (the journey types them first).
    const partial = await askApi(request, c.edition, first);
    if (JSON.stringify(pairs(partial.chips)) !== JSON.stringify([["duration", c.duration], ["destination", country.name]])) continue;
    if (left-- === 0) return { country: country.name, first, wish, answer };
  }
  throw new Error(`no best seller of the ${c.edition.name} edition gives exact matches for "${c.wish("…").first}${c.wish("…").rest}"`);
}

/** [kind, label] of every chip shown, in order. */
function shownChips(page: Page): Promise<string[][]> {
  return page
    .getByTestId("ask-chip")
    .evaluateAll((items) => items.map((li) => [li.getAttribute("data-kind") ?? "", (li.querySelector(".ask-chip__label")?.textContent ?? "").trim()]));
}

const pairs = (chips: ApiChip[]) => chips.map((chip) => [chip.kind, chip.label]);

/** The Ask island has mounted (it then reads the wish as it is typed, once its wasm is in). */
async function askReady(page: Page): Promise<void> {
  await scriptsStarted(page);
  await expect(page.locator('[data-island="ask-live"][data-island-mounted]')).toBeAttached();
}

/**
 * The results as the server rendered them for an exact answer: a count, and every result
 * saying it meets every chip (in the page's language) and misses none.
 */
async function expectExactResults(page: Page, c: AskCase, answer: AskAnswer): Promise<void> {
  await expect(page.getByTestId("ask-failure")).toHaveCount(0);
  await expect(page.getByTestId("ask-relaxed")).toHaveCount(0);
  await expect(page.getByTestId("ask-empty")).toHaveCount(0);
  await expect(page.getByTestId("ask-count")).toHaveText(ftlCount(c.locale, "ask-results", answer.results.total));
  const results = page.getByTestId("ask-result");
  await expect(results).toHaveCount(answer.results.data.length);
  const prefix = ftlPrefix(c.locale, "ask-why-meets");
  const labels = answer.chips.map((chip) => chip.label);
  for (const result of await results.all()) {
    await expect(result.getByTestId("travel-card")).toBeVisible();
    const why = result.getByTestId("ask-why");
    await expect(why).toContainText(prefix);
    const meets = ((await why.locator(".ask-why__meets").textContent()) ?? "").trim();
    expect(meets.startsWith(prefix), meets).toBe(true);
    const listed = meets.slice(prefix.length).trim().split(", ");
    expect([...listed].sort(), `why of a result: ${meets}`).toEqual([...labels].sort());
    await expect(result.getByTestId("ask-why-misses")).toHaveCount(0);
  }
}

for (const c of cases) {
  test.describe(`${c.edition.name} (${c.path})`, () => {
    test(`the wish is read into chips as it is typed, searched, and a chip is removed`, async ({ page, request }) => {
      const errors = collectErrors(page);
      const { country, first, wish, answer } = await pickWish(request, c);
      const chipOf = (kind: string) => answer.chips.find((chip) => chip.kind === kind)!;
      await page.goto(editionUrl(c.edition, c.path));
      await expect(page.locator("html")).toHaveAttribute("lang", c.edition.lang);
      await askReady(page);
      const form = page.locator('[data-island="ask-live"]').getByTestId("ask-form");
      await expect(form).toBeVisible();
      await expect(page.getByTestId("ask-chip")).toHaveCount(0);
      await expect(page.getByTestId("ask-result")).toHaveCount(0);

      // The first words already read as a length and a place, before anything is sent.
      const input = form.getByTestId("ask-input");
      await input.click();
      await input.pressSequentially(first, { delay: 25 });
      // (The first chips wait for the Ask wasm, fetched when the island mounts.)
      await expect.poll(() => shownChips(page), { timeout: 15_000 }).toEqual([
        ["duration", c.duration],
        ["destination", country],
      ]);
      // The rest of the wish: the same chips the server reads the whole wish as.
      await input.pressSequentially(wish.slice(first.length), { delay: 25 });
      await expect.poll(() => shownChips(page)).toEqual(pairs(answer.chips));
      await expect(page.getByTestId("ask-live-status")).toHaveText(`${ftl(c.locale, "ask-understood")}: ${answer.chips.length}`);
      expect(new URL(page.url()).search, "nothing was sent yet").toBe("");
      await expect(page.getByTestId("ask-result")).toHaveCount(0);

      // Submitting: the server's results page for the wish.
      await Promise.all([page.waitForURL((url) => url.pathname === c.path && url.searchParams.get("q") === wish), form.getByTestId("ask-submit").click()]);
      await askReady(page);
      await expect(page.getByTestId("ask-input")).toHaveValue(wish);
      await expect.poll(() => shownChips(page)).toEqual(pairs(answer.chips));
      for (const chip of await page.getByTestId("ask-chip").all()) {
        const label = ((await chip.locator(".ask-chip__label").textContent()) ?? "").trim();
        await expect(chip.getByTestId("ask-chip-remove")).toHaveAttribute("aria-label", `${ftl(c.locale, "ask-chip-remove-label")} ${label}`);
      }
      await expectExactResults(page, c, answer);

      // Removing a chip searches again without its words.
      const removed = chipOf(c.remove);
      const remove = page.getByRole("link", { name: `${ftl(c.locale, "ask-chip-remove-label")} ${removed.label}`, exact: true });
      await expect(remove).toHaveAttribute("data-testid", "ask-chip-remove");
      await Promise.all([page.waitForURL((url) => url.pathname === c.path && url.searchParams.get("q") !== wish), remove.click()]);
      const q = new URL(page.url()).searchParams.get("q") ?? "";
      expect(q, `the wish without the ${c.remove} chip`).toBe(c.removed(country));
      await askReady(page);
      await expect(page.getByTestId("ask-input")).toHaveValue(q);
      const after = await askApi(request, c.edition, q);
      await expect.poll(() => shownChips(page)).toEqual(pairs(after.chips));
      const kinds = (await shownChips(page)).map(([kind]) => kind);
      expect(kinds).not.toContain(c.remove);
      expect(kinds.sort()).toEqual(c.kinds.filter((kind) => kind !== c.remove).sort());
      // The results follow the new wish.
      if (after.results.total > 0) await expect(page.getByTestId("ask-count")).toHaveText(ftlCount(c.locale, "ask-results", after.results.total));
      else await expect(page.getByTestId("ask-empty").or(page.getByTestId("ask-failure"))).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`without JavaScript the form still searches and shows the chips and results`, async ({ browser, request }) => {
      const { country, wish, answer } = await pickWish(request, c);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(editionUrl(c.edition, c.path));
        await expect(page.locator("html")).not.toHaveClass(/(^|\s)js(\s|$)/);
        const form = page.getByTestId("ask-form");
        await expect(form).toHaveAttribute("method", "get");
        await form.getByTestId("ask-input").fill(wish);
        // Nothing reads the wish in the browser.
        await expect(page.getByTestId("ask-chip")).toHaveCount(0);
        await Promise.all([page.waitForURL((url) => url.pathname === c.path && url.searchParams.get("q") === wish), form.getByTestId("ask-submit").click()]);
        expect(await shownChips(page)).toEqual(pairs(answer.chips));
        await expectExactResults(page, c, answer);

        // A chip's remove control is a plain link to the wish without it.
        const removed = answer.chips.find((chip) => chip.kind === c.remove)!;
        const remove = page.getByRole("link", { name: `${ftl(c.locale, "ask-chip-remove-label")} ${removed.label}`, exact: true });
        const href = new URL((await remove.getAttribute("href"))!, page.url());
        expect(href.pathname).toBe(c.path);
        expect(href.searchParams.get("q")).toBe(c.removed(country));
        await Promise.all([page.waitForURL((url) => url.pathname === c.path && url.searchParams.get("q") !== wish), remove.click()]);
        expect(new URL(page.url()).searchParams.get("q")).toBe(c.removed(country));
        expect((await shownChips(page)).map(([kind]) => kind)).not.toContain(c.remove);
      } finally {
        await context.close();
      }
    });

    test(`a wish with nothing to understand says the spell didn't work`, async ({ page }) => {
      await page.goto(editionUrl(c.edition, c.path));
      await askReady(page);
      const input = page.getByTestId("ask-input");
      await input.click();
      await input.pressSequentially(c.nonsense, { delay: 25 });
      // Read as it is typed, it means nothing either: no chips, and the live status says so.
      await expect(page.getByTestId("ask-live-status")).toHaveText(`${ftl(c.locale, "ask-understood")}: 0`, { timeout: 15_000 });
      await expect(page.getByTestId("ask-chip")).toHaveCount(0);
      await Promise.all([page.waitForURL((url) => url.searchParams.get("q") === c.nonsense), input.press("Enter")]);
      const failure = page.getByTestId("ask-failure");
      await expect(failure).toBeVisible();
      await expect(failure).toContainText(ftl(c.locale, "ask-failure-title"));
      await expect(failure.locator("h2")).toHaveText(c.locale === "it-IT" ? "Ops, l'incantesimo non ha funzionato!" : "Ops, the spell didn't work!");
      await expect(page.getByTestId("ask-chip")).toHaveCount(0);
      await expect(page.getByTestId("ask-result")).toHaveCount(0);
      await expect(page.getByTestId("ask-count")).toHaveCount(0);
      // The form is still there, with the wish, to try again.
      await expect(page.getByTestId("ask-input")).toHaveValue(c.nonsense);
    });
  });
}

test("the US edition has no Ask page: /search-ai is the not-found page", async ({ page, request }) => {
  const response = await page.goto(editionUrl(editions.us, "/search-ai"));
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", editions.us.lang);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.getByTestId("ask-form")).toHaveCount(0);
  // Nor does it answer wishes.
  expect((await getAsEdition(request, editions.us, `/api/ask?q=${encodeURIComponent("a week in Peru")}`)).status()).toBe(404);
  // And each edition's Ask page has its own language's path.
  expect((await getAsEdition(request, editions.it, "/search-ai")).status()).toBe(404);
  expect((await getAsEdition(request, editions.international, "/cerca-ai")).status()).toBe(404);
});

test("in Italian, a trek described in words never seen becomes chips for Nepal, October, the budget and nature, with explained results", async ({ page, request }) => {
  const errors = collectErrors(page);
  const wish = "trekking in nepal a ottobre sotto i 2000 euro";
  const answer = await askApi(request, editions.it, wish);
  // The server reads it as four chips: the place, the month, the budget, and trekking with the
  // mood it implies (issue 20: activities imply moods).
  const label = (kind: string) => answer.chips.find((chip) => chip.kind === kind)?.label ?? "";
  expect(answer.chips.map((chip) => chip.kind)).toEqual(["travelType", "destination", "dates", "budget"]);
  expect(label("travelType")).toBe("trekking · natura");
  expect(label("destination")).toBe("Nepal");
  expect(label("dates")).toMatch(/^ottobre \d{4}$/);
  expect(label("budget")).toMatch(/^max 2\.000\s€$/);

  await page.goto(editionUrl(editions.it, "/cerca-ai"));
  await askReady(page);
  const form = page.locator('[data-island="ask-live"]').getByTestId("ask-form");
  const input = form.getByTestId("ask-input");
  await input.click();
  await input.pressSequentially(wish, { delay: 20 });
  // Read in the browser (wasm) exactly as the server reads it, before anything is sent.
  await expect.poll(() => shownChips(page), { timeout: 15_000 }).toEqual(pairs(answer.chips));
  await Promise.all([page.waitForURL((url) => url.searchParams.get("q") === wish), form.getByTestId("ask-submit").click()]);
  await expect.poll(() => shownChips(page)).toEqual(pairs(answer.chips));
  // Every result says which of the chips it meets (and, if the search was relaxed, which it misses).
  const results = page.getByTestId("ask-result");
  expect(answer.results.total, "Nepal has treks in the demo catalogue").toBeGreaterThan(0);
  await expect(results).toHaveCount(answer.results.data.length);
  for (const result of await results.all()) {
    await expect(result.getByTestId("ask-why")).toContainText(ftlPrefix("it-IT", "ask-why-meets"));
  }
  expect(errors).toEqual([]);
});
