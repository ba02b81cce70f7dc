// The session ending under a page: a 401 from a call that needs the session logs the visitor out
// once (in the API client) and every account island follows the session, none of them
// handling the 401 itself; a 401 from the login calls logs nobody out.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { getSession, resetAccount, subscribeSession } from "../../lib/account";
import { accountMenuProps, apiError, GROUP_INFO_LABELS, LOGGED_IN, LOGGED_OUT, mockApi, TOUR_ID, TRAVEL_ID, USER } from "../../test/account";
import { GroupInfoIsland } from "../group-info";
import { WaitlistIsland } from "../waitlist";
import { WishlistHeartIsland } from "../wishlist-heart";
import { AccountMenuIsland } from "./AccountMenuIsland";

const UNAUTHENTICATED = apiError(401, "UNAUTHENTICATED", "Your session has ended");

beforeEach(() => {
  resetAccount();
  delete window.dataLayer;
});

function renderPage() {
  return render(
    <>
      <AccountMenuIsland {...accountMenuProps} />
      <WishlistHeartIsland kind="travel" id={Number(TRAVEL_ID)} travelId={Number(TRAVEL_ID)} title="Perù" />
      <section data-testid="group-info">
        <GroupInfoIsland tourId={TOUR_ID} labels={GROUP_INFO_LABELS} />
      </section>
      <section data-testid="waitlist">
        <WaitlistIsland tourId={TOUR_ID} placeLabel="You are number {number} in line." offeredLabel="Until {until}." />
      </section>
    </>,
  );
}

/** Lets the session, the wishlist and the islands' own calls settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => {});
}

test("a 401 from the page's personal calls logs out once, and every island shows it", async () => {
  const api = mockApi({
    "GET /api/session": LOGGED_IN,
    "GET /api/wishlist": { travels: [{ id: TRAVEL_ID, wishlistedToursCount: 0 }], tours: [] },
    [`GET /api/tours/${TOUR_ID}/group-info`]: UNAUTHENTICATED,
    [`GET /api/waitlist/${TOUR_ID}`]: UNAUTHENTICATED,
  });
  const changes: (string | null)[] = [];
  const stop = subscribeSession(() => changes.push(getSession().user?.email ?? null));
  renderPage();
  await settle();

  expect(getSession()).toEqual({ status: "ready", user: null });
  // Logged in, then out once, though two calls answered 401.
  expect(changes).toEqual([USER.email, null]);
  expect(api.sent().filter((call) => call === "GET /api/session")).toHaveLength(1);
  // The header offers the login again, the heart holds nothing, group info is locked, no place in line.
  expect(screen.getByTestId("login-link")).toBeTruthy();
  expect(screen.getByTestId("wishlist-heart").getAttribute("aria-pressed")).toBe("false");
  expect(screen.getByTestId("group-info-open")).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.queryByTestId("waitlist-place")).toBeNull();
  // The heart now opens the auth modal, as for any visitor.
  await userEvent.setup().click(screen.getByTestId("wishlist-heart"));
  expect(await screen.findByTestId("auth-modal")).toBeTruthy();
  stop();
});

test("a 401 from a login call is the modal's error: nobody is logged out, nothing is asked again", async () => {
  const api = mockApi({
    "GET /api/session": LOGGED_OUT,
    "POST /api/auth/email": { existingUser: true },
    "POST /api/auth/code": new Response(JSON.stringify({ resendAfterSeconds: 30, expiresInSeconds: 600 }), { status: 202 }),
    "POST /api/auth/verify": UNAUTHENTICATED,
  });
  const user = userEvent.setup();
  renderPage();
  await settle();
  const changes: unknown[] = [];
  const stop = subscribeSession(() => changes.push(getSession()));

  await user.click(screen.getByTestId("group-info-open"));
  await user.type(await screen.findByTestId("auth-email"), USER.email);
  await user.click(screen.getByTestId("auth-continue"));
  await user.click(await screen.findByTestId("auth-send-code"));
  await user.type(await screen.findByTestId("auth-code"), "123456");
  await user.click(screen.getByTestId("auth-verify"));

  expect((await screen.findByTestId("auth-error")).textContent).toBe("Your session has ended");
  expect(screen.getByTestId("auth-step-3")).toBeTruthy();
  expect(changes).toEqual([]);
  expect(api.sent()).toEqual(["GET /api/session", "POST /api/auth/email", "POST /api/auth/code", "POST /api/auth/verify"]);
  stop();
});
