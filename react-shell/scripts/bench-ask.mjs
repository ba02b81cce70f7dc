// Times one Ask parse in WebAssembly (what the ask-live island runs on every keystroke):
// `node scripts/bench-ask.mjs` after `npm install` (the package comes from search-core/ask-wasm/pkg).
import { readFileSync } from "node:fs";
import { initSync, parseAsk } from "@caravan/ask";

initSync({ module: readFileSync(new URL("../node_modules/@caravan/ask/ask_bg.wasm", import.meta.url)) });
const wishes = [
  ["en", "we're a couple in our thirties, two weeks in Japan or South Korea next spring under $3,000 with a private room"],
  ["it", "siamo trentenni, due settimane in Giappone la prossima primavera sotto i 3.000 euro con camera singola"],
];
for (const [language, wish] of wishes) {
  for (let i = 0; i < 200; i++) parseAsk(wish, language, "2027-01-13", "monday", "EUR");
  const runs = 5000;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    parseAsk(wish, language, "2027-01-13", "monday", "EUR");
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(runs - 1, Math.floor(runs * p))].toFixed(3);
  console.log(`${language} (${wish.split(" ").length} words): median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times[runs - 1].toFixed(3)} ms`);
}
