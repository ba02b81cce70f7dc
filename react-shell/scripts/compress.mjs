// Writes .gz (zlib level 9) and .br (brotli quality 11) siblings for every compressible file in
// dist/ and prints one size table (raw / gzip / brotli) for the performance report.
// Node built-ins only. Usage: node scripts/compress.mjs [dir]   (default: dist next to this script)
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url));
const EXTENSIONS = new Set([".js", ".css", ".wasm", ".svg", ".json"]);
const TEXT = new Set([".js", ".css", ".svg", ".json"]);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && EXTENSIONS.has(extname(entry.name))) yield path;
  }
}

const rows = [];
for await (const path of walk(root)) {
  const raw = await readFile(path);
  const gz = gzipSync(raw, { level: 9 });
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: TEXT.has(extname(path)) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  await writeFile(`${path}.gz`, gz);
  await writeFile(`${path}.br`, br);
  rows.push({ file: relative(root, path), raw: raw.length, gzip: gz.length, brotli: br.length });
}

if (rows.length === 0) {
  console.error(`compress: no .js/.css/.wasm/.svg/.json files under ${root}; run vite build first`);
  process.exit(1);
}

rows.sort((a, b) => a.file.localeCompare(b.file));
const total = rows.reduce((t, r) => ({ file: "total", raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
  file: "total",
  raw: 0,
  gzip: 0,
  brotli: 0,
});

const kb = (n) => `${n} (${(n / 1024).toFixed(1)} KiB)`;
const table = [["file", "raw", "gzip", "brotli"], ...[...rows, total].map((r) => [r.file, kb(r.raw), kb(r.gzip), kb(r.brotli)])];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
console.log(`\ncompressed ${rows.length} files in ${relative(process.cwd(), root) || "."} (bytes)`);
console.log(line(table[0]));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of table.slice(1, -1)) console.log(line(row));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
console.log(line(table.at(-1)));
