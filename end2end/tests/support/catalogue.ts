// Catalogue changes for the alert journeys: imports through the admin API (`PUT
// /api/admin/catalogue`, the token is the one playwright.config.ts gives the server), the
// departures the server lists (`POST /api/tours`), and the trips the other journeys start from
// (the first cards of home and list pages), which the alert journeys leave alone.
import { expect, type APIRequestContext } from "@playwright/test";
import { editions, getAsEdition, PORT, type Edition } from "./editions";

/** The admin API's bearer token: the ADMIN_TOKEN of the webServer env in playwright.config.ts. */
export const ADMIN_TOKEN = "e2e-admin-token-0123456789abcdefghijk";

export type Currency = "EUR" | "GBP" | "USD";
export type Amounts = Partial<Record<Currency, number>>;

/** A departure as `POST /api/tours` lists it (the fields the journeys use). */
export interface ApiTour {
  id: string;
  code: string;
  startingDate: string;
  endingDate: string;
  status: string;
  basePrice: Amounts;
  price: Amounts;
  travel: { id: number; slug: string; title: string };
}

/** One tour of an import: a known code is updated in the fields given; an unknown one is created. */
export interface TourUpsert {
  code: string;
  travel?: string;
  startingDate?: string;
  endingDate?: string;
  status?: string;
  freeSeats?: number;
  prices?: Partial<Record<Currency, { basePrice: number; price: number }>>;
}

export interface ImportReport {
  toursCreated: number;
  toursUpdated: number;
  version: number;
  alerts: { priceDropped: number; tourConfirmed: number; newDates: number; waitlistOffers: number };
}

/** `PUT /api/admin/catalogue` with the tours; fails unless the server answers 200. */
export async function importTours(request: APIRequestContext, tours: TourUpsert[]): Promise<ImportReport> {
  const response = await request.put(`http://localhost:${PORT}/api/admin/catalogue`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { tours },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The departures (from today on) `POST /api/tours` lists for the filters, soonest first: every page, or the first `pages`. */
export async function listTours(request: APIRequestContext, edition: Edition, filters: Record<string, unknown>, pages = Infinity): Promise<ApiTour[]> {
  const tours: ApiTour[] = [];
  for (let page = 1; ; page++) {
    const response = await request.post(`http://localhost:${PORT}/api/tours`, {
      headers: { host: `${edition.host}:${PORT}` },
      data: { ...filters, perPage: 100, page },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { lastPage: number; data: ApiTour[] };
    tours.push(...body.data);
    if (page >= body.lastPage || page >= pages) return tours;
  }
}

/** The page of a departure on an edition: `{travels path}/{trip slug}/{code in lower case}`. */
export function tourPathOf(edition: Edition, tour: Pick<ApiTour, "code" | "travel">): string {
  return `${edition.travelsPath}/${tour.travel.slug}/${tour.code.toLowerCase()}`;
}

/** The page of a trip on an edition. */
export function tripPathOf(edition: Edition, travel: Pick<ApiTour["travel"], "slug">): string {
  return `${edition.travelsPath}/${travel.slug}`;
}

/** Trip slugs the other journeys start from: the cards of every edition's home and trips list. */
async function slugsOfOtherJourneys(request: APIRequestContext): Promise<Set<string>> {
  const slugs = new Set<string>();
  for (const edition of Object.values(editions) as Edition[]) {
    for (const path of ["/", edition.travelsPath]) {
      const html = await (await getAsEdition(request, edition, path)).text();
      for (const m of html.matchAll(/<a href="[^"]*\/([^/"?#]+)" data-testid="travel-card"/g)) slugs.add(m[1]!);
    }
  }
  return slugs;
}

let avoided: Promise<Set<string>> | null = null;
/** Trips already used by a journey of this file (one trip per journey). */
const claimed = new Set<string>();

/**
 * A departure with `status` (in the edition's list) on a trip no other journey starts from and
 * no other alert journey of this run uses; the trip is then claimed. `skip` passes over that many
 * candidates (a retry takes another one).
 */
export async function pickTour(request: APIRequestContext, edition: Edition, status: string, skip = 0): Promise<ApiTour> {
  avoided ??= slugsOfOtherJourneys(request);
  const taken = await avoided;
  const tours = await listTours(request, edition, { status: [status] }, 3);
  const trips = new Set<string>();
  const candidates = tours.filter((tour) => {
    const slug = tour.travel.slug;
    if (taken.has(slug) || claimed.has(slug) || trips.has(slug)) return false;
    trips.add(slug);
    return true;
  });
  const tour = candidates[skip];
  if (!tour) throw new Error(`no ${status} departure on a trip of its own (${candidates.length} candidates, skip ${skip})`);
  claimed.add(tour.travel.slug);
  return tour;
}

/** Every status a departure can have: the trip page lists them all, a search without `status` leaves SOLD_OUT out. */
export const ALL_STATUSES = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"];

let serverDay: Promise<string> | null = null;
/**
 * The day the server believes it is (`/healthz`), never this process's clock: the suite can run
 * the server on another day (E2E_TODAY, see playwright.config.ts), and near midnight the two differ.
 */
export function serverToday(request: APIRequestContext): Promise<string> {
  serverDay ??= (async () => {
    const response = await request.get(`http://localhost:${PORT}/healthz`);
    expect(response.status()).toBe(200);
    const { today } = (await response.json()) as { today: string };
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    return today;
  })();
  return serverDay;
}

/** `YYYY-MM-DD` of the day `days` after `from` (a `YYYY-MM-DD`). */
export function isoDay(days: number, from: string): string {
  const [year, month, day] = from.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A departure made for one journey: a new code (unique to the run and the retry) on a trip of its
 * own (see `pickTour`), `status`, 150 days after the server's today, priced as that trip's
 * `PLANNED` departure. No earlier run, retry or other journey has an alert, a waitlist or a
 * change on it. `retireTour` moves it into the past at the end, where no page lists it.
 */
export async function madeTour(request: APIRequestContext, edition: Edition, status: string, retry: number): Promise<ApiTour> {
  const model = await pickTour(request, edition, "PLANNED", retry);
  const today = await serverToday(request);
  const code = `E2E-${status.replace(/_/g, "")}-${Date.now().toString(36)}-${retry}`.toUpperCase();
  const report = await importTours(request, [
    { ...movedTo(model, isoDay(150, today)), code, travel: model.travel.slug, status, freeSeats: status === "SOLD_OUT" ? 0 : 8, prices: pricesOf(model) },
  ]);
  expect(report.toursCreated).toBe(1);
  const made = (await listTours(request, edition, { travelId: [String(model.travel.id)], status: [status] })).find((tour) => tour.code === code);
  if (!made) throw new Error(`the new departure ${code} is not listed`);
  return made;
}

/** Moves a departure made by `madeTour` a year into the past: no page or search lists it any more. */
export async function retireTour(request: APIRequestContext, tour: Pick<ApiTour, "code" | "startingDate" | "endingDate">): Promise<void> {
  const today = await serverToday(request);
  await importTours(request, [movedTo(tour, isoDay(-365, today))]);
}

/** A departure's prices in every currency, as an import writes them. */
export function pricesOf(tour: Pick<ApiTour, "price" | "basePrice">): TourUpsert["prices"] {
  return Object.fromEntries(
    (Object.keys(tour.price) as Currency[]).map((currency) => [currency, { basePrice: tour.basePrice[currency]!, price: tour.price[currency]! }]),
  );
}

/** `tour` moved to start on `start`, as long as it was. */
export function movedTo(tour: Pick<ApiTour, "code" | "startingDate" | "endingDate">, start: string): TourUpsert {
  return { code: tour.code, startingDate: start, endingDate: isoDay(daysBetween(tour.startingDate, tour.endingDate), start) };
}
