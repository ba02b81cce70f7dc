import { describe, expect, test } from "vitest";
import { monthOfRange, monthRange } from "./period";

describe("monthRange", () => {
  test("first and last day of the month, leap years included", () => {
    expect(monthRange("2027-03")).toEqual({ dateFrom: "2027-03-01", dateTo: "2027-03-31" });
    expect(monthRange("2027-04")).toEqual({ dateFrom: "2027-04-01", dateTo: "2027-04-30" });
    expect(monthRange("2027-02")).toEqual({ dateFrom: "2027-02-01", dateTo: "2027-02-28" });
    expect(monthRange("2028-02")).toEqual({ dateFrom: "2028-02-01", dateTo: "2028-02-29" });
    expect(monthRange("2027-12")).toEqual({ dateFrom: "2027-12-01", dateTo: "2027-12-31" });
  });

  test("anything but YYYY-MM is no month", () => {
    for (const bad of ["", "2027-13", "2027-00", "2027-3", "27-03", "2027-03-01", "marzo"]) {
      expect(monthRange(bad), bad).toBeUndefined();
    }
  });
});

describe("monthOfRange", () => {
  test("only an exact calendar month is recognised", () => {
    expect(monthOfRange("2027-03-01", "2027-03-31")).toBe("2027-03");
    expect(monthOfRange("2028-02-01", "2028-02-29")).toBe("2028-02");
    expect(monthOfRange("2027-03-01", "2027-03-30")).toBeUndefined();
    expect(monthOfRange("2027-03-02", "2027-03-31")).toBeUndefined();
    expect(monthOfRange("2027-03-01", "2027-04-30")).toBeUndefined();
    expect(monthOfRange("2027-03-01", undefined)).toBeUndefined();
    expect(monthOfRange(undefined, "2027-03-31")).toBeUndefined();
  });
});
