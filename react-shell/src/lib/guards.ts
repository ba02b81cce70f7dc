// The run-time checks of what arrives from outside, written once and used by the decoders
// (api-decoders.ts). The payload types come from the Rust types (contract/generated.ts), but a
// body is only known to have that shape once it arrived: proxies, caches, a half-deployed release
// or a test may answer something else, and the islands degrade instead of throwing on it.

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An id as a string: trips have numeric ids, tours and users UUIDs; null when neither. */
export function idOf(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : null;
}

/** A finite number, else `fallback`. */
export function numberOf<T>(value: unknown, fallback: T): number | T {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** A string, else `fallback`. */
export function stringOf<T>(value: unknown, fallback: T): string | T {
  return typeof value === "string" ? value : fallback;
}

/** A boolean, else `fallback`. */
export function booleanOf<T>(value: unknown, fallback: T): boolean | T {
  return typeof value === "boolean" ? value : fallback;
}

/** Whether `value` is one of `options` (a `Record<Union, true>`, so the compiler keeps the list whole). */
export function isOneOf<T extends string>(value: unknown, options: Record<T, true>): value is T {
  return typeof value === "string" && Object.hasOwn(options, value);
}

/** Every entry decoded by `decodeEntry`; null when `value` is not an array or any entry fails. */
export function arrayOf<T>(value: unknown, decodeEntry: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const decoded: T[] = [];
  for (const entry of value as unknown[]) {
    const item = decodeEntry(entry);
    if (item === null) return null;
    decoded.push(item);
  }
  return decoded;
}

/** A plain object whose values are all strings; null otherwise. */
export function stringRecordOf(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const strings: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== "string") return null;
    strings[key] = entry;
  }
  return strings;
}

/** The fields named by `keys` when each passes `check`, else null; other fields are left out. */
function fieldsOf<K extends string, V>(value: unknown, keys: Record<K, true>, check: (entry: unknown) => entry is V): Record<K, V> | null {
  if (!isRecord(value)) return null;
  const fields: Partial<Record<K, V>> = {};
  for (const key of Object.keys(keys) as K[]) {
    const entry = value[key];
    if (!check(entry)) return null;
    fields[key] = entry;
  }
  return fields as Record<K, V>;
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * The strings named by `keys` (a `Record<keyof T, true>`, so the compiler checks the list against
 * the type); null unless every one is there as a string. Other fields are left out.
 */
export function stringFieldsOf<K extends string>(value: unknown, keys: Record<K, true>): Record<K, string> | null {
  return fieldsOf(value, keys, isString);
}

/** The finite numbers named by `keys`, as stringFieldsOf. */
export function numberFieldsOf<K extends string>(value: unknown, keys: Record<K, true>): Record<K, number> | null {
  return fieldsOf(value, keys, isFiniteNumber);
}
