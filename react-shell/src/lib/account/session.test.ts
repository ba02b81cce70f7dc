// The session store: fetched once per page, refreshed on demand, and the privacy error rules
// (spec §8).
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { apiError, LOGGED_IN, LOGGED_OUT, mockApi, TOUR_ID, USER } from "../../test/account";
import * as api from "../api-client";
import { navigate } from "../navigate";
import { resetAccount } from "./reset";
import { getSession, loadSession, onLogout, PRIVACY_LOGOUT_DELAY_MS, refreshSession, subscribeSession } from "./session";

vi.mock("../navigate", () => ({ navigate: vi.fn() }));

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

  test("a 401 from calls that need the session logs out once, however many answer so", async () => {
    const unauthenticated = apiError(401, "UNAUTHENTICATED", "Log in");
    const apiMock = mockApi({
      "GET /api/session": LOGGED_IN,
      "GET /api/wishlist": unauthenticated,
      [`GET /api/tours/${TOUR_ID}/group-info`]: unauthenticated,
      [`GET /api/waitlist/${TOUR_ID}`]: unauthenticated,
    });
    expect(await loadSession()).toEqual(USER);
    const logouts = vi.fn();
    onLogout(logouts);
    const seen: (string | null)[] = [];
    const stop = subscribeSession(() => seen.push(getSession().user?.email ?? null));

    await Promise.all([api.getWishlist(), api.getGroupInfo(TOUR_ID), api.getWaitlistPlace(TOUR_ID)]);
    expect(getSession()).toEqual({ status: "ready", user: null });
    expect(seen).toEqual([null]);
    expect(logouts).toHaveBeenCalledOnce();
    // Logged out is where it stays: the session is not asked again.
    expect(await loadSession()).toBeNull();
    expect(apiMock.sent().filter((call) => call === "GET /api/session")).toHaveLength(1);
    stop();
  });

  test("a 401 from the login calls leaves the session as it is", async () => {
    const unauthenticated = apiError(401, "UNAUTHENTICATED", "Log in");
    mockApi({
      "GET /api/session": LOGGED_IN,
      "POST /api/auth/email": unauthenticated,
      "POST /api/auth/code": unauthenticated,
      "POST /api/auth/verify": unauthenticated,
      "POST /api/auth/logout": unauthenticated,
    });
    await loadSession();
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    await api.checkEmail({ email: USER.email });
    await api.sendCode({ email: USER.email });
    await api.verifyCode({ email: USER.email, code: "123456" });
    await api.logout();
    expect(getSession()).toEqual({ status: "ready", user: USER });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
