// The small helpers of the account islands: fill, the e-mail pattern, the shared labels and links.
import { beforeEach, describe, expect, test } from "vitest";
import { LABELS } from "../../test/account";
import { EMAIL_PATTERN } from "./auth";
import { fill } from "./helpers";
import { getAccountConfig, setAccountConfig } from "./labels";
import { resetAccount } from "./reset";

beforeEach(() => {
  resetAccount();
});

describe("helpers", () => {
  test("fill replaces every placeholder", () => {
    expect(fill(LABELS.resendIn, { seconds: 12 })).toBe("Send again in 12 s");
    expect(fill("{count} of {count}", { count: 2 })).toBe("2 of 2");
  });

  test("the spec's e-mail pattern: text, @, then text containing a dot", () => {
    for (const ok of ["ada@example.com", "a.b+c@mail.example.co"]) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ["", "ada", "ada@example", "@example.com", "ada@.", "ada @example.com"]) expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  test("the labels and links are shared (set once by the account menu)", () => {
    expect(getAccountConfig()).toBeNull();
    const config = { labels: LABELS, loginHref: "/login", accountHref: "/account", privacyHref: "/p", termsHref: "/t" };
    setAccountConfig(config);
    setAccountConfig({ ...config });
    expect(getAccountConfig()).toBe(config);
  });
});
