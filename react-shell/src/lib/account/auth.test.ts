// openAuth: at once when logged in; without a host (no account-menu island) it cannot open.
import { beforeEach, describe, expect, test, vi } from "vitest";
import { LOGGED_IN, LOGGED_OUT, mockApi, USER } from "../../test/account";
import { openAuth } from "./auth";
import { resetAccount } from "./reset";

beforeEach(() => {
  resetAccount();
  delete window.dataLayer;
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
