// Test helper: puts one of our stylesheets in the jsdom document, so getComputedStyle applies
// its rules (Vitest does not process CSS imports; jsdom's cascade skips @media rules).
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Adds `src/<path>` as a <style> element; returns the function that removes it. */
export function addStylesheet(path: string): () => void {
  const style = document.createElement("style");
  style.textContent = readFileSync(resolve(SRC, path), "utf8");
  document.head.append(style);
  return () => style.remove();
}
