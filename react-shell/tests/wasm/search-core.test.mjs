// The browser build of search-core (the @caravan/search-core package, wasm-bindgen --target web)
// must behave exactly like the native Rust rules: each describe() below mirrors the unit tests of
// one Rust module (search-core/src/*.rs) through the package's exports.
// Run: npm run test:wasm (node:test, no bundler, no DOM). The package is built by scripts/build-wasm.sh.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { assertExportsMatchDeclarations, usePackageFromDisk } from "./wasmPackage.mjs";

import * as searchCore from "@caravan/search-core";
import init, {
  addToHistory,
  calendarMonths,
  chooseDestination,
  clearAllDisabled,
  clickRangeDay,
  constants,
  historyEntry,
  historyUrl,
  holidayPeriods,
  initSync,
  monthPeriods,
  navigationUrl,
  pickPeriod,
  readHistory,
  searchDisabled,
  searchUrl,
  setDates,
  shownHistory,
  toggleContinent,
  typeText,
  weekStart,
  whenCompletesSearch,
} from "@caravan/search-core";

const PACKAGE = new URL("../../node_modules/@caravan/search-core/", import.meta.url);
const WASM = new URL("search_core_bg.wasm", PACKAGE);
const DTS = new URL("search_core.d.ts", PACKAGE);
const DEFAULT_STATUS_QUERY =
  "status[]=PLANNED&status[]=ALMOST_CONFIRMED&status[]=CONFIRMED&status[]=ALMOST_FULL&status[]=WAITING_LIST";

/** Nothing selected: anywhere, whenever. */
const NOTHING = Object.freeze({ where: "anywhere", when: "whenever" });
const place = (id, name) => ({ id, name });
/** The month period of `YYYY-MM`, as the when-picker offers it. */
const month = (yearMonth) => monthPeriods(`${yearMonth}-01`, 1)[0];
/** Every day cell of some calendar months. */
const days = (months) => months.flatMap((m) => m.weeks.flat()).filter(Boolean);
const cell = (months, date) => {
  const found = days(months).find((d) => d.date === date);
  assert.ok(found, `${date} is in the calendar`);
  return found;
};
/** A history entry as the Rust history tests build it: the query carries the dates. */
const entry = (name, from, to, date) => ({
  date,
  userStatus: "loggedOut",
  values: {
    ...(name === undefined ? {} : { destinationName: name }),
    params: { ...(from ? { dateFrom: from } : {}), ...(to ? { dateTo: to } : {}) },
    query: [from && `dateFrom=${from}`, to && `dateTo=${to}`].filter(Boolean).join("&"),
  },
});
const dates = (history) => history.map((e) => e.date);

usePackageFromDisk(init, initSync, WASM);

describe("searchUrl (filters.rs serialisation)", () => {
  test("searchUrl appends only a non-empty query", () => {
    assert.equal(searchUrl("/buscar", "destinationId[]=PER"), "/buscar?destinationId[]=PER");
    assert.equal(searchUrl("/buscar", "?destinationId[]=PER"), "/buscar?destinationId[]=PER");
    assert.equal(searchUrl("/cerca", ""), "/cerca");
    assert.equal(searchUrl("/cerca", "utm_source=x&page=0"), "/cerca", "nothing kept: no ?");
  });

});

describe("periods (period.rs)", () => {
  test("monthPeriods start with today's month and cover whole months", () => {
    const months = monthPeriods("2026-11-22", 4);
    assert.deepEqual(
      months.map((m) => [m.name, m.startingDate, m.endingDate]),
      [
        ["2026-11", "2026-11-01", "2026-11-30"],
        ["2026-12", "2026-12-01", "2026-12-31"],
        ["2027-01", "2027-01-01", "2027-01-31"],
        ["2027-02", "2027-02-01", "2027-02-28"],
      ],
    );
    assert.equal(months[2].year, 2027);
    assert.ok(months.every((m) => m.type === "month"));
    assert.deepEqual(months[0], {
      name: "2026-11",
      year: 2026,
      type: "month",
      startingDate: "2026-11-01",
      endingDate: "2026-11-30",
    });
  });

  test("monthPeriods throws when today is not a YYYY-MM-DD date", () => {
    assert.throws(() => monthPeriods("2026-11", 1), /is not a YYYY-MM-DD date/);
  });

  test("weekStart: the week starts on Sunday only in the US and WE editions", () => {
    assert.equal(weekStart("en-US"), "sunday");
    assert.equal(weekStart("en-WE"), "sunday");
    for (const locale of ["it-IT", "es-ES", "fr-FR", "de-DE", "en"]) {
      assert.equal(weekStart(locale), "monday", locale);
    }
  });

});

describe("calendarMonths (calendar.rs grid)", () => {
  const tour = (id, dateFrom, dateTo, status) => ({ id, dateFrom, dateTo, status });

  test("calendarMonths: 7 columns, months padded to 28, 35 or 42 cells, blanks before the week start", () => {
    // February 2027 starts on a Monday and has 28 days: exactly 4 rows with Monday weeks.
    const feb = calendarMonths("2027-01-10", "2027-02-01", 1, "monday", []);
    assert.equal(feb[0].label, "2027-02");
    assert.equal(feb[0].weeks.length * 7, 28);
    assert.equal(feb[0].weeks[0][0].date, "2027-02-01");
    // With Sunday weeks it needs a blank first cell, so 35.
    const febUs = calendarMonths("2027-01-10", "2027-02-01", 1, "sunday", []);
    assert.equal(febUs[0].weeks.length * 7, 35);
    assert.equal(febUs[0].weeks[0][0], undefined, "a blank cell");
    assert.equal(febUs[0].weeks[0][1].date, "2027-02-01");
    // May 2027 starts on a Saturday and has 31 days: 5 + 31 = 36 cells, padded to 42.
    const may = calendarMonths("2027-01-10", "2027-05-01", 1, "monday", []);
    assert.equal(may[0].weeks.length * 7, 42);
    assert.ok(may.every((m) => m.weeks.every((w) => w.length === 7)));
    // Filter mode: 18 months, every one 28, 35 or 42 cells of 7 columns.
    const filterMode = calendarMonths("2027-01-01", "2027-01-01", constants().calendarFilterModeMonths, "monday", []);
    assert.equal(filterMode.length, 18);
    for (const m of filterMode) {
      assert.ok([28, 35, 42].includes(m.weeks.length * 7), `${m.label}: ${m.weeks.length * 7}`);
      assert.ok(m.weeks.every((w) => w.length === 7), m.label);
    }
  });

  test("calendarMonths: a day cell carries date, day, old, tours, tourCounter and firstDay", () => {
    const [feb] = calendarMonths("2027-01-10", "2027-02-01", 1, "monday", []);
    assert.deepEqual(feb.weeks[0][0], {
      date: "2027-02-01",
      day: 1,
      old: false,
      tours: [],
      tourCounter: 0,
      firstDay: false,
    });
  });

  test("calendarMonths: days before today are old, today and after are not", () => {
    const months = calendarMonths("2026-11-22", "2026-11-01", constants().calendarMonths, "monday", []);
    assert.equal(months.length, 2);
    assert.equal(cell(months, "2026-11-21").old, true);
    assert.equal(cell(months, "2026-11-22").old, false);
    assert.equal(cell(months, "2026-12-01").old, false);
  });

  test("calendarMonths: tours mark every day they run and the lowest priority number wins", () => {
    const tours = [
      tour("planned", "2027-03-01", "2027-03-05", "PLANNED"),
      tour("full", "2027-03-03", "2027-03-04", "ALMOST_FULL"),
    ];
    const months = calendarMonths("2027-01-01", "2027-03-01", 1, "monday", tours);
    const first = cell(months, "2027-03-01");
    assert.deepEqual([first.status, first.tourCounter, first.firstDay], ["PLANNED", 1, true]);
    const second = cell(months, "2027-03-02");
    assert.deepEqual([second.status, second.firstDay], ["PLANNED", false]);
    const shared = cell(months, "2027-03-03");
    assert.deepEqual([shared.status, shared.tourCounter], ["ALMOST_FULL", 2]);
    assert.deepEqual(shared.tours, ["planned", "full"]);
    assert.equal(shared.firstDay, true);
    assert.equal(cell(months, "2027-03-06").status, undefined);
  });

  test("calendarMonths: SOLD_OUT tours are marked on their first day only", () => {
    const months = calendarMonths("2027-01-01", "2027-03-01", 1, "monday", [
      tour("gone", "2027-03-10", "2027-03-15", "SOLD_OUT"),
    ]);
    assert.equal(cell(months, "2027-03-10").status, "SOLD_OUT");
    assert.equal(cell(months, "2027-03-11").status, undefined);
    assert.equal(cell(months, "2027-03-11").tourCounter, 0);
  });

  test("calendarMonths throws on a bad date argument or an unknown tour status", () => {
    assert.throws(() => calendarMonths("today", "2027-03-01", 1, "monday", []), /is not a YYYY-MM-DD date/);
    assert.throws(
      () => calendarMonths("2027-01-01", "2027-03-01", 1, "monday", [tour("x", "2027-03-01", "2027-03-02", "NOPE")]),
      /invalid argument/,
    );
  });
});

describe("clickRangeDay (calendar.rs range-calendar rules)", () => {
  const TODAY = "2027-01-01";

  test("clickRangeDay: the first click sets the start, a second sets the end or swaps, a third restarts", () => {
    const first = clickRangeDay(undefined, "2027-03-10", TODAY);
    assert.deepEqual(first, { range: { dateFrom: "2027-03-10" }, completes: false });
    assert.deepEqual(clickRangeDay(null, "2027-03-10", TODAY), first, "null is no range too");
    const later = clickRangeDay(first.range, "2027-03-20", TODAY);
    assert.deepEqual(later, { range: { dateFrom: "2027-03-10", dateTo: "2027-03-20" }, completes: true });
    const earlier = clickRangeDay(first.range, "2027-03-01", TODAY);
    assert.deepEqual(earlier.range, { dateFrom: "2027-03-01", dateTo: "2027-03-10" });
    const restart = clickRangeDay(later.range, "2027-04-02", TODAY);
    assert.deepEqual(restart.range, { dateFrom: "2027-04-02" });
  });

  test("clickRangeDay: clicking an end again clears it, and clearing both ends is whenever", () => {
    const both = { dateFrom: "2027-03-10", dateTo: "2027-03-20" };
    const noEnd = clickRangeDay(both, "2027-03-20", TODAY);
    assert.deepEqual(noEnd.range, { dateFrom: "2027-03-10" });
    const noStart = clickRangeDay(both, "2027-03-10", TODAY);
    assert.deepEqual(noStart.range, { dateFrom: "2027-03-20" }, "the end becomes the only bound");
    assert.deepEqual(clickRangeDay(noEnd.range, "2027-03-10", TODAY), { range: undefined, completes: false });
  });

  test("clickRangeDay: past days and blank cells are not selectable; today is", () => {
    const today = "2027-03-05";
    const current = { dateFrom: "2027-03-10" };
    for (const clicked of ["2027-03-04", "", "2027-02-30"]) {
      assert.deepEqual(clickRangeDay(current, clicked, today), { range: current, completes: false }, JSON.stringify(clicked));
    }
    assert.equal(clickRangeDay(current, "2027-03-05", today).completes, true);
  });

  test("clickRangeDay: equal start and end count as a single date and do not complete", () => {
    const click = clickRangeDay({ dateFrom: "2027-03-09" }, "2027-03-09", TODAY);
    assert.equal(click.range, undefined, "the same start clears it");
    const single = { dateFrom: "2027-03-10", dateTo: "2027-03-10" };
    const equal = clickRangeDay(single, "2027-03-12", TODAY);
    assert.deepEqual(equal.range, { dateFrom: "2027-03-10", dateTo: "2027-03-12" }, "a single date takes an end");
    assert.deepEqual(clickRangeDay(single, "2027-03-10", TODAY), { range: undefined, completes: false });
  });

  test("clickRangeDay: a range with only an end treats it as the start", () => {
    assert.deepEqual(clickRangeDay({ dateTo: "2027-03-10" }, "2027-03-12", TODAY), {
      range: { dateFrom: "2027-03-10", dateTo: "2027-03-12" },
      completes: true,
    });
  });

  test("clickRangeDay throws when today is not a date or the range is not a DateRange", () => {
    assert.throws(() => clickRangeDay(undefined, "2027-03-12", "x"), /is not a YYYY-MM-DD date/);
    assert.throws(() => clickRangeDay({ dateFrom: 5 }, "2027-03-12", TODAY), /invalid argument/);
  });
});

describe("search selection (selection.rs)", () => {
  const EUROPE = place("EU", "Europe");
  const ASIA = place("AS", "Asia");
  const ITALY = place("ITA", "Italy");
  const PERU = place("PER", "Peru");

  test("chooseDestination clears continents and text", () => {
    const chosen = chooseDestination(toggleContinent(NOTHING, EUROPE), ITALY);
    assert.deepEqual(chosen, { where: { destination: ITALY }, when: "whenever" });
    const fromText = chooseDestination(typeText(NOTHING, "ital"), ITALY);
    assert.deepEqual(fromText.where, { destination: ITALY });
  });

  test("toggleContinent clears destination and text, adds continents, and the same continent deselects", () => {
    const one = toggleContinent(chooseDestination(NOTHING, ITALY), EUROPE);
    assert.deepEqual(one.where, { continents: [EUROPE] });
    const two = toggleContinent(one, ASIA);
    assert.deepEqual(two.where, { continents: [EUROPE, ASIA] });
    const back = toggleContinent(toggleContinent(two, EUROPE), ASIA);
    assert.equal(back.where, "anywhere");
    assert.deepEqual(toggleContinent(typeText(NOTHING, "x"), EUROPE), one);
    assert.equal(toggleContinent(one, place("EU", "Europa")).where, "anywhere", "continents are the same by id");
  });

  test("typeText clears earlier selections and is trimmed; empty text is anywhere", () => {
    const typed = typeText(toggleContinent(NOTHING, EUROPE), "  peru ");
    assert.deepEqual(typed.where, { text: "peru" });
    assert.equal(typeText(typed, "   ").where, "anywhere");
  });

  test("pickPeriod: picking the same period again resets the when to whenever", () => {
    const march = month("2027-03");
    const picked = pickPeriod(NOTHING, march);
    assert.deepEqual(picked, { where: "anywhere", when: { period: march } });
    assert.equal(pickPeriod(picked, march).when, "whenever");
    assert.deepEqual(pickPeriod(picked, month("2027-04")).when, { period: month("2027-04") }, "another period replaces it");
    const easter = { ...march, name: "Easter", type: "event" };
    assert.deepEqual(pickPeriod(picked, easter).when, { period: easter }, "an event on the same days is another period");
  });

  test("setDates: a range sets dates; no range or an empty one is whenever", () => {
    assert.deepEqual(setDates(NOTHING, { dateFrom: "2027-03-02" }).when, { dates: { dateFrom: "2027-03-02" } });
    assert.equal(setDates(NOTHING, {}).when, "whenever");
    assert.equal(setDates(setDates(NOTHING, { dateFrom: "2027-03-02" }), null).when, "whenever");
    assert.equal(setDates(NOTHING).when, "whenever");
  });

  test("searchDisabled while the bar is focused, text is typed and no destination is chosen", () => {
    const typed = typeText(NOTHING, "per");
    assert.equal(searchDisabled(typed, true), true);
    assert.equal(searchDisabled(typed, false), false);
    assert.equal(searchDisabled(chooseDestination(typed, PERU), true), false);
    assert.equal(searchDisabled(NOTHING, true), false);
  });

  test("clearAllDisabled when nothing is selected", () => {
    assert.equal(clearAllDisabled(NOTHING), true);
    assert.equal(clearAllDisabled(typeText(NOTHING, "x")), false);
    assert.equal(clearAllDisabled(pickPeriod(NOTHING, month("2027-03"))), false);
  });

  test("navigationUrl follows spec §7: destinationId[], default status[], month dates and tab=travels", () => {
    const destination = pickPeriod(chooseDestination(NOTHING, PERU), month("2027-03"));
    assert.equal(
      navigationUrl(destination, "/cerca", false),
      `/cerca?${DEFAULT_STATUS_QUERY}&tab=travels&dateFrom=2027-03-01&dateTo=2027-03-31&destinationId[]=PER`,
    );
  });

  test("navigationUrl follows spec §7: continentId[] in order, whenever is tab=travels without dates", () => {
    const continents = toggleContinent(toggleContinent(NOTHING, EUROPE), ASIA);
    assert.equal(
      navigationUrl(continents, "/search", false),
      `/search?${DEFAULT_STATUS_QUERY}&tab=travels&continentId[]=EU&continentId[]=AS`,
    );
    assert.equal(navigationUrl(NOTHING, "/search", false), `/search?${DEFAULT_STATUS_QUERY}&tab=travels`);
  });

  test("navigationUrl follows spec §7: textSearch, a single date is both ends, dates have no tab unless the experiment is on", () => {
    const textAndDates = setDates(typeText(NOTHING, "inca trail"), { dateFrom: "2027-03-02" });
    assert.equal(
      navigationUrl(textAndDates, "/cerca", false),
      `/cerca?${DEFAULT_STATUS_QUERY}&textSearch=inca+trail&dateFrom=2027-03-02&dateTo=2027-03-02`,
    );
    assert.equal(
      navigationUrl(textAndDates, "/cerca", true),
      `/cerca?${DEFAULT_STATUS_QUERY}&tab=travels&textSearch=inca+trail&dateFrom=2027-03-02&dateTo=2027-03-02`,
    );
  });

  test("navigationUrl follows spec §7: an event period gives its dates and no tab", () => {
    const easter = { name: "Easter", year: 2027, type: "event", startingDate: "2027-03-28", endingDate: "2027-04-05" };
    assert.equal(
      navigationUrl(pickPeriod(NOTHING, easter), "/cerca", false),
      `/cerca?${DEFAULT_STATUS_QUERY}&dateFrom=2027-03-28&dateTo=2027-04-05`,
    );
  });

  test("historyEntry names what was searched and runs it again at the navigation URL", () => {
    const continents = toggleContinent(toggleContinent(NOTHING, EUROPE), ASIA);
    const saved = historyEntry(continents, "2026-11-22T10:00:00Z", true, false);
    assert.deepEqual(saved, {
      date: "2026-11-22T10:00:00Z",
      userStatus: "loggedIn",
      values: {
        destinationName: "Europe, Asia",
        params: {},
        query: `${DEFAULT_STATUS_QUERY}&tab=travels&continentId[]=EU&continentId[]=AS`,
      },
    });
    assert.equal(historyUrl(saved, "/search"), navigationUrl(continents, "/search", false));
    assert.equal(historyEntry(NOTHING, "t", false, false).values.destinationName, undefined);
    assert.equal(historyEntry(NOTHING, "t", false, false).userStatus, "loggedOut");
  });

  test("historyEntry keeps the searched dates in params", () => {
    const peruInMarch = pickPeriod(chooseDestination(NOTHING, PERU), month("2027-03"));
    const saved = historyEntry(peruInMarch, "t", false, false);
    assert.equal(saved.values.destinationName, "Peru");
    assert.deepEqual(saved.values.params, { dateFrom: "2027-03-01", dateTo: "2027-03-31" });
    assert.equal(historyUrl(saved, "/cerca"), navigationUrl(peruInMarch, "/cerca", false));
  });

  test("selection functions throw on a value that is not a SearchSelection", () => {
    assert.throws(() => chooseDestination({ where: "nowhere", when: "whenever" }, PERU), /invalid argument/);
    assert.throws(() => typeText({ where: "anywhere" }, "peru"), /missing field `when`/);
    assert.throws(() => navigationUrl(null, "/cerca", false), /invalid argument/);
    assert.throws(() => toggleContinent(NOTHING, { id: "EU" }), /invalid argument/);
  });

  // Spec §5: "Calendar dates must parse as valid, or they are treated as empty. Reversed dates can be swapped."
  test(
    "setDates + navigationUrl/historyEntry: invalid dates are treated as empty, reversed dates are swapped (spec §5)",
    () => {
      const invalid = setDates(NOTHING, { dateFrom: "2027-02-30" });
      assert.doesNotMatch(navigationUrl(invalid, "/cerca", false), /dateFrom|dateTo/);
      assert.deepEqual(historyEntry(invalid, "t", false, false).values.params, {});
      const reversed = setDates(NOTHING, { dateFrom: "2027-03-20", dateTo: "2027-03-10" });
      assert.match(navigationUrl(reversed, "/cerca", false), /&dateFrom=2027-03-10&dateTo=2027-03-20$/);
      assert.deepEqual(historyEntry(reversed, "t", false, false).values.params, { dateFrom: "2027-03-10", dateTo: "2027-03-20" });
    },
  );
});

describe("search history (history.rs)", () => {
  test("addToHistory stores an entry only with a destination name or a date", () => {
    assert.deepEqual(addToHistory([], entry(undefined, undefined, undefined, "t1")), []);
    assert.deepEqual(addToHistory([], entry("  ", undefined, undefined, "t1")), []);
    assert.equal(addToHistory([], entry(undefined, "2027-03-01", undefined, "t1")).length, 1);
    assert.equal(addToHistory([], entry("Peru", undefined, undefined, "t1")).length, 1);
    const kept = [entry("Japan", undefined, undefined, "t0")];
    assert.deepEqual(addToHistory(kept, entry(undefined, undefined, undefined, "t1")), kept, "history unchanged");
  });

  test("addToHistory dedups by upper-cased destination plus both dates, newest first", () => {
    let history = [];
    history = addToHistory(history, entry("Peru", undefined, undefined, "t1"));
    history = addToHistory(history, entry("Japan", undefined, undefined, "t2"));
    history = addToHistory(history, entry("PERU", undefined, undefined, "t3"));
    assert.deepEqual(dates(history), ["t3", "t2"]);
    history = addToHistory(history, entry("peru", "2027-03-01", "2027-03-31", "t4"));
    history = addToHistory(history, entry("peru", "2027-04-01", "2027-04-30", "t5"));
    assert.equal(history.length, 4, "other dates are another search");
    history = addToHistory(history, entry("Peru", "2027-03-01", "2027-03-31", "t6"));
    assert.deepEqual(dates(history), ["t6", "t5", "t3", "t2"]);
    // One date alone does not take part in the key.
    history = addToHistory(history, entry("Peru", "2027-05-01", undefined, "t7"));
    assert.deepEqual(dates(history), ["t7", "t6", "t5", "t2"]);
    assert.equal(history[0].values.destinationName, "Peru", "the newest entry is kept as given");
  });

  test("addToHistory upper-cases non-ASCII destinations: perù and PERÙ are the same search", () => {
    let history = addToHistory([], entry("perù", undefined, undefined, "t1"));
    history = addToHistory(history, entry("Perú", undefined, undefined, "t2"));
    history = addToHistory(history, entry("PERÙ", undefined, undefined, "t3"));
    assert.deepEqual(dates(history), ["t3", "t2"], "ù and ú are different letters");
    history = addToHistory(history, entry(" perù ", "2027-03-01", "2027-03-31", "t4"));
    history = addToHistory(history, entry("PERÙ", "2027-03-01", "2027-03-31", "t5"));
    assert.deepEqual(dates(history), ["t5", "t3", "t2"]);
  });

  test("addToHistory keeps at most 100 entries and shownHistory shows the newest 5", () => {
    let history = [];
    for (let i = 0; i < 130; i++) history = addToHistory(history, entry(`place ${i}`, undefined, undefined, String(i)));
    assert.equal(history.length, constants().historyMaxEntries);
    assert.equal(history.length, 100);
    assert.equal(history[0].date, "129");
    assert.equal(history[99].date, "30");
    assert.deepEqual(dates(shownHistory(history)), ["129", "128", "127", "126", "125"]);
    assert.equal(shownHistory(history.slice(0, 2)).length, 2);
    assert.deepEqual(shownHistory([]), []);
  });

  test("readHistory reads stored history leniently: junk items are dropped, at most 100 kept", () => {
    const stored = JSON.parse(`[
      {"date":"t1","userStatus":"loggedIn","values":{"destinationName":"Peru","params":{"dateFrom":"2027-03-01"},"query":""}},
      {"date":5}, "junk", null, 42, [], {"date":"t3","userStatus":"asleep","values":{}},
      {"date":"t2","userStatus":"loggedOut","values":{}}
    ]`);
    const history = readHistory(stored);
    assert.deepEqual(dates(history), ["t1", "t2"]);
    assert.equal(history[0].values.params.dateFrom, "2027-03-01");
    assert.deepEqual(history[1].values, { params: {}, query: "" }, "missing values read as empty");
    const many = Array.from({ length: 150 }, (_, i) => entry(String(i), undefined, undefined, "t"));
    assert.equal(readHistory(many).length, 100);
  });

  test("historyUrl re-parses the stored query: unknown keys and bad values are dropped", () => {
    const saved = entry("Peru", "2027-03-01", "2027-03-31", "t");
    assert.equal(historyUrl(saved, "/cerca"), "/cerca?dateFrom=2027-03-01&dateTo=2027-03-31");
    const tampered = { ...saved, values: { ...saved.values, query: "textSearch=peru&evil=1&page=x" } };
    assert.equal(historyUrl(tampered, "/cerca"), "/cerca?textSearch=peru");
    assert.equal(historyUrl({ date: "t", userStatus: "loggedIn", values: {} }, "/cerca"), "/cerca", "no query: the bare path");
  });

  test("history functions throw on an entry that is not a HistoryEntry", () => {
    assert.throws(() => addToHistory([], { date: "t" }), /missing field `userStatus`/);
    assert.throws(() => historyUrl({ date: "t", userStatus: "maybe", values: {} }, "/cerca"), /invalid argument/);
    assert.throws(() => shownHistory(["junk"]), /invalid argument/);
  });
});

describe("constants (lib.rs, spec §9)", () => {
  test("constants carry the spec §9 values", () => {
    assert.deepEqual(constants(), {
      historyStorageKey: "search-history",
      historyMaxEntries: 100,
      historyShown: 5,
      calendarMonths: 2,
      pickerMonths: 12,
      calendarFilterModeMonths: 18,
      durationOptions: ["MAX_6", "MAX_10", "OVER_10"],
      priceBreaks: [1000, 1500, 2500],
      defaultPerPage: 20,
      searchDebounceMs: 800,
      autoOpenDelayMs: 400,
    });
  });
});

describe("package surface", () => {
  const dts = readFileSync(DTS, "utf8");

  // The JSON API's wire types (search_core::api) reach TypeScript only through tsify: a type
  // dropped or renamed on the Rust side must show here, not in a client at run time.
  test("every function the module exports is declared in the d.ts, and only what the islands call ships", () => {
    const exported = assertExportsMatchDeclarations(searchCore, dts);
    assert.ok(!exported.includes("toQuery"));
    // Rules only the server uses stay out of the browser's module (issue 25).
    for (const serverOnly of ["parseQuery", "normalizeQuery", "formatPrice", "pageInfo", "calendarPriority"]) {
      assert.ok(!exported.includes(serverOnly), serverOnly);
    }
    assert.ok(exported.includes("navigationUrl") && exported.includes("calendarMonths"));
  });

  test("the generated declarations carry every API payload with its wire names", () => {
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
      SearchSelection: ["where", "when"],
      HistoryEntry: ["date", "userStatus", "values"],
      HistoryValues: ["destinationName", "params", "query"],
      CalendarDay: ["date", "day", "old", "tours", "tourCounter", "firstDay", "status"],
      SearchPeriod: ["name", "year", "type", "startingDate", "endingDate"],
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

describe("search completion", () => {
  const NOTHING = { where: "anywhere", when: "whenever" };
  test("a picked period completes the search; a single date and whenever do not", () => {
    const [march] = monthPeriods("2027-03-05", 1);
    assert.equal(whenCompletesSearch(pickPeriod(NOTHING, march)), true);
    assert.equal(whenCompletesSearch(setDates(NOTHING, { dateFrom: "2027-03-02", dateTo: "2027-03-09" })), true);
    assert.equal(whenCompletesSearch(setDates(NOTHING, { dateFrom: "2027-03-02", dateTo: "2027-03-02" })), false);
    assert.equal(whenCompletesSearch(setDates(NOTHING, { dateFrom: "2027-03-02" })), false);
    assert.equal(whenCompletesSearch(NOTHING), false);
  });
});

describe("holiday periods", () => {
  test("the next Christmas and Easter, soonest first, as events", () => {
    const periods = holidayPeriods("2026-11-22");
    assert.deepEqual(
      periods.map((p) => [p.name, p.type, p.startingDate, p.endingDate]),
      [
        ["christmas", "event", "2026-12-20", "2027-01-06"],
        ["easter", "event", "2027-03-25", "2027-03-29"],
      ],
    );
  });
});
