// Journeys: content-managed pages built from blocks (spec §2 page composer, contract §11), and
// every kind of page without JavaScript: the server renders complete pages whose links and forms
// do everything the scripts only speed up (calendar months, modals, the phone menu).
import { expect, test } from "@playwright/test";
import { editions, editionUrl, pathOf, UUID, type Edition } from "./support/editions";
import { BOOKINGS_HOST, SIZES, TOUR_ROW, bookableTourPath, daysOf, firstTripPath, parseDates, symbolOf } from "./support/pages";
import { countIn } from "./support/search";

/** Localised paths of the content pages used here (spec §2 fixed pages). */
const cmsPaths: Record<string, { howItWorks: string; sales: string }> = {
  international: { howItWorks: "/how-it-works", sales: "/sales" },
  it: { howItWorks: "/come-funziona", sales: "/offerte" },
};
const cmsEditions: Edition[] = [editions.international, editions.it];

for (const edition of cmsEditions) {
  const paths = cmsPaths[edition.name]!;

  test(`${edition.name}: "how it works" is a page of blocks: hero, image and text, rich text, a call to action`, async ({ page }) => {
    const response = await page.goto(editionUrl(edition, paths.howItWorks));
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveAttribute("data-page-type", "custom-page");
    const composed = page.getByTestId("custom-page");
    const hero = composed.getByTestId("block-hero");
    await expect(hero.locator("h1")).toHaveText(/\S/);
    await expect(hero.locator("img")).toHaveAttribute("alt", /\S/);
    const imageTexts = composed.getByTestId("block-image-text");
    expect(await imageTexts.count()).toBeGreaterThan(0);
    for (const block of await imageTexts.all()) {
      await expect(block.locator("h2")).toHaveText(/\S/);
      await expect(block.locator("img")).toHaveAttribute("alt", /\S/);
    }
    await expect(composed.getByTestId("block-rich-text").locator("li").first()).toBeVisible();
    // The call to action leads to the destinations.
    const cta = composed.getByTestId("block-cta").locator("a");
    await expect(cta).toHaveText(/\S/);
    expect(pathOf(await cta.getAttribute("href"), page.url())).toBe(edition.travelsPath);
    await cta.click();
    await expect(page).toHaveURL((url) => url.pathname === edition.travelsPath);
    await expect(page.getByTestId("travel-card").first()).toBeVisible();
  });

  test(`${edition.name}: the sales page lists discounted departures; a duration filter narrows them`, async ({ page }) => {
    await page.goto(editionUrl(edition, paths.sales));
    await expect(page.getByTestId("block-hero").locator("h1")).toHaveText(/\S/);
    const tours = page.getByTestId("block-tours");
    const rows = tours.getByTestId("tour-row");
    await expect(rows.first()).toBeVisible();
    for (const price of await rows.locator(TOUR_ROW.price).all()) {
      await expect(price).toContainText(symbolOf(edition));
      await expect(price.locator(".badge--sale")).toHaveText(/-\d+\s*%/);
    }
    await expect(page.getByTestId("block-travels").getByTestId("travel-card").first()).toBeVisible();

    // "Up to 6 days": the URL carries the filter, the chip shows it chosen, every departure fits.
    const chip = tours.locator('a.chip[href*="durations[]=MAX_6"]');
    const label = (await chip.textContent())!.trim();
    await chip.click();
    await expect(page).toHaveURL((url) => url.pathname === paths.sales && url.searchParams.getAll("durations[]").join() === "MAX_6");
    await expect(tours.locator("a.chip", { hasText: label })).toContainText("✓");
    await expect(rows.first()).toBeVisible();
    for (const dates of await rows.locator(TOUR_ROW.link).allTextContents()) {
      expect(daysOf(parseDates(dates, edition)), dates).toBeLessThanOrEqual(6);
    }
    // Choosing it again removes it.
    await tours.locator("a.chip", { hasText: label }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.sales && !url.searchParams.has("durations[]"));
  });
}

// The tours block names its duration filters as the search page does ("Over 10 days", spec §5, §9).
test("the sales page names the longest duration filter as the search page does", async ({ page }) => {
  await page.goto(editionUrl(editions.international, "/search"));
  const searchLabel = (await page.locator('.filter-group a[href*="durations[]=OVER_10"] span').textContent())!.trim();
  await page.goto(editionUrl(editions.international, "/sales"));
  const chip = page.getByTestId("block-tours").locator('a.chip[href*="durations[]=OVER_10"]');
  expect((await chip.textContent())?.trim()).toBe(searchLabel);
});

test.describe("without JavaScript", () => {
  test.use({ ...SIZES.desktop, javaScriptEnabled: false });
  const edition = editions.it;

  test("the home page is complete", async ({ page }) => {
    await page.goto(editionUrl(edition, "/"));
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)js(\s|$)/);
    await expect(page.locator("h1")).toHaveText(/\S/);
    await expect(page.getByTestId("main-nav")).toBeVisible();
    const cards = page.getByTestId("home-travels").getByTestId("travel-card");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator(".card__price")).toContainText("€");
    await expect(page.getByTestId("selling-points").locator("li").first()).toContainText("€");
    await expect(page.getByTestId("search-link")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
  });

  test("a trip shows one calendar month with prices; its month link loads the next month", async ({ page, request }) => {
    const tripPath = await firstTripPath(request, edition);
    await page.goto(editionUrl(edition, tripPath));
    const calendar = page.getByTestId("departure-calendar");
    const shown = calendar.locator("[data-calendar-month]").filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown.locator("h3")).toHaveText(/\S/);
    await expect(shown.locator("td[data-date] a[href]").first()).toBeVisible();
    const prices = await page.getByTestId("departures-table").getByTestId("departure-row").locator("td strong").allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p.includes("€")), prices.join(" | ")).toBe(true);

    const current = (await shown.getAttribute("data-calendar-month"))!;
    const next = shown.locator("a[data-calendar-nav]").last();
    const target = (await next.getAttribute("data-calendar-nav"))!;
    expect(target > current, `${target} after ${current}`).toBe(true);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), next.click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === tripPath && url.searchParams.get("month") === target && url.hash === "#calendar");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("data-calendar-month", target);
  });

  test("a tour shows its price, deposit and Book link; the gallery and the locale modal open as pages", async ({ page, request }) => {
    const tripPath = await firstTripPath(request, edition);
    const tourPath = await bookableTourPath(request, edition, tripPath, "last");
    await page.goto(editionUrl(edition, tourPath));
    const summary = page.getByTestId("tour-summary");
    await expect(summary.getByTestId("tour-price")).toContainText("€");
    await expect(summary.getByTestId("tour-deposit")).toContainText("€");
    const tourId = await page.locator("body").getAttribute("data-tour-id");
    expect(tourId).toMatch(new RegExp(`^${UUID.source}$`, "i"));
    await expect(page.getByTestId("tour-book")).toHaveAttribute("href", `${BOOKINGS_HOST}/booking/${tourId}/start`);

    // The locale modal: a link to the same page with ?modal=locale, CLOSE a link back.
    await page.getByTestId("locale-button").click();
    await expect(page).toHaveURL((url) => url.pathname === tourPath && url.searchParams.get("modal") === "locale");
    const dialog = page.locator("dialog[data-modal=locale]");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("locale-list").locator("a").first()).toBeVisible();
    await dialog.getByTestId("modal-close").click();
    await expect(page).toHaveURL((url) => url.pathname === tourPath && url.search === "");
    await expect(dialog).toBeHidden();

    // The trip's gallery: a photo link opens the dialog at that photo.
    await page.goto(editionUrl(edition, tripPath));
    await page.getByTestId("trip-gallery").locator("a[data-gallery-open]").nth(1).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("modal") === "gallery" && url.searchParams.get("type") === "1");
    const gallery = page.locator("dialog[data-modal=gallery]");
    await expect(gallery).toBeVisible();
    await expect(gallery.locator("figure[data-gallery-item]").filter({ visible: true })).toHaveAttribute("data-gallery-item", "1");
  });

  test("a content page and the search page are complete; filters are links", async ({ page }) => {
    await page.goto(editionUrl(edition, cmsPaths.it!.howItWorks));
    await expect(page.getByTestId("block-hero").locator("h1")).toHaveText(/\S/);
    await expect(page.getByTestId("block-image-text").first()).toBeVisible();
    await expect(page.getByTestId("block-cta").locator("a")).toBeVisible();

    await page.goto(editionUrl(edition, cmsPaths.it!.sales));
    await page.getByTestId("block-tours").locator('a.chip[href*="durations[]=MAX_6"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.getAll("durations[]").join() === "MAX_6");
    await expect(page.getByTestId("block-tours").getByTestId("tour-row").first()).toBeVisible();

    await page.goto(editionUrl(edition, `${edition.searchPath}?status[]=CONFIRMED`));
    const summary = page.locator("main [role=status]").first();
    const total = countIn((await summary.textContent()) ?? "");
    expect(total).toBeGreaterThan(0);
    const links = page.getByTestId("search-results").getByTestId("tour-row").locator(TOUR_ROW.link);
    await expect(links.first()).toBeVisible();
    for (const status of await page.getByTestId("search-results").getByTestId("tour-row").locator(TOUR_ROW.status).all()) {
      await expect(status).toHaveAttribute("data-status", "CONFIRMED");
    }
    // A filter option is a plain link: it loads the narrowed results.
    const option = page.getByTestId("filter-panel").locator('.filter-group a[href*="durations[]=MAX_6"]');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), option.click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.searchParams.getAll("durations[]").join() === "MAX_6");
    const narrowed = countIn((await summary.textContent()) ?? "");
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ ...SIZES.mobile, javaScriptEnabled: false });

  test("the Menu link opens the navigation (#main-nav:target)", async ({ page }) => {
    await page.goto(editionUrl(editions.international, "/"));
    const nav = page.locator("#main-nav");
    await expect(nav).toBeHidden();
    await page.locator("[data-menu-toggle]").click();
    await expect(page).toHaveURL((url) => url.hash === "#main-nav");
    await expect(nav).toBeVisible();
    const link = nav.locator(".main-nav__item > a[href]").first();
    await expect(link).toBeVisible();
    const target = pathOf(await link.getAttribute("href"), page.url());
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
  });
});
