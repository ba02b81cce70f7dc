// Accessibility: axe finds no serious or critical violation on the main kinds of page (home, a
// trip, one of its departures, a content page, the search page, Ask, WeMeet, the flight modal)
// and open states (modals, menus, the chat assistant, the phone's filters), in two editions, on
// desktop and on a phone, once the scripts and islands have started (what a visitor gets).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { editions, editionUrl, type Edition } from "./support/editions";
import { SIZES, SIZE_NAMES, bookableTourPath, firstTripPath, scriptsStarted, seriousViolations } from "./support/pages";
import { searchBarReady } from "./support/search";

const a11yEditions: Edition[] = [editions.international, editions.it];
const howItWorks: Record<string, string> = { international: "/how-it-works", it: "/come-funziona" };

type PageKind = "home" | "trip" | "tour" | "content page" | "search" | "ask" | "wemeet" | "flight modal";
const kinds: PageKind[] = ["home", "trip", "tour", "content page", "search", "ask", "wemeet", "flight modal"];
const askPath: Record<string, string> = { international: "/search-ai?q=a%20week%20in%20Greece%20in%20June", it: "/cerca-ai?q=una%20settimana%20in%20Grecia%20a%20giugno" };
const wemeetPath: Record<string, string> = { international: "/events-wemeet?when=next-30-days", it: "/eventi-wemeet?when=next-30-days" };

/** The path of each kind of page in an edition (trip and tour from the catalogue of the day). */
async function pathOfKind(request: APIRequestContext, edition: Edition, kind: PageKind): Promise<string> {
  switch (kind) {
    case "home":
      return "/";
    case "trip":
      return firstTripPath(request, edition);
    case "tour":
      return bookableTourPath(request, edition, await firstTripPath(request, edition), "last");
    case "content page":
      return howItWorks[edition.name]!;
    case "search":
      return `${edition.searchPath}?status[]=CONFIRMED&status[]=ALMOST_FULL`;
    case "ask":
      return askPath[edition.name]!;
    case "wemeet":
      return wemeetPath[edition.name]!;
    case "flight modal":
      return `${await bookableTourPath(request, edition, await firstTripPath(request, edition), "last")}?modal=flights`;
  }
}

for (const size of SIZE_NAMES) {
  test.describe(`${size}`, () => {
    test.use(SIZES[size]);

    for (const edition of a11yEditions) {
      for (const kind of kinds) {
        test(`${edition.name} ${kind}: no serious or critical axe violations`, async ({ page, request }) => {
          const path = await pathOfKind(request, edition, kind);
          const response = await page.goto(editionUrl(edition, path));
          expect(response?.status()).toBe(200);
          await scriptsStarted(page);
          await searchBarReady(page);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }

    test(`open states: the language and currency modal, the chat assistant${size === "mobile" ? ", the phone menu, the filters" : ", the mega menu"}`, async ({ page }) => {
      await page.goto(editionUrl(editions.international, "/?modal=locale"));
      await scriptsStarted(page);
      const dialog = page.locator("dialog[data-modal=locale]");
      await expect(dialog).toHaveAttribute("data-state", "open");
      expect(await seriousViolations(page), "locale modal").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.getByTestId("chat-open").click();
      await expect(page.getByTestId("chat-panel")).toBeVisible();
      expect(await seriousViolations(page), "chat assistant").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("chat-panel")).toBeHidden();

      if (size === "mobile") {
        await page.locator("[data-menu-toggle]").click();
        await expect(page.locator("#main-nav")).toBeVisible();
        expect(await seriousViolations(page), "phone menu").toEqual([]);

        // The search page's filters, folded on a phone, opened.
        await page.goto(editionUrl(editions.international, "/search?status[]=CONFIRMED"));
        await scriptsStarted(page);
        await page.getByTestId("filter-panel").locator("summary").click();
        await expect(page.getByTestId("filter-panel")).toHaveAttribute("open", "");
        expect(await seriousViolations(page), "filters").toEqual([]);
      } else {
        await page.locator("details[data-mega-menu] > summary").first().click();
        await expect(page.locator("details[data-mega-menu] .mega-menu__group-all a").first()).toBeVisible();
        expect(await seriousViolations(page), "mega menu").toEqual([]);
      }
    });
  });
}
