// What a traveller sees of a few last spec rows (issue 19): every listed departure wears its age
// group, linked to the age groups' rules, on the search page, the trip's departures and the tour
// page; a continent typed in the header's search bar is offered first and searches the continent,
// in English, Italian and German; and Ask is reachable from the home page, the search page and
// the search bar in the editions that have it, and from nowhere in the others.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { editions, editionUrl, pathOf, type Edition } from "./support/editions";
import { TOUR_ROW, collectErrors, scriptsStarted } from "./support/pages";
import { DESKTOP, openHeaderSearch } from "./support/search";

test.use({ viewport: DESKTOP });

const AGE_GROUPS: Record<string, string> = { international: "/age-groups", it: "/fasce-di-eta" };

/** An age badge (the first listed departure's) links to the age groups' rules. */
async function expectAgeBadge(page: Page, badge: Locator, edition: Edition) {
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/\S/);
  expect(pathOf(await badge.getAttribute("href"), page.url())).toBe(AGE_GROUPS[edition.name]);
}

for (const edition of [editions.international, editions.it]) {
  test(`${edition.name}: search rows, a trip's departures and a tour page show the age group, linked to its rules`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(editionUrl(edition, edition.searchPath));
    await scriptsStarted(page);
    const row = page.getByTestId("tour-row").first();
    await expectAgeBadge(page, row.locator(TOUR_ROW.ageBadge).first(), edition);

    // The row's trip: its departures table.
    const trip = row.locator(`a[href^="${edition.travelsPath}/"]`).first();
    const tripPath = pathOf(await trip.getAttribute("href"), page.url()).split("/").slice(0, 3).join("/");
    await page.goto(editionUrl(edition, tripPath));
    await scriptsStarted(page);
    const table = page.getByTestId("departures-table");
    await expectAgeBadge(page, table.getByTestId("age-badge").first(), edition);

    // A departure of the table: its page.
    const departure = table.getByTestId("departure-row").first().locator("th a");
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith(`${tripPath}/`)), departure.click()]);
    await scriptsStarted(page);
    await expectAgeBadge(page, page.locator("main").getByTestId("age-badge").first(), edition);

    // The badge leads to the rules.
    await Promise.all([page.waitForURL((url) => url.pathname === AGE_GROUPS[edition.name]), page.getByTestId("age-badge").first().click()]);
    await expect(page.locator("h1")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

const CONTINENTS: [Edition, string, string][] = [
  [editions.international, "Asia", "asia"],
  [editions.it, "Europa", "europe"],
  [editions.de, "Afrika", "africa"],
];

for (const [edition, typed, code] of CONTINENTS) {
  test(`${edition.name}: "${typed}" typed in the search bar is offered first and searches the continent`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(editionUrl(edition, edition.travelsPath));
    await scriptsStarted(page);
    const bar = await openHeaderSearch(page, "desktop");
    const where = bar.getByTestId("search-where");
    await where.click();
    await where.pressSequentially(typed, { delay: 40 });
    const continent = bar.getByTestId(`continent-${code}`);
    await expect(continent).toBeVisible();
    await expect(bar.getByRole("option").first()).toHaveAttribute("data-testid", `continent-${code}`);
    await continent.click();
    await expect(where).toHaveValue(typed);
    await Promise.all([
      page.waitForURL((url) => url.pathname === edition.searchPath && url.searchParams.getAll("continentId[]").includes(code)),
      bar.getByTestId("search-submit").click(),
    ]);
    // Results of that continent (a place search opens on the trips tab).
    await expect(page.locator('[data-testid="travel-card"], [data-testid="tour-row"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

for (const edition of [editions.international, editions.it]) {
  test(`${edition.name}: Ask is offered on the home page, the search page and in the search bar`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(editionUrl(edition, edition.searchPath));
    await scriptsStarted(page);
    const fromSearch = pathOf(await page.getByTestId("ask-entry").getAttribute("href"), page.url());

    // The header's bar (the search page has its own search, so the header's is on other pages).
    await page.goto(editionUrl(edition, edition.travelsPath));
    await scriptsStarted(page);
    const bar = await openHeaderSearch(page, "desktop");
    await bar.getByTestId("search-where").pressSequentially("ja", { delay: 40 });
    const fromBar = bar.getByTestId("search-ask");
    await expect(fromBar).toBeVisible();
    expect(pathOf(await fromBar.getAttribute("href"), page.url())).toBe(fromSearch);

    await page.goto(editionUrl(edition, "/"));
    await scriptsStarted(page);
    const fromHome = page.getByTestId("ask-entry");
    expect(pathOf(await fromHome.getAttribute("href"), page.url())).toBe(fromSearch);
    await Promise.all([page.waitForURL((url) => url.pathname === fromSearch), fromHome.click()]);
    await expect(page.locator("h1")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

for (const edition of [editions.us, editions.de]) {
  test(`${edition.name}: without Ask, no page and no search bar offers it`, async ({ page }) => {
    await page.goto(editionUrl(edition, "/"));
    await scriptsStarted(page);
    await expect(page.getByTestId("ask-entry")).toHaveCount(0);
    await page.goto(editionUrl(edition, edition.searchPath));
    await scriptsStarted(page);
    await expect(page.getByTestId("ask-entry")).toHaveCount(0);
    await page.goto(editionUrl(edition, edition.travelsPath));
    await scriptsStarted(page);
    const bar = await openHeaderSearch(page, "desktop");
    await bar.getByTestId("search-where").pressSequentially("ja", { delay: 40 });
    await expect(bar.getByRole("option").first()).toBeVisible();
    await expect(bar.getByTestId("search-ask")).toHaveCount(0);
  });
}
