// The wishlist store: fetched once per page (only when logged in), the wishlist updates, emptied
// on logout.
import { beforeEach, describe, expect, test } from "vitest";
import { apiError, LOGGED_IN, LOGGED_OUT, mockApi, OTHER_TRAVEL_ID, TOUR_ID, TRAVEL_ID } from "../../test/account";
import { resetAccount } from "./reset";
import { getSession, markLoggedOut } from "./session";
import { getWishlist, isSaved, loadWishlist, removeFromWishlist, saveToWishlist } from "./wishlist";

const WISHLIST = { travels: [{ id: TRAVEL_ID, wishlistedToursCount: 1 }], tours: [{ id: TOUR_ID, travelId: TRAVEL_ID }] };

beforeEach(() => {
  resetAccount();
  delete window.dataLayer;
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
