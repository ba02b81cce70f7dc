import { getByRole, queryByRole } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type * as Geolocation from "./geolocation";
import { siteCookies } from "../test/browser";

vi.mock("./loadingBar", () => ({ startLoading: vi.fn(), finishLoading: vi.fn(), failLoading: vi.fn() }));

let geolocation: typeof Geolocation;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const DESTINATION = {
  edition: "uk",
  url: "https://www.caravan-trips.co.uk/",
  label: "Caravan UK",
  message: "You seem to be in the United Kingdom. Prices in pounds are on our UK site.",
  goLabel: "Go to the UK site",
  stayLabel: "Stay here",
};

function layouts(geo: Record<string, unknown> = {}) {
  return {
    settings: { currencies: [] },
    geolocation: { market: "it", currency: "GBP", needsRedirect: true, showRedirectPopup: true, reference: "GB", redirectDestination: DESTINATION, ...geo },
    flags: {},
    experiments: [],
  };
}

function answer(body: unknown) {
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
}

const popup = () => queryByRole(document.body, "dialog", { name: "Caravan UK" });
const closed = () => vi.waitFor(() => expect(document.querySelector('[data-modal="geolocation"]')).toBeNull());

beforeEach(async () => {
  vi.resetModules();
  geolocation = await import("./geolocation");
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  document.body.innerHTML = `<button id="before">before</button>`;
});

afterEach(() => {
  document.cookie = "forced_redirect=; path=/; max-age=0";
  document.body.innerHTML = "";
});

describe("geolocation popup", () => {
  test("appears when another edition fits and nothing was chosen yet", async () => {
    answer(layouts());
    await geolocation.startGeolocation();
    const dialog = popup()!;
    expect(dialog).not.toBeNull();
    expect(dialog.matches('dialog.modal[data-modal="geolocation"][data-width="small"][open]')).toBe(true);
    expect(dialog.textContent).toContain(DESTINATION.message);
    expect(getByRole(dialog, "link", { name: "Go to the UK site" }).getAttribute("href")).toBe(DESTINATION.url);
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "Stay here" }));
  });

  test("does not appear when the forced_redirect cookie is set (and does not even ask)", async () => {
    document.cookie = "forced_redirect=it; path=/";
    answer(layouts());
    expect(await geolocation.startGeolocation()).toBeNull();
    expect(popup()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ["showRedirectPopup is false", { showRedirectPopup: false }],
    ["no redirect is needed", { needsRedirect: false }],
    ["there is no destination", { redirectDestination: null }],
  ])("does not appear when %s", async (_, geo) => {
    answer(layouts(geo));
    expect(await geolocation.startGeolocation()).toBeNull();
    expect(popup()).toBeNull();
  });

  test("does not appear when /api/layouts fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("offline"));
    expect(await geolocation.startGeolocation()).toBeNull();
    expect(document.querySelector("dialog")).toBeNull();
  });

  test("stay sets the cookie to this edition and closes, focus going back", async () => {
    document.getElementById("before")!.focus();
    answer(layouts());
    await geolocation.startGeolocation();
    getByRole(popup()!, "button", { name: "Stay here" }).click();
    expect(siteCookies()).toEqual(["forced_redirect=it"]);
    await closed();
    expect(document.activeElement?.id).toBe("before");
  });

  test("Escape means stay", async () => {
    document.getElementById("before")!.focus();
    answer(layouts());
    await geolocation.startGeolocation();
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(siteCookies()).toEqual(["forced_redirect=it"]);
    await closed();
  });

  test("go sets the cookie to the destination edition and the link navigates", async () => {
    answer(layouts());
    await geolocation.startGeolocation();
    let navigated: boolean | undefined;
    // Seen after the popup's handler, then stopped: jsdom cannot navigate.
    window.addEventListener("click", (event) => ((navigated = !event.defaultPrevented), event.preventDefault()), { once: true });
    getByRole(popup()!, "link", { name: "Go to the UK site" }).click();
    expect(navigated).toBe(true);
    expect(siteCookies()).toEqual(["forced_redirect=uk"]);
    await closed();
  });

  test("text from the answer is never parsed as HTML", async () => {
    answer(layouts({ redirectDestination: { ...DESTINATION, message: '<img src=x onerror="alert(1)">' } }));
    await geolocation.startGeolocation();
    expect(popup()!.querySelector("img")).toBeNull();
    expect(popup()!.textContent).toContain("<img");
  });
});
