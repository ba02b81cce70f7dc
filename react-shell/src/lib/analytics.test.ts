import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ensureTrackingCookies, randomUuid, readCookie, serializeCookie, sha256Hex, startTrackingClicks, track, trackPageView } from "./analytics";
import { loadSession } from "./account/session";
import { resetAccount } from "./account/reset";
import { LOGGED_IN, LOGGED_OUT, mockApi, USER } from "../test/account";
import { siteCookies } from "../test/browser";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Records every `document.cookie = …` (the attributes are not readable back). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  vi.spyOn(document, "cookie", "set").mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    cookie.set?.call(this, value);
  });
  return writes;
}

function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function setDoNotTrack(kind: "navigator" | "window" | "gpc"): void {
  // jsdom has neither navigator.doNotTrack nor globalPrivacyControl: own properties, removed after.
  if (kind === "navigator") Object.defineProperty(navigator, "doNotTrack", { configurable: true, get: () => "1" });
  else if (kind === "window") vi.stubGlobal("doNotTrack", "1");
  else Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, get: () => true });
}

beforeEach(() => {
  document.body.innerHTML = "";
  document.body.removeAttribute("data-page-type");
  document.body.removeAttribute("data-edition");
  document.body.removeAttribute("data-travel-id");
  document.body.removeAttribute("data-tour-id");
});

afterEach(() => {
  delete window.dataLayer;
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  delete (navigator as { doNotTrack?: string | null }).doNotTrack;
  clearCookies();
  vi.useRealTimers();
});

describe("track", () => {
  test("creates window.dataLayer when missing and pushes { event, ...data }", () => {
    track("new search complete search", { section: "searchBar" });
    expect(window.dataLayer).toEqual([{ event: "new search complete search", section: "searchBar" }]);
  });

  test("appends to an existing data layer", () => {
    window.dataLayer = [{ event: "gtm.js" }];
    track("x", { a: 1 });
    expect(window.dataLayer).toEqual([{ event: "gtm.js" }, { event: "x", a: 1 }]);
  });

  test("every event carries the page type of <body>", () => {
    document.body.dataset.pageType = "travel";
    track("read_more", { section: "description" });
    expect(window.dataLayer).toEqual([{ event: "read_more", pageType: "travel", section: "description" }]);
  });

  test("a broken data layer is swallowed", () => {
    window.dataLayer = { push: () => { throw new Error("gtm broke"); } } as unknown as Record<string, unknown>[];
    expect(() => track("x")).not.toThrow();
  });
});

describe.each(["navigator", "window", "gpc"] as const)("Do-Not-Track (%s)", (kind) => {
  test("nothing is pushed and no tracking cookie is set", () => {
    vi.useFakeTimers();
    setDoNotTrack(kind);
    const writes = recordCookieWrites();
    document.body.dataset.pageType = "home";
    document.body.innerHTML = `<button data-track="menu_open" data-track-section="header">Menu</button>`;
    const stop = startTrackingClicks();

    expect(ensureTrackingCookies()).toBeNull();
    trackPageView();
    track("faq_open", { section: "faq" });
    document.querySelector("button")!.click();
    vi.advanceTimersByTime(1000);
    stop();

    expect(window.dataLayer ?? []).toEqual([]);
    expect(writes).toEqual([]);
    expect(siteCookies()).toEqual([]);
  });
});

describe("tracking cookies", () => {
  test("device_id and anonymous_id are created for one year, site-wide, SameSite=Lax", () => {
    const writes = recordCookieWrites();
    const ids = ensureTrackingCookies();
    expect(ids?.deviceId).toMatch(UUID_V4);
    expect(ids?.anonymousId).toMatch(UUID_V4);
    expect(ids?.deviceId).not.toBe(ids?.anonymousId);
    expect(writes).toEqual([
      `device_id=${ids?.deviceId}; path=/; max-age=31536000; SameSite=Lax`,
      `anonymous_id=${ids?.anonymousId}; path=/; max-age=31536000; SameSite=Lax`,
    ]);
    expect(readCookie("device_id")).toBe(ids?.deviceId);
    expect(readCookie("anonymous_id")).toBe(ids?.anonymousId);
  });

  test("existing cookies are kept", () => {
    document.cookie = "device_id=dev-1; path=/";
    document.cookie = "anonymous_id=anon-1; path=/";
    const writes = recordCookieWrites();
    expect(ensureTrackingCookies()).toEqual({ deviceId: "dev-1", anonymousId: "anon-1" });
    expect(writes).toEqual([]);
  });

  test("Secure is added on https", () => {
    expect(serializeCookie("forced_redirect", "uk", true)).toBe("forced_redirect=uk; path=/; max-age=31536000; SameSite=Lax; Secure");
    expect(serializeCookie("forced_redirect", "uk", false)).toBe("forced_redirect=uk; path=/; max-age=31536000; SameSite=Lax");
  });

  test("without crypto.randomUUID a v4 UUID is built from getRandomValues", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    const ids = new Set(Array.from({ length: 20 }, () => randomUuid()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  test("readCookie decodes values and returns null when unset", () => {
    document.cookie = "a_b=x%20y; path=/";
    document.cookie = "a=1; path=/";
    expect(readCookie("a_b")).toBe("x y");
    expect(readCookie("a")).toBe("1");
    expect(readCookie("missing")).toBeNull();
  });
});

describe("page view", () => {
  test("page_view is pushed 250 ms after start with the page type, edition and user status", async () => {
    resetAccount();
    mockApi({ "GET /api/session": LOGGED_OUT });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.dataset.pageType = "travel";
    document.body.dataset.edition = "it";
    trackPageView();
    await vi.advanceTimersByTimeAsync(249);
    expect(window.dataLayer ?? []).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(window.dataLayer).toEqual([{ event: "page_view", pageType: "travel", edition: "it", userStatus: "loggedOut" }]);
  });

  test("a logged-in visitor's page view and every push after it carry the status and the user id", async () => {
    resetAccount();
    mockApi({ "GET /api/session": LOGGED_IN });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.dataset.pageType = "tour";
    document.body.dataset.edition = "us";
    trackPageView();
    await vi.advanceTimersByTimeAsync(250);
    track("faq_open", { faqId: "3" });
    expect(window.dataLayer).toEqual([
      { event: "page_view", pageType: "tour", userId: USER.id, edition: "us", userStatus: "loggedIn" },
      { event: "faq_open", pageType: "tour", userId: USER.id, faqId: "3" },
    ]);
  });

  test("cancelled before the session is known, nothing is pushed", async () => {
    resetAccount();
    mockApi({ "GET /api/session": LOGGED_IN });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const cancel = trackPageView();
    await vi.advanceTimersByTimeAsync(100);
    cancel();
    await vi.advanceTimersByTimeAsync(300);
    await loadSession();
    expect(window.dataLayer ?? []).toEqual([]);
  });
});

describe("notify-me submissions", () => {
  const FORM = `<form method="post" action="/alerts" data-track="notify_me_submit" data-track-hashed="email phone"
      data-track-travel-id="42" data-track-tour-id="T-7">
    <input name="email" type="email" value="  Ada@Example.com ">
    <input name="phone" type="tel" value="+39 333 12-34-567">
    <button type="submit">Notify me</button>
  </form>`;

  test("pushes the e-mail and phone hashed, never in clear, and leaves the submission alone", () => {
    resetAccount();
    document.body.dataset.pageType = "travel";
    document.body.innerHTML = FORM;
    const form = document.querySelector("form")!;
    const submitted = vi.fn();
    // The submission that goes on after the push (jsdom does not navigate).
    form.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) {
        event.preventDefault();
        submitted();
      }
    });
    const stop = startTrackingClicks();
    form.querySelector("button")!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    stop();
    expect(window.dataLayer).toEqual([
      {
        event: "notify_me_submit",
        pageType: "travel",
        travelId: "42",
        tourId: "T-7",
        emailHash: sha256Hex("ada@example.com"),
        phoneHash: sha256Hex("+393331234567"),
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/ada@example|333/i);
  });

  test("an empty phone is left out, and without consent nothing is pushed", () => {
    resetAccount();
    document.body.innerHTML = FORM;
    const form = document.querySelector("form")!;
    form.querySelector<HTMLInputElement>("[name=phone]")!.value = "";
    let submissions = 0;
    form.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) submissions += 1;
      event.preventDefault();
    });
    const stop = startTrackingClicks();
    form.querySelector("button")!.click();
    expect(submissions).toBe(1);
    expect(Object.keys(window.dataLayer![0]!)).toEqual(["event", "travelId", "tourId", "emailHash"]);

    delete window.dataLayer;
    document.cookie = "tracking_consent=; path=/; max-age=0";
    form.querySelector("button")!.click();
    expect(submissions).toBe(2);
    stop();
    expect(window.dataLayer).toBeUndefined();
  });

  test("the hash is SHA-256 in lower-case hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("delegated tracking", () => {
  test("a click inside [data-track] pushes its event with the data-track-* fields camelCased", () => {
    Object.assign(document.body.dataset, { pageType: "travel", travelId: "42", tourId: "7" });
    document.body.innerHTML = `<a href="#faq" data-track="breadcrumb_click" data-track-section-name="faq" data-track-position="2"><span>FAQ</span></a>`;
    const stop = startTrackingClicks();
    document.querySelector("span")!.click();
    stop();
    document.querySelector("span")!.click();
    expect(window.dataLayer).toEqual([
      { event: "breadcrumb_click", pageType: "travel", travelId: "42", tourId: "7", sectionName: "faq", position: "2" },
    ]);
  });

  test("clicks outside [data-track] or outside the root push nothing", () => {
    document.body.innerHTML = `<div id="root"><button id="plain">x</button></div><button id="outside" data-track="menu_open">y</button>`;
    const stop = startTrackingClicks(document.getElementById("root")!);
    document.getElementById("plain")!.click();
    document.getElementById("outside")!.click();
    stop();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  test("details[data-track] pushes when it opens, not when it closes", async () => {
    document.body.dataset.pageType = "travel";
    document.body.innerHTML = `<details data-track="faq_open" data-track-question="q1"><summary>Question</summary><p>Answer</p></details>`;
    const stop = startTrackingClicks();
    const details = document.querySelector("details")!;
    const toggled = () => new Promise((resolve) => details.addEventListener("toggle", resolve, { once: true }));

    details.querySelector("summary")!.click(); // opens it (no event for the click itself)
    await toggled();
    details.open = false;
    await toggled();
    stop();
    expect(window.dataLayer).toEqual([{ event: "faq_open", pageType: "travel", question: "q1" }]);
  });

  test("a details opened by a script pushes nothing: no interaction event without an interaction", async () => {
    document.body.innerHTML = `<details data-track="accordion_open"><summary>Asia</summary><a href="/asia">Asia</a></details>`;
    const stop = startTrackingClicks();
    const details = document.querySelector("details")!;
    const toggled = () => new Promise((resolve) => details.addEventListener("toggle", resolve, { once: true }));
    details.open = true; // the header opens its accordions on wide screens
    await toggled();
    details.open = false;
    await toggled();
    details.querySelector("summary")!.click();
    await toggled();
    stop();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "accordion_open" })]);
  });
});
