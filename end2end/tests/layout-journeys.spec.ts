// Journeys through the layout every page shares (spec §2 Layout, §4 Other UI states, §9 scroll
// offsets; contract §1 header, §2 modals, §7 bean bars, §8 geolocation popup): the language and
// currency modal, the menus by keyboard, the header's scroll states, bean bars, modals opened
// from a URL, the help entry while reading and the popup offering a visitor the edition
// of their country.
import { expect, test } from "@playwright/test";
import { editions, editionUrl } from "./support/editions";
import {
  SIZES,
  SIZE_NAMES,
  bookableTourPath,
  collectErrors,
  firstTripPath,
  focusIsIn,
  focusOnPageBehind,
  openMenuIfCollapsed,
  scriptsStarted,
  tabTo,
} from "./support/pages";
import { marker, setMarker } from "./support/search";

const international = editions.international;
const withoutModal = (url: URL) => !["modal", "type", "layout"].some((param) => url.searchParams.has(param));

// Every other journey runs with reduced motion (playwright.config.ts): these keep the transitions
// of the header, the menus and the modals, as most visitors see them.
test.use({ reducedMotion: "no-preference" });

for (const size of SIZE_NAMES) {
  test.describe(`${size}`, () => {
    test.use(SIZES[size]);

    test("the language and currency modal switches prices and the deposit to dollars", async ({ page, request }) => {
      const errors = collectErrors(page);
      const tripPath = await firstTripPath(request, international);
      // A departure far enough ahead to be booked with a deposit.
      const tourPath = await bookableTourPath(request, international, tripPath, "last");
      await page.goto(editionUrl(international, tourPath));
      await scriptsStarted(page);
      const summary = page.getByTestId("tour-summary");
      await expect(summary.getByTestId("tour-price")).toContainText("€");
      await expect(summary.getByTestId("tour-deposit")).toHaveAttribute("data-offered", "true");
      await expect(summary.getByTestId("tour-deposit")).toContainText("€");

      const opener = page.getByTestId("locale-button");
      await expect(opener).toContainText("EUR");
      await openMenuIfCollapsed(page);
      await opener.click();
      const dialog = page.locator("dialog[data-modal=locale]");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("data-state", "open");
      await expect(page).toHaveURL((url) => url.pathname === tourPath && url.searchParams.get("modal") === "locale");
      expect(await focusIsIn(page, "dialog[data-modal=locale]"), "focus in the modal").toBe(true);
      // Every edition is offered but the US one (spec §9: hidden from the list), the current one marked.
      await expect(dialog.getByTestId("locale-list").locator("a[hreflang]")).toHaveCount(6);
      await expect(dialog.getByTestId("locale-list").locator('a[hreflang="en-US"]')).toHaveCount(0);
      await expect(dialog.getByTestId("locale-list").locator("a[aria-current=true]")).toHaveCount(1);

      const usd = dialog.locator("button[name=currency][value=USD]");
      await expect(usd).toHaveAttribute("aria-pressed", "false");
      await usd.click();
      // Back on the same departure, without the modal, in dollars.
      await expect(page).toHaveURL((url) => url.pathname === tourPath && withoutModal(url));
      await expect(dialog).toBeHidden();
      await expect(opener).toContainText("USD");
      await expect(summary.getByTestId("tour-price")).toContainText("$");
      await expect(summary.getByTestId("tour-price")).not.toContainText("€");
      await expect(summary.getByTestId("tour-deposit")).toContainText("$");
      await expect(summary.getByTestId("tour-deposit")).not.toContainText("€");

      // The choice holds on other pages: the home's selling points and its trips.
      await page.goto(editionUrl(international, "/"));
      await expect(page.getByTestId("selling-points").locator("li").first()).toContainText("$");
      const prices = await page.getByTestId("home-travels").locator(".card__price").allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p.includes("$") && !p.includes("€")), prices.join(" | ")).toBe(true);
      await openMenuIfCollapsed(page);
      await opener.click();
      await expect(dialog.locator("button[name=currency][value=USD]")).toHaveAttribute("aria-pressed", "true");
      expect(errors).toEqual([]);
    });

    test("the header follows the scroll: top, scrolled from 50 px, sticky from 800 px", async ({ page }) => {
      await page.goto(editionUrl(international, international.travelsPath));
      await scriptsStarted(page);
      const header = page.locator("header[data-header]");
      await expect(header).toHaveAttribute("data-scroll", "top");
      const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(room, "a page long enough to scroll 900 px").toBeGreaterThan(900);

      await page.evaluate(() => window.scrollTo(0, 100));
      await expect(header).toHaveAttribute("data-scroll", "scrolled");
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(header).toHaveAttribute("data-scroll", "sticky");
      // Sticky: back in view at the top of the window.
      await expect(header).toBeInViewport();
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scroll", "top");
    });

    test("a closed bean bar goes away at once and stays closed after a reload and on other pages", async ({ page, request }) => {
      const tripPath = await firstTripPath(request, international);
      await page.goto(editionUrl(international, "/"));
      await scriptsStarted(page);
      const deposit = page.locator("[data-bean=deposit]");
      await expect(deposit).toBeVisible();
      await expect(deposit).toHaveText(/\S/);
      await setMarker(page);
      await deposit.locator("[data-bean-close]").click();
      await expect(deposit).toHaveCount(0);
      expect(await marker(page), "closed in place, without a reload").toBe(1);
      expect(new URL(page.url()).pathname).toBe("/");

      await page.reload();
      await expect(page.getByTestId("site-header")).toBeVisible();
      await expect(deposit).toHaveCount(0);
      // Another page: that bar stays closed, the others still show.
      await page.goto(editionUrl(international, tripPath));
      await expect(page.getByTestId("travel-title")).toBeVisible();
      await expect(deposit).toHaveCount(0);
      await expect(page.locator("[data-bean=free-cancellation]")).toBeVisible();
    });

    test("a modal opened by the URL is open and focused; Escape and CLOSE remove it from the URL", async ({ page }) => {
      const path = international.travelsPath;
      await page.goto(editionUrl(international, `${path}?page=2&modal=locale`));
      const dialog = page.locator("dialog[data-modal=locale]");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("data-state", "open");
      await expect.poll(() => focusIsIn(page, "dialog[data-modal=locale]"), { message: "focus in the modal" }).toBe(true);
      // Tabbing never reaches the page behind (past the last link the browser's own UI may take
      // the focus, then it comes back to the modal).
      let inside = 0;
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        expect(await focusOnPageBehind(page, "dialog[data-modal=locale]"), `focus after ${i + 1} Tab`).toBe(false);
        if (await focusIsIn(page, "dialog[data-modal=locale]")) inside++;
      }
      expect(inside).toBeGreaterThan(10);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get("page") === "2" && withoutModal(url));

      await page.goto(editionUrl(international, "/?modal=locale"));
      await expect(dialog).toHaveAttribute("data-state", "open");
      await dialog.getByTestId("modal-close").click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    });
  });
}

test.describe("desktop keyboard", () => {
  test.use(SIZES.desktop);

  test("the mega menu opens with Enter on its summary and Escape closes it, back to the summary", async ({ page }) => {
    await page.goto(editionUrl(international, "/"));
    await scriptsStarted(page);
    const mega = page.locator("details[data-mega-menu]").first();
    const summary = mega.locator(":scope > summary");
    await tabTo(page, "details[data-mega-menu] > summary");
    await expect(summary).toBeFocused();
    await expect(mega).toHaveJSProperty("open", false);

    await page.keyboard.press("Enter");
    await expect(mega).toHaveJSProperty("open", true);
    const continents = mega.locator(".mega-menu__group-all a");
    expect(await continents.count()).toBeGreaterThan(1);
    for (const link of await continents.all()) await expect(link).toBeVisible();
    // Into the panel, then Escape from there.
    await tabTo(page, "details[data-mega-menu] .mega-menu__panel a[href]", 5);
    await page.keyboard.press("Escape");
    await expect(mega).toHaveJSProperty("open", false);
    await expect(continents.first()).toBeHidden();
    await expect(summary).toBeFocused();

    // Again, Escape right from the summary.
    await page.keyboard.press("Enter");
    await expect(mega).toHaveJSProperty("open", true);
    await page.keyboard.press("Escape");
    await expect(mega).toHaveJSProperty("open", false);
    await expect(summary).toBeFocused();
  });
});

test.describe("mobile keyboard", () => {
  test.use(SIZES.mobile);

  test("the Menu toggle opens the menu with Enter or Space, its links can be reached, Escape closes it", async ({ page }) => {
    await page.goto(editionUrl(editions.it, "/"));
    await scriptsStarted(page);
    const toggle = page.locator("[data-menu-toggle]");
    const nav = page.locator("#main-nav");
    await expect(nav).toBeHidden();
    await tabTo(page, "[data-menu-toggle]");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(page.locator("body")).toHaveAttribute("data-menu", "open");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    expect(new URL(page.url()).hash, "the toggle stays on the page").toBe("");
    // The next Tab is in the menu; its links follow.
    await page.keyboard.press("Tab");
    expect(await focusIsIn(page, "#main-nav")).toBe(true);
    await tabTo(page, "#main-nav a[href]", 10);
    await expect(page.locator("#main-nav a[href]:focus")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(page.locator("body")).toHaveAttribute("data-menu", "closed");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();

    // Like any button, Space toggles it too (and does not scroll the page).
    await page.keyboard.press("Space");
    await expect(page.locator("body")).toHaveAttribute("data-menu", "open");
    await expect(nav).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Space");
    await expect(page.locator("body")).toHaveAttribute("data-menu", "closed");
  });
});

for (const size of SIZE_NAMES) {
  test.describe(`${size} help entry`, () => {
    test.use(SIZES[size]);

    test("the assistant's launcher fades away while reading down the results, taps reach what is under it, and it is back on a scroll up, on focus and at the end", async ({ page }) => {
      await page.goto(editionUrl(international, `${international.searchPath}?status[]=CONFIRMED&status[]=ALMOST_FULL`));
      await scriptsStarted(page);
      const body = page.locator("body");
      const launcher = page.getByTestId("chat-open");
      /** Whether a tap on the launcher's middle lands on it (not on the result under it). */
      const tappable = () =>
        launcher.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        });
      await expect(launcher).toHaveCSS("opacity", "1");
      expect(await tappable()).toBe(true);

      await page.mouse.wheel(0, 600);
      await expect(body).toHaveAttribute("data-reading", "down");
      await expect(launcher).toHaveCSS("opacity", "0");
      expect(await tappable()).toBe(false);
      await page.mouse.wheel(0, -100);
      await expect(body).not.toHaveAttribute("data-reading");
      await expect(launcher).toHaveCSS("opacity", "1");
      expect(await tappable()).toBe(true);

      // Reached from the keyboard while faded, it shows again.
      await page.mouse.wheel(0, 300);
      await expect(launcher).toHaveCSS("opacity", "0");
      await launcher.focus();
      await expect(launcher).toHaveCSS("opacity", "1");
      await launcher.blur();
      await expect(launcher).toHaveCSS("opacity", "0");

      // At the end of the page nothing is left to read under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(body).not.toHaveAttribute("data-reading");
      await expect(launcher).toHaveCSS("opacity", "1");
    });
  });
}

test.describe("geolocation", () => {
  // The CDN tells the server the visitor's country (CF-IPCountry); here, Italy.
  test.use({ ...SIZES.desktop, extraHTTPHeaders: { "cf-ipcountry": "IT" } });

  test("a visitor from Italy on the international site is offered the Italian edition; staying is remembered", async ({ page, context }) => {
    await page.goto(editionUrl(international, "/"));
    const popup = page.locator("dialog[data-modal=geolocation]");
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("heading")).toHaveText(/\S/);
    const go = popup.locator("a[data-geolocation-go]");
    expect(new URL((await go.getAttribute("href"))!).hostname).toBe(editions.it.host);
    const stay = popup.locator("button[data-geolocation-stay]");
    await expect(stay).toBeFocused();
    await stay.click();
    await expect(popup).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "forced_redirect");
    expect(cookie?.value).toBe("international");

    // Not again: wait until the layouts have answered (their flags are on <html>), then a turn more.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-flag-talk-to-us", /.+/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(popup).toHaveCount(0);
  });

  test("on the Italian edition the same visitor gets no popup", async ({ page }) => {
    await page.goto(editionUrl(editions.it, "/"));
    await expect(page.locator("html")).toHaveAttribute("data-flag-talk-to-us", /.+/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(page.locator("dialog[data-modal=geolocation]")).toHaveCount(0);
  });

  // The offered link is the page being viewed, in the other edition (X-Referer-Url).
  test("going to the Italian edition lands on the same page there", async ({ page, context }) => {
    await page.goto(editionUrl(international, international.travelsPath));
    const go = page.locator("dialog[data-modal=geolocation] a[data-geolocation-go]");
    await expect(go).toBeVisible();
    const [landing] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), go.click()]);
    expect((await context.cookies()).find((c) => c.name === "forced_redirect")?.value).toBe("it-IT");
    expect(new URL(landing.url()).hostname).toBe(editions.it.host);
    expect(landing.status()).toBe(200);
    expect(new URL(landing.url()).pathname).toBe(editions.it.travelsPath);
  });
});
