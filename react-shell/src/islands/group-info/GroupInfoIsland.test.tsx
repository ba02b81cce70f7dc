// Group info: locked for visitors (the button opens the auth modal, then the figures load),
// the figures and the snapshot for logged-in users, 401 back to locked.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getSession, resetAccount, setAccountConfig } from "../../lib/account";
import { AccountMenuIsland } from "../account-menu";
import { accountMenuProps, apiError, GROUP_INFO_LABELS, LABELS, LOGGED_IN, LOGGED_OUT, mockApi, TOUR_ID, USER } from "../../test/account";
import { GroupInfoIsland } from "./GroupInfoIsland";

const URL = `GET /api/tours/${TOUR_ID}/group-info`;

const INFO = {
  travellersCount: 9,
  firstTimers: 4,
  tripsDone: 23,
  genders: { male: 4, female: 5 },
  expectedGroupSize: 14,
  interestedCount: 31,
  snapshot: {
    ageBands: [
      { band: "25-29", count: 3 },
      { band: "30-34", count: 6 },
    ],
    firstTimerShare: 0.44,
  },
};

beforeEach(() => {
  resetAccount();
  setAccountConfig({ labels: LABELS, loginHref: "/login", accountHref: "/account", privacyHref: "/p", termsHref: "/t" });
  delete window.dataLayer;
  document.documentElement.lang = "en-GB";
});

afterEach(() => {
  document.documentElement.lang = "";
});

/** As the server renders it: the section, its heading, the placeholder. */
function renderGroupInfo() {
  return render(
    <section className="group-info" aria-labelledby="group-info-title" data-testid="group-info">
      <h2 id="group-info-title">Who is travelling</h2>
      <GroupInfoIsland tourId={TOUR_ID} labels={GROUP_INFO_LABELS} />
    </section>,
  );
}

function body(): HTMLElement {
  return screen.getByTestId("group-info").querySelector<HTMLElement>(".group-info__body")!;
}

function figures(): string[][] {
  return within(screen.getByTestId("group-info-figures"))
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

describe("group info", () => {
  test("logged in: the figures and the snapshot", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_IN, [URL]: INFO });
    renderGroupInfo();
    expect(body().getAttribute("aria-busy")).toBe("true");
    await screen.findByTestId("group-info-figures");
    expect(body().getAttribute("aria-busy")).toBeNull();
    // The island adds no second heading or test id to the server's section.
    expect(screen.getAllByTestId("group-info")).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    expect(figures()).toEqual([
      ["Travellers", "9"],
      ["First-timers", "4"],
      ["Trips done", "23"],
      ["Men", "4"],
      ["Women", "5"],
      ["Expected group", "14"],
      ["Interested", "31"],
    ]);
    expect(screen.getByTestId("group-info-travellers").textContent).toBe("Travellers9");
    const snapshot = screen.getByTestId("group-info-snapshot");
    expect(within(snapshot).getByRole("heading", { name: "Ages" })).toBeTruthy();
    expect(within(snapshot).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["25-293", "30-346"]);
    expect(snapshot.textContent).toContain("First trip with us: 44%");
    expect(screen.queryByTestId("group-info-open")).toBeNull();
    expect(api.sent()).toEqual(["GET /api/session", URL]);
  });

  test("no snapshot below 3 opted-in travellers: the sentence instead", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, [URL]: { ...INFO, snapshot: null } });
    renderGroupInfo();
    await screen.findByTestId("group-info-figures");
    expect(screen.queryByTestId("group-info-snapshot")).toBeNull();
    expect(screen.getByText("Too few travellers to show more.")).toBeTruthy();
  });

  test("a 401 means logged out after all: locked", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, [URL]: apiError(401, "UNAUTHENTICATED", "Log in") });
    renderGroupInfo();
    expect(await screen.findByTestId("group-info-open")).toBeTruthy();
    expect(screen.queryByTestId("group-info-figures")).toBeNull();
    expect(getSession()).toEqual({ status: "ready", user: null });
  });

  test("a server error shows the generic message", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, [URL]: apiError(500, "INTERNAL", "boom") });
    renderGroupInfo();
    expect((await screen.findByRole("alert")).textContent).toBe(LABELS.genericError);
  });

  test("a body that is not group info shows the generic message, as a failed call", async () => {
    mockApi({ "GET /api/session": LOGGED_IN, [URL]: { ...INFO, genders: "many" } });
    renderGroupInfo();
    expect((await screen.findByRole("alert")).textContent).toBe(LABELS.genericError);
    expect(screen.queryByTestId("group-info-figures")).toBeNull();
    expect(getSession().user).toEqual(USER);
  });

  test("logged out: locked with the open button; after the code the figures load", async () => {
    const api = mockApi({
      "GET /api/session": LOGGED_OUT,
      "GET /api/wishlist": { travels: [], tours: [] },
      "POST /api/auth/email": { existingUser: true },
      "POST /api/auth/code": new Response(JSON.stringify({ resendAfterSeconds: 30, expiresInSeconds: 600 }), { status: 202 }),
      "POST /api/auth/verify": { user: USER, saved: null },
      [URL]: INFO,
    });
    const user = userEvent.setup();
    render(
      <>
        <AccountMenuIsland {...accountMenuProps} />
        <section data-testid="group-info">
          <GroupInfoIsland tourId={TOUR_ID} labels={GROUP_INFO_LABELS} />
        </section>
      </>,
    );
    await act(async () => {});
    expect(screen.getByText("Log in to see who is travelling.")).toBeTruthy();
    expect(screen.queryByTestId("group-info-figures")).toBeNull();
    expect(api.sent()).not.toContain(URL);

    await user.click(screen.getByRole("button", { name: "See who is travelling" }));
    await user.type(await screen.findByTestId("auth-email"), USER.email);
    await user.click(screen.getByTestId("auth-continue"));
    await user.click(await screen.findByTestId("auth-send-code"));
    await user.type(await screen.findByTestId("auth-code"), "123456");
    await user.click(screen.getByTestId("auth-verify"));

    expect(await screen.findByTestId("group-info-figures")).toBeTruthy();
    expect(screen.queryByTestId("group-info-open")).toBeNull();
    expect(screen.queryByTestId("auth-modal")).toBeNull();
    expect(api.calls.find((call) => call.path === "/api/auth/code")?.body).toMatchObject({ save: null });
    expect(window.dataLayer?.[0]).toMatchObject({ event: "auth_step", step: "open", reason: "group-info", tourId: TOUR_ID });
  });
});
