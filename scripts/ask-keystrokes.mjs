// Ask's parse time per keystroke in WebAssembly (the @caravan/ask package the
// Ask page loads), on Node's V8 as a stand-in for the browser: every prefix of
// every labelled wish, as if typed. Prints p50, p99 and the slowest.
// Run after scripts/build-wasm.sh: node scripts/ask-keystrokes.mjs
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { initSync, parseAsk } from "../search-core/ask-wasm/pkg/ask.js";

const root = new URL("../", import.meta.url);
initSync({ module: readFileSync(new URL("search-core/ask-wasm/pkg/ask_bg.wasm", root)) });
const times = [];
for (const [language, files] of [["en", ["ask-en.jsonl", "fresh/ask-en-tune.jsonl"]], ["it", ["ask-it.jsonl", "fresh/ask-it-tune.jsonl"]]]) {
  parseAsk("warm up the word tables", language, "2027-01-13", "monday", "EUR");
  for (const file of files) {
    for (const line of readFileSync(new URL(`search-core/eval/${file}`, root), "utf8").split("\n").filter((l) => l.trim())) {
      const wish = JSON.parse(line).q;
      const chars = [...wish];
      for (let end = 1; end <= chars.length; end++) {
        const start = performance.now();
        parseAsk(chars.slice(0, end).join(""), language, "2027-01-13", "monday", "EUR");
        times.push((performance.now() - start) * 1000);
      }
    }
  }
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.floor((times.length - 1) * q)].toFixed(1);
console.log(`ask parse per keystroke (wasm), ${times.length} keystrokes: p50 ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs`);
