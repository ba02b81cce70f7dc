// The shared account store: session and wishlist fetched once per page, the privacy error
// rules (spec §8), the wishlist updates, openAuth without a host.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { apiError, LABELS, LOGGED_IN, LOGGED_OUT, mockApi, OTHER_TRAVEL_ID, TOUR_ID, TRAVEL_ID, USER } from "../test/account";
import {
  EMAIL_PATTERN,
  fill,
  getAccountConfig,
  getSession,
  getWishlist,
  isSaved,
  loadSession,
  loadWishlist,
  markLoggedOut,
  openAuth,
  PRIVACY_LOGOUT_DELAY_MS,
  refreshSession,
  removeFromWishlist,
  resetAccount,
  saveToWishlist,
  setAccountConfig,
  subscribeSession,
} from "./account";
import { navigate } from "./navigate";

vi.mock("./navigate", () => ({ navigate: vi.fn() }));

const WISHLIST = { travels: [{ id: TRAVEL_ID, wishlistedToursCount: 1 }], tours: [{ id: TOUR_ID, travelId: TRAVEL_ID }] };

beforeEach(() => {
  resetAccount();
  vi.mocked(navigate).mockReset();
  delete window.dataLayer;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("session", () => {
  test("GET /api/session once for every caller, without cookies read by script", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN });
    const [first, second] = await Promise.all([loadSession(), loadSession()]);
    expect(first).toEqual(USER);
    expect(second).toBe(first);
    expect(await loadSession()).toBe(first);
    expect(api.sent()).toEqual(["GET /api/session"]);
    expect(api.fetchMock.mock.calls[0]?.[1]?.credentials).toBe("same-origin");
    expect(getSession()).toEqual({ status: "ready", user: USER });
  });

  test("logged out, or any failure other than the privacy error: logged out", async () => {
    mockApi({ "GET /api/session": [LOGGED_OUT, apiError(500, "INTERNAL", "boom")] });
    expect(await loadSession()).toBeNull();
    expect(await refreshSession()).toBeNull();
    expect(getSession()).toEqual({ status: "ready", user: null });
  });

  test("a refresh asks again; subscribers hear of it", async () => {
    const api = mockApi({ "GET /api/session": [LOGGED_OUT, LOGGED_IN] });
    const seen: (string | null)[] = [];
    const stop = subscribeSession(() => seen.push(getSession().user?.email ?? null));
    expect(await loadSession()).toBeNull();
    expect(await refreshSession()).toEqual(USER);
    expect(getSession().user).toEqual(USER);
    expect(api.sent()).toEqual(["GET /api/session", "GET /api/session"]);
    expect(seen).toEqual([null, USER.email]);
    stop();
  });

  test("USER_PRIVACY_POLICY_ERROR with a user id goes to the communications page", async () => {
    const api = mockApi({
      "GET /api/session": apiError(403, "USER_PRIVACY_POLICY_ERROR", "Please review", { userId: USER.id, redirectTo: "/account#communications" }),
    });
    void loadSession();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith("/account#communications"));
    expect(getSession().status).toBe("loading");
    expect(api.sent()).toEqual(["GET /api/session"]);
  });

  test("USER_PRIVACY_POLICY_ERROR without a user id: 'unauthorized', then logout after 3 s", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = mockApi({
      "GET /api/session": apiError(403, "USER_PRIVACY_POLICY_ERROR", "Please review"),
      "POST /api/auth/logout": new Response(null, { status: 204 }),
    });
    let settled: unknown = "pending";
    void loadSession().then((user) => (settled = user));
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith("unauthorized");
    expect(navigate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(PRIVACY_LOGOUT_DELAY_MS - 1);
    expect(api.sent()).toEqual(["GET /api/session"]);
    expect(getSession().status).toBe("loading");
    expect(settled).toBe("pending");

    await vi.advanceTimersByTimeAsync(1);
    expect(api.sent()).toEqual(["GET /api/session", "POST /api/auth/logout"]);
    expect(api.calls[1]?.headers.get("Content-Type")).toBe("application/json");
    expect(settled).toBeNull();
    expect(getSession()).toEqual({ status: "ready", user: null });
  });
});

describe("wishlist", () => {
  test("not asked when logged out", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_OUT, "GET /api/wishlist": WISHLIST });
    const state = await loadWishlist();
    expect(state.status).toBe("ready");
    expect(isSaved(state, "travel", TRAVEL_ID)).toBe(false);
    expect(api.sent()).toEqual(["GET /api/session"]);
  });

  test("asked once when logged in; 401 means nothing saved", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN, "GET /api/wishlist": [WISHLIST, apiError(401, "UNAUTHENTICATED", "Log in")] });
    const [state] = await Promise.all([loadWishlist(), loadWishlist()]);
    expect(isSaved(state, "travel", TRAVEL_ID)).toBe(true);
    expect(isSaved(state, "tour", TOUR_ID)).toBe(true);
    expect(isSaved(state, "travel", OTHER_TRAVEL_ID)).toBe(false);
    expect(api.sent()).toEqual(["GET /api/session", "GET /api/wishlist"]);

    resetAccount();
    expect(isSaved(await loadWishlist(), "travel", TRAVEL_ID)).toBe(false);
  });

  test("saving and removing follow in the store; a trip removed with its tours takes them along", async () => {
    const api = mockApi({
      "GET /api/session": LOGGED_IN,
      "GET /api/wishlist": WISHLIST,
      [`PUT /api/wishlist/travels/${OTHER_TRAVEL_ID}`]: { saved: true },
      [`DELETE /api/wishlist/travels/${TRAVEL_ID}`]: apiError(409, "WISHLIST_HAS_TOURS", "Has tours", { toursCount: 1 }),
      [`DELETE /api/wishlist/travels/${TRAVEL_ID}?withTours=true`]: { removedTours: 1 },
    });
    await loadWishlist();
    expect((await saveToWishlist({ kind: "travel", id: OTHER_TRAVEL_ID })).ok).toBe(true);
    expect(isSaved(getWishlist(), "travel", OTHER_TRAVEL_ID)).toBe(true);

    const conflict = await removeFromWishlist({ kind: "travel", id: TRAVEL_ID });
    expect(conflict).toMatchObject({ ok: false, status: 409, error: { code: "WISHLIST_HAS_TOURS", toursCount: 1 } });
    expect(isSaved(getWishlist(), "travel", TRAVEL_ID)).toBe(true);

    expect(await removeFromWishlist({ kind: "travel", id: TRAVEL_ID }, true)).toMatchObject({ ok: true, data: { removedTours: 1 } });
    expect(isSaved(getWishlist(), "travel", TRAVEL_ID)).toBe(false);
    expect(isSaved(getWishlist(), "tour", TOUR_ID)).toBe(false);
    expect(api.calls.filter((call) => call.method !== "GET").every((call) => call.headers.get("Content-Type") === "application/json")).toBe(true);
  });

  test("logging out empties it", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, "GET /api/wishlist": WISHLIST });
    await loadWishlist();
    markLoggedOut();
    expect(getSession()).toEqual({ status: "ready", user: null });
    expect(isSaved(getWishlist(), "tour", TOUR_ID)).toBe(false);
  });
});

describe("openAuth", () => {
  test("resolves with the user at once when logged in", async () => {
    mockApi({ "GET /api/session": LOGGED_IN });
    expect(await openAuth({ reason: "login" })).toEqual(USER);
  });

  test("without the account-menu island to host the modal: null, with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mockApi({ "GET /api/session": LOGGED_OUT });
    expect(await openAuth({ reason: "login" })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("helpers", () => {
  test("fill replaces every placeholder", () => {
    expect(fill(LABELS.resendIn, { seconds: 12 })).toBe("Send again in 12 s");
    expect(fill("{count} of {count}", { count: 2 })).toBe("2 of 2");
  });

  test("the spec's e-mail pattern: text, @, then text containing a dot", () => {
    for (const ok of ["ada@example.com", "a.b+c@mail.example.co"]) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ["", "ada", "ada@example", "@example.com", "ada@.", "ada @example.com"]) expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  test("the labels and links are shared (set once by the account menu)", () => {
    expect(getAccountConfig()).toBeNull();
    const config = { labels: LABELS, loginHref: "/login", accountHref: "/account", privacyHref: "/p", termsHref: "/t" };
    setAccountConfig(config);
    setAccountConfig({ ...config });
    expect(getAccountConfig()).toBe(config);
  });
});
