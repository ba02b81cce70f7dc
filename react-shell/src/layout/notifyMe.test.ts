// Notify-me for a logged-in traveller: the address filled in, no marketing question; a visitor
// keeps the whole form.
import { beforeEach, describe, expect, test, vi } from "vitest";
import { loadSession } from "../lib/account/session";
import { prefillNotifyMe } from "./notifyMe";

vi.mock("../lib/account/session", () => ({ loadSession: vi.fn(), getSession: vi.fn(), subscribeSession: vi.fn(() => () => {}) }));

const FORM = `<form data-testid="notify-me-form">
  <input type="email" name="email" required>
  <fieldset data-consent-question><input type="radio" name="consent" value="accept" required><input type="radio" name="consent" value="decline" required></fieldset>
  <p data-consent-question>Privacy note</p>
</form>`;

const email = () => document.querySelector<HTMLInputElement>("input[name=email]")!;
const questions = () => Array.from(document.querySelectorAll<HTMLElement>("[data-consent-question]"));
const radios = () => Array.from(document.querySelectorAll<HTMLInputElement>("input[type=radio]"));

beforeEach(() => {
  document.body.innerHTML = FORM;
});

describe("notify-me prefill", () => {
  test("a logged-in traveller gets their address and no marketing question", async () => {
    vi.mocked(loadSession).mockResolvedValue({ email: "nora@example.com" } as Awaited<ReturnType<typeof loadSession>>);
    await prefillNotifyMe(document);
    expect(email().value).toBe("nora@example.com");
    expect(questions().every((q) => q.hidden)).toBe(true);
    expect(radios().some((r) => r.required)).toBe(false);
  });

  test("a visitor keeps the empty address and the question", async () => {
    vi.mocked(loadSession).mockResolvedValue(null);
    await prefillNotifyMe(document);
    expect(email().value).toBe("");
    expect(questions().some((q) => q.hidden)).toBe(false);
    expect(radios().every((r) => r.required)).toBe(true);
  });

  test("an address typed into a form shown again is left as typed, with its question", async () => {
    email().value = "other@example.com";
    vi.mocked(loadSession).mockResolvedValue({ email: "nora@example.com" } as Awaited<ReturnType<typeof loadSession>>);
    await prefillNotifyMe(document);
    expect(email().value).toBe("other@example.com");
    expect(questions().some((q) => q.hidden)).toBe(false);
  });
});
