/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Built assets are served by the Rust server under /assets/ with immutable caching, so every
// file name carries a content hash. The server finds the entry through the manifest:
// dist/.vite/manifest.json → ["src/main.tsx"].file (and .css, if the entry ever gets some).
export default defineConfig({
  base: "/assets/",
  plugins: [react()],
  // Static files live in the repository's /public, served by the Rust side.
  publicDir: false,
  build: {
    outDir: "dist",
    assetsDir: "",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
    // The wasm binaries (search-core's ~100 kB, Ask's ~190 kB, only on the Ask page) must stay
    // separate, lazily fetched assets: wasm-bindgen's glue finds them with
    // `new URL("…_bg.wasm", import.meta.url)`, and anything above this limit is emitted as a file.
    assetsInlineLimit: 4096,
    rollupOptions: {
      input: "src/main.tsx",
      output: {
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "[name]-[hash].js",
        assetFileNames: "[name]-[hash][extname]",
      },
    },
  },
  test: {
    environment: "jsdom",
    // Each test file still gets its own modules and its own jsdom window, but in a fresh VM
    // context of a worker that stays, rather than a fresh process that imports jsdom again: 40
    // core-seconds and 22 s on 2 cores instead of 121-127 and 64-68 s (forks or threads), most
    // of which was jsdom's set-up.
    pool: "vmThreads",
    // Vitest's default is one worker less than the cores: one on this 2-core machine. Two halve
    // the run.
    maxWorkers: 2,
    // `make test` runs these tests beside the journeys and the Rust tests on 2 cores: a calendar
    // test that takes 1.2 s alone took over vitest's default 5 s there. The timeout only catches
    // a test that hangs; none of these tests measures time.
    testTimeout: 20_000,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
