// Helpers for the account journeys: a client address of its own per test, unique e-mail
// addresses, the auth modal's steps with the code read from the outbox, and the session as
// the browser (or a cookie-less client) sees it.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { PORT, type Edition } from "./editions";
import { waitForCode } from "./mail";

/** A random private address 10.x.y.z. */
function randomClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * `test` with an `X-Forwarded-For` of its own for every test (browser and `request` alike).
 * The whole suite comes from 127.0.0.1, and the server limits codes (20 an hour) and code
 * checks (30 in 10 minutes) per client address; the config tells it to trust the header
 * (TRUST_FORWARDED_FOR=1), so each test is a different client and none eats another's allowance.
 * Retries get a new address too.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});
export { expect };

let counter = 0;
/** A new address per call (the limit of 5 codes an hour is per e-mail address). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** The wishlist page of an edition (the international edition has none). */
export const WISHLIST_PATH: Record<string, string> = { us: "/wishlist", it: "/preferiti" };

/** The islands have mounted: the header's account menu shows its login link or profile button. */
export async function accountReady(page: Page): Promise<void> {
  await expect(page.getByTestId("account-menu").locator("[data-testid=login-link], [data-testid=account-menu-button]")).toBeVisible();
}

/**
 * Goes through the open auth modal with `email`: step 1, then the new-user step (choosing
 * about marketing) or the existing-user step, then the code read from the outbox. The modal
 * is closed at the end (the visitor is logged in).
 */
export async function completeAuthModal(page: Page, email: string, consent: "accept" | "decline" = "decline"): Promise<void> {
  const modal = page.getByTestId("auth-modal");
  await expect(modal.getByTestId("auth-step-1")).toBeVisible();
  await modal.getByTestId("auth-email").fill(email);
  await modal.getByTestId("auth-continue").click();
  const newUser = modal.getByTestId("auth-step-2-new-user");
  const existing = modal.getByTestId("auth-step-2-existing-user");
  await expect(newUser.or(existing)).toBeVisible();
  if (await newUser.isVisible()) await newUser.getByTestId(`auth-consent-${consent}`).check();
  const since = Date.now();
  await modal.getByTestId("auth-send-code").click();
  await expect(modal.getByTestId("auth-step-3")).toBeVisible();
  const code = await waitForCode(email, { since });
  await modal.getByTestId("auth-code").fill(code);
  await modal.getByTestId("auth-verify").click();
  await expect(modal).toHaveCount(0);
}

/** Logs in through the header's login link and the auth modal; the header then shows the profile button. */
export async function logInFromHeader(page: Page, email: string): Promise<void> {
  await accountReady(page);
  await page.getByTestId("account-menu").getByTestId("login-link").click();
  await completeAuthModal(page, email);
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
}

/**
 * Goes through the built-in provider's pages (no JavaScript needed) as a new user declining
 * marketing: e-mail, consent choice, then the code read from the outbox. The page must show step 1.
 */
export async function logInThroughProviderPages(page: Page, email: string): Promise<void> {
  const step1 = page.getByTestId("login-step-1");
  await step1.locator("input[name=email]").fill(email);
  await step1.getByTestId("login-continue").click();
  const step2 = page.getByTestId("login-step-2-new-user");
  await step2.getByTestId("login-consent-decline").check();
  const since = Date.now();
  await step2.getByTestId("login-send-code").click();
  const step3 = page.getByTestId("login-step-3");
  await step3.getByTestId("login-code").fill(await waitForCode(email, { since }));
  await step3.getByTestId("login-verify").click();
}

export interface SessionAnswer {
  loggedIn: boolean;
  user: { id: string; email: string } | null;
}

/** `GET /api/session` from the page (its cookies, its host). */
export async function sessionInPage(page: Page): Promise<SessionAnswer> {
  return page.evaluate(async () => (await fetch("/api/session", { cache: "no-store" })).json());
}

/** `GET /api/wishlist` from the page: status and body. */
export async function wishlistInPage(page: Page): Promise<{ status: number; body: { travels: { id: number }[]; tours: { id: string }[] } }> {
  return page.evaluate(async () => {
    const response = await fetch("/api/wishlist", { cache: "no-store" });
    return { status: response.status, body: await response.json() };
  });
}

/** The `Cookie` header the browser sends to an edition's host (for server-side requests). */
export async function cookieHeader(context: BrowserContext, edition: Edition): Promise<string> {
  const cookies = await context.cookies(`http://${edition.host}:${PORT}/`);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** A server-side GET as the edition with the given cookies (none by default). */
export function getWithCookies(request: APIRequestContext, edition: Edition, path: string, cookie = "") {
  return request.get(`http://localhost:${PORT}${path}`, {
    headers: { host: `${edition.host}:${PORT}`, ...(cookie ? { cookie } : {}) },
    maxRedirects: 0,
  });
}
