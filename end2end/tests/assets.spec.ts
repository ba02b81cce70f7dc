// Journey (infrastructure): the browser bundle is served from /assets/ with hashed names,
// immutable caching and precompressed variants (react-shell writes .br/.gz next to each file).
import { expect, test } from "@playwright/test";

test("the entry script is hashed, immutable and served brotli-compressed", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  const html = await home.text();
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]*\/assets\/main-[\w-]+\.js)"/.exec(html)?.[1];
  expect(src, "module script /assets/main-HASH.js in the home HTML").toBeTruthy();

  const script = await request.get(src!, { headers: { "accept-encoding": "br, gzip" } });
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["content-encoding"]).toBe("br");
  expect(script.headers()["cache-control"]).toContain("immutable");

  const gzip = await request.get(src!, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toBe(await script.text());
});

test("an unknown asset is a plain 404, not a page", async ({ request }) => {
  const missing = await request.get("/assets/main-doesnotexist.js");
  expect(missing.status()).toBe(404);
});
