// Playwright journeys against the real Caravan server (Rust, axum), one spec per journey.
//
//   npm test                        # starts ../target/debug/caravan on E2E_PORT (default 3100)
//   CARAVAN_BIN=../target/release/caravan E2E_PORT=3200 npm test
//   CHROME_PATH=/path/to/chromium npm test
//
// Browsers are never downloaded: Debian's chromium-headless-shell, else /usr/bin/chromium (do not run
// `npx playwright install`). Edition hosts like it.localhost resolve to loopback in Chromium.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// A fresh, empty data directory per run (the first start seeds the database); removed by
// global-teardown.ts. The config is loaded again in every worker; the environment variable
// keeps them on the same directory. `--list` starts no server, so it creates nothing.
const listing = process.argv.includes("--list");
if (!listing) process.env.CARAVAN_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "caravan-e2e-"));
const DATA_DIR = process.env.CARAVAN_E2E_DATA_DIR ?? join(tmpdir(), "caravan-e2e-unused");

/** The consent cookie (all purposes accepted) on every edition's host. */
const CONSENTED = ["localhost", "it.localhost", "us.localhost", "we.localhost", "es.localhost", "fr.localhost", "de.localhost"].map(
  (domain) => ({ name: "tracking_consent", value: "a1.e1.c1", domain, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const }),
);

/** Debian's Chromium headless shell (what Playwright itself runs headless: Blink without the
 *  browser's UI, half the CPU of the full browser in these journeys), else the full Chromium;
 *  browsers are never downloaded. */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = {
  browserName: "chromium" as const,
  viewport: { width: 1280, height: 720 },
  // The journeys browse as a visitor who asked for reduced motion, with smooth scrolling off: a
  // transition or a smooth scroll is a frame drawn by the CPU every 16 ms, and drawing was most of
  // the suite's cost on 2 cores (the layout checks took 155 core-seconds with motion, 100 without;
  // the whole suite 425 s instead of about 530). The pages honour the preference (style/), so
  // what a journey checks is the same; the layout journeys (tests/layout-journeys.spec.ts) keep
  // the motion, so the transitions' path is still walked.
  reducedMotion: "reduce" as const,
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-smooth-scrolling",
    ],
  },
};

/** The only journeys that change the catalogue (imports through the admin API): their project
 *  depends on the others, so they run alone (one worker), after every other journey, in the same
 *  run and against the same server: no page another journey looks at changes under it. Only those
 *  journeys, without the others first: `npx playwright test alert-journeys --no-deps`. */
const CATALOGUE_WRITERS = /alert-journeys\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  // Three browsers share the server on a 2-core machine: a journey waits on the page as much as
  // it computes (alone, two kept 1.3 cores of 2 busy. Beside the Rust tests in `make test`'s
  // second step, the cores were busy 90 % of it with two browsers, 97 % with three). A file's
  // journeys stay in order in one browser.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 2 : 0,
  reporter: "list",
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // In CI (which retries) a trace is recorded only when a journey runs again after failing:
    // recording every journey's DOM snapshots took a quarter of the suite's time, CPU bound on 2
    // cores. Locally (no retries) a failing journey keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Journeys browse as a visitor who accepted tracking, so the consent banner is not in their
    // way and their analytics run; tests/consent.spec.ts starts from no choice.
    storageState: { cookies: CONSENTED, origins: [] },
  },
  projects: [
    { name: "chromium", testIgnore: CATALOGUE_WRITERS, use: chromium },
    // An import answers once the whole new snapshot serves (about 2 s in the debug server, more
    // on a busy machine) and a price-drop journey makes five, then waits 3 s three times to see
    // that no second mail comes: 23 s on a quiet machine, over the default 30 s on a busy one.
    { name: "catalogue-writers", testMatch: CATALOGUE_WRITERS, use: chromium, timeout: 120_000, dependencies: ["chromium"], workers: 1 },
  ],
  webServer: {
    command: process.env.CARAVAN_BIN ?? "../target/debug/caravan",
    env: {
      PORT: String(PORT),
      DATA_DIR,
      RUST_LOG: "warn",
      // Every journey comes from 127.0.0.1, so the account rate limits (20 codes an hour and 30
      // code checks in 10 minutes per client address) would soon refuse the suite. The server
      // takes the client address from X-Forwarded-For when told to trust it, and each account
      // journey sends its own address (tests/support/accounts.ts).
      TRUST_FORWARDED_FOR: "1",
      // Editions are reached as it.localhost, us.localhost, …: a development-only convention.
      DEVELOPMENT: "1",
      // The alert journeys import catalogue changes (prices, statuses, dates) through the admin
      // API, which is off without a token; tests/support/catalogue.ts sends the same one.
      ADMIN_TOKEN: "e2e-admin-token-0123456789abcdefghijk",
      // Those journeys look at a page right after the import: no stale window (the server's
      // integration test covers it).
      PAGE_STALE_SECONDS: "0",
      // The server's clock (`TODAY`): `E2E_TODAY=2027-12-26 npm test` runs every journey as on that
      // day (the demo catalogue is seeded around it); journeys read the day from /healthz.
      ...(process.env.E2E_TODAY ? { TODAY: process.env.E2E_TODAY } : {}),
    },
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
