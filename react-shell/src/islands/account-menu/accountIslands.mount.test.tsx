// The account islands as the server renders them: placeholders with JSON props, mounted by the
// registry under one root; the header publishes the labels, the modal goes into #modal-host.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test } from "vitest";
import { resetAccount } from "../../lib/account";
import { mountIslands, type MountedIslands } from "../../lib/islands";
import { accountMenuProps, GROUP_INFO_LABELS, LOGGED_OUT, mockApi, TOUR_ID } from "../../test/account";
import { placeholder, servedProps, sharedLabels } from "../../test/fixtures";
import { registry } from "../../registry";

let mounted: MountedIslands | null = null;

beforeEach(() => {
  resetAccount();
});

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = "";
});

test("header, heart and group info from data-props; the auth modal opens in #modal-host", async () => {
  mockApi({ "GET /api/session": LOGGED_OUT });
  const menu = placeholder("account-menu", servedProps(accountMenuProps), '<a href="/login" data-testid="login-link">Log in</a>');
  const heart = placeholder("wishlist-heart", JSON.stringify({ kind: "travel", id: 42, travelId: 42, title: "Perù" }), '<a href="/login">Save</a>');
  const info = placeholder("group-info", JSON.stringify({ tourId: TOUR_ID, labels: GROUP_INFO_LABELS }), "<p>Log in to see who is travelling</p>");
  const host = document.createElement("div");
  host.id = "modal-host";
  document.body.append(host);

  await act(async () => {
    mounted = mountIslands(registry, document, sharedLabels());
      await mounted.ready;
  });

  expect(screen.getAllByTestId("login-link")).toHaveLength(1);
  expect(menu.querySelector("[data-testid=login-link]")?.getAttribute("href")).toBe("/login?back=/travels/peru");
  expect(heart.querySelector("[data-testid=wishlist-heart]")?.getAttribute("aria-label")).toBe("Save Perù to the wishlist");
  expect(info.querySelector("[data-testid=group-info-open]")).not.toBeNull();

  await userEvent.setup().click(screen.getByTestId("wishlist-heart"));
  const dialog = await screen.findByTestId("auth-modal");
  expect(dialog.parentElement).toBe(host);
});
