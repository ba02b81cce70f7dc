// Waitlist: nothing for visitors (and no call), the place in line when logged in, the offer's
// deadline when a seat is offered, nothing on a 401 (which logs out), a malformed answer or when
// not in line.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getSession, resetAccount } from "../../lib/account";
import { apiError, LOGGED_IN, LOGGED_OUT, mockApi, TOUR_ID, USER } from "../../test/account";
import { WaitlistIsland } from "./WaitlistIsland";

const URL = `GET /api/waitlist/${TOUR_ID}`;
const PLACE_LABEL = "You are number {number} in line.";
const OFFERED_LABEL = "A seat is yours until {until}.";

beforeEach(() => {
  resetAccount();
  document.documentElement.lang = "en-GB";
});

afterEach(() => {
  document.documentElement.lang = "";
});

/** As the server renders it: the section, the plain form, the placeholder. */
function renderWaitlist() {
  return render(
    <section data-testid="waitlist">
      <form method="post" action="/waitlist">
        <button type="submit" data-testid="waitlist-join">
          Join the waitlist
        </button>
      </form>
      <WaitlistIsland tourId={TOUR_ID} placeLabel={PLACE_LABEL} offeredLabel={OFFERED_LABEL} />
    </section>,
  );
}

/** Lets the session and waitlist calls settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => {});
}

describe("waitlist", () => {
  test("logged out: nothing, and no waitlist call", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_OUT });
    renderWaitlist();
    await settle();
    expect(getSession()).toEqual({ status: "ready", user: null });
    expect(screen.queryByTestId("waitlist-place")).toBeNull();
    expect(api.sent()).toEqual(["GET /api/session"]);
    // The no-JS form stays.
    expect(screen.getByTestId("waitlist-join")).toBeTruthy();
  });

  test("in line: the place", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN, [URL]: { numberInLine: 3, status: "waiting", offeredUntil: null } });
    renderWaitlist();
    const place = await screen.findByTestId("waitlist-place");
    expect(place.getAttribute("role")).toBe("status");
    expect(place.textContent).toBe("You are number 3 in line.");
    expect(api.sent()).toEqual(["GET /api/session", URL]);
    expect(screen.getByTestId("waitlist-join")).toBeTruthy();
  });

  test("offered: the place and until when", async () => {
    const offeredUntil = 1_900_000_000;
    mockApi({ "GET /api/session": LOGGED_IN, [URL]: { numberInLine: 1, status: "offered", offeredUntil } });
    renderWaitlist();
    const place = await screen.findByTestId("waitlist-place");
    const until = new Date(offeredUntil * 1000).toLocaleString("en-GB");
    expect(place.textContent).toBe(`You are number 1 in line. A seat is yours until ${until}.`);
  });

  test("not in line: nothing", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN, [URL]: { numberInLine: 0, status: "", offeredUntil: null } });
    renderWaitlist();
    await settle();
    expect(api.sent()).toEqual(["GET /api/session", URL]);
    expect(screen.queryByTestId("waitlist-place")).toBeNull();
  });

  test("a 401: nothing", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN, [URL]: apiError(401, "UNAUTHENTICATED", "Log in") });
    renderWaitlist();
    await settle();
    expect(api.sent()).toEqual(["GET /api/session", URL]);
    expect(screen.queryByTestId("waitlist-place")).toBeNull();
    expect(getSession()).toEqual({ status: "ready", user: null });
  });

  test("a body that is not a place: nothing, as a failed call", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN, [URL]: { numberInLine: "3", status: "waiting", offeredUntil: null } });
    renderWaitlist();
    await settle();
    expect(api.sent()).toEqual(["GET /api/session", URL]);
    expect(screen.queryByTestId("waitlist-place")).toBeNull();
    expect(getSession().user).toEqual(USER);
  });
});
