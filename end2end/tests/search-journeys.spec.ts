// Journeys: a traveller searches (spec §2 "Search bar", §4 "Search selection" and "Sort",
// §7 "Search navigation", §9). The search bar is a React island whose rules run in search-core
// (wasm); the search page is server-rendered and the live-search island swaps its results in
// place (fetch + pushState), so back and forward work without full reloads. Everything is
// checked against the running server and its demo catalogue, whose dates follow today's date:
// the country and month are chosen at test time from what the server offers.
import { expect, test, type Page } from "@playwright/test";
import { editions, editionUrl, type Edition } from "./support/editions";
import { useDeviceIn } from "./support/experiments";
import {
  addMonths,
  busiestOption,
  openFilterPanel,
  chooseCountry,
  DEFAULT_STATUSES,
  departuresIn,
  filterGroup,
  marker,
  monthBounds,
  openHeaderSearch,
  pickCountry,
  priceValue,
  queryOf,
  resultsState,
  monthLabel,
  monthsOffered,
  searchBarProps,
  searchBarReady,
  setMarker,
  summaryCount,
  VIEWPORTS,
  type ViewportName,
} from "./support/search";

const journeyEditions: Edition[] = [editions.it, editions.us, editions.de];
const viewports = Object.keys(VIEWPORTS) as ViewportName[];

/** Uncaught errors of a page, to be empty at the end of a journey. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits for the live-search island to have finished a swap. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("[data-live-search]")).not.toHaveAttribute("aria-busy", "true");
}

function expectAscending(prices: string[]): void {
  const values = prices.map(priceValue);
  expect(values.length).toBeGreaterThan(0);
  expect(values, `prices ${prices.join(" | ")}`).toEqual([...values].sort((a, b) => a - b));
}

for (const edition of journeyEditions) {
  for (const viewport of viewports) {
    test(`${edition.name} ${viewport}: a traveller finds a country's departures in a month, filters, sorts, pages and goes back`, async ({
      page,
      request,
    }) => {
      test.slow(); // a long journey: typing with the real 800 ms debounce, many page states
      await page.setViewportSize(VIEWPORTS[viewport]);
      const errors = collectErrors(page);

      const country = await pickCountry(request, edition);
      await page.goto(editionUrl(edition, "/"));
      const props = await searchBarProps(page);
      // The month with the most departures of that country among the coming months (not the
      // current one, which may be almost over).
      const months = monthsOffered(props);
      let month = months[1]!;
      let most = -1;
      for (const candidate of months.slice(1, 7)) {
        const count = await departuresIn(request, edition, country.isoCodeAlpha3, candidate);
        if (count > most) [month, most] = [candidate, count];
      }
      expect(most, `departures of ${country.name} in the coming months`).toBeGreaterThan(0);
      const { dateFrom, dateTo } = monthBounds(month);

      // Search bar: the first letters of the country, its suggestion, a month, search.
      const bar = await openHeaderSearch(page, viewport);
      await chooseCountry(page, bar, country);
      // Choosing a destination moves on to the when section, periods tab first.
      await expect(bar.getByTestId("when-tab-periods")).toHaveAttribute("aria-selected", "true");
      const period = bar.getByTestId(`period-${month}`);
      await expect(period).toHaveAttribute("aria-pressed", "false");
      await period.click();
      // Picking a period completes the search: the when section closes, the focus goes to search.
      const submit = bar.getByTestId("search-submit");
      await expect(submit).toBeFocused();
      await expect(submit).toBeEnabled();
      await Promise.all([page.waitForURL((url) => url.pathname === edition.searchPath), submit.click()]);

      // Spec §7: destinationId[], the default status[] values, dateFrom/dateTo of the month, and
      // tab=travels for a month period; nothing else.
      const landed = new URL(page.url());
      expect(landed.host).toBe(`${edition.host}:${landed.port}`);
      expect(queryOf(page.url())).toEqual({
        "status[]": DEFAULT_STATUSES,
        tab: ["travels"],
        dateFrom: [dateFrom],
        dateTo: [dateTo],
        "destinationId[]": [country.isoCodeAlpha3],
      });
      await expect(page.getByTestId("search-travels")).toBeVisible();
      expect(await summaryCount(page)).toBeGreaterThan(0);
      await searchBarReady(page);
      // The search page's own bar shows what was searched (the selection the server read back).
      const label = await monthLabel(page, month);
      if (viewport === "desktop") {
        await expect(page.getByTestId("search-where")).toHaveValue(country.name);
        await expect(page.getByTestId("search-when")).toContainText(label);
      } else {
        await expect(page.getByTestId("search-open")).toContainText(country.name);
        await expect(page.getByTestId("search-open")).toContainText(label);
      }

      // From here on every change happens in place: a full load would drop this marker.
      await setMarker(page);
      const states: { url: string; results: Awaited<ReturnType<typeof resultsState>> }[] = [];
      const record = async () => states.push({ url: page.url(), results: await resultsState(page) });
      await record();

      // Departures tab: the same search, departures grouped under a month heading.
      const tabs = page.getByTestId("search-tabs");
      await tabs.locator('a:not([href*="tab=travels"])').click();
      await expect(page).toHaveURL((url) => url.pathname === edition.searchPath && !url.searchParams.has("tab"));
      await settled(page);
      await expect(tabs.locator('a[aria-current="page"]:not([href*="tab=travels"])')).toBeVisible();
      const groups = page.getByTestId("search-results").locator("section.month-group");
      await expect(groups.first()).toHaveAttribute("data-month", month);
      await expect(groups.first().getByRole("heading", { level: 2 })).toBeVisible();
      expect(new Set(await groups.evaluateAll((s) => s.map((e) => e.getAttribute("data-month"))))).toEqual(new Set([month]));
      expect(queryOf(page.url())["destinationId[]"]).toEqual([country.isoCodeAlpha3]);
      const departures = await summaryCount(page);
      expect(departures).toBe(most);
      await record();

      // A price option, then a duration option: each count is what the summary then says.
      for (const group of ["price", "durations"]) {
        const { option, count, href } = await busiestOption(page, group);
        await option.click();
        await expect(page).toHaveURL(new URL(href, page.url()).href);
        await settled(page);
        expect(await summaryCount(page), `${group} option count`).toBe(count);
        await expect(filterGroup(page, group).locator('a[aria-current="true"]')).toHaveCount(1);
        await expect(page.getByTestId("tour-row")).toHaveCount(Math.min(count, 20));
        await record();
      }
      const filtered = queryOf(page.url());
      expect(Object.keys(filtered).some((k) => k.startsWith("price"))).toBe(true);
      expect(filtered["durations[]"]?.length).toBe(1);

      // Sort by lowest price: prices ascending, a flat list (no month groups), filters kept.
      // The sort shares the filters' sheet on phones (open on wide screens).
      await openFilterPanel(page);
      await page.locator("#search-sort").selectOption("price:asc");
      await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "price:asc");
      await settled(page);
      const sorted = queryOf(page.url());
      delete sorted.sort;
      expect(sorted).toEqual(filtered);
      await expect(page.getByTestId("search-results").locator("section.month-group")).toHaveCount(0);
      const firstPage = await resultsState(page);
      expectAscending(firstPage.prices);
      await record();

      // Page 2 if there is one; otherwise everything is on a single page.
      const next = page.locator('nav.pagination a[rel="next"]');
      const total = await summaryCount(page);
      if (total > 20) {
        await next.click();
        await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("sort") === "price:asc");
        await settled(page);
        await expect(page.locator("nav.pagination")).toContainText(`2`);
        const second = await resultsState(page);
        expectAscending(second.prices);
        expect(priceValue(second.prices[0]!)).toBeGreaterThanOrEqual(priceValue(firstPage.prices.at(-1)!));
        await record();
      } else {
        await expect(page.locator("nav.pagination")).toHaveCount(0);
        await expect(page.getByTestId("tour-row")).toHaveCount(total);
      }

      // Back, step by step: each earlier URL and its results come back, in place.
      for (let i = states.length - 2; i >= 0; i--) {
        await page.goBack();
        const previous = states[i]!;
        await expect(page).toHaveURL(previous.url);
        await expect.poll(() => resultsState(page)).toEqual(previous.results);
      }
      // And forward again to the last state.
      await page.goForward();
      await expect(page).toHaveURL(states[1]!.url);
      await expect.poll(() => resultsState(page)).toEqual(states[1]!.results);

      expect(await marker(page), "no full page load since landing").toBe(1);
      expect(errors).toEqual([]);
    });
  }
}

const weekStarts: { edition: Edition; first: "monday" | "sunday" }[] = [
  { edition: editions.it, first: "monday" },
  { edition: editions.de, first: "monday" },
  { edition: editions.us, first: "sunday" },
];

for (const { edition, first } of weekStarts) {
  for (const viewport of viewports) {
    test(`${edition.name} ${viewport}: a traveller picks a date range on the calendar (weeks start on ${first})`, async ({ page, context }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      // The control arm of itineraries-default: its variant opens a dates search on the trips tab
      // (tests/experiment-journeys.spec.ts).
      await useDeviceIn(context, edition, "itineraries-default", "control");
      const errors = collectErrors(page);
      await page.goto(editionUrl(edition, "/"));
      const props = await searchBarProps(page);
      expect(props.weekStart).toBe(first);
      const today = props.today;
      const thisMonth = today.slice(0, 7);
      const start = `${addMonths(thisMonth, 1)}-10`;
      const end = `${addMonths(thisMonth, 2)}-05`;

      const bar = await openHeaderSearch(page, viewport);
      await bar.getByTestId("search-when").click();
      await bar.getByTestId("when-tab-dates").click();
      await expect(bar.getByTestId("when-tab-dates")).toHaveAttribute("aria-selected", "true");

      // The week order: every day sits in the column of its weekday, counted from the edition's
      // first day, and the first column header is that weekday's name in the page's language.
      const grid = bar.getByRole("grid").first();
      await expect(grid).toBeVisible();
      const layout = await grid.evaluate((table) => {
        const lang = document.documentElement.lang;
        const rows = Array.from(table.querySelectorAll("tbody tr"));
        const offsets = new Set<number>();
        let days = 0;
        for (const row of rows) {
          Array.from(row.children).forEach((cell, column) => {
            const date = cell.querySelector<HTMLElement>("[data-testid^=day-]")?.dataset.date;
            if (!date) return;
            days++;
            offsets.add((new Date(`${date}T00:00:00Z`).getUTCDay() - column + 7) % 7);
          });
        }
        const weekday = (iso: string) => new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
        return {
          offsets: [...offsets],
          days,
          columns: rows.every((r) => r.children.length === 7),
          headers: Array.from(table.querySelectorAll("thead th")).map((th) => (th.textContent ?? "").trim()),
          monday: weekday("2024-01-01"),
          sunday: weekday("2023-12-31"),
        };
      });
      expect(layout.columns, "7 columns").toBe(true);
      expect(layout.days).toBeGreaterThanOrEqual(28);
      expect(layout.offsets).toEqual([first === "monday" ? 1 : 0]);
      expect(layout.headers).toHaveLength(7);
      expect(layout.headers[0]).toBe(first === "monday" ? layout.monday : layout.sunday);
      expect(layout.headers[first === "monday" ? 6 : 1]).toBe(first === "monday" ? layout.sunday : layout.monday);

      // Past days cannot be picked; today can.
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      if (yesterday.slice(0, 7) === thisMonth) await expect(bar.getByTestId(`day-${yesterday}`)).toBeDisabled();
      await expect(bar.getByTestId(`day-${today}`)).toBeEnabled();

      // First click: the start. Then a later day in the month after (next month in view), the end.
      await bar.getByTestId(`day-${start}`).click();
      await expect(bar.getByTestId(`day-${start}`).locator("xpath=..")).toHaveAttribute("aria-selected", "true");
      await bar.getByTestId("calendar-next").click();
      await expect(bar.getByTestId(`day-${start}`)).toBeVisible();
      await bar.getByTestId(`day-${end}`).click();
      // A range completes the search: the when section closes and the focus goes to search.
      const submit = bar.getByTestId("search-submit");
      await expect(submit).toBeFocused();
      await expect(bar.getByTestId("search-when")).toHaveAttribute("aria-expanded", "false");
      // Reopened, the calendar shows the range: both ends and the days between are selected.
      await bar.getByTestId("search-when").click();
      const inside = `${addMonths(thisMonth, 1)}-20`;
      for (const day of [start, inside, end]) {
        await expect(bar.getByTestId(`day-${day}`).locator("xpath=..")).toHaveAttribute("aria-selected", "true");
      }
      await expect(bar.getByTestId(`day-${addMonths(thisMonth, 1)}-09`).locator("xpath=..")).toHaveAttribute("aria-selected", "false");

      await Promise.all([page.waitForURL((url) => url.pathname === edition.searchPath), submit.click()]);
      // Dates search departures: no tab (spec §7), no destination.
      expect(queryOf(page.url())).toEqual({ "status[]": DEFAULT_STATUSES, dateFrom: [start], dateTo: [end] });
      await expect(page.getByTestId("search-results")).toBeVisible();
      const months = await page.getByTestId("search-results").locator("section.month-group").evaluateAll((s) => s.map((e) => e.getAttribute("data-month")));
      expect(months.length).toBeGreaterThan(0);
      for (const m of months) expect([start.slice(0, 7), end.slice(0, 7)]).toContain(m);
      expect(errors).toEqual([]);
    });
  }
}

test("recent searches: a search shows on the home page, and in another tab without reloading it", async ({ context, request }) => {
  const edition = editions.it;
  const country = await pickCountry(request, edition);

  // The other tab: the home page, no history yet, so no recent-searches block.
  const other = await context.newPage();
  await other.goto(editionUrl(edition, "/"));
  await searchBarReady(other);
  await expect(other.getByTestId("recent-searches")).toHaveCount(0);
  await setMarker(other);

  // This tab: a search from the header bar.
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(editionUrl(edition, "/"));
  await expect(page.getByTestId("recent-searches")).toHaveCount(0);
  const props = await searchBarProps(page);
  const month = monthsOffered(props)[1]!;
  const bar = await openHeaderSearch(page, "desktop");
  await chooseCountry(page, bar, country);
  await bar.getByTestId(`period-${month}`).click();
  await Promise.all([page.waitForURL((url) => url.pathname === edition.searchPath), bar.getByTestId("search-submit").click()]);
  const searchUrl = page.url();

  // Saved in local storage (spec §9), listed on the search page.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("search-history") ?? "[]") as unknown[]);
  expect(stored).toHaveLength(1);
  const list = page.getByTestId("recent-searches");
  await expect(list.getByTestId("recent-search-item")).toHaveCount(1);
  await expect(list.getByTestId("recent-search-item")).toContainText(country.name);

  // The other tab got the storage event: its block appears, no reload.
  const block = other.getByTestId("recent-searches");
  await expect(block).toBeVisible();
  await expect(block.getByTestId("recent-search-item")).toHaveCount(1);
  await expect(block.getByTestId("recent-search-item")).toContainText(country.name);
  expect(await marker(other), "the other tab was not reloaded").toBe(1);

  // Back on the home page of this tab: the carousel, whose entry runs the search again.
  await page.goto(editionUrl(edition, "/"));
  const home = page.getByTestId("recent-searches");
  await expect(home).toBeVisible();
  await expect(home).toHaveClass(/recent-searches--carousel/);
  const item = home.getByTestId("recent-search-item");
  await expect(item).toContainText(country.name);
  // The header bar has a history section now, with the same search.
  const headerBar = await openHeaderSearch(page, "desktop");
  await headerBar.getByTestId("search-history").click();
  const historyItem = headerBar.getByTestId("history-item");
  await expect(historyItem).toHaveCount(1);
  await expect(historyItem).toContainText(country.name);
  expect(queryOf(new URL((await historyItem.getAttribute("href"))!, page.url()).href)).toEqual(queryOf(searchUrl));
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(headerBar).toBeHidden();
  await Promise.all([page.waitForURL((url) => url.pathname === edition.searchPath), item.click()]);
  expect(queryOf(page.url())).toEqual(queryOf(searchUrl));

  // A second search in the other tab: this tab's list follows, newest first.
  const second = (await pickCountry(request, edition, 1));
  const otherBar = await openHeaderSearch(other, "desktop");
  await chooseCountry(other, otherBar, second);
  await otherBar.getByTestId(`period-${month}`).click();
  await Promise.all([other.waitForURL((url) => url.pathname === edition.searchPath), otherBar.getByTestId("search-submit").click()]);
  await setMarker(page);
  const items = page.getByTestId("recent-searches").getByTestId("recent-search-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(second.name);
  await expect(items.nth(1)).toContainText(country.name);
  expect(await marker(page)).toBe(1);
  expect(errors).toEqual([]);
});

test("a search for nonsense text shows the zero-result banner, whose 'every destination' option finds trips", async ({ page }) => {
  const edition = editions.it;
  const errors = collectErrors(page);
  const nonsense = "zzqxqzzvw";
  await page.goto(editionUrl(edition, edition.searchPath));
  await searchBarReady(page);
  await setMarker(page);

  // The inline bar on the search page: free text finds no destination.
  const where = page.getByTestId("search-where");
  await where.click();
  await where.pressSequentially(nonsense, { delay: 30 });
  await expect(page.getByTestId("search-show-all")).toBeVisible();
  // The search button is disabled while the where box has the focus with text and no
  // destination (spec §4); leaving the box searches the text.
  const submit = page.getByTestId("search-submit");
  await expect(submit).toBeDisabled();
  await where.blur();
  await expect(submit).toBeEnabled();
  await Promise.all([page.waitForURL((url) => url.searchParams.get("textSearch") === nonsense), submit.click()]);
  expect(queryOf(page.url())).toMatchObject({ textSearch: [nonsense], "status[]": DEFAULT_STATUSES });

  const empty = page.getByTestId("search-empty");
  await expect(empty).toBeVisible();
  await expect(page.getByTestId("where-not-found")).toContainText(nonsense);
  await expect(page.getByTestId("search-results")).toHaveCount(0);
  const options = page.getByTestId("zero-options").getByRole("link");
  expect(await options.count()).toBeGreaterThan(0);
  // The box also links the travels list (spec §2).
  await expect(empty.locator(`a[href="${edition.travelsPath}"]`)).toBeVisible();

  // "Search every destination": the same search without the text.
  const everywhere = page.getByTestId("zero-options").locator('a:not([href*="textSearch"])').first();
  await setMarker(page);
  await everywhere.click();
  await expect(page).toHaveURL((url) => url.pathname === edition.searchPath && !url.searchParams.has("textSearch"));
  await settled(page);
  await expect(page.getByTestId("search-results")).toBeVisible();
  await expect(page.getByTestId("search-empty")).toHaveCount(0);
  expect(await summaryCount(page)).toBeGreaterThan(0);
  expect(await marker(page), "followed in place").toBe(1);
  expect(errors).toEqual([]);
});

test("with JavaScript disabled the search page is complete: filters, sort and pages are plain navigation", async ({ browser, request }) => {
  const edition = editions.it;
  const country = await pickCountry(request, edition);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  try {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (/\.(wasm|js)$/.test(new URL(r.url()).pathname)) scripts.push(r.url());
    });

    // From the home page, the header's search is a plain link.
    await page.goto(editionUrl(edition, "/"));
    await Promise.all([page.waitForURL((url) => url.pathname === edition.searchPath), page.getByTestId("search-link").click()]);
    await expect(page.getByTestId("search-results")).toBeVisible();
    await expect(page.getByTestId("filter-panel")).toBeVisible();

    // The plain search form (the island's fallback) searches text.
    await page.locator("#search-text").fill(country.name);
    await Promise.all([page.waitForURL((url) => url.searchParams.get("textSearch") === country.name), page.locator("#search-text").press("Enter")]);
    await expect(page.getByTestId("search-results")).toBeVisible();
    expect(await summaryCount(page)).toBeGreaterThan(0);

    // Back to every departure with the default statuses, via the status filter's own links.
    await page.goto(editionUrl(edition, `${edition.searchPath}?${new URLSearchParams(DEFAULT_STATUSES.map((s) => ["status[]", s])).toString().replaceAll("%5B%5D", "[]")}`));
    const total = await summaryCount(page);
    expect(total).toBeGreaterThan(20);

    // A filter link: a navigation to the filtered search, the option marked as chosen.
    const { option, count, href } = await busiestOption(page, "durations");
    await Promise.all([page.waitForURL(new URL(href, page.url()).href), option.click()]);
    await expect(filterGroup(page, "durations").locator('a[aria-current="true"]')).toHaveCount(1);
    expect(await summaryCount(page)).toBe(count);
    const filtered = queryOf(page.url());

    // The sort form: choose, submit, the filters are kept.
    await page.locator("#search-sort").selectOption("price:asc");
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("sort") === "price:asc"),
      page.getByTestId("sort-form").getByRole("button").click(),
    ]);
    const sorted = queryOf(page.url());
    delete sorted.sort;
    expect(sorted).toEqual(filtered);
    await expect(page.locator("#search-sort")).toHaveValue("price:asc");
    const first = await resultsState(page);
    expectAscending(first.prices);
    expect(first.months).toEqual([]);

    // Pagination: the next page, then back to the previous one, by links.
    expect(count).toBeGreaterThan(20);
    await Promise.all([page.waitForURL((url) => url.searchParams.get("page") === "2"), page.locator('nav.pagination a[rel="next"]').click()]);
    const second = await resultsState(page);
    expect(second.pagination[0]).toMatch(/\b2\b/);
    expectAscending(second.prices);
    expect(priceValue(second.prices[0]!)).toBeGreaterThanOrEqual(priceValue(first.prices.at(-1)!));
    await Promise.all([page.waitForURL((url) => !url.searchParams.has("page")), page.locator('nav.pagination a[rel="prev"]').click()]);
    expect((await resultsState(page)).rows).toEqual(first.rows);

    // The tabs are links too.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("tab") === "travels"),
      page.getByTestId("search-tabs").locator('a[href*="tab=travels"]').click(),
    ]);
    await expect(page.getByTestId("search-travels")).toBeVisible();

    expect(scripts, "no script was even fetched").toEqual([]);
  } finally {
    await context.close();
  }
});

test("a broad search pages forward and back in place, with JavaScript", async ({ page }) => {
  const edition = editions.us;
  const errors = collectErrors(page);
  const query = new URLSearchParams(DEFAULT_STATUSES.map((s) => ["status[]", s])).toString().replaceAll("%5B%5D", "[]");
  await page.goto(editionUrl(edition, `${edition.searchPath}?${query}`));
  await searchBarReady(page);
  await setMarker(page);
  const first = await resultsState(page);
  expect(first.pagination[0]).toMatch(/\b1\b/);

  await page.locator('nav.pagination a[rel="next"]').click();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await settled(page);
  const second = await resultsState(page);
  expect(second.pagination[0]).toMatch(/\b2\b/);
  expect(second.rows).not.toEqual(first.rows);

  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has("page"));
  await expect.poll(() => resultsState(page)).toEqual(first);
  await page.goForward();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect.poll(() => resultsState(page)).toEqual(second);
  expect(await marker(page)).toBe(1);
  expect(errors).toEqual([]);
});
