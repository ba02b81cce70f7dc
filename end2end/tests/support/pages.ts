// Helpers for the trip, layout, content and accessibility journeys: the two device sizes, the
// tours the catalogue offers (found the way a visitor would: from the server's own pages), the
// dates the pages show, and axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import axe from "axe-core";
import { getAsEdition, type Edition } from "./editions";

/** Where checkout lives (spec §1): `{bookings host}/booking/{tourId}/start`. */
// The built-in booking desk of the same server unless the run names another booking site.
export const BOOKINGS_HOST = (process.env.BOOKINGS_HOST ?? "").replace(/\/+$/, "");

/** The two device sizes, for `test.use` in a `test.describe` per size. */
export const SIZES = {
  desktop: { viewport: { width: 1280, height: 720 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
export type SizeName = keyof typeof SIZES;
export const SIZE_NAMES = Object.keys(SIZES) as SizeName[];

/** The parts of a departure row (`tour-row`). A list of departures gives each row one test id,
 *  not one per part: twenty rows of them weighed 2.4 KB on a search page (issue 21). */
export const TOUR_ROW = {
  link: ".tour-row__dates > a",
  status: ".tour-row__status [data-status]",
  price: ".tour-row__price",
  ageBadge: ".tour-row__status .badge--age",
} as const;

/** Spec §4: the statuses a visitor can book online (not on request, not sold out). */
export const BOOKABLE = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL"];

/** The currency symbol an edition shows by default (the international edition shows euros). */
export function symbolOf(edition: Edition): string {
  return edition.currency ?? "€";
}

/** Uncaught errors of a page, to be empty at the end of a journey. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The browser bundle has started: `html.js` and the header's menu state are set, and every island
 * has mounted (they come in a chunk of their own after the first paint, so later than the rest).
 */
export async function scriptsStarted(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveClass(/(^|\s)js(\s|$)/);
  await expect(page.locator("body")).toHaveAttribute("data-menu", /^(open|closed)$/);
  await expect(page.locator("[data-island]:not([data-island-mounted])")).toHaveCount(0);
}

/**
 * Below 1024 px the header's actions (language and currency, wishlist, login, talk to us) sit in
 * the menu sheet: opens it when its button shows and it is closed.
 */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.locator("[data-menu-toggle]");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
}

/** The path of the first `a[data-testid=LINK]` (optionally with its row's status) in some HTML. */
function firstHref(html: string, pattern: RegExp, what: string): string {
  const href = pattern.exec(html)?.[1];
  if (!href) throw new Error(`no ${what}`);
  return href.replaceAll("&amp;", "&");
}

/** The first trip of the edition's home page (its travel cards), as a path. */
export async function firstTripPath(request: APIRequestContext, edition: Edition): Promise<string> {
  const response = await getAsEdition(request, edition, "/");
  expect(response.status()).toBe(200);
  return firstHref(await response.text(), /<a href="([^"]+)" data-testid="travel-card"/, `travel card on the ${edition.name} home`);
}

/**
 * A departure of a trip page's departures table with a bookable status, as a path: the first
 * (soonest) one, or with `last`, the latest one (far enough ahead to be booked with a deposit).
 */
export async function bookableTourPath(request: APIRequestContext, edition: Edition, tripPath: string, which: "first" | "last" = "first"): Promise<string> {
  const response = await getAsEdition(request, edition, tripPath);
  expect(response.status()).toBe(200);
  const statuses = BOOKABLE.join("|");
  const row = new RegExp(`data-testid="departure-row" data-status="(?:${statuses})"><th scope="row"><a href="([^"]+)"`, "g");
  const paths = [...(await response.text()).matchAll(row)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const path = which === "first" ? paths[0] : paths.at(-1);
  if (!path) throw new Error(`no bookable departure on ${tripPath}`);
  return path;
}

/** "05/01/2027 – 14/01/2027" (DD/MM, or MM/DD in the US edition) as ISO dates. */
export function parseDates(text: string, edition: Edition): [string, string] {
  const dates = [...text.matchAll(/(\d{1,2})\/(\d{1,2})\/(\d{4})/g)].map(([, a, b, year]) => {
    const [day, month] = edition.name === "us" ? [b!, a!] : [a!, b!];
    return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  });
  if (dates.length !== 2) throw new Error(`not a date range: ${text}`);
  return [dates[0]!, dates[1]!];
}

/** Days of a departure, both ends included. */
export function daysOf(range: [string, string]): number {
  return Math.round((Date.parse(`${range[1]}T00:00:00Z`) - Date.parse(`${range[0]}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Whether the focused element is inside `selector` (the first match). */
export function focusIsIn(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const scope = document.querySelector(s);
    return !!scope && !!document.activeElement && document.activeElement !== document.body && scope.contains(document.activeElement);
  }, selector);
}

/** Whether an element outside `selector` (other than the body) has the focus. */
export function focusOnPageBehind(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const active = document.activeElement;
    return !!active && active !== document.body && !document.querySelector(s)?.contains(active);
  }, selector);
}

/** Presses Tab until `selector` has the focus (at most `max` times); fails otherwise. */
export async function tabTo(page: Page, selector: string, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${max} Tab presses`);
}

/** The impacts `seriousViolations` reports. */
const REPORTED_IMPACTS = new Set(["serious", "critical"]);

/**
 * The axe rules whose violations `seriousViolations` never reports: axe gives every violation its
 * rule's impact, so not running them leaves the findings as they were, and axe took a fifth less
 * time (a trip page: 0.95 s instead of 1.3 s). Read from the installed axe-core, so a rule whose
 * impact a new version raises is run again; a rule without an impact of its own is always run.
 */
const RULES_NEVER_REPORTED: string[] = ((axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules ?? [])
  .filter((rule) => rule.impact !== undefined && !REPORTED_IMPACTS.has(rule.impact))
  .map((rule) => rule.id);

/** axe's serious and critical violations of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Checked once what is fading in (the chat panel, a modal) has its final colours: in the middle of
  // its 0.2 s animation axe measured a half-transparent button's contrast (a flaky CI run). The wait
  // is bounded: in one full run of the suite the bookings journey (3.5 s alone) waited here for an
  // animation until its 30 s timeout.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  // Only violations are aggregated, not the passes and incomplete checks: axe took 1.6 s instead
  // of 1.8-2.0 s on a trip page, 1.0-1.1 s instead of 1.2-1.3 s on home.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).disableRules(RULES_NEVER_REPORTED).analyze();
  return results.violations
    .filter((v) => REPORTED_IMPACTS.has(v.impact ?? ""))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** On a trip page, the departures table with every departure: the page lists the next ones and
 * links to all of them (`?departures=all`), which this follows when the trip has more. */
export async function showAllDepartures(page: Page): Promise<void> {
  const all = page.getByTestId("departures-show-all");
  if ((await all.count()) === 0) return;
  await Promise.all([page.waitForURL((url) => url.searchParams.get("departures") === "all"), all.click()]);
  await scriptsStarted(page);
}
