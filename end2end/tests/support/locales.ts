// The site's own wording, read from its Fluent files (`locales/<locale>/main.ftl`), so journeys
// compare what the pages show with the messages the server renders them from.
import { readFileSync } from "node:fs";
import { escapeRegExp } from "./editions";

const files = new Map<string, string>();

/** `locales/<locale>/main.ftl`, read once. */
function fileOf(locale: string): string {
  let file = files.get(locale);
  if (file === undefined) {
    file = readFileSync(new URL(`../../../locales/${locale}/main.ftl`, import.meta.url), "utf8");
    files.set(locale, file);
  }
  return file;
}

/**
 * A one-line message of `locales/<locale>/main.ftl` with its `{ $arg }`s filled (an argument
 * not given is left as written). The international edition speaks en-US, but for the British
 * spellings of locales/en-001 (none of the keys journeys read).
 */
export function ftl(locale: string, key: string, args: Record<string, string> = {}): string {
  const value = new RegExp(`^${escapeRegExp(key)} = (.*)$`, "m").exec(fileOf(locale))?.[1];
  if (value === undefined || value.trim() === "") throw new Error(`no one-line ${key} in ${locale}/main.ftl`);
  return value.replace(/\{ \$(\w+) \}/g, (whole, name: string) => args[name] ?? whole);
}

/** The text of a message before its first `{ $arg }` ("Matches: { $list }" → "Matches:"). */
export function ftlPrefix(locale: string, key: string): string {
  const value = ftl(locale, key);
  const at = value.indexOf("{");
  return (at < 0 ? value : value.slice(0, at)).trim();
}

/**
 * A message of the form `key = { $count -> [one] … *[other] … }` for `count`, with the variant
 * the locale's plural rules pick (an exact `[0]`-style variant first) and its `{ $count }` filled
 * as the pages write numbers.
 */
export function ftlCount(locale: string, key: string, count: number): string {
  const block = new RegExp(`^${escapeRegExp(key)} = \\{ \\$count ->\\n((?:\\s+\\*?\\[[^\\]]+\\].*\\n)+)\\}`, "m").exec(fileOf(locale))?.[1];
  if (block === undefined) throw new Error(`no plural ${key} in ${locale}/main.ftl`);
  const variants = [...block.matchAll(/^\s+(\*?)\[([^\]]+)\]\s*(.*)$/gm)].map(([, star, name, text]) => ({ fallback: star === "*", name: name!, text: text!.trim() }));
  const category = new Intl.PluralRules(locale).select(count);
  const variant =
    variants.find((v) => v.name === String(count)) ?? variants.find((v) => v.name === category) ?? variants.find((v) => v.fallback);
  if (!variant) throw new Error(`no variant of ${key} for ${count}`);
  return variant.text.replace(/\{ \$count \}/g, new Intl.NumberFormat(locale).format(count));
}
