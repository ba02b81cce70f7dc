import { afterEach, describe, expect, test } from "vitest";
import { track } from "./analytics";

afterEach(() => {
  delete window.dataLayer;
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
});
