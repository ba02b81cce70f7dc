// Removes the per-run data directory created in playwright.config.ts (only that one).
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, resolve } from "node:path";

export default function globalTeardown(): void {
  const dir = process.env.CARAVAN_E2E_DATA_DIR;
  if (!dir || process.env.E2E_KEEP_DATA) return;
  const path = resolve(dir);
  if (dirname(path) === resolve(tmpdir()) && basename(path).startsWith("caravan-e2e-")) {
    rmSync(path, { recursive: true, force: true });
  }
}
