// The decoders the client does not reach through an endpoint test: the shared labels file (all
// or nothing) and /api/layouts (each part on its own).
import { describe, expect, test } from "vitest";
import { sharedLabels } from "../test/fixtures";
import { decodeLayouts, decodeSharedLabels } from "./api-decoders";

describe("decodeSharedLabels", () => {
  test("a whole file reads as it is", () => {
    const labels = sharedLabels({ "chat-assistant": { "chat-open": "Ask us" } });
    expect(decodeSharedLabels(JSON.parse(JSON.stringify(labels)))).toEqual(labels);
  });

  test("a file lacking a label, or with a label of another type, is refused", () => {
    const accountWithoutLogin: Record<string, string> = { ...sharedLabels()["account-menu"] };
    delete accountWithoutLogin.login;
    expect(decodeSharedLabels({ ...sharedLabels(), "account-menu": accountWithoutLogin })).toBeNull();
    expect(decodeSharedLabels({ ...sharedLabels(), "search-bar": { ...sharedLabels()["search-bar"], months: [1, 2] } })).toBeNull();
    expect(decodeSharedLabels({ ...sharedLabels(), "chat-assistant": { "chat-open": 3 } })).toBeNull();
    expect(decodeSharedLabels([])).toBeNull();
  });
});

describe("decodeLayouts", () => {
  const GEOLOCATION = { market: "it", currency: "EUR", needsRedirect: false, showRedirectPopup: false, reference: null, redirectDestination: null };

  test("the geolocation's nulls read as absent", () => {
    expect(decodeLayouts({ geolocation: GEOLOCATION })?.geolocation).toEqual({ ...GEOLOCATION, reference: undefined, redirectDestination: undefined });
  });

  test("a part that does not decode is absent, and costs nothing else", () => {
    const layouts = decodeLayouts({
      settings: { currencies: "EUR" },
      geolocation: { ...GEOLOCATION, currency: "XYZ" },
      flags: { wishlist: "on" },
      experiments: [{ id: "a", variant: "b" }],
    });
    expect(layouts).toMatchObject({ settings: undefined, geolocation: undefined, flags: { wishlist: "on" }, experiments: [{ id: "a", variant: "b" }] });
  });
});
