import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CONSENT_COOKIE, consented, readConsent } from "../lib/consent";
import { CHOSEN_ATTRIBUTE, startConsent } from "./consent";
import { startTracking } from "./tracking";
import { resetAccount } from "../lib/account/reset";
import { LOGGED_OUT, mockApi } from "../test/account";

vi.mock("../lib/api-client", () => ({ getLayouts: vi.fn(() => Promise.resolve(null)) }));

const MARKUP = `
  <section data-consent data-testid="consent-banner">
    <button type="button" data-consent-accept>Accept all</button>
    <button type="button" data-consent-reject>Reject all</button>
    <button type="button" data-consent-choose>Choose</button>
    <form data-consent-choices hidden>
      <label><input type="checkbox" name="analytics" /> Analytics</label>
      <label><input type="checkbox" name="experiments" /> Experiments</label>
      <label><input type="checkbox" name="chat" /> Chat</label>
      <button type="submit" data-consent-save>Save</button>
    </form>
  </section>
  <footer><a href="/privacy" data-consent-open>Tracking preferences</a></footer>`;

const banner = () => document.querySelector<HTMLElement>("[data-consent]")!;
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const cookieNames = () => document.cookie.split(";").map((c) => c.split("=")[0]!.trim()).filter(Boolean).sort();

const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=0`;
  delete window.dataLayer;
  document.documentElement.removeAttribute(CHOSEN_ATTRIBUTE);
  document.body.innerHTML = MARKUP;
  document.body.dataset.pageType = "index";
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

function start() {
  stops.push(startConsent(document), startTracking(document));
}

describe("before a choice", () => {
  test("the banner shows without taking the focus; no tracking cookie is set and nothing is pushed", () => {
    start();
    vi.advanceTimersByTime(1000);
    expect(banner().hidden).toBe(false);
    expect(banner().contains(document.activeElement)).toBe(false);
    expect(cookieNames()).toEqual([]);
    expect(window.dataLayer ?? []).toEqual([]);
    expect(readConsent()).toBeNull();
  });

  test("Global Privacy Control is a refusal: no banner, nothing set", () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    start();
    expect(banner().hidden).toBe(true);
    expect(cookieNames()).toEqual([]);
  });
});

describe("the head script's guess (site/src/consent.rs)", () => {
  test("a stored choice: the banner is hidden for good and `hidden` alone rules it from then on", () => {
    document.cookie = `${CONSENT_COOKIE}=a0.e0.c0; path=/`;
    document.documentElement.setAttribute(CHOSEN_ATTRIBUTE, "");
    start();
    expect(banner().hidden).toBe(true);
    expect(document.documentElement.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(false);
    click("[data-consent-open]");
    expect(banner().hidden).toBe(false);
  });

  test("a cookie that holds no valid choice: the guess is undone and the banner shows", () => {
    document.cookie = `${CONSENT_COOKIE}=forged; path=/`;
    document.documentElement.setAttribute(CHOSEN_ATTRIBUTE, "");
    start();
    expect(banner().hidden).toBe(false);
    expect(document.documentElement.hasAttribute(CHOSEN_ATTRIBUTE)).toBe(false);
  });
});

describe("a choice", () => {
  test("accept all: stored for six months, the tracking starts at once", async () => {
    resetAccount();
    mockApi({ "GET /api/session": LOGGED_OUT });
    start();
    click("[data-consent-accept]");
    await vi.advanceTimersByTimeAsync(300);
    expect(banner().hidden).toBe(true);
    expect(readConsent()).toEqual({ analytics: true, experiments: true, chat: true });
    expect(cookieNames()).toEqual(["anonymous_id", CONSENT_COOKIE, "device_id"].sort());
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "page_view" })]);
  });

  test("reject all: only the choice itself is stored, nothing is pushed", () => {
    start();
    click("[data-consent-reject]");
    vi.advanceTimersByTime(300);
    expect(cookieNames()).toEqual([CONSENT_COOKIE]);
    expect(window.dataLayer ?? []).toEqual([]);
    expect(consented("analytics")).toBe(false);
  });

  test("by purpose, and the footer link opens the choices again to change them", async () => {
    resetAccount();
    mockApi({ "GET /api/session": LOGGED_OUT });
    start();
    click("[data-consent-choose]");
    const form = document.querySelector<HTMLFormElement>("[data-consent-choices]")!;
    expect(form.hidden).toBe(false);
    expect(document.activeElement).toBe(document.querySelector("input[name=analytics]"));
    document.querySelector<HTMLInputElement>("input[name=experiments]")!.checked = true;
    click("[data-consent-save]");
    expect(readConsent()).toEqual({ analytics: false, experiments: true, chat: false });
    expect(cookieNames()).toEqual([CONSENT_COOKIE, "device_id"].sort());
    expect(banner().hidden).toBe(true);

    click("[data-consent-open]");
    expect(banner().hidden).toBe(false);
    expect(document.querySelector<HTMLInputElement>("input[name=experiments]")!.checked).toBe(true);
    document.querySelector<HTMLInputElement>("input[name=analytics]")!.checked = true;
    click("[data-consent-save]");
    await vi.advanceTimersByTimeAsync(300);
    expect(consented("analytics")).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "page_view" })]);
  });
});

test("a stored choice hides the banner on the next page", () => {
  document.cookie = `${CONSENT_COOKIE}=a0.e0.c0; path=/`;
  start();
  expect(banner().hidden).toBe(true);
});
