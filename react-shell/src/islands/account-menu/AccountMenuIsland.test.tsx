// The header's account entry: the login link (logged out) or the profile menu (logged in).
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test } from "vitest";
import { getAccountConfig, resetAccount } from "../../lib/account";
import { accountMenuProps, apiError, LABELS, LOGGED_IN, LOGGED_OUT, mockApi, USER } from "../../test/account";
import { AccountMenuIsland } from "./AccountMenuIsland";

beforeEach(() => {
  resetAccount();
  delete window.dataLayer;
});

describe("account menu", () => {
  test("logged out: the login link to the server's login page; the labels are published", async () => {
    const api = mockApi({ "GET /api/session": LOGGED_OUT });
    render(<AccountMenuIsland {...accountMenuProps} />);
    const link = screen.getByTestId("login-link");
    expect(link.getAttribute("href")).toBe("/login?back=/travels/peru");
    expect(link.textContent).toBe("Log in");
    expect(getAccountConfig()?.labels).toBe(LABELS);
    await act(async () => {});
    expect(screen.getByTestId("login-link")).toBe(link);
    expect(screen.queryByTestId("account-menu-button")).toBeNull();
    expect(api.sent()).toEqual(["GET /api/session"]);
  });

  test("a session error leaves the visitor logged out", async () => {
    mockApi({ "GET /api/session": apiError(500, "INTERNAL", "boom") });
    render(<AccountMenuIsland {...accountMenuProps} />);
    await act(async () => {});
    expect(screen.getByTestId("login-link")).toBeTruthy();
  });

  test("logged in: the profile button (initial) opens the menu with the account links and a real logout form", async () => {
    mockApi({ "GET /api/session": LOGGED_IN });
    const user = userEvent.setup();
    render(<AccountMenuIsland {...accountMenuProps} />);
    const button = await screen.findByRole("button", { name: "Your account" });
    expect(button.dataset.testid).toBe("account-menu-button");
    expect(button.textContent).toBe("A");
    expect(screen.queryByTestId("login-link")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("account-profile-link").closest("[hidden]")).not.toBeNull();

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText(USER.email)).toBeTruthy();
    expect(within(panel).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Profile", "/account"],
      ["Bookings and trips", "/account/trips"],
      ["Consents", "/account#consents"],
      ["Partnership", "/partnership"],
      ["Manage communications", "/account#communications"],
    ]);
    const logout = screen.getByTestId("logout-button");
    expect(logout.getAttribute("type")).toBe("submit");
    const form = logout.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/logout");

    // Escape closes and gives the focus back to the button.
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    // An outside click closes too.
    await user.click(button);
    await user.click(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  test("the avatar picture when the user has one", async () => {
    mockApi({ "GET /api/session": { loggedIn: true, user: { ...USER, pictureImage: "/images/avatar/ada.svg" } } });
    render(<AccountMenuIsland {...accountMenuProps} />);
    const button = await screen.findByTestId("account-menu-button");
    expect(button.querySelector("img")?.getAttribute("src")).toBe("/images/avatar/ada.svg");
    expect(button.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  test("a plain click on the login link opens the auth modal; closing it brings the focus back", async () => {
    mockApi({ "GET /api/session": LOGGED_OUT });
    const user = userEvent.setup();
    render(<AccountMenuIsland {...accountMenuProps} />);
    const link = screen.getByTestId("login-link");
    await user.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Log in or sign up" });
    expect(dialog.dataset.testid).toBe("auth-modal");
    expect(document.activeElement).toBe(screen.getByTestId("auth-email"));

    await user.click(screen.getByTestId("auth-close"));
    expect(screen.queryByTestId("auth-modal")).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});
