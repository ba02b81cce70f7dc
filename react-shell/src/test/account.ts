// Test doubles for the account islands: the labels and props the server sends, a fake of the
// account API (fetch stubbed, routed by "METHOD /path") and the calls it received.
import { vi } from "vitest";
import type { AccountLabels, AccountUser } from "../lib/account";
import type { AccountMenuProps } from "../islands/account-menu";
import type { GroupInfoLabels } from "../contract/generated";

export const LABELS: AccountLabels = {
  login: "Log in",
  profile: "Profile",
  trips: "Bookings and trips",
  partnership: "Partnership",
  consents: "Consents",
  communications: "Manage communications",
  logout: "Log out",
  accountMenu: "Your account",
  save: "Save",
  saved: "Saved to your wishlist",
  removed: "Removed from your wishlist",
  saveAria: "Save {title} to the wishlist",
  removeAria: "Remove {title} from the wishlist",
  confirmRemoveTitle: "Remove the trip?",
  confirmRemoveText: "Its {count} saved departures will be removed too.",
  confirmRemoveTextOne: "Its saved departure will be removed too.",
  confirm: "Remove",
  cancel: "Keep",
  authTitle: "Log in or sign up",
  emailLabel: "E-mail",
  continue: "Continue",
  editEmail: "Change e-mail",
  close: "Close",
  newUserTitle: "Welcome!",
  existingUserTitle: "Welcome back!",
  existingUserText: "We will send a code to {email}.",
  consentQuestion: "Do you want our travel news?",
  consentAccept: "Yes, please",
  consentDecline: "No, thanks",
  privacyNote: "By continuing you accept the {privacy} and the {terms}.",
  privacyLink: "privacy policy",
  termsLink: "terms of use",
  sendCode: "Send the code",
  codeLabel: "Code",
  codeSent: "We sent a code to {email}.",
  verify: "Verify",
  resendIn: "Send again in {seconds} s",
  resend: "Send again",
  genericError: "Something went wrong! Please try again later.",
  invalidEmail: "Invalid email",
  wishlistLink: "Saved trips",
};

/** The group info island's own labels (tour pages). */
export const GROUP_INFO_LABELS: GroupInfoLabels = {
  groupInfoOpen: "See who is travelling",
  groupInfoLocked: "Log in to see who is travelling.",
  travellersCount: "Travellers",
  firstTimers: "First-timers",
  tripsDone: "Trips done",
  male: "Men",
  female: "Women",
  expectedGroupSize: "Expected group",
  interestedCount: "Interested",
  snapshotTitle: "Ages",
  firstTimerShare: "First trip with us",
  noSnapshot: "Too few travellers to show more.",
};

export const accountMenuProps: AccountMenuProps = {
  loginHref: "/login?back=/travels/peru",
  accountHref: "/account",
  tripsHref: "/account/trips",
  partnershipHref: "/partnership",
  logoutAction: "/logout",
  labels: LABELS,
  privacyHref: "/legal/privacy-policy",
  termsHref: "/legal/terms",
};

export const USER: AccountUser = { id: "6f1c2b1e-0000-4000-8000-000000000001", email: "ada@example.com", pictureImage: null, marketingConsent: true };

export const TRAVEL_ID = "1042";
export const OTHER_TRAVEL_ID = "1043";
export const TOUR_ID = "0b3f8a52-0000-4000-8000-000000000020";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function apiError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ error: { code, message, ...extra } }, status);
}

export const LOGGED_OUT = { loggedIn: false, user: null };
export const LOGGED_IN = { loggedIn: true, user: USER };

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** A route answers a Response, or a plain body (sent as 200 JSON), or a function of the call giving either. */
export type Route = Response | Record<string, unknown> | ((call: ApiCall) => unknown);

/**
 * Stubs fetch with `routes` keyed by "METHOD /path?query"; a route may be a list, answered in
 * turn (the last one repeats). Unknown routes answer 404 NOT_FOUND.
 */
export function mockApi(routes: Record<string, Route | Route[]>) {
  const calls: ApiCall[] = [];
  const used: Record<string, number> = {};
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    const call = { method, path, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const key = `${method} ${path}`;
    const entry = routes[key];
    if (entry === undefined) return apiError(404, "NOT_FOUND", `no route ${key}`);
    let route: Route | undefined;
    if (Array.isArray(entry)) {
      const index = used[key] ?? 0;
      used[key] = index + 1;
      route = entry[Math.min(index, entry.length - 1)];
    } else {
      route = entry;
    }
    const answer: unknown = typeof route === "function" ? await route(call) : route;
    return answer instanceof Response ? answer.clone() : json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    calls,
    /** "METHOD /path" of every call, in order. */
    sent: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

/** The toast on screen, if any. */
export function toastText(): string | null {
  return document.querySelector("[data-toast-host] [data-toast]")?.textContent ?? null;
}
