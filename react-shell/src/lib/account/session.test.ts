// The session store: fetched once per page, refreshed on demand, and the privacy error rules
// (spec §8).
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { apiError, LOGGED_IN, LOGGED_OUT, mockApi, USER } from "../../test/account";
import { navigate } from "../navigate";
import { resetAccount } from "./reset";
import { getSession, loadSession, PRIVACY_LOGOUT_DELAY_MS, refreshSession, subscribeSession } from "./session";

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
});
