// Installs nothing itself: scripts/test-package.sh packs @caravan/search-core, installs the tarball
// here (npm install --no-save) and runs this with `npm test` (node:test, react-dom/server, no DOM).
import assert from "node:assert/strict";
import { lstatSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { before, describe, test } from "node:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { addToHistory, historyEntry, initSync, readHistory } from "@caravan/search-core";

import { SearchLink } from "./SearchLink.mjs";

// Resolved through the package's "exports" map, as any consumer would.
const WASM = new URL(import.meta.resolve("@caravan/search-core/search_core_bg.wasm"));
const STATUSES = "status[]=PLANNED&status[]=ALMOST_CONFIRMED&status[]=CONFIRMED&status[]=ALMOST_FULL&status[]=WAITING_LIST";
const MARCH_2027 = { name: "2027-03", year: 2027, type: "month", startingDate: "2027-03-01", endingDate: "2027-03-31" };
const PERU_IN_MARCH = { where: { destination: { id: "PER", name: "Peru" } }, when: { period: MARCH_2027 } };

/** [href, text] of every link in some server-rendered HTML, entities decoded. */
const links = (html) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [
    href.replaceAll("&amp;", "&"),
    text.replaceAll("&amp;", "&"),
  ]);

before(() => {
  initSync({ module: readFileSync(WASM) });
});

describe("the installed package", () => {
  test("is a real copy unpacked from the tarball (not a link to the build), README included", () => {
    const installed = fileURLToPath(new URL("./node_modules/@caravan/search-core", import.meta.url));
    assert.equal(lstatSync(installed).isSymbolicLink(), false);
    for (const file of ["package.json", "search_core.js", "search_core.d.ts", "search_core_bg.wasm", "README.md"]) {
      assert.ok(lstatSync(`${installed}/${file}`).isFile(), file);
    }
  });
});

describe("SearchLink", () => {
  test("links a destination + month selection to the spec §7 search URL", () => {
    const html = renderToString(createElement(SearchLink, { selection: PERU_IN_MARCH, searchPath: "/cerca" }));
    assert.deepEqual(links(html), [
      [`/cerca?${STATUSES}&tab=travels&dateFrom=2027-03-01&dateTo=2027-03-31&destinationId[]=PER`, "Search"],
    ]);
    assert.ok(!html.includes("recent-searches"), "no history, no list");
  });

  test("lists the 5 newest history entries, each linking to its saved search", () => {
    let history = [];
    for (const [i, name] of ["Japan", "Peru", "Iceland", "Morocco", "Vietnam", "Mexico", "Namibia"].entries()) {
      const selection = { where: { destination: { id: name.slice(0, 3).toUpperCase(), name } }, when: "whenever" };
      history = addToHistory(history, historyEntry(selection, `2026-11-22T10:0${i}:00Z`, false, false));
    }
    // The same search again moves to the top instead of being listed twice.
    history = addToHistory(history, historyEntry(PERU_IN_MARCH, "2026-11-22T11:00:00Z", true, false));
    history = addToHistory(history, historyEntry(PERU_IN_MARCH, "2026-11-22T11:05:00Z", true, false));
    assert.equal(history.length, 8);

    const html = renderToString(createElement(SearchLink, { selection: PERU_IN_MARCH, searchPath: "/cerca", history }));
    const [search, ...recent] = links(html);
    assert.equal(search[1], "Search");
    assert.deepEqual(recent, [
      [`/cerca?${STATUSES}&tab=travels&dateFrom=2027-03-01&dateTo=2027-03-31&destinationId[]=PER`, "Peru"],
      [`/cerca?${STATUSES}&tab=travels&destinationId[]=NAM`, "Namibia"],
      [`/cerca?${STATUSES}&tab=travels&destinationId[]=MEX`, "Mexico"],
      [`/cerca?${STATUSES}&tab=travels&destinationId[]=VIE`, "Vietnam"],
      [`/cerca?${STATUSES}&tab=travels&destinationId[]=MOR`, "Morocco"],
    ]);
  });

  test("history read from storage: junk dropped, a tampered query keeps only known filters", () => {
    // What JSON.parse(localStorage.getItem("search-history")) might hold after other code wrote to it.
    const stored = [
      "junk",
      { date: 5 },
      {
        date: "2026-11-20T09:00:00Z",
        userStatus: "loggedOut",
        values: { params: { dateFrom: "2027-04-01", dateTo: "2027-04-30" }, query: "dateFrom=2027-04-01&dateTo=2027-04-30&evil=1&page=x" },
      },
    ];
    const html = renderToString(
      createElement(SearchLink, { selection: { where: "anywhere", when: "whenever" }, searchPath: "/search", history: readHistory(stored) }),
    );
    assert.deepEqual(links(html), [
      [`/search?${STATUSES}&tab=travels`, "Search"],
      ["/search?dateFrom=2027-04-01&dateTo=2027-04-30", "2027-04-01 – 2027-04-30"],
    ]);
  });
});
