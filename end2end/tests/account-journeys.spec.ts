// Accounts: logging in with a one-time code read from the mail outbox (in the header's modal,
// and without JavaScript through the built-in provider's pages), the wishlist hearts and page,
// the group info of a departure, wrong codes and addresses, logging out. Each test is its own
// client address and user (tests/support/accounts.ts).
import { type Page } from "@playwright/test";
import {
  WISHLIST_PATH,
  accountReady,
  completeAuthModal,
  cookieHeader,
  expect,
  getWithCookies,
  logInFromHeader,
  sessionInPage,
  test,
  uniqueEmail,
  wishlistInPage,
} from "./support/accounts";
import { editions, editionUrl, pathOf, UUID, type Edition } from "./support/editions";
import { waitForCode } from "./support/mail";
import { TOUR_ROW, bookableTourPath, collectErrors, firstTripPath, seriousViolations } from "./support/pages";

const us = editions.us;

/** The texts an island got from the server: the account texts of the edition's shared labels file
 *  (named on <body data-labels>) by default, or an island's own `labels` prop. */
async function accountLabels(page: Page, island = "account-menu"): Promise<Record<string, string>> {
  if (island === "account-menu") {
    const url = await page.locator("body").getAttribute("data-labels");
    if (!url) throw new Error("the page names no shared labels file");
    // Read by the page itself: Node does not resolve the editions' `*.localhost` hosts.
    const shared = await page.evaluate(async (href) => (await fetch(href)).json() as Promise<Record<string, Record<string, string>>>, url);
    return shared["account-menu"]!;
  }
  const json = await page.locator(`[data-island="${island}"]`).getAttribute("data-props");
  if (!json) throw new Error(`no ${island} island on the page`);
  return (JSON.parse(json) as { labels: Record<string, string> }).labels;
}

/** The trip's own heart, next to its title. */
function tripHeart(page: Page) {
  return page.getByTestId("travel-title").locator("xpath=..").getByTestId("wishlist-heart");
}

/** The departure's heart, in the tour page's summary. */
function tourHeart(page: Page) {
  return page.getByTestId("tour-summary").getByTestId("wishlist-heart");
}

function toast(page: Page) {
  return page.locator("[data-toast-host] [data-toast]");
}

/** Clicks a heart and waits until it shows `saved` (and the toast says so). */
async function toggleHeart(page: Page, heart: ReturnType<typeof tripHeart>, saved: boolean): Promise<void> {
  const labels = await accountLabels(page);
  await expect(heart).toHaveAttribute("aria-pressed", String(!saved));
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", String(saved));
  await expect(heart).toHaveAttribute("data-saved", String(saved));
  await expect(toast(page)).toHaveText(saved ? labels.saved! : labels.removed!);
}

test("the header shows the profile after login, on a cached page", async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const email = uniqueEmail("header");
  const tripPath = await firstTripPath(request, us);
  await page.goto(editionUrl(us, tripPath));
  await accountReady(page);

  // The login link opens the modal (the page stays where it is).
  const login = page.getByTestId("account-menu").getByTestId("login-link");
  await expect(login).toHaveAttribute("href", `/login?back=${encodeURIComponent(tripPath)}`);
  await login.click();
  const modal = page.getByTestId("auth-modal");
  await expect(modal).toHaveAttribute("data-state", "open");
  await expect(modal.getByTestId("auth-step-1")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === tripPath);
  expect(await seriousViolations(page), "auth modal, e-mail step").toEqual([]);

  // New user: the consent step (also checked by axe), then the code from the mail.
  await modal.getByTestId("auth-email").fill(email);
  await modal.getByTestId("auth-continue").click();
  await expect(modal.getByTestId("auth-step-2-new-user")).toBeVisible();
  await expect(modal.getByTestId("auth-send-code")).toBeDisabled();
  expect(await seriousViolations(page), "auth modal, new-user step").toEqual([]);
  await modal.getByTestId("auth-consent-accept").check();
  const since = Date.now();
  await modal.getByTestId("auth-send-code").click();
  await expect(modal.getByTestId("auth-step-3")).toBeVisible();
  await modal.getByTestId("auth-code").fill(await waitForCode(email, { since }));
  await modal.getByTestId("auth-verify").click();
  await expect(modal).toHaveCount(0);

  // The header: the profile button, whose menu names the user and links the profile area.
  await expect(page.getByTestId("login-link")).toHaveCount(0);
  const menuButton = page.getByTestId("account-menu-button");
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("account-menu")).toContainText(email);
  await expect(page.getByTestId("account-profile-link")).toHaveAttribute("href", "/account");

  // Reloaded: still logged in.
  const reloaded = await page.reload();
  expect((await reloaded!.allHeaders())["cache-control"]).toContain("public");
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
  await expect(page.getByTestId("login-link")).toHaveCount(0);

  // The page itself is the public one: with the session cookie the server sends the very same
  // (cacheable) page as to a visitor without cookies, and it names nobody.
  const cookie = await cookieHeader(context, us);
  expect(cookie).toContain("caravan_session=");
  const session = await getWithCookies(request, us, "/api/session", cookie);
  expect(await session.json()).toMatchObject({ loggedIn: true, user: { email } });
  const mine = await getWithCookies(request, us, tripPath, cookie);
  const anonymous = await getWithCookies(request, us, tripPath);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["cache-control"]).toContain("public");
  const html = await mine.text();
  expect(html).not.toContain(email);
  expect(html).toBe(await anonymous.text());
  expect(mine.headers()["etag"]).toBe(anonymous.headers()["etag"]);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("logs in through /login and the provider's pages, back on the page it started from", async ({ page, request }) => {
    const email = uniqueEmail("nojs");
    const tripPath = await firstTripPath(request, us);
    const tourPath = await bookableTourPath(request, us, tripPath);
    await page.goto(editionUrl(us, tourPath));

    // The header's link goes to /login, which sends the browser to the provider's first step.
    const login = page.getByTestId("login-link");
    await expect(login).toHaveAttribute("href", `/login?back=${encodeURIComponent(tourPath)}`);
    await login.click();
    await expect(page).toHaveURL((url) => url.pathname === "/oauth/authorize");
    const step1 = page.getByTestId("login-step-1");
    await step1.locator("input[name=email]").fill(email);
    await step1.getByTestId("login-continue").click();

    const step2 = page.getByTestId("login-step-2-new-user");
    await expect(step2).toContainText(email);
    await step2.getByTestId("login-consent-decline").check();
    const since = Date.now();
    await step2.getByTestId("login-send-code").click();

    const step3 = page.getByTestId("login-step-3");
    await expect(step3).toBeVisible();
    await step3.getByTestId("login-code").fill(await waitForCode(email, { since }));
    await step3.getByTestId("login-verify").click();

    // Back through /login/redirect to the departure, logged in.
    await expect(page).toHaveURL((url) => url.hostname === us.host && url.pathname === tourPath);
    await expect(page.getByTestId("tour-title")).toBeVisible();
    await page.goto(editionUrl(us, "/account"));
    await expect(page.getByTestId("account-email")).toHaveText(email);
    for (const section of ["#profile", "#consents", "#communications"]) await expect(page.locator(section)).toBeVisible();
    await expect(page.getByTestId("marketing-decline")).toBeChecked();
  });
});

for (const edition of [editions.us, editions.it] as Edition[]) {
  test(`${edition.name}: a saved trip and a saved departure are on the wishlist page`, async ({ page, request }) => {
    const errors = collectErrors(page);
    const tripPath = await firstTripPath(request, edition);
    const tourPath = await bookableTourPath(request, edition, tripPath);
    await page.goto(editionUrl(edition, tripPath));
    await logInFromHeader(page, uniqueEmail(`wishlist-${edition.name}`));

    await toggleHeart(page, tripHeart(page), true);
    await page.goto(editionUrl(edition, tourPath));
    await accountReady(page);
    await toggleHeart(page, tourHeart(page), true);

    await page.goto(editionUrl(edition, WISHLIST_PATH[edition.name]));
    const travels = page.getByTestId("wishlist-travels").locator("li.card-wrap");
    await expect(travels).toHaveCount(1);
    expect(pathOf(await travels.getByTestId("travel-card").getAttribute("href"), page.url())).toBe(tripPath);
    await expect(travels.getByTestId("wishlist-heart")).toHaveAttribute("aria-pressed", "true");
    const tours = page.getByTestId("wishlist-tours").getByTestId("tour-row");
    await expect(tours).toHaveCount(1);
    expect(pathOf(await tours.locator(TOUR_ROW.link).getAttribute("href"), page.url())).toBe(tourPath);
    await expect(tours.getByTestId("wishlist-heart")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("wishlist-empty")).toHaveCount(0);
    expect(await seriousViolations(page), "wishlist page with items").toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("removing a trip with saved departures asks first: cancel keeps everything, confirm removes them all", async ({ page, request }) => {
  const tripPath = await firstTripPath(request, us);
  const tourPaths = [...new Set([await bookableTourPath(request, us, tripPath, "first"), await bookableTourPath(request, us, tripPath, "last")])];
  await page.goto(editionUrl(us, tripPath));
  await logInFromHeader(page, uniqueEmail("remove"));
  await toggleHeart(page, tripHeart(page), true);
  for (const tourPath of tourPaths) {
    await page.goto(editionUrl(us, tourPath));
    await accountReady(page);
    await toggleHeart(page, tourHeart(page), true);
  }

  await page.goto(editionUrl(us, tripPath));
  await accountReady(page);
  const heart = tripHeart(page);
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // Cancel: nothing changes.
  const labels = await accountLabels(page);
  await heart.click();
  const confirm = page.getByTestId("wishlist-confirm");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(labels.confirmRemoveTitle!);
  await expect(confirm).toContainText(labels.confirmRemoveText!.replace("{count}", String(tourPaths.length)));
  await confirm.getByTestId("wishlist-confirm-no").click();
  await expect(confirm).toHaveCount(0);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const kept = await wishlistInPage(page);
  expect(kept.body.travels).toHaveLength(1);
  expect(kept.body.tours).toHaveLength(tourPaths.length);

  // Confirm: the trip and its departures go.
  await heart.click();
  await expect(confirm).toBeVisible();
  await confirm.getByTestId("wishlist-confirm-yes").click();
  await expect(confirm).toHaveCount(0);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(toast(page)).toHaveText(labels.removed!);
  expect((await wishlistInPage(page)).body).toEqual({ travels: [], tours: [] });
  await page.goto(editionUrl(us, WISHLIST_PATH.us));
  await expect(page.getByTestId("wishlist-empty")).toBeVisible();
});

test("a visitor saves a trip by e-mail and becomes a user", async ({ page }) => {
  const email = uniqueEmail("save");
  await page.goto(editionUrl(us, "/"));
  await accountReady(page);
  const card = page.getByTestId("home-travels").locator("li.card-wrap").first();
  const tripPath = pathOf(await card.getByTestId("travel-card").getAttribute("href"), page.url());
  const heart = card.getByTestId("wishlist-heart");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const labels = await accountLabels(page);

  // Logged out, the heart opens the modal; the verified code saves the trip.
  await heart.click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await completeAuthModal(page, email, "accept");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(toast(page)).toHaveText(labels.saved!);
  await expect(page.getByTestId("account-menu-button")).toBeVisible();

  await page.goto(editionUrl(us, WISHLIST_PATH.us));
  const saved = page.getByTestId("wishlist-travels").getByTestId("travel-card");
  await expect(saved).toHaveCount(1);
  expect(pathOf(await saved.getAttribute("href"), page.url())).toBe(tripPath);
});

test("group info is for logged-in visitors: locked before login, figures after", async ({ page, request }) => {
  const tourPath = await bookableTourPath(request, us, await firstTripPath(request, us));
  await page.goto(editionUrl(us, tourPath));
  const tourId = (await page.locator("body").getAttribute("data-tour-id"))!;
  expect(tourId).toMatch(new RegExp(`^${UUID.source}$`, "i"));

  const api = await getWithCookies(request, us, `/api/tours/${tourId}/group-info`);
  expect(api.status()).toBe(401);
  expect(await api.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });

  const labels = await accountLabels(page, "group-info");
  const section = page.getByTestId("group-info");
  const open = section.getByTestId("group-info-open");
  await expect(open).toBeVisible();
  await expect(section).toContainText(labels.groupInfoLocked!);
  await expect(section.getByTestId("group-info-figures")).toHaveCount(0);

  await open.click();
  await completeAuthModal(page, uniqueEmail("group"));
  await expect(section.getByTestId("group-info-figures")).toBeVisible();
  await expect(section.getByTestId("group-info-travellers")).toContainText(labels.travellersCount!);
  await expect(section.getByTestId("group-info-travellers").locator("dd")).toHaveText(/^\d+$/);
  await expect(open).toHaveCount(0);
  await expect(section).not.toContainText(labels.groupInfoLocked!);
  const inPage = await page.evaluate(async (id) => (await fetch(`/api/tours/${id}/group-info`)).status, tourId);
  expect(inPage).toBe(200);
});

test("a wrong code and an invalid e-mail are refused in the modal", async ({ page }) => {
  const email = uniqueEmail("wrong");
  await page.goto(editionUrl(us, "/"));
  await accountReady(page);
  await page.getByTestId("login-link").click();
  const modal = page.getByTestId("auth-modal");
  const error = modal.getByTestId("auth-error");

  // Refused by the page ("not-an-email") and by the server ("a@b..co").
  for (const bad of ["not-an-email", "a@b..co"]) {
    await modal.getByTestId("auth-email").fill(bad);
    await modal.getByTestId("auth-continue").click();
    await expect(error).toHaveText("Invalid email");
    await expect(modal.getByTestId("auth-step-1")).toBeVisible();
  }

  await modal.getByTestId("auth-email").fill(email);
  await modal.getByTestId("auth-continue").click();
  await expect(error).toHaveCount(0);
  await modal.getByTestId("auth-consent-decline").check();
  const since = Date.now();
  await modal.getByTestId("auth-send-code").click();
  const code = await waitForCode(email, { since });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await modal.getByTestId("auth-code").fill(wrong);
  await modal.getByTestId("auth-verify").click();
  await expect(error).toHaveText("The code is wrong");
  await expect(modal.getByTestId("auth-step-3")).toBeVisible();
  expect((await sessionInPage(page)).loggedIn).toBe(false);

  // The right code still works.
  await modal.getByTestId("auth-code").fill(code);
  await modal.getByTestId("auth-verify").click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
});

test("logging out from the menu ends the session", async ({ page, context }) => {
  await page.goto(editionUrl(us, "/destinations"));
  await logInFromHeader(page, uniqueEmail("logout"));
  expect((await sessionInPage(page)).loggedIn).toBe(true);

  await page.getByTestId("account-menu-button").click();
  await page.getByTestId("logout-button").click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByTestId("account-menu").getByTestId("login-link")).toBeVisible();
  await expect(page.getByTestId("account-menu-button")).toHaveCount(0);
  expect(await sessionInPage(page)).toEqual({ loggedIn: false, user: null });
  expect(await cookieHeader(context, us)).not.toContain("caravan_session=");
});
