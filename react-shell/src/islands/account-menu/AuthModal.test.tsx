// The one-time code modal hosted by the account menu: steps in order, consent for new users,
// server messages, the resend countdown, editing the e-mail, focus and closing.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { getSession, openAuth, resetAccount, type AccountUser, type AuthOptions } from "../../lib/account";
import { accountMenuProps, apiError, LOGGED_OUT, mockApi, TRAVEL_ID, USER, type Route } from "../../test/account";
import { AccountMenuIsland } from "./AccountMenuIsland";

beforeEach(() => {
  resetAccount();
  delete window.dataLayer;
});

afterEach(() => {
  vi.useRealTimers();
});

const CODE_SENT = { resendAfterSeconds: 30, expiresInSeconds: 600 };
const VERIFIED = { user: USER, saved: null };

function routes(extra: Record<string, Route | Route[]> = {}) {
  return mockApi({
    "GET /api/session": LOGGED_OUT,
    "GET /api/wishlist": { travels: [], tours: [] },
    "POST /api/auth/email": { existingUser: true },
    "POST /api/auth/code": new Response(JSON.stringify(CODE_SENT), { status: 202 }),
    "POST /api/auth/verify": VERIFIED,
    ...extra,
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Renders the host and opens the modal; `result` holds what openAuth resolved with. */
async function open(options: AuthOptions = { reason: "login" }) {
  render(<AccountMenuIsland {...accountMenuProps} />);
  const result: { value?: AccountUser | null } = {};
  await act(async () => {
    void openAuth(options).then((value) => (result.value = value));
  });
  await screen.findByTestId("auth-modal");
  return result;
}

async function submitEmail(user: User, email = USER.email) {
  await user.type(screen.getByTestId("auth-email"), email);
  await user.click(screen.getByTestId("auth-continue"));
}

/**
 * Under fake timers user-event's pauses no longer let the stubbed answers arrive: run the
 * action inside act() and give the answer a real turn of the event loop.
 */
async function settled(action: () => Promise<void>) {
  await act(async () => {
    await action();
    await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Lets `count` seconds of the countdown go by, one re-render (and its next timer) at a time. */
async function seconds(count: number) {
  for (let second = 0; second < count; second += 1) await act(async () => vi.advanceTimersByTime(1000));
}

/** The resend countdown at `left` seconds runs down: disabled through its last second, then offered. */
async function expectCountdownToEnd(resend: HTMLButtonElement, left: number) {
  await seconds(left - 1);
  expect(resend.textContent).toBe("Send again in 1 s");
  expect(resend.disabled).toBe(true);
  await seconds(1);
  expect(resend.disabled).toBe(false);
  expect(resend.textContent).toBe("Send again");
}

function stepIds(): string[] {
  return Array.from(screen.getByTestId("auth-modal").querySelectorAll("[data-testid^=auth-step-]")).map((step) => step.getAttribute("data-testid") ?? "");
}

describe("auth modal", () => {
  test("a dialog labelled by its title, focus on the e-mail field, Escape closes and resolves null", async () => {
    routes();
    const user = userEvent.setup();
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const result = await open();
    const dialog = screen.getByRole("dialog", { name: "Log in or sign up" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(stepIds()).toEqual(["auth-step-1"]);
    expect(document.activeElement).toBe(screen.getByTestId("auth-email"));
    expect(screen.getByLabelText("E-mail")).toBe(screen.getByTestId("auth-email"));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(result.value).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(window.dataLayer?.map((event) => event.step)).toEqual(["open", "close"]);
    opener.remove();
  });

  test("existing user: step-1 → step-2-existing-user → step-3 → verified, logged in", async () => {
    const api = routes();
    const user = userEvent.setup();
    const result = await open();

    await submitEmail(user);
    expect(stepIds()).toEqual(["auth-step-2-existing-user"]);
    expect(screen.getByRole("dialog", { name: "Welcome back!" })).toBeTruthy();
    expect(screen.getByText("We will send a code to ada@example.com.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId("auth-send-code"));

    await user.click(screen.getByTestId("auth-send-code"));
    expect(stepIds()).toEqual(["auth-step-3"]);
    expect(screen.getByText("We sent a code to ada@example.com.")).toBeTruthy();
    const code = screen.getByTestId("auth-code");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByLabelText("Code")).toBe(code);
    expect(document.activeElement).toBe(code);

    await user.type(code, "123456");
    await user.click(screen.getByTestId("auth-verify"));
    await vi.waitFor(() => expect(result.value).toEqual(USER));
    expect(screen.queryByTestId("auth-modal")).toBeNull();
    expect(getSession()).toEqual({ status: "ready", user: USER });
    expect(screen.getByTestId("account-menu-button")).toBeTruthy();

    expect(api.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
      ["/api/auth/email", { email: USER.email }],
      ["/api/auth/code", { email: USER.email, marketingConsent: null, save: null }],
      ["/api/auth/verify", { email: USER.email, code: "123456" }],
    ]);
    // The wishlist is asked again once logged in.
    expect(api.sent().at(-1)).toBe("GET /api/wishlist");
    expect(window.dataLayer?.filter((event) => event.event === "auth_step").map((event) => event.step)).toEqual([
      "open",
      "existing-user",
      "code-sent",
      "verified",
    ]);
  });

  test("new user: the consent is required (accept or decline) and sent with the pending save", async () => {
    const api = routes({ "POST /api/auth/email": { existingUser: false } });
    const user = userEvent.setup();
    await open({ reason: "wishlist", save: { kind: "travel", id: TRAVEL_ID }, travelId: TRAVEL_ID });

    await submitEmail(user);
    expect(stepIds()).toEqual(["auth-step-2-new-user"]);
    expect(screen.getByRole("dialog", { name: "Welcome!" })).toBeTruthy();
    const group = screen.getByRole("group", { name: "Do you want our travel news?" });
    expect(within(group).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
    const note = screen.getByRole("link", { name: "privacy policy" }).closest("p")!;
    expect(within(note).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["privacy policy", "/legal/privacy-policy"],
      ["terms of use", "/legal/terms"],
    ]);
    expect(note.textContent).toBe("By continuing you accept the privacy policy and the terms of use.");

    const send = screen.getByTestId<HTMLButtonElement>("auth-send-code");
    expect(send.disabled).toBe(true);
    await user.click(send);
    expect(api.sent()).not.toContain("POST /api/auth/code");

    await user.click(screen.getByLabelText("No, thanks"));
    expect(send.disabled).toBe(false);
    await user.click(screen.getByTestId("auth-consent-accept"));
    await user.click(send);
    expect(stepIds()).toEqual(["auth-step-3"]);
    expect(api.calls.find((call) => call.path === "/api/auth/code")?.body).toEqual({
      email: USER.email,
      marketingConsent: true,
      save: { kind: "travel", id: TRAVEL_ID },
    });
    expect(window.dataLayer?.[0]).toMatchObject({ event: "auth_step", step: "open", reason: "wishlist", kind: "travel", travelId: TRAVEL_ID });
  });

  test("the server's CONSENT_REQUIRED message is shown as is", async () => {
    routes({
      "POST /api/auth/email": { existingUser: false },
      "POST /api/auth/code": apiError(400, "CONSENT_REQUIRED", "Tell us about the news first"),
    });
    const user = userEvent.setup();
    await open();
    await submitEmail(user);
    await user.click(screen.getByTestId("auth-consent-decline"));
    await user.click(screen.getByTestId("auth-send-code"));
    expect(screen.getByRole("alert").textContent).toBe("Tell us about the news first");
    expect(stepIds()).toEqual(["auth-step-2-new-user"]);
  });

  test("an invalid e-mail is caught before any call; the server's message otherwise", async () => {
    const api = routes({ "POST /api/auth/email": apiError(400, "INVALID_EMAIL", "Indirizzo non valido") });
    const user = userEvent.setup();
    await open();
    await submitEmail(user, "ada@example");
    const error = screen.getByTestId("auth-error");
    expect(error.getAttribute("role")).toBe("alert");
    expect(error.textContent).toBe("Invalid email");
    expect(screen.getByTestId("auth-email").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent()).toEqual(["GET /api/session"]);

    await user.type(screen.getByTestId("auth-email"), ".com");
    await user.click(screen.getByTestId("auth-continue"));
    expect(api.calls.at(-1)?.body).toEqual({ email: "ada@example.com" });
    expect(screen.getByTestId("auth-error").textContent).toBe("Indirizzo non valido");
    expect(stepIds()).toEqual(["auth-step-1"]);
  });

  test("a wrong code shows the server's message and keeps step-3; an expired code offers a resend at once", async () => {
    routes({
      "POST /api/auth/verify": [
        apiError(400, "WRONG_CODE", "The code is wrong", { remainingTries: 2 }),
        apiError(410, "CODE_EXPIRED", "The code has expired: ask for a new one"),
      ],
    });
    const user = userEvent.setup();
    const result = await open();
    await submitEmail(user);
    await user.click(screen.getByTestId("auth-send-code"));
    await user.type(screen.getByTestId("auth-code"), "000000");
    await user.click(screen.getByTestId("auth-verify"));
    expect(screen.getByTestId("auth-error").textContent).toBe("The code is wrong");
    expect(stepIds()).toEqual(["auth-step-3"]);
    expect(screen.getByTestId("auth-code").getAttribute("aria-invalid")).toBe("true");
    expect(result.value).toBeUndefined();
    expect(getSession().user).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>("auth-resend").disabled).toBe(true);

    await user.click(screen.getByTestId("auth-verify"));
    expect(screen.getByTestId("auth-error").textContent).toBe("The code has expired: ask for a new one");
    expect(screen.getByTestId<HTMLButtonElement>("auth-resend").disabled).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>("auth-code").value).toBe("");
  });

  test("resend: disabled with a countdown of resendAfterSeconds, then sends a new code", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const api = routes({
      "POST /api/auth/code": [
        new Response(JSON.stringify({ resendAfterSeconds: 3, expiresInSeconds: 600 }), { status: 202 }),
        new Response(JSON.stringify({ resendAfterSeconds: 60, expiresInSeconds: 600 }), { status: 202 }),
      ],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await open();
    await settled(() => submitEmail(user));
    await settled(() => user.click(screen.getByTestId("auth-send-code")));
    const resend = screen.getByTestId<HTMLButtonElement>("auth-resend");
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe("Send again in 3 s");

    await act(async () => vi.advanceTimersByTime(1000));
    expect(resend.textContent).toBe("Send again in 2 s");
    await expectCountdownToEnd(resend, 2);

    await settled(() => user.click(resend));
    expect(screen.getByTestId("auth-resend").textContent).toBe("Send again in 60 s");
    expect(api.sent().filter((call) => call === "POST /api/auth/code")).toHaveLength(2);
    expect(stepIds()).toEqual(["auth-step-3"]);
  });

  test("too many codes: the server's message and its retryAfterSeconds countdown", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    routes({
      "POST /api/auth/code": [
        new Response(JSON.stringify(CODE_SENT), { status: 202 }),
        apiError(429, "RATE_LIMITED", "Too many codes, wait a little", { retryAfterSeconds: 90 }),
      ],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await open();
    await settled(() => submitEmail(user));
    await settled(() => user.click(screen.getByTestId("auth-send-code")));
    await seconds(30);
    await settled(() => user.click(screen.getByTestId("auth-resend")));
    expect(screen.getByTestId("auth-error").textContent).toBe("Too many codes, wait a little");
    const resend = screen.getByTestId<HTMLButtonElement>("auth-resend");
    expect(resend.textContent).toBe("Send again in 90 s");
    expect(resend.disabled).toBe(true);
    expect(stepIds()).toEqual(["auth-step-3"]);
    await expectCountdownToEnd(resend, 90);
  });

  test("too many wrong codes: the resend waits out the last send's countdown instead of being offered at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    routes({ "POST /api/auth/verify": apiError(429, "TOO_MANY_TRIES", "Too many wrong tries: ask for a new code.") });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await open();
    await settled(() => submitEmail(user));
    await settled(() => user.click(screen.getByTestId("auth-send-code")));
    await seconds(3);
    await settled(() => user.type(screen.getByTestId("auth-code"), "000000"));
    await settled(() => user.click(screen.getByTestId("auth-verify")));
    expect(screen.getByTestId("auth-error").textContent).toBe("Too many wrong tries: ask for a new code.");
    expect(screen.getByTestId<HTMLInputElement>("auth-code").value).toBe("");
    const resend = screen.getByTestId<HTMLButtonElement>("auth-resend");
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe("Send again in 27 s");

    await expectCountdownToEnd(resend, 27);
  });

  test("rate-limited checks (retryAfterSeconds): the resend is disabled with that countdown, then offered again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const api = routes({
      "POST /api/auth/code": [
        new Response(JSON.stringify({ resendAfterSeconds: 3, expiresInSeconds: 600 }), { status: 202 }),
        new Response(JSON.stringify(CODE_SENT), { status: 202 }),
      ],
      "POST /api/auth/verify": apiError(429, "RATE_LIMITED", "Too many attempts. Please wait 27 seconds and try again.", { retryAfterSeconds: 27 }),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await open();
    await settled(() => submitEmail(user));
    await settled(() => user.click(screen.getByTestId("auth-send-code")));
    await seconds(3);
    const resend = screen.getByTestId<HTMLButtonElement>("auth-resend");
    expect(resend.disabled).toBe(false);

    await settled(() => user.type(screen.getByTestId("auth-code"), "000000"));
    await settled(() => user.click(screen.getByTestId("auth-verify")));
    expect(screen.getByTestId("auth-error").textContent).toBe("Too many attempts. Please wait 27 seconds and try again.");
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe("Send again in 27 s");
    await seconds(1);
    expect(resend.textContent).toBe("Send again in 26 s");
    await expectCountdownToEnd(resend, 26);

    await settled(() => user.click(resend));
    expect(api.sent().filter((call) => call === "POST /api/auth/code")).toHaveLength(2);
    expect(resend.textContent).toBe("Send again in 30 s");
  });

  test("edit e-mail goes back to step-1 with the e-mail kept; every step has the close button", async () => {
    routes();
    const user = userEvent.setup();
    const result = await open();
    await submitEmail(user);
    expect(screen.getByTestId("auth-close").textContent).toBe("Close");
    await user.click(screen.getByTestId("auth-edit-email"));
    expect(stepIds()).toEqual(["auth-step-1"]);
    expect(screen.getByTestId<HTMLInputElement>("auth-email").value).toBe(USER.email);

    await user.click(screen.getByTestId("auth-continue"));
    await user.click(screen.getByTestId("auth-send-code"));
    expect(stepIds()).toEqual(["auth-step-3"]);
    await user.click(screen.getByTestId("auth-edit-email"));
    expect(stepIds()).toEqual(["auth-step-1"]);
    expect(screen.getByTestId<HTMLInputElement>("auth-email").value).toBe(USER.email);
    expect(document.activeElement).toBe(screen.getByTestId("auth-email"));

    await user.click(screen.getByTestId("auth-close"));
    expect(screen.queryByTestId("auth-modal")).toBeNull();
    expect(result.value).toBeNull();
  });
});
