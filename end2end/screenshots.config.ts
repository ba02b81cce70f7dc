// `make screenshots` (see screenshots/pages.spec.ts): the journeys' server and browser settings,
// another folder of specs.
import { defineConfig } from "@playwright/test";
import journeys from "./playwright.config";

export default defineConfig({ ...journeys, testDir: "./screenshots", retries: 0 });
