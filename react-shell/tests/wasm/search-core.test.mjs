// The browser build of search-core (wasm-bindgen --target web) must behave exactly like the
// native Rust rules. Run: npm run test:wasm (node:test, no bundler, no DOM).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

import init, {
  calendarPriority,
  defaultStatuses,
  formatPrice,
  initSync,
  parseQuery,
  searchUrl,
  seatLabel,
  toQuery,
} from "../../src/wasm/search_core.js";

const WASM = new URL("../../src/wasm/search_core_bg.wasm", import.meta.url);
const ALL_STATUSES = ["PLANNED", "ALMOST_CONFIRMED", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"];
const NBSP = "\u00a0";

before(() => {
  try {
    initSync({ module: readFileSync(WASM) });
  } catch (error) {
    if (error instanceof TypeError && error.message.includes("Table.set")) {
      throw new Error(
        "search_core_bg.wasm exports __wbindgen_externrefs as a funcref table. The file was rewritten by a " +
          "wasm-opt that corrupts table exports (Debian's binaryen 108 does, even at -O0). Regenerate src/wasm " +
          "without that wasm-opt (scripts/build-wasm.sh).",
        { cause: error },
      );
    }
    throw error;
  }
});

describe("initialisation", () => {
  test("init() after initSync resolves to the same instance without fetching", async () => {
    const first = initSync({ module: readFileSync(WASM) });
    const again = await init();
    assert.equal(again, first);
    assert.ok(again.memory instanceof WebAssembly.Memory);
  });
});

describe("parseQuery", () => {
  test("keeps known keys and reports the rest with reasons", () => {
    assert.deepEqual(parseQuery("page=abc&status[]=CONFIRMED&foo=1"), {
      filters: { status: ["CONFIRMED"] },
      ignored: [
        { key: "page", reason: "notAnInteger" },
        { key: "foo", reason: "unknownKey" },
      ],
    });
  });

  test("a leading ? is optional and an empty query is empty", () => {
    assert.deepEqual(parseQuery("?sort=date:asc").filters, { sort: "date:asc" });
    assert.deepEqual(parseQuery(""), { filters: {}, ignored: [] });
    assert.deepEqual(parseQuery("?"), { filters: {}, ignored: [] });
  });

  test("reversed dates are swapped; invalid dates are ignored", () => {
    const { filters } = parseQuery("dateFrom=2027-05-31&dateTo=2027-03-01");
    assert.equal(filters.dateFrom, "2027-03-01");
    assert.equal(filters.dateTo, "2027-05-31");
    for (const bad of ["2027-02-30", "27-1-1", "2027-1-1", "tomorrow", "2027-01-01T00:00"]) {
      const parsed = parseQuery(`dateFrom=${encodeURIComponent(bad)}`);
      assert.equal(parsed.filters.dateFrom, undefined, bad);
      assert.deepEqual(parsed.ignored, [{ key: "dateFrom", reason: "invalidDate" }], bad);
    }
  });

  test("booleans only from true/false", () => {
    const parsed = parseQuery("discounted=true&isNoSharingRoomAvailable=false&hasTours=yes");
    assert.deepEqual(parsed.filters, { discounted: true, isNoSharingRoomAvailable: false });
    assert.deepEqual(parsed.ignored, [{ key: "hasTours", reason: "notABoolean" }]);
  });

  test("integers within bounds; bad and huge numbers are ignored, never thrown", () => {
    const ok = parseQuery("daysSpan=3&priceFrom=50000&priceTo=150000&durationFrom=6&durationTo=10&page=2&perPage=40");
    assert.deepEqual(ok.filters, {
      priceFrom: 50000,
      priceTo: 150000,
      durationFrom: 6,
      durationTo: 10,
      page: 2,
      perPage: 40,
      daysSpan: 3,
    });
    const bad = parseQuery(
      "page=abc&perPage=1000&priceFrom=99999999999999999999999&priceTo=-5&durationTo=1.5&page=0&daysSpan=1e3",
    );
    assert.deepEqual(bad.filters, {});
    assert.deepEqual(
      bad.ignored.map(({ key, reason }) => [key, reason]),
      [
        ["page", "notAnInteger"],
        ["perPage", "outOfRange"],
        ["priceFrom", "outOfRange"],
        ["priceTo", "outOfRange"],
        ["durationTo", "notAnInteger"],
        ["page", "outOfRange"],
        ["daysSpan", "notAnInteger"],
      ],
    );
  });

  test("list keys: [] appends, plain key accepted, duplicates folded, encoded brackets equal", () => {
    const { filters } = parseQuery("continentId[]=asia&continentId[]=europe&destinationId=ITA&destinationId[]=ITA");
    assert.deepEqual(filters.continentId, ["asia", "europe"]);
    assert.deepEqual(filters.destinationId, ["ITA"]);
    assert.deepEqual(parseQuery("travelTypes%5B%5D=beach").filters.travelTypes, ["beach"]);
  });

  test("statuses and sort keep known values only", () => {
    const parsed = parseQuery("status[]=CONFIRMED&status[]=BOGUS&status[]=SOLD_OUT&sort=price:asc&sort=cheap");
    assert.deepEqual(parsed.filters, { status: ["CONFIRMED", "SOLD_OUT"], sort: "price:asc" });
    assert.deepEqual(parsed.ignored, [
      { key: "status", reason: "unknownValue" },
      { key: "sort", reason: "unknownValue" },
    ]);
  });

  test("text is decoded (+ is a space), trimmed and bounded", () => {
    assert.equal(parseQuery("textSearch=++Machu+Picchu++").filters.textSearch, "Machu Picchu");
    assert.equal(parseQuery("textSearch=Costa%20Rica%20%26%20Panam%C3%A1").filters.textSearch, "Costa Rica & Panamá");
    assert.deepEqual(parseQuery("textSearch=+++"), { filters: {}, ignored: [{ key: "textSearch", reason: "empty" }] });
    const long = "é".repeat(500);
    assert.equal([...parseQuery(`textSearch=${long}`).filters.textSearch].length, 200);
    const many = Array.from({ length: 200 }, (_, i) => `badgeId[]=b${i}`).join("&");
    assert.equal(parseQuery(many).filters.badgeId.length, 50);
  });

  test("malformed queries never throw: bad % escapes, invalid UTF-8, stray separators", () => {
    const nasty = [
      "textSearch=%FF%FE",
      "%zz=1",
      "textSearch=%",
      "textSearch=%E2%82",
      "&&&==&",
      "=x",
      "[]=1",
      "page=%31%30",
      "page=" + "9".repeat(5000),
      "priceFrom=-" + "9".repeat(400),
      "status[]=" + "%00".repeat(100),
      "dateFrom=9999999-01-01",
      "textSearch=\u0000\ud800",
      "x".repeat(100_000),
    ];
    for (const q of nasty) {
      const parsed = parseQuery(q);
      assert.equal(typeof parsed, "object", q.slice(0, 40));
      assert.ok(Array.isArray(parsed.ignored));
    }
    assert.equal(parseQuery("page=%31%30").filters.page, 10);
    assert.equal(parseQuery("textSearch=%FF").filters.textSearch, "\ufffd");
    assert.deepEqual(parseQuery("page=" + "9".repeat(5000)).ignored, [{ key: "page", reason: "outOfRange" }]);
    // Unknown keys are reported truncated to 64 characters.
    assert.equal(parseQuery("x".repeat(100_000)).ignored[0].key.length, 64);
  });
});

describe("toQuery and searchUrl", () => {
  test("searchUrl appends only a non-empty query", () => {
    assert.equal(searchUrl("/buscar", { destinationId: ["PER"] }), "/buscar?destinationId[]=PER");
    assert.equal(searchUrl("/cerca", {}), "/cerca");
  });

  test("keys are written in Filters field order, lists as key[]=v, values form-urlencoded", () => {
    const query = toQuery({
      destinationId: ["PER"],
      dateTo: "2027-03-31",
      dateFrom: "2027-03-01",
      textSearch: "Costa Rica & Panamá",
      tab: "travels",
      status: ["PLANNED", "ALMOST_CONFIRMED"],
      priceFrom: 10000,
      durations: ["MAX_6"],
    });
    assert.equal(
      query,
      "durations[]=MAX_6&priceFrom=10000&status[]=PLANNED&status[]=ALMOST_CONFIRMED&tab=travels" +
        "&textSearch=Costa+Rica+%26+Panam%C3%A1&dateFrom=2027-03-01&dateTo=2027-03-31&destinationId[]=PER",
    );
  });

  test("the search bar's URL for Peru in March 2027", () => {
    const url = searchUrl("/cerca", {
      textSearch: "Peru",
      status: defaultStatuses(),
      dateFrom: "2027-03-01",
      dateTo: "2027-03-31",
      tab: "travels",
    });
    assert.equal(
      url,
      "/cerca?status[]=PLANNED&status[]=ALMOST_CONFIRMED&status[]=CONFIRMED&status[]=ALMOST_FULL&status[]=WAITING_LIST" +
        "&tab=travels&textSearch=Peru&dateFrom=2027-03-01&dateTo=2027-03-31",
    );
  });

  test("round trip: parseQuery(toQuery(f)).filters deep-equals f", () => {
    const samples = [
      {},
      { textSearch: "Machu Picchu" },
      {
        durations: ["MAX_6"],
        priceFrom: 10000,
        priceTo: 250000,
        ageBadge: ["30-45"],
        discounted: true,
        isNoSharingRoomAvailable: false,
        badgeId: ["a b", "c&d", "é=ü"],
        travelStyles: ["adventure"],
        status: ["PLANNED", "SOLD_OUT"],
        travelTypes: ["beach"],
        costCenters: ["X1"],
        durationFrom: 6,
        durationTo: 12,
        travelId: ["t-1"],
        hasTours: true,
        sort: "duration:desc",
        show: "tours",
        page: 3,
        perPage: 40,
        tab: "travels",
        textSearch: "Costa Rica & Panamá +100% ?#",
        daysSpan: 2,
        dateFrom: "2027-01-01",
        dateTo: "2027-01-31",
        continentId: ["america"],
        destinationId: ["PER", "BOL"],
      },
    ];
    for (const filters of samples) {
      assert.deepEqual(parseQuery(toQuery(filters)), { filters, ignored: [] });
    }
  });

  test("round trip from a messy query: toQuery(parseQuery(q)) is a fixed point", () => {
    const messy = "?textSearch=++Per%C3%B9++&status=CONFIRMED&status[]=CONFIRMED&dateFrom=2027-05-31&dateTo=2027-03-01&foo=1&page=0";
    const once = toQuery(parseQuery(messy).filters);
    assert.equal(once, "status[]=CONFIRMED&textSearch=Per%C3%B9&dateFrom=2027-03-01&dateTo=2027-05-31");
    assert.equal(toQuery(parseQuery(once).filters), once);
  });

  test("invalid filters throw instead of producing a wrong URL", () => {
    assert.throws(() => toQuery({ status: ["NOPE"] }));
    assert.throws(() => toQuery({ page: "two" }));
    assert.throws(() => searchUrl("/cerca", { sort: "cheapest" }));
  });
});

describe("formatPrice", () => {
  test("euro: comma decimals, dot thousands, no-break space before the symbol", () => {
    assert.equal(formatPrice(123456, "EUR", 2), `1.234,56${NBSP}€`);
    assert.equal(formatPrice(123456, "EUR", 0), `1.235${NBSP}€`);
    assert.equal(formatPrice(99900, "EUR", 0), `999${NBSP}€`);
    assert.equal(formatPrice(0, "EUR", 2), `0,00${NBSP}€`);
  });

  test("dollar and pound: symbol first, dot decimals, comma thousands", () => {
    assert.equal(formatPrice(123449, "USD", 0), "$1,234");
    assert.equal(formatPrice(123456, "GBP", 2), "£1,234.56");
    assert.equal(formatPrice(1_000_000_000, "USD", 0), "$10,000,000");
    assert.equal(formatPrice(5, "USD", 2), "$0.05");
  });

  test("zero decimals round half away from zero; currency codes ignore case and blanks", () => {
    assert.equal(formatPrice(150, "GBP", 0), "£2");
    assert.equal(formatPrice(149, "GBP", 0), "£1");
    assert.equal(formatPrice(-150, "GBP", 0), "-£2");
    assert.equal(formatPrice(-49, "GBP", 0), "£0");
    assert.equal(formatPrice(123456, " eur ", 0), `1.235${NBSP}€`);
  });

  test("largest safe integers format without overflow", () => {
    assert.equal(formatPrice(Number.MAX_SAFE_INTEGER, "USD", 2), "$90,071,992,547,409.91");
    assert.equal(formatPrice(-Number.MAX_SAFE_INTEGER, "EUR", 0), `-90.071.992.547.410${NBSP}€`);
  });

  test("throws on unknown currency, decimals other than 0/2, and non-integer amounts", () => {
    assert.throws(() => formatPrice(100, "XYZ", 2), /unknown currency/);
    assert.throws(() => formatPrice(100, "EUR", 1), /decimals must be 0 or 2/);
    assert.throws(() => formatPrice(1.5, "EUR", 2), /whole number/);
    assert.throws(() => formatPrice(Number.NaN, "EUR", 2), /whole number/);
    assert.throws(() => formatPrice(Number.POSITIVE_INFINITY, "EUR", 0), /whole number/);
    assert.throws(() => formatPrice(2 ** 60, "EUR", 0), /whole number/);
  });
});

describe("statuses", () => {
  test("seatLabel: seats to confirm win, then confirmed/almost full with free seats", () => {
    assert.equal(seatLabel("CONFIRMED", 5, 2), "notConfirmedTour");
    assert.equal(seatLabel("PLANNED", 10, 4), "notConfirmedTour");
    assert.equal(seatLabel("CONFIRMED", 5, 0), "confirmedTour");
    assert.equal(seatLabel("ALMOST_FULL", 1, 0), "confirmedTour");
    assert.equal(seatLabel("ALMOST_FULL", 0, 0), undefined);
    assert.equal(seatLabel("PLANNED", 8, 0), undefined);
    assert.equal(seatLabel("SOLD_OUT", 0, 0), undefined);
    assert.equal(seatLabel("WAITING_LIST", 3, 0), undefined);
  });

  test("seatLabel and calendarPriority throw on an unknown status", () => {
    assert.throws(() => seatLabel("NOPE", 1, 0));
    assert.throws(() => calendarPriority("NOPE"));
  });

  test("calendarPriority orders ALMOST_FULL first (1) and SOLD_OUT last (6)", () => {
    const priorities = Object.fromEntries(ALL_STATUSES.map((s) => [s, calendarPriority(s)]));
    assert.equal(priorities.ALMOST_FULL, 1);
    assert.equal(priorities.CONFIRMED, 2);
    assert.equal(priorities.SOLD_OUT, 6);
    assert.deepEqual(
      Object.values(priorities).sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6],
    );
  });

  test("defaultStatuses is every status except SOLD_OUT, in declaration order", () => {
    assert.deepEqual(defaultStatuses(), ALL_STATUSES.filter((s) => s !== "SOLD_OUT"));
  });
});

describe("API payload types", () => {
  // The JSON API's wire types (search_core::api) reach TypeScript only through tsify: a type
  // dropped or renamed on the Rust side must show here, not in a client at run time.
  test("the generated declarations carry every API payload with its wire names", () => {
    const dts = readFileSync(new URL("../../src/wasm/search_core.d.ts", import.meta.url), "utf8");
    const expected = {
      "Paginated<T>": ["currentPage", "perPage", "lastPage", "total", "data"],
      Tour: ["id", "code", "startingDate", "endingDate", "basePrice", "price", "status", "freeSeats", "seatsToConfirm", "travel"],
      Travel: ["slug", "title", "destinationLabel", "bestTour", "thumbnailImage", "isNoSharingRoomAvailable"],
      CurrencyAmounts: ["EUR", "GBP", "USD"],
      TopSellers: ["countries", "continents", "itineraries", "departures"],
      TopSellerCountry: ["name", "isoCodeAlpha3", "itineraries", "departures"],
      Settings: ["installmentPayments", "currencies"],
      Geolocation: ["market", "currency", "needsRedirect"],
      Filters: ["continentId", "destinationId", "textSearch", "perPage"],
    };
    for (const [name, fields] of Object.entries(expected)) {
      const start = dts.indexOf(`export interface ${name} {`);
      assert.notEqual(start, -1, `${name} is declared`);
      const body = dts.slice(start, dts.indexOf("\n}", start));
      for (const field of fields) {
        assert.match(body, new RegExp(`\\n\\s+${field}\\??:`), `${name}.${field}`);
      }
    }
  });
});
