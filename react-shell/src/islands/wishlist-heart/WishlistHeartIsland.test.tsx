// The wishlist heart: state from the page's one wishlist call, save/remove with toasts, the
// confirmation before removing a trip with saved tours, and the logged-out path through the
// auth modal ending saved.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { getSession, resetAccount, setAccountConfig } from "../../lib/account";
import { AccountMenuIsland } from "../account-menu";
import {
  accountMenuProps,
  apiError,
  LABELS,
  LOGGED_IN,
  LOGGED_OUT,
  mockApi,
  OTHER_TRAVEL_ID,
  toastText,
  TOUR_ID,
  TRAVEL_ID,
  USER,
  type Route,
} from "../../test/account";
import type { WishlistHeartProps } from "../../contract/generated";
import { WishlistHeartIsland } from "./WishlistHeartIsland";

// Trips have numeric ids (the server sends numbers), departures UUIDs.
const PERU: WishlistHeartProps = { kind: "travel", id: Number(TRAVEL_ID), travelId: Number(TRAVEL_ID), title: "Perù" };
const PERU_MARCH: WishlistHeartProps = { kind: "tour", id: TOUR_ID, travelId: Number(TRAVEL_ID), title: "Perù, 3 March" };
const ICELAND: WishlistHeartProps = { kind: "travel", id: Number(OTHER_TRAVEL_ID), travelId: Number(OTHER_TRAVEL_ID), title: "Iceland" };

const WISHLIST = { travels: [{ id: TRAVEL_ID, wishlistedToursCount: 1 }], tours: [{ id: TOUR_ID, travelId: TRAVEL_ID }] };

beforeEach(() => {
  resetAccount();
  setAccountConfig({ labels: LABELS, loginHref: "/login", accountHref: "/account", privacyHref: "/p", termsHref: "/t" });
  delete window.dataLayer;
  document.querySelectorAll("[data-toast-host]").forEach((host) => host.remove());
});

function hearts(): Record<string, [string | null, string | null]> {
  return Object.fromEntries(
    screen.getAllByTestId("wishlist-heart").map((heart) => [heart.getAttribute("aria-label") ?? "", [heart.getAttribute("aria-pressed"), heart.dataset.saved ?? null]]),
  );
}

function loggedIn(extra: Record<string, Route | Route[]> = {}) {
  return mockApi({ "GET /api/session": LOGGED_IN, "GET /api/wishlist": WISHLIST, ...extra });
}

describe("wishlist heart", () => {
  test("a toggle named from the labels and the title, pressed when saved (one wishlist call per page)", async () => {
    const api = loggedIn();
    render(
      <>
        <WishlistHeartIsland {...PERU} />
        <WishlistHeartIsland {...PERU_MARCH} />
        <WishlistHeartIsland {...ICELAND} />
      </>,
    );
    await act(async () => {});
    expect(hearts()).toEqual({
      "Remove Perù from the wishlist": ["true", "true"],
      "Remove Perù, 3 March from the wishlist": ["true", "true"],
      "Save Iceland to the wishlist": ["false", "false"],
    });
    expect(screen.getByRole("button", { name: "Save Iceland to the wishlist" }).getAttribute("type")).toBe("button");
    expect(api.sent()).toEqual(["GET /api/session", "GET /api/wishlist"]);
  });

  test("logged in: save, then remove, each with its toast and analytics event", async () => {
    const api = loggedIn({
      [`PUT /api/wishlist/travels/${OTHER_TRAVEL_ID}`]: { saved: true },
      [`DELETE /api/wishlist/travels/${OTHER_TRAVEL_ID}`]: { removedTours: 0 },
    });
    const user = userEvent.setup();
    render(<WishlistHeartIsland {...ICELAND} />);
    await act(async () => {});
    await user.click(screen.getByRole("button", { name: "Save Iceland to the wishlist" }));
    const heart = screen.getByTestId("wishlist-heart");
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(heart.getAttribute("aria-label")).toBe("Remove Iceland from the wishlist");
    expect(toastText()).toBe("Saved to your wishlist");

    await user.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(heart.dataset.saved).toBe("false");
    expect(toastText()).toBe("Removed from your wishlist");
    expect(api.sent().slice(2)).toEqual([`PUT /api/wishlist/travels/${OTHER_TRAVEL_ID}`, `DELETE /api/wishlist/travels/${OTHER_TRAVEL_ID}`]);
    expect(window.dataLayer?.map(({ event, kind, travelId }) => ({ event, kind, travelId }))).toEqual([
      { event: "wishlist_add", kind: "travel", travelId: OTHER_TRAVEL_ID },
      { event: "wishlist_remove", kind: "travel", travelId: OTHER_TRAVEL_ID },
    ]);
  });

  test("a tour is removed on its own (tour and trip ids in analytics)", async () => {
    loggedIn({ [`DELETE /api/wishlist/tours/${TOUR_ID}`]: { saved: false } });
    const user = userEvent.setup();
    render(<WishlistHeartIsland {...PERU_MARCH} />);
    await act(async () => {});
    await user.click(screen.getByRole("button", { name: "Remove Perù, 3 March from the wishlist" }));
    expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("false");
    expect(window.dataLayer?.[0]).toMatchObject({ event: "wishlist_remove", kind: "tour", tourId: TOUR_ID, travelId: TRAVEL_ID });
  });

  test("removing a trip with saved tours asks first; keep changes nothing, confirm removes the trip and its tours", async () => {
    const api = loggedIn({
      [`DELETE /api/wishlist/travels/${TRAVEL_ID}`]: apiError(409, "WISHLIST_HAS_TOURS", "This trip has saved tours", { toursCount: 1 }),
      [`DELETE /api/wishlist/travels/${TRAVEL_ID}?withTours=true`]: { removedTours: 1 },
    });
    const user = userEvent.setup();
    render(
      <>
        <WishlistHeartIsland {...PERU} />
        <WishlistHeartIsland {...PERU_MARCH} />
      </>,
    );
    await act(async () => {});
    const heart = screen.getByRole("button", { name: "Remove Perù from the wishlist" });
    await user.click(heart);
    const dialog = await screen.findByRole("dialog", { name: "Remove the trip?" });
    expect(dialog.dataset.testid).toBe("wishlist-confirm");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    // One departure: the singular sentence, never "1 saved departures".
    expect(dialog.textContent).toContain("Its saved departure will be removed too.");
    expect(document.activeElement).toBe(screen.getByTestId("wishlist-confirm-no"));

    await user.click(screen.getByTestId("wishlist-confirm-no"));
    expect(screen.queryByTestId("wishlist-confirm")).toBeNull();
    expect(document.activeElement).toBe(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(toastText()).toBeNull();

    await user.click(heart);
    await user.click(await screen.findByTestId("wishlist-confirm-yes"));
    expect(screen.queryByTestId("wishlist-confirm")).toBeNull();
    expect(hearts()).toEqual({
      "Save Perù to the wishlist": ["false", "false"],
      "Save Perù, 3 March to the wishlist": ["false", "false"],
    });
    expect(toastText()).toBe("Removed from your wishlist");
    expect(api.sent().slice(2)).toEqual([
      `DELETE /api/wishlist/travels/${TRAVEL_ID}`,
      `DELETE /api/wishlist/travels/${TRAVEL_ID}`,
      `DELETE /api/wishlist/travels/${TRAVEL_ID}?withTours=true`,
    ]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "wishlist_remove", kind: "travel", withTours: true, removedTours: 1 })]);
  });

  test("Escape closes the confirmation without removing", async () => {
    const api = loggedIn({ [`DELETE /api/wishlist/travels/${TRAVEL_ID}`]: apiError(409, "WISHLIST_HAS_TOURS", "Has tours", { toursCount: 2 }) });
    const user = userEvent.setup();
    render(<WishlistHeartIsland {...PERU} />);
    await act(async () => {});
    await user.click(screen.getByTestId("wishlist-heart"));
    expect((await screen.findByTestId("wishlist-confirm")).textContent).toContain("Its 2 saved departures");
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("wishlist-confirm")).toBeNull();
    expect(api.sent().filter((call) => call.includes("withTours"))).toEqual([]);
  });

  test("a failed save shows the server's message in an error toast", async () => {
    loggedIn({ [`PUT /api/wishlist/travels/${OTHER_TRAVEL_ID}`]: apiError(404, "NOT_FOUND", "This trip is no longer on the map") });
    const user = userEvent.setup();
    render(<WishlistHeartIsland {...ICELAND} />);
    await act(async () => {});
    await user.click(screen.getByTestId("wishlist-heart"));
    expect(toastText()).toBe("This trip is no longer on the map");
    expect(document.querySelector("[data-toast]")?.getAttribute("data-toast")).toBe("error");
    expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("false");
  });

  test("a 401 wishlist means nothing saved", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, "GET /api/wishlist": apiError(401, "UNAUTHENTICATED", "Log in") });
    render(<WishlistHeartIsland {...PERU} />);
    await act(async () => {});
    expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("false");
  });

  test("a wishlist body that is not a wishlist reads as a failed call: nothing saved", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, "GET /api/wishlist": { items: 3 } });
    render(<WishlistHeartIsland {...PERU} />);
    await act(async () => {});
    expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("false");
    expect(getSession().user).toEqual(USER);
  });

  test("a save answered 401: logged out (by the API client), the auth modal opens as for a visitor", async () => {
    loggedIn({ [`PUT /api/wishlist/travels/${OTHER_TRAVEL_ID}`]: apiError(401, "UNAUTHENTICATED", "Log in") });
    const user = userEvent.setup();
    render(
      <>
        <AccountMenuIsland {...accountMenuProps} />
        <WishlistHeartIsland {...ICELAND} />
      </>,
    );
    await act(async () => {});
    await user.click(screen.getByTestId("wishlist-heart"));
    expect(await screen.findByTestId("auth-modal")).toBeTruthy();
    expect(getSession()).toEqual({ status: "ready", user: null });
    expect(toastText()).toBeNull();
  });

  test("a remove answered 401: logged out, the heart empties, no error toast", async () => {
    loggedIn({ [`DELETE /api/wishlist/tours/${TOUR_ID}`]: apiError(401, "UNAUTHENTICATED", "Log in") });
    const user = userEvent.setup();
    render(<WishlistHeartIsland {...PERU_MARCH} />);
    await act(async () => {});
    expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByTestId("wishlist-heart"));
    expect(getSession()).toEqual({ status: "ready", user: null });
    expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("false");
    expect(toastText()).toBeNull();
  });

  test("logged out: the click opens the auth modal with the save, and the heart ends saved", async () => {
    const api = mockApi({
      "GET /api/session": LOGGED_OUT,
      "GET /api/wishlist": { travels: [{ id: OTHER_TRAVEL_ID, wishlistedToursCount: 0 }], tours: [] },
      "POST /api/auth/email": { existingUser: false },
      "POST /api/auth/code": new Response(JSON.stringify({ resendAfterSeconds: 30, expiresInSeconds: 600 }), { status: 202 }),
      "POST /api/auth/verify": { user: USER, saved: { kind: "travel", id: OTHER_TRAVEL_ID } },
    });
    const user = userEvent.setup();
    render(
      <>
        <AccountMenuIsland {...accountMenuProps} />
        <WishlistHeartIsland {...ICELAND} />
      </>,
    );
    await act(async () => {});
    const heart = screen.getByRole("button", { name: "Save Iceland to the wishlist" });
    await user.click(heart);
    expect(await screen.findByTestId("auth-step-1")).toBeTruthy();
    await user.type(screen.getByTestId("auth-email"), USER.email);
    await user.click(screen.getByTestId("auth-continue"));
    await user.click(await screen.findByTestId("auth-consent-decline"));
    await user.click(screen.getByTestId("auth-send-code"));
    await user.type(await screen.findByTestId("auth-code"), "424242");
    await user.click(screen.getByTestId("auth-verify"));

    await screen.findByRole("button", { name: "Remove Iceland from the wishlist" });
    expect(screen.queryByTestId("auth-modal")).toBeNull();
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(toastText()).toBe("Saved to your wishlist");
    expect(document.activeElement).toBe(heart);
    expect(screen.getByTestId("account-menu-button")).toBeTruthy();
    expect(api.calls.find((call) => call.path === "/api/auth/code")?.body).toEqual({
      email: USER.email,
      marketingConsent: false,
      save: { kind: "travel", id: OTHER_TRAVEL_ID },
    });
    // The server saved it on verify: no PUT from the page.
    expect(api.sent().filter((call) => call.startsWith("PUT"))).toEqual([]);
    expect(window.dataLayer?.map((event) => event.event)).toEqual(["auth_step", "auth_step", "auth_step", "auth_step", "wishlist_add"]);
  });

  test("logged out: closing the modal saves nothing", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_OUT });
    const user = userEvent.setup();
    render(
      <>
        <AccountMenuIsland {...accountMenuProps} />
        <WishlistHeartIsland {...ICELAND} />
      </>,
    );
    await act(async () => {});
    const heart = screen.getByTestId("wishlist-heart");
    await user.click(heart);
    await user.click(await screen.findByTestId("auth-close"));
    expect(screen.queryByTestId("auth-modal")).toBeNull();
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(heart.getAttribute("aria-busy")).toBeNull();
    expect(toastText()).toBeNull();
    expect(document.activeElement).toBe(heart);
    expect(api.sent()).toEqual(["GET /api/session"]);
  });

  test("trip ids may be numbers (as the server sends them) in props, wishlist and verify answers", async () => {
    const api = mockApi({
      "GET /api/session": LOGGED_OUT,
      "GET /api/wishlist": { travels: [{ id: 42, wishlistedToursCount: 1 }], tours: [{ id: TOUR_ID, travelId: 42 }] },
      "POST /api/auth/email": { existingUser: true },
      "POST /api/auth/code": new Response(JSON.stringify({ resendAfterSeconds: 30, expiresInSeconds: 600 }), { status: 202 }),
      "POST /api/auth/verify": { user: USER, saved: { kind: "travel", id: 42 } },
    });
    const user = userEvent.setup();
    render(
      <>
        <AccountMenuIsland {...accountMenuProps} />
        <WishlistHeartIsland kind="travel" id={42} travelId={42} title="Perù" />
        <WishlistHeartIsland kind="tour" id={TOUR_ID} travelId={42} title="Perù, 3 March" />
      </>,
    );
    await act(async () => {});
    await user.click(screen.getByRole("button", { name: "Save Perù to the wishlist" }));
    await user.type(await screen.findByTestId("auth-email"), USER.email);
    await user.click(screen.getByTestId("auth-continue"));
    await user.click(await screen.findByTestId("auth-send-code"));
    await user.type(await screen.findByTestId("auth-code"), "424242");
    await user.click(screen.getByTestId("auth-verify"));
    await screen.findByRole("button", { name: "Remove Perù from the wishlist" });
    expect(hearts()).toEqual({
      "Remove Perù from the wishlist": ["true", "true"],
      "Remove Perù, 3 March from the wishlist": ["true", "true"],
    });
    expect(api.calls.find((call) => call.path === "/api/auth/code")?.body).toMatchObject({ save: { kind: "travel", id: "42" } });
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: "wishlist_add", kind: "travel", travelId: "42" });
  });

  test("the click stays on the heart (hearts sit on card links)", async () => {
    loggedIn({ [`PUT /api/wishlist/travels/${OTHER_TRAVEL_ID}`]: { saved: true } });
    const user = userEvent.setup();
    let followed = false;
    render(
      // A card link, as the server renders them.
      <a href="/travels/iceland" onClick={() => (followed = true)}>
        <WishlistHeartIsland {...ICELAND} />
      </a>,
    );
    await act(async () => {});
    await user.click(screen.getByTestId("wishlist-heart"));
    expect(followed).toBe(false);
  });
});
