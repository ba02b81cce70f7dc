// `make screenshots`: the first screen of every page type at a phone's 390 px and a laptop's
// 1280 px, in the international and German editions, as PNGs in target/screenshots/ (git-ignored).
// Not a test: pictures to look at before closing layout work (SCREENSHOT_FULL=1: whole pages).
import { mkdirSync } from "node:fs";
import { test } from "@playwright/test";
import { editions, editionUrl } from "../tests/support/editions";
import { pageTypes } from "../tests/support/layout";
import { scriptsStarted } from "../tests/support/pages";

const OUT = new URL("../../target/screenshots/", import.meta.url).pathname;
const SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
];

for (const edition of [editions.international, editions.de]) {
  for (const size of SIZES) {
    test.describe(`${edition.name} ${size.width}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone });
      test(`every page type`, async ({ page, request }) => {
        test.setTimeout(180_000);
        mkdirSync(OUT, { recursive: true });
        for (const { type, path } of await pageTypes(request, edition)) {
          await page.goto(editionUrl(edition, path));
          await scriptsStarted(page);
          await page.screenshot({ path: `${OUT}${edition.name}-${type}-${size.width}.png`, fullPage: process.env.SCREENSHOT_FULL === "1" });
        }
      });
    });
  }
}
