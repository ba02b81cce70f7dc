import { describe, expect, test } from "vitest";
import { parseConsent, serializeConsent } from "./consent";

describe("the consent cookie", () => {
  test("round-trips every purpose", () => {
    const consent = { analytics: true, experiments: false, chat: true };
    expect(serializeConsent(consent)).toBe("a1.e0.c1");
    expect(parseConsent("a1.e0.c1")).toEqual(consent);
  });

  test.each(["", "a1", "a1.e0", "a2.e0.c1", "x1.e0.c1", "a1.e0.c1.z1"])("%j is no choice", (value) => {
    expect(parseConsent(value)).toBeNull();
  });
});
