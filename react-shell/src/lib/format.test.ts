// Dates as each edition writes them: the international edition ("en") day first, like its pages;
// the US edition month first; Italian in Italian.
import { describe, expect, test } from "vitest";
import { formatDateRange } from "./format";

describe("formatDateRange", () => {
  test("the international edition writes dates day first, the US edition month first", () => {
    // Intl puts thin and no-break spaces around the dash; compare with plain spaces.
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatDateRange("en", "2027-04-01", "2027-04-30"))).toBe("1 – 30 Apr 2027");
    expect(plain(formatDateRange("en-US", "2027-04-01", "2027-04-30"))).toBe("Apr 1 – 30, 2027");
    expect(plain(formatDateRange("it-IT", "2027-04-01", "2027-04-30"))).toMatch(/^0?1–30 apr 2027$/);
  });
});
