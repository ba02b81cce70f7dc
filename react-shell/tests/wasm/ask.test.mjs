// The browser build of Ask (the @caravan/ask package, wasm-bindgen --target web, built from
// search-core/ask-wasm by scripts/build-wasm.sh) must read wishes exactly like the server's
// search_core::ask; the cases follow search-core/src/ask/tests.rs (e.g.
// chips_name_their_words_and_can_be_removed), through the package's exports.
// Run: npm run test:wasm (node:test, no bundler, no DOM).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { assertExportsMatchDeclarations, usePackageFromDisk } from "./wasmPackage.mjs";

import * as askModule from "@caravan/ask";
import init, { initSync, parseAsk, withoutChip } from "@caravan/ask";

const PACKAGE = new URL("../../node_modules/@caravan/ask/", import.meta.url);
const WASM = new URL("ask_bg.wasm", PACKAGE);
const DTS = new URL("ask.d.ts", PACKAGE);
const TODAY = "2027-01-13";

usePackageFromDisk(init, initSync, WASM);

describe("parseAsk", () => {
  const WISH = "two weeks in Japan in April under 3000€";

  test("English: destination, month, length and budget, as filters and chips", () => {
    const parsed = parseAsk(WISH, "en", TODAY, "monday", "EUR");
    assert.equal(parsed.understood, true);
    assert.deepEqual(parsed.filters.destinationId, ["JPN"]);
    assert.equal(parsed.filters.priceTo, 300000);
    assert.equal(parsed.filters.durationFrom, 13);
    assert.equal(parsed.filters.durationTo, 15);
    assert.equal(parsed.filters.dateFrom, "2027-04-01");
    assert.equal(parsed.chips.length, 4);
    assert.deepEqual(
      parsed.chips.map(({ kind, words }) => [kind, words]),
      [
        ["duration", "two weeks"],
        ["destination", "Japan"],
        ["dates", "April"],
        ["budget", "under 3000€"],
      ],
    );
    // Each chip carries the filters it alone sets.
    assert.deepEqual(parsed.chips[1].filters, { destinationId: ["JPN"] });
  });

  test("withoutChip drops one chip's words", () => {
    const { chips } = parseAsk(WISH, "en", TODAY, "monday", "EUR");
    assert.equal(withoutChip(WISH, chips[3]), "two weeks in Japan in April");
    // Spans are bytes of the UTF-8 wish (the € is three), never JavaScript string indices.
    assert.equal(chips[3].end, Buffer.byteLength(WISH));
  });

  test("Italian: a week in Greece in August", () => {
    const parsed = parseAsk("una settimana in Grecia ad agosto", "it", TODAY, "monday", "EUR");
    assert.equal(parsed.understood, true);
    assert.deepEqual(parsed.filters.destinationId, ["GRC"]);
    assert.equal(parsed.filters.dateFrom, "2027-08-01");
    assert.equal(parsed.filters.dateTo, "2027-08-31");
    assert.ok(parsed.filters.durationFrom <= 7 && parsed.filters.durationTo >= 7);
    assert.deepEqual(
      parsed.chips.map(({ kind, label }) => [kind, label]),
      [
        ["duration", "6–8 giorni"],
        ["destination", "Grecia"],
        ["dates", "agosto 2027"],
      ],
    );
  });

  test("an empty wish understands nothing; unknown words are a text chip", () => {
    assert.deepEqual(parseAsk("", "en", TODAY, "monday", "EUR"), { understood: false, filters: {}, chips: [] });
    const words = parseAsk("purple elephants", "en", TODAY, "monday", "EUR");
    assert.equal(words.understood, false);
    assert.deepEqual(words.filters, { textSearch: "purple elephants" });
    assert.deepEqual(
      words.chips.map(({ kind }) => kind),
      ["text"],
    );
  });

  test("a bad date or week start throws, never reads garbage", () => {
    assert.throws(() => parseAsk("Japan", "en", "13/01/2027", "monday", "EUR"), /YYYY-MM-DD/);
    assert.throws(() => parseAsk("Japan", "en", TODAY, "friday", "EUR"));
  });
});

describe("package surface", () => {
  test("the module exports exactly the functions its d.ts declares", () => {
    const exported = assertExportsMatchDeclarations(askModule, readFileSync(DTS, "utf8"));
    assert.deepEqual(exported, ["__wbg_init", "initSync", "parseAsk", "withoutChip"]);
  });
});
