// The API client as the one door: a 401 from a call that needs the session is reported once (and
// never from the login calls), every answer is decoded before a caller sees it, and a body that
// does not match the contract is a failed call.
import { afterEach, describe, expect, test, vi } from "vitest";
import { apiError, json, LOGGED_IN, mockApi, TOUR_ID, TRAVEL_ID, USER } from "../test/account";
import * as api from "./api-client";

const UNAUTHENTICATED = () => apiError(401, "UNAUTHENTICATED", "Log in");
const stops: (() => void)[] = [];

/** A spy registered as the client's 401 handler (unregistered after the test). */
function listen() {
  const handler = vi.fn();
  stops.push(api.onUnauthenticated(handler));
  return handler;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("a 401", () => {
  test("from each call that needs the session is reported once per answer", async () => {
    const handler = listen();
    mockApi({
      "GET /api/wishlist": UNAUTHENTICATED(),
      [`PUT /api/wishlist/travels/${TRAVEL_ID}`]: UNAUTHENTICATED(),
      [`DELETE /api/wishlist/travels/${TRAVEL_ID}`]: UNAUTHENTICATED(),
      [`DELETE /api/wishlist/tours/${TOUR_ID}`]: UNAUTHENTICATED(),
      [`GET /api/tours/${TOUR_ID}/group-info`]: UNAUTHENTICATED(),
      [`GET /api/waitlist/${TOUR_ID}`]: UNAUTHENTICATED(),
    });
    const calls = [
      () => api.getWishlist(),
      () => api.saveWish("travel", TRAVEL_ID),
      () => api.removeWish("travel", TRAVEL_ID, false),
      () => api.removeWish("tour", TOUR_ID, false),
      () => api.getGroupInfo(TOUR_ID),
      () => api.getWaitlistPlace(TOUR_ID),
    ];
    for (const [index, call] of calls.entries()) {
      const result = await call();
      expect(result).toMatchObject({ ok: false, status: 401, data: null, error: { code: "UNAUTHENTICATED", message: "Log in" } });
      expect(handler).toHaveBeenCalledTimes(index + 1);
    }
  });

  test("from the login calls, the session call and the anonymous ones is only a failed call", async () => {
    const handler = listen();
    const routes = [
      "GET /api/session",
      "POST /api/auth/email",
      "POST /api/auth/code",
      "POST /api/auth/verify",
      "POST /api/auth/logout",
      `GET /api/tours/${TOUR_ID}/interest`,
      "GET /api/chat?q=deposit",
      "GET /api/travels/top-sellers?search=per",
      "GET /api/layouts",
    ];
    mockApi(Object.fromEntries(routes.map((route) => [route, UNAUTHENTICATED()])));
    const results = await Promise.all([
      api.getSession(),
      api.checkEmail({ email: USER.email }),
      api.sendCode({ email: USER.email }),
      api.verifyCode({ email: USER.email, code: "123456" }),
      api.logout(),
      api.getInterest(TOUR_ID),
      api.askChat("/api/chat", "deposit"),
      api.getTopSellers("/api/travels/top-sellers", "per", new AbortController().signal),
    ]);
    expect(await api.getLayouts()).toBeNull();
    expect(results.map((result) => [result.ok, result.status])).toEqual(results.map(() => [false, 401]));
    expect(handler).not.toHaveBeenCalled();
  });

  test("once unregistered, a handler hears no more", async () => {
    const handler = vi.fn();
    api.onUnauthenticated(handler)();
    mockApi({ "GET /api/wishlist": UNAUTHENTICATED() });
    await api.getWishlist();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("answers", () => {
  test("are decoded: ids as strings, no picture as the contract's empty text", async () => {
    mockApi({
      "GET /api/session": { loggedIn: true, user: { ...USER, pictureImage: null } },
      "GET /api/wishlist": { travels: [{ id: 1042, wishlistedToursCount: 1 }], tours: [{ id: TOUR_ID, travelId: 1042 }] },
      "POST /api/auth/verify": { user: USER, saved: { kind: "travel", id: 1042 } },
      "POST /api/auth/logout": new Response(null, { status: 204 }),
    });
    expect(await api.getSession()).toEqual({ ok: true, status: 200, data: { loggedIn: true, user: { ...USER, pictureImage: "" } }, error: null });
    expect((await api.getWishlist()).data).toEqual({ travels: [{ id: "1042", wishlistedToursCount: 1 }], tours: [{ id: TOUR_ID, travelId: "1042" }] });
    expect((await api.verifyCode({ email: USER.email, code: "123456" })).data).toMatchObject({ saved: { kind: "travel", id: "1042" } });
    expect(await api.logout()).toEqual({ ok: true, status: 204, data: true, error: null });
  });

  test.each([
    ["a wishlist of the wrong shape", "GET /api/wishlist", () => api.getWishlist(), { items: 3 }],
    ["a wishlist with an entry without an id", "GET /api/wishlist", () => api.getWishlist(), { travels: [{ wishlistedToursCount: 1 }], tours: [] }],
    ["a session with loggedIn as text", "GET /api/session", () => api.getSession(), { ...LOGGED_IN, loggedIn: "yes" }],
    ["a user without an id", "GET /api/session", () => api.getSession(), { loggedIn: true, user: { email: USER.email } }],
    ["a verify answer without its user", "POST /api/auth/verify", () => api.verifyCode({ email: USER.email, code: "1" }), { saved: null }],
    ["group info without a count", `GET /api/tours/${TOUR_ID}/group-info`, () => api.getGroupInfo(TOUR_ID), { travellersCount: 3 }],
    ["a waitlist place as a list", `GET /api/waitlist/${TOUR_ID}`, () => api.getWaitlistPlace(TOUR_ID), [1]],
    ["a chat answer as a list", "GET /api/chat?q=deposit", () => api.askChat("/api/chat", "deposit"), [1, 2]],
    ["top sellers without their envelope", "GET /api/top?search=", () => api.getTopSellers("/api/top", "", new AbortController().signal), { countries: [] }],
  ])("%s is a failed call, without an error", async (_, route, call, body) => {
    mockApi({ [route]: json(body) });
    expect(await call()).toEqual({ ok: false, status: 200, data: null, error: null });
  });

  test("an error envelope keeps its code and message, and the extras it has with their types", async () => {
    mockApi({
      [`DELETE /api/wishlist/travels/${TRAVEL_ID}`]: apiError(409, "WISHLIST_HAS_TOURS", "Has tours", { toursCount: 2, retryAfterSeconds: "soon" }),
      "POST /api/auth/email": new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    const conflict = await api.removeWish("travel", TRAVEL_ID, false);
    expect(conflict).toMatchObject({ ok: false, status: 409, error: { code: "WISHLIST_HAS_TOURS", message: "Has tours", toursCount: 2 } });
    expect(conflict.error?.retryAfterSeconds).toBeUndefined();
    expect(await api.checkEmail({ email: USER.email })).toEqual({ ok: false, status: 502, data: null, error: null });
  });

  test("never throw: a network error is status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("offline"))));
    expect(await api.getWishlist()).toEqual({ ok: false, status: 0, data: null, error: null });
  });
});
